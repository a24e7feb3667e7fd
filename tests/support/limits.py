"""A command run under a resource limit (`ulimit -v`, `ulimit -f`), as a shell gives it.

The limit is set by a small Python that then execs the command, not by `subprocess`'s
`preexec_fn`: that runs Python in the forked child of this process, whose other threads (a
compiler's, the runtime's, pytest-xdist's channel) may hold locks the child then waits on
forever, with the worker's descriptors held open."""

from __future__ import annotations

import sys
from typing import Sequence

_EXEC_UNDER = (
    "import os, resource, signal, sys\n"
    "signal.signal(signal.SIGPIPE, signal.SIG_DFL)\n"  # as subprocess restores them for a command
    "signal.signal(signal.SIGXFSZ, signal.SIG_DFL)\n"
    "resource.setrlimit(int(sys.argv[1]), (int(sys.argv[2]), int(sys.argv[3])))\n"
    "os.execvp(sys.argv[4], sys.argv[4:])\n"
)


def under_limit(command: Sequence[str], which: int, soft: int, hard: int) -> list[str]:
    """`command` run with `resource.setrlimit(which, (soft, hard))` in place."""
    return [sys.executable, "-c", _EXEC_UNDER, str(which), str(soft), str(hard), *map(str, command)]
