"""`dynbench`: the command line. Thin commands over the library.

The library raises `DynbenchError` for anything the user can fix; this module
alone turns it into a one-line message and exit status 2, and alone prints.
Each command parses its options, calls one method of the public API
(`api.open(DIR)` -> `Suite`) and renders the result (`render/`). Everything is
printed with rich markup off: a `[x]` in a path or a message is text.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Callable, Iterator, Optional, Sequence

import typer
from rich.console import Console

from .choices import Cache, ExportFlavour, Flavour, Method, OutputFormat, PlanView, Sort
from .errors import DynbenchError
from .run.diff import DEFAULT_ALPHA, DEFAULT_THRESHOLD
from .run.options import DEFAULT_TOLERANCE

if TYPE_CHECKING:
    from .render.tables import FittedTable

app = typer.Typer(
    name="dynbench",
    help="Standalone per-dispatch benchmarks for dynamic-shape IREE models.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)
err = Console(stderr=True, highlight=False, markup=False, emoji=False)
out = Console(highlight=False, markup=False, emoji=False)

EXIT_USAGE = 2


def _version(value: bool) -> None:
    if value:
        out.print(version_text(), soft_wrap=True)
        raise typer.Exit(0)


def version_text() -> str:
    """`iree-dynbench X (IREE runtime Y, compiler Z)`: the versions a bug report needs (from the
    installed distributions: nothing is imported)."""
    from importlib.metadata import PackageNotFoundError, version

    def of(name: str) -> str:
        try:
            return version(name)
        except PackageNotFoundError:
            return "not installed"

    return (f"iree-dynbench {of('iree-dynbench')} (IREE runtime {of('iree-base-runtime')}, "
            f"compiler {of('iree-base-compiler')})")


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", help="Print the versions of dynbench and IREE, and exit.",
                                          callback=_version, is_eager=True)] = False,
) -> None:
    """Standalone per-dispatch benchmarks for dynamic-shape IREE models."""


@app.command()
def extract(
    model: Annotated[Path, typer.Argument(help="Model: MLIR text or bytecode in any input dialect iree-compile accepts.")],
    inputs: Annotated[list[str], typer.Option("--inputs", help="Input shape (42x1024xf32), one per entry argument, in order.")] = [],
    output: Annotated[Path, typer.Option("-o", "--output", help="Output directory.")] = Path("dynbench-out"),
    function: Annotated[Optional[str], typer.Option("--function", help="Entry point (default: the only public function).")] = None,
    target: Annotated[str, typer.Option("--target", help="IREE backend (llvm-cpu, rocm, cuda, vulkan-spirv, vmvx) or device name (local, hip, amdgpu, cuda, vulkan).")] = "llvm-cpu",
    target_chip: Annotated[Optional[str], typer.Option("--target-chip", help="Chip: host (CPU default), gfx942, gfx1100, sm_80, ... (a GPU target needs one; or give its flag, e.g. --iree-flag=--iree-rocm-target=gfx942).")] = None,
    iree_flags: Annotated[list[str], typer.Option("--iree-flag", help="Extra iree-compile flag (repeatable); not one dynbench sets itself (--compile-to, --compile-from, --emit-mlir-bytecode, -o, ...).")] = [],
) -> None:
    """Write a benchmark per dispatch of MODEL at the --inputs sizes, plus the host-only __query_shapes.

    Needs no device of the target: a GPU extract runs on any machine; only timing
    (run, sweep, compare, plan) needs the GPU."""
    from . import api

    result = api.extract(
        model, inputs, output=output, function=function, target=target, target_chip=target_chip,
        iree_flags=iree_flags, progress=_note,
    )
    for skipped in result.skipped:
        err.print(f"skipped dispatch {skipped.ordinal} {skipped.export}: {skipped.reason}", soft_wrap=True)
    out.print(
        f"wrote {len(result.emitted)} dispatch benchmark(s) to {result.output}"
        + (f" ({len(result.skipped)} skipped)" if result.skipped else ""),
        soft_wrap=True,
    )
    for note in result.notes:
        err.print(f"note: {note}", soft_wrap=True)
    limited = [s for s in result.skipped if s.cause == "dynbench"]
    if limited:
        counts = Counter(s.kind for s in limited)
        err.print(
            f"error: {len(limited)} dispatch(es) skipped for what dynbench does not handle (the rest are written): "
            + "; ".join(f"{n} with a parameter that {kind}" for kind, n in counts.items()),
            soft_wrap=True,
        )
        raise typer.Exit(1)



DirArg = Annotated[Path, typer.Argument(help="Output directory of `dynbench extract`.")]
InputsOpt = Annotated[list[str], typer.Option("--inputs", help="Input shape (42x1024xf32), one per entry argument; default: the extract sizes.")]
_SELECT = ("a name (one call site), an export (every call site of it) or an index in shapes.json "
           "(repeatable; default: all)")
_FILTER = ("Only dispatches whose full name matches this regular expression anywhere (Python re.search, as "
           "Google Benchmark's --benchmark_filter)")
RunDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to time: {_SELECT}.")]
SweepDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to sweep: {_SELECT}.")]
ExportDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to write tuner files of: {_SELECT}.")]
ShapesDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to list: {_SELECT}.")]
PlanDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to weigh: {_SELECT}.")]
RunFilterOpt = Annotated[Optional[str], typer.Option("--filter", metavar="REGEX", help=f"{_FILTER}; with --dispatch, those both select.")]
DeviceOpt = Annotated[Optional[str], typer.Option("--device", help="IREE runtime device: local-task, hip, cuda, vulkan, or a URI such as cuda://1 (default: the one extract recorded for its target).")]
DevicesOpt = Annotated[list[str], typer.Option("--device", help="IREE runtime device (default: the one extract recorded). Repeatable: one worker process per device (hip://0 --device hip://1, cuda://GPU-<uuid>, hip://* for all of a driver's).")]
CpusOpt = Annotated[list[str], typer.Option("--cpus", help="A CPU worker on the local-task device pinned to these cores (taskset -c list: 0-3, 0,2). Repeatable: one worker each, core sets disjoint.")]
RayOpt = Annotated[Optional[str], typer.Option("--ray", metavar="ADDRESS", help="Run the workers as Ray actors on the cluster at ADDRESS ('auto': the one this machine is in), one per GPU, or per --cpus set; needs iree-dynbench[dist].")]
ToleranceOpt = Annotated[float, typer.Option("--device-tolerance", help="Flag a worker whose reference time is off the workers' median, or drifted between before and after, by more than this fraction.")]
StrictOpt = Annotated[bool, typer.Option("--strict-devices", help="Exit 1 when a worker is flagged (--device-tolerance).")]
MixedOpt = Annotated[bool, typer.Option("--allow-mixed-devices", help="Allow devices of different chips in one fleet.")]
ResumeOpt = Annotated[bool, typer.Option("--resume", help="Continue an interrupted run from its checkpoint, without timing its finished items again.")]


def _fleet(directory: Path, devices: list[str], cpus: list[str], ray: Optional[str], tolerance: float, allow_mixed: bool):
    """The suite and the fleet the device options ask for: one plain --device opens the suite
    on it (this process times); more, a pattern, --cpus or --ray make workers."""
    from . import api
    from .run.options import FleetOptions

    if len(devices) == 1 and "*" not in devices[0] and not cpus and ray is None:
        return api.open(directory, devices[0]), FleetOptions(tolerance=tolerance)
    return api.open(directory), FleetOptions(tuple(devices), tuple(cpus), ray, tolerance, allow_mixed)


def _report_fleet(workers, events, tolerance: float, strict: bool) -> bool:
    """Say what the workers did (stderr); True when --strict-devices fails the run."""
    from .render.fleet import flag_lines, worker_lines
    from .run.fleet import strict_failure

    for line in [*events, *worker_lines(workers), *flag_lines(workers, tolerance)]:
        err.print(line, soft_wrap=True)
    failure = strict_failure(workers) if strict else None
    if failure:
        err.print(f"error: --strict-devices: {failure}", soft_wrap=True)
    return failure is not None
MinTimeOpt = Annotated[float, typer.Option("--min-time", help="Seconds of timed dispatches per dispatch, over all repetitions.")]
RepetitionsOpt = Annotated[int, typer.Option("--repetitions", help="Timed repetitions per dispatch.")]
AdaptiveMinTimeOpt = Annotated[Optional[float], typer.Option("--min-time", help="Fixed effort: seconds of timed dispatches per dispatch, over exactly --repetitions repetitions (default: adaptive, see --max-time).")]
AdaptiveRepetitionsOpt = Annotated[int, typer.Option("--repetitions", help="Timed repetitions per dispatch (adaptive: at least this many).")]
MaxTimeOpt = Annotated[Optional[float], typer.Option("--max-time", help="Adaptive: stop timing a dispatch after this many seconds, precise or not (default 0.2).")]
PrecisionOpt = Annotated[Optional[float], typer.Option("--precision", help="Adaptive: stop when the 95% confidence interval of the median is within this fraction of it (default 0.05).")]
RoundsOpt = Annotated[Optional[int], typer.Option("--rounds", help="Adaptive --method profile: profiling rounds at most (one iree-run-module each; default 6). A dispatch's repetitions come from 4 of them at least.")]


CacheOpt = Annotated[Cache, typer.Option(
    "--cache",
    help="warm: every repetition on the same buffers (as upstream benchmarks); cold: each on its own copy "
    "of the buffers, enough copies to outgrow the last-level cache (slower to run: each dispatch's copies are zero-filled first).",
)]


CacheBytesOpt = Annotated[Optional[int], typer.Option(
    "--cache-bytes",
    help="Last-level cache size in bytes that --cache cold outgrows (default: this machine's for a CPU device; "
    "for a GPU, a per-chip table in iree_dynbench/run/cache_state.py).",
)]


@contextlib.contextmanager
def _progress(
    what: str, every_s: float = 0.0, notes: Sequence[Optional[str]] = ()
) -> Iterator[Callable[[int, int, str], None]]:
    """Progress on stderr: a rich bar on a terminal, plain lines otherwise (`render.progress`,
    one per step or one per `every_s` seconds). On the first step, once the library has checked
    its input and is about to time, `notes` and a load-average warning are printed first."""
    from .machine import cpu_count, load_average
    from .render.results import load_warning

    pending = [*notes, load_warning(load_average(), cpu_count())]

    def announce() -> None:
        for line in filter(None, pending):
            err.print(line, soft_wrap=True)
        pending.clear()

    if not err.is_terminal:
        from .render.progress import ProgressLines

        lines = ProgressLines(lambda line: err.print(line, soft_wrap=True), what, every_s)

        def plain(done: int, total: int, name: str) -> None:
            announce()
            lines(done, total, name)

        yield plain
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
        console=err, transient=True,
    ) as bar:
        task = bar.add_task(what, total=None)

        def update(done: int, total: int, name: str) -> None:
            announce()
            bar.update(task, completed=done, total=total, description=f"{what} {name}".strip())

        yield update


def _emit_json(path: Optional[Path], text: str) -> None:
    """`--json FILE`'s text: written whole to the file (`_json_target`'s), or to stdout for `-`."""
    from . import outputs

    if path is None:
        _print(text)
    else:
        outputs.write_text(path, text)


def _note(message: str) -> None:
    """A progress message of the library, dimmed on stderr; a signal taken but not acted on
    stops the command here (`_received`)."""
    _raise_received()
    err.print(message, style="dim", soft_wrap=True)


def _table_width(console: Console) -> Optional[int]:
    """The width tables fit: the terminal's, else `COLUMNS` when set; None (a pipe or a file):
    as wide as the table is, one line per row."""
    if console.is_terminal:
        return console.width
    columns = os.environ.get("COLUMNS", "")
    return int(columns) if columns.isdigit() and int(columns) > 0 else None


def _print_table(render: Callable[[Optional[int]], "FittedTable"], console: Optional[Console] = None) -> None:
    """Print the table `render(width)` builds for this output's width (`_table_width`), on
    stdout or `console`."""
    console = console or out
    width = _table_width(console)
    table = render(width)
    if width is None:
        width = max(table.natural_width, 80)
    # too narrow for even the columns always kept: lines run long rather than names being cut
    width = max(width, getattr(table, "needed_width", 0))
    Console(file=console.file, width=width, highlight=False, markup=False, emoji=False).print(table)


def _print(text: str, console: Optional[Console] = None) -> None:
    console = console or out
    console.file.write(text)
    console.file.flush()


STDOUT = "-"  # `--json -`: standard output


def _json_target(json_file: Optional[Path], directory: Optional[Path] = None,
                 reads: Sequence[Optional[Path]] = ()) -> tuple[Optional[Path], Console]:
    """`--json FILE` checked before any work: (the file, or None for none or `-`; where the
    rest of the output goes: stderr when the JSON takes stdout). It may not be a file the
    command reads, nor inside the extract `directory` (`outputs.check_not_an_input`)."""
    from . import outputs

    if json_file is None:
        return None, out
    if str(json_file) == STDOUT:
        return None, err
    outputs.check_file(json_file)
    outputs.check_not_an_input(json_file, directory, reads)
    return json_file, out


MethodOpt = Annotated[Method, typer.Option(
    "--method",
    help="profile: the device times each dispatch (HAL profiling), every dispatch in one call; calls: the wall "
    "time of benchmark calls from Python, (T(N) - T(0)) / N; auto: profile, or calls for --flavour static "
    "(--min-time is a fixed effort of the same method).",
)]


@app.command("run")
def run_command(
    directory: DirArg,
    *,
    inputs: InputsOpt = [],
    sizes: Annotated[Optional[Path], typer.Option("--sizes", help="Size log: time every distinct size set of it (one per line, or COUNT<TAB>shapes, or JSON Lines), instead of one --inputs set; with --device repeated, --cpus or --ray, on a fleet of workers.")] = None,
    dispatch: RunDispatchOpt = [],
    filter: RunFilterOpt = None,
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
    json_file: Annotated[Optional[Path], typer.Option("--json", help="Also write Google Benchmark JSON to this file ('-': standard output, the rest to stderr).")] = None,
    format: Annotated[OutputFormat, typer.Option("--format", help="Output on stdout.")] = OutputFormat.table,
    method: MethodOpt = Method.auto,
    flavour: Annotated[Flavour, typer.Option("--flavour", help="static: also time each dispatch's static-specialized kernel (compiled once, cached under DIR/static/) and show dynamic/static.")] = Flavour.dynamic,
    sort: Annotated[Sort, typer.Option("--sort", help="Table order: index (shapes.json's, the model's) or time (the slowest first).")] = Sort.index,
    top: Annotated[Optional[int], typer.Option("--top", min=1, help="Only the first N rows of the table (after --sort); JSON and CSV keep every dispatch.")] = None,
) -> None:
    """Time every dispatch of DIR at --inputs sizes (no recompilation)."""
    from . import api
    from .render import results as report
    from .run.options import FleetOptions, TimingOptions

    FleetOptions(tolerance=device_tolerance)  # a bad --device-tolerance is refused whether or not workers use it
    adaptive = {k: v for k, v in (("max_time_s", max_time), ("precision", precision), ("max_rounds", rounds))
                if v is not None}
    if adaptive and min_time is not None:
        raise DynbenchError("--max-time, --precision and --rounds are for adaptive timing; drop --min-time (fixed effort)")
    options = TimingOptions(min_time, repetitions, cache=cache.value, cache_bytes=cache_bytes, method=method.value, **adaptive)
    json_path, console = _json_target(json_file, directory, [sizes])  # before timing
    if sizes is not None:
        _run_size_log(directory, sizes, inputs, dispatch, filter, options, flavour, format, json_file, json_path, console,
                      device, cpus, ray, device_tolerance, strict_devices, allow_mixed_devices)
        return
    if cpus or ray is not None or len(device) > 1 or any("*" in d for d in device):
        raise DynbenchError("--cpus, --ray and more than one --device spread many size sets over workers: give them with --sizes FILE (or use sweep or plan)")
    suite = api.open(directory, device[0] if device else None)
    with _progress("timing", notes=[report.default_sizes_note(suite.manifest, inputs)]) as progress:
        result = suite.run(inputs, dispatch, options, progress, flavour=flavour.value, filter=filter)
    _render(format, result, lambda r, width: report.table(r, width, sort.value, top), report.to_json, report.to_csv,
            console)
    for line in (*report.method_notes(result), *report.noise_warnings(result)):
        err.print(line, soft_wrap=True)
    if json_file is not None:
        _emit_json(json_path, report.gbench_json(result, f"dynbench run {directory}"))
    for row in result.failed:
        err.print(f"dispatch {row.index} {row.name} failed: {row.error}", soft_wrap=True)
    for row in result.rows:
        if row.static_error:
            err.print(f"dispatch {row.index} {row.name} static kernel failed: {row.static_error}", soft_wrap=True)
    if result.failed or any(r.static_error for r in result.rows):
        raise typer.Exit(1)


def _run_size_log(directory, sizes, inputs, dispatch, filter, options, flavour, format, json_file, json_path, console,
                  device, cpus, ray, tolerance, strict, allow_mixed) -> None:
    """`run --sizes FILE`: every distinct size set of the log timed (on a fleet where asked),
    one run per set; the table sums up per kernel over the sets, as sweep's does; JSON and CSV
    hold every run's rows; `--json` one Google Benchmark file of them all (names carry the dims)."""
    import json as json_module

    from .render import results as report
    from .render import sweep as render_sweep
    from .render.fleet import devices_record
    from .size_log import distinct_size_sets
    from .tune.shape_list import gather_size_sets

    if inputs:
        raise DynbenchError("--sizes and --inputs both give sizes; give one")
    if flavour.value != "dynamic":
        raise DynbenchError("--flavour static times one size set; drop --sizes")
    suite, fleet = _fleet(directory, device, cpus, ray, tolerance, allow_mixed)
    sets = distinct_size_sets(suite.manifest, gather_size_sets((), (), sizes))
    with _progress("timing", every_s=5.0) as progress:
        result = suite.sweep(input_sets=[",".join(s.inputs) for s in sets], dispatches=dispatch, options=options,
                             progress=progress, filter=filter, fleet=fleet)
    strict_failed = _report_fleet(result.workers, result.events, tolerance, strict)

    def as_json(result) -> str:
        return json_module.dumps({
            "runs": [json_module.loads(report.to_json(run)) for run in result.runs],
            "devices": devices_record(result.workers), "events": list(result.events),
        }, indent=2) + "\n"

    def as_csv(result) -> str:
        return report.write_csv(render_sweep.records(result), render_sweep.fields(result))

    _render(format, result, lambda r, width: render_sweep.summary_table(r, width), as_json, as_csv, console)
    if json_file is not None:
        documents = [report.to_gbench(run, f"dynbench run {directory}") for run in result.runs]
        merged = {**documents[0], "benchmarks": [b for d in documents for b in d["benchmarks"]]}
        _emit_json(json_path, json_module.dumps(merged, indent=2) + "\n")
    failed = [(run, row) for run in result.runs for row in run.failed]
    for run, row in failed:
        err.print(f"dispatch {row.index} {row.name} at {' '.join(run.inputs)} failed: {row.error}", soft_wrap=True)
    if failed or strict_failed:
        raise typer.Exit(1)


