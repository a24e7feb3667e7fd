"""Hostile files and signals (issue 10): a model that is not UTF-8, a person's file deep
inside an output, SIGTERM mid-extract, what a killed run left behind. Each case is one
`error:` line (or a clean exit), its exit status, and nothing lost or left behind."""

from __future__ import annotations

import os
import selectors
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from iree_dynbench import outputs
from iree_dynbench.cli import main

from support import SIZE_SETS, TESTDATA, under_limit

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
@pytest.mark.compiles
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


@pytest.mark.compiles
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


@pytest.mark.compiles
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


def _start(args: list[str], **kwargs) -> subprocess.Popen:
    """dynbench in a process group of its own: whatever it starts stays in the group."""
    return subprocess.Popen(
        [*DYNBENCH, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True, **kwargs
    )


def _wait_for_line(proc: subprocess.Popen, needle: str, timeout_s: float = 120) -> str:
    """Reads `proc`'s stderr (unbuffered) until it holds `needle` (the event: its progress
    says the step started); returns what it read. `timeout_s` bounds the wait, it times nothing."""
    read = b""
    fd = proc.stderr.fileno()
    with selectors.DefaultSelector() as selector:
        selector.register(fd, selectors.EVENT_READ)
        deadline = time.monotonic() + timeout_s
        while needle.encode() not in read and selector.select(max(0.0, deadline - time.monotonic())):
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            read += chunk
    text = read.decode()
    assert needle in text, f"no {needle!r} in {text!r}"
    return text


def _group_alive(pgid: int) -> list[str]:
    """The commands of the live (not zombie) processes of process group `pgid`."""
    alive = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid and fields[0] != "Z":
            alive.append(_command(int(stat.parent.name)))
    return alive


def _command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


@pytest.mark.compiles
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_mid_compile_removes_the_staging_and_keeps_the_old_output(tmp_path, signum):
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    before = _tree(out)
    model = str(TESTDATA / "torch_block.mlir")
    proc = _start(["extract", model, "--inputs", SIZE_SETS["torch_block"][0][0], "-o", str(out)])
    started = _wait_for_line(proc, "to executable-configurations")  # iree-compile starts next
    proc.send_signal(signum)
    _, err = proc.communicate(timeout=60)
    err = started + err
    assert proc.returncode == 128 + signum, err
    assert "Traceback" not in err and f"terminated ({signal.Signals(signum).name})" in err
    assert _tree(out) == before  # the old output is kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # no staging folder left
    assert _group_alive(proc.pid) == []  # the compiler did not outlive it


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


@pytest.mark.compiles
def test_the_next_extract_removes_a_killed_runs_staging_but_never_a_concurrent_one(tmp_path, capsys):
    dead = tmp_path / f".out.dynbench-{_dead_pid()}-0badf00d"
    dead.mkdir()
    (dead / "shapes.json").write_text("half written")
    mine = tmp_path / ".out.dynbench-backup"  # a person's folder of a similar name: no pid, never ours
    mine.mkdir()
    live = tmp_path / ".out.dynbench-q9r8s7t6"  # a concurrent run: its lock is held
    live.mkdir()
    alive = subprocess.Popen(["sleep", "60"])  # a concurrent run whose process is alive (lock not yet taken)
    young = tmp_path / f".out.dynbench-{alive.pid}-00000000"
    young.mkdir()
    holder = _hold_lock(live)
    try:
        assert main(["extract", MATMUL, *GOOD, "-o", str(tmp_path / "out")]) == 0
        assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["out", live.name, young.name, mine.name])
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
    mine = tmp_path / "dynbench-compare-mystuff"  # a person's folder of a similar name
    mine.mkdir()
    holder = _hold_lock(live)
    try:
        with outputs.scratch_directory("dynbench-compare-") as scratch:
            assert scratch.is_dir() and oct(scratch.stat().st_mode & 0o777) == oct(0o700)
            assert sorted(p.name for p in tmp_path.iterdir()) == sorted([scratch.name, live.name, mine.name])
        assert sorted(p.name for p in tmp_path.iterdir()) == sorted([live.name, mine.name])
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


