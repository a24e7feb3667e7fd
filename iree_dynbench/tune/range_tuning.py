"""`tune --ranges R`: a problem's traffic split into size ranges, each with the configuration that wins there.

One configuration serves every size of a dynamic kernel, yet the best tiles at M = 2 and at
M = 2048 differ. For each tuned problem with a dynamic loop whose traffic takes two values or
more:

    traffic    each plan row of the problem (a problem size) as the values of its dynamic loops,
               read through the query at the row's first size set, with its weighted time
    samples    `size_ranges.sample_points` along the loop whose values spread most: at each, the
               search tune does for a whole problem (`search`), on the rows of that size
    ranges     `size_ranges.split_ranges` of the samples' winners (paired ratios and intervals)
    whole      the search a one-configuration tune does (the problem's heaviest size set, all its
               rows): its winner is a candidate in every range, so that no range settles for a
               configuration that one-configuration tune would have beaten it with
    confirm    every winner (the range's own, the whole traffic's, the other samples') against the
               default in pairs at the range's heaviest size sets; of those faster at the heaviest
               and slower at none, the one with the best traffic-weighted ratio is kept; none: "no
               gain found" there (the fallback, IREE's default, serves it)

The builds: `specialization_spec` annotates the root op with the ranges that kept a
configuration (one export per range), and the tuning spec has an entry per such range, bounds in
its matcher (`range_entries`); `check_variants` reads back what the model's compile made of each
export. A single range is no specialization: its winner is the problem's one configuration.

On GPU targets a range has no `udiv` (`without_udiv`): IREE's GPU configuration pipeline
blocks a dynamic dim it knows a divisor of (`iree-codegen-block-dynamic-dimensions`, before the
spec runs: M becomes M/64 x 64, a 4-loop op), so no entry matching the problem's loops would
configure that variant.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from ..problem_size import loop_sizes
from ..run.diff import FASTER, SLOWER
from .candidate_kernels import with_spec
from .size_ranges import (LoopBounds, Sample, SizeRange, TrafficPoint, ranged_loop, sample_points, split_ranges,
                          traffic_modes)
from .specialization_spec import (PREPROCESSING_FLAG, LoopRange, RangedProblem, specialization_of,  # noqa: F401 (tests')
                                  without_specialization)
from .tuning_problems import GENERIC_KINDS
from .tuning_spec import SpecEntry
from .variants import ExportVariants

if TYPE_CHECKING:
    from ..extract_output import ExtractOutput
    from .input_form import InputForm
    from .tuning import CandidateResult, ProblemResult
    from .tuning_problems import TuningProblem
    from .worklist import PlannedProblem

NO_GAIN = "no gain found"


@dataclass(frozen=True)
class RangeResult:
    """One range of a problem's dynamic loops, what its traffic is, and what serves it."""

    loops: tuple[int, ...]  # the problem's dynamic loops (of the root op's iteration domain)
    bounds: tuple[LoopBounds, ...]  # per dynamic loop
    share: float  # of the problem's traffic time
    weighted_us: float
    chosen: Optional["CandidateResult"]  # kept, with its paired timings at the range's heaviest size sets; None: the fallback
    outcome: str  # "tuned" or NO_GAIN
    entry: Optional[str] = None  # its tuning-spec entry
    applies_to: tuple[str, ...] = ()  # the exports whose variant for this range the entry configured
    size_sets: tuple[tuple[str, ...], ...] = ()  # its heaviest size sets (the inputs of each), heaviest first
    considered: tuple["Considered", ...] = ()  # the winners confirmed here, in the order tried

    @property
    def loop_range(self) -> LoopRange:
        return tuple((loop, b) for loop, b in zip(self.loops, self.bounds) if b.constrains)

    def holds(self, values: Sequence[int]) -> bool:
        return all(b.holds(v) for b, v in zip(self.bounds, values))


