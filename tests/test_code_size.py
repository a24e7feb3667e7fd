"""Code a reader takes in at once: one class to a name; a function in the package (iree_dynbench/ and passes/) fits on
a screen (over 80 lines, it is split into named steps), and the API's `Suite` is a thin door to
the flows, which own their orchestration (under 200 lines)."""

from __future__ import annotations

import ast
import importlib.util
import inspect
from pathlib import Path

MAX_FUNCTION_LINES = 80
MAX_SUITE_LINES = 200


def _sources() -> list[Path]:
    """Every module of the package and of passes/ (installed as iree_dynbench.passes)."""
    found = []
    for name in ("iree_dynbench", "iree_dynbench.passes"):
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.submodule_search_locations, name
        found += sorted(Path(list(spec.submodule_search_locations)[0]).rglob("*.py"))
    return list(dict.fromkeys(found))


def test_no_function_in_the_package_is_over_80_lines():
    long = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    long.append(f"{path}:{node.lineno} {node.name} ({lines} lines)")
    assert long == []


def test_the_function_check_reads_passes_and_the_flows():
    names = {(p.parent.name, p.name) for p in _sources()}
    assert ("passes", "site_entries.py") in names and ("tune", "tuning.py") in names and ("run", "sweep.py") in names


def test_suite_is_a_thin_door_under_200_lines():
    from iree_dynbench.api import Suite

    lines, _ = inspect.getsourcelines(Suite)
    assert len(lines) < MAX_SUITE_LINES


def test_no_two_classes_of_the_package_share_a_name():
    """A name read in a traceback, a docstring or a review points at one class."""
    where: dict[str, list[str]] = {}
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                where.setdefault(node.name, []).append(f"{path.parent.name}/{path.name}")
    assert {name: places for name, places in where.items() if len(places) > 1} == {}
