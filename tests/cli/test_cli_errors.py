"""The error boundary: what the user can fix is one `error:` line and exit status 2, printed as text.

Each test triggers a leak the boundary once had, for real: a path with `[x]`
(rich markup), a model changed since extract (the static specialization pass
fails), model runs that do not add up (the oracle's error in compare).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from iree_dynbench import DynbenchError
from iree_dynbench.cli import main
from iree_dynbench.run.compare import pool
from iree_dynbench.run.model_timing import sample_model

from support import SIZE_SETS, TESTDATA

FAST = ["--min-time", "0.02", "--repetitions", "1"]


def _one_error_line(captured) -> str:
    err = captured.err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.startswith("error: ")]
    assert len(lines) == 1, err
    return lines[0]


def _with_model(extracted, tmp_path: Path, name: str, model: Path) -> Path:
    """A copy of `name`'s extract output whose shapes.json was edited to name another `model`,
    with that model's sha256 (the recorded one refuses the other model before any pass runs,
    test_hardening_files), so the kernels really are specialized and fail."""
    out = tmp_path / f"copy-{name}"
    shutil.copytree(extracted(name).output, out)
    manifest = json.loads((out / "shapes.json").read_text())
    manifest["model"] = str(model)
    manifest["model_sha256"] = hashlib.sha256(model.read_bytes()).hexdigest()
    (out / "shapes.json").write_text(json.dumps(manifest))
    return out


def test_a_path_with_brackets_is_printed_as_it_is_in_an_error(tmp_path, capsys):
    missing = tmp_path / "runs[x]" / "[bold]out"
    assert main(["run", str(missing)]) == 2
    assert str(missing) in _one_error_line(capsys.readouterr())


@pytest.mark.compiles
def test_a_path_with_brackets_is_printed_as_it_is_in_progress_and_results(tmp_path, capsys):
    output = tmp_path / "out[x]"
    assert main(["extract", str(TESTDATA / "dyn_matmul.mlir"), *(a for s in SIZE_SETS["dyn_matmul"][0]
                 for a in ("--inputs", s)), "-o", str(output)]) == 0
    assert f"to {output}" in capsys.readouterr().out


def test_export_static_of_a_model_changed_since_extract_is_one_error_line(extracted, tmp_path, capsys):
    out = _with_model(extracted, tmp_path, "dyn_matmul", TESTDATA / "two_dims.mlir")
    assert main(["export", str(out), "--flavour", "static", "-o", str(tmp_path / "tuner")]) == 2
    line = _one_error_line(capsys.readouterr())
    assert "two_dims.mlir: cannot specialize its kernels" in line and "changed since" in line
    assert not (tmp_path / "tuner").exists()


def test_run_static_of_a_model_changed_since_extract_is_that_rows_static_error(extracted, tmp_path, capsys):
    out = _with_model(extracted, tmp_path, "dyn_matmul", TESTDATA / "two_dims.mlir")
    assert main(["run", str(out), "--flavour", "static", "--format", "csv", *FAST]) == 1
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert "static kernel failed: static kernel not built:" in captured.err
    assert "cannot specialize its kernels" in captured.err
    assert "ok" in captured.out  # the dynamic kernel still ran


def test_batches_of_model_runs_that_dispatch_differently_are_a_dynbench_error(model_vmfb):
    """`compare` pools its batches of model runs in `pool`; batches that do not dispatch alike
    (here, really, two different models) are a user-facing error, not the oracle's."""
    batches = [
        sample_model(model_vmfb(name), SIZE_SETS[name][0], runs=2)
        for name in ("dyn_matmul", "two_dims")
    ]
    with pytest.raises(DynbenchError, match="failed: batches of model runs dispatch differently"):
        pool(batches, TESTDATA / "dyn_matmul.mlir", SIZE_SETS["dyn_matmul"][0])


