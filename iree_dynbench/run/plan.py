"""`plan`: where a size log's traffic spends its dispatch time, per problem, for the tuner's worklist.

A model in production sees a distribution of sizes. Tuning pays where (how often a size set
comes) x (what a dispatch costs there) is large, and one problem (say `matmul 4096x1024x1024
f32`) often recurs across call sites and size sets. So:

1. every distinct size set of the log is queried at once (`query_many`);
2. identical work is grouped: one kernel (export) at the same workgroup count, push
   constants and binding lengths is timed once, whatever size set or call site needs it
   (binding offsets are left out, as `RunService`'s repeated-layer rule does: a repeated layer
   reads its slice of the arena at another offset);
3. the work items are timed with `run`'s method and stopping rule, the size sets holding the
   heaviest estimated work first (one `run` per size set, covering its items), until
   `budget_s` is spent: what was left out is said, never guessed;
4. each (dispatch, size set) gets its item's median; a problem's weighted time is the sum over
   its dispatches and size sets of count x median, its share that of the traffic's total.

The predicted time of a size set is the sum of its dispatches' times (`Plan.predicted_us`).
"""

from __future__ import annotations

import time
from pathlib import Path
from dataclasses import dataclass, replace
from typing import Callable, Optional, Sequence

from ..errors import DynbenchError, option
from ..manifest import ChainVariant
from ..problem_size import problem_size
from ..size_log import CountedSizes, SizeSet, distinct_size_sets
from .checkpoint import Checkpoint, open_checkpoint
from .fleet import Fleet, InProcess, WorkerRecord, closing, open_timer, planner, time_items
from .options import FleetOptions, TimingOptions
from ..extract_output import ExtractOutput
from .runner import RunService
from .sweep import point_key
from .work import WorkItem

PlanProgress = Callable[[int, int, str], None]  # (done, total, what)

# Profiling rounds (processes) a plan's work item takes at most: `run`'s stopping rule, but 2
# rounds, not 6. `run` draws a dispatch's repetitions from 4 rounds so that two runs can be
# diffed (a dispatch's time moves between processes: docs/ci.md); a plan weighs hundreds of
# items, where that spread averages out, and a 100,000-request log's 207 size sets took 404 s
# with 6 rounds against 5 minutes asked for (tools/bench_plan.py).
PLAN_ROUNDS = 2
PLAN_OPTIONS = TimingOptions(max_rounds=PLAN_ROUNDS)


@dataclass(frozen=True)
class ProblemWeight:
    """One distinct problem (root-op problem size and element types, of one export)."""

    problem: str  # e.g. "matmul 42x512x1024 f32"
    export: str
    weighted_us: float  # sum over its dispatches and size sets of count x median
    share: float  # of the traffic's total dispatch time (all shares sum to 1)
    cumulative: float  # this and every heavier problem's share
    dispatches: tuple[str, ...]  # the call sites it stands for
    size_sets: tuple[int, ...]  # indices into `Plan.size_sets` it comes from
    workers: tuple[str, ...] = ()  # the fleet workers that timed its items (empty: this process)
    # Of a size-range specialized export: the variant its sizes select (its chain's conditions)
    variant: Optional[ChainVariant] = None


@dataclass(frozen=True)
class DispatchWeight:
    """One call site of the model: its weighted time over the traffic."""

    name: str
    index: int  # in shapes.json
    weighted_us: float  # sum over size sets of count x median
    share: float  # of the traffic's total dispatch time
    cumulative: float  # this and every heavier call site's share
    size_sets: tuple[int, ...]  # indices into `Plan.size_sets` it was timed at
    # Of a size-range specialized export: per size set of `size_sets`, the variant dispatched there
    variants: tuple[ChainVariant, ...] = ()


@dataclass(frozen=True)
class Plan:
    size_sets: tuple[SizeSet, ...]
    problems: tuple[ProblemWeight, ...]  # the heaviest first
    dispatches: tuple[DispatchWeight, ...]  # the heaviest first
    predicted_us: tuple[Optional[float], ...]  # per size set: its dispatches' times summed (None: not all timed)
    items: int  # distinct work items
    timed: int  # of them timed (the rest left out by the budget)
    left_out: tuple[str, ...]  # the size sets whose items the budget left out, or no worker could time (their inputs)
    method: str
    workers: tuple[WorkerRecord, ...] = ()  # a fleet's workers and their calibration (empty: timed here)
    events: tuple[str, ...] = ()  # a worker that died or timed out, an item requeued
    target: str = ""  # the extract's target (backend and chip) the plan was timed on
    failed: tuple[str, ...] = ()  # work that could not be timed: "<dispatch> at <inputs>: <why>"; its traffic is not weighed

    @property
    def total_us(self) -> float:
        return sum(p.weighted_us for p in self.problems)

    @property
    def specialized(self) -> bool:
        """Whether a call site's export is a size-range chain (the variants are shown)."""
        return any(d.variants for d in self.dispatches)