# ---------------------------------------------------------------------------
# Outputs usable read-only


def _read_only_mount_works(tmp_path: Path) -> str:
    """'' when a private read-only bind mount can be made here (as root too), else why not."""
    if shutil.which("unshare") is None:
        return "no unshare"
    probe = tmp_path / "probe"
    probe.mkdir()
    script = f"mount --make-rprivate / && mount --bind -o ro {probe} {probe} && ! touch {probe}/x 2>/dev/null"
    proc = subprocess.run(["unshare", "-m", "sh", "-c", script], capture_output=True, text=True)
    probe.rmdir()
    return "" if proc.returncode == 0 else f"cannot make a read-only bind mount: {proc.stderr.strip()}"


def _read_only(folder: Path, commands: list[list[str]], env: dict[str, str]) -> list[subprocess.CompletedProcess]:
    """Run dynbench `commands` with `folder` bind-mounted read-only over itself, in a private
    mount namespace (root ignores permission bits, not a read-only mount)."""
    results = []
    for args in commands:
        argv = " ".join(shlex_quote(a) for a in [*DYNBENCH, *args])
        script = f"mount --make-rprivate / && mount --bind -o ro {shlex_quote(str(folder))} {shlex_quote(str(folder))} && exec {argv}"
        results.append(subprocess.run(["unshare", "-m", "sh", "-c", script], capture_output=True, text=True, env=env))
    return results


def shlex_quote(text: str) -> str:
    import shlex

    return shlex.quote(text)


def test_an_output_on_a_read_only_mount_runs_queries_shows_and_builds_static_kernels_elsewhere(
    extracted, tmp_path
):
    why = _read_only_mount_works(tmp_path)
    if why:
        pytest.skip(why)
    out = tmp_path / "out"
    shutil.copytree(extracted("dyn_matmul").output, out, ignore=shutil.ignore_patterns("static"))  # none cached
    before = _tree(out)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    fast = ["--min-time", "0.02", "--repetitions", "1"]
    run, shapes, show, static = _read_only(out, [
        ["run", str(out), *fast],
        ["shapes", str(out)],
        ["show", str(out), "0", "--no-source"],
        ["run", str(out), "--flavour", "static", "--format", "csv", *fast],
    ], env)
    for proc in (run, shapes, show, static):
        assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert "dispatch" in shapes.stdout and "iree-benchmark-module" in show.stdout
    assert "static_median_us" in static.stdout.splitlines()[0]
    assert _tree(out) == before  # nothing written into DIR
    built = list((tmp_path / "cache" / "iree-dynbench" / "static").glob("*/sizes_42/*_static_benchmark.vmfb"))
    assert len(built) == 1
    # the next static run finds them there, with no model at all
    (again,) = _read_only(out, [["run", str(out), "--flavour", "static", "--format", "csv", *fast]], env)
    assert again.returncode == 0, again.stderr
    assert _tree(out) == before


def test_benchmarks_are_mapped_read_only(extracted):
    from iree_dynbench.benchmarks import BenchmarkModule

    manifest = extracted("dyn_matmul").manifest
    vmfb = extracted("dyn_matmul").output / "benchmarks.vmfb"
    module = BenchmarkModule(vmfb, manifest, device="local-sync")
    maps = [line for line in Path("/proc/self/maps").read_text().splitlines() if line.endswith(str(vmfb))]
    assert maps and all(line.split()[1].startswith("r-") for line in maps), maps
    del module


# ---------------------------------------------------------------------------
# The model pinned at extract; the files of DIR checked before use


def _copy(extracted, tmp_path: Path, name: str = "dyn_matmul") -> Path:
    out = tmp_path / "out"
    shutil.copytree(extracted(name).output, out)
    return out


def _edit_manifest(out: Path, edit) -> None:
    import json

    data = json.loads((out / "shapes.json").read_text())
    edit(data)
    (out / "shapes.json").write_text(json.dumps(data))


