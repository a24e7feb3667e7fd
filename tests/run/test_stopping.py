"""Adaptive timing (the default of `run`): stop on a precise median, cap at --max-time, say which and after how many."""

from __future__ import annotations

import json

import pytest

from iree_dynbench.cli import main
from iree_dynbench.run.calls import calibrate
from iree_dynbench.run.options import TimingOptions
import iree_dynbench
from iree_dynbench.render.results import percent
from iree_dynbench.run.stopping import median_interval, median_rank, precise_enough

MODEL = "two_dims"


@pytest.fixture(scope="module")
def runner(extracted) -> iree_dynbench.Suite:
    return iree_dynbench.open(extracted(MODEL).output)


def test_the_median_interval_is_the_binomial_order_statistics():
    """95%: ranks 40 and 61 of 100 samples (the textbook table); 5 samples: their whole range."""
    assert median_interval([float(v) for v in range(1, 101)]) == (40.0, 61.0)
    assert median_interval([3.0, 1.0, 5.0, 2.0, 4.0]) == (1.0, 5.0)


def test_precise_enough_needs_the_minimum_repetitions_and_a_narrow_interval():
    assert not precise_enough([10.0] * 4, repetitions=5, precision=0.05)
    assert precise_enough([10.0] * 5, repetitions=5, precision=0.05)
    assert not precise_enough([10.0, 10.0, 10.0, 10.0, 13.0], repetitions=5, precision=0.05)


@pytest.mark.parametrize("method", ["profile", "calls"])
def test_a_dispatch_stops_when_its_median_is_precise_before_the_cap(runner, method):
    """A cap far away: every dispatch stops on precision, after at least --repetitions, with the
    precision it claims holding on the times it reports."""
    options = TimingOptions(repetitions=3, precision=0.5, max_time_s=600.0, method=method)
    for row in runner.run(options=options).rows:
        assert row.ok, row.error
        if method == "profile" and row.stopped_by == "rounds":  # the profile method's 3 rounds, spent
            assert len(row.times_us) >= options.repetitions
            continue
        assert row.stopped_by == "precision"
        assert len(row.times_us) >= options.repetitions
        assert precise_enough(row.times_us, options.repetitions, options.precision)


@pytest.mark.parametrize("method", ["profile", "calls"])
def test_max_time_caps_each_dispatch_once_the_minimum_repetitions_are_in(runner, method):
    """A spent cap still gives `--repetitions` samples (the help's "at least this many"), no more."""
    options = TimingOptions(repetitions=5, max_time_s=1e-9, precision=1e-9, method=method)
    for row in runner.run(options=options).rows:
        assert row.ok, row.error
        assert row.stopped_by == "max-time"
        assert len(row.times_us) == 5


def test_fixed_effort_times_exactly_the_repetitions(runner):
    for row in runner.run(options=TimingOptions(min_time_s=0.02, repetitions=3)).rows:
        assert row.stopped_by == "repetitions" and len(row.times_us) == 3


def test_default_run_is_adaptive_and_reports_repetitions_per_dispatch(extracted, capsys):
    out = extracted(MODEL).output
    assert main(["run", str(out), "--format", "json", "--max-time", "0.05"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["min_time_s"] is None and data["max_time_s"] == 0.05
    for row in data["dispatches"]:
        assert row["repetitions"] == len(row["times_us"]) >= 1
        assert row["stopped_by"] in ("precision", "max-time", "rounds")


def test_max_time_with_min_time_is_a_usage_error(extracted, capsys):
    out = extracted(MODEL).output
    assert main(["run", str(out), "--min-time", "0.02", "--max-time", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "--min-time" in err and len(err.strip().splitlines()) == 1


def test_calibration_extrapolates_to_the_target_from_a_share_of_it():
    """A function of known cost (1 ms fixed + 10 us per dispatch, as durations, not a clock):
    N lands at the target (10 ms of dispatches) within the 5% margin calibration adds."""
    calls = []

    def call(n: int) -> tuple[float, float]:
        calls.append(n)
        return 1e-3 + n * 1e-5, 0.0

    n = calibrate(call, overhead_s=1e-3, target_s=1e-2)
    assert 1000 <= n <= 1050
    assert sum(calls) * 1e-5 < 1e-2  # calibrating cost less than one timed call


def test_the_median_interval_of_many_samples_neither_overflows_nor_takes_long():
    """Past 1023 samples 2**n no longer fits a float; past 1000 the rank comes from the normal
    approximation, within one rank of the exact sum (and no narrower)."""
    samples = [float(v) for v in range(5000)]
    low, high = median_interval(samples)
    assert low < 2499.5 < high
    exact, approximate = _exact_rank(5000), median_rank(5000)
    assert exact - 1 <= approximate <= exact


def _exact_rank(n: int) -> int:
    from fractions import Fraction
    from math import comb

    r, cdf = 0, Fraction(0)
    while r < n // 2:
        cdf += Fraction(comb(n, r), 2**n)
        if cdf > Fraction(1, 40):
            break
        r += 1
    return r


def test_a_precision_is_printed_with_the_digits_it_was_given():
    assert percent(0.05) == "5%" and percent(0.0001) == "0.01%" and percent(0.125) == "12.5%"


def test_the_minimum_of_adaptive_calls_fits_in_max_time():
    """`--method calls --repetitions 1100 --max-time 1`: calls of 1/1100 s, not 1100 calls of 10 ms."""
    from iree_dynbench import TimingOptions

    assert TimingOptions(repetitions=1100, max_time_s=1.0).target_s * 1100 == pytest.approx(1.0)
    assert TimingOptions().target_s == TimingOptions().repetition_s  # the default: 5 calls of 10 ms in 0.2 s


def test_a_dispatch_whose_first_round_spent_max_time_stopped_by_max_time_not_precision():
    """A long dispatch's first round (its probe events) can spend --max-time whole: it has fewer
    rounds than a median needs, and what stopped it is --max-time, however narrow its interval."""
    from iree_dynbench.run.profiled import SPREAD_ROUNDS, _decide, _Samples

    options = TimingOptions(max_time_s=0.2)
    long_round = _Samples([250_000.0] * 16, spent_s=4.0)
    assert _decide(long_round, options, last=False, rounds=1).stopped_by == "max-time"
    within = _Samples([250.0] * 16 * SPREAD_ROUNDS, spent_s=0.016)
    assert _decide(within, options, last=False, rounds=SPREAD_ROUNDS).stopped_by == "precision"
