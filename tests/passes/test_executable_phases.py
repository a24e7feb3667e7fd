"""Extract compiles a model once, to executable-targets, and puts the configured
executables the compiler dumps back in their place: what the passes read (and
model.configured.mlir holds) must be what the compiler prints at executable-configurations."""

from __future__ import annotations

import pytest

from iree.compiler import ir

from iree_dynbench import extract
from iree_dynbench.cli import main
from iree_dynbench.extraction import compiler
from iree_dynbench.layout import ExtractDir
from iree_dynbench.passes import executable_phases, irutil

from support import SIZE_SETS, TESTDATA


@pytest.mark.parametrize("model", ["torch_block", "dyn_attention"])
def test_the_configured_ir_is_what_the_configured_phase_prints(extracted, tmp_path, model):
    """torch_block's kernels hold small constants (dense_resource blobs the dumps name but do not carry)."""
    expected = tmp_path / "configured.mlir"
    compiler.to_configured(TESTDATA / f"{model}.mlir", expected, compiler.CompileOptions()).run()
    printed = irutil.text_without_weights(ir.Module.parse(expected.read_text(), ir.Context()))
    assert (extracted(model).output / "model.configured.mlir").read_text() == printed


@pytest.mark.compiles
def test_the_configured_ir_of_a_gpu_target_is_what_the_configured_phase_prints(tmp_path):
    """ROCm: a GPU's exports still count with workgroup_count_from_slice when configured."""
    options = compiler.CompileOptions("rocm", (), "gfx942")
    result = extract(TESTDATA / "dyn_matmul.mlir", SIZE_SETS["dyn_matmul"][0], output=tmp_path / "out", target="rocm", target_chip="gfx942")
    expected = tmp_path / "configured.mlir"
    compiler.to_configured(TESTDATA / "dyn_matmul.mlir", expected, options).run()
    printed = irutil.text_without_weights(ir.Module.parse(expected.read_text(), ir.Context()))
    assert (result.output / "model.configured.mlir").read_text() == printed


@pytest.mark.compiles
def test_spirv_kernels_keep_their_constants(tmp_path):
    """A SPIR-V kernel holds its constants in its own form, so the one parse has no value for the
    configured kernels' dense_resource constants (torch_block has 14): extract compiles the
    configured phase too, and what it writes is that phase's print, values and all."""
    options = compiler.CompileOptions("vulkan-spirv", (), "rdna3")
    result = extract(TESTDATA / "torch_block.mlir", [], output=tmp_path / "out", target="vulkan-spirv", target_chip="rdna3")
    expected = tmp_path / "configured.mlir"
    compiler.to_configured(TESTDATA / "torch_block.mlir", expected, options).run()
    printed = irutil.text_without_weights(ir.Module.parse(expected.read_text(), ir.Context()))
    assert "dense_resource<torch_tensor_64_torch.float32" in printed
    assert (result.output / "model.configured.mlir").read_text() == printed


@pytest.mark.compiles
def test_an_executable_the_compiler_cannot_dump_is_configured_apart(tmp_path):
    """A function named `a/b`: the compiler cannot name a dump file for its executables, so the
    model is compiled to both phases instead; the extract is the same as for `main`."""
    model = tmp_path / "slash.mlir"
    model.write_text((TESTDATA / "dyn_matmul.mlir").read_text().replace("func.func @main", 'func.func @"a/b"'))
    result = extract(model, SIZE_SETS["dyn_matmul"][0], output=tmp_path / "out")
    (info,) = result.manifest.dispatches
    assert info.name.startswith("a_b_dispatch_0")
    expected = tmp_path / "configured.mlir"
    compiler.to_configured(model, expected, compiler.CompileOptions()).run()
    printed = irutil.text_without_weights(ir.Module.parse(expected.read_text(), ir.Context()))
    assert (result.output / "model.configured.mlir").read_text() == printed
    assert main(["run", str(result.output), "--max-time", "0.02"]) == 0


def _targets_and_dumps(tmp_path):
    output, dumps = tmp_path / "targets.mlir", tmp_path / "configurations"
    compiler.to_targets(TESTDATA / "torch_block.mlir", output, dumps, compiler.CompileOptions()).run()
    return output, sorted(dumps.glob("*.mlir"))


@pytest.mark.compiles
def test_the_translated_executables_are_kept_apart_by_name(tmp_path):
    output, dumps = _targets_and_dumps(tmp_path)
    parsed = ir.Module.parse(b"\n".join([p.read_bytes() for p in dumps] + [output.read_bytes()]), ir.Context())
    translated = executable_phases.split_phases(parsed)
    names = lambda m: [irutil.symbol_name(op) for op in m.body.operations if irutil.op_name(op) == "hal.executable"]
    assert names(translated) == names(parsed) and len(names(parsed)) == len(dumps)
    # configured: linalg in the kernels; translated: LLVM
    assert "linalg." in str(parsed) and "llvm.func" not in str(parsed)
    assert "llvm.func" in str(translated) and "linalg." not in str(translated)


@pytest.mark.compiles
def test_an_executable_without_its_configured_form_is_refused(tmp_path):
    output, dumps = _targets_and_dumps(tmp_path)
    missing = dumps.pop()
    parsed = ir.Module.parse(b"\n".join([p.read_bytes() for p in dumps] + [output.read_bytes()]), ir.Context())
    with pytest.raises(executable_phases.MissingConfiguration, match="no configured form"):
        executable_phases.split_phases(parsed)
    assert missing.exists()


def test_the_compilers_scratch_stays_out_of_the_output(extracted):
    """The model's IR and the dumps are written beside the output while it is staged, then removed."""
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
