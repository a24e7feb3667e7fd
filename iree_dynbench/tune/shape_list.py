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
        }
      }]
    }
    <tensor> = {"binding": int, "element_type": str,
                "dims": [int | null],              # static size, or null for a dynamic dim
                "dynamic": [{"dim": int, "values": [int]}]}   # every distinct value, ascending

A size set given several times is counted, not repeated: `count` is how often
it was given (a traffic log may list the same shape many times). Dynamic dims
that cannot be resolved at some size set are left out of `values`.

Fast over many size sets (a traffic log of 10^5 lines): `__query_shapes` runs
once per distinct size set into one array (`QueryModule.query_many`); per
dispatch, the distinct rows of its workload and push constants (which decide
its problem) are found with `numpy.unique`, and only those are decoded into
`DispatchParams`. The JSON is written as it is encoded (`json_chunks`).
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterator, Optional, Sequence

import numpy as np

from ..manifest import open_output
from ..errors import DynbenchError
from ..layout import GENERATOR, SCHEMA_VERSION, SHAPE_LIST_KIND
from ..manifest import BindingInfo, InputDimInfo, Manifest, TensorType
from ..problem_size import problem_kind, problem_size
from ..benchmarks import DispatchColumns, DispatchParams, QueryModule, dims_for
from ..selection import select
from . import tuner_support
from .tuner_support import TunerSupport

_SEPARATORS = re.compile(r"[\s,;]+")


@dataclass(frozen=True)
class SizeSet:
    inputs: list[str]
    dims: list[int]  # the dynamic input dims, in `input_dims` order
    count: int


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


@dataclass(frozen=True)
class DispatchShapes:
    index: int  # position in shapes.json `dispatches`
    name: str
    export: str
    executable: str
    kind: str
    input_dims: Optional[list[str]]  # None: unknown (an older extract output)
    operands: list[TensorShapes]
    results: list[TensorShapes]
    problems: list[Problem]
    tuner: TunerSupport


@dataclass(frozen=True)
class ShapeList:
    model: str
    function: str
    input_dims: list[InputDimInfo]
    size_sets: list[SizeSet]
    dispatches: list[DispatchShapes]
    schema_version: int = SCHEMA_VERSION
    generator: str = GENERATOR
    kind: str = SHAPE_LIST_KIND

    def to_json(self) -> str:
        return "".join(self.json_chunks())

    def json_chunks(self) -> Iterator[str]:
        """The JSON text in pieces, as it is encoded (`outputs.write_text_chunks` streams them)."""
        data = asdict(self)
        for dispatch, shapes in zip(data["dispatches"], self.dispatches):
            for problem, typed in zip(dispatch["problems"], shapes.problems):
                problem["operands"] = [t.text() for t in typed.operands]
                problem["results"] = [t.text() for t in typed.results]
        ordered = {k: data[k] for k in ("schema_version", "generator", "kind")}
        ordered.update((k, v) for k, v in data.items() if k not in ordered)
        yield from json.JSONEncoder(indent=2).iterencode(ordered)
        yield "\n"


def parse_size_set(text: str) -> list[str]:
    """`"2x33x64xf32 1x64xf32"` (spaces, commas or semicolons) -> shapes."""
    return [s for s in _SEPARATORS.split(text.strip()) if s]


def gather_size_sets(inputs: Sequence[str] = (), sets: Sequence[str] = (), sizes_file: Optional[Path] = None) -> list[list[str]]:
    """The size sets of `--inputs` (together one set), `--set` (one each) and `--sizes FILE`
    (one per line), in that order; empty when none is given (the extract sizes)."""
    gathered = [list(inputs)] if inputs else []
    gathered += [parse_size_set(s) for s in sets]
    if sizes_file is not None:
        gathered += read_sizes_file(sizes_file)
    return gathered


