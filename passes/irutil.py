"""Small helpers over `iree.compiler.ir` shared by the passes.

The Python bindings expose generic operations; these helpers keep the
symbol/attribute plumbing out of the analysis code.
"""

from __future__ import annotations

from typing import Iterator

from iree.compiler import ir


def op_name(op) -> str:
    return op.operation.name


def symbol_name(op) -> str:
    return ir.StringAttr(op.operation.attributes["sym_name"]).value


def int_attr(op, name: str) -> int:
    return ir.IntegerAttr(op.operation.attributes[name]).value


def symbol_path(ref: ir.Attribute) -> tuple[str, ...]:
    """`@a::@b::@c` as ("a", "b", "c"), quotes removed."""
    text = str(ref)
    parts: list[str] = []
    for piece in _split_symbol_ref(text):
        piece = piece.strip()
        assert piece.startswith("@"), text
        piece = piece[1:]
        if piece.startswith('"'):
            piece = piece[1:-1].encode().decode("unicode_escape")
        parts.append(piece)
    return tuple(parts)


def _split_symbol_ref(text: str) -> list[str]:
    pieces, current, quoted = [], [], False
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            quoted = not quoted
        if not quoted and text.startswith("::", i):
            pieces.append("".join(current))
            current = []
            i += 2
            continue
        current.append(ch)
        i += 1
    pieces.append("".join(current))
    return pieces


def quote_symbol(name: str) -> str:
    """A symbol reference that parses whatever characters the name holds."""
    escaped = name.replace("\\", "\\\\").replace('"', '\\"')
    return f'@"{escaped}"'


def is_device_global(op) -> bool:
    """`util.global ... : !hal.device`, the device a program's host code targets."""
    return op.operation.name == "util.global" and "!hal.device" in str(op.operation.attributes["type"])


def walk(op) -> Iterator:
    """Pre-order walk over every op nested in `op` (not `op` itself)."""
    for region in op.operation.regions:
        for block in region.blocks:
            for child in block.operations:
                yield child
                yield from walk(child)


def location_text(op) -> str:
    """`file:line:col` of an op, or the raw location when it has none."""
    text = str(op.location)
    if text.startswith("loc(") and text.endswith(")"):
        text = text[4:-1]
    return text.replace('"', "")


def defining_op(value: ir.Value):
    owner = value.owner
    if isinstance(owner, ir.Block):
        return None
    return owner


def result_index(value: ir.Value) -> int:
    return ir.OpResult(value).result_number