@app.command()
def sweep(
    directory: DirArg,
    *,
    dim: Annotated[list[str], typer.Option("--dim", help="NAME=START..STOP[:xFACTOR|:+STEP] over a dim of shapes.json input_dims or a symbol of its symbols; every dim of the symbol moves (repeatable: cartesian product). The step is x2 when not given; STOP is a size only where a step lands on it.")] = [],
    inputs: Annotated[list[str], typer.Option("--inputs", help="One size set: comma-separated input shapes (repeatable).")] = [],
    dispatch: SweepDispatchOpt = [],
    filter: RunFilterOpt = None,
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
    output: Annotated[Path, typer.Option("-o", "--output", help="Directory for sweep.csv, sweep.json, sweep.png.")] = Path("dynbench-sweep"),
    top: Annotated[int, typer.Option("--top", min=1, help="Dispatches to plot (largest total time).")] = 5,
    plot: Annotated[bool, typer.Option("--plot/--no-plot", help="Write sweep.png (needs matplotlib).")] = True,
) -> None:
    """Time the dispatches of DIR over many input sizes with one compiled module."""
    from .render import sweep as render_sweep
    from .render.results import sweep_noise_warning
    from .run.options import TimingOptions
    from .layout import SweepDir
    from .run.sweep import check_output
    from . import outputs

    options = TimingOptions(min_time, repetitions, cache=cache.value, cache_bytes=cache_bytes, method=method.value)
    check_output(output)  # before timing
    suite, fleet = _fleet(directory, device, cpus, ray, device_tolerance, allow_mixed_devices)
    with _progress("sweeping", every_s=5.0) as progress:
        result = suite.sweep(dim, inputs, dispatch, options, progress, filter=filter, fleet=fleet,
                             checkpoint=SweepDir(output).checkpoint, resume=resume, keep_checkpoint=True)
    for warning in result.warnings:
        err.print(warning, soft_wrap=True)
    strict_failed = _report_fleet(result.workers, result.events, device_tolerance, strict_devices)
    noisy = sweep_noise_warning(result.runs)
    if noisy:
        err.print(noisy, soft_wrap=True)
    check_output(output)  # again: a file may have appeared there while the sweep ran
    earlier = outputs.sweep_files(SweepDir(output).json)
    image = render_sweep.plot_png(result, top) if plot else None  # drawn first: the slow part
    with outputs.written_together():  # the folder never pairs new results with an old plot
        written = render_sweep.write(result, output, plot)
        png = render_sweep.write_png(output, image) if image is not None else None
        if png is None:
            render_sweep.remove_stale_plot(output, earlier)  # an older sweep's plot would sit beside these results
        SweepDir(output).checkpoint.unlink(missing_ok=True)  # the results are written: nothing to resume
    _print_table(lambda width: render_sweep.summary_table(result, width))
    out.print(f"wrote {written['csv']} and {written['json']} ({len(result.runs)} size(s))", soft_wrap=True)
    failed = sum(len(r.failed) for r in result.runs)
    if failed:
        err.print(f"{failed} dispatch run(s) failed; see the status column", soft_wrap=True)
    if png is not None:
        out.print(f"wrote {png}", soft_wrap=True)
    elif plot:
        err.print("no plot: no dispatch was timed at any size", soft_wrap=True)
    if failed or strict_failed:
        raise typer.Exit(1)


