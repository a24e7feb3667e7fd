"""`dynbench diff BASE NEW`: per-dispatch ratio, U test, geometric mean, exit status for CI.

Inputs are real results: `dynbench run --json` / `--format json` of a real
extract, and stock `iree-benchmark-module` JSON of its benchmarks.vmfb and of the
real model. A known regression is a real run with one dispatch's times scaled.
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
import statistics
import subprocess
from pathlib import Path

import pytest
from scipy.stats import mannwhitneyu

import iree_dynbench
from iree_dynbench.cli import main
from iree_dynbench.run.diff import DYNBENCH_GBENCH, STOCK_GBENCH
from iree_dynbench.render.results import to_json
from iree_dynbench.run.options import TimingOptions
from iree_dynbench.iree_tools import find_runtime_tool

from support import SIZE_SETS, run_inputs

MODEL = "two_dims"
RUN = ["--min-time", "0.02"]


@pytest.fixture(scope="module")
def out(extracted) -> Path:
    return extracted(MODEL).output


@pytest.fixture(scope="module")
def runs(out, tmp_path_factory) -> dict[str, Path]:
    """Real runs, each written once: two at 5 repetitions (Google Benchmark JSON), one as dynbench's
    own JSON, one at 2 repetitions, one at other sizes."""
    d = tmp_path_factory.mktemp("runs")
    files = {}
    for name, extra in (
        ("base", ["--repetitions", "5", "--json", str(d / "base.json")]),
        ("new", ["--repetitions", "5", "--json", str(d / "new.json")]),
        ("few", ["--repetitions", "2", "--json", str(d / "few.json")]),
        ("other", ["--repetitions", "3", "--json", str(d / "other.json"), "--inputs", "8x64xf32",
                   "--inputs", "5x9xf32", "--inputs", "64x32xf32"]),
    ):
        assert main(["run", str(out), *RUN, "--format", "csv", *extra]) == 0
        files[name] = d / f"{name}.json"
    own = iree_dynbench.open(out).run(options=TimingOptions(0.02, 5))  # what `run --format json` prints
    (d / "own.json").write_text(to_json(own))
    files["own"] = d / "own.json"
    return files


def scaled(path: Path, dispatch: int, factor: float, target: Path) -> Path:
    """The real run in `path` with dispatch `dispatch`'s times multiplied by `factor`."""
    data = json.loads(path.read_text())
    names = sorted({b["run_name"] for b in data["benchmarks"]}, key=[b["run_name"] for b in data["benchmarks"]].index)
    for b in data["benchmarks"]:
        if b["run_name"] == names[dispatch] and b.get("aggregate_unit", "time") == "time":
            b["real_time"] *= factor
            b["cpu_time"] *= factor
    target.write_text(json.dumps(data))
    return target


def diff_json(capsys, *args: str) -> tuple[int, dict, str]:
    status = main(["diff", *args, "--format", "json"])
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if captured.out else {}), captured.err


def times_us(path: Path) -> dict[str, list[float]]:
    data = json.loads(path.read_text())
    times: dict[str, list[float]] = {}
    for b in data["benchmarks"]:
        if b["run_type"] == "iteration":
            assert b["time_unit"] == "ns"
            times.setdefault(b["run_name"].split("/")[0], []).append(b["real_time"] / 1e3)
    return times


def test_two_real_runs_pair_every_dispatch_with_ratio_u_test_and_geometric_mean(out, runs, capsys):
    status, data, err = diff_json(capsys, str(runs["base"]), str(runs["new"]))
    names = [d.name for d in iree_dynbench.open(out).manifest.dispatches]
    rows = data["dispatches"]
    assert [r["dispatch"] for r in rows] == names
    base, new = times_us(runs["base"]), times_us(runs["new"])
    for r in rows:
        b, n = base[r["dispatch"]], new[r["dispatch"]]
        assert r["base_median_us"] == pytest.approx(statistics.median(b))
        assert r["ratio"] == pytest.approx(statistics.median(n) / statistics.median(b))
        assert r["p_value"] == pytest.approx(mannwhitneyu(n, b, alternative="two-sided").pvalue)
        assert (r["base_repetitions"], r["new_repetitions"]) == (5, 5)
        assert r["limit"] == pytest.approx(1.10 + statistics.stdev(b) / statistics.fmean(b)
                                           + statistics.stdev(n) / statistics.fmean(n))
        assert r["ratio_low"] <= r["ratio"] <= r["ratio_high"]
        slower = r["ratio"] > 1.10 and r["p_value"] < 0.05 and r["ratio_low"] > r["limit"]
        assert (r["verdict"] == "slower") == slower
    assert data["geomean_ratio"] == pytest.approx(math.exp(statistics.fmean(math.log(r["ratio"]) for r in rows)))
    assert data["base"]["sizes"] == data["new"]["sizes"] == {"input0.dim0": 7, "input1.dim0": 5, "input1.dim1": 9}
    assert data["base"]["kind"] == DYNBENCH_GBENCH
    assert all("load average" in note for note in data["notes"])  # nothing else differs
    assert status == (1 if data["regressions"] else 0), err  # CI: exit 1 exactly when something got slower


