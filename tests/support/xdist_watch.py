"""What a run shows when a pytest-xdist worker goes down, and an end that cannot hang.

xdist reports a worker that died, or whose channel to the controller broke, as one line
(`node down: Not properly terminated`) and one F; which test it was running is printed only in
the final summary, which a run that then hangs never reaches (CI saw both). So each worker notes
its pid and the test it starts in a folder the controller gives it; when a worker goes down, the
controller prints that test, whether the process still lives, the machine's available memory
and, if it lives, its first descriptors and its threads' stacks (faulthandler, on SIGUSR2), and
then kills it and what it started: a worker that lives on with a broken channel cannot hold the
run open. The test it was running is run again once the others are done, in a pytest process of
its own (no worker, no channel): the run passes only where it passes there (`rerun` in the
summary; its output where it fails), as pytest-rerunfailures does for a crashed worker. Once the
session finishes, a controller still alive `FINISH_LIMIT_S` later dumps its threads' stacks and
exits 1. A run still going after `RUN_LIMIT_S` (4x a slow CI run; `XDIST_WATCH_RUN_LIMIT_S`
overrides it) says what each worker last started, whether it lives, its threads' stacks and
what xdist's scheduler still holds, and `REPORT_S` later (at most `RUN_LIMIT_S` again) does the
same as a run that cannot finish, before CI's own limit ends it with no word.

Under `--dist loadfile` (pyproject's), xdist 3.8 puts the whole workload of a worker that went
down back on its queue: the files it had finished too, which are later sent to a worker as
empty units, and the test it went down in, which a worker runs again. A worker sent an empty
unit near the end waits for a test that never comes, and the run hangs with every test but a
file's done (CI's hang at 98%; pytest-xdist #1323 and #1378, fixed after 3.8). So the
finished files leave the workload before xdist requeues it, and the test it went down in
counts as done there (it runs again alone at the end, above).

Registered by tests/conftest.py (`pytest_plugins`); with `-n 0` nothing here runs.
"""

from __future__ import annotations

import faulthandler
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Optional

import pytest

from iree_dynbench.iree_tools import descendants

FINISH_LIMIT_S = 300  # the controller's teardown of its workers takes seconds
RUN_LIMIT_S = 50 * 60
REPORT_S = 30  # from the report of a run past its limit to the controller's end
RERUN_LIMIT_S = 900  # one test again, its fixtures' compiles included
_KEY = "dynbench_watch_dir"
_state: dict[str, object] = {}  # the folder (controller and workers); a worker's id and stacks file


def _worker_id(config) -> Optional[str]:
    return config.workerinput.get("workerid") if hasattr(config, "workerinput") else None


def pytest_configure(config) -> None:
    worker = _worker_id(config)
    if worker is None:
        return
    folder = config.workerinput.get(_KEY)
    if folder is None:
        return
    _state["dir"], _state["worker"] = Path(folder), worker
    stacks = open(Path(folder) / f"{worker}.stacks", "w")
    _state["stacks"] = stacks  # kept open: faulthandler writes to its descriptor
    faulthandler.register(signal.SIGUSR2, file=stacks, all_threads=True)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node) -> None:
    """xdist's hook, in the controller: the folder (made for the first) goes to each new worker."""
    if "dir" not in _state:
        _state["dir"] = Path(tempfile.mkdtemp(prefix="dynbench-xdist-"))
    node.workerinput[_KEY] = str(_state["dir"])


