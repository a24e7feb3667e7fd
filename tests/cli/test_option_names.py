"""Errors name the user's options as the user spelled them: `--min-time` on the command
line, `options.min_time_s` from Python. The library never writes a flag itself."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import typer

import iree_dynbench
from iree_dynbench import TimingOptions
from iree_dynbench.cli import app, main
from iree_dynbench.errors import DynbenchError

from support import TESTDATA

PACKAGE = Path(iree_dynbench.__file__).parent
# Where flags belong: the CLI, and what it alone prints (render/).
CLI_SIDE = "cli"


def _flags() -> set[str]:
    """Every flag of every dynbench command, read off the typer app."""
    group = typer.main.get_command(app)
    return {
        opt[2:]
        for command in group.commands.values()
        for param in command.params
        for opt in getattr(param, "opts", [])
        if opt.startswith("--")
    }


def _library_strings() -> list[tuple[str, int, str]]:
    import iree_dynbench.passes as passes

    roots = [(PACKAGE, "iree_dynbench"), (Path(passes.__file__).parent, "passes")]
    found = []
    for root, label in roots:
        for path in sorted(root.rglob("*.py")):
            relative = path.relative_to(root)
            if relative.parts[0] in (CLI_SIDE, "render"):
                continue
            tree = ast.parse(path.read_text())
            docstrings = {
                id(node.body[0].value)
                for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
            }
            found += [
                (f"{label}/{relative}", node.lineno, node.value)
                for node in ast.walk(tree)
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
            ]
    return found


SIZES_GIVEN = "--inputs"  # shapes.json `default_inputs_source`: a recorded value, not a message


def test_no_library_string_writes_a_dynbench_flag():
    """Flags of IREE's tools (`--function=` of iree-run-module) are theirs; dynbench's are the CLI's."""
    flags = _flags()
    assert {"inputs", "min-time", "target-chip", "filter"} <= flags
    pattern = re.compile(r"(?<![\w-])--(" + "|".join(map(re.escape, sorted(flags, key=len, reverse=True))) + r")(?![\w=-])")
    offenders = [
        f"{name}:{line}: {text[:70]!r}"
        for name, line, text in _library_strings()
        if pattern.search(re.sub(r"dynbench [a-z]+ --[\w -]+", "", text))  # a command line quoted whole is fine
        and text != SIZES_GIVEN
    ]
    assert offenders == []


def test_a_library_error_names_the_python_parameter():
    with pytest.raises(DynbenchError) as failure:
        TimingOptions(min_time_s=-1)
    assert str(failure.value).startswith("`options.min_time_s` must be positive")
    assert "--" not in str(failure.value)


def test_the_same_error_on_the_command_line_names_the_flag(tmp_path, capsys):
    assert main(["extract", str(TESTDATA / "dyn_matmul.mlir"), "--target", "bogus", "-o", str(tmp_path / "o")]) == 2
    assert capsys.readouterr().err.startswith("error: unknown --target 'bogus'")
    with pytest.raises(DynbenchError, match="^unknown `target` 'bogus'"):
        iree_dynbench.extract(TESTDATA / "dyn_matmul.mlir", output=tmp_path / "o", target="bogus")


def test_an_error_quoted_in_another_keeps_its_option_names():
    from iree_dynbench.errors import first_line, option

    inner = DynbenchError(f"{option('inputs')} #1 is bad")
    outer = DynbenchError(f"set 2: {first_line(inner)}")
    assert outer.spelled("cli") == "set 2: --inputs #1 is bad" and str(outer) == "set 2: `inputs` #1 is bad"


def test_each_option_alias_is_defined_once():
    """An alias defined twice in cli/options.py silently gives every command of the first the
    second's option (tune's `--rounds`, 1 to 32, took the place of run's, 1 to 1000)."""
    tree = ast.parse((PACKAGE / "cli" / "options.py").read_text())
    names = [t.id for node in tree.body if isinstance(node, ast.Assign) for t in node.targets if isinstance(t, ast.Name)]
    assert sorted({n for n in names if names.count(n) > 1}) == []
