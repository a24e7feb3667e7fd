"""IR fixtures (tests/passes/fixtures/, made by tests/support/make_fixture.py or by hand): the
passes' input as committed text, parsed without compiling a model."""

from __future__ import annotations

from pathlib import Path

from iree.compiler import ir

FIXTURES = Path(__file__).resolve().parents[1] / "passes" / "fixtures"


def fixture(name: str) -> ir.Module:
    """`tests/passes/fixtures/<name>.mlir`, parsed and verified in a context of its own (a fresh
    module each call: passes that rewrite IR rewrite only the caller's copy)."""
    return ir.Module.parse((FIXTURES / f"{name}.mlir").read_text(), ir.Context())


def host_function(module: ir.Module, signature: str, result: str = "index") -> tuple[ir.Module, ir.Block, ir.Operation]:
    """An empty host function in `module`'s context to emit into: `util.func @f(signature) -> result`,
    returning a zero until the caller replaces its operand. Returns (its module, its block, its
    `util.return`)."""
    text = f"util.func @f({signature}) -> {result} {{\n  %zero = arith.constant 0 : {result}\n  util.return %zero : {result}\n}}"
    host = ir.Module.parse(text, module.context)
    block = host.body.operations[0].regions[0].blocks[0]
    return host, block, list(block.operations)[-1]
