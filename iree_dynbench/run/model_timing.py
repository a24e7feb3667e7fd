"""How long the real model takes: per run, and per dispatch export inside a run.

The one place that runs the model under ``iree-benchmark-module``
(`benchmark_model`, which the test oracle's ``--dispatch_statistics`` check
uses too). For timing, the model runs with one iteration per
repetition, so each repetition row is one run's wall time, and with HAL
host-execution profiling on; ``iree-profile`` turns the profile into one event
per executed dispatch. Batches of runs (separate processes, e.g. interleaved
with the isolated benchmarks by ``compare``) pool into one `ModelSamples`.

Medians, not means: on a shared machine a model run now and then stalls for
milliseconds (a task worker descheduled), and a mean over a few hundred runs
carries those stalls (measured on torch_block at 2x33x64 with local-task:
mean 1.37 ms per run, median 0.68 ms). The isolated benchmarks report medians,
so the model is held to the same statistic.

Profiling modes by device (`profiling_mode`): a CPU (`local-*`) records
`host-execution` events; a GPU driver records `dispatch-events` (device
timestamps, converted to host time by the driver's clock fit). Where the
driver records no dispatch events, the model is timed with
``--dispatch_statistics`` instead (`DISPATCH_STATISTICS`: per export, its
mean time per run and calls; no per-site medians). Where the driver records
neither (IREE 3.13's CUDA driver: "HAL-native profiling is not implemented"),
only the runs' wall times are taken (`WALL_TIME`: no exports; `unrecorded` says why).

An export's in-model time per run is the sum over its call sites of the
median duration at that site. A site is a dispatch's place in a run (which of
the run's queue submissions, and its position in the recorded order there), so
an export dispatched at several sizes is not mixed into one median.
"""

from __future__ import annotations

import json
import statistics
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from ..errors import first_line
from ..outputs import scratch_directory
from ..iree_tools import ToolError, find_runtime_tool, io_flags, run_tool

__all__ = ["dispatch_events", "in_order", "profiling_mode", "BenchmarkRow", "ExportTime", "ModelSamples", "ModelProfile", "benchmark_model", "sample_model", "time_model"]

BENCHMARK_TOOL = "iree-benchmark-module"
DISPATCH_STATISTICS = "dispatch-statistics"  # the fallback "mode": iree-benchmark-module --dispatch_statistics
WALL_TIME = "wall-time"  # the last fallback: the runs' wall times only (the driver records no dispatch times)
_NO_COMMAND_INDEX = 0xFFFF_FFFF
_TIME_UNIT_TO_US = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}

Site = tuple[int, int]  # (submission slot in a run, dispatch position in that submission)


@dataclass(frozen=True)
class BenchmarkRow:
    """One row of ``iree-benchmark-module --benchmark_format=json`` for the model's function."""

    name: str  # after ``BM_<function>/``: the run (``process_time/real_time``) or, with --dispatch_statistics, an export
    run_type: str  # "iteration" or "aggregate"
    aggregate: str  # for aggregates: "mean", "median", ...
    iterations: int
    time_us: float  # real time
    calls: Optional[int]  # --dispatch_statistics rows: the export's dispatches per run (None: a model row)
    percent: float  # --dispatch_statistics rows: of all dispatch time


def benchmark_model(
    vmfb: Path,
    inputs: Sequence[str],
    flags: Sequence[str] = (),
    *,
    function: str = "main",
    device: str = "local-task",
) -> list[BenchmarkRow]:
    """Run the compiled model under ``iree-benchmark-module`` with ``flags`` and return
    the rows of its ``function``."""
    stdout = run_tool([
        find_runtime_tool(BENCHMARK_TOOL), *io_flags(Path(vmfb), inputs, function, device),
        "--benchmark_format=json", *flags,
    ])
    try:
        rows = json.loads(stdout)["benchmarks"]
        prefix = f"BM_{function}/"
        return [_row(row, prefix) for row in rows if str(row.get("name", "")).startswith(prefix)]
    except (json.JSONDecodeError, KeyError, TypeError, ValueError) as exc:
        raise ToolError(f"unexpected benchmark output: {exc}", tool=BENCHMARK_TOOL) from None


