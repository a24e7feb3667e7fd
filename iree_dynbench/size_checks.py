"""Sizes that overflow are refused, in one place, before anything runs at them.

IREE's runtime takes every size as an int64: dims (`iree_hal_dim_t`), byte
offsets and lengths cross the VM as i64 and become `iree_device_size_t`
(a negative one a huge unsigned one), and the HAL takes workgroup counts as
uint32 (`iree_hal_dispatch_config_t`; the local-task executor multiplies the
three into a uint32 tile count). The model's shape math is i64 arithmetic
that wraps silently, so at large input dims a byte length can come back
small (a kernel then reads past its buffer: a segfault), zero (a dispatch
that does nothing, timed as "ok") or negative.

Two guards, both naming the input dims and the binding:
- the generated shape math asserts on each multiply/add that would wrap
  (`passes.overflow_guards`): `query_failure` turns that runtime error into
  a `DynbenchError`;
- `check_query` re-checks what `__query_shapes` returned, with Python ints
  (exact): every value in range, and each binding's tensor, whose dims the
  manifest gives as expressions of the push constants, recomputed in bytes;
  then each entry input's bytes straight from the dims.

Everything here looks at decoded integers only, whatever way they were read.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Optional, Sequence

if TYPE_CHECKING:
    import numpy as np

from .errors import DynbenchError, first_line
from .manifest import DispatchInfo, DispatchParams, InputDimInfo, Manifest
from .passes.abi import COPY_ALIGNMENT, INT64_MAX, SIZE_OVERFLOW, UINT32_MAX
from .passes.values import TensorType, element_bits, element_bytes
from .sizes import MAX_DIM, check_against, parse_shapes

DEVICE_SIZE_MAX = INT64_MAX  # sizes cross the VM as i64 (IREE_DEVICE_SIZE_MAX, a size_t, is larger)
WORKGROUP_COUNT_MAX = UINT32_MAX  # per dimension and for x * y * z
_GUARD = re.compile(re.escape(SIZE_OVERFLOW) + r": (?P<what>[^;]*?)(?: \(computed from (?P<dims>[^)]*)\))?(?:;|$)")


def dims_or_default(manifest: Manifest, inputs: Sequence[str]) -> list[int]:
    """Dims for `--inputs`, or for the extract sizes when none are given."""
    return dims_for(manifest, list(inputs) or manifest.default_inputs)


def dims_for(manifest: Manifest, inputs: Sequence[str], entry: str = "") -> list[int]:
    """Dynamic dims of `--inputs` entries (`entry`: what one is called, `sizes.parse_shapes`),
    checked against the entry signature and the ranges the model asserts."""
    dims = check_against(parse_shapes(inputs, entry), manifest.inputs, manifest.function, entry)
    check_assumed(manifest, dims)
    return dims


def check_assumed(manifest: Manifest, dims: Sequence[int]) -> None:
    """Reject dims outside the ranges the model asserts (`util.assume.int`), and tied dims
    (one symbol) of different sizes."""
    check_in_ranges(manifest.input_dims, dims)


def check_in_ranges(input_dims: Sequence[InputDimInfo], dims: Sequence[int]) -> None:
    """Each value of `dims` against the range of its input dim; the dims of one symbol
    (`InputDimInfo.symbol`) are one size, which the model takes from one of them."""
    first: dict[str, tuple[str, int]] = {}
    for value, d in zip(dims, input_dims):
        name, size = first.setdefault(d.symbol, (d.name, value))
        if size != value:
            raise DynbenchError(
                f"{d.name} = {value} but {name} = {size}: the model takes both as one size ({d.symbol}); give them equal"
            )
    for value, d in zip(dims, input_dims):
        if d.assume is None or d.assume.contains(value):
            continue
        if not d.assume.in_bounds(value):
            raise DynbenchError(
                f"{d.name} = {value} is outside the range the model assumes for it ({d.assume.bounds_text()})"
            )
        raise DynbenchError(f"{d.name} = {value} is not a multiple of {d.assume.udiv}, which the model assumes")


def sizes_text(input_dims: Sequence[InputDimInfo], dims: Sequence[int], only: Optional[Sequence[str]] = None) -> str:
    """`input0.dim0=42, input1.dim0=7`; with `only`, just the dims it names (all when none match)."""
    pairs = [(d.name, v) for d, v in zip(input_dims, dims)]
    chosen = [(n, v) for n, v in pairs if only and n in only] or pairs
    return ", ".join(f"{n}={v}" for n, v in chosen)


def check_dims(manifest: Manifest, dims: Sequence[int]) -> None:
    """Dims handed in directly (API, sweep points): one positive int64 per dynamic input dim."""
    if len(dims) != len(manifest.input_dims):
        raise DynbenchError(f"{len(dims)} dims given, but the model has {len(manifest.input_dims)} dynamic input dims")
    for d, value in zip(manifest.input_dims, dims):
        if isinstance(value, bool) or not isinstance(value, int):
            raise DynbenchError(f"{d.name} = {value!r} is not an integer")
        if not 1 <= value <= MAX_DIM:
            raise DynbenchError(f"{d.name} = {value} is outside 1..{MAX_DIM} (a positive int64, what IREE takes)")


def query_failure(manifest: Manifest, dims: Sequence[int], error: BaseException) -> DynbenchError:
    """The error for `__query_shapes` failing at `dims`: an overflow guard names what overflowed."""
    text = str(error)
    match = _GUARD.search(text)
    if match is None:
        return DynbenchError(f"the model rejects sizes {sizes_text(manifest.input_dims, dims)}: {first_line(error)}")
    named = [n.strip() for n in (match.group("dims") or "").split(",")]
    return _too_large(manifest, dims, named, f"{match.group('what').strip()} (IREE takes sizes as int64)")


def check_query(
    manifest: Manifest,
    dims: Sequence[int],
    params: Sequence[DispatchParams],
    result_dims: Sequence[Sequence[Optional[int]]] = (),
) -> None:
    """What `__query_shapes` returned at `dims`, checked with exact integers; raises on the first overflow."""
    for info, p in zip(manifest.dispatches, params):
        problem = _dispatch_problem(info, p)
        if problem is not None:
            raise _too_large(manifest, dims, info.input_dims, problem)
    for k, tensor in enumerate(_input_types(manifest, dims)):
        size = _exact_bytes(tensor)
        if size is not None and size > DEVICE_SIZE_MAX:
            names = [d.name for d in manifest.input_dims if d.input == k]
            raise _too_large(manifest, dims, names, f"input {k} ({tensor}) would take {size} bytes{_LIMIT}")
    for r, shape in enumerate(result_dims):
        for d, value in enumerate(shape):
            if value is not None and not 0 <= value <= DEVICE_SIZE_MAX:
                raise _too_large(manifest, dims, None, f"dim {d} of result {r} came back as {value}{_WRAPPED}")
    for info, p in zip(manifest.dispatches, params):
        disagreement = _loops_disagree(info, p)
        if disagreement is not None:
            raise DynbenchError(
                f"{sizes_text(manifest.input_dims, dims, info.input_dims)}: sizes this model cannot take together: "
                f"{disagreement}, so its kernel would read or write past a buffer; the model takes these dims as "
                "one size (give them equal)")


_LIMIT = f", more than IREE's device size limit ({DEVICE_SIZE_MAX} bytes, int64)"
_WRAPPED = " from __query_shapes: the model's shape math wrapped around int64"


def _too_large(manifest: Manifest, dims: Sequence[int], names: Optional[Sequence[str]], what: str) -> DynbenchError:
    sizes = sizes_text(manifest.input_dims, dims, names)
    verb = "is" if "," not in sizes else "are"
    return DynbenchError(f"{sizes} {verb} too large: {what}")


def _loops_disagree(info: DispatchInfo, p: DispatchParams) -> Optional[str]:
    """Where the root op's operands give one of its loops different sizes at `p`."""
    problem = p.problem
    if problem is None or not problem.loop_sizes:
        return None
    for k, (own, others) in enumerate(zip(problem.loops, problem.loop_sizes)):
        sizes = {v for v in (_evaluate(e, p.push_constants) for e in (own, *others)) if v is not None}
        if len(sizes) > 1:
            return f"{info.name}'s {problem.op} would iterate loop {k} over {' and '.join(map(str, sorted(sizes)))} at once"
    return None


