"""`dynbench sweep`: one compiled module over many sizes -> CSV, JSON, PNG."""

from __future__ import annotations

import csv
import json

import pytest

from iree_dynbench.cli import main
from iree_dynbench.errors import DynbenchError
from iree_dynbench.manifest import DimRange
from iree_dynbench.run.runner import Runner
from iree_dynbench.run.sweep import parse_dim

MODEL = "two_dims"
FAST_ARGS = ["--min-time", "0.02", "--repetitions", "2"]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def test_dim_ranges():
    names = ["input0.dim0", "input1.dim0"]
    assert parse_dim("input0.dim0=16..128:x2", names).values == (16, 32, 64, 128)
    assert parse_dim("input0.dim0=16..100", names).values == (16, 32, 64)
    assert parse_dim("input1.dim0=1..10:+4", names).values == (1, 5, 9)
    assert parse_dim("input1.dim0=3..3", names).values == (3,)


def test_dim_ranges_keep_the_asserted_divisor():
    """A dim the model assumes in 3..20 and a multiple of 2 (util.assume.int<umin=3, umax=20, udiv=2>)."""
    names = ["input0.dim0"]
    assumed = {"input0.dim0": DimRange(umin=3, umax=20, udiv=2)}
    assert parse_dim("input0.dim0:+2", names, assumed).values == (4, 6, 8, 10, 12, 14, 16, 18, 20)
    assert parse_dim("input0.dim0:x2", names, assumed).values == (4, 8, 16)
    assert parse_dim("input0.dim0:x1.5", names, assumed).values == (4, 6, 8, 12)  # 9, 13.5 round down
    assert parse_dim("input0.dim0=6..12:+6", names, assumed).values == (6, 12)
    for text, message in (("input0.dim0:+3", "STEP must be a multiple of 2"),
                          ("input0.dim0=3..12", "START must be a multiple of 2")):
        with pytest.raises(DynbenchError, match=message):
            parse_dim(text, names, assumed)
    zero = {"input0.dim0": DimRange(umin=0, umax=9, udiv=3)}
    assert parse_dim("input0.dim0:+3", names, zero).values == (3, 6, 9)


def test_sweep_writes_csv_json_and_a_png_that_opens(extracted, tmp_path, capsys):
    out = extracted(MODEL).output
    runner = Runner(out)
    dispatches = [d.name for d in runner.manifest.dispatches]
    base = dict(zip(runner.dim_names, runner.dims()))
    status = main(["sweep", str(out), "--dim", "input0.dim0=8..64:x2", "-o", str(tmp_path / "s"), *FAST_ARGS])
    captured = capsys.readouterr()
    assert status == 0, captured.err
    rows = list(csv.DictReader((tmp_path / "s" / "sweep.csv").open()))
    assert len(rows) == 4 * len(dispatches)
    assert [int(r["input0.dim0"]) for r in rows[:: len(dispatches)]] == [8, 16, 32, 64]
    assert all(int(r["input1.dim1"]) == base["input1.dim1"] for r in rows)  # unswept dims keep the extract sizes
    assert all(r["status"] == "ok" and float(r["median_us"]) > 0 for r in rows)
    matmuls = [r for r in rows if r["problem"].startswith("matmul")]
    assert [r["problem"].split()[1].split("x")[0] for r in matmuls] == ["8", "16", "32", "64"]
    data = json.loads((tmp_path / "s" / "sweep.json").read_text())
    assert data["dims"] == list(runner.dim_names) and len(data["rows"]) == len(rows)

    png = tmp_path / "s" / "sweep.png"
    assert png.read_bytes()[:8] == PNG_SIGNATURE
    image = pytest.importorskip("matplotlib.image").imread(png)
    assert image.shape[0] > 100 and image.shape[1] > 100


def test_sweep_over_inputs_sets(extracted, tmp_path, capsys):
    out = extracted(MODEL).output
    sets = ["3x64xf32,4x5xf32,64x32xf32", "9x64xf32,2x17xf32,64x32xf32"]
    args = ["sweep", str(out), *(a for s in sets for a in ("--inputs", s)), "--dispatch", "1",
            "-o", str(tmp_path / "s"), "--no-plot", *FAST_ARGS]
    assert main(args) == 0, capsys.readouterr().err
    rows = list(csv.DictReader((tmp_path / "s" / "sweep.csv").open()))
    assert [r["inputs"] for r in rows] == [s.replace(",", " ") for s in sets]
    assert not (tmp_path / "s" / "sweep.png").exists()


def test_an_output_that_is_a_file_is_one_line_and_exit_2_before_timing(extracted, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(Runner, "run", lambda *args, **kwargs: pytest.fail("timed before checking -o"))
    taken = tmp_path / "taken"
    taken.write_text("keep")
    for output in (taken, taken / "sub"):
        status = main(["sweep", str(extracted(MODEL).output), "--dim", "input0.dim0=1..2", "-o", str(output)])
        err = capsys.readouterr().err
        assert status == 2 and len(err.strip().splitlines()) == 1 and "taken" in err and "Traceback" not in err
    assert taken.read_text() == "keep"


@pytest.mark.parametrize(
    "args, message",
    [
        (["--dim", "input0.dim0=8"], "is not NAME[=START..STOP]"),
        (["--dim", "input0.dim0=64..8"], "START <= STOP"),
        (["--dim", "input0.dim0=8..64:x1"], "FACTOR must be greater than 1"),
        (["--dim", "nodim=1..4"], "no dynamic input dim 'nodim'"),
        (["--inputs", "3x64xf32,4x5xf32"], "--inputs set #1"),
        ([], "give the sizes to sweep"),
        (["--dim", "input0.dim0=1..2", "--dispatch", "nope"], "no dispatch 'nope'"),
    ],
)
def test_bad_sweep_input_is_one_line_and_exit_2(extracted, tmp_path, capsys, args, message):
    status = main(["sweep", str(extracted(MODEL).output), "-o", str(tmp_path / "s"), *args])
    err = capsys.readouterr().err
    assert status == 2
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    assert not (tmp_path / "s").exists()
