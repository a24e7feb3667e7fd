"""A long sweep or plan survives an interruption: each timed item is appended to a JSON Lines
checkpoint as it finishes, and `--resume` reads them back instead of timing them again.

The first line says what the checkpoint is of (the command, benchmarks.vmfb's sha256, the
timing options, the selection); a checkpoint of other work is refused, not mixed in. Each
further line is one item: its key, dims, who timed it, and its rows' measurements.
Parameters and problem sizes are not stored: they are queried again at the item's dims
(the same module gives the same answer). A last line cut short by the interruption is
left out. A checkpoint is JSON at the edge: `Checkpoint` turns it back into `RunResult`s.
The file's mechanism (header, lock, appends, read back, removal) is `checkpoint.CheckpointFile`'s;
this module is what its lines hold.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from ..checkpoint import CheckpointFile
from ..errors import DynbenchError, option
from ..layout import CHECKPOINT_FORMAT
from ..manifest import Manifest
from ..problem_size import problem_size
from .options import TimingOptions
from .results import DispatchTiming, RunResult
from .work import Timed

_ROW_FIELDS = ("index", "name", "export", "iterations", "times_us", "cpu_times_us", "overhead_us", "error",
               "stopped_by", "buffer_copies", "timed_for", "timed_as")
_RUN_FIELDS = ("device", "function", "inputs", "dims", "dim_names", "flavour", "method", "notes", "target", "host", "worker")


def header(kind: str, manifest: Manifest, options: TimingOptions, selection: Any) -> dict[str, Any]:
    """What the checkpoint is of; a resume must match it exactly. The selection (sizes,
    dispatches: tens of thousands of size sets, for a plan) is kept as its hash; its fleet
    (`FleetOptions.identity`: a few names) as it is, so that a refusal can say what differs."""
    selection = dict(selection) if isinstance(selection, dict) else {"selection": selection}
    fleet = selection.pop("fleet", None)
    digest = hashlib.sha256(json.dumps(selection, sort_keys=True).encode()).hexdigest()
    return {
        "format": CHECKPOINT_FORMAT, "kind": kind, "benchmarks_sha256": manifest.benchmarks_sha256,
        "options": asdict(options), "selection": digest, "fleet": fleet,
    }


class Checkpoint:
    """The checkpoint file `path` of work described by `head` (`header`): what its lines hold
    (timed items), over the one mechanism (`checkpoint.CheckpointFile`)."""

    def __init__(self, path: Path, head: dict[str, Any]):
        self.file = CheckpointFile(path, head, "another dynbench is doing this work now (it holds the checkpoint)")
        self.path, self.head = self.file.path, self.file.head

    def acquire(self) -> None:
        """Before reading an existing checkpoint: no other dynbench is doing this work now."""
        self.file.acquire()

    def pending(self) -> int:
        """Items an earlier, interrupted run left in the file (0: none, or no file)."""
        return len(self._lines()[1]) if self.path.is_file() else 0

    def load(self, directory: Path, query: Callable[[Sequence[int]], list]) -> dict[str, Timed]:
        """The items timed before (key -> Timed), their parameters queried again by `query(dims)`."""
        head, lines = self._lines()
        self.file.check_head(head, lambda: _difference(head, self.head), option("resume", "resume"))
        done: dict[str, Timed] = {}
        for number, data in enumerate(lines, start=2):
            try:
                timed = self._item(data, directory, query)
            except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, RecursionError) as e:
                raise DynbenchError(
                    f"{self.path}:{number}: not a checkpoint item ({type(e).__name__}: {str(e)[:80]}); "
                    f"remove it to start over"
                ) from None
            except DynbenchError as e:
                raise DynbenchError(f"{self.path}:{number}: {e.raw}; remove it to start over") from None
            done[timed.key] = timed
        return done

    def _item(self, data: dict[str, Any], directory: Path, query: Callable[[Sequence[int]], list]) -> Timed:
        """One timed item of the file, read back (the file is untrusted: any field may be wrong)."""
        dims = [int(d) for d in data["dims"]]
        params = query(dims)
        if str(data["key"]).split(":")[0] != ("x".join(map(str, dims)) or "-"):
            raise ValueError(f"key {str(data['key'])[:40]!r} is not the item of dims {dims}")

        def row(r: dict[str, Any]) -> DispatchTiming:
            index = int(r["index"])
            if not 0 <= index < len(params):
                raise IndexError(f"dispatch index {index}")
            times, cpu_times = _times(r["times_us"]), _times(r["cpu_times_us"], zero=True)
            if r["name"] != params[index].name or r["export"] != params[index].export:
                raise ValueError(f"row {index} names {str(r['name'])[:40]!r}, not its dispatch {params[index].name}")
            iterations, overhead = int(r["iterations"]), float(r["overhead_us"])
            if r["error"] is None and (not times or iterations < 1):
                raise ValueError(f"row {index} has no times and no error")
            if not (math.isfinite(overhead) and 0 <= overhead <= MAX_TIME_US):
                raise ValueError(f"overhead {overhead} of row {index} is not a time")
            timed_for, timed_as = int(r.get("timed_for", 1)), str(r.get("timed_as", ""))
            if not 1 <= timed_for <= len(params):
                raise ValueError(f"row {index} stands for {timed_for} call sites")
            return DispatchTiming(
                index, params[index].name, params[index].export, params[index], problem_size(params[index]),
                iterations, times, cpu_times, overhead, r["error"], r["stopped_by"], int(r["buffer_copies"]),
                timed_for=timed_for, timed_as=timed_as,
            )

        if not isinstance(data["rows"], list) or not data["rows"]:
            raise TypeError("rows is not a list of the item's dispatches")
        rows = tuple(row(r) for r in data["rows"])
        if len({r.index for r in rows}) != len(rows):
            raise ValueError("a dispatch is listed twice")
        run = data["run"]
        if [int(d) for d in run["dims"]] != dims:
            raise ValueError(f"run dims {run['dims']!r} are not the item's {dims}")
        result = RunResult(
            Path(directory), run["device"], run["function"], tuple(run["inputs"]), tuple(run["dims"]),
            TimingOptions(**self.head["options"]), rows, tuple(run["dim_names"]), run["flavour"], run["method"],
            tuple(run["notes"]), run["target"], run["host"], run["worker"],
        )
        return Timed(str(data["key"]), result, run["worker"], float(data["started"]), float(data["ended"]))

    def start(self, keep: bool) -> None:
        """Open for appending: after the items read back (`keep`), or afresh with the header."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.file.start(self._lines()[1] if keep and self.path.is_file() else [])

    def append(self, timed: Timed) -> None:
        result = timed.result
        self.file.append({
            "key": timed.key, "dims": list(result.dims), "started": timed.started, "ended": timed.ended,
            "run": {k: _plain(getattr(result, k)) for k in _RUN_FIELDS},
            "rows": [{k: _plain(getattr(r, k)) for k in _ROW_FIELDS} for r in result.rows],
        })

    def finish(self) -> None:
        """The work is done and written: the checkpoint goes."""
        self.file.finish()

    def close(self) -> None:
        self.file.close()

    def _lines(self) -> tuple[Any, list[dict[str, Any]]]:
        head, records = self.file.read()
        if not isinstance(head, dict) or head.get("format") != CHECKPOINT_FORMAT:
            raise DynbenchError(f"{self.path} is not a dynbench checkpoint")
        for k, data in enumerate(records, start=2):
            if not (isinstance(data, dict) and {"key", "dims", "run", "rows", "started", "ended"} <= set(data)):
                raise DynbenchError(f"{self.path}:{k}: not a checkpoint item")
        return head, records


