"""Extract compiles a model to `executable-configurations` (what the passes read and
model.configured.mlir holds), and the benchmark module's compile translates the kernels:
the one codegen of an extract, as of a plain compile."""

from __future__ import annotations

import pytest

from iree.compiler import ir

from iree_dynbench import extract
from iree_dynbench.cli import main
from iree_dynbench.extraction import compiler
from iree_dynbench.layout import ExtractDir
from iree_dynbench.passes import irutil

from support import SIZE_SETS, TESTDATA


def _configured_print(model, options=compiler.CompileOptions(), tmp_path=None) -> str:
    expected = tmp_path / "configured.mlir"
    compiler.to_configured(model, expected, options).run()
    return irutil.text_without_weights(ir.Module.parse(expected.read_text(), ir.Context()))


@pytest.mark.parametrize("model", ["torch_block", "dyn_attention"])
def test_the_configured_ir_is_what_the_configured_phase_prints(extracted, tmp_path, model):
    """The passes leave the model's IR as they found it."""
    printed = _configured_print(TESTDATA / f"{model}.mlir", tmp_path=tmp_path)
    assert (extracted(model).output / "model.configured.mlir").read_text() == printed


@pytest.mark.compiles
def test_spirv_kernels_keep_their_constants(tmp_path):
    """A SPIR-V kernel holds its constants in its own form once translated; configured, they are
    the model's `dense_resource` constants (torch_block has 14), and the benchmarks compile with them."""
    options = compiler.CompileOptions("vulkan-spirv", (), "rdna3")
    result = extract(TESTDATA / "torch_block.mlir", [], output=tmp_path / "out", target="vulkan-spirv", target_chip="rdna3")
    printed = _configured_print(TESTDATA / "torch_block.mlir", options, tmp_path)
    assert "dense_resource<torch_tensor_64_torch.float32" in printed
    assert (result.output / "model.configured.mlir").read_text() == printed
    assert (result.output / "benchmarks.vmfb").stat().st_size > 0


@pytest.mark.compiles
def test_a_function_named_with_a_slash_extracts_and_runs(tmp_path):
    """`a/b` names no file the compiler could write; extract writes none for it either."""
    model = tmp_path / "slash.mlir"
    model.write_text((TESTDATA / "dyn_matmul.mlir").read_text().replace("func.func @main", 'func.func @"a/b"'))
    result = extract(model, SIZE_SETS["dyn_matmul"][0], output=tmp_path / "out")
    (info,) = result.manifest.dispatches
    assert info.name.startswith("a_b_dispatch_0")
    assert main(["run", str(result.output), "--max-time", "0.02"]) == 0


def test_the_compilers_scratch_stays_out_of_the_output(extracted):
    """The model's IR and the benchmark module's phases are written beside the output while it is staged, then removed."""
    out = extracted("torch_block").output
    assert {p.name for p in out.iterdir()} <= ExtractDir.ENTRIES


@pytest.mark.compiles
def test_a_function_whose_name_holds_a_quote_extracts(tmp_path):
    """Symbol references are read with the compiler's bindings (`@"q\\22uote"` is `q"uote`), not
    unescaped by hand (which read `\\22` as an octal escape and found no such export)."""
    model = tmp_path / "quote.mlir"
    model.write_text((TESTDATA / "dyn_matmul.mlir").read_text().replace("func.func @main", 'func.func @"q\\22uote"'))
    result = extract(model, SIZE_SETS["dyn_matmul"][0], output=tmp_path / "out")
    assert result.manifest.function == 'q"uote' and len(result.manifest.dispatches) == 1
