"""The Python API's argument checks: an argument of the wrong kind is a `TypeError` naming its
parameter (a `str` where a list of shapes goes is one, not a list of characters), a wrong value
a `ValueError`, an empty one an `EmptyArgument` named as the CLI option it came from.

Used by `api` and by `ExtractOutput`'s lookups (`dims`, `query`, `select`), which the API's
`Suite` inherits.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Optional, Sequence

from .errors import DynbenchError, EmptyArgument, option
from .layout import FLAVOURS

_POSITIONAL = {"model", "directory", "dispatch", "base", "new"}  # the CLI's arguments, not options


def empty(name: str) -> EmptyArgument:
    """An empty value: named as the CLI option it came from, where it came from one."""
    return EmptyArgument(f"{name if name in _POSITIONAL else option(name.replace('_', '-'), name)} must not be empty")


def one_size_form(inputs: Sequence[str], dims: Optional[Sequence[int]]) -> None:
    """Sizes as shapes (`inputs`) or as the dynamic dims (`dims`): one of them."""
    if inputs and dims is not None:
        raise DynbenchError("inputs and dims both give the sizes: give one")


def path(name: str, value: Any) -> Path:
    if isinstance(value, bytes) or not isinstance(value, (str, os.PathLike)):
        raise TypeError(f"{name} must be a path (str or os.PathLike), not {type(value).__name__}")
    if not str(value):
        raise empty(name)
    return Path(value)


def optional_path(name: str, value: Any) -> Optional[Path]:
    return None if value is None else path(name, value)


def string(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    if not value:
        raise empty(name)
    return value


def optional_string(name: str, value: Any) -> Optional[str]:
    return None if value is None else string(name, value)


def sequence(name: str, value: Any, kind: type, what: str) -> list:
    """A sequence of `kind` (a single str or bytes is refused: iterating it would give characters)."""
    if isinstance(value, (str, bytes)):
        raise TypeError(f"{name} must be a sequence of {what}, not a single {type(value).__name__} (use [{value!r}])")
    try:
        items = list(value)
    except TypeError:
        raise TypeError(f"{name} must be a sequence of {what}, not {type(value).__name__}") from None
    for k, item in enumerate(items):
        if kind is not object and (isinstance(item, bool) or not isinstance(item, kind)):
            raise TypeError(f"{name}[{k}] must be a{'n' if what == 'int' else ''} {what}, not {type(item).__name__}")
    return items


def strings(name: str, value: Any) -> list[str]:
    return sequence(name, value, str, "str")


def size_sets(name: str, value: Any) -> list:
    """A sequence of size sets, each a sequence of shape strings or a `size_log.CountedSizes`
    (a size log's distinct set with its count: `size_log.read_size_log`)."""
    from .size_log import CountedSizes

    return [
        s if isinstance(s, CountedSizes) else strings(f"{name}[{k}]", s)
        for k, s in enumerate(sequence(name, value, object, "size sets"))
    ]


def callable_(name: str, value: Any) -> Any:
    if not callable(value):
        raise TypeError(f"{name} must be callable, not {type(value).__name__}")
    return value


def choice(name: str, value: Any, choices: Sequence[str]) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    if value not in choices:
        raise ValueError(f"{name} must be one of {', '.join(map(repr, choices))}, not {value!r}")
    return value


def flavours(name: str, value: Any) -> tuple[str, ...]:
    """Flavours named (None: both); an empty sequence names none."""
    if value is None:
        return FLAVOURS
    named = [choice(f"{name}[{k}]", f, FLAVOURS) for k, f in enumerate(strings(name, value))]
    if not named:
        raise ValueError(f"{name} must name one or both of {', '.join(map(repr, FLAVOURS))} (None: both)")
    return tuple(named)


def instance(name: str, value: Any, kind: type) -> Any:
    if not isinstance(value, kind):
        raise TypeError(f"{name}: expected a {kind.__name__}, got {type(value).__name__}")
    return value


def dims(name: str, value: Any) -> list[int]:
    return sequence(name, value, int, "int")
