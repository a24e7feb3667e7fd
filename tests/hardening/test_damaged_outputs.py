"""A damaged file of DIR is one error line naming it and saying to extract again, for every
command that reads it: `model.configured.mlir` (`shapes`, `show`, `export` read the kernels from
it), `query.vmfb` (every command queries the sizes) and `benchmarks.vmfb` (`run`)."""

from __future__ import annotations

import shutil

import pytest

from iree_dynbench.cli import main

from support import SIZE_SETS

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
    elif how == "one byte changed":  # what crashed the VM in the middle of query.vmfb's bytecode
        changed = bytearray(data)
        changed[len(data) // 2] ^= 0x5A
        path.write_bytes(bytes(changed))
    else:  # garbage of the same size
        path.write_bytes(bytes((b * 7 + 3) % 256 for b in data))


@pytest.mark.parametrize("how", ["truncated", "empty", "garbage", "one byte changed"])
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


# ------------------------------------------------------------- the whole matrix: file x damage x command

# What each command reads of DIR: every command opens shapes.json and the two modules' files
# (`manifest.open_output`) and queries query.vmfb; those that time load benchmarks.vmfb; those
# that show or export kernels read model.configured.mlir. (benchmarks.mlir, query.mlir and
# dispatches/ are for stock tools: no command reads them.)
COMMANDS = {
    "shapes": ["shapes"],
    "show": ["show", "0"],
    "run": ["run", "--max-time", "0.01"],
    "sweep": ["sweep", "--dim", "input0.dim0=4..8:x2", "--min-time", "0.001", "--repetitions", "1", "-o", "{tmp}/sweep"],
    "plan": ["plan", "--set", "7x64xf32 5x9xf32 64x32xf32", "--min-time", "0.001", "--repetitions", "1"],
    "export": ["export", "--flavour", "dynamic", "-o", "{tmp}/tuner"],
}
READS = {
    "shapes.json": list(COMMANDS),
    "query.vmfb": list(COMMANDS),
    "benchmarks.vmfb": list(COMMANDS),  # opened by all (it must be there), loaded by run, sweep and plan
    "model.configured.mlir": ["shapes", "show", "export"],
}
TEXT_DAMAGES = ["truncated", "empty", "missing", "not UTF-8", "a directory", "a symlink loop"]
BINARY_DAMAGES = ["truncated", "empty", "missing", "garbage", "a directory", "a symlink loop"]


def _damage_any(path, how: str) -> None:
    if how == "a directory":
        path.unlink()
        path.mkdir()
        (path / "x").write_text("x")
    elif how == "a symlink loop":
        path.unlink()
        path.symlink_to(path.name)
    elif how == "nested 3000 deep":
        path.write_text("[" * 3000 + "]" * 3000)
    elif how == "garbage":
        _damage_binary(path, how)
    else:
        _damage(path, how)


CASES = [
    (file, how, command)
    for file, commands in READS.items()
    for how in ([*TEXT_DAMAGES, "nested 3000 deep"] if file == "shapes.json" else
                BINARY_DAMAGES if file.endswith(".vmfb") else TEXT_DAMAGES)
    for command in commands
    # covered above, with the same assertions
    if not (file == "model.configured.mlir" and how not in ("a directory", "a symlink loop"))
    and not (file.endswith(".vmfb") and how in ("truncated", "empty", "garbage") and command in ("shapes", "show", "run"))
    # export only opens benchmarks.vmfb's name: its contents are the timing commands'
    and not (file == "benchmarks.vmfb" and how in ("truncated", "empty", "garbage") and command == "export")
]


@pytest.mark.parametrize(("file", "how", "command"), CASES)
def test_any_damage_to_a_file_a_command_reads_is_one_line_naming_it_and_saying_to_extract_again(
    file, how, command, extracted, tmp_path, capsys
):
    out = tmp_path / "out"
    shutil.copytree(extracted(MODEL).output, out)
    _damage_any(out / file, how)
    head, *rest = COMMANDS[command]
    assert main([head, str(out), *(a.replace("{tmp}", str(tmp_path)) for a in rest)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert err[0].startswith(f"error: {out / file}:") and " extract " in err[0] and err[0].endswith(" again"), err[0]
    assert not (tmp_path / "sweep").exists() and not (tmp_path / "tuner").exists()


def _with_another_extracts(extracted, tmp_path, module: str, field: str):
    """A copy of MODEL's output holding dyn_matmul's `module`, its sha256 written into
    shapes.json's `field` as if extract had."""
    import json

    from iree_dynbench.manifest import file_sha256

    out = tmp_path / "out"
    shutil.copytree(extracted(MODEL).output, out)
    shutil.copy(extracted("dyn_matmul").output / module, out / module)
    manifest = json.loads((out / "shapes.json").read_text())
    manifest[field] = file_sha256(out / module)
    (out / "shapes.json").write_text(json.dumps(manifest))
    return out


@pytest.mark.parametrize("command", [["run"], ["run", "--method", "calls"], ["run", "--device", "local-sync"]])
def test_another_extracts_benchmarks_module_is_refused_even_with_its_sha256_recorded(command, extracted, tmp_path, capsys):
    """benchmarks.vmfb of another model, its sha256 written into shapes.json as if extract had:
    refused whole (one line, extract again), not failed dispatch by dispatch."""
    out = _with_another_extracts(extracted, tmp_path, "benchmarks.vmfb", "benchmarks_sha256")
    assert main([command[0], str(out), *command[1:], "--json", str(tmp_path / "r.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not the benchmarks module of this extract; extract again" in err, err
    assert not (tmp_path / "r.json").exists()


@pytest.mark.parametrize("command", [["run"], ["shapes", "--set", "{sizes}"]])
def test_another_extracts_query_module_is_refused_before_any_sizes_are_blamed(command, extracted, tmp_path, capsys):
    """query.vmfb of a model whose `__query_shapes` takes other dims, its sha256 written into
    shapes.json as if extract had: one line saying it is not this extract's (extract again), not
    "the model rejects sizes" from the call."""
    out = _with_another_extracts(extracted, tmp_path, "query.vmfb", "query_sha256")
    sizes = " ".join(SIZE_SETS[MODEL][0])
    assert main([command[0], str(out), *(a.replace("{sizes}", sizes) for a in command[1:])]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not the query module of this extract; extract again" in err, err
    assert "rejects sizes" not in err


def test_an_output_without_a_recorded_query_sha256_still_loads(extracted, tmp_path, capsys):
    """shapes.json written before query_sha256 existed (schema 3 all the same): query.vmfb is
    read unchecked."""
    import json

    out = tmp_path / "out"
    shutil.copytree(extracted(MODEL).output, out)
    manifest = json.loads((out / "shapes.json").read_text())
    del manifest["query_sha256"]
    (out / "shapes.json").write_text(json.dumps(manifest))
    assert main(["shapes", str(out)]) == 0
