"""`dynbench plan`: a size log's traffic, each distinct work item timed once, problems weighted
by how often their size sets come."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys

import pytest

import iree_dynbench
from iree_dynbench import TimingOptions
from iree_dynbench.cli import main
from iree_dynbench.size_log import read_size_log

from support import SIZE_SETS, blocked_import_env, compiling

MODEL = "torch_block"
QUICK = TimingOptions(min_time_s=0.005, repetitions=1)


def _write_log(path):
    a, b, c = (" ".join(s) for s in SIZE_SETS[MODEL])
    path.write_text(f"{a}\n{a}\n{a}\n5\t{b}\n" + json.dumps({"inputs": c.split(), "count": 2}) + "\n")
    return path


@pytest.fixture
def log(tmp_path):
    return _write_log(tmp_path / "traffic.log")


def _key(info, params) -> tuple:
    """A work item: one kernel at one workgroup count, push constants (those its kernel uses only
    as byte offsets left out) and binding sizes."""
    constants = tuple(None if k in info.offset_constants else c for k, c in enumerate(params.push_constants))
    return (info.export, tuple(params.workgroup_count), constants, tuple(params.binding_lengths))


def test_each_distinct_work_item_is_timed_once(extracted, log, monkeypatch):
    suite = iree_dynbench.open(extracted(MODEL).output)
    runner = suite.service
    timed: list[tuple] = []
    run = runner.run

    def counting(*args, **kwargs):
        result = run(*args, **kwargs)
        timed.extend(_key(suite.manifest.dispatches[r.index], r.params) for r in result.rows)
        return result

    monkeypatch.setattr(runner, "run", counting)
    plan = suite.plan(read_size_log(log), QUICK)
    needed = {
        _key(info, params)
        for inputs in SIZE_SETS[MODEL] for info, params in zip(suite.manifest.dispatches, suite.query(inputs))
    }
    assert sorted(timed) == sorted(needed) and len(timed) == len(set(timed)) == plan.items == plan.timed
    assert plan.items < 3 * len(suite.manifest.dispatches)  # the repeated layer's items are shared


def test_the_weights_add_up_to_the_traffic_and_the_shares_to_one(extracted, log):
    plan = iree_dynbench.open(extracted(MODEL).output).plan(read_size_log(log), QUICK)
    assert [s.count for s in plan.size_sets] == [3, 5, 2]
    traffic = sum(s.count * p for s, p in zip(plan.size_sets, plan.predicted_us))
    assert plan.total_us == pytest.approx(traffic)
    assert sum(p.share for p in plan.problems) == pytest.approx(1.0)
    weights = [p.weighted_us for p in plan.problems]
    assert weights == sorted(weights, reverse=True) and plan.problems[-1].cumulative == pytest.approx(1.0)
    assert sum(d.weighted_us for d in plan.dispatches) == pytest.approx(plan.total_us)


def test_a_budget_leaves_out_the_lightest_size_sets_and_says_which(extracted, tmp_path, monkeypatch):
    """A clock that moves one second per size set timed: a budget of 1.5 s times two of three,
    the one asked for once (of 2001 requests) left out; progress says the time left."""
    from iree_dynbench.run.fleet import InProcess
    from iree_dynbench.run.plan import plan as make_plan

    a, b, c = (" ".join(s) for s in SIZE_SETS[MODEL])
    log = tmp_path / "traffic.log"
    log.write_text(f"1000\t{a}\n1\t{c}\n1000\t{b}\n")
    suite = iree_dynbench.open(extracted(MODEL).output)
    seconds = [0.0]
    run = suite.service.run

    def one_second(*args, **kwargs):
        seconds[0] += 1.0
        return run(*args, **kwargs)

    monkeypatch.setattr(suite.service, "run", one_second)
    said: list[str] = []
    plan = make_plan(suite, read_size_log(log), QUICK, lambda done, total, what: said.append(what),
                     budget_s=1.5, clock=lambda: seconds[0], timer=InProcess(suite.service))
    assert plan.left_out == (c,) and plan.timed < plan.items
    assert [p is None for p in plan.predicted_us] == [False, True, False]
    assert any(w.endswith("(about 2 s left)") for w in said), said


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


@pytest.fixture(scope="module")
@compiling
def timed_plan(extracted, tmp_path_factory) -> str:
    """The log's plan (plan.json's text), timed once for the tests that read or edit one."""
    root = tmp_path_factory.mktemp("plan")
    path = root / "plan.json"
    assert main(["plan", str(extracted(MODEL).output), "--sizes", str(_write_log(root / "traffic.log")),
                 "--json", str(path), "--format", "csv", "--min-time", "0.005"]) in (0,)
    return path.read_text()


@pytest.fixture
def plan_json(timed_plan, tmp_path):
    """A copy of the plan of its own (a test may edit it, or export beside it)."""
    path = tmp_path / "plan.json"
    path.write_text(timed_plan)
    return path


def test_the_worklist_covers_the_traffic_with_the_fewest_problems_each_file_compiling(extracted, plan_json, tmp_path, capsys):
    from iree_dynbench.extraction.compiler import standalone_to_vmfb

    out = tmp_path / "tuner"
    assert main(["export", str(extracted(MODEL).output), "--plan", str(plan_json), "--cover", "0.6", "-o", str(out)]) == 0
    capsys.readouterr()
    plan = json.loads(plan_json.read_text())
    worklist = json.loads((out / "worklist.json").read_text())
    static = [f for f in worklist["files"] if f["flavour"] == "static"]
    shares = [f["share"] for f in static]
    assert sum(shares) >= 0.6 > sum(shares[:-1])  # the fewest that cover
    assert [f["problem"] for f in static] == [p["problem"] for p in plan["problems"][: len(static)]]
    assert len(static) < len(plan["problems"])
    assert worklist["total_us"] == pytest.approx(plan["total_us"])
    assert worklist["covered_us"] == pytest.approx(sum(f["weighted_us"] for f in static))
    assert worklist["covered_share"] == pytest.approx(sum(shares))
    dynamic = [f for f in worklist["files"] if f["flavour"] == "dynamic"]
    assert sorted(f["export"] for f in dynamic) == sorted({f["export"] for f in static})
    index = json.loads((out / "index.json").read_text())
    assert sorted(f["file"] for f in index["files"]) == sorted(f["file"] for f in worklist["files"])
    for f in worklist["files"]:
        assert f["tuner"]["supported"] is False and "llvm-cpu" in f["tuner"]["reason"]
        standalone_to_vmfb(out / f["file"], tmp_path / "x.vmfb", []).run()  # stock iree-compile, no flags


def test_a_dynamic_file_stands_for_every_chosen_problem_of_its_export(extracted, plan_json, tmp_path, capsys):
    """(At full cover some small size sets give static kernels IREE cannot build: those are
    reported, exit 1, and their exports are left out of the comparison.)"""
    out = tmp_path / "tuner"
    status = main(["export", str(extracted(MODEL).output), "--plan", str(plan_json), "--cover", "1", "-o", str(out)])
    unbuilt = [line for line in capsys.readouterr().err.splitlines() if line.startswith("not written: ")]
    assert status == (1 if unbuilt else 0)
    files = json.loads((out / "worklist.json").read_text())["files"]
    static = [f for f in files if f["flavour"] == "static"]
    export_of = {d.name: d.export for d in extracted(MODEL).manifest.dispatches}
    unbuilt_exports = {e for name, e in export_of.items() for line in unbuilt if f"static kernel of {name} " in line}
    dynamic = [f for f in files if f["flavour"] == "dynamic" and f["export"] not in unbuilt_exports]
    assert any(len(f["problems"]) > 1 for f in dynamic)  # an export whose kernel runs several problems
    for f in dynamic:
        of_export = [s for s in static if s["export"] == f["export"]]
        assert f["problems"] == [s["problem"] for s in of_export]
        assert f["weighted_us"] == pytest.approx(sum(s["weighted_us"] for s in of_export))
        assert f["share"] == pytest.approx(sum(s["share"] for s in of_export))
        assert set(f["size_sets"]) == {x for s in of_export for x in s["size_sets"]}


def test_top_n_takes_the_heaviest_problems(extracted, plan_json, tmp_path, capsys):
    out = tmp_path / "tuner"
    assert main(["export", str(extracted(MODEL).output), "--plan", str(plan_json), "--top", "2", "-o", str(out)]) == 0
    capsys.readouterr()
    static = [f for f in json.loads((out / "worklist.json").read_text())["files"] if f["flavour"] == "static"]
    heaviest = json.loads(plan_json.read_text())["problems"][:2]
    assert [(f["problem"], f["export"]) for f in static] == [(p["problem"], p["export"]) for p in heaviest]


def test_every_problem_of_the_worklist_at_full_cover_adds_up_to_the_plans_total(plan_json):
    from iree_dynbench.tune.worklist import choose, read_plan

    problems = read_plan(plan_json)
    chosen = choose(problems, 1.0, None)
    assert len(chosen) == len(problems)
    assert sum(p.weighted_us for p in chosen) == pytest.approx(json.loads(plan_json.read_text())["total_us"])


def test_plan_by_dispatch_ranks_call_sites_with_their_cumulative_share(plan_json, extracted, log, capsys):
    data = json.loads(plan_json.read_text())
    sites = data["dispatches"]
    assert [d["rank"] for d in sites] == list(range(len(sites)))
    assert sites[-1]["cumulative"] == pytest.approx(1.0) and all(d["size_sets"] for d in sites)
    assert sum(d["weighted_us"] for d in sites) == pytest.approx(data["total_us"])
    assert main(["plan", str(extracted(MODEL).output), "--sizes", str(log), "--by", "dispatch", "--format", "csv",
                 "--min-time", "0.005"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert {r["dispatch"] for r in rows} == {d["dispatch"] for d in sites}
    weights = [float(r["weighted_us"]) for r in rows]
    assert weights == sorted(weights, reverse=True)


@pytest.mark.parametrize("content, message", [
    ("not json", "not a plan (not JSON)"),
    ('{"generator": "iree-dynbench", "kind": "sweep"}', "not a plan (its JSON is not what a plan writes)"),
    ('{"generator": "iree-dynbench", "kind": "plan", "problems": [{"problem": "x"}]}', "a problem of the plan is malformed"),
])
def test_a_bad_plan_is_one_error_line(extracted, tmp_path, capsys, content, message):
    bad = tmp_path / "plan.json"
    bad.write_text(content)
    assert main(["export", str(extracted(MODEL).output), "--plan", str(bad), "-o", str(tmp_path / "t")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err and not (tmp_path / "t").exists()


def test_cover_without_a_plan_is_refused(extracted, tmp_path, capsys):
    assert main(["export", str(extracted(MODEL).output), "--cover", "0.9", "-o", str(tmp_path / "t")]) == 2
    assert "give --plan PLAN.json" in capsys.readouterr().err


def test_the_plot_draws_the_cumulative_share(extracted, log, tmp_path, capsys):
    png = tmp_path / "knee.png"
    assert main(["plan", str(extracted(MODEL).output), "--sizes", str(log), "--plot", str(png), "--format", "csv",
                 "--min-time", "0.005"]) == 0
    capsys.readouterr()
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.alone
def test_the_predicted_time_of_a_size_set_stands_beside_the_real_models(extracted, log):
    """At the two heaviest size sets of the log, the plan's prediction (its dispatches' medians
    summed) against `compare`'s model: it meets the model's in-model dispatch time within a factor
    2 of what compare's own isolated sum meets (a few microseconds a dispatch, so the in-model
    time alone, cache-cold in the model, is no fixed bound)."""
    from support import TESTDATA

    suite = iree_dynbench.open(extracted(MODEL).output)
    plan = suite.plan(read_size_log(log))
    heaviest = sorted(range(len(plan.size_sets)), key=lambda k: -plan.size_sets[k].count)[:2]
    for k in heaviest:
        comparison = suite.compare(TESTDATA / f"{MODEL}.mlir", plan.size_sets[k].inputs)
        ratio = plan.predicted_us[k] / comparison.in_model_dispatch_total_us
        own = comparison.isolated_total_us / comparison.in_model_dispatch_total_us
        assert own / 2 < ratio < own * 2, (plan.size_sets[k].inputs, plan.predicted_us[k],
                                           comparison.isolated_total_us, comparison.in_model_dispatch_total_us)


def test_a_plan_times_its_items_in_fewer_rounds_than_run_by_default():
    """run draws repetitions from 4 rounds so two runs can be diffed; a plan's default is fewer
    (its hundreds of items average out), the same from the CLI and the API."""
    import inspect

    from iree_dynbench.cli.commands import plan_command
    from iree_dynbench.run.plan import PLAN_OPTIONS, PLAN_ROUNDS
    from iree_dynbench.run.profiled import SPREAD_ROUNDS

    assert PLAN_OPTIONS.max_rounds == PLAN_ROUNDS < SPREAD_ROUNDS < TimingOptions().max_rounds
    assert inspect.signature(plan_command).parameters["rounds"].default == PLAN_ROUNDS


def test_a_plan_whose_problem_is_not_what_its_size_set_computes_is_refused(extracted, plan_json, tmp_path, capsys):
    """An edited plan (or another extract's): the top problem's size set moved to another of
    the model's sizes computes another problem; export names it instead of mislabelling a file."""
    data = json.loads(plan_json.read_text())
    other = next(" ".join(s) for s in SIZE_SETS[MODEL] if " ".join(s) not in data["problems"][0]["size_sets"])
    data["problems"][0]["size_sets"] = [other]
    plan_json.write_text(json.dumps(data))
    out = tmp_path / "tuner"
    assert main(["export", str(extracted(MODEL).output), "--plan", str(plan_json), "--top", "1", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "computes" in err and err.rstrip().endswith("plan again") and not out.exists()


def test_cover_and_top_together_and_a_budget_that_is_no_number_are_refused(extracted, plan_json, tmp_path, capsys):
    args = ["export", str(extracted(MODEL).output), "--plan", str(plan_json), "--top", "1", "--cover", "0.5",
            "-o", str(tmp_path / "t")]
    assert main(args) == 2 and "give one" in capsys.readouterr().err
    with pytest.raises(iree_dynbench.DynbenchError, match="budget_s` is a number of seconds"):
        iree_dynbench.open(extracted(MODEL).output).plan(budget_s=float("nan"))


def test_work_that_cannot_be_timed_is_one_error_line_and_the_plan_exits_1(extracted, tmp_path, capsys):
    """Size sets whose buffers cannot be allocated (400 GB): their traffic is left out, said in one
    line that names the first and where the plan's JSON lists them all."""
    out = extracted("dyn_matmul").output
    huge, larger = "100000000x1024xf32 1024x512xf32", "100000001x1024xf32 1024x512xf32"
    code = main(["plan", str(out), "--set", "64x1024xf32 1024x512xf32", "--set", huge, "--set", larger,
                 "--min-time", "0.01", "--json", str(tmp_path / "plan.json")])
    errors = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error:")]
    assert code == 1 and len(errors) == 1, errors
    assert errors[0].startswith("error: 2 work item(s) could not be timed: the shares leave their traffic out; the first: "
                                "main_dispatch_0_matmul_Dx512x1024_f32 at 10000000")
    assert "RESOURCE_EXHAUSTED" in errors[0] and errors[0].endswith(f"; {tmp_path / 'plan.json'} lists them (`failed`)")
    data = json.loads((tmp_path / "plan.json").read_text())
    assert sorted(data["left_out"]) == [huge, larger] and len(data["failed"]) == 2 and data["timed"] == 1


def test_a_plan_that_timed_nothing_exits_1_in_one_line(extracted, capsys):
    out = extracted("dyn_matmul").output
    code = main(["plan", str(out), "--set", "100000000x1024xf32 1024x512xf32", "--min-time", "0.01"])
    errors = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error:")]
    assert code == 1 and len(errors) == 1 and errors[0].startswith("error: no work item was timed (1 could not be)")
    assert errors[0].endswith("; --json FILE lists them (`failed`)")


def test_a_plot_without_matplotlib_is_refused_before_timing(extracted, tmp_path):
    env = blocked_import_env("matplotlib", tmp_path / "site")
    command = [sys.executable, "-m", "iree_dynbench", "plan", str(extracted("dyn_matmul").output), "--set",
               "64x1024xf32 1024x512xf32", "--min-time", "0.01", "--json", str(tmp_path / "plan.json"),
               "--plot", str(tmp_path / "plan.png")]
    proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2 and proc.stderr.strip().splitlines() == [
        f"error: --plot {tmp_path / 'plan.png'} needs matplotlib, which cannot be imported (No module named "
        "'matplotlib'): pip install matplotlib, or drop --plot"
    ]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]  # nothing timed, nothing written


def test_a_plan_by_export_where_only_the_runtime_is_installed_leaves_the_tunable_column_out(extracted, tmp_path):
    """plan runs where only IREE's runtime wheel is (a GPU box): the tunable column reads the
    configured IR with the compiler, so there it is left out with one note, not a traceback
    after all the timing."""
    env = blocked_import_env("iree.compiler", tmp_path / "site")
    command = [sys.executable, "-m", "iree_dynbench", "plan", str(extracted("dyn_matmul").output), "--set",
               "64x1024xf32 1024x512xf32", "--min-time", "0.01", "--by", "export", "--format", "csv"]
    proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert "note: the tunable column is left out" in proc.stderr
    header = proc.stdout.splitlines()[0].split(",")
    assert "export" in header and "tunable" not in header


def test_a_plan_listing_a_problem_twice_is_refused(extracted, plan_json, tmp_path, capsys):
    data = json.loads(plan_json.read_text())
    data["problems"].append(data["problems"][0])
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data))
    code = main(["export", str(extracted(MODEL).output), "--plan", str(edited), "--top", "1", "-o", str(tmp_path / "w")])
    err = capsys.readouterr().err
    assert code == 2 and "twice" in err and not (tmp_path / "w").exists()


