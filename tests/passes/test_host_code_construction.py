"""Host code is built with the dialects' builders, never rendered as text and parsed.

Read off the source (AST): where `.parse(` is called on MLIR classes, and which string
literals of `passes/` read as IR.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import iree_dynbench
from iree_dynbench import passes

PACKAGE = Path(iree_dynbench.__file__).parent
PASSES = Path(passes.__file__).parent

# Modules that parse a whole module: each parses a file the compiler (or dynbench's
# export) wrote, never text it generated to build IR from.
MODULE_PARSERS = {
    "extraction/driver.py",  # the compiler's dumps and output
    "extraction/compiler.py",  # the model, to read its entry signature
    "tune/configured_ir.py",  # DIR/model.configured.mlir
    "tune/export.py",  # the compiler's output for the tuner files
    "tune/tuner_support.py",  # a written tuner file, checked as the tuner checks it
    "tune/candidate_kernels.py",  # the compiler's output: a tuning candidate's configured kernel
    "tune/gpu_candidates.py",  # shark-ai's spec files, for their configurations
    "extraction/parameters.py",  # the model, for the parameters it declares
}
# Types and attributes parsed from text: the fixed names no builder makes (host_ir), the
# model's own affinity attribute (host_code) and tensor types (signatures), as the model prints them;
# irutil: the examples its kind tests compare TypeIDs with, and the dispatch tensor type (no builder
# makes an `!iree_tensor_ext.dispatch.tensor`: its wrapped tensor is read and written as text).
TYPE_PARSERS = {"host_ir.py", "host_code.py", "entry_signature.py", "irutil.py"}

# An op as text: a result assigned, or an op's mnemonic followed by an operand or a symbol.
_IR_TEXT = re.compile(r"%[\w#]+(:\d+)? = |\b(hal|util|arith|scf|cf|vm)\.[a-z_.]+(<%| %| @|\(%)|\bmodule @")
# Modules of passes/ that parse a module: irutil re-parses a module's own printed text
# (a file written beside the results) to find where its ops are in that file.
PASSES_MODULE_PARSERS = {"irutil.py"}


def _parse_calls(path: Path) -> set[str]:
    """`X.parse(...)` calls in `path`, by X (`Module`, `Operation`, `Type`, `Attribute`...)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "parse":
            owner = node.func.value
            found.add(owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "?"))
    return found


def _sources(root: Path) -> dict[str, Path]:
    return {str(p.relative_to(root)): p for p in sorted(root.rglob("*.py"))}


def test_no_module_of_passes_builds_ir_by_parsing_text():
    parsers = {name for name, path in _sources(PASSES).items() if _parse_calls(path) & {"Module", "Operation"}}
    assert parsers == PASSES_MODULE_PARSERS


def test_the_package_parses_whole_modules_only_where_it_reads_files():
    parsers = {name for name, path in _sources(PACKAGE).items() if "Module" in _parse_calls(path)}
    assert parsers == MODULE_PARSERS


def test_types_and_attributes_are_parsed_only_from_fixed_names_or_the_models_text():
    parsers = {name for name, path in _sources(PASSES).items() if _parse_calls(path) & {"Type", "Attribute"}}
    assert parsers == TYPE_PARSERS


def _strings(tree: ast.AST) -> list[tuple[int, str]]:
    """String literals and the literal parts of f-strings, but docstrings."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            found.append((node.lineno, node.value))
    return found


def test_no_string_of_passes_is_host_ir_text():
    """No op written as text (`%x = arith.addi`, `hal.command_buffer.create<`, `util.call @`),
    whether a literal, an f-string's parts, or `.format`/`+` pieces."""
    offenders = [
        f"{name}:{line}: {text[:60]!r}"
        for name, path in _sources(PASSES).items()
        for line, text in _strings(ast.parse(path.read_text()))
        if _IR_TEXT.search(text)
    ]
    assert offenders == []


def test_the_pattern_finds_host_ir_text():
    """The check above can fail: it flags what templates used to render."""
    tree = ast.parse(
        'x = f"    %fill = hal.command_buffer.create device({d} : !hal.device)"\n'
        'y = "util.call @{}(%a) : (index) -> ()".format(n)\n'
        'def f():\n    """%x = arith.addi in a docstring is prose."""\n'
    )
    assert {line for line, text in _strings(tree) if _IR_TEXT.search(text)} == {1, 2}


def _creates(path: Path) -> list[int]:
    """Lines of `Operation.create(...)` calls: ops built by name, generically."""
    return [
        node.lineno for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "create"
        and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "Operation"
    ]


def test_ops_are_built_by_the_dialects_builders_not_generically_by_name():
    """One construction style: `arith.constant(...)`, `util.ReturnOp(...)`, not `ir.Operation.create("util.return")`."""
    offenders = [f"{name}:{line}" for name, path in _sources(PACKAGE).items() for line in _creates(path)]
    offenders += [f"passes/{name}:{line}" for name, path in _sources(PASSES).items() for line in _creates(path)]
    assert offenders == []
