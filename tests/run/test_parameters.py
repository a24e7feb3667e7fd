"""Models with external parameters (`#flow.parameter.named`): timed with zero splats of what they
declare, or with the archives given (`--parameters scope=FILE`), as IREE's tools take them."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench import open as open_suite
from iree_dynbench.cli import main
from iree_dynbench.extraction.parameters import DeclaredParameter, declared_parameters
from iree_dynbench.run.options import TimingOptions
from iree_dynbench.errors import DynbenchError
from iree_dynbench.run.parameters import random_values, write_random_archive, write_zero_archive

MODEL = TESTDATA / "parameters" / "params_matmul.mlir"
FAST = TimingOptions(min_time_s=0.02, repetitions=3)


@pytest.fixture(scope="module")
@compiling
def extracted(tmp_path_factory) -> Path:
    return extract(MODEL, ["32x256xf32"], output=tmp_path_factory.mktemp("params") / "out").output


def test_the_declared_parameters_are_read_off_the_model():
    assert declared_parameters(MODEL) == [DeclaredParameter("model", "weight", 256 * 128 * 4, "f32", (256, 128)),
                                          DeclaredParameter("model", "bias", 128 * 4, "f32", (128,))]


def test_random_parameters_are_seeded_non_zero_values_of_each_declared_type_and_shape():
    """What the output check runs a model with external parameters on: zeros would hide a wrong
    kernel (a matmul with a zero operand is zero however it is tiled)."""
    import numpy as np

    declared = [DeclaredParameter("", "w", 64 * 32 * 4, "f32", (64, 32)), DeclaredParameter("", "h", 16 * 2, "f16", (16,)),
                DeclaredParameter("", "b", 8 * 2, "bf16", (8,)), DeclaredParameter("", "ids", 5 * 8, "i64", (5,))]
    values = [random_values(p, np.random.default_rng(0)) for p in declared]
    assert [len(v) for v in values] == [p.length for p in declared]
    weights = np.frombuffer(values[0], np.float32)
    assert weights.std() == pytest.approx(1 / np.sqrt(32), rel=0.2) and np.count_nonzero(weights) == weights.size
    assert np.all(np.abs(np.frombuffer(values[1], np.float16) - 1) < 1)  # a vector: near 1, as a norm's scale
    assert np.all(np.frombuffer(values[3], np.int64) >= 0)
    assert random_values(declared[0], np.random.default_rng(0)) == values[0]
    assert random_values(declared[0], np.random.default_rng(1)) != values[0]


def test_a_parameter_of_a_type_without_random_values_is_one_error(tmp_path):
    with pytest.raises(DynbenchError, match="no random values"):
        write_random_archive([DeclaredParameter("", "q", 4, "f8E4M3FN", (4,))], tmp_path)


def test_a_model_that_carries_its_weights_declares_none():
    assert declared_parameters(TESTDATA / "dyn_matmul.mlir") == []


def test_compare_runs_a_model_with_external_parameters_on_zero_splats(extracted):
    result = open_suite(extracted).compare(MODEL, options=FAST)
    (row,) = result.rows
    assert result.model_us > 0 and row.calls == 1 and row.in_model_us > 0


def test_compare_takes_the_parameter_archives_given(extracted, tmp_path):
    ((scope, path),) = write_zero_archive(declared_parameters(MODEL), tmp_path)
    result = open_suite(extracted).compare(MODEL, options=FAST, parameters=[f"{scope}={path}"])
    assert result.model_us > 0


def test_a_parameter_archive_that_is_not_there_is_one_error_line(extracted, tmp_path, capsys):
    code = main(["compare", str(MODEL), str(extracted), "--parameters", f"model={tmp_path / 'none.irpa'}"])
    err = capsys.readouterr().err
    assert code == 2 and "--parameters" in err and "no such file" in err and "Traceback" not in err


def test_parameters_given_for_a_model_that_declares_none_are_one_error_line(extracted_plain, tmp_path, capsys):
    """Weights inside the model: an archive given would be ignored, so it is refused."""
    ((scope, path),) = write_zero_archive(declared_parameters(MODEL), tmp_path)
    plain = TESTDATA / "dyn_matmul.mlir"
    code = main(["compare", str(plain), str(extracted_plain), "--parameters", f"{scope}={path}"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1
    assert "declares no external parameters" in err and "--parameters" in err


@pytest.fixture(scope="module")
@compiling
def extracted_plain(tmp_path_factory) -> Path:
    return extract(TESTDATA / "dyn_matmul.mlir", ["42x1024xf32", "1024x512xf32"],
                   output=tmp_path_factory.mktemp("plain") / "out").output


@pytest.mark.compiles
def test_ab_of_two_compiled_models_takes_their_parameter_archives(tmp_path, capsys):
    from iree_dynbench.api import compile_like_extract  # noqa: F401  (the model compiled as a user would)
    from iree_dynbench.extraction import compiler

    vmfb = tmp_path / "p.vmfb"
    compiler.model_to_vmfb(MODEL, vmfb, compiler.CompileOptions()).run()
    ((scope, path),) = write_zero_archive(declared_parameters(MODEL), tmp_path)
    code = main(["ab", "--model", str(vmfb), "--model", str(vmfb), "--inputs", "32x256xf32", "--parameters",
                 f"{scope}={path}", "--rounds", "5", "--runs", "2", "--pairs", "8", "--max-pairs", "8",
                 "--format", "csv"])
    captured = capsys.readouterr()
    assert code in (0, 1), captured.err  # A/A: judged, whatever the verdict
    assert "model" in captured.out and "no provider" not in captured.err


@pytest.mark.compiles
def test_ab_of_compiled_models_without_their_parameter_archives_says_which_flag_serves_them(tmp_path, capsys):
    """A vmfb does not say its parameters' sizes, so no zero splats can stand in: one line, exit 2."""
    from iree_dynbench.extraction import compiler

    vmfb = tmp_path / "p.vmfb"
    compiler.model_to_vmfb(MODEL, vmfb, compiler.CompileOptions()).run()
    code = main(["ab", "--model", str(vmfb), "--model", str(vmfb), "--inputs", "32x256xf32", "--rounds", "5",
                 "--runs", "2"])
    err = capsys.readouterr().err
    assert code == 2
    assert "loads external parameters of scope 'model'" in err and "--parameters model=FILE.irpa" in err
    assert "Traceback" not in err and "no provider" not in err
