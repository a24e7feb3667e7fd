"""`compare`: isolated dispatch times next to the same dispatches inside the model.

The model is compiled with plain `iree-compile` and the flags `extract` used
(from shapes.json) into a temporary directory, by the `CompileModel` the
caller wires in (the run side imports no compiler), then run many times under
`iree-benchmark-module` with HAL host-execution profiling
(`model_timing.time_model`): the median wall time per run, and per export the
number of calls per run and the sum over its call sites of the median time per
call. Isolated rows are grouped by export the same way, so an export dispatched
from several sites (or several times) is compared per model run: isolated =
sum over its sites of the isolated medians (scaled to the in-model call count
when that differs). Medians on both sides: see model_timing for why.
"""

from __future__ import annotations

import contextlib
import functools
import math
import operator
import statistics
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Iterator, Optional, Sequence

from ..outputs import scratch_directory
from ..iree_tools import ToolError
from .parameters import Parameter, ParameterFile, model_parameters, tool_flags
from .model_timing import WALL_TIME, ExportTime, ModelSamples, ModelProfile, sample_model
from ..errors import DynbenchError
from ..input_files import check_regular_file
from ..manifest import Manifest, check_same_model
from .options import Progress, TimingOptions
from .results import RunResult
from ..extract_output import ExtractOutput
from .runner import RunService, batches_by_work, inputs_for

CompileModel = Callable[[Path, Path, Manifest], None]
"""`(model, vmfb, manifest)`: compile `model` to `vmfb` as extract did (shapes.json `target`,
`iree_flags`), raising `DynbenchError` when it does not compile (`api.compile_like_extract`)."""

_BATCHES = 4  # model batches, each after a group of isolated dispatches
_PILOT_RUNS = 3  # model runs that size the batches


@dataclass(frozen=True)
class ExportComparison:
    """One export: its isolated dispatches and its row in the whole-model benchmark."""

    export: str
    dispatches: tuple[str, ...]  # isolated benchmark names (dispatch sites) of this export
    calls: int  # in-model calls per model run (0: not seen in the model)
    in_model_us: Optional[float]  # in-model time per model run
    isolated_us: Optional[float]  # isolated median time per model run (calls-weighted)
    in_model_share: Optional[float]  # fraction of the model's dispatch time
    note: str = ""

    @property
    def ratio(self) -> Optional[float]:
        """isolated / in-model (1.0: the isolated benchmark predicts the model exactly)."""
        if self.in_model_us is None or self.isolated_us is None or self.in_model_us <= 0:
            return None
        return self.isolated_us / self.in_model_us


@dataclass(frozen=True)
class Comparison:
    model: Path
    run: RunResult
    rows: tuple[ExportComparison, ...]
    timing: ModelProfile  # the real model's runs

    @property
    def model_us(self) -> float:
        """Whole-model wall time per run (median over runs)."""
        return self.timing.median_us

    @property
    def isolated_total_us(self) -> float:
        return sum(r.isolated_us for r in self.rows if r.isolated_us is not None)

    @property
    def in_model_dispatch_total_us(self) -> float:
        return sum(r.in_model_us for r in self.rows if r.in_model_us is not None)

    def median_ratio(self, coverage: float = 1.0) -> Optional[float]:
        """Median isolated/in-model ratio over the exports making up `coverage` of model dispatch time."""
        paired = sorted((r for r in self.rows if r.ratio is not None), key=lambda r: -(r.in_model_us or 0.0))
        total = sum(r.in_model_us or 0.0 for r in paired)
        chosen, acc = [], 0.0
        for r in paired:
            if total > 0 and acc >= coverage * total:
                break
            chosen.append(r.ratio)
            acc += r.in_model_us or 0.0
        return statistics.median(chosen) if chosen else None


def pair(run: RunResult, in_model: Sequence[ExportTime], unrecorded: str = "") -> list[ExportComparison]:
    """Group isolated rows by export and pair each group with the export's in-model row.
    `unrecorded`: why the model's runs have no per-export times (`model_timing.WALL_TIME`)."""
    sites: dict[str, list] = {}
    for row in run.rows:
        sites.setdefault(row.export, []).append(row)
    by_export = {r.export: r for r in in_model}
    out = []
    for export in [*sites, *(e for e in by_export if e not in sites)]:
        rows = sites.get(export, [])
        model_row = by_export.get(export)
        ok = [r for r in rows if r.ok]
        isolated: Optional[float] = None
        note = ""
        if rows and len(ok) == len(rows):
            isolated = sum(r.median_us for r in ok)
            if model_row is not None and model_row.calls != len(ok):
                isolated = isolated / len(ok) * model_row.calls
                note = f"{model_row.calls} in-model call(s) per run, {len(ok)} extracted site(s): scaled"
        elif rows:
            note = "isolated run failed: " + "; ".join(r.error or "" for r in rows if not r.ok)
        else:
            note = "not extracted (see shapes.json skipped)"
        if model_row is None and unrecorded:
            note = f"no in-model time: the device records no dispatch times ({unrecorded})"
        elif model_row is None:
            note = note or "not dispatched by the model at these sizes"
        out.append(ExportComparison(
            export,
            tuple(r.name for r in rows),
            model_row.calls if model_row else 0,
            model_row.per_run_us if model_row else None,
            isolated,
            model_row.share if model_row else None,
            note,
        ))
    return out