MAX_TIME_US = 1e15  # 31 years: past it a time is damage, and counts times it would overflow a float


def _times(values: Any, zero: bool = False) -> tuple[float, ...]:
    """Times read back: a list of finite numbers, positive (or, `zero`, not negative)."""
    if not isinstance(values, list):
        raise TypeError("times are not a list")
    times = tuple(float(t) for t in values)
    if not all(math.isfinite(t) and (t >= 0 if zero else t > 0) and t <= MAX_TIME_US for t in times):
        raise ValueError(f"a time that is not a positive number of at most {MAX_TIME_US:g} us")
    return times


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _difference(theirs: Any, ours: dict[str, Any]) -> str:
    if not isinstance(theirs, dict):
        return "no header"
    for key in ("kind", "benchmarks_sha256", "options", "selection", "fleet"):
        if theirs.get(key) != ours.get(key):
            if key == "fleet":
                return _other_fleet(theirs.get(key), ours.get(key))
            return {"kind": "another command", "benchmarks_sha256": "another benchmarks.vmfb",
                    "options": "other timing options", "selection": "other sizes or dispatches"}[key]
    return "another format"


_FLEET_PARTS = {"devices": ("device", "fleet.devices"), "cpus": ("cpus", "fleet.cpus"), "ray": ("ray", "fleet.ray")}


def _other_fleet(theirs: Any, ours: Any) -> str:
    """`another fleet (...)`: each part of `FleetOptions.identity` that differs, then and now."""
    theirs = theirs if isinstance(theirs, dict) else {}
    ours = ours if isinstance(ours, dict) else {}
    parts = [f"{option(*_FLEET_PARTS[k])} {_fleet_part(theirs.get(k))} then, {_fleet_part(ours.get(k))} now"
             for k in _FLEET_PARTS if theirs.get(k) != ours.get(k)]
    return f"another fleet ({'; '.join(parts) or 'other workers'})"


def _fleet_part(value: Any) -> str:
    if isinstance(value, list):
        return " ".join(str(v) for v in value) or "none"
    return "none" if value is None else str(value)


def open_checkpoint(path: Optional[Path], kind: str, manifest: Manifest, options: TimingOptions, selection: Any,
                    resume: bool = False) -> Optional[Checkpoint]:
    """The checkpoint of a sweep or plan (`kind`) at `path`, if one is asked for; `resume`
    without one is refused (else everything is timed again, and nothing says so)."""
    if path is None:
        if resume:
            raise DynbenchError(f"resume=True continues from a checkpoint: give the {kind}'s checkpoint=PATH")
        return None
    return Checkpoint(path, header(kind, manifest, options, selection))


def timed_result(timed: Timed, directory: Path) -> RunResult:
    """The result as the parent reports it: its own directory (a Ray worker's is a copy)."""
    return replace(timed.result, directory=Path(directory))


def resume_or_refuse(checkpoint: Checkpoint, resume: bool) -> None:
    """Without `--resume`, an interrupted run's checkpoint is not overwritten: one error line."""
    if not resume and checkpoint.path.exists():
        count = checkpoint.pending() if checkpoint.path.is_file() else 0
        if count == 0 and checkpoint.path.is_file():  # interrupted before any item: nothing to lose
            return
        raise DynbenchError(
            f"{checkpoint.path} holds {count} timed item(s) of an interrupted run; add {option('resume', 'resume')} "
            "to continue it, or remove the file to start over"
        )

