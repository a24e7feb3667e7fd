"""The basics of a command-line tool: `--version`, `-h` as `--help` everywhere, help texts
written for each command (not copied from another)."""

from __future__ import annotations

from importlib.metadata import version

import pytest
import typer

from iree_dynbench.cli import app, main

COMMANDS = ["extract", "run", "sweep", "compare", "shapes", "show", "export", "plan"]


def _commands():
    return typer.main.get_command(app).commands


def test_version_prints_dynbench_and_iree_versions(capsys):
    assert main(["--version"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith(f"iree-dynbench {version('iree-dynbench')} (IREE runtime {version('iree-base-runtime')}")


@pytest.mark.parametrize("command", [[], *([c] for c in COMMANDS)])
def test_dash_h_is_help_on_every_command(capsys, command):
    assert main([*command, "--help"]) == 0
    long = capsys.readouterr().out
    assert main([*command, "-h"]) == 0
    assert capsys.readouterr().out == long
    assert f"Usage: dynbench {' '.join(command)}".strip() in " ".join(long.split())


def test_every_option_has_help_and_dispatch_help_names_its_command():
    helps = {}
    for name, command in _commands().items():
        for param in command.params:
            assert getattr(param, "help", None), (name, param.name)  # every option and argument says what it is
            if "--dispatch" in getattr(param, "opts", ()):
                helps[name] = param.help
    assert set(helps) == {"run", "sweep", "export", "shapes", "plan", "ab"}
    assert len(set(helps.values())) == 6  # one text per command
    assert helps["run"].startswith("Dispatch to time")
    assert helps["export"].startswith("Dispatch to write tuner files of")
    assert all("an export (every call site of it)" in text for text in helps.values())
    for name in ("run", "sweep", "export", "shapes", "plan"):
        (option,) = [p for p in _commands()[name].params if "--filter" in getattr(p, "opts", ())]
        assert "regular expression" in option.help