def compare(
    model: Path | str,
    directory: Path | str,
    inputs: Sequence[str] = (),
    *,
    compile_model: CompileModel,
    device: Optional[str] = None,
    options: TimingOptions = TimingOptions(),
    progress: Progress = lambda done, total, name: None,
    service: Optional[RunService] = None,
    parameters: Sequence[ParameterFile] = (),
) -> Comparison:
    """Run the isolated benchmarks and the real model at `inputs`; pair them by export.
    `service`: DIR already open on its device (the `Suite`'s), else opened here. `parameters`:
    the archives of a model with external parameters (`run.parameters`).

    The model's runs are split into batches interleaved with groups of isolated
    dispatches, so that a change in machine load while comparing falls on both
    sides, and process-to-process variation of the model (measured: medians of
    5460-6072 us for torch_block at 4x128x64 in six processes) is pooled.
    """
    model = Path(model)
    check_regular_file(model)
    service = service or RunService(ExtractOutput(directory, device))
    opened = service.opened
    device = opened.device  # default: the device extract recorded
    dims = opened.dims(inputs)
    params = opened.queries.query(dims)  # sizes that overflow: refused before the model is compiled
    selected = opened.select_dispatches()
    names = [info.name for _, info in selected]
    # by index: a first call site's name means its whole export
    groups = [[str(k) for k in batch] for batch in batches_by_work(selected, params, _BATCHES, options.each_site)]
    manifest = opened.manifest
    model_inputs = inputs_for(manifest, dims)
    steps = len(names) + len(groups) + 2  # compile, pilot, isolated dispatches, model batches
    done = 0

    def step(name: str) -> None:
        nonlocal done
        progress(done, steps, name)
        done += 1

    with scratch_directory("dynbench-compare-") as tmp:  # a killed compare's is removed here too
        vmfb = tmp / "model.vmfb"
        step(f"compiling {model.name}")
        compile_model(model, vmfb, manifest)

        def sample(runs: int) -> ModelSamples:
            step(f"running {model.name} {runs} times")
            with model_errors(model, model_inputs):
                return sample_model(vmfb, model_inputs, function=manifest.function, device=device, runs=runs,
                                    flags=tool_flags(parameters))

        pilot = sample(_PILOT_RUNS).timing().median_us  # sizes the batches; its runs are not kept
        per_batch = math.ceil(model_runs(options, pilot) / len(groups))
        rows, batches = [], []
        for group in groups:
            offset = done
            part = service.run(dispatches=group, options=options, dims=dims,
                              progress=lambda d, t, name: progress(offset + d, steps, name))
            rows.extend(part.rows)
            done += len(group)
            batches.append(sample(per_batch))
    progress(steps, steps, "")
    order = {name: k for k, name in enumerate(names)}
    run = replace(part, rows=tuple(sorted(rows, key=lambda r: order[r.name])))
    timing = pool(batches, model, model_inputs)
    unrecorded = next((b.unrecorded for b in batches if b.method == WALL_TIME), "")
    return Comparison(model, run, tuple(pair(run, timing.exports, unrecorded)), timing)


def compare_model(
    model: Path, service: RunService, inputs: Sequence[str] = (), *, compile_model: CompileModel,
    options: TimingOptions = TimingOptions(), progress: Progress = lambda done, total, name: None,
    parameters: Sequence[str] = (), declared: Callable[[Path], Sequence[Parameter]] = lambda model: (),
) -> Comparison:
    """`compare` as the command runs it: `model` checked to be the one `service`'s extract output
    was made from, its runs given the archives `parameters` names (`scope=FILE`) or zero splats
    of the parameters it declares (`declared` reads them: the compiler's, handed in from above)."""
    opened = service.opened
    check_regular_file(model)  # a FIFO would block its reads below
    check_same_model(model, opened.manifest, opened.directory)
    with model_parameters(model, parameters, declared) as files:
        return compare(model, opened.directory, inputs, compile_model=compile_model, device=opened.device,
                       options=options, progress=progress, service=service.prepare(), parameters=files)


def model_runs(options: TimingOptions, run_us: float) -> int:
    """How many model runs (10 to 1000) fit min-time x repetitions seconds, for
    a model run of `run_us`: the model, a much bigger unit than a dispatch,
    gets as many seconds as it has repetitions."""
    return int(min(max(options.budget_s * options.repetitions / max(run_us * 1e-6, 1e-6), 10), 1000))


@contextlib.contextmanager
def model_errors(model: Path, inputs: Sequence[str]) -> Iterator[None]:
    """Inside: a failure of the model's runs (a tool that failed, output that does not add up)
    becomes a `DynbenchError` that names the model and the sizes."""
    try:
        yield
    except ToolError as e:
        raise DynbenchError(f"running {model} at {' '.join(inputs)} failed: {e}") from None


def pool(batches: Sequence[ModelSamples], model: Path, inputs: Sequence[str]) -> ModelProfile:
    """The model's timing over all batches of runs; batches that dispatch differently
    (the model does not run the same way in every process) are a `DynbenchError`."""
    with model_errors(model, inputs):
        return functools.reduce(operator.add, batches).timing()

