"""Bad input to `dynbench extract`: one line naming the culprit, exit 2, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from iree_dynbench.cli import main
from iree_dynbench.layout import MANIFEST_SCHEMA_VERSION

from support import TESTDATA

MATMUL = str(TESTDATA / "dyn_matmul.mlir")
GOOD = ["--inputs", "42x1024xf32", "--inputs", "1024x512xf32"]
TWO_PUBLIC = """
func.func @first(%a: tensor<?xf32>) -> tensor<?xf32> { return %a : tensor<?xf32> }
func.func @second(%a: tensor<?xf32>) -> tensor<?xf32> { return %a : tensor<?xf32> }
"""
BROKEN = "func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {\n  %0 = arith.bogus %a\n  return %a : tensor<?xf32>\n}\n"


def _run_extract(capsys, tmp_path: Path, args: list[str]) -> tuple[int, str, Path]:
    out = tmp_path / "out"
    status = main(["extract", *args, "-o", str(out)])
    err = capsys.readouterr().err
    return status, err, out


def _error_line(err: str) -> str:
    lines = [l for l in err.splitlines() if l.startswith("error:")]
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


def _assert_nothing_written(tmp_path: Path) -> None:
    assert sorted(p.name for p in tmp_path.iterdir() if p.name not in ("model.mlir",)) == []


@pytest.mark.parametrize(
    "args, message",
    [
        ([str(TESTDATA / "missing.mlir"), *GOOD], "missing.mlir: no such file"),
        ([str(TESTDATA), *GOOD], "testdata: is a directory, not a file"),
        (["/dev/null", *GOOD], "/dev/null: not a regular file"),
        ([MATMUL, *GOOD, "--iree-flag="], "--iree-flag is empty"),
        ([MATMUL, "--inputs", "42x1024xf32"], "takes 2 input(s)"),
        ([MATMUL, "--inputs", "42x1024xf32", "--inputs", "1024x512"], "--inputs #2 '1024x512' is not a shape"),
        ([MATMUL, "--inputs", "42x1024xf32", "--inputs", "1024xAxf32"], "--inputs #2 '1024xAxf32' is not a shape"),
        ([MATMUL, "--inputs", "42x1024xf32", "--inputs", "1024x512x1xf32"], "--inputs #2 '1024x512x1xf32' has rank 3"),
        ([MATMUL, "--inputs", "42x1024xf32", "--inputs", "1024x512xf16"], "--inputs #2 '1024x512xf16' has element type f16"),
        ([MATMUL, "--inputs", "42x1000xf32", "--inputs", "1024x512xf32"], "--inputs #1 '42x1000xf32': dim 1 is 1000"),
        ([MATMUL, "--inputs", "0x1024xf32", "--inputs", "1024x512xf32"], "--inputs #1 '0x1024xf32': dims must be positive"),
        ([MATMUL, "--function", "nope", *GOOD], "no public function named 'nope'"),
    ],
)
@pytest.mark.compiles
def test_bad_input_is_one_line_exit_2_and_writes_nothing(capsys, tmp_path, args, message):
    status, err, out = _run_extract(capsys, tmp_path, args)
    assert status == 2
    assert message in _error_line(err)
    _assert_nothing_written(tmp_path)


def test_unparsable_mlir_reports_file_line_and_column(capsys, tmp_path):
    model = tmp_path / "model.mlir"
    model.write_text(BROKEN)
    status, err, _ = _run_extract(capsys, tmp_path, [str(model), "--inputs", "4xf32"])
    assert status == 2
    assert f"{model}:2:" in _error_line(err)
    _assert_nothing_written(tmp_path)


@pytest.mark.compiles
def test_several_public_functions_need_function(capsys, tmp_path):
    model = tmp_path / "model.mlir"
    model.write_text(TWO_PUBLIC)
    status, err, _ = _run_extract(capsys, tmp_path, [str(model), "--inputs", "4xf32"])
    assert status == 2
    line = _error_line(err)
    assert "2 public functions" in line and "--function" in line
    _assert_nothing_written(tmp_path)


@pytest.mark.compiles
def test_a_model_with_no_public_function_says_there_is_nothing_to_extract(capsys, tmp_path):
    model = tmp_path / "model.mlir"
    model.write_text("module {\n}\n")
    status, err, _ = _run_extract(capsys, tmp_path, [str(model)])
    assert status == 2
    line = _error_line(err)
    assert "no public function to extract" in line and "--function" not in line
    _assert_nothing_written(tmp_path)


def test_existing_directory_that_is_not_dynbench_output_is_kept(capsys, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "precious.txt").write_text("keep me")
    status = main(["extract", MATMUL, *GOOD, "-o", str(out)])
    err = capsys.readouterr().err
    assert status == 2
    assert "not a dynbench output directory" in _error_line(err)
    assert (out / "precious.txt").read_text() == "keep me"
    assert sorted(p.name for p in out.iterdir()) == ["precious.txt"]


@pytest.mark.compiles
def test_previous_dynbench_output_is_replaced(capsys, tmp_path):
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    (written,) = (out / "dispatches").iterdir()  # recorded in its shapes.json: dynbench's to replace
    written.write_text("from an earlier run")
    assert main(["extract", MATMUL, "--inputs", "7x1024xf32", "--inputs", "1024x512xf32", "-o", str(out)]) == 0
    assert written.read_text() != "from an earlier run"
    assert "7x1024xf32" in (out / "shapes.json").read_text()
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_a_file_the_previous_extract_did_not_record_is_a_persons_and_is_kept(capsys, tmp_path):
    """Ownership goes by what the previous extract recorded (its shapes.json), not by the
    shape of a name: `dispatches/my_experiment_benchmark.mlir` is a person's experiment."""
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    mine = out / "dispatches" / "my_experiment_benchmark.mlir"
    mine.write_text("my experiment")
    assert main(["extract", MATMUL, "--inputs", "7x1024xf32", "--inputs", "1024x512xf32", "-o", str(out)]) == 2
    assert "dispatches/my_experiment_benchmark.mlir, which dynbench did not write" in capsys.readouterr().err
    assert mine.read_text() == "my experiment"


