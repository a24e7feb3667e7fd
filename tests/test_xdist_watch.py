"""support.xdist_watch: a pytest-xdist worker whose channel breaks while it lives on (what CI
saw: `node down: Not properly terminated`, then a run that never ended) is named with the test
it ran and ended, and the run ends."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from support import REPO

_BREAKS = textwrap.dedent("""
    import gc, time

    def test_breaks_its_channel():
        for obj in gc.get_objects():  # execnet's pipe to the controller, closed as a stray close() would
            if type(obj).__name__ == "Popen2IO":
                obj.outfile.close()
        time.sleep(1)

    def test_other():
        time.sleep(2)
""")


def test_a_worker_whose_channel_breaks_is_named_with_its_test_and_ended(tmp_path):
    (tmp_path / "test_breaks.py").write_text(_BREAKS)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider", "-p", "support.xdist_watch",
         "--rootdir", str(tmp_path), str(tmp_path)],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO / "tests"), "PYTHONDONTWRITEBYTECODE": "1"},
    )
    said = [line for line in done.stdout.splitlines() if "went down" in line]
    assert len(said) == 1, done.stdout
    assert "while running test_breaks.py::test_breaks_its_channel; its process" in said[0]
    assert "still runs" in said[0]
    assert "its threads' stacks:" in done.stdout and "test_breaks_its_channel" in done.stdout
    assert done.returncode == 1 and "1 failed, 1 passed" in done.stdout
