"""Rendering of run results: rich table, CSV, JSON and Google Benchmark JSON.

The library returns `RunResult`s; this module turns them into text. Tables
are printed with markup off (error texts and paths may hold `[...]`); styles
are `Text` styles.

The Google Benchmark form follows the JSON that `--benchmark_format=json` writes
(`context`, `benchmarks[]` with iteration and aggregate runs), so its tools
(e.g. `compare.py`, which pairs benchmarks by `name`) read it: names carry the
dynamic input dims as Google Benchmark carries arguments (`<dispatch>/42/1024`),
so runs at different sizes never pair; times are in `ns` (a small dispatch
keeps its precision); aggregates (mean, median, stddev, cv) are written only
for 2+ repetitions, as Google Benchmark does. dynbench's own fields are
counters (numbers) and a `label` (the problem size).
"""

from __future__ import annotations

import csv
import datetime
import io
import json
import math
import os
import platform
import socket
from typing import Any, Iterable, Optional, Sequence

from rich.table import Table
from rich.text import Text

from ..machine import busy, cpu_caches, cpu_count, cpu_scaling_enabled, installed_version, load_average, tool_versions

from ..manifest import Manifest
from ..run.results import DispatchTiming, RunResult
from .tables import Column, fitted, short_names
from .units import rate_text, time_text

ROW_FIELDS = (
    "index", "dispatch", "export", "status", "problem", "workgroup_count", "workgroups", "iterations",
    "median_us", "min_us", "max_us", "cv", "share", "flops_per_s", "bytes_per_s", "overhead_us",
    "repetitions", "stopped_by", "buffer_copies", "timed_for", "timed_as", "error",
)
# Added after ROW_FIELDS by `run --flavour static` (static_run.py).
STATIC_FIELDS = ("static_median_us", "dynamic_over_static", "static_error")
# Added where a dispatch's export is a size-range chain: the variant the sizes select and its range.
VARIANT_FIELDS = ("variant_export", "variant_range")


def fields(result: RunResult) -> tuple[str, ...]:
    return (ROW_FIELDS + (STATIC_FIELDS if result.flavour == "static" else ())
            + (VARIANT_FIELDS if specialized(result) else ()))


def specialized(result: RunResult) -> bool:
    """Whether a dispatch of the run is a size-range chain (its variant shown)."""
    return any(r.params is not None and r.params.range_variant is not None for r in result.rows)


def _variant_record(row: DispatchTiming) -> dict[str, Any]:
    variant = row.params.range_variant if row.params else None
    return {"variant_export": variant.export if variant else "", "variant_range": variant.text() if variant else ""}


def percent(fraction: float) -> str:
    """A fraction as a percentage with the digits it was given (0.05: 5%, 0.0001: 0.01%)."""
    return f"{fraction * 100:.6g}%"


def _finite(value: Optional[float]) -> Optional[float]:
    return value if value is not None and math.isfinite(value) else None


def row_record(result: RunResult, row: DispatchTiming) -> dict[str, Any]:
    """One dispatch as a flat record (the CSV/JSON row); failed rows have null times."""
    ok = row.ok
    return {
        "index": row.index,
        "dispatch": row.name,
        "export": row.export,
        "status": "ok" if ok else "failed",
        "problem": row.problem.text if row.problem else "",
        "workgroup_count": "x".join(map(str, row.params.workgroup_count)) if row.params else "",
        "workgroups": row.workgroups,
        "iterations": row.iterations,
        "median_us": row.median_us if ok else None,
        "min_us": row.min_us if ok else None,
        "max_us": row.max_us if ok else None,
        "cv": _finite(row.cv) if ok else None,
        "share": result.share(row),
        "flops_per_s": row.flops_per_s,
        "bytes_per_s": row.bytes_per_s,
        "overhead_us": row.overhead_us if ok else None,
        "repetitions": len(row.times_us),
        "stopped_by": row.stopped_by,
        "buffer_copies": row.buffer_copies,
        "timed_for": row.timed_for,  # call sites doing this work, timed once (`--each-site`: 1 each)
        "timed_as": row.timed_as,  # the call site timed for this one ("": this one)
        "error": row.error or "",
        **(_static_record(row) if result.flavour == "static" else {}),
        **(_variant_record(row) if specialized(result) else {}),
    }


