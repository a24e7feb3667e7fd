"""`--inputs` entries: IREE's `--input` shape form (`42x1024xf32`).

A dim is a positive int64: IREE's runtime takes dims and sizes as i64 (the VM's
`__query_shapes`/`__set_input_dims` arguments, `iree_hal_dim_t`), so a larger
one is refused here, before it reaches the runtime or a generated module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from .errors import DynbenchError, option
from .passes.abi import INT64_MAX
from .passes.values import TensorType

# An element type as IREE's `--input` spells it: f32, bf16, tf32, i1, si8, ui8, index, f8E4M3FN,
# f4E2M1FN, complex64, or as MLIR does: complex<f32>. Nothing else: `64xx1024xf32` is no shape,
# not a rank-1 tensor of `x1024xf32`.
_FLOAT = r"f\d+(?:E\d+M\d+[A-Z]*)?|bf16|tf32"
_ELEMENT = rf"[su]?i\d+|index|{_FLOAT}|complex\d+|complex<(?:{_FLOAT}|[su]?i\d+)>"
_SHAPE = re.compile(rf"^(?:(\d+(?:x\d+)*)x)?({_ELEMENT})$", re.ASCII)
# IREE's `--input` names for MLIR's complex types.
_COMPLEX = {"complex64": "complex<f32>", "complex128": "complex<f64>"}
MAX_DIM = INT64_MAX  # a dim crosses the VM as i64


@dataclass(frozen=True)
class InputShape:
    dims: tuple[int, ...]
    element_type: str

    def __str__(self) -> str:
        return input_text(self.dims, self.element_type)


def input_text(dims: Sequence[int], element_type: str) -> str:
    """A shape as IREE's `--input` spells it (`2x3xcomplex64` for MLIR's `complex<f32>`)."""
    iree_name = next((k for k, v in _COMPLEX.items() if v == element_type), element_type)
    return "x".join([*map(str, dims), iree_name])


def parse_shape(text: str, label: str) -> InputShape:
    """Parse one SHAPE; `label` names the entry in messages (`--inputs #2`)."""
    match = _SHAPE.match(text.strip())
    if match is None:
        raise DynbenchError(
            f"{label} '{text}' is not a shape like 42x1024xf32 (dims separated by 'x', then an element type)"
        )
    dims = tuple(_dim(d, label, text) for d in match.group(1).split("x")) if match.group(1) else ()
    return InputShape(dims, _COMPLEX.get(match.group(2), match.group(2)))


def _dim(digits: str, label: str, text: str) -> int:
    """One dim of a shape: 1..MAX_DIM (digits counted first: `int()` refuses very long strings)."""
    value = int(digits) if len(digits.lstrip("0")) <= len(str(MAX_DIM)) else MAX_DIM + 1
    if value <= 0:
        raise DynbenchError(f"{label} '{text}': dims must be positive, got {value}")
    if value > MAX_DIM:
        raise DynbenchError(
            f"{label} '{_short(text)}': dim {_short(digits)} is larger than int64 allows ({MAX_DIM}), the most IREE takes"
        )
    return value


def _short(text: str, keep: int = 40) -> str:
    return text if len(text) <= keep else f"{text[:keep]}... ({len(text)} characters)"


def parse_shapes(texts: Sequence[str], entry: str = "") -> list[InputShape]:
    """`entry`: what one of `texts` is called in messages (default `--inputs`; a size set of
    `--set` or a size log, whose shapes are no `--inputs`: "shape")."""
    return [parse_shape(t, f"{entry or option('inputs')} #{i + 1}") for i, t in enumerate(texts)]


def check_against(shapes: Sequence[InputShape], signature: Sequence[TensorType], function: str, entry: str = "") -> list[int]:
    """Validate `shapes` against the entry's inputs; return the dynamic dims in order
    (`entry`: as for `parse_shapes`)."""
    if len(shapes) != len(signature):
        expected = ", ".join(str(t) for t in signature) or "none"
        given = f"{len(shapes)} {entry}(s)" if entry else f"{len(shapes)} {option('inputs')}"
        raise DynbenchError(f"@{function} takes {len(signature)} input(s) ({expected}) but {given} were given")
    dynamic = []
    for i, (shape, expected) in enumerate(zip(shapes, signature)):
        label = f"{entry or option('inputs')} #{i + 1} '{shape}'"
        if len(shape.dims) != len(expected.dims):
            raise DynbenchError(f"{label} has rank {len(shape.dims)} but input {i} is {expected} (rank {len(expected.dims)})")
        if shape.element_type != expected.element_type:
            demoted = " (IREE compiles f64 as f32 unless --iree-input-demote-f64-to-f32=false)" if (
                shape.element_type == "f64" and expected.element_type == "f32") else ""
            raise DynbenchError(f"{label} has element type {shape.element_type} but input {i} is {expected}{demoted}")
        for d, (given, want) in enumerate(zip(shape.dims, expected.dims)):
            if want is not None and given != want:
                raise DynbenchError(f"{label}: dim {d} is {given} but input {i} is {expected} (static {want})")
            if want is None:
                dynamic.append(given)
    return dynamic
