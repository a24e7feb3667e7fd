"""Production code does not import the test oracle (`iree_dynbench.testing`).

The oracle is test support: tests, tools/bench_*.py and GPU check scripts
use it. Every module of the installed package is read with `ast`, imports
inside functions included, relative imports resolved.
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

TESTING = "iree_dynbench.testing"


def _package_roots() -> list[tuple[str, Path]]:
    roots = []
    for package in ("iree_dynbench", "iree_dynbench.passes"):  # passes/ installs as iree_dynbench.passes
        spec = importlib.util.find_spec(package)
        assert spec is not None and spec.submodule_search_locations, package
        roots.append((package, Path(list(spec.submodule_search_locations)[0])))
    return roots


def _modules() -> dict[str, Path]:
    """Every module of the package, iree_dynbench.passes included, by name."""
    modules = {}
    for package, root in _package_roots():  # an installed passes/ also lies inside the first: same names
        for path in sorted(root.rglob("*.py")):
            parts = [package, *path.relative_to(root).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


def imported_modules(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module `source` (the text of `module`) imports, anywhere in it; for
    `from X import name`, both X and X.name (name may be a submodule)."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            target = ".".join([*base, *([node.module] if node.module else [])])
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def _is_testing(name: str) -> bool:
    return name == TESTING or name.startswith(TESTING + ".")


def test_production_modules_never_import_the_test_oracle():
    offenders = []
    modules = _modules()
    assert {"iree_dynbench.run.model_timing", "iree_dynbench.passes.host_code"} <= set(modules)
    for name, path in modules.items():
        if _is_testing(name):
            continue
        imported = imported_modules(path.read_text(), name, path.name == "__init__.py")
        offenders += [f"{name} imports {m}" for m in sorted(imported) if _is_testing(m)]
    assert offenders == []


def test_the_import_walk_sees_imports_inside_functions_and_relative_ones():
    source = "def f():\n    from ..testing import oracle\n    import iree_dynbench.testing.oracle\n"
    found = imported_modules(source, "iree_dynbench.run.compare")
    assert {"iree_dynbench.testing", "iree_dynbench.testing.oracle"} <= found
    assert "iree_dynbench.iree_tools" in imported_modules("from . import iree_tools\n", "iree_dynbench", is_package=True)
