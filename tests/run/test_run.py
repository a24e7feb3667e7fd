"""`dynbench run` on the real runtime: rows, real-model problem sizes, JSON, bad input."""

from __future__ import annotations

from typing import Optional

import csv
import io
import json
from collections import defaultdict
from pathlib import Path

import pytest

from iree_dynbench.cli import main
from iree_dynbench.extraction.compiler import standalone_to_vmfb
from iree_dynbench.testing.oracle import capture_dispatches
from iree_dynbench.run.cache_state import copy_bytes, last_level_cache_bytes, touched_bytes
from iree_dynbench.machine import cpu_caches, cpu_scaling_enabled
from iree_dynbench.render.results import to_gbench
from iree_dynbench.run.options import TimingOptions
import iree_dynbench
from iree_dynbench.run.runner import RunService

from support import SIZE_SETS, assert_times_agree, run_inputs
from support.timing import stock_benchmark_us

MODEL = "two_dims"
FAST = TimingOptions(min_time_s=0.02, repetitions=2)
FAST_ARGS = ["--min-time", "0.02", "--repetitions", "2"]


@pytest.fixture(scope="module")
def runner(extracted) -> iree_dynbench.Suite:
    return iree_dynbench.open(extracted(MODEL).output)


@pytest.fixture(scope="module")
def results(runner):
    """The run at each size set of the model (0: the extract sizes)."""
    return [runner.run(sizes, options=FAST) for sizes in SIZE_SETS[MODEL]]


@pytest.mark.parametrize("size_set", [0, 1, 2])
def test_one_row_per_dispatch_with_positive_times(runner, results, size_set):
    result = results[size_set]
    assert [r.name for r in result.rows] == [d.name for d in runner.manifest.dispatches]
    assert list(result.inputs) == SIZE_SETS[MODEL][size_set]
    for row in result.rows:
        assert row.ok, row.error
        assert len(row.times_us) == FAST.repetitions and row.iterations >= 1
        assert 0 < row.min_us <= row.median_us <= row.max_us
        assert row.cv >= 0 and row.workgroups >= 1 and row.problem is not None


@pytest.mark.alone
def test_per_dispatch_time_agrees_with_stock_benchmark_module_on_the_standalone_file(runner, tmp_path):
    """Two measurements of one kernel by wall time: dynbench's calls method (overhead subtracted)
    and Google Benchmark's on the standalone file compiled with plain iree-compile, at the same
    batch size. (The profile method is held to the device's events: test_profiled.py.)"""
    info = runner.manifest.dispatches[0]
    vmfb = tmp_path / "standalone.vmfb"
    standalone_to_vmfb(runner.layout.standalone(info.name), vmfb).run()

    def measure():
        (row,) = runner.run(dispatches=[info.name], options=TimingOptions(0.1, 3, method="calls")).rows
        return {info.name: (row.median_us, stock_benchmark_us(vmfb, info.name, row.iterations))}

    assert_times_agree(measure)


@pytest.mark.parametrize("size_set", [1, 2])
def test_rows_carry_the_real_models_problem_sizes(results, model_vmfb, size_set):
    """Parameters of each row = what the real model dispatches at those sizes (replay oracle)."""
    sizes = SIZE_SETS[MODEL][size_set]
    observed = defaultdict(list)
    for d in capture_dispatches(model_vmfb(MODEL), run_inputs(MODEL, sizes)):
        observed[d.export].append(d)
    seen = defaultdict(int)
    for row in results[size_set].rows:
        real = observed[row.export][seen[row.export]]
        seen[row.export] += 1
        assert row.params.workgroup_count == real.workgroup_count
        assert row.params.binding_lengths == real.binding_lengths
        assert 0 < row.problem.bytes <= sum(real.binding_lengths)  # its tensors, inside what is bound
        if row.problem.kind == "matmul":
            m, n, k = row.problem.sizes
            assert row.problem.text == f"matmul {m}x{n}x{k} f32"
            assert m * k * 4 == real.binding_lengths[0]  # lhs MxK f32, as the model binds it
            assert row.problem.flops == 2 * m * n * k
            assert row.problem.bytes >= (m * k + k * n + m * n) * 4
    assert sum(seen.values()) == sum(len(v) for v in observed.values())