@dataclass(frozen=True)
class Considered:
    """A winner confirmed in a range: its configuration's label, whether it won the whole traffic
    (the one configuration), and its weighted ratio there (None: not faster, or slower somewhere)."""

    label: str
    whole_traffic: bool
    ratio: Optional[float]


@dataclass(frozen=True)
class Ranged:
    """What the range phase found for one problem: its ranges and the searches at its samples."""

    ranges: tuple[RangeResult, ...]
    samples: tuple["ProblemResult", ...]  # the searches, the first at the problem's heaviest size set
    searched: str = ""  # what was searched, in words


Search = Callable[[list["PlannedProblem"], int], tuple["ProblemResult", dict]]


def traffic(opened: "ExtractOutput", problem: "TuningProblem", rows: Sequence["PlannedProblem"]
            ) -> list[tuple[TrafficPoint, "PlannedProblem"]]:
    """Each row as the values of the problem's dynamic loops (at its first size set, at its call
    site of the problem) and its weighted time; rows the query cannot size are left out."""
    loops = dynamic_loops(problem)
    sites = set(problem.dispatches)
    found = []
    queried: dict[str, dict] = {}
    for row in rows:
        size_set = row.size_sets[0]
        if size_set not in queried:
            queried[size_set] = {d.name: d for d in opened.queries.query(opened.dims(size_set.split()))}
        site = next((d for d in row.dispatches if d in sites), None)
        sizes = loop_sizes(queried[size_set][site]) if site in queried[size_set] else None
        if not sizes or any(sizes[k] is None for k in loops):
            continue
        found.append((TrafficPoint(tuple(int(sizes[k]) for k in loops), row.weighted_us, tuple(size_set.split())), row))
    return found


def dynamic_loops(problem: "TuningProblem") -> tuple[int, ...]:
    return tuple(k for k, size in enumerate(problem.static) if size is None)


def tune_ranges(problem: "TuningProblem", points: Sequence[tuple[TrafficPoint, "PlannedProblem"]], max_ranges: int,
                samples: int, size_sets: int, search: Search, pair: Callable, budget_left: Callable[[], bool],
                progress: Callable[[str], None], divisible: bool = True) -> Optional[Ranged]:
    """The problem's ranges (module docstring); None where the traffic has one value per dynamic loop."""
    traffic_points = [p for p, _ in points]
    if not traffic_points or not traffic_points[0].values or all(
            len({p.values[k] for p in traffic_points}) < 2 for k in range(len(traffic_points[0].values))):
        return None
    loop = ranged_loop(traffic_points)
    picks = sample_points(traffic_points, samples, loop, modes=max_ranges)
    loops = dynamic_loops(problem)
    progress(f"  by size range: {len(picks)} sample size(s) of loop {loops[loop]} "
             f"({', '.join(str(p.values[loop]) for p in picks)}), at most {max_ranges} range(s)")
    found: list[Sample] = []
    searched: list["ProblemResult"] = []
    kept: dict[str, tuple] = {}  # a winner's key -> (its default's side, its build, its candidate)

    def keep(result: "ProblemResult", builds: dict) -> Optional[str]:
        searched.append(result)
        chosen = result.chosen if result.outcome == "tuned" else None
        if chosen is None or not chosen.confirmed or chosen.confirmed[0].interval is None:
            return None
        kept.setdefault(_key(chosen), (builds["base"], builds[_key(chosen)], chosen))
        return _key(chosen)

    progress("  the whole traffic, as one configuration would be tuned")
    whole = keep(*search(sorted((row for _, row in points), key=lambda r: -r.weighted_us), len(picks)))
    for j, pick in enumerate(picks):
        if not budget_left():
            progress(f"  the budget ran out: {len(picks) - j} sample size(s) left untimed")
            break
        rows = sorted((row for p, row in points if p.values[loop] == pick.values[loop]), key=lambda r: -r.weighted_us)
        progress(f"  sample {j + 1} of {len(picks)}: loop {loops[loop]} = {pick.values[loop]}")
        key = keep(*search(rows, j))
        if key is None:
            found.append(Sample(pick.values, None))
            continue
        chosen = kept[key][2]
        low, high = chosen.confirmed[0].interval
        found.append(Sample(pick.values, key, chosen.predicted_ratio or chosen.confirmed[0].ratio or 1.0, low, high))
    split = split_ranges(traffic_points, found, loop, max_ranges)
    split = split if divisible else without_udiv(split)
    total = sum(p.weight for p in traffic_points)
    ranges = []
    for r in split:
        inside = sorted((row for p, row in points if r.holds(p.values)), key=lambda row: -row.weighted_us)
        weighted = sum(row.weighted_us for row in inside)
        sets = [(tuple(row.size_sets[0].split()), row.weighted_us) for row in inside[:size_sets]]
        tried = [(key, _confirmed(kept[key], sets, pair, progress, _text(loops, r.bounds)))
                 for n, key in enumerate(_order(kept, r.winner, whole)) if inside and (n == 0 or budget_left())]
        chosen = min((c for _, c in tried if c is not None), key=lambda c: c.predicted_ratio, default=None)
        considered = tuple(Considered(kept[key][2].config.label, key == whole, c.predicted_ratio if c else None)
                           for key, c in tried)
        ranges.append(RangeResult(loops, r.bounds, r.share if total > 0 else 0.0, weighted, chosen,
                                  "tuned" if chosen is not None else NO_GAIN, size_sets=tuple(s for s, _ in sets),
                                  considered=considered))
    return Ranged(tuple(merge_alike(ranges, loop)), tuple(searched),
                  f"the whole traffic and {len(searched) - 1} sample size(s) searched")


