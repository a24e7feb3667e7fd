"""Sites whose shape math is the same ops share one guarded function: "the same" is read off
the ops (`irutil.structure`), and a copy's guards name its own dispatch (`Guards`)."""

from __future__ import annotations

from iree.compiler import ir

from iree_dynbench.passes.irutil import new_context, structure
from iree_dynbench.passes.overflow_guards import guard_function

_FUNCTIONS = """
util.func private @a(%d: index) -> index {
  %c = arith.constant 64 : index
  %m = arith.muli %d, %c : index
  util.return %m : index
}
util.func private @same_as_a(%d: index) -> index {
  %c = arith.constant 64 : index
  %m = arith.muli %d, %c : index
  util.return %m : index
}
util.func private @another_constant(%d: index) -> index {
  %c = arith.constant 32 : index
  %m = arith.muli %d, %c : index
  util.return %m : index
}
util.func private @operands_swapped(%d: index) -> index {
  %c = arith.constant 64 : index
  %m = arith.muli %c, %d : index
  util.return %m : index
}
util.func private @wider(%d: index) -> i64 {
  %c = arith.constant 64 : index
  %m = arith.muli %d, %c : index
  %w = arith.index_cast %m : index to i64
  util.return %w : i64
}
util.func private @two(%d: index, %e: index) -> index {
  %m = arith.muli %d, %e : index
  %n = arith.addi %m, %e : index
  util.return %n : index
}
"""


_PARSED: list[ir.Module] = []  # keeps the functions alive


def _functions() -> dict[str, ir.Operation]:
    module = ir.Module.parse(_FUNCTIONS, new_context())
    _PARSED.append(module)
    return {ir.StringAttr(op.attributes["sym_name"]).value: op.operation for op in module.body.operations}


def test_functions_of_the_same_ops_under_other_names_have_one_structure():
    f = _functions()
    assert structure(f["a"]) == structure(f["same_as_a"])
    assert hash(structure(f["a"])) == hash(structure(f["same_as_a"]))


def test_an_attribute_an_operand_order_or_an_op_more_makes_another_structure():
    f = _functions()
    others = [structure(f[name]) for name in ("another_constant", "operands_swapped", "wider")]
    assert all(other != structure(f["a"]) for other in others)


def _messages(function: ir.Operation) -> list[str]:
    body = function.regions[0].blocks[0].operations
    return [ir.StringAttr(op.attributes["msg"]).value for op in body if op.operation.name == "cf.assert"]


def test_a_copy_of_a_guarded_function_says_what_guarding_it_for_its_own_dispatch_says():
    labels, dims = ["binding 0 length"], ["input0.dim0", "input1.dim0"]
    first, fresh = _functions()["two"], _functions()["two"]
    guards = guard_function(first, labels, dims, "main_dispatch_0")
    copy = first.clone(ip=ir.InsertionPoint(first.parent.regions[0].blocks[0]))
    guards.name_dispatch(copy, "main_dispatch_7")
    guard_function(fresh, labels, dims, "main_dispatch_7")
    assert len(guards) == 2
    assert _messages(copy) == _messages(fresh)
    assert all(" of main_dispatch_7 would exceed int64" in m for m in _messages(copy))
