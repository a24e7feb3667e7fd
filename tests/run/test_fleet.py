"""Sweeps and plans on a fleet of pinned CPU workers: every point timed once, by both workers,
each on its own cores; a killed worker loses no point; an interrupted sweep resumes."""

from __future__ import annotations

import json
import os
import select
import signal
import statistics
import subprocess
import sys
import time

import pytest

import iree_dynbench
from iree_dynbench import FleetOptions, TimingOptions
from iree_dynbench.cli import main
from iree_dynbench.run import sweep as sweeping
from iree_dynbench.run.devices import worker_specs
from iree_dynbench.run.fleet import Fleet
from support import SIZE_SETS, TESTDATA

pytestmark = pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="needs two CPUs to pin two workers")

MODEL = "two_dims"
SWEEP = ["--dim", "input0.dim0=16..256:x2", "--min-time", "0.01", "--repetitions", "3", "--no-plot"]
POINTS = 5  # 16, 32, 64, 128, 256
CPU_A, CPU_B = sorted(os.sched_getaffinity(0))[:2]


def sweep_json(out):
    return json.loads((out / "sweep.json").read_text())


@pytest.mark.alone
def test_two_pinned_workers_time_every_point_once_each_on_its_own_cores(extracted, tmp_path, capsys):
    directory = extracted(MODEL).output
    two, one = tmp_path / "two", tmp_path / "one"
    assert main(["sweep", str(directory), *SWEEP, "--cpus", str(CPU_A), "--cpus", str(CPU_B), "-o", str(two)]) == 0
    assert main(["sweep", str(directory), *SWEEP, "--cpus", str(CPU_A), "-o", str(one)]) == 0
    data = sweep_json(two)
    points = [row["input0.dim0"] for row in data["rows"] if row["index"] == 0]
    assert sorted(points) == [16, 32, 64, 128, 256]  # each point once
    assert {d["worker"]: d["cpus"] for d in data["devices"]} == {"w0": str(CPU_A), "w1": str(CPU_B)}
    by_point = {}
    for row in data["rows"]:
        by_point.setdefault(row["input0.dim0"], set()).add(row["worker"])
    assert all(len(workers) == 1 for workers in by_point.values())  # a point's dispatches on one worker
    assert set().union(*by_point.values()) == {"w0", "w1"}
    assert sum(d["items"] for d in data["devices"]) == POINTS
    # Within noise of one worker with the same core count per worker.
    alone = {(r["input0.dim0"], r["index"]): r["median_us"] for r in sweep_json(one)["rows"]}
    ratios = [max(r["median_us"], alone[(r["input0.dim0"], r["index"])]) / min(r["median_us"], alone[(r["input0.dim0"], r["index"])])
              for r in data["rows"]]
    assert statistics.geometric_mean(ratios) < 2.0, ratios  # run-to-run noise here: up to 1.6x at the 90th percentile
    assert "worker w1: local-task cpus" in capsys.readouterr().err


def test_a_worker_killed_mid_sweep_loses_no_point(extracted):
    directory = extracted(MODEL).output
    runner = iree_dynbench.open(directory)
    specs = worker_specs([], [str(CPU_A), str(CPU_B)], "local-task")
    fleet = Fleet(directory, specs)
    killed = []

    def progress(done, total, what):
        if not killed and "on w0" in what:  # w0 holds an item: end it
            os.kill(fleet.handles[0].pid, signal.SIGKILL)
            killed.append(what)

    points = [[d, 5, 9] for d in (16, 32, 64, 128, 256, 512)]
    try:
        result = sweeping.sweep(runner, points, options=TimingOptions(0.05, 3), progress=progress, timer=fleet)
    finally:
        fleet.close()
    assert killed
    assert [r.dims[0] for r in result.runs] == [16, 32, 64, 128, 256, 512]
    assert all(row.ok for run in result.runs for row in run.rows)
    assert any("worker w0: the worker was killed (SIGKILL)" in e and e.endswith("requeued") for e in result.events)


