"""A fleet's own checks, with fake workers: every worker runs the same dynbench, IREE and
benchmarks.vmfb, and a worker off the others, or drifting, is flagged."""

from __future__ import annotations

import pytest

from iree_dynbench.errors import DynbenchError
from iree_dynbench.machine import tool_versions
from iree_dynbench.run.fleet import Fleet, strict_failure
from iree_dynbench.run.fleet_worker import WorkerInfo
from iree_dynbench.run.options import FleetOptions, TimingOptions
from iree_dynbench.run.work import WorkItem

from support.fake_workers import FakeWorker

SHA = "a" * 64


def info(label, versions=None, sha=SHA):
    return WorkerInfo(label, "local-task", "node-" + label, 1, (), versions or tuple(sorted(tool_versions().items())), sha)


def test_a_worker_with_another_iree_version_is_one_error():
    other = (("dynbench", tool_versions()["dynbench"]), ("iree", "3.0.0"))
    with pytest.raises(DynbenchError, match="worker w1 on node-w1 runs dynbench .*iree 3.0.0, this process"):
        Fleet(".", [], handles=[FakeWorker("w0", info=info("w0")), FakeWorker("w1", info=info("w1", other))], expected_sha256=SHA)


def test_a_worker_with_another_benchmarks_module_is_one_error():
    with pytest.raises(DynbenchError, match="worker w0 on node-w0 loaded another benchmarks.vmfb"):
        Fleet(".", [], handles=[FakeWorker("w0", info=info("w0", sha="b" * 64))], expected_sha256=SHA)


def test_a_worker_off_the_fleet_or_drifting_is_flagged():
    steady = [FakeWorker(f"w{k}", info=info(f"w{k}"), time_us=10.0) for k in range(3)]
    slow = FakeWorker("w3", info=info("w3"), time_us=13.0)
    drifting = FakeWorker("w4", info=info("w4"), time_us=[10.0, 11.5])  # 10 at first, 11.5 from then on
    fleet = Fleet(".", [], handles=[*steady, slow, drifting], tolerance=0.05)
    items = [WorkItem(f"i{k}", (k,), cost=1) for k in range(4)]
    fleet.time(items, TimingOptions(), lambda item, timed: None, lambda *a: None)
    flags = {w.label: w.flag for w in fleet.workers}
    assert flags["w0"] == flags["w1"] == flags["w2"] == ""
    assert flags["w3"] == "+30.0% off the fleet's median"
    assert flags["w4"].startswith("drifted +15.0% between its calibrations")
    assert sum(w.items for w in fleet.workers) == 4
    assert strict_failure(fleet.workers).startswith("flagged device(s): w3 (local-task): +30.0% off")


@pytest.mark.parametrize("tolerance", [0.0, 1.0, float("nan")])
def test_a_tolerance_outside_0_to_1_is_refused(tolerance):
    with pytest.raises(DynbenchError, match="must be between 0 and 1"):
        FleetOptions(tolerance=tolerance)


def test_a_reference_item_that_fails_is_reported_and_the_work_goes_on():
    workers = [FakeWorker(f"w{k}", info=info(f"w{k}"), raises_on={"i1"}) for k in range(2)]
    fleet = Fleet(".", [], handles=workers)
    done = []
    items = [WorkItem(f"i{k}", (k,), cost=k) for k in range(3)]  # i1: the item of median cost
    report = fleet.time(items, TimingOptions(), lambda item, timed: done.append(item.key), lambda *a: None)
    assert sorted(done) == ["i0", "i2"] and report.failed == {"i1": "cannot time i1"}
    assert "worker w0: the reference item failed: cannot time i1" in report.events
    assert [w.before_us for w in fleet.workers] == [None, None]


def test_a_worker_that_could_not_restart_is_left_out_of_the_last_calibration():
    class Gone(FakeWorker):
        def restart(self):
            raise RuntimeError("the device is gone")

    gone = Gone("w1", info=info("w1"), dies_on={"i2"})
    fleet = Fleet(".", [], handles=[gone, FakeWorker("w0", info=info("w0"), seconds=0.05)])  # gone takes i2 first
    done = []
    items = [WorkItem(f"i{k}", (k,), cost=k) for k in range(3)]
    report = fleet.time(items, TimingOptions(), lambda item, timed: done.append(item.key), lambda *a: None)
    assert sorted(done) == ["i0", "i1", "i2"]
    assert "worker w1 could not restart (the device is gone); carrying on without it" in report.events
    records = {w.label: w for w in fleet.workers}
    assert records["w1"].after_us is None and records["w0"].after_us is not None
