"""`run --method profile`: every chosen dispatch timed from the device's own events, in one call.

`__profile(dims..., (repeat, copies) per benchmark)` in benchmarks.vmfb selects the sizes and runs
the chosen benchmarks; `iree-run-module` under HAL profiling records one event per dispatch.
What it dispatches is held to the real model (HAL replay oracle); its times to the events of
stock `iree-benchmark-module` profiling the standalone file.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
from collections import defaultdict

import pytest

from iree_dynbench.size_checks import dims_for
from iree_dynbench.cli import main
from iree_dynbench.errors import DynbenchError
from iree_dynbench.extraction.compiler import CONFIGURED_PHASE, CompileOptions, standalone_to_vmfb
from iree_dynbench.manifest import file_sha256
from iree_dynbench.passes.abi import PROFILE_FUNCTION
from iree_dynbench.run.model_timing import dispatch_events
from iree_dynbench.run.profiled import assign, middle_mean, repetitions_of
from iree_dynbench.run.options import TimingOptions
import iree_dynbench
from iree_dynbench.testing.oracle import capture_dispatches
from iree_dynbench.iree_tools import ToolError, find_runtime_tool, run_tool

from support import SIZE_SETS, assert_times_agree, by_export, compiling, run_inputs

FAST = TimingOptions(max_time_s=0.05, method="profile")


def _observed(dispatch):
    return (dispatch.workgroup_count, dispatch.push_constants, dispatch.binding_lengths)


@pytest.mark.parametrize("model", ["dim_arith", "torch_block"])
def test_profile_runs_the_chosen_benchmarks_as_the_model_dispatches_them(model, extracted, model_vmfb):
    """At sizes extract never saw, every other dispatch chosen with repeat 2: exactly those run,
    twice each, with the model's own parameters."""
    result = extracted(model)
    sizes = SIZE_SETS[model][2]
    dispatches = result.manifest.dispatches
    chosen = list(range(0, len(dispatches), 2))
    args = [str(d) for d in dims_for(result.manifest, sizes)]
    for k in range(len(dispatches)):
        args += ["2" if k in chosen else "0", "1"]
    ran = capture_dispatches(result.output / "benchmarks.vmfb", args, function=PROFILE_FUNCTION)
    real = by_export(capture_dispatches(model_vmfb(model), run_inputs(model, sizes)))
    occurrence = defaultdict(int)
    expected = []
    for k, info in enumerate(dispatches):
        dispatch = real[info.export][occurrence[info.export]]
        occurrence[info.export] += 1
        if k in chosen:
            expected += [(info.export, _observed(dispatch))] * 2
    assert [(d.export, _observed(d)) for d in ran] == expected


def test_profile_is_the_default_method(extracted):
    result = iree_dynbench.open(extracted("dyn_matmul").output).run(options=TimingOptions(max_time_s=0.05))
    assert result.method == "profile" and result.notes == ()


def test_every_selected_dispatch_gets_repetitions_from_its_own_events(extracted):
    runner = iree_dynbench.open(extracted("torch_block").output)
    chosen = [1, 2, 5, 8, 13]
    result = runner.run(dispatches=[str(k) for k in chosen], options=FAST)
    assert [r.index for r in result.rows] == chosen
    for row in result.rows:
        assert row.ok, row.error
        assert len(row.times_us) >= FAST.repetitions and row.iterations >= 1
        assert row.stopped_by in ("precision", "max-time", "rounds")
        assert 0 < row.min_us <= row.median_us <= row.max_us


def test_fixed_effort_gives_exactly_the_repetitions_asked_for(extracted):
    options = TimingOptions(min_time_s=0.02, repetitions=3, method="profile")
    (row,) = iree_dynbench.open(extracted("dyn_matmul").output).run(options=options).rows
    assert len(row.times_us) == 3 and row.stopped_by == "repetitions"
    # each repetition is a mean over `iterations` events of about min_time / repetitions in all
    assert sum(row.times_us) * row.iterations >= 0.25 * options.min_time_s * 1e6


