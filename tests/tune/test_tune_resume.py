"""`tune --resume`: an interrupted tune goes on from its checkpoint (iree_dynbench/tune/tune_checkpoint.py).

Untimed (`timed=False`) on torch_block's CPU extract, its traffic from a real plan: the
behaviour is the checkpoint's, not the timing's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import SIZE_SETS, TESTDATA

from iree_dynbench import open as open_suite
from iree_dynbench.cli import main
from iree_dynbench.errors import DynbenchError
from iree_dynbench.layout import tune_checkpoint
from iree_dynbench.render.plan import to_json
from iree_dynbench.run.options import TimingOptions
from iree_dynbench.tune.tuning import TuneOptions

UNTIMED = TuneOptions(top=2, candidates=2, timed=False)


@pytest.fixture(scope="module")
def planned(extracted, tmp_path_factory):
    suite = open_suite(extracted("torch_block").output)
    plan = tmp_path_factory.mktemp("plan") / "plan.json"
    plan.write_text(to_json(suite.plan([SIZE_SETS["torch_block"][0]], TimingOptions(min_time_s=0.01, repetitions=2, max_rounds=1))))
    return suite, plan


def _interrupted(suite, plan, output):
    def stop_at_the_second(message: str) -> None:
        if message.startswith("problem 2 of 2"):
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        suite.tune(output, plan=plan, options=UNTIMED, progress=stop_at_the_second)


def test_an_interrupted_tune_keeps_the_problems_it_finished(planned, tmp_path):
    suite, plan = planned
    _interrupted(suite, plan, tmp_path / "out")
    lines = tune_checkpoint(tmp_path / "out").read_text().splitlines()
    assert len(lines) == 2 and json.loads(lines[1])["entry"] == "p0"
    assert not (tmp_path / "out").exists()


def test_resume_takes_the_finished_problems_and_tunes_the_rest(planned, tmp_path):
    suite, plan = planned
    _interrupted(suite, plan, tmp_path / "out")
    first = json.loads(tune_checkpoint(tmp_path / "out").read_text().splitlines()[1])
    messages = []
    result = suite.tune(tmp_path / "out", plan=plan, options=UNTIMED, progress=messages.append, resume=True)
    assert any(m.startswith("problem 1 of 2") and m.endswith("done before the interruption") for m in messages)
    assert [p.problem for p in result.problems][0] == first["problem"] and len(result.problems) == 2
    assert json.loads((tmp_path / "out" / "tune.json").read_text())["problems"][0]["candidates"] == first["candidates"]
    assert not tune_checkpoint(tmp_path / "out").exists()


def test_a_checkpoint_left_behind_is_named_without_resume(planned, tmp_path, capsys):
    suite, plan = planned
    _interrupted(suite, plan, tmp_path / "out")
    code = main(["tune", suite.directory.as_posix(), "--plan", str(plan), "--top", "2", "--no-time", "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2 and "--resume" in err and "Traceback" not in err


def test_the_checkpoint_of_other_options_is_refused(planned, tmp_path):
    suite, plan = planned
    _interrupted(suite, plan, tmp_path / "out")
    with pytest.raises(DynbenchError, match="other work"):
        suite.tune(tmp_path / "out", plan=plan, options=TuneOptions(top=2, candidates=3, timed=False), resume=True)


@pytest.mark.parametrize("edit", [
    lambda p: p.update(problem=[1]),
    lambda p: p.update(weighted_us=float("nan")),
    lambda p: p["candidates"][0]["lowering_config"].update(distribution=[-8, 32, 0]),
    lambda p: p["candidates"][0]["lowering_config"].update(distribution=[8.7, 32, 0]),
    lambda p: p["default"].update(translation_info="#garbage<<<"),
    lambda p: p.update(outcome="tuned", chosen=None),
    lambda p: p.update(exports="abc"),
    lambda p: p.update(exports=["main$other_export"]),
], ids=["problem not text", "weight NaN", "negative tile", "fractional tile", "translation not IREE's", "kept without config",
        "exports a string", "exports not the problem's"])
def test_a_damaged_checkpoint_is_one_error_line_and_kept(planned, tmp_path, capsys, edit):
    suite, plan = planned
    _interrupted(suite, plan, tmp_path / "out")
    path = tune_checkpoint(tmp_path / "out")
    head, problem = (json.loads(line) for line in path.read_text().splitlines())
    edit(problem)
    damaged = json.dumps(head) + "\n" + json.dumps(problem) + "\n"
    path.write_text(damaged)
    code = main(["tune", str(suite.directory), "--plan", str(plan), "--top", "2", "--candidates", "2", "--no-time",
                 "--resume", "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2 and "damaged" in err and "Traceback" not in err
    assert path.read_text() == damaged and not (tmp_path / "out").exists()


def test_a_plan_of_another_model_is_refused_and_leaves_nothing(planned, extracted, tmp_path, capsys):
    _, plan = planned  # torch_block's
    other = extracted("dyn_matmul").output
    code = main(["tune", str(other), "--plan", str(plan), "--no-time", "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2 and "no call site in" in err and "another model's plan" in err
    assert not (tmp_path / "out").exists() and not tune_checkpoint(tmp_path / "out").exists()


def test_a_second_tune_into_the_same_output_is_refused_while_the_first_runs(planned, tmp_path, capsys):
    suite, plan = planned
    from iree_dynbench.tune.tune_checkpoint import TuneCheckpoint

    running = TuneCheckpoint(tune_checkpoint(tmp_path / "out"), {"a tune": "running"})
    running.start([])  # holds the checkpoint, as a running tune does
    try:
        for extra in ([], ["--resume"]):
            code = main(["tune", str(suite.directory), "--plan", str(plan), "--top", "1", "--no-time", *extra,
                         "-o", str(tmp_path / "out")])
            err = capsys.readouterr().err
            assert code == 2 and "another dynbench is tuning into the same output now" in err
    finally:
        running.close()


def test_tune_into_the_extract_output_it_reads_and_top_with_cover_are_refused(planned, tmp_path, capsys):
    suite, plan = planned
    inside = main(["tune", str(suite.directory), "--plan", str(plan), "--no-time", "-o", str(suite.directory / "t")])
    both = main(["tune", str(suite.directory), "--plan", str(plan), "--no-time", "--top", "1", "--cover", "0.5",
                 "-o", str(tmp_path / "t")])
    err = capsys.readouterr().err
    assert (inside, both) == (2, 2) and "two ways to choose" in err
    assert not (suite.directory / "t").exists()


def test_a_plan_whose_traffic_has_no_time_says_so(planned, tmp_path, capsys):
    """Not that the exports are untunable: they are, the traffic weighs nothing."""
    suite, plan = planned
    data = json.loads(plan.read_text())
    for p in data["problems"]:
        p["weighted_us"], p["share"] = 0.0, 0.0
    still = tmp_path / "still.json"
    still.write_text(json.dumps(data))
    code = main(["tune", str(suite.directory), "--plan", str(still), "--no-time", "-o", str(tmp_path / "out")])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "no problem to tune: the traffic has no time in it (every problem's weighted time is 0)" in captured.out


def test_an_interrupted_tune_s_line_names_the_checkpoint_and_the_command_that_goes_on(planned, tmp_path, capsys, monkeypatch):
    """Ctrl-C's line says what the checkpoint keeps and the command typed, with `--resume`."""
    from iree_dynbench.cli import console

    suite, plan = planned
    shown = console.note

    def stop_at_the_second(message: str) -> None:
        if message.startswith("problem 2 of 2"):
            raise KeyboardInterrupt
        shown(message)

    monkeypatch.setattr(console, "note", stop_at_the_second)
    args = ["tune", str(suite.directory), "--plan", str(plan), "--top", "2", "--candidates", "2", "--no-time",
            "-o", str(tmp_path / "out")]
    code = main(args)
    err = capsys.readouterr().err
    line = next(line for line in err.splitlines() if line.startswith("interrupted (SIGINT)"))
    assert code == 130 and "Traceback" not in err
    assert f"{tune_checkpoint(tmp_path / 'out')} keeps 1 problem(s) finished and 0 candidate verdict(s)" in line
    assert line.endswith("go on with: dynbench " + " ".join(args) + " --resume")