def _static_record(row: DispatchTiming) -> dict[str, Any]:
    return {
        "static_median_us": row.static_median_us,
        "dynamic_over_static": row.dynamic_over_static,
        "static_error": row.static_error or "",
    }


def to_json(result: RunResult) -> str:
    data = {
        "directory": str(result.directory),
        "device": result.device,
        "function": result.function,
        "inputs": list(result.inputs),
        "dims": dict(zip(result.dim_names, result.dims)),
        "min_time_s": result.options.min_time_s,  # null: adaptive (max_time_s, precision)
        "repetitions": result.options.repetitions,
        "max_time_s": result.options.max_time_s,
        "precision": result.options.precision,
        "rounds": result.options.max_rounds,  # adaptive --method profile: rounds at most
        "each_site": result.options.each_site,  # false: call sites doing the same work timed once
        "cache": result.options.cache,
        "flavour": result.flavour,
        "method": result.method,  # "profile": device events per dispatch; "calls": (T(N) - T(0)) / N
        **({"static_method": result.method} if result.flavour == "static" else {}),  # the static column's: the same
        "target": result.target,  # backend and chip the kernels were compiled for
        "versions": tool_versions(),  # dynbench's and the IREE runtime's
        "load_avg": load_average(),  # 1-minute, when written (as Google Benchmark's `context`); `diff` notes a busy run
        "num_cpus": cpu_count(),
        "total_median_us": result.total_median_us,
        "dispatches": [
            {
                **row_record(result, r), "times_us": list(r.times_us), "cpu_times_us": list(r.cpu_times_us),
                **({"static_times_us": list(r.static_times_us)} if result.flavour == "static" else {}),
            }
            for r in result.rows
        ],
    }
    return json.dumps(data, indent=2) + "\n"


def write_csv(records: Iterable[dict[str, Any]], fields: Sequence[str]) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=list(fields), lineterminator="\n")
    writer.writeheader()
    for record in records:
        writer.writerow({k: "" if record.get(k) is None else record[k] for k in fields})
    return buffer.getvalue()


def to_csv(result: RunResult) -> str:
    return write_csv((row_record(result, r) for r in result.rows), fields(result))


def _method_text(result: RunResult) -> str:
    return "device profile" if result.method == "profile" else "calls"


def _effort(result: RunResult) -> str:
    options = result.options
    if not options.adaptive:
        return f"{options.repetitions} repetition(s)"
    counts = sorted(len(r.times_us) for r in result.rows if r.ok)
    reps = f"{counts[0]}-{counts[-1]}" if counts and counts[0] != counts[-1] else str(counts[0] if counts else 0)
    capped = sum(1 for r in result.rows if r.stopped_by == "max-time")
    rounds = sum(1 for r in result.rows if r.stopped_by == "rounds")
    return (f"{reps} repetition(s) (adaptive: median within {percent(options.precision)}"
            + (f", {capped} stopped at --max-time {options.max_time_s:g} s of timed dispatches" if capped else "")
            + (f", {rounds} after the last profiling round" if rounds else "") + ")")


def _timing_line(result: RunResult) -> str:
    """How the run timed: method (of both columns, for the static flavour), repetitions and why
    they stopped, caches (every run table's caption)."""
    both = " (both columns: dynamic and static kernels alike)" if result.flavour == "static" else ""
    return (f"{len(result.rows)} dispatch(es) timed by {_method_text(result)}{both}, {_effort(result)}, "
            f"{result.options.cache} caches")


def ordered(result: RunResult, sort: str = "index", top: Optional[int] = None) -> list[DispatchTiming]:
    """The rows in shapes.json's order (`sort` "index") or the slowest first ("time": failed
    rows last), the first `top` of them (all when None)."""
    rows = list(result.rows)
    if sort == "time":
        rows.sort(key=lambda r: (not r.ok, -(r.median_us if r.ok else 0.0), r.index))
    return rows if top is None else rows[:top]


