"""`tune --resume`: an interrupted tune goes on from its checkpoint (iree_dynbench/tune/tune_checkpoint.py).

Untimed (`timed=False`) on torch_block's CPU extract, its traffic from a real plan: the
behaviour is the checkpoint's, not the timing's."""

from __future__ import annotations

import json

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