@app.command("diff")
def diff_command(
    base: Annotated[Path, typer.Argument(help="Results of the baseline: `dynbench run --json` or `--format json`, or stock iree-benchmark-module --benchmark_format=json.")],
    new: Annotated[Path, typer.Argument(help="Results to judge, in any of the same forms.")],
    *,
    threshold: Annotated[float, typer.Option("--threshold", help="NEW/BASE ratio of the medians above which a dispatch is slower (when significant).")] = DEFAULT_THRESHOLD,
    alpha: Annotated[float, typer.Option("--alpha", help="Significance level of the Mann-Whitney U test over the repetitions.")] = DEFAULT_ALPHA,
    format: Annotated[OutputFormat, typer.Option("--format", help="Output on stdout.")] = OutputFormat.table,
    allow_mismatch: Annotated[bool, typer.Option("--allow-mismatch", help="Compare runs timed differently (method, device, caches, target, versions) anyway; the output says what differs.")] = False,
) -> None:
    """Compare two runs dispatch by dispatch; exit status 1 when one got significantly slower (for CI)."""
    from . import api
    from .render import diff as render_diff

    result = api.diff(base, new, threshold=threshold, alpha=alpha, allow_mismatch=allow_mismatch)
    for mismatch in result.mismatches:
        err.print(f"warning: compared although BASE and NEW differ in {mismatch}", soft_wrap=True)
    for note in result.notes:
        err.print(f"note: {note}", soft_wrap=True)
    _render(format, result, render_diff.table, render_diff.to_json, render_diff.to_csv)
    if result.regressions:
        names = ", ".join(f"{r.name} ({r.verdict})" for r in result.regressions)
        err.print(f"{len(result.regressions)} regression(s) over {threshold:g}x: {names}", soft_wrap=True)
        raise typer.Exit(1)


