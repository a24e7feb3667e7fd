"""Readable problem sizes, FLOPs and bytes of one dispatch at one set of sizes.

What a dispatch computes was read from its root op at extract, with the
compiler's analyses (`iree_dynbench.passes.root_op`), and stored as loop
sizes over the push constants (`DispatchParams.problem`). Here those are
only evaluated, at the push constants of the run, so `run`, `shapes`,
`sweep` and `show` need no compiler:

- contraction: `matmul MxNxK` (`batch_matmul BxMxNxK` with batch dims),
  each a product of its loops; 2*B*M*N*K FLOPs;
- convolution: `conv` and its loop sizes in loop order (IREE's own naming);
  2 * output elements * filter loop * input channels FLOPs;
- attention: `attention BxMxK1xK2xN`; 2*B*M*K1*K2 + 2*B*M*K2*N FLOPs;
- reduction, elementwise: the iteration space; one FLOP per point (a lower bound);
- copy, transpose, fill and other ops: the iteration space; no FLOPs (None).

Bytes are those of the operand and result tensors of the dispatch (its
binding types, `DispatchParams.operands/results`), trusted only if they fit
in the bytes actually bound; otherwise what is bound. When the sizes cannot
be resolved the text says so and shows what is known, and FLOPs stay None
rather than a guess.

`problem_columns` is `problem_size`'s kind, text and sizes at many rows of
push constants at once (`shapes` over a traffic log), column-wise with
`dim_columns`: exact int64 or `NotExact`, and rows it cannot resolve are
left to `problem_size`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional, Sequence

import numpy as np

from .dim_columns import DimColumn, Value, evaluate_columns, product
from .manifest import DispatchParams, RootProblem, TensorType
from .passes.values import ATTENTION_DIMS, CONTRACTION_DIMS, DimExpr, evaluate

# What a root problem's kind reads as for people.
_NAMES = {"contraction": "matmul", "convolution": "conv"}
# Kinds that do arithmetic at one operation per point of their iteration space.
_ONE_PER_POINT = {"reduction", "elementwise"}


@dataclass(frozen=True)
class ProblemSize:
    """What one dispatch computes: `text` is for people, the rest for math."""

    kind: str  # matmul, batch_matmul, conv, attention, reduction, elementwise, copy, ...; "unknown"
    text: str  # e.g. "matmul 77x512x1024 f32"
    sizes: Optional[tuple[int, ...]]  # the resolved sizes `text` shows, None if unknown
    flops: Optional[int]  # floating point operations per dispatch, None where not derivable
    # (matmul/conv/attention: 2 per multiply-add; elementwise/reduction: 1 per element, a lower bound)
    bytes: int  # bytes read + written per dispatch: operand and result tensors (bound ranges if unknown)
    dims: Optional[dict[str, int]] = None  # named sizes (M, N, K, ...; conv dims; parallel/reduction)


def problem_kind(problem: Optional[RootProblem]) -> str:
    """The readable kind of a root problem: `matmul`, `batch_matmul`, `conv`, ..., `unknown`."""
    if problem is None:
        return "unknown"
    if problem.kind == "contraction" and problem.dims.get("B"):
        return "batch_matmul"
    return _NAMES.get(problem.kind, problem.kind)


def problem_size(params: DispatchParams) -> ProblemSize:
    """The problem `params` describes."""
    operands, results = _trusted_types(params)
    if operands is not None and results is not None:
        total_bytes = sum(t.nbytes for t in (*operands, *results))
    else:  # shapes unknown: what is bound (may be a whole shared buffer)
        total_bytes = sum(params.binding_lengths)
    root = params.problem
    kind = problem_kind(root)
    if root is None:
        return ProblemSize(kind, f"{kind} {_known(params, operands, results)}", None, None, total_bytes)
    loops = [_evaluate_loop(e, params.push_constants) for e in root.loops]
    groups = {name: _product(loops[i] for i in group) for name, group in root.dims.items()}
    shown = _shown(root, kind, loops, groups)
    types = _types_text(root.element_types)
    if None in shown:
        pattern = "x".join("D" if s is None else str(s) for s in shown)
        text = " ".join(p for p in (kind, pattern, types) if p) + " " + _known(params, operands, results)
        return ProblemSize(kind, text, None, None, total_bytes)
    sizes = tuple(s for s in shown if s is not None)
    text = " ".join(p for p in (kind, "x".join(map(str, sizes)), types) if p)
    resolved = {name: size for name, size in groups.items() if size is not None}
    return ProblemSize(kind, text, sizes, _flops(root, loops, resolved), total_bytes, resolved)


def loop_sizes(params: DispatchParams) -> Optional[list[Optional[int]]]:
    """Each loop of the dispatch's root op (IREE's loop order) at `params`; None without a root op."""
    if params.problem is None:
        return None
    return [_evaluate_loop(e, params.push_constants) for e in params.problem.loops]


@dataclass(frozen=True)
class ProblemColumns:
    """`problem_size` at many rows of push constants: at each row `resolved` marks, the text is
    `kind`, the `sizes` joined by "x" and `types`, each left out when empty, and the resolved
    sizes are `sizes`; at the other rows (unknown or unresolved sizes) `problem_size` answers."""

    kind: str
    sizes: list[Value]  # static, or a column over the rows (0 where never resolved)
    types: str
    resolved: np.ndarray  # (rows,) bool


def problem_columns(root: Optional[RootProblem], push_constants: np.ndarray, cache: Optional[dict] = None) -> ProblemColumns:
    """`problem_size`'s kind, text and sizes at each row of `push_constants` (rows x words, int64);
    raises `dim_columns.NotExact` where int64 could not hold them exactly. `cache` shares the columns
    of equal expressions between calls on the same rows."""
    rows = len(push_constants)
    kind = problem_kind(root)
    if root is None:
        return ProblemColumns(kind, [], "", np.zeros(rows, dtype=bool))
    resolved = np.ones(rows, dtype=bool)
    loops: list[Value] = []
    for expr in root.loops:
        if isinstance(expr, int):
            if expr < 0:
                resolved[:] = False
            loops.append(expr)
            continue
        column = evaluate_columns(expr, push_constants, cache)
        valid = column.valid & (column.values >= 0)  # `_evaluate_loop`: a negative size is unresolved
        loops.append(column if valid.all() else DimColumn(np.where(valid, column.values, 0), valid))
    groups = {name: product([loops[i] for i in group], rows) for name, group in root.dims.items()}
    shown = _shown(root, kind, loops, groups)  # type: ignore[arg-type]
    for size in shown:
        if size is None:
            resolved[:] = False
        elif not isinstance(size, int):
            resolved &= size.valid
    sizes = [0 if s is None else s for s in shown]
    return ProblemColumns(kind, sizes, _types_text(root.element_types), resolved)


def _evaluate_loop(expr: DimExpr, push_constants: Sequence[int]) -> Optional[int]:
    value = expr if isinstance(expr, int) else evaluate(expr, push_constants)
    return None if value is None or value < 0 else value


def _product(values) -> Optional[int]:
    values = list(values)
    return None if None in values else math.prod(values)


def _shown(root: RootProblem, kind: str, loops: list[Optional[int]], groups: dict[str, Optional[int]]):
    """The sizes the text shows: the named groups of a contraction or
    attention, the loops (IREE's order) of anything else."""
    if root.kind == "contraction":
        return [groups.get(n) for n in (CONTRACTION_DIMS if kind == "batch_matmul" else CONTRACTION_DIMS[1:])]
    if root.kind == "attention":
        return [groups.get(n) for n in ATTENTION_DIMS]
    return loops


def _flops(root: RootProblem, loops: list[Optional[int]], g: dict[str, int]) -> Optional[int]:
    if root.kind == "contraction":
        return 2 * g["B"] * g["M"] * g["N"] * g["K"]
    if root.kind == "convolution":
        output = g["batch"] * g["output_image"] * g["output_channel"] * g["depth"]
        return 2 * output * g["filter_loop"] * g["input_channel"]
    if root.kind == "attention":
        return 2 * g["B"] * g["M"] * g["K1"] * g["K2"] + 2 * g["B"] * g["M"] * g["K2"] * g["N"]
    if root.kind in _ONE_PER_POINT:
        return math.prod(s for s in loops if s is not None)
    return None  # data movement (copy, transpose, fill) or an op we do not count


def _types_text(element_types: Sequence[str]) -> str:
    """`f32` when all agree, else all in operand order (`i8xi8xi32`), as IREE names them."""
    types = [t for t in element_types if t]
    if len(set(types)) == 1:
        return types[0]
    return "x".join(types)


def _trusted_types(params: DispatchParams) -> tuple[Optional[list[TensorType]], Optional[list[TensorType]]]:
    """Tensor types that are fully resolved and fit in the bytes bound to their binding."""
    lengths_ro = [params.binding_lengths[b] for b in params.operand_bindings]
    lengths_rw = [params.binding_lengths[b] for b in params.result_bindings]

    def trusted(tensors: Sequence[TensorType], lengths: Sequence[int]) -> Optional[list[TensorType]]:
        if len(tensors) != len(lengths) or not all(t.is_static for t in tensors):
            return None
        if any(t.nbytes > n for t, n in zip(tensors, lengths)):  # type: ignore[operator]
            return None
        return list(tensors)  # type: ignore[arg-type]

    return trusted(params.operands, lengths_ro), trusted(params.results, lengths_rw)


def _known(params: DispatchParams, operands, results) -> str:
    if operands is not None and results is not None:
        return f"({', '.join(map(str, params.operands))} -> {', '.join(map(str, params.results))})"
    return "(sizes unresolved; bindings " + ", ".join(f"{n} B" for n in params.binding_lengths) + ")"
