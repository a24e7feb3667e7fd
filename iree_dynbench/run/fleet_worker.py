"""One timing worker of a fleet: a process (or a Ray actor) that owns one device.

`WorkerState` pins the process to its cores first (IREE's task system sizes its workers
from the process affinity, and the profile method's `iree-run-module` child inherits it),
then loads the extract output on its device once and times each item it is handed with
`RunService.run`, the method `run` uses. `LocalWorker` is the parent's handle on such a
process: a fresh interpreter (`worker_process`, as the calls worker is), talking over a
socket pair; `serve` is the process's main.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, Optional

from ..errors import shown_line
from ..interrupts import killed_by, leave_interrupts_to_the_parent
from ..iree_tools import register_child, unregister_child
from . import worker_process
from .devices import WorkerSpec
from .options import TimingOptions
from .work import ItemFailed, Timed, WorkerDied, WorkItem

START_S = 300.0  # a worker that has not loaded the suite by then is killed


@dataclass(frozen=True)
class WorkerInfo:
    """What a worker says about itself once started: where it runs and what it runs."""

    label: str
    device: str
    host: str
    pid: int
    cpus: tuple[int, ...]  # its affinity, as the process sees it (empty: not pinned)
    versions: tuple[tuple[str, str], ...]  # (tool, version): dynbench, IREE
    benchmarks_sha256: str
    chip: str = ""  # the device's name as its driver reports it ("cpu" for CPU workers)


class WorkerState:
    """A worker's loaded suite on its device (in the worker's own process)."""

    def __init__(self, directory: Path | str, spec: WorkerSpec, label: str):
        if spec.cpus:
            os.sched_setaffinity(0, spec.cpus)  # before the runtime starts its task workers
        from ..machine import tool_versions
        from ..extract_output import ExtractOutput
        from .runner import RunService

        self.service = RunService(ExtractOutput(directory, spec.device)).prepare()
        self.label = label
        pinned = tuple(sorted(os.sched_getaffinity(0))) if spec.cpus else ()
        self.info = WorkerInfo(
            label, spec.device, socket.gethostname(), os.getpid(), pinned,
            tuple(sorted(tool_versions().items())), self.service.opened.manifest.benchmarks_sha256, spec.chip or _chip(spec.device),
        )

    def time(self, item: WorkItem, options: TimingOptions) -> Timed:
        started = time.time()
        result = self.service.run(dispatches=item.dispatches, options=options, dims=item.dims, filter=item.filter)
        return Timed(item.key, replace(result, host=self.info.host, worker=self.label), self.label, started, time.time())

    def close(self) -> None:
        self.service.close()


def _stderr_fd() -> int:
    """Where a worker's stdout goes: this process's stderr (fd 2 where sys.stderr is not a file,
    as under a test's capture)."""
    try:
        return sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):
        return 2


def _chip(device: str) -> str:
    """The chip behind an IREE device URI, as its driver names it ("" where it cannot say)."""
    from .devices import CPU_DEVICES, available_devices

    if device in CPU_DEVICES or device == "local":
        return "cpu"
    driver, _, rest = device.partition("://")
    try:
        found = available_devices(driver)
    except Exception:  # noqa: BLE001 - unnamed, not fatal
        return ""
    chosen = [d for d in found if (rest.isdigit() and d.ordinal == int(rest)) or (rest and d.path == rest)] or found[:1]
    return chosen[0].name if chosen else ""