def test_large_previous_output_is_recognised_and_replaced(capsys, tmp_path, extracted):
    """The generator key sits at the end of a big manifest; it is still found."""
    import shutil

    out = tmp_path / "out"
    shutil.copytree(extracted("torch_block").output, out)
    assert (out / "shapes.json").stat().st_size > 4096
    assert main(["extract", str(TESTDATA / "torch_block.mlir"), "--inputs", "1x5x64xf32", "-o", str(out)]) == 0
    assert "1x5x64xf32" in (out / "shapes.json").read_text()


@pytest.mark.compiles
def test_sizes_outside_the_asserted_range_are_refused_before_anything_is_written(capsys, tmp_path):
    status, err, _ = _run_extract(capsys, tmp_path, [str(TESTDATA / "torch_block.mlir"), "--inputs", "17x33x64xf32"])
    assert status == 2
    assert "input0.dim0 = 17 is outside the range the model assumes for it (1..16)" in _error_line(err)
    _assert_nothing_written(tmp_path)


def test_output_under_a_regular_file_is_one_line(capsys, tmp_path):
    (tmp_path / "afile").write_text("")
    status = main(["extract", MATMUL, *GOOD, "-o", str(tmp_path / "afile" / "sub")])
    assert status == 2
    assert "is not a directory" in _error_line(capsys.readouterr().err)
    assert [p.name for p in tmp_path.iterdir()] == ["afile"]


@pytest.mark.compiles
def test_missing_output_parents_are_removed_when_extract_fails(capsys, tmp_path):
    status = main(["extract", MATMUL, "--inputs", "42x1024xf32", "-o", str(tmp_path / "a" / "b" / "out")])
    assert status == 2
    assert list(tmp_path.iterdir()) == []


def test_a_damaged_manifest_is_one_line(capsys, tmp_path, extracted):
    import shutil

    out = tmp_path / "out"
    shutil.copytree(extracted("dyn_matmul").output, out)
    (out / "shapes.json").write_text(f'{{"generator": "iree-dynbench", "schema_version": {MANIFEST_SCHEMA_VERSION}}}')
    status = main(["run", str(out)])
    assert status == 2
    assert "not a readable dynbench shapes.json" in _error_line(capsys.readouterr().err)


