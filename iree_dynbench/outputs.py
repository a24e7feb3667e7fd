"""Files and folders the commands write next to an extract output (`--json`, `-o`).

Each command checks where it will write before doing any work (timing can take
minutes), and an `OSError` while writing becomes one `DynbenchError` line.
Extract's own DIR is written through `artifacts.staged_output`.
"""

from __future__ import annotations

import os
from pathlib import Path

from .errors import DynbenchError


def check_file(path: Path) -> None:
    """Fail now if `path` cannot be written: a directory, a missing folder, no permission."""
    path = Path(path)
    if path.is_dir():
        raise DynbenchError(f"{path}: cannot write (it is a directory)")
    parent = path.parent
    if not parent.is_dir():
        raise DynbenchError(f"{path}: cannot write (no such directory {parent})")
    if not os.access(path if path.exists() else parent, os.W_OK):
        raise DynbenchError(f"{path}: cannot write (permission denied)")


def check_dir(path: Path) -> None:
    """Fail now if `path` cannot be a directory this process writes into (created if missing)."""
    path = Path(path)
    if path.exists() and not path.is_dir():
        raise DynbenchError(f"{path}: exists and is not a directory")
    existing = path.absolute()
    while not existing.exists():
        existing = existing.parent
    if not existing.is_dir():
        raise DynbenchError(f"{path}: cannot create it ({existing} is not a directory)")
    if not os.access(existing, os.W_OK):
        raise DynbenchError(f"{path}: cannot write (permission denied)")


def write_text(path: Path, text: str) -> None:
    try:
        Path(path).write_text(text)
    except OSError as e:
        raise DynbenchError(f"{path}: cannot write ({e.strerror or e})") from None
