"""Progress as plain lines, for a stderr that is a log file or a CI job rather than a terminal.

A run of a torch model at its asserted upper bounds takes minutes; in a log a
progress bar prints nothing (rich draws it only on a terminal), so the job looks
hung. `ProgressLines` turns the library's `(done, total, name)` calls into lines
like `timing 3/38 main_async_dispatch_2_matmul_Dx192x64_f32 (1.2 s)`: every call
when `every_s` is 0 (one line per dispatch), else the first, the last and at most
one per `every_s` seconds in between (a sweep makes hundreds of calls).
"""

from __future__ import annotations

import time
from typing import Callable


class ProgressLines:
    """A `Progress` callback writing one line per step (throttled to `every_s`) and a last line."""

    def __init__(
        self, write: Callable[[str], None], what: str, every_s: float = 0.0, clock: Callable[[], float] = time.monotonic
    ):
        self.write = write
        self.what = what
        self.every_s = every_s
        self.clock = clock
        self.start = clock()
        self.last: float | None = None
        self.finished = False

    def __call__(self, done: int, total: int, name: str) -> None:
        now = self.clock()
        elapsed = now - self.start
        if total and done >= total:
            if not self.finished:
                self.finished = True
                self.write(f"{self.what} done: {total} in {elapsed:.1f} s")
            return
        self.finished = False
        if self.last is not None and now - self.last < self.every_s:
            return
        self.last = now
        self.write(f"{self.what} {done + 1}/{total} {name} ({elapsed:.1f} s)".replace("  ", " "))
