"""What dynbench may overwrite, for every command that writes (outputs.py). Extract's own cases
are in test_extract_errors; how a failing IREE tool is reported, in test_iree_tools."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from iree_dynbench.cli import main

MODEL = "dyn_matmul"
FAST = ["--min-time", "0.02", "--repetitions", "2"]


def _error_line(capsys) -> str:
    err = capsys.readouterr().err
    lines = [l for l in err.splitlines() if l.startswith("error:")]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def _export(extracted, output) -> int:
    return main(["export", str(extracted(MODEL).output), "--flavour", "dynamic", "-o", str(output)])


def _hidden(folder) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.startswith(".")]


def test_export_keeps_a_previous_export_that_holds_a_users_file(extracted, tmp_path, capsys):
    target = tmp_path / "tuner"
    assert _export(extracted, target) == 0
    (target / "notes.txt").write_text("mine")
    before = sorted(p.name for p in target.iterdir())
    assert _export(extracted, target) == 2
    assert "holds notes.txt, which dynbench did not write" in _error_line(capsys)
    assert sorted(p.name for p in target.iterdir()) == before and (target / "notes.txt").read_text() == "mine"
    assert _hidden(tmp_path) == []


def test_export_does_not_follow_a_symbolic_link(extracted, tmp_path, capsys):
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "link").symlink_to(real)
    assert _export(extracted, tmp_path / "link") == 2
    assert "is a symbolic link" in _error_line(capsys)
    assert list(real.iterdir()) == [] and (tmp_path / "link").is_symlink()


def test_export_under_a_regular_file_is_one_line_and_writes_nothing(extracted, tmp_path, capsys):
    (tmp_path / "afile").write_text("")
    assert _export(extracted, tmp_path / "afile" / "sub") == 2
    assert "is not a directory" in _error_line(capsys)
    assert [p.name for p in tmp_path.iterdir()] == ["afile"]


def test_json_file_is_replaced_whole_and_leaves_no_temporary_file(extracted, tmp_path, capsys):
    target = tmp_path / "run.json"
    target.write_text("old")
    os.chmod(target, 0o640)
    assert main(["run", str(extracted(MODEL).output), "--json", str(target), *FAST]) == 0
    assert json.loads(target.read_text())["benchmarks"]
    assert oct(target.stat().st_mode & 0o777) == oct(0o640)  # the file's mode is kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.json"]


def test_json_file_through_a_symbolic_link_is_refused_before_timing(extracted, tmp_path, capsys):
    """Issue 10: a link could point anywhere, and the file it names would be overwritten
    (this test once asserted the opposite: the link was followed)."""
    real = tmp_path / "real.json"
    real.write_text("old")
    (tmp_path / "link.json").symlink_to(real)
    assert main(["run", str(extracted(MODEL).output), "--json", str(tmp_path / "link.json"), *FAST]) == 2
    assert "link.json is a symbolic link; refusing to write through it" in _error_line(capsys)
    assert (tmp_path / "link.json").is_symlink() and real.read_text() == "old"


def test_sweep_writes_into_a_users_directory_and_keeps_its_files(extracted, tmp_path, capsys):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    args = ["sweep", str(extracted(MODEL).output), "--dim", "input0.dim0=8..16", "-o", str(folder), "--no-plot", *FAST]
    assert main(args) == 0
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt", "sweep.csv", "sweep.json"]
    assert (folder / "notes.txt").read_text() == "mine"
    assert main(args) == 0  # its own sweep files, replaced by the next sweep


@pytest.mark.parametrize("name", ["sweep.csv", "sweep.json"])
def test_sweep_refuses_to_overwrite_a_persons_sweep_files(name, extracted, tmp_path, capsys):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / name).write_text("my own results")
    args = ["sweep", str(extracted(MODEL).output), "--dim", "input0.dim0=8..16", "-o", str(folder), "--no-plot", *FAST]
    assert main(args) == 2
    assert "is not from a dynbench sweep" in capsys.readouterr().err
    assert (folder / name).read_text() == "my own results"


@pytest.mark.skipif(not os.path.isdir("/dev/shm"), reason="needs /dev/shm")
def test_a_link_under_dev_to_a_persons_file_is_refused_like_any_link(extracted, tmp_path, capsys):
    """Only the process's own stream names (/dev/stdout, /dev/fd/N) are written in place: a link
    that sits in /dev/shm and leads to a file is a link to a file."""
    victim = tmp_path / "mine.txt"
    victim.write_text("precious")
    link = f"/dev/shm/dynbench-test-{os.getpid()}"
    os.symlink(victim, link)
    try:
        assert main(["shapes", str(extracted("dyn_matmul").output), "--json", link]) == 2
    finally:
        os.unlink(link)
    assert "symbolic link" in capsys.readouterr().err
    assert victim.read_text() == "precious"


def test_a_file_the_earlier_sweep_did_not_write_survives_the_next_sweep(extracted, tmp_path, capsys):
    """sweep.json lists what its sweep wrote: a sweep.png a person put beside a `--no-plot`
    sweep is theirs; the next sweep refuses it (plotting) and keeps it (not plotting)."""
    folder = tmp_path / "sweep"
    args = ["sweep", str(extracted(MODEL).output), "--dim", "input0.dim0=8..16", "-o", str(folder), *FAST]
    assert main([*args, "--no-plot"]) == 0
    assert json.loads((folder / "sweep.json").read_text())["files"] == ["sweep.csv", "sweep.json"]
    (folder / "sweep.png").write_text("my own plot")
    capsys.readouterr()
    assert main(args) == 2
    assert "sweep.png is not from the earlier sweep" in capsys.readouterr().err
    assert main([*args, "--no-plot"]) == 2
    assert (folder / "sweep.png").read_text() == "my own plot"


def test_sweep_s_files_in_a_directory_are_checked_where_every_output_is(tmp_path):
    """`outputs.check_output_files`: of sweep's files already in `-o`, each must be one the earlier
    sweep's record lists; a person's file beside them is no concern of it."""
    from iree_dynbench.errors import DynbenchError
    from iree_dynbench.layout import GENERATOR, SWEEP_KIND
    from iree_dynbench.outputs import SWEEP_OUTPUT, check_output_files

    record = {"generator": GENERATOR, "kind": SWEEP_KIND, "files": ["sweep.csv", "sweep.json"]}
    (tmp_path / "sweep.json").write_text(json.dumps(record))
    (tmp_path / "notes.txt").write_text("mine")
    check_output_files(tmp_path, SWEEP_OUTPUT)
    (tmp_path / "sweep.png").write_text("my own plot")
    with pytest.raises(DynbenchError, match=r"sweep\.png is not from the earlier sweep \(sweep\.json does not list it\); "
                                            r"give sweep another -o directory, or remove it$"):
        check_output_files(tmp_path, SWEEP_OUTPUT)


def test_a_file_written_just_after_the_last_check_survives_the_swap(tmp_path, monkeypatch):
    """A person's file that lands in the old output after the check before the swap is seen
    once the old output is set aside: it is put back untouched and nothing is replaced."""
    from iree_dynbench import outputs
    from iree_dynbench.errors import DynbenchError

    target, staging = tmp_path / "out", tmp_path / ".staging"
    for folder, text in ((target, "old"), (staging, "new")):
        folder.mkdir()
        (folder / "a").write_text(text)
    owner = outputs.OwnedDirectory("x", lambda path: True, lambda path: (lambda relative, is_dir: relative == "a"))
    real, checks = outputs._foreign, []

    def then_a_person_writes(where, ours, prefix=""):
        found = real(where, ours, prefix)
        if not checks:
            (target / "late.txt").write_text("mine")
        checks.append(where)
        return found

    monkeypatch.setattr(outputs, "_foreign", then_a_person_writes)
    with pytest.raises(DynbenchError, match="gained late.txt while this run worked"):
        outputs._swap(target, staging, owner)
    assert (target / "late.txt").read_text() == "mine" and (target / "a").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == [".staging", "out"]


def test_only_an_output_set_aside_by_a_killed_run_is_put_back(tmp_path):
    """`.out.old-<pid>-<8 hex>` of a dead process is the old output a killed swap left: it is
    put back; a person's `.out.old-<pid>-mystuff` is not touched."""
    from iree_dynbench import outputs

    dead = 4_194_303  # above Linux's pid_max: no such process
    theirs = tmp_path / f".out.old-{dead}-mystuff"
    theirs.mkdir()
    outputs._restore_aside(tmp_path / "out")
    assert theirs.is_dir() and not (tmp_path / "out").exists()
    ours = tmp_path / f".out.old-{dead}-0123abcd"
    ours.mkdir()
    outputs._restore_aside(tmp_path / "out")
    assert (tmp_path / "out").is_dir() and not ours.exists() and theirs.is_dir()


