"""Paired A/B timing: two builds of one model timed side by side, so a comparison holds on a
shared machine.

Two runs made seconds apart do not share the machine's state: on a 2-CPU box a dispatch's
median moves 1.5-2x between two runs of one build (docs/ci.md), and no statistic of one run
sees it. Here BASE and NEW are timed in one process (both benchmarks.vmfb loaded side by side),
in pairs: one timed call of BASE's benchmark and one of NEW's, a few milliseconds apart, in a
random order, at one repeat count N. A pair shares the machine's state, so its ratio NEW/BASE
cancels what struck both (randomized multiple interleaved trials, Abedi & Brecht, ICPE 2017).
Rounds go over every chosen dispatch, one pair each, in a random order, so each dispatch's
pairs spread over the whole run instead of one moment of it. With `cpus` (duet benchmarking,
Bulej et al., ICPE 2020) BASE and NEW run at the same time in two worker processes pinned to
disjoint cores, call for call.

Where a build's buffers land in memory moves a kernel's time for a whole process, so the
pairs are spread over several worker processes (sessions), each allocating the builds' buffers
in a random order (`time_pairs`). The verdict per dispatch comes from the sessions' median pair
ratios: their median, its distribution-free 95% interval, and the Wilcoxon signed-rank test of
their logarithms against 0. No run-to-run noise widens the threshold, as `diff` must: what both
sides shared cancelled in each ratio. The result is a `diff.Diff`, so it renders, and exits, as
`diff` does.
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

from ..errors import DynbenchError, option
from ..typed_fields import check_field_types
from .diff import (
    DEFAULT_ALPHA, DEFAULT_THRESHOLD, FAILED_IN_BASE, FAILED_IN_NEW, NOISY, ONLY_IN_BASE, ONLY_IN_NEW, BenchmarkFile,
    Diff, DispatchDiff, Measurement, verdict,
)
from .paired_worker import DuetWorkers, PairFailed, PairWorker, Side
from .stopping import median_interval

Progress = Callable[[int, int, str], None]

PAIRED_METHOD = "paired calls"  # how `ab` times: recorded as the method of both sides
DUET_METHOD = "duet calls"
MAX_PAIRS = 10_000
MIN_SESSIONS = 6  # the verdict's samples are the sessions' ratios: the signed-rank test needs 6 for p < 0.05
DEFAULT_SESSIONS = 8
MAX_REJECTED = 5  # pairs dropped as noise, beyond one per pair kept, before a dispatch fails


@dataclass(frozen=True)
class PairOptions:
    """How many pairs to take of each dispatch.

    At least `pairs` pairs over `sessions` worker processes, each pair `bursts` calls a side
    (alternating, each side's fastest counting) of about `call_s` each; then more while the
    median ratio's 95% interval is wider than `precision` (relative half-width), until
    `max_pairs`, `max_time_s` seconds of both sides' calls, or twice `sessions` processes.
    """

    pairs: int = 24
    max_pairs: int = 120
    # Worker processes the first `pairs` are spread over, twice as many at most (`time_pairs`);
    # None: `DEFAULT_SESSIONS`, or one a pair where the pairs are fewer.
    sessions: Optional[int] = None
    bursts: int = 3
    call_s: float = 0.001
    precision: float = 0.02
    max_time_s: float = 1.0
    seed: Optional[int] = None  # of the random orders; None: a fresh one

    def __post_init__(self) -> None:
        check_field_types(self)
        if self.sessions is None:
            object.__setattr__(self, "sessions", min(DEFAULT_SESSIONS, self.pairs))
        if not MIN_SESSIONS <= self.pairs <= MAX_PAIRS:
            raise DynbenchError(f"{option('pairs', 'options.pairs')} must be at least {MIN_SESSIONS} and at most {MAX_PAIRS}, got {self.pairs}")
        if not self.pairs <= self.max_pairs <= MAX_PAIRS:
            raise DynbenchError(f"{option('max-pairs', 'options.max_pairs')} must be at least {option('pairs', 'options.pairs')} ({self.pairs}) and at most {MAX_PAIRS}, got {self.max_pairs}")
        if not MIN_SESSIONS <= self.sessions <= self.pairs:
            raise DynbenchError(f"{option('sessions', 'options.sessions')} must be at least {MIN_SESSIONS} (fewer cannot reach p < 0.05) "
                                f"and at most the pairs ({self.pairs}), got {self.sessions}")
        if not 1 <= self.bursts <= 100:
            raise DynbenchError(f"{option('bursts', 'options.bursts')} must be at least 1 and at most 100, got {self.bursts}")
        if not (math.isfinite(self.call_s) and 1e-5 <= self.call_s <= 10.0):
            raise DynbenchError(f"{option('call-time', 'options.call_s')} must be between 1e-05 and 10 seconds, got {self.call_s}")
        if not (math.isfinite(self.precision) and 0.0 < self.precision < 1.0):
            raise DynbenchError(f"{option('precision', 'options.precision')} must be between 0 and 1, got {self.precision}")
        if not (math.isfinite(self.max_time_s) and 0.0 < self.max_time_s <= 3600.0):
            raise DynbenchError(f"{option('max-time', 'options.max_time_s')} must be positive and at most 3600 seconds, got {self.max_time_s}")


@dataclass
class PairedSamples:
    """One dispatch's pairs: BASE's and NEW's time per dispatch (us) in each, in order taken."""

    name: str
    base_us: list[float] = field(default_factory=list)
    new_us: list[float] = field(default_factory=list)
    repeat: int = 0  # dispatches per timed call, both sides
    spent_s: float = 0.0  # wall time of its timed calls, both sides
    rejected: int = 0  # pairs dropped: a call no slower than one of none
    sessions: list[int] = field(default_factory=list)  # the session (worker process) of each pair
    error: Optional[str] = None  # why it could not be timed (which side)
    failed_side: Optional[str] = None  # "BASE" or "NEW"

    @property
    def ratios(self) -> list[float]:
        return [n / b for b, n in zip(self.base_us, self.new_us) if b > 0 and n > 0]

    @property
    def session_ratios(self) -> list[float]:
        """Each session's median pair ratio: the independent samples (pairs of one session share
        where its buffers landed). Without sessions recorded, the pairs' ratios."""
        if len(self.sessions) != len(self.base_us):
            return self.ratios
        by_session: dict[int, list[float]] = {}
        for session, b, n in zip(self.sessions, self.base_us, self.new_us):
            if b > 0 and n > 0:
                by_session.setdefault(session, []).append(n / b)
        return [statistics.median(v) for v in by_session.values()]


def judge(samples: PairedSamples, index: int, threshold: float, alpha: float) -> DispatchDiff:
    """The verdict on one dispatch from its pairs (see the module docstring)."""
    base = Measurement(samples.name, tuple(samples.base_us), samples.error if samples.failed_side == "BASE" else None)
    new = Measurement(samples.name, tuple(samples.new_us), samples.error if samples.failed_side == "NEW" else None)
    if samples.failed_side == "BASE":
        return DispatchDiff(index, samples.name, base, new, None, None, FAILED_IN_BASE)
    if samples.failed_side == "NEW":
        return DispatchDiff(index, samples.name, base, new, None, None, FAILED_IN_NEW)
    ratios = samples.session_ratios
    if not ratios:
        return DispatchDiff(index, samples.name, base, new, None, None, NOISY)
    ratio = statistics.median(ratios)
    interval = median_interval(ratios)
    p_value = signed_rank_p(ratios) if len(ratios) >= 2 else 1.0
    slower = p_value < alpha and interval[0] > threshold
    faster = p_value < alpha and interval[1] < 1.0 / threshold
    return DispatchDiff(index, samples.name, base, new, ratio, p_value, verdict(ratio, threshold, slower, faster),
                        interval, threshold)


def signed_rank_p(ratios: Sequence[float]) -> float:
    """Two-sided Wilcoxon signed-rank p-value of log(ratio) against 0 (1.0 when every ratio is 1)."""
    from scipy.stats import wilcoxon

    logs = [math.log(r) for r in ratios]
    if all(x == 0.0 for x in logs):
        return 1.0
    return float(wilcoxon(logs, alternative="two-sided").pvalue)


def precise(samples: PairedSamples, options: PairOptions) -> bool:
    """Enough pairs, and the median session ratio's interval within `precision` of it."""
    if len(samples.base_us) < options.pairs:
        return False
    ratios = samples.session_ratios
    low, high = median_interval(ratios)
    return (high - low) / 2 <= options.precision * statistics.median(ratios)


def done(samples: PairedSamples, options: PairOptions) -> bool:
    return (samples.error is not None or len(samples.base_us) >= options.max_pairs or precise(samples, options)
            or (len(samples.base_us) >= options.pairs and samples.spent_s >= options.max_time_s))


def time_pairs(
    base: Side, new: Side, names: Sequence[str], dims: Sequence[int], options: PairOptions,
    progress: Progress = lambda done, total, name: None, *, cpus: Sequence[str] = (),
) -> list[PairedSamples]:
    """Each of `names` (benchmark functions both modules hold) timed in pairs at `dims`, round
    by round; with two `cpus` sets, BASE and NEW at once (duet), one worker pinned to each."""
    rng = random.Random(options.seed)
    samples = {name: PairedSamples(name) for name in names}
    live = list(samples.values())
    session = 0

    def fresh() -> Any:
        return DuetWorkers(base, new, cpus) if cpus else PairWorker(base, new)

    upcoming = fresh()
    try:
        while live and session < 2 * options.sessions:  # past `sessions`, only for dispatches not yet precise
            # A session is one worker process (or duet pair): where each build's buffers land in
            # memory is fixed once allocated, and it moves a kernel's time (the build whose buffers
            # were allocated second read 5-10% slower in one process, A/A). Each session allocates
            # in a random order, so placement is one more noise the pairs' spread shows. The next
            # session's process starts meanwhile (its start-up is interference both sides share).
            current, upcoming = upcoming, fresh()
            upcoming.start()
            with current as workers:
                workers.select(dims)
                for s in live:
                    progress(len(names) - len(live), len(names), f"session {session + 1}: preparing {s.name}")
                    _prepare(workers, s, options, rng)
                live = [s for s in live if not done(s, options)]
                for _ in range(max(1, math.ceil(options.pairs / options.sessions))):
                    progress(len(names) - len(live), len(names), f"session {session + 1}")
                    rng.shuffle(live)
                    for s in live:
                        _one_pair(workers, s, rng, options, session)
                    live = [s for s in live if not done(s, options)]
            session += 1
    finally:
        upcoming.close()
    progress(len(names), len(names), "")
    return [samples[name] for name in names]


def _prepare(workers: Any, samples: PairedSamples, options: PairOptions, rng: random.Random) -> None:
    """In a fresh worker: both sides' buffers allocated in a random order, the fixed cost of a
    call measured, and (the first time) one repeat count N for both, from BASE's calls."""
    try:
        samples.repeat = workers.prepare(samples.name, options.call_s, samples.repeat, rng.random() < 0.5)
    except PairFailed as e:
        samples.error, samples.failed_side = e.message, e.side


def _one_pair(workers: Any, samples: PairedSamples, rng: random.Random, options: PairOptions, session: int) -> None:
    try:
        base_us, new_us, wall_s = workers.pair(samples.name, samples.repeat, rng.random() < 0.5, options.bursts)
    except PairFailed as e:
        samples.error, samples.failed_side = e.message, e.side
        return
    samples.spent_s += wall_s
    if base_us is None or new_us is None:  # a call no slower than one of none measured noise: no pair
        samples.rejected += 1
        if samples.rejected > MAX_REJECTED + len(samples.base_us):
            samples.error, samples.failed_side = (
                f"{samples.rejected} timed calls were no slower than calls of no dispatch: the fixed cost of a "
                "call varies more than the dispatches take (a busy machine?)", "BASE" if base_us is None else "NEW")
        return
    samples.base_us.append(base_us)
    samples.new_us.append(new_us)
    samples.sessions.append(session)


def paired_diff(
    samples: Sequence[PairedSamples], base: BenchmarkFile, new: BenchmarkFile, *, threshold: float = DEFAULT_THRESHOLD,
    alpha: float = DEFAULT_ALPHA, only_base: Sequence[str] = (), only_new: Sequence[str] = (),
    notes: Sequence[str] = (), mismatches: Sequence[str] = (),
) -> Diff:
    """The pairs judged, as a `Diff` (BASE's order; then what only one side has)."""
    rows = [judge(s, k, threshold, alpha) for k, s in enumerate(samples)]
    rows += [DispatchDiff(len(rows) + k, name, Measurement(name), None, None, None, ONLY_IN_BASE)
             for k, name in enumerate(only_base)]
    rows += [DispatchDiff(len(rows) + k, name, None, Measurement(name), None, None, ONLY_IN_NEW)
             for k, name in enumerate(only_new)]
    return Diff(base, new, tuple(rows), threshold, alpha, tuple(notes), tuple(mismatches), test=PAIRED_TEST)


PAIRED_TEST = "signed-rank p < {alpha:g} over the pairs and the median pair ratio's 95% interval beyond {threshold:g}"