def _evaluate(expr, push_constants: Sequence[int]) -> Optional[int]:
    from .passes.values import evaluate

    value = expr if isinstance(expr, int) else evaluate(expr, push_constants)
    return None if value is None or value < 0 else value


def _dispatch_problem(info: DispatchInfo, p: DispatchParams) -> Optional[str]:
    """Why `p` cannot be run, or None."""
    name = info.name
    for i, value in enumerate(p.workload):
        if not 0 <= value <= DEVICE_SIZE_MAX:
            return f"workload {i} of {name} came back as {value}{_WRAPPED}"
    for axis, value in zip("xyz", p.workgroup_count):
        if not 0 <= value <= WORKGROUP_COUNT_MAX:
            return f"workgroup count {axis} of {name} is {value}, more than IREE dispatches ({WORKGROUP_COUNT_MAX}, uint32)"
    total = math.prod(p.workgroup_count)
    if total > WORKGROUP_COUNT_MAX:
        return f"{name} would run {total} workgroups, more than IREE dispatches ({WORKGROUP_COUNT_MAX}, uint32)"
    for b, (offset, length) in enumerate(zip(p.binding_offsets, p.binding_lengths)):
        for what, value in (("offset", offset), ("length", length)):
            if not 0 <= value <= DEVICE_SIZE_MAX:
                return f"binding {b} {what} of {name} came back as {value}{_WRAPPED}"
        if offset + length + COPY_ALIGNMENT > DEVICE_SIZE_MAX:
            return f"binding {b} of {name} would end at byte {offset + length}{_LIMIT}"
    read, written = iter(p.operands), iter(p.results)  # each binding's tensor, resolved (`DispatchInfo.params`)
    for binding in info.bindings:
        tensor = next(read) if binding.access == "ro" else next(written)
        if not tensor.is_static:  # its dims did not resolve
            continue
        dims = tensor.dims
        if any(d < 0 for d in dims):
            return f"binding {binding.binding} of {name} holds {tensor}, a negative dim{_WRAPPED}"
        size = _exact_bytes(tensor)
        if size is not None and size > DEVICE_SIZE_MAX:
            return f"binding {binding.binding} of {name} ({tensor}) would take {size} bytes{_LIMIT}"
        packed = packed_bytes(tensor)
        length = p.binding_lengths[binding.binding] if binding.binding < len(p.binding_lengths) else None
        if packed is not None and length is not None and packed > max(length, _SMALL):
            return (
                f"binding {binding.binding} of {name} holds {tensor} ({packed} bytes) in {length} bytes{_WRAPPED}"
            )
    return None


