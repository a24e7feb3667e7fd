"""What tune can reach, said before any timing: the traffic's share in tunable problems, and
each kernel left out with its share and why (issue 52: a user should not learn from tune.json
alone that 78% of the time was out of reach)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Protocol

from . import configured_ir
from .export import TunerBuilder
from .tuning_problems import Problems, find_problems, tuned_kinds

TUNABLE = "yes"


@dataclass(frozen=True)
class LeftOut:
    """A kernel the traffic spends time in that no tuning problem covers."""

    export: str
    weighted_us: float
    share: float  # of the traffic's dispatch time
    why: str


@dataclass(frozen=True)
class Reach:
    total_us: float
    tunable_us: float
    left_out: tuple[LeftOut, ...]  # the heaviest first

    @property
    def tunable_share(self) -> float:
        return self.tunable_us / self.total_us if self.total_us > 0 else 0.0


def tunability(problems: Problems) -> dict[str, str]:
    """Per export: `yes`, or why no spec entry tunes it."""
    found = {export: TUNABLE for p in problems.tunable for export in p.exports}
    return {**problems.untunable, **found}


class Weighted(Protocol):
    """An export's time in the traffic: a plan's `ExportWeight`, or a planned problem of it."""

    export: str
    weighted_us: float


def reach(weights: Sequence[Weighted], problems: Problems) -> Reach:
    """The share of `weights` (a plan's `by_export`, or its problems: summed per export) in
    `problems`' tunable exports; the rest with why (an export the problems do not name: it ran
    in no dispatch the extract has)."""
    tunable = tunability(problems)
    per_export: dict[str, float] = {}
    for w in weights:
        per_export[w.export] = per_export.get(w.export, 0.0) + w.weighted_us
    total = sum(per_export.values())
    left = [LeftOut(export, us, us / total if total > 0 else 0.0, tunable.get(export, "not in the extract's configured IR"))
            for export, us in per_export.items() if tunable.get(export) != TUNABLE]
    inside = sum(us for export, us in per_export.items() if tunable.get(export) == TUNABLE)
    return Reach(total, inside, tuple(sorted(left, key=lambda item: -item.weighted_us)))


def reach_json(found: Reach) -> dict:
    """tune.json's `reach`: the traffic's share tune tunes, each kernel left out with its share and why."""
    return {"total_us": found.total_us, "tuned_us": found.tunable_us, "tuned_share": found.tunable_share,
            "left_out": [{"export": item.export, "weighted_us": item.weighted_us, "share": item.share, "why": item.why}
                         for item in found.left_out]}


def extract_problems(directory: Path, kinds: Optional[frozenset] = None) -> Problems:
    """The tuning problems of an extract (its configured IR), of `kinds` (default: those tune
    searches on the extract's target, so what is called tunable here is what tune tunes)."""
    with TunerBuilder(directory) as builder:
        return find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context), builder.manifest,
                             kinds=tuned_kinds(builder.manifest.target) if kinds is None else kinds)
