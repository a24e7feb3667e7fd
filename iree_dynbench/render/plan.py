"""Rendering of `dynbench plan`: the problems by weighted time (table, CSV, JSON)."""

from __future__ import annotations

import json
from typing import Any, Optional

from rich.table import Table

from ..layout import GENERATOR
from ..run.plan import Plan
from .results import write_csv
from .tables import Column, fitted, short_names
from .units import time_text

PLAN_FIELDS = ("rank", "problem", "export", "weighted_us", "share", "cumulative", "dispatches", "size_sets")
PLAN_KIND = "plan"


def records(plan: Plan) -> list[dict[str, Any]]:
    return [
        {
            "rank": k, "problem": p.problem, "export": p.export, "weighted_us": p.weighted_us, "share": p.share,
            "cumulative": p.cumulative, "dispatches": list(p.dispatches),
            "size_sets": [" ".join(plan.size_sets[s].inputs) for s in p.size_sets],
        }
        for k, p in enumerate(plan.problems)
    ]


def to_json(plan: Plan) -> str:
    data = {
        "generator": GENERATOR, "kind": PLAN_KIND, "method": plan.method,
        "total_us": plan.total_us,  # sum over size sets of count x their dispatches' medians
        "work_items": plan.items, "timed": plan.timed, "left_out": list(plan.left_out),
        "size_sets": [
            {"inputs": s.inputs, "dims": s.dims, "count": s.count, "predicted_us": predicted}
            for s, predicted in zip(plan.size_sets, plan.predicted_us)
        ],
        "problems": records(plan),
        "dispatches": [
            {"index": d.index, "dispatch": d.name, "weighted_us": d.weighted_us, "share": d.share} for d in plan.dispatches
        ],
    }
    return json.dumps(data, indent=2) + "\n"


def to_csv(plan: Plan) -> str:
    rows = [{**r, "dispatches": " ".join(r["dispatches"]), "size_sets": len(r["size_sets"])} for r in records(plan)]
    return write_csv(rows, PLAN_FIELDS)


def table(plan: Plan, width: Optional[int] = None) -> Table:
    """Per problem, the heaviest first: its weighted time, share, cumulative share, how many
    call sites and size sets it stands for."""
    prefix, exports = short_names([p.export for p in plan.problems], width)
    columns = [
        Column("#"), Column("problem", "left", wrap=True, min_width=24), Column("export", "left", keep=1),
        Column("weighted"), Column("share %"), Column("cumulative %"), Column("sites", keep=2),
        Column("size sets", keep=3),
    ]
    rows = [
        [str(k), p.problem, export, time_text(p.weighted_us), f"{p.share * 100:.1f}", f"{p.cumulative * 100:.1f}",
         str(len(p.dispatches)), str(len(p.size_sets))]
        for k, (p, export) in enumerate(zip(plan.problems, exports))
    ]
    total = sum(s.count for s in plan.size_sets)
    caption = [
        f"{len(plan.problems)} problem(s) over {len(plan.size_sets)} distinct size set(s) of {total}; "
        f"{plan.timed} of {plan.items} distinct work item(s) timed by "
        f"{'device profile' if plan.method == 'profile' else plan.method or 'nothing'}; "
        "weighted: sum of count x median over size sets and call sites",
        *([f"the budget left out {len(plan.left_out)} size set(s): {', '.join(plan.left_out[:3])}"
           + (" ..." if len(plan.left_out) > 3 else "")] if plan.left_out else []),
        *([f"export names without {prefix}"] if prefix else []),
    ]
    return fitted(columns, rows, width, title=f"traffic: {time_text(plan.total_us)} of dispatch time", caption=caption)
