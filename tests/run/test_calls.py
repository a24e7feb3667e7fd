"""The calls method on a busy machine: what `time_function` does with calls the noise has
disturbed. A function of known cost (a fixed cost plus a cost per dispatch) with scripted
disturbances, on a fake clock: `time_function` reads it, the function advances it, so the
tests say exactly what happened whatever the load on the machine running them."""

from __future__ import annotations

import math
import statistics
import pytest

from iree_dynbench.errors import DynbenchError
from iree_dynbench.run import calls
from iree_dynbench.run.calls import time_function
from iree_dynbench.run.options import TimingOptions


class FakeClock:
    """`perf_counter`/`process_time` for `time_function`; `sleep` moves both on at once."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        return self.now

    def process_time(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += max(0.0, seconds)


CLOCK = FakeClock()


@pytest.fixture(autouse=True)
def fake_clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    CLOCK.now = 0.0
    monkeypatch.setattr(calls, "time", CLOCK)
    return CLOCK

FIXED_S = 2e-3
PER_DISPATCH_S = 1e-5
OPTIONS = TimingOptions(min_time_s=0.02, repetitions=3, method="calls")  # timed calls of 10 ms


class ScriptedFunction:
    """`f(repeat)` sleeping FIXED_S + repeat * PER_DISPATCH_S, plus what `disturb` adds to a call
    given its phase: "calibrating" until the third call of repeat 0 (time_function samples the
    fixed cost twice before calibrating and once after), then "timing"."""

    def __init__(self, disturb):
        self.disturb = disturb
        self.zero_calls = 0
        self.timed = 0

    def __call__(self, repeat: int) -> None:
        if repeat == 0:
            self.zero_calls += 1
            CLOCK.sleep(FIXED_S)
            return
        phase = "calibrating" if self.zero_calls < 3 else "timing"
        if phase == "timing":
            self.timed += 1
        CLOCK.sleep(max(0.0, FIXED_S + repeat * PER_DISPATCH_S + self.disturb(phase, self.timed)))


def test_a_timed_call_faster_than_the_fixed_cost_is_not_a_sample():
    """The first timed call skips its fixed cost (a net time below zero: noise); it is
    replaced, and every reported time is positive and near the true cost."""
    f = ScriptedFunction(lambda phase, k: -FIXED_S - 1.0 if phase == "timing" and k == 1 else 0.0)
    timing = time_function(f, OPTIONS)
    assert len(timing.times_us) == OPTIONS.repetitions
    assert f.timed == OPTIONS.repetitions + 1
    assert all(t > 0 for t in timing.times_us)
    assert 0.5 < statistics.median(timing.times_us) / (PER_DISPATCH_S * 1e6) < 2


def test_timed_calls_always_faster_than_the_fixed_cost_are_an_error_not_zeros():
    f = ScriptedFunction(lambda phase, k: -1.0 if phase == "timing" else 0.0)
    with pytest.raises(DynbenchError, match="fixed cost of a call varies more than the dispatches take"):
        time_function(f, OPTIONS)


def test_one_preempted_timed_call_does_not_hide_a_misled_calibration():
    """Calibration calls read 50 ms slow (preempted), so N comes out tiny; of the first two
    timed calls one is preempted too. Their median, not their maximum, shows the rest fall far
    short of the target: N is calibrated again, and the times are the true cost."""
    def disturb(phase: str, k: int) -> float:
        return 0.05 if phase == "calibrating" or k == 1 else 0.0

    timing = time_function(ScriptedFunction(disturb), OPTIONS)
    assert timing.repeat * PER_DISPATCH_S >= 0.25 * OPTIONS.target_s
    assert 0.5 < statistics.median(timing.times_us) / (PER_DISPATCH_S * 1e6) < 2


def test_a_fixed_cost_sampled_high_before_timing_does_not_bias_the_times_low():
    """A fixed cost of 0.3 ms that reads 2 ms slow in every sample taken before the first timed
    call (a busy moment): against those alone every time would read 10% low (18 of 20 ms per
    call); the fixed cost is sampled again after the first timed call, and the times hold."""
    fixed_s, timed = 3e-4, False

    def f(repeat: int) -> None:
        nonlocal timed
        if repeat == 0:
            CLOCK.sleep(fixed_s + (0.0 if timed else 2e-3))
        else:
            CLOCK.sleep(fixed_s + repeat * PER_DISPATCH_S)
            timed = timed or repeat >= 2000  # calibration calls stay at 1000 dispatches or fewer; timed calls do not

    timing = time_function(f, TimingOptions(min_time_s=0.06, repetitions=3, method="calls"))  # calls of 20 ms
    assert timing.repeat >= 2000
    assert 0.95 < statistics.median(timing.times_us) / (PER_DISPATCH_S * 1e6) < 1.5


class CountingFunction:
    """`f(repeat)` sleeping FIXED_S + repeat * PER_DISPATCH_S; remembers every repeat it ran."""

    def __init__(self):
        self.repeats: list[int] = []

    def __call__(self, repeat: int) -> None:
        self.repeats.append(repeat)
        CLOCK.sleep(FIXED_S + repeat * PER_DISPATCH_S)


ON_TARGET = math.ceil(1.05 * OPTIONS.target_s / PER_DISPATCH_S)  # the N a calibration aims at


def test_an_n_taken_over_from_the_same_work_is_not_calibrated_again():
    """N of an identical dispatch timed before: every call of a dispatch runs that N (no
    calibration calls), and the times are the true cost. (Calls of that N never fall short of the target.)"""
    f = CountingFunction()
    timing = time_function(f, OPTIONS, ON_TARGET)
    assert timing.repeat == ON_TARGET
    assert {r for r in f.repeats if r != 0} == {ON_TARGET}
    assert 0.5 < statistics.median(timing.times_us) / (PER_DISPATCH_S * 1e6) < 2


def test_an_n_taken_over_that_falls_short_of_the_target_is_calibrated_again():
    """A taken-over N of a tenth of what the target needs: the first timed calls fall short, N is
    calibrated again from them, and the timed calls reach the target."""
    timing = time_function(CountingFunction(), OPTIONS, ON_TARGET // 10)
    assert timing.repeat * PER_DISPATCH_S >= 0.8 * OPTIONS.target_s
    assert 0.5 < statistics.median(timing.times_us) / (PER_DISPATCH_S * 1e6) < 2


def test_many_adaptive_repetitions_stay_within_max_time_up_to_their_fixed_costs(monkeypatch):
    """`--repetitions 1100 --max-time 1` (a fixed cost of 20 us a call, a dispatch whose time
    moves by up to 60 us): about one second of dispatches plus each call's fixed cost, not
    1100 calls of 10 ms (11 s)."""
    monkeypatch.setitem(globals(), "FIXED_S", 20e-6)
    noisy = ScriptedFunction(lambda phase, k: 1e-5 * (k % 7) if phase == "timing" else 0.0)
    options = TimingOptions(repetitions=1100, max_time_s=1.0, precision=1e-6, method="calls")
    timing = time_function(noisy, options)
    assert len(timing.times_us) == 1100
    fixed = (noisy.timed + noisy.zero_calls) * FIXED_S
    assert CLOCK.now < 1.0 + fixed + 1100 * 35e-6 + 0.2  # the disturbances average 30 us a call
