"""Work items and how they are handed to workers: largest first, one at a time per worker.

A sweep point or a plan's size set is one `WorkItem`: a `run` of some dispatches at one
set of dims. `schedule` hands items to workers (`WorkerHandle`: a process per device, a
Ray actor, or a test's fake), the largest estimated cost first, each worker timing one
item at a time, so no two timings share a device. A worker that dies or fails to answer
within its item's time limit is restarted and loses its item to another worker
(requeued at the front; an item that failed on `MAX_ATTEMPTS` workers fails, every row
saying why); an item that raises in a worker that lives on fails at once (it would
anywhere). Each event is reported. Workers are waited on as connections
(`multiprocessing.connection.wait`), so every kind of worker looks the same here.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from typing import Callable, Optional, Protocol, Sequence

from ..errors import DynbenchError, shown_line
from .options import TimingOptions
from .results import RunResult

MAX_ATTEMPTS = 2  # workers an item may fail on before it fails


@dataclass(frozen=True)
class WorkItem:
    """One `run`: the dispatches `dispatches` (indices as `--dispatch` values) at `dims`."""

    key: str  # stable across runs of the same work: what a checkpoint records
    dims: tuple[int, ...]
    dispatches: tuple[str, ...] = ()  # empty: every dispatch `filter` selects
    filter: Optional[str] = None
    cost: float = 0.0  # estimated work (FLOPs or bytes): the largest is handed out first
    label: str = ""  # what progress lines call it (its inputs)


@dataclass(frozen=True)
class Timed:
    """A worker's answer: the item's result, the worker's label, and when it ran (epoch seconds)."""

    key: str
    result: RunResult
    worker: str
    started: float
    ended: float


class WorkerDied(RuntimeError):
    """The worker ended, or will not answer, while it held an item."""


class ItemFailed(RuntimeError):
    """The item raised in a worker that lives on: it would on any worker, so it is not retried."""


class WorkerHandle(Protocol):
    """What `schedule` needs of a worker. `connection` becomes readable when the worker has
    answered (or died); `receive` returns its `Timed`, or raises `WorkerDied` (it is gone:
    restart it) or `ItemFailed` (the item raised; the worker is fine)."""

    label: str
    connection: Connection

    def submit(self, item: WorkItem, options: TimingOptions) -> None: ...

    def receive(self) -> Timed: ...

    def restart(self) -> None: ...

    def kill(self) -> None: ...

    def stop(self) -> None: ...  # ask it to end after its current item

    def close(self, timeout_s: float = 10.0) -> None: ...  # end it: asked, waited for, then killed


@dataclass
class Schedule:
    """What `schedule` did besides the results: events to report, items that failed."""

    events: list[str] = field(default_factory=list)  # a worker died or timed out, an item requeued
    failed: dict[str, str] = field(default_factory=dict)  # item key -> why it failed on every try
    left_out: list[WorkItem] = field(default_factory=list)  # never handed out (`stop` said so)
    lost: list[str] = field(default_factory=list)  # labels of the workers that could not restart
    intervals: dict[str, list[tuple[float, float]]] = field(default_factory=dict)  # per worker: (started, ended) of its items


def schedule(
    handles: Sequence[WorkerHandle],
    items: Sequence[WorkItem],
    options: TimingOptions,
    on_done: Callable[[WorkItem, Timed], None],
    *,
    time_limit_s: Callable[[WorkerHandle, WorkItem], float] = lambda handle, item: 3600.0,
    stop: Callable[[], bool] = lambda: False,
    progress: Callable[[int, int, str], None] = lambda done, total, what: None,
    clock: Callable[[], float] = time.monotonic,
) -> Schedule:
    """Time every item on the workers (see the module docstring); `stop()` true: hand out no
    more (a budget spent), the rest are `left_out`."""
    run = _Handing(handles, items, options, on_done, time_limit_s, progress, clock)
    while run.queue or run.busy:
        if stop() and run.queue:
            run.report.left_out.extend(run.queue)
            run.queue.clear()
        run.hand_out()
        if run.busy:
            run.collect()
        elif run.over():
            break
    progress(run.done, run.total, "")
    return run.report


