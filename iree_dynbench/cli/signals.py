"""Signals become exceptions: SIGTERM and SIGHUP `Terminated`, Ctrl-C `KeyboardInterrupt`, raised
in the main thread so a command unwinds (tools killed, staging removed, an old output kept).

Only the standard library is imported here, so `__main__` can answer a signal with it before
the CLI's own imports (typer, rich: about 0.2 s) are done (`answer_before_the_cli`)."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from typing import Iterator

_TERMINATING = (signal.SIGTERM, signal.SIGHUP)
received: list[int] = []  # signals taken during this command
_answered: list[int] = []  # a signal answered before the CLI was loaded
arguments: list[str] = []  # this command's arguments (after `dynbench`), as given
interrupted_notes: list[str] = []  # what the line of a signal that ended the command adds (how to go on)


class Terminated(BaseException):
    """SIGTERM or SIGHUP arrived (what `timeout`, CI and a closed terminal send).

    Raised in the main thread like Ctrl-C's `KeyboardInterrupt`, and like it not an
    `Exception`, so it unwinds everything: a running tool is killed (`subprocess.run`),
    staging and temporary directories are removed, an old output is kept.
    """

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


def answer_before_the_cli(signum: int, frame) -> None:
    """A signal while the CLI loads: nothing is written yet, so its line, 128 + signal and an
    immediate exit. Once the CLI has answered one (its handlers are back to these when it is
    done), a later signal says nothing more."""
    if _answered or received:
        return  # one line per command: a second signal, or one after the CLI answered the first
    _answered.append(signum)
    what = "interrupted" if signum == signal.SIGINT else "terminated"
    sys.stderr.write(f"{what} ({signal.Signals(signum).name})\n")
    sys.stderr.flush()
    os._exit(128 + signum)


def answer_signals_early() -> None:
    """`answer_before_the_cli` for Ctrl-C, SIGTERM and SIGHUP, until `terminate_cleanly` takes over."""
    for s in (signal.SIGINT, *_TERMINATING):
        signal.signal(s, answer_before_the_cli)


def raise_received() -> None:
    """Act on a signal taken but not raised where it arrived (see `terminate_cleanly`)."""
    if received:
        raise _signal_exception(received[0])


def _signal_exception(signum: int) -> BaseException:
    """Ctrl-C's `KeyboardInterrupt` (as Python raises it), or `Terminated`."""
    return KeyboardInterrupt() if signum == signal.SIGINT else Terminated(signum)


@contextlib.contextmanager
def terminate_cleanly() -> Iterator[None]:
    """Inside: SIGTERM and SIGHUP raise `Terminated`, Ctrl-C `KeyboardInterrupt`, the first
    of them only (only the main thread can take signals)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame) -> None:
        # Raised where the main thread is. Where that is a callback whose exceptions Python
        # ignores (a weakref's, during an import), the command would run on: the signal is
        # recorded, the tools it waits for are killed, and the next progress line or the
        # end of the command acts on it (`raise_received`). A second signal while the first
        # unwinds (Ctrl-C pressed again) is recorded only: raised in the middle of the
        # cleanup, it would leave a staging directory behind and a traceback.
        from ..iree_tools import kill_running_tools

        first = not received
        received.append(signum)
        kill_running_tools()
        if first:
            raise _signal_exception(signum)

    received.clear()
    previous = {s: signal.signal(s, handler) for s in (*_TERMINATING, signal.SIGINT)}
    # A file past the size limit (ulimit -f) is an OSError (EFBIG) here, reported as any write
    # error, not a SIGXFSZ that ends the process without a word. Tools started by subprocess get
    # the default back (`restore_signals`): the compiler's kill is classified (`extraction.compiler`).
    previous[signal.SIGXFSZ] = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    try:
        yield
    finally:
        for s, h in previous.items():
            signal.signal(s, h)
