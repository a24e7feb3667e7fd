"""`dynbench` and `python -m iree_dynbench`: signals are answered from this module's start.

The CLI's imports take about 0.2 s, before its own handlers (`cli.main`) are in place: a
Ctrl-C or SIGTERM then would end in a traceback, or silently. Nothing has been written yet,
so the answer is the CLI's one line and status, and an immediate exit. (Python's own start,
the first ~40 ms, comes before any of this.) These handlers are back once the CLI's are
done: a signal there after the CLI has answered one is ignored (its line is said)."""

from __future__ import annotations

import os
import signal
import sys

_answered: list[int] = []


def _before_the_cli(signum: int, frame) -> None:
    cli = sys.modules.get("iree_dynbench.cli")
    if _answered or getattr(cli, "_received", None):
        return  # one line per command: a second signal, or one after the CLI answered the first
    _answered.append(signum)
    what = "interrupted" if signum == signal.SIGINT else "terminated"
    sys.stderr.write(f"{what} ({signal.Signals(signum).name})\n")
    sys.stderr.flush()
    os._exit(128 + signum)


def main() -> None:
    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, _before_the_cli)
    from .cli import entry

    entry()


if __name__ == "__main__":
    main()
