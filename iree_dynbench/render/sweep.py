"""Rendering of a sweep: `sweep.csv`, `sweep.json` (one record per dispatch and size), a summary
table and `sweep.png`.

The table and the plot are per kernel, not per dispatch: the call sites of one
export (`softmax`, `softmax__1`) run the same kernel, so their times are summed
(what the kernel costs the model at that size) and their FLOPs and bytes too,
which keeps the kernel's throughput honest. FLOP/s and bytes/s are never mixed:
they are separate panels (a kernel without a FLOP count has no FLOP/s line).

The plot puts the most varying dim on a log x axis and time on a log y axis
(sizes and times span decades); when more dims vary, each kernel gets one line
per value of the others (same colour, another line style). The title says what
the reader cannot see: the model, device, cache state and the fixed dims.
"""

from __future__ import annotations

import io
import json
import math
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from rich.table import Table

from .. import outputs
from ..errors import DynbenchError, spell
from ..layout import GENERATOR, SWEEP_KIND, SweepDir
from ..run.sweep import SweepResult
from .fleet import devices_record
from .results import ROW_FIELDS, VARIANT_FIELDS, row_record, specialized, to_gbench, to_json, write_csv
from ..selection import common_prefix
from .tables import Column, fitted, short_names
from .units import rate_text, time_text


def records(result: SweepResult) -> list[dict[str, Any]]:
    """One flat record per dispatch and size: the swept dims, the inputs, then the `run` row."""
    out = []
    for run in result.runs:
        sizes = dict(zip(result.dim_names, run.dims))
        for row in run.rows:
            out.append({**sizes, "inputs": " ".join(run.inputs), "method": run.method, "device": run.device,
                        "host": run.host, "worker": run.worker, **row_record(run, row)})
    return out


def fields(result: SweepResult) -> list[str]:
    variants = VARIANT_FIELDS if any(specialized(run) for run in result.runs) else ()
    return [*result.dim_names, "inputs", "method", "device", "host", "worker", *ROW_FIELDS, *variants]


def write(result: SweepResult, output: Path) -> dict[str, Path]:
    """Write `sweep.csv` and `sweep.json` into `output`; returns what was written. sweep.json
    lists the files this sweep wrote (sweep.png once `write_plot` has written it), so that the
    next sweep into `output` replaces only those (`outputs.check_output_files`): never a file of
    that name the sweep did not write."""
    layout = SweepDir(Path(output))
    outputs.make_dir(layout.root)
    paths = {"csv": layout.csv, "json": layout.json}
    rows = records(result)
    outputs.write_text(paths["csv"], write_csv(rows, fields(result)))
    files = [layout.csv.name, layout.json.name]
    record = {
        "generator": GENERATOR, "kind": SWEEP_KIND, "files": files, "dims": list(result.dim_names),
        "warnings": list(result.warnings), "notes": [spell(n, "cli") for n in result.notes], "devices": devices_record(result.workers), "events": list(result.events),
        "rows": rows,
    }
    outputs.write_text(paths["json"], json.dumps(record, indent=2) + "\n")
    return paths


@dataclass(frozen=True)
class KernelPoint:
    """One kernel at one size of the sweep, its call sites summed."""

    dims: tuple[int, ...]  # the run's dynamic input dims (`SweepResult.dim_names` order)
    time_us: Optional[float]  # sum of the call sites' median time per dispatch; None when one failed
    flops: Optional[float]  # None when a call site has no FLOP count
    bytes: Optional[float]

    @property
    def flops_per_s(self) -> Optional[float]:
        return self.flops / (self.time_us * 1e-6) if self.flops is not None and self.time_us else None

    @property
    def bytes_per_s(self) -> Optional[float]:
        return self.bytes / (self.time_us * 1e-6) if self.bytes is not None and self.time_us else None


@dataclass(frozen=True)
class Kernel:
    """One export of the model over the sweep: its call sites merged."""

    name: str  # the first call site's benchmark name (later ones add `__k`)
    index: int  # the first call site's position in shapes.json `dispatches` (what `show` takes)
    export: str
    calls: int  # call sites in the model
    points: tuple[KernelPoint, ...]  # one per run of the sweep, in its order

    @property
    def total_us(self) -> float:
        return sum(p.time_us for p in self.points if p.time_us is not None)

    @property
    def label(self) -> str:
        return self.name if self.calls == 1 else f"{self.name} ({self.calls} call sites)"


