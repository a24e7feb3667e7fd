"""Signals on the library's side, in one place: the signal that killed a process named, Ctrl-C
and SIGTERM held while a commit must finish, and worker processes that leave Ctrl-C to their
parent. (Turning signals into exceptions and exit statuses is the CLI's: `cli.signals`.)"""

from __future__ import annotations

import contextlib
import signal
import threading
from typing import Iterator, Optional

HELD = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def killed_by(returncode: Optional[int]) -> Optional[str]:
    """`SIGKILL` for an exit status of -9 (`signal 99` for one Python cannot name); None when
    the process was not killed by a signal."""
    if returncode is None or returncode >= 0:
        return None
    try:
        return signal.Signals(-returncode).name
    except ValueError:
        return f"signal {-returncode}"


@contextlib.contextmanager
def held() -> Iterator[list[int]]:
    """Ctrl-C, SIGTERM and SIGHUP wait until the block is done (it must not stop half-way);
    their handlers run after it. The block gets the list of those waiting. (Handlers are
    swapped, not the signal mask: a signal blocked in this thread would go to another, and
    Python runs its handler here anyway.) Only the main thread takes signals; elsewhere this
    does nothing."""
    pending: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield pending
        return
    previous = {s: signal.signal(s, lambda signum, frame: pending.append(signum)) for s in HELD}
    try:
        yield pending
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler if handler is not None else signal.SIG_DFL)
        if pending:
            signal.raise_signal(pending[0])


def leave_interrupts_to_the_parent() -> None:
    """In a worker process: Ctrl-C is the parent's to handle (it kills its workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