# A binding shorter than its tensor: below this many bytes rather a type dynbench
# misread (problem_size then distrusts the type) than shape math that wrapped.
_SMALL = 2**32


def _input_types(manifest: Manifest, dims: Sequence[int]) -> list[TensorType]:
    """The entry's input tensor types at `dims`."""
    given = {(d.input, d.dim): v for d, v in zip(manifest.input_dims, dims)}
    return [
        TensorType(tuple(given.get((k, i), s) for i, s in enumerate(t.dims)), t.element_type)
        for k, t in enumerate(manifest.inputs)
    ]


def packed_bytes(tensor: TensorType) -> Optional[int]:
    """The fewest bytes a static tensor can take (sub-byte elements packed); None when not known."""
    bits = element_bits(tensor.element_type)
    if not bits or not tensor.is_static:
        return None
    return -(-math.prod(d for d in tensor.dims if d is not None) * bits // 8)


def _exact_bytes(tensor: TensorType) -> Optional[int]:
    """Bytes of a static tensor, as a Python int (no wrap); None when not known."""
    size = element_bytes(tensor.element_type)
    if not size or not tensor.is_static:
        return None
    return math.prod(d for d in tensor.dims if d is not None) * size


# Many size sets at once (numpy, imported when called: extract needs none of it)


def check_assumed_many(manifest: Manifest, dims: "np.ndarray") -> None:
    """`check_assumed` for each row of `dims` (N x dynamic input dims), vectorized: the first bad row
    is reported as `check_assumed` would report it."""
    import numpy as np

    ok = np.ones(len(dims), dtype=bool)
    for k, d in enumerate(manifest.input_dims):
        r = d.assume
        if r is None:
            continue
        column = dims[:, k]
        if r.umin is not None:
            ok &= column >= r.umin
        if r.umax is not None:
            ok &= column <= r.umax
        if r.udiv:
            ok &= column % r.udiv == 0
    for tied in (manifest.tied(y.name) for y in manifest.symbols):
        for k in tied[1:]:
            ok &= dims[:, k] == dims[:, tied[0]]
    if not ok.all():
        check_assumed(manifest, dims[int(np.argmin(ok))].tolist())


def dim_rows(dims: "np.ndarray | Sequence[Sequence[int]]", dim_count: int) -> "np.ndarray":
    """Size sets as an (N, dim_count) int64 array (N rows of nothing for a model without dynamic dims)."""
    import numpy as np

    given = np.asarray(dims)
    if given.size and given.dtype.kind not in "iu":  # floats would truncate, bools and strings convert
        raise DynbenchError(f"size sets must be integers, got {given.dtype} values")
    try:
        rows = given.astype(np.int64, casting="safe") if given.size else given.astype(np.int64)
    except TypeError:  # uint64 beyond int64
        raise DynbenchError(f"size sets must fit int64, got {given.dtype} values") from None
    if rows.ndim != 2 or rows.shape[1] != dim_count:
        raise DynbenchError(f"size sets must be rows of {dim_count} dynamic input dim(s), got shape {rows.shape}")
    return rows