@pytest.mark.compiles
def test_extract_records_the_model_as_an_absolute_path_and_its_sha256(tmp_path, monkeypatch, capsys):
    import hashlib
    import json

    shutil.copy(MATMUL, tmp_path / "model.mlir")
    monkeypatch.chdir(tmp_path)
    assert main(["extract", "model.mlir", *GOOD, "-o", "out"]) == 0
    data = json.loads((tmp_path / "out" / "shapes.json").read_text())
    assert data["model"] == str(tmp_path / "model.mlir")
    assert data["model_sha256"] == hashlib.sha256((tmp_path / "model.mlir").read_bytes()).hexdigest()
    assert data["benchmarks_sha256"] == hashlib.sha256((tmp_path / "out" / "benchmarks.vmfb").read_bytes()).hexdigest()
    assert data["query_sha256"] == hashlib.sha256((tmp_path / "out" / "query.vmfb").read_bytes()).hexdigest()


@pytest.mark.compiles
@pytest.mark.parametrize("command", ["export", "run"])
def test_a_model_changed_since_extract_is_one_line_saying_to_extract_again(tmp_path, capsys, command):
    model = tmp_path / "model.mlir"
    shutil.copy(MATMUL, model)
    out = tmp_path / "out"
    assert main(["extract", str(model), *GOOD, "-o", str(out)]) == 0
    model.write_text(model.read_text() + "\n// edited\n")
    before = _tree(out)
    capsys.readouterr()
    if command == "export":
        args = ["export", str(out), "--flavour", "static", "-o", str(tmp_path / "tuner")]
    else:
        args = ["run", str(out), "--flavour", "static", "--min-time", "0.02", "--repetitions", "1"]
    assert main(args) == 2
    line = _error_line(capsys.readouterr().err)
    assert f"{model}: changed since {out} was extracted from it" in line and line.endswith("extract again")
    assert _tree(out) == before and sorted(p.name for p in tmp_path.iterdir()) == ["model.mlir", "out"]


def test_a_corrupted_benchmarks_vmfb_is_one_line_saying_to_extract_again(extracted, tmp_path, capsys):
    out = _copy(extracted, tmp_path)
    data = bytearray((out / "benchmarks.vmfb").read_bytes())
    elf = data.find(b"\x7fELF")
    assert elf > 0
    data[elf + 64 : elf + 4096] = bytes(len(data[elf + 64 : elf + 4096]))  # the embedded kernel's headers
    (out / "benchmarks.vmfb").write_bytes(bytes(data))
    assert main(["run", str(out)]) == 2  # shapes, show and export use query.vmfb, not this module
    line = _error_line(capsys.readouterr().err)
    assert "benchmarks.vmfb: changed or corrupted since extract" in line and line.endswith(f"extract {out} again")


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda d: d["dispatches"][0]["query"].update(start=999), "query layout"),
        (lambda d: d["query_results"].update(start=-5), "query_results.start is -5"),
        (lambda d: d["query_results"]["dims"].append([7, 0]), "query_results.dims names dim 0 of result 7"),
        (lambda d: d.update(schema_version="3"), 'schema_version is "3", not 3'),
        (lambda d: d.update(model_sha256="abc"), "field 'model_sha256': \"abc\" is not a sha256"),
    ],
    ids=["query-start", "results-start", "result-dim", "schema-version-string", "bad-sha256"],
)
def test_an_edited_shapes_json_is_one_error_line(extracted, tmp_path, capsys, edit, message):
    out = _copy(extracted, tmp_path)
    _edit_manifest(out, edit)
    assert main(["shapes", str(out)]) == 2
    assert message in _error_line(capsys.readouterr().err)


# ---------------------------------------------------------------------------
# --json: `-` is standard output; a symbolic link is refused


@pytest.mark.parametrize("command", ["shapes", "run"])
def test_json_dash_writes_the_json_to_stdout_and_the_rest_to_stderr(extracted, tmp_path, monkeypatch, capsys, command):
    import json

    monkeypatch.chdir(tmp_path)
    extra = ["--min-time", "0.02", "--repetitions", "1"] if command == "run" else []
    assert main([command, str(extracted("dyn_matmul").output), "--json", "-", *extra]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)  # stdout is the JSON alone
    assert ("benchmarks" in data) if command == "run" else (data["kind"] == "shape-list")
    assert "dispatch" in captured.err  # the table went to stderr
    assert list(tmp_path.iterdir()) == []  # no file named '-'


