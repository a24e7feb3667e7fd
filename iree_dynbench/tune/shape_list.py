"""Shape lists: what every dispatch computes over many input size sets.

`shape_list(DIR, size_sets)` evaluates `__query_shapes` of an extract output
(no recompilation) at each size set and returns, per dispatch, its op kind,
its distinct problems (iteration sizes and resolved operand/result types),
every distinct value each dynamic dim of each operand/result took, and
whether shark-ai's tuner takes it (and why not). It is the input a tuner or a
coverage report wants. The JSON form (`to_json`) is
versioned; schema (version 1):

    {
      "schema_version": 1, "generator": "iree-dynbench", "kind": "shape-list",
      "model": str, "function": str,
      "input_dims": [{"name": "input0.dim0", "input": 0, "dim": 0,
                      "assume": {"umin": int|null, "umax": int|null, "udiv": int|null} | null}],
      "size_sets": [{"inputs": ["2x33x64xf32"], "dims": [2, 33], "count": int}],  # distinct, first-seen order
      "dispatches": [{               # every dispatch, or those --dispatch/--filter select
        "index": int,                # its position in shapes.json `dispatches` (what --dispatch takes)
        "name": str, "export": str, "executable": str,
        "kind": str,                 # root op kind: matmul, batch_matmul, conv, attention, reduction, ...
        "input_dims": [str] | null,  # names of the input dims its parameters read (null: unknown)
        "operands": [<tensor>], "results": [<tensor>],   # read-only / written bindings, in order
        "problems": [{               # distinct problems, first-seen order
          "sizes": [int] | null,     # iteration sizes: M, N, K for matmul (B, M, N, K batched),
                                     # B, M, K1, K2, N for attention; otherwise the root op's loops;
                                     # the result shape if the root op is unknown; null if unresolved
          "text": str,               # e.g. "matmul 42x512x1024 f32"
          "operands": [str], "results": [str],           # tensor types, dims resolved ("?" unknown)
          "workload": [int],
          "size_sets": [int],        # indices into size_sets that produce this problem
          "count": int               # sum of their counts
        }],
        "tuner": {                   # what shark-ai's tuner makes of it (tune/tuner_support.py)
          "supported": bool,         # it generates candidates for this dispatch's tuner files
          "kind": str,               # root op family: contraction, convolution, attention,
                                     # online_attention, reduction, elementwise, other, none
          "root_op": str | null,     # the op marked root_op
          "reason": str | null,      # why not (null when supported)
          "static_only": bool        # supported in static-flavour files only (dynamic kernel)
        },
        "variants": [{               # an export a size-range specialized build made a chain of only
          "variant_export": str,     # a variant the size sets select (shapes.json `chain`), chain order
          "variant_range": str,      # its range for people (`1..4`, `fallback`)
          "count": int               # the size sets that select it (their counts summed)
        }]
      }]
    }
    <tensor> = {"binding": int, "element_type": str,
                "dims": [int | null],              # static size, or null for a dynamic dim
                "dynamic": [{"dim": int, "values": [int]}]}   # every distinct value, ascending

A size set given several times is counted, not repeated: `count` is how often
it was given (a traffic log may list the same shape many times). Dynamic dims
that cannot be resolved at some size set are left out of `values`. The file
is written with one size set and one problem per line.

Fast over many size sets (a traffic log of 10^5 lines): `__query_shapes` runs
once per distinct size set into one array (`QueryModule.query_many`); per
dispatch, its binding shapes and root-op sizes are evaluated column-wise over
all size sets (`dim_columns`, exact int64 or refused), its problems are the
distinct rows of workload and tensor types (`numpy.unique`), and each
problem's JSON line is filled into a template made once per dispatch. Rows
the columns cannot answer (sizes unresolved, values past int64) take the
one-set-at-a-time path (`DispatchColumns.params`, `problem_size`), which also
gives the typed `Problem`s (`DispatchShapes.problems`, made when first read).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Iterator, Optional, Sequence

import numpy as np

from ..manifest import open_output
from ..dim_columns import DimColumn, NotExact, Value, evaluate_shape
from ..errors import DynbenchError, option
from ..size_log import CountedSizes, SizeSet, distinct_size_sets, gather_size_sets, parse_size_set, read_size_log  # noqa: F401 (SizeSet, gather_size_sets: the shape list's)
from ..layout import GENERATOR, SHAPE_LIST_KIND, SHAPE_LIST_SCHEMA_VERSION
from ..manifest import BindingInfo, ChainVariant, DispatchInfo, InputDimInfo, TensorType
from ..problem_size import ProblemColumns, problem_columns, problem_kind, problem_size
from ..benchmarks import DispatchColumns, DispatchParams, QueryModule
from ..selection import select
from . import tuner_support
from .tuner_support import TunerSupport

_CHUNK = 4096  # JSON lines per written piece


@dataclass(frozen=True)
class DynamicDim:
    dim: int
    values: list[int]


@dataclass(frozen=True)
class TensorShapes:
    """One operand or result binding of a dispatch over all size sets."""

    binding: int
    element_type: str
    dims: list[Optional[int]]  # static sizes; None for dynamic dims
    dynamic: list[DynamicDim]


@dataclass(frozen=True)
class Problem:
    sizes: Optional[list[int]]
    text: str
    operands: list[TensorType]
    results: list[TensorType]
    workload: list[int]
    size_sets: list[int]
    count: int


@dataclass(frozen=True, eq=False)
class _Columns:
    """What fills a dispatch's problem lines without per-problem Python (see `ProblemTable`)."""

    problem: ProblemColumns  # at every size set
    operands: list[list[Value]]  # dims of each operand binding at every size set
    results: list[list[Value]]
    fast: np.ndarray  # (problems,) resolved: its line comes from the template