def test_a_run_against_itself_is_unchanged_and_exits_0(runs, capsys):
    status, data, err = diff_json(capsys, str(runs["base"]), str(runs["base"]))
    assert status == 0, err
    assert {r["verdict"] for r in data["dispatches"]} == {"unchanged"}
    assert {r["ratio"] for r in data["dispatches"]} == {1.0} and data["geomean_ratio"] == pytest.approx(1.0)


def test_a_dispatch_whose_repetitions_read_one_time_diffs_with_its_zero_spread(runs, tmp_path, capsys):
    """A tiny dispatch can read the same time in every repetition (the profile's resolution):
    its `stddev` and `cv` aggregates are 0, which is a spread, not a time to refuse."""
    data = json.loads(runs["base"].read_text())
    first = data["benchmarks"][0]["run_name"]
    for b in data["benchmarks"]:
        if b["run_name"] == first:
            if b["run_type"] == "iteration" or b.get("aggregate_name") in ("mean", "median"):
                b["real_time"] = b["cpu_time"] = 100.0
            elif b.get("aggregate_name") in ("stddev", "cv"):
                b["real_time"] = b["cpu_time"] = 0.0
    flat = tmp_path / "flat.json"
    flat.write_text(json.dumps(data))
    status, result, err = diff_json(capsys, str(flat), str(flat))
    assert status == 0, err
    assert {r["verdict"] for r in result["dispatches"]} == {"unchanged"}


def test_a_significant_slowdown_past_the_threshold_exits_1_and_names_the_dispatch(runs, tmp_path, capsys):
    slow = scaled(runs["base"], 1, 10.0, tmp_path / "slow.json")
    status, data, err = diff_json(capsys, str(runs["base"]), str(slow))
    assert status == 1
    row = data["dispatches"][1]
    assert row["verdict"] == "slower" and row["ratio"] == pytest.approx(10.0) and row["p_value"] < 0.05
    assert [r["verdict"] for k, r in enumerate(data["dispatches"]) if k != 1] == ["unchanged"] * 2
    assert data["regressions"] == [row["dispatch"]]
    assert "1 regression(s) over 1.1x" in err and row["dispatch"] in err
    # the other way round it is faster, which CI accepts; a threshold above the ratio accepts it too
    status, data, _ = diff_json(capsys, str(slow), str(runs["base"]))
    assert status == 0 and data["dispatches"][1]["verdict"] == "faster"
    assert main(["diff", str(runs["base"]), str(slow), "--threshold", "11"]) == 0
    capsys.readouterr()


def test_a_slowdown_that_is_not_significant_does_not_fail(runs, tmp_path, capsys):
    """One repetition of five made 10x slower moves the median little and the U test not at all."""
    data = json.loads(runs["base"].read_text())
    first = next(b for b in data["benchmarks"] if b["run_type"] == "iteration")
    first["real_time"] *= 10
    noisy = tmp_path / "noisy.json"
    noisy.write_text(json.dumps(data))
    status, result, err = diff_json(capsys, str(runs["base"]), str(noisy), "--threshold", "1.0")
    row = result["dispatches"][0]
    assert row["p_value"] > 0.05 and row["verdict"] in ("unchanged", "not significant")
    assert status == 0, err


