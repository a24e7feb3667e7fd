"""An op dynbench does not handle costs only the dispatches that need it, and extract says so.

The Llama prefill (`testdata/decoders/llama_prefill.mlir`) sizes its rotary tables with a
float arange (`math.ceil` in the shape math). With `math.ceil` deliberately left
unsupported (the classifier is told so for this test), the dispatches whose own
parameters need it are skipped, each reason printed once and naming the op by its line
in the model, and extract exits 1. Every other dispatch is still written: those that
bind the model's transient buffer, whose total size needs `math.ceil` too, get a buffer
sized from what their kernel reaches, and dispatch what the model dispatches.
"""

from __future__ import annotations

import contextlib
import io
from collections import defaultdict

import pytest
from iree.compiler import ir

import iree_dynbench
from iree_dynbench.cli import main
from iree_dynbench.passes import irutil, shape_slice
from iree_dynbench.passes.abi import PROFILE_FUNCTION
from iree_dynbench.testing.oracle import capture_dispatches, compile_model

from support import TESTDATA, compiling

MODEL = TESTDATA / "decoders" / "llama_prefill.mlir"
SIZES = ["2x16xi64"]
CEIL_LINE = 37  # `torch.aten.arange ... -> !torch.vtensor<[?],f32>`, the float arange

pytestmark = pytest.mark.compiles


@pytest.fixture(scope="module")
@compiling
def without_ceil(tmp_path_factory):
    """(exit status, stderr lines, DIR, model vmfb) of extract with `math.ceil` left unsupported."""
    root = tmp_path_factory.mktemp("without_ceil")
    original = shape_slice.impurity

    def impurity(op):
        return "is left unsupported by this test" if op.operation.name == "math.ceil" else original(op)

    patch = pytest.MonkeyPatch()
    patch.setattr(shape_slice, "impurity", impurity)
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            status = main(["extract", str(MODEL), *[a for s in SIZES for a in ("--inputs", s)], "-o", str(root / "out")])
    finally:
        patch.undo()
    vmfb = root / "model.vmfb"
    compile_model(MODEL, vmfb)
    return status, err.getvalue().splitlines(), root / "out", vmfb


def test_extract_exits_1_and_writes_the_rest(without_ceil):
    status, _, out, _ = without_ceil
    suite = iree_dynbench.open(out)
    assert status == 1
    assert suite.manifest.dispatches and suite.manifest.skipped
    assert {s.cause for s in suite.manifest.skipped} == {"dynbench"}


def test_each_skip_reason_is_printed_once_with_the_models_line(without_ceil):
    _, lines, out, _ = without_ceil
    skipped = iree_dynbench.open(out).manifest.skipped
    printed = [line for line in lines if line.startswith("skipped dispatch")]
    assert len(printed) == len(set(printed)) == len(skipped)
    assert all(f"(math.ceil at {MODEL}:{CEIL_LINE}:" in line for line in printed)
    (summary,) = [line for line in lines if line.startswith("error:")]
    assert f"{len(skipped)} dispatch(es) skipped" in summary and "math.ceil" in summary


def test_the_dispatches_written_dispatch_what_the_model_does(without_ceil):
    """Workgroup counts and push constants as the replay records them; a binding sized from its
    kernel is no longer than the model's (the whole transient buffer), and the others are equal."""
    _, lines, out, vmfb = without_ceil
    suite = iree_dynbench.open(out)
    assert any(line.startswith("note:") and "sized from what their kernel reaches" in line for line in lines)
    real = defaultdict(list)
    for d in capture_dispatches(vmfb, SIZES):
        real[d.export].append(d)
    args = [str(d) for d in suite.dims(SIZES)] + ["1", "1"] * len(suite.manifest.dispatches)
    ran = capture_dispatches(out / "benchmarks.vmfb", args, function=PROFILE_FUNCTION)
    ordinals = {d.name: d.ordinal for d in suite.manifest.dispatches}
    sites = [*((d.ordinal, d.export) for d in suite.manifest.dispatches), *((s.ordinal, s.export) for s in suite.manifest.skipped)]
    occurrence, position = defaultdict(int), {}
    for ordinal, export in sorted(sites):  # which occurrence of its export each site is, in the model
        position[ordinal] = occurrence[export]
        occurrence[export] += 1
    shorter = 0
    for info, dispatch in zip(suite.manifest.dispatches, ran):
        expected = real[info.export][position[ordinals[info.name]]]
        assert dispatch.export == info.export
        assert (dispatch.workgroup_count, dispatch.push_constants) == (expected.workgroup_count, expected.push_constants)
        for ours, theirs in zip(dispatch.binding_lengths, expected.binding_lengths):
            assert 0 < ours <= theirs
            shorter += ours < theirs
    assert shorter > 0


def test_an_op_without_a_source_location_is_found_by_its_line_in_the_written_ir():
    """The fallback of a skip reason's location: the op's line in DIR/model.configured.mlir."""
    with ir.Context(), ir.Location.unknown():
        text = "util.func @f(%a: index) -> index {\n  %b = arith.addi %a, %a : index\n  util.return %b : index\n}\n"
        module = ir.Module.parse(text)
        module = ir.Module.parse(module.operation.get_asm())  # locations from an unnamed buffer
        func = module.body.operations[0]
        add = list(func.regions[0].blocks[0].operations)[0]
        assert irutil.source_location(add) is None
        assert irutil.lines_in_text(module, text, [add]) == {add.operation: (2, 8)}