def _row(row: dict[str, Any], prefix: str) -> BenchmarkRow:
    unit = str(row.get("time_unit", "ns"))
    if unit not in _TIME_UNIT_TO_US:
        raise ValueError(f"unknown time unit {unit!r}")
    return BenchmarkRow(
        name=str(row["name"])[len(prefix):],
        run_type=str(row.get("run_type", "iteration")),
        aggregate=str(row.get("aggregate_name", "")),
        iterations=int(row.get("iterations", 0)),
        time_us=float(row["real_time"]) * _TIME_UNIT_TO_US[unit],
        calls=int(round(float(row["calls"]))) if "calls" in row else None,
        percent=float(row.get("percent", 0.0)),
    )


@dataclass(frozen=True)
class ExportTime:
    """One dispatch export inside the model's runs."""

    export: str
    calls: int  # dispatches of this export per model run
    per_run_us: float  # sum over its sites of the median duration per call
    share: float  # of the model's dispatch time (the sum of all per_run_us)


@dataclass(frozen=True)
class ModelProfile:
    """The model's wall time per run and where its dispatch time goes."""

    runs: int
    median_us: float  # whole-model wall time per run, median over runs
    mean_us: float  # the same, mean (what a plain iree-benchmark-module run reports)
    span_us: float  # first dispatch start to last dispatch end in a run, median over runs
    exports: tuple[ExportTime, ...]  # slowest first

    @property
    def dispatch_us(self) -> float:
        """Time per run spent in dispatches (sites summed; concurrent ones count twice)."""
        return sum(e.per_run_us for e in self.exports)


@dataclass(frozen=True)
class ModelSamples:
    """Raw measurements of model runs: one wall time and one dispatch span per
    run, and per site its export and one duration per run. ``a + b`` pools two
    batches of runs of the same model at the same sizes."""

    run_us: tuple[float, ...]
    span_us: tuple[float, ...]
    sites: Mapping[Site, tuple[str, tuple[float, ...]]]
    method: str = "host-execution"  # the profiling mode, DISPATCH_STATISTICS or WALL_TIME
    unrecorded: str = ""  # WALL_TIME: why no dispatch times were recorded (the tool's first line)

    def __add__(self, other: ModelSamples) -> ModelSamples:
        if {s: e for s, (e, _) in self.sites.items()} != {s: e for s, (e, _) in other.sites.items()}:
            raise ToolError("batches of model runs dispatch differently", tool="iree-profile")
        return ModelSamples(
            self.run_us + other.run_us,
            self.span_us + other.span_us,
            {s: (e, d + other.sites[s][1]) for s, (e, d) in self.sites.items()},
            self.method if self.method == other.method else DISPATCH_STATISTICS,
            self.unrecorded or other.unrecorded,
        )

    def timing(self) -> ModelProfile:
        totals: dict[str, float] = defaultdict(float)
        calls: dict[str, int] = defaultdict(int)
        for export, durations in self.sites.values():
            totals[export] += statistics.median(durations)
            calls[export] += 1
        whole = sum(totals.values()) or 1.0
        exports = sorted(
            (ExportTime(export, calls[export], total, total / whole) for export, total in totals.items()),
            key=lambda e: -e.per_run_us,
        )
        return ModelProfile(
            len(self.run_us), statistics.median(self.run_us), statistics.mean(self.run_us),
            statistics.median(self.span_us), tuple(exports),
        )


def time_model(vmfb: Path, inputs: Sequence[str], **options: Any) -> ModelProfile:
    """Run the compiled model ``runs`` times and time it per run and per export
    (options as for `sample_model`)."""
    return sample_model(vmfb, inputs, **options).timing()


def profiling_mode(device: str) -> str:
    """The `--device_profiling_mode` that records per-dispatch times on `device`."""
    return "host-execution" if device.startswith("local") else "dispatch-events"