@dataclass(frozen=True, eq=False)
class ProblemTable:
    """One dispatch's distinct problems over the size sets, column-wise: problem k stands for
    the size sets `problem_of` maps to k, and its parameters are those of the first of them."""

    column: DispatchColumns  # the dispatch's parameters at every size set
    problem_of: np.ndarray  # (size sets,) the problem each size set gives
    first: np.ndarray  # (problems,) the first size set giving each problem, first-seen order
    counts: np.ndarray  # (problems,) how often its size sets were given
    columns: Optional[_Columns] = field(default=None, repr=False)  # None: every line one at a time

    def __len__(self) -> int:
        return len(self.first)

    def members(self, k: int) -> list[int]:
        """The size sets of problem k, ascending."""
        return np.flatnonzero(self.problem_of == k).tolist()

    def all_members(self) -> list[list[int]]:
        """`members` of every problem."""
        order = np.argsort(self.problem_of, kind="stable")
        bounds = np.cumsum(np.bincount(self.problem_of, minlength=len(self)))[:-1]
        return [m.tolist() for m in np.split(order, bounds)]

    def problem(self, k: int, members: Optional[list[int]] = None) -> Problem:
        """Problem k, typed (the one-set-at-a-time path); `members`: its size sets, when known."""
        p = self.column.params(int(self.first[k]))
        size = problem_size(p)
        sizes = size.sizes or _result_shape(p)
        return Problem(list(sizes) if sizes else None, size.text, list(p.operands), list(p.results),
                       list(p.workload), self.members(k) if members is None else members, int(self.counts[k]))

    def most_frequent(self, top: int) -> list[Problem]:
        """The `top` problems given most often (ties: first seen first)."""
        order = np.argsort(-self.counts, kind="stable")[:top]
        return [self.problem(int(k)) for k in order.tolist()]

    def json_lines(self) -> list[str]:
        """Each problem as one JSON object (the schema's `problems[]`)."""
        sets = self._size_set_lists()
        lines: list[Optional[str]] = [None] * len(self)
        fast = np.zeros(len(self), dtype=bool) if self.columns is None else self.columns.fast
        if fast.any():
            rows = np.flatnonzero(fast)
            made = _template_lines(self, rows, [sets[k] for k in rows.tolist()])
            for k, line in zip(rows.tolist(), made):
                lines[k] = line
        slow = np.flatnonzero(~fast).tolist()
        members = self.all_members() if len(slow) > 8 else None
        for k in slow:
            p = self.problem(k, None if members is None else members[k])
            lines[k] = json.dumps({
                "sizes": p.sizes, "text": p.text, "operands": [t.text() for t in p.operands],
                "results": [t.text() for t in p.results], "workload": p.workload, "size_sets": p.size_sets,
                "count": p.count,
            })
        return lines  # type: ignore[return-value]

    def _size_set_lists(self) -> list[str]:
        """`problems[].size_sets` of each problem, as JSON list contents ("3, 17")."""
        ordered = decimal(np.argsort(self.problem_of, kind="stable"))
        if len(self) == len(self.problem_of):
            return ordered
        ends = np.cumsum(np.bincount(self.problem_of, minlength=len(self))).tolist()
        starts = [0, *ends[:-1]]
        return [", ".join(ordered[a:b]) for a, b in zip(starts, ends)]


