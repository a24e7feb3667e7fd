"""Who times a sweep's points or a plan's size sets: this process, or a fleet of workers.

`InProcess` times the items one after another with the suite's own run service (one device,
what `sweep` and `plan` always did). `Fleet` starts one worker per device or core set
(`devices.worker_specs`; processes here, or Ray actors with `ray_fleet`), checks that
they run the same dynbench, IREE and benchmarks.vmfb, and has each time the same
reference item before and after the work (`calibrate`): a worker whose time is off the
fleet's median, or drifted between the two, by more than `tolerance` is flagged. The
parent times nothing. Items are handed out by `work.schedule`.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, replace
from multiprocessing.connection import wait
from pathlib import Path
from typing import Callable, Optional, Sequence

from ..errors import DynbenchError, shown_line
from ..machine import tool_versions
from .devices import WorkerSpec, device_text
from .checkpoint import Checkpoint, resume_or_refuse, timed_result
from .options import DEFAULT_TOLERANCE, FleetOptions, TimingOptions
from .results import RunResult
from .runner import RunService
from .work import ItemFailed, Schedule, Timed, WorkerDied, WorkerHandle, WorkItem, schedule

LIMIT_FACTOR = 20  # an item's time limit: this many times its calibration-scaled expected time
CALIBRATION_S = 0.03  # timed dispatch time per dispatch of the reference item (a fixed effort, 5 repetitions)
CALIBRATION_LIMIT_S = 600.0  # a worker that has not timed the reference item by then is out
MIN_LIMIT_S = 120.0
CLOSE_S = 10.0  # workers asked to end have this long, together, before they are killed

Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class WorkerRecord:
    """One worker as the outputs record it: where it ran, and its calibration."""

    label: str
    device: str
    host: str
    cpus: tuple[int, ...] = ()
    before_us: Optional[float] = None  # the reference item's summed medians, before the work
    after_us: Optional[float] = None  # and after
    off_fleet: Optional[float] = None  # before / the fleet's median before - 1
    drift: Optional[float] = None  # after / before - 1
    flag: str = ""  # why it is flagged ("": it is not)
    items: int = 0  # items it timed

    @property
    def device_text(self) -> str:
        return device_text(self.device, self.cpus)


class InProcess:
    """The items timed here, one after another, on the suite's device."""

    def __init__(self, service: RunService):
        self.service = service
        self.workers: tuple[WorkerRecord, ...] = ()

    def time(
        self, items: Sequence[WorkItem], options: TimingOptions, on_done: Callable[[WorkItem, Timed], None],
        progress: Progress, stop: Callable[[], bool] = lambda: False,
    ) -> Schedule:
        import socket

        report = Schedule()
        ordered = list(items)
        for k, item in enumerate(ordered):
            if stop():
                report.left_out.extend(ordered[k:])
                break

            def step(done: int, total: int, name: str, k: int = k, item: WorkItem = item) -> None:
                progress(k * total + done, len(ordered) * total, f"{item.label} {name}".strip())

            started = time.time()
            result = self.service.run(dispatches=item.dispatches, options=options, progress=step, dims=item.dims, filter=item.filter)
            on_done(item, Timed(item.key, replace(result, host=socket.gethostname()), "", started, time.time()))
        return report

    def close(self, kill: bool = False) -> None:
        pass


