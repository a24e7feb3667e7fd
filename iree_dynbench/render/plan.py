"""Rendering of `dynbench plan`: the problems by weighted time (table, CSV, JSON)."""

from __future__ import annotations

import io
import json
from pathlib import Path
from collections.abc import Mapping
from typing import Any, Optional

from rich.table import Table

from .. import outputs
from ..errors import DynbenchError
from ..layout import GENERATOR, PLAN_KIND
from ..manifest import ChainVariant
from ..run.plan import Plan, by_export
from .fleet import devices_record
from .results import write_csv
from .tables import Column, fitted, short_names
from .units import time_text

PLAN_FIELDS = ("rank", "problem", "export", "weighted_us", "share", "cumulative", "dispatches", "size_sets", "workers")
DISPATCH_FIELDS = ("rank", "index", "dispatch", "weighted_us", "share", "cumulative", "size_sets")
EXPORT_FIELDS = ("rank", "export", "weighted_us", "share", "cumulative", "problems", "dispatches", "size_sets")


# Added where a call site's export is a size-range chain (`Plan.specialized`): the variant dispatched.
VARIANT_FIELDS = ("variant_export", "variant_range")


def records(plan: Plan) -> list[dict[str, Any]]:
    return [
        {
            "rank": k, "problem": p.problem, "export": p.export, "weighted_us": p.weighted_us, "share": p.share,
            "cumulative": p.cumulative, "dispatches": list(p.dispatches),
            "size_sets": [" ".join(plan.size_sets[s].inputs) for s in p.size_sets], "workers": list(p.workers),
            **(_variant_record(p.variant) if plan.specialized else {}),
        }
        for k, p in enumerate(plan.problems)
    ]


def _variant_record(variant: Optional[ChainVariant]) -> dict[str, str]:
    return {"variant_export": variant.export if variant else "", "variant_range": variant.text() if variant else ""}


def dispatch_records(plan: Plan) -> list[dict[str, Any]]:
    return [
        {"rank": k, "index": d.index, "dispatch": d.name, "weighted_us": d.weighted_us, "share": d.share,
         "cumulative": d.cumulative, "size_sets": [" ".join(plan.size_sets[s].inputs) for s in d.size_sets],
         # per size set (as `size_sets`), the variant dispatched there
         **({"variants": [_variant_record(v) for v in d.variants]} if d.variants else {})}
        for k, d in enumerate(plan.dispatches)
    ]


def _variants_text(variants) -> str:
    """The distinct variants a call site took, in the order first taken: `1..4, fallback`; `-`: none."""
    return ", ".join(dict.fromkeys(v.text() for v in variants)) or "-"


def export_records(plan: Plan, tunable: Optional[Mapping[str, str]] = None) -> list[dict[str, Any]]:
    """`tunable`: per export, `yes` or why tune cannot tune it (`tune.reach.tunability`)."""
    return [
        {"rank": k, "export": e.export, "weighted_us": e.weighted_us, "share": e.share, "cumulative": e.cumulative,
         "problems": e.problems, "dispatches": list(e.dispatches),
         "size_sets": [" ".join(plan.size_sets[s].inputs) for s in e.size_sets],
         **({"tunable": _tunable(tunable, e.export)} if tunable is not None else {})}
        for k, e in enumerate(by_export(plan))
    ]


def _tunable(tunable: Mapping[str, str], export: str) -> str:
    return tunable.get(export, "not in the extract's configured IR")


def exports_csv(plan: Plan, tunable: Optional[Mapping[str, str]] = None) -> str:
    """Per kernel (export), the heaviest first (`plan --by export`)."""
    return write_csv([{**r, "dispatches": len(r["dispatches"]), "size_sets": len(r["size_sets"])}
                      for r in export_records(plan, tunable)], EXPORT_FIELDS + (("tunable",) if tunable is not None else ()))