@dataclass(frozen=True)
class DispatchShapes:
    index: int  # position in shapes.json `dispatches`
    name: str
    export: str
    executable: str
    kind: str
    input_dims: list[str]  # the input dims its parameters read
    operands: list[TensorShapes]
    results: list[TensorShapes]
    table: ProblemTable = field(repr=False)  # its distinct problems, column-wise
    tuner: TunerSupport
    # Of a size-range specialized export: each variant the size sets select (its chain's
    # conditions, as the model dispatches), in chain order, with how often (size sets' counts)
    variants: tuple[tuple[ChainVariant, int], ...] = ()

    @property
    def specialized(self) -> bool:
        return bool(self.variants)

    @cached_property
    def problems(self) -> list[Problem]:
        """Its distinct problems, first-seen order (typed: made one at a time when first read)."""
        return [self.table.problem(k, m) for k, m in enumerate(self.table.all_members())]


@dataclass(frozen=True)
class ShapeList:
    model: str
    function: str
    input_dims: list[InputDimInfo]
    size_sets: list[SizeSet]
    dispatches: list[DispatchShapes]
    schema_version: int = SHAPE_LIST_SCHEMA_VERSION
    generator: str = GENERATOR
    kind: str = SHAPE_LIST_KIND

    def to_json(self) -> str:
        return "".join(self.json_chunks())

    def json_chunks(self) -> Iterator[str]:
        """The JSON text in pieces, as it is encoded (`outputs.write_text_chunks` streams them):
        one size set and one problem per line."""
        head = {k: getattr(self, k) for k in ("schema_version", "generator", "kind", "model", "function")}
        yield json.dumps(head)[:-1] + ', "input_dims": ' + json.dumps([asdict(d) for d in self.input_dims])
        yield ',\n"size_sets": [\n'
        yield from _joined(_size_set_lines(self.size_sets))
        yield '\n],\n"dispatches": [\n'
        for n, d in enumerate(self.dispatches):
            fields = {
                "index": d.index, "name": d.name, "export": d.export, "executable": d.executable, "kind": d.kind,
                "input_dims": d.input_dims, "operands": [_tensor_json(t) for t in d.operands],
                "results": [_tensor_json(t) for t in d.results],
            }
            yield ("" if n == 0 else ",\n") + json.dumps(fields)[:-1] + ', "problems": [\n'
            yield from _joined(d.table.json_lines())
            variants = [{"variant_export": v.export, "variant_range": v.text(), "count": c} for v, c in d.variants]
            yield '\n], "tuner": ' + json.dumps(asdict(d.tuner)) + (
                ', "variants": ' + json.dumps(variants) if variants else "") + "}"
        yield "\n]}\n"


def _tensor_json(t: TensorShapes) -> dict:
    """`asdict(t)` without its deep copy of every value."""
    dynamic = [{"dim": x.dim, "values": x.values} for x in t.dynamic]
    return {"binding": t.binding, "element_type": t.element_type, "dims": t.dims, "dynamic": dynamic}