def _render(format: "OutputFormat", result, table, as_json, as_csv, console: Optional[Console] = None) -> None:
    """Print `result` on stdout (or `console`) in the chosen `--format`."""
    if format is OutputFormat.table:
        _print_table(lambda width: table(result, width), console)
    else:
        _print((as_json if format is OutputFormat.json else as_csv)(result), console)


@app.command()
def compare(
    model: Annotated[Path, typer.Argument(help="The model DIR was extracted from.")],
    directory: DirArg,
    *,
    inputs: InputsOpt = [],
    device: DeviceOpt = None,
    min_time: MinTimeOpt = 0.5,
    repetitions: RepetitionsOpt = 5,
    cache: CacheOpt = Cache.warm,
    cache_bytes: CacheBytesOpt = None,
    format: Annotated[OutputFormat, typer.Option("--format", help="Output on stdout.")] = OutputFormat.table,
    method: MethodOpt = Method.auto,
) -> None:
    """Put each dispatch's isolated time next to its time inside the real model."""
    from . import api
    from .render import results as report
    from .run.options import TimingOptions

    options = TimingOptions(min_time, repetitions, cache=cache.value, cache_bytes=cache_bytes, method=method.value)
    suite = api.open(directory, device)
    with _progress("timing", notes=[report.default_sizes_note(suite.manifest, inputs)]) as progress:
        result = suite.compare(model, inputs, options, progress)
    _render(format, result, report.compare_table, report.compare_json, report.compare_csv)
    for line in (*report.method_notes(result.run), *report.noise_warnings(result.run)):
        err.print(line, soft_wrap=True)


