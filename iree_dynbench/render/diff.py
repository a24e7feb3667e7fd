"""Rendering of `dynbench diff`: a table in BASE's order (so diffs of one model line up),
JSON and CSV for CI dashboards."""

from __future__ import annotations

import json
from typing import Any, Optional

from rich.table import Table
from rich.text import Text

from ..run.diff import FAILED_IN_NEW, FASTER, SLOWER, Diff, DispatchDiff
from .results import write_csv
from .tables import Column, fitted, short_names
from .units import time_text

DIFF_FIELDS = (
    "index", "dispatch", "base_median_us", "new_median_us", "ratio", "ratio_low", "ratio_high", "limit", "p_value",
    "base_repetitions", "new_repetitions", "verdict",
)

_STYLE = {SLOWER: "red", FAILED_IN_NEW: "red", FASTER: "green"}


def p_text(row: DispatchDiff) -> str:
    if row.p_value is None:
        return "n/a" if row.ratio is not None else "-"
    return f"{row.p_value:.3f}" if row.p_value >= 0.001 else "<0.001"


def record(row: DispatchDiff) -> dict[str, Any]:
    return {
        "index": row.index,
        "dispatch": row.name,
        "base_median_us": row.base_median_us,
        "new_median_us": row.new_median_us,
        "ratio": row.ratio,
        "ratio_low": row.interval[0] if row.interval else None,  # its 95% interval
        "ratio_high": row.interval[1] if row.interval else None,
        "limit": row.limit,  # the threshold widened by both runs' CVs: what the interval must clear
        "p_value": row.p_value,
        "base_repetitions": len(row.base.times_us) if row.base else 0,
        "new_repetitions": len(row.new.times_us) if row.new else 0,
        "verdict": row.verdict,
    }


def summary(diff: Diff) -> str:
    """One line: the geometric mean and how many dispatches got slower or faster."""
    geomean = diff.geomean_ratio
    parts = [
        f"geometric mean NEW/BASE {geomean:.3f} over {len(diff.ratios)} dispatch(es)" if geomean is not None
        else "no dispatch timed in both",
        f"{diff.count(SLOWER)} slower, {diff.count(FASTER)} faster "
        f"({diff.test.format(alpha=diff.alpha, threshold=diff.threshold)})",
    ]
    if diff.mismatches:
        parts.append("COMPARED ALTHOUGH TIMED DIFFERENTLY: " + "; ".join(diff.mismatches))
    if diff.count(FAILED_IN_NEW):
        parts.append(f"{diff.count(FAILED_IN_NEW)} failed in NEW")
    return "; ".join(parts)


def table(diff: Diff, width: Optional[int] = None) -> Table:
    """The diff for people, fitted to `width` columns as `run`'s table is (`render.tables`):
    names never cut (the prefix every name shares left out and said), the p-value, repetitions
    and BASE/NEW times the first columns to go."""
    prefix, names = short_names([row.name for row in diff.rows], width)
    title = f"{diff.new.path} (NEW) vs {diff.base.path} (BASE)"
    sizes = diff.base.sizes if diff.base.sizes is not None else diff.new.sizes
    if sizes:
        title += " at " + " ".join(f"{k}={v}" for k, v in sizes.items())
    columns = [
        Column("#"), Column("dispatch", "left"), Column("NEW/BASE"), Column("95% interval", keep=4),
        Column("verdict", "left"), Column("BASE", keep=3), Column("NEW", keep=3), Column("p", keep=2),
        Column("reps", keep=1),
    ]
    rows = []
    for row, name in zip(diff.rows, names):
        reps = f"{len(row.base.times_us) if row.base else 0}/{len(row.new.times_us) if row.new else 0}"
        rows.append([
            str(row.index), name, f"{row.ratio:.3f}" if row.ratio is not None else "-",
            f"{row.interval[0]:.2f}-{row.interval[1]:.2f}" if row.interval else "-",
            Text(row.verdict, style=_STYLE.get(row.verdict, "")),
            time_text(row.base_median_us), time_text(row.new_median_us), p_text(row), reps,
        ])
    caption = [summary(diff), *([f"dispatch names without {prefix}"] if prefix else [])]
    return fitted(columns, rows, width, title=title, caption=caption)


def to_json(diff: Diff) -> str:
    data = {
        "base": {"path": str(diff.base.path), "kind": str(diff.base.kind), "sizes": diff.base.sizes},
        "new": {"path": str(diff.new.path), "kind": str(diff.new.kind), "sizes": diff.new.sizes},
        "threshold": diff.threshold,
        "alpha": diff.alpha,
        "geomean_ratio": diff.geomean_ratio,
        "regressions": [r.name for r in diff.regressions],
        "mismatches": list(diff.mismatches),  # how BASE and NEW were timed differently (--allow-mismatch)
        "notes": list(diff.notes),
        "dispatches": [record(r) for r in diff.rows],
    }
    return json.dumps(data, indent=2) + "\n"


def to_csv(diff: Diff) -> str:
    return write_csv((record(r) for r in diff.rows), DIFF_FIELDS)
