"""What each command says on stderr about its result, beside what it renders, and whether
that makes its exit status 1 (a dispatch failed, a worker flagged under --strict-devices)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from ..passes.values import Cause
from .console import say, tell

if TYPE_CHECKING:
    from ..extraction.driver import ExtractResult
    from ..run.diff import Diff
    from ..run.fleet import WorkerRecord
    from ..run.results import RunResult
    from ..run.sweep import SweepResult
    from ..render.sweep import Written
    from ..tune.export import ExportResult
    from ..tune.tuning import TuneResult
    from ..run.plan import Plan


def extracted(result: "ExtractResult") -> bool:
    """`extract`'s lines: skipped dispatches, what was written, notes; True when dynbench's own
    limits skipped some (the rest are written)."""
    for skipped in result.skipped:
        say(f"skipped dispatch {skipped.ordinal} {skipped.export}: {skipped.reason}")
    tell(f"wrote {len(result.emitted)} dispatch benchmark(s) to {result.output}"
         + (f" ({len(result.skipped)} skipped)" if result.skipped else ""))
    for note in result.notes:
        say(f"note: {note}")
    limited = [s for s in result.skipped if s.cause == Cause.DYNBENCH]
    if limited:
        counts = Counter(s.kind for s in limited)
        say(f"error: {len(limited)} dispatch(es) skipped for what dynbench does not handle (the rest are written): "
            + "; ".join(f"{n} with a parameter that {kind}" for kind, n in counts.items()))
    return bool(limited)


def fleet(workers: Sequence["WorkerRecord"], events: Sequence[str], tolerance: float, strict: bool) -> bool:
    """What the workers did; True when --strict-devices fails the run."""
    from ..render.fleet import flag_lines, worker_lines
    from ..run.fleet import strict_failure

    for line in [*events, *worker_lines(workers), *flag_lines(workers, tolerance)]:
        say(line)
    failure = strict_failure(workers) if strict else None
    if failure:
        say(f"error: --strict-devices: {failure}")
    return failure is not None


def timing_notes(run: "RunResult") -> None:
    """How a run was timed, and where its times are noisy."""
    from ..render import results

    for line in (*results.method_notes(run), *results.noise_warnings(run)):
        say(line)


def run_failures(result: "RunResult") -> bool:
    """Each failed dispatch (and static kernel) of one run; True when there is one."""
    for row in result.failed:
        say(f"dispatch {row.index} {row.name} failed: {row.error}")
    for row in result.rows:
        if row.static_error:
            say(f"dispatch {row.index} {row.name} static kernel failed: {row.static_error}")
    return bool(result.failed) or any(r.static_error for r in result.rows)


def size_log_failures(result: "SweepResult") -> bool:
    """Each failed dispatch of `run --sizes`, with its size set; True when there is one."""
    failed = [(run, row) for run in result.runs for row in run.failed]
    for run, row in failed:
        say(f"dispatch {row.index} {row.name} at {' '.join(run.inputs)} failed: {row.error}")
    return bool(failed)


def sweep_warnings(result: "SweepResult") -> None:
    """What a sweep held fixed, and what its plan of points warned about (a dim that moves no dispatch)."""
    for warning in (*result.notes, *result.warnings):
        say(warning)


def sweep_noise(result: "SweepResult") -> None:
    """Where a sweep's times are noisy."""
    from ..render.results import sweep_noise_warning

    noisy = sweep_noise_warning(result.runs)
    if noisy:
        say(noisy)


def sweep_written(result: "SweepResult", written: "Written", plot: bool) -> bool:
    """The files a sweep wrote and its failed runs; True when one failed."""
    tell(f"wrote {written.csv} and {written.json} ({len(result.runs)} size(s))")
    failed = sum(len(r.failed) for r in result.runs)
    if failed:
        say(f"{failed} dispatch run(s) failed; see the status column")
    if written.png is not None:
        tell(f"wrote {written.png}")
    elif plot:
        say("no plot: no dispatch was timed at any size")
    return bool(failed)


def diffed(result: "Diff") -> None:
    """What was compared although it differs, the diff's notes."""
    for mismatch in result.mismatches:
        say(f"warning: compared although BASE and NEW differ in {mismatch}")
    for note in result.notes:
        say(f"note: {note}")


def regressions(result: "Diff", threshold: float) -> bool:
    """The dispatches that got slower; True when one did (for CI)."""
    if result.regressions:
        names = ", ".join(f"{r.name} ({r.verdict})" for r in result.regressions)
        say(f"{len(result.regressions)} regression(s) over {threshold:g}x: {names}")
    return bool(result.regressions)


