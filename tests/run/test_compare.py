"""`dynbench compare`: isolated times next to in-model times (iree-benchmark-module)."""

from __future__ import annotations

import json
import os

import pytest

from iree_dynbench.api import compile_like_extract
from iree_dynbench.cli import main
from iree_dynbench.run.compare import compare, pair
from iree_dynbench.testing.oracle import in_model_dispatch_times
from iree_dynbench.run.options import TimingOptions
import iree_dynbench

from support import SIZE_SETS, TESTDATA, assert_times_agree

MODEL = "two_dims"
FAST = TimingOptions(min_time_s=0.05, repetitions=2)


@pytest.mark.parametrize("size_set", [0, 1])
@pytest.mark.alone
def test_every_dispatch_is_paired_with_its_in_model_row(extracted, model_vmfb, size_set):
    out = extracted(MODEL).output
    sizes = SIZE_SETS[MODEL][size_set]
    result = compare(TESTDATA / f"{MODEL}.mlir", out, sizes, compile_model=compile_like_extract, options=FAST)
    names = [r.name for r in result.run.rows]
    # timed in groups between batches of model runs, reported in the extract's order
    assert names == [d.name for d in extracted(MODEL).manifest.dispatches]
    paired = [n for row in result.rows for n in row.dispatches]
    assert sorted(paired) == sorted(names)  # every isolated dispatch is in exactly one row
    # the in-model side, measured again by the oracle on the plainly compiled model
    oracle, _ = in_model_dispatch_times(model_vmfb(MODEL), sizes, repetitions=2, min_time_s=0.05)
    by_export = {r.export: r for r in oracle}
    assert {r.export for r in result.rows} == set(by_export)
    for row in result.rows:
        again = by_export[row.export]
        assert row.calls == again.calls == len(row.dispatches) >= 1, row.note
        assert row.isolated_us > 0 and 0 < row.in_model_share <= 1
    assert result.model_us > 0 and result.median_ratio() > 0

    def times(result, oracle):
        by_export = {r.export: r for r in oracle}
        return {row.export: (row.in_model_us, by_export[row.export].mean_time_us * by_export[row.export].calls)
                for row in result.rows}

    def measure():
        again = compare(TESTDATA / f"{MODEL}.mlir", out, sizes, compile_model=compile_like_extract, options=FAST)
        return times(again, in_model_dispatch_times(model_vmfb(MODEL), sizes, repetitions=2, min_time_s=0.05)[0])

    assert_times_agree(measure, first=times(result, oracle))


def test_compare_cli_json(extracted, capsys):
    out = extracted(MODEL).output
    status = main(["compare", str(TESTDATA / f"{MODEL}.mlir"), str(out), "--format", "json",
                   "--min-time", "0.05", "--repetitions", "2"])
    captured = capsys.readouterr()
    assert status == 0, captured.err
    data = json.loads(captured.out)
    assert data["inputs"] == SIZE_SETS[MODEL][0] and data["cache"] == "warm"
    assert all(e["ratio"] > 0 and e["calls"] >= 1 for e in data["exports"])
    assert data["isolated_total_us"] > 0 and data["model_us"] > 0
    assert data["each_site"] is False and 1 <= data["timings"] <= data["call_sites"] == sum(e["calls"] for e in data["exports"])
    names = [d.name for d in iree_dynbench.open(out).manifest.dispatches]
    for e in data["exports"]:  # the table's `#`: the export's first call site in shapes.json
        assert e["index"] == min(names.index(d) for d in e["dispatches"].split())


@pytest.mark.parametrize(
    "args, message",
    [
        (["{missing_model}", "{out}"], "no such file"),
        (["{fifo}", "{out}"], "fifo.mlir: not a regular file"),  # read, it would block
        (["{out}", "{out}"], "is a directory, not a file"),
        (["{model}", "{missing}"], "no such directory"),
        (["{model}", "{out}", "--inputs", "7x64xf32", "--inputs", "5x9xf32", "--inputs", "64x31xf32"], "static 32"),
    ],
)
def test_bad_compare_input_is_one_line_and_exit_2(extracted, tmp_path, capsys, args, message):
    os.mkfifo(tmp_path / "fifo.mlir")
    paths = {"missing_model": tmp_path / "m.mlir", "model": TESTDATA / f"{MODEL}.mlir",
             "missing": tmp_path / "missing", "out": extracted(MODEL).output, "fifo": tmp_path / "fifo.mlir"}
    status = main(["compare", *(a.format(**paths) for a in args)])
    err = capsys.readouterr().err
    assert status == 2
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err


def test_compare_refuses_a_model_other_than_the_one_extracted(extracted, capsys):
    """Another model's in-model times would be paired with these kernels: one line, exit 2, nothing run."""
    out = extracted("dyn_matmul").output
    assert main(["compare", str(TESTDATA / "two_dims.mlir"), str(out), "--min-time", "0.01"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "not the model" in err and len(err.strip().splitlines()) == 1


def test_a_model_timed_without_dispatch_times_says_why_on_every_export(extracted):
    run = iree_dynbench.open(extracted(MODEL).output).run(options=FAST)
    rows = pair(run, (), "UNIMPLEMENTED; CUDA HAL-native profiling is not implemented")
    assert sorted(n for r in rows for n in r.dispatches) == sorted(r.name for r in run.rows)
    for row in rows:
        assert row.in_model_us is None and row.isolated_us > 0
        assert row.note == ("no in-model time: the device records no dispatch times "
                            "(UNIMPLEMENTED; CUDA HAL-native profiling is not implemented)")


def test_identical_work_is_timed_once_across_the_batches_as_run_times_it(extracted):
    # torch_block's layers call kernels alike; compare times its dispatches in batches between
    # the model's runs, and a work's call sites fall in one batch
    out = extracted("torch_block").output
    sizes = SIZE_SETS["torch_block"][0]
    result = compare(TESTDATA / "torch_block.mlir", out, sizes, compile_model=compile_like_extract, options=FAST)
    run = iree_dynbench.open(out).run(sizes, options=FAST)
    timed = lambda rows: sorted(r.name for r in rows if not r.timed_as)  # noqa: E731
    assert timed(result.run.rows) == timed(run.rows) and len(timed(run.rows)) < len(run.rows)
    assert [(r.name, r.timed_as, r.timed_for) for r in result.run.rows] == [
        (r.name, r.timed_as, r.timed_for) for r in run.rows]