@app.command()
def shapes(
    directory: DirArg,
    *,
    inputs: Annotated[list[str], typer.Option("--inputs", help="Input shape (42x1024xf32), one per entry argument: together one size set.")] = [],
    size_set: Annotated[list[str], typer.Option("--set", help="One size set: input shapes separated by spaces or commas (repeatable).")] = [],
    sizes: Annotated[Optional[Path], typer.Option("--sizes", help="Size log: one size set per line (shapes separated by spaces; '#' comments; a repeated line counts again), or COUNT<TAB>shapes, or JSON Lines {\"inputs\": [...], \"count\": N}.")] = None,
    json_file: Annotated[Optional[Path], typer.Option("--json", help="Write the shape list as JSON (schema: iree_dynbench/tune/shape_list.py; '-': standard output, the rest to stderr).")] = None,
    dispatch: ShapesDispatchOpt = [],
    filter: Annotated[Optional[str], typer.Option("--filter", metavar="REGEX", help=f"{_FILTER}.")] = None,
) -> None:
    """Problem sizes of every dispatch of DIR over size sets (default: the extract sizes), no recompilation."""
    from . import api, outputs
    from .render import tune as render_tune
    from .tune.shape_list import gather_size_sets

    sets = gather_size_sets(inputs, size_set, sizes)
    json_path, console = _json_target(json_file, directory, [sizes])
    result = api.open(directory).shapes(sets, dispatches=dispatch, filter=filter)
    if json_path is not None:
        outputs.write_text_chunks(json_path, result.json_chunks())
    elif json_file is not None:
        _print(result.to_json())
    summary, width = render_tune.shapes_summary(result), _table_width(console)  # wrapped where the table is fitted
    Console(file=console.file, width=width or max(len(summary), 80), highlight=False, markup=False, emoji=False).print(summary)
    _print_table(lambda width: render_tune.shapes_table(result, width), console)
    if json_path is not None:
        out.print(f"wrote {json_file}", soft_wrap=True)