def kernels(result: SweepResult) -> list[Kernel]:
    """Every kernel of the sweep, the largest total time first."""
    order: dict[str, list[str]] = {}  # export -> its call sites' names
    first_index: dict[str, int] = {}  # export -> its first call site's index
    for run in result.runs:
        for row in run.rows:
            names = order.setdefault(row.export, [])
            first_index[row.export] = min(first_index.get(row.export, row.index), row.index)
            if row.name not in names:
                names.append(row.name)
    found = []
    for export, names in order.items():
        points = []
        for run in result.runs:
            rows = [r for r in run.rows if r.export == export]
            ok = bool(rows) and all(r.ok for r in rows)
            problems = [r.problem for r in rows]
            points.append(KernelPoint(
                tuple(run.dims),
                sum(r.median_us for r in rows) if ok else None,
                sum(p.flops for p in problems) if ok and all(p and p.flops is not None for p in problems) else None,
                float(sum(p.bytes for p in problems)) if ok and all(problems) else None,
            ))
        found.append(Kernel(names[0], first_index[export], export, len(names), tuple(points)))
    return sorted(found, key=lambda k: -k.total_us)


@dataclass(frozen=True)
class SweepAxes:
    """How a sweep is drawn: `x` on the x axis, a line per value of `series`, `fixed` in the title."""

    x: Optional[str]  # None: nothing varies
    series: tuple[str, ...]
    fixed: dict[str, int]
    along: tuple[str, ...] = ()  # varying dims that move with x (one value per value of x): not series


def sweep_axes(result: SweepResult) -> SweepAxes:
    """The varying dim with the most values is x (the first such in `dim_names`); varying dims
    that move with it (tied dims, or sizes given as `--inputs` sets that grow together) are
    drawn along it, one line for the sweep; the other varying dims are series."""
    varying = result.varying
    names = list(result.dim_names)
    distinct = {n: len({run.dims[i] for run in result.runs}) for i, n in enumerate(names)}
    x = max(varying, key=lambda n: (distinct[n], -names.index(n))) if varying else None
    fixed = {n: result.runs[0].dims[i] for i, n in enumerate(names) if n not in varying} if result.runs else {}
    along, series = [], []
    for n in varying:
        if n == x:
            continue
        seen: dict[int, set[int]] = {}
        for run in result.runs:
            seen.setdefault(run.dims[names.index(x)], set()).add(run.dims[names.index(n)])
        (along if all(len(v) == 1 for v in seen.values()) else series).append(n)
    return SweepAxes(x, tuple(series), fixed, tuple(along))


def title(result: SweepResult) -> str:
    """Model, function, device and cache state; then the dims that stay fixed."""
    run = result.runs[0]
    where = f"{result.model or run.directory} ({run.function}) on {run.device}, {run.options.cache} caches"
    fixed = {result.label(k): v for k, v in sweep_axes(result).fixed.items()}  # tied dims once, as their symbol
    return where + ("\nfixed: " + ", ".join(f"{k}={v}" for k, v in fixed.items()) if fixed else "")


def _methods(result: SweepResult) -> str:
    """How the sweep was timed (`run`'s words): one method, or each where runs differ."""
    methods = list(dict.fromkeys(r.method for r in result.runs))
    return " and ".join("device profile" if m == "profile" else "calls" for m in methods)


def _sizes_label(result: SweepResult, dims: tuple[int, ...]) -> str:
    varying = result.varying or list(result.dim_names)
    shown = {result.label(n): dims[result.dim_names.index(n)] for n in varying}  # tied dims once, as their symbol
    return " ".join(f"{n}={v}" for n, v in shown.items()) or "static"


def _one_size_moves(result: SweepResult, axes: SweepAxes) -> bool:
    """One size moves over the sweep: a dim, with only the dims tied to it (its symbol) along.
    Dims of other symbols moving along it (size sets where B and S both grow) would make a
    slope over the one a slope over both."""
    x = axes.x
    return x is not None and not axes.series and all(result.label(n) == result.label(x) for n in axes.along)


def exponent(result: SweepResult, kernel: Kernel) -> Optional[float]:
    """Slope of log time over log size when one size varies (1: linear in it, 2: quadratic)."""
    axes = sweep_axes(result)
    if not _one_size_moves(result, axes):
        return None
    i = result.dim_names.index(axes.x)
    pts = [(math.log(p.dims[i]), math.log(p.time_us)) for p in kernel.points if p.time_us and p.dims[i] > 0]
    if len({x for x, _ in pts}) < 2:
        return None
    mx, my = statistics.fmean(x for x, _ in pts), statistics.fmean(y for _, y in pts)
    return sum((x - mx) * (y - my) for x, y in pts) / sum((x - mx) ** 2 for x, _ in pts)


