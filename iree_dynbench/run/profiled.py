"""Time dispatches by HAL profiling: every chosen dispatch in one `__profile` call.

The `calls` method (`calls.time_function`) times each benchmark function from
Python, (T(N) - T(0)) / N, which needs a calibration, overhead calls and a
fixed effort per dispatch. Here the device itself times each dispatch:
`iree-run-module --function=__profile` with `--device_profiling_mode`
(`host-execution` on CPU, `dispatch-events` on a GPU) runs every chosen
benchmark once, each repeating its own dispatch on its own buffers, and
`iree-profile` gives one event per executed dispatch with its duration, the
way `--dispatch_statistics` times the whole model. One process times them all.

Per benchmark call, the first dispatch runs right after the zero-fill and is
slower (cold caches, first touch): it is a warm-up and dropped. Events are
grouped `group` at a time into repetitions, `group` chosen so one repetition
covers at least `GROUP_S` of dispatch time: a repetition is then an average,
as a timed call of the `calls` method is, and tiny dispatches, whose single
events scatter in two modes on task workers (a worker awake or woken), get
stable medians. The average is the interquartile mean (`middle_mean`), so a
preempted event does not move it. The median over repetitions is the
dispatch's time.

Adaptive (`TimingOptions.adaptive`): rounds of one `__profile` call each, at
most `max_rounds` (`--rounds`, 6 by default). A dispatch's time moves between
processes and over seconds (measured: a matmul at 134-216 us five calls in a
row), so its repetitions are drawn from `SPREAD_ROUNDS` rounds at least: from
one round, the interval is narrow and the median a snapshot (the run-to-run
ratio of a dispatch's median, 90th percentile over torch_block's: 1.57 from
one round, 1.33 from four, 1.29 from twelve). After that a dispatch stops
once the median of its repetitions is known within `precision`
(stopping.precise_enough, at least `repetitions` of them) or its measured
time reaches `max_time_s`; the next round asks each remaining dispatch for as
many events as its interval says it needs. Fixed effort
(`--method profile --min-time`): after a probe round, exactly `repetitions`
repetitions of `min_time_s / repetitions` of dispatch time each, in as many
rounds as the session's event capacity (`EVENTS_PER_ROUND`) takes.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from ..benchmarks import PROFILE_FUNCTION
from ..errors import DynbenchError
from ..outputs import scratch_directory
from ..iree_tools import ToolError, find_runtime_tool, run_tool
from .model_timing import in_order, profile_events, profiling_mode
from .stopping import median_interval, precise_enough

GROUP_S = 0.2e-3  # dispatch time one repetition covers at least (a mean over the group)
MAX_GROUP = 200  # events in one repetition (sub-microsecond dispatches: more repetitions, not longer ones)
PROBE_EVENTS = 16  # events per dispatch in the first round (besides the warm-up)
SPREAD_ROUNDS = 4  # adaptive: rounds (processes) a dispatch's repetitions come from at least (module docstring)
WARMUP_EVENTS = 1  # dropped at the start of each benchmark call
MAX_EVENTS_PER_CALL = 100_000  # one benchmark call (an i32 repeat)
# A profiling session keeps 4096 host-execution events, zero-fills included; more are dropped
# (`iree-profile summary` says `truncated`). Each round asks for at most this many events,
# warm-ups and fills included.
EVENTS_PER_ROUND = 4000
# A round of more call sites than one session holds (hundreds of a 32-layer model, each with its
# warm-up and fills) runs in several processes (`_batches`), this many at most.
PROCESSES_PER_ROUND = 8
# Adaptive: dispatch time one round spends at most (`_share`): ROUND_S, or ROUND_RUNS times one
# pass over the chosen dispatches when that is longer (a model of long dispatches).
ROUND_S = 0.1
ROUND_RUNS = 10

Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class Chosen:
    """One dispatch to time: its index in shapes.json, name, export, and buffer copies."""

    index: int
    name: str
    export: str
    copies: int = 1
    buffers: int = 1  # buffers its benchmark zero-fills per call (each fill is one more profiled event)


@dataclass(frozen=True)
class ProfiledTiming:
    """What profiling measured for one dispatch."""

    group: int  # events per repetition
    times_us: tuple[float, ...]  # per repetition: the mean duration of its events
    events: int  # events measured (warm-ups not counted)
    stopped_by: str  # "precision", "max-time", "rounds" (options.max_rounds spent) or "repetitions"


@dataclass
class _Samples:
    durations_us: list[float]
    spent_s: float = 0.0


def group_size(median_us: float) -> int:
    """Events per repetition: enough to cover `GROUP_S` of dispatch time."""
    if median_us <= 0:
        return MAX_GROUP
    return max(1, min(MAX_GROUP, math.ceil(GROUP_S * 1e6 / median_us)))


def repetitions_of(durations_us: Sequence[float], group: int) -> list[float]:
    """One value per consecutive group of `group` events (a last partial group is left out):
    its interquartile mean (`middle_mean`)."""
    count = len(durations_us) // group
    return [middle_mean(durations_us[k * group : (k + 1) * group]) for k in range(count)]


def middle_mean(values: Sequence[float]) -> float:
    """The mean of the middle half of `values` (the median of fewer than four): a mean, which
    averages the two-mode scatter of tiny dispatches, without the preempted outliers a plain
    mean carries (one descheduled event of 5 ms in a group of 10 us dispatches)."""
    ordered = sorted(values)
    n = len(ordered)
    if n < 4:
        return statistics.median(ordered)
    quarter = n // 4
    return statistics.fmean(ordered[quarter : n - quarter])


class ProfileRunner:
    """Runs `__profile` of one `benchmarks.vmfb` on one device and reads its profile."""

    def __init__(self, vmfb: Path, device: str, dispatch_count: int, identity: Optional[tuple] = None):
        self.vmfb = Path(vmfb)
        self.device = device
        self.dispatch_count = dispatch_count
        self.mode = profiling_mode(device)
        # Each round loads the file again by its path: it must be the file checked when the work
        # began (`identity`, from `file_identity` then), not one an extract put there since.
        self._identity = file_identity(self.vmfb) if identity is None else identity
        self.round_walls_s: list[float] = []  # each `round`'s wall time: process, fills, warm-ups, events

    def _check_unchanged(self) -> None:
        if file_identity(self.vmfb) != self._identity:
            raise DynbenchError(f"{self.vmfb} was replaced while this ran (extracted again?): later sizes would time "
                                "other kernels; run again")

    def round(self, dims: Sequence[int], plan: dict[int, tuple[Chosen, int]]) -> dict[int, list[float]]:
        """Run each planned dispatch (index -> (dispatch, events)) once with `events` repetitions;
        return each one's event durations (us), in order."""
        self._check_unchanged()
        args = [str(d) for d in dims]
        for k in range(self.dispatch_count):
            chosen, events = plan.get(k, (None, 0))
            args += [str(events), str(chosen.copies if chosen else 1)]
        start = time.perf_counter()
        with scratch_directory("dynbench-profile-") as tmp:
            profile = tmp / "run.ireeprof"
            run_tool([
                find_runtime_tool("iree-run-module"), f"--module={self.vmfb}", f"--function={PROFILE_FUNCTION}",
                f"--device={self.device}", *(f"--input={a}" for a in args),
                f"--device_profiling_mode={self.mode}", f"--device_profiling_output={profile}",
            ])
            events = profile_events(profile, self.mode)
        self.round_walls_s.append(time.perf_counter() - start)
        return assign(events, [(k, plan[k][0].export, plan[k][1]) for k in sorted(plan)])


