"""A function's asserts as calls: each `cf.assert` replaced by a call of a function holding it.

IREE's VM encoder allocates registers by live intervals, and finding where a value is last
used walks every block of its function and the values live into each (`LiveIntervals::
findLastUse`, IREE 3.13): a function's cost grows with its values times its blocks times
what is live across them. A `cf.assert` ends a block. The benchmark module's
`__dynbench_select` holds the shared shape math inlined with its overflow guards
(`overflow_guards`) and its binding checks, most of its values live to its end: on the
32-layer decode, 220 blocks and about 2,000 values, most of the encoding's CPU; the query
module's function likewise. A call ends no block. So in the modules extract compiles, each
assert becomes a call of one private function, never inlined (`#util.inline.never`), that
asserts its condition with the message its number picks: the same checks, the same
messages, in the same order. (A function per message instead cost the benchmark module's
compile more than it saved: docs/speed.md.) The standalone files keep their asserts inline,
to read.
"""

from __future__ import annotations

from iree.compiler import ir

from . import host_ir as h
from .module_builder import ModuleBuilder

CHECK_FUNCTION = "__dynbench_check"  # private (i1 holds, index which): asserts it with message `which`


class CheckCalls:
    """The asserts of the functions `move` is given, as calls of one check function that
    `finish` adds to `builder`'s module, which holds their messages."""

    def __init__(self, builder: ModuleBuilder):
        self.builder = builder
        self.messages: dict[str, int] = {}  # message -> its number in the check function

    def move(self, function: ir.Operation) -> int:
        """Replace each `cf.assert` directly in `function`'s body by a call; returns how many."""
        moved = 0
        with self.builder.context, ir.Location.unknown():
            for block in function.regions[0].blocks:
                for op in list(block.operations):
                    if op.operation.name != "cf.assert":
                        continue
                    message = ir.StringAttr(op.operation.attributes["msg"]).value
                    which = self.messages.setdefault(message, len(self.messages))
                    with ir.InsertionPoint(op):
                        h.call(CHECK_FUNCTION, [op.operands[0], h.const(h.index(), which)])
                    op.operation.erase()
                    moved += 1
        return moved

    def finish(self) -> None:
        """Add the check function the moved asserts call (none if none moved)."""
        if not self.messages:
            return
        with self.builder.building():
            _, block = h.function(
                CHECK_FUNCTION, [h.i1(), h.index()], private=True, attributes={"inlining_policy": h.inline_never()}
            )
            holds, which = block.arguments
            with ir.InsertionPoint(block):
                h.assert_cases(which, holds, list(self.messages))
                h.return_()
