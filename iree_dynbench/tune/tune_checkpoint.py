"""`tune --resume`: each problem's result kept as it is found, so an interrupted tune goes on.

The file is JSON Lines beside OUT (`layout.tune_checkpoint`): a header (the extract, the
traffic and the options that decide what is tuned and how), for a traffic given as sizes the
plan made of it (`planned`: a resume takes it instead of timing the plan again, whose weights
would differ), then a line per candidate's
verdict as it is found (screened, then confirmed: `candidate_of` names its problem), and one
problem per line as tune.json writes it (`tuning.problem_json`) when the problem ends. So an
interruption in the middle of a problem loses at most the candidate being timed. `--resume`
takes the problems done and the verdicts found from it and tunes the rest; a checkpoint of other work is refused, and one left behind without `--resume`
is named, never silently replaced. Its lines are untrusted input: any damage is one error.
The file's mechanism (header, lock, appends, read back, removal) is `checkpoint.CheckpointFile`'s;
this module is what its lines hold.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Optional, Sequence

from ..checkpoint import CheckpointDamage, CheckpointFile
from ..errors import DynbenchError, option
from .worklist import PlannedProblem, PlannedSizeSet
from .worklist import _problem as _planned_problem, _size_set as _planned_size_set  # a plan file's readers

PLANNED = "planned"


class TuneCheckpoint:
    """Tune's checkpoint at `path`, of the tune `head` describes: its problems and candidates'
    verdicts (tune.json's JSON, strict), over the one mechanism (`checkpoint.CheckpointFile`)."""

    def __init__(self, path: Path, head: dict[str, Any]):
        self.file = CheckpointFile(path, head, "another dynbench is tuning into the same output now (it holds "
                                               "the checkpoint)", finite=True)
        self.path, self.head = self.file.path, self.file.head
        self.problems = 0  # recorded in the file: read back, then appended
        self.candidates = 0  # candidates' verdicts recorded in the file, alike
        self.planned: Optional[dict[str, Any]] = None  # the traffic's plan (a line of its own), when made from sizes

    def acquire(self) -> None:
        """No other tune into the same output runs now (it holds its checkpoint locked)."""
        self.file.acquire()

    def check_fresh(self) -> None:
        """Without `--resume`: an interrupted tune's checkpoint is not thrown away."""
        if self.file.left_behind:
            raise DynbenchError(f"{self.path}: an interrupted tune into the same output left its checkpoint; "
                                f"add {option('resume')} to go on, or remove it to start over")

    def load(self) -> list[dict[str, Any]]:
        """The problems done before (their JSON), with `--resume`; none without a checkpoint."""
        if not self.path.exists():
            return []
        try:
            head, records = self.file.read()
        except CheckpointDamage:
            head, records = None, []
        if not isinstance(head, dict) or any(not isinstance(r, dict) for r in records):
            raise DynbenchError(f"{self.path}: not a tune checkpoint (damaged); remove it to start over")
        self.file.check_head(head, lambda: "another extract, traffic or options", option("resume"))
        self.planned = next((r for r in records if PLANNED in r), None)
        return [r for r in records if PLANNED not in r]

    def plan(self) -> Optional[tuple[list[PlannedProblem], list[PlannedSizeSet]]]:
        """The plan recorded before the interruption, if any (untrusted: damage is one error)."""
        if self.planned is None:
            return None
        try:
            data = self.planned[PLANNED]
            problems = [_planned_problem(p) for p in data["problems"]]
            sets = [_planned_size_set(s) for s in data["size_sets"]]
        except (KeyError, TypeError, ValueError, OverflowError):
            raise DynbenchError(f"{self.path}: its plan is damaged; remove it to start over") from None
        if not problems:
            raise DynbenchError(f"{self.path}: its plan is damaged; remove it to start over")
        return problems, sets

    def keep_plan(self, problems: Sequence[PlannedProblem], sets: Sequence[PlannedSizeSet]) -> None:
        """The plan made of the sizes, written first when the checkpoint starts."""
        self.planned = {PLANNED: {"problems": [dataclasses.asdict(p) for p in problems],
                                  "size_sets": [dataclasses.asdict(s) for s in sets]}}

    def start(self, done: list[dict[str, Any]]) -> None:
        plan = [self.planned] if self.planned is not None else []
        self.file.start([*plan, *done])
        self.candidates = sum(1 for r in done if "candidate_of" in r)
        self.problems = len(done) - self.candidates

    def append(self, problem: dict[str, Any]) -> None:
        self.file.append(problem)
        self.problems += 1

    def append_candidate(self, verdict: dict[str, Any]) -> None:
        """One candidate's verdict, as soon as it is found (`tuning.CANDIDATE_OF` names its problem)."""
        self.append(verdict)
        self.problems -= 1
        self.candidates += 1

    @property
    def empty(self) -> bool:
        """Nothing found yet: nothing to resume (an interruption removes the file)."""
        return self.problems == 0 and self.candidates == 0 and self.planned is None

    def close(self) -> None:
        self.file.close()

    def finish(self) -> None:
        self.file.finish()


def kept(path: Path) -> Optional[tuple[int, int]]:
    """What the checkpoint at `path` keeps: (problems finished, candidates' verdicts); None where
    there is none to read (nothing was found yet, or it is not a tune's)."""
    try:
        _, lines = CheckpointFile(path, None, "").read()
    except DynbenchError:
        return None
    records = [line for line in lines if isinstance(line, dict) and PLANNED not in line]  # the plan is no problem
    candidates = sum(1 for line in records if "candidate_of" in line)
    return len(records) - candidates, candidates


def checkpoint_of(output: Path, head: dict[str, Any], resume: bool) -> tuple[Optional[TuneCheckpoint], list[dict]]:
    from ..layout import tune_checkpoint

    store = TuneCheckpoint(tune_checkpoint(output), head)
    store.acquire()
    try:
        if not resume:
            store.check_fresh()
            return store, []
        done = store.load()
        store.candidates = sum(1 for r in done if "candidate_of" in r)  # what an error from here on must not delete
        store.problems = len(done) - store.candidates
        return store, done
    except BaseException:
        store.close()
        raise