@app.command()
def show(
    directory: DirArg,
    dispatch: Annotated[str, typer.Argument(help="Dispatch to show: a name, an export (its first call site) or an index in shapes.json.")],
    *,
    inputs: InputsOpt = [],
    source: Annotated[bool, typer.Option("--source/--no-source", help="Print the kernel's hal.executable.")] = True,
) -> None:
    """Triage one dispatch: its parameters, configuration, commands for stock IREE tools, source."""
    from . import api
    from .render import tune as render_tune

    report = api.open(directory).show(dispatch, inputs)
    _print(render_tune.show_text(report, directory, source))


@app.command("plan")
def plan_command(
    directory: DirArg,
    *,
    sizes: Annotated[Optional[Path], typer.Option("--sizes", help="Size log: one size set per line (shapes separated by spaces; '#' comments; a repeated line counts again), or COUNT<TAB>shapes, or JSON Lines {\"inputs\": [...], \"count\": N}.")] = None,
    size_set: Annotated[list[str], typer.Option("--set", help="One size set: input shapes separated by spaces or commas (repeatable).")] = [],
    dispatch: PlanDispatchOpt = [],
    filter: Annotated[Optional[str], typer.Option("--filter", metavar="REGEX", help=f"{_FILTER}.")] = None,
    device: DevicesOpt = [],
    cpus: CpusOpt = [],
    ray: RayOpt = None,
    device_tolerance: ToleranceOpt = DEFAULT_TOLERANCE,
    strict_devices: StrictOpt = False,
    allow_mixed_devices: MixedOpt = False,
    resume: Annotated[bool, typer.Option("--resume", help="Continue an interrupted plan from its checkpoint (beside --json FILE), without timing its finished items again.")] = False,
    budget: Annotated[Optional[float], typer.Option("--budget", min=0.0, help="Seconds of timing at most; the size sets left out (the lightest) are named.")] = None,
    min_time: AdaptiveMinTimeOpt = None,
    repetitions: AdaptiveRepetitionsOpt = 5,
    rounds: Annotated[int, typer.Option("--rounds", min=1, help="Profiling rounds (processes) a work item takes at most (run takes 6, so two runs can be diffed; a plan's hundreds of items average out).")] = 2,
    json_file: Annotated[Optional[Path], typer.Option("--json", help="Also write the plan as JSON to this file ('-': standard output).")] = None,
    plot: Annotated[Optional[Path], typer.Option("--plot", help="Also write the cumulative share of dispatch time against the number of problems (PNG; needs matplotlib).")] = None,
    format: Annotated[OutputFormat, typer.Option("--format", help="Output on stdout.")] = OutputFormat.table,
    by: Annotated[PlanView, typer.Option("--by", help="Rank distinct problems (what the tuner tunes) or the model's call sites, in the table and CSV (the JSON has both).")] = PlanView.problem,
) -> None:
    """Where a size log's traffic spends dispatch time: each distinct work item timed once, problems by weighted time."""
    from . import outputs
    from .render import plan as render_plan
    from .tune.shape_list import gather_size_sets

    from .run.options import TimingOptions

    sets = gather_size_sets((), size_set, sizes)
    options = TimingOptions(min_time, repetitions, max_rounds=rounds)  # run's method and stopping rule
    json_path, console = _json_target(json_file, directory, [sizes])
    if plot is not None:
        outputs.check_file(plot)  # before timing
        outputs.check_not_an_input(plot, directory, [sizes, json_path])
    if resume and json_path is None:
        raise DynbenchError("--resume continues from the checkpoint beside --json FILE; give the --json FILE of the interrupted plan")
    checkpoint = json_path.with_name(json_path.name + ".checkpoint.jsonl") if json_path is not None else None
    suite, fleet = _fleet(directory, device, cpus, ray, device_tolerance, allow_mixed_devices)
    with _progress("planning", every_s=5.0) as progress:
        result = suite.plan(sets, options, progress, dispatches=dispatch, filter=filter, budget_s=budget, fleet=fleet,
                            checkpoint=checkpoint, resume=resume, keep_checkpoint=True)
    strict_failed = _report_fleet(result.workers, result.events, device_tolerance, strict_devices)
    if by is PlanView.dispatch:
        _render(format, result, render_plan.dispatches_table, render_plan.to_json, render_plan.dispatches_csv, console)
    else:
        _render(format, result, render_plan.table, render_plan.to_json, render_plan.to_csv, console)
    if json_file is not None:  # before the plot, which needs matplotlib
        _emit_json(json_path, render_plan.to_json(result))
    if checkpoint is not None:
        checkpoint.unlink(missing_ok=True)  # the plan is written: nothing to resume
    if plot is not None:
        render_plan.plot(result, plot)
    if strict_failed:
        raise typer.Exit(1)


