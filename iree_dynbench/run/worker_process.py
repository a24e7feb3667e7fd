"""Worker processes: one lifecycle (`WorkerProcess`) and one serve loop (`serve`) for every kind.

Three kinds of work run in a worker: the calls method's (`call_worker`), a fleet's
(`fleet_worker`) and ab's pairs (`paired_worker`). Each starts as a fresh interpreter running
its module's `serve(fd)`, talking over a socket pair, not by `multiprocessing`'s spawn: spawn
re-runs the caller's main script in the child, so an API script without a `__main__` guard
would run twice. Each kind's `serve` hands this module's `serve` its `Work`.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, Optional

from ..errors import shown_line

STOP_S = 5.0  # a worker asked to stop, or whose connection broke, is killed after this long


def start(module: str, *, new_session: bool = False, stdout: Optional[int] = None) -> tuple[subprocess.Popen, Connection]:
    """Start `python -c "from MODULE import serve; serve(FD)"` with this package importable;
    returns the process and our end of its connection. `new_session`: it leads its own
    process group (killing the group kills what it started too)."""
    ours, theirs = socket.socketpair()
    package_root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH")) if p))
    try:
        process = subprocess.Popen(
            [sys.executable, "-c", f"import sys; from {module} import serve; serve(int(sys.argv[1]))", str(theirs.fileno())],
            pass_fds=(theirs.fileno(),), stdin=subprocess.DEVNULL, stdout=stdout, env=env, start_new_session=new_session,
        )
    finally:
        theirs.close()
    return process, Connection(ours.detach())


class WorkerLost(RuntimeError):
    """The worker ended, or did not say it was ready in time (the message says which)."""


class WorkerProcess:
    """One worker process of `module`, started with `greeting` as its first message (on first
    use, or by `start`), started again after it died; its death told in words (`death`).

    `new_session`: it leads its own process group, and `kill` kills the group (nothing it
    started, an `iree-run-module`, keeps running); `stdout`: where its stdout goes. `killed`
    and `ended` word its death (`{}`: the signal's name, the exit code). An interrupted
    command kills it (`iree_tools.register_child`)."""

    def __init__(
        self, module: str, greeting: object, *, new_session: bool = False, stdout: Optional[int] = None,
        killed: str = "the kernel killed the timing process ({})", ended: str = "the timing process ended (exit code {})",
    ):
        self.module, self.greeting = module, greeting
        self.new_session, self.stdout = new_session, stdout
        self.killed, self.ended = killed, ended
        self._process: Optional[subprocess.Popen] = None
        self._conn: Optional[Connection] = None

    @property
    def running(self) -> bool:
        return self._process is not None

    @property
    def pid(self) -> Optional[int]:
        return self._process.pid if self._process is not None else None

    def start(self) -> Connection:
        """Start the process and greet it; our end of its connection. Raises `OSError` where the
        greeting cannot be sent (the process is then registered: `death` says why)."""
        from ..iree_tools import register_child

        self._process, self._conn = start(self.module, new_session=self.new_session, stdout=self.stdout)
        register_child(self)
        self._conn.send(self.greeting)
        return self._conn

    def connection(self) -> Connection:
        """Our end of the worker's connection, the worker started first if none runs (one that
        ended while idle, killed with an interrupted command's tools or by the OOM killer, is
        forgotten: not a request's doing)."""
        if self._process is not None and self._process.poll() is not None:
            self.death()
        if self._process is None:
            return self.start()
        return self._conn

    def current(self) -> Connection:
        """The running worker's connection, for the answer to what was sent on it (a worker
        that died meanwhile reads as EOF there, not as a fresh worker's silence)."""
        assert self._conn is not None, "nothing was sent"
        return self._conn

    def ready(self, timeout_s: float) -> Any:
        """What the worker says once its work is open (`Work.info`). Raises `WorkerLost` where it
        ended, or said nothing within `timeout_s` (a driver that hangs: it is killed), and
        `RuntimeError` with its words where its work could not open (it is stopped)."""
        if not self.current().poll(timeout_s):
            self.kill()
            raise WorkerLost(f"the worker did not start within {timeout_s:.0f} s")
        try:
            ok, value = self._conn.recv()
        except (EOFError, OSError):
            raise WorkerLost(self.death()) from None
        if not ok:
            self.end()
            raise RuntimeError(value)
        return value

    def death(self) -> str:
        """Why the worker ended (it has, or is about to: its connection broke), and forget it
        (the next request starts another)."""
        process = self._process
        try:
            process.wait(timeout=STOP_S)
        except subprocess.TimeoutExpired:
            pass
        self.end()
        from ..interrupts import killed_by

        killed = killed_by(process.returncode)
        return self.killed.format(killed) if killed else self.ended.format(process.returncode)

    def kill(self) -> None:
        """Kill the worker now (with `new_session`, its process group: what it started too)."""
        process = self._process  # (an interrupted command's thread may call this while another ends it)
        if process is None or process.poll() is not None:
            return
        try:
            if self.new_session:
                os.killpg(process.pid, signal.SIGKILL)
            else:
                process.kill()
        except OSError:
            pass

    def stop(self) -> None:
        """Ask the worker to end after its current request (`close` waits for it)."""
        if self._process is not None:
            try:
                self._conn.send(None)
            except OSError:
                pass

    def close(self, timeout_s: float = STOP_S) -> None:
        """End the worker: asked (`stop`), given `timeout_s`, then killed."""
        if self._process is None:
            return
        self.stop()
        try:
            self._process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            pass
        self.end()

    def end(self) -> None:
        """Kill what is left of the worker, wait for it, and forget it."""
        from ..iree_tools import unregister_child

        if self._process is None:
            return
        self.kill()
        self._process.wait()
        if self.new_session:
            try:
                os.killpg(self._process.pid, signal.SIGKILL)  # what it left behind in its group
            except OSError:
                pass
        unregister_child(self)
        self._conn.close()
        self._process = self._conn = None


class Work:
    """What a worker serves, in the worker: opened from the parent's greeting (the constructor:
    it loads what the requests need), then one answer per request. A kind of worker's `serve`
    hands its subclass to `serve` below."""

    info: Any = None  # told the parent as (True, info) once open (a fleet's ready handshake); None: nothing

    def answer(self, request: Any) -> Any:
        raise NotImplementedError

    def failure(self, error: Exception) -> Any:
        """What the parent is told a request failed with."""
        return shown_line(error)

    @classmethod
    def open_failure(cls, greeting: Any, error: Exception) -> Any:
        """What the parent is told where the work could not open (the worker then ends)."""
        return shown_line(error)

    def close(self) -> None:
        """Release what the work holds (the worker ends next)."""


def serve(fd: int, work: type[Work]) -> None:
    """A worker process's main: open `work` from the greeting on the connection `fd`, then answer
    each request with (True, reply) or (False, why) until told to stop (None). A parent that
    is gone (the connection broken, before or after a request) ends the worker quietly: nothing
    to tell, nobody to tell it to. Ctrl-C is the parent's (it kills its workers)."""
    from ..interrupts import leave_interrupts_to_the_parent

    leave_interrupts_to_the_parent()
    connection = Connection(fd)
    try:
        greeting = connection.recv()
    except (EOFError, OSError):
        return
    try:
        opened = work(greeting)
    except Exception as e:  # noqa: BLE001 - told to the parent, which decides
        _send(connection, (False, work.open_failure(greeting, e)))
        return
    try:
        if opened.info is not None and not _send(connection, (True, opened.info)):
            return
        while True:
            try:
                request = connection.recv()
            except (EOFError, OSError):
                return
            if request is None:
                return
            try:
                answer = (True, opened.answer(request))
            except Exception as e:  # noqa: BLE001 - a failed request: the parent reports it
                answer = (False, opened.failure(e))
            if not _send(connection, answer):
                return
    finally:
        opened.close()


def _send(connection: Connection, value: Any) -> bool:
    """Send to the parent; False when it is gone."""
    try:
        connection.send(value)
    except (BrokenPipeError, ConnectionResetError, EOFError, OSError):
        return False
    return True
