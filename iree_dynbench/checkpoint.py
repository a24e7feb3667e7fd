"""A checkpoint: work that survives an interruption, kept as JSON Lines as it is done.

One mechanism for every command that resumes (sweep's and plan's `--resume`: `run/checkpoint`;
tune's: `tune/tune_checkpoint`, each a codec of what its lines hold): a header line that says
what the work is of (a resume must match it, else it is refused, saying what differs); a lock
(`flock`) held by the process doing the work, so a second one doing the same work is refused
rather than timing the same items on the same cores and writing over the first's lines; the
file written afresh through a unique temporary (a fixed name could be a person's file, or a
link), then a line appended and flushed per result; read back as untrusted input (a last line
cut short by the interruption is left out, any other damage is one error naming its line); and
removed once the work is done and written.
"""

from __future__ import annotations

import fcntl
import json
import os
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from .errors import DynbenchError
from .outputs import write_text


class CheckpointDamage(DynbenchError):
    """A line of a checkpoint that is not JSON (`line`: its number, 1 the header)."""

    def __init__(self, message: str, line: int):
        super().__init__(message)
        self.line = line


class CheckpointFile:
    """The checkpoint file `path` of the work `head` describes; `busy` says why a second process
    doing the same work is refused; `finite`: a record holding NaN or infinity is refused as it
    is written (its codec reads strict JSON back)."""

    def __init__(self, path: Path, head: Any, busy: str, *, finite: bool = False):
        self.path, self.busy, self._finite = Path(path), busy, finite
        self.head = json.loads(json.dumps(head))  # as it reads back
        self._file = None
        self._guard: Optional[int] = None  # the existing file, held while this work reads it

    @property
    def left_behind(self) -> bool:
        """An earlier run's checkpoint (or something else by its name) is there."""
        return self.path.exists() or self.path.is_symlink()

    def acquire(self) -> None:
        """Before reading an existing checkpoint: no other process is doing this work now (it
        holds the file locked while it runs)."""
        if not self.path.is_file() or self.path.is_symlink():
            return
        try:
            fd = os.open(self.path, os.O_RDONLY | os.O_NOFOLLOW)
        except OSError as e:
            raise DynbenchError(f"{self.path}: cannot read the checkpoint ({e.strerror or e})") from None
        self._lock(fd, lambda: os.close(fd))
        self._guard = fd

    def read(self) -> tuple[Any, list[Any]]:
        """The header and the records after it, as JSON values (the codec checks what they hold;
        no header: None). A last line cut short by the interruption is left out."""
        if self.path.exists() and not self.path.is_file():
            raise DynbenchError(f"{self.path}: not a checkpoint (not a regular file)")  # a FIFO would block
        try:
            text = self.path.read_text()
        except (OSError, UnicodeDecodeError) as e:
            raise DynbenchError(f"{self.path}: cannot read the checkpoint ({getattr(e, 'strerror', None) or e})") from None
        records = []
        lines = text.split("\n")
        for k, line in enumerate(lines):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except RecursionError:
                raise CheckpointDamage(f"{self.path}:{k + 1}: not a checkpoint line (JSON nested too deep)", k + 1) from None
            except json.JSONDecodeError:
                if k >= len(lines) - 2:  # the last line, cut short by the interruption
                    break
                raise CheckpointDamage(f"{self.path}:{k + 1}: not a checkpoint line (JSON)", k + 1) from None
        return (records[0] if records else None), records[1:]

    def check_head(self, found: Any, other: Callable[[], str], resume: str) -> None:
        """A checkpoint whose header `found` is not this work's is refused: `other()` says what differs."""
        if found != self.head:
            raise DynbenchError(f"{self.path} is the checkpoint of other work ({other()}); remove it to start over, "
                                f"or drop {resume}")

    def start(self, records: Sequence[Any] = ()) -> None:
        """The file is the header and `records` now (those read back: a line cut short is gone, so
        appended lines start on their own line), open for appending and held."""
        write_text(self.path, "".join(json.dumps(r) + "\n" for r in [self.head, *records]), result=False)
        try:
            self._file = open(self.path, "a")
        except OSError as e:
            raise DynbenchError(f"{self.path}: cannot write the checkpoint ({e.strerror or e})") from None
        self._lock(self._file.fileno(), self.close)
        self._release_guard()  # the file read back is replaced by this one, now held

    def append(self, record: Any) -> None:
        """One record, on disk when this returns (an interruption loses at most the one being written)."""
        try:
            line = json.dumps(record, allow_nan=not self._finite)
        except ValueError as e:
            raise DynbenchError(f"{self.path}: cannot write the checkpoint ({e})") from None
        try:
            self._file.write(line + "\n")
            self._file.flush()
            os.fsync(self._file.fileno())
        except OSError as e:
            raise DynbenchError(f"{self.path}: cannot write the checkpoint ({e.strerror or e})") from None

    def close(self) -> None:
        """The lock goes; the file stays (for a resume)."""
        if self._file is not None:
            try:
                self._file.close()  # what a failed append left buffered cannot be written either
            except OSError:
                pass
            self._file = None
        self._release_guard()

    def finish(self) -> None:
        """The work is done and written: the checkpoint goes."""
        self.close()
        self.path.unlink(missing_ok=True)

    def _lock(self, fd: int, undo: Callable[[], None]) -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            undo()
            raise DynbenchError(f"{self.path}: {self.busy}; wait for it to end, or stop it first") from None

    def _release_guard(self) -> None:
        if self._guard is not None:
            os.close(self._guard)
            self._guard = None