@dataclass(frozen=True)
class ExportWeight:
    """One kernel (export) over the traffic: its problems' weighted times summed (`plan --by export`)."""

    export: str
    weighted_us: float
    share: float
    cumulative: float
    problems: int  # distinct problems of it
    dispatches: tuple[str, ...]  # its call sites that carried traffic
    size_sets: tuple[int, ...]


def by_export(plan: "Plan") -> list[ExportWeight]:
    """The plan's problems summed per export, the heaviest first."""
    totals: dict[str, list] = {}
    for p in plan.problems:
        entry = totals.setdefault(p.export, [0.0, 0, {}, {}])
        entry[0] += p.weighted_us
        entry[1] += 1
        entry[2].update(dict.fromkeys(p.dispatches))
        entry[3].update(dict.fromkeys(p.size_sets))
    grand = sum(e[0] for e in totals.values())
    return [ExportWeight(export, w, share, cumulative, n, tuple(d), tuple(sorted(s)))
            for (export, (w, n, d, s)), share, cumulative in _ranked(totals.items(), lambda e: e[0], grand)]


def plan(
    opened: ExtractOutput,
    size_sets: Sequence,
    options: TimingOptions = PLAN_OPTIONS,
    progress: PlanProgress = lambda done, total, what: None,
    *,
    dispatches: Sequence[str] = (),
    filter: Optional[str] = None,
    budget_s: Optional[float] = None,
    clock: Callable[[], float] = time.monotonic,
    timer: Optional[InProcess | Fleet] = None,
    checkpoint: Optional[Checkpoint] = None,
    resume: bool = False,
) -> Plan:
    """The plan of `size_sets` (shapes or `size_log.CountedSizes`, e.g. `read_size_log`).
    `timer`, `checkpoint`, `resume`: as for `sweep.sweep` (a fleet, a checkpoint of the
    size sets timed so far)."""
    if budget_s is not None and not (isinstance(budget_s, (int, float)) and 0 <= budget_s < float("inf")):
        raise DynbenchError(f"{option('budget', 'budget_s')} is a number of seconds, at least 0, got {budget_s}")
    manifest = opened.manifest
    sets = distinct_size_sets(manifest, size_sets or [manifest.default_inputs])
    selected = opened.select_dispatches(dispatches, filter)
    table = opened.queries.query_many([s.dims for s in sets])
    item_of: dict[tuple[int, int], tuple] = {}  # (dispatch, size set) -> its work item
    first: dict[tuple, tuple[int, int]] = {}  # work item -> where it first occurs
    cost: dict[int, float] = {}  # per size set: the estimated weighted cost of the items it times
    for s, size_set in enumerate(sets):
        for index, info in selected:
            column = table.dispatches[index]
            key = (info.export, tuple(column.workgroup_count[s].tolist()), info.work_constants(column.push_constants[s].tolist()),
                   tuple(column.binding_lengths[s].tolist()), tuple(column.variant[s].tolist()))
            item_of[(index, s)] = key
            if key not in first:
                first[key] = (index, s)
                size = problem_size(column.params(s))
                cost[s] = cost.get(s, 0.0) + size_set.count * float(size.flops or size.bytes)
    order = sorted(cost, key=lambda s: -cost[s])
    first_at: dict[int, set[int]] = {}  # size set -> the dispatches whose work first occurs there
    for index, at in first.values():
        first_at.setdefault(at, set()).add(index)
    items = []
    for s in order:
        mine = sorted(first_at[s])
        items.append(WorkItem(f"{point_key(sets[s].dims)}:{','.join(map(str, mine))}", tuple(sets[s].dims),
                              tuple(str(i) for i in mine), None, cost[s], " ".join(sets[s].inputs)))
    at_set = {item.key: s for item, s in zip(items, order)}
    start = clock()

    def step(done: int, total: int, what: str) -> None:
        progress(done, total, what + _eta(clock() - start, done, total))

    results, report = time_items(
        timer or InProcess(RunService(opened)), items, options, step, directory=opened.directory, query=opened.queries.query,
        checkpoint=checkpoint, resume=resume,
        stop=lambda: budget_s is not None and clock() - start >= budget_s,
    )
    medians: dict[tuple, float] = {}
    timed_on: dict[tuple, str] = {}  # work item -> the worker that timed it ("": this process)
    method = ""
    failed: list[str] = []
    failed_at: dict[int, None] = {}
    for key, result in results.items():
        s = at_set.get(key)
        if s is None:
            continue
        method = result.method
        for row in result.rows:
            if row.ok:
                medians[item_of[(row.index, s)]] = row.median_us
                timed_on[item_of[(row.index, s)]] = result.worker
            else:
                failed.append(f"{row.name} at {' '.join(sets[s].inputs)}: {row.error}")
                failed_at[s] = None
    left_out = [at_set[item.key] for item in report.left_out] + [at_set[key] for key in report.failed if key in at_set]
    left_out += [s for s in failed_at if s not in left_out]
    weighed = _weigh(sets, selected, table, item_of, medians, len(first), [sets[s] for s in left_out], method, timed_on)
    workers = timer.workers if timer is not None else ()
    target = " ".join(p for p in (manifest.target, manifest.target_chip) if p)
    return replace(weighed, workers=workers, events=tuple(report.events), failed=tuple(failed), target=target)


