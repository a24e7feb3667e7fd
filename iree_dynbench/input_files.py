"""A file a command reads, checked before any work: one line on what the path is instead.

A FIFO or a device would block or never end a read, and a directory read as a file is an
OSError far from the option that named it."""

from __future__ import annotations

from pathlib import Path

from .errors import DynbenchError


def check_regular_file(path: Path, what: str = "") -> None:
    """`path` is a regular file (or a link to one); else one error naming what it is, with
    `what` (e.g. "a compiled model, .vmfb") in parentheses."""
    if path.is_file():
        return
    suffix = f" ({what})" if what else ""
    if path.is_dir():
        raise DynbenchError(f"{path}: is a directory, not a file{suffix}")
    if path.exists():
        raise DynbenchError(f"{path}: not a regular file{suffix}")
    raise DynbenchError(f"{path}: no such file{suffix}")