def read_sizes_file(path: Path) -> list[list[str]]:
    """One size set per line (shapes separated by spaces or commas); `#` starts a comment."""
    try:
        lines = Path(path).read_text().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise DynbenchError(f"{path}: cannot read sizes file ({e.strerror if isinstance(e, OSError) else e})") from None
    sets = []
    for line in lines:
        shapes = parse_size_set(line.split("#", 1)[0])
        if shapes:
            sets.append(shapes)
    if not sets:
        raise DynbenchError(f"{path}: no size sets (one per line: input shapes separated by spaces)")
    return sets


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
    counted = _count(manifest, size_sets or [manifest.default_inputs])
    table = QueryModule(layout.query_vmfb, manifest).query_many([s.dims for s in counted])
    counts = np.array([s.count for s in counted], dtype=np.int64)
    tuner = tuner_support.of_dispatches(  # the chosen dispatches only: it parses the configured IR
        layout.configured_mlir, [(d.executable, d.export) for _, d in chosen], manifest.target
    )
    dispatches = [_dispatch_shapes(k, table.dispatches[k], counts, t) for (k, _), t in zip(chosen, tuner)]
    return ShapeList(manifest.model, manifest.function, list(manifest.input_dims), counted, dispatches)


def _count(manifest: Manifest, size_sets: Sequence[Sequence[str]]) -> list[SizeSet]:
    """Validate every set and merge repeats (same dims) into one with a count."""
    seen: dict[tuple[int, ...], int] = {}
    parsed: dict[tuple[str, ...], tuple[int, ...]] = {}  # a log repeats lines: each is parsed once
    sets: list[SizeSet] = []
    for number, inputs in enumerate(size_sets, start=1):
        key = tuple(inputs)
        try:
            dims = parsed[key] if key in parsed else parsed.setdefault(key, tuple(dims_for(manifest, list(inputs))))
        except DynbenchError as e:
            raise DynbenchError(f"size set {number} ({' '.join(inputs) or 'empty'}): {e}") from None
        if dims in seen:
            k = seen[dims]
            sets[k] = SizeSet(sets[k].inputs, sets[k].dims, sets[k].count + 1)
        else:
            seen[dims] = len(sets)
            sets.append(SizeSet(list(inputs), list(dims), 1))
    return sets


def _dispatch_shapes(index: int, column: DispatchColumns, counts: np.ndarray, tuner: TunerSupport) -> DispatchShapes:
    """One dispatch over all size sets (`counts[k]`: how often set k was given). Its problem is
    decided by its workload and push constants: only their distinct rows are decoded."""
    info = column.info
    keys = np.hstack([column.workload, column.push_constants])
    if keys.shape[1]:
        _, first, inverse = np.unique(keys, axis=0, return_index=True, return_inverse=True)
        inverse = inverse.reshape(-1)
    else:  # nothing varies: one problem
        first, inverse = np.zeros(min(len(keys), 1), dtype=np.int64), np.zeros(len(keys), dtype=np.int64)
    order = np.argsort(first, kind="stable")  # distinct rows in first-seen order
    by_row = np.argsort(inverse, kind="stable")  # size sets grouped by distinct row, ascending within each
    groups = np.split(by_row, np.cumsum(np.bincount(inverse, minlength=len(first)))[:-1])
    problems: dict[tuple, Problem] = {}
    distinct: list[DispatchParams] = []
    for u in order.tolist():
        p = column.params(int(first[u]))
        distinct.append(p)
        members = groups[u]
        key = (p.operands, p.results, p.workload)
        if key in problems:
            old = problems[key]
            problems[key] = Problem(old.sizes, old.text, old.operands, old.results, old.workload,
                                    sorted([*old.size_sets, *members.tolist()]), old.count + int(counts[members].sum()))
        else:
            size = problem_size(p)
            sizes = size.sizes or _result_shape(p)
            problems[key] = Problem(list(sizes) if sizes else None, size.text, list(p.operands),
                                    list(p.results), list(p.workload), members.tolist(), int(counts[members].sum()))
    read = [b for b in info.bindings if b.access == "ro"]
    written = [b for b in info.bindings if b.access != "ro"]
    return DispatchShapes(
        index=index,
        name=info.name,
        export=info.export,
        executable=info.executable,
        kind=problem_kind(info.problem),
        input_dims=None if info.input_dims is None else list(info.input_dims),
        operands=[_tensor_shapes(b, [p.operands[i] for p in distinct]) for i, b in enumerate(read)],
        results=[_tensor_shapes(b, [p.results[i] for p in distinct]) for i, b in enumerate(written)],
        problems=list(problems.values()),
        tuner=tuner,
    )


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
