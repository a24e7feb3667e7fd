"""Who may import whom (ARCHITECTURE.md), checked by walking the package's imports with `ast`.

Layers, top to bottom; an import goes to its own layer or below:

    cli, __main__, api, iree_dynbench/__init__ (top: the CLI, its entry point and the public API)
    render/                                   (rendering: tables, CSV, JSON, plots)
    extraction/, run/, tune/                  (the three flows)
    errors, manifest, sizes, benchmarks, ...  (the root contract)
    passes/                                   (IR in, IR out; imports nothing from the package)

Among the flows, tune/ may use run/ and extraction/, run/ may use extraction/
(never tune/), extraction/ neither. Function-level imports count; imports under
`if TYPE_CHECKING:` do not (they never run). The run side and the contract reach
no `iree.compiler`, so they run where only the IREE runtime is installed.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest

PACKAGE = "iree_dynbench"
COMPILER = "iree.compiler"
FLOWS = ("extraction", "run", "tune")
RANK = {"passes": 0, "contract": 1, "extraction": 2, "run": 2, "tune": 2, "render": 3, "top": 4}
SIBLINGS = {"tune": {"run", "extraction"}, "run": set(), "extraction": set()}
TOP = {PACKAGE, f"{PACKAGE}.cli", f"{PACKAGE}.api", f"{PACKAGE}.__main__"}  # and the cli package's modules

def _source_roots() -> dict[str, Path]:
    """Package name -> its directory (passes/ lives at the repository top but installs as iree_dynbench.passes)."""
    roots = {}
    for name in (PACKAGE, f"{PACKAGE}.passes"):
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.submodule_search_locations, name
        roots[name] = Path(list(spec.submodule_search_locations)[0])
    return roots


@lru_cache(maxsize=None)
def modules() -> dict[str, Path]:
    """Every module of the package: dotted name -> file."""
    found = {}
    for package, root in _source_roots().items():
        for path in sorted(root.rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if package == PACKAGE and parts and parts[0] == "passes":
                continue  # the installed copy, if any, is the repository's passes/
            found[".".join((package, *parts))] = path
    return found


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST):
    """Every import that runs (module level, in functions, in classes), not those under TYPE_CHECKING."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


