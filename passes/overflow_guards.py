"""Overflow guards in the generated shape math: wrapped sizes fail cleanly.

The model's shape math is index/i64 arithmetic that wraps silently. At input
dims large enough, a byte length wraps to a small number and the kernel reads
and writes past its buffers: a segfault in `iree-benchmark-module`, made-up
times in `dynbench run`. So before each op of a parameter function that can
overflow (`arith.muli`, `arith.addi`, `arith.shli`, `util.align` on index or
i64), `guard_function` inserts a `cf.assert` that fails when the op's result
would pass int64 for positive operands (dims are positive, so that is how
sizes overflow; negative operands are left alone, never a false alarm).

The test compares a factor against a quotient (`a <= INT64_MAX / b`), never a
wide product: `arith.mului_extended` does not lower to the VM, while
`cf.assert` becomes `vm.cond_fail` (a FAILED_PRECONDITION status with the
message, which stock tools print before exiting non-zero). IREE's
`StripDebugOps` removes asserts only inside executables and in global
optimization, both before the phase the benchmark modules resume from.

The message starts with `abi.SIZE_OVERFLOW` and names the dispatch, the
parameters the op feeds (e.g. `binding 0 length`) and the input dims it reads,
so both a person reading a stock tool's error and `iree_dynbench.size_checks`
can say what overflowed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from iree.compiler import ir
from iree.compiler.dialects import arith, cf

from .abi import INT64_MAX, SIZE_OVERFLOW

_GUARDED = frozenset({"arith.muli", "arith.addi", "arith.shli", "util.align"})


def message(parameters: str, what: str, dims: str) -> str:
    """A guard's message: `parameters` of `what` would pass int64, computed from `dims`."""
    return f"{SIZE_OVERFLOW}: {parameters} of {what} would exceed int64 (computed from {dims})"


def guard_function(func: ir.Operation, result_labels: Sequence[str], arg_labels: Sequence[str], what: str) -> int:
    """Guard every op of `func`'s body that can overflow and feeds a result.

    `result_labels[i]` names result i (`binding 0 length`), `arg_labels[k]`
    argument k (`input0.dim0`); `what` names the function's purpose in messages
    (`main_dispatch_0`). Returns how many guards it inserted.
    """
    return _guard(func, arg_labels, lambda fed: (", ".join(result_labels[i] for i in fed), what))


def guard_shared_function(
    func: ir.Operation, result_uses: Sequence[Sequence[tuple[int, int, str, str]]], arg_labels: Sequence[str]
) -> int:
    """`guard_function` for a function whose results serve many dispatches.

    `result_uses[i]` lists who reads result i: (dispatch rank, parameter
    position, dispatch name, parameter label). A guard names the first
    dispatch (lowest rank) its op feeds and that dispatch's parameters, in
    their order: the message a function of that dispatch alone would give,
    as that dispatch is the first whose parameters the op computes.
    """
    return _guard(func, arg_labels, shared_describer(dict(enumerate(result_uses))))


def shared_describer(result_uses: dict[int, Sequence[tuple[int, int, str, str]]]):
    """`describe(fed results)` of `guard_shared_function`'s messages: (the parameters named,
    the dispatch named), for results read as `result_uses` says (result -> its uses)."""
    # Per result: the lowest rank that reads it and those uses of that rank (a guard of the
    # shared prefix feeds thousands of results, each read by many dispatches).
    firsts = {}
    for result, uses in result_uses.items():
        rank = min(u[0] for u in uses)
        firsts[result] = (rank, [u for u in uses if u[0] == rank])

    def describe(fed) -> tuple[str, str]:
        rank = min(firsts[i][0] for i in fed)
        mine = sorted((u for i in fed if firsts[i][0] == rank for u in firsts[i][1]), key=lambda u: u[1])
        return ", ".join(dict.fromkeys(u[3] for u in mine)), mine[0][2]

    return describe


def _guard(func: ir.Operation, arg_labels: Sequence[str], describe) -> int:
    """`describe(fed results)`: (the parameters named, the dispatch named) of a guard's message.
    Returns how many guards it inserted."""
    block = func.regions[0].blocks[0]
    ops = list(block.operations)
    reads = _reads(ops, block)
    feeds = _feeds(ops)
    made = 0
    with func.context, ir.Location.unknown():
        constants = _Constants(block)
        for op in ops:
            if op.name not in _GUARDED or not _is_wide(op.results[0].type):
                continue
            fed = sorted(feeds.get(op.results[0], ()))
            if not fed:
                continue
            parameters, what = describe(fed)
            if _assert_fits(op, message(parameters, what, _dims_text(reads, op.results[0], arg_labels)), constants) is not None:
                made += 1
    return made


