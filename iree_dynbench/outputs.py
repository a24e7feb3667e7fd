"""Writing output safely: the one place that decides what dynbench may overwrite.

Three kinds of output, one set of rules:

* Directories dynbench owns as a whole (extract's DIR, export's OUTDIR) are
  built in a hidden sibling staging directory and swapped in at the end
  (`staged_directory`): a failure leaves nothing behind and keeps the old
  output. An existing directory is replaced only when it is empty, or is a
  previous output of the same kind (its JSON says so) holding nothing but the
  files and folders dynbench writes there, at any depth: a person's file is
  never deleted. A symbolic link is never followed, nor replaced. New
  directories follow the umask. Each staging directory holds a lock (flock)
  for as long as its run lives, and its name carries the run's pid: the next
  run into the same place removes what a killed run left (no live pid, lock
  free), never a concurrent run's.
* Temporary directories (`scratch_directory`) follow the same scheme in the
  system's temporary folder, and are removed on every exit path.
* Single files the user names (`--json FILE`; sweep's CSV, JSON and PNG) are
  written into a hidden sibling and renamed over the old file (`write_text`,
  `write_bytes`), so a reader never sees half a file and a failed write keeps
  the old one. A symbolic link is refused (it could point anywhere: another
  file would be overwritten), except a device's, such as /dev/stdout (a device
  is written in place). The CLI takes `-` for standard output itself.
* A directory the user names for such files (`sweep -o`) is created if
  missing and otherwise left as it is (`check_dir`, `make_dir`); of the files
  dynbench writes there, only those an earlier run's record lists are replaced
  (`check_output_files`, `OwnedFiles`).

Each command checks where it will write before doing any work (compiling or
timing can take minutes; `check_*`), and every `OSError` while writing becomes
one `DynbenchError` line.
"""

from __future__ import annotations

import collections
import contextlib
import fcntl
import json
import os
import re
import secrets
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Callable, Iterable, Iterator, Optional, Sequence

from .errors import DynbenchError
from .interrupts import held
from .layout import EXPORT_KIND, GENERATOR, SWEEP_KIND, TUNE_KIND, ExportDir, ExtractDir, SweepDir, TuneDir


# ---------------------------------------------------------------------------
# What counts as ours


def is_extract_output(path: Path) -> bool:
    """`path` holds a previous extract (its shapes.json says dynbench wrote it)."""
    data = _json(ExtractDir(Path(path)).manifest)
    return isinstance(data, dict) and data.get("generator") == GENERATOR


def _sweep_record(json_file: Path) -> Optional[dict]:
    """The sweep.json dynbench wrote at `json_file` (its generator and kind say so), or None."""
    data = _json(json_file)
    ours = isinstance(data, dict) and data.get("generator") == GENERATOR and data.get("kind") == SWEEP_KIND
    return data if ours else None


def is_sweep_output(json_file: Path) -> bool:
    """`json_file` is a sweep.json dynbench wrote (its generator and kind say so)."""
    return _sweep_record(json_file) is not None


def sweep_files(json_file: Path) -> set[str]:
    """The names of the files the sweep whose sweep.json is `json_file` recorded writing
    (empty: no sweep.json of dynbench's, or it records none)."""
    files = (_sweep_record(json_file) or {}).get("files")
    return {f for f in files if isinstance(f, str)} if isinstance(files, list) else set()


def is_export_output(path: Path) -> bool:
    """`path` holds a previous export (its index.json says so)."""
    data = _json(ExportDir(Path(path)).index)
    return isinstance(data, dict) and data.get("generator") == GENERATOR and data.get("kind") == EXPORT_KIND


def check_not_an_input(output: Path, directory: Optional[Path], reads: Sequence[Optional[Path]] = ()) -> None:
    """An output file named by an option is not one the command reads (`--json traffic.log`
    would replace the size log it plans) nor inside the extract `directory` (whose files its
    next command reads): refused in one line, before any work."""
    target = Path(os.path.realpath(output))
    for given in reads:
        if given is not None and Path(os.path.realpath(given)) == target:
            raise DynbenchError(f"{output} is a file this command reads ({given}); write to another file")
    if directory is not None:
        root = Path(os.path.realpath(directory))
        if target == root or root in target.parents:
            raise DynbenchError(f"{output} is inside {directory}, an extract output; write it elsewhere")


