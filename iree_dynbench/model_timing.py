"""How long the real model takes: per run, and per dispatch export inside a run.

The model runs under ``iree-benchmark-module`` with one iteration per
repetition, so Google Benchmark's median aggregate is the median time *per
run*, with HAL host-execution profiling on; ``iree-profile`` turns the profile
into one event per executed dispatch.

Medians, not means: on a shared machine a model run now and then stalls for
milliseconds (a task worker descheduled), and a mean over a few hundred runs
carries those stalls (measured on torch_block at 2x33x64 with local-task:
mean 1.37 ms per run, median 0.68 ms). The isolated benchmarks report medians,
so the model is held to the same statistic.

An export's in-model time per run is the sum over its call sites of the
median duration at that site. A site is a dispatch's place in a run (which of
the run's command buffers, and its command index there, or its order where
the device does not record command indices), so an export dispatched at
several sizes is not mixed into one median.
"""

from __future__ import annotations

import json
import statistics
import tempfile
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .oracle import OracleError, find_runtime_tool, io_flags, run_tool

__all__ = ["ExportTime", "ModelTiming", "time_model"]

_NO_COMMAND_INDEX = 0xFFFF_FFFF
_TIME_UNIT_TO_US = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}


@dataclass(frozen=True)
class ExportTime:
    """One dispatch export inside the model's runs."""

    export: str
    calls: int  # dispatches of this export per model run
    per_run_us: float  # sum over its sites of the median duration per call
    share: float  # of the model's dispatch time (the sum of all per_run_us)


@dataclass(frozen=True)
class ModelTiming:
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


def time_model(
    vmfb: Path,
    inputs: Sequence[str],
    *,
    function: str = "main",
    device: str = "local-task",
    runs: int = 100,
) -> ModelTiming:
    """Run the compiled model ``runs`` times and time it per run and per export."""
    runs = max(runs, 3)  # Google Benchmark reports aggregates from two repetitions up
    with tempfile.TemporaryDirectory(prefix="dynbench-profile-") as tmp:
        profile = Path(tmp) / "model.ireeprof"
        stdout = run_tool([
            find_runtime_tool("iree-benchmark-module"),
            *io_flags(Path(vmfb), inputs, function, device),
            f"--benchmark_repetitions={runs}",
            "--benchmark_min_time=1x",
            "--benchmark_format=json",
            "--benchmark_report_aggregates_only=true",
            "--device_profiling_mode=host-execution",
            f"--device_profiling_output={profile}",
        ])
        events = run_tool([
            find_runtime_tool("iree-profile"), "dispatch", "--format=jsonl", "--dispatch_events", profile,
        ])
    median_us, mean_us = _per_run_wall_time(stdout, function)
    span_us, exports = _dispatch_times(_dispatch_events(events), runs)
    return ModelTiming(runs, median_us, mean_us, span_us, tuple(exports))


def _per_run_wall_time(stdout: str, function: str) -> tuple[float, float]:
    """(median, mean) of the model's wall time per run, microseconds."""
    try:
        rows = json.loads(stdout)["benchmarks"]
    except (json.JSONDecodeError, KeyError) as exc:
        raise OracleError(f"unexpected benchmark output: {exc}", tool="iree-benchmark-module") from exc
    found: dict[str, float] = {}
    for row in rows:
        if str(row.get("name", "")).startswith(f"BM_{function}/") and row.get("run_type") == "aggregate":
            unit = str(row.get("time_unit", "ns"))
            if unit in _TIME_UNIT_TO_US:
                found[str(row.get("aggregate_name"))] = float(row["real_time"]) * _TIME_UNIT_TO_US[unit]
    if "median" not in found or "mean" not in found:
        raise OracleError("no median/mean rows for the model in the benchmark output", tool="iree-benchmark-module")
    return found["median"], found["mean"]


def _dispatch_events(jsonl: str) -> list[dict[str, Any]]:
    events = []
    for line in jsonl.splitlines():
        if '"host_dispatch_event"' not in line:
            continue
        event = json.loads(line)
        if event.get("type") == "host_dispatch_event" and event.get("valid", True):
            events.append(event)
    if not events:
        raise OracleError(
            "the profile holds no dispatch events (does this device support "
            "--device_profiling_mode=host-execution?)",
            tool="iree-profile",
        )
    return events


def _dispatch_times(events: list[dict[str, Any]], runs: int) -> tuple[float, list[ExportTime]]:
    """The median dispatch span of a run, and per-export time per run, from the
    dispatch events of ``runs`` model runs."""
    by_buffer: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for event in events:
        by_buffer[int(event["command_buffer_id"])].append(event)
    buffers = sorted(by_buffer)
    per_run = len(buffers) // runs
    if per_run == 0:
        raise OracleError(f"{len(buffers)} command buffers for {runs} runs", tool="iree-profile")
    # Command buffers recorded before the runs (initializers) come first.
    buffers = buffers[len(buffers) - per_run * runs :]
    spans = []
    for first in range(0, len(buffers), per_run):
        run_events = [e for b in buffers[first : first + per_run] for e in by_buffer[b]]
        start = min(int(e["start_host_time_ns"]) for e in run_events)
        spans.append((max(int(e["end_host_time_ns"]) for e in run_events) - start) / 1e3)
    sites: dict[tuple[int, int], list[float]] = defaultdict(list)
    site_export: dict[tuple[int, int], str] = {}
    for position, buffer in enumerate(buffers):
        slot = position % per_run
        ordered = sorted(by_buffer[buffer], key=lambda e: int(e["start_host_time_ns"]))
        for rank, event in enumerate(ordered):
            index = int(event.get("command_index", _NO_COMMAND_INDEX))
            site = (slot, rank if index == _NO_COMMAND_INDEX else index)
            if site_export.setdefault(site, str(event["key"])) != str(event["key"]):
                raise OracleError("the model's runs dispatch differently from run to run", tool="iree-profile")
            sites[site].append(int(event["duration_ns"]) / 1e3)
    if any(len(durations) != runs for durations in sites.values()):
        raise OracleError("the model's runs dispatch differently from run to run", tool="iree-profile")
    totals: dict[str, float] = defaultdict(float)
    calls: dict[str, int] = defaultdict(int)
    for site, durations in sites.items():
        totals[site_export[site]] += statistics.median(durations)
        calls[site_export[site]] += 1
    whole = sum(totals.values()) or 1.0
    return statistics.median(spans), sorted(
        (ExportTime(export, calls[export], total, total / whole) for export, total in totals.items()),
        key=lambda e: -e.per_run_us,
    )
