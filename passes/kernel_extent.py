"""How many bytes of a binding a kernel reaches, computed in host code from its push constants.

Every dispatch of a frontend model binds the model's one transient buffer whole
(`%scratch[%c0 for %total]`) and finds its tensors in it at offsets passed as
push constants. The total sums every intermediate's size, so one size dynbench
cannot compute would cost every dispatch its benchmark. A dispatch needs only
what its kernel reaches: for each `hal.interface.binding.subspan` of the
binding, its byte offset plus the span of its view (`1 + sum((size - 1) *
stride)` elements of a strided view, the product of the sizes of a tensor), the
largest over the binding's subspans. Those are integer math on the push
constants inside the kernel; `KernelExtent.emit` clones that math into the
host function being built, each `hal.interface.constant.load` replaced by the
host's push-constant value, so the length is exact at every size.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from iree.compiler import ir
from iree.compiler.dialects import arith

from . import irutil
from .kernel_signature import shaped_view

_LOAD = "hal.interface.constant.load"
_SUBSPAN = "hal.interface.binding.subspan"
# Kernel ops that only restate a value: result k is operand k (`util.assume.int`) or operand 0.
_PASS_THROUGH = {"util.assume.int", "iree_tensor_ext.dispatch.workload.ordinal"}


class ExtentError(Exception):
    """The kernel's view of the binding cannot be measured (a dynamic stride, an op that is not integer math)."""


@dataclass(frozen=True)
class KernelExtent:
    """The bytes binding `binding` of a kernel reaches: from its subspans (kernel ops)."""

    binding: int
    subspans: tuple  # the kernel's `hal.interface.binding.subspan` ops of that binding

    def emit(self, ip: ir.InsertionPoint, push_constant: Callable[[int], ir.Value]) -> ir.Value:
        """The extent in bytes as an `index` value at `ip` (in the context and location the
        caller holds); `push_constant(k)` is the host's value of push constant k (i32)."""
        clone = _Cloner(ip, push_constant)
        ends = [self._end(op, clone, ip) for op in self.subspans]
        extent = ends[0]
        for end in ends[1:]:
            extent = arith.maxui(extent, end, ip=ip)
        return extent

    @staticmethod
    def _end(op, clone: "_Cloner", ip: ir.InsertionPoint) -> ir.Value:
        view = op.results[0].type
        sizes, strides, element_bits = _view(view)
        dynamic = iter(op.opview.dynamic_dims)
        index = ir.IndexType.get()

        def const(v: int) -> ir.Value:
            return arith.constant(index, v, ip=ip)

        zero = const(0)
        extents = [clone(next(dynamic)) if size is None else const(size) for size in sizes]
        span = const(1)
        if strides is None:  # contiguous: the product of the sizes
            for extent in extents:
                span = arith.muli(span, extent, ip=ip)
        else:  # strided: the last element reached, plus one
            for extent, stride in zip(extents, strides):
                reach = arith.muli(arith.subi(extent, const(1), ip=ip), const(stride), ip=ip)
                span = arith.addi(span, reach, ip=ip)
            span = arith.maxsi(span, zero, ip=ip)  # a dim of 0: nothing reached
        offset = op.opview.byte_offset
        start = zero if offset is None else clone(offset)
        return arith.addi(start, arith.muli(span, const((element_bits + 7) // 8), ip=ip), ip=ip)


def kernel_extent(kernel, binding: int) -> KernelExtent:
    """The extent of `binding` in `kernel` (a `func.func` of an executable); `ExtentError`
    when some view of it cannot be measured."""
    subspans = []
    for op in irutil.walk(kernel):
        if op.operation.name != _SUBSPAN or irutil.int_attr(op, "binding") != binding:
            continue
        _view(op.results[0].type)  # raises when it cannot be measured
        values = list(op.opview.dynamic_dims)
        if op.opview.byte_offset is not None:
            values.append(op.opview.byte_offset)
        for value in values:
            _check_integer_math(value)
        subspans.append(op)
    if not subspans:
        raise ExtentError(f"the kernel does not view binding {binding}")
    return KernelExtent(binding, tuple(subspans))


def _view(type_: ir.Type) -> tuple[list[Optional[int]], Optional[list[int]], int]:
    """Sizes (None where dynamic), strides in elements (None: contiguous, row-major) and
    element bits of a subspan's view."""
    if isinstance(type_, ir.MemRefType):
        memref = ir.MemRefType(type_)
        strides, _ = memref.get_strides_and_offset()
        if any(memref.is_dynamic_stride_or_offset(s) for s in strides):
            raise ExtentError(f"a view with a dynamic stride ({type_})")
        sizes = [None if memref.is_dynamic_dim(i) else memref.get_dim_size(i) for i in range(memref.rank)]
        element = memref.element_type
    else:  # `!iree_tensor_ext.dispatch.tensor<readonly:tensor<...>>`: contiguous
        parsed = shaped_view(type_)
        if parsed is None:
            raise ExtentError(f"a view that is not a tensor or memref ({type_})")
        sizes, element, strides = parsed[0], parsed[1], None
    if not isinstance(element, (ir.IntegerType, ir.FloatType)):
        raise ExtentError(f"a view of {element}")
    return sizes, strides, element.width


def _check_integer_math(value: ir.Value) -> None:
    """`value` is integer math on push constants (what `_Cloner` can copy); else `ExtentError`."""
    stack, seen = [value], set()
    while stack:
        current = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        op = irutil.defining_op(current)
        if op is None:
            raise ExtentError("a size the kernel computes in control flow")
        name = op.name
        if name == _LOAD:
            continue
        if name in _PASS_THROUGH:
            stack.append(op.operands[irutil.result_index(current) if name == "util.assume.int" else 0])
            continue
        if not name.startswith("arith.") or len(op.regions) > 0:
            raise ExtentError(f"a size the kernel computes with {name}")
        stack.extend(op.operands)


class _Cloner:
    """Copies kernel integer math into host code: loads become the host's push constants."""

    def __init__(self, ip: ir.InsertionPoint, push_constant: Callable[[int], ir.Value]):
        self.ip = ip
        self.push_constant = push_constant
        self.memo: dict[tuple[int, ir.Value], ir.Value] = {}

    def __call__(self, value: ir.Value) -> ir.Value:
        return irutil.post_order(self.memo, value, self, self._expand, self._clone)

    def _expand(self, value: ir.Value, scope):
        op = irutil.defining_op(value)
        if op.name == _LOAD:
            return self.push_constant(irutil.int_attr(op, "ordinal")), None
        if op.name in _PASS_THROUGH:  # the value it restates
            return None, [(op.operands[irutil.result_index(value) if op.name == "util.assume.int" else 0], scope)]
        return None, [(operand, scope) for operand in op.operands]

    def _clone(self, value: ir.Value, scope, inputs) -> ir.Value:
        op = irutil.defining_op(value)
        if op.name in _PASS_THROUGH:
            ((source, _),) = inputs
            return self.memo[(id(scope), source)]
        copy = op.clone(ip=self.ip)
        for i, (operand, _) in enumerate(inputs):
            copy.operands[i] = self.memo[(id(scope), operand)]
        for original, cloned in zip(op.results, copy.results):
            self.memo[(id(scope), original)] = cloned
        return copy.results[irutil.result_index(value)]
