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
import socket
import sys
import time
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Optional

from ..errors import shown_line
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
    """The parent's handle on one worker process (`work.WorkerHandle`): a `WorkerProcess` that
    leads its own process group, so killing it kills what it started too (the profile
    method's `iree-run-module`, a calls worker): nothing of a killed worker keeps timing on
    its device. Its stdout is our stderr (what it prints stays out of JSON on stdout)."""

    def __init__(self, directory: Path, spec: WorkerSpec, label: str):
        self.directory = Path(directory)
        self.spec = spec
        self.label = label
        self.info: Optional[WorkerInfo] = None
        self._worker = worker_process.WorkerProcess(
            __name__, (str(self.directory), spec, label), new_session=True, stdout=_stderr_fd(),
            killed="the worker was killed ({})", ended="the worker ended (exit code {})",
        )
        self.launch()

    @property
    def connection(self) -> Connection:
        return self._worker.current()

    @property
    def pid(self) -> Optional[int]:
        return self._worker.pid

    def start(self) -> None:
        """Start the process and wait until it has loaded the suite (its `WorkerInfo`)."""
        self.launch()
        self.wait_ready()

    def launch(self) -> None:
        """Start the process (it loads the suite meanwhile: `wait_ready`); workers of a fleet
        launch together, so their starts overlap."""
        try:
            self._worker.start()
        except OSError:
            raise WorkerDied(self._worker.death()) from None

    def wait_ready(self, timeout_s: float = START_S) -> None:
        """Wait until the launched process has loaded the suite (its `WorkerInfo`); one that has
        not within `timeout_s` (a driver that hangs) is killed."""
        try:
            self.info = self._worker.ready(timeout_s)
        except worker_process.WorkerLost as e:
            raise WorkerDied(str(e)) from None

    def submit(self, item: WorkItem, options: TimingOptions) -> None:
        self.connection.send((item, options))

    def receive(self) -> Timed:
        try:
            ok, value = self.connection.recv()
        except (EOFError, OSError):
            raise WorkerDied(self._worker.death()) from None
        if not ok:
            raise ItemFailed(value)
        return value

    def restart(self) -> None:
        self._worker.end()
        self.start()

    def kill(self) -> None:
        """Kill the worker and everything it started (its process group)."""
        self._worker.kill()

    def stop(self) -> None:
        """Ask the worker to end after its current item (`close` waits for it)."""
        self._worker.stop()

    def close(self, timeout_s: float = 10.0) -> None:
        """End the worker: asked (`stop`), given `timeout_s`, then killed."""
        self._worker.close(timeout_s)


def serve(fd: int) -> None:
    """A worker process's main: load the suite on its device, then time each item handed to it."""
    worker_process.serve(fd, _Items)


class _Items(worker_process.Work):
    """The suite loaded (`WorkerState`, told the parent as its `WorkerInfo`), each item timed;
    an item that raises fails here (`failure`): the parent decides whether to requeue it."""

    def __init__(self, greeting: tuple[str, WorkerSpec, str]):
        self.state = WorkerState(*greeting)
        self.info = self.state.info

    def answer(self, request: tuple[WorkItem, TimingOptions]) -> Timed:
        item, options = request
        return self.state.time(item, options)

    @classmethod
    def open_failure(cls, greeting: tuple[str, WorkerSpec, str], error: Exception) -> str:
        _, spec, label = greeting
        return f"{label} ({spec.label}): {shown_line(error)}"

    def close(self) -> None:
        self.state.close()