def table(result: RunResult, width: Optional[int] = None, sort: str = "index", top: Optional[int] = None) -> Table:
    """The run for people, fitted to `width` columns (`render.tables`): index, dispatch name
    (whole, without the prefix all share), times scaled per cell; optional columns left out
    when they do not fit. `sort` and `top` choose the rows (`ordered`); the caption still sums
    them all. A rich `Table`: print it on a rich console, or `to_text` it."""
    shown = ordered(result, sort, top)
    prefix, names = short_names([r.name for r in shown], width)
    static = result.flavour == "static"
    variants = specialized(result)
    columns = [
        Column("#"), Column("dispatch", "left"), Column("median"),
        Column("problem", "left", wrap=True, keep=9, min_width=30),
        *((Column("variant", "left", wrap=True, keep=8),) if variants else ()),
        Column("share %", keep=8), Column("cv %", keep=7),
        *((Column("static", keep=8), Column("dyn/static", keep=8)) if static else ()),
        Column("FLOP/s", keep=6), Column("bytes/s", keep=5), Column("workgroups", keep=4),
        Column("min", keep=3), Column("max", keep=2), Column("timed once for", keep=7),
    ]
    rows = []
    for row, name in zip(shown, names):
        wg = "x".join(map(str, row.params.workgroup_count)) if row.params else "-"
        problem = row.problem.text if row.problem else "-"
        statics = _static_cells(row) if static else ()
        problem_cells = (problem, _variant_text(row)) if variants else (problem,)
        if not row.ok:
            rows.append([str(row.index), name, Text("failed", style="red"), *problem_cells, "-", "-", *statics,
                         "-", "-", wg, "-", "-", _sites_text(row)])
            continue
        share = result.share(row)
        rows.append([
            str(row.index), name, time_text(row.median_us), *problem_cells,
            f"{share * 100:.1f}" if share is not None else "-",
            f"{row.cv * 100:.1f}" if math.isfinite(row.cv) else "-",
            *statics,
            rate_text(row.flops_per_s, "FLOP/s"), rate_text(row.bytes_per_s, "B/s"), wg,
            time_text(row.min_us), time_text(row.max_us), _sites_text(row),
        ])
    caption = [
        _timing_line(result),
        f"sum of medians {time_text(result.total_median_us)}" + (f"; {len(result.failed)} failed" if result.failed else ""),
        *_shared_timing_caption(result),
        *([f"dispatch names without {prefix}"] if prefix else []),
        *([f"the {len(shown)} {'slowest' if sort == 'time' else 'first'} of {len(result.rows)}"]
          if len(shown) < len(result.rows) else []),
    ]
    title = f"{result.function} at {' '.join(result.inputs)} on {result.device}"
    return fitted(columns, rows, width, title=title, caption=caption)


def _variant_text(row: DispatchTiming) -> str:
    """The size-range variant the row's sizes select: its range (`fallback`), `-` for a plain export."""
    variant = row.params.range_variant if row.params else None
    return variant.text() if variant else "-"


def _sites_text(row: DispatchTiming) -> str:
    return f"{row.timed_for} sites" if row.timed_for > 1 else ""


def _shared_timing_caption(result: RunResult) -> list[str]:
    """How many timings the rows share: identical work (one kernel, the same sizes) is timed once."""
    if result.timings == len(result.rows):
        return []
    return [f"identical work timed once: {result.timings} timing(s) for {len(result.rows)} call sites "
            f"(--each-site times each)"]


def by_export(result: RunResult) -> list[dict]:
    """The run's rows summed per kernel (export), the heaviest first: its call sites, their
    medians summed, its share of the run's sum, the spread of its sites' medians."""
    groups: dict[str, list[DispatchTiming]] = {}
    for row in result.rows:
        groups.setdefault(row.export, []).append(row)
    total = result.total_median_us
    out = []
    for export, rows in groups.items():
        ok = [r for r in rows if r.ok]
        summed = sum(r.median_us for r in ok)
        out.append({
            "export": export, "call_sites": len(rows), "failed": len(rows) - len(ok), "sum_median_us": summed,
            "share": summed / total if total else 0.0,
            "problems": len({r.problem.text for r in ok if r.problem}),
            "min_median_us": min((r.median_us for r in ok), default=None),
            "max_median_us": max((r.median_us for r in ok), default=None),
        })
    return sorted(out, key=lambda e: -e["sum_median_us"])