def _json(path: Path) -> object:
    """A record of a previous output, or None where it is none (unreadable, not JSON, nested
    past the parser's depth, not a regular file: a FIFO would block)."""
    try:
        if not path.is_file():
            return None
        return json.loads(path.read_text())
    except (OSError, ValueError, RecursionError):
        return None


@dataclass(frozen=True)
class OwnedDirectory:
    """A kind of directory dynbench writes as a whole, and how to recognise a previous one."""

    kind: str  # for messages: "... is not a {kind} directory"
    ours: Callable[[Path], bool]  # a previous output of this kind
    # Of a previous output (its path): whether a path under it (`/`-separated; a folder or
    # not) is one that output's record says dynbench wrote.
    contents: Callable[[Path], Callable[[str, bool], bool]]


def _extract_contents(target: Path) -> Callable[[str, bool], bool]:
    """What the extract that wrote `target` recorded writing: its dispatches' files (shapes.json)."""
    data = _json(ExtractDir(target).manifest)
    dispatches = data.get("dispatches") if isinstance(data, dict) else None
    names = [d["name"] for d in dispatches or [] if isinstance(d, dict) and isinstance(d.get("name"), str)]
    return ExtractDir.owned_paths(names)


def _export_contents(target: Path) -> Callable[[str, bool], bool]:
    """What the export that wrote `target` recorded writing: the files of its index.json."""
    data = _json(ExportDir(target).index)
    files = data.get("files") if isinstance(data, dict) else None
    return ExportDir.owned_paths([f["file"] for f in files or [] if isinstance(f, dict) and isinstance(f.get("file"), str)])


def is_tune_output(path: Path) -> bool:
    data = _json(TuneDir(path).report)
    return isinstance(data, dict) and data.get("generator") == GENERATOR and data.get("kind") == TUNE_KIND


TUNE_OUTPUT = OwnedDirectory("dynbench tune", is_tune_output, TuneDir.owned_paths)
EXTRACT_OUTPUT = OwnedDirectory("dynbench output", is_extract_output, _extract_contents)
EXPORT_OUTPUT = OwnedDirectory("dynbench export", is_export_output, _export_contents)


@dataclass(frozen=True)
class OwnedFiles:
    """Files dynbench writes into a directory of the user's that may hold others (sweep's `-o`),
    and how to recognise those an earlier run wrote: one of them is its record."""

    command: str  # for messages: "give {command} its own -o directory"
    files: Callable[[Path], Sequence[Path]]  # the files it writes into a directory
    record: Callable[[Path], Path]  # the one of them that says who wrote them
    ours: Callable[[Path], bool]  # a record is one dynbench wrote (its generator and kind say so)
    listed: Callable[[Path], set[str]]  # of a record of ours: the names of the files that run wrote


SWEEP_OUTPUT = OwnedFiles("sweep", lambda d: (SweepDir(d).csv, SweepDir(d).json, SweepDir(d).png),
                          lambda d: SweepDir(d).json, is_sweep_output, sweep_files)


# ---------------------------------------------------------------------------
# Directories written as a whole


def check_output_directory(output: Path, owner: OwnedDirectory, extract: Optional[Path] = None) -> None:
    """Before any work: the output directory a command writes whole (export's, tune's) is not
    inside the extract output `extract` it reads, and `staged_directory` will take it."""
    check_not_an_input(output, extract)
    check_replaceable(output, owner)


def check_replaceable(target: Path, owner: OwnedDirectory) -> None:
    """Fail now, with the reason, if `staged_directory(target, owner)` would refuse `target`.

    An existing `target` must be empty, or a previous output of `owner`'s kind in which
    every file and folder, at any depth, is one dynbench wrote (no symbolic links).
    """
    target = Path(os.path.abspath(target))
    if target.is_symlink():
        raise DynbenchError(f"{target} is a symbolic link; refusing to replace it")
    if target.exists():
        entries = _entries(target, target) if target.is_dir() else None
        if entries is None or (entries and not owner.ours(target)):
            raise DynbenchError(f"{target} exists and is not a {owner.kind} directory; refusing to overwrite it")
        foreign = _foreign(target, owner.contents(target)) if entries else None
        if foreign is not None:
            raise DynbenchError(f"{target} holds {foreign}, which dynbench did not write; refusing to replace it")
    existing = _existing_ancestor(target.parent)  # where the staging directory goes
    if not existing.is_dir():
        raise DynbenchError(f"cannot create {target}: {existing} is not a directory")
    if not os.access(existing, os.W_OK):
        raise DynbenchError(f"{target}: cannot write (permission denied)")