def _joined(lines: list[str]) -> Iterator[str]:
    """`",\n".join(lines)` in pieces of `_CHUNK` lines."""
    for at in range(0, len(lines), _CHUNK):
        yield ("" if at == 0 else ",\n") + ",\n".join(lines[at : at + _CHUNK])


def _size_set_lines(sets: Sequence[SizeSet]) -> list[str]:
    escape = json.encoder.encode_basestring_ascii  # type: ignore[attr-defined]
    return [
        '{"inputs": [%s], "dims": [%s], "count": %d}' % (", ".join(map(escape, s.inputs)), ", ".join(map(str, s.dims)), s.count)
        for s in sets
    ]


def shape_list(
    directory: Path | str,
    size_sets: Sequence[Sequence[str]] = (),
    *,
    dispatches: Sequence[str] = (),
    filter: Optional[str] = None,
) -> ShapeList:
    """The shape list of an extract output at `size_sets` (default: the extract sizes), of every
    dispatch or those `dispatches` and `filter` select (`selection.select`)."""
    layout, manifest = open_output(Path(directory))
    if not manifest.dispatches:  # as run, sweep and export say it
        raise DynbenchError(f"{directory}: no dispatch benchmarks were emitted")
    chosen = select(manifest, dispatches, filter)
    counted = distinct_size_sets(manifest, size_sets or [manifest.default_inputs])
    table = QueryModule(layout.query_vmfb, manifest).query_many([s.dims for s in counted])
    counts = np.array([s.count for s in counted], dtype=np.int64)
    tuner = tuner_support.of_dispatches(  # the chosen dispatches only: it parses the configured IR
        layout.configured_mlir, [(d.executable, d.export) for _, d in chosen], manifest.target
    )
    dispatches = [_dispatch_shapes(k, table.dispatches[k], counts, t) for (k, _), t in zip(chosen, tuner)]
    return ShapeList(manifest.model, manifest.function, list(manifest.input_dims), counted, dispatches)


def _dispatch_shapes(index: int, column: DispatchColumns, counts: np.ndarray, tuner: TunerSupport) -> DispatchShapes:
    """One dispatch over all size sets (`counts[k]`: how often set k was given): column-wise, or
    one distinct row at a time where int64 cannot hold its sizes exactly."""
    info = column.info
    try:
        table, operands, results = _columns_of(column, counts)
    except NotExact:
        table, operands, results = _one_at_a_time(column, counts)
    return DispatchShapes(
        index=index, name=info.name, export=info.export, executable=info.executable, kind=problem_kind(info.problem),
        input_dims=list(info.input_dims),
        operands=operands, results=results, table=table, tuner=tuner, variants=_variants(column, counts),
    )


def _variants(column: DispatchColumns, counts: np.ndarray) -> tuple[tuple[ChainVariant, int], ...]:
    """The chain variants `column`'s size sets select, in chain order, each with the size sets'
    counts summed; none for a plain export."""
    chain = column.info.chain
    if not chain or column.variant.shape[1] == 0:
        return ()
    position = column.variant[:, 0]
    found = []
    for k, variant in enumerate(chain):
        taken = position == k
        if taken.any():
            found.append((variant, int(counts[taken].sum())))
    return tuple(found)


def _split(info: DispatchInfo) -> tuple[list[BindingInfo], list[BindingInfo]]:
    """Its operand (read-only) and result bindings, in order (as `DispatchInfo.params`)."""
    return [b for b in info.bindings if b.access == "ro"], [b for b in info.bindings if b.access != "ro"]


