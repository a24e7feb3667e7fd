"""`tune`: candidates timed in pairs against the extract's configuration, a spec that configures
the runtime-sized kernel, the model timed with and without it (iree_dynbench/tune/tuning.py).

Real builds: testdata/dyn_matmul.mlir extracted with testdata/specs/slow_dyn_matmul.mlir, a
spec that gives its matmul a poor configuration (several times slower than IREE's), so the
configurations tune derives from it beat it by far more than a loaded machine's noise: the
tests check behaviour (a spec is written, it applies, the report adds up), not speed."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from iree.compiler import ir
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench import open as open_suite
from iree_dynbench.cli import main
from iree_dynbench.extraction import compiler
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.run.ab import ModelPairOptions
from iree_dynbench.run.paired import PairOptions
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.candidate_kernels import build_kernels
from iree_dynbench.tune.cpu_configs import CpuConfig
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.tuning import TUNED, TuneOptions, disagreements, refused_where_slower
from iree_dynbench.tune.tuning_problems import find_problems
from iree_dynbench.tune.tuning_spec import SpecEntry, applied, build_spec

SIZES = ["64x1024xf32", "1024x512xf32"]
TRAFFIC = [["64x1024xf32", "1024x512xf32"], ["16x1024xf32", "1024x512xf32"], ["16x1024xf32", "1024x512xf32"]]
SLOW_SPEC = TESTDATA / "specs" / "slow_dyn_matmul.mlir"
# Three pairs a session: a session's ratio is their median, so one pair a burst of the suite's load
# fell on does not turn it (with one pair a session, the `tuned` tests failed together once).
QUICK_PAIRS = PairOptions(pairs=18, max_pairs=18, sessions=6, max_time_s=0.5, seed=3)
QUICK = TuneOptions(top=1, candidates=3, size_sets=2, finalists=1, screen=QUICK_PAIRS, confirm=QUICK_PAIRS,
                    model=QUICK_PAIRS, verify_top=1, model_rounds=ModelPairOptions(rounds=5, runs=5, seed=3))


@pytest.fixture(scope="module")
@compiling
def slow(tmp_path_factory) -> Path:
    return extract(TESTDATA / "dyn_matmul.mlir", SIZES, output=tmp_path_factory.mktemp("tune") / "slow",
                   iree_flags=[f"--iree-codegen-tuning-spec-path={SLOW_SPEC}"]).output


@pytest.fixture(scope="module")
def tuned(slow, tmp_path_factory):
    output = tmp_path_factory.mktemp("tuned") / "out"
    return open_suite(slow).tune(output, TRAFFIC, options=QUICK), output


def test_the_matmul_is_tuned_and_the_spec_written(tuned):
    result, output = tuned
    (problem,) = result.problems
    assert problem.outcome == TUNED and problem.chosen is not None
    assert (output / "tuning_spec.mlir").read_text() == result.spec_text
    spec_flag = f"--iree-codegen-tuning-spec-path={(output / 'tuning_spec.mlir').resolve()}"
    flags = open_suite(result.directory).manifest.compile_flags
    assert result.flags == (*(f for f in flags if f != f"--iree-codegen-tuning-spec-path={SLOW_SPEC}"), spec_flag)


def test_the_spec_applies_to_exactly_the_tuned_export_in_the_model_s_compile(tuned):
    result, _ = tuned
    (problem,) = result.problems
    assert problem.applies_to == problem.exports == ("main_dispatch_0_matmul_Dx512x1024_f32",)
    assert not [n for n in result.notes if "applies to" in n]


def test_the_kept_configuration_won_in_pairs_at_the_heaviest_size_set_and_lost_at_none(tuned):
    (problem,) = tuned[0].problems
    confirmed = problem.chosen.confirmed
    assert {c.inputs[0] for c in confirmed} == {"16x1024xf32", "64x1024xf32"}  # the problem's two heaviest
    assert confirmed[0].verdict == "faster" and confirmed[0].interval[1] < 1
    assert not any(c.verdict == "slower" for c in confirmed)


def test_the_report_adds_up(tuned):
    result, output = tuned
    (problem,) = result.problems
    data = json.loads((output / "tune.json").read_text())
    assert data["kind"] == "tune" and data["schema_version"] == 1
    assert problem.weighted_us == pytest.approx(result.total_us)  # the one export is the whole traffic
    weights = [c.weight_us for c in problem.chosen.confirmed]
    ratios = [c.ratio for c in problem.chosen.confirmed]
    assert problem.chosen.predicted_ratio == pytest.approx(sum(w * r for w, r in zip(weights, ratios)) / sum(weights))
    assert result.predicted_ratio == pytest.approx(1 - problem.predicted_saving_us / result.total_us)
    assert data["predicted_ratio"] == pytest.approx(result.predicted_ratio)


def test_the_model_is_timed_with_and_without_the_spec_at_the_heaviest_size_set(tuned):
    result, _ = tuned
    (row,) = result.model
    assert row.inputs == tuple(TRAFFIC[0]) and row.error is None
    assert row.ratio < 1 and row.tuned_us < row.base_us
    assert result.measured_ratio == pytest.approx(row.ratio)


def test_the_model_s_in_model_dispatch_time_is_measured_beside_what_the_isolated_timings_predicted(tuned):
    result, _ = tuned
    (row,) = result.model
    assert row.tuned_exports_ratio < 1 and row.dispatch_ratio < 1  # the one export is tuned: both the same work
    assert 0 < row.predicted_dispatch_ratio < 1
    assert result.measured_dispatch_ratio == pytest.approx(row.dispatch_ratio)
    assert result.predicted_dispatch_ratio == pytest.approx(row.predicted_dispatch_ratio)


def test_each_tuned_problem_s_in_model_ratio_is_measured_beside_its_predicted_one(tuned):
    """The one problem's exports are all the tuned exports: its in-model numbers are theirs."""
    result, output = tuned
    (row,) = result.model
    (problem,) = result.problems
    (mine,) = row.problems
    assert mine.entry == problem.entry and mine.predicted_ratio == problem.chosen.predicted_ratio
    assert mine.ratio == pytest.approx(row.tuned_exports_ratio) and mine.interval == row.tuned_exports_interval
    assert 0 < mine.tuned_us and 0 < mine.base_us
    data = json.loads((output / "tune.json").read_text())
    assert data["problems"][0]["in_model_ratio"] == pytest.approx(result.in_model_ratio(problem.entry))
    assert result.in_model_ratio(problem.entry) == pytest.approx(mine.ratio)
    assert data["model"][0]["problems"][0]["ratio"] == pytest.approx(mine.ratio)
    assert data["problems"][0]["timed_cache"] == result.problems[0].timed_cache.value  # the cache state it was timed in


