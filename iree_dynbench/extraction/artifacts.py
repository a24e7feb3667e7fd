"""Extract's output directory DIR: opened for reading, staged for writing.

Its files are listed in `layout.ExtractDir`; the rules for replacing an
existing DIR (only a previous extract, never a person's files) are
`outputs.EXTRACT_OUTPUT`.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Iterator

from .. import outputs
from ..errors import DynbenchError
from ..layout import ExtractDir
from ..manifest import Manifest


@contextlib.contextmanager
def staged_output(target: Path) -> Iterator[ExtractDir]:
    """Yield DIR's layout in a staging directory; it replaces `target` when the block succeeds."""
    with outputs.staged_directory(target, outputs.EXTRACT_OUTPUT) as staging:
        layout = ExtractDir(staging)
        layout.dispatch_dir.mkdir()
        yield layout


def open_output(path: Path) -> tuple[ExtractDir, Manifest]:
    """The layout and manifest of an existing extract output."""
    layout = ExtractDir(Path(path))
    if not layout.root.is_dir():
        raise DynbenchError(f"{path}: no such directory")
    if not layout.manifest.is_file() or not layout.benchmarks_vmfb.is_file():
        raise DynbenchError(f"{path}: not a dynbench output directory (no {layout.MANIFEST}/{layout.BENCHMARKS_VMFB})")
    return layout, Manifest.load(layout.manifest)
