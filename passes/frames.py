"""Call frames: where a value of the entry point's call tree really comes from.

Frontends put the work in a callee (`@main` only wraps `@main$async`), so a
value in a callee is followed back through `util.call` operands to the
entry's own arguments. A frame is one function as reached from the entry
through a specific chain of calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from iree.compiler import ir

from . import irutil
from .reasons import MODEL, Reason


@dataclass(eq=False)
class Frame:
    func: object  # util.func op
    parent: Optional["Frame"] = None
    call: object = None  # the util.call in `parent` that reached `func`
    # Why everything in this frame runs under control flow, if it does.
    control_flow: Optional[Reason] = None

    @property
    def entry_block(self) -> ir.Block:
        return self.func.regions[0].blocks[0]

    def caller_value(self, value: ir.Value) -> Optional[tuple[ir.Value, "Frame"]]:
        """For an argument of this frame's function, the caller's operand."""
        if self.parent is None or not isinstance(value.owner, ir.Block):
            return None
        if value.owner != self.entry_block:
            return None
        number = ir.BlockArgument(value).arg_number
        return self.call.operands[number], self.parent

    def entry_argument(self, value: ir.Value) -> Optional[int]:
        """Index of the entry argument `value` is (through calls), or None."""
        frame, current = self, value
        while True:
            if not isinstance(current.owner, ir.Block):
                return None
            if frame.parent is None:
                if current.owner == frame.entry_block:
                    return ir.BlockArgument(current).arg_number
                return None
            up = frame.caller_value(current)
            if up is None:
                return None
            current, frame = up


def call_tree(module: ir.Module, entry) -> list[Frame]:
    """The entry's frame and, depth first in program order, every frame it
    reaches through `util.call` to a function with a body. A frame reached
    from under control flow records why. Recursion stops at a function already
    on the call path."""
    funcs = function_table(module)
    frames: list[Frame] = []

    def visit(frame: Frame) -> None:
        frames.append(frame)
        for op in irutil.walk(frame.func):
            if op.operation.name != "util.call":
                continue
            callee = funcs.get(irutil.symbol_path(op.operation.attributes["callee"])[-1])
            if callee is None or not is_defined(callee) or _on_path(frame, callee):
                continue
            reason = frame.control_flow or enclosing_control_flow(op, frame.func)
            visit(Frame(callee, frame, op, reason))

    visit(Frame(entry))
    return frames


def _on_path(frame: Optional[Frame], func) -> bool:
    while frame is not None:
        if frame.func.operation == func.operation:
            return True
        frame = frame.parent
    return False


def function_table(module: ir.Module) -> dict[str, object]:
    return {
        irutil.symbol_name(op): op
        for op in module.body.operations
        if irutil.op_name(op) == "util.func"
    }


def is_defined(func) -> bool:
    return len(func.regions) > 0 and len(func.regions[0].blocks) > 0


def enclosing_control_flow(op, func) -> Optional[Reason]:
    """Why `op` does not run exactly once per call of `func`, or None."""
    allowed = {"stream.cmd.execute", "stream.cmd.concurrent", "stream.cmd.serial"}
    current = op.operation.parent
    child = op.operation
    while current is not None and current != func.operation:
        if current.name not in allowed:
            return Reason(MODEL, "inside control flow", current)
        child = current
        current = current.parent
    if child.block != func.regions[0].blocks[0]:
        return Reason(MODEL, "inside control flow (not in the function's entry block)")
    return None