class Fleet:
    """Workers on `specs` (one each), started at once; `close` stops them."""

    def __init__(
        self, directory: Path, specs: Sequence[WorkerSpec], *, tolerance: float = DEFAULT_TOLERANCE,
        reference: Optional[WorkItem] = None, handles: Optional[Sequence[WorkerHandle]] = None,
        expected_sha256: str = "",
    ):
        self.tolerance = tolerance
        self.reference = reference
        self.handles: list[WorkerHandle] = []
        if handles is not None:
            self.handles = list(handles)
        else:
            from .fleet_worker import LocalWorker

            for k, spec in enumerate(specs):
                self.handles.append(LocalWorker(directory, spec, f"w{k}"))  # launched: they load meanwhile
        self._expected_sha256 = expected_sha256
        self._ready = handles is not None
        if self._ready:
            self._check_same(expected_sha256)
        self._lost: set[str] = set()  # workers out of the fleet (could not restart)
        self._before: dict[str, tuple[float, float]] = {}  # label -> (summed medians us, wall s)
        self._items: dict[str, int] = {}
        self.workers: tuple[WorkerRecord, ...] = ()

    def time(
        self, items: Sequence[WorkItem], options: TimingOptions, on_done: Callable[[WorkItem, Timed], None],
        progress: Progress, stop: Callable[[], bool] = lambda: False,
    ) -> Schedule:
        self.wait_ready()
        events: list[str] = []
        if self.reference is None and items:  # the item of median cost: every worker times it twice
            self.reference = sorted(items, key=lambda i: i.cost)[len(items) // 2]
        if self.reference is not None:
            progress(0, len(items), f"calibrating {len(self.handles)} worker(s)")
            self._before = self.calibrate(options, events)
        ref_cost = self.reference.cost if self.reference is not None and self.reference.cost > 0 else None

        effort = max(1.0, options.budget_s / CALIBRATION_S)  # the items' timing effort over the calibration's

        def limit(handle: WorkerHandle, item: WorkItem) -> float:
            measured = self._before.get(handle.label)
            if measured is None or ref_cost is None:
                return 3600.0
            return max(MIN_LIMIT_S, LIMIT_FACTOR * measured[1] * effort * max(1.0, item.cost / ref_cost))

        def done(item: WorkItem, timed: Timed) -> None:
            self._items[timed.worker] = self._items.get(timed.worker, 0) + 1
            on_done(item, timed)

        report = schedule(self._live(), items, options, done, time_limit_s=limit, stop=stop, progress=progress)
        self._lost.update(report.lost)
        report.events[:0] = events
        after = self.calibrate(options, report.events) if self.reference is not None else {}
        self.workers = self._records(after)
        return report

    def _live(self) -> list[WorkerHandle]:
        return [h for h in self.handles if h.label not in self._lost]

    def wait_ready(self) -> None:
        """Wait until every launched worker has loaded the suite, and check they agree."""
        if self._ready:
            return
        try:
            for handle in self.handles:
                handle.wait_ready()
        except (RuntimeError, WorkerDied) as e:
            self.close()
            raise DynbenchError(f"a worker could not start: {e}") from None
        self._ready = True
        self._check_same(self._expected_sha256)

    def calibrate(self, options: TimingOptions, events: list[str]) -> dict[str, tuple[float, float]]:
        """Every worker times the reference item at once (each on its own device), with the
        same method and caches but a small fixed effort (`CALIBRATION_S`): label -> (its
        dispatches' summed medians, its wall seconds)."""
        out: dict[str, tuple[float, float]] = {}
        effort = replace(options, min_time_s=CALIBRATION_S, repetitions=5, max_rounds=TimingOptions().max_rounds)
        waiting = []
        for handle in self._live():
            try:
                handle.submit(self.reference, effort)
                waiting.append(handle)
            except Exception as e:  # noqa: BLE001 - a worker that cannot calibrate is reported, not fatal
                self._lose(handle, f"could not take the reference item ({shown_line(e)})", events)
        deadline = time.monotonic() + CALIBRATION_LIMIT_S
        while waiting:
            ready = wait([h.connection for h in waiting], timeout=max(0.0, deadline - time.monotonic()))
            if not ready:  # no answer in time: those workers are out
                for handle in waiting:
                    handle.kill()
                    self._lose(handle, f"no answer to the reference item within {CALIBRATION_LIMIT_S:.0f} s", events)
                break
            for connection in ready:
                handle = next(h for h in waiting if h.connection is connection)
                waiting.remove(handle)
                try:
                    timed = handle.receive()
                except ItemFailed as e:
                    events.append(f"worker {handle.label}: the reference item failed: {e}")
                    continue
                except WorkerDied as e:
                    self._lose(handle, f"{e} timing the reference item", events, restart=True)
                    continue
                out[handle.label] = (timed.result.total_median_us, timed.ended - timed.started)
        return out

    def _lose(self, handle: WorkerHandle, why: str, events: list[str], restart: bool = False) -> None:
        """Report `handle`'s trouble; restart it when asked, else (or when that fails) it is out."""
        events.append(f"worker {handle.label}: {why}")
        if restart:
            try:
                handle.restart()
                return
            except Exception as e:  # noqa: BLE001
                events.append(f"worker {handle.label} could not restart ({shown_line(e)}); carrying on without it")
        self._lost.add(handle.label)

    def _records(self, after: dict[str, tuple[float, float]]) -> tuple[WorkerRecord, ...]:
        before = {label: v[0] for label, v in self._before.items()}
        median = statistics.median(before.values()) if before else None
        records = []
        for handle in self.handles:
            info = getattr(handle, "info", None)
            b = before.get(handle.label)
            a = after[handle.label][0] if handle.label in after else None
            off = b / median - 1.0 if b and median else None
            drift = a / b - 1.0 if a and b else None
            flags = []
            if off is not None and abs(off) > self.tolerance:
                flags.append(f"{off * 100:+.1f}% off the fleet's median")
            if drift is not None and abs(drift) > self.tolerance:
                flags.append(f"drifted {drift * 100:+.1f}% between its calibrations")
            records.append(WorkerRecord(
                handle.label, info.device if info else "", info.host if info else "", info.cpus if info else (),
                b, a, off, drift, "; ".join(flags), self._items.get(handle.label, 0),
            ))
        return tuple(records)

    def _check_same(self, expected_sha256: str) -> None:
        """Every worker runs this dynbench and IREE, and the same benchmarks.vmfb."""
        here = tuple(sorted(tool_versions().items()))
        for handle in self.handles:
            info = getattr(handle, "info", None)
            if info is None:
                continue
            if info.versions != here:
                self.close()
                theirs = ", ".join(f"{k} {v}" for k, v in info.versions)
                mine = ", ".join(f"{k} {v}" for k, v in here)
                raise DynbenchError(f"worker {handle.label} on {info.host} runs {theirs}, this process {mine}: install the same on every node")
            if expected_sha256 and info.benchmarks_sha256 != expected_sha256:
                self.close()
                raise DynbenchError(f"worker {handle.label} on {info.host} loaded another benchmarks.vmfb (sha256 differs)")

    def close(self, kill: bool = False) -> None:
        """Stop the workers: asked to end, all at once, then waited for together (`kill`: at once,
        as on an interruption)."""
        for handle in self.handles:
            try:
                handle.kill() if kill else handle.stop()
            except Exception:  # noqa: BLE001 - closing what is already gone
                pass
        deadline = time.monotonic() + CLOSE_S
        for handle in self.handles:
            try:
                handle.close(max(0.0, deadline - time.monotonic()))
            except Exception:  # noqa: BLE001
                pass


def strict_failure(workers: Sequence[WorkerRecord]) -> Optional[str]:
    """The line `--strict-devices` fails on: the flagged workers, or None."""
    flagged = [w for w in workers if w.flag]
    if not flagged:
        return None
    return "flagged device(s): " + "; ".join(f"{w.label} ({w.device_text}): {w.flag}" for w in flagged)


def time_items(
    timer: "InProcess | Fleet",
    items: Sequence[WorkItem],
    options: TimingOptions,
    progress: Progress,
    *,
    directory: Path,
    query: Callable[[Sequence[int]], list],
    checkpoint: Optional[Checkpoint] = None,
    resume: bool = False,
    stop: Callable[[], bool] = lambda: False,
) -> tuple[dict[str, RunResult], Schedule]:
    """Time `items` with `timer`, each result recorded in `checkpoint` as it comes; with
    `resume`, the items the checkpoint holds are read back, not timed again. Returns the
    results by item key (in `directory`'s name) and what the timing reported."""
    results: dict[str, RunResult] = {}
    if checkpoint is not None:
        checkpoint.acquire()
        try:
            if resume and checkpoint.path.exists():
                results = {k: timed_result(t, directory) for k, t in checkpoint.load(directory, query).items()}
            else:
                resume_or_refuse(checkpoint, resume)
            checkpoint.start(keep=bool(results))
        except BaseException:
            checkpoint.close()  # the lock goes with it
            raise

    def on_done(item: WorkItem, timed: Timed) -> None:
        results[item.key] = timed_result(timed, directory)
        if checkpoint is not None:
            checkpoint.append(timed)

    todo = [item for item in items if item.key not in results]
    resumed = len(items) - len(todo)
    try:
        report = timer.time(todo, options, on_done, progress, stop)
    finally:
        if checkpoint is not None:
            checkpoint.close()
    if resumed:
        report.events.insert(0, f"resumed: {resumed} of {len(items)} item(s) read back from {checkpoint.path}, {len(todo)} timed")
    return results, report


def planner(service: RunService, fleet: FleetOptions) -> RunService:
    """The service that plans `fleet`'s work: checked on the device when this process times;
    a fleet's parent never opens the device (its workers do)."""
    return service if fleet.scaled else service.prepare()


def open_timer(service: RunService, fleet: FleetOptions) -> "InProcess | Fleet":
    """`InProcess` on the service, or the fleet `fleet` asks for (workers started; the
    service's extract output only names what they open)."""
    if not fleet.scaled:
        return InProcess(service)
    opened = service.opened
    from .devices import worker_specs

    devices = fleet.devices
    if fleet.ray is not None:
        from .ray_fleet import ray_handles

        handles = ray_handles(opened.directory, opened.manifest, fleet, opened.device)
        return Fleet(opened.directory, [], tolerance=fleet.tolerance, handles=handles,
                     expected_sha256=opened.manifest.benchmarks_sha256)
    specs = worker_specs(devices, fleet.cpus, opened.device, allow_mixed=fleet.allow_mixed)
    return Fleet(opened.directory, specs, tolerance=fleet.tolerance, expected_sha256=opened.manifest.benchmarks_sha256)


def closing(timer: "InProcess | Fleet"):
    """Use `timer` and stop its workers after: asked to end when the work is done, killed at
    once when it was interrupted or failed."""
    import contextlib

    @contextlib.contextmanager
    def scope():
        try:
            yield timer
        except BaseException:
            timer.close(kill=True)
            raise
        timer.close()

    return scope()
