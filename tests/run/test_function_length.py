"""A function in `run/` fits on a reader's screen: over 80 lines, it is split into named steps."""

from __future__ import annotations

import ast
from pathlib import Path

import iree_dynbench.run

MAX_LINES = 80


def test_no_function_in_run_is_over_80_lines():
    long = []
    for path in sorted(Path(iree_dynbench.run.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > MAX_LINES:
                    long.append(f"{path.name}:{node.lineno} {node.name} ({lines} lines)")
    assert long == []
