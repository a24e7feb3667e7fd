"""Backward slices of dispatch parameters down to the entry's input dims.

A dispatch parameter is *shape math* when its backward slice holds only pure
integer ops and ends at constants or `hal.buffer_view.dim` of an entry
argument. `ShapeSlicer.why_not` says why a value is not; `Materializer`
re-emits the slice elsewhere with the input dims replaced by new values
(the tree shaking the upstream request describes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from iree.compiler import ir

from . import irutil
from .frames import Frame

# Ops that compute integers from integers and nothing else.
PURE_OPS = frozenset(
    {
        "util.align",
        "util.assume.int",
        "util.sizeof",
        "affine.apply",
        "affine.min",
        "affine.max",
    }
)
PURE_PREFIXES = ("arith.", "index.")
# Ops whose result is read from tensor data at run time.
DATA_OPS = frozenset(
    {
        "stream.async.load",
        "stream.resource.load",
        "stream.tensor.load",
        "flow.tensor.load",
        "hal.buffer.load",
        "tensor.extract",
    }
)


@dataclass(frozen=True, order=True)
class InputDim:
    """Dimension `dim` of entry argument `input`."""

    input: int
    dim: int


def is_pure(name: str) -> bool:
    return name in PURE_OPS or name.startswith(PURE_PREFIXES)


class ShapeSlicer:
    """Classifies values of the entry's call tree as shape math or not."""

    def __init__(self) -> None:
        self._memo: dict[tuple[int, ir.Value], Optional[str]] = {}
        self._dims: dict[tuple[int, ir.Value], frozenset[InputDim]] = {}

    def why_not(self, value: ir.Value, frame: Frame) -> Optional[str]:
        """None when `value` is shape math; otherwise the reason."""
        key = (id(frame), value)
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = None  # cycles only arise through regions, refused below
        reason = self._classify(value, frame)
        self._memo[key] = reason
        return reason

    def _classify(self, value: ir.Value, frame: Frame) -> Optional[str]:
        op = irutil.defining_op(value)
        if op is None:
            up = frame.caller_value(value)
            if up is not None:
                return self.why_not(*up)
            return "depends on control flow (a block argument)"
        name = op.name
        where = irutil.location_text(op)
        if name == "hal.buffer_view.dim":
            if frame.entry_argument(op.operands[0]) is None:
                return f"reads the shape of a non-input buffer view ({where})"
            return None
        if name in DATA_OPS:
            return f"depends on tensor data ({name} at {where})"
        if len(op.regions) > 0:
            return f"depends on control flow ({name} at {where})"
        if name == "util.call":
            return f"computed by a call ({where})"
        if not is_pure(name):
            return f"computed by an unsupported op ({name} at {where})"
        for operand in op.operands:
            reason = self.why_not(operand, frame)
            if reason is not None:
                return reason
        return None

    def input_dims(self, value: ir.Value, frame: Frame) -> frozenset[InputDim]:
        """The input dims a shape-math value reads. Remembered per value: parameters
        share most of their slices (a post-order walk, no recursion)."""
        memo = self._dims
        stack: list[tuple[ir.Value, Frame, bool]] = [(value, frame, False)]
        while stack:
            current, fr, ready = stack.pop()
            key = (id(fr), current)
            if key in memo:
                continue
            op = irutil.defining_op(current)
            if op is None:  # an argument: the caller's operand, if any
                up = fr.caller_value(current)
                inputs = [] if up is None else [up]
            elif op.name == "hal.buffer_view.dim":
                memo[key] = frozenset({InputDim(fr.entry_argument(op.operands[0]), irutil.int_attr(op, "index"))})
                continue
            else:
                inputs = [(operand, fr) for operand in op.operands]
            if ready:  # SSA values form no cycles: every input is done
                memo[key] = frozenset().union(*(memo[(id(f), v)] for v, f in inputs))
                continue
            stack.append((current, fr, True))
            stack.extend((v, f, False) for v, f in inputs if (id(f), v) not in memo)
        return memo[(id(frame), value)]


class Materializer:
    """Re-emits shape-math slices at an insertion point.

    `input_dim` supplies the new value of each input dim (an argument of the
    function being built, or a constant for a static dim).
    """

    def __init__(self, ip: ir.InsertionPoint, input_dim: Callable[[InputDim], ir.Value]):
        self._ip = ip
        self._input_dim = input_dim
        self._memo: dict[tuple[int, ir.Value], ir.Value] = {}

    def __call__(self, value: ir.Value, frame: Frame) -> ir.Value:
        key = (id(frame), value)
        if key in self._memo:
            return self._memo[key]
        op = irutil.defining_op(value)
        if op is None:
            up = frame.caller_value(value)
            assert up is not None, "materialize only classified shape math"
            result = self(*up)
        elif op.name == "hal.buffer_view.dim":
            dim = InputDim(frame.entry_argument(op.operands[0]), irutil.int_attr(op, "index"))
            result = self._input_dim(dim)
        else:
            operands = [self(operand, frame) for operand in op.operands]
            clone = op.clone(ip=self._ip)
            for i, operand in enumerate(operands):
                clone.operands[i] = operand
            for original, cloned in zip(op.results, clone.results):
                self._memo[(id(frame), original)] = cloned
            result = clone.results[irutil.result_index(value)]
        self._memo[key] = result
        return result