def _entries(folder: Path, target: Path) -> list[os.DirEntry]:
    try:
        with os.scandir(folder) as it:
            return sorted(it, key=lambda e: e.name)
    except OSError as e:
        raise DynbenchError(f"cannot read {folder} ({e.strerror or e}); refusing to replace {target}") from None


def _foreign(target: Path, ours: Callable[[str, bool], bool], prefix: str = "") -> Optional[str]:
    """The first path under `target` (depth first, by name) that dynbench did not write:
    one `ours` rejects, a symbolic link, or anything but a file or folder."""
    for entry in _entries(target / prefix if prefix else target, target):
        relative = prefix + entry.name
        is_dir = entry.is_dir(follow_symlinks=False)
        plain = is_dir or entry.is_file(follow_symlinks=False)
        if entry.is_symlink() or not plain or not ours(relative, is_dir):
            return relative
        if is_dir:
            found = _foreign(target, ours, relative + "/")
            if found is not None:
                return found
    return None


@contextlib.contextmanager
def staged_directory(target: Path, owner: OwnedDirectory) -> Iterator[Path]:
    """Yield an empty hidden sibling of `target` that replaces it when the block succeeds.

    `target` must pass `check_replaceable`. On failure nothing is left behind:
    not the staging directory, not the parents this call created, and an
    existing `target` is kept; an `OSError` in the block (a full disk) becomes
    a `DynbenchError` naming `target`. Staging directories of earlier runs into
    `target` that were killed (no live process holds their lock) are removed
    first. The new directory's mode follows the umask, as `mkdir` makes it.
    """
    target = Path(os.path.abspath(target))
    _restore_aside(target)
    check_replaceable(target, owner)
    missing = [p for p in (target.parent, *target.parent.parents) if not p.exists()]
    if not missing:
        remove_leftovers(target.parent, f".{target.name}{_STAGING}")
        remove_leftovers(target.parent, f".{target.name}{_ASIDE}")
    staging: Optional[Path] = None
    lock: Optional[int] = None
    done = False
    try:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            with held():
                staging, lock = _locked_directory(target.parent, f".{target.name}{_STAGING}")
        except OSError as e:
            raise DynbenchError(f"cannot create {target}: {e.strerror or e}") from None
        try:
            yield staging
        except OSError as e:
            raise DynbenchError(f"cannot write {target}: {e.strerror or e}") from None
        _swap(target, staging, owner)
        done = True
    finally:
        try:
            if staging is not None and staging.exists():
                shutil.rmtree(staging, ignore_errors=True)
            if not done:
                _remove_empty(missing)
        finally:
            if lock is not None:
                os.close(lock)


# Hidden siblings of a directory being replaced: `.<name>.dynbench-<pid>-<random>`
# (the new output, being written) and `.<name>.old-<pid>-<random>` (the old one, set aside).
_STAGING = ".dynbench-"
_ASIDE = ".old-"


def _locked_directory(parent: Path, prefix: str, mode: int = 0o777) -> tuple[Path, int]:
    """A new directory `<prefix><pid>-<random>` in `parent` (`mode` less the umask), and an
    open descriptor on it holding an exclusive lock: what tells a later run it is in use.
    Call it under `held`, storing the result inside: a signal between its
    return and the store would leave a directory nobody removes."""
    while True:
        path = parent / f"{prefix}{os.getpid()}-{secrets.token_hex(4)}"
        try:
            path.mkdir(mode=mode)
        except FileExistsError:
            continue
        break
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # a new directory: nobody else holds it
    except BaseException:
        path.rmdir()
        raise
    return path, fd




_OURS = re.compile(r"(\d+)-[0-9a-f]{8}")


