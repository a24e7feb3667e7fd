"""dynbench's process holds numpy's BLAS to one thread (`cli.blas`): OpenBLAS's threads spin at
load, CPU that `extract` would pay against a plain compile."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from iree_dynbench.cli import blas

_THREADS_AROUND_NUMPY = """
import os
before = len(os.listdir("/proc/self/task"))
{setup}
import numpy
print(len(os.listdir("/proc/self/task")) - before)
"""


def _threads_numpy_starts(setup: str) -> int:
    env = {k: v for k, v in os.environ.items() if k != blas.VARIABLE}
    out = subprocess.run([sys.executable, "-c", _THREADS_AROUND_NUMPY.format(setup=setup)],
                         env=env, capture_output=True, text=True, check=True)
    return int(out.stdout)


@pytest.mark.skipif((os.cpu_count() or 1) < 2 or not os.path.isdir("/proc/self/task"),
                    reason="OpenBLAS starts threads on a machine of several cores (Linux's /proc counts them)")
def test_numpy_starts_no_blas_thread_once_held_to_one():
    assert _threads_numpy_starts("") > 0  # what it does unheld: the check can fail
    assert _threads_numpy_starts("from iree_dynbench.cli import blas; blas.one_blas_thread()") == 0


def test_a_thread_count_the_user_set_is_kept(monkeypatch):
    monkeypatch.setenv(blas.VARIABLE, "4")
    blas.one_blas_thread()
    assert os.environ[blas.VARIABLE] == "4"


_ENVIRONMENT_AT_EXIT = """
import os, sys
real_exit = os._exit
def report_and_exit(status):
    sys.stdout.write("\\nBLAS=" + os.environ.get("{variable}", "unset") + "\\n")
    sys.stdout.flush()
    real_exit(status)
os._exit = report_and_exit
sys.argv = ["dynbench", "--help"]
from iree_dynbench.__main__ import main
main()
"""


def test_the_cli_sets_one_blas_thread_for_its_process():
    env = {k: v for k, v in os.environ.items() if k != blas.VARIABLE}
    out = subprocess.run([sys.executable, "-c", _ENVIRONMENT_AT_EXIT.format(variable=blas.VARIABLE)],
                         env=env, capture_output=True, text=True)
    assert out.stdout.splitlines()[-1] == "BLAS=1"
