"""`dynbench sweep`: one compiled module over many sizes -> CSV, JSON, PNG."""

from __future__ import annotations

import csv
import json
import math
import os
import resource
import subprocess
import sys

import pytest

import iree_dynbench
from iree_dynbench.cli import main
from iree_dynbench.render.sweep import exponent, figure, kernels
from iree_dynbench.errors import DynbenchError
from iree_dynbench.manifest import DimRange
from iree_dynbench.run.options import TimingOptions
from iree_dynbench.run.runner import RunService
from iree_dynbench.run.sweep import parse_dim

from support import blocked_import_env, under_limit

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
    runner = iree_dynbench.open(out)
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
    monkeypatch.setattr(RunService, "run", lambda *args, **kwargs: pytest.fail("timed before checking -o"))
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
        (["--dim", "nodim=1..4"], "no dynamic input dim or symbol 'nodim'"),
        (["--inputs", "3x64xf32,4x5xf32"], "--inputs set #1"),
        (["--inputs", "7x64xf32", "--inputs", "5x9xf32", "--inputs", "64x32xf32"], "in one --inputs, comma-separated"),
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


# --- the plot's data and the summary table (matplotlib objects, not pixels) ---

PLOT_OPTIONS = TimingOptions(min_time_s=0.01, repetitions=1)


def _ys(values):
    """What a log axis can show: a time or rate of 0 (under the timer's resolution) is a gap."""
    return pytest.approx([v if v else math.nan for v in values], nan_ok=True)


def _panels(fig):
    """time, GFLOP/s, GB/s axes by their y labels."""
    found = {}
    for ax in fig.axes:
        label = ax.get_ylabel()
        found["time" if "time" in label else "flops" if "FLOP" in label else "bytes"] = ax
    return found


def _lines(ax) -> dict[str, object]:
    return {line.get_label(): line for line in ax.get_lines()}


@pytest.fixture(scope="module")
def one_dim(extracted):
    pytest.importorskip("matplotlib")
    return iree_dynbench.open(extracted(MODEL).output).sweep(["input0.dim0=8..64:x2"], options=PLOT_OPTIONS)


def test_plot_has_log_log_time_and_separate_flops_and_bytes_panels(one_dim):
    fig = figure(one_dim, top=5)
    panels = _panels(fig)
    assert set(panels) == {"time", "flops", "bytes"}
    assert all(ax.get_xscale() == "log" and ax.get_yscale() == "log" for ax in panels.values())
    for name in [r.name for r in one_dim.runs[0].rows]:  # two_dims: one call site per export
        rows = [next(r for r in run.rows if r.name == name) for run in one_dim.runs]
        time, flops, size = (_lines(panels[p])[name] for p in ("time", "flops", "bytes"))
        assert list(time.get_xdata()) == [8, 16, 32, 64]
        assert list(time.get_ydata()) == _ys([r.median_us for r in rows])
        # FLOP/s and bytes/s each on its own panel, never one standing in for the other
        assert list(flops.get_ydata()) == _ys([r.flops_per_s and r.flops_per_s / 1e9 for r in rows])
        assert list(size.get_ydata()) == _ys([r.bytes_per_s and r.bytes_per_s / 1e9 for r in rows])
    plt = pytest.importorskip("matplotlib.pyplot")
    plt.close(fig)


def test_plot_title_names_model_device_cache_and_fixed_dims(one_dim):
    fig = figure(one_dim)
    text = _panels(fig)["time"].get_title()
    assert "two_dims.mlir" in text and "local-task" in text and "warm caches" in text
    assert "fixed: input1.dim0=5, input1.dim1=9" in text
    pytest.importorskip("matplotlib.pyplot").close(fig)


def test_plot_legend_sits_outside_every_panel(one_dim):
    fig = figure(one_dim)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    legends = [ax.get_legend() for ax in fig.axes if ax.get_legend() is not None]
    assert legends
    kernels_shown = [t.get_text() for t in legends[0].get_texts()]
    assert len(kernels_shown) == len(one_dim.runs[0].rows)
    for legend in legends:
        box = legend.get_window_extent(renderer)
        assert all(box.x0 >= ax.get_window_extent(renderer).x1 for ax in fig.axes)
    pytest.importorskip("matplotlib.pyplot").close(fig)


