"""dynbench's process saves CPU it would spend on nothing it needs (`cli.lean_process`): numpy's
BLAS on one thread (OpenBLAS's threads spin at load), garbage collected less often."""

from __future__ import annotations

import gc
import os
import subprocess
import sys

import pytest

from iree_dynbench.cli import lean_process, supervise

_THREADS_AROUND_NUMPY = """
import os
before = len(os.listdir("/proc/self/task"))
{setup}
import numpy
print(len(os.listdir("/proc/self/task")) - before)
"""


def _environment_without(*names: str) -> dict[str, str]:
    """This environment less `names`: a child process that starts as a user's would."""
    return {k: v for k, v in os.environ.items() if k not in names}


def _threads_numpy_starts(setup: str) -> int:
    out = subprocess.run([sys.executable, "-c", _THREADS_AROUND_NUMPY.format(setup=setup)],
                         env=_environment_without(lean_process.BLAS_THREADS), capture_output=True, text=True, check=True)
    return int(out.stdout)


@pytest.mark.skipif((os.cpu_count() or 1) < 2 or not os.path.isdir("/proc/self/task"),
                    reason="OpenBLAS starts threads on a machine of several cores (Linux's /proc counts them)")
def test_numpy_starts_no_blas_thread_once_held_to_one():
    assert _threads_numpy_starts("") > 0  # what it does unheld: the check can fail
    assert _threads_numpy_starts("from iree_dynbench.cli import lean_process; lean_process.one_blas_thread()") == 0


def test_a_thread_count_the_user_set_is_kept(monkeypatch):
    monkeypatch.setenv(lean_process.BLAS_THREADS, "4")
    lean_process.one_blas_thread()
    assert os.environ[lean_process.BLAS_THREADS] == "4"


_ENVIRONMENT_AT_EXIT = """
import os, sys
real_exit = os._exit
def report_and_exit(status):
    import gc
    sys.stdout.write("\\nBLAS=" + os.environ.get("{variable}", "unset") + " young=" + str(gc.get_threshold()[0])
                     + " collector=" + str(gc.isenabled()) + "\\n")
    sys.stdout.flush()
    real_exit(status)
os._exit = report_and_exit
sys.argv = ["dynbench", *{argv}]
from iree_dynbench.__main__ import main
main()
"""


def test_the_cli_sets_one_blas_thread_and_rare_collections_for_its_process():
    assert _settings_at_exit(["--help"]) == f"BLAS=1 young={lean_process.YOUNG_COLLECTION_THRESHOLD} collector=True"


def test_extracts_child_process_runs_without_the_collector():
    assert _settings_at_exit(["extract", "--help"]).endswith("collector=False")


def _settings_at_exit(argv: list[str]) -> str:
    """The last line a `dynbench ARGV` process prints as it exits: its BLAS threads, young
    generation's threshold and whether the collector runs (extract's: its forked child's)."""
    script = _ENVIRONMENT_AT_EXIT.format(variable=lean_process.BLAS_THREADS, argv=argv)
    out = subprocess.run([sys.executable, "-c", script], env=_environment_without(lean_process.BLAS_THREADS, supervise.CHILD),
                         capture_output=True, text=True)
    return out.stdout.splitlines()[-1]


def test_rare_collections_keep_the_older_generations_thresholds():
    before = gc.get_threshold()
    try:
        lean_process.rare_collections()
        assert gc.get_threshold() == (lean_process.YOUNG_COLLECTION_THRESHOLD, *before[1:])
    finally:
        gc.set_threshold(*before)


def test_no_collections_stops_the_collector():
    try:
        lean_process.no_collections()
        assert not gc.isenabled()
    finally:
        gc.enable()