def test_an_output_of_an_older_schema_says_extract_again(capsys, tmp_path, extracted):
    import json
    import shutil

    out = tmp_path / "out"
    shutil.copytree(extracted("dyn_matmul").output, out)
    data = json.loads((out / "shapes.json").read_text())
    (out / "shapes.json").write_text(json.dumps({**data, "schema_version": 1}))
    for command in (["run", str(out)], ["shapes", str(out)], ["show", str(out), "0"]):
        assert main(command) == 2
        line = _error_line(capsys.readouterr().err)
        assert "schema version 1" in line and line.endswith("extract again")


@pytest.mark.compiles
def test_previous_output_holding_a_users_file_is_kept(capsys, tmp_path):
    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    (out / "notes.txt").write_text("mine")
    before = sorted(p.name for p in out.iterdir())
    status = main(["extract", MATMUL, "--inputs", "7x1024xf32", "--inputs", "1024x512xf32", "-o", str(out)])
    assert status == 2
    assert "holds notes.txt, which dynbench did not write" in _error_line(capsys.readouterr().err)
    assert sorted(p.name for p in out.iterdir()) == before
    assert "42x1024xf32" in (out / "shapes.json").read_text()


def test_output_that_is_a_symbolic_link_is_not_followed(capsys, tmp_path):
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "link").symlink_to(real)
    status = main(["extract", MATMUL, *GOOD, "-o", str(tmp_path / "link")])
    assert status == 2
    assert "is a symbolic link" in _error_line(capsys.readouterr().err)
    assert list(real.iterdir()) == []


def test_unknown_compiler_flag_is_one_line(capsys, tmp_path):
    status, err, _ = _run_extract(capsys, tmp_path, [MATMUL, *GOOD, "--iree-flag=--iree-no-such-flag"])
    assert status == 2
    assert "--iree-no-such-flag" in _error_line(err)
    _assert_nothing_written(tmp_path)


@pytest.mark.parametrize(
    "flag",
    [
        "--compile-to=flow", "-compile-to=flow", "--emit-mlir-bytecode",
        "--iree-vm-bytecode-module-output-format=mlir-text", "--compile-mode=precompile",
        "--dump-compilation-phases-to=/tmp/phases",
    ],
)
def test_a_compiler_flag_the_driver_sets_itself_is_refused(capsys, tmp_path, flag):
    """Extract compiles in phases, to outputs it reads back: such a flag would break a compile midway."""
    status, err, _ = _run_extract(capsys, tmp_path, [MATMUL, *GOOD, f"--iree-flag={flag}"])
    assert status == 2
    assert f"--iree-flag={flag}: extract compiles in phases of its own" in _error_line(err)
    assert f"cannot take {flag.split('=')[0]}" in _error_line(err)
    _assert_nothing_written(tmp_path)


def test_an_older_extracts_recorded_flags_are_not_checked_again():
    """Only extract's own --iree-flag is refused: the flags an older extract recorded in
    shapes.json (which export and the static flavour reuse) are taken as they are."""
    from iree_dynbench.extraction.compiler import CompileOptions

    options = CompileOptions("llvm-cpu", ("--compile-to=flow",))
    assert "--compile-to=flow" in options.flags


def test_a_file_a_person_writes_into_dir_while_extract_runs_survives(tmp_path):
    """DIR is checked again at the swap: the person's file is kept, with the old output, and
    the error says that nothing was replaced."""
    from iree_dynbench import DynbenchError, extract

    out = tmp_path / "out"
    assert main(["extract", MATMUL, *GOOD, "-o", str(out)]) == 0
    before = (out / "shapes.json").read_text()

    def meanwhile(line: str) -> None:
        if line.startswith("compiling") and "dispatch benchmarks" in line:
            (out / "notes.txt").write_text("written while extract ran")

    sizes = ["7x1024xf32", "1024x512xf32"]
    with pytest.raises(DynbenchError, match="gained notes.txt while this run worked.*nothing replaced"):
        extract(MATMUL, sizes, output=out, progress=meanwhile)
    assert (out / "notes.txt").read_text() == "written while extract ran"
    assert (out / "shapes.json").read_text() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
