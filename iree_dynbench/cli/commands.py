"""The `dynbench` commands. Each parses its options, checks what can be checked before any
work (`requests`), calls one method of the library (`api`, `Suite`) and renders the result
(`render/`, `console`, `report`); exit status 1 is a result's, 2 an error's (`process.main`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from ..choices import Cache, ExportFlavour, Flavour, Method, OutputFormat, PlanView, RunView, Sort, Verify
from ..run.diff import DEFAULT_ALPHA, DEFAULT_THRESHOLD
from ..run.options import DEFAULT_TOLERANCE
from . import console, report
from .console import tell
from .signals import Terminated
from .options import (
    ShapesByOpt,
    EachSiteOpt,
    AbAllowMismatchOpt, AbAlphaOpt, AbBaseArg, AbDispatchOpt, AbDeviceOpt, AbJsonOpt, AbModelsOpt, AbNewArg, AbThresholdOpt,
    DuetCpusOpt, DuetOpt, MaxPairsOpt, ModelFunctionOpt, ModelRoundsOpt, ModelRunsOpt, PairMaxTimeOpt, PairsOpt,
    SeedOpt,
    AdaptiveMinTimeOpt, AdaptiveRepetitionsOpt, AllowMismatchOpt, AlphaOpt, BaseArg, BudgetOpt, ByOpt, CacheBytesOpt,
    CacheOpt, CompareModelArg, CoverOpt, CpusOpt, DeviceOpt, DevicesOpt, DimOpt, DirArg, ExportDispatchOpt,
    ExportFlavourOpt, ExportOutputOpt, ExportTopOpt, ExtractInputsOpt, FilterOpt, FilterWithDispatchOpt, FlavourOpt,
    FormatOpt, FunctionOpt, InputsOpt, IreeFlagOpt, MaxTimeOpt, MethodOpt, MinTimeOpt, MixedOpt, ModelArg, NewArg,
    OutputOpt, PlanDispatchOpt, PlanFileOpt, PlanJsonOpt, PlanPlotOpt, PlanResumeOpt, PlanRoundsOpt, PrecisionOpt,
    RayOpt, RepetitionsOpt, ResumeOpt, RoundsOpt, RunDispatchOpt, RunJsonOpt, RunSizesOpt, RunTopOpt, SetOpt,
    ShapesDispatchOpt, ShapesJsonOpt, ShowDispatchArg, SizeSetInputsOpt, SizesOpt, SortOpt, SourceOpt, StrictOpt,
    SweepDispatchOpt, SweepInputsOpt, SweepOutputOpt, SweepPlotOpt, SweepTopOpt, TargetChipOpt, TargetOpt,
    ThresholdOpt, ToleranceOpt, PlanTopOpt, RunByOpt,
    CandidatesOpt, RangesOpt, SearchRoundsOpt, TuneCacheOpt, TuneConfigOpt, NoTimeOpt, ParametersOpt, TieOpt, TuneResumeOpt, TuneBudgetOpt, TuneCoverOpt, TuneOutputOpt, TunePlanOpt, TuneTopOpt, VerifyOpt,
)

if TYPE_CHECKING:
    from ..api import Suite
    from ..run.options import FleetOptions, TimingOptions

app = typer.Typer(
    name="dynbench",
    help="Standalone per-dispatch benchmarks for dynamic-shape IREE models.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def version_text() -> str:
    """`iree-dynbench X (IREE runtime Y, compiler Z)`: the versions a bug report needs."""
    from ..machine import installed_version

    def of(name: str) -> str:
        return installed_version(name) or "not installed"

    return (f"iree-dynbench {of('iree-dynbench')} (IREE runtime {of('iree-base-runtime')}, "
            f"compiler {of('iree-base-compiler')})")


def _version(value: bool) -> None:
    if value:
        tell(version_text())
        raise typer.Exit(0)


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", help="Print the versions of dynbench and IREE, and exit.",
                                          callback=_version, is_eager=True)] = False,
) -> None:
    """Standalone per-dispatch benchmarks for dynamic-shape IREE models."""


@app.command()
def extract(
    model: ModelArg,
    inputs: ExtractInputsOpt = [],
    output: OutputOpt = Path("dynbench-out"),
    function: FunctionOpt = None,
    target: TargetOpt = "llvm-cpu",
    target_chip: TargetChipOpt = None,
    iree_flags: IreeFlagOpt = [],
    tie: TieOpt = [],
) -> None:
    """Write a benchmark per dispatch of MODEL at the --inputs sizes, plus the host-only __query_shapes.

    Needs no device of the target: a GPU extract runs on any machine; only timing
    (run, sweep, compare, plan) needs the GPU."""
    from .. import api

    result = api.extract(
        model, inputs, output=output, function=function, target=target, target_chip=target_chip,
        iree_flags=iree_flags, progress=console.note, ties=tie,
    )
    if report.extracted(result):
        raise typer.Exit(1)


@app.command("run")
def run_command(
    directory: DirArg,
    *,
    inputs: InputsOpt = [],
    sizes: RunSizesOpt = None,
    dispatch: RunDispatchOpt = [],
    filter: FilterWithDispatchOpt = None,
    device: DevicesOpt = [],
    cpus: CpusOpt = [],
    ray: RayOpt = None,
    device_tolerance: ToleranceOpt = DEFAULT_TOLERANCE,
    strict_devices: StrictOpt = False,
    allow_mixed_devices: MixedOpt = False,
    min_time: AdaptiveMinTimeOpt = None,
    repetitions: AdaptiveRepetitionsOpt = 5,
    max_time: MaxTimeOpt = None,
    precision: PrecisionOpt = None,
    rounds: RoundsOpt = None,
    cache: CacheOpt = Cache.warm,
    cache_bytes: CacheBytesOpt = None,
    json_file: RunJsonOpt = None,
    format: FormatOpt = OutputFormat.table,
    method: MethodOpt = Method.auto,
    flavour: FlavourOpt = Flavour.dynamic,
    sort: SortOpt = Sort.index,
    top: RunTopOpt = None,
    by: RunByOpt = RunView.dispatch,
    each_site: EachSiteOpt = False,
) -> None:
    """Time every dispatch of DIR at --inputs sizes (no recompilation)."""
    from .. import api, requests
    from ..render import results as render_results
    from ..run.options import FleetOptions, TimingOptions

    FleetOptions(tolerance=device_tolerance)  # a bad --device-tolerance is refused whether or not workers use it
    options = TimingOptions.chosen(min_time, repetitions, max_time_s=max_time, precision=precision, max_rounds=rounds,
                                   cache=cache.value, cache_bytes=cache_bytes, method=method.value, each_site=each_site)
    json_path = requests.json_file(json_file, directory, [sizes])  # before timing
    requests.check_run_table(sizes, by is RunView.export, sort.value, top, flavour.value)
    if sizes is not None:
        requests.check_size_log_run(inputs, flavour.value)
        return _run_size_log(directory, sizes, dispatch, filter, options, format, json_file, json_path,
                             api.open_fleet(directory, device, cpus, ray, device_tolerance, allow_mixed_devices),
                             strict_devices)
    suite = api.open(directory, requests.one_device(device, cpus, ray))
    with console.progress("timing", notes=[render_results.default_sizes_note(suite.manifest, inputs)]) as progress:
        result = suite.run(inputs, dispatch, options, progress, flavour=flavour.value, filter=filter)
    if by is RunView.export:
        table, csv = (lambda r, width: render_results.exports_table(r, width, top)), render_results.exports_csv
    else:
        table, csv = (lambda r, width: render_results.table(r, width, sort.value, top)), render_results.to_csv
    console.render(format, result, table, render_results.to_json, csv, console.json_console(json_file))
    report.timing_notes(result)
    if json_file is not None:
        console.emit_json(json_path, render_results.gbench_json(result, f"dynbench run {directory}"))
    if report.run_failures(result):
        raise typer.Exit(1)


def _run_size_log(
    directory: Path, sizes: Path, dispatch: list[str], filter: Optional[str], options: "TimingOptions",
    format: OutputFormat, json_file: Optional[Path], json_path: Optional[Path], opened: tuple["Suite", "FleetOptions"],
    strict: bool,
) -> None:
    """`run --sizes FILE`: every distinct size set of the log timed (on a fleet where asked),
    one run per set; the table sums up per kernel over the sets, as sweep's does; JSON and CSV
    hold every run's rows; `--json` one Google Benchmark file of them all (names carry the dims)."""
    from ..render import sweep as render_sweep

    suite, fleet = opened
    with console.progress("timing", every_s=5.0) as progress:
        result = suite.run_size_log(sizes, dispatch, options, progress, filter=filter, fleet=fleet)
    strict_failed = report.fleet(result.workers, result.events, fleet.tolerance, strict)
    console.render(format, result, render_sweep.summary_table, render_sweep.runs_json, render_sweep.runs_csv,
                   console.json_console(json_file))
    if json_file is not None:
        console.emit_json(json_path, render_sweep.runs_gbench_json(result, f"dynbench run {directory}"))
    if report.size_log_failures(result) or strict_failed:
        raise typer.Exit(1)


