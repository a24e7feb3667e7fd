"""The real model's time per run and per export (HAL host-execution profile), checked
against the HAL replay (what it dispatches) and IREE's --dispatch_statistics."""

from __future__ import annotations

from collections import Counter

import pytest

from iree_dynbench.run.model_timing import WALL_TIME, sample_model, time_model
from iree_dynbench.testing.oracle import capture_dispatches, in_model_dispatch_times
from iree_dynbench.iree_tools import ToolError

from support import SIZE_SETS, assert_times_agree

MODEL = "torch_block"  # 38 dispatches of 22 exports, several exports at several sites


@pytest.mark.parametrize("device", ["local-task", "local-sync"])
def test_calls_per_run_are_the_dispatches_the_model_executes(model_vmfb, device):
    sizes = SIZE_SETS[MODEL][1]
    timing = time_model(model_vmfb(MODEL), sizes, device=device, runs=5)
    executed = Counter(d.export for d in capture_dispatches(model_vmfb(MODEL), sizes))
    assert {e.export: e.calls for e in timing.exports} == dict(executed)
    assert all(e.per_run_us > 0 for e in timing.exports)
    assert sum(e.share for e in timing.exports) == pytest.approx(1.0)


def test_a_command_buffer_replayed_every_run_is_timed_per_run(model_vmfb):
    """static_block's command buffer is recorded once and replayed: one id, many submissions."""
    inputs = ["64x64xf32", "64x64xf32"]
    timing = time_model(model_vmfb("static_block"), inputs, runs=4)
    executed = Counter(d.export for d in capture_dispatches(model_vmfb("static_block"), inputs))
    assert {e.export: e.calls for e in timing.exports} == dict(executed)
    assert timing.runs == 4 and timing.median_us > 0


@pytest.mark.alone
def test_times_agree_with_iree_dispatch_statistics(model_vmfb):
    sizes = SIZE_SETS[MODEL][2]

    def measure():
        timing = time_model(model_vmfb(MODEL), sizes, runs=20)
        statistics, model_mean_us = in_model_dispatch_times(model_vmfb(MODEL), sizes, repetitions=2, min_time_s=0.1)
        by_export = {r.export: r for r in statistics}
        pairs = {"whole run": (timing.median_us, model_mean_us)}
        for export in timing.exports:
            iree_row = by_export[export.export]
            assert export.calls == iree_row.calls
            if export.share > 0.05:  # big enough not to be noise
                pairs[export.export] = (export.per_run_us, iree_row.mean_time_us * iree_row.calls)
        return pairs

    assert_times_agree(measure)


def test_model_time_covers_its_dispatch_span(model_vmfb):
    timing = time_model(model_vmfb(MODEL), SIZE_SETS[MODEL][2], runs=10)
    # each run's dispatches lie inside that run, so the medians are ordered too
    assert 0 < timing.span_us <= timing.median_us + 1.0
    assert timing.dispatch_us > 0 and timing.runs == 10


def test_batches_of_runs_pool_into_one_timing(model_vmfb):
    sizes = SIZE_SETS[MODEL][1]
    first, second = (sample_model(model_vmfb(MODEL), sizes, runs=n) for n in (3, 4))
    pooled = (first + second).timing()
    assert pooled.runs == 7
    assert {e.export: e.calls for e in pooled.exports} == {e.export: e.calls for e in first.timing().exports}
    assert all(len(durations) == 7 for _, durations in (first + second).sites.values())


def test_runs_of_different_models_do_not_pool(model_vmfb):
    torch = sample_model(model_vmfb(MODEL), SIZE_SETS[MODEL][1], runs=2)
    other = sample_model(model_vmfb("two_dims"), SIZE_SETS["two_dims"][0], runs=2)
    with pytest.raises(ToolError):
        torch + other


def test_a_failing_model_run_raises_a_tool_error_naming_the_tool(model_vmfb):
    with pytest.raises(ToolError) as info:
        time_model(model_vmfb("dyn_matmul"), ["42x1000xf32", "1024x512xf32"], runs=3)
    assert info.value.tool == "iree-benchmark-module"


def test_wall_time_samples_have_one_time_per_run_and_no_exports(model_vmfb):
    samples = sample_model(model_vmfb(MODEL), SIZE_SETS[MODEL][1], runs=5, mode=WALL_TIME)
    assert samples.method == WALL_TIME and samples.unrecorded
    assert len(samples.run_us) == 5 and all(t > 0 for t in samples.run_us)
    timing = samples.timing()
    assert timing.exports == () and timing.median_us > 0

