"""`dynbench extract` under a memory limit: one `error:` line saying it ran out of memory, exit 2,
nothing half-written and the old output kept, however the process died.

Under an address-space limit (`ulimit -v`) the extract dies in different ways by the limit
(measured on torch_block, 2 cores): the loader cannot map a library (the compiler's at 400 MB,
numpy's OpenBLAS at 450 MB), a failed allocation is a SIGSEGV (500 MB); from 530 MB it fits
(before its BLAS was held to one thread, 2026-12-05: OpenBLAS could not start its threads at
450 MB, Python at 500, LLVM aborted with "out of memory" at 530, a SIGSEGV at 560). Nothing in
the dying process can answer a SIGSEGV or an abort: `dynbench extract` runs as the child of a
small supervising parent (`cli.supervise`), which says it in one line and cleans up.
A worker thread started late, near the limit, once died before it ran and left the extract
waiting for it forever: extract starts its threads at its start (`driver._started_workers`)."""

from __future__ import annotations

import json
import resource
import shutil
import subprocess
import sys

import pytest

from support import SIZE_SETS, TESTDATA, under_limit

pytestmark = pytest.mark.compiles

LIMITS_MB = (450, 500, 530, 560)


def _extract_under(limit_mb: int, output) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "iree_dynbench", "extract", str(TESTDATA / "torch_block.mlir"),
               "--inputs", SIZE_SETS["torch_block"][0][0], "-o", str(output)]
    return subprocess.run(under_limit(command, resource.RLIMIT_AS, limit_mb << 20, limit_mb << 20),
                          capture_output=True, text=True, timeout=600)


def test_an_extract_that_runs_out_of_memory_is_one_line_and_keeps_the_old_output(extracted, tmp_path):
    output = tmp_path / "out"
    shutil.copytree(extracted("torch_block").output, output)
    before = (output / "shapes.json").read_bytes()
    died = []
    for limit in LIMITS_MB:
        done = _extract_under(limit, output)
        if done.returncode == 0:  # it fit: more memory than here
            before = (output / "shapes.json").read_bytes()
            continue
        died.append(limit)
        lines = [line for line in done.stderr.splitlines() if line.strip()]
        assert done.returncode == 2, done.stderr
        assert lines[-1].startswith("error: extract: ") and "memory" in lines[-1], done.stderr
        before_it = "\n".join(lines[:-1])  # progress lines, then the one: none of the crash's own output
        assert "error:" not in before_it and "Traceback" not in before_it, done.stderr
        assert "LLVM ERROR" not in before_it and "Stack dump" not in before_it and "OpenBLAS" not in before_it
        assert (output / "shapes.json").read_bytes() == before  # the old output, untouched
        assert json.loads(before)["dispatches"]
        assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # no staging folder, nothing set aside
    assert died, f"torch_block extracted under every limit tried ({LIMITS_MB} MB)"
