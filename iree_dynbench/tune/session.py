"""`tune` as the command runs it: the traffic and OUT checked, the checkpoint (`--resume`) opened
on what it is of, the traffic planned (or the plan an interrupted tune kept), the model's
parameters, the tuning (`tuning.tune`), OUT written, and the checkpoint removed or kept.

The façade (`api.Suite.tune`) only checks its arguments' kinds and hands them over as a
`TuneRequest`: the flow owns its order of work, its resume and its cleanup.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Sequence

from .. import outputs
from ..errors import DynbenchError, option
from ..extract_output import ExtractOutput
from ..manifest import file_sha256
from ..run.options import FleetOptions, TimingOptions
from ..run.parameters import model_parameters
from ..run.plan import PLAN_OPTIONS, plan_on_fleet
from ..run.runner import RunService
from ..extraction.parameters import declared_parameters
from .reach import Reach
from .tune_checkpoint import TuneCheckpoint, checkpoint_of
from .tuning import TuneOptions, TuneResult, tune, write_output
from .user_configs import UserConfig, check_names, configs_json, read_config_file
from .worklist import PlannedProblem, PlannedSizeSet, planned, read_plan_file


@dataclass(frozen=True)
class TuneRequest:
    """`Suite.tune`'s arguments, of the right kinds (the façade checked them); what they mean
    together is checked here. `reached` gets what tune will tune and leave out, before any
    timing (the façade turns it into progress lines)."""

    output: Path
    size_sets: Sequence = ()
    plan: Optional[Path] = None
    options: TuneOptions = TuneOptions()
    plan_options: Optional[TimingOptions] = None
    fleet: FleetOptions = FleetOptions()
    progress: Callable[[str], None] = lambda message: None
    write: bool = True
    parameters: Sequence[str] = ()
    resume: bool = False
    builds: Optional[Path] = None
    configs: Optional[Path] = None
    reached: Callable[[Reach], None] = lambda found: None


def tune_session(opened: ExtractOutput, request: TuneRequest) -> TuneResult:
    """Tune `opened` as `request` asks; OUT written when `request.write`. An interrupted tune's
    checkpoint stays for `--resume` once it holds something found; else it goes."""
    configs, problems, sets = _checked(opened, request)
    store, done = _checkpoint(opened, request, problems, configs) if request.write else (None, [])
    try:
        if request.plan is None:
            problems, sets = _planned_traffic(opened, request, store)
        model = Path(opened.manifest.model)
        with model_parameters(model, request.parameters, declared_parameters) as files:
            result = tune(opened, problems, sets, request.output, request.options, request.progress, parameters=files,
                          checkpoint=store, done=done, builds=request.builds, configs=configs, reached=request.reached)
        if request.write:
            write_output(result, request.output)
    except BaseException:
        if store is not None and store.empty:  # nothing found yet: nothing to resume, nothing left
            store.finish()
        raise
    finally:
        if store is not None:
            store.close()
    if store is not None:
        store.finish()
    return result


def _checked(opened: ExtractOutput, request: TuneRequest
             ) -> tuple[tuple[UserConfig, ...], list[PlannedProblem], list[PlannedSizeSet]]:
    """Before any work: one source of traffic, OUT replaceable, the user's configurations named
    right (before the traffic is planned), a plan file's problems and size sets read."""
    if (request.plan is None) == (not request.size_sets):
        raise DynbenchError(f"tune takes the traffic as a size log ({option('sizes')}) or as a plan ({option('plan')}): one of them")
    if request.write:
        outputs.check_output_directory(request.output, outputs.TUNE_OUTPUT, opened.directory)
    configs = read_config_file(request.configs) if request.configs is not None else ()
    if configs:
        from .reach import extract_problems, tunability

        found = extract_problems(opened.directory)
        check_names(configs, tunability(found), [t.key.text for t in found.tunable])
    problems, sets = [], []
    if request.plan is not None:
        problems, sets = read_plan_file(request.plan)
    elif not request.options.timed:
        raise DynbenchError(f"{option('no-time')} takes the traffic's weights from {option('plan')}: a plan timed "
                            "on any machine (a CPU extract of the same model serves: call sites are matched by name)")
    return configs, problems, sets


def _checkpoint(opened: ExtractOutput, request: TuneRequest, problems: Sequence[PlannedProblem],
                configs: Sequence[UserConfig]) -> tuple[Optional[TuneCheckpoint], list[dict]]:
    """The checkpoint beside OUT, on what this tune is of, and what it holds when resumed.
    A plan file's traffic is its weights; sizes are planned here, and a resume takes that plan
    from the checkpoint (timed again, its weights would differ)."""
    options = request.options
    traffic = ([[p.problem, p.export, p.weighted_us] for p in problems] if request.plan is not None
               else {"sizes": [[list(map(str, s.inputs)), s.count] if hasattr(s, "inputs") else list(map(str, s))
                               for s in request.size_sets]})  # a size log's counted sets, or shapes
    head = {"kind": "dynbench tune checkpoint", "shapes": file_sha256(opened.layout.manifest),
            "traffic": traffic,
            "options": [options.top, options.cover, options.candidates, options.size_sets, options.finalists,
                        options.timed, options.rounds, *([options.ranges] if options.ranges > 1 else []),
                        *([options.cache.value] if options.cache is not None else [])],
            "configs": configs_json(configs)}
    return checkpoint_of(request.output, head, request.resume)


def _planned_traffic(opened: ExtractOutput, request: TuneRequest, store: Optional[TuneCheckpoint]
                     ) -> tuple[list[PlannedProblem], list[PlannedSizeSet]]:
    """The size sets' traffic planned (as `plan` does), or the plan an interrupted tune kept."""
    before = store.plan() if store is not None else None
    if before is not None:
        request.progress(f"the traffic as planned before the interruption ({store.path})")
        return before
    request.progress(f"planning {len(request.size_sets)} size set(s)")
    options = PLAN_OPTIONS if request.plan_options is None else request.plan_options
    problems, sets = planned(plan_on_fleet(opened, RunService(opened), request.size_sets, options, fleet=request.fleet))
    if store is not None:
        store.keep_plan(problems, sets)
    return problems, sets