def pytest_runtest_logstart(nodeid: str, location) -> None:
    if "worker" in _state:  # a worker given the folder (the controller hears of its tests too)
        (_state["dir"] / f"{_state['worker']}.now").write_text(f"{os.getpid()}\n{nodeid}\n")


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """In the controller: a worker went down. What it ran, and its end made sure."""
    folder = _state.get("dir")
    if error is None or folder is None:
        return
    _drop_finished_units(node)
    worker = node.gateway.id
    started_test = _last_started(folder / f"{worker}.now")
    if started_test is None:
        _say(node.config, f"[{worker}] went down before it started a test")
        return
    pid, nodeid = started_test
    alive = _alive(pid)
    _say(node.config, f"[{worker}] went down ({error}) while running {nodeid}; its process {pid} "
                      f"{'still runs' if alive else 'has ended'}; {_available_memory()}")
    if alive:
        started = descendants(pid)  # before it can end and leave them to init
        _say(node.config, f"[{worker}] its first descriptors (execnet's pipes are the two after stderr): "
                          f"{_descriptors(pid)}")
        os.kill(pid, signal.SIGUSR2)
        time.sleep(2)
        _say(node.config, f"[{worker}] its threads' stacks:\n{_stacks(folder, worker)}")
        for process in dict.fromkeys([pid, *started, *descendants(pid)]):  # its compiles and workers go with it
            try:
                os.kill(process, signal.SIGKILL)
            except OSError:
                pass


def pytest_sessionstart(session) -> None:
    if _worker_id(session.config) is None and session.config.pluginmanager.hasplugin("dsession"):
        limit = float(os.environ.get("XDIST_WATCH_RUN_LIMIT_S", RUN_LIMIT_S))
        timer = threading.Timer(limit, _report_overdue_run, args=(session.config, limit))
        timer.daemon = True
        timer.start()
        _state["timer"] = timer
        faulthandler.dump_traceback_later(limit + min(REPORT_S, limit), exit=True, file=sys.stderr)


def _report_overdue_run(config, limit: float) -> None:
    """The run has gone on for `limit` s: what each worker last started, whether it lives, its
    stacks, and the tests xdist's scheduler still holds (on stderr: the main thread may be
    writing the progress line)."""
    folder = _state.get("dir")
    lines = [f"\n[xdist_watch] the run has gone on for {limit:.0f} s; its workers:"]
    alive = []
    for now in sorted(Path(folder).glob("*.now")) if folder else []:
        started_test = _last_started(now)
        if started_test is None:
            continue
        pid, nodeid = started_test
        runs = _alive(pid)
        if runs:
            alive.append(now.stem)
            os.kill(pid, signal.SIGUSR2)
        lines.append(f"[{now.stem}] process {pid} {'runs' if runs else 'has ended'}; "
                     f"the last test it started: {nodeid}")
    lines.append(f"[xdist_watch] what the scheduler holds: {_scheduler_state(config)}")
    time.sleep(2)
    lines += [f"[{worker}] its threads' stacks:\n{_stacks(Path(folder), worker)}" for worker in alive]
    sys.stderr.write("\n".join(lines) + "\n")
    sys.stderr.flush()


def _scheduler_state(config) -> str:
    """The tests xdist has yet to hand out and those each worker holds (loadfile's or load's)."""
    sched = getattr(config.pluginmanager.get_plugin("dsession"), "sched", None)
    queue, assigned = getattr(sched, "workqueue", None), getattr(sched, "assigned_work", None)
    if isinstance(queue, dict) and isinstance(assigned, dict):
        left = {scope: list(unit.values()).count(False) for scope, unit in list(queue.items())}
        held = {node.gateway.id: sum(list(unit.values()).count(False) for unit in list(work.values()))
                for node, work in list(assigned.items())}
        return f"files not handed out (tests left in each): {left}; tests each worker holds: {held}"
    pending, held = getattr(sched, "pending", None), getattr(sched, "node2pending", None)
    if isinstance(pending, list) and isinstance(held, dict):
        return f"{len(pending)} tests not handed out; tests each worker holds: " \
               f"{ {node.gateway.id: len(p) for node, p in list(held.items())} }"
    return "unknown"