def summary_table(result: SweepResult, width: Optional[int] = None) -> Table:
    """Per kernel: time at the smallest and largest size, growth, exponent, peak rates, share of
    the sweep; fitted to `width` as `run`'s table is (names never cut, rates the first to go)."""
    found = kernels(result)
    # A run's size: the product of its varying sizes, each symbol once (a batch size that three
    # inputs share is one size, not its cube).
    one_per_symbol = list({result.label(n): n for n in reversed(result.varying)}.values())
    scale = [math.prod(run.dims[result.dim_names.index(n)] for n in one_per_symbol) for run in result.runs]
    small, large = scale.index(min(scale)), len(scale) - 1 - scale[::-1].index(max(scale))
    total = sum(k.total_us for k in found)
    axes = sweep_axes(result)
    prefix, names = short_names([k.name for k in found], width)
    columns = [
        Column("#"), Column("kernel", "left"), Column("calls", keep=2),
        Column(f"time @ {_sizes_label(result, result.runs[small].dims)}", keep=6),
        Column(f"time @ {_sizes_label(result, result.runs[large].dims)}"),
        Column("growth", keep=5), Column("exponent", keep=4), Column("peak FLOP/s", keep=1),
        Column("peak bytes/s", keep=0), Column("share %", keep=3),
    ]
    rows = []
    for kernel, name in zip(found, names):
        first, last = kernel.points[small].time_us, kernel.points[large].time_us
        slope = exponent(result, kernel)
        flops = [p.flops_per_s for p in kernel.points if p.flops_per_s is not None]
        rates = [p.bytes_per_s for p in kernel.points if p.bytes_per_s is not None]
        rows.append([
            str(kernel.index), name, str(kernel.calls), time_text(first), time_text(last),
            f"{last / first:.2f}x" if first and last else "-",
            f"{slope:.2f}" if slope is not None else "-",
            rate_text(max(flops), "FLOP/s") if flops else "-",
            rate_text(max(rates), "B/s") if rates else "-",
            f"{kernel.total_us / total * 100:.1f}" if total > 0 else "-",
        ])
    caption = [
        f"{len(result.runs)} size(s), {len(found)} kernel(s) of {sum(k.calls for k in found)} dispatch(es); "
        f"time: median per dispatch by {_methods(result)}, call sites summed"
        + (f"; exponent: slope of log time over log {result.label(axes.x)}" if _one_size_moves(result, axes) else ""),
        *([f"kernel names without {prefix}"] if prefix else []),
    ]
    return fitted(columns, rows, width, title=title(result), caption=caption)


_LINE_STYLES = ("-", "--", ":", "-.")
_MARKERS = ("o", "s", "^", "v", "D", "x", "+", "*")


def figure(result: SweepResult, top: int = 5):
    """The plot as a matplotlib Figure: the `top` kernels by total time; panels time, GFLOP/s
    (when a kernel has a FLOP count), GB/s.

    Every line is labelled `<kernel>` or `<kernel>, <dim>=<value>` (one per value of the
    series dims); the legends (kernels by colour, series values by line style) sit right of
    the panels.
    """
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise DynbenchError("the PNG plot needs matplotlib (pip install matplotlib)") from None
    shown = drawn_kernels(result)[:top]
    axes = sweep_axes(result)
    with_flops = any(p.flops_per_s for k in shown for p in k.points)
    panels = [("time", "median time per dispatch,\ncall sites summed (us)")]
    if with_flops:
        panels.append(("flops", "GFLOP/s"))
    panels.append(("bytes", "GB/s\n(operand and result tensors)"))
    fig, grid = plt.subplots(len(panels), 1, figsize=(9, 3.2 * len(panels)), sharex=True, squeeze=False)
    ax = {key: grid[k][0] for k, (key, _) in enumerate(panels)}
    series_values = sorted({tuple(run.dims[result.dim_names.index(n)] for n in axes.series) for run in result.runs})
    xs_all = _draw_lines(ax, result, shown, axes, series_values, with_flops)
    _label_axes(ax, panels, result, axes, xs_all, len(shown))
    _legends(ax, panels, shown, axes, series_values)
    fig.tight_layout()
    return fig


