"""One timing worker of a fleet: a process (or a Ray actor) that owns one device.

`WorkerState` pins the process to its cores first (IREE's task system sizes its workers
from the process affinity, and the profile method's `iree-run-module` child inherits it),
then loads the extract output on its device once and times each item it is handed with
`Runner.run`, the method `run` uses. `LocalWorker` is the parent's handle on such a
process: a fresh interpreter started by `subprocess` (as the calls worker is), talking
over a socket pair; `serve` is the process's main.
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

from ..tools import register_child, unregister_child
from .devices import WorkerSpec
from .options import TimingOptions
from .work import ItemFailed, Timed, WorkerDied, WorkItem


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


class WorkerState:
    """A worker's loaded suite on its device (in the worker's own process)."""

    def __init__(self, directory: Path | str, spec: WorkerSpec, label: str):
        if spec.cpus:
            os.sched_setaffinity(0, spec.cpus)  # before the runtime starts its task workers
        from ..host import tool_versions
        from .runner import Runner

        self.runner = Runner(directory, spec.device)
        self.label = label
        pinned = tuple(sorted(os.sched_getaffinity(0))) if spec.cpus else ()
        self.info = WorkerInfo(
            label, spec.device, socket.gethostname(), os.getpid(), pinned,
            tuple(sorted(tool_versions().items())), self.runner.manifest.benchmarks_sha256,
        )

    def time(self, item: WorkItem, options: TimingOptions) -> Timed:
        started = time.time()
        result = self.runner.run(dispatches=item.dispatches, options=options, dims=item.dims, filter=item.filter)
        return Timed(item.key, replace(result, host=self.info.host, worker=self.label), self.label, started, time.time())

    def close(self) -> None:
        self.runner.close()


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
        launch together, so their starts overlap."""
        ours, theirs = socket.socketpair()
        package_root = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH")) if p))
        try:
            process = subprocess.Popen(
                [sys.executable, "-c", "import sys; from iree_dynbench.run.fleet_worker import serve; serve(int(sys.argv[1]))",
                 str(theirs.fileno())],
                pass_fds=(theirs.fileno(),), stdin=subprocess.DEVNULL, env=env,
            )
        finally:
            theirs.close()
        register_child(process)
        self._process, self.connection = process, Connection(ours.detach())
        try:
            self.connection.send((str(self.directory), self.spec, self.label))
        except OSError:
            raise WorkerDied(self._ended()) from None

    def wait_ready(self) -> None:
        """Wait until the launched process has loaded the suite (its `WorkerInfo`)."""
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
        if self._process is not None and self._process.poll() is None:
            self._process.kill()

    def close(self) -> None:
        if self._process is None:
            return
        try:
            self.connection.send(None)
            self._process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            pass
        self._stop()

    @property
    def pid(self) -> Optional[int]:
        return self._process.pid if self._process is not None else None

    def _stop(self) -> None:
        if self._process is None:
            return
        if self._process.poll() is None:
            self._process.kill()
        self._process.wait()
        unregister_child(self._process)
        self.connection.close()
        self._process = None

    def _ended(self) -> str:
        """Why the process ended (it has, or is about to: its connection closed)."""
        try:
            code = self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._process.kill()
            code = self._process.wait()
        if code < 0:
            try:
                return f"the worker was killed ({signal.Signals(-code).name})"
            except ValueError:
                return f"the worker was killed (signal {-code})"
        return f"the worker ended (exit code {code})"


def serve(fd: int) -> None:
    """A worker process's main: load the suite on its device, then time each item handed to it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's; it kills its workers
    connection = Connection(fd)
    try:
        directory, spec, label = connection.recv()
    except (EOFError, OSError):
        return
    try:
        state = WorkerState(directory, spec, label)
    except Exception as e:
        connection.send((False, f"{label} ({spec.label}): {str(e).splitlines()[0] if str(e) else type(e).__name__}"))
        return
    connection.send((True, state.info))
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
                connection.send((True, state.time(item, options)))
            except Exception as e:  # the item failed here: the parent requeues it
                connection.send((False, str(e).splitlines()[0] if str(e) else type(e).__name__))
    finally:
        state.close()