def _interrupt_after_first_point(command, checkpoint):
    """Start `command`, SIGINT it once the checkpoint holds a timed point; its exit status."""
    process = subprocess.Popen(command, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if checkpoint.is_file() and len(checkpoint.read_text().splitlines()) >= 2:
            break
        if process.poll() is not None:
            break
        time.sleep(0.05)
    workers = _workers_alive()
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    for pid in workers:  # each worker's exit, as an event (a pidfd is readable once it has exited)
        try:
            fd = os.pidfd_open(pid)
        except ProcessLookupError:
            continue
        try:
            select.select([fd], [], [], 10)
        finally:
            os.close(fd)
    assert _workers_alive() == [], "its workers outlived it"
    return process.returncode, err.decode()


def _workers_alive() -> list[int]:
    """Fleet worker processes on this machine (the tests run one command at a time)."""
    alive = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                cmdline = open(f"/proc/{entry}/cmdline", "rb").read()
            except OSError:
                continue
            if b"iree_dynbench.run.fleet_worker import serve" in cmdline:
                alive.append(int(entry))
    return alive


def test_resume_after_ctrl_c_times_only_the_points_left(extracted, tmp_path, capsys):
    directory = extracted(MODEL).output
    out = tmp_path / "sweep"
    args = ["sweep", str(directory), "--dim", "input0.dim0=16..4096:x2", "--min-time", "0.2", "--repetitions", "3",
            "--cpus", str(CPU_A), "--no-plot", "-o", str(out)]
    checkpoint = out / "checkpoint.jsonl"
    code, err = _interrupt_after_first_point([sys.executable, "-c", "from iree_dynbench.cli import entry; entry()", *args], checkpoint)
    assert code == 130, err
    assert err.strip().splitlines()[-1] == "interrupted (SIGINT)", err
    saved = [json.loads(line) for line in checkpoint.read_text().splitlines()[1:]]
    assert 1 <= len(saved) < 9
    assert main(args) == 2  # without --resume: refused, the checkpoint kept
    assert "add --resume to continue it" in capsys.readouterr().err and checkpoint.is_file()
    assert main([*args, "--resume"]) == 0
    assert f"resumed: {len(saved)} of 9 item(s) read back" in capsys.readouterr().err
    rows = sweep_json(out)["rows"]
    assert sorted({r["input0.dim0"] for r in rows}) == [16 * 2**k for k in range(9)]
    for point in saved:
        dim0 = point["dims"][0]
        assert [r["median_us"] for r in rows if r["input0.dim0"] == dim0] == [
            statistics.median(row["times_us"]) for row in point["rows"]
        ]
    assert not checkpoint.exists()


def test_a_plan_on_two_workers_records_who_timed_each_problem(extracted, tmp_path):
    directory = extracted(MODEL).output
    plan = tmp_path / "plan.json"
    assert main(["plan", str(directory), "--set", "16x64xf32 5x9xf32 64x32xf32", "--set", "64x64xf32 5x9xf32 64x32xf32",
                 "--cpus", str(CPU_A), "--cpus", str(CPU_B), "--min-time", "0.01", "--repetitions", "3",
                 "--json", str(plan), "--format", "csv"]) == 0
    data = json.loads(plan.read_text())
    assert [d["worker"] for d in data["devices"]] == ["w0", "w1"]
    assert all(set(p["workers"]) <= {"w0", "w1"} and p["workers"] for p in data["problems"])
    assert data["timed"] == data["work_items"]


def test_the_api_takes_a_fleet_and_the_parent_opens_no_device(extracted):
    suite = iree_dynbench.open(extracted(MODEL).output)
    result = suite.sweep(["input0.dim0=16..32:x2"], options=TimingOptions(0.01, 3),
                         fleet=FleetOptions(cpus=(str(CPU_A),)))
    assert [r.worker for r in result.runs] == ["w0", "w0"] and (suite._service is None or not suite._service.prepared)


def test_a_size_set_given_twice_is_timed_once(extracted):
    suite = iree_dynbench.open(extracted(MODEL).output)
    sizes = "16x64xf32,5x9xf32,64x32xf32"
    result = suite.sweep(input_sets=[sizes, sizes], options=TimingOptions(0.01, 3), fleet=FleetOptions(cpus=(str(CPU_A),)))
    assert len(result.runs) == 2 and result.runs[0] is result.runs[1]
    assert [w.items for w in result.workers] == [1]


def test_a_checkpoint_with_no_timed_item_does_not_block_the_next_sweep(extracted, tmp_path):
    out = tmp_path / "sweep"
    out.mkdir()
    suite = iree_dynbench.open(extracted(MODEL).output)
    args = ["sweep", str(extracted(MODEL).output), "--dim", "input0.dim0=16..32:x2", "--min-time", "0.01", "--no-plot",
            "-o", str(out)]
    from iree_dynbench.run.checkpoint import header

    # What an interruption while the workers loaded leaves: the header alone.
    (out / "checkpoint.jsonl").write_text(json.dumps(header("sweep", suite.manifest, TimingOptions(), {})) + "\n")
    assert main(args) == 0 and not (out / "checkpoint.jsonl").exists()


def test_run_over_a_size_log_on_two_workers_times_each_distinct_set_once(extracted, tmp_path, capsys):
    log = tmp_path / "sizes.log"
    log.write_text("16x64xf32 5x9xf32 64x32xf32\n32x64xf32 5x9xf32 64x32xf32\n16x64xf32 5x9xf32 64x32xf32\n")
    capsys.readouterr()
    assert main(["run", str(extracted(MODEL).output), "--sizes", str(log), "--cpus", str(CPU_A), "--cpus", str(CPU_B),
                 "--min-time", "0.01", "--repetitions", "3", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert sorted(run["inputs"][0] for run in data["runs"]) == ["16x64xf32", "32x64xf32"]
    assert [d["worker"] for d in data["devices"]] == ["w0", "w1"] and sum(d["items"] for d in data["devices"]) == 2


def test_workers_without_a_size_log_are_one_error(extracted, capsys):
    assert main(["run", str(extracted(MODEL).output), "--cpus", str(CPU_A)]) == 2
    assert "give them with --sizes FILE" in capsys.readouterr().err


def test_a_second_run_of_work_in_progress_is_refused_while_the_first_holds_its_checkpoint(extracted, tmp_path, capsys):
    """A real sweep runs in another process; a second one of the same work, with or without
    --resume, is refused in one line, and the first goes on."""
    directory = extracted(MODEL).output
    out = tmp_path / "sweep"
    args = ["sweep", str(directory), "--dim", "input0.dim0=16..4096:x2", "--min-time", "0.5", "--repetitions", "3",
            "--no-plot", "-o", str(out)]
    checkpoint = out / "checkpoint.jsonl"
    first = subprocess.Popen([sys.executable, "-c", "from iree_dynbench.cli import entry; entry()", *args],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not (checkpoint.is_file() and len(checkpoint.read_text().splitlines()) >= 2):
            time.sleep(0.05)
        assert first.poll() is None, "the first sweep ended before the test could run the second"
        for extra in (["--resume"], []):
            assert main([*args, *extra]) == 2
            err = capsys.readouterr().err
            assert "another dynbench is doing this work now" in err and "Traceback" not in err
        assert first.poll() is None
    finally:
        first.kill()
        first.wait()


def test_a_sweep_whose_extract_is_replaced_while_it_is_stopped_does_not_time_the_new_kernels(tmp_path):
    """The sweep is stopped (SIGSTOP, as Ctrl-Z does) after its first point, the model extracted
    again into its DIR, and the sweep continued: it refuses, in one line, to time other kernels."""
    directory = tmp_path / "out"
    iree_dynbench.extract(TESTDATA / f"{MODEL}.mlir", SIZE_SETS[MODEL][0], output=directory)
    out = tmp_path / "sweep"
    args = ["sweep", str(directory), "--dim", "input0.dim0=16..4096:x2", "--min-time", "0.2", "--repetitions", "3",
            "--no-plot", "-o", str(out)]
    checkpoint = out / "checkpoint.jsonl"
    sweep = subprocess.Popen([sys.executable, "-c", "from iree_dynbench.cli import entry; entry()", *args],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not (checkpoint.is_file() and len(checkpoint.read_text().splitlines()) >= 2):
            time.sleep(0.02)
        sweep.send_signal(signal.SIGSTOP)
        iree_dynbench.extract(TESTDATA / f"{MODEL}.mlir", SIZE_SETS[MODEL][0], output=directory)
        sweep.send_signal(signal.SIGCONT)
        _, err = sweep.communicate(timeout=120)
    finally:
        sweep.kill()
        sweep.wait()
    assert sweep.returncode == 2
    assert err.decode().strip().splitlines()[-1].endswith("was replaced while this ran (extracted again?): later sizes would time other kernels; run again")


def test_killing_a_fleet_s_parent_ends_its_workers_quietly(extracted, tmp_path):
    """kill -9 of the parent mid-sweep: its workers (which share its stderr) find the pipe
    broken and end without a traceback."""
    directory = extracted(MODEL).output
    out = tmp_path / "sweep"
    args = ["sweep", str(directory), "--dim", "input0.dim0=16..4096:x2", "--min-time", "0.3", "--repetitions", "3",
            "--cpus", str(CPU_A), "--cpus", str(CPU_B), "--no-plot", "-o", str(out)]
    checkpoint = out / "checkpoint.jsonl"
    parent = subprocess.Popen([sys.executable, "-c", "from iree_dynbench.cli import entry; entry()", *args],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not (checkpoint.is_file() and len(checkpoint.read_text().splitlines()) >= 2):
        time.sleep(0.02)
    parent.kill()
    _, err = parent.communicate(timeout=120)  # EOF once every worker holding the pipe has ended
    assert "Traceback" not in err.decode() and "BrokenPipeError" not in err.decode()
    assert _workers_alive() == []


@pytest.mark.parametrize("edit", [
    lambda item: item.update(rows=[]),
    lambda item: item["rows"][0].update(name="evil"),
    lambda item: item.update(dims=[4096, *item["dims"][1:]]),
    lambda item: item["rows"][0].update(iterations=0, times_us=[]),
], ids=["no rows", "another name", "dims not its key", "no times, no error"])
def test_a_sweep_checkpoint_line_edited_so_is_one_error_naming_it(extracted, tmp_path, capsys, edit):
    directory = extracted(MODEL).output
    out = tmp_path / "sweep"
    args = ["sweep", str(directory), "--dim", "input0.dim0=16..4096:x2", "--min-time", "0.2", "--repetitions", "3",
            "--no-plot", "-o", str(out)]
    checkpoint = out / "checkpoint.jsonl"
    _interrupt_after_first_point([sys.executable, "-c", "from iree_dynbench.cli import entry; entry()", *args], checkpoint)
    head, item, *rest = checkpoint.read_text().splitlines()
    data = json.loads(item)
    edit(data)
    checkpoint.write_text("\n".join([head, json.dumps(data), *rest]) + "\n")
    assert main([*args, "--resume"]) == 2
    err = capsys.readouterr().err
    assert ":2: not a checkpoint item" in err and "Traceback" not in err