def test_an_edited_index_json_does_not_make_a_persons_files_the_exports():
    """Ownership by record, and by the names an export gives its files: `notes.txt` or
    `mydir/a.txt` listed in a hand-edited index.json stay a person's."""
    from iree_dynbench.layout import ExportDir

    owned = ExportDir.owned_paths(["notes.txt", "mydir/a.txt", "sizes_42/main_dispatch_0_static_benchmark.mlir"])
    assert not owned("notes.txt", False) and not owned("mydir", True) and not owned("mydir/a.txt", False)
    assert owned("sizes_42", True) and owned("sizes_42/main_dispatch_0_static_benchmark.mlir", False)


def test_an_output_file_may_not_be_an_input_or_inside_the_extract(tmp_path, capsys):
    log = tmp_path / "traffic.log"
    log.write_text("7x64xf32 5x9xf32 64x32xf32\n")
    assert main(["plan", str(tmp_path / "dir"), "--sizes", str(log), "--json", str(log)]) == 2
    assert "is a file this command reads" in capsys.readouterr().err and log.read_text().startswith("7x64")
    (tmp_path / "dir").mkdir()
    assert main(["plan", str(tmp_path / "dir"), "--sizes", str(log), "--json", str(tmp_path / "dir" / "shapes.json")]) == 2
    assert "is inside" in capsys.readouterr().err and list((tmp_path / "dir").iterdir()) == []


