"""Without --inputs, sizes come from the ranges the model asserts (util.assume.int)."""

from __future__ import annotations

import csv

import pytest

from iree_dynbench import extract
from iree_dynbench.cli import main
from iree_dynbench.extraction.driver import ASSUMED_SOURCE

from support import TESTDATA, compiling


@pytest.fixture(scope="module")
@compiling
def assumed(tmp_path_factory):
    return extract(TESTDATA / "torch_block.mlir", [], output=tmp_path_factory.mktemp("assumed") / "out")


def test_extract_without_inputs_takes_the_asserted_upper_bounds(assumed):
    manifest = assumed.manifest
    assert manifest.default_inputs_source == ASSUMED_SOURCE
    (shape,) = manifest.default_inputs
    dims = [int(d) for d in shape.split("x")[:-1]]
    for d in manifest.input_dims:
        bound = d.assume
        assert bound is not None and bound.umax is not None
        largest_allowed = bound.umax - bound.umax % (bound.udiv or 1)
        assert dims[d.dim] == largest_allowed
    assert len(manifest.dispatches) >= 20


@pytest.mark.compiles
def test_extract_says_which_sizes_it_chose(capsys, tmp_path):
    assert main(["extract", str(TESTDATA / "torch_block.mlir"), "-o", str(tmp_path / "out")]) == 0
    assert "util.assume.int" in capsys.readouterr().err


@pytest.mark.compiles
def test_extract_without_inputs_or_bounds_is_an_error(capsys, tmp_path):
    status = main(["extract", str(TESTDATA / "dyn_matmul.mlir"), "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert status == 2
    assert "no upper bound for input0.dim0" in err
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_sweep_takes_its_range_from_the_asserted_bounds(assumed, capsys, tmp_path):
    out = tmp_path / "sweep"
    args = ["sweep", str(assumed.output), "--dim", "input0.dim0:x4", "--dispatch", "0",
            "--min-time", "0.005", "--repetitions", "1", "--no-plot", "-o", str(out)]
    assert main(args) == 0
    with (out / "sweep.csv").open() as f:
        values = sorted({int(row["input0.dim0"]) for row in csv.DictReader(f)})
    bounds = next(d.assume for d in assumed.manifest.input_dims if d.name == "input0.dim0")
    divisor = bounds.udiv or 1
    assert values[0] == -(-bounds.umin // divisor) * divisor  # the smallest allowed size
    assert values[-1] <= bounds.umax
    assert all(b == a * 4 for a, b in zip(values, values[1:]))


def test_sweep_over_a_dim_without_bounds_needs_a_range(extracted, capsys, tmp_path):
    status = main(["sweep", str(extracted("dyn_matmul").output), "--dim", "input0.dim0", "-o", str(tmp_path / "s")])
    assert status == 2
    assert "asserts no range for input0.dim0" in capsys.readouterr().err