def sample_model(
    vmfb: Path,
    inputs: Sequence[str],
    *,
    function: str = "main",
    device: str = "local-task",
    runs: int = 100,
    mode: Optional[str] = None,
    flags: Sequence[str] = (),
) -> ModelSamples:
    """One batch of ``runs`` model runs in one iree-benchmark-module process, profiled
    with `mode` (default: `profiling_mode(device)`). On a GPU whose driver records no
    dispatch events in that mode, the runs are timed with `DISPATCH_STATISTICS`, and where it
    records no dispatch statistics either, by their wall times alone (`WALL_TIME`). `flags`:
    more of the tool's (`--parameters`)."""
    runs = max(runs, 2)
    mode = mode or profiling_mode(device)
    if mode == DISPATCH_STATISTICS:
        return _sample_with_statistics(vmfb, inputs, function, device, runs, flags)
    if mode == WALL_TIME:
        return _sample_wall_times(vmfb, inputs, function, device, runs, flags, "")
    try:
        return _sample_with_profile(vmfb, inputs, function, device, runs, mode, flags)
    except ToolError:
        if device.startswith("local"):
            raise
    try:
        return _sample_with_statistics(vmfb, inputs, function, device, runs, flags)
    except ToolError as e:
        if not _unimplemented(e):
            raise
        return _sample_wall_times(vmfb, inputs, function, device, runs, flags, first_line(e))


def _unimplemented(e: ToolError) -> bool:
    """The runtime's driver does not implement what was asked (profiling, on IREE 3.13's CUDA)."""
    return "UNIMPLEMENTED" in str(e)


def _sample_wall_times(vmfb: Path, inputs: Sequence[str], function: str, device: str, runs: int,
                       flags: Sequence[str], unrecorded: str) -> ModelSamples:
    """`ModelSamples` of the runs' wall times alone (no sites: the driver records no dispatch times)."""
    rows = benchmark_model(vmfb, inputs, [f"--benchmark_repetitions={runs}", "--benchmark_min_time=1x", *flags],
                           function=function, device=device)
    run_us = _run_wall_times(rows)
    if len(run_us) != runs:
        raise ToolError(f"{len(run_us)} run times for {runs} runs", tool=BENCHMARK_TOOL)
    return ModelSamples(tuple(run_us), tuple(run_us), {}, WALL_TIME, unrecorded or f"{WALL_TIME} asked")


def _sample_with_profile(
    vmfb: Path, inputs: Sequence[str], function: str, device: str, runs: int, mode: str, flags: Sequence[str] = ()
) -> ModelSamples:
    with scratch_directory("dynbench-profile-") as tmp:
        profile = tmp / "model.ireeprof"
        rows = benchmark_model(vmfb, inputs, [
            f"--benchmark_repetitions={runs}",
            "--benchmark_min_time=1x",
            f"--device_profiling_mode={mode}",
            f"--device_profiling_output={profile}", *flags,
        ], function=function, device=device)
        events = profile_events(profile, mode)
    run_us = _run_wall_times(rows)
    if len(run_us) != runs:
        raise ToolError(f"{len(run_us)} run times for {runs} runs", tool=BENCHMARK_TOOL)
    spans, sites = _dispatch_samples(events, runs)
    return ModelSamples(tuple(run_us), tuple(spans), sites, mode)


def _sample_with_statistics(vmfb: Path, inputs: Sequence[str], function: str, device: str, runs: int,
                            flags: Sequence[str] = ()) -> ModelSamples:
    """`ModelSamples` from ``--dispatch_statistics``: each export's mean time per call stands
    for every run at each of its call sites (sites numbered per export; no spans, so the
    run's wall time stands for its dispatch span)."""
    rows = benchmark_model(vmfb, inputs, [
        f"--benchmark_repetitions={runs}", "--benchmark_min_time=1x", "--dispatch_statistics", *flags,
    ], function=function, device=device)
    run_us = _run_wall_times([r for r in rows if r.calls is None])
    exports = [r for r in rows if r.calls]
    if len(run_us) != runs or not exports:
        raise ToolError(f"{len(run_us)} run times for {runs} runs, {len(exports)} dispatch rows", tool=BENCHMARK_TOOL)
    sites: dict[Site, tuple[str, tuple[float, ...]]] = {}
    for row in exports:
        for _ in range(row.calls or 0):
            sites[(0, len(sites))] = (row.name, (row.time_us / row.calls,) * runs)
    return ModelSamples(tuple(run_us), tuple(run_us), sites, DISPATCH_STATISTICS)