def test_the_spec_s_build_command_has_the_extract_s_compile_flags(planned, tmp_path, capsys):
    """The model as tune measured it: built for the extract's target, not iree-compile's default."""
    suite, plan = planned
    code = main(["tune", str(suite.directory), "--plan", str(plan), "--top", "1", "--candidates", "2", "--no-time",
                 "-o", str(tmp_path / "out")])
    out = capsys.readouterr().out
    spec = (tmp_path / "out" / "tuning_spec.mlir").resolve()
    (line,) = [line.strip() for line in out.splitlines() if line.strip().startswith("iree-compile ")]
    assert code == 0 and suite.manifest.compile_flags
    assert line.split() == ["iree-compile", str(suite.manifest.model), *suite.manifest.compile_flags,
                            f"--iree-codegen-tuning-spec-path={spec}", "-o", f"{Path(suite.manifest.model).stem}.tuned.vmfb"]
    assert json.loads((tmp_path / "out" / "tune.json").read_text())["build_command"] == line.split()


def test_a_budget_says_up_front_that_it_stops_starting_problems_and_what_a_problem_takes(planned, tmp_path):
    suite, plan = planned
    messages = []
    suite.tune(tmp_path / "out", plan=plan, options=TuneOptions(top=2, candidates=2, timed=False, budget_s=3600.0),
               progress=messages.append)
    assert any("the budget of 3600 s stops starting problems" in m and "run past it" in m for m in messages)
    second = next(m for m in messages if m.startswith("problem 2 of 2"))
    assert "s of the budget left (a problem has taken" in second


def test_a_damaged_candidate_verdict_in_the_checkpoint_is_one_error_line_and_kept(planned, tmp_path, capsys):
    suite, plan = planned
    _interrupted(suite, plan, tmp_path / "out")
    path = tune_checkpoint(tmp_path / "out")
    head, problem = (json.loads(line) for line in path.read_text().splitlines())
    verdict = {"candidate_of": problem["problem"], **problem["candidates"][0], "screen_ratio": "fast"}
    damaged = path.read_text() + json.dumps(verdict) + "\n"
    path.write_text(damaged)
    code = main(["tune", str(suite.directory), "--plan", str(plan), "--top", "2", "--candidates", "2", "--no-time",
                 "--resume", "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2 and "damaged" in err and "Traceback" not in err
    assert path.read_text() == damaged and not (tmp_path / "out").exists()