def test_shapes_json_onto_a_symbolic_link_is_refused(extracted, tmp_path, capsys):
    real = tmp_path / "real.json"
    real.write_text("old")
    (tmp_path / "link.json").symlink_to(real)
    assert main(["shapes", str(extracted("dyn_matmul").output), "--json", str(tmp_path / "link.json")]) == 2
    assert "is a symbolic link; refusing to write through it" in _error_line(capsys.readouterr().err)
    assert real.read_text() == "old" and sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "real.json"]


def test_json_onto_dev_stdout_a_pipe_is_written_in_place(extracted, tmp_path):
    import json

    proc = subprocess.run(
        [*DYNBENCH, "shapes", str(extracted("dyn_matmul").output), "--json", "/dev/stdout"],
        capture_output=True, text=True, cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    data, _ = json.JSONDecoder().raw_decode(proc.stdout)  # the JSON, then the table
    assert data["kind"] == "shape-list" and list(tmp_path.iterdir()) == []


@pytest.mark.compiles
def test_an_old_output_a_run_killed_mid_swap_set_aside_is_put_back(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    before = _tree(out)
    out.rename(tmp_path / f".out.old-{_dead_pid()}-0badf00d")  # killed between the two renames of the swap
    broken = tmp_path / "broken.mlir"
    broken.write_text("func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {\n  %0 = arith.bogus %a\n}\n")
    capsys.readouterr()
    assert main(["extract", str(broken), "--inputs", "4xf32", "-o", str(out)]) == 2
    _error_line(capsys.readouterr().err)
    assert _tree(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.mlir", "out"]


def test_sigterm_mid_compare_leaves_no_temporary_folder(extracted, tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    proc = _start(
        ["compare", MATMUL, str(extracted("dyn_matmul").output), "--min-time", "5"], env={**os.environ, "TMPDIR": str(tmp)}
    )
    started = _wait_for_line(proc, "compiling")  # into its temporary folder
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    err = started + err
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert "Traceback" not in err and "terminated (SIGTERM)" in err
    assert list(tmp.iterdir()) == []
    assert _group_alive(proc.pid) == []


def test_sigterm_while_static_kernels_compile_kills_the_compiles_and_exits(extracted, tmp_path):
    out = _copy(extracted, tmp_path, "two_dims")  # several dispatches: compiled in worker threads
    proc = _start(["run", str(out), "--flavour", "static", "--min-time", "0.02", "--repetitions", "1"])
    started = _wait_for_line(proc, "static kernel(s)")  # compiled in worker threads from here on
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    err = started + err
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert "Traceback" not in err and "terminated (SIGTERM)" in err
    assert _group_alive(proc.pid) == []  # no compile outlived it


def test_sweep_onto_a_symbolic_link_refuses_before_timing(extracted, tmp_path, capsys):
    folder = tmp_path / "sweep"
    folder.mkdir()
    (tmp_path / "precious.csv").write_text("mine")
    (folder / "sweep.csv").symlink_to(tmp_path / "precious.csv")
    args = ["sweep", str(extracted("dyn_matmul").output), "--dim", "input0.dim0=8..16", "-o", str(folder), "--no-plot"]
    assert main(args) == 2
    assert "sweep.csv is a symbolic link; refusing to write through it" in _error_line(capsys.readouterr().err)
    assert (tmp_path / "precious.csv").read_text() == "mine" and [p.name for p in folder.iterdir()] == ["sweep.csv"]


def _swap_with_a_signal_after(tmp_path, renamed: str):
    """`outputs._swap` of a new output over an old one, SIGTERM sent right after the rename of
    the directory named `renamed` ("out": the old one set aside; the staging one: the new one
    put in place); returns the staging directory."""
    from iree_dynbench.cli.signals import Terminated, terminate_cleanly

    staging = tmp_path / ".out.dynbench-1-x"
    staging.mkdir()
    (staging / "new").write_text("new")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "old").write_text("old")
    real_rename = Path.rename

    def rename_then_signal(self, target):
        result = real_rename(self, target)
        if self.name == renamed:
            os.kill(os.getpid(), signal.SIGTERM)
        return result

    with terminate_cleanly(), pytest.raises(Terminated):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(Path, "rename", rename_then_signal)
            outputs._swap(tmp_path / "out", staging)
    return staging


def test_a_signal_before_the_new_output_is_in_place_keeps_the_old_one(tmp_path):
    """Between the swap's two renames there is no output at all: a signal there waits, and the
    old output goes back; nothing is replaced."""
    staging = _swap_with_a_signal_after(tmp_path, "out")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["out", staging.name])  # staging: the caller's
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["old"]
    assert tmp_path / "out" not in outputs.written


def test_a_signal_once_the_new_output_is_in_place_leaves_it_whole_and_says_so(tmp_path):
    """A signal as the old output is removed comes too late to keep it: the new one stays, the
    signal still ends the command, and the output is recorded as written (the CLI's line names it)."""
    _swap_with_a_signal_after(tmp_path, ".out.dynbench-1-x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["new"]
    assert outputs.written[-1] == tmp_path / "out"


@pytest.mark.compiles
def test_a_file_size_limit_during_the_compile_is_named_as_such(tmp_path):
    """`ulimit -f`: the compiler dies by SIGXFSZ; one line says it was the file size limit."""
    import resource

    command = [*DYNBENCH, "extract", str(TESTDATA / "torch_block.mlir"), "--inputs", SIZE_SETS["torch_block"][0][0],
               "-o", str(tmp_path / "out")]
    proc = subprocess.run(under_limit(command, resource.RLIMIT_FSIZE, 200 * 1024, resource.RLIM_INFINITY),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines()[-1] == (
        f"error: {TESTDATA / 'torch_block.mlir'}: iree-compile was killed by SIGXFSZ: "
        "a file it wrote reached the file size limit (ulimit -f)"
    )
    assert not (tmp_path / "out").exists() and sorted(p.name for p in tmp_path.iterdir()) == []


def test_a_write_past_the_file_size_limit_is_an_error_line_not_a_silent_death(extracted, tmp_path):
    """dynbench's own writes past `ulimit -f` fail as writes (EFBIG), one error line, exit 2."""
    import resource

    out = tmp_path / "results.json"
    command = [*DYNBENCH, "run", str(extracted("torch_block").output), "--min-time", "0.01", "--repetitions", "1",
               "--json", str(out)]
    proc = subprocess.run(under_limit(command, resource.RLIMIT_FSIZE, 1024, resource.RLIM_INFINITY),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2, proc.stderr
    assert "File too large" in proc.stderr.strip().splitlines()[-1] and "Traceback" not in proc.stderr
    assert not out.exists()


@pytest.fixture
def small_disk(tmp_path):
    """A 3 MiB tmpfs (root only: skipped where it cannot be mounted), unmounted after."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small filesystem needs root")
    disk = tmp_path / "disk"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(disk)], capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], capture_output=True)


def _fill(disk: Path, leave_kib: int) -> None:
    st = os.statvfs(disk)
    (disk / "filler").write_bytes(b"\0" * max(0, st.f_bavail * st.f_frsize - leave_kib * 1024))


@pytest.mark.compiles
def test_a_full_disk_during_extract_is_named_and_leaves_nothing(small_disk):
    proc = subprocess.run(
        [*DYNBENCH, "extract", str(TESTDATA / "torch_block.mlir"), "--inputs", SIZE_SETS["torch_block"][0][0],
         "-o", str(small_disk / "out")],
        capture_output=True, text=True, env={**os.environ, "TMPDIR": str(small_disk)}, timeout=300,
    )
    assert proc.returncode == 2
    last = proc.stderr.strip().splitlines()[-1]
    assert last.startswith("error: ") and "no space left on device" in last.lower()
    assert sorted(p.name for p in small_disk.iterdir()) == []


@pytest.mark.compiles
def test_static_kernels_on_a_full_disk_fail_their_cells_and_leave_no_half_file(extracted, small_disk):
    out = small_disk / "out"
    shutil.copytree(extracted("two_dims").output, out, ignore=shutil.ignore_patterns("static"))
    _fill(small_disk, leave_kib=4)
    proc = subprocess.run(
        [*DYNBENCH, "run", str(out), "--flavour", "static", "--min-time", "0.01", "--repetitions", "1",
         "--format", "csv"],
        capture_output=True, text=True, env={**os.environ, "TMPDIR": str(small_disk), "HOME": str(small_disk)},
        timeout=300,
    )
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "static kernel failed" in proc.stderr and "no space left on device" in proc.stderr.lower()
    assert "ok" in proc.stdout  # the dynamic kernels still ran
    written = [p for p in (out / "static").rglob("*") if p.is_file()] if (out / "static").exists() else []
    for path in written:  # whatever was written is whole: a module that loads, a text that parses
        assert path.stat().st_size > 0 and not path.name.startswith(".")


def test_a_signal_whose_exception_python_swallowed_still_stops_the_command(tmp_path, monkeypatch, capsys):
    """A signal taken inside a callback whose exceptions Python ignores (a weakref's, during an
    import) must not let the command run on: it stops at the next progress line, 128 + signal,
    the old output kept. Simulated: the signal recorded as the handler records it, not raised."""
    from iree_dynbench.cli import signals
    from iree_dynbench.extraction import driver

    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    before = _tree(out)
    parse = driver.parse_shapes

    def swallowed(texts):
        signals.received.append(signal.SIGHUP)  # what the handler did before its raise was lost
        return parse(texts)

    monkeypatch.setattr(driver, "parse_shapes", swallowed)
    capsys.readouterr()
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 128 + signal.SIGHUP
    assert "terminated (SIGHUP)" in capsys.readouterr().err
    assert _tree(out) == before and sorted(p.name for p in tmp_path.iterdir()) == ["out"]


@pytest.mark.compiles
def test_ctrl_c_pressed_again_during_the_cleanup_lets_it_finish(tmp_path, monkeypatch, capsys):
    """A second Ctrl-C while the first one unwinds (removing the staging directory) is taken
    and ignored: one line, 130, the old output kept, nothing left behind, no traceback."""
    from iree_dynbench.extraction import driver

    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    before = _tree(out)
    real_rmtree = outputs.shutil.rmtree

    def interrupted(*args, **kwargs):
        os.kill(os.getpid(), signal.SIGINT)

    def pressed_again(path, *args, **kwargs):
        os.kill(os.getpid(), signal.SIGINT)
        return real_rmtree(path, *args, **kwargs)

    monkeypatch.setattr(driver, "_compiled_model", interrupted)  # inside the staging directory
    monkeypatch.setattr(outputs.shutil, "rmtree", pressed_again)
    capsys.readouterr()
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 130
    err = capsys.readouterr().err
    assert err.strip().splitlines()[-1] == "interrupted (SIGINT)" and "Traceback" not in err
    assert _tree(out) == before and sorted(p.name for p in tmp_path.iterdir()) == ["out"]


@pytest.mark.compiles
def test_a_signal_after_run_wrote_its_json_file_says_the_file_is_new(extracted, tmp_path, monkeypatch, capsys):
    """`run --json FILE` stopped once FILE is written: the line says FILE holds the new results."""
    from iree_dynbench.cli import console

    report = tmp_path / "r.json"
    report.write_text("{}")
    emit = console.emit_json

    def then_signal(path, text):
        emit(path, text)
        os.kill(os.getpid(), signal.SIGTERM)

    monkeypatch.setattr(console, "emit_json", then_signal)
    status = main(["run", str(extracted("dyn_matmul").output), "--max-time", "0.01", "--json", str(report)])
    err = capsys.readouterr().err.strip().splitlines()
    assert status == 128 + signal.SIGTERM
    assert err[-1] == f"terminated (SIGTERM); written in full before it: {report}"
    assert report.read_text() != "{}"


@pytest.mark.compiles
def test_a_sweep_stopped_while_it_draws_its_plot_keeps_its_results(extracted, tmp_path, monkeypatch, capsys):
    """The results are written before the plot is drawn: a signal while drawing leaves this
    sweep's csv and json (named on the line), no plot of the earlier sweep beside them, and
    no checkpoint (nothing is left to time)."""
    from iree_dynbench.render import sweep as render_sweep

    out = tmp_path / "sweep"
    args = ["sweep", str(extracted("dyn_matmul").output), "--dim", "input0.dim0=8..16:x2", "--min-time", "0.001",
            "--repetitions", "1", "-o", str(out)]
    assert main(args) == 0
    before = _tree(out)
    draw = render_sweep.plot_png

    def interrupted(*a, **k):
        image = draw(*a, **k)
        os.kill(os.getpid(), signal.SIGINT)
        return image

    monkeypatch.setattr(render_sweep, "plot_png", interrupted)
    capsys.readouterr()
    assert main([*args[:3], "input0.dim0=8..32:x2", *args[4:]]) == 130
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        f"interrupted (SIGINT); written in full before it: {out / 'sweep.csv'}, {out / 'sweep.json'}"
    )
    after = _tree(out)
    assert sorted(after) == ["sweep.csv", "sweep.json"]
    assert after["sweep.csv"] != before["sweep.csv"] and b"\n32," in after["sweep.csv"]


# A parent that adopts orphans and does not wait for them (PR_SET_CHILD_SUBREAPER), as a
# container's first process may be: a `kill -9` of extract's process group leaves its working
# child (the supervising parent's) a zombie with the staging folder's pid, until this reaps it.
_ADOPTING_PARENT = """
import ctypes, glob, os, signal, subprocess, sys, time
ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
os.chdir(sys.argv[1])
extract = [sys.executable, "-m", "iree_dynbench", "extract"]
killed = subprocess.Popen([*extract, sys.argv[2], "-o", "out"], start_new_session=True,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
deadline = time.monotonic() + 120  # bounds the wait for the staging folder; times nothing
while not glob.glob(".out.dynbench-*") and time.monotonic() < deadline:
    time.sleep(0.02)
os.killpg(killed.pid, signal.SIGKILL)
killed.wait()  # the supervising parent; its child is adopted here and left a zombie
print(sorted(os.listdir(".")), flush=True)
status = subprocess.run([*extract, *sys.argv[3:], "-o", "out"], capture_output=True).returncode
print(status, sorted(os.listdir(".")), flush=True)
while True:  # the zombie reaped now
    try:
        if os.waitpid(-1, os.WNOHANG)[0] == 0:
            time.sleep(0.05)
    except ChildProcessError:
        break
"""


@pytest.mark.compiles
def test_the_next_extract_removes_the_staging_of_an_extract_killed_with_its_group(tmp_path):
    """`kill -9` of a running extract's process group: its working child, whose pid names the
    staging folder, is a zombie until someone waits for it (here: never before the next extract).
    A zombie is no live run: the next extract into the same place removes the folder."""
    proc = subprocess.run(
        [sys.executable, "-c", _ADOPTING_PARENT, str(tmp_path), str(TESTDATA / "torch_block.mlir"), MATMUL, *GOOD],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    killed, after = proc.stdout.strip().splitlines()
    assert killed.startswith("['.out.dynbench-")  # what the kill left
    assert after == "0 ['out']"


def _entry_handler_probe(code: str) -> subprocess.CompletedProcess:
    prelude = (
        "import os, signal, sys\n"
        "from iree_dynbench.cli import signals\n"
        "signals.answer_signals_early()\n"
    )
    return subprocess.run([sys.executable, "-c", prelude + code], capture_output=True, text=True, timeout=60)


def test_a_signal_before_the_cli_is_loaded_is_one_line_and_its_status():
    """What `dynbench` answers while the CLI's imports run: its line, 128 + signal, once."""
    proc = _entry_handler_probe("os.kill(os.getpid(), signal.SIGTERM)\nos.kill(os.getpid(), signal.SIGINT)\nsys.exit(5)\n")
    assert proc.returncode == 128 + signal.SIGTERM
    assert proc.stderr == "terminated (SIGTERM)\n"


def test_the_entry_handler_ignores_a_signal_after_the_cli_answered_one():
    """Once the CLI took a signal (its line said), the entry handlers it puts back say nothing more."""
    proc = _entry_handler_probe(
        "signals.received.append(signal.SIGTERM)\n"
        "os.kill(os.getpid(), signal.SIGINT)\nsys.exit(7)\n"
    )
    assert proc.returncode == 7 and proc.stderr == ""


LONG_NAME = "n" * 300  # past a file system's 255 bytes


@pytest.mark.parametrize("command", [
    lambda d, out: ["run", d, "--json", f"{out}/{LONG_NAME}.json", "--min-time", "0.01"],
    lambda d, out: ["plan", d, "--json", f"{out}/{LONG_NAME}.json", "--min-time", "0.01"],
    lambda d, out: ["export", d, "-o", f"{out}/{LONG_NAME}"],
    lambda d, out: ["sweep", d, "--dim", "input0.dim0=16..32", "-o", f"{out}/{LONG_NAME}"],
    lambda d, out: ["extract", str(TESTDATA / "dyn_matmul.mlir"), "--inputs", "4x1024xf32", "--inputs", "1024x512xf32",
                    "-o", f"{out}/{LONG_NAME}"],
    lambda d, out: ["extract", str(TESTDATA / "dyn_matmul.mlir"), "--inputs", "4x1024xf32", "--inputs", "1024x512xf32",
                    "-o", f"{out}/" + "/".join(["p" * 200] * 25)],  # a path past 4096
], ids=["run --json", "plan --json", "export -o", "sweep -o", "extract -o", "extract -o (path)"])
def test_an_output_name_no_file_system_takes_is_one_error_line(extracted, tmp_path, capsys, command):
    code = main(command(str(extracted("dyn_matmul").output), str(tmp_path)))
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.strip().startswith("error: ") and "file name too long" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and os.listdir(tmp_path) == []


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs procfs")
def test_a_json_path_only_the_write_would_reject_is_refused_before_timing(extracted, capsys):
    """/proc takes no new file, whatever access() says (root): refused before anything is timed."""
    code = main(["run", str(extracted("dyn_matmul").output), "--json", "/proc/dynbench-test.json", "--min-time", "0.01"])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("error: /proc/dynbench-test.json: cannot write")
    assert "timing" not in err and "Traceback" not in err


@pytest.mark.compiles
def test_a_model_whose_relative_path_starts_with_a_dash_is_read_as_a_file(tmp_path, monkeypatch, capsys):
    """`./-m.mlir` is `-m.mlir` to pathlib: given to iree-compile as it is, it would be an option."""
    shutil.copy(MATMUL, tmp_path / "-m.mlir")
    monkeypatch.chdir(tmp_path)
    assert main(["extract", "./-m.mlir", *GOOD, "-o", "out"]) == 0, capsys.readouterr().err
    assert main(["compare", "./-m.mlir", "out", "--min-time", "0.01", "--repetitions", "1"]) == 0, capsys.readouterr().err


@pytest.mark.compiles
def test_an_extract_whose_supervising_parent_is_killed_ends_and_keeps_the_old_output(tmp_path):
    """`kill -9` of `dynbench extract` (the parent of the process that works, `cli.supervise`):
    the child must not finish on its own and replace the output no one waits for."""
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    before = _tree(out)
    proc = subprocess.Popen(
        [sys.executable, "-m", "iree_dynbench", "extract", str(TESTDATA / "torch_block.mlir"),
         "--inputs", SIZE_SETS["torch_block"][0][0], "-o", str(out)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
    )
    _wait_for_line(proc, "dispatch benchmarks for")  # the second compile: the child runs on alone from here
    proc.kill()
    proc.wait()
    deadline = time.monotonic() + 60  # bounds the wait for the child to end; times nothing
    while _group_alive(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _group_alive(proc.pid) == []
    assert _tree(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