EXPORT_FIELDS = ("export", "call_sites", "failed", "sum_median_us", "share", "problems", "min_median_us", "max_median_us")


def exports_csv(result: RunResult) -> str:
    """`run --by export` as CSV: one row per kernel."""
    return write_csv(by_export(result), EXPORT_FIELDS)


def exports_table(result: RunResult, width: Optional[int] = None, top: Optional[int] = None) -> Table:
    """One row per kernel (export), the heaviest first: call sites, medians summed over them,
    share, distinct problems, and the least and most a call site took (`run --by export`)."""
    rows_of = by_export(result)
    shown = rows_of if top is None else rows_of[:top]
    prefix, names = short_names([e["export"] for e in shown], width)
    columns = [
        Column("export", "left", wrap=True, min_width=24), Column("sites"), Column("sum of medians"),
        Column("share %"), Column("problems", keep=3), Column("site min", keep=2), Column("site max", keep=1),
    ]
    rows = [[name, str(e["call_sites"]) + (f" ({e['failed']} failed)" if e["failed"] else ""),
             time_text(e["sum_median_us"]), f"{e['share'] * 100:.1f}", str(e["problems"]),
             time_text(e["min_median_us"]), time_text(e["max_median_us"])] for e, name in zip(shown, names)]
    caption = [
        f"{len(result.rows)} call site(s) of {len(rows_of)} export(s); sum of medians {time_text(result.total_median_us)}",
        _timing_line(result),
        *_shared_timing_caption(result),
        *([f"the {len(shown)} heaviest of {len(rows_of)} shown"] if len(shown) < len(rows_of) else []),
        *([f"export names without {prefix}"] if prefix else []),
    ]
    title = f"{result.function} at {' '.join(result.inputs)} on {result.device}, by export"
    return fitted(columns, rows, width, title=title, caption=caption)


def _static_cells(row: DispatchTiming) -> tuple[str | Text, str]:
    if row.static_median_us is None:
        return Text(row.static_error or "failed", style="red"), "-"
    ratio = row.dynamic_over_static
    return time_text(row.static_median_us), f"{ratio:.2f}" if ratio is not None else "-"


NOISY_CV = 0.10  # a dispatch whose repetitions vary more than this is reported


NOISY_LINES = 5  # warnings about single dispatches; more are counted in one more line


def method_notes(result: RunResult) -> list[str]:
    """One `note:` line per thing to know about how the run was timed (e.g. profiling fell back to calls)."""
    return [f"note: {n}" for n in result.notes]


def noise_warnings(result: RunResult, threshold: float = NOISY_CV) -> list[str]:
    """One `warning:` line per dispatch whose coefficient of variation exceeds `threshold`
    (the noisiest first; past `NOISY_LINES`, one line counts the rest). An adaptive row that
    stopped on precision is not one: its repetitions spread (drawn from several rounds, they
    show the machine's noise), but its median is known within `--precision` all the same."""
    noisy = sorted((r for r in result.rows if r.ok and not r.timed_as and math.isfinite(r.cv) and r.cv > threshold
                    and not (result.options.adaptive and r.stopped_by == "precision")), key=lambda r: -r.cv)
    remedy = ("too short a --min-time" if not result.options.adaptive
              else "too few profiling rounds: try --rounds" if result.method == "profile" else "too low a --max-time")
    lines = [
        f"warning: dispatch {r.index} {r.name}: cv {r.cv * 100:.1f}% over {len(r.times_us)} repetitions "
        f"(above {threshold * 100:.0f}%: a busy machine, or {remedy})"
        for r in noisy[:NOISY_LINES]
    ]
    if len(noisy) > NOISY_LINES:
        lines.append(f"warning: {len(noisy) - NOISY_LINES} more dispatch(es) with cv above {threshold * 100:.0f}% "
                     "(--format csv: column cv)")
    return lines


