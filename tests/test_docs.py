"""The docs say what the code does: the CLI reference is generated from it, and links resolve."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_cli_reference_is_what_the_commands_say():
    """docs/cli.md is stale: run `.venv/bin/python -m iree_dynbench.cli.reference` and commit it."""
    from iree_dynbench.cli.reference import reference

    assert (ROOT / "docs" / "cli.md").read_text() == reference()


def test_every_command_is_in_the_cli_reference():
    from iree_dynbench.cli import app

    text = (ROOT / "docs" / "cli.md").read_text()
    names = [c.name or c.callback.__name__ for c in app.registered_commands]
    assert names and all(f"## dynbench {name}\n" in text for name in names)


def test_every_relative_link_in_the_docs_resolves():
    pages = [ROOT / "README.md", ROOT / "ARCHITECTURE.md", *sorted((ROOT / "docs").glob("*.md"))]
    broken = []
    for page in pages:
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", page.read_text()):
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)} -> {target}")
    assert broken == []


def test_the_readme_first_screen_has_the_two_set_up_commands():
    """One installs and runs the main job on a bundled example, one runs the tests (what CI runs)."""
    first_screen = "\n".join((ROOT / "README.md").read_text().splitlines()[:24])
    commands = [line for line in first_screen.splitlines() if line.startswith((".venv/", "python3 -m venv"))]
    assert len(commands) == 2
    assert "dynbench extract testdata/" in commands[0] and "dynbench run" in commands[0]
    assert commands[1].endswith("python -m pytest -q")
    assert commands[1].split(" && ")[-1] in (ROOT / ".ci" / "run").read_text()


def test_every_import_the_docs_show_works():
    """A refactoring that moves a name breaks the docs' examples: their imports are run here."""
    lines = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for block in re.findall(r"```python\n(.*?)```", page.read_text(), re.S):
            lines += [line for line in block.splitlines() if re.match(r"(from \S+ )?import ", line)]
    assert lines
    for line in lines:
        exec(line, {})


def test_the_architecture_table_names_every_module():
    """Each module of the package and of passes/ is named (`stem`) in ARCHITECTURE.md's table."""
    table = "\n".join(line for line in (ROOT / "ARCHITECTURE.md").read_text().splitlines() if line.startswith("|"))
    modules = [p for root in (ROOT / "iree_dynbench", ROOT / "passes") for p in root.rglob("*.py")
               if p.stem != "__init__" and "testing" not in p.parts]
    missing = sorted(str(p.relative_to(ROOT)) for p in modules if f"`{p.stem}`" not in table)
    assert modules and missing == []


def test_every_public_method_of_suite_is_in_the_api_page():
    """docs/api.md shows each `Suite` method (`suite.NAME(`): a method added is documented."""
    import inspect

    from iree_dynbench.api import Suite

    page = (ROOT / "docs" / "api.md").read_text()
    methods = [n for n, v in inspect.getmembers(Suite) if not n.startswith("_") and callable(v)]
    assert "tune" in methods
    assert [n for n in methods if f"suite.{n}(" not in page] == []
