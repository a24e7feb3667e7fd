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
    queue = sorted(items, key=lambda i: -i.cost)
    report = Schedule()
    failed_on: dict[str, list[str]] = {}
    busy: dict[int, tuple[WorkerHandle, WorkItem, float]] = {}  # id(handle) -> (handle, item, deadline)
    idle = list(handles)
    live = list(handles)
    done, total = 0, len(queue)

    def lose(handle: WorkerHandle, item: WorkItem, why: str) -> None:
        nonlocal done
        tried = failed_on.setdefault(item.key, [])
        tried.append(handle.label)
        if len(tried) >= MAX_ATTEMPTS:
            report.failed[item.key] = f"failed on {len(tried)} workers: {why}"
            report.events.append(f"worker {handle.label}: {why} timing {item.label or item.key}; it failed on {len(tried)} workers, not tried again")
            done += 1
        else:
            queue.insert(0, item)  # the front: the next free worker (another one, where there is one) takes it
            report.events.append(f"worker {handle.label}: {why} timing {item.label or item.key}; requeued")
        try:
            handle.restart()
        except Exception as e:  # it cannot come back: the others carry on
            live.remove(handle)
            report.lost.append(handle.label)
            report.events.append(f"worker {handle.label} could not restart ({shown_line(e)}); carrying on without it")
            return
        idle.append(handle)

    while queue or busy:
        if stop() and queue:
            report.left_out.extend(queue)
            queue.clear()
        for handle in list(idle):
            if not queue:
                break
            item = _next_for(handle, queue, failed_on, len(live))
            if item is None:
                continue
            idle.remove(handle)
            try:
                handle.submit(item, options)
            except Exception as e:
                lose(handle, item, f"could not take the item ({shown_line(e)})")
                continue
            busy[id(handle)] = (handle, item, clock() + time_limit_s(handle, item))
            progress(done, total, f"{item.label or item.key} on {handle.label}")
        if not busy:
            if queue and not live:
                raise DynbenchError("every worker died; " + (report.events[-1] if report.events else "no worker left"))
            if queue and not idle:
                raise DynbenchError("no worker left to time the remaining items")
            if queue:  # every idle worker already failed this item: the last try goes to any of them
                failed_on[queue[0].key] = []
                continue
            break
        now = clock()
        timeout = max(0.0, min(deadline for _, _, deadline in busy.values()) - now)
        ready = wait([h.connection for h, _, _ in busy.values()], timeout=timeout)
        for handle, item, deadline in list(busy.values()):
            if handle.connection in ready:
                del busy[id(handle)]
                try:
                    timed = handle.receive()
                except WorkerDied as e:
                    lose(handle, item, str(e))
                    continue
                except ItemFailed as e:
                    report.failed[item.key] = str(e)
                    report.events.append(f"worker {handle.label}: {item.label or item.key} failed: {e}")
                    done += 1
                    idle.append(handle)
                    continue
                report.intervals.setdefault(handle.label, []).append((timed.started, timed.ended))
                on_done(item, timed)
                done += 1
                progress(done, total, f"{item.label or item.key} on {handle.label}")
                idle.append(handle)
            elif clock() >= deadline:
                del busy[id(handle)]
                handle.kill()
                lose(handle, item, f"no answer within its time limit of {time_limit_s(handle, item):.3g} s")
    progress(done, total, "")
    return report


def _next_for(handle: WorkerHandle, queue: list[WorkItem], failed_on: dict[str, list[str]], workers: int) -> Optional[WorkItem]:
    """The first item `handle` has not failed on (with one worker, it retries its own)."""
    for k, item in enumerate(queue):
        if workers == 1 or handle.label not in failed_on.get(item.key, ()):
            return queue.pop(k)
    return None