def exports_table(plan: Plan, width: Optional[int] = None, top: Optional[int] = None,
                  tunable: Optional[Mapping[str, str]] = None) -> Table:
    """Per kernel (export), the heaviest first: its problems' weighted time summed, share,
    cumulative share, how many problems, call sites and size sets (`plan --by export`); with
    `tunable`, whether tune can tune it or why not."""
    rows_of = by_export(plan)
    prefix, exports = short_names([e.export for e in rows_of], width)
    columns = [
        Column("#"), Column("export", "left", wrap=True, min_width=24), Column("weighted"), Column("share %"),
        Column("cumulative %"), Column("problems", keep=1), Column("sites", keep=2), Column("size sets", keep=3),
        *([Column("tunable", "left", wrap=True, min_width=12)] if tunable is not None else []),
    ]
    shown = rows_of if top is None else rows_of[:top]
    rows = [
        [str(k), name, time_text(e.weighted_us), f"{e.share * 100:.1f}", f"{e.cumulative * 100:.1f}", str(e.problems),
         str(len(e.dispatches)), str(len(e.size_sets)), *([_tunable(tunable, e.export)] if tunable is not None else [])]
        for k, (e, name) in enumerate(zip(shown, exports))
    ]
    caption = [
        *_caption(plan, f"{len(rows_of)} export(s)"),
        *([f"the {len(shown)} heaviest of {len(rows_of)} shown (--format json or csv: all)"] if len(shown) < len(rows_of) else []),
        *([f"export names without {prefix}"] if prefix else []),
    ]
    return fitted(columns, rows, width, title=f"traffic: {time_text(plan.total_us)} of dispatch time", caption=caption)


def to_json(plan: Plan) -> str:
    data = {
        "generator": GENERATOR, "kind": PLAN_KIND, "method": plan.method, "target": plan.target,
        "total_us": plan.total_us,  # sum over size sets of count x their dispatches' medians
        "work_items": plan.items, "timed": plan.timed, "left_out": list(plan.left_out), "failed": list(plan.failed),
        "size_sets": [
            {"inputs": s.inputs, "dims": s.dims, "count": s.count, "predicted_us": predicted}
            for s, predicted in zip(plan.size_sets, plan.predicted_us)
        ],
        "problems": records(plan),
        "dispatches": dispatch_records(plan),
        "exports": export_records(plan),
        "devices": devices_record(plan.workers), "events": list(plan.events),
    }
    return json.dumps(data, indent=2) + "\n"


def to_csv(plan: Plan) -> str:
    rows = [{**r, "dispatches": " ".join(r["dispatches"]), "size_sets": len(r["size_sets"]), "workers": " ".join(r["workers"])}
            for r in records(plan)]
    return write_csv(rows, PLAN_FIELDS + (VARIANT_FIELDS if plan.specialized else ()))


def dispatches_csv(plan: Plan) -> str:
    """Per call site, the heaviest first (`plan --by dispatch`)."""
    return write_csv([{**r, "size_sets": len(r["size_sets"]),
                       **({"variants": _variants_text(d.variants)} if plan.specialized else {})}
                      for r, d in zip(dispatch_records(plan), plan.dispatches)],
                     DISPATCH_FIELDS + (("variants",) if plan.specialized else ()))


def dispatches_table(plan: Plan, width: Optional[int] = None, top: Optional[int] = None) -> Table:
    """Per call site of the model, the heaviest first: its weighted time, share, cumulative
    share and how many size sets it was timed at (`plan --by dispatch`); `top`: the first N."""
    shown = plan.dispatches if top is None else plan.dispatches[:top]
    variants = plan.specialized
    columns = [
        Column("#"), Column("index", keep=1), Column("dispatch", "left", wrap=True, min_width=24), Column("weighted"),
        Column("share %"), Column("cumulative %"), Column("size sets", keep=2),
        *((Column("variants", "left", wrap=True, keep=3),) if variants else ()),
    ]
    rows = [
        [str(k), str(d.index), d.name, time_text(d.weighted_us), f"{d.share * 100:.1f}", f"{d.cumulative * 100:.1f}",
         str(len(d.size_sets)), *((_variants_text(d.variants),) if variants else ())]
        for k, d in enumerate(shown)
    ]
    caption = [
        *_caption(plan, f"{len(plan.dispatches)} call site(s)"),
        *([f"the {len(shown)} heaviest of {len(plan.dispatches)} shown (--format json or csv: all)"]
          if len(shown) < len(plan.dispatches) else []),
    ]
    return fitted(columns, rows, width, title=f"traffic: {time_text(plan.total_us)} of dispatch time", caption=caption)