@app.command("export")
def export_command(
    directory: DirArg,
    *,
    inputs: Annotated[list[str], typer.Option("--inputs", help="Input shape (42x1024xf32), one per entry argument: together one size set.")] = [],
    size_set: Annotated[list[str], typer.Option("--set", help="One size set: input shapes separated by spaces or commas (repeatable).")] = [],
    sizes: Annotated[Optional[Path], typer.Option("--sizes", help="Size log: one size set per line (shapes separated by spaces; '#' comments; a repeated line counts again), or COUNT<TAB>shapes, or JSON Lines {\"inputs\": [...], \"count\": N}.")] = None,
    flavour: Annotated[ExportFlavour, typer.Option("--flavour", help="dynamic: the model's kernel, sizes at run time; static: the kernel specialized to the sizes before configuration; both.")] = ExportFlavour.both,
    dispatch: ExportDispatchOpt = [],
    filter: Annotated[Optional[str], typer.Option("--filter", metavar="REGEX", help=f"{_FILTER}; with --dispatch, those both select.")] = None,
    output: Annotated[Path, typer.Option("-o", "--output", help="Output directory (OUTDIR/<sizes-tag>/<dispatch>_<flavour>_benchmark.mlir, index.json).")] = Path("dynbench-tuner"),
    plan: Annotated[Optional[Path], typer.Option("--plan", help="A plan of dynbench plan --json: write the worklist instead, the static file of each problem that pays (--cover, --top), a dynamic file per export, and OUTDIR/worklist.json.")] = None,
    cover: Annotated[Optional[float], typer.Option("--cover", help="With --plan: the fewest problems whose shares of the traffic add up to this (default 0.9).")] = None,
    top: Annotated[Optional[int], typer.Option("--top", min=1, help="With --plan: the N heaviest problems instead.")] = None,
) -> None:
    """Tuner-ready benchmark files (root_op marked, one public function) per dispatch and size set (default: the extract sizes)."""
    from . import api
    from .render import tune as render_tune
    from .tune.shape_list import gather_size_sets

    if plan is None and (cover is not None or top is not None):
        raise DynbenchError("--cover and --top choose from a plan: give --plan PLAN.json")
    if cover is not None and top is not None:
        raise DynbenchError("--cover and --top are two ways to choose: give one")
    if plan is not None and (inputs or size_set or sizes or dispatch or filter or flavour is not ExportFlavour.both):
        raise DynbenchError("--plan chooses the problems, sizes and flavours; drop --inputs/--set/--sizes/--dispatch/--filter/--flavour")
    if plan is not None:
        result = api.open(directory).export_worklist(output, plan, cover=cover if top is None else None, top=top,
                                                      progress=_note)
    else:
        sets = gather_size_sets(inputs, size_set, sizes)
        flavours = None if flavour is ExportFlavour.both else (flavour.value,)
        result = api.open(directory).export(output, sets, flavours=flavours, dispatches=dispatch, filter=filter, progress=_note)
    out.print(f"wrote {len(result.files)} tuner file(s) to {result.output} (index.json lists them)", soft_wrap=True)
    out.print(render_tune.export_summary(result), soft_wrap=True)
    for file, reason in result.failed:
        err.print(f"not written: {file}: {reason}", soft_wrap=True)
    if result.failed:
        err.print(f"error: {len(result.failed)} tuner file(s) could not be built (the rest are written)", soft_wrap=True)
        raise typer.Exit(1)


class Terminated(BaseException):
    """SIGTERM or SIGHUP arrived (what `timeout`, CI and a closed terminal send).

    Raised in the main thread like Ctrl-C's `KeyboardInterrupt`, and like it not an
    `Exception`, so it unwinds everything: a running tool is killed (`subprocess.run`),
    staging and temporary directories are removed, an old output is kept.
    """

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


_TERMINATING = (signal.SIGTERM, signal.SIGHUP)
_received: list[int] = []  # signals taken during this command


def _raise_received() -> None:
    if _received:
        raise _signal_exception(_received[0])


def _signal_exception(signum: int) -> BaseException:
    """Ctrl-C's `KeyboardInterrupt` (as Python raises it), or `Terminated`."""
    return KeyboardInterrupt() if signum == signal.SIGINT else Terminated(signum)


