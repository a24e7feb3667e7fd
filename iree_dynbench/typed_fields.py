"""The numbers and switches of the options dataclasses, checked for their kind on creation.

A `TimingOptions(repetitions=2.5)` failed as a slice error deep in the timing loop, and
`each_site="no"` was taken as true: the Python API's options are refused where they are made,
naming the field, as the CLI's are by its parser."""

from __future__ import annotations

import dataclasses
from typing import Any

# A field's annotation as written (the modules use postponed annotations) -> (kind, optional).
_KINDS = {
    "int": ("int", False), "Optional[int]": ("int", True),
    "float": ("float", False), "Optional[float]": ("float", True),
    "bool": ("bool", False), "Optional[bool]": ("bool", True),
}
_WANTED = {"int": "an int", "float": "a number", "bool": "a bool (True or False)"}


def check_kind(name: str, value: Any, kind: str) -> None:
    """`value` is of `kind`: "int" (an int that is not a bool), "float" (a real number that is
    not a bool) or "bool"; else a `TypeError` naming `name`."""
    if kind == "bool":
        fits = isinstance(value, bool)
    elif isinstance(value, bool):
        fits = False
    else:
        fits = isinstance(value, int) if kind == "int" else isinstance(value, (int, float))
    if not fits:
        raise TypeError(f"{name} must be {_WANTED[kind]}, not {type(value).__name__} ({value!r})")


def check_field_types(instance: Any) -> None:
    """Each field annotated `int`, `float` or `bool` (or Optional of one) holds one (`check_kind`,
    named `Class.field`). Other fields are not checked."""
    for field in dataclasses.fields(instance):
        kind, optional = _KINDS.get(str(field.type), (None, False))
        value = getattr(instance, field.name)
        if kind is not None and not (optional and value is None):
            check_kind(f"{type(instance).__name__}.{field.name}", value, kind)
