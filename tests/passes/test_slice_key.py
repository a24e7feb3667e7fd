"""`shape_slice.SliceKey`: equal keys exactly where `Materializer` would emit the same ops,
read off the model's values without emitting them. Parses IR only."""

from __future__ import annotations

from iree.compiler import ir

from iree_dynbench.passes.frames import Frame
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.passes.shape_slice import SliceKey

_MODEL = """
util.func public @main(%a: !hal.buffer_view, %b: !hal.buffer_view) {
  %d = hal.buffer_view.dim<%a : !hal.buffer_view>[0] : index
  %e = hal.buffer_view.dim<%b : !hal.buffer_view>[0] : index
  %c64 = arith.constant 64 : index
  %c32 = arith.constant 32 : index
  %d64 = arith.muli %d, %c64 : index
  %d64_again = arith.muli %d, %c64 : index
  %d32 = arith.muli %d, %c32 : index
  %e64 = arith.muli %e, %c64 : index
  %c64_d = arith.muli %c64, %d : index
  util.return
}
"""

_PARSED: list[ir.Module] = []  # one module (attributes compare within one context), kept alive


def _values() -> tuple[dict[str, ir.Value], Frame]:
    if not _PARSED:
        _PARSED.append(ir.Module.parse(_MODEL, new_context()))
    module = _PARSED[0]
    func = list(module.body.operations)[0].operation
    body = list(func.regions[0].blocks[0].operations)
    names = ["d", "e", "c64", "c32", "d64", "d64_again", "d32", "e64", "c64_d"]
    return {name: op.results[0] for name, op in zip(names, body)}, Frame(func)


def _key(*names: str, static_b: bool = False) -> tuple:
    values, frame = _values()
    dims = {0: ("argument", 0), 1: ("constant", 16) if static_b else ("argument", 1)}
    key = SliceKey(lambda dim: dims[dim.input]).of([(values[n], frame) for n in names])
    return tuple(key.ops)


def test_the_same_ops_on_the_same_input_dims_make_one_key():
    assert _key("d64") == _key("d64_again")
    assert _key("d64", "d64") == _key("d64_again", "d64_again")


def test_another_constant_another_input_dim_or_another_operand_order_makes_another_key():
    assert len({_key("d64"), _key("d32"), _key("e64"), _key("c64_d")}) == 4


def test_one_value_used_twice_and_two_equal_ops_make_other_keys():
    """`Materializer` emits one op for the first and two for the second."""
    assert _key("d64", "d64") != _key("d64", "d64_again")


def test_a_static_input_dim_is_a_constant_of_its_own_at_each_use():
    assert _key("e64", static_b=True) != _key("e64")
    assert ("constant", 16) in _key("e64", static_b=True)