@dataclass(frozen=True)
class Guard:
    """A guard `_guard` inserted, as what its message is made of: `position` of its `cf.assert`
    among the function's ops, `guarded` that of the op it guards, the function results that op
    feeds, the input dims it reads (text)."""

    position: int
    guarded: int
    fed: tuple[int, ...]
    dims: str


def guards_of(func: ir.Operation, arg_labels: Sequence[str]) -> list[Guard]:
    """The guards of a guarded function (its `cf.assert`s of a size overflow), in order."""
    block = func.regions[0].blocks[0]
    ops = list(block.operations)
    reads, feeds = _reads(ops, block), _feeds(ops)
    found = []
    for k, op in enumerate(ops):
        if op.name == "cf.assert" and ir.StringAttr(op.attributes["msg"]).value.startswith(SIZE_OVERFLOW):
            # `_assert_fits` builds a guard right before its op; the guards' constants go before
            # the block's first op, which may be a guarded one: between its assert and it.
            j = k + 1
            while ops[j].name == "arith.constant":
                j += 1
            guarded = ops[j].results[0]
            found.append(Guard(k, j, tuple(sorted(feeds.get(guarded, ()))), _dims_text(reads, guarded, arg_labels)))
    return found


def _dims_text(reads: dict[ir.Value, set[int]], value: ir.Value, arg_labels: Sequence[str]) -> str:
    """The input dims `value` is computed from, as a message names them."""
    return ", ".join(arg_labels[k] for k in sorted(reads.get(value, ()))) or "constants"


def set_message(guard: ir.Operation, text: str) -> None:
    """Give a guard's `cf.assert` another message (`message`)."""
    guard.attributes["msg"] = ir.StringAttr.get(text, guard.context)


class _Constants:
    """The guards' constants of one function, each created once at the top of its body
    (a function has dozens of guards and a handful of distinct limits)."""

    def __init__(self, block: ir.Block):
        self.ip = ir.InsertionPoint.at_block_begin(block)
        self.location = ir.Location.unknown()
        self.values: dict[tuple[ir.Type, int], ir.Value] = {}

    def __call__(self, type_: ir.Type, value: int) -> ir.Value:
        key = (type_, value)  # types are uniqued: equal types hash alike
        if key not in self.values:
            self.values[key] = arith.constant(type_, value, ip=self.ip)
        return self.values[key]


def _is_wide(type_: ir.Type) -> bool:
    return isinstance(type_, ir.IndexType) or (isinstance(type_, ir.IntegerType) and type_.width == 64)


def _reads(ops: list[ir.Operation], block: ir.Block) -> dict[ir.Value, set[int]]:
    """Per value: the block arguments (input dims) it is computed from."""
    reads: dict[ir.Value, set[int]] = {arg: {i} for i, arg in enumerate(block.arguments)}
    for op in ops:
        found: set[int] = set()
        for operand in op.operands:
            found |= reads.get(operand, set())
        for result in op.results:
            reads[result] = found
    return reads


def _feeds(ops: list[ir.Operation]) -> dict[ir.Value, set[int]]:
    """Per value: the results of the function (terminator operands) it flows into."""
    feeds: dict[ir.Value, set[int]] = {}
    terminator = ops[-1]
    for i, operand in enumerate(terminator.operands):
        feeds.setdefault(operand, set()).add(i)
    for op in reversed(ops[:-1]):
        if op.name == "util.optimization_barrier":  # result i is operand i
            for result, operand in zip(op.results, op.operands):
                feeds.setdefault(operand, set()).update(feeds.get(result, ()))
            continue
        fed: set[int] = set()
        for result in op.results:
            fed |= feeds.get(result, set())
        for operand in op.operands:
            feeds.setdefault(operand, set()).update(fed)
    return feeds


def _constant(value: ir.Value) -> Optional[int]:
    """The value of an integer `arith.constant`, else None."""
    op = value.owner
    if not isinstance(op, ir.OpView) and not isinstance(op, ir.Operation):
        return None  # a block argument
    op = op.operation
    if op.name != "arith.constant":
        return None
    return ir.IntegerAttr(op.attributes["value"]).value


