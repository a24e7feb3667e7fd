"""`export --plan PLAN.json --cover F | --top N`: the tuner files of the problems that pay.

A plan (`dynbench plan --json`) ranks the distinct problems of a traffic by weighted time.
The worklist is the fewest of them, heaviest first, whose shares add up to `cover` (or the
`top` N): each gets one static tuner file (at the first size set and call site that needs
it), and each export among them one dynamic file (the kernel the model runs at every size:
for tuning one configuration across the distribution). `OUTDIR/worklist.json` says, per
file, its problem, weight, share, the call sites and size sets it stands for, and whether
shark-ai's tuner takes it (and why not).

The plan is a file the user hands in: it is checked as untrusted input (one error line).
"""

from __future__ import annotations

import dataclasses
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from .. import outputs
from ..errors import DynbenchError, option
from ..layout import GENERATOR, PLAN_KIND, WORKLIST_KIND, ExportDir
from ..problem_size import problem_size
from ..size_log import distinct_size_sets
from .export import ExportResult, TunerBuilder, export_jobs

MAX_PLAN_BYTES = 1 << 30  # a plan of 100,000 size sets and 5,000 problems is a few dozen MiB


@dataclass(frozen=True)
class PlannedProblem:
    problem: str
    export: str
    weighted_us: float
    share: float
    dispatches: tuple[str, ...]
    size_sets: tuple[str, ...]  # the inputs of each, space-separated


@dataclass(frozen=True)
class PlannedSizeSet:
    """One size set of a plan: its inputs, how often the traffic has it, and its dispatches'
    predicted time (one call; None: not all timed)."""

    inputs: tuple[str, ...]
    count: int
    predicted_us: Optional[float]

    @property
    def weight_us(self) -> float:
        return self.count * (self.predicted_us or 0.0)


def read_plan(path: Path | str) -> list[PlannedProblem]:
    """The problems of a `dynbench plan --json` file, heaviest first."""
    return read_plan_file(path)[0]


def read_plan_file(path: Path | str) -> tuple[list[PlannedProblem], list[PlannedSizeSet]]:
    """The problems of a `dynbench plan --json` file, heaviest first, and its size sets."""
    path = Path(path)
    try:
        if not path.is_file():  # a folder, a FIFO, /dev/zero: nothing a plan is
            raise DynbenchError(f"{path}: not a plan (not a regular file)")
        if path.stat().st_size > MAX_PLAN_BYTES:
            raise DynbenchError(f"{path}: not a plan (larger than {MAX_PLAN_BYTES // 2**20} MiB)")
        data = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError) as e:
        raise DynbenchError(f"{path}: cannot read the plan ({getattr(e, 'strerror', None) or e})") from None
    except (ValueError, RecursionError):
        raise DynbenchError(f"{path}: not a plan (not JSON)") from None
    if not isinstance(data, dict) or data.get("generator") != GENERATOR or data.get("kind") != PLAN_KIND:
        raise DynbenchError(f"{path}: not a plan (its JSON is not what a plan writes)")
    if not isinstance(data.get("problems"), list):
        raise DynbenchError(f"{path}: not a plan (no list of problems)")
    try:
        problems = [_problem(p) for p in data["problems"]]
    except (KeyError, TypeError, ValueError, OverflowError) as e:
        raise DynbenchError(f"{path}: a problem of the plan is malformed ({type(e).__name__}: {e})") from None
    if not problems:
        raise DynbenchError(f"{path}: the plan has no problems")
    seen: set[tuple[str, str]] = set()
    for p in problems:
        if (p.problem, p.export) in seen:
            raise DynbenchError(f"{path}: the plan lists {p.problem} of {p.export} twice (an edited plan?); plan again")
        seen.add((p.problem, p.export))
    if not math.isfinite(sum(p.weighted_us for p in problems)):
        raise DynbenchError(f"{path}: the plan's weights add up past what a float holds; plan again")
    try:
        size_sets = [_size_set(s) for s in data.get("size_sets") or []]
    except (KeyError, TypeError, ValueError, OverflowError) as e:
        raise DynbenchError(f"{path}: a size set of the plan is malformed ({type(e).__name__}: {e})") from None
    return sorted(problems, key=lambda p: -p.weighted_us), size_sets


