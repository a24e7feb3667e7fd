"""What a `jax.export` module records of its symbolic shapes, which IREE's import drops.

JAX's `@main` derives each dimension variable from one input dim (`stablehlo.get_dimension_size`)
and passes it to `@_wrapped_jax_export_main` as an argument marked `jax.global_constant = "b"`.
It checks its shape specification with `stablehlo.custom_call @shape_assertion`s of a
`stablehlo.compare`: another dim equal to the variable (`EQ`), the variable at least 1, and each
constraint given to `export.symbolic_shape(..., constraints=...)` as `linear >= 0` (`b >= 4`
becomes `b + -4 >= 0`, `c <= 64` becomes `c * -1 + 64 >= 0`).

Read here: the variable's name of each input dim (`names`), and the bounds the assertions put on
one input dim (`bounds`). A dim given by an expression of variables (`2*b`) is left out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from iree.compiler import ir

from . import irutil
from .shape_slice import InputDim
from .values import DimRange

GLOBAL_CONSTANT = "jax.global_constant"  # the attribute that names a dimension variable argument
_ASSERTION = "shape_assertion"  # the custom call JAX checks its shape specification with
_DIRECTION = "#stablehlo<comparison_direction {}>"  # (no Python bindings for stablehlo's enums)


@dataclass
class JaxRecord:
    names: dict[InputDim, str] = field(default_factory=dict)
    bounds: dict[InputDim, DimRange] = field(default_factory=dict)


@dataclass(frozen=True)
class _Linear:
    """`scale * dim + offset` of one input dim (`dim` None: a constant)."""

    dim: Optional[InputDim]
    scale: int
    offset: int


def read(model: ir.Module, entry: ir.Operation, arguments: dict) -> JaxRecord:
    """The record of the entry function `entry` (`arguments`: its body's block arguments by
    value, to their index)."""
    functions = {
        irutil.symbol_name(op): op.operation for op in model.body.operations if op.operation.name == "func.func"
    }
    record = JaxRecord()
    equal: list[tuple[InputDim, InputDim]] = []
    for op in irutil.ops_where(entry, lambda op: op.name in _READ, nested=False):
        name = op.name
        if name == "func.call":
            _named_arguments(op, functions, arguments, record)
        elif name == "stablehlo.custom_call" and len(op.operands) > 0:
            compare = irutil.defining_op(op.operands[0])
            if ir.StringAttr(op.operation.attributes["call_target_name"]).value != _ASSERTION:
                continue
            if compare is None or compare.name != "stablehlo.compare":
                continue
            a, b = (_linear(v, arguments) for v in compare.operands)
            if a is None or b is None:
                continue
            direction = str(compare.attributes["comparison_direction"])
            if direction == _DIRECTION.format("EQ") and a.dim and b.dim and (a.scale, a.offset, b.scale, b.offset) == (1, 0, 1, 0):
                equal.append((a.dim, b.dim))
            else:
                _bound(direction, a, b, record.bounds)
    settled = False
    while not settled:  # a dim checked against a named one carries its name
        settled = True
        for pair in equal:
            for x, y in (pair, pair[::-1]):
                if x in record.names and y not in record.names:
                    record.names[y], settled = record.names[x], False
    return record


_READ = frozenset({"func.call", "stablehlo.custom_call"})  # the ops of the entry's body a record is in


def _named_arguments(call, functions: dict, arguments: dict, record: JaxRecord) -> None:
    """The input dim of each operand the call passes for a `jax.global_constant` argument."""
    callee = functions.get(irutil.symbol_path(call.operation.attributes["callee"])[-1])
    if callee is None or "arg_attrs" not in callee.attributes:
        return
    for value, attrs in zip(call.operands, ir.ArrayAttr(callee.attributes["arg_attrs"])):
        attrs = ir.DictAttr(attrs)
        if GLOBAL_CONSTANT not in attrs or not isinstance(attrs[GLOBAL_CONSTANT], ir.StringAttr):
            continue
        linear = _linear(value, arguments)
        if linear is not None and linear.dim is not None and (linear.scale, linear.offset) == (1, 0):
            record.names.setdefault(linear.dim, ir.StringAttr(attrs[GLOBAL_CONSTANT]).value)


def _linear(value: ir.Value, arguments: dict) -> Optional[_Linear]:
    """`value` as `scale * dim + offset` of one input dim or a constant, through the ops JAX
    writes its assertions with; None for anything else."""
    op = irutil.defining_op(value)
    if op is None:
        return None
    name = op.name
    if name == "stablehlo.get_dimension_size":
        if op.operands[0] not in arguments:
            return None
        return _Linear(InputDim(arguments[op.operands[0]], irutil.int_attr(op, "dimension")), 1, 0)
    if name == "stablehlo.constant":
        attr = op.attributes["value"]
        if not isinstance(attr, ir.DenseIntElementsAttr) or not attr.is_splat:
            return None
        return _Linear(None, 0, int(attr.get_splat_value().value))
    if name == "stablehlo.convert":
        return _linear(op.operands[0], arguments)
    if name == "stablehlo.negate":
        x = _linear(op.operands[0], arguments)
        return None if x is None else _Linear(x.dim, -x.scale, -x.offset)
    if name in ("stablehlo.add", "stablehlo.subtract", "stablehlo.multiply"):
        x, y = (_linear(v, arguments) for v in op.operands)
        if x is None or y is None or (x.dim and y.dim and x.dim != y.dim):
            return None
        dim = x.dim or y.dim
        if name == "stablehlo.add":
            return _Linear(dim, x.scale + y.scale, x.offset + y.offset)
        if name == "stablehlo.subtract":
            return _Linear(dim, x.scale - y.scale, x.offset - y.offset)
        if x.dim and y.dim:  # a product of dims is not linear
            return None
        k, other = (y.offset, x) if y.dim is None else (x.offset, y)
        return _Linear(dim, other.scale * k, other.offset * k)
    return None


def _bound(direction: str, a: _Linear, b: _Linear, bounds: dict[InputDim, DimRange]) -> None:
    """The bound `a <direction> b` puts on its one input dim, intersected into `bounds`."""
    dim = a.dim or b.dim
    if dim is None or (a.dim and b.dim and a.dim != b.dim):
        return
    scale, offset = a.scale - b.scale, a.offset - b.offset  # scale * dim + offset <direction> 0
    at_least = {_DIRECTION.format("GE"): 0, _DIRECTION.format("GT"): 1}
    at_most = {_DIRECTION.format("LE"): 0, _DIRECTION.format("LT"): -1}
    if direction in at_least:
        scale, offset = scale, offset - at_least[direction]  # scale * dim + offset >= 0
    elif direction in at_most:
        scale, offset = -scale, -offset + at_most[direction]  # (negated) >= 0
    else:
        return
    if scale > 0:
        found = DimRange(umin=-(offset // scale))  # dim >= ceil(-offset / scale)
    elif scale < 0:
        found = DimRange(umax=offset // -scale)
    else:
        return
    bounds[dim] = bounds[dim].intersect(found) if dim in bounds else found