def _assert_fits(op: ir.Operation, message: str, constants: _Constants) -> Optional[ir.Operation]:
    """Before `op`: assert its result fits in int64 when its operands are positive.
    Returns the assert, or None when a constant operand shows it always fits (no guard)."""
    a, b = op.operands[0], op.operands[1]
    ca, cb = _constant(a), _constant(b)
    if op.name in ("arith.muli", "arith.addi") and ca is not None and cb is None:
        a, b, ca, cb = b, a, cb, ca  # commutative: the constant second
    type_ = a.type
    new = _Ops(ir.InsertionPoint(op), constants.location)

    def const(v: int) -> ir.Value:
        return constants(type_, v)

    if cb is not None:  # one compare against a limit: a <= limit (a <= 0 passes too)
        if op.name == "arith.shli":  # a << b fits iff a <= MAX >> b
            limit = INT64_MAX >> min(cb & 0xFFFFFFFFFFFFFFFF, 63)
        elif cb <= (1 if op.name == "util.align" else 0):
            return None  # a * b, a + b with b <= 0, aligning to 1: never past int64 for positive a
        elif op.name == "arith.muli":  # a * b fits iff a <= MAX / b
            limit = INT64_MAX // cb
        elif op.name == "arith.addi":  # a + b fits iff a <= MAX - b
            limit = INT64_MAX - cb
        else:  # util.align a to b: a + (b - 1) fits iff a <= MAX - (b - 1)
            limit = INT64_MAX - (cb - 1)
        if ca is not None and ca <= limit:
            return None
        # The quotient stays an op for the multiply (the compiler folds it): the IR shows its derivation.
        bound = new.op("arith.divsi", const(INT64_MAX), const(cb)) if op.name == "arith.muli" else const(limit)
        return new.assert_(new.cmp(_SLE, a, bound), message)
    zero, one, largest = const(0), const(1), const(INT64_MAX)
    if op.name == "arith.muli":  # a * b fits iff b <= 0 or a <= MAX / b
        divisor = new.select(new.cmp(_SGT, b, zero), b, one)
        limit = new.op("arith.divsi", largest, divisor)
        ok = new.op("arith.ori", new.cmp(_SLE, b, zero), new.cmp(_SLE, a, limit))
    elif op.name == "arith.addi":  # a + b fits iff a <= 0 or b <= MAX - a
        ok = new.op("arith.ori", new.cmp(_SLE, a, zero), new.cmp(_SLE, b, new.op("arith.subi", largest, a)))
    elif op.name == "arith.shli":  # a << b fits iff a <= 0 or a <= MAX >> b (b < 64, else poison anyway)
        shift = new.op("arith.minui", b, const(63))
        ok = new.op("arith.ori", new.cmp(_SLE, a, zero), new.cmp(_SLE, a, new.op("arith.shrsi", largest, shift)))
    else:  # util.align a to b: a + (b - 1) fits iff a <= 0 or a <= MAX - (b - 1)
        limit = new.op("arith.subi", largest, new.op("arith.subi", b, one))
        ok = new.op("arith.ori", new.cmp(_SLE, a, zero), new.cmp(_SLE, a, limit))
    return new.assert_(ok, message)


_SLE, _SGT = int(arith.CmpIPredicate.sle), int(arith.CmpIPredicate.sgt)


class _Ops:
    """The guards' ops, built by their dialects' op classes before one op, with the location and
    attributes made once: a function holds dozens of guards, and the dialects' builder functions
    cost about twice as much an op (each resolves its location and builds its attributes again)."""

    _BINARY = {"arith.divsi": arith.DivSIOp, "arith.ori": arith.OrIOp, "arith.subi": arith.SubIOp,
               "arith.minui": arith.MinUIOp, "arith.shrsi": arith.ShRSIOp}

    def __init__(self, ip: ir.InsertionPoint, location: ir.Location):
        self.ip, self.location = ip, location

    def op(self, name: str, x: ir.Value, y: ir.Value) -> ir.Value:
        """A binary arith op whose result has its operands' type."""
        return self._BINARY[name](x, y, loc=self.location, ip=self.ip).result

    def cmp(self, predicate: int, x: ir.Value, y: ir.Value) -> ir.Value:
        return arith.CmpIOp(ir.IntegerAttr.get(_i64(), predicate), x, y, loc=self.location, ip=self.ip).result

    def select(self, condition: ir.Value, x: ir.Value, y: ir.Value) -> ir.Value:
        return arith.SelectOp(condition, x, y, loc=self.location, ip=self.ip).result

    def assert_(self, condition: ir.Value, message: str) -> ir.Operation:
        return cf.AssertOp(condition, ir.StringAttr.get(message), loc=self.location, ip=self.ip).operation


def _i64() -> ir.Type:
    return ir.IntegerType.get_signless(64)
