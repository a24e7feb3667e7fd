"""`run`, `sweep` and `compare` time with one method by default (the device profile), fixed
effort (`--min-time`) included, so what they report at one size is the same measurement."""

from __future__ import annotations

import statistics

import pytest

import iree_dynbench
from iree_dynbench.run.options import TimingOptions

from support import TESTDATA

MODEL = "two_dims"
# Sizes at which every dispatch takes microseconds: sub-microsecond dispatches moved 2x between
# processes on a loaded CI machine (one process's cache state), which is noise, not method.
SIZES = ["1024x64xf32", "256x384xf32", "64x32xf32"]


def test_fixed_effort_times_by_the_same_method_as_adaptive_timing(extracted):
    suite = iree_dynbench.open(extracted(MODEL).output)
    assert suite.run(options=TimingOptions(min_time_s=0.05, repetitions=3)).method == "profile"
    assert suite.run(options=TimingOptions(max_time_s=0.05)).method == "profile"


@pytest.mark.alone
def test_run_sweep_and_compare_report_one_method_and_agree_at_one_size(extracted):
    """Same method, same size, same dispatch: medians agree within the noise between
    processes (each process times a dispatch in its own mode, measured up to 1.7x apart on an
    idle 2-core machine, and the machine's slow spells last seconds). Each route runs twice,
    interleaved, three times, and keeps its fastest median (a slow spell only slows; twice was
    once too few in about ten loaded CI runs: 1.54): the geometric mean of the ratios within
    1.5x, each within 2.5x."""
    suite = iree_dynbench.open(extracted(MODEL).output)
    sizes = SIZES
    routes = {
        "run": lambda: suite.run(sizes),
        "sweep": lambda: suite.sweep(input_sets=[",".join(sizes)]).runs[0],
        "compare": lambda: suite.compare(TESTDATA / f"{MODEL}.mlir", sizes).run,
    }
    def agreement() -> list[float]:
        timed = {name: [] for name in routes}
        for _ in range(3):
            for name, route in routes.items():
                timed[name].append(route())
        assert {r.method for runs in timed.values() for r in runs} == {"profile"}
        ratios = []
        for k in range(len(timed["run"][0].rows)):
            medians = [min(r.rows[k].median_us for r in runs) for runs in timed.values()]
            ratios.append(max(medians) / min(medians))
        return ratios

    # A slow spell of the machine can outlast one round of all three routes (1.54 and 1.57 were
    # read in two of about ten loaded CI runs): a second round is taken before judging.
    attempts = [agreement()]
    if statistics.geometric_mean(attempts[0]) >= 1.5 or max(attempts[0]) >= 2.5:
        attempts.append(agreement())
    ratios = min(attempts, key=statistics.geometric_mean)
    assert all(r < 2.5 for r in ratios), ratios
    assert statistics.geometric_mean(ratios) < 1.5, ratios
