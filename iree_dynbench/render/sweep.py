"""Rendering of a sweep: `sweep.csv`, `sweep.json` (one record per dispatch and size) and `sweep.png`."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any, Optional

from .. import outputs
from ..errors import DynbenchError
from ..layout import SweepDir
from ..run.sweep import SweepResult
from .results import ROW_FIELDS, row_record, write_csv


def records(result: SweepResult) -> list[dict[str, Any]]:
    """One flat record per dispatch and size: the swept dims, the inputs, then the `run` row."""
    out = []
    for run in result.runs:
        sizes = dict(zip(result.dim_names, run.dims))
        for row in run.rows:
            out.append({**sizes, "inputs": " ".join(run.inputs), **row_record(run, row)})
    return out


def fields(result: SweepResult) -> list[str]:
    return [*result.dim_names, "inputs", *ROW_FIELDS]


def write(result: SweepResult, output: Path) -> dict[str, Path]:
    """Write `sweep.csv` and `sweep.json` into `output`; returns what was written."""
    layout = SweepDir(Path(output))
    outputs.make_dir(layout.root)
    paths = {"csv": layout.csv, "json": layout.json}
    rows = records(result)
    outputs.write_text(paths["csv"], write_csv(rows, fields(result)))
    outputs.write_text(paths["json"], json.dumps({"dims": list(result.dim_names), "rows": rows}, indent=2) + "\n")
    return paths


def top_dispatches(result: SweepResult, top: int) -> list[str]:
    """Dispatch names with the largest summed median over the sweep."""
    totals: dict[str, float] = {}
    for run in result.runs:
        for row in run.rows:
            if row.ok:
                totals[row.name] = totals.get(row.name, 0.0) + row.median_us
    return sorted(totals, key=lambda n: -totals[n])[:top]


def plot(result: SweepResult, output: Path, top: int = 5) -> Path:
    """`sweep.png` in `output`: the top dispatches' median time and throughput against size."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise DynbenchError(
            "the PNG plot needs matplotlib (pip install 'iree-dynbench[plot]'); the CSV and JSON were written"
        ) from None
    varying = result.varying
    if len(varying) == 1:
        axis = result.dim_names.index(varying[0])
        xs: list[float] = [run.dims[axis] for run in result.runs]
        xlabel, ticks = varying[0], None
    else:
        xs = list(range(len(result.runs)))
        xlabel, ticks = "inputs", [" ".join(run.inputs) for run in result.runs]
    names = top_dispatches(result, top)
    figure, (time_ax, rate_ax) = plt.subplots(2, 1, figsize=(10, 8), sharex=True)
    for name in names:
        times: list[Optional[float]] = []
        rates: list[Optional[float]] = []
        for run in result.runs:
            row = next((r for r in run.rows if r.name == name and r.ok), None)
            times.append(row.median_us if row else None)
            rate = (row.flops_per_s or row.bytes_per_s) if row else None
            rates.append(rate / 1e9 if rate else None)
        flops = any(r.name == name and r.flops_per_s for run in result.runs for r in run.rows)
        label = f"{name} ({'GFLOP/s' if flops else 'GB/s'})"
        time_ax.plot(xs, [t if t is not None else float("nan") for t in times], marker="o", label=name)
        rate_ax.plot(xs, [r if r is not None else float("nan") for r in rates], marker="o", label=label)
    time_ax.set_ylabel("median time per dispatch (us)")
    rate_ax.set_ylabel("throughput (GFLOP/s or GB/s)")
    rate_ax.set_xlabel(xlabel)
    if ticks is None and len(xs) > 1 and min(xs) > 0 and max(xs) / min(xs) >= 8:
        time_ax.set_xscale("log", base=2)
    if ticks is not None:
        rate_ax.set_xticks(xs)
        rate_ax.set_xticklabels(ticks, rotation=30, ha="right", fontsize=7)
    time_ax.set_title(f"top {len(names)} dispatches by time")
    time_ax.legend(fontsize=7)
    rate_ax.legend(fontsize=7)
    time_ax.grid(True, alpha=0.3)
    rate_ax.grid(True, alpha=0.3)
    figure.tight_layout()
    png = io.BytesIO()
    try:
        figure.savefig(png, format="png", dpi=100)
    finally:
        plt.close(figure)
    path = SweepDir(Path(output)).png
    outputs.write_bytes(path, png.getvalue())
    return path
