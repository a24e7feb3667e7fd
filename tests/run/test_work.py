"""How work items are handed to workers: largest first, one at a time per worker, a lost item
requeued to another worker. Fake workers (threads behind a pipe) stand in for devices."""

from __future__ import annotations

import pytest

from iree_dynbench.errors import DynbenchError
from iree_dynbench.run.options import TimingOptions
from iree_dynbench.run.work import MAX_ATTEMPTS, WorkItem, schedule

from support.fake_workers import FakeWorker

OPTIONS = TimingOptions()


def items(*costs):
    return [WorkItem(f"i{k}", (k,), cost=c) for k, c in enumerate(costs)]


def run(workers, work, **kw):
    done = {}
    report = schedule(workers, work, OPTIONS, lambda item, timed: done.setdefault(item.key, timed), **kw)
    return done, report


def test_the_largest_item_goes_first():
    worker = FakeWorker("w0")
    run([worker], items(1, 30, 5, 20))
    assert worker.timed == ["i1", "i3", "i2", "i0"]


def test_every_item_is_timed_once_and_both_workers_share_them():
    a, b = FakeWorker("w0", 0.02), FakeWorker("w1", 0.02)
    done, report = run([a, b], items(*range(10)))
    assert sorted(done) == sorted(f"i{k}" for k in range(10))
    assert sorted(a.timed + b.timed) == sorted(done) and a.timed and b.timed
    assert not report.events and not report.failed


def test_a_worker_never_times_two_items_at_once():
    a, b = FakeWorker("w0", 0.01), FakeWorker("w1", 0.01)
    _, report = run([a, b], items(*range(12)))
    assert a.most_at_once == b.most_at_once == 1
    for spans in report.intervals.values():
        spans.sort()
        assert all(end <= next_start for (_, end), (next_start, _) in zip(spans, spans[1:]))


def test_an_item_whose_worker_dies_is_requeued_to_another_worker():
    a, b = FakeWorker("w0", 0.01, dies_on={"i0"}), FakeWorker("w1", 0.05)
    done, report = run([a, b], items(100, 1, 1))
    assert "i0" in done and done["i0"].worker == "w1"
    assert a.restarts == 1
    assert report.events == ["worker w0: the worker was killed (SIGKILL) timing i0; requeued"]


def test_an_item_that_kills_every_worker_it_meets_fails_and_the_rest_are_timed():
    a, b = FakeWorker("w0", dies_on={"i0"}), FakeWorker("w1", dies_on={"i0"})
    done, report = run([a, b], items(100, 1, 1))
    assert sorted(done) == ["i1", "i2"]
    assert report.failed == {"i0": f"failed on {MAX_ATTEMPTS} workers: the worker was killed (SIGKILL)"}


def test_an_item_that_raises_fails_at_once_and_its_worker_carries_on():
    worker = FakeWorker("w0", raises_on={"i0"})
    done, report = run([worker], items(100, 1))
    assert list(done) == ["i1"] and worker.restarts == 0
    assert report.failed == {"i0": "cannot time i0"}
    assert report.events == ["worker w0: i0 failed: cannot time i0"]


def test_a_worker_past_its_time_limit_is_killed_and_its_item_requeued():
    a, b = FakeWorker("w0", hangs_on={"i0"}), FakeWorker("w1", 0.3)
    done, report = run([a, b], items(100, 1), time_limit_s=lambda handle, item: 0.2 if handle is a else 60)
    assert done["i0"].worker == "w1"
    assert "worker w0: no answer within its time limit of 0.2 s timing i0; requeued" in report.events


def test_a_stop_leaves_the_rest_out_and_says_which():
    worker = FakeWorker("w0")
    calls = iter([False, False, True, True, True])
    done, report = run([worker], items(3, 2, 1), stop=lambda: next(calls))
    assert list(done) == ["i0", "i1"] and [i.key for i in report.left_out] == ["i2"]


def test_when_every_worker_is_gone_the_schedule_is_one_error():
    class Broken(FakeWorker):
        def restart(self):
            raise RuntimeError("the device is gone")

    with pytest.raises(DynbenchError, match="every worker died"):
        run([Broken("w0", dies_on={"i0", "i1"})], items(2, 1))
