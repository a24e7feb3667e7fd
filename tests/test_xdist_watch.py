"""support.xdist_watch: a pytest-xdist worker whose channel breaks while it lives on (what CI
saw: `node down: Not properly terminated`, then a run that never ended) is named with the test
it ran and ended; that test runs again in a process of its own, which decides the run. A run
past its limit says what its workers run and what is left, and ends."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from support import REPO

_BREAK_THE_CHANNEL = textwrap.dedent("""
    import gc, os, time

    def break_the_channel():
        if os.environ.get("PYTEST_XDIST_WORKER"):
            import subprocess
            child = subprocess.Popen(["sleep", "600"])  # what the worker started goes with it
            with open("child.pid", "w") as f:
                f.write(str(child.pid))
            for obj in gc.get_objects():  # execnet's pipe to the controller, closed as a stray close() would
                if type(obj).__name__ == "Popen2IO":
                    obj.outfile.close()
            time.sleep(1)

    def test_other():
        time.sleep(2)
""")


def _run(tmp_path, test: str) -> subprocess.CompletedProcess:
    (tmp_path / "test_breaks.py").write_text(_BREAK_THE_CHANNEL + textwrap.dedent(test))
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider", "-p", "support.xdist_watch",
         "--rootdir", str(tmp_path), str(tmp_path)],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO / "tests"), "PYTHONDONTWRITEBYTECODE": "1"},
    )


@pytest.fixture(scope="module")
def broken(tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess]:
    """One run whose worker breaks its channel in a test that passes alone (its folder, the run)."""
    folder = tmp_path_factory.mktemp("breaks")
    return folder, _run(folder, """
        def test_breaks():
            break_the_channel()
    """)


def test_a_worker_whose_channel_breaks_is_named_with_its_test_and_its_stacks_and_ended(broken):
    tmp_path, done = broken
    said = [line for line in done.stdout.splitlines() if line.startswith("[gw") and "went down" in line]
    assert len(said) == 1, done.stdout
    assert "while running test_breaks.py::test_breaks; its process" in said[0] and "still runs" in said[0]
    assert "its threads' stacks:" in done.stdout and 'in break_the_channel' in done.stdout
    child = int((tmp_path / "child.pid").read_text())
    assert not os.path.exists(f"/proc/{child}") or open(f"/proc/{child}/stat").read().split()[2] == "Z"


def test_the_test_a_worker_went_down_in_runs_again_alone_and_its_pass_passes_the_run(broken):
    _, done = broken
    assert "[rerun] test_breaks.py::test_breaks, whose worker went down: passed in a process of its own" in done.stdout
    assert done.returncode == 0, done.stdout
    assert "1 passed, 1 rerun" in done.stdout


def test_the_test_a_worker_went_down_in_fails_the_run_when_it_fails_alone(tmp_path):
    done = _run(tmp_path, """
        def test_breaks():
            break_the_channel()
            assert os.environ.get("PYTEST_XDIST_WORKER"), "fails where it runs alone"
    """)
    assert "[rerun] test_breaks.py::test_breaks, whose worker went down: FAILED in a process of its own" in done.stdout
    assert "fails where it runs alone" in done.stdout
    assert done.returncode == 1


def test_a_worker_killed_under_loadfile_leaves_a_run_that_ends_and_runs_every_test(tmp_path):
    """xdist 3.8 requeues a dead worker's finished files as empty units; given one near the
    end, a worker waits forever (CI's hang at 98%). 30 files, a worker killed in the tenth."""
    for n in range(30):
        (tmp_path / f"test_{n:02}.py").write_text(textwrap.dedent(f"""
            import os, signal, time, pytest

            @pytest.mark.parametrize("i", range(10))
            def test_many(i):
                time.sleep(0.03)
                if {n} == 10 and i == 5 and os.environ.get("PYTEST_XDIST_WORKER"):
                    os.kill(os.getpid(), signal.SIGKILL)  # as the kernel's OOM killer does
        """))
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "--dist", "loadfile", "-p", "no:cacheprovider",
         "-p", "support.xdist_watch", "--rootdir", str(tmp_path), str(tmp_path)],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO / "tests"), "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert "went down (Not properly terminated) while running test_10.py::test_many[5]" in done.stdout, done.stdout
    assert "299 passed, 1 rerun" in done.stdout and done.returncode == 0, done.stdout


def test_a_run_past_its_limit_says_what_each_worker_runs_and_what_is_left_then_ends(tmp_path):
    (tmp_path / "test_stuck.py").write_text(textwrap.dedent("""
        import os, time

        def test_stuck():
            while not os.path.exists("stop"):  # the test once the report is read: ended
                time.sleep(0.1)
    """))
    (tmp_path / "test_quick.py").write_text("def test_quick():\n    pass\n")
    with open(tmp_path / "out.txt", "w") as out:  # a worker left running may hold it; not a pipe to wait on
        run = subprocess.Popen(
            [sys.executable, "-m", "pytest", "-q", "-n", "2", "--dist", "loadfile", "-p", "no:cacheprovider",
             "-p", "support.xdist_watch", "--rootdir", str(tmp_path), str(tmp_path)],
            cwd=tmp_path, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO / "tests"), "PYTHONDONTWRITEBYTECODE": "1",
                 "XDIST_WATCH_RUN_LIMIT_S": "8"},
        )
        try:
            code = run.wait(timeout=120)
        finally:
            (tmp_path / "stop").touch()
            time.sleep(0.5)
            try:
                os.killpg(run.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    said = (tmp_path / "out.txt").read_text()
    assert "[xdist_watch] the run has gone on for 8 s; its workers:" in said, said
    assert "the last test it started: test_stuck.py::test_stuck" in said and "in test_stuck" in said, said
    assert "what the scheduler holds: files not handed out (tests left in each): {}; tests each worker holds:" in said
    assert code != 0 and "Timeout (0:00:16)!" in said, said
