"""The external parameters a model declares: `util.global`s initialized by `#flow.parameter.named`.

Read with the bindings off the model as given (torch, ONNX and JAX exports declare them
there), so its runs get a zero splat of the right size for each (`run.parameters`).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

from iree.compiler import ir

from ..errors import DynbenchError, first_line
from ..passes.irutil import assembly, element_bits, is_kind, new_context


@dataclass(frozen=True)
class DeclaredParameter:
    scope: str  # "" for the default scope
    key: str
    length: int  # bytes
    element_type: str = ""  # `f32`, `i64` ... as declared ("" where unknown)
    shape: tuple[int, ...] = ()  # static dims as declared (() for a dynamic one: `length` 0)

_NAMED = re.compile(r'^#flow\.parameter\.named<(?:"((?:[^"\\]|\\.)*)"::)?"((?:[^"\\]|\\.)*)">(?: : .*)?$')


def declared_parameters(model: Path) -> list[DeclaredParameter]:
    """Each parameter the model's globals name (scope, key, bytes); none for a model that
    carries its weights."""
    text = model.read_text(errors="replace")
    if "#flow.parameter.named" not in text:
        return []
    context = new_context()
    context.allow_unregistered_dialects = True
    try:
        module = ir.Module.parse(text, context)
    except ir.MLIRError as e:
        raise DynbenchError(f"{model}: does not parse ({first_line(e)})") from None
    found = []
    for op in module.body.operations:
        if op.operation.name != "util.global" or "initial_value" not in op.operation.attributes:
            continue
        value = op.operation.attributes["initial_value"]
        if not is_kind(value, '#flow.parameter.named<"key">'):
            continue
        match = _NAMED.match(assembly(value))
        if match is None:
            continue
        shaped = ir.ShapedType(ir.TypeAttr(op.operation.attributes["type"]).value)
        bits = element_bits(shaped) or 8
        length = (math.prod(shaped.shape) * bits + 7) // 8 if shaped.has_static_shape else 0
        found.append(DeclaredParameter(match.group(1) or "", match.group(2), length, str(shaped.element_type),
                                       tuple(shaped.shape) if shaped.has_static_shape else ()))
    return found