def _columns_of(column: DispatchColumns, counts: np.ndarray) -> tuple[ProblemTable, list[TensorShapes], list[TensorShapes]]:
    """Its problems column-wise: a problem is a distinct row of workload and tensor types."""
    info = column.info
    pcs = column.push_constants
    rows = len(pcs)
    cache: dict = {}
    read, written = _split(info)
    shapes = []
    keys = [column.workload]
    for b in (*read, *written):
        dims, valid = evaluate_shape(b.shape, pcs, cache)
        # an unresolved type is all "?" whatever its dims: its values do not count
        if not valid.all():
            dims = [d if isinstance(d, int) else DimColumn(np.where(valid, d.values, 0), valid) for d in dims]
        shapes.append((dims, valid))
        dynamic = [d.values for d in dims if not isinstance(d, int)]
        if dynamic:
            keys += [np.stack(dynamic, axis=1), valid[:, None].astype(np.int64)]
    key = np.hstack(keys) if keys else np.zeros((rows, 0), dtype=np.int64)
    problem_of, first = _distinct_rows(key)
    problem = problem_columns(info.problem, pcs, cache)
    fast = problem.resolved[first] & bool(problem.sizes)
    for _, valid in shapes:
        fast &= valid[first]
    table = ProblemTable(
        column, problem_of, first, _sums(problem_of, counts, len(first)),
        _Columns(problem, [d for d, _ in shapes[: len(read)]], [d for d, _ in shapes[len(read) :]], fast),
    )
    tensors = [_tensor_columns(b, dims, valid) for b, (dims, valid) in zip((*read, *written), shapes)]
    return table, tensors[: len(read)], tensors[len(read) :]


