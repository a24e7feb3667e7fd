"""Extract's worker threads start at its start, none later (`driver._started_workers`): near a
memory limit a thread started late can die before it runs, and Python's `Thread.start` then
waits for it forever."""

from __future__ import annotations

import threading

from iree_dynbench.extraction import driver


def test_every_worker_thread_runs_before_any_work_is_submitted():
    before = threading.active_count()
    with driver._started_workers(2) as workers:
        assert threading.active_count() == before + 2
        names = {workers.submit(lambda: threading.current_thread().name).result() for _ in range(20)}
        assert threading.active_count() == before + 2 and len(names) <= 2


def test_leaving_waits_for_what_was_submitted():
    finished = threading.Event()
    with driver._started_workers(2) as workers:
        workers.submit(lambda: threading.Event().wait(0.2) or finished.set())
    assert finished.is_set()
