"""A worker process: a fresh interpreter running one module's `serve(fd)`, talking over a socket pair.

Every kind of worker (the calls method's, `call_worker`; a fleet's, `fleet_worker`; a timing
in pairs, `paired_worker`) starts this way, not by `multiprocessing`'s spawn: spawn re-runs the caller's main script in the
child, so an API script without a `__main__` guard would run twice.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Optional


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


class WorkerProcess:
    """One worker process of `module`, started on first use with `greeting` as its first
    message, started again after it died; its death told in words (`death`)."""

    def __init__(self, module: str, greeting: object):
        self.module, self.greeting = module, greeting
        self._process: Optional[subprocess.Popen] = None
        self._conn: Optional[Connection] = None

    @property
    def running(self) -> bool:
        return self._process is not None

    def connection(self) -> Connection:
        """Our end of the worker's connection, the worker started first if none runs (one that
        ended while idle, killed with an interrupted command's tools or by the OOM killer, is
        forgotten: not a request's doing)."""
        from ..iree_tools import register_child

        if self._process is not None and self._process.poll() is not None:
            self.death()
        if self._process is None:
            self._process, self._conn = start(self.module)
            register_child(self._process)
            self._conn.send(self.greeting)
        return self._conn

    def current(self) -> Connection:
        """The running worker's connection, for the answer to what was sent on it (a worker
        that died meanwhile reads as EOF there, not as a fresh worker's silence)."""
        assert self._conn is not None, "nothing was sent"
        return self._conn

    def death(self) -> str:
        """Why the worker ended, and forget it (the next request starts another)."""
        from ..interrupts import killed_by
        from ..iree_tools import unregister_child

        process, conn = self._process, self._conn
        self._process = self._conn = None
        try:
            code = process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            code = process.wait()
        unregister_child(process)
        conn.close()
        killed = killed_by(code)
        return f"the kernel killed the timing process ({killed})" if killed else f"the timing process ended (exit code {code})"

    def close(self) -> None:
        """Ask the worker to stop (kill it if it does not within 5 s)."""
        from ..iree_tools import unregister_child

        if self._process is None:
            return
        try:
            self._conn.send(None)
            self._process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            pass
        if self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        unregister_child(self._process)
        self._conn.close()
        self._process = self._conn = None
