"""`--inputs` entries: IREE's `--input` shape form (`42x1024xf32`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from .errors import DynbenchError
from .passes.values import TensorType

_SHAPE = re.compile(r"^(?:(\d+(?:x\d+)*)x)?([a-z]+\d*)$")


@dataclass(frozen=True)
class InputShape:
    dims: tuple[int, ...]
    element_type: str

    def __str__(self) -> str:
        return "x".join([*map(str, self.dims), self.element_type])


def parse_shape(text: str, label: str) -> InputShape:
    """Parse one SHAPE; `label` names the entry in messages (`--inputs #2`)."""
    match = _SHAPE.match(text.strip())
    if match is None:
        raise DynbenchError(
            f"{label} '{text}' is not a shape like 42x1024xf32 (dims separated by 'x', then an element type)"
        )
    dims = tuple(int(d) for d in match.group(1).split("x")) if match.group(1) else ()
    for d in dims:
        if d <= 0:
            raise DynbenchError(f"{label} '{text}': dims must be positive, got {d}")
    return InputShape(dims, match.group(2))


def parse_shapes(texts: Sequence[str]) -> list[InputShape]:
    return [parse_shape(t, f"--inputs #{i + 1}") for i, t in enumerate(texts)]


def check_against(shapes: Sequence[InputShape], signature: Sequence[TensorType], function: str) -> list[int]:
    """Validate `shapes` against the entry's inputs; return the dynamic dims in order."""
    if len(shapes) != len(signature):
        expected = ", ".join(str(t) for t in signature) or "none"
        raise DynbenchError(
            f"@{function} takes {len(signature)} input(s) ({expected}) but {len(shapes)} --inputs were given"
        )
    dynamic = []
    for i, (shape, expected) in enumerate(zip(shapes, signature)):
        label = f"--inputs #{i + 1} '{shape}'"
        if len(shape.dims) != len(expected.dims):
            raise DynbenchError(f"{label} has rank {len(shape.dims)} but input {i} is {expected} (rank {len(expected.dims)})")
        if shape.element_type != expected.element_type:
            raise DynbenchError(f"{label} has element type {shape.element_type} but input {i} is {expected}")
        for d, (given, want) in enumerate(zip(shape.dims, expected.dims)):
            if want is not None and given != want:
                raise DynbenchError(f"{label}: dim {d} is {given} but input {i} is {expected} (static {want})")
            if want is None:
                dynamic.append(given)
    return dynamic