def test_fewer_than_3_repetitions_say_na_and_judge_by_the_ratio_alone(runs, tmp_path, capsys):
    status = main(["diff", str(runs["few"]), str(runs["few"])])
    captured = capsys.readouterr()
    assert status == 0, captured.err
    table = [line for line in captured.out.splitlines() if "dispatch_" in line]
    assert len(table) == 3 and all(" n/a " in line and "2/2" in line for line in table)
    assert "note: fewer than 3 repetitions a side" in captured.err
    slow = scaled(runs["few"], 0, 1.5, tmp_path / "slow.json")
    status, data, _ = diff_json(capsys, str(runs["few"]), str(slow))
    assert status == 1 and data["dispatches"][0]["p_value"] is None and data["dispatches"][0]["verdict"] == "slower"


def test_runs_at_different_sizes_are_one_line_and_exit_2(runs, capsys):
    status = main(["diff", str(runs["base"]), str(runs["other"])])
    err = capsys.readouterr().err
    assert status == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert "different sizes (input0.dim0=7 input1.dim0=5 input1.dim1=9 vs input0.dim0=8 " in err


def test_dynbench_own_json_diffs_against_its_google_benchmark_json(runs, capsys):
    status, data, err = diff_json(capsys, str(runs["own"]), str(runs["base"]), "--threshold", "1000")
    assert status == 0, err
    assert all(r["ratio"] > 0 and r["base_repetitions"] == 5 for r in data["dispatches"])
    assert data["base"]["sizes"] == data["new"]["sizes"]
    assert all("load average" in note for note in data["notes"])