def _order(kept: dict[str, tuple], own: Optional[str], whole: Optional[str]) -> list[str]:
    """The winners a range confirms: its own sample's, the whole traffic's, then the rest best first."""
    first = [k for k in dict.fromkeys((own, whole)) if k is not None]
    return first + sorted((k for k in kept if k not in first), key=lambda k: kept[k][2].predicted_ratio or 1.0)


def _confirmed(winner: tuple, sets: Sequence[tuple[tuple[str, ...], float]], pair: Callable, progress: Callable[[str], None],
               where: str) -> Optional["CandidateResult"]:
    """The winner with its paired timings at the range's size sets, where it is faster than the
    default at the heaviest and slower at none; else None."""
    base, build, candidate = winner
    progress(f"  confirming {candidate.config.label} in range {where} at {len(sets)} size set(s)")
    timings = tuple(pair(base, build, inputs, weight) for inputs, weight in sets)
    ratios = [(t.weight_us, t.ratio) for t in timings if t.ratio is not None]
    weight = sum(w for w, _ in ratios)
    wins = timings[0].verdict == FASTER and not any(t.verdict == SLOWER or t.verdict.startswith("failed") for t in timings)
    if not wins or weight <= 0:
        return None
    return dataclasses.replace(candidate, confirmed=timings, predicted_ratio=sum(w * x for w, x in ratios) / weight)


def merge_alike(ranges: Sequence[RangeResult], loop: int) -> list[RangeResult]:
    """Adjacent ranges that kept one configuration (or both the fallback) as one range: a
    variant per range would build the same kernel twice. The heavier's confirmation is kept."""
    merged: list[RangeResult] = []
    for r in ranges:
        last = merged[-1] if merged else None
        if last is None or _choice(last) != _choice(r):
            merged.append(r)
            continue
        bounds = tuple(LoopBounds(a.umin if k == loop else None, b.umax if k == loop else None, math.gcd(a.udiv, b.udiv))
                       for k, (a, b) in enumerate(zip(last.bounds, r.bounds)))
        heavier = last if last.weighted_us >= r.weighted_us else r
        merged[-1] = dataclasses.replace(heavier, bounds=bounds, share=last.share + r.share,
                                         weighted_us=last.weighted_us + r.weighted_us)
    return merged


