"""`ab`: two extracts of one model (another compiler, flags, tuning spec or version) compared
dispatch by dispatch, timed in pairs in one invocation (`paired`).

The builds are matched by call-site name at one set of sizes. What `diff` refuses between two
results files it refuses here between two extracts, before anything is timed: a different
model (entry, input dims), different sizes, and builds for another device or target
(`allow_mismatch` compares them anyway, saying so).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Optional, Sequence

from ..errors import DynbenchError, option
from ..input_files import check_regular_file
from ..extract_output import ExtractOutput, check_cpu
from ..manifest import Manifest
from ..iree_tools import ToolError
from .devices import parse_cpu_list
from .diff import DEFAULT_ALPHA, DEFAULT_THRESHOLD, BenchmarkFile, Diff, check_threshold
from .model_timing import ModelProfile, sample_model
from .paired import DUET_METHOD, PAIRED_METHOD, PairedSamples, PairOptions, Progress, paired_diff, time_pairs
from .paired_worker import Side
from .parameters import tool_flags

AB_KIND = "dynbench ab"


def ab(
    base: ExtractOutput, new: ExtractOutput, inputs: Sequence[str] = (), dispatches: Sequence[str] = (),
    filter: Optional[str] = None, options: PairOptions = PairOptions(), *, threshold: float = DEFAULT_THRESHOLD,
    alpha: float = DEFAULT_ALPHA, allow_mismatch: bool = False, duet_cpus: Sequence[str] = (),
    progress: Progress = lambda done, total, name: None,
) -> Diff:
    """NEW against BASE, each selected dispatch timed in pairs at `inputs` (default: the sizes
    both were extracted at), each on its output's device. `duet_cpus`: two core sets, BASE's
    and NEW's, timed at once."""
    check_threshold(threshold, alpha)
    _same_model(base, new)
    dims = _same_sizes(base, new, inputs)
    mismatches = _mismatches(base, new)
    if mismatches and not allow_mismatch:
        raise DynbenchError(
            f"BASE and NEW differ in {'; '.join(mismatches)}: the comparison would measure that, not the change; "
            f"extract both alike, or compare anyway with {option('allow-mismatch')}"
        )
    cpus = [parse_cpu_list(c) for c in duet_cpus]
    if cpus and (len(cpus) != 2 or set(cpus[0]) & set(cpus[1])):
        raise DynbenchError(f"{option('duet')} needs two disjoint {option('cpus')} sets: BASE's, then NEW's")
    chosen = [info.name for _, info in base.select_dispatches(dispatches, filter)]
    new_names = {d.name for d in new.manifest.dispatches}
    paired = [name for name in chosen if name in new_names]
    if not paired:
        raise DynbenchError(f"{base.directory} and {new.directory} have no selected dispatch in common "
                            "(call sites are matched by name)")
    only_new = [info.name for _, info in new.select_dispatches(dispatches, filter) if info.name not in set(chosen)]
    for side in (base, new):
        check_cpu(side.manifest, side.device, side.directory)
        side.queries.query(dims)  # sizes a build refuses: refused now, before timing
    samples = time_pairs(_side(base), _side(new), paired, dims, options, progress, cpus=cpus)
    method = DUET_METHOD if cpus else PAIRED_METHOD
    sizes = {name: v for name, v in zip(base.dim_names, dims)}
    files = [BenchmarkFile(side.directory, AB_KIND, sizes, side.device, "warm", (), method=method,
                           target=_target(side.manifest)) for side in (base, new)]
    notes = []
    lost = [name for name in chosen if name not in new_names]
    if lost:
        notes.append(f"{len(lost)} dispatch(es) of BASE are not in NEW (not judged; call sites are matched by name): "
                     f"{', '.join(lost[:3])}{' ...' if len(lost) > 3 else ''}")
    return paired_diff(samples, files[0], files[1], threshold=threshold, alpha=alpha, only_base=lost,
                       only_new=only_new, notes=notes, mismatches=mismatches)