class LocalWorker:
    """The parent's handle on one worker process (`work.WorkerHandle`)."""

    def __init__(self, directory: Path, spec: WorkerSpec, label: str):
        self.directory = Path(directory)
        self.spec = spec
        self.label = label
        self.info: Optional[WorkerInfo] = None
        self._process: Optional[subprocess.Popen] = None
        self.connection: Any = None
        self.launch()

    def start(self) -> None:
        """Start the process and wait until it has loaded the suite (its `WorkerInfo`)."""
        self.launch()
        self.wait_ready()

    def launch(self) -> None:
        """Start the process (it loads the suite meanwhile: `wait_ready`); workers of a fleet
        launch together, so their starts overlap. It leads its own process group, so killing
        it kills what it started too (the profile method's `iree-run-module`, a calls
        worker): nothing of a killed worker keeps timing on its device. Its stdout is our
        stderr (what it prints stays out of JSON on stdout)."""
        self._process, self.connection = worker_process.start(__name__, new_session=True, stdout=_stderr_fd())
        register_child(self)  # an interrupted command kills it (`kill`: the whole group)
        try:
            self.connection.send((str(self.directory), self.spec, self.label))
        except OSError:
            raise WorkerDied(self._ended()) from None

    def wait_ready(self, timeout_s: float = START_S) -> None:
        """Wait until the launched process has loaded the suite (its `WorkerInfo`); one that has
        not within `timeout_s` (a driver that hangs) is killed."""
        if not self.connection.poll(timeout_s):
            self.kill()
            raise WorkerDied(f"the worker did not start within {timeout_s:.0f} s")
        try:
            ok, value = self.connection.recv()
        except (EOFError, OSError):
            raise WorkerDied(self._ended()) from None
        if not ok:
            self._stop()
            raise RuntimeError(value)
        self.info = value

    def submit(self, item: WorkItem, options: TimingOptions) -> None:
        self.connection.send((item, options))

    def receive(self) -> Timed:
        try:
            ok, value = self.connection.recv()
        except (EOFError, OSError):
            raise WorkerDied(self._ended()) from None
        if not ok:
            raise ItemFailed(value)
        return value

    def restart(self) -> None:
        self._stop()
        self.start()

    def kill(self) -> None:
        """Kill the worker and everything it started (its process group)."""
        if self._process is not None and self._process.poll() is None:
            try:
                os.killpg(self._process.pid, signal.SIGKILL)
            except OSError:
                pass

    def stop(self) -> None:
        """Ask the worker to end after its current item (`close` waits for it)."""
        if self._process is not None:
            try:
                self.connection.send(None)
            except OSError:
                pass

    def close(self, timeout_s: float = 10.0) -> None:
        """End the worker: asked (`stop`), given `timeout_s`, then killed."""
        if self._process is None:
            return
        self.stop()
        try:
            self._process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            pass
        self._stop()

    @property
    def pid(self) -> Optional[int]:
        return self._process.pid if self._process is not None else None

    def _stop(self) -> None:
        if self._process is None:
            return
        self.kill()
        self._process.wait()
        try:
            os.killpg(self._process.pid, signal.SIGKILL)  # what it left behind in its group
        except OSError:
            pass
        unregister_child(self)
        self.connection.close()
        self._process = None

    def _ended(self) -> str:
        """Why the process ended (it has, or is about to: its connection closed)."""
        try:
            code = self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.kill()
            code = self._process.wait()
        killed = killed_by(code)
        if killed:
            return f"the worker was killed ({killed})"
        return f"the worker ended (exit code {code})"


def serve(fd: int) -> None:
    """A worker process's main: load the suite on its device, then time each item handed to it.
    A parent that is gone (killed: the pipe broken) ends the worker quietly."""
    leave_interrupts_to_the_parent()
    connection = Connection(fd)
    try:
        directory, spec, label = connection.recv()
    except (EOFError, OSError):
        return
    try:
        state = WorkerState(directory, spec, label)
    except Exception as e:
        _send(connection, (False, f"{label} ({spec.label}): {shown_line(e)}"))
        return
    if not _send(connection, (True, state.info)):
        state.close()
        return
    try:
        while True:
            try:
                request = connection.recv()
            except (EOFError, OSError):
                return
            if request is None:
                return
            item, options = request
            try:
                answer = (True, state.time(item, options))
            except Exception as e:  # the item failed here: the parent requeues it
                answer = (False, shown_line(e))
            if not _send(connection, answer):
                return
    finally:
        state.close()


def _send(connection: Connection, value) -> bool:
    """Send to the parent; False when it is gone (nothing to tell, nobody to tell it to)."""
    try:
        connection.send(value)
    except (BrokenPipeError, ConnectionResetError, EOFError, OSError):
        return False
    return True