def remove_leftovers(parent: Path, prefix: str) -> None:
    """Remove the directories `<prefix><pid>-<random>` in `parent` that a killed run left: ones
    named as dynbench names them, whose process is gone and whose lock nobody holds. A
    concurrent run's directory (its process alive, or its lock held) is never touched, nor
    a folder of a similar name that is not ours (`.out.dynbench-backup`)."""
    try:
        with os.scandir(parent) as it:
            candidates = [Path(e.path) for e in it if e.name.startswith(prefix) and e.is_dir(follow_symlinks=False)]
    except OSError:
        return
    for path in candidates:
        ours = _OURS.fullmatch(path.name[len(prefix):])  # `<pid>-<8 hex>`, as `_locked_directory` names them
        if ours is None or _alive(int(ours.group(1)), _changed(path)):  # a person's folder of a similar name, or a live run's
            continue
        try:
            fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # held: a live run
            os.close(fd)
            continue
        try:
            shutil.rmtree(path, ignore_errors=True)
        finally:
            os.close(fd)


def _changed(path: Path) -> Optional[float]:
    """When `path` last changed (None: it cannot be read)."""
    try:
        return path.lstat().st_mtime
    except OSError:
        return None


def clean_after_crash(target: Path) -> None:
    """What a run into `target` that died by a signal left: its old output set aside is put
    back, its staging folder removed (`cli.supervise`, once the run's process is gone)."""
    target = Path(os.path.abspath(target))
    _restore_aside(target)
    if target.parent.is_dir():
        remove_leftovers(target.parent, f".{target.name}{_STAGING}")
        remove_leftovers(target.parent, f".{target.name}{_ASIDE}")


def _restore_aside(target: Path) -> None:
    """A run killed in the middle of `_swap` left `target` missing and the old output set
    aside: put it back, so it is replaced (or kept) as if that run had never started."""
    if target.exists() or target.is_symlink() or not target.parent.is_dir():
        return
    prefix = f".{target.name}{_ASIDE}"
    for entry in sorted(target.parent.iterdir()):
        ours = _OURS.fullmatch(entry.name[len(prefix):]) if entry.name.startswith(prefix) else None
        if ours is not None and not _alive(int(ours.group(1)), _changed(entry)) and entry.is_dir() and not entry.is_symlink():
            try:
                entry.rename(target)
            except OSError:
                continue
            return


def _alive(pid: int, since: Optional[float] = None) -> bool:
    """Whether the run of process `pid` lives. A zombie does not: a run killed with its
    supervising parent (`kill -9` of extract's process group) is a child nobody waits for until
    whoever adopts it does, and a container's first process may never. Nor does a process that
    started after `since` (the folder's last change, which its run made): its pid is another's now."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OverflowError, ValueError):
        return pid > 0  # no such pid at all: kept, as ever
    except PermissionError:
        pass  # another user's process: what /proc says of it decides
    state, started = _process_state(pid)
    if state in ("Z", "X"):
        return False
    return not (since is not None and started is not None and started > since + _START_SLACK_S)


_START_SLACK_S = 2.0  # a process's start time read from /proc is good to a second (the boot time's)


def _process_state(pid: int) -> tuple[Optional[str], Optional[float]]:
    """Process `pid`'s state letter (`Z`: a zombie) and start time (seconds since the epoch), from
    Linux's /proc; (None, None) where there is none."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()  # after "pid (comm)"
        state, ticks = fields[0], int(fields[19])
        boot = next(float(line.split()[1]) for line in Path("/proc/stat").read_text().splitlines()
                    if line.startswith("btime "))
        return state, boot + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError, StopIteration):
        return None, None


@contextlib.contextmanager
def scratch_directory(prefix: str) -> Iterator[Path]:
    """A private temporary directory `<tmp>/<prefix><pid>-<random>`, removed on every exit
    path (an error, Ctrl-C, SIGTERM); those a killed run left there are removed first."""
    base = Path(tempfile.gettempdir())
    remove_leftovers(base, prefix)
    path: Optional[Path] = None
    lock: Optional[int] = None
    try:
        try:
            with held():
                path, lock = _locked_directory(base, prefix, mode=0o700)  # private, as mkdtemp makes it
        except OSError as e:
            raise DynbenchError(f"cannot create a temporary directory in {base}: {e.strerror or e}") from None
        yield path
    finally:
        try:
            if path is not None:
                shutil.rmtree(path, ignore_errors=True)
        finally:
            if lock is not None:
                os.close(lock)