def _draw_lines(ax: dict, result: SweepResult, shown: list, axes, series_values: list, with_flops: bool) -> set[float]:
    """A line per kernel and series value on each panel (colour: the kernel; style: the series
    value); the x values drawn."""
    xi = result.dim_names.index(axes.x) if axes.x else None
    series_i = [result.dim_names.index(n) for n in axes.series]
    xs_all: set[float] = set()
    for c, kernel in enumerate(shown):
        lines: dict[tuple[int, ...], dict[float, KernelPoint]] = {}
        for k, p in enumerate(kernel.points):
            lines.setdefault(tuple(p.dims[i] for i in series_i), {})[p.dims[xi] if xi is not None else k] = p
        for key in sorted(lines):
            j = series_values.index(key)
            xs = sorted(lines[key])
            xs_all.update(xs)
            pts = [lines[key][x] for x in xs]
            label = _plain(kernel.label + "".join(f", {n}={v}" for n, v in zip(axes.series, key)))
            style = dict(color=f"C{c % 10}", linestyle=_LINE_STYLES[j % len(_LINE_STYLES)],
                         marker=_MARKERS[j % len(_MARKERS)], label=label)
            ax["time"].plot(xs, [_nan(p.time_us) for p in pts], **style)
            if with_flops and any(p.flops_per_s for p in pts):
                ax["flops"].plot(xs, [_nan(p.flops_per_s, 1e-9) for p in pts], **style)
            ax["bytes"].plot(xs, [_nan(p.bytes_per_s, 1e-9) for p in pts], **style)
    return xs_all


def _label_axes(ax: dict, panels: list, result: SweepResult, axes, xs_all: set[float], shown: int) -> None:
    """Log scales, grids, the x axis named by the dim swept (and the dims moved with it), the title."""
    for key, ylabel in panels:
        ax[key].set_ylabel(ylabel, fontsize=8)
        ax[key].set_yscale("log")
        ax[key].grid(True, which="both", alpha=0.3)
    bottom = ax[panels[-1][0]]
    if axes.x is not None:
        bottom.set_xscale("log", base=2)
        along = [n for n in axes.along if result.label(n) != result.label(axes.x)]  # tied dims: in the symbol
        name = result.label(axes.x) + (f" ({', '.join([axes.x, *axes.along])})" if result.label(axes.x) != axes.x else "")
        bottom.set_xlabel(name + (f", with {', '.join(along)}" if along else ""))
        ticks = sorted(xs_all)
        if len(ticks) <= 12:
            bottom.set_xticks(ticks, [f"{t:g}" for t in ticks], minor=False)
            bottom.set_xticks([], minor=True)
    else:
        bottom.set_xlabel("size set")
    ax["time"].set_title(_plain(title(result)) + f"\ntop {shown} kernel(s) by total time over the sweep",
                         fontsize=9)


def _legends(ax: dict, panels: list, shown: list, axes, series_values: list) -> None:
    """The legends beside the panels, never over the data: kernels by colour, series values by line style."""
    from matplotlib.lines import Line2D

    prefix = common_prefix([k.name for k in shown]) if len(shown) > 1 else ""  # the tables' rule
    kernel_handles = [
        Line2D([], [], color=f"C{c % 10}", marker="o", label=_plain(k.label[len(prefix):]))
        for c, k in enumerate(shown)
    ]
    ax["time"].legend(handles=kernel_handles, title=_plain(f"kernels ({prefix}...)" if prefix else "kernels"),
                      loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0, fontsize=7, title_fontsize=7)
    if axes.series:
        series_handles = [
            Line2D([], [], color="0.3", linestyle=_LINE_STYLES[j % len(_LINE_STYLES)],
                   marker=_MARKERS[j % len(_MARKERS)], label=", ".join(f"{n}={v}" for n, v in zip(axes.series, key)))
            for j, key in enumerate(series_values)
        ]
        ax[panels[1][0]].legend(handles=series_handles, title="lines", loc="upper left", bbox_to_anchor=(1.01, 1.0),
                                borderaxespad=0.0, fontsize=7, title_fontsize=7)


def _plain(text: str) -> str:
    """Text for matplotlib without mathtext (`$` in a name or path is a dollar sign)."""
    return text.replace("$", r"\$")


def _nan(value: Optional[float], scale: float = 1.0) -> float:
    return value * scale if value else float("nan")


def drawn_kernels(result: SweepResult) -> list[Kernel]:
    """The kernels a plot can draw: timed at some size of the sweep (a kernel that failed at
    every size has no point to draw, and a time axis of none has no log scale)."""
    return [k for k in kernels(result) if any(p.time_us for p in k.points)]


