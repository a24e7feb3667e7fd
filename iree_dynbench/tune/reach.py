"""What tune can reach, said before any timing: the traffic's share in tunable problems, and
each kernel left out with its share and why (issue 52: a user should not learn from tune.json
alone that 78% of the time was out of reach)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..run.plan import ExportWeight
from . import configured_ir
from .export import TunerBuilder
from .tuning_problems import ALL_KINDS, Problems, find_problems

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


def reach(weights: Sequence[ExportWeight], problems: Problems) -> Reach:
    """The share of `weights` (a plan's `by_export`) in `problems`' tunable exports; the rest
    with why (an export the problems do not name: it ran in no dispatch the extract has)."""
    tunable = tunability(problems)
    total = sum(w.weighted_us for w in weights)
    left = [LeftOut(w.export, w.weighted_us, w.weighted_us / total if total > 0 else 0.0,
                    tunable.get(w.export, "not in the extract's configured IR"))
            for w in weights if tunable.get(w.export) != TUNABLE]
    inside = sum(w.weighted_us for w in weights if tunable.get(w.export) == TUNABLE)
    return Reach(total, inside, tuple(sorted(left, key=lambda item: -item.weighted_us)))


def extract_problems(directory: Path, kinds: frozenset = ALL_KINDS) -> Problems:
    """The tuning problems of an extract (its configured IR), of `kinds`."""
    with TunerBuilder(directory) as builder:
        return find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context), builder.manifest,
                             kinds=kinds)