def stock_json(argv: list[str], path: Path) -> Path:
    proc = subprocess.run(
        [str(find_runtime_tool("iree-benchmark-module")), *argv, "--device=local-task", "--benchmark_repetitions=3",
         "--benchmark_min_time=0.01s", f"--benchmark_out={path}", "--benchmark_out_format=json"],
        capture_output=True, text=True,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return path


def test_stock_benchmark_module_json_of_the_dispatch_benchmarks_pairs_by_name_with_a_note(out, runs, tmp_path, capsys):
    stock = stock_json([f"--module={out / 'benchmarks.vmfb'}", "--batch_size=100"], tmp_path / "stock.json")
    status, data, err = diff_json(capsys, str(runs["base"]), str(stock), "--threshold", "1000")
    assert status == 0, err
    assert data["new"]["kind"] == STOCK_GBENCH and data["new"]["sizes"] is None
    assert "note: NEW (stock Google Benchmark JSON) carries no sizes: its benchmarks are paired by name" in err
    names = [d.name for d in iree_dynbench.open(out).manifest.dispatches]
    assert [r["dispatch"] for r in data["dispatches"]] == names  # BM_<name>/process_time/real_time -> <name>
    assert all(r["ratio"] > 0 and r["new_repetitions"] == 3 and r["p_value"] is not None for r in data["dispatches"])


def test_stock_json_of_the_real_model_diffs_the_whole_model(model_vmfb, tmp_path, capsys):
    argv = [f"--module={model_vmfb(MODEL)}", "--function=main",
            *(f"--input={i}" for i in run_inputs(MODEL, SIZE_SETS[MODEL][0]))]
    a, b = stock_json(argv, tmp_path / "a.json"), stock_json(argv, tmp_path / "b.json")
    result = iree_dynbench.diff(a, b, threshold=1000)
    (row,) = result.rows
    assert row.name == "main" and len(row.base.times_us) == len(row.new.times_us) == 3
    assert row.ratio == pytest.approx(row.new_median_us / row.base_median_us) and row.p_value is not None
    assert result.geomean_ratio == pytest.approx(row.ratio) and not result.regressions


@pytest.mark.parametrize(
    "args, message",
    [
        (["{base}", "{missing}"], "missing.json: no such file"),
        (["{tmp}", "{base}"], "is a directory, not a results file"),
        (["{text}", "{base}"], "text.json: not JSON"),
        (["{other_json}", "{base}"], "not a results file (expected Google Benchmark JSON"),
        (["{base}", "{plan}"], "plan.json: a dynbench plan file, not a results file (expected Google Benchmark JSON"),
        (["{manifest}", "{base}"], "shapes.json: not a results file (expected Google Benchmark JSON"),
        (["{base}", "{base}", "--threshold", "0.9"], "--threshold is a ratio of at least 1"),
        (["{base}", "{base}", "--alpha", "1.5"], "--alpha is a significance level between 0 and 1"),
        (["{base}", "{unrelated}"], "have no benchmark in common"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(runs, tmp_path, capsys, args, message):
    (tmp_path / "text.json").write_text("not json\n")
    (tmp_path / "other.json").write_text('{"generator": "iree-dynbench", "dispatches_": []}\n')
    # a plan's dispatches have names too, and shapes.json's list dispatches: neither holds times
    (tmp_path / "plan.json").write_text('{"kind": "plan", "dispatches": [{"dispatch": "main_dispatch_0"}]}\n')
    (tmp_path / "shapes.json").write_text('{"schema_version": 3, "dispatches": [{"name": "main_dispatch_0"}]}\n')
    unrelated = json.loads(runs["base"].read_text())
    for b in unrelated["benchmarks"]:
        b["run_name"] = b["name"] = "x" + b["name"]
    (tmp_path / "unrelated.json").write_text(json.dumps(unrelated))
    paths = {"base": runs["base"], "missing": tmp_path / "missing.json", "tmp": tmp_path,
             "text": tmp_path / "text.json", "other_json": tmp_path / "other.json",
             "unrelated": tmp_path / "unrelated.json", "plan": tmp_path / "plan.json",
             "manifest": tmp_path / "shapes.json"}
    status = main(["diff", *(a.format(**paths) for a in args)])
    err = capsys.readouterr().err
    assert status == 2 and "Traceback" not in err
    assert message in err and len(err.strip().splitlines()) == 1, err


def test_a_device_file_is_refused_without_being_read(runs, capsys):
    status = main(["diff", "/dev/zero", str(runs["base"])])
    err = capsys.readouterr().err
    assert status == 2 and err.strip() == "error: /dev/zero: not a regular file, not a results file"


def _edited(path: Path, target: Path, edit) -> Path:
    data = json.loads(path.read_text())
    edit(data)
    target.write_text(json.dumps(data))
    return target


def _iterations(data: dict) -> list[dict]:
    return [b for b in data["benchmarks"] if b["run_type"] == "iteration"]


@pytest.mark.parametrize("name, edit, message", [
    ("huge_cpus", lambda d: d["context"].update(num_cpus=10**400), "num_cpus"),
    ("infinite_after_unit", lambda d: [b.update(real_time=1e308, time_unit="s") for b in _iterations(d)], "outside"),
    ("subnormal", lambda d: [b.update(real_time=1e-320) for b in _iterations(d)], "outside"),
])
def test_records_past_what_a_float_ratio_holds_are_malformed(runs, tmp_path, capsys, name, edit, message):
    """Times whose ratios or spread leave a float (or a CPU count past one) are no results: one
    line, exit 2, never a traceback or `Infinity` in the JSON."""
    bad = _edited(runs["base"], tmp_path / f"{name}.json", edit)
    for args in ([str(runs["base"]), str(bad)], [str(bad), str(runs["base"])]):
        status = main(["diff", *args, "--format", "json"])
        captured = capsys.readouterr()
        assert status == 2 and captured.out == "", captured.out
        (line,) = captured.err.strip().splitlines()
        assert "a benchmark record is malformed" in line and message in line, line


def test_own_json_with_huge_times_is_malformed(runs, tmp_path, capsys):
    def huge(data):
        for d in data["dispatches"]:
            d["times_us"] = [1e308] * len(d["times_us"])

    bad = _edited(runs["own"], tmp_path / "huge.json", huge)
    status = main(["diff", str(runs["own"]), str(bad)])
    err = capsys.readouterr().err
    assert status == 2 and "outside" in err and len(err.strip().splitlines()) == 1, err


def test_csv_has_one_row_per_dispatch(runs, capsys):
    assert main(["diff", str(runs["base"]), str(runs["base"]), "--format", "csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [int(r["index"]) for r in rows] == [0, 1, 2] and {r["verdict"] for r in rows} == {"unchanged"}


def test_a_run_on_a_busy_machine_gets_a_note(runs, tmp_path, capsys):
    """Google Benchmark's context has the load average when the run started."""
    data = json.loads(runs["base"].read_text())
    data["context"]["load_avg"] = [float(data["context"]["num_cpus"]), 0.0, 0.0]
    busy = tmp_path / "busy.json"
    busy.write_text(json.dumps(data))
    data["context"]["load_avg"] = [0.0, 0.0, 0.0]
    quiet = tmp_path / "quiet.json"
    quiet.write_text(json.dumps(data))
    assert main(["diff", str(quiet), str(busy)]) == 0
    err = capsys.readouterr().err
    assert f"note: NEW ran at load average {float(data['context']['num_cpus']):.1f} on " in err
    assert "BASE ran at" not in err


def test_a_dispatch_that_failed_in_new_is_a_regression(runs, tmp_path, capsys):
    """A failed row of `run --json` (error_occurred, as Google Benchmark marks it) fails the job."""
    data = json.loads(runs["base"].read_text())
    failing = data["benchmarks"][0]["run_name"]
    data["benchmarks"] = [b for b in data["benchmarks"] if b["run_name"] != failing] + [{
        "name": failing, "run_name": failing, "run_type": "iteration", "repetitions": 5, "repetition_index": 0,
        "family_index": 0, "per_family_instance_index": 0, "threads": 1, "iterations": 0, "real_time": 0.0,
        "cpu_time": 0.0, "time_unit": "ns", "error_occurred": True, "error_message": "RESOURCE_EXHAUSTED",
    }]
    failed = tmp_path / "failed.json"
    failed.write_text(json.dumps(data))
    status, result, err = diff_json(capsys, str(runs["base"]), str(failed))
    assert status == 1
    row = next(r for r in result["dispatches"] if r["verdict"] == "failed in NEW")
    assert row["dispatch"] == failing.split("/")[0] and row["ratio"] is None
    status, result, _ = diff_json(capsys, str(failed), str(runs["base"]))
    assert status == 0 and "failed in BASE" in {r["verdict"] for r in result["dispatches"]}


def test_the_suite_diffs_two_of_its_runs_as_the_cli_does(out, runs, tmp_path, capsys):
    suite = iree_dynbench.open(out)
    slower = scaled(runs["base"], 1, 10.0, tmp_path / "slower.json")
    result = suite.diff(runs["base"], slower)
    code, data, _ = diff_json(capsys, str(runs["base"]), str(slower))
    assert [r.name for r in result.regressions] == data["regressions"] != []
    assert code == 1


def test_dispatches_missing_from_new_are_named_in_a_note(runs, tmp_path, capsys):
    data = json.loads(runs["base"].read_text())
    first = data["benchmarks"][0]["run_name"]
    data["benchmarks"] = [b for b in data["benchmarks"] if b["run_name"] != first]
    fewer = tmp_path / "fewer.json"
    fewer.write_text(json.dumps(data))
    status, result, err = diff_json(capsys, str(runs["base"]), str(fewer))
    assert any("not in NEW" in n for n in result["notes"]) and "note: 1 dispatch(es) of BASE are not in NEW" in err


def test_a_busy_run_in_dynbench_own_json_gets_the_note_too(runs, tmp_path, capsys):
    """`run --format json` records the load average as `run --json` does."""
    data = json.loads(runs["own"].read_text())
    assert isinstance(data["num_cpus"], int) and "load_avg" in data
    data["load_avg"], data["num_cpus"] = 8.0, 2
    busy = tmp_path / "busy-own.json"
    busy.write_text(json.dumps(data))
    data["load_avg"] = 0.0
    quiet = tmp_path / "quiet-own.json"
    quiet.write_text(json.dumps(data))
    main(["diff", str(quiet), str(busy)])
    err = capsys.readouterr().err
    assert "note: NEW ran at load average 8.0 on 2 CPU(s)" in err and "BASE ran at" not in err


@pytest.mark.parametrize("columns", [80, 200])
def test_the_diff_table_fits_the_width_without_cutting_names(runs, capsys, monkeypatch, columns):
    monkeypatch.setenv("COLUMNS", str(columns))
    main(["diff", str(runs["base"]), str(runs["new"])])
    printed = capsys.readouterr().out
    names = list(times_us(runs["base"]))
    prefix = os.path.commonprefix(names)
    for name in names:
        assert name[len(prefix):] in printed
    assert all(len(line) <= columns for line in printed.splitlines())


def _as_other_run(path: Path, written: Path, **context) -> Path:
    """The run in `path` as if timed otherwise (`context`: keys of `context.dynbench` changed)."""
    data = json.loads(path.read_text())
    for key, value in context.items():
        data["context"]["dynbench"][key] = value
    written.write_text(json.dumps(data))
    return written


@pytest.mark.parametrize("key, value, named", [
    ("method", "calls", "method (profile vs calls)"),
    ("device", "local-sync", "device (local-task vs local-sync)"),
    ("cache", "cold", "caches (warm vs cold)"),
    ("target", "rocm gfx942", "target (llvm-cpu host vs rocm gfx942)"),
    ("versions", {"dynbench": "0.0.1", "iree": "3.13.0"}, "dynbench version"),
])
def test_runs_timed_differently_are_refused_in_one_line_naming_the_difference(runs, tmp_path, capsys, key, value, named):
    other = _as_other_run(runs["new"], tmp_path / "other.json", **{key: value})
    assert main(["diff", str(runs["base"]), str(other)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"BASE and NEW differ in {named}" in err and "--allow-mismatch" in err


def test_allow_mismatch_compares_and_says_what_differs(runs, tmp_path, capsys):
    other = _as_other_run(runs["new"], tmp_path / "other.json", method="calls")
    status, data, err = diff_json(capsys, str(runs["base"]), str(other), "--allow-mismatch")
    assert status in (0, 1) and data["mismatches"] == ["method (profile vs calls)"]
    assert "warning: compared although BASE and NEW differ in method (profile vs calls)" in err
    main(["diff", str(runs["base"]), str(other), "--allow-mismatch"])
    assert "COMPARED ALTHOUGH TIMED DIFFERENTLY" in capsys.readouterr().out


@pytest.mark.alone
def test_a_kernel_doing_eight_times_the_work_under_the_same_name_is_a_regression_with_its_interval(extracted, tmp_path, capsys):
    """A/B on real runs: the matmul at eight times the rows, paired as if it were the same
    benchmark (a kernel made slower): reported slower, its 95% interval clear of the widened
    threshold. Alone, and eight times: twice the work was missed once in CI at load 1.7, four
    times at load 2.4 with another test beside it, where each run's spread widened the threshold
    past the change (runs made at different times: docs/ci.md; `ab` pairs them instead)."""
    out = extracted("dyn_matmul").output
    base, slow = tmp_path / "base.json", tmp_path / "slow.json"
    assert main(["run", str(out), "--repetitions", "5", "--json", str(base), "--format", "csv"]) == 0
    more = ["--inputs", "336x1024xf32", "--inputs", "1024x512xf32"]
    assert main(["run", str(out), *more, "--repetitions", "5", "--json", str(slow), "--format", "csv"]) == 0
    data = json.loads(slow.read_text())
    data["context"]["dynbench"]["dims"] = json.loads(base.read_text())["context"]["dynbench"]["dims"]
    for b in data["benchmarks"]:
        b["name"], b["run_name"] = (b[k].replace("/336", "/42") for k in ("name", "run_name"))
    slow.write_text(json.dumps(data))
    capsys.readouterr()
    status, result, err = diff_json(capsys, str(base), str(slow))
    assert result, err
    (row,) = result["dispatches"]
    assert status == 1 and row["verdict"] == "slower", err
    assert row["ratio"] > 2.0 and row["ratio_low"] > row["limit"] > 1.10


@pytest.mark.parametrize("context", [[], "x", 3])
def test_a_context_that_is_not_an_object_is_named_not_read_as_no_common_benchmark(runs, tmp_path, capsys, context):
    bad = _edited(runs["base"], tmp_path / "bad.json", lambda d: d.update(context=context))
    assert main(["diff", str(runs["base"]), str(bad)]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert '"context" is not a JSON object' in line and "in common" not in line


def test_a_results_file_says_who_wrote_it_as_a_producer(tmp_path):
    """Diff's JSON keeps the producer's words (`Producer`'s value); the file read says which producer."""
    from iree_dynbench.run.diff import Producer, load

    stock = tmp_path / "stock.json"
    stock.write_text(json.dumps({"context": {}, "benchmarks": [
        {"name": "BM_f/process_time/real_time", "run_type": "iteration", "real_time": 1000.0, "time_unit": "ns"}]}))
    assert load(stock).kind is Producer.STOCK_GBENCH and str(Producer.STOCK_GBENCH) == "stock Google Benchmark JSON"
