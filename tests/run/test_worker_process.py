"""The one serve loop every worker runs (`worker_process.serve`), on real worker processes: a
failed open or request is told to the parent as (False, why); a parent that is gone ends the
worker quietly."""

from __future__ import annotations

import pytest

from iree_dynbench import TimingOptions
from iree_dynbench.extract_output import ExtractOutput
from iree_dynbench.run import call_worker, paired_worker
from iree_dynbench.run.worker_process import WorkerProcess

QUICK = TimingOptions(min_time_s=0.2, repetitions=1, method="calls")


def _calls_worker(directory) -> tuple[WorkerProcess, ExtractOutput]:
    opened = ExtractOutput(directory)
    greeting = (str(opened.layout.benchmarks_vmfb), opened.manifest.to_json(), opened.device)
    return WorkerProcess(call_worker.__name__, greeting), opened


def _request(opened: ExtractOutput, function: str) -> call_worker._Request:
    return call_worker._Request(str(opened.layout.benchmarks_vmfb), function, tuple(opened.dims()), 1, QUICK, None)


def test_a_work_that_cannot_open_tells_the_parent_why_and_the_worker_ends(tmp_path):
    missing = tmp_path / "missing.vmfb"
    worker = WorkerProcess(paired_worker.__name__, ({0: paired_worker.Side(missing, "", "local-task", standalone=True)}, ()))
    try:
        ok, (side, why) = worker.connection().recv()
        assert (ok, side) == (False, None) and str(missing) in why
        assert worker._process.wait(timeout=60) == 0
    finally:
        worker.close()


@pytest.mark.compiles
def test_a_failed_request_is_answered_with_why_and_the_worker_serves_the_next(extracted):
    worker, opened = _calls_worker(extracted("two_dims").output)
    try:
        conn = worker.connection()
        conn.send(_request(opened, "no_such_function"))
        ok, why = conn.recv()
        assert not ok and "no_such_function" in why
        conn.send(_request(opened, opened.manifest.dispatches[0].name))
        ok, timing = conn.recv()
        assert ok and timing.times_us
    finally:
        worker.close()


@pytest.mark.compiles
def test_a_worker_whose_parent_is_gone_mid_request_ends_quietly(extracted, capfd):
    """The parent's end closed while the worker times its request: the answer has nowhere to go,
    and the worker ends without a traceback on the stderr it shares with the parent."""
    worker, opened = _calls_worker(extracted("two_dims").output)
    conn = worker.connection()
    process = worker._process
    try:
        conn.send(_request(opened, opened.manifest.dispatches[0].name))
        conn.close()
        assert process.wait(timeout=120) == 0
        err = capfd.readouterr().err
        assert "Traceback" not in err and "BrokenPipeError" not in err
    finally:
        worker.close()
