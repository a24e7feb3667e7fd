"""Typed shorthands for building host code with the dialects' generated builders.

Host code (`host_code`) is built as IR at an `ir.InsertionPoint`, the way MLIR's
own Python tests and iree-turbine build it: values are `ir.Value`s (no SSA names
to keep unique), types are `ir.Type`s, symbols are attributes resolved through
the module's symbol table when it verifies, strings are attributes (never
escaped into text). This module holds the few shorthands every piece of host
code uses, and the only text of the project's host code: the names of the HAL
and util types and of one attribute no builder makes (`_FIXED`), parsed once per
context.
"""

from __future__ import annotations

from typing import Iterable, Optional, Sequence

from iree.compiler import ir
from iree.compiler.dialects import arith, cf, scf, util

# Types and attributes the bindings have no builder for, as the dialects print them.
_FIXED = {
    "device": "!hal.device",
    "buffer": "!hal.buffer",
    "allocator": "!hal.allocator",
    "command_buffer": "!hal.command_buffer",
    "executable": "!hal.executable",
    "fence": "!hal.fence",
    "util_buffer": "!util.buffer",
    "list": "!util.list<?>",
    "inline_never": "#util.inline.never",
}


def fixed_type(name: str) -> ir.Type:
    """One of the HAL/util types of `_FIXED`, in the current context."""
    return ir.Type.parse(_FIXED[name])


def inline_never() -> ir.Attribute:
    return ir.Attribute.parse(_FIXED["inline_never"])


def index() -> ir.Type:
    return ir.IndexType.get()


def i1() -> ir.Type:
    return ir.IntegerType.get_signless(1)


def i32() -> ir.Type:
    return ir.IntegerType.get_signless(32)


def i64() -> ir.Type:
    return ir.IntegerType.get_signless(64)


def scalar(name: str) -> ir.Type:
    """`index`, `i1`, `i32` or `i64` by name (the plans' types)."""
    return {"index": index, "i1": i1, "i32": i32, "i64": i64}[name]()


def const(type_: ir.Type, value: int) -> ir.Value:
    return arith.constant(type_, value)


def cmp(predicate: str, lhs: ir.Value, rhs: ir.Value) -> ir.Value:
    return arith.cmpi(getattr(arith.CmpIPredicate, predicate), lhs, rhs)


def symbol(name: str) -> ir.FlatSymbolRefAttr:
    return ir.FlatSymbolRefAttr.get(name)


def nested_symbol(names: Sequence[str]) -> ir.SymbolRefAttr:
    """`@a::@b::@c`: an export of a variant of an executable."""
    return ir.SymbolRefAttr.get(list(names))


def call(name: str, operands: Sequence[ir.Value], results: Sequence[ir.Type] = ()) -> list[ir.Value]:
    op = util.CallOp(list(results), symbol(name), list(operands))
    return list(op.results)


def load(name: str, type_: ir.Type) -> ir.Value:
    return util.global_load(type_, symbol(name))


def store(value: ir.Value, name: str) -> None:
    util.global_store(value, symbol(name))


def assert_(condition: ir.Value, message: str) -> None:
    cf.AssertOp(condition, message)


def barrier(values: Sequence[ir.Value]) -> list[ir.Value]:
    """`util.optimization_barrier`: the values, opaque to the compiler's folding."""
    if not values:
        return []
    return list(util.OptimizationBarrierOp([v.type for v in values], list(values)).results)


def function(
    name: str,
    inputs: Sequence[ir.Type],
    results: Sequence[ir.Type] = (),
    *,
    private: bool = False,
    attributes: Optional[dict[str, ir.Attribute]] = None,
    declaration: bool = False,
) -> tuple[ir.Operation, Optional[ir.Block]]:
    """A `util.func` at the current insertion point, and its entry block (none for a
    `declaration`: a function of another module, a private symbol)."""
    op = util.FuncOp(
        name,
        ir.TypeAttr.get(ir.FunctionType.get(list(inputs), list(results))),
        sym_visibility="private" if private or declaration else None,
    )
    for key, value in (attributes or {}).items():
        op.attributes[key] = value
    if declaration:
        return op.operation, None
    return op.operation, op.regions[0].blocks.append(*inputs)


def global_(name: str, type_: ir.Type, initial: Optional[int] = None, mutable: bool = True, public: bool = False) -> ir.Operation:
    """A private `util.global` (mutable unless said), holding `initial` (same type) if given."""
    value = None if initial is None else ir.IntegerAttr.get(type_, initial)
    return util.GlobalOp(
        name, ir.TypeAttr.get(type_), sym_visibility="public" if public else "private", is_mutable=mutable, initial_value=value
    ).operation


def return_(values: Iterable[ir.Value] = ()) -> None:
    util.ReturnOp(list(values))


class If:
    """`scf.if condition`, with an else block when it has results: `with branch.then():`
    builds the then block, `with branch.else_():` the else block (each ends with `yield_`)."""

    def __init__(self, condition: ir.Value, results: Sequence[ir.Type] = ()):
        self.op = scf.IfOp(condition, list(results), has_else=bool(results))
        self.results = list(self.op.results)

    def then(self) -> ir.InsertionPoint:
        return ir.InsertionPoint(self.op.then_block)

    def else_(self) -> ir.InsertionPoint:
        return ir.InsertionPoint(self.op.else_block)


def switch(selector: ir.Value, choices: Sequence[Sequence[ir.Value]]) -> list[ir.Value]:
    """`scf.index_switch selector`: the values of choice k where the selector is k (the
    first choice otherwise); every choice holds values of the same types."""
    op = scf.IndexSwitchOp([v.type for v in choices[0]], selector, list(range(1, len(choices))))
    for block, values in zip([op.default_block, *op.case_blocks], choices):
        with ir.InsertionPoint(block):
            yield_(values)
    return list(op.results)


def assert_cases(selector: ir.Value, condition: ir.Value, messages: Sequence[str]) -> None:
    """`scf.index_switch selector`: case k asserts `condition` with `messages[k]` (the first
    message otherwise)."""
    op = scf.IndexSwitchOp([], selector, list(range(1, len(messages))))
    for block, message in zip([op.default_block, *op.case_blocks], messages):
        with ir.InsertionPoint(block):
            assert_(condition, message)
            yield_()


def yield_(values: Sequence[ir.Value] = ()) -> None:
    scf.YieldOp(list(values))


def for_(lower: ir.Value, upper: ir.Value, step: ir.Value) -> tuple[ir.InsertionPoint, ir.Value]:
    """`scf.for` without iteration arguments: the insertion point of its body and its induction variable."""
    loop = scf.ForOp(lower, upper, step)
    return ir.InsertionPoint(loop.body), loop.induction_variable


def benchmark_attributes(reflection: bool = True) -> dict[str, ir.Attribute]:
    """`iree.abi.stub` (the function takes and returns plain values) and, for a dispatch
    benchmark, the reflection `iree-benchmark-module` reads."""
    attributes = {"iree.abi.stub": ir.UnitAttr.get()}
    if reflection:
        attributes["iree.reflection"] = ir.DictAttr.get({"iree.benchmark": ir.StringAttr.get("dispatch")})
    return attributes
