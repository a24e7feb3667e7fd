"""`run`, `sweep` and `compare` time with one method by default (the device profile), fixed
effort (`--min-time`) included, so what they report at one size is the same measurement."""

from __future__ import annotations

import iree_dynbench
from iree_dynbench.run.options import TimingOptions

from conftest import SIZE_SETS, TESTDATA

MODEL = "two_dims"  # dispatches of 0.3-1 us, which calls time 2-6x longer than the device profile does


def test_fixed_effort_times_by_the_same_method_as_adaptive_timing(extracted):
    suite = iree_dynbench.open(extracted(MODEL).output)
    assert suite.run(options=TimingOptions(min_time_s=0.05, repetitions=3)).method == "profile"
    assert suite.run(options=TimingOptions(max_time_s=0.05)).method == "profile"


def test_run_sweep_and_compare_report_one_method_and_agree_at_one_size(extracted):
    """Same method, same size, same dispatch: medians within a factor of 2 of each other
    (measured: within 1.4x, while calls read 2.3-5.8x longer than the profile here)."""
    suite = iree_dynbench.open(extracted(MODEL).output)
    sizes = SIZE_SETS[MODEL][0]
    run = suite.run(sizes)
    swept = suite.sweep(input_sets=[",".join(sizes)]).runs[0]
    compared = suite.compare(TESTDATA / f"{MODEL}.mlir", sizes).run
    assert {run.method, swept.method, compared.method} == {"profile"}
    for k in range(len(run.rows)):
        medians = [r.rows[k].median_us for r in (run, swept, compared)]
        assert max(medians) / min(medians) < 2.0, (run.rows[k].name, medians)