@lru_cache(maxsize=None)
def imports(module: str) -> tuple[frozenset[str], frozenset[str]]:
    """(package modules, other modules) that `module` imports."""
    path = modules()[module]
    is_package = path.name == "__init__.py"
    base = module.split(".") if is_package else module.split(".")[:-1]
    inside, outside = set(), set()
    for node in _import_nodes(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            if node.level:
                anchor = base[: len(base) - (node.level - 1)]
                target = ".".join([*anchor, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            submodules = [f"{target}.{alias.name}" for alias in node.names]
            attributes = [name for name in submodules if name not in modules()]
            targets = [name for name in submodules if name in modules()] + ([target] if attributes else [])
        for target in targets:
            if target == PACKAGE or target.startswith(PACKAGE + "."):
                if target in modules():
                    inside.add(target)
            elif target not in ("", "__future__"):
                outside.add(target)
    inside.discard(module)
    return frozenset(inside), frozenset(outside)


def _parents(module: str) -> list[str]:
    """The packages whose `__init__` runs before `module` does."""
    parts = module.split(".")
    return [".".join(parts[:k]) for k in range(1, len(parts)) if ".".join(parts[:k]) in modules()]


def reached(module: str) -> tuple[set[str], set[str]]:
    """Everything importing `module` runs: package modules (parents included) and other modules."""
    seen, outside, todo = set(), set(), [module]
    while todo:
        m = todo.pop()
        if m in seen:
            continue
        seen.add(m)
        inside, other = imports(m)
        outside |= other
        todo.extend([*inside, *_parents(m)])
    return seen, outside


def layer(module: str) -> str:
    if module in TOP or module.startswith(f"{PACKAGE}.cli."):
        return "top"
    parts = module.split(".")
    if parts[1] in ("passes", "render", *FLOWS, "testing"):
        return parts[1]
    return "contract"


def production() -> list[str]:
    return [m for m in modules() if layer(m) != "testing"]


def test_the_walk_sees_the_package():
    names = modules()
    assert {f"{PACKAGE}.cli", f"{PACKAGE}.run.runner", f"{PACKAGE}.passes.host_code", f"{PACKAGE}.passes.abi"} <= set(names)
    assert f"{PACKAGE}.run.results" in imports(f"{PACKAGE}.render.results")[0]
    assert "iree.compiler" in " ".join(imports(f"{PACKAGE}.passes.irutil")[1])


def test_no_import_cycles():
    graph = {m: imports(m)[0] for m in modules()}
    state: dict[str, int] = {}  # 1: on the stack, 2: done
    stack: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                cycle = stack[stack.index(n):] + [n]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if n not in state:
                visit(n)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)


def test_passes_import_nothing_from_the_package():
    for m in modules():
        if layer(m) == "passes":
            outside_passes = {n for n in imports(m)[0] if layer(n) != "passes"}
            assert not outside_passes, f"{m} imports {sorted(outside_passes)}"


def test_imports_point_down():
    wrong = []
    for m in production():
        for n in imports(m)[0]:
            a, b = layer(m), layer(n)
            if b == "testing":
                continue  # test_production_code_imports_no_test_support
            if RANK[b] > RANK[a] or (a in FLOWS and b in FLOWS and a != b and b not in SIBLINGS[a]):
                wrong.append(f"{m} ({a}) -> {n} ({b})")
    assert not wrong, "\n".join(wrong)


def _runtime_side() -> list:
    params = []
    for m in production():
        if layer(m) in ("run", "contract"):
            params.append(pytest.param(m, id=m))
    return params


@pytest.mark.parametrize("module", _runtime_side())
def test_runtime_side_reaches_no_compiler(module):
    inside, outside = reached(module)
    compiler = sorted(o for o in outside if o == COMPILER or o.startswith(COMPILER + "."))
    assert not compiler, f"{module} reaches {compiler} through {sorted(inside)}"


def _production_params() -> list:
    return [
        pytest.param(m, id=m) for m in production()
    ]


@pytest.mark.parametrize("module", _production_params())
def test_production_code_imports_no_test_support(module):
    testing = sorted(n for n in imports(module)[0] if layer(n) == "testing")
    assert not testing, f"{module} imports {testing}"


def _loaded_after(code: str) -> list[str]:
    """The `iree.compiler` modules loaded in a fresh interpreter after running `code`."""
    probe = code + f"\nimport sys, json\nprint(json.dumps(sorted(m for m in sys.modules if m.startswith({COMPILER!r}))))"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_importing_the_package_and_the_cli_loads_no_compiler():
    assert _loaded_after("import iree_dynbench, iree_dynbench.cli") == []


@pytest.mark.parametrize("command", ["run", "sweep"])
def test_dynamic_run_and_sweep_load_no_compiler(extracted, tmp_path, command):
    out = str(extracted("dyn_matmul").output)
    args = {
        "run": ["run", out, "--min-time", "0.01", "--repetitions", "1"],
        "sweep": ["sweep", out, "--dim", "input0.dim0=8..16", "--min-time", "0.01", "--repetitions", "1",
                  "--no-plot", "-o", str(tmp_path / "sweep")],
    }[command]
    code = f"import iree_dynbench.cli as cli\nassert cli.main({args!r}) == 0"
    assert _loaded_after(code) == []


def test_only_the_ray_fleet_imports_ray_and_only_when_asked():
    """Ray (the `dist` extra) is imported by `run.ray_fleet` alone, inside the function `--ray`
    calls: nothing else needs it installed, and no import of the module loads it."""
    importers = sorted(m for m in modules() if any(o == "ray" or o.startswith("ray.") for o in imports(m)[1]))
    assert importers == [f"{PACKAGE}.run.ray_fleet"]
    tree = ast.parse(modules()[f"{PACKAGE}.run.ray_fleet"].read_text())
    top_level = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert not [n for n in top_level if any(a.name.split(".")[0] == "ray" for a in n.names) or (getattr(n, "module", "") or "").startswith("ray")]
