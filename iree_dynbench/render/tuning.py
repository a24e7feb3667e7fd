"""Rendering of `tune`: per problem what was tried and kept, the model before and after."""

from __future__ import annotations

import json
from typing import Optional

from rich.table import Table

from ..tune.reach import Reach
from ..tune.tuning import TUNED, TuneResult, to_json
from .results import write_csv
from .tables import Column, fitted, short_names
from .units import time_text


def table(result: TuneResult, width: Optional[int] = None) -> Table:
    """Per problem tuned, heaviest first: its share of the traffic, candidates built and timed,
    the outcome, the configuration kept and its predicted ratio."""
    _, exports = short_names([", ".join(p.exports) for p in result.problems], width)
    columns = [
        Column("entry"), Column("problem", "left", wrap=True, min_width=24), Column("exports", "left", keep=1, wrap=True),
        Column("share %"), Column("candidates", keep=2), Column("outcome", "left", wrap=True),
        Column("configuration kept", "left", wrap=True, keep=3), Column("predicted", keep=4),
    ]
    rows = []
    for p, names in zip(result.problems, exports):
        built = sum(1 for c in p.candidates if c.error is None)
        kept = p.chosen.config.label if p.chosen else "IREE's default"
        predicted = f"{p.chosen.predicted_ratio:.2f}x" if p.chosen and p.chosen.predicted_ratio else "-"
        outcome = p.outcome if p.outcome != TUNED else f"tuned (applies to {len(p.applies_to)} export(s))"
        if p.search is not None:
            outcome += f"; {p.search.tried} tried in {p.search.rounds} round(s): stopped at {p.search.stopped}"
        rows.append([p.entry or "-", p.problem, names, f"{p.share * 100:.1f}", f"{built} of {len(p.candidates)}",
                     outcome, kept, predicted])
    caption = [f"traffic: {time_text(result.total_us)} of dispatch time; predicted with the spec: "
               f"{result.predicted_ratio:.3f}x of it (isolated timings, paired with the default)"]
    for m in result.model:
        if m.error or m.ratio is None:
            caption.append(f"model at {' '.join(m.inputs)}: not timed ({m.error or m.verdict})")
            continue
        low, high = m.interval or (m.ratio, m.ratio)
        # the ratio is the median of the pairs' ratios, the times each side's median: they can disagree
        line = (f"model at {' '.join(m.inputs)}: {time_text(m.base_us)} -> {time_text(m.tuned_us)} per call "
                f"(medians), paired ratio {m.ratio:.3f}x [{low:.3f}, {high:.3f}] ({m.verdict})")
        if m.dispatch_ratio is not None:
            dlow, dhigh = m.dispatch_interval or (m.dispatch_ratio, m.dispatch_ratio)
            line += f"; in-model dispatches {m.dispatch_ratio:.3f}x [{dlow:.3f}, {dhigh:.3f}]"
        if m.tuned_exports_ratio is not None:
            line += f", the tuned exports' {m.tuned_exports_ratio:.3f}x"
        if m.predicted_dispatch_ratio is not None:
            line += f"; predicted {m.predicted_dispatch_ratio:.3f}x"
        if m.problems:
            line += "; per problem in-model / predicted: " + ", ".join(
                f"{p.entry} {p.ratio:.3f}x / {p.predicted_ratio:.3f}x" for p in m.problems if p.ratio is not None)
        caption.append(line)
    if result.reach is not None:
        caption.append(f"tuned problems: {result.reach.tunable_share * 100:.1f}% of the traffic's dispatch time; "
                       f"{len(result.reach.left_out)} kernel(s) left out (tune.json `reach` says why)")
    if result.outputs is not None:
        caption.append(f"model outputs with the spec at {' '.join(result.outputs.inputs)}: "
                       + ("equal to the default build's" if result.outputs.equal else result.outputs.why)
                       + (f" (max abs difference {result.outputs.max_abs_diff:.3g})"
                          if result.outputs.max_abs_diff is not None else ""))
    if result.budget_left_out:
        caption.append(f"left out by --budget: {len(result.budget_left_out)} problem(s): {', '.join(result.budget_left_out)}")
    return fitted(columns, rows, width, title=f"tune: {len(result.problems)} problem(s) in {result.elapsed_s:.0f} s",
                  caption=caption)


def to_json_text(result: TuneResult) -> str:
    return json.dumps(to_json(result), indent=2, allow_nan=False) + "\n"


CSV_FIELDS = ("entry", "problem", "exports", "weighted_us", "share", "candidates", "built", "outcome",
              "configuration_kept", "predicted_ratio", "applies_to", "kind", "tried", "rounds", "stopped")


def to_csv(result: TuneResult) -> str:
    """One row per problem, as the table's (the model's timings are in the JSON)."""
    rows = [{
        "entry": p.entry, "problem": p.problem, "exports": " ".join(p.exports), "weighted_us": p.weighted_us,
        "share": p.share, "candidates": len(p.candidates), "built": sum(1 for c in p.candidates if c.error is None),
        "outcome": p.outcome, "configuration_kept": p.chosen.config.label if p.chosen else None,
        "predicted_ratio": p.chosen.predicted_ratio if p.chosen else None, "applies_to": " ".join(p.applies_to),
        "kind": str(p.kind), "tried": p.search.tried if p.search else None, "rounds": p.search.rounds if p.search else None,
        "stopped": p.search.stopped if p.search else None,
    } for p in result.problems]
    return write_csv(rows, CSV_FIELDS)


def reach_lines(reach: Reach, headline: str = "is in tunable problems", limit: Optional[int] = None) -> list[str]:
    """What tune reaches, before any timing: `78.1% of the traffic's dispatch time is in tunable
    problems`, then each kernel left out, `12.3% <export>: why` (the `limit` heaviest, the rest
    as one line: tune.json has them all)."""
    lines = [f"{reach.tunable_share * 100:.1f}% of the traffic's dispatch time {headline}"]
    shown = reach.left_out if limit is None else reach.left_out[:limit]
    lines += [f"{item.share * 100:.1f}% {item.export}: {item.why}" for item in shown]
    rest = reach.left_out[len(shown):]
    if rest:
        lines.append(f"{sum(item.share for item in rest) * 100:.1f}% in {len(rest)} more kernel(s) left out "
                     "(tune.json `reach` lists each with why)")
    return lines
