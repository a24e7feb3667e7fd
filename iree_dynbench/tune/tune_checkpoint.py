"""`tune --resume`: each problem's result kept as it is found, so an interrupted tune goes on.

The file is JSON Lines beside OUT (`layout.tune_checkpoint`): a header (the extract, the
traffic and the options that decide what is tuned and how), then one problem per line as
tune.json writes it (`tuning.problem_json`). `--resume` takes the problems done from it and
tunes the rest; a checkpoint of other work is refused, and one left behind without `--resume`
is named, never silently replaced. Its lines are untrusted input: any damage is one error.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

from .. import outputs
from ..errors import DynbenchError, option


class TuneCheckpoint:
    def __init__(self, path: Path, head: dict[str, Any]):
        self.path = Path(path)
        self.head = json.loads(json.dumps(head))
        self._held = outputs.HeldFile(self.path, "another dynbench is tuning into the same output now (it holds "
                                             "the checkpoint)")
        self.problems = 0  # recorded in the file: read back, then appended

    def acquire(self) -> None:
        """No other tune into the same output runs now (it holds its checkpoint locked)."""
        self._held.acquire()

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
        self._held.start("".join(json.dumps(r) + "\n" for r in [self.head, *done]))
        self.problems = len(done)

    def append(self, problem: dict[str, Any]) -> None:
        try:
            line = json.dumps(problem, allow_nan=False)
        except ValueError as e:
            raise DynbenchError(f"{self.path}: cannot write the checkpoint ({e})") from None
        self._held.append(line)
        self.problems += 1

    def close(self) -> None:
        self._held.close()

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
