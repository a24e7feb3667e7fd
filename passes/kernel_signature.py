"""What each binding of a kernel holds, as a function of its push constants.

Inside a configured executable, every `hal.interface.binding.subspan` has a
type whose dynamic dims are integer math over `hal.interface.constant.load`.
We record that math as a small JSON-able expression tree so the tensor types
a dispatch touches can be resolved for any push constants, by the runner as
well as at extract time, without MLIR.

Expression form: `["pc", k]` push constant word k; `["c", v]` constant;
`[op, bits, lhs, rhs]` an arith op over `bits`-wide integers (`*si` ops read
them as two's complement); `[cast, bits, arg, source_bits]` an integer cast;
`["?"]` something that is not push-constant math.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Sequence, Union

from iree.compiler import ir

from . import irutil

DimExpr = Union[int, list]

_PASS_THROUGH = {"iree_tensor_ext.dispatch.workload.ordinal", "util.assume.int"}
_CASTS = {
    "arith.extui",
    "arith.extsi",
    "arith.trunci",
    "arith.index_cast",
    "arith.index_castui",
}
def _div_toward_zero(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _ceil_div(a: int, b: int) -> int:
    return -((-a) // b) if b > 0 else -(a // -b)


_BINARY = {
    "arith.addi": lambda a, b: a + b,
    "arith.subi": lambda a, b: a - b,
    "arith.muli": lambda a, b: a * b,
    "arith.divui": lambda a, b: a // b,
    "arith.ceildivui": lambda a, b: -(-a // b),
    "arith.remui": lambda a, b: a % b,
    "arith.shli": lambda a, b: a << b,
    "arith.shrui": lambda a, b: a >> b,
    "arith.ori": lambda a, b: a | b,
    "arith.andi": lambda a, b: a & b,
    "arith.xori": lambda a, b: a ^ b,
    "arith.maxui": max,
    "arith.minui": min,
}
# Ops that read their operands as two's-complement signed integers.
_SIGNED_BINARY = {
    "arith.divsi": _div_toward_zero,
    "arith.ceildivsi": _ceil_div,
    "arith.remsi": lambda a, b: a - _div_toward_zero(a, b) * b,
    "arith.shrsi": lambda a, b: a >> b,
    "arith.maxsi": max,
    "arith.minsi": min,
}
_SIGNED_CASTS = {"arith.extsi", "arith.index_cast"}
_DIVISIONS = {"arith.divui", "arith.ceildivui", "arith.remui", "arith.divsi", "arith.ceildivsi", "arith.remsi"}


def _signed(value: int, bits: int) -> int:
    return value - (1 << bits) if bits and value >= 1 << (bits - 1) else value


@dataclass(frozen=True)
class BindingType:
    """A tensor a kernel views in binding `binding`: its type, dims as expressions."""

    binding: int
    shape: tuple  # int for a static dim, DimExpr list for a dynamic one
    element_type: str

    def resolve(self, constants: Sequence[int]) -> Optional[list[int]]:
        return resolve_shape(self.shape, constants)


def resolve_shape(shape: Sequence[DimExpr], constants: Sequence[int]) -> Optional[list[int]]:
    """Concrete dims of a recorded shape for given push constants, or None."""
    dims = []
    for dim in shape:
        value = dim if isinstance(dim, int) else evaluate(dim, constants)
        if value is None:
            return None
        dims.append(value)
    return dims


def kernel_bindings(module: ir.Module, executable: str, variant: str, export: str) -> list[BindingType]:
    """The tensors `export` views in its bindings, by binding then program order.

    One binding can hold several tensors at offsets passed as push constants
    (frontends pack q/k/v into one buffer), so there is one entry per
    distinct `hal.interface.binding.subspan`, not one per binding.
    """
    func = _kernel_function(module, executable, variant, export)
    if func is None:
        return []
    found: list[BindingType] = []
    for op in irutil.walk(func):
        if op.operation.name != "hal.interface.binding.subspan":
            continue
        parsed = _shaped(op.results[0].type)
        if parsed is None:
            continue
        static_dims, element = parsed
        dynamic = iter(op.opview.dynamic_dims)
        shape = tuple(d if d is not None else _expr(next(dynamic)) for d in static_dims)
        entry = BindingType(irutil.int_attr(op, "binding"), shape, element)
        if entry not in found:
            found.append(entry)
    return sorted(found, key=lambda b: b.binding)


def evaluate(expr: DimExpr, constants: Sequence[int]) -> Optional[int]:
    """Value of `expr` for the given push-constant words, or None."""
    if isinstance(expr, int):
        return expr
    head = expr[0]
    if head == "pc":
        return constants[expr[1]] if expr[1] < len(constants) else None
    if head == "c":
        return expr[1]
    if head == "?":
        return None
    bits = expr[1]
    if head in _CASTS:  # [op, bits, arg, source bits]
        value = evaluate(expr[2], constants)
        if value is None:
            return None
        if head in _SIGNED_CASTS and len(expr) > 3:
            value = _signed(value, expr[3])
    else:
        args = [evaluate(a, constants) for a in expr[2:]]
        if any(a is None for a in args) or len(args) != 2:
            return None
        if head in _DIVISIONS and args[1] == 0:
            return None
        if head in ("arith.shli", "arith.shrui", "arith.shrsi") and args[1] >= bits:
            return None  # poison in arith
        if head in _BINARY:
            value = _BINARY[head](*args)
        elif head in _SIGNED_BINARY:
            value = _SIGNED_BINARY[head](*(_signed(a, bits) for a in args))
        else:
            return None
    return value & ((1 << bits) - 1) if bits else value


def _kernel_function(module: ir.Module, executable: str, variant: str, export: str):
    for op in module.body.operations:
        if op.operation.name != "hal.executable" or irutil.symbol_name(op) != executable:
            continue
        for var in op.regions[0].blocks[0].operations:
            if var.operation.name != "hal.executable.variant" or irutil.symbol_name(var) != variant:
                continue
            for inner in irutil.walk(var):
                if inner.operation.name == "func.func" and irutil.symbol_name(inner) == export:
                    return inner
    return None


_DISPATCH_TENSOR = re.compile(r"<(?:readonly|writeonly|readwrite):tensor<(.*)>>")


def _shaped(type_: ir.Type) -> Optional[tuple[list[Optional[int]], str]]:
    if isinstance(type_, ir.MemRefType):
        shaped = ir.MemRefType(type_)
        dims = [None if shaped.is_dynamic_dim(i) else shaped.get_dim_size(i) for i in range(shaped.rank)]
        return dims, str(shaped.element_type)
    match = _DISPATCH_TENSOR.search(str(type_))
    if match is None:
        return None
    # `!iree_tensor_ext.dispatch.tensor<readonly:tensor<...>>` has no binding:
    # parse the tensor type it wraps.
    tensor = ir.RankedTensorType(ir.Type.parse(f"tensor<{match.group(1)}>", type_.context))
    dims = [None if tensor.is_dynamic_dim(i) else tensor.get_dim_size(i) for i in range(tensor.rank)]
    return dims, str(tensor.element_type)


def _bits(type_: ir.Type) -> int:
    if isinstance(type_, ir.IntegerType):
        return ir.IntegerType(type_).width
    return 64  # index


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
    if name in _CASTS:
        return [name, _bits(value.type), _expr(op.operands[0]), _bits(op.operands[0].type)]
    if name in _BINARY or name in _SIGNED_BINARY:
        return [name, _bits(value.type), *(_expr(o) for o in op.operands)]
    return ["?"]
