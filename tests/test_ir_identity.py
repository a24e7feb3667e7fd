"""No decision on printed IR: code that holds the compiler's IR tells kinds apart by the bindings'
classes, TypeIDs and attribute values, never by searching or comparing an object's printed text
(two kinds can print alike; a print changes with the compiler). Modules that never import the
compiler hold no IR, so their `str(...)` of paths, errors and JSON values is left alone."""

from __future__ import annotations

import ast
from pathlib import Path

import iree_dynbench
from iree_dynbench import passes

SOURCES = [Path(iree_dynbench.__file__).parent, Path(passes.__file__).parent]
# String methods that search a text or cut it at a separator found in it.
SEARCHES = {"startswith", "endswith", "find", "rfind", "index", "rindex", "count", "split", "rsplit",
            "partition", "rpartition", "removeprefix", "removesuffix"}
REGEX = {"match", "fullmatch", "search", "findall", "finditer"}


def _printed(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("str", "repr")
            and len(node.args) == 1)


def _holds_ir(tree: ast.AST) -> bool:
    """Whether a module imports the compiler's bindings (at its top or in a function)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("iree.compiler"):
            return True
        if isinstance(node, ast.Import) and any(a.name.startswith("iree.compiler") for a in node.names):
            return True
    return False


def decisions_on_printed_text(tree: ast.AST) -> list[tuple[int, str]]:
    """Each `str(x)`/`repr(x)` compared (`==`, `in` ...), searched by a string method or a regex."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(_printed(side) for side in (node.left, *node.comparators)):
            found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Attribute) and node.attr in SEARCHES and _printed(node.value):
            found.append((node.lineno, ast.unparse(node)))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in REGEX
              and any(_printed(a) for a in node.args)):
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_no_module_that_holds_ir_decides_on_its_printed_text():
    found = []
    for root in SOURCES:
        for path in sorted(root.rglob("*.py")):
            tree = ast.parse(path.read_text())
            if _holds_ir(tree):
                found += [f"{path.relative_to(root.parent)}:{line}: {text}" for line, text in decisions_on_printed_text(tree)]
    assert found == []


def test_the_check_sees_a_printed_type_compared_searched_or_matched():
    tree = ast.parse("a = str(t) == '!hal.device'\nb = str(t).startswith('#iree_gpu')\nc = 'x' in str(t)\n"
                     "d = PATTERN.search(str(t))\ne = str(t).split('->')\nf = t == other\n")
    assert sorted(line for line, _ in decisions_on_printed_text(tree)) == [1, 2, 3, 4, 5]
