"""Writing output safely: the one place that decides what dynbench may overwrite.

Three kinds of output, one set of rules:

* Directories dynbench owns as a whole (extract's DIR, export's OUTDIR) are
  built in a hidden sibling staging directory and swapped in at the end
  (`staged_directory`): a failure leaves nothing behind and keeps the old
  output. An existing directory is replaced only when it is empty, or is a
  previous output of the same kind (its JSON says so) holding nothing but the
  entries dynbench writes there: a person's file is never deleted. A
  symbolic link is never followed, nor replaced.
* Single files the user names (`--json FILE`; sweep's CSV, JSON and PNG) are
  written into a hidden sibling and renamed over the old file (`write_text`,
  `write_bytes`), so a reader never sees half a file and a failed write keeps
  the old one. The path is the user's choice: like a shell redirection it may
  be a symbolic link (the file it points to is written), or a device such as
  /dev/stdout (written in place).
* A directory the user names for such files (`sweep -o`) is created if
  missing and otherwise left as it is (`check_dir`, `make_dir`).

Each command checks where it will write before doing any work (compiling or
timing can take minutes; `check_*`), and every `OSError` while writing becomes
one `DynbenchError` line.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Callable, Iterable, Iterator

from .errors import DynbenchError
from .layout import EXPORT_KIND, GENERATOR, ExportDir, ExtractDir


# ---------------------------------------------------------------------------
# What counts as ours


def is_extract_output(path: Path) -> bool:
    """`path` holds a previous extract (its shapes.json says dynbench wrote it)."""
    data = _json(ExtractDir(Path(path)).manifest)
    return isinstance(data, dict) and data.get("generator") == GENERATOR


def is_export_output(path: Path) -> bool:
    """`path` holds a previous export (its index.json says so)."""
    data = _json(ExportDir(Path(path)).index)
    return isinstance(data, dict) and data.get("generator") == GENERATOR and data.get("kind") == EXPORT_KIND


def _json(path: Path) -> object:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


@dataclass(frozen=True)
class OwnedDirectory:
    """A kind of directory dynbench writes as a whole, and how to recognise a previous one."""

    kind: str  # for messages: "... is not a {kind} directory"
    ours: Callable[[Path], bool]  # a previous output of this kind
    known: Callable[[str], bool]  # an entry name dynbench writes in it


EXTRACT_OUTPUT = OwnedDirectory("dynbench output", is_extract_output, ExtractDir.owns)
EXPORT_OUTPUT = OwnedDirectory("dynbench export", is_export_output, ExportDir.owns)


# ---------------------------------------------------------------------------
# Directories written as a whole


def check_replaceable(target: Path, owner: OwnedDirectory) -> None:
    """Fail now, with the reason, if `staged_directory(target, owner)` would refuse `target`."""
    target = Path(os.path.abspath(target))
    if target.is_symlink():
        raise DynbenchError(f"{target} is a symbolic link; refusing to replace it")
    if target.exists():
        entries = [e.name for e in target.iterdir()] if target.is_dir() else None
        if entries is None or (entries and not owner.ours(target)):
            raise DynbenchError(f"{target} exists and is not a {owner.kind} directory; refusing to overwrite it")
        unknown = sorted(e for e in entries if not owner.known(e))
        if unknown:
            raise DynbenchError(f"{target} holds {unknown[0]}, which dynbench did not write; refusing to replace it")
    existing = _existing_ancestor(target.parent)  # where the staging directory goes
    if not existing.is_dir():
        raise DynbenchError(f"cannot create {target}: {existing} is not a directory")
    if not os.access(existing, os.W_OK):
        raise DynbenchError(f"{target}: cannot write (permission denied)")


@contextlib.contextmanager
def staged_directory(target: Path, owner: OwnedDirectory) -> Iterator[Path]:
    """Yield an empty hidden sibling of `target` that replaces it when the block succeeds.

    `target` must pass `check_replaceable`. On failure nothing is left behind:
    not the staging directory, not the parents this call created, and an
    existing `target` is kept; an `OSError` in the block (a full disk) becomes
    a `DynbenchError` naming `target`.
    """
    target = Path(os.path.abspath(target))
    check_replaceable(target, owner)
    missing = [p for p in (target.parent, *target.parent.parents) if not p.exists()]
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.dynbench-", dir=target.parent))
    except OSError as e:
        _remove_empty(missing)
        raise DynbenchError(f"cannot create {target}: {e.strerror or e}") from None
    done = False
    try:
        try:
            yield staging
        except OSError as e:
            raise DynbenchError(f"cannot write {target}: {e.strerror or e}") from None
        _swap(target, staging)
        done = True
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
        if not done:
            _remove_empty(missing)


def _swap(target: Path, staging: Path) -> None:
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


def _existing_ancestor(path: Path) -> Path:
    return next(p for p in (path, *path.parents) if p.exists() or p.is_symlink())


def _remove_empty(directories: list[Path]) -> None:
    """Remove the parents we created (deepest first) if they are still empty."""
    for directory in directories:
        try:
            directory.rmdir()
        except OSError:
            return


# ---------------------------------------------------------------------------
# Directories written into


def check_dir(path: Path) -> None:
    """Fail now if `path` cannot be a directory this process writes files into (created if missing)."""
    path = Path(path)
    if path.exists() and not path.is_dir():
        raise DynbenchError(f"{path}: exists and is not a directory")
    existing = _existing_ancestor(path.absolute())
    if not existing.is_dir():
        raise DynbenchError(f"{path}: cannot create it ({existing} is not a directory)")
    if not os.access(existing, os.W_OK):
        raise DynbenchError(f"{path}: cannot write (permission denied)")


def make_dir(path: Path) -> None:
    """Create `path` (and its parents) if missing."""
    try:
        Path(path).mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise DynbenchError(f"{path}: cannot write ({e.strerror or e})") from None


# ---------------------------------------------------------------------------
# Single files


def check_file(path: Path) -> None:
    """Fail now if `path` cannot be written: a directory, a missing folder, no permission."""
    path = Path(path)
    if path.is_dir():
        raise DynbenchError(f"{path}: cannot write (it is a directory)")
    parent = path.parent
    if not parent.is_dir():
        raise DynbenchError(f"{path}: cannot write (no such directory {parent})")
    real = Path(os.path.realpath(path))
    writable = real if real.exists() and not real.is_file() else real.parent  # a device, or the folder we rename in
    if not os.access(writable, os.W_OK) or (real.is_file() and not os.access(real, os.W_OK)):
        raise DynbenchError(f"{path}: cannot write (permission denied)")


def write_text(path: Path, text: str) -> None:
    write_bytes(path, text.encode())


def write_bytes(path: Path, data: bytes) -> None:
    """Write `path` whole: into a hidden sibling renamed over it (a regular or new file,
    through a symbolic link to it), or in place (a device or pipe)."""
    write_chunks(path, [data])


def write_text_chunks(path: Path, chunks: Iterable[str]) -> None:
    """`write_text`, streamed: the text is written as `chunks` yields it (a large JSON
    file is never one string in memory), with the same whole-file rules."""
    write_chunks(path, (chunk.encode() for chunk in chunks))


def write_chunks(path: Path, chunks: Iterable[bytes]) -> None:
    """`write_bytes` of the concatenated `chunks`, written as they come."""
    path = Path(path)
    real = Path(os.path.realpath(path))
    try:
        if real.exists() and not real.is_file():
            with open(real, "wb") as f:
                for chunk in chunks:
                    f.write(chunk)
            return
        mode = stat.S_IMODE(real.stat().st_mode) if real.exists() else None
        partial, f = _new_sibling(real)
        try:
            with f:
                for chunk in chunks:
                    f.write(chunk)
            if mode is not None:
                os.chmod(partial, mode)
            os.replace(partial, real)
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
    except OSError as e:
        raise DynbenchError(f"{path}: cannot write ({e.strerror or e})") from None


def _new_sibling(path: Path) -> tuple[Path, BinaryIO]:
    """A new hidden file next to `path`, opened for writing (created with the umask's mode)."""
    while True:
        candidate = path.with_name(f".{path.name}.dynbench-{secrets.token_hex(4)}")
        try:
            return candidate, open(candidate, "xb")
        except FileExistsError:
            continue