def test_plot_merges_the_call_sites_of_one_export_into_one_kernel(extracted):
    """torch_block: 38 dispatches of 22 exports; softmax runs at two call sites."""
    pytest.importorskip("matplotlib")
    suite = iree_dynbench.open(extracted("torch_block").output)
    result = suite.sweep(["input0.dim1=8..16:x2"], options=PLOT_OPTIONS)
    exports = {r.export for r in result.runs[0].rows}
    fig = figure(result, top=100)
    panels = _panels(fig)
    time = _lines(panels["time"])
    assert len(time) == len(exports) == 22
    softmax = [r for r in result.runs[0].rows if "softmax" in r.export]
    assert len(softmax) == 2 and softmax[1].name == softmax[0].name + "__1"
    line = time[f"{softmax[0].name} (2 call sites)"]
    assert list(line.get_ydata()) == _ys(
        [sum(r.median_us for r in run.rows if r.export == softmax[0].export) for run in result.runs]
    )
    # a kernel with no FLOP count (a copy, a transpose) has a bytes line and no FLOP/s line
    first_site = {}
    for r in result.runs[0].rows:
        first_site.setdefault(r.export, r.name)
    no_flops = {first_site[r.export] for r in result.runs[0].rows if r.problem.flops is None}
    assert no_flops and not no_flops & {label.split(" (")[0] for label in _lines(panels["flops"])}
    assert no_flops <= {label.split(" (")[0] for label in _lines(panels["bytes"])}
    pytest.importorskip("matplotlib.pyplot").close(fig)


def test_a_two_dim_sweep_draws_one_line_per_value_of_the_other_dim(extracted):
    pytest.importorskip("matplotlib")
    suite = iree_dynbench.open(extracted(MODEL).output)
    result = suite.sweep(["input0.dim0=8..32:x2", "input1.dim0=2..4:x2"], options=PLOT_OPTIONS)
    fig = figure(result)
    time = _lines(_panels(fig)["time"])
    names = [r.name for r in result.runs[0].rows]
    assert sorted(time) == sorted(f"{n}, input1.dim0={v}" for n in names for v in (2, 4))
    for name in names:
        for value in (2, 4):
            line = time[f"{name}, input1.dim0={value}"]
            runs = [run for run in result.runs if run.dims[1] == value]
            assert list(line.get_xdata()) == [8, 16, 32] == [run.dims[0] for run in runs]
            assert list(line.get_ydata()) == _ys([next(r for r in run.rows if r.name == name).median_us for run in runs])
    assert "fixed: input1.dim1=9" in _panels(fig)["time"].get_title()
    pytest.importorskip("matplotlib.pyplot").close(fig)


def test_sweep_prints_a_summary_table_per_kernel(extracted, tmp_path, capsys):
    out = extracted(MODEL).output
    status = main(["sweep", str(out), "--dim", "input0.dim0=8..32:x2", "-o", str(tmp_path / "s"), "--no-plot",
                   *FAST_ARGS])
    printed = capsys.readouterr().out
    assert status == 0
    header = next(line for line in printed.splitlines() if "kernel" in line)
    for column in ("calls", "time @ input0.dim0=8", "time @ input0.dim0=32", "growth", "exponent",
                   "peak FLOP/s", "peak bytes/s", "share %"):
        assert column in header
    names = [d.name for d in iree_dynbench.open(out).manifest.dispatches]
    rows = [line for line in printed.splitlines() if any(f" {n} " in line for n in names)]
    assert len(rows) == len(names)
    assert "3 size(s), 3 kernel(s) of 3 dispatch(es)" in printed
    for line in rows:  # `#` is the dispatch's index in shapes.json (what `show` takes), not a rank
        index = int(line.strip("│┃ ").split()[0])
        assert names[index] in line


def test_summary_exponent_is_the_log_log_slope(one_dim):
    numpy = pytest.importorskip("numpy")
    for kernel in kernels(one_dim):
        points = [(p.dims[0], p.time_us) for p in kernel.points if p.time_us]
        slope, _ = numpy.polyfit(numpy.log([x for x, _ in points]), numpy.log([t for _, t in points]), 1)
        assert exponent(one_dim, kernel) == pytest.approx(slope)


def test_sweep_refuses_to_write_into_an_extract_output(extracted, capsys):
    out = extracted(MODEL).output
    before = sorted(p.name for p in out.iterdir())
    assert main(["sweep", str(out), "--dim", "input0.dim0=8..16", "-o", str(out), "--no-plot", *FAST_ARGS]) == 2
    assert "its own -o directory" in capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == before


def test_a_sweep_without_plot_removes_an_earlier_sweeps_plot(extracted, tmp_path):
    out, target = extracted(MODEL).output, tmp_path / "s"
    args = ["sweep", str(out), "--dim", "input0.dim0=8..16", "-o", str(target), *FAST_ARGS]
    assert main(args) == 0 and (target / "sweep.png").is_file()
    assert main([*args, "--no-plot"]) == 0
    assert not (target / "sweep.png").exists() and (target / "sweep.csv").is_file()


