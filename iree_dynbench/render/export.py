"""Rendering of `export`: what shark-ai's tuner takes of the files written, and the static files
IREE cannot build (one line: a fact about IREE, not a failure)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # what export needs (the compiler's bindings, the passes) is loaded by export itself
    from ..tune.export import ExportResult


def export_summary(result: ExportResult) -> str:
    """How many of the files shark-ai's tuner takes, and the reasons for the others (most common first)."""
    reasons: dict[str, int] = {}
    for f in result.files:
        if f.tuner is not None and not f.tuner.supported:
            reasons[f.tuner.reason or "?"] = reasons.get(f.tuner.reason or "?", 0) + 1
    line = f"shark-ai's tuner takes {len(result.tunable)} of them"
    if reasons:
        ordered = sorted(reasons.items(), key=lambda kv: -kv[1])
        line += "; not: " + "; ".join(f"{n}x {reason}" for reason, n in ordered)
    return line


def not_built_line(result: ExportResult) -> str:
    """One line for the static files IREE cannot build (not written), IREE's reasons most common first."""
    reasons: dict[str, int] = {}
    for n in result.not_built:
        reasons[n.reason] = reasons.get(n.reason, 0) + 1
    ordered = "; ".join(f"{k}x {reason}" for reason, k in sorted(reasons.items(), key=lambda kv: -kv[1]))
    listed = "worklist.json and index.json list" if (result.output / "worklist.json").exists() else "index.json lists"
    return (f"note: {len(result.not_built)} static tuner file(s) not written: IREE cannot build them for the "
            f"target ({ordered}); {listed} each with IREE's reason")
