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


def test_a_start_interrupted_leaves_no_thread_waiting(monkeypatch):
    """Ctrl-C while the threads start (the caller's wait raises): leaving does not hang."""
    real_wait = threading.Barrier.wait
    calls = []

    def interrupted_in_the_caller(self, *args):
        calls.append(threading.current_thread() is threading.main_thread())
        if calls[-1]:
            raise KeyboardInterrupt
        return real_wait(self, *args)

    monkeypatch.setattr(threading.Barrier, "wait", interrupted_in_the_caller)
    before = threading.active_count()
    try:
        with driver._started_workers(2):
            raise AssertionError("not reached")
    except KeyboardInterrupt:
        pass
    assert True in calls and threading.active_count() == before