def _run_wall_times(rows: Sequence[BenchmarkRow]) -> list[float]:
    """The wall time of each run (one iteration per repetition row), microseconds."""
    times = []
    for row in rows:
        if row.run_type != "iteration":
            continue
        if row.iterations != 1:
            raise ToolError(f"unexpected benchmark row {row.name!r}", tool=BENCHMARK_TOOL)
        times.append(row.time_us)
    return times


def profile_events(profile: Path, mode: str = "host-execution") -> list[dict[str, Any]]:
    """The valid dispatch events of a `--device_profiling_output` file (`dispatch_events`)."""
    jsonl = run_tool([find_runtime_tool("iree-profile"), "dispatch", "--format=jsonl", "--dispatch_events", profile])
    return dispatch_events(jsonl, mode)


def dispatch_events(jsonl: str, mode: str = "host-execution") -> list[dict[str, Any]]:
    """The valid dispatch events of a profile, with host times: `host_dispatch_event`
    (host-execution) as they are, `dispatch_event` (a GPU's device ticks) through
    the driver's clock fit (`start/end_driver_host_cpu_time_ns`)."""
    events = []
    lines = [line for line in jsonl.splitlines() if '"host_dispatch_event"' in line or '"dispatch_event"' in line]
    # One decode of them all: thousands of small json.loads calls cost 3x as much.
    for event in json.loads("[" + ",".join(lines) + "]"):
        if event.get("type") == "host_dispatch_event":
            if event.get("valid", True):
                events.append(event)
        elif event.get("type") == "dispatch_event":
            if not event.get("device_tick_range_valid", True):
                continue
            if not event.get("derived_time_available", False):
                continue
            events.append({
                **event,
                "start_host_time_ns": event["start_driver_host_cpu_time_ns"],
                "end_host_time_ns": event["end_driver_host_cpu_time_ns"],
            })
    if not events:
        raise ToolError(
            f"the profile holds no dispatch events (does this device support --device_profiling_mode={mode}?)",
            tool="iree-profile",
        )
    return events


def _dispatch_samples(
    events: list[dict[str, Any]], runs: int
) -> tuple[list[float], dict[Site, tuple[str, tuple[float, ...]]]]:
    """Each run's dispatch span, and each site's export and durations, from the
    dispatch events of ``runs`` model runs.

    Events are grouped by queue submission (a command buffer recorded once and
    replayed every run keeps its id; each submission is new). Submissions made
    before the runs (initializers) come first: the leading ones are skipped so
    that every run submits the same dispatches in the same order.
    """
    by_submission: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for event in events:
        by_submission[int(event["submission_id"])].append(event)
    submissions = [in_order(by_submission[s]) for s in sorted(by_submission)]
    for per_run in range(1, len(submissions) // runs + 1):
        chosen = submissions[len(submissions) - per_run * runs :]
        if all(_keys(chosen[k]) == _keys(chosen[k % per_run]) for k in range(len(chosen))):
            break
    else:
        raise ToolError(
            f"cannot split {len(submissions)} submissions into {runs} runs that dispatch alike", tool="iree-profile"
        )
    spans, durations = [], defaultdict(list)
    for first in range(0, len(chosen), per_run):
        run_events = [e for sub in chosen[first : first + per_run] for e in sub]
        start = min(int(e["start_host_time_ns"]) for e in run_events)
        spans.append((max(int(e["end_host_time_ns"]) for e in run_events) - start) / 1e3)
    for k, submission in enumerate(chosen):
        for position, event in enumerate(submission):
            durations[(k % per_run, position)].append(int(event["duration_ns"]) / 1e3)
    sites = {
        (slot, position): (str(event["key"]), tuple(durations[(slot, position)]))
        for slot, submission in enumerate(chosen[:per_run])
        for position, event in enumerate(submission)
    }
    return spans, sites


def in_order(submission: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A submission's dispatches in recording order (command index; start time
    where the device records none)."""
    by_start = sorted(submission, key=lambda e: int(e["start_host_time_ns"]))
    indices = [int(e.get("command_index", _NO_COMMAND_INDEX)) for e in by_start]
    if _NO_COMMAND_INDEX in indices:
        return by_start
    return sorted(by_start, key=lambda e: int(e["command_index"]))


def _keys(submission: list[dict[str, Any]]) -> list[str]:
    return [str(e["key"]) for e in submission]