def plan_target(path: Path | str) -> str:
    """The target a plan file was timed on ("" for a plan written before plans recorded it)."""
    try:
        data = json.loads(Path(path).read_text())
        return str(data.get("target") or "")
    except (OSError, ValueError, AttributeError, TypeError, RecursionError):
        return ""


def plan_left_out(path: Path | str) -> list[str]:
    """The size sets a plan file says it left out (its budget, work it could not time)."""
    try:
        data = json.loads(Path(path).read_text())
        return [str(s) for s in data.get("left_out") or []]
    except (OSError, ValueError, AttributeError, TypeError, RecursionError):
        return []


def _size_set(data: Any) -> PlannedSizeSet:
    count, predicted = int(data["count"]), data.get("predicted_us")
    predicted = None if predicted is None else float(predicted)
    if count < 1 or (predicted is not None and not (math.isfinite(predicted) and predicted >= 0)):
        raise ValueError(f"count {count} / predicted_us {predicted} out of range")
    return PlannedSizeSet(tuple(str(i) for i in data["inputs"]), count, predicted)


def planned(plan) -> tuple[list[PlannedProblem], list[PlannedSizeSet]]:
    """A `run.plan.Plan` as a plan file reads (`read_plan_file`)."""
    problems = [PlannedProblem(p.problem, p.export, p.weighted_us, p.share, tuple(p.dispatches),
                               tuple(" ".join(plan.size_sets[s].inputs) for s in p.size_sets)) for p in plan.problems]
    sets = [PlannedSizeSet(tuple(s.inputs), s.count, predicted) for s, predicted in zip(plan.size_sets, plan.predicted_us)]
    return problems, sets


def _problem(data: Any) -> PlannedProblem:
    weighted, share = float(data["weighted_us"]), float(data["share"])
    if not (math.isfinite(weighted) and weighted >= 0 and 0 <= share <= 1):
        raise ValueError(f"weighted_us {weighted} / share {share} out of range")
    dispatches = tuple(str(d) for d in data["dispatches"])
    size_sets = tuple(str(s) for s in data["size_sets"])
    if not dispatches or not size_sets:
        raise ValueError("a problem without call sites or size sets")
    return PlannedProblem(str(data["problem"]), str(data["export"]), weighted, share, dispatches, size_sets)


def choose(problems: list[PlannedProblem], cover: Optional[float], top: Optional[int]) -> list[PlannedProblem]:
    """The fewest problems, heaviest first, whose shares reach `cover`; or the first `top`."""
    if top is not None:
        return problems[:top]
    if cover is None or not 0 < cover <= 1:
        raise DynbenchError(f"{option('cover')} is a share between 0 and 1, got {cover}")
    chosen, covered = [], 0.0
    for p in problems:
        if chosen and covered >= cover - 1e-12:  # at least one, however small the cover
            break
        chosen.append(p)
        covered += p.share
    return chosen