def _side(opened: ExtractOutput) -> Side:
    return Side(opened.layout.benchmarks_vmfb, opened.manifest.to_json(), opened.device)


def _target(m: Manifest) -> str:
    return " ".join(p for p in (m.target, m.target_chip) if p)


def _same_model(base_output: ExtractOutput, new_output: ExtractOutput) -> None:
    """Two extracts of one model: the same entry and the same dynamic input dims."""
    base, new = base_output.manifest, new_output.manifest
    base_dims, new_dims = list(base_output.dim_names), list(new_output.dim_names)
    if base.function != new.function or base_dims != new_dims or len(base.inputs) != len(new.inputs):
        raise DynbenchError(
            f"{base_output.directory} and {new_output.directory} are not extracts of one model (entry @{base.function} with dims "
            f"{', '.join(base_dims) or 'none'} vs @{new.function} with {', '.join(new_dims) or 'none'})"
        )


def _same_sizes(base_output: ExtractOutput, new_output: ExtractOutput, inputs: Sequence[str]) -> list[int]:
    base_dims, new_dims = base_output.dims(inputs), new_output.dims(inputs)
    base, new = base_output.manifest, new_output.manifest
    if base_dims != new_dims:  # no --inputs, and extracted at different sizes
        raise DynbenchError(
            f"BASE and NEW were extracted at different sizes ({' '.join(base.default_inputs)} vs "
            f"{' '.join(new.default_inputs)}): give the sizes to compare at with {option('inputs')}"
        )
    return base_dims


def _mismatches(base: ExtractOutput, new: ExtractOutput) -> list[str]:
    found = []
    for what, a, b in (("device", base.device, new.device), ("target", _target(base.manifest), _target(new.manifest))):
        if a is not None and a != b:
            found.append(f"{what} ({a} vs {b})")
    return found


MODEL_ROW = "model"  # the whole model's wall time per run, beside each export's in-model time


@dataclass(frozen=True)
class ModelPairOptions:
    """`rounds` pairs of batches (one `iree-benchmark-module` process of `runs` model runs a
    side, in a random order), for the whole model and each export inside it."""

    rounds: int = 10
    runs: int = 20
    seed: Optional[int] = None

    def __post_init__(self) -> None:
        if not 5 <= self.rounds <= 1000:
            raise DynbenchError(f"{option('rounds', 'options.rounds')} must be at least 5 and at most 1000, got {self.rounds}")
        if not 2 <= self.runs <= 100_000:
            raise DynbenchError(f"{option('runs', 'options.runs')} must be at least 2 and at most 100000, got {self.runs}")