def _distinct_rows(key: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(the distinct row of `key` each row is, numbered first-seen; each one's first row)."""
    rows = len(key)
    if not key.shape[1] or rows <= 1:
        return np.zeros(rows, dtype=np.int64), np.zeros(min(rows, 1), dtype=np.int64)
    _, first, inverse = np.unique(key, axis=0, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")
    rank = np.empty(len(first), dtype=np.int64)
    rank[order] = np.arange(len(first))
    return rank[inverse.reshape(-1)], first[order]


def _sums(problem_of: np.ndarray, counts: np.ndarray, problems: int) -> np.ndarray:
    """How often each problem's size sets were given (exact int64 sums)."""
    out = np.zeros(problems, dtype=np.int64)
    np.add.at(out, problem_of, counts)
    return out


def _tensor_columns(binding: BindingInfo, dims: list[Value], valid: np.ndarray) -> TensorShapes:
    """`TensorShapes` of one binding from its dims at every size set (`valid`: its type resolves)."""
    static = [d if isinstance(d, int) else None for d in binding.shape]
    dynamic = [
        DynamicDim(k, np.unique(d.values[valid]).tolist())
        for k, d in enumerate(dims)
        if static[k] is None and not isinstance(d, int)
    ]
    return TensorShapes(binding.binding, binding.element_type, static, dynamic)


def _one_at_a_time(column: DispatchColumns, counts: np.ndarray) -> tuple[ProblemTable, list[TensorShapes], list[TensorShapes]]:
    """Its problems with Python ints: each distinct row of workload and push constants decoded."""
    info = column.info
    key = np.hstack([column.workload, column.push_constants])
    row_of, firsts = _distinct_rows(key)
    problems: dict[tuple, int] = {}
    problem_of_row = []
    distinct: list[DispatchParams] = []
    for r in firsts.tolist():
        p = column.params(r)
        distinct.append(p)
        problem_of_row.append(problems.setdefault((p.operands, p.results, p.workload), len(problems)))
    mapping = np.asarray(problem_of_row, dtype=np.int64)
    problem_of = mapping[row_of] if len(row_of) else row_of
    first = np.zeros(len(problems), dtype=np.int64)
    for d, k in reversed(list(enumerate(problem_of_row))):  # the earliest row of each problem
        first[k] = firsts[d]
    read, written = _split(info)
    table = ProblemTable(column, problem_of, first, _sums(problem_of, counts, len(problems)))
    return (
        table,
        [_tensor_shapes(b, [p.operands[i] for p in distinct]) for i, b in enumerate(read)],
        [_tensor_shapes(b, [p.results[i] for p in distinct]) for i, b in enumerate(written)],
    )


def _template_lines(table: ProblemTable, problems: np.ndarray, size_sets: list[str]) -> list[str]:
    """The JSON lines of `problems` (resolved ones) from one template of the dispatch's problems:
    static parts written once, each value column turned into text once."""
    columns = table.columns
    assert columns is not None
    rows = table.first[problems]
    info = table.column.info
    texts: dict[int, list[str]] = {}  # by id of a value column (kept alive in `seen`)
    seen: list[np.ndarray] = []
    holes: list[list[str]] = []
    parts: list[str] = []

    def value(v: Value) -> None:
        if isinstance(v, int):
            parts.append(str(v))
            return
        if id(v.values) not in texts:
            seen.append(v.values)
            texts[id(v.values)] = decimal(v.values[rows])
        parts.append("%s")
        holes.append(texts[id(v.values)])

    def literal(text: str) -> None:
        parts.append(text.replace("%", "%%"))

    def joined(values: Sequence[Value], separator: str) -> None:
        for n, v in enumerate(values):
            if n:
                literal(separator)
            value(v)

    def tensors(all_dims: list[list[Value]], bindings: list[BindingInfo]) -> None:
        literal("[")
        for n, (dims, b) in enumerate(zip(all_dims, bindings)):
            literal(", " if n else "")
            literal('"tensor<')
            for d in dims:
                value(d)
                literal("x")
            literal(_escaped(b.element_type) + '>"')
        literal("]")

    problem = columns.problem
    literal('{"sizes": [')
    joined(problem.sizes, ", ")
    literal('], "text": "' + _escaped(problem.kind))
    if problem.sizes:
        literal(" " if problem.kind else "")
        joined(problem.sizes, "x")
    if problem.types:
        literal(" " + _escaped(problem.types))
    literal('", "operands": ')
    read, written = _split(info)
    tensors(columns.operands, read)
    literal(', "results": ')
    tensors(columns.results, written)
    literal(', "workload": [')
    joined([DimColumn(table.column.workload[:, j], None) for j in range(table.column.workload.shape[1])], ", ")  # type: ignore[arg-type]
    parts.append('], "size_sets": [%s], "count": %s}')
    holes.append(size_sets)
    holes.append(decimal(table.counts[problems]))
    template = "".join(parts)
    return [template % t for t in zip(*holes)]


_DECIMALS = np.array([], dtype=object)  # str(i) at i: made as far as values need (a few thousand)
_TABLE_LIMIT = 1 << 20


def decimal(values: np.ndarray) -> list[str]:
    """`[str(v) for v in values]`, by table lookup for the small non-negative ints sizes mostly are."""
    global _DECIMALS
    if not values.size:
        return []
    low, high = int(values.min()), int(values.max())
    if low < 0 or high >= _TABLE_LIMIT or high >= 64 * values.size + 65536:
        return list(map(str, values.tolist()))
    if high >= len(_DECIMALS):
        _DECIMALS = np.array(list(map(str, range(max(high + 1, 2 * len(_DECIMALS))))), dtype=object)
    return _DECIMALS[values].tolist()


def _escaped(text: str) -> str:
    """`text` as it stands inside a JSON string."""
    return json.dumps(text)[1:-1]


def _tensor_shapes(binding: BindingInfo, types: list[TensorType]) -> TensorShapes:
    static = [d if isinstance(d, int) else None for d in binding.shape]
    values: dict[int, set[int]] = {d: set() for d, s in enumerate(static) if s is None}
    for t in types:
        if len(t.dims) != len(static):
            continue
        for d in values:
            value = t.dims[d]
            if value is not None:
                values[d].add(value)
    return TensorShapes(
        binding.binding, binding.element_type, static, [DynamicDim(d, sorted(v)) for d, v in values.items()]
    )


def _result_shape(params: DispatchParams) -> Optional[list[int]]:
    """The first result's shape, when the export name gives no iteration sizes."""
    if not params.results or not params.results[0].is_static or not params.results[0].dims:
        return None
    return [d for d in params.results[0].dims if d is not None]