def exported(result: "ExportResult") -> bool:
    """The tuner files written, those IREE cannot build (one line: a fact about IREE, not a
    failure), and those dynbench could not make; True when one could not."""
    from ..render import export as render_export

    tell(f"wrote {len(result.files)} tuner file(s) to {result.output} (index.json lists them)")
    tell(render_export.export_summary(result))
    if result.not_built:
        say(render_export.not_built_line(result))
    for file, reason in result.failed:
        say(f"not written: {file}: {reason}")
    if result.failed:
        say(f"error: {len(result.failed)} tuner file(s) could not be built (the rest are written)")
    return bool(result.failed)


def _replaced(result: "TuneResult", lead: str) -> str:
    """`; both in place of A and B, which it was extracted with`: the extract's specs, which tune's files replace."""
    old = [f for f in (result.baseline_spec, result.baseline_specialization) if f]
    return f"{lead} {' and '.join(old)}, which it was extracted with" if old else ""


def tuned(result: "TuneResult", on_stdout: bool = True) -> bool:
    """Where the spec is and the flag to build the model with it, or why there is none (on
    stdout under a table, else on stderr: stdout is the JSON or CSV); notes on entries that
    apply beyond their problem or short of it; the model timings that failed (True then: exit
    status 1)."""
    from ..layout import TuneDir
    from ..tune.tuning import UNTIMED

    show = tell if on_stdout else say
    report = TuneDir(result.output).report
    if result.spec is not None and result.specialization_text is not None:
        import shlex

        show(f"wrote {result.spec}, {TuneDir(result.output).specialization} and {report}; build the model with both as "
             "tune measured it (the extract's compile flags, the spec, the preprocessing spec that builds the ranged "
             "exports one per range" + _replaced(result, "; both in place of") + "):")
        show(f"  {shlex.join(result.build_command)}")
    elif result.spec is not None:
        import shlex

        show(f"wrote {result.spec} and {report}; build the model with it as tune measured it (the extract's "
             "compile flags and the spec" + _replaced(result, ", in place of") + "):")
        show(f"  {shlex.join(result.build_command)}")
    elif not result.problems and result.budget_left_out:
        show(f"the budget left every problem out: no spec written; {report} names them")
    elif not result.problems and result.total_us <= 0:
        show(f"no problem to tune: the traffic has no time in it (every problem's weighted time is 0); {report} written")
    elif not result.problems:
        show(f"no problem to tune: the traffic's exports are none a spec entry matches here ({report}: untunable)")
    else:
        show(f"no configuration beat IREE's default: no spec written; {report} says what was tried")
    if any(p.outcome == UNTIMED for p in result.problems):
        say("note: nothing was timed (--no-time): the spec holds each problem's first candidate built, matched and "
            "compiled; tune again where the device is to choose by timing")
    for note in result.notes:
        say(f"warning: {note}")
    failed = [m for m in result.model if m.error]
    for m in failed:
        say(f"error: the model at {' '.join(m.inputs)} was not timed: {m.error}")
    return bool(failed)


def tune_interrupted(output: Path) -> None:
    """A tune that a signal ended with its checkpoint kept: what the checkpoint holds and the
    command that goes on from it (the one given, with `--resume`), added to the signal's line."""
    import shlex

    from ..layout import tune_checkpoint
    from ..tune.tune_checkpoint import kept
    from .signals import arguments, interrupted_notes

    path = tune_checkpoint(output)
    held = kept(path)
    if held is None:
        return  # none kept (nothing was found yet), or not one this tune wrote
    command = shlex.join(["dynbench", *arguments, *([] if "--resume" in arguments else ["--resume"])])
    interrupted_notes.append(f"{path} keeps {held[0]} problem(s) finished and {held[1]} "
                             f"candidate verdict(s); go on with: {command}")


def plan_failures(result: "Plan", json_file: "Path | None") -> bool:
    """Work a plan could not time: one line, with the first item and why (the plan's JSON lists
    them all, `failed`: `json_file`, or standard output for `-`); True if any, or if nothing
    was timed at all (exit status 1, as `run`'s)."""
    nothing = bool(result.items) and not result.timed
    if not result.failed:
        if nothing:
            say("error: no work item was timed")
        return nothing
    count = len(result.failed)
    what = (f"no work item was timed ({count} could not be)" if nothing
            else f"{count} work item(s) could not be timed: the shares leave their traffic out")
    where = ("--json FILE lists them" if json_file is None
             else "the JSON on standard output lists them" if str(json_file) == "-" else f"{json_file} lists them")
    say(f"error: {what}; the first: {result.failed[0]}; {where} (`failed`)")
    return True


def plan_left_out(plan: "Path") -> None:
    """A worklist made from a plan that left size sets out: their traffic is in no share."""
    from ..tune.worklist import plan_left_out as left_out

    left = left_out(plan)
    if left:
        say(f"warning: the plan left out {len(left)} size set(s) ({', '.join(left[:3])}{' ...' if len(left) > 3 else ''}): "
            "their traffic is in no share of worklist.json (plan_left_out)")