def ab_models(
    base_vmfb: Path, new_vmfb: Path, inputs: Sequence[str], options: ModelPairOptions = ModelPairOptions(), *,
    function: str = "main", device: str = "local-task", threshold: float = DEFAULT_THRESHOLD,
    alpha: float = DEFAULT_ALPHA, calls: PairOptions = PairOptions(), progress: Progress = lambda done, total, name: None,
    parameters: Sequence[tuple[str, str]] = (), aliases: Optional[Mapping[str, str]] = None,
) -> Diff:
    """Two builds of a whole model (compiled vmfbs) compared, NEW against BASE: the model's
    wall time per call (row `model`) from paired calls of both in one process (`paired`), and
    each export's in-model time per run from paired batches of profiled runs. `parameters`: the
    archives of a model with external parameters (`run.parameters`). `aliases`: export -> the
    name it is timed as (a build by size range's variants -> their chain's head, the export the
    other build dispatches: at a size set whose variant is not the head, its time would
    otherwise pair with nothing)."""
    check_threshold(threshold, alpha)
    sides = {"BASE": Path(base_vmfb), "NEW": Path(new_vmfb)}
    for which, path in sides.items():
        check_regular_file(path, f"{which} model: a compiled model, .vmfb")
    rounds = _paired_batches(sides, inputs, function, device, options, progress, tool_flags(parameters))
    aliases = dict(aliases or {})
    base_exports = list(dict.fromkeys(aliases.get(e.export, e.export) for e in rounds[0]["BASE"].exports))
    new_exports = {aliases.get(e.export, e.export) for e in rounds[0]["NEW"].exports}
    samples = []
    for name in [MODEL_ROW, *(e for e in base_exports if e in new_exports)]:
        s = PairedSamples(name)
        for pair in rounds:
            s.base_us.append(_per_run_us(pair["BASE"], name, aliases))
            s.new_us.append(_per_run_us(pair["NEW"], name, aliases))
        samples.append(s)
    notes = [f"exports: {options.rounds} rounds of {options.runs} profiled model runs a side, paired by round"]
    try:
        model_side = [Side(path, "", device, function, tuple(inputs), parameters=tuple(parameters)) for path in sides.values()]
        samples[0] = time_pairs(model_side[0], model_side[1], [MODEL_ROW], (), calls, progress)[0]
        notes.insert(0, f"'{MODEL_ROW}': the wall time of one call of @{function}, BASE and NEW called in pairs in one process")
    except DynbenchError as e:  # inputs the in-process calls cannot make: the batches' run times stand
        notes.insert(0, f"'{MODEL_ROW}': the median run time of each round's batch ({e})")
    files = [BenchmarkFile(path, AB_KIND, None, device, "warm", (), method=MODEL_METHOD) for path in sides.values()]
    return paired_diff(samples, files[0], files[1], threshold=threshold, alpha=alpha,
                       only_base=[e for e in base_exports if e not in new_exports],
                       only_new=sorted(new_exports - set(base_exports)), notes=notes)


def _paired_batches(sides: dict[str, Path], inputs: Sequence[str], function: str, device: str,
                    options: ModelPairOptions, progress: Progress, flags: Sequence[str] = ()) -> list[dict[str, ModelProfile]]:
    """`options.rounds` pairs of profiled batches, BASE's and NEW's in a random order each."""
    rng = random.Random(options.seed)
    rounds = []
    for k in range(options.rounds):
        progress(k, options.rounds, f"round {k + 1} of model runs")
        order = ["BASE", "NEW"] if rng.random() < 0.5 else ["NEW", "BASE"]
        rounds.append({which: _model_batch(sides[which], which, inputs, function, device, options.runs, flags)
                       for which in order})
    return rounds


MODEL_METHOD = "paired model batches"


def _model_batch(vmfb: Path, which: str, inputs: Sequence[str], function: str, device: str, runs: int,
                 flags: Sequence[str] = ()) -> ModelProfile:
    try:
        return sample_model(vmfb, inputs, function=function, device=device, runs=runs, flags=flags).timing()
    except ToolError as e:
        scope = _missing_scope(str(e))
        if scope is not None:  # a vmfb does not say its parameters' sizes: no zero splats can be made for it
            raise DynbenchError(
                f"{which} model {vmfb} loads external parameters of scope '{scope}' and no archive serves them: "
                f"give {option('parameters', 'parameters')} {scope + '=' if scope else ''}FILE.irpa") from None
        raise DynbenchError(f"{which} model {vmfb}: {e}") from None


def _missing_scope(error: str) -> Optional[str]:
    """The parameter scope IREE's runtime found no provider for, where that is the error."""
    found = re.search(r"no provider registered that handles scopes like '([^']*)'", error)
    return found.group(1) if found else None


def _per_run_us(timing: ModelProfile, name: str, aliases: Mapping[str, str]) -> float:
    """The model's median run, or an export's time per run (the sum of the exports timed as it)."""
    if name == MODEL_ROW:
        return timing.median_us
    return sum(e.per_run_us for e in timing.exports if aliases.get(e.export, e.export) == name)