@app.command()
def sweep(
    directory: DirArg,
    *,
    dim: DimOpt = [],
    inputs: SweepInputsOpt = [],
    dispatch: SweepDispatchOpt = [],
    filter: FilterWithDispatchOpt = None,
    device: DevicesOpt = [],
    cpus: CpusOpt = [],
    ray: RayOpt = None,
    device_tolerance: ToleranceOpt = DEFAULT_TOLERANCE,
    strict_devices: StrictOpt = False,
    allow_mixed_devices: MixedOpt = False,
    resume: ResumeOpt = False,
    min_time: MinTimeOpt = 0.1,
    repetitions: RepetitionsOpt = 3,
    cache: CacheOpt = Cache.warm,
    cache_bytes: CacheBytesOpt = None,
    method: MethodOpt = Method.auto,
    output: SweepOutputOpt = Path("dynbench-sweep"),
    top: SweepTopOpt = 5,
    plot: SweepPlotOpt = True,
    each_site: EachSiteOpt = False,
) -> None:
    """Time the dispatches of DIR over many input sizes with one compiled module."""
    from .. import api, outputs, requests
    from ..errors import option
    from ..layout import SweepDir
    from ..render import sweep as render_sweep
    from ..run.options import TimingOptions

    options = TimingOptions(min_time, repetitions, cache=cache.value, cache_bytes=cache_bytes, method=method.value,
                            each_site=each_site)
    outputs.check_output_files(output, outputs.SWEEP_OUTPUT, directory)  # before timing
    if plot:
        requests.check_plot("the PNG plot (sweep.png)", f"add {option('no-plot', 'plot')}")
    suite, fleet = api.open_fleet(directory, device, cpus, ray, device_tolerance, allow_mixed_devices)
    with console.progress("sweeping", every_s=5.0) as progress:
        result = suite.sweep(dim, inputs, dispatch, options, progress, filter=filter, fleet=fleet,
                             checkpoint=SweepDir(output).checkpoint, resume=resume, keep_checkpoint=True)
    report.sweep_warnings(result)
    strict_failed = report.fleet(result.workers, result.events, device_tolerance, strict_devices)
    report.sweep_noise(result)
    written = render_sweep.write_results(result, output)  # before the plot, which can fail
    console.print_table(lambda width: render_sweep.summary_table(result, width))
    if plot:
        written = render_sweep.write_plot(result, written, top)
    if report.sweep_written(result, written, plot) or strict_failed:
        raise typer.Exit(1)


