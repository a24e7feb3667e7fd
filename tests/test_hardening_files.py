"""Hostile files and signals (issue 10): a model that is not UTF-8, a person's file deep
inside an output, SIGTERM mid-extract, what a killed run left behind. Each case is one
`error:` line (or a clean exit), its exit status, and nothing lost or left behind."""

from __future__ import annotations

import fcntl
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from iree_dynbench import outputs
from iree_dynbench.cli import main

from conftest import SIZE_SETS, TESTDATA

MATMUL = str(TESTDATA / "dyn_matmul.mlir")
GOOD = ["--inputs", "42x1024xf32", "--inputs", "1024x512xf32"]
DYNBENCH = [sys.executable, "-c", "import sys; from iree_dynbench.cli import main; sys.exit(main())"]


def _error_line(err: str) -> str:
    assert "Traceback" not in err, err
    lines = [line for line in err.splitlines() if line.startswith("error:")]
    assert len(lines) == 1, err
    return lines[0]


def _tree(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` with its content (folders as b'<dir>')."""
    return {
        str(p.relative_to(folder)): (b"<dir>" if p.is_dir() else p.read_bytes()) for p in sorted(folder.rglob("*"))
    }


def _dead_pid() -> int:
    child = subprocess.Popen(["true"])
    child.wait()
    return child.pid


# ---------------------------------------------------------------------------
# Compiler output that is not UTF-8


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(bytes(range(256)) * 8, id="binary-garbage"),
        pytest.param(
            b"func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {\n  %0 = \xe9 foo\n  return %a : tensor<?xf32>\n}\n",
            id="latin1-byte-at-a-syntax-error",
        ),
    ],
)
def test_a_model_that_is_not_utf8_is_one_error_line_and_writes_nothing(tmp_path, capsys, content):
    model = tmp_path / "model.mlir"
    model.write_bytes(content)
    assert main(["extract", str(model), "--inputs", "4xf32", "-o", str(tmp_path / "out")]) == 2
    line = _error_line(capsys.readouterr().err)
    assert line.startswith(f"error: {model}:") and "error:" in line[len("error:"):]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.mlir"]


def test_a_configured_model_that_is_not_utf8_is_one_error_line_in_show(extracted, tmp_path, capsys):
    out = tmp_path / "out"
    shutil.copytree(extracted("dyn_matmul").output, out)
    (out / "model.configured.mlir").write_bytes(b"\xff\xfe garbage")
    assert main(["show", str(out), "0"]) == 2
    assert "not UTF-8" in _error_line(capsys.readouterr().err)


# ---------------------------------------------------------------------------
# A person's file at any depth of an output is never deleted


@pytest.mark.parametrize(
    "mine", ["dispatches/my_notes.txt", "static/mine.txt", "static/sizes_42/mine.txt", "notes/empty_folder"]
)
def test_re_extract_over_a_persons_file_deep_inside_refuses_and_touches_nothing(tmp_path, capsys, mine):
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    (out / mine).parent.mkdir(parents=True, exist_ok=True)
    if mine.endswith("folder"):
        (out / mine).mkdir()
    else:
        (out / mine).write_text("mine")
    before = _tree(out)
    capsys.readouterr()
    assert main(["extract", MATMUL, "--inputs", "7x1024xf32", "--inputs", "1024x512xf32", "-o", str(out)]) == 2
    line = _error_line(capsys.readouterr().err)
    assert f"holds {mine.split('/')[0] if mine.startswith('notes') else mine}, which dynbench did not write" in line
    assert _tree(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_re_extract_over_a_symbolic_link_inside_refuses(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    (tmp_path / "precious").write_text("keep")
    (out / "dispatches" / "x_benchmark.mlir").symlink_to(tmp_path / "precious")
    capsys.readouterr()
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 2
    assert "holds dispatches/x_benchmark.mlir, which dynbench did not write" in _error_line(capsys.readouterr().err)
    assert (tmp_path / "precious").read_text() == "keep" and (out / "dispatches" / "x_benchmark.mlir").is_symlink()


def test_re_extract_replaces_a_static_cache_it_wrote(extracted, tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    name = extracted("dyn_matmul").manifest.dispatches[0].name
    (out / "static" / "sizes_42").mkdir(parents=True)
    (out / "static" / "sizes_42" / f"{name}_static_benchmark.vmfb.partial").write_bytes(b"killed")
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    assert not (out / "static").exists()


def test_re_export_over_a_persons_file_in_a_sizes_folder_refuses_and_touches_nothing(extracted, tmp_path, capsys):
    target = tmp_path / "tuner"
    args = ["export", str(extracted("dyn_matmul").output), "--flavour", "dynamic", "-o", str(target)]
    assert main(args) == 0
    (target / "sizes_42" / "mine.txt").write_text("mine")
    before = _tree(target)
    capsys.readouterr()
    assert main(args) == 2
    assert "holds sizes_42/mine.txt, which dynbench did not write" in _error_line(capsys.readouterr().err)
    assert _tree(target) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tuner"]


# ---------------------------------------------------------------------------
# Output folders follow the umask


@pytest.mark.parametrize("umask, mode", [(0o022, 0o755), (0o027, 0o750)])
def test_output_folders_follow_the_umask(tmp_path, capsys, umask, mode):
    previous = os.umask(umask)
    try:
        assert main(["extract", MATMUL, *GOOD, "-o", str(tmp_path / "out")]) == 0
        assert main(["export", str(tmp_path / "out"), "--flavour", "dynamic", "-o", str(tmp_path / "tuner")]) == 0
    finally:
        os.umask(previous)
    for folder in (tmp_path / "out", tmp_path / "out" / "dispatches", tmp_path / "tuner"):
        assert oct(folder.stat().st_mode & 0o777) == oct(mode), folder


# ---------------------------------------------------------------------------
# Signals, and what a killed run left behind


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(c) for c in path.read_text().split()] if path.exists() else []


def _command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_mid_compile_removes_the_staging_and_keeps_the_old_output(tmp_path, signum):
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    before = _tree(out)
    model = str(TESTDATA / "torch_block.mlir")
    proc = subprocess.Popen(
        [*DYNBENCH, "extract", model, "--inputs", SIZE_SETS["torch_block"][0][0], "-o", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    compiler = None
    for _ in range(2000):  # until iree-compile runs (seconds at most)
        compiler = next((c for c in _children(proc.pid) if "iree-compile" in _command(c)), None)
        if compiler is not None or proc.poll() is not None:
            break
        time.sleep(0.005)
    assert compiler is not None, "extract never started iree-compile"
    proc.send_signal(signum)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signum, err
    assert "Traceback" not in err and f"terminated ({signal.Signals(signum).name})" in err
    assert _tree(out) == before  # the old output is kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # no staging folder left
    assert not Path(f"/proc/{compiler}").exists() or "iree-compile" not in _command(compiler)


def _hold_lock(folder: Path) -> subprocess.Popen:
    """Another live process that holds `folder`'s lock, as a concurrent run does."""
    code = (
        "import fcntl, os, sys, time\n"
        f"fd = os.open({str(folder)!r}, os.O_RDONLY | os.O_DIRECTORY)\n"
        "fcntl.flock(fd, fcntl.LOCK_EX)\n"
        "print('locked', flush=True)\n"
        "time.sleep(120)\n"
    )
    holder = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "locked"
    return holder


def test_the_next_extract_removes_a_killed_runs_staging_but_never_a_concurrent_one(tmp_path, capsys):
    dead = tmp_path / f".out.dynbench-{_dead_pid()}-0badf00d"
    dead.mkdir()
    (dead / "shapes.json").write_text("half written")
    legacy = tmp_path / ".out.dynbench-x1y2z3w4"  # an older dynbench's name: no pid, no lock held
    legacy.mkdir()
    live = tmp_path / ".out.dynbench-q9r8s7t6"  # a concurrent run: its lock is held
    live.mkdir()
    alive = subprocess.Popen(["sleep", "60"])  # a concurrent run whose process is alive (lock not yet taken)
    young = tmp_path / f".out.dynbench-{alive.pid}-00000000"
    young.mkdir()
    holder = _hold_lock(live)
    try:
        assert main(["extract", MATMUL, *GOOD, "-o", str(tmp_path / "out")]) == 0
        assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["out", live.name, young.name])
    finally:
        holder.kill()
        alive.kill()
        holder.wait()
        alive.wait()


def test_a_scratch_directory_of_a_killed_compare_is_removed_by_the_next(tmp_path, monkeypatch):
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)  # re-read TMPDIR
    dead = tmp_path / f"dynbench-compare-{_dead_pid()}-0badf00d"
    dead.mkdir()
    (dead / "model.vmfb").write_bytes(b"x")
    live = tmp_path / "dynbench-compare-abcdefgh"
    live.mkdir()
    holder = _hold_lock(live)
    try:
        with outputs.scratch_directory("dynbench-compare-") as scratch:
            assert scratch.is_dir() and oct(scratch.stat().st_mode & 0o777) == oct(0o700)
            assert sorted(p.name for p in tmp_path.iterdir()) == sorted([scratch.name, live.name])
        assert sorted(p.name for p in tmp_path.iterdir()) == [live.name]
    finally:
        holder.kill()
        holder.wait()


def test_a_failing_compare_leaves_no_temporary_folder(extracted, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    model = tmp_path / "other.mlir"
    shutil.copy(TESTDATA / "two_dims.mlir", model)  # not the model dyn_matmul's output was extracted from
    status = main(["compare", str(model), str(extracted("dyn_matmul").output), "--min-time", "0.01"])
    assert status == 2
    _error_line(capsys.readouterr().err)
    assert list((tmp_path / "tmp").iterdir()) == []
