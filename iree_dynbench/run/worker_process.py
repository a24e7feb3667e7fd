"""A worker process: a fresh interpreter running one module's `serve(fd)`, talking over a socket pair.

Both kinds of worker (the calls method's, `call_worker`, and a fleet's, `fleet_worker`) start
this way, not by `multiprocessing`'s spawn: spawn re-runs the caller's main script in the
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
