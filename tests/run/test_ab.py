"""`ab`: two extracts of one model timed in pairs in one invocation (iree_dynbench/run/ab.py).

Real builds: testdata/dyn_matmul.mlir extracted twice as it is, and once with
testdata/specs/slow_dyn_matmul.mlir, a CPU tuning spec that gives its matmul a poor
configuration (a slowdown the compiler makes, several times here: a test must not depend on the
machine being quiet)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench.errors import DynbenchError
from iree_dynbench import ab, open as open_suite
from iree_dynbench.cli import main
from iree_dynbench.run.diff import FASTER, SLOWER
from iree_dynbench.run.paired import PAIRED_METHOD, PairedSamples, PairOptions, judge

SIZES = ["64x1024xf32", "1024x512xf32"]
SLOW_SPEC = TESTDATA / "specs" / "slow_dyn_matmul.mlir"
# The fewest sessions a verdict takes (MIN_SESSIONS): the spec slows the matmul ~10x, so the
# lowest of 6 session ratios is still far past the threshold; each session is a process to start.
QUICK = PairOptions(pairs=12, max_pairs=24, sessions=6, max_time_s=0.5, seed=7)
# Where no verdict is asserted (the mechanics): the fewest pairs, none added past them.
FEWEST = PairOptions(pairs=6, max_pairs=6, sessions=6, max_time_s=0.5, seed=7)


@pytest.fixture(scope="module")
@compiling
def builds(tmp_path_factory) -> dict[str, Path]:
    """`base` and `again`: dyn_matmul extracted twice alike; `slow`: with the slowing spec;
    `other`: another model (two_dims)."""
    root = tmp_path_factory.mktemp("ab")
    model = TESTDATA / "dyn_matmul.mlir"
    found = {
        "base": extract(model, SIZES, output=root / "base").output,
        "again": extract(model, SIZES, output=root / "again").output,
        "slow": extract(model, SIZES, output=root / "slow",
                        iree_flags=[f"--iree-codegen-tuning-spec-path={SLOW_SPEC}"]).output,
        "other": extract(TESTDATA / "two_dims.mlir", ["7x64xf32", "5x9xf32", "64x32xf32"], output=root / "other").output,
    }
    return found


def test_the_spec_configures_the_slow_build_s_matmul(builds):
    assert "vector_common_parallel = [2, 8, 0]" in (builds["slow"] / "benchmarks.mlir").read_text()
    assert "vector_common_parallel = [2, 8, 0]" not in (builds["base"] / "benchmarks.mlir").read_text()


def test_a_dispatch_a_tuning_spec_configured_keeps_its_problem(builds):
    """IREE marks no `root_op` where a spec chose the configuration: the configured op is the root."""
    (row,) = open_suite(builds["slow"]).shapes().dispatches
    (problem,) = row.problems
    assert problem.text.startswith("matmul 64x512x1024") and problem.sizes == [64, 512, 1024]


def test_a_matmul_slowed_by_a_tuning_spec_is_judged_slower(builds):
    result = ab(builds["base"], builds["slow"], options=QUICK)
    (row,) = result.rows
    assert row.verdict == SLOWER and row.interval[0] > result.threshold
    assert result.regressions == [row]


def test_the_slowed_build_as_base_is_judged_faster(builds):
    (row,) = ab(builds["slow"], builds["base"], options=QUICK).rows
    assert row.verdict == FASTER and row.interval[1] < 1 / 1.10


@pytest.mark.alone
def test_two_extracts_of_one_build_are_not_flagged(builds):
    """Alone: under CI's parallel load a burst on one core read 'slower' once in ~20 runs."""
    (row,) = ab(builds["base"], builds["again"], options=QUICK).rows
    assert row.verdict not in (SLOWER, FASTER)


def test_each_pair_holds_one_time_of_each_build(builds):
    result = ab(builds["base"], builds["again"], options=FEWEST)
    (row,) = result.rows
    assert len(row.base.times_us) == len(row.new.times_us) >= FEWEST.pairs
    assert result.base.method == result.new.method == PAIRED_METHOD


def test_the_pairs_are_timed_at_the_given_sizes(builds):
    result = ab(builds["base"], builds["again"], inputs=["8x1024xf32", "1024x512xf32"], options=FEWEST)
    assert result.base.sizes == result.new.sizes == {"input0.dim0": 8}