def test_the_smallest_cover_still_chooses_the_heaviest_problem(extracted, plan_json, tmp_path, capsys):
    out = tmp_path / "w"
    assert main(["export", str(extracted(MODEL).output), "--plan", str(plan_json), "--cover", "1e-13", "-o", str(out)]) == 0
    static = [f for f in json.loads((out / "worklist.json").read_text())["files"] if f["flavour"] == "static"]
    assert len(static) == 1


def test_a_worklist_of_a_plan_that_left_size_sets_out_says_so(extracted, plan_json, tmp_path, capsys):
    data = json.loads(plan_json.read_text())
    data["left_out"] = [data["size_sets"][-1]["inputs"][0]]
    edited = tmp_path / "budgeted.json"
    edited.write_text(json.dumps(data))
    out = tmp_path / "w"
    assert main(["export", str(extracted(MODEL).output), "--plan", str(edited), "--top", "1", "-o", str(out)]) == 0
    assert "warning: the plan left out 1 size set(s)" in capsys.readouterr().err
    assert json.loads((out / "worklist.json").read_text())["plan_left_out"] == data["left_out"]


def test_a_plan_with_a_number_too_large_for_a_float_is_one_error_line(extracted, plan_json, tmp_path, capsys):
    text = plan_json.read_text()
    data = json.loads(text)
    edited = tmp_path / "huge.json"
    edited.write_text(text.replace(json.dumps(data["problems"][0]["weighted_us"]), "1" + "0" * 400, 1))
    code = main(["export", str(extracted(MODEL).output), "--plan", str(edited), "--top", "1", "-o", str(tmp_path / "w")])
    err = capsys.readouterr().err
    assert code == 2 and "malformed" in err and "Traceback" not in err


