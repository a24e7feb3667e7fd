"""Whether the shape math reads a weight is read off its ops (`irutil.holds_weights`): extract
compiles the model again with its weights when it does."""

from __future__ import annotations

from iree.compiler import ir

from iree_dynbench.passes.abi import WEIGHT_ELEMENTS
from iree_dynbench.passes.irutil import holds_weights, new_context


def _function(constant: str, elements: int) -> tuple[ir.Module, ir.Operation]:
    module = ir.Module.parse(f"""
util.func private @f() -> f32 {{
  %w = arith.constant {constant} : tensor<{elements}xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %w[%c0] : tensor<{elements}xf32>
  util.return %x : f32
}}""", new_context())
    return module, next(iter(module.body.operations)).operation


def test_a_weight_the_compiler_printed_without_its_values_is_a_weight_read():
    module, function = _function("dense_resource<__elided__>", WEIGHT_ELEMENTS + 1)
    assert holds_weights([function])


def test_a_constant_of_a_kernels_size_is_not_a_weight():
    module, function = _function("dense_resource<__elided__>", WEIGHT_ELEMENTS)
    assert not holds_weights([function])


def test_a_large_splat_is_printed_whole_so_is_not_a_weight_read():
    module, function = _function("dense<1.0>", WEIGHT_ELEMENTS + 1)
    assert not holds_weights([function])