def test_extracts_of_different_models_are_refused(builds):
    with pytest.raises(DynbenchError, match="not extracts of one model"):
        ab(builds["base"], builds["other"], options=QUICK)


def test_sizes_outside_a_build_s_model_are_refused_before_timing(builds):
    with pytest.raises(DynbenchError):
        ab(builds["base"], builds["again"], inputs=["8x1000xf32", "1024x512xf32"], options=QUICK)


def test_builds_for_another_device_are_refused_unless_allowed(builds, tmp_path):
    moved = tmp_path / "moved"
    moved.mkdir()
    for f in builds["again"].iterdir():
        if f.is_file():
            (moved / f.name).write_bytes(f.read_bytes())
    manifest = json.loads((moved / "shapes.json").read_text())
    manifest["device"] = "local-sync"
    (moved / "shapes.json").write_text(json.dumps(manifest))
    with pytest.raises(DynbenchError, match=r"differ in device \(local-task vs local-sync\)"):
        ab(builds["base"], moved, options=FEWEST)
    result = ab(builds["base"], moved, options=FEWEST, allow_mismatch=True)
    assert result.mismatches == ("device (local-task vs local-sync)",)


def test_duet_times_each_build_on_its_own_cores(builds):
    """Mechanics only: on a 2-core machine where other work runs, one core's interference is
    not the other's (docs/ci.md), so no verdict is asserted; the 1.5x slowdown reads slower."""
    result = ab(builds["base"], builds["slow"], options=FEWEST, duet_cpus=["0", "1"])
    (row,) = result.rows
    assert result.base.method == result.new.method == "duet calls"
    assert len(row.base.times_us) == len(row.new.times_us) >= FEWEST.pairs and row.ratio > 1.0


def test_duet_core_sets_must_be_two_and_disjoint(builds):
    with pytest.raises(DynbenchError, match="two disjoint"):
        ab(builds["base"], builds["again"], options=QUICK, duet_cpus=["0", "0"])


def test_a_verdict_needs_the_whole_interval_past_the_threshold():
    pairs = PairedSamples("d", base_us=[10.0] * 30, new_us=[10.0 * (1.05 + 0.2 * (k % 2)) for k in range(30)])
    row = judge(pairs, 0, threshold=1.10, alpha=0.05)
    assert row.ratio > 1.10 and row.interval[0] < 1.10 and row.verdict == "not significant"


def test_pairs_whose_ratio_is_steady_are_judged_from_the_ratios_alone():
    """BASE's times spread 10x over the run (the machine's state moving); every pair's ratio is
    1.3: the verdict is `slower`, with an interval of width 0."""
    base = [10.0 * (1 + k % 10) for k in range(20)]
    row = judge(PairedSamples("d", base_us=base, new_us=[1.3 * b for b in base]), 0, threshold=1.10, alpha=0.05)
    assert row.verdict == SLOWER and row.interval == pytest.approx((1.3, 1.3))


@pytest.fixture(scope="module")
@compiling
def models(tmp_path_factory) -> dict[str, Path]:
    """dyn_matmul compiled as a whole model, as it is and with the slowing spec."""
    from iree_dynbench.testing.oracle import compile_model

    root = tmp_path_factory.mktemp("ab_models")
    compile_model(TESTDATA / "dyn_matmul.mlir", root / "base.vmfb")
    compile_model(TESTDATA / "dyn_matmul.mlir", root / "slow.vmfb", [f"--iree-codegen-tuning-spec-path={SLOW_SPEC}"])
    return {"base": root / "base.vmfb", "slow": root / "slow.vmfb"}


@pytest.mark.alone  # a verdict: under the other worker's compiles (and two busy loops) it read `not significant`
def test_a_whole_model_slowed_by_a_tuning_spec_is_judged_slower(models):
    """12 rounds: the median's interval is then the 3rd to the 10th ratio (2 noisy rounds on
    either side leave it); of 8 it is the lowest to the highest, and one round disturbed on a
    fresh clone's CI (interval 0.90-9.44 for a 7x slowdown) read `not significant`."""
    from iree_dynbench.run.ab import MODEL_ROW, ModelPairOptions

    result = ab(models=[models["base"], models["slow"]], inputs=SIZES, model_options=ModelPairOptions(rounds=12, runs=10, seed=3))
    by_name = {row.name: row for row in result.rows}
    assert by_name[MODEL_ROW].verdict == SLOWER, by_name[MODEL_ROW]
    assert by_name["main_dispatch_0_matmul_Dx512x1024_f32"].ratio > 1.10