def _choice(r: RangeResult) -> Optional[str]:
    return None if r.chosen is None else _key(r.chosen)


def untimed_ranges(problem: "TuningProblem", points: Sequence[tuple[TrafficPoint, "PlannedProblem"]], max_ranges: int,
                   size_sets: int, search: Search, progress: Callable[[str], None],
                   divisible: bool = True) -> Optional[Ranged]:
    """`--no-time`: the problem's ranges from its traffic alone (`size_ranges.traffic_modes`),
    each with the first candidate built at its heaviest size set (`search` on the range's rows,
    untimed), for the machine with the device to time; None where the traffic makes one range."""
    traffic_points = [p for p, _ in points]
    if not traffic_points or not traffic_points[0].values:
        return None
    loop = ranged_loop(traffic_points)
    split = traffic_modes(traffic_points, loop, max_ranges)
    split = split if divisible else without_udiv(split)
    if len(split) < 2:
        return None
    loops = dynamic_loops(problem)
    progress(f"  by size range (untimed, from the traffic): {len(split)} range(s) of loop {loops[loop]}")
    ranges, searched = [], []
    for j, r in enumerate(split):
        inside = sorted((row for p, row in points if r.holds(p.values)), key=lambda row: -row.weighted_us)
        progress(f"  range {j + 1} of {len(split)}: {_text(loops, r.bounds)}, candidates at {inside[0].size_sets[0]}")
        result, _ = search(inside, j)
        searched.append(result)
        ranges.append(RangeResult(loops, r.bounds, r.share, sum(row.weighted_us for row in inside), result.chosen,
                                  result.outcome, size_sets=tuple(tuple(row.size_sets[0].split())
                                                                  for row in inside[:size_sets])))
    return Ranged(tuple(ranges), tuple(searched), f"{len(searched)} range(s) searched")