def plan_on_fleet(
    opened: ExtractOutput,
    service: RunService,
    size_sets: Sequence,
    options: TimingOptions = PLAN_OPTIONS,
    progress: PlanProgress = lambda done, total, what: None,
    *,
    dispatches: Sequence[str] = (),
    filter: Optional[str] = None,
    budget_s: Optional[float] = None,
    fleet: FleetOptions = FleetOptions(),
    checkpoint: Optional[Path] = None,
    resume: bool = False,
    keep_checkpoint: bool = False,
) -> Plan:
    """`plan` as the command runs it: timed by `fleet` (or in this process, on `service`), each
    timed item kept in the `checkpoint` file, which goes once the plan is done unless
    `keep_checkpoint`. The selection is checked before any worker starts."""
    service = planner(service, fleet)
    opened.select_dispatches(dispatches, filter)
    store = open_checkpoint(checkpoint, "plan", opened.manifest, options, {
        # shapes given plainly count once (a list's or tuple's `count` is a method, not a count)
        "sets": [[list(s.inputs), s.count] if isinstance(s, CountedSizes) else [list(s), 1] for s in size_sets],
        "dispatches": list(dispatches), "filter": filter, "fleet": fleet.identity,
    }, resume)
    with closing(open_timer(service, fleet)) as timer:  # workers load while the size sets are queried
        result = plan(opened, size_sets, options, progress, dispatches=dispatches, filter=filter, budget_s=budget_s,
                      timer=timer, checkpoint=store, resume=resume)
    if store is not None and not keep_checkpoint:
        store.finish()
    return result


def _eta(elapsed: float, done: int, total: int) -> str:
    return f" (about {elapsed / done * (total - done):.0f} s left)" if done else ""


def _weigh(sets, selected, table, item_of, medians, items: int, left_out, method: str, timed_on=None) -> Plan:
    timed_on = timed_on or {}
    problems: dict[tuple, list] = {}  # (export, problem, variant) -> [weighted, dispatches, size sets, workers]
    per_dispatch: dict[int, float] = {}
    dispatch_sets: dict[int, dict[int, Optional[ChainVariant]]] = {}  # per dispatch: its size sets, the variant at each
    predicted: list[Optional[float]] = []
    for s, size_set in enumerate(sets):
        total: Optional[float] = 0.0
        for index, info in selected:
            median = medians.get(item_of[(index, s)])
            if median is None:
                total = None
                continue
            if total is not None:
                total += median
            weighted = size_set.count * median
            per_dispatch[index] = per_dispatch.get(index, 0.0) + weighted
            params = table.dispatches[index].params(s)
            dispatch_sets.setdefault(index, {})[s] = params.range_variant
            key = (info.export, problem_size(params).text, params.range_variant)
            entry = problems.setdefault(key, [0.0, {}, {}, {}])
            entry[0] += weighted
            entry[1][info.name] = None
            entry[2][s] = None
            if timed_on.get(item_of[(index, s)]):
                entry[3][timed_on[item_of[(index, s)]]] = None
        predicted.append(total)
    grand = sum(e[0] for e in problems.values())
    rows = [
        ProblemWeight(text, export, weighted, share, cumulative, tuple(names), tuple(at), tuple(sorted(workers)), variant)
        for ((export, text, variant), (weighted, names, at, workers)), share, cumulative
        in _ranked(problems.items(), lambda entry: entry[0], grand)
    ]
    names = dict(selected)
    dispatch_rows = [
        DispatchWeight(names[i].name, i, w, share, cumulative, tuple(dispatch_sets[i]),
                       tuple(v for v in dispatch_sets[i].values() if v is not None))
        for (i, w), share, cumulative in _ranked(per_dispatch.items(), lambda w: w, grand)
    ]
    return Plan(
        tuple(sets), tuple(rows), tuple(dispatch_rows), tuple(predicted), items,
        items - sum(1 for key in set(item_of.values()) if key not in medians),
        tuple(" ".join(s.inputs) for s in left_out), method,
    )


def _ranked(items, weight, grand: float):
    """`(key, value)` items the heaviest first (`weight(value)`), each with its share of `grand`
    and the cumulative share of it and every heavier one (at most 1)."""
    cumulative = 0.0
    for key, value in sorted(items, key=lambda kv: -weight(kv[1])):
        share = weight(value) / grand if grand > 0 else 0.0
        cumulative += share
        yield (key, value), share, min(cumulative, 1.0)