def _swap(target: Path, staging: Path, owner: Optional[OwnedDirectory] = None) -> None:
    """Move `staging` to `target`; an old `target` is set aside first and put back if that fails.
    Signals wait: between the two renames there is no `target`. `target` is checked again
    first: a file a person put there while the run worked is not dynbench's to delete (the
    run then replaces nothing and says so)."""
    if owner is not None and target.exists() and not target.is_symlink() and target.is_dir():
        foreign = _foreign(target, owner.contents(target))
        if foreign is not None:
            raise DynbenchError(
                f"{target} gained {foreign} while this run worked, which dynbench did not write; "
                "nothing replaced"
            )
    with held() as pending:
        if _swap_now(target, staging, owner, commit=lambda: not pending):
            written.append(target)


# The outputs written whole so far (directories put in place, files renamed over): when a
# signal ends a command after some, the CLI's line names them, so nobody takes them for the
# old ones. The last few only; the CLI clears it as a command starts.
written: collections.deque[Path] = collections.deque(maxlen=8)


def _in_scratch(path: Path) -> bool:
    """In a staging, set-aside or temporary directory of dynbench's (no output yet)."""
    return any(("dynbench-" in part or _ASIDE in part) and _OURS.search(part) for part in Path(path).parent.parts)


@contextlib.contextmanager
def written_together() -> Iterator[None]:
    """Files written in the block are written as one: a signal waits until the block is done
    (keep it short: the slow work comes before it)."""
    with held():
        yield


def _swap_now(
    target: Path, staging: Path, owner: Optional[OwnedDirectory] = None, commit: Callable[[], bool] = lambda: True
) -> bool:
    """The swap; False where `commit()` said no once the old output was set aside (a signal
    came): it is put back and nothing is replaced."""
    aside = None
    try:
        if target.exists():
            aside, lock = _locked_directory(target.parent, f".{target.name}{_ASIDE}")
            os.close(lock)  # `aside` is replaced at once; its name says whose it is
            target.rename(aside)  # replaces the empty directory `aside`
            os.utime(aside)  # changed now, by this run: `_alive` reads a pid started later as another's
            # Checked again once set aside (a file written after the check above is in it now,
            # and nothing new reaches it by `target`'s name): then it goes back, untouched.
            foreign = _foreign(aside, owner.contents(aside)) if owner is not None else None
            if foreign is not None:
                aside.rename(target)
                aside = None
                raise DynbenchError(
                    f"{target} gained {foreign} while this run worked, which dynbench did not write; "
                    "nothing replaced"
                )
        if not commit():
            if aside is not None:
                aside.rename(target)
                aside = None
            return False
        staging.rename(target)
        return True
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


def check_output_files(output: Path, owner: OwnedFiles, extract: Optional[Path] = None) -> None:
    """Before any work: `output` can be the directory of `owner`'s files (none of them a
    directory or a symbolic link; not an extract or export output, nor inside the extract
    `extract` read, whose next extract or export would then refuse files it did not write), and
    each of them already there is one the earlier run's record lists: a person's file of that
    name is never replaced."""
    output = Path(output)
    if is_extract_output(output) or is_export_output(output):
        raise DynbenchError(f"{output} is a dynbench extract or export output; give {owner.command} its own -o directory")
    check_not_an_input(output, extract)
    check_dir(output)
    present = [path for path in owner.files(output) if path.exists() or path.is_symlink()]
    for path in present:
        check_file(path)
    if not present:
        return
    record = owner.record(output)
    if not owner.ours(record):  # a person's files of these names
        raise DynbenchError(
            f"{present[0]} is not from a dynbench {owner.command} ({record.name} does not say so); "
            f"give {owner.command} another -o directory, or remove it"
        )
    recorded = owner.listed(record) | {record.name}
    for path in present:
        if path.name not in recorded:  # the earlier run did not write it: a person's file
            raise DynbenchError(
                f"{path} is not from the earlier {owner.command} ({record.name} does not list it); "
                f"give {owner.command} another -o directory, or remove it"
            )


def make_dir(path: Path) -> None:
    """Create `path` (and its parents) if missing."""
    try:
        Path(path).mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise DynbenchError(f"{path}: cannot write ({e.strerror or e})") from None