def test_tune_warns_where_a_problem_s_in_model_ratio_is_more_than_10_percent_from_its_prediction(tuned):
    result, _ = tuned
    (problem,) = result.problems
    predicted = problem.chosen.predicted_ratio

    def measured(ratio: float):
        rows = tuple(dataclasses.replace(m, problems=tuple(dataclasses.replace(p, ratio=ratio) for p in m.problems))
                     for m in result.model)
        return disagreements(dataclasses.replace(result, model=rows))

    assert measured(predicted * 1.05) == [] and measured(predicted * 0.95) == []
    (line,) = measured(predicted * 1.2)
    assert line.startswith(f"entry {problem.entry} ") and f"{predicted:.3f}x predicted" in line
    assert len(measured(predicted * 0.8)) == 1
    assert [n for n in result.notes if "disagree" in n] == disagreements(result)  # tune says it where it applies


def test_an_entry_whose_exports_ran_slower_where_the_model_was_slower_is_refused(tuned):
    """The spec must not leave the model slower at a size set verified: tune refuses the entry
    whose exports the model ran slower there, and verifies the rest again."""
    result, _ = tuned
    (problem,) = result.problems
    (row,) = result.model

    def verified(verdict: str, ratio: float):
        mine = tuple(dataclasses.replace(p, ratio=ratio) for p in row.problems)
        return refused_where_slower(result.problems, [dataclasses.replace(row, verdict=verdict, ratio=1.2, problems=mine)])

    assert verified("unchanged", 1.3) == list(result.problems) and verified("faster", 0.5) == list(result.problems)
    (refused,) = verified("slower", 1.3)
    assert refused.outcome.startswith(f"refused: the model with it was slower at {' '.join(row.inputs)} (1.200x; "
                                      "its exports 1.300x in the model)")
    assert refused.chosen is None and [c for c in refused.candidates if c.refused]
    (alone,) = verified("slower", 0.9)  # no export of it slower, yet the model slower: the one that gained least goes
    assert alone.outcome.startswith("refused: ")


