"""`tune --resume`: each problem's result kept as it is found, so an interrupted tune goes on.

The file is JSON Lines beside OUT (`layout.tune_checkpoint`): a header (the extract, the
traffic and the options that decide what is tuned and how), then one problem per line as
tune.json writes it (`tuning.problem_json`). `--resume` takes the problems done from it and
tunes the rest; a checkpoint of other work is refused, and one left behind without `--resume`
is named, never silently replaced. Its lines are untrusted input: any damage is one error.
"""

from __future__ import annotations

import fcntl
import json
import os
from pathlib import Path
from typing import Any, Optional

from .. import outputs
from ..errors import DynbenchError, option


class TuneCheckpoint:
    def __init__(self, path: Path, head: dict[str, Any]):
        self.path = Path(path)
        self.head = json.loads(json.dumps(head))
        self._file = None
        self._guard: Optional[int] = None
        self.problems = 0  # recorded in the file: read back, then appended

    def acquire(self) -> None:
        """No other tune into the same output runs now (it holds its checkpoint locked)."""
        if not self.path.is_file() or self.path.is_symlink():
            return
        try:
            fd = os.open(self.path, os.O_RDONLY | os.O_NOFOLLOW)
        except OSError as e:
            raise DynbenchError(f"{self.path}: cannot read the checkpoint ({e.strerror or e})") from None
        self._lock(fd)
        self._guard = fd

    def _lock(self, fd: int) -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise DynbenchError(f"{self.path}: another dynbench is tuning into the same output now (it holds the "
                                "checkpoint); wait for it to end, or stop it first") from None

    def check_fresh(self) -> None:
        """Without `--resume`: an interrupted tune's checkpoint is not thrown away."""
        if self.path.exists() or self.path.is_symlink():
            raise DynbenchError(f"{self.path}: an interrupted tune into the same output left its checkpoint; "
                                f"add {option('resume')} to go on, or remove it to start over")

    def load(self) -> list[dict[str, Any]]:
        """The problems done before (their JSON), with `--resume`; none without a checkpoint."""
        if not self.path.exists():
            return []
        if not self.path.is_file():
            raise DynbenchError(f"{self.path}: not a checkpoint (not a regular file)")
        try:
            lines = [line for line in self.path.read_text().split("\n") if line.strip()]
            records = [json.loads(line) for line in lines]
        except (OSError, UnicodeDecodeError) as e:
            raise DynbenchError(f"{self.path}: cannot read the checkpoint ({getattr(e, 'strerror', None) or e})") from None
        except (ValueError, RecursionError):
            records = None
        if not records or not isinstance(records[0], dict) or any(not isinstance(r, dict) for r in records):
            raise DynbenchError(f"{self.path}: not a tune checkpoint (damaged); remove it to start over")
        if records[0] != self.head:
            raise DynbenchError(f"{self.path} is the checkpoint of other work (another extract, traffic or "
                                f"options); remove it to start over, or drop {option('resume')}")
        return records[1:]

    def start(self, done: list[dict[str, Any]]) -> None:
        text = "".join(json.dumps(r) + "\n" for r in [self.head, *done])
        outputs.write_text(self.path, text, result=False)  # a unique temporary, then renamed: no link followed
        try:
            self._file = open(self.path, "a")
        except OSError as e:
            raise DynbenchError(f"{self.path}: cannot write the checkpoint ({e.strerror or e})") from None
        try:
            fcntl.flock(self._file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            self.close()
            raise DynbenchError(f"{self.path}: another dynbench is tuning into the same output now (it holds the "
                                "checkpoint); wait for it to end, or stop it first") from None
        if self._guard is not None:  # the file read back is replaced by this one, now held
            os.close(self._guard)
            self._guard = None
        self.problems = len(done)

    def append(self, problem: dict[str, Any]) -> None:
        try:
            self._file.write(json.dumps(problem, allow_nan=False) + "\n")
            self._file.flush()
            os.fsync(self._file.fileno())
            self.problems += 1
        except (OSError, ValueError) as e:
            raise DynbenchError(f"{self.path}: cannot write the checkpoint ({getattr(e, 'strerror', None) or e})") from None

    def close(self) -> None:
        if self._file is not None:
            try:
                self._file.close()
            except OSError:
                pass
            self._file = None
        if self._guard is not None:
            os.close(self._guard)
            self._guard = None

    def finish(self) -> None:
        self.close()
        self.path.unlink(missing_ok=True)


def checkpoint_of(output: Path, head: dict[str, Any], resume: bool) -> tuple[Optional[TuneCheckpoint], list[dict]]:
    from ..layout import tune_checkpoint

    store = TuneCheckpoint(tune_checkpoint(output), head)
    store.acquire()
    try:
        if not resume:
            store.check_fresh()
            return store, []
        done = store.load()
        store.problems = len(done)  # what an error from here on must not delete
        return store, done
    except BaseException:
        store.close()
        raise