def probe_problem(name: str, problem: "TuningProblem", points: Sequence[TrafficPoint]) -> Optional[RangedProblem]:
    """Two ranges split at the median of the problem's ranged loop: what `splittable` builds to
    see whether the model's compile makes variants of the problem's exports; None where its
    traffic has one value per dynamic loop (nothing to split)."""
    if not points or not points[0].values or all(len({p.values[k] for p in points}) < 2 for k in range(len(points[0].values))):
        return None
    loop = ranged_loop(points)
    values = sorted({p.values[loop] for p in points})
    middle = values[(len(values) - 1) // 2]
    index = dynamic_loops(problem)[loop]
    return RangedProblem(name, problem.key, (((index, LoopBounds(umax=middle)),), ((index, LoopBounds(umin=middle + 1)),)))


def splittable(probes: dict[str, tuple["TuningProblem", RangedProblem]], found: Sequence[ExportVariants]) -> dict[str, str]:
    """Per probed problem (by its key's text): "" where the model's compile with the probes'
    preprocessing spec (`found`) made every export of it a chain of variants, else why not (the
    spec met no op of the model's input, or its annotation was lost on the way to the dispatch),
    so a range would never be built."""
    by_head = {v.export: v for v in found}
    why = {}
    for text, (problem, _) in probes.items():
        missing = [e for e in problem.exports if not (e in by_head and by_head[e].specialized)]
        lost = ("IREE forms a generic op of the dispatch from several of the model's ops (a torch softmax is "
                "several generics in the model's input), and an annotation on them does not reach it"
                if problem.key.kind in GENERIC_KINDS else "e.g. lost where a linalg.batch_matmul becomes a matmul")
        why[text] = "" if not missing else (
            f"IREE 3.13 built no variants of {', '.join(missing)} from a preprocessing spec splitting it in two "
            f"(the {problem.key.kind} has another form in the model's input than dispatched, and its annotation did "
            f"not reach the dispatch: {lost}); tuned as one configuration")
    return why


def without_udiv(ranges: Sequence[SizeRange]) -> list[SizeRange]:
    """`ranges` with no divisibility in their bounds (a GPU target's: module docstring)."""
    return [dataclasses.replace(r, bounds=tuple(dataclasses.replace(b, udiv=1) for b in r.bounds)) for r in ranges]


def _key(candidate: "CandidateResult") -> str:
    import json

    return json.dumps(candidate.config.to_json(), sort_keys=True)


def _text(loops: Sequence[int], bounds: Sequence[LoopBounds]) -> str:
    return " ".join(f"loop {loop} {bounds_text(b)}" for loop, b in zip(loops, bounds) if b.constrains) or "(every size)"


def bounds_text(b: LoopBounds) -> str:
    """`1..63`, `64..`, `..63`, with `/16` for a udiv."""
    text = f"{'' if b.umin is None else b.umin}..{'' if b.umax is None else b.umax}"
    return text + (f" /{b.udiv}" if b.udiv > 1 else "")


def range_entries(entry: str, problem_key, ranges: Sequence[RangeResult], form: Optional["InputForm"] = None
                  ) -> tuple[list[SpecEntry], RangedProblem]:
    """The tuning-spec entries of a ranged problem (`<entry>_r<k>` for range k that kept a
    configuration, bounds in its matcher) and its root op's ranges for the preprocessing spec
    (matched as the model's input has it where `form` is given: `input_form`)."""
    kept = [(k, r) for k, r in enumerate(ranges) if r.chosen is not None]
    entries = [SpecEntry(f"{entry}_r{k}", problem_key, r.chosen.config, r.loop_range) for k, r in kept]
    return entries, RangedProblem(entry, problem_key, tuple(r.loop_range for _, r in kept), form)


def tuned_flags(flags: Sequence[str], spec, target: str, specialization: Sequence[str] = ()) -> tuple[str, ...]:
    """The extract's `flags` with tune's `spec` in place of the extract's spec and
    `specialization` (a preprocessing spec's flag, or none) in place of the extract's: each flag
    once, never the extract's files beside tune's."""
    return (*with_spec(without_specialization(flags), spec, target), *specialization)


def check_variants(exports: Sequence[str], entries: Sequence[str], found: Sequence[ExportVariants],
                   plain: Sequence[ExportVariants]) -> tuple[dict[str, tuple[str, ...]], list[str]]:
    """A ranged problem's exports in the model's compile: each a chain of exactly one variant
    per entry (in order), each configured by its own entry, its fallback by IREE's default
    (`plain`: the model's compile without specs). Per entry, the exports it configured; and
    what differs, one line per export."""
    by_head = {v.export: v for v in found}
    plain_of = {v.export: v for v in plain}
    applies: dict[str, list[str]] = {e: [] for e in entries}
    problems = []
    for export in exports:
        chain = by_head.get(export)
        if chain is None:
            problems.append(f"{export}: not in the model's compile")
            continue
        conditional = [v for v in chain.variants if v.conditional]
        got = [v.entry for v in conditional]
        for v in conditional:
            if v.entry in applies:
                applies[v.entry].append(export)
        if got != list(entries):
            problems.append(f"{export}: its variants are configured by {', '.join(map(str, got)) or 'none'}, "
                            f"intended {', '.join(entries)}")
        fallback = chain.fallback
        default = plain_of.get(export)
        if fallback.conditional or fallback.entry is not None or (
                default is not None and fallback.lowering_config != default.fallback.lowering_config):
            problems.append(f"{export}: its fallback is not IREE's default configuration")
    return {e: tuple(sorted(x)) for e, x in applies.items()}, problems


def unchanged(exports: Sequence[str], found: Sequence[ExportVariants]) -> list[str]:
    """The exports of `found` (other than `exports`) that a specialized build split into variants."""
    mine = set(exports)
    return [v.export for v in found if v.export not in mine and v.specialized]