def test_cold_caches_cycle_buffer_copies_under_profiling(extracted):
    result = iree_dynbench.open(extracted("dyn_matmul").output).run(
        options=TimingOptions(max_time_s=0.05, cache="cold", cache_bytes=1 << 30, method="profile")
    )
    (row,) = result.rows
    assert result.method == "profile" and row.ok and row.buffer_copies > 1


def _stock_profile_median_us(vmfb, function: str, tmp_path) -> float:
    """The median event duration of one benchmark of a standalone file, profiled by stock tools."""
    profile = tmp_path / "stock.ireeprof"
    subprocess.run(
        [str(find_runtime_tool("iree-benchmark-module")), f"--module={vmfb}", "--device=local-task",
         f"--benchmark_filter=^BM_{function}/", "--batch_size=50", "--benchmark_min_time=5x",
         "--device_profiling_mode=host-execution", f"--device_profiling_output={profile}"],
        capture_output=True, check=True,
    )
    jsonl = run_tool([find_runtime_tool("iree-profile"), "dispatch", "--format=jsonl", "--dispatch_events", profile])
    return statistics.median(int(e["duration_ns"]) / 1e3 for e in dispatch_events(jsonl))


@pytest.mark.alone
def test_profile_times_agree_with_stock_profiling_of_the_standalone_file(extracted, tmp_path):
    """Two profiles of one kernel: dynbench's `__profile` and stock iree-benchmark-module's
    on the standalone file (plain iree-compile), at the extract sizes."""
    runner = iree_dynbench.open(extracted("dyn_matmul").output)
    (info,) = runner.manifest.dispatches
    vmfb = tmp_path / "standalone.vmfb"
    standalone_to_vmfb(runner.layout.standalone(info.name), vmfb).run()

    def measure():
        (row,) = runner.run(options=TimingOptions(0.1, 3, method="profile")).rows
        return {info.name: (row.median_us, _stock_profile_median_us(vmfb, info.name, tmp_path))}

    assert_times_agree(measure)


@pytest.fixture(scope="module")
@compiling
def without_profile(extracted, tmp_path_factory):
    """An extract whose benchmarks.vmfb lacks `__profile` (not a module this dynbench writes),
    its sha256 recorded in shapes.json as if it were."""
    source = extracted("dyn_matmul").output
    out = tmp_path_factory.mktemp("old") / "out"
    shutil.copytree(source, out)
    text = (out / "benchmarks.mlir").read_text()
    start = text.index(f"util.func public @{PROFILE_FUNCTION}(")
    end = text.index("\n  }\n", start) + len("\n  }\n")
    (out / "benchmarks.mlir").write_text(text[:start] + text[end:])
    flags = [*CompileOptions().flags, f"--compile-from={CONFIGURED_PHASE}"]  # its phase (README)
    standalone_to_vmfb(out / "benchmarks.mlir", out / "benchmarks.vmfb", flags).run()
    manifest = json.loads((out / "shapes.json").read_text())
    manifest["benchmarks_sha256"] = file_sha256(out / "benchmarks.vmfb")
    (out / "shapes.json").write_text(json.dumps(manifest))
    return out