# ---------------------------------------------------------------------------
# Single files


def check_file(path: Path) -> None:
    """Fail now if `path` cannot be written: a directory, a missing folder, no permission,
    a symbolic link to a file."""
    path = Path(path)
    _refuse_link_to_file(path)
    if path.is_dir():
        raise DynbenchError(f"{path}: cannot write (it is a directory)")
    parent = path.parent
    if not parent.is_dir():
        what = "not a directory" if parent.exists() else "no such directory"
        raise DynbenchError(f"{path}: cannot write ({what} {parent})")
    real = Path(os.path.realpath(path))
    writable = real if real.exists() and not real.is_file() else real.parent  # a device, or the folder we rename in
    if not os.access(writable, os.W_OK) or (real.is_file() and not os.access(real, os.W_OK)):
        raise DynbenchError(f"{path}: cannot write (permission denied)")
    if writable == real.parent and not _device(path, real):
        # What access() cannot tell (root on /proc, a read-only mount, a file system that refuses
        # the name): the sibling a write goes through, made and removed now, before any work.
        try:
            probe, handle = _new_sibling(real)
        except OSError as e:
            raise DynbenchError(f"{path}: cannot write ({e.strerror or e})") from None
        handle.close()
        probe.unlink(missing_ok=True)


def write_text(path: Path, text: str, *, result: bool = True) -> None:
    """`write_bytes` of `text`; `result=False`: a file that is not a command's result (a
    checkpoint), not named among the outputs written in full when a signal ends the command."""
    write_chunks(path, [text.encode()], result=result)


def write_bytes(path: Path, data: bytes) -> None:
    """Write `path` whole: into a hidden sibling renamed over it (a regular or new file),
    or in place (a device or pipe, /dev/stdout). A symbolic link to a file is refused."""
    write_chunks(path, [data])


def write_text_chunks(path: Path, chunks: Iterable[str]) -> None:
    """`write_text`, streamed: the text is written as `chunks` yields it (a large JSON
    file is never one string in memory), with the same whole-file rules."""
    write_chunks(path, (chunk.encode() for chunk in chunks))


def write_chunks(path: Path, chunks: Iterable[bytes], *, result: bool = True) -> None:
    """`write_bytes` of the concatenated `chunks`, written as they come."""
    path = Path(path)
    _refuse_link_to_file(path)
    real = Path(os.path.realpath(path))
    try:
        if _device(path, real):
            with open(path, "wb") as f:
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
            if result and not _in_scratch(path):
                written.append(path)
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
    except OSError as e:
        raise DynbenchError(f"{path}: cannot write ({e.strerror or e})") from None


def _refuse_link_to_file(path: Path) -> None:
    """A symbolic link is written through only to a device (`/dev/stdout`, a pipe)."""
    if not path.is_symlink():
        return
    if not _device(path, Path(os.path.realpath(path))):
        raise DynbenchError(f"{path} is a symbolic link; refusing to write through it")


# Names of this process's own streams: written in place whatever they lead to (a file too,
# when standard output was redirected to one).
_STREAM_NAMES = ("/dev/stdout", "/dev/stderr")
_STREAM_FOLDERS = ("/dev/fd/", "/proc/self/fd/")


def written_in_place(path: Path) -> bool:
    """`path` is a stream or device (`/dev/fd/1`, a pipe): nothing can be written beside it."""
    return _device(path, Path(os.path.realpath(path)))


def _device(path: Path, real: Path) -> bool:
    """`path` is written in place: a device or pipe, or a name of one of this process's own
    streams. Decided by what the path is, not where its name sits (a link in /dev/shm to a
    person's file is a link to a file)."""
    name = os.path.abspath(path)
    stream = name in _STREAM_NAMES or name.startswith(_STREAM_FOLDERS)
    return (real.exists() and not real.is_file()) or stream


def _new_sibling(path: Path) -> tuple[Path, BinaryIO]:
    """A new hidden file next to `path`, opened for writing (created with the umask's mode)."""
    while True:
        candidate = path.with_name(f".{path.name}.dynbench-{secrets.token_hex(4)}")
        try:
            return candidate, open(candidate, "xb")
        except FileExistsError:
            continue