@pytest.mark.parametrize("columns", [80, 200])
def test_the_summary_table_fits_the_width_without_cutting_kernel_names(extracted, tmp_path, capsys, monkeypatch, columns):
    monkeypatch.setenv("COLUMNS", str(columns))
    out = extracted(MODEL).output
    assert main(["sweep", str(out), "--dim", "input0.dim0=8..16", "-o", str(tmp_path / "s"), "--no-plot", *FAST_ARGS]) == 0
    printed = capsys.readouterr().out
    table = printed[: printed.index("wrote ")]
    assert all(len(line) <= columns for line in table.splitlines())
    names = [d.name for d in iree_dynbench.open(out).manifest.dispatches]
    prefix = os.path.commonprefix(names)
    assert all(name[len(prefix):] in table for name in names)


def _failing(result, names):
    """The sweep as if the dispatches `names` had failed at every size (their rows' error set)."""
    from dataclasses import replace

    runs = tuple(
        replace(run, rows=tuple(replace(r, error="killed by SIGILL") if r.name in names else r for r in run.rows))
        for run in result.runs
    )
    return replace(result, runs=runs)


def test_a_sweep_where_every_dispatch_failed_writes_no_plot(one_dim, tmp_path):
    from iree_dynbench.render.sweep import plot

    failed = _failing(one_dim, {r.name for r in one_dim.runs[0].rows})
    assert plot(failed, tmp_path) is None
    assert list(tmp_path.iterdir()) == []


def test_the_plot_draws_only_the_kernels_timed_at_some_size(one_dim):
    first = one_dim.runs[0].rows[0].name
    fig = figure(_failing(one_dim, {first}), top=5)
    drawn = set(_lines(_panels(fig)["time"]))
    assert first not in drawn and drawn == {r.name for r in one_dim.runs[0].rows[1:]}
    pytest.importorskip("matplotlib.pyplot").close(fig)


def test_a_swept_dim_that_moves_none_of_the_selected_dispatches_is_warned_of(extracted):
    """two_dims: the matmul (dispatch 0) reads input0's rows only; sweeping input1's rows with
    it selected times the same problem at every point."""
    suite = iree_dynbench.open(extracted("two_dims").output)
    result = suite.sweep(["input1.dim0=5..10:+5"], dispatches=["0"], options=TimingOptions(0.005, 2))
    assert any(w.startswith("warning: sweeping input1.dim0 changes no selected dispatch's problem size")
               for w in result.warnings)
    everything = suite.sweep(["input1.dim0=5..10:+5"], options=TimingOptions(0.005, 2))
    assert not everything.warnings  # the reduction and the outer product read it


def test_a_dim_sweep_holds_the_other_dims_at_the_inputs_set_given(extracted):
    from iree_dynbench.run.sweep import sweep_points

    suite = iree_dynbench.open(extracted(MODEL).output)
    points = sweep_points(suite, ["input0.dim0=4..8:x2"], ["3x64xf32,5x9xf32,64x32xf32"])
    assert points == [[4, 5, 9], [8, 5, 9]]
    two_sets = sweep_points(suite, ["input0.dim0=4..8:x2"], ["3x64xf32,5x9xf32,64x32xf32", "3x64xf32,6x2xf32,64x32xf32"])
    assert two_sets == [[4, 5, 9], [8, 5, 9], [4, 6, 2], [8, 6, 2]]


def test_a_dim_sweep_says_which_values_it_holds_the_other_dims_at(extracted, tmp_path, capsys):
    out = str(extracted(MODEL).output)
    args = ["sweep", out, "--dim", "input0.dim0=4..8:x2", "--dispatch", "0", *FAST_ARGS, "--no-plot"]
    assert main([*args, "-o", str(tmp_path / "a")]) == 0
    err = capsys.readouterr().err
    assert "note: sweeping input0.dim0; the other dims held at extract's sizes: input1.dim0 = 5, input1.dim1 = 9" in err
    assert main([*args, "--inputs", "3x64xf32,6x2xf32,64x32xf32", "-o", str(tmp_path / "b")]) == 0
    err = capsys.readouterr().err
    assert "held at the --inputs set: input1.dim0 = 6, input1.dim1 = 2" in err
    rows = list(csv.DictReader((tmp_path / "b" / "sweep.csv").open()))
    assert {r["inputs"] for r in rows} == {"4x64xf32 6x2xf32 64x32xf32", "8x64xf32 6x2xf32 64x32xf32"}