def sweep_noise_warning(runs: Sequence[RunResult], threshold: float = NOISY_CV) -> Optional[str]:
    """One `warning:` line counting the timings of a sweep whose cv exceeds `threshold`, naming the worst."""
    # a timing once: a call site doing another's work (`timed_as`) carries that one's times
    timed = [(run, r) for run in runs for r in run.rows if r.ok and not r.timed_as]
    noisy = [(r.cv, r, run) for run, r in timed if math.isfinite(r.cv) and r.cv > threshold]
    if not noisy:
        return None
    total = len(timed)
    cv, row, run = max(noisy, key=lambda x: x[0])
    return (
        f"warning: {len(noisy)} of {total} timings have cv above {threshold * 100:.0f}% "
        f"(worst {cv * 100:.0f}%: dispatch {row.index} {row.name} at {' '.join(run.inputs)})"
    )


def load_warning(load: Optional[float], cores: int) -> Optional[str]:
    """A `warning:` line when the 1-minute load average exceeds half the cores (timings get noisy)."""
    if not busy(load, cores):
        return None
    return f"warning: load average {load:.1f} over the last minute on {cores} core(s): timings may be noisy"


def default_sizes_note(manifest: Manifest, inputs: Sequence[str]) -> Optional[str]:
    """Without `--inputs` on a model whose extract sizes are its asserted upper bounds: which sizes
    those are, said before a run that may take minutes."""
    if inputs or manifest.default_inputs_source == "--inputs":
        return None
    bounds = ", ".join(f"{d.name} = {d.assume.umax}" for d in manifest.input_dims if d.assume and d.assume.umax)
    return (
        f"note: no --inputs: timing at {' '.join(manifest.default_inputs)}, the upper bounds the model asserts "
        f"({bounds}; util.assume.int), the largest and slowest sizes; give --inputs for others"
    )


def _mhz_per_cpu() -> int:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.lower().startswith("cpu mhz"):
                    return int(float(line.split(":")[1]))
    except (OSError, ValueError, IndexError):
        pass
    return 0




def gbench_context(executable: str, extra: Optional[dict[str, Any]] = None) -> dict[str, Any]:
    """Google Benchmark's `context` object, describing this host. Host facts that cannot be
    read (`cpu_scaling_enabled`, `caches`) are left out rather than guessed."""
    try:
        load_avg = list(os.getloadavg())
    except OSError:
        load_avg = []
    scaling, caches = cpu_scaling_enabled(), cpu_caches()
    return {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "host_name": socket.gethostname(),
        "executable": executable,
        "num_cpus": os.cpu_count() or 0,
        "mhz_per_cpu": _mhz_per_cpu(),
        **({"cpu_scaling_enabled": scaling} if scaling is not None else {}),
        **({"caches": caches} if caches is not None else {}),
        "load_avg": load_avg,
        "library_version": _version(),
        "library_build_type": "release",
        "json_schema_version": 1,
        "python": platform.python_version(),
        **(extra or {}),
    }


def _version() -> str:
    found = installed_version("iree-dynbench")
    return f"iree-dynbench {found}" if found else "iree-dynbench"


def _counters(result: RunResult, row: DispatchTiming) -> dict[str, float]:
    counters: dict[str, float] = {"workgroups": float(row.workgroups)}
    if row.params:
        for axis, n in zip("xyz", row.params.workgroup_count):
            counters[f"workgroup_count_{axis}"] = float(n)
    if row.problem:
        counters["bytes_per_dispatch"] = float(row.problem.bytes)
        if row.problem.flops is not None:
            counters["flops_per_dispatch"] = float(row.problem.flops)
    if row.ok:
        share = result.share(row)
        if share is not None:
            counters["share"] = share
        counters["overhead_us"] = row.overhead_us
    counters["buffer_copies"] = float(row.buffer_copies)
    counters["timed_for"] = float(row.timed_for)
    if row.static_median_us is not None:
        counters["static_median_us"] = row.static_median_us
        if row.dynamic_over_static is not None:
            counters["dynamic_over_static"] = row.dynamic_over_static
    return counters