def plot(result: SweepResult, output: Path, top: int = 5) -> Optional[Path]:
    """`sweep.png` in `output` (see `figure`); None, and nothing written, when no kernel was
    timed at any size."""
    image = plot_png(result, top)
    return write_png(output, image) if image is not None else None


def plot_png(result: SweepResult, top: int = 5) -> Optional[bytes]:
    """The plot of `plot` as PNG bytes (drawn before any file is written: the slow part);
    None when no kernel was timed at any size."""
    if not drawn_kernels(result):
        return None
    fig = figure(result, top)  # DynbenchError without matplotlib
    import matplotlib.pyplot as plt

    png = io.BytesIO()
    try:
        fig.savefig(png, format="png", dpi=100, bbox_inches="tight")
    finally:
        plt.close(fig)
    return png.getvalue()


def write_png(output: Path, image: bytes) -> Path:
    """`plot_png`'s bytes as `sweep.png` in `output`."""
    path = SweepDir(Path(output)).png
    outputs.write_bytes(path, image)
    return path


def remove_stale_plot(output: Path, earlier: set[str]) -> None:
    """Remove `sweep.png` of an earlier sweep into `output` (`earlier`: the files its sweep.json
    listed, read before this sweep's replaced it), so the folder never pairs new results with
    an old plot. A sweep.png the earlier sweep did not write is a person's: it stays."""
    png = SweepDir(Path(output)).png
    if png.name not in earlier:
        return
    try:
        png.unlink(missing_ok=True)
    except OSError as e:
        raise DynbenchError(f"{png}: cannot remove the earlier sweep's plot ({e.strerror or e})") from None


def runs_json(result: SweepResult) -> str:
    """`run --sizes FILE --format json`: every size set's run, as `run --format json` gives one,
    with the fleet's workers and events."""
    return json.dumps({
        "runs": [json.loads(to_json(run)) for run in result.runs],
        "devices": devices_record(result.workers), "events": list(result.events),
    }, indent=2) + "\n"


def runs_csv(result: SweepResult) -> str:
    """`run --sizes FILE --format csv`: every run's rows, as sweep.csv holds them."""
    return write_csv(records(result), fields(result))


def runs_gbench_json(result: SweepResult, context: str) -> str:
    """`run --sizes FILE --json`: one Google Benchmark file of every run's benchmarks (their
    names carry the dims), the first run's context."""
    documents = [to_gbench(run, context) for run in result.runs]
    merged = {**documents[0], "benchmarks": [b for d in documents for b in d["benchmarks"]]}
    return json.dumps(merged, indent=2) + "\n"


@dataclass(frozen=True)
class Written:
    """What the sweep wrote: sweep.csv, sweep.json, and sweep.png (None: no plot)."""

    csv: Path
    json: Path
    png: Optional[Path] = None


def write_results(result: SweepResult, output: Path) -> Written:
    """The sweep's results, first and together: sweep.csv and sweep.json, before the plot
    (`write_plot`), which can fail (no matplotlib, a full disk) and must not cost minutes of
    timings. An earlier sweep's plot goes with them (the folder never pairs new results with an
    old plot; this sweep's own, drawn next, takes its place), and so does the checkpoint: the
    results are written, nothing is left to resume."""
    outputs.check_output_files(output, outputs.SWEEP_OUTPUT)  # again: a file may have appeared there while the sweep ran
    layout = SweepDir(Path(output))
    earlier = outputs.sweep_files(layout.json)
    with outputs.written_together():
        written = write(result, output)
        remove_stale_plot(output, earlier)
        layout.checkpoint.unlink(missing_ok=True)
    return Written(written["csv"], written["json"])


def write_plot(result: SweepResult, written: Written, top: int) -> Written:
    """sweep.png beside the results `write_results` wrote (unchanged where no kernel was timed
    at any size); a failure is one error that says the results are there."""
    try:
        image = plot_png(result, top)
        png = write_png(written.csv.parent, image) if image is not None else None
    except (DynbenchError, OSError) as e:  # an OSError of matplotlib's own (its font cache, its config)
        why = e.raw if isinstance(e, DynbenchError) else f"the PNG plot failed ({e.strerror or e})"
        raise DynbenchError(f"{why}; the results were written: {written.csv}, {written.json}") from None
    if png is not None:  # sweep.json lists it now that it is written
        record = json.loads(written.json.read_text())
        record["files"] = [*record["files"], png.name]
        outputs.write_text(written.json, json.dumps(record, indent=2) + "\n")
    return Written(written.csv, written.json, png)
