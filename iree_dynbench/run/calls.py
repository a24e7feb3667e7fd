"""The `calls` method: a benchmark function timed from Python, the fixed cost of a call subtracted.

Each benchmark function `<name>(i32 repeat)` records `repeat` dispatches (with
barriers) into one command buffer, submits it and waits, on buffers the module
keeps from call to call (allocated and zero-filled when a dispatch's first call
needs them, so its later calls pay neither). That fixed cost per call is
measured with `repeat = 0` and subtracted, so

    time per dispatch = (T(N) - T(0)) / N

Two ways to decide how much to time (`TimingOptions`):

- fixed effort (`min_time_s` given): N is calibrated so that one timed call
  lasts at least `min_time_s / repetitions`, and exactly `repetitions` calls
  are timed;
- adaptive (the default, `min_time_s=None`): short timed calls (N calibrated
  to `repetition_s`) are repeated until the distribution-free 95% confidence
  interval of their median is within `precision` of it (at least
  `repetitions` of them), or until `max_time_s` has been spent on the
  dispatch. A steady dispatch stops after a few milliseconds; a noisy one
  gets more samples, never more than the cap.

Calibration doubles as warm-up: its calls run the dispatch on the same
buffers just before the timed calls, so no separate warm-up time is spent
unless `warmup_s` asks for it. When either of the first two timed calls falls
far short of the target (a preempted calibration call read as a slow
dispatch), N is calibrated again from it and timing starts over. A timed call
faster than every call of no dispatch shows the fixed cost was sampled high:
it is sampled again (and, where it is cheap, after the first timed call), and
times are taken against the lowest; a call still faster measured noise, not
the dispatch, and is no sample (too many such calls are an error, never a
time of zero). The profile method is in `profiled`; `runner` picks one.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Callable, Optional

from ..errors import DynbenchError
from ..passes.abi import INT32_MAX
from .options import TimingOptions
from .stopping import precise_enough

_MAX_REPEAT = INT32_MAX  # the benchmark functions take an i32
_OVERHEAD_SAMPLES = 2  # before calibrating, and again after
_OVERHEAD_FACTOR = 2.0  # a timed call lasts at least this many times its fixed cost
_MAX_CALIBRATION_STEPS = 30
_MAX_GROWTH = 10.0  # of N from one calibration step to the next (more overshoots when T(0) is noisy)
_UNDERSHOOT = 0.25  # first timed calls this short of the target: calibrate again
_CALIBRATION_FRACTION = 0.0625  # calibrate on calls of this share of the target, then extrapolate
_MAX_REJECTED = 3  # timed calls faster than the fixed cost (noise), beyond one per repetition, before giving up
_RESAMPLE_BELOW = 0.25  # a fixed cost under this share of the target is sampled again after the first timed call
_MAX_RECALIBRATIONS = 6  # of N, from timed calls far short of the target (each grows N at most _MAX_GROWTH times)
_HINT_UNDERSHOOT = 0.8  # first timed calls at an N taken over from an identical dispatch this short: calibrate again
_EXTRAPOLATE = 1.05  # N extrapolated to the target aims this much above it (a timed call lasts at least the target)


@dataclass(frozen=True)
class FunctionTiming:
    """What `time_function` measured: per-dispatch times at a calibrated repeat count."""

    repeat: int  # dispatches per timed call (N)
    times_us: tuple[float, ...]  # wall time per dispatch, one per repetition
    cpu_times_us: tuple[float, ...]  # process CPU time per dispatch, one per repetition
    overhead_us: float  # wall time of one call with repeat 0, subtracted from each
    stopped_by: str = "repetitions"  # "precision", "max-time" (adaptive) or "repetitions" (fixed effort)


def time_function(
    function: Callable[[int], object], options: TimingOptions, repeat: Optional[int] = None
) -> FunctionTiming:
    """Time a benchmark function `f(repeat)`: measure `f(0)`, calibrate N (warming up), time `f(N)`.

    Fixed effort: `options.repetitions` timed calls. Adaptive: at least
    `options.repetitions` timed calls, then more until `precise_enough`, or
    until `options.max_time_s` has passed since the first call (calibration
    and overhead included). `repeat`: the N calibrated for the same work
    before (another call site of the kernel at the same parameters); timing
    starts from it, and N is calibrated again from the first timed calls if
    they fall short of `_HINT_UNDERSHOOT` of the target.
    """

    timing = _Timing(function, options)
    timing.start(repeat)
    while True:
        if not timing.sample() or timing.recalibrated():
            continue
        stopped_by = timing.stopped_by()
        if stopped_by:
            return timing.result(stopped_by)


class _Timing:
    """One `time_function` under way: the calls of none so far (the fixed cost as now known),
    N, and the timed calls at N; its steps are the function's."""

    def __init__(self, function: Callable[[int], object], options: TimingOptions):
        self.function, self.options = function, options
        self.started = time.perf_counter()
        self.zero: list[tuple[float, float]] = []  # (wall, cpu) of each call of no dispatch
        self.samples: list[tuple[float, float]] = []  # (wall, cpu) of each timed call at the current N
        self.recalibrations = self.rejected = 0

    def call(self, n: int) -> tuple[float, float]:
        wall, cpu = time.perf_counter(), time.process_time()
        self.function(n)
        return time.perf_counter() - wall, time.process_time() - cpu

    def start(self, repeat: Optional[int]) -> None:
        """Warm up where asked, sample the fixed cost, and pick N (calibrated, or `repeat`)."""
        options = self.options
        if options.warmup_s > 0:
            deadline = self.started + min(options.warmup_s, options.target_s)
            while time.perf_counter() < deadline:
                self.call(1)
        # The fixed cost of a call: its minimum, sampled before calibrating (for
        # calibration; the first call also allocates and zero-fills the buffers)
        # and after it (calibration has warmed up the dispatch's buffers, so the
        # later samples are the steadier ones).
        self.zero = [self.call(0) for _ in range(_OVERHEAD_SAMPLES)]
        provisional_s = min(w for w, _ in self.zero)
        # A timed call lasts at least twice its fixed cost, which it subtracts.
        self.target = max(options.target_s, _OVERHEAD_FACTOR * provisional_s)
        if repeat:
            self.n, self.undershoot = min(_MAX_REPEAT, max(1, repeat)), _HINT_UNDERSHOOT
        else:
            self.n, self.undershoot = calibrate(self.call, provisional_s, self.target), _UNDERSHOOT
            self.zero.append(self.call(0))  # and, where cheap, another after the first timed call (`sample`)
        self._fixed_cost()

    def _fixed_cost(self) -> None:
        self.overhead_s = min(w for w, _ in self.zero)
        self.overhead_cpu_s = min(c for _, c in self.zero)

    def sample(self) -> bool:
        """One timed call at N; False where it measured noise (no sample)."""
        wall, cpu = self.call(self.n)
        if wall <= self.overhead_s:
            # Faster than every call that ran no dispatch: the fixed cost was sampled
            # high (a busy moment). Sample it again; while the call still reads
            # faster, it measured noise, not N dispatches, and is no sample.
            self.rejected += 1
            self.zero += [self.call(0) for _ in range(_OVERHEAD_SAMPLES)]
            self._fixed_cost()
            if wall <= self.overhead_s:
                if self.rejected > _MAX_REJECTED + self.options.repetitions:
                    raise DynbenchError(
                        f"{self.rejected} timed calls of {self.n} dispatch(es) each were faster than every call of none: "
                        "the fixed cost of a call varies more than the dispatches take (a busy machine?)"
                    )
                return False
        self.samples.append((wall, cpu))
        if len(self.samples) == 1 and self.overhead_s < _RESAMPLE_BELOW * self.target:
            # One more call of none, after the first timed call (cheap here: about 1%
            # of the timed work): a fixed cost sampled high at first (a busy moment)
            # would bias every time low.
            self.zero.append(self.call(0))
            self._fixed_cost()
        return True

    def recalibrated(self) -> bool:
        """Whether N was calibrated again from the first timed calls (timing starts over)."""
        # (Only the first timed calls are looked at: a pass over every sample per call made a
        # run of many repetitions quadratic in them.)
        if (len(self.samples) != min(2, self.options.repetitions) or self.n >= _MAX_REPEAT
                or self.recalibrations >= _MAX_RECALIBRATIONS):
            return False
        shortest = min(w for w, _ in self.samples) - self.overhead_s
        if shortest >= self.undershoot * self.target:
            return False
        # A first timed call fell far short of the target: calibration was
        # misled (a preempted calibration call reads as a slow dispatch), or
        # the N taken over was, and these calls would mostly time the fixed
        # cost. Calibrate again from it and start over. (The shortest: noise
        # only lengthens a call, so one preempted timed call must not hide a
        # short one.)
        grow = min(_MAX_GROWTH, _EXTRAPOLATE * self.target / max(shortest, 1e-9))
        self.n = min(_MAX_REPEAT, max(self.n + 1, math.ceil(self.n * grow)))
        self.samples.clear()
        self.recalibrations += 1
        return True

    def stopped_by(self) -> Optional[str]:
        """Why timing stops now (`FunctionTiming.stopped_by`), or None to go on."""
        options = self.options
        if not options.adaptive:
            return "repetitions" if len(self.samples) >= options.repetitions else None
        if precise_enough(self.times(), options.repetitions, options.precision):
            return "precision"
        if len(self.samples) >= options.repetitions and time.perf_counter() - self.started >= options.max_time_s:
            return "max-time"  # the cap, once the minimum of `repetitions` samples is in
        return None

    def times(self) -> list[float]:
        """Per dispatch, against the fixed cost as now known."""
        return [(wall - self.overhead_s) / self.n * 1e6 for wall, _ in self.samples]

    def result(self, stopped_by: str) -> FunctionTiming:
        cpu_times = [max(cpu - self.overhead_cpu_s, 0.0) / self.n * 1e6 for _, cpu in self.samples]
        return FunctionTiming(self.n, tuple(self.times()), tuple(cpu_times), self.overhead_s * 1e6, stopped_by)


def calibrate(call: Callable[[int], tuple[float, float]], overhead_s: float, target_s: float) -> int:
    """Repeat count N whose timed call lasts about `target_s` (overhead excluded).

    Grows N until a call lasts a fair share of the target, then extrapolates,
    so calibrating costs a fraction of one timed call (and warms up the
    dispatch on its buffers). The call it extrapolates from is taken twice and
    the shorter kept: one preemption on a busy machine must not pass for a
    slow dispatch.
    """
    accept_s = _CALIBRATION_FRACTION * target_s
    n = 1
    for _ in range(_MAX_CALIBRATION_STEPS):
        net = call(n)[0] - overhead_s
        if net >= accept_s:
            net = min(net, call(n)[0] - overhead_s)
        if net >= target_s or n >= _MAX_REPEAT:
            return n
        if net >= accept_s:
            return min(_MAX_REPEAT, max(n + 1, math.ceil(_EXTRAPOLATE * n * target_s / net)))
        grow = _MAX_GROWTH if net <= accept_s / _MAX_GROWTH else 1.2 * accept_s / net
        n = min(_MAX_REPEAT, max(n + 1, math.ceil(n * grow)))
    return n