def export_worklist(
    directory: Path | str, plan_path: Path | str, *, output: Path | str, cover: Optional[float] = 0.9,
    top: Optional[int] = None, progress=lambda _: None,
) -> ExportResult:
    planned = read_plan(plan_path)
    left_out = plan_left_out(plan_path)
    problems = choose(planned, cover, top)
    total_us = sum(p.weighted_us for p in planned)  # the plan's total: every problem's weight, once
    output = Path(output)
    outputs.check_output_directory(output, outputs.EXPORT_OUTPUT, Path(directory))
    with TunerBuilder(directory, progress) as builder:
        sites = {d.name: d for d in builder.manifest.dispatches}
        here = " ".join(x for x in (builder.manifest.target, builder.manifest.target_chip) if x)
        planned_on = plan_target(plan_path)
        other_target = bool(planned_on) and planned_on != here
        jobs, meta, dynamic_done = [], [], set()
        for p in problems:
            name = next((d for d in p.dispatches if d in sites), None)
            if name is None:
                raise DynbenchError(f"{plan_path}: {p.problem}: no call site of it in {directory} (another extract's plan?)")
            (size_set,) = distinct_size_sets(builder.manifest, [p.size_sets[0].split()])
            inputs, dims = size_set.inputs, size_set.dims
            computed = problem_size(builder.params(dims)[name]).text
            if sites[name].export != p.export and not other_target:  # an edited plan (labels would be wrong)
                raise DynbenchError(f"{plan_path}: {p.problem}: the plan names export {p.export} for call site {name}, "
                                    f"whose export is {sites[name].export} here; plan again")
            if computed != p.problem and not other_target:  # an edited plan, or one of another extract
                raise DynbenchError(
                    f"{plan_path}: {p.problem}: call site {name} at {' '.join(inputs)} computes {computed}; "
                    "plan again"
                )
            if computed != p.problem:  # timed on another target, whose kernels fuse otherwise: this one's problem
                p = dataclasses.replace(p, problem=computed)
            jobs.append((inputs, dims, sites[name], "static"))
            meta.append([p])
            if p.export not in dynamic_done:
                dynamic_done.add(p.export)
                jobs.append((inputs, dims, sites[name], "dynamic"))
                meta.append([q for q in problems if q.export == p.export])  # it stands for all of them

        def worklist(files, not_built) -> dict[str, str]:
            entries = _worklist(files, jobs, meta)
            reasons = {n.file: n.reason for n in not_built}
            chosen_us = sum(e["weighted_us"] for e in entries if e["flavour"] == "static")
            return {ExportDir.WORKLIST: json.dumps({
                "generator": GENERATOR, "kind": WORKLIST_KIND, "plan": str(plan_path), "cover": cover, "top": top,
                "total_us": total_us,  # the plan's traffic: all its problems' weighted times
                "covered_us": chosen_us,  # the static files' problems' weighted times (each problem once)
                "covered_share": chosen_us / total_us if total_us > 0 else 0.0,
                # size sets the plan could not time (its budget, a failure): their traffic is in no share
                "plan_left_out": left_out,
                "files": entries,
                # static files IREE cannot build for the target (not written), with IREE's reason
                "not_built": [{**e, "reason": reasons[e["file"]]} for e in _worklist_of(reasons, jobs, meta)],
            }, indent=2) + "\n"}

        return export_jobs(builder, output, jobs, extra=worklist)


def _worklist(files, jobs, meta) -> list[dict[str, Any]]:
    """Per file written (a static kernel that could not be built has none): what it stands for.
    A static file stands for its problem; a dynamic file for every chosen problem of its
    export (`problems`), their weights and shares summed, their call sites and size sets
    together."""
    by_file = {f.file: f for f in files}
    return [{**entry, "tuner": {"supported": f.tuner.supported if f.tuner else None,
                                "reason": f.tuner.reason if f.tuner else None}}
            for entry in _worklist_of(by_file, jobs, meta) for f in [by_file[entry["file"]]]]


def _worklist_of(files, jobs, meta) -> list[dict[str, Any]]:
    """What each job whose file is in `files` (names) stands for, in job order."""
    out = []
    for (inputs, dims, info, flavour), chosen in zip(jobs, meta):
        file = ExportDir.relative_file(info.name, flavour, dims)
        if file not in files:
            continue
        p = chosen[0]
        out.append({
            "file": file, "flavour": flavour, "problem": p.problem, "export": p.export,
            "problems": [q.problem for q in chosen],
            "weighted_us": sum(q.weighted_us for q in chosen), "share": sum(q.share for q in chosen),
            "dispatches": list(dict.fromkeys(d for q in chosen for d in q.dispatches)),
            "size_sets": list(dict.fromkeys(s for q in chosen for s in q.size_sets)),
        })
    return out
