"""The same fleet as Ray actors on a local Ray instance: two CPU workers, every point timed
once. Skipped only where the `dist` extra (Ray) is not installed; CI installs it."""

from __future__ import annotations

import os

import pytest

import iree_dynbench
from iree_dynbench import FleetOptions, TimingOptions

ray = pytest.importorskip("ray")

pytestmark = pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="needs two CPUs to pin two workers")


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, resources={"dynbench_worker": 2}, include_dashboard=False, logging_level="ERROR",
             log_to_driver=False)
    yield ray
    ray.shutdown()


def test_a_sweep_on_two_ray_actors_times_every_point_once(extracted, local_ray):
    cpus = [str(c) for c in sorted(os.sched_getaffinity(0))[:2]]
    suite = iree_dynbench.open(extracted("two_dims").output)
    result = suite.sweep(["input0.dim0=16..128:x2"], options=TimingOptions(0.01, 3),
                         fleet=FleetOptions(cpus=tuple(cpus), ray="auto"))
    assert [r.dims[0] for r in result.runs] == [16, 32, 64, 128]
    assert all(row.ok for run in result.runs for row in run.rows)
    assert {w.label: w.cpus for w in result.workers} == {"r0": (int(cpus[0]),), "r1": (int(cpus[1]),)}
    assert {r.worker for r in result.runs} <= {"r0", "r1"}
    assert sum(w.items for w in result.workers) == 4
    assert all(r.directory == suite.directory for r in result.runs)  # the actors' copies are not reported


def test_ray_with_cpu_workers_needs_their_core_sets(extracted, local_ray):
    suite = iree_dynbench.open(extracted("two_dims").output)
    with pytest.raises(iree_dynbench.DynbenchError, match="needs their core sets"):
        suite.sweep(["input0.dim0=16..32:x2"], fleet=FleetOptions(ray="auto"))


def test_an_address_where_nothing_answers_is_one_error_within_seconds():
    from iree_dynbench.run.ray_fleet import _reachable

    with pytest.raises(iree_dynbench.DynbenchError, match=r"127.0.0.1:9: nothing answers there"):
        _reachable("127.0.0.1:9")
    with pytest.raises(iree_dynbench.DynbenchError, match="not an address like HOST:PORT"):
        _reachable("nowhere")


def test_more_cpus_than_the_cluster_has_is_one_error_before_any_actor(extracted, local_ray):
    suite = iree_dynbench.open(extracted("two_dims").output)
    with pytest.raises(iree_dynbench.DynbenchError, match="ask for 64 CPU.*the Ray cluster has 2"):
        suite.sweep(["input0.dim0=16..32:x2"], fleet=FleetOptions(cpus=("0-63",), ray="auto"))


def test_an_address_where_a_web_server_answers_is_one_error_within_seconds():
    """The dashboard's port given for the GCS one: an HTTP server, not Ray's gRPC."""
    import http.server
    import threading

    from iree_dynbench.run.ray_fleet import _reachable

    server = http.server.HTTPServer(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with pytest.raises(iree_dynbench.DynbenchError, match="not a Ray cluster's address"):
            _reachable(f"127.0.0.1:{server.server_address[1]}")
    finally:
        server.shutdown()


def test_a_ray_cluster_s_own_address_is_taken(local_ray):
    from iree_dynbench.run.ray_fleet import _reachable

    _reachable(local_ray.get_runtime_context().gcs_address)