def test_a_plan_s_json_to_a_stream_is_written_and_no_checkpoint_is_sought_beside_it(extracted):
    import subprocess
    import sys

    out = extracted("dyn_matmul").output
    done = subprocess.run([sys.executable, "-c", "from iree_dynbench.cli import entry; entry()", "plan", str(out),
                           "--set", "64x1024xf32 1024x512xf32", "--min-time", "0.01", "--json", "/dev/fd/1",
                           "--format", "csv"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert '"kind": "plan"' in done.stdout


def test_a_plan_with_an_edited_export_is_refused(extracted, plan_json, tmp_path, capsys):
    data = json.loads(plan_json.read_text())
    data["problems"][0]["export"] = "main$async_dispatch_999_edited"
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data))
    code = main(["export", str(extracted(MODEL).output), "--plan", str(edited), "--top", "1", "-o", str(tmp_path / "w")])
    err = capsys.readouterr().err
    assert code == 2 and "names export main$async_dispatch_999_edited" in err and not (tmp_path / "w").exists()


def test_by_export_sums_each_kernel_s_problems_and_the_weights_add_up(plan_json):
    data = json.loads(plan_json.read_text())
    exports = data["exports"]
    assert sum(e["weighted_us"] for e in exports) == pytest.approx(data["total_us"])
    for e in exports:
        mine = [p for p in data["problems"] if p["export"] == e["export"]]
        assert e["problems"] == len(mine) and e["weighted_us"] == pytest.approx(sum(p["weighted_us"] for p in mine))
    assert [e["weighted_us"] for e in exports] == sorted((e["weighted_us"] for e in exports), reverse=True)


