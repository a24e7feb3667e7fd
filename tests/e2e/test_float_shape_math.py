"""Shape math through floats computes what the model computes, its float rounding included.

`testdata/shape_math/arange_f32.mlir` sizes its output as torch's `arange(S, dtype=float32)`
does (`sitofp -> ceil -> fptoui` in f32): exact below 2^24, rounded to even above. Around
2^24 the real model runs, so the HAL replay is the oracle. `arange_f64.mlir` writes its math
in f64 (rows = ceil(f64(S) / 2^40)): IREE demotes f64 to f32 by default, so the model
computes it in f32, and around 2^53, where no model can run, an independent numpy
evaluation of that math is the oracle. With the demotion off, IREE 3.13's VM cannot compile
f64 host code at all: extract says so, naming the model's line.
"""

from __future__ import annotations

import numpy as np
import pytest

from iree_dynbench import extract
from iree_dynbench.benchmarks import QueryModule
from iree_dynbench.cli import main
from iree_dynbench.testing.oracle import capture_dispatches, compile_model

from support import TESTDATA, compiling

pytestmark = pytest.mark.compiles

MODELS = TESTDATA / "shape_math"
F32 = 4


def _f32_arange_length(s: int) -> int:
    """ceil(float32(s)) with one rounding of the int64 (what arith.sitofp does)."""
    return int(np.ceil(np.array([s], dtype=np.int64).astype(np.float32))[0])


@pytest.fixture(scope="module")
@compiling
def arange_f32(tmp_path_factory):
    root = tmp_path_factory.mktemp("arange_f32")
    vmfb = root / "model.vmfb"
    compile_model(MODELS / "arange_f32.mlir", vmfb)
    return extract(MODELS / "arange_f32.mlir", ["16xf32"], output=root / "out"), vmfb


@pytest.mark.parametrize("s", [2**24 - 1, 2**24 + 1, 2**24 + 3])
def test_float_arange_length_is_the_models_own_rounding_around_2_24(s, arange_f32):
    result, vmfb = arange_f32
    (computed,) = QueryModule(result.output / "query.vmfb", result.manifest).query([s])
    (real,) = capture_dispatches(vmfb, [f"{s}xf32"])
    assert (computed.workgroup_count, computed.push_constants, computed.binding_lengths) == (
        real.workgroup_count, real.push_constants, real.binding_lengths
    )
    assert computed.binding_lengths == (_f32_arange_length(s) * F32,)


def test_f32_rounding_changes_the_length_past_2_24():
    """The sizes above are not a test of nothing: f32 rounds 2^24 + 1 down and 2^24 + 3 up."""
    assert _f32_arange_length(2**24 + 1) == 2**24
    assert _f32_arange_length(2**24 + 3) == 2**24 + 4


@pytest.fixture(scope="module")
@compiling
def arange_f64(tmp_path_factory):
    return extract(MODELS / "arange_f64.mlir", ["16xf32"], output=tmp_path_factory.mktemp("arange_f64") / "out")


@pytest.mark.parametrize("s", [2**53 - 1, 2**53 + 1, 2**53 + 2**29, 2**53 + 3 * 2**29, 2**60 + 2**35])
def test_f64_source_math_is_computed_as_the_model_does_around_2_53(s, arange_f64):
    result = arange_f64
    (computed,) = QueryModule(result.output / "query.vmfb", result.manifest).query([s])
    as_f32 = np.array([s], dtype=np.int64).astype(np.float32) / np.float32(2**40)  # IREE's demotion
    rows = int(np.ceil(as_f32)[0])
    assert computed.binding_lengths == (rows * 16 * F32,)


def test_f64_and_f32_evaluations_differ_at_the_chosen_sizes():
    s = 2**53 + 2**29  # f32 rounds it to 2^53 (a tie, to even); f64 keeps it
    assert np.ceil(np.float64(s) / 2**40) == 8193
    assert np.ceil(np.array([s], dtype=np.int64).astype(np.float32)[0] / np.float32(2**40)) == 8192


def test_f64_host_math_that_iree_cannot_compile_is_one_error_naming_the_model_and_the_op(tmp_path, capsys):
    model = MODELS / "arange_f64.mlir"
    status = main([
        "extract", str(model), "--inputs", "16xf32", "-o", str(tmp_path / "out"),
        "--iree-flag=--iree-input-demote-f64-to-f32=false",
    ])
    err = capsys.readouterr().err
    assert status == 2
    lines = [line for line in err.splitlines() if line.startswith("error:")]
    assert len(lines) == 1 and "Traceback" not in err
    assert lines[0].startswith(f"error: {model}: its shape math as host code: failed to legalize operation 'arith.fptoui'")
    assert not (tmp_path / "out").exists()