@app.command("diff")
def diff_command(
    base: BaseArg,
    new: NewArg,
    *,
    threshold: ThresholdOpt = DEFAULT_THRESHOLD,
    alpha: AlphaOpt = DEFAULT_ALPHA,
    format: FormatOpt = OutputFormat.table,
    allow_mismatch: AllowMismatchOpt = False,
) -> None:
    """Compare two runs dispatch by dispatch; exit status 1 when one got significantly slower (for CI)."""
    from .. import api
    from ..render import diff as render_diff

    result = api.diff(base, new, threshold=threshold, alpha=alpha, allow_mismatch=allow_mismatch)
    report.diffed(result)
    console.render(format, result, render_diff.table, render_diff.to_json, render_diff.to_csv)
    if report.regressions(result, threshold):
        raise typer.Exit(1)


@app.command("ab")
def ab_command(
    base: AbBaseArg = None,
    new: AbNewArg = None,
    *,
    model: AbModelsOpt = [],
    inputs: InputsOpt = [],
    dispatch: AbDispatchOpt = [],
    filter: FilterWithDispatchOpt = None,
    pairs: PairsOpt = 24,
    max_pairs: MaxPairsOpt = 120,
    max_time: PairMaxTimeOpt = 1.0,
    duet: DuetOpt = False,
    cpus: DuetCpusOpt = [],
    rounds: ModelRoundsOpt = 10,
    runs: ModelRunsOpt = 20,
    function: ModelFunctionOpt = "main",
    device: AbDeviceOpt = None,
    seed: SeedOpt = None,
    threshold: AbThresholdOpt = DEFAULT_THRESHOLD,
    alpha: AbAlphaOpt = DEFAULT_ALPHA,
    format: FormatOpt = OutputFormat.table,
    json_file: AbJsonOpt = None,
    allow_mismatch: AbAllowMismatchOpt = False,
    parameters: ParametersOpt = [],
) -> None:
    """Two builds of one model timed side by side in pairs; exit status 1 when one got significantly slower (for CI on a shared machine)."""
    from .. import api
    from ..render import diff as render_diff
    request = api.ab_request(model, pairs, max_pairs, max_time, duet, cpus, rounds, runs, seed, json_file, [base, new])
    with console.progress("pairing", every_s=5.0) as progress:
        result = api.ab(base, new, models=model, inputs=inputs, dispatches=dispatch, filter=filter, function=function,
                        device=device, threshold=threshold, alpha=alpha, allow_mismatch=allow_mismatch,
                        progress=progress, parameters=parameters, **request.arguments)
    report.diffed(result)
    console.render(format, result, render_diff.table, render_diff.to_json, render_diff.to_csv,
                   console.json_console(json_file))
    if json_file is not None:
        console.emit_json(request.json_path, render_diff.to_json(result))
    if report.regressions(result, threshold):
        raise typer.Exit(1)


