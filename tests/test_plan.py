"""`dynbench plan`: a size log's traffic, each distinct work item timed once, problems weighted
by how often their size sets come."""

from __future__ import annotations

import csv
import io
import json

import pytest

import iree_dynbench
from iree_dynbench import TimingOptions
from iree_dynbench.cli import main
from iree_dynbench.size_log import read_size_log

from conftest import SIZE_SETS

MODEL = "torch_block"
QUICK = TimingOptions(min_time_s=0.005, repetitions=1)


@pytest.fixture
def log(tmp_path):
    a, b, c = (" ".join(s) for s in SIZE_SETS[MODEL])
    path = tmp_path / "traffic.log"
    path.write_text(f"{a}\n{a}\n{a}\n5\t{b}\n" + json.dumps({"inputs": c.split(), "count": 2}) + "\n")
    return path


def _key(info, params) -> tuple:
    return (info.export, tuple(params.workgroup_count), tuple(params.push_constants), tuple(params.binding_lengths))


def test_each_distinct_work_item_is_timed_once(extracted, log, monkeypatch):
    suite = iree_dynbench.open(extracted(MODEL).output)
    runner = suite.runner
    timed: list[tuple] = []
    run = runner.run

    def counting(*args, **kwargs):
        result = run(*args, **kwargs)
        timed.extend(_key(runner.manifest.dispatches[r.index], r.params) for r in result.rows)
        return result

    monkeypatch.setattr(runner, "run", counting)
    plan = suite.plan(read_size_log(log), QUICK)
    needed = {
        _key(info, params)
        for inputs in SIZE_SETS[MODEL] for info, params in zip(runner.manifest.dispatches, suite.query(inputs))
    }
    assert sorted(timed) == sorted(needed) and len(timed) == len(set(timed)) == plan.items == plan.timed
    assert plan.items < 3 * len(runner.manifest.dispatches)  # the repeated layer's items are shared


def test_the_weights_add_up_to_the_traffic_and_the_shares_to_one(extracted, log):
    plan = iree_dynbench.open(extracted(MODEL).output).plan(read_size_log(log), QUICK)
    assert [s.count for s in plan.size_sets] == [3, 5, 2]
    traffic = sum(s.count * p for s, p in zip(plan.size_sets, plan.predicted_us))
    assert plan.total_us == pytest.approx(traffic)
    assert sum(p.share for p in plan.problems) == pytest.approx(1.0)
    weights = [p.weighted_us for p in plan.problems]
    assert weights == sorted(weights, reverse=True) and plan.problems[-1].cumulative == pytest.approx(1.0)
    assert sum(d.weighted_us for d in plan.dispatches) == pytest.approx(plan.total_us)


def test_a_budget_leaves_out_the_lightest_size_sets_and_says_which(extracted, log, monkeypatch):
    """A clock that moves one second per size set timed: a budget of 1.5 s times two of three."""
    from iree_dynbench.run.plan import plan as make_plan

    suite = iree_dynbench.open(extracted(MODEL).output)
    seconds = [0.0]
    run = suite.runner.run

    def one_second(*args, **kwargs):
        seconds[0] += 1.0
        return run(*args, **kwargs)

    monkeypatch.setattr(suite.runner, "run", one_second)
    plan = make_plan(suite.runner, read_size_log(log), QUICK, budget_s=1.5, clock=lambda: seconds[0])
    assert len(plan.left_out) == 1 and plan.timed < plan.items
    left = [k for k, s in enumerate(plan.size_sets) if " ".join(s.inputs) in plan.left_out]
    assert [plan.predicted_us[k] for k in left] == [None]


def test_the_cli_writes_the_table_csv_and_json(extracted, log, tmp_path, capsys):
    out = tmp_path / "plan.json"
    args = ["plan", str(extracted(MODEL).output), "--sizes", str(log), "--json", str(out), "--format", "csv"]
    assert main(args) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    data = json.loads(out.read_text())
    assert data["kind"] == "plan" and data["method"] == "profile" and len(rows) == len(data["problems"])
    assert float(rows[0]["weighted_us"]) == pytest.approx(data["problems"][0]["weighted_us"])


def test_a_bad_log_is_one_error_line(extracted, tmp_path, capsys):
    bad = tmp_path / "bad.log"
    bad.write_text("4x64x64xf32\n0\t4x64x64xf32\n")
    assert main(["plan", str(extracted(MODEL).output), "--sizes", str(bad)]) == 2
    assert capsys.readouterr().err == f"error: {bad}:2: the count must be at least 1, got 0\n"