class _Handing:
    """One `schedule` under way: the queue, the workers idle, busy and alive, who failed what."""

    def __init__(
        self, handles: Sequence[WorkerHandle], items: Sequence[WorkItem], options: TimingOptions,
        on_done: Callable[[WorkItem, Timed], None], time_limit_s: Callable[[WorkerHandle, WorkItem], float],
        progress: Callable[[int, int, str], None], clock: Callable[[], float],
    ):
        self.options, self.on_done, self.time_limit_s, self.progress, self.clock = options, on_done, time_limit_s, progress, clock
        self.queue = sorted(items, key=lambda i: -i.cost)
        self.report = Schedule()
        self.failed_on: dict[str, list[str]] = {}
        self.busy: dict[int, tuple[WorkerHandle, WorkItem, float]] = {}  # id(handle) -> (handle, item, deadline)
        self.idle = list(handles)
        self.live = list(handles)
        self.done, self.total = 0, len(self.queue)

    def hand_out(self) -> None:
        """Each idle worker an item it has not failed on, the largest first."""
        for handle in list(self.idle):
            if not self.queue:
                break
            item = _next_for(handle, self.queue, self.failed_on, len(self.live))
            if item is None:
                continue
            self.idle.remove(handle)
            try:
                handle.submit(item, self.options)
            except Exception as e:
                self.lose(handle, item, f"could not take the item ({shown_line(e)})")
                continue
            self.busy[id(handle)] = (handle, item, self.clock() + self.time_limit_s(handle, item))
            self.progress(self.done, self.total, f"{item.label or item.key} on {handle.label}")

    def over(self) -> bool:
        """With no worker busy: whether the work is over. Raises where no worker is left for
        what remains; where every idle worker already failed the front item, its last try
        goes to any of them."""
        if self.queue and not self.live:
            raise DynbenchError("every worker died; " + (self.report.events[-1] if self.report.events else "no worker left"))
        if self.queue and not self.idle:
            raise DynbenchError("no worker left to time the remaining items")
        if self.queue:
            self.failed_on[self.queue[0].key] = []
            return False
        return True

    def collect(self) -> None:
        """Wait for the first answer or deadline; take each answer in, lose each worker past its limit."""
        timeout = max(0.0, min(deadline for _, _, deadline in self.busy.values()) - self.clock())
        ready = wait([h.connection for h, _, _ in self.busy.values()], timeout=timeout)
        for handle, item, deadline in list(self.busy.values()):
            if handle.connection in ready:
                del self.busy[id(handle)]
                self.answered(handle, item)
            elif self.clock() >= deadline:
                del self.busy[id(handle)]
                handle.kill()
                self.lose(handle, item, f"no answer within its time limit of {self.time_limit_s(handle, item):.3g} s")

    def answered(self, handle: WorkerHandle, item: WorkItem) -> None:
        """`handle`'s answer for `item`: its timing, the item failed, or the worker gone."""
        try:
            timed = handle.receive()
        except WorkerDied as e:
            self.lose(handle, item, str(e))
            return
        except ItemFailed as e:
            self.report.failed[item.key] = str(e)
            self.report.events.append(f"worker {handle.label}: {item.label or item.key} failed: {e}")
            self.done += 1
            self.idle.append(handle)
            return
        self.report.intervals.setdefault(handle.label, []).append((timed.started, timed.ended))
        self.on_done(item, timed)
        self.done += 1
        self.progress(self.done, self.total, f"{item.label or item.key} on {handle.label}")
        self.idle.append(handle)

    def lose(self, handle: WorkerHandle, item: WorkItem, why: str) -> None:
        """`handle` lost `item` (`why`): requeued, or failed after `MAX_ATTEMPTS` workers; the
        worker restarted, or out where it cannot."""
        tried = self.failed_on.setdefault(item.key, [])
        tried.append(handle.label)
        if len(tried) >= MAX_ATTEMPTS:
            self.report.failed[item.key] = f"failed on {len(tried)} workers: {why}"
            self.report.events.append(f"worker {handle.label}: {why} timing {item.label or item.key}; it failed on {len(tried)} workers, not tried again")
            self.done += 1
        else:
            self.queue.insert(0, item)  # the front: the next free worker (another one, where there is one) takes it
            self.report.events.append(f"worker {handle.label}: {why} timing {item.label or item.key}; requeued")
        try:
            handle.restart()
        except Exception as e:  # it cannot come back: the others carry on
            self.live.remove(handle)
            self.report.lost.append(handle.label)
            self.report.events.append(f"worker {handle.label} could not restart ({shown_line(e)}); carrying on without it")
            return
        self.idle.append(handle)


def _next_for(handle: WorkerHandle, queue: list[WorkItem], failed_on: dict[str, list[str]], workers: int) -> Optional[WorkItem]:
    """The first item `handle` has not failed on (with one worker, it retries its own)."""
    for k, item in enumerate(queue):
        if workers == 1 or handle.label not in failed_on.get(item.key, ()):
            return queue.pop(k)
    return None
