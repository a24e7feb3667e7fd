"""How the supervising parent names a child's death (`cli.supervise`): out of memory where the
child's last words or the limits say so."""

from __future__ import annotations

from iree_dynbench.cli import supervise

_LOADER_FAILED = (b"Traceback (most recent call last):\n  ...\nImportError: Original error was: "
                  b"libscipy_openblas64_.so: failed to map segment from shared object\n")


def test_a_library_the_loader_cannot_map_under_an_address_space_limit_is_out_of_memory(monkeypatch):
    monkeypatch.setattr(supervise, "_memory_limit_mb", lambda: 450)
    line = supervise._death(1, _LOADER_FAILED)
    assert line.startswith("ran out of memory (") and "limited to 450 MB" in line


def test_a_library_the_loader_cannot_map_without_a_limit_is_a_failure_not_memory(monkeypatch):
    monkeypatch.setattr(supervise, "_memory_limit_mb", lambda: None)
    line = supervise._death(1, _LOADER_FAILED)
    assert line.startswith("failed (") and "memory" not in line.split("(")[0]


_CHILD_SAYS = """
import os, sys
from iree_dynbench.cli import supervise
status = supervise.run(["dynbench", "extract", "m.mlir", "-o", sys.argv[1]])
if status is None:  # the child: its own error line, as the CLI's boundary prints it, then exit 2
    sys.stderr.write(sys.argv[2] + "\\n")
    sys.stderr.flush()
    os._exit(2)
sys.exit(status)
"""


def _supervised(tmp_path, child_line: str):
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-c", _CHILD_SAYS, str(tmp_path / "out"), child_line],
                          capture_output=True, text=True, timeout=60)


def test_a_child_whose_own_error_is_a_read_without_memory_is_said_to_have_run_out_of_memory(tmp_path):
    done = _supervised(tmp_path, "error: m.mlir: cannot read (Cannot allocate memory)")
    lines = done.stderr.splitlines()
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert lines[0].startswith("error: extract: ran out of memory (m.mlir: cannot read"), done.stderr


def test_a_child_whose_own_error_is_not_about_memory_keeps_its_line(tmp_path):
    done = _supervised(tmp_path, "error: m.mlir: cannot read (Permission denied)")
    assert done.returncode == 2 and done.stderr == "error: m.mlir: cannot read (Permission denied)\n"