def test_a_model_input_that_is_not_a_number_is_refused_for_in_process_calls():
    from iree_dynbench.run.paired_worker import model_input

    assert model_input("2x3xi64=4").tolist() == [[4, 4, 4], [4, 4, 4]]
    with pytest.raises(DynbenchError, match="in-process model calls take"):
        model_input("2xf32=@file.npy")


def test_suite_ab_compares_another_suite_against_it(builds):
    (row,) = open_suite(builds["base"]).ab(open_suite(builds["slow"]), options=QUICK).rows
    assert row.verdict == SLOWER


@pytest.mark.alone  # a verdict; 12 pairs at least: of 8 the median's interval is the lowest to the highest ratio, and
# one disturbed pair on a fresh clone's CI (interval 0.71-10.51 for a 6.8x slowdown) read `not significant`
def test_the_command_exits_1_on_a_regression_and_writes_json(builds, tmp_path, capsys):
    out = tmp_path / "ab.json"
    assert main(["ab", str(builds["base"]), str(builds["slow"]), "--pairs", "12", "--max-pairs", "16",
                 "--max-time", "0.5", "--json", str(out)]) == 1
    data = json.loads(out.read_text())
    assert data["regressions"] == ["main_dispatch_0_matmul_Dx512x1024_f32"]
    assert "1 regression(s)" in capsys.readouterr().err


def test_the_command_exits_0_when_nothing_got_slower(builds):
    assert main(["ab", str(builds["slow"]), str(builds["base"]), "--pairs", "6", "--max-pairs", "12",
                 "--max-time", "0.5", "--format", "csv"]) == 0


def test_the_command_refuses_cpus_without_duet(builds, capsys):
    assert main(["ab", str(builds["base"]), str(builds["again"]), "--cpus", "0", "--cpus", "1"]) == 2
    assert capsys.readouterr().err.startswith("error: --cpus sets are BASE's and NEW's cores for --duet")


def test_the_command_takes_two_extracts_or_two_models(builds, capsys):
    assert main(["ab", str(builds["base"])]) == 2
    assert "give two extract outputs" in capsys.readouterr().err


@pytest.mark.parametrize("which", ["base", "again"])
def test_a_json_file_inside_either_extract_is_refused_before_timing(builds, capsys, which):
    inside = builds[which] / "shapes.json"
    before = inside.read_bytes()
    assert main(["ab", str(builds["base"]), str(builds["again"]), "--json", str(inside)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is inside" in err and "an extract output" in err
    assert inside.read_bytes() == before


def test_max_pairs_below_pairs_is_refused(builds, capsys):
    assert main(["ab", str(builds["base"]), str(builds["again"]), "--pairs", "10", "--max-pairs", "5"]) == 2
    assert "--max-pairs must be at least --pairs (10)" in capsys.readouterr().err


@pytest.mark.alone  # a calibration against a measurement: beside the other worker's compiles, read 16x apart
def test_one_repeat_count_makes_the_faster_side_s_calls_last_the_call_time_too(model_vmfb):
    """Both sides call N dispatches; N sized on a much slower BASE alone would make NEW's calls
    last about their fixed cost (a 90x faster tuning candidate on an H200 got no pair). The
    bound leaves room for a calibration that a loaded machine puts 8x off."""
    from iree_dynbench.run.ab import MODEL_ROW
    from iree_dynbench.run.paired_worker import PairWorker, Side

    vmfb = model_vmfb("dyn_matmul")
    slow = Side(vmfb, "", "local-task", "main", ("2048x1024xf32", "1024x512xf32"))
    fast = Side(vmfb, "", "local-task", "main", ("8x1024xf32", "1024x512xf32"))
    call_s = 0.032  # BASE's calls take about that at N = 1: sized on BASE, NEW's would last under 1 ms
    with PairWorker(slow, fast) as workers:
        workers.select(())
        repeat = workers.prepare(MODEL_ROW, call_s, 0, True)
        slow_us, fast_us, _ = workers.pair(MODEL_ROW, repeat, True, 3)
    # The sides differ by more than the bound below allows a call sized on BASE (256x the work;
    # a loaded machine read 9.4x at 1024 rows, the faster side's fixed cost grown the most).
    assert slow_us > 12 * fast_us, (slow_us, fast_us)
    assert fast_us * repeat * 1e-6 >= call_s / 12, (fast_us, repeat)