@app.command()
def compare(
    model: CompareModelArg,
    directory: DirArg,
    *,
    inputs: InputsOpt = [],
    device: DeviceOpt = None,
    min_time: MinTimeOpt = 0.5,
    repetitions: RepetitionsOpt = 5,
    cache: CacheOpt = Cache.warm,
    cache_bytes: CacheBytesOpt = None,
    format: FormatOpt = OutputFormat.table,
    method: MethodOpt = Method.auto,
    parameters: ParametersOpt = [],
    each_site: EachSiteOpt = False,
) -> None:
    """Put each dispatch's isolated time next to its time inside the real model."""
    from .. import api
    from ..render import results as render_results
    from ..run.options import TimingOptions

    options = TimingOptions(min_time, repetitions, cache=cache.value, cache_bytes=cache_bytes, method=method.value,
                            each_site=each_site)
    suite = api.open(directory, device)
    with console.progress("timing", notes=[render_results.default_sizes_note(suite.manifest, inputs)]) as progress:
        result = suite.compare(model, inputs, options, progress, parameters=parameters)
    console.render(format, result, render_results.compare_table, render_results.compare_json,
                   render_results.compare_csv)
    report.timing_notes(result.run)


@app.command()
def shapes(
    directory: DirArg,
    *,
    inputs: SizeSetInputsOpt = [],
    size_set: SetOpt = [],
    sizes: SizesOpt = None,
    json_file: ShapesJsonOpt = None,
    dispatch: ShapesDispatchOpt = [],
    filter: FilterOpt = None,
    by: ShapesByOpt = RunView.dispatch,
) -> None:
    """Problem sizes of every dispatch of DIR over size sets (default: the extract sizes), no recompilation."""
    from .. import api, outputs, requests
    from ..render import shapes as render_shapes
    from ..size_log import gather_size_sets

    sets = gather_size_sets(inputs, size_set, sizes)
    json_path, shown = requests.json_file(json_file, directory, [sizes]), console.json_console(json_file)
    result = api.open(directory).shapes(sets, dispatches=dispatch, filter=filter)
    if json_path is not None:
        outputs.write_text_chunks(json_path, result.json_chunks())
    elif json_file is not None:
        console.print_text(result.to_json())
    console.print_wrapped(render_shapes.shapes_summary(result), shown)  # wrapped where the table is fitted
    table = render_shapes.shapes_by_export_table if by is RunView.export else render_shapes.shapes_table
    console.print_table(lambda width: table(result, width), shown)
    if json_path is not None:
        tell(f"wrote {json_file}")