def file_identity(path: Path) -> Optional[tuple[int, int, int, int]]:
    """What tells one file at `path` from another put there since: device, inode, size, mtime."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns


def assign(events: list[dict[str, Any]], expected: Sequence[tuple[int, str, int]]) -> dict[int, list[float]]:
    """Durations per dispatch index: the benchmarks ran in `expected` order ((index, export,
    events)), each in its own submission of `events` dispatch events (fewer where the session
    dropped some). Submissions of other dispatches (a device's builtin fill kernels) are
    passed over."""
    by_submission: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for event in events:
        by_submission[int(event["submission_id"])].append(event)
    submissions = [in_order(by_submission[s]) for s in sorted(by_submission)]
    if not (_fits(submissions, expected) and _runs_its_export(submissions, expected)):
        submissions = [s for s in submissions if _keys_are(s, {e for _, e, _ in expected})]
        if not _fits(submissions, expected):
            raise ToolError(
                f"the profile holds {len(submissions)} submissions of dispatches, not the {len(expected)} "
                "benchmark calls asked for", tool="iree-profile",
            )
        if not _runs_its_export(submissions, expected):
            raise ToolError(
                "the profile's submissions ran other exports than the benchmark calls asked for, in their order",
                tool="iree-profile",
            )
    chosen = submissions
    return {index: [_duration_us(e) for e in submission] for (index, _, _), submission in zip(expected, chosen)}


def _duration_us(event: dict[str, Any]) -> float:
    """An event's duration: `duration_ns`, or its end minus its start (host times)."""
    if "duration_ns" in event:
        return int(event["duration_ns"]) / 1e3
    return (int(event["end_host_time_ns"]) - int(event["start_host_time_ns"])) / 1e3


def _fits(submissions: list[list[dict[str, Any]]], expected: Sequence[tuple[int, str, int]]) -> bool:
    """One submission per benchmark call, each with at most the events asked for (a session
    past its capacity drops the last ones: what is left is still that call's)."""
    return len(submissions) == len(expected) and all(0 < len(s) <= n for s, (_, _, n) in zip(submissions, expected))


def _runs_its_export(submissions: list[list[dict[str, Any]]], expected: Sequence[tuple[int, str, int]]) -> bool:
    """Each submission's events are its call's export, where the events name exports as the
    manifest does (checked when some event's key is one of the exports; a backend that
    names them otherwise is not checked)."""
    exports = {e for _, e, _ in expected}
    if not any(str(e.get("key", "")) in exports for s in submissions for e in s):
        return True
    return all(str(e.get("key", "")) == export for s, (_, export, _) in zip(submissions, expected) for e in s)


def _keys_are(submission: list[dict[str, Any]], exports: set[str]) -> bool:
    return bool(submission) and all(str(e.get("key", "")) in exports for e in submission)


def time_by_profile(
    runner: ProfileRunner,
    dims: Sequence[int],
    chosen: Sequence[Chosen],
    options,
    progress: Progress = lambda done, total, name: None,
) -> dict[int, ProfiledTiming]:
    """Time `chosen` at `dims` (options: runner.TimingOptions); see the module docstring."""
    samples = {c.index: _Samples([]) for c in chosen}
    by_index = {c.index: c for c in chosen}
    wanted = {c.index: PROBE_EVENTS for c in chosen}
    results: dict[int, ProfiledTiming] = {}
    round_ = 0
    last_round = None  # the last round's (wall s, timed dispatch s)
    while True:
        pending = [i for i in wanted if i not in results]
        if not pending:
            break
        medians = {i: statistics.median(samples[i].durations_us) for i in pending if samples[i].durations_us}
        later = _LaterRound(*last_round, max(ROUND_S, ROUND_RUNS * sum(medians.values()) * 1e-6)) if last_round else None
        progress(len(results), len(chosen), f"profiling {len(pending)} dispatch(es), round {round_ + 1}"
                 + _rounds_ahead(later, round_, options))
        started = time.perf_counter()
        fills = sum(by_index[i].buffers for i in pending)  # one fill per buffer, however many copies it holds
        shares = _share(wanted, pending, medians, options.adaptive, fills)
        plan = {i: (by_index[i], WARMUP_EVENTS + n) for i, n in shares.items()}
        measured = {}
        for batch in _batches(plan):
            measured.update(runner.round(dims, batch))
        # Adaptive timing stops after `max_rounds`; a fixed effort runs until each dispatch has it.
        last = options.adaptive and round_ == options.max_rounds - 1
        round_ += 1
        last_round = (time.perf_counter() - started, sum(sum(measured[i]) for i in pending) * 1e-6)
        for i in pending:
            durations = measured[i]
            samples[i].spent_s += sum(durations) * 1e-6
            samples[i].durations_us += durations[WARMUP_EVENTS:]
            decided = _decide(samples[i], options, last, round_)
            if isinstance(decided, ProfiledTiming):
                results[i] = decided
            else:
                wanted[i] = decided
    progress(len(chosen), len(chosen), "")
    return results


LONG_ROUND_S = 2.0  # a round this long is announced with what is left (`_rounds_ahead`)


@dataclass(frozen=True)
class _LaterRound:
    """What a round cost, to say what the next ones can: its wall time, the dispatch time it timed
    (the rest is processes, fills and warm-ups, which every round pays again), and the dispatch
    time an adaptive round spends at most (`ROUND_S`, or `ROUND_RUNS` passes: `_share`)."""

    wall_s: float
    timed_s: float
    round_cap_s: float

    @property
    def each_s(self) -> float:
        """A later round: the last one's overhead, and its dispatch time up to the cap. The first
        round's probe events (`PROBE_EVENTS` of each) can take far longer than a later round."""
        return max(0.0, self.wall_s - self.timed_s) + min(self.timed_s, self.round_cap_s)


def _rounds_ahead(later: Optional[_LaterRound], done: int, options) -> str:
    """After a long round (`later`: its costs; None before the first), how long the rounds take
    and, adaptive, how long the rest can take at most: `--max-time` counts timed dispatches only,
    and a round of huge buffers spends most of its wall time zero-filling them (a 64x2048
    prefill: 193 s for 0.2 s of timed dispatches)."""
    if later is None or later.wall_s < LONG_ROUND_S:
        return ""
    last = later.wall_s
    if not options.adaptive:
        return f" (rounds take {last:.0f} s each)"
    left = max(0, options.max_rounds - done)
    each = later.each_s
    if each < 0.8 * last:
        return (f" (the last round took {last:.0f} s; the next ones about {each:.1f} s each: up to {left} more, "
                f"about {left * each:.0f} s)")
    return f" (rounds take {last:.0f} s each: up to {left} more, about {left * each:.0f} s)"


def _share(
    wanted: dict[int, int], pending: Sequence[int], medians_us: dict[int, float], adaptive: bool, fills: int = 0
) -> dict[int, int]:
    """Events per pending dispatch this round: what each wants, within the round's limits.

    Adaptive timing spends at most `ROUND_S` (or `ROUND_RUNS` passes) of dispatch time a round: every dispatch
    gets the same share of it at most (water-filling), so a few long dispatches cannot
    crowd out the many short ones, which need more events and cost little. Then the
    session's event capacity (`EVENTS_PER_ROUND`, over up to `PROCESSES_PER_ROUND` processes) scales every count down alike. Each
    gets at least one event; the rest come in later rounds."""
    counts = {i: max(1, wanted[i]) for i in pending}
    if adaptive:
        cost = {i: counts[i] * medians_us.get(i, 0.0) * 1e-6 for i in pending}
        budget = max(ROUND_S, ROUND_RUNS * sum(medians_us.values()) * 1e-6)
        level = _water_level(list(cost.values()), budget)
        counts = {i: max(1, min(counts[i], int(level / (medians_us[i] * 1e-6))))
                  if cost[i] > level else counts[i] for i in pending}
    fixed = WARMUP_EVENTS * len(pending) + fills
    # as many sessions as the events wanted take (up to PROCESSES_PER_ROUND): hundreds of call sites
    # in one session would get an event or two each a round, each right after its warm-up
    processes = min(PROCESSES_PER_ROUND, max(1, math.ceil((sum(counts.values()) + fixed) / EVENTS_PER_ROUND)))
    room = max(len(pending), processes * EVENTS_PER_ROUND - fixed)
    total = sum(counts.values())
    scale = min(1.0, room / total) if total > 0 else 1.0
    most = EVENTS_PER_ROUND - WARMUP_EVENTS - ONE_CALL_MARGIN  # one call fits one session (`_batches`)
    return {i: max(1, min(MAX_EVENTS_PER_CALL, most, int(n * scale))) for i, n in counts.items()}


ONE_CALL_MARGIN = 16  # events a session keeps for one call's zero-fills and records besides its dispatches


def _batches(plan: dict[int, tuple[Chosen, int]]) -> list[dict[int, tuple[Chosen, int]]]:
    """A round's plan split into processes whose events (warm-ups, fills included) fit one
    profiling session (`EVENTS_PER_ROUND`): past it the session drops the last ones."""
    batches: list[dict[int, tuple[Chosen, int]]] = [{}]
    used = 0
    for i, (chosen, events) in plan.items():
        cost = events + 2 * chosen.buffers + 1  # fills and the call's own records: a margin, measured short by 1 in 217
        if batches[-1] and used + cost > EVENTS_PER_ROUND:
            batches.append({})
            used = 0
        batches[-1][i] = (chosen, events)
        used += cost
    return batches


def _water_level(costs: list[float], budget: float) -> float:
    """The cap L with sum(min(c, L)) = budget (infinity when everything fits)."""
    if sum(costs) <= budget:
        return math.inf
    spent, left = 0.0, len(costs)
    for c in sorted(costs):
        level = (budget - spent) / left
        if c > level:
            return level
        spent += c
        left -= 1
    return math.inf


def _decide(samples: _Samples, options, last: bool, rounds: int = SPREAD_ROUNDS) -> ProfiledTiming | int:
    """A dispatch's timing, or how many more events it needs, after `rounds` rounds."""
    durations = samples.durations_us
    median = statistics.median(durations)
    if not options.adaptive:
        # Exactly `repetitions` repetitions of min_time_s / repetitions of dispatch time each, of
        # at most MAX_GROUP events: a device event needs no long repetition to resolve it (calls
        # do), so a tiny dispatch gets its repetitions in one round, not in dozens.
        group = max(1, min(MAX_GROUP, MAX_EVENTS_PER_CALL // options.repetitions,
                           math.ceil(options.min_time_s * 1e6 / (options.repetitions * max(median, 1e-3)))))
        needed = group * options.repetitions
        if len(durations) >= needed:
            taken = durations[-group * options.repetitions :]
            return ProfiledTiming(group, tuple(repetitions_of(taken, group)), len(taken), "repetitions")
        return needed - len(durations)
    group = group_size(median)
    times = repetitions_of(durations, group)
    spread = rounds >= min(SPREAD_ROUNDS, options.max_rounds) or last  # its repetitions from enough rounds
    if not spread and samples.spent_s < options.max_time_s:
        return max(1, len(durations) // rounds)  # as many events as each round gave so far
    # Rounds cut short by --max-time (a long dispatch's first round can spend it whole): it is
    # --max-time that stopped it, however narrow its interval.
    if spread and precise_enough(times, options.repetitions, options.precision):
        return ProfiledTiming(group, tuple(times), len(durations), "precision")
    if samples.spent_s >= options.max_time_s or last:
        # Out of time or rounds: at least `repetitions` repetitions, of fewer events if need be.
        group = min(group, max(1, len(durations) // options.repetitions))
        reason = "max-time" if samples.spent_s >= options.max_time_s else "rounds"
        return ProfiledTiming(group, tuple(repetitions_of(durations, group)), len(durations), reason)
    # The interval's half-width shrinks as 1/sqrt(n): ask for the repetitions it needs.
    have = len(times)
    if have >= 2:
        low, high = median_interval(times)
        ratio = ((high - low) / 2) / (options.precision * max(statistics.median(times), 1e-9))
        target = math.ceil(have * min(4.0, max(1.25, 1.2 * ratio * ratio)))
    else:
        target = options.repetitions
    target = max(target, options.repetitions)
    more = max(group, (target - have) * group)
    budget = int((options.max_time_s - samples.spent_s) * 1e6 / max(median, 1e-3))
    return max(1, min(more, budget, MAX_EVENTS_PER_CALL - WARMUP_EVENTS))
