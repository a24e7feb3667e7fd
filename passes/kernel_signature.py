"""What each binding of a kernel holds, as a function of its push constants.

Inside a configured executable, every `hal.interface.binding.subspan` has a
type whose dynamic dims are integer math over `hal.interface.constant.load`.
We record that math as a small JSON-able expression tree so the tensor types
a dispatch touches can be resolved for any push constants, by the runner as
well as at extract time, without MLIR.

The expression form and its evaluator are in `values` (no MLIR there: the
runtime side evaluates them too).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from iree.compiler import ir

from . import irutil
from .values import BINARY_OPS, INTEGER_CASTS, DimExpr

_PASS_THROUGH = {"iree_tensor_ext.dispatch.workload.ordinal", "util.assume.int"}


@dataclass(frozen=True)
class BindingType:
    """A tensor a kernel views in binding `binding`: its type, dims as expressions."""

    binding: int
    shape: tuple  # int for a static dim, DimExpr list for a dynamic one
    element_type: str


def kernel_bindings(module: ir.Module, executable: str, variant: str, export: str) -> list[BindingType]:
    """The tensors `export` views in its bindings, by binding then program order.

    One binding can hold several tensors at offsets passed as push constants
    (frontends pack q/k/v into one buffer), so there is one entry per
    distinct `hal.interface.binding.subspan`, not one per binding: views of one
    type at different offsets are each a tensor; views of one type at one offset
    are one.
    """
    func = kernel_function(module, executable, variant, export)
    if func is None:
        return []
    found: list[BindingType] = []
    seen: set[tuple] = set()
    for op in irutil.walk(func):
        if op.operation.name != "hal.interface.binding.subspan":
            continue
        parsed = shaped_view(op.results[0].type)
        if parsed is None:
            continue
        static_dims, element = parsed[0], str(parsed[1])
        dynamic = iter(op.opview.dynamic_dims)
        shape = tuple(d if d is not None else _expr(next(dynamic)) for d in static_dims)
        entry = BindingType(irutil.int_attr(op, "binding"), shape, element)
        offset = op.opview.byte_offset
        key = repr((entry, _expr(offset) if offset is not None else 0))  # dim expressions are lists
        if key not in seen:
            seen.add(key)
            found.append(entry)
    return sorted(found, key=lambda b: b.binding)


def kernel_function(module: ir.Module, executable: str, variant: str, export: str):
    """The `func.func` of `export` in that executable's variant, or None."""
    for exe, var in irutil.variants(module):
        if irutil.symbol_name(exe) != executable or irutil.symbol_name(var) != variant:
            continue
        for inner in irutil.walk(var):
            if inner.operation.name == "func.func" and irutil.symbol_name(inner) == export:
                return inner
    return None




def shaped_view(type_: ir.Type) -> Optional[tuple[list[Optional[int]], ir.Type]]:
    """Dims (None where dynamic) and element type of a subspan's view (memref or dispatch tensor)."""
    if isinstance(type_, ir.MemRefType):
        shaped = ir.MemRefType(type_)
        dims = [None if shaped.is_dynamic_dim(i) else shaped.get_dim_size(i) for i in range(shaped.rank)]
        return dims, shaped.element_type
    wrapped = irutil.dispatch_tensor(type_)
    if wrapped is None:
        return None
    tensor = wrapped[1]
    dims = [None if tensor.is_dynamic_dim(i) else tensor.get_dim_size(i) for i in range(tensor.rank)]
    return dims, tensor.element_type


def _bits(type_: ir.Type) -> int:
    return irutil.element_bits(type_) or 64  # index: the host's width


def _expr(value: ir.Value) -> DimExpr:
    op = irutil.defining_op(value)
    if op is None:
        return ["?"]
    name = op.name
    if name == "hal.interface.constant.load":
        return ["pc", irutil.int_attr(op, "ordinal")]
    if name == "arith.constant":  # as the unsigned bit pattern, like every other value here
        return ["c", ir.IntegerAttr(op.attributes["value"]).value & ((1 << _bits(value.type)) - 1)]
    if name in _PASS_THROUGH:
        # util.assume.int passes operand k through as result k.
        index = irutil.result_index(value) if name == "util.assume.int" else 0
        return _expr(op.operands[index])
    if name in INTEGER_CASTS:
        return [name, _bits(value.type), _expr(op.operands[0]), _bits(op.operands[0].type)]
    if name in BINARY_OPS:
        return [name, _bits(value.type), *(_expr(o) for o in op.operands)]
    return ["?"]


def value_expr(value: ir.Value) -> DimExpr:
    """The push-constant math behind one integer value of a kernel, `["?"]` where it is something else."""
    return _expr(value)


# Ops a push constant's value passes through on its way to a binding's byte offset: the
# halves of a 64-bit offset joined (`shli`, `ori`) and cast to `index`.
_OFFSET_ARITHMETIC = INTEGER_CASTS | {"arith.shli", "arith.ori"}


def offset_constants(module: ir.Module, executable: str, variant: str, export: str) -> tuple[int, ...]:
    """The push constants `export` uses only as byte offsets of its bindings' views: where it
    reads and writes, not what or how much. Read off the kernel's uses of each
    `hal.interface.constant.load` (through the arithmetic that joins and casts an offset), so
    call sites that differ only in these (a layer's attention reading its own slice of the KV
    cache) do the same work. None where the kernel cannot be found."""
    func = kernel_function(module, executable, variant, export)
    if func is None:
        return ()
    loads: dict[int, list[ir.Value]] = {}
    for op in irutil.walk(func):
        if op.operation.name == "hal.interface.constant.load":
            loads.setdefault(irutil.int_attr(op, "ordinal"), []).append(op.results[0])
    return tuple(sorted(k for k, values in loads.items() if all(_only_offsets(v) for v in values)))


def _only_offsets(value: ir.Value) -> bool:
    """Whether every use of `value`, followed through `_OFFSET_ARITHMETIC` and `util.assume.int`
    (operand k to result k), ends as a `hal.interface.binding.subspan`'s byte offset."""
    stack, seen = [value], set()
    while stack:
        current = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        uses = list(current.uses)
        if not uses:
            continue
        for use in uses:
            owner = use.owner
            name = owner.name
            if name == "hal.interface.binding.subspan":
                subspan = owner.opview
                if subspan.byte_offset != current or any(d == current for d in subspan.dynamic_dims):
                    return False
            elif name == "util.assume.int":
                stack.append(owner.results[use.operand_number])
            elif name in _OFFSET_ARITHMETIC:
                stack.extend(owner.results)
            else:
                return False
    return True