def _throughput(row: DispatchTiming, seconds_per_dispatch: float) -> dict[str, float]:
    out: dict[str, float] = {}
    if row.problem and seconds_per_dispatch > 0:
        out["bytes_per_second"] = row.problem.bytes / seconds_per_dispatch
        if row.problem.flops is not None:
            out["flops_per_second"] = row.problem.flops / seconds_per_dispatch
    return out


def gbench_name(result: RunResult, row: DispatchTiming) -> str:
    """`<dispatch>/<dim>/<dim>...`: the benchmark's name with the dynamic input dims as its arguments."""
    return "/".join([row.name, *(str(d) for d in result.dims)])


def to_gbench(result: RunResult, executable: str = "dynbench run") -> dict[str, Any]:
    """The run as Google Benchmark JSON (one family per dispatch, times in ns)."""
    context = gbench_context(
        executable,
        {"dynbench": {"directory": str(result.directory), "device": result.device, "function": result.function,
                      "inputs": list(result.inputs), "dims": dict(zip(result.dim_names, result.dims)),
                      "cache": result.options.cache, "method": result.method, "target": result.target,
                      "versions": tool_versions()}},
    )
    benchmarks: list[dict[str, Any]] = []
    repetitions = result.options.repetitions
    for family, row in enumerate(result.rows):
        name = gbench_name(result, row)
        base = {
            "name": name,
            "family_index": family,
            "per_family_instance_index": 0,
            "run_name": name,
            "repetitions": len(row.times_us) or repetitions,
            "threads": 1,
            "label": row.problem.text if row.problem else "",
        }
        counters = _counters(result, row)
        if not row.ok:
            benchmarks.append({
                **base, "run_type": "iteration", "repetition_index": 0, "iterations": 0,
                "real_time": 0.0, "cpu_time": 0.0, "time_unit": "ns",
                "error_occurred": True, "error_message": row.error or "failed", **counters,
            })
            continue
        for k, (wall, cpu) in enumerate(zip(row.times_us, row.cpu_times_us)):
            benchmarks.append({
                **base, "run_type": "iteration", "repetition_index": k, "iterations": row.iterations,
                "real_time": wall * 1e3, "cpu_time": cpu * 1e3, "time_unit": "ns",
                **counters, **_throughput(row, wall * 1e-6),
            })
        if len(row.times_us) < 2:
            continue  # Google Benchmark writes no aggregates for one repetition
        for aggregate, wall, cpu, unit in _aggregates(row):
            scale = 1e3 if unit == "time" else 1.0
            benchmarks.append({
                **base, "name": f"{name}_{aggregate}", "run_type": "aggregate", "aggregate_name": aggregate,
                "aggregate_unit": unit, "iterations": len(row.times_us), "real_time": wall * scale,
                "cpu_time": cpu * scale, "time_unit": "ns", **counters,
                **(_throughput(row, wall * 1e-6) if aggregate in ("mean", "median") else {}),
            })
    return {"context": context, "benchmarks": benchmarks}


def _aggregates(row: DispatchTiming) -> list[tuple[str, float, float, str]]:
    import statistics

    wall, cpu = list(row.times_us), list(row.cpu_times_us)

    def stats(values: list[float]) -> tuple[float, float, float, float]:
        mean = statistics.fmean(values)
        stddev = statistics.stdev(values) if len(values) > 1 else 0.0
        return mean, statistics.median(values), stddev, (stddev / mean if mean > 0 else 0.0)

    w, c = stats(wall), stats(cpu)
    return [
        ("mean", w[0], c[0], "time"),
        ("median", w[1], c[1], "time"),
        ("stddev", w[2], c[2], "time"),
        ("cv", w[3], c[3], "percentage"),
    ]


def gbench_json(result: RunResult, executable: str = "dynbench run") -> str:
    return json.dumps(to_gbench(result, executable), indent=2) + "\n"



COMPARE_FIELDS = (
    "index", "export", "dispatches", "calls", "in_model_us", "isolated_us", "ratio", "in_model_share", "note",
)