@app.command()
def show(
    directory: DirArg,
    dispatch: ShowDispatchArg,
    *,
    inputs: InputsOpt = [],
    source: SourceOpt = True,
) -> None:
    """Triage one dispatch: its parameters, configuration, commands for stock IREE tools, source."""
    from .. import api
    from ..render import show as render_show

    result = api.open(directory).show(dispatch, inputs)
    console.print_text(render_show.show_text(result, directory, source))


def _tunability(directory: Path) -> "dict[str, str] | None":
    """Per export, whether tune can tune it or why not (its configured IR, read with the compiler);
    None, said once, where only IREE's runtime is installed (plan runs there; tune does not)."""
    try:
        from ..tune.reach import extract_problems, tunability
    except ImportError as e:
        console.say(f"note: the tunable column is left out: it reads the configured IR with IREE's compiler ({e})")
        return None
    return tunability(extract_problems(directory))


@app.command("plan")
def plan_command(
    directory: DirArg,
    *,
    sizes: SizesOpt = None,
    size_set: SetOpt = [],
    dispatch: PlanDispatchOpt = [],
    filter: FilterOpt = None,
    device: DevicesOpt = [],
    cpus: CpusOpt = [],
    ray: RayOpt = None,
    device_tolerance: ToleranceOpt = DEFAULT_TOLERANCE,
    strict_devices: StrictOpt = False,
    allow_mixed_devices: MixedOpt = False,
    resume: PlanResumeOpt = False,
    budget: BudgetOpt = None,
    min_time: AdaptiveMinTimeOpt = None,
    repetitions: AdaptiveRepetitionsOpt = 5,
    rounds: PlanRoundsOpt = 2,
    json_file: PlanJsonOpt = None,
    plot: PlanPlotOpt = None,
    format: FormatOpt = OutputFormat.table,
    by: ByOpt = PlanView.problem,
    top: PlanTopOpt = None,
) -> None:
    """Where a size log's traffic spends dispatch time: each distinct work item timed once, problems by weighted time."""
    from .. import api, requests
    from ..render import plan as render_plan
    from ..run.options import TimingOptions
    from ..size_log import gather_size_sets

    sets = gather_size_sets((), size_set, sizes)
    options = TimingOptions(min_time, repetitions, max_rounds=rounds)  # run's method and stopping rule
    json_path = requests.json_file(json_file, directory, [sizes])
    files = requests.plan_files(json_path, plot, directory, sizes, resume)
    suite, fleet = api.open_fleet(directory, device, cpus, ray, device_tolerance, allow_mixed_devices)
    tunable = _tunability(directory) if by is PlanView.export else None  # before timing: it may fail
    with console.progress("planning", every_s=5.0) as progress:
        result = suite.plan(sets, options, progress, dispatches=dispatch, filter=filter, budget_s=budget, fleet=fleet,
                            checkpoint=files.checkpoint, resume=resume, keep_checkpoint=True)
    strict_failed = report.fleet(result.workers, result.events, device_tolerance, strict_devices)
    table, csv = {
        PlanView.problem: (lambda r, width: render_plan.table(r, width, top), render_plan.to_csv),
        PlanView.dispatch: (lambda r, width: render_plan.dispatches_table(r, width, top), render_plan.dispatches_csv),
        PlanView.export: (lambda r, width: render_plan.exports_table(r, width, top, tunable),
                          lambda r: render_plan.exports_csv(r, tunable)),
    }[by]
    console.render(format, result, table, render_plan.to_json, csv, console.json_console(json_file))
    if json_file is not None:  # before the plot, which needs matplotlib
        console.emit_json(json_path, render_plan.to_json(result))
    files.done()
    if plot is not None:
        render_plan.plot(result, plot)
    listed = json_file if json_file is not None or format is not OutputFormat.json else Path("-")  # where `failed` is
    if report.plan_failures(result, listed) or strict_failed:
        raise typer.Exit(1)