def test_problem_sizes_follow_the_sizes(results):
    matmuls = [next(r for r in result.rows if r.problem.kind == "matmul") for result in results]
    rows_m = [r.problem.sizes[0] for r in matmuls]
    assert rows_m == [int(sizes[0].split("x")[0]) for sizes in SIZE_SETS[MODEL]]


def test_google_benchmark_json(results):
    result = results[1]
    data = json.loads(json.dumps(to_gbench(result)))
    for key in ("date", "host_name", "executable", "num_cpus", "mhz_per_cpu", "library_build_type"):
        assert key in data["context"]
    # host facts are read from /sys, or left out when unknown (never made up)
    assert data["context"].get("cpu_scaling_enabled") == cpu_scaling_enabled()
    assert data["context"].get("caches") == cpu_caches()
    by_run = defaultdict(list)
    for b in data["benchmarks"]:
        for key in ("name", "run_name", "run_type", "repetitions", "iterations", "real_time", "cpu_time", "time_unit"):
            assert key in b, key
        assert b["time_unit"] == "ns" and b["repetitions"] == FAST.repetitions
        by_run[b["run_name"]].append(b)
    sizes = "".join(f"/{d}" for d in result.dims)  # the dynamic input dims, as Google Benchmark's arguments
    assert sorted(by_run) == sorted(f"{r.name}{sizes}" for r in result.rows)
    for row in result.rows:
        runs = by_run[f"{row.name}{sizes}"]
        iterations = [b for b in runs if b["run_type"] == "iteration"]
        aggregates = {b["aggregate_name"]: b for b in runs if b["run_type"] == "aggregate"}
        assert [b["repetition_index"] for b in iterations] == list(range(FAST.repetitions))
        assert all(b["iterations"] == row.iterations and b["real_time"] > 0 for b in iterations)
        assert set(aggregates) == {"mean", "median", "stddev", "cv"}
        assert aggregates["median"]["real_time"] == pytest.approx(row.median_us * 1e3)
        assert aggregates["median"]["name"] == f"{row.name}{sizes}_median"
        assert aggregates["cv"]["aggregate_unit"] == "percentage"
        assert all(isinstance(b[k], (int, float)) for b in runs for k in ("workgroups", "bytes_per_dispatch"))