def compare_records(comparison) -> list[dict[str, Any]]:
    """One record per export; `index` is its first call site's (the table's `#`)."""
    index = {row.name: row.index for row in comparison.run.rows}
    return [
        {
            "index": min((index[d] for d in r.dispatches if d in index), default=None),
            "export": r.export,
            "dispatches": " ".join(r.dispatches),
            "calls": r.calls,
            "in_model_us": r.in_model_us,
            "isolated_us": r.isolated_us,
            "ratio": r.ratio,
            "in_model_share": r.in_model_share,
            "note": r.note,
        }
        for r in comparison.rows
    ]


def compare_json(comparison) -> str:
    data = {
        "model": str(comparison.model),
        "directory": str(comparison.run.directory),
        "device": comparison.run.device,
        "inputs": list(comparison.run.inputs),
        "cache": comparison.run.options.cache,
        "model_us": comparison.model_us,
        "model_mean_us": comparison.timing.mean_us,
        "model_runs": comparison.timing.runs,
        "model_dispatch_span_us": comparison.timing.span_us,
        "in_model_dispatch_total_us": comparison.in_model_dispatch_total_us,
        "isolated_total_us": comparison.isolated_total_us,
        "isolated_over_model": comparison.isolated_total_us / comparison.model_us if comparison.model_us > 0 else None,
        "median_ratio": comparison.median_ratio(),
        "each_site": comparison.run.options.each_site,  # false: call sites doing the same work timed once
        "call_sites": len(comparison.run.rows),
        "timings": comparison.run.timings,
        "exports": compare_records(comparison),
    }
    return json.dumps(data, indent=2) + "\n"


def compare_csv(comparison) -> str:
    return write_csv(compare_records(comparison), COMPARE_FIELDS)


def compare_table(comparison, width: Optional[int] = None) -> Table:
    """Per export, slowest in the model first: `#` the index of its first call site (as `run`
    numbers them; JSON/CSV list every site), the export (without the prefix all share on a
    fitted table), its in-model and isolated time per model run."""
    run = comparison.run
    model_us = comparison.model_us
    ratio = comparison.median_ratio()
    index = {r.name: r.index for r in run.rows}
    ordered = sorted(comparison.rows, key=lambda r: -(r.in_model_us or 0.0))
    prefix, exports = short_names([r.export for r in ordered], width)
    columns = [
        Column("#"), Column("export", "left"), Column("calls"), Column("in model"), Column("isolated"),
        Column("isolated/in-model", keep=3), Column("model share %", keep=2), Column("note", "left", wrap=True, keep=1),
    ]
    rows = [
        [
            str(min(index[n] for n in r.dispatches if n in index)) if any(n in index for n in r.dispatches) else "-",
            export, str(r.calls),
            time_text(r.in_model_us), time_text(r.isolated_us),
            f"{r.ratio:.2f}" if r.ratio is not None else "-",
            f"{r.in_model_share * 100:.1f}" if r.in_model_share is not None else "-",
            r.note,
        ]
        for r, export in zip(ordered, exports)
    ]
    caption = [
        f"times per model run; whole model {time_text(model_us)} per run (median of {comparison.timing.runs} runs; "
        f"mean {time_text(comparison.timing.mean_us)})",
        f"first to last dispatch {time_text(comparison.timing.span_us)}",
        f"in-model dispatches {time_text(comparison.in_model_dispatch_total_us)}",
        f"sum of isolated medians {time_text(comparison.isolated_total_us)}"
        + (f" ({comparison.isolated_total_us / model_us:.2f}x the model)" if model_us > 0 else "")
        + (f"; median ratio {ratio:.2f}" if ratio is not None else ""),
        *_shared_timing_caption(run),
        "#: the export's first call site (`dynbench show DIR #`)",
        *([f"export names without {prefix}"] if prefix else []),
    ]
    title = f"{comparison.model} at {' '.join(run.inputs)} on {run.device}, {run.options.cache} caches"
    return fitted(columns, rows, width, title=title, caption=caption)