def test_the_summary_s_smallest_and_largest_size_count_a_shared_size_once():
    """B shared by two inputs is one size: B=1 L=40 (40) is larger than B=2 L=15 (30), not
    smaller (as B^2 L would have it: 40 < 60)."""
    from pathlib import Path

    from iree_dynbench.render.sweep import summary_table
    from iree_dynbench.run.results import RunResult
    from iree_dynbench.run.sweep import SweepResult

    def run(dims):
        return RunResult(Path("out"), "local-task", "main", (), dims, TimingOptions(), ())

    result = SweepResult(("input0.dim0", "input1.dim0", "input0.dim1"), (run((1, 1, 40)), run((2, 2, 15))),
                         dim_symbols=("B", "B", "L"))
    headers = [c.header for c in summary_table(result, 200).columns]
    assert "time @ B=2 L=15" in headers[3] and "time @ B=1 L=40" in headers[4]


# --- the results before the plot; what the plot needs, before the timing ---

_SWEEP = [sys.executable, "-m", "iree_dynbench", "sweep", "--dim", "input0.dim0=8..16:x2", "--min-time", "0.001",
          "--repetitions", "1"]


def _sweep(extracted, out, env=None, limit=None) -> subprocess.CompletedProcess:
    """`dynbench sweep` of dyn_matmul into `out` in a process of its own (`env`, a `ulimit -f` of `limit` bytes)."""
    command = [*_SWEEP[:4], str(extracted("dyn_matmul").output), *_SWEEP[4:], "-o", str(out)]
    if limit is not None:
        command = under_limit(command, resource.RLIMIT_FSIZE, limit, resource.RLIM_INFINITY)
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)


def _kept_results(out) -> list[dict]:
    rows = list(csv.DictReader((out / "sweep.csv").open()))
    assert [r["input0.dim0"] for r in rows] == ["8", "16"] and all(r["status"] == "ok" for r in rows)
    assert len(json.loads((out / "sweep.json").read_text())["rows"]) == 2
    return rows


def test_a_plot_that_cannot_be_drawn_keeps_the_results(extracted, tmp_path):
    """matplotlib imports but its pyplot does not (a broken install): the CSV and JSON are
    written before the plot is drawn, and the one error line says so."""
    out = tmp_path / "s"
    proc = _sweep(extracted, out, env=blocked_import_env("matplotlib.pyplot", tmp_path / "site"))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.strip().splitlines()[-1] == (
        "error: the PNG plot needs matplotlib (pip install matplotlib); "
        f"the results were written: {out / 'sweep.csv'}, {out / 'sweep.json'}"
    )
    _kept_results(out)
    assert sorted(p.name for p in out.iterdir()) == ["sweep.csv", "sweep.json"]  # the checkpoint went with them


def test_a_plot_that_was_not_drawn_is_not_listed_as_the_sweep_s_file(extracted, tmp_path):
    """sweep.json lists what the sweep wrote, and the next sweep replaces only those: a sweep.png
    it never wrote (a person's, put there later) is not its to replace."""
    out = tmp_path / "s"
    proc = _sweep(extracted, out, env=blocked_import_env("matplotlib.pyplot", tmp_path / "site"))
    assert proc.returncode == 2
    assert json.loads((out / "sweep.json").read_text())["files"] == ["sweep.csv", "sweep.json"]
    drawn = tmp_path / "drawn"
    assert _sweep(extracted, drawn).returncode == 0
    assert json.loads((drawn / "sweep.json").read_text())["files"] == ["sweep.csv", "sweep.json", "sweep.png"]


def test_a_plot_that_cannot_be_written_keeps_the_results(extracted, tmp_path):
    """`ulimit -f` of 32 KB: sweep.csv and sweep.json fit, sweep.png (some 70 KB) does not."""
    out = tmp_path / "s"
    proc = _sweep(extracted, out, limit=32 * 1024)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    line = proc.stderr.strip().splitlines()[-1]
    assert "File too large" in line and line.endswith(f"; the results were written: {out / 'sweep.csv'}, {out / 'sweep.json'}")
    _kept_results(out)
    assert sorted(p.name for p in out.iterdir()) == ["sweep.csv", "sweep.json"]


def test_a_sweep_without_matplotlib_is_refused_before_timing(extracted, tmp_path):
    out = tmp_path / "s"
    env = blocked_import_env("matplotlib", tmp_path / "site")
    proc = _sweep(extracted, out, env=env)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.strip().splitlines() == [
        "error: the PNG plot (sweep.png) needs matplotlib, which cannot be imported (No module named 'matplotlib'): "
        "pip install matplotlib, or add --no-plot"
    ]
    assert not out.exists()  # nothing timed: no checkpoint, no folder
    done = subprocess.run([*_SWEEP[:4], str(extracted("dyn_matmul").output), *_SWEEP[4:], "-o", str(out), "--no-plot"],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    _kept_results(out)