def test_a_spec_entry_leaves_the_dynamic_dim_free_and_matches_only_its_problem(slow, tmp_path):
    """Matched on the model's own compile: the entry of dyn_matmul's matmul configures it;
    the same entry with M = 64 (static) configures nothing."""
    with TunerBuilder(slow) as builder:
        (problem,) = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context),
                                   builder.manifest).tunable
    static_m = type(problem.key)(problem.key.kind, problem.key.element_types, problem.key.indexing_maps,
                                 tuple((n, (64,) if n == "m" else s) for n, s in problem.key.sizes))
    found = {}
    for name, key in (("dynamic", problem.key), ("static", static_m)):
        spec = tmp_path / f"{name}.mlir"
        spec.write_text(str(build_spec([SpecEntry("e", key, problem.default)], new_context())))
        configured = tmp_path / f"{name}.configured.mlir"
        options = compiler.CompileOptions(iree_flags=(f"--iree-codegen-tuning-spec-path={spec}",))
        compiler.to_configured(TESTDATA / "dyn_matmul.mlir", configured, options).run()
        found[name] = {export: entry for (_, _, export), entry in applied(configured_ir.parse(configured)).items()}
    assert found == {"dynamic": {"main_dispatch_0_matmul_Dx512x1024_f32": "e"}, "static": {}}


def test_a_candidate_that_does_not_compile_is_recorded_and_the_others_are_built(slow, tmp_path):
    with TunerBuilder(slow) as builder:
        (problem,) = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context),
                                   builder.manifest).tunable
        broken = CpuConfig((("distribution", (8, 16)), ("vector_common_parallel", (8, 16, 0))), problem.default.translation_info)
        site = problem.dispatches[0]
        default, builds = build_kernels(builder, problem, site, [broken, problem.default], [64], tmp_path)
    assert default.vmfb.is_file()
    assert builds[0].vmfb is None and builds[0].error.startswith("does not compile: ")
    assert builds[1].error is None and builds[1].vmfb.is_file()


def test_the_cli_prints_the_flag_to_build_the_model_with(slow, tmp_path, capsys):
    plan = tmp_path / "plan.json"
    assert main(["plan", str(slow), "--set", " ".join(TRAFFIC[0]), "--json", str(plan)]) == 0
    capsys.readouterr()
    code = main(["tune", str(slow), "--plan", str(plan), "--top", "1", "--candidates", "2", "--budget", "0",
                 "-o", str(tmp_path / "out")])
    out = capsys.readouterr().out
    assert code == 0
    assert "left out by --budget: 1 problem(s)" in out and "no spec written" in out
    assert json.loads((tmp_path / "out" / "tune.json").read_text())["budget_left_out"]