def test_cli_writes_json_and_csv(extracted, tmp_path, capsys):
    out = extracted(MODEL).output
    sizes = SIZE_SETS[MODEL][2]
    gbench = tmp_path / "bench.json"
    args = ["run", str(out), *(a for s in sizes for a in ("--inputs", s)), *FAST_ARGS]
    assert main([*args, "--format", "csv", "--json", str(gbench), "--dispatch", "0", "--dispatch", "2"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    names = [d.name for d in iree_dynbench.open(out).manifest.dispatches]
    assert [r["dispatch"] for r in rows] == [names[0], names[2]]
    assert all(r["status"] == "ok" and float(r["median_us"]) > 0 for r in rows)
    suffix = "".join(f"/{d}" for d in iree_dynbench.open(out).dims(sizes))  # the dynamic input dims: /1/17/1
    assert {b["run_name"] for b in json.loads(gbench.read_text())["benchmarks"]} == {names[0] + suffix, names[2] + suffix}
    assert main([*args, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["inputs"] == sizes and len(data["dispatches"]) == len(names)


def test_a_failing_dispatch_is_a_failed_row_and_the_others_run(extracted, tmp_path, capsys):
    """2^36 rows: buffers for the dispatches on input0 cannot be allocated; the reduction on input1 runs.
    (2^36, not more: the workgroup counts stay within uint32, else the sizes are refused before any run.)"""
    out = extracted(MODEL).output
    sizes = [f"{2**36}x64xf32", "5x9xf32", "64x32xf32"]
    gbench = tmp_path / "bench.json"
    status = main(["run", str(out), *(a for s in sizes for a in ("--inputs", s)), *FAST_ARGS,
                   "--format", "csv", "--json", str(gbench)])
    captured = capsys.readouterr()
    assert status == 1 and "Traceback" not in captured.err
    rows = {r["dispatch"]: r for r in csv.DictReader(io.StringIO(captured.out))}
    failed = [n for n, r in rows.items() if r["status"] == "failed"]
    ok = [n for n, r in rows.items() if r["status"] == "ok"]
    assert failed and ok
    assert all("RESOURCE_EXHAUSTED" in rows[n]["error"] and rows[n]["median_us"] == "" for n in failed)
    assert all(float(rows[n]["median_us"]) > 0 for n in ok)
    errors = {b["run_name"].split("/")[0] for b in json.loads(gbench.read_text())["benchmarks"] if b.get("error_occurred")}
    assert errors == set(failed)


def _bad(capsys, args):
    status = main(args)
    err = capsys.readouterr().err
    return status, err


@pytest.mark.parametrize(
    "args, message",
    [
        (["run", "{missing}"], "no such directory"),
        (["run", "{empty}"], "not a dynbench output directory"),
        (["run", "{out}", "--dispatch", "nope"], "no dispatch 'nope'"),
        (["run", "{out}", "--dispatch", "99"], "no dispatch '99'"),
        (["run", "{out}", "--inputs", "7by64", "--inputs", "5x9xf32", "--inputs", "64x32xf32"], "is not a shape like"),
        (["run", "{out}", "--inputs", "7x64x1xf32", "--inputs", "5x9xf32", "--inputs", "64x32xf32"], "has rank 3"),
        (["run", "{out}", "--inputs", "7x64xf32", "--inputs", "5x9xf32", "--inputs", "64x31xf32"], "static 32"),
        (["run", "{out}", "--inputs", "7x64xf32"], "takes 3 input(s)"),
        (["run", "{out}", "--device", "no-such-device"], "device 'no-such-device' is not available"),
        (["run", "{out}", "--min-time", "0"], "--min-time must be positive"),
        (["run", "{out}", "--repetitions", "0"], "--repetitions must be at least 1"),
        (["run", "{out}", "--cache", "lukewarm"], "Invalid value for '--cache'"),
        (["run", "{out}", "--cache", "cold", "--flavour", "static"], "--cache cold times the dynamic kernels only"),
        (["run", "{out}", "--json", "{missing}/x.json"], "cannot write (no such directory"),
        (["run", "{out}", "--json", "{empty}"], "cannot write (it is a directory)"),
        # Table options where they would shape nothing, refused rather than dropped
        (["run", "{out}", "--sizes", "{log}", "--top", "3"], "shape the table of one size set"),
        (["run", "{out}", "--sizes", "{log}", "--by", "export"], "shape the table of one size set"),
        (["run", "{out}", "--by", "export", "--flavour", "static"], "drop --by export"),
        (["run", "{out}", "--by", "export", "--sort", "time"], "--sort orders call sites"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(extracted, tmp_path, capsys, args, message):
    (tmp_path / "empty").mkdir()
    (tmp_path / "sizes.log").write_text(" ".join(SIZE_SETS[MODEL][0]) + "\n")
    paths = {"missing": tmp_path / "missing", "empty": tmp_path / "empty", "out": extracted(MODEL).output,
             "log": tmp_path / "sizes.log"}
    status, err = _bad(capsys, [a.format(**paths) for a in args])
    assert status == 2
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err


def test_an_unwritable_json_file_is_reported_before_timing(extracted, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(RunService, "run", lambda *args, **kwargs: pytest.fail("timed before checking --json"))
    status = main(["run", str(extracted(MODEL).output), "--json", str(tmp_path / "no" / "dir" / "x.json")])
    err = capsys.readouterr().err
    assert status == 2 and len(err.strip().splitlines()) == 1 and err.startswith("error: ")


def test_cache_facts_parse_the_sysfs_layout(tmp_path):
    for k, (level, kind, size, shared) in enumerate([(1, "Data", "48K", "0"), (3, "Unified", "2M", "0-1,56-57")]):
        index = tmp_path / "cache" / f"index{k}"
        index.mkdir(parents=True)
        for name, value in (("level", level), ("type", kind), ("size", size), ("shared_cpu_list", shared)):
            (index / name).write_text(f"{value}\n")
    assert cpu_caches(tmp_path) == [
        {"type": "Data", "level": 1, "size": 48 * 1024, "num_sharing": 1},
        {"type": "Unified", "level": 3, "size": 2 * 1024 * 1024, "num_sharing": 4},
    ]
    assert cpu_scaling_enabled(tmp_path) is None  # no cpufreq: unknown
    (tmp_path / "cpufreq").mkdir()
    (tmp_path / "cpufreq" / "scaling_governor").write_text("performance\n")
    assert cpu_scaling_enabled(tmp_path) is False


def test_cold_run_gives_a_dispatch_enough_buffer_copies_to_outgrow_the_cache(runner, extracted, tmp_path, capsys):
    llc = last_level_cache_bytes()
    status = main(["run", str(extracted(MODEL).output), "--cache", "cold", "--dispatch", "0", *FAST_ARGS,
                   "--json", str(tmp_path / "g.json")])
    assert status == 0, capsys.readouterr().err
    data = json.loads((tmp_path / "g.json").read_text())
    assert data["context"]["dynbench"]["cache"] == "cold"
    rows = [b for b in data["benchmarks"] if b["run_type"] == "iteration"]
    assert len(rows) == FAST.repetitions
    params = {p.name: (info, p) for info, p in zip(runner.manifest.dispatches, runner.module.query(runner.dims()))}
    for row in rows:
        info, p = params[row["name"].split("/")[0]]
        copies = int(row["buffer_copies"])
        assert row["real_time"] > 0 and copies >= 2  # these buffers are far smaller than any cache
        # enough copies to outgrow the cache, unless that would pass the memory cap
        assert copies * touched_bytes(p) >= 1.5 * llc or (copies + 1) * copy_bytes(info, p) > 1 << 30


def test_timed_calls_are_calibrated_to_the_target(runner):
    """The calls method: N is calibrated so N dispatches (overhead subtracted) fill about
    min_time / repetitions."""
    for row in runner.run(options=TimingOptions(FAST.min_time_s, FAST.repetitions, method="calls")).rows:
        assert row.overhead_us > 0
        assert row.median_us * row.iterations >= 0.25 * FAST.target_s * 1e6


def test_torch_block_rows_match_the_real_model_at_other_sizes(extracted, model_vmfb):
    """A real-frontend model (38 dispatches under @main$async) at a size set extract never saw."""
    sizes = SIZE_SETS["torch_block"][2]
    result = iree_dynbench.open(extracted("torch_block").output).run(sizes, options=TimingOptions(0.01, 1))
    observed = defaultdict(list)
    for d in capture_dispatches(model_vmfb("torch_block"), sizes):
        observed[d.export].append(d)
    seen = defaultdict(int)
    assert len(result.rows) >= 20
    for row in result.rows:
        assert row.ok and row.median_us > 0, row.error
        real = observed[row.export][seen[row.export]]
        seen[row.export] += 1
        assert (row.params.workgroup_count, row.params.binding_lengths) == (real.workgroup_count, real.binding_lengths)
        # the tensors a dispatch reads and writes lie inside what the model binds (often a whole transient)
        assert 0 < row.problem.bytes <= sum(real.binding_lengths)
    assert sum(seen.values()) == sum(len(v) for v in observed.values())


def test_sizes_outside_the_models_assumed_range_are_rejected(extracted, capsys):
    """torch_block assumes batch 1..16 (util.assume.int from torch.symbolic_int)."""
    out = extracted("torch_block").output
    status = main(["run", str(out), "--inputs", "17x33x64xf32", *FAST_ARGS])
    err = capsys.readouterr().err
    assert status == 2 and "Traceback" not in err
    assert "input0.dim0 = 17" in err and "outside the range the model assumes" in err and "(1..16)" in err


def test_a_call_site_identical_to_an_earlier_one_starts_from_its_n(extracted, monkeypatch):
    """With `each_site` (every call site timed), repeated layers: a dispatch of the same kernel with the same workload, workgroups, push
    constants (but those its kernel uses only as byte offsets) and binding sizes as one timed before it in the run starts from that one's N
    instead of calibrating: the worker is handed that N (`calls.time_function` starts its
    first timed calls from it; test_calls)."""
    runner = iree_dynbench.open(extracted("torch_block").output).service
    handed: dict[str, Optional[int]] = {}
    time = runner.call_worker.time

    def recorded(function, options, **kw):
        handed[function] = kw.get("repeat")
        return time(function, options, **kw)

    monkeypatch.setattr(runner.call_worker, "time", recorded)
    try:
        result = runner.run(options=TimingOptions(min_time_s=0.02, repetitions=2, method="calls", each_site=True))
    finally:
        runner.close()
    last_n: dict[tuple, int] = {}
    repeated = 0
    offsets = {d.name: d.offset_constants for d in runner.opened.manifest.dispatches}
    for row in result.rows:
        assert row.ok, row.error
        work = _work(row, offsets)
        if work in last_n:
            repeated += 1
            assert handed[row.name] == last_n[work], row.name
        else:
            assert handed[row.name] is None, row.name  # calibrated from one dispatch
        last_n[work] = row.iterations
    assert repeated >= 4  # torch_block's second layer repeats the first one's kernels


def _timed_calls(extracted, monkeypatch, options: TimingOptions):
    """torch_block timed by calls with `options`: (the result, the functions the worker timed)."""
    runner = iree_dynbench.open(extracted("torch_block").output).service
    handed: list[str] = []
    time = runner.call_worker.time

    def recorded(function, options, **kw):
        handed.append(function)
        return time(function, options, **kw)

    monkeypatch.setattr(runner.call_worker, "time", recorded)
    try:
        return runner.run(options=options), handed
    finally:
        runner.close()


def _work(row, offsets: dict[str, tuple[int, ...]]) -> tuple:
    """The row's work: push constants its kernel uses only as byte offsets (`offsets`) left out."""
    p = row.params
    constants = tuple(None if k in offsets[row.name] else c for k, c in enumerate(p.push_constants))
    return (row.export, p.workload, p.workgroup_count, constants, p.binding_lengths)


def test_call_sites_doing_the_same_work_are_timed_once_and_the_timing_reported_on_each(extracted, monkeypatch):
    """Repeated layers: one kernel at the same workgroups, push constants (but those it uses only
    as byte offsets) and binding sizes is timed once; every call site of that work gets the
    timing, the count and the site timed."""
    result, handed = _timed_calls(extracted, monkeypatch, TimingOptions(min_time_s=0.02, repetitions=2, method="calls"))
    offsets = {d.name: d.offset_constants for d in iree_dynbench.open(extracted("torch_block").output).manifest.dispatches}
    groups: dict[tuple, list] = {}
    for row in result.rows:
        assert row.ok, row.error
        groups.setdefault(_work(row, offsets), []).append(row)
    assert any(len(rows) > 1 for rows in groups.values())  # torch_block's second layer repeats the first
    assert sorted(handed) == sorted(rows[0].name for rows in groups.values())
    for rows in groups.values():
        first, *others = rows
        assert first.timed_as == "" and all(r.timed_as == first.name for r in others)
        assert all(r.timed_for == len(rows) and r.times_us == first.times_us for r in rows)
    assert [r.index for r in result.rows] == sorted(r.index for r in result.rows)


def test_each_site_times_every_call_site_on_its_own(extracted, monkeypatch):
    result, handed = _timed_calls(
        extracted, monkeypatch, TimingOptions(min_time_s=0.02, repetitions=2, method="calls", each_site=True)
    )
    assert sorted(handed) == sorted(r.name for r in result.rows)
    assert all(r.timed_for == 1 and r.timed_as == "" for r in result.rows)


def test_the_table_by_export_sums_each_kernel_s_call_sites_and_says_how_they_were_timed(extracted):
    from iree_dynbench.render.results import by_export, exports_table
    from iree_dynbench.render.tables import to_text

    result = iree_dynbench.open(extracted("torch_block").output).run(SIZE_SETS["torch_block"][0], options=FAST)
    rows = by_export(result)
    assert sum(e["call_sites"] for e in rows) == len(result.rows)
    for e in rows:
        sites = [r for r in result.rows if r.export == e["export"]]
        assert e["sum_median_us"] == pytest.approx(sum(r.median_us for r in sites))
    assert sum(e["share"] for e in rows) == pytest.approx(1.0)
    text = to_text(exports_table(result, width=200), width=200)
    # the caption says how the call sites were timed, as the per-site table's does
    assert f"{len(result.rows)} dispatch(es) timed by device profile, 2 repetition(s)" in text
    assert "identical work timed once:" in text