@contextlib.contextmanager
def _terminate_cleanly() -> Iterator[None]:
    """Inside: SIGTERM and SIGHUP raise `Terminated`, Ctrl-C `KeyboardInterrupt`, the first
    of them only (only the main thread can take signals)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame) -> None:
        # Raised where the main thread is. Where that is a callback whose exceptions Python
        # ignores (a weakref's, during an import), the command would run on: the signal is
        # recorded, the tools it waits for are killed, and the next progress line or the
        # end of the command acts on it (`_raise_received`). A second signal while the first
        # unwinds (Ctrl-C pressed again) is recorded only: raised in the middle of the
        # cleanup, it would leave a staging directory behind and a traceback.
        from .iree_tools import kill_running_tools

        first = not _received
        _received.append(signum)
        kill_running_tools()
        if first:
            raise _signal_exception(signum)

    _received.clear()
    previous = {s: signal.signal(s, handler) for s in (*_TERMINATING, signal.SIGINT)}
    # A file past the size limit (ulimit -f) is an OSError (EFBIG) here, reported as any write
    # error, not a SIGXFSZ that ends the process without a word. Tools started by subprocess get
    # the default back (`restore_signals`): the compiler's kill is classified (`extraction.compiler`).
    previous[signal.SIGXFSZ] = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    try:
        yield
    finally:
        for s, h in previous.items():
            signal.signal(s, h)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point; returns the exit status (tests call it in-process).

    Usage errors (an unknown option, a value not among the choices) and
    library errors become one line on stderr and exit status 2, never a
    traceback or a boxed usage screen. Ctrl-C exits with status 130 (`interrupted`), SIGTERM
    and SIGHUP with 128 + the signal, after cleaning up as any failure does.
    """
    from .iree_tools import kill_running_tools

    if sys.stdout is None:  # started with stdout closed (`>&-`): nowhere to say what was done
        err.print("error: standard output is closed", soft_wrap=True)
        return EXIT_USAGE
    from . import outputs

    out.file = _Stdout(sys.stdout)
    _received.clear()
    outputs.written.clear()
    try:
        with _terminate_cleanly():
            try:
                try:
                    status = app(args=list(argv) if argv is not None else None, prog_name="dynbench", standalone_mode=False)
                except Exception:
                    _raise_received()  # a failure the signal caused (a killed tool) is the signal's
                    raise
                _raise_received()
            finally:
                kill_running_tools()  # those of other threads, after an interruption (none otherwise)
    except _StdoutGone:  # a reader that went away (`| head`): the shell's convention, quietly
        return EXIT_BROKEN_PIPE
    except _StdoutFailed as e:
        err.print(f"error: cannot write to standard output ({e.reason})", soft_wrap=True)
        return EXIT_USAGE
    except Terminated as e:
        err.print(f"terminated ({e}){_written_first()}", soft_wrap=True)
        return 128 + e.signum
    except KeyboardInterrupt:  # Ctrl-C taken where typer does not turn it into its status
        status = EXIT_INTERRUPTED
    except DynbenchError as e:
        err.print(f"error: {_one_line(e.spelled('cli'))}", soft_wrap=True)
        return EXIT_USAGE
    except typer.TyperException as e:  # usage errors (no message: the help screen was the answer)
        if e.format_message().strip():
            err.print(f"error: {_one_line(e.format_message())}", soft_wrap=True)
        return e.exit_code
    except typer.Abort:
        err.print("aborted", soft_wrap=True)
        return 1
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    finally:
        out.file = None  # back to whatever sys.stdout is (tests swap it)
    if status == EXIT_INTERRUPTED:  # typer's answer to Ctrl-C (KeyboardInterrupt), cleaned up as any failure
        err.print(f"interrupted (SIGINT){_written_first()}", soft_wrap=True)
    return status if isinstance(status, int) else 0


def _written_first() -> str:
    """The outputs the command had written whole before a signal ended it: they hold new results."""
    from . import outputs

    paths = list(dict.fromkeys(str(p) for p in outputs.written))
    return f"; written in full before it: {', '.join(paths)}" if paths else ""


EXIT_INTERRUPTED = 128 + signal.SIGINT


EXIT_BROKEN_PIPE = 128 + signal.SIGPIPE


class _StdoutGone(BaseException):
    """Standard output's reader went away. Not an `Exception`: nothing may catch it on its way out."""


class _StdoutFailed(BaseException):
    """Standard output cannot be written (a full disk, `> /dev/full`)."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class _Stdout:
    """Standard output whose write errors end the command with one line (or quietly, for a
    reader that went away) instead of a traceback."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        return self._guard(self._stream.write, text)

    def flush(self) -> None:
        self._guard(self._stream.flush)

    def _guard(self, operation, *args):
        try:
            return operation(*args)
        except BrokenPipeError:
            raise _StdoutGone() from None
        except OSError as e:
            raise _StdoutFailed(e.strerror or str(e)) from None

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


def _one_line(message: str) -> str:
    """`message` with unprintable characters escaped (`\\n`, `\\x1e`): the user's text it quotes
    stays on the one line."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in message)


def entry() -> None:
    status = main()
    # Every file is written and closed by now; tearing down the compiler and runtime
    # bindings at interpreter exit would take ~0.1 s more of every command.
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):  # a reader gone (`| head`), or a closed stream: nothing left to say
            if stream is sys.stdout and status == 0:
                status = EXIT_USAGE  # what was printed did not all arrive
    os._exit(status)
