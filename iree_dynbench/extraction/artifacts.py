"""The output directory of `dynbench extract`: layout and safe writing.

    DIR/shapes.json                          the manifest (see manifest.py)
    DIR/benchmarks.mlir, DIR/benchmarks.vmfb every benchmark + __query_shapes + __set_input_dims
    DIR/dispatches/<name>_benchmark.mlir     one standalone benchmark per dispatch
    DIR/model.configured.mlir                the model at executable-configurations (for show/inspection)
    DIR/static/<sizes-tag>/                  static kernels built by `run --flavour static` (static_run.py)

Output is written into a temporary sibling directory and renamed into place
at the end, so a failure leaves nothing behind. An existing DIR is replaced
only when it is itself a dynbench output.
"""

from __future__ import annotations

import contextlib
import os
import json
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from ..errors import DynbenchError
from ..manifest import GENERATOR, Manifest


@dataclass(frozen=True)
class Layout:
    root: Path

    @property
    def manifest(self) -> Path:
        return self.root / "shapes.json"

    @property
    def benchmarks_mlir(self) -> Path:
        return self.root / "benchmarks.mlir"

    @property
    def benchmarks_vmfb(self) -> Path:
        return self.root / "benchmarks.vmfb"

    @property
    def configured_mlir(self) -> Path:
        return self.root / "model.configured.mlir"

    @property
    def dispatch_dir(self) -> Path:
        return self.root / "dispatches"

    def standalone(self, name: str) -> Path:
        return self.dispatch_dir / f"{name}_benchmark.mlir"

    @staticmethod
    def relative_standalone(name: str) -> str:
        return f"dispatches/{name}_benchmark.mlir"


def is_dynbench_output(path: Path) -> bool:
    manifest = Layout(path).manifest
    try:
        data = json.loads(manifest.read_text())
    except (OSError, ValueError):
        return False
    return isinstance(data, dict) and data.get("generator") == GENERATOR


# What extract writes into DIR (plus the `run --flavour static` cache).
OUTPUT_ENTRIES = frozenset({"shapes.json", "benchmarks.mlir", "benchmarks.vmfb", "dispatches", "model.configured.mlir", "static"})


@contextlib.contextmanager
def staged_output(target: Path) -> Iterator[Layout]:
    """Yield a layout in a temporary directory; it replaces `target` on success."""
    with staged_directory(target, is_dynbench_output, OUTPUT_ENTRIES.__contains__, "dynbench output") as staging:
        layout = Layout(staging)
        layout.dispatch_dir.mkdir()
        yield layout


@contextlib.contextmanager
def staged_directory(
    target: Path, ours: Callable[[Path], bool], known: Callable[[str], bool], kind: str
) -> Iterator[Path]:
    """Yield an empty temporary sibling of `target` that replaces it on success.

    An existing `target` is replaced only if it is empty, or `ours(target)`
    and every entry in it is `known` (files a person added are never deleted);
    a symbolic link is never followed. On failure nothing is left behind:
    not the staging directory, not the parents this call created, and an
    existing `target` is kept.
    """
    target = Path(os.path.abspath(target))
    if target.is_symlink():
        raise DynbenchError(f"{target} is a symbolic link; refusing to replace it")
    if target.exists():
        entries = [e.name for e in target.iterdir()] if target.is_dir() else None
        if entries is None or (entries and not ours(target)):
            raise DynbenchError(f"{target} exists and is not a {kind} directory; refusing to overwrite it")
        unknown = sorted(e for e in entries if not known(e))
        if unknown:
            raise DynbenchError(f"{target} holds {unknown[0]}, which dynbench did not write; refusing to replace it")
    missing = [p for p in (target.parent, *target.parent.parents) if not p.exists()]
    existing = next(p for p in (target.parent, *target.parent.parents) if p.exists())
    if not existing.is_dir():
        raise DynbenchError(f"cannot create {target}: {existing} is not a directory")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.dynbench-", dir=target.parent))
    except OSError as e:
        _remove_empty(missing)
        raise DynbenchError(f"cannot create {target}: {e.strerror or e}") from None
    done = False
    try:
        yield staging
        _replace(target, staging)
        done = True
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
        if not done:
            _remove_empty(missing)


def _replace(target: Path, staging: Path) -> None:
    """Move `staging` to `target`; an old `target` is set aside first and put back if that fails."""
    aside = None
    try:
        if target.exists():
            aside = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-", dir=target.parent))
            target.rename(aside)  # replaces the empty directory `aside`
        staging.rename(target)
    except OSError as e:
        if aside is not None and not target.exists():
            aside.rename(target)
            aside = None
        raise DynbenchError(f"cannot move the output into {target}: {e.strerror or e}") from None
    finally:
        if aside is not None and aside.exists():
            shutil.rmtree(aside, ignore_errors=True)


def _remove_empty(directories: list[Path]) -> None:
    """Remove the parents we created (deepest first) if they are still empty."""
    for directory in directories:
        try:
            directory.rmdir()
        except OSError:
            return


def open_output(path: Path) -> tuple[Layout, Manifest]:
    """The layout and manifest of an existing extract output."""
    layout = Layout(Path(path))
    if not layout.root.is_dir():
        raise DynbenchError(f"{path}: no such directory")
    if not layout.manifest.is_file() or not layout.benchmarks_vmfb.is_file():
        raise DynbenchError(f"{path}: not a dynbench output directory (no shapes.json/benchmarks.vmfb)")
    return layout, Manifest.load(layout.manifest)