def test_user_text_is_printed_as_it_is_without_emoji_codes(tmp_path, capsys):
    """Rich turns `:fire:` into an emoji unless told not to: an error line would name a path that does not exist."""
    missing = tmp_path / "x:fire:y"
    assert main(["run", str(missing)]) == 2
    assert str(missing) in capsys.readouterr().err
    assert main(["extract", str(TESTDATA / "dyn_matmul.mlir"), "--inputs", "[b]x:fire:y", "-o", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "'[b]x:fire:y'" in err, err


def test_tables_turned_to_text_print_names_as_they_are():
    from rich.table import Table

    from iree_dynbench.render.tables import to_text

    table = Table("name")
    table.add_row("main_dispatch_0 [b]x:fire:y")
    assert "main_dispatch_0 [b]x:fire:y" in to_text(table)


_DYNBENCH = [sys.executable, "-c", "from iree_dynbench.cli import entry; entry()"]


@pytest.mark.compiles
@pytest.mark.parametrize(
    ("stdout", "status", "message"),
    [
        ("closed", 2, "error: standard output is closed"),
        ("/dev/full", 2, "error: cannot write to standard output (No space left on device)"),
    ],
)
def test_a_closed_or_full_stdout_is_one_line_and_exit_2(stdout, status, message, extracted):
    out = str(extracted("dyn_matmul").output)
    redirect = ">&-" if stdout == "closed" else f"> {stdout}"  # as the shell does it
    command = ["bash", "-c", f'exec "$@" {redirect}', "bash", *_DYNBENCH, "shapes", out]
    done = subprocess.run(command, stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == status
    assert done.stderr.strip().splitlines() == [message]


@pytest.mark.compiles
def test_a_reader_that_goes_away_ends_the_command_quietly_with_141(extracted):
    out = str(extracted("dyn_matmul").output)
    done = subprocess.run(
        ["bash", "-c", 'set -o pipefail; "$@" | head -c 1 > /dev/null', "bash", *_DYNBENCH, "shapes", out, "--json", "-"],
        stderr=subprocess.PIPE, text=True, timeout=120,
    )
    assert done.returncode in (0, 141)  # 0: the whole output fit the pipe before the reader left
    assert "Traceback" not in done.stderr


def test_run_on_a_file_says_it_is_a_file(tmp_path, capsys):
    path = tmp_path / "results.json"
    path.write_text("{}")
    assert main(["run", str(path)]) == 2
    assert "is a file, not the directory of an extract output" in capsys.readouterr().err


@pytest.mark.parametrize("flag", ["--help", "-h", "--version"])
def test_a_flag_that_makes_the_compiler_compile_nothing_is_refused(flag, tmp_path, capsys):
    args = ["extract", str(TESTDATA / "dyn_matmul.mlir"), *(a for s in SIZE_SETS["dyn_matmul"][0] for a in ("--inputs", s))]
    assert main([*args, "-o", str(tmp_path / "out"), f"--iree-flag={flag}"]) == 2
    assert "compile nothing" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_a_temporary_folder_that_does_not_exist_is_named(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("TMPDIR", str(tmp_path / "gone"))
    args = ["extract", str(TESTDATA / "dyn_matmul.mlir"), *(a for s in SIZE_SETS["dyn_matmul"][0] for a in ("--inputs", s))]
    assert main([*args, "-o", str(tmp_path / "out")]) == 2
    assert f"TMPDIR={tmp_path / 'gone'}: no such directory" in capsys.readouterr().err


def test_a_temporary_folder_whose_path_has_a_space_is_refused_before_the_compile(tmp_path, capsys, monkeypatch):
    """IREE's linker splits such a path: the compile would fail late, blaming the model."""
    (tmp_path / "with space").mkdir()
    monkeypatch.setenv("TMPDIR", str(tmp_path / "with space"))
    args = ["extract", str(TESTDATA / "dyn_matmul.mlir"), *(a for s in SIZE_SETS["dyn_matmul"][0] for a in ("--inputs", s))]
    assert main([*args, "-o", str(tmp_path / "out")]) == 2
    assert f"TMPDIR={tmp_path / 'with space'}: a path with a space" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("returncode, stderr, full, cause", [
    (-25, "", False, "iree-compile was killed by SIGXFSZ: a file it wrote reached the file size limit (ulimit -f)"),
    (-9, "", False, "iree-compile was killed by SIGKILL: killed (out of memory, or by another process)"),
    (-77, "", False, "iree-compile was killed by signal 77"),
    (1, "LLVM ERROR: IO failure on output stream: No space left on device", False,
     "iree-compile: no space left on device (where it writes its output, or $TMPDIR)"),
    (1, "error: write failed: File too large", False,
     "iree-compile: a file it wrote reached the file size limit (ulimit -f)"),
    (1, "mm.mlir: error opening input file", True, "iree-compile: no space left on device (where it writes its output, or $TMPDIR)"),
    (1, "mm.mlir: error opening input file", False, None),  # a file that is not there: the compiler's own words
    (1, "mm.mlir:3:7: error: 'arith.addf' op requires the same type", True, None),  # the model's, whatever the disk
])
def test_a_compile_failure_of_the_machine_is_named_for_its_cause(returncode, stderr, full, cause):
    from iree_dynbench.extraction.compiler import _cause

    assert _cause(returncode, stderr, lambda: full) == cause


@pytest.mark.parametrize(
    "command, message",
    [
        (["show", "{out}", ""], "dispatch must not be empty"),
        (["shapes", "{out}", "--filter", ""], "--filter must not be empty"),
        (["run", "{out}", "--device", ""], "--device must not be empty"),
        (["sweep", "{out}", "--dim", "input0.dim0=4..8", "--filter", ""], "--filter must not be empty"),
        (["sweep", "{out}", "--inputs", ""], "--inputs set #1 is empty: give one shape per input, comma-separated"),
        (["export", "{out}", "--filter", "", "-o", "{tmp}/export"], "--filter must not be empty"),
        (["extract", "{model}", "--function", "", "-o", "{tmp}/again"], "--function must not be empty"),
        (["extract", "{model}", "--target-chip", "", "-o", "{tmp}/again"], "--target-chip must not be empty"),
    ],
    ids=["show-dispatch", "shapes-filter", "run-device", "sweep-filter", "sweep-inputs", "export-filter",
         "extract-function", "extract-chip"],
)
def test_an_empty_value_is_one_error_line_naming_it(command, message, extracted, tmp_path, capsys):
    out = extracted("dyn_matmul").output
    args = [a.format(out=out, tmp=tmp_path, model=TESTDATA / "dyn_matmul.mlir") for a in command]
    if command[0] == "extract":
        args[2:2] = [a for s in SIZE_SETS["dyn_matmul"][0] for a in ("--inputs", s)]
    assert main(args) == 2
    assert _one_error_line(capsys.readouterr()) == f"error: {message}"
    assert not (tmp_path / "export").exists() and not (tmp_path / "again").exists()


def test_run_refuses_a_bad_device_tolerance_without_workers_too(extracted, capsys):
    out = str(extracted("dyn_matmul").output)
    assert main(["run", out, "--device-tolerance", "-1"]) == 2
    assert _one_error_line(capsys.readouterr()) == "error: --device-tolerance must be between 0 and 1, got -1.0"