def _caption(plan: Plan, what: str) -> list[str]:
    total = sum(s.count for s in plan.size_sets)
    return [
        f"{what} over {len(plan.size_sets)} distinct size set(s) of {total}; "
        f"{plan.timed} of {plan.items} distinct work item(s) timed by "
        f"{'device profile' if plan.method == 'profile' else plan.method or 'nothing'}; "
        "weighted: sum of count x median over size sets and call sites",
        *([f"left out {len(plan.left_out)} size set(s) (the budget, or work that could not be timed): {', '.join(plan.left_out[:3])}"
           + (" ..." if len(plan.left_out) > 3 else "")] if plan.left_out else []),
    ]


def table(plan: Plan, width: Optional[int] = None, top: Optional[int] = None) -> Table:
    """Per problem, the heaviest first: its weighted time, share, cumulative share, its export's
    share (all its problems), how many call sites and size sets it stands for; `top`: the first N."""
    shown = plan.problems if top is None else plan.problems[:top]
    prefix, exports = short_names([p.export for p in shown], width)
    of_export = {e.export: e.share for e in by_export(plan)}
    variants = plan.specialized
    columns = [
        Column("#"), Column("problem", "left", wrap=True, min_width=24), Column("export", "left", keep=1),
        *((Column("variant", "left", wrap=True, keep=5),) if variants else ()),
        Column("weighted"), Column("share %"), Column("cumulative %"), Column("export %", keep=2),
        Column("sites", keep=3), Column("size sets", keep=4),
    ]
    rows = [
        [str(k), p.problem, export, *((p.variant.text() if p.variant else "-",) if variants else ()),
         time_text(p.weighted_us), f"{p.share * 100:.1f}", f"{p.cumulative * 100:.1f}",
         f"{of_export.get(p.export, 0.0) * 100:.1f}", str(len(p.dispatches)), str(len(p.size_sets))]
        for k, (p, export) in enumerate(zip(shown, exports))
    ]
    caption = [
        *_caption(plan, f"{len(plan.problems)} problem(s)"),
        *([f"the {len(shown)} heaviest of {len(plan.problems)} shown (--format json or csv: all)"] if len(shown) < len(plan.problems) else []),
        "export %: the share of the problem's export, all its problems together (plan --by export)",
        *([f"export names without {prefix}"] if prefix else []),
    ]
    return fitted(columns, rows, width, title=f"traffic: {time_text(plan.total_us)} of dispatch time", caption=caption)


def plot(plan: Plan, path: Path) -> Path:
    """The cumulative share of the traffic's dispatch time against the number of problems,
    heaviest first: the knee a tuner user looks for (how few problems pay for most time).
    Written to `path` (PNG) whole or not at all."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise DynbenchError("the plot needs matplotlib (pip install matplotlib)") from None
    shares = [p.cumulative for p in plan.problems]
    fig, ax = plt.subplots(figsize=(7, 4))
    try:
        ax.plot(range(1, len(shares) + 1), [100 * s for s in shares], color="C0")
        ax.set_xscale("log")
        ax.set_xlabel("problems, heaviest first")
        ax.set_ylabel("cumulative share of dispatch time (%)")
        ax.set_ylim(0, 100)
        ax.grid(True, which="both", alpha=0.3)
        for cover in (0.5, 0.9):
            k = next((i for i, s in enumerate(shares) if s >= cover - 1e-12), None)
            if k is not None:
                ax.axhline(100 * cover, color="0.6", linewidth=0.8)
                ax.annotate(f"{k + 1} problem(s): {cover:.0%}", (k + 1, 100 * cover), fontsize=8,
                            xytext=(4, -12), textcoords="offset points")
        total = sum(s.count for s in plan.size_sets)
        ax.set_title(f"{len(plan.problems)} problems over {total} requests ({len(plan.size_sets)} distinct size sets)",
                     fontsize=9)
        png = io.BytesIO()
        fig.savefig(png, format="png", dpi=100, bbox_inches="tight")
    finally:
        plt.close(fig)
    outputs.write_bytes(Path(path), png.getvalue())
    return Path(path)
