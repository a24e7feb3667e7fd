"""Backward slices of dispatch parameters down to the entry's input dims.

A dispatch parameter is *shape math* when its backward slice holds only
side-effect-free computations on scalars and ends at constants or
`hal.buffer_view.dim` of an entry argument. Which ops qualify is read off the
op itself, not from a list: it has no regions, no symbol references, scalar
(integer, index or float) operands and results, and the compiler's
`MemoryEffectsOpInterface` says it has no memory effects. That takes in all of
`arith`, `math`, `index`, `affine.apply/min/max`, `util.assume.int/align/sizeof`
and whatever pure scalar op a frontend brings (a float arange's
`sitofp -> ceil -> fptoui`); cloned as they are, they compute what the model
computes, its float rounding included.

`ShapeSlicer.why_not` says why a value is not (a `reasons.Reason`: the model's
doing, or dynbench's); `Materializer` re-emits the slice elsewhere with the
input dims replaced by new values (the tree shaking the upstream request
describes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from iree.compiler import ir

from . import irutil
from .frames import Frame
from .reasons import DYNBENCH, MODEL, Reason

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

    @property
    def name(self) -> str:
        """How shapes.json, `__query_shapes` and messages name it (`input0.dim1`)."""
        return f"input{self.input}.dim{self.dim}"


def is_scalar(type_: ir.Type) -> bool:
    return isinstance(type_, (ir.IntegerType, ir.IndexType, ir.FloatType))


def impurity(op) -> Optional[str]:
    """None when `op` is a side-effect-free computation on scalars (shape math may
    hold it); otherwise what rules it out."""
    op = op.operation
    if len(op.regions) > 0:
        return "holds regions"
    attributes = op.attributes
    for i in range(len(attributes)):
        if isinstance(attributes[i].attr, (ir.FlatSymbolRefAttr, ir.SymbolRefAttr)):
            return "refers to a symbol"
    try:
        effects = ir.MemoryEffectsOpInterface(op, context=op.context).get_effects()
    except ValueError:  # the op does not say what it touches
        return "has no known memory effects"
    if effects:
        return "has memory effects"
    values = [*op.operands, *op.results]
    if not values or not all(is_scalar(v.type) for v in values):
        return "reads or makes a value that is not a scalar"
    return None


class ShapeSlicer:
    """Classifies values of the entry's call tree as shape math or not."""

    def __init__(self) -> None:
        self._memo: dict[tuple[int, ir.Value], Optional[Reason]] = {}
        self._dims: dict[tuple[int, ir.Value], frozenset[InputDim]] = {}

    def why_not(self, value: ir.Value, frame: Frame) -> Optional[Reason]:
        """None when `value` is shape math; otherwise the reason (of its first operand,
        in operand order, that is not). A post-order walk, no recursion: a transient
        buffer's size sums every intermediate's, a chain of hundreds of ops."""
        def combine(value, frame, inputs) -> Optional[Reason]:
            return next((r for r in (self._memo[(id(f), v)] for v, f in inputs) if r is not None), None)

        return irutil.post_order(self._memo, value, frame, self._step, combine)

    def _step(
        self, value: ir.Value, frame: Frame
    ) -> tuple[Optional[Reason], Optional[list[tuple[ir.Value, Frame]]]]:
        """`(reason, None)` when `value` is decided by itself (None: an input dim), else
        `(None, inputs)`, the values it is computed from (`irutil.post_order`)."""
        op = irutil.defining_op(value)
        if op is None:
            up = frame.caller_value(value)
            if up is not None:
                return None, [up]
            return Reason(MODEL, "depends on control flow (a block argument)"), None
        name = op.name
        if name == "hal.buffer_view.dim":
            if frame.entry_argument(op.operands[0]) is None:
                return Reason(MODEL, "reads the shape of a buffer view that is not an input", op), None
            return None, None
        if name in DATA_OPS:
            return Reason(MODEL, "depends on tensor data", op), None
        if name == "util.call":
            return Reason(DYNBENCH, "is computed by a call dynbench does not follow", op), None
        if len(op.regions) > 0:
            return Reason(DYNBENCH, "is computed by control flow dynbench does not follow", op), None
        why = impurity(op)
        if why is not None:
            return Reason(DYNBENCH, f"is computed by an op dynbench does not evaluate (it {why})", op), None
        return None, [(operand, frame) for operand in op.operands]

    def input_dims(self, value: ir.Value, frame: Frame) -> frozenset[InputDim]:
        """The input dims a shape-math value reads. Remembered per value: parameters
        share most of their slices (a post-order walk, no recursion)."""
        def expand(value: ir.Value, frame: Frame):
            op = irutil.defining_op(value)
            if op is None:  # an argument: the caller's operand, if any
                up = frame.caller_value(value)
                return (frozenset(), None) if up is None else (None, [up])
            if op.name == "hal.buffer_view.dim":
                return frozenset({InputDim(frame.entry_argument(op.operands[0]), irutil.int_attr(op, "index"))}), None
            return None, [(operand, frame) for operand in op.operands]

        def combine(value, frame, inputs) -> frozenset[InputDim]:
            return frozenset().union(*(self._dims[(id(f), v)] for v, f in inputs))

        return irutil.post_order(self._dims, value, frame, expand, combine)


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
        """The value re-emitted (once per frame and value), its slice before it, in
        post-order without recursion (`irutil.post_order`)."""
        return irutil.post_order(self._memo, value, frame, self._expand, self._clone)

    def _expand(self, value: ir.Value, frame: Frame):
        return _slice_step(value, frame, self._input_dim)

    def _clone(self, value: ir.Value, frame: Frame, inputs) -> ir.Value:
        """The op defining `value` cloned on its re-emitted operands (an argument: its caller's operand's)."""
        memo = self._memo
        op = irutil.defining_op(value)
        if op is None:
            (up,) = inputs
            return memo[(id(up[1]), up[0])]
        clone = op.clone(ip=self._ip)
        for i, (operand, f) in enumerate(inputs):
            clone.operands[i] = memo[(id(f), operand)]
        for original, cloned in zip(op.results, clone.results):
            memo[(id(frame), original)] = cloned
        return clone.results[irutil.result_index(value)]


def _slice_step(value: ir.Value, frame: Frame, input_dim: Callable[[InputDim], object]):
    """One step of a backward walk over classified shape math (`irutil.post_order`'s `expand`,
    for `Materializer`): an argument of a called function goes on to its
    caller's operand, `hal.buffer_view.dim` is decided by `input_dim`, any other op goes on to
    its operands."""
    op = irutil.defining_op(value)
    if op is None:
        up = frame.caller_value(value)
        assert up is not None, "only classified shape math is walked"
        return None, [up]
    if op.name == "hal.buffer_view.dim":
        return input_dim(InputDim(frame.entry_argument(op.operands[0]), irutil.int_attr(op, "index"))), None
    return None, [(operand, frame) for operand in op.operands]