def test_tune_takes_the_traffic_one_way(slow, tmp_path, capsys):
    code = main(["tune", str(slow), "--set", " ".join(SIZES), "--plan", str(tmp_path / "p.json"), "-o", str(tmp_path / "o")])
    err = capsys.readouterr().err
    assert code == 2 and "one of them" in err and "Traceback" not in err
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("format", ["json", "csv"])
def test_the_cli_s_json_and_csv_are_all_of_stdout(slow, tmp_path, capsys, format):
    """The lines that say where the spec is go to stderr: stdout parses as the format."""
    import csv
    import io

    code = main(["tune", str(slow), "--set", " ".join(TRAFFIC[0]), "--top", "1", "--budget", "0",
                 "-o", str(tmp_path / "out"), "--format", format])
    captured = capsys.readouterr()
    assert code == 0 and "no spec written" in captured.err and "Traceback" not in captured.err
    if format == "json":
        assert json.loads(captured.out)["budget_left_out"]
    else:
        assert next(csv.reader(io.StringIO(captured.out)))[:2] == ["entry", "problem"]


def test_the_csv_has_a_row_per_problem_with_what_was_kept(tuned):
    import csv
    import io

    from iree_dynbench.render import tuning as render_tuning

    result, _ = tuned
    (row,) = csv.DictReader(io.StringIO(render_tuning.to_csv(result)))
    (problem,) = result.problems
    assert row["outcome"] == TUNED and row["configuration_kept"] == problem.chosen.config.label
    assert float(row["predicted_ratio"]) == pytest.approx(problem.chosen.predicted_ratio)


def test_the_table_s_model_line_names_its_ratio_the_paired_one(tuned):
    """Each side's median time and the median of the pairs' ratios can disagree (1.32 ms -> 1.32 ms,
    1.084x): the line says which ratio it is."""
    from iree_dynbench.render import tuning as render_tuning
    from iree_dynbench.render.tables import to_text

    result, _ = tuned
    text = to_text(render_tuning.table(result, width=400), width=400)
    timed = [m for m in result.model if m.ratio is not None and not m.error]
    assert timed
    for m in timed:
        assert f"(medians), paired ratio {m.ratio:.3f}x" in text


@pytest.fixture(scope="module")
def interrupted(slow, tmp_path_factory) -> Path:
    """The output of a tune stopped (Ctrl-C) at its second screening: its checkpoint is beside it.
    Tests read it, or resume from a copy."""
    output = tmp_path_factory.mktemp("interrupted") / "out"

    def stop(message: str) -> None:
        if message.strip().startswith("screening candidate 2 of"):
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        open_suite(slow).tune(output, TRAFFIC, options=QUICK, progress=stop)
    return output


def test_a_tune_interrupted_in_its_first_problem_keeps_the_candidates_judged(interrupted):
    """Ctrl-C in the middle of a problem: the candidate screened before it is in the checkpoint."""
    from iree_dynbench.layout import tune_checkpoint

    lines = [json.loads(line) for line in tune_checkpoint(interrupted).read_text().splitlines()]
    verdicts = [line for line in lines if "candidate_of" in line]
    assert len(verdicts) == 1 and verdicts[0]["screen_ratio"] is not None
    assert any("planned" in line for line in lines)  # the traffic's plan, not timed again on resume


def test_resume_takes_the_candidates_judged_and_times_only_the_rest(slow, interrupted, tmp_path):
    import shutil

    from iree_dynbench.layout import tune_checkpoint

    shutil.copyfile(tune_checkpoint(interrupted), tune_checkpoint(tmp_path / "out"))  # the resume removes it
    (verdict,) = [json.loads(line) for line in tune_checkpoint(tmp_path / "out").read_text().splitlines()
                  if "candidate_of" in line]
    messages = []
    result = open_suite(slow).tune(tmp_path / "out", TRAFFIC, options=QUICK, progress=messages.append, resume=True)
    assert not any("planning" in m for m in messages)
    assert any("1 of 2 candidate verdict(s) recorded before the interruption" in m for m in messages)
    assert not any(m.strip().startswith("screening candidate 1 of") for m in messages)
    assert result.problems[0].candidates[0].screen_ratio == verdict["screen_ratio"]
    assert not tune_checkpoint(tmp_path / "out").exists()