def test_a_benchmarks_module_without_profile_is_refused_with_extract_again(without_profile, capsys):
    with pytest.raises(DynbenchError, match="benchmarks.vmfb: no __profile .*; extract again$"):
        iree_dynbench.open(without_profile).run(options=FAST)
    assert main(["run", str(without_profile)]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_method_profile_with_the_static_flavour_is_one_error_line(extracted, capsys):
    out = extracted("dyn_matmul").output
    assert main(["run", str(out), "--method", "profile", "--flavour", "static"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1] == "error: --flavour static times by calls; drop --method profile"


def test_an_unknown_method_is_refused():
    with pytest.raises(DynbenchError, match="unknown timing method 'fast'"):
        TimingOptions(method="fast")


def test_run_json_records_the_method(extracted, capsys):
    out = extracted("dyn_matmul").output
    assert main(["run", str(out), "--max-time", "0.05", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["method"] == "profile"


def _event(submission: int, key: str, index: int) -> dict:
    return {"submission_id": submission, "key": key, "command_index": index, "start_host_time_ns": index,
            "duration_ns": 1000 * (index + 1)}


def test_events_are_assigned_to_the_benchmark_calls_in_order():
    events = [_event(2, "a", 0), _event(2, "a", 1), _event(4, "b", 0)]
    assert assign(events, [(0, "a", 2), (3, "b", 1)]) == {0: [1.0, 2.0], 3: [1.0]}


def test_submissions_of_other_dispatches_are_passed_over():
    """A device's builtin fill kernels run in submissions of their own."""
    events = [_event(1, "fill", 0), _event(2, "a", 0), _event(3, "fill", 0), _event(4, "b", 0)]
    assert assign(events, [(0, "a", 1), (1, "b", 1)]) == {0: [1.0], 1: [1.0]}


def test_a_profile_missing_a_whole_call_is_refused():
    with pytest.raises(ToolError, match="not the 2 benchmark calls"):
        assign([_event(2, "a", 0)], [(0, "a", 1), (1, "b", 1)])


def test_a_submission_of_another_export_than_its_call_is_refused():
    """Each call's submission must hold its own export: a benchmark that ran another kernel
    would otherwise be timed as this one."""
    with pytest.raises(ToolError, match="ran other exports than the benchmark calls asked for"):
        assign([_event(2, "b", 0), _event(4, "a", 0)], [(0, "a", 1), (1, "b", 1)])


def test_a_call_missing_its_last_events_keeps_the_ones_recorded():
    """A session past its capacity drops the last events; the call's others are still its own."""
    events = [_event(2, "a", 0), _event(4, "b", 0), _event(4, "b", 1)]
    assert assign(events, [(0, "a", 1), (1, "b", 5)]) == {0: [1.0], 1: [1.0, 2.0]}


def test_repetitions_are_middle_means_of_consecutive_groups():
    """Groups of four: the mean of the middle two; a last partial group is left out."""
    assert repetitions_of([4.0, 1.0, 3.0, 2.0, 10.0, 10.0, 500.0, 12.0, 7.0], 4) == [2.5, 11.0]


def test_a_middle_mean_ignores_a_preempted_event():
    assert middle_mean([10.0] * 7 + [5000.0]) == 10.0
    assert middle_mean([3.0, 1.0, 2.0]) == 2.0


def test_a_round_caps_long_dispatches_before_short_ones():
    """0.1 s of dispatch time a round, water-filled: the short dispatch keeps all it asked for."""
    from iree_dynbench.run.profiled import ROUND_S, _share

    counts = _share({0: 1000, 1: 1000}, [0, 1], {0: 1000.0, 1: 10.0}, adaptive=True)
    assert counts[1] == 1000
    assert counts[0] * 1000e-6 + counts[1] * 10e-6 <= ROUND_S * 1.0001


def test_a_round_never_asks_one_process_for_more_events_than_a_session_holds():
    """A round's events go to at most `PROCESSES_PER_ROUND` processes, each within one session."""
    from iree_dynbench.run.profiled import (
        EVENTS_PER_ROUND, PROCESSES_PER_ROUND, WARMUP_EVENTS, Chosen, _batches, _share,
    )

    counts = _share({k: 10_000 for k in range(8)}, list(range(8)), {}, adaptive=False)
    assert sum(counts.values()) + 8 * WARMUP_EVENTS <= PROCESSES_PER_ROUND * EVENTS_PER_ROUND
    batches = _batches({k: (Chosen(k, f"d{k}", "e"), WARMUP_EVENTS + n) for k, n in counts.items()})
    assert all(sum(n + 2 * c.buffers + 1 for c, n in b.values()) <= EVENTS_PER_ROUND for b in batches)
    assert sorted(k for b in batches for k in b) == list(range(8))


def test_more_rounds_can_be_asked_for(extracted, capsys):
    out = extracted("dyn_matmul").output
    assert main(["run", str(out), "--rounds", "5", "--precision", "0.5", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["method"] == "profile"


@pytest.mark.parametrize("rounds", ["0", "1001"])
def test_rounds_out_of_range_are_one_error_line(extracted, capsys, rounds):
    out = extracted("dyn_matmul").output
    assert main(["run", str(out), "--rounds", rounds]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"error: --rounds must be at least 1 and at most 1000, got {rounds}"]


def test_rounds_with_min_time_is_a_usage_error(extracted, capsys):
    out = extracted("dyn_matmul").output
    assert main(["run", str(out), "--rounds", "4", "--min-time", "0.01"]) == 2
    assert "--rounds are for adaptive timing" in capsys.readouterr().err


def test_rounds_that_take_far_longer_than_their_dispatches_are_noted_with_what_max_time_counts(extracted, monkeypatch):
    """A round's wall time (process start, zero-fills, warm-ups) is outside `--max-time`: where the
    rounds took `WALL_OVER_TIMED` times their timed dispatches and more than `LONG_WALL_S`, the run
    says so (here both are lowered to 0: torch_block's rounds are short)."""
    from iree_dynbench.run import runner

    monkeypatch.setattr(runner, "LONG_WALL_S", 0.0)
    monkeypatch.setattr(runner, "WALL_OVER_TIMED", 0.0)
    result = iree_dynbench.open(extracted("torch_block").output).run(options=TimingOptions(max_rounds=4))
    (note,) = [n for n in result.notes if "profiling round(s) took" in n]
    assert "max-time" in note and "counts the dispatches only" in note


def test_short_rounds_get_no_note(extracted):
    result = iree_dynbench.open(extracted("torch_block").output).run(options=TimingOptions(max_rounds=4))
    assert not [n for n in result.notes if "profiling round(s) took" in n]


def test_after_a_long_round_progress_says_how_long_the_rounds_left_can_take():
    from iree_dynbench.run.profiled import _LaterRound, _rounds_ahead

    def took(wall_s):  # a round of fills and processes: what every round pays again
        return _LaterRound(wall_s=wall_s, timed_s=0.0, round_cap_s=0.1)

    assert _rounds_ahead(took(30.0), 1, TimingOptions(max_rounds=6)) == " (rounds take 30 s each: up to 5 more, about 150 s)"
    assert _rounds_ahead(took(0.2), 1, TimingOptions()) == ""
    assert _rounds_ahead(took(30.0), 1, TimingOptions(min_time_s=0.1)) == " (rounds take 30 s each)"
    assert _rounds_ahead(None, 0, TimingOptions()) == ""


def test_after_a_long_first_round_the_estimate_is_of_the_later_shorter_rounds():
    """The first round times its probe events whatever they cost; a later adaptive round spends
    at most its cap of dispatch time, besides what every round pays (processes, fills)."""
    from iree_dynbench.run.profiled import _LaterRound, _rounds_ahead

    later = _LaterRound(wall_s=5.0, timed_s=4.0, round_cap_s=0.1)  # 1 s of overhead, 0.1 s of dispatches
    assert _rounds_ahead(later, 1, TimingOptions(max_rounds=6)) == (
        " (the last round took 5 s; the next ones about 1.1 s each: up to 5 more, about 6 s)")
    alike = _LaterRound(wall_s=30.0, timed_s=0.1, round_cap_s=0.1)  # huge buffers' fills: every round pays them
    assert _rounds_ahead(alike, 1, TimingOptions(max_rounds=6)) == (
        " (rounds take 30 s each: up to 5 more, about 150 s)")