def test_a_fifo_in_place_of_the_configured_ir_is_refused_without_blocking(tmp_path):
    from iree_dynbench.errors import DynbenchError
    from iree_dynbench.tune.configured_ir import parse

    fifo = tmp_path / "model.configured.mlir"
    os.mkfifo(fifo)
    with pytest.raises(DynbenchError, match="not a file; extract again"):
        parse(fifo)


@pytest.mark.parametrize("command", [
    ["export", "{dir}", "-o", "{dir}/tuner"],
    ["sweep", "{dir}", "--dim", "input0.dim0=8..16", "--no-plot", "-o", "{dir}/sweep"],
])
def test_an_output_folder_inside_the_extract_it_reads_is_refused(extracted, tmp_path, capsys, command):
    """Its next extract into the folder would refuse the files it did not write."""
    out = tmp_path / "m"
    shutil.copytree(extracted("dyn_matmul").output, out)
    before = sorted(p.name for p in out.iterdir())
    assert main([a.format(dir=out) for a in command]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is inside" in err and sorted(p.name for p in out.iterdir()) == before


def test_a_json_file_under_a_file_names_the_file_that_is_not_a_directory(extracted, tmp_path, capsys):
    (tmp_path / "f").write_text("hi\n")
    assert main(["shapes", str(extracted("dyn_matmul").output), "--json", str(tmp_path / "f" / "x.json")]) == 2
    assert f"cannot write (not a directory {tmp_path / 'f'})" in capsys.readouterr().err


def test_a_staging_folder_whose_pid_is_another_process_now_is_removed(tmp_path):
    """A killed run's folder, last changed an hour ago, named with a pid that a process started
    since then has taken: that process is not its run (a run starts before its folder). The
    folder of a process that started before it is a live run's: kept."""
    import subprocess

    from iree_dynbench import outputs

    later = subprocess.Popen(["sleep", "60"])
    try:
        reused = tmp_path / f".out.dynbench-{later.pid}-0badf00d"
        reused.mkdir()
        (reused / "shapes.json").write_text("half written")
        hour_ago = reused.stat().st_mtime - 3600
        os.utime(reused, (hour_ago, hour_ago))
        live = tmp_path / f".out.dynbench-{later.pid}-00000000"  # made now, by the live `later` as far as one can tell
        live.mkdir()
        outputs.remove_leftovers(tmp_path, ".out.dynbench-")
        assert sorted(p.name for p in tmp_path.iterdir()) == [live.name]
    finally:
        later.kill()
        later.wait()
