"""A damaged file of DIR is one error line naming it and saying to extract again, for every
command that reads it: `model.configured.mlir` (`shapes`, `show`, `export` read the kernels from
it), `query.vmfb` (every command queries the sizes) and `benchmarks.vmfb` (`run`)."""

from __future__ import annotations

import shutil

import pytest

from iree_dynbench.cli import main

MODEL = "two_dims"


def _damage(path, how: str) -> None:
    text = path.read_bytes()
    if how == "truncated":
        path.write_bytes(text[: len(text) // 3])
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "missing":
        path.unlink()
    else:  # not UTF-8
        path.write_bytes(b"\xff\xfe" + text)


@pytest.mark.parametrize("how", ["truncated", "empty", "missing", "not UTF-8"])
@pytest.mark.parametrize("command", [["shapes"], ["show", "0"], ["export", "--flavour", "dynamic"]])
def test_a_damaged_configured_ir_is_one_error_line_saying_to_extract_again(command, how, extracted, tmp_path, capsys):
    out = tmp_path / "out"
    shutil.copytree(extracted(MODEL).output, out)
    _damage(out / "model.configured.mlir", how)
    args = [command[0], str(out), *command[1:]]
    if command[0] == "export":
        args += ["-o", str(tmp_path / "tuner")]
    assert main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"error: {out / 'model.configured.mlir'}:") and err[0].endswith("extract again")


def _damage_binary(path, how: str) -> None:
    data = path.read_bytes()
    if how == "truncated":
        path.write_bytes(data[:500])
    elif how == "empty":
        path.write_bytes(b"")
    else:  # garbage of the same size
        path.write_bytes(bytes((b * 7 + 3) % 256 for b in data))


@pytest.mark.parametrize("how", ["truncated", "empty", "garbage"])
@pytest.mark.parametrize(("file", "command"), [
    ("query.vmfb", ["shapes"]), ("query.vmfb", ["show", "0"]), ("query.vmfb", ["run", "--max-time", "0.01"]),
    ("benchmarks.vmfb", ["run", "--max-time", "0.01"]),
])
def test_a_damaged_module_is_one_error_line_saying_to_extract_again(file, command, how, extracted, tmp_path, capsys):
    out = tmp_path / "out"
    shutil.copytree(extracted(MODEL).output, out)
    _damage_binary(out / file, how)
    assert main([command[0], str(out), *command[1:]]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"error: {out / file}:") and "extract" in err[0] and "again" in err[0]