@pytest.hookimpl(optionalhook=True)
def pytest_handlecrashitem(crashitem: str, report, sched) -> None:
    """In the controller: the test a worker went down in is run again at the end (`_rerun`)."""
    report.outcome = "rerun"
    _state.setdefault("crashed", []).append(crashitem)
    queue = getattr(sched, "workqueue", None)  # --dist loadfile's units (files): nodeid -> done
    if isinstance(queue, dict):
        for unit in queue.values():
            if crashitem in unit:
                unit[crashitem] = True
        _drop_done(queue)


def _drop_finished_units(node) -> None:
    """The files `node` finished, out of the workload xdist is about to requeue (the module's
    docstring says why)."""
    dsession = node.config.pluginmanager.get_plugin("dsession")
    workload = getattr(getattr(dsession, "sched", None), "assigned_work", {}).get(node)
    if isinstance(workload, dict):
        _drop_done(workload)


def _drop_done(units: dict) -> None:
    """Out of loadfile's `units` (file -> {nodeid: done}), those with no test left to run."""
    for scope, unit in list(units.items()):
        if isinstance(unit, dict) and all(unit.values()):
            del units[scope]


def _last_started(now: Path) -> Optional[tuple[int, str]]:
    """A worker's pid and the test it last started (its `.now` file), or None."""
    try:
        pid_text, nodeid = now.read_text().splitlines()[:2]
        return int(pid_text), nodeid
    except (OSError, ValueError):
        return None


def _stacks(folder: Path, worker: str) -> str:
    """What faulthandler wrote of `worker`'s threads (on SIGUSR2)."""
    try:
        return (folder / f"{worker}.stacks").read_text()
    except OSError:
        return ""


def pytest_report_teststatus(report, config):
    if report.outcome == "rerun":
        return "rerun", "R", "RERUN"
    return None


def pytest_sessionfinish(session) -> None:
    if "timer" in _state:
        _state.pop("timer").cancel()
    if _worker_id(session.config) is not None or "dir" not in _state:
        return
    crashed = list(dict.fromkeys(_state.get("crashed", [])))
    if session.exitstatus == pytest.ExitCode.INTERRUPTED:  # Ctrl-C: the run ends now, rerunning nothing
        crashed = []
    if crashed:
        _say(session.config, "")  # the progress line ends
    for nodeid in crashed:
        if not _rerun(session.config, nodeid):
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
    faulthandler.dump_traceback_later(FINISH_LIMIT_S, exit=True, file=sys.stderr)  # replaces RUN_LIMIT_S's


def _rerun(config, nodeid: str) -> bool:
    """`nodeid` run in a pytest process of its own; whether it passed (its output shown if not)."""
    command = [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", nodeid]
    try:
        done = subprocess.run(command, cwd=config.rootpath, capture_output=True, text=True, timeout=RERUN_LIMIT_S)
        passed, output = done.returncode == 0, done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        passed, output = False, f"did not finish in {RERUN_LIMIT_S} s"
    _say(config, f"[rerun] {nodeid}, whose worker went down: {'passed' if passed else 'FAILED'} in a process of its own")
    if not passed:
        _say(config, output)
    return passed


def pytest_unconfigure(config) -> None:
    if _worker_id(config) is None and "dir" in _state:
        shutil.rmtree(_state.pop("dir"), ignore_errors=True)


def _alive(pid: int) -> bool:
    """Whether `pid` runs (a zombie, dead but not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            return f.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (OSError, IndexError):
        return False


def _descriptors(pid: int, first: int = 8) -> str:
    try:
        numbers = sorted(int(n) for n in os.listdir(f"/proc/{pid}/fd"))[:first]
    except (OSError, ValueError):
        return "unknown"
    described = []
    for n in numbers:
        try:
            described.append(f"{n}={os.readlink(f'/proc/{pid}/fd/{n}')}")
        except OSError:
            pass
    return " ".join(described)


def _available_memory() -> str:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return f"memory available: {int(line.split()[1]) >> 10} MiB"
    except (OSError, ValueError, IndexError):
        pass
    return "memory available: unknown"


def _say(config, line: str) -> None:
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(line)
    else:
        sys.stderr.write(line + "\n")
