"""Kernels compiled for CPU features this machine lacks are refused before they load (they
would die by SIGILL and take the tool with them); kernels compiled here for `host` never are."""

from __future__ import annotations

import pytest

from iree_dynbench import extract
from iree_dynbench.cli import main
from iree_dynbench.machine import runtime_cpu_features

from support import SIZE_SETS, TESTDATA

MODEL = "dyn_matmul"
CPU = "diamondrapids"  # a CPU with features (AMX, AVX10) few machines have, or enable


@pytest.mark.compiles
def test_kernels_for_a_cpu_whose_features_this_machine_lacks_are_refused_naming_them(tmp_path, capsys):
    result = extract(TESTDATA / f"{MODEL}.mlir", SIZE_SETS[MODEL][0], output=tmp_path / "out",
                     iree_flags=[f"--iree-llvmcpu-target-cpu={CPU}"])
    here = runtime_cpu_features() or {}
    lacking = [f for f in result.manifest.cpu_features if here.get(f) is False]
    if not lacking:
        pytest.skip(f"this machine has every feature of {CPU} the runtime knows")
    assert main(["run", str(result.output), "--max-time", "0.01"]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert "CPU features this machine lacks" in line and all(f in line for f in lacking)


def test_a_host_extract_needs_only_what_the_runtime_sees_here(extracted):
    """LLVM names what the CPU has (AMX on a CPU whose OS has not enabled it); the runtime what
    runs: the kernels a machine compiled for itself are never refused there."""
    needed = extracted(MODEL).manifest.cpu_features
    here = runtime_cpu_features()
    assert needed and here
    assert [f for f in needed if here.get(f) is False] == []


@pytest.mark.compiles
def test_kernels_that_kill_the_profiling_process_fail_their_rows_and_dynbench_lives_on(tmp_path, capsys, monkeypatch):
    """Past the CPU check (bypassed here), kernels this machine cannot run die by a signal in the
    profile method's child: every row fails naming the signal, and nothing is timed in-process."""
    from iree_dynbench.run import runner

    result = extract(TESTDATA / f"{MODEL}.mlir", SIZE_SETS[MODEL][0], output=tmp_path / "out",
                     iree_flags=[f"--iree-llvmcpu-target-cpu={CPU}"])
    monkeypatch.setattr(runner, "check_cpu", lambda *args: None)
    status = main(["run", str(result.output), "--max-time", "0.01"])
    err = capsys.readouterr().err
    if status == 0:
        pytest.skip(f"this machine runs {CPU}'s kernels")
    assert status == 1
    assert "failed: iree-run-module was killed by SIG" in err
