"""`util.assume.int` ranges the model asserts on its input dims.

Frontends that know the valid sizes (torch `torch.symbolic_int` ranges)
leave them in the host code as `util.assume.int %dim<umin = 1, umax = 16>`.
This pass finds, in the entry's call tree (host code only; the executables
are never looked at), every assumption whose operand is, through pure casts,
calls and other assumptions, `hal.buffer_view.dim` of an entry argument, and
returns the asserted range per input dim.

Semantics, as in IREE's util dialect: one assumption op asserts its operand
satisfies at least one of its rows (the union of the rows); distinct ops
asserting on the same dim all hold (their intersection). Hence rows combine
to (min umin, max umax, gcd udiv) and ops to (max umin, min umax, lcm udiv).
"""

from __future__ import annotations

import re
from typing import Optional

from iree.compiler import ir

from . import irutil
from .dispatch_sites import entry_function
from .errors import PassError
from .frames import Frame, call_tree
from .shape_slice import InputDim
from .values import DimRange

# Ops that change the integer type of a value but not its value.
CAST_OPS = frozenset({"arith.index_cast", "arith.index_castui", "arith.extui", "arith.extsi"})
_FIELD = re.compile(r"\b(umin|umax|udiv)\s*=\s*(\d+)")


def parse_assumption(attr: ir.Attribute) -> DimRange:
    """`#util.int.assumption<umin = 1, umax = 16>` (the bindings have no accessor)."""
    if not irutil.is_kind(attr, "#util.int.assumption<umin = 1>"):
        raise PassError(f"util.assume.int holds {attr}, not an int assumption")
    fields = {k: int(v) for k, v in _FIELD.findall(irutil.assembly(attr))}
    return DimRange(fields.get("umin"), fields.get("umax"), fields.get("udiv"))


def operand_ranges(op) -> list[DimRange]:
    """Per operand of a `util.assume.int`, the union of its rows."""
    out = []
    for rows in ir.ArrayAttr(op.operation.attributes["assumptions"]):
        ranges = [parse_assumption(a) for a in ir.ArrayAttr(rows)]
        combined = ranges[0] if ranges else DimRange()
        for r in ranges[1:]:
            combined = combined.union(r)
        out.append(combined)
    return out


def input_dim_of(value: ir.Value, frame: Frame) -> Optional[InputDim]:
    """The entry input dim `value` is, through casts, calls and assumptions; else None."""
    while True:
        op = irutil.defining_op(value)
        if op is None:
            up = frame.caller_value(value)
            if up is None:
                return None
            value, frame = up
            continue
        name = op.name
        if name == "hal.buffer_view.dim":
            argument = frame.entry_argument(op.operands[0])
            if argument is None:
                return None
            return InputDim(argument, irutil.int_attr(op, "index"))
        if name in CAST_OPS:
            value = op.operands[0]
        elif name == "util.assume.int":
            value = op.operands[irutil.result_index(value)]
        else:
            return None


def input_ranges(module: ir.Module, entry) -> dict[InputDim, DimRange]:
    """Asserted range per input dim of `entry` (a `util.func`); dims without one are absent."""
    found: dict[InputDim, DimRange] = {}
    for frame in call_tree(module, entry):
        for op in irutil.walk(frame.func):
            if op.operation.name != "util.assume.int":
                continue
            for value, asserted in zip(op.operation.operands, operand_ranges(op)):
                dim = input_dim_of(value, frame)
                if dim is not None:
                    found[dim] = found[dim].intersect(asserted) if dim in found else asserted
    return found


def analysis_ranges(analysis) -> dict[InputDim, DimRange]:
    """`input_ranges` for a `benchmark_module.Analysis`."""
    return input_ranges(analysis.module, entry_function(analysis.module, analysis.signature.name))
