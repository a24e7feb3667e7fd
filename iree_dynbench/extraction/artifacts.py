"""Extract's output directory DIR, staged for writing (`manifest.open_output` reads it).

Its files are listed in `layout.ExtractDir`; the rules for replacing an
existing DIR (only a previous extract, never a person's files) are
`outputs.EXTRACT_OUTPUT`.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Iterator

from .. import outputs
from ..layout import ExtractDir


@contextlib.contextmanager
def staged_output(target: Path) -> Iterator[ExtractDir]:
    """Yield DIR's layout in a staging directory; it replaces `target` when the block succeeds."""
    with outputs.staged_directory(target, outputs.EXTRACT_OUTPUT) as staging:
        layout = ExtractDir(staging)
        layout.dispatch_dir.mkdir()
        yield layout