@app.command("export")
def export_command(
    directory: DirArg,
    *,
    inputs: SizeSetInputsOpt = [],
    size_set: SetOpt = [],
    sizes: SizesOpt = None,
    flavour: ExportFlavourOpt = ExportFlavour.both,
    dispatch: ExportDispatchOpt = [],
    filter: FilterWithDispatchOpt = None,
    output: ExportOutputOpt = Path("dynbench-tuner"),
    plan: PlanFileOpt = None,
    cover: CoverOpt = None,
    top: ExportTopOpt = None,
) -> None:
    """Tuner-ready benchmark files (root_op marked, one public function) per dispatch and size set (default: the extract sizes)."""
    from .. import api, requests
    from ..size_log import gather_size_sets

    chose = bool(inputs or size_set or sizes or dispatch or filter or flavour is not ExportFlavour.both)
    requests.check_export_choice(plan, cover, top, chose)
    if plan is not None:
        result = api.open(directory).export_worklist(output, plan, cover=cover if top is None else None, top=top,
                                                      progress=console.note)
        report.plan_left_out(plan)
    else:
        sets, flavours = gather_size_sets(inputs, size_set, sizes), None if flavour is ExportFlavour.both else (flavour.value,)
        result = api.open(directory).export(output, sets, flavours=flavours, dispatches=dispatch, filter=filter,
                                            progress=console.note)
    if report.exported(result):
        raise typer.Exit(1)


@app.command("tune")
def tune_command(
    directory: DirArg,
    *,
    output: TuneOutputOpt,
    sizes: SizesOpt = None,
    size_set: SetOpt = [],
    plan: TunePlanOpt = None,
    cover: TuneCoverOpt = None,
    top: TuneTopOpt = None,
    budget: TuneBudgetOpt = None,
    candidates: CandidatesOpt = 6,
    rounds: SearchRoundsOpt = 3,
    ranges: RangesOpt = 1,
    cache: TuneCacheOpt = None,
    config: TuneConfigOpt = None,
    verify: VerifyOpt = Verify.top,
    device: DevicesOpt = [],
    cpus: CpusOpt = [],
    ray: RayOpt = None,
    device_tolerance: ToleranceOpt = DEFAULT_TOLERANCE,
    allow_mixed_devices: MixedOpt = False,
    no_time: NoTimeOpt = False,
    resume: TuneResumeOpt = False,
    parameters: ParametersOpt = [],
    format: FormatOpt = OutputFormat.table,
) -> None:
    """A tuning spec for the exports the traffic spends most in: candidates timed in pairs against IREE's default, the model timed with and without it."""
    from .. import api, requests
    from ..render import tuning as render_tuning
    from ..size_log import gather_size_sets
    from ..tune.tuning import TuneOptions

    requests.check_tune_choice(cover, top)
    sets = gather_size_sets((), size_set, sizes) if (sizes or size_set) else []
    options = TuneOptions(top=top, cover=0.9 if cover is None else cover, candidates=candidates, verify=verify.value,
                          budget_s=budget, timed=not no_time, rounds=rounds, ranges=ranges, cache=cache)
    suite, fleet = api.open_fleet(directory, device, cpus, ray, device_tolerance, allow_mixed_devices)
    try:
        result = suite.tune(output, sets, plan=plan, options=options, progress=console.note, parameters=parameters,
                            resume=resume, fleet=fleet, configs=config)
    except (KeyboardInterrupt, Terminated):
        report.tune_interrupted(output)  # the line of the interruption says how to go on
        raise
    console.render(format, result, render_tuning.table, render_tuning.to_json_text, render_tuning.to_csv)
    if report.tuned(result, on_stdout=format is OutputFormat.table):
        raise typer.Exit(1)