def test_top_shows_the_heaviest_rows_and_the_csv_keeps_all(extracted, log, capsys):
    out = str(extracted(MODEL).output)
    assert main(["plan", out, "--sizes", str(log), "--min-time", "0.005", "--by", "export", "--top", "2"]) == 0
    table = capsys.readouterr().out
    assert "the 2 heaviest of " in table
    assert main(["plan", out, "--sizes", str(log), "--min-time", "0.005", "--by", "export", "--top", "2",
                 "--format", "csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert len(rows) > 2 and set(rows[0]) == {"rank", "export", "weighted_us", "share", "cumulative", "problems",
                                              "dispatches", "size_sets", "tunable"}


def test_by_export_says_whether_tune_can_tune_each_kernel_or_why_not(extracted, log, capsys):
    out = str(extracted(MODEL).output)
    assert main(["plan", out, "--sizes", str(log), "--min-time", "0.005", "--by", "export", "--format", "csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert {r["tunable"] for r in rows} >= {"yes"}
    assert all(r["tunable"] == "yes" or ": " in r["tunable"] for r in rows)  # `<op>: why`


@pytest.mark.parametrize("by", ["problem", "dispatch", "export"])
def test_top_cuts_every_view_of_the_table(extracted, log, capsys, by):
    out = str(extracted(MODEL).output)
    assert main(["plan", out, "--sizes", str(log), "--min-time", "0.005", "--by", by, "--top", "2"]) == 0
    assert "the 2 heaviest of " in capsys.readouterr().out


def test_counts_that_add_up_past_int64_are_refused_before_timing(extracted, tmp_path, capsys):
    """A log whose count is int64's largest, and one `--set` of the same sizes: 2^63 requests, which
    the plan would record as a count no int64 holds."""
    log = tmp_path / "traffic.log"
    log.write_text("9223372036854775807\t8x1024xf32 1024x512xf32\n")
    out = tmp_path / "plan.json"
    code = main(["plan", str(extracted("dyn_matmul").output), "--sizes", str(log), "--set", "8x1024xf32 1024x512xf32",
                 "--min-time", "0.01", "--json", str(out)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and err == [f"error: {log}:1: the counts of the size sets add up past 9223372036854775807 (int64)"]
    assert not out.exists() and not (tmp_path / "plan.json.checkpoint.jsonl").exists()
