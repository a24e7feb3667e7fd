"""A model with a dynamic input it never reads (an ONNX mask a graph ignores, say).

The ABI emits no `hal.buffer_view.assert` for such an argument, so its type comes from the
ABI's declaration; the other inputs' dispatches are extracted and dispatch like the model.
"""

from __future__ import annotations

import pytest

from iree_dynbench import api
from iree_dynbench.extraction.compiler import CompileOptions, model_to_vmfb
from iree_dynbench.testing.oracle import capture_dispatches

from support import compiling

MODEL = """
func.func @main(%a: tensor<?x64xf32>, %mask: tensor<?x8xi32>) -> tensor<?x64xf32> {
  %0 = arith.addf %a, %a : tensor<?x64xf32>
  return %0 : tensor<?x64xf32>
}
"""


@pytest.fixture(scope="module")
@compiling
def unused(tmp_path_factory):
    root = tmp_path_factory.mktemp("unused")
    model = root / "unused.mlir"
    model.write_text(MODEL)
    result = api.extract(model, ["5x64xf32", "3x8xi32"], output=root / "out")
    vmfb = root / "model.vmfb"
    model_to_vmfb(model, vmfb, CompileOptions()).run()
    return result, vmfb


def test_the_unused_input_keeps_its_declared_type(unused):
    result, _ = unused
    assert [str(t) for t in result.manifest.inputs] == ["tensor<?x64xf32>", "tensor<?x8xi32>"]
    assert [d.name for d in result.manifest.input_dims] == ["input0.dim0", "input1.dim0"]


def test_the_used_inputs_dispatch_is_queried_like_the_model(unused):
    result, vmfb = unused
    (params,) = api.open(result.output).query(["7x64xf32", "2x8xi32"])
    (real,) = capture_dispatches(vmfb, ["7x64xf32", "2x8xi32"])
    assert (params.workgroup_count, params.binding_lengths) == (real.workgroup_count, real.binding_lengths)
