"""The calls method times in a worker process: a kernel that dies by a signal fails its row,
and dynbench (here, the test process itself) lives on."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from iree_dynbench import TimingOptions, extract, iree_tools as tools
from iree_dynbench.cli import main
import iree_dynbench

from support import SIZE_SETS, TESTDATA, compiling

FOREIGN_CPU = "--iree-llvmcpu-target-cpu=diamondrapids"  # AVX10.2/APX: this host's CPUs lack them


@pytest.fixture(scope="module")
@compiling
def foreign(tmp_path_factory):
    """two_dims compiled for a CPU this host is not, its recorded CPU features removed from
    shapes.json (a hand edit), so nothing stops its kernels before they run."""
    out = tmp_path_factory.mktemp("foreign") / "out"
    extract(TESTDATA / "two_dims.mlir", SIZE_SETS["two_dims"][0], output=out, iree_flags=[FOREIGN_CPU])
    manifest = json.loads((out / "shapes.json").read_text())
    manifest["cpu_features"] = []
    (out / "shapes.json").write_text(json.dumps(manifest))
    return out


def test_a_kernel_killed_by_a_signal_fails_its_row_and_the_tool_lives_on(foreign, capsys):
    assert main(["run", str(foreign), "--method", "calls", "--min-time", "0.01", "--format", "csv"]) == 1
    err = capsys.readouterr().err
    assert err.count("failed: the kernel killed the timing process (SIGILL)") == 3
    assert "Traceback" not in err


def test_the_rows_after_a_dead_worker_get_a_new_one(foreign):
    runner = iree_dynbench.open(foreign).service
    try:
        result = runner.run(options=TimingOptions(min_time_s=0.01, repetitions=1, method="calls"))
        assert [r.error for r in result.rows] == ["the kernel killed the timing process (SIGILL)"] * 3
    finally:
        runner.close()


def test_a_runner_closed_leaves_no_worker_behind(extracted):
    runner = iree_dynbench.open(extracted("two_dims").output).service
    result = runner.run(options=TimingOptions(min_time_s=0.01, repetitions=1, method="calls"))
    assert all(r.ok for r in result.rows) and result.method == "calls"
    process = runner.call_worker._worker._process
    assert process is not None and process.poll() is None
    runner.close()
    assert process.poll() is not None and process not in tools._running


def test_an_api_script_without_a_main_guard_runs_once(extracted, tmp_path):
    """The worker is a fresh interpreter: it does not re-run the caller's script (as
    `multiprocessing`'s spawn would, timing everything twice)."""
    script = tmp_path / "script.py"
    script.write_text(
        "import iree_dynbench\n"
        f"suite = iree_dynbench.open({str(extracted('two_dims').output)!r})\n"
        "result = suite.run(dispatches=['0'], options=iree_dynbench.TimingOptions(min_time_s=0.01, repetitions=1, method='calls'))\n"
        "print('timed', result.method, all(r.ok for r in result.rows))\n"
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["timed calls True"]
