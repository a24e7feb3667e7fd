"""Readable problem sizes, FLOPs and bytes of one dispatch at one set of sizes.

The op kind comes from IREE's export name
(`main_dispatch_0_matmul_Dx512x1024_f32` is a `matmul` whose iteration sizes
are `Dx512x1024`); the sizes come from the binding tensor types that
`__query_shapes` resolved for the run (`DispatchParams.operands/results`,
typed values: only the export name is text to parse). A binding type is
trusted only if it fits in the bytes actually bound; when the sizes cannot
be resolved the string says so and shows what is known, and FLOPs stay
`None` rather than a guess.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Optional, Sequence

from .manifest import DispatchParams, TensorType
from .passes.values import element_bits

_EXPORT = re.compile(r"_dispatch_\d+_(?P<rest>.+)$")
# `Dx512x1024`, or with the element type glued on (`softmax_Dx4xDxDxf32_...`).
_SIZES_TOKEN = re.compile(r"^(?P<sizes>(?:D|\d+)(?:x(?:D|\d+))*)(?:x(?P<type>[a-z]+\d+))?$")


@dataclass(frozen=True)
class ExportName:
    """The parts of an IREE export name: op kind, size pattern, element types."""

    kind: str  # e.g. matmul, batch_matmul, elementwise_broadcast, reduction
    sizes: tuple[Optional[int], ...]  # None for a dynamic (`D`) size
    element_types: tuple[str, ...]

    @property
    def sizes_text(self) -> str:
        return "x".join("D" if s is None else str(s) for s in self.sizes)


@dataclass(frozen=True)
class ProblemSize:
    """What one dispatch computes: `text` is for people, the rest for math."""

    kind: str
    text: str  # e.g. "matmul 77x512x1024 f32"
    sizes: Optional[tuple[int, ...]]  # the resolved iteration sizes, None if unknown
    flops: Optional[int]  # floating point operations per dispatch, None where not derivable
    # (matmul/conv: 2 per multiply-add; elementwise/reduction: 1 per element, a lower bound)
    bytes: int  # bytes read + written per dispatch: operand and result tensors (bound ranges if unknown)


def parse_export(export: str) -> ExportName:
    """Split `..._dispatch_N_<kind>_<sizes>_<types>`; unknown forms keep the whole tail as kind."""
    match = _EXPORT.search(export)
    tokens = (match.group("rest") if match else export).split("_")
    for i, token in enumerate(tokens):
        match = _SIZES_TOKEN.match(token) if i > 0 else None
        if match:
            sizes = tuple(None if s == "D" else int(s) for s in match.group("sizes").split("x"))
            rest = [match.group("type")] if match.group("type") else [t for tok in tokens[i + 1 :] for t in tok.split("x")]
            return ExportName("_".join(tokens[:i]), sizes, tuple(t for t in rest if element_bits(t) is not None))
    return ExportName("_".join(tokens), (), ())


def problem_size(params: DispatchParams) -> ProblemSize:
    """The problem `params` describes."""
    name = parse_export(params.export)
    operands, results = _trusted_types(params)
    if operands is not None and results is not None:
        total_bytes = sum(t.nbytes for t in (*operands, *results))
    else:  # shapes unknown: what is bound (may be a whole shared buffer)
        total_bytes = sum(params.binding_lengths)
    types = "/".join(name.element_types)
    sizes: Optional[tuple[int, ...]] = None
    flops: Optional[int] = None
    if operands is not None and results is not None:
        if name.kind.startswith("batch_matmul"):
            sizes = _batch_matmul_sizes(name, operands, results)
            flops = 2 * math.prod(sizes) if sizes else None
        elif name.kind.startswith("matmul"):
            sizes = _matmul_sizes(name, operands, results)
            flops = 2 * math.prod(sizes) if sizes else None
        elif name.kind.startswith("conv"):
            sizes = _conv_sizes(name, operands, results)
            flops = 2 * math.prod(sizes) if sizes else None
        else:
            sizes = _iteration_sizes(name, [*results, *operands])
            if sizes and name.kind.startswith(("elementwise", "reduction")):
                flops = math.prod(sizes)  # one operation per element of the iteration space
    if sizes is not None:
        text = " ".join(p for p in (name.kind, "x".join(map(str, sizes)), types) if p)
    else:
        text = " ".join(p for p in (name.kind, name.sizes_text, types) if p) + " " + _known(params, operands, results)
    return ProblemSize(name.kind, text, sizes, flops, total_bytes)


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


def _agrees(candidate: Sequence[int], pattern: Sequence[Optional[int]]) -> bool:
    return len(candidate) == len(pattern) and all(p is None or p == c for c, p in zip(candidate, pattern))


def _matmul_sizes(name: ExportName, operands: list[TensorType], results: list[TensorType]) -> Optional[tuple[int, ...]]:
    """(M, N, K) from lhs/rhs in any transposition, checked against the result and the name."""
    matrices = [t for t in operands if len(t.dims) == 2]
    if len(matrices) < 2:
        return None
    (a0, a1), (b0, b1) = matrices[0].dims, matrices[1].dims
    candidates = [(a0, b1, a1) if a1 == b0 else None,  # MxK * KxN
                  (a0, b0, a1) if a1 == b1 else None,  # MxK * NxK (transpose_b)
                  (a1, b1, a0) if a0 == b0 else None,  # KxM * KxN (transpose_a)
                  (a1, b0, a0) if a0 == b1 else None]  # KxM * NxK
    out = [r.dims for r in results if len(r.dims) == 2]
    for mnk in filter(None, candidates):
        if out and (mnk[0], mnk[1]) not in out and (mnk[1], mnk[0]) not in out:
            continue
        if not name.sizes or _agrees(mnk, name.sizes):
            return mnk
    return None


def _batch_matmul_sizes(name: ExportName, operands: list[TensorType], results: list[TensorType]) -> Optional[tuple[int, ...]]:
    """(B, M, N, K) from BxMxK and BxKxN (or BxNxK)."""
    batched = [t for t in operands if len(t.dims) == 3]
    if len(batched) < 2:
        return None
    (b, m, k), (b2, x, y) = batched[0].dims, batched[1].dims
    if b != b2:
        return None
    for bmnk in ((b, m, y, k) if x == k else None, (b, m, x, k) if y == k else None):
        if bmnk and (not name.sizes or _agrees(bmnk, name.sizes)):
            if not results or any(r.dims == bmnk[:3] for r in results):
                return bmnk
    return None


def _iteration_sizes(name: ExportName, tensors: Sequence[TensorType]) -> Optional[tuple[int, ...]]:
    """The first binding whose shape fits the name's size pattern (D matches any size)."""
    if not name.sizes:
        return None
    for t in tensors:
        if _agrees(t.dims, name.sizes):
            return t.dims
    if None not in name.sizes:
        return tuple(s for s in name.sizes if s is not None)
    return None


def _conv_sizes(name: ExportName, operands: list[TensorType], results: list[TensorType]) -> Optional[tuple[int, ...]]:
    """The conv's iteration space as IREE names it: the output's dims (parallel:
    N, OH, OW, F in the output's order) then the filter's dims but the output
    channel (reduction: KH, KW, C in the filter's order), checked against the
    name. Covers nhwc/hwcf, nchw/fchw and depthwise (hwc) alike; each point of
    that space is one multiply-add."""
    if len(operands) < 2 or not results or not name.sizes:
        return None
    out, filt = results[0].dims, operands[1].dims
    for i, channel in enumerate(filt):
        if channel not in out:
            continue
        candidate = (*out, *filt[:i], *filt[i + 1 :])
        if _agrees(candidate, name.sizes):
            return candidate
    return None
