"""The public Python API: `extract(...)` a model, `open(DIR)` what it wrote.

    import iree_dynbench
    result = iree_dynbench.extract("model.mlir", ["42x1024xf32", "1024x512xf32"], output="out")
    suite = iree_dynbench.open("out")
    suite.run(["77x1024xf32", "1024x512xf32"])   # -> RunResult, what `dynbench run` renders

A `Suite` has the CLI's operations as methods and returns the dataclasses the
CLI renders; every problem the user can fix is a `DynbenchError`. Arguments of
the wrong kind are a `TypeError` (a `str` where a list of shapes goes is one,
not a list of characters) or a `ValueError`, naming the parameter; nothing here
raises `SystemExit`. This is also
where the flows are wired together: the run side never imports the compiler,
so the static kernels of `run(flavour="static")` (tune/) and the model compile
of `compare` (extraction/) are handed to it from here, loaded only when used.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence

from . import outputs, requests
from .arguments import (
    callable_ as _callable, choice as _choice, dims as _dims, flavours as _flavours, instance as _instance,
    one_size_form as _one_size_form,
    optional_path as _optional_path, optional_string as _optional_string, path as _path, size_sets as _size_sets,
    string as _string, strings as _strings,
)
from .errors import DynbenchError, option
from .run.diff import DEFAULT_ALPHA, DEFAULT_THRESHOLD
from .extract_output import ExtractOutput
from .layout import FLAVOURS
from .manifest import Manifest
from .run.options import Progress, TimingOptions

# Loaded when used: the compiler side, and numpy, the runtime and the runner
# (`.benchmarks`, `.run.runner`): `dynbench extract` imports this module, and its
# first compile starts sooner without them (it loads them while that compile runs).
if TYPE_CHECKING:
    from .run.results import RunResult
    from .run.runner import RunService
    from .extraction.driver import ExtractResult
    from .run.compare import Comparison
    from .run.plan import Plan
    from .run.ab import ModelPairOptions
    from .run.diff import Diff
    from .run.paired import PairOptions
    from .run.options import FleetOptions
    from .run.sweep import SweepResult
    from .tune.export import ExportResult
    from .tune.shape_list import ShapeList
    from .tune.show import DispatchReport
    from .tune.tuning import TuneOptions, TuneResult

__all__ = ["Suite", "compile_like_extract", "diff", "extract", "open", "open_fleet"]


def extract(
    model: Path | str,
    inputs: Sequence[str] = (),
    *,
    output: Path | str,
    function: Optional[str] = None,
    target: str = "llvm-cpu",
    target_chip: Optional[str] = None,
    iree_flags: Sequence[str] = (),
    progress: Callable[[str], None] = lambda message: None,
    ties: Sequence[str] = (),
) -> "ExtractResult":
    """Extract a benchmark per dispatch of `model` at `inputs` (one shape per entry argument,
    `"42x1024xf32"`; none: the upper bounds the model asserts) into `output`; see
    `extraction.driver.extract`."""
    from .extraction.driver import extract as run_extract

    return run_extract(
        _path("model", model), _strings("inputs", inputs), output=_path("output", output),
        function=_optional_string("function", function), target=_string("target", target),
        target_chip=_optional_string("target_chip", target_chip), iree_flags=_strings("iree_flags", iree_flags), progress=_callable("progress", progress),
        ties=_strings("ties", ties),
    )


def open(directory: Path | str, device: Optional[str] = None) -> "Suite":  # noqa: A001 (the API's name)
    """The extract output `directory`, checked and loaded (`DynbenchError` if it is not one);
    `device` runs the benchmarks (default: the one extract recorded for its target)."""
    return Suite(directory, device)


def open_fleet(
    directory: Path | str, devices: Sequence[str] = (), cpus: Sequence[str] = (), ray: Optional[str] = None,
    tolerance: Optional[float] = None, allow_mixed: bool = False,
) -> tuple["Suite", "FleetOptions"]:
    """The suite and the fleet that times its items (a sweep's points, a plan's items): one plain
    device (no pattern, no `cpus`, no `ray`) opens the suite on it, and this process times; more
    make workers (`FleetOptions`), and the suite opens on the device extract recorded."""
    from .run.options import DEFAULT_TOLERANCE, FleetOptions

    devices, cpus = _strings("devices", devices), _strings("cpus", cpus)
    tolerance = DEFAULT_TOLERANCE if tolerance is None else tolerance
    if len(devices) == 1 and "*" not in devices[0] and not cpus and ray is None:
        return Suite(directory, devices[0]), FleetOptions(tolerance=tolerance)
    return Suite(directory), FleetOptions(tuple(devices), tuple(cpus), ray, tolerance, allow_mixed)


def diff(
    base: Path | str, new: Path | str, *, threshold: float = DEFAULT_THRESHOLD, alpha: float = DEFAULT_ALPHA,
    allow_mismatch: bool = False,
) -> "Diff":
    """`dynbench diff`: NEW against BASE, dispatch by dispatch (results files of `run --json`,
    `run --format json` or stock `iree-benchmark-module --benchmark_format=json`); runs timed
    differently (method, device, caches, target, versions) are refused unless `allow_mismatch`."""
    from .run.diff import diff as run_diff

    return run_diff(
        _path("base", base), _path("new", new), threshold=threshold, alpha=alpha, allow_mismatch=bool(allow_mismatch)
    )


def ab(
    base: Path | str | None = None, new: Path | str | None = None, *, models: Sequence[Path | str] = (),
    inputs: Sequence[str] = (), dispatches: Sequence[str] = (), filter: Optional[str] = None,
    options: Optional["PairOptions"] = None, model_options: Optional["ModelPairOptions"] = None,
    function: str = "main", device: Optional[str] = None, duet_cpus: Sequence[str] = (),
    threshold: float = DEFAULT_THRESHOLD, alpha: float = DEFAULT_ALPHA, allow_mismatch: bool = False,
    progress: Progress = lambda done, total, name: None, parameters: Sequence[str] = (),
) -> "Diff":
    """`dynbench ab`: NEW against BASE, timed in pairs in one invocation (`run.paired`): two
    extract outputs of one model (`Suite.ab`), or, with `models`, two compiled models
    (`run.ab.ab_models`: the whole model and each export in it; `parameters`: `scope=FILE.irpa`
    archives of models with external parameters)."""
    from .run.ab import ModelPairOptions, ab_models
    from .run.paired import PairOptions

    options = options if options is not None else PairOptions()
    if isinstance(models, (str, bytes, os.PathLike)):
        raise TypeError(f"models must be a sequence of two paths, BASE's then NEW's, not one {type(models).__name__}")
    if models:
        if base is not None or new is not None or len(models) != 2:
            raise DynbenchError(f"{option('model', 'models')} takes two compiled models, BASE's then NEW's, "
                                "instead of two extract outputs")
        if duet_cpus or dispatches or filter is not None:
            raise DynbenchError(f"{option('model', 'models')} times whole models: drop {option('duet', 'duet_cpus')}, "
                                f"{option('dispatch', 'dispatches')} and {option('filter')}")
        from .run.parameters import parse_parameter_files

        return ab_models(_path("models", models[0]), _path("models", models[1]), _strings("inputs", inputs),
                         model_options or ModelPairOptions(), function=_string("function", function),
                         device=device or "local-task", threshold=threshold, alpha=alpha, calls=options,
                         progress=_callable("progress", progress),
                         parameters=parse_parameter_files(_strings("parameters", parameters)))
    if parameters:
        raise DynbenchError(f"{option('parameters', 'parameters')} is for two compiled models ({option('model', 'models')}): "
                            "an extract's benchmarks take no parameters")
    if base is None or new is None:
        raise DynbenchError(f"give two extract outputs, BASE then NEW, or two compiled models with {option('model', 'models')}")
    return Suite(_path("base", base), device).ab(
        Suite(_path("new", new), device), inputs, dispatches, filter, options, duet_cpus=duet_cpus,
        threshold=threshold, alpha=alpha, allow_mismatch=allow_mismatch, progress=progress)


@dataclass(frozen=True)
class AbRequest:
    """`ab`'s options, checked: what `api.ab` takes (`arguments`) and the `--json` file."""

    arguments: dict
    json_path: Optional[Path]


def ab_request(models: Sequence[str], pairs: int, max_pairs: int, max_time: float, duet: bool, cpus: Sequence[str],
               rounds: int, runs: int, seed: Optional[int], json_path: Optional[Path],
               extracts: Sequence[Optional[Path]] = ()) -> AbRequest:
    """`--duet` takes its two `--cpus` sets; `--cpus` means nothing without it; the pair and
    batch counts are checked where they are made (`PairOptions`, `ModelPairOptions`);
    `--json` is neither a model nor inside either extract output (`extracts`)."""
    from .run.ab import ModelPairOptions
    from .run.paired import PairOptions

    if cpus and not duet:
        raise DynbenchError(f"{option('cpus')} sets are BASE's and NEW's cores for {option('duet')}: add {option('duet')}")
    if duet and len(cpus) != 2:
        raise DynbenchError(f"{option('duet')} needs two {option('cpus')} sets, BASE's then NEW's (e.g. {option('cpus')} 0 {option('cpus')} 1)")
    options = PairOptions(pairs=pairs, max_pairs=max_pairs, max_time_s=max_time, seed=seed)
    model_options = ModelPairOptions(rounds, runs, seed) if models else None
    checked = requests.json_file(json_path, reads=[Path(m) for m in models])
    for directory in extracts:
        if checked is not None and directory is not None:
            outputs.check_not_an_input(checked, Path(directory))
    return AbRequest({"options": options, "model_options": model_options, "duet_cpus": list(cpus)}, checked)


# ---------------------------------------------------------------------------
# Argument checks of the flows' option types (the others: `arguments`); the flows wired together


REACH_LINES = 12  # kernels tune leaves out named one by one before timing; tune.json has them all


def _fleet(name: str, value: Any) -> "FleetOptions":
    from .run.options import FleetOptions

    if value is None:
        return FleetOptions()
    if not isinstance(value, FleetOptions):
        raise TypeError(f"{name} must be a FleetOptions, not {type(value).__name__}")
    return value


def _options(name: str, value: Any) -> TimingOptions:
    if not isinstance(value, TimingOptions):
        raise TypeError(f"{name} must be a TimingOptions, not {type(value).__name__}")
    return value


def _reach_progress(progress: Callable[[str], None]) -> Callable[[Any], None]:
    """tune's `reached` (what it will tune and leave out) as progress lines, the first
    `REACH_LINES` kernels left out named one by one."""
    from .render.tuning import reach_lines

    def reached(found: Any) -> None:
        for line in reach_lines(found, "is in the problems tune will tune", limit=REACH_LINES):
            progress(line)

    return reached


def _static_kernels(service: "RunService") -> "RunService":
    """The service able to time `flavour="static"`: the static kernels (tune/, which compiles)
    handed to the run side, which imports no compiler."""
    if service.static_kernels is None:
        from .tune.static_kernels import StaticKernelTimer

        service.static_kernels = StaticKernelTimer()
    return service


def compile_like_extract(model: Path, vmfb: Path, manifest: Manifest) -> None:
    """`run.compare.CompileModel`: plain iree-compile with the target and flags extract used."""
    from .extraction import compiler

    compiler.standalone_to_vmfb(model, vmfb, manifest.compile_flags).run()


def _declared_parameters(model: Path) -> list:
    """`run.parameters.model_parameters`' reader of what a model declares: the compiler's,
    loaded only for a model that names an external parameter."""
    from .extraction.parameters import declared_parameters

    return declared_parameters(model)


class _Opened(ExtractOutput):
    """An extract output the API opened (its arguments checked), with the one run service its
    commands time with."""

    def __init__(self, directory: Path | str, device: Optional[str] = None):
        super().__init__(_path("directory", directory), None if device is None else _string("device", device))
        self._service: Optional[RunService] = None

    @property
    def service(self) -> "RunService":
        """The run machinery over this suite (`run.runner.RunService`), its module checked on the
        device: what `run`, `sweep`, `plan` and `compare` time with."""
        return self._timing_service().prepare()

    def _timing_service(self) -> "RunService":
        """The one run service; not yet prepared when a fleet's parent plans (it never opens
        the device: the workers do)."""
        if self._service is None:
            from .run.runner import RunService

            self._service = RunService(self)
        return self._service


class Suite(_Opened):
    """One extract output: its state (`ExtractOutput`: manifest, modules, dims, selection; its
    run service), and the operations of the CLI on it, each a door to the flow that owns it.

    `shapes`, `show`, `export`, `run`, `sweep`, `compare` are the commands of the
    same names and return the dataclasses they render; `select`, `query` and
    `dims` are the lookups the commands share. Selections take the CLI's
    `--dispatch` values (`dispatches`) and `--filter` expression (`filter`).
    `benchmarks.vmfb` is loaded on the first call that needs it (`run`,
    `sweep`, `compare`), on `device` (default: the one extract recorded);
    `query`, `query_many`, `shapes`, `show` and `export` use the host-only
    `query.vmfb` in a bare VM context, so they need no device of the target.
    """

    def run(
        self, inputs: Sequence[str] = (), dispatches: Sequence[str] = (), options: TimingOptions = TimingOptions(),
        progress: Progress = lambda done, total, name: None, *, filter: Optional[str] = None,
        dims: Optional[Sequence[int]] = None, flavour: str = "dynamic",
    ) -> RunResult:
        """`dynbench run`: time the dispatches at `inputs` (or `dims`; default: the extract sizes).

        `dispatches` are `--dispatch` values (a name: one call site; an export: all of its;
        an index), `filter` a `--filter` regular expression over the names (`selection.py`);
        `flavour="static"` adds the static kernels.
        """
        inputs, dispatches = _strings("inputs", inputs), _strings("dispatches", dispatches)
        options, progress, filter = _options("options", options), _callable("progress", progress), _optional_string("filter", filter)
        _one_size_form(inputs, dims)
        dims = None if dims is None else _dims("dims", dims)
        flavour = _choice("flavour", flavour, FLAVOURS)
        service = _static_kernels(self.service) if flavour == "static" else self.service
        return service.run(inputs, dispatches, options, progress, dims=dims, flavour=flavour, filter=filter)

    def sweep(
        self, dims: Sequence[str] = (), input_sets: Sequence[str] = (), dispatches: Sequence[str] = (),
        options: TimingOptions = TimingOptions(0.1, 3), progress: Progress = lambda done, total, what: None, *,
        filter: Optional[str] = None, fleet: Optional["FleetOptions"] = None, checkpoint: Optional[Path | str] = None,
        resume: bool = False, keep_checkpoint: bool = False,
    ) -> "SweepResult":
        """`dynbench sweep`: time the dispatches (`dispatches`, `filter` as for `run`) over
        `--dim` ranges and `--inputs` sets (everything checked before anything is timed).
        `fleet` spreads the points over workers (devices, core sets, Ray: `FleetOptions`);
        `checkpoint` (a JSON Lines file) records each timed point, and `resume` reads back
        the points it holds instead of timing them again; it is removed once the sweep is
        done, unless `keep_checkpoint` (the CLI removes it after writing its files)."""
        from .run.sweep import sweep_on_fleet

        return sweep_on_fleet(
            self, self._timing_service(), _strings("dims", dims), _strings("input_sets", input_sets),
            _strings("dispatches", dispatches), _options("options", options), _callable("progress", progress),
            filter=_optional_string("filter", filter), fleet=_fleet("fleet", fleet),
            checkpoint=_optional_path("checkpoint", checkpoint), resume=resume, keep_checkpoint=keep_checkpoint,
        )

    def run_size_log(
        self, sizes: Path | str, dispatches: Sequence[str] = (), options: TimingOptions = TimingOptions(),
        progress: Progress = lambda done, total, what: None, *, filter: Optional[str] = None,
        fleet: Optional["FleetOptions"] = None,
    ) -> "SweepResult":
        """`dynbench run --sizes FILE`: every distinct size set of the size log `sizes` timed, one
        run per set (`SweepResult.runs`), on `fleet`'s workers where it asks for them."""
        from .size_log import distinct_size_sets, read_size_log

        sets = distinct_size_sets(self.manifest, read_size_log(_path("sizes", sizes)))
        return self.sweep(input_sets=[",".join(s.inputs) for s in sets], dispatches=dispatches, options=options,
                          progress=progress, filter=filter, fleet=fleet)

    def compare(
        self, model: Path | str, inputs: Sequence[str] = (), options: TimingOptions = TimingOptions(),
        progress: Progress = lambda done, total, name: None, *,
        compile_model: Optional[Callable[[Path, Path, Manifest], None]] = None, parameters: Sequence[str] = (),
    ) -> "Comparison":
        """`dynbench compare`: isolated times next to the real model's (compiled as extract did).
        `parameters`: `scope=FILE.irpa` archives of a model with external parameters; none
        given, a zero splat of each parameter it declares (`run.parameters.model_parameters`)."""
        from .run.compare import compare_model

        return compare_model(
            _path("model", model), self._timing_service(), _strings("inputs", inputs),
            compile_model=compile_like_extract if compile_model is None else _callable("compile_model", compile_model),
            options=_options("options", options), progress=_callable("progress", progress),
            parameters=_strings("parameters", parameters), declared=_declared_parameters)

    def shapes(
        self, size_sets: Sequence[Sequence[str]] = (), *, dispatches: Sequence[str] = (), filter: Optional[str] = None
    ) -> "ShapeList":
        """`dynbench shapes`: problem sizes and dynamic dim values over size sets (default: the
        extract sizes), of every dispatch or those `dispatches`/`filter` select (as for `run`)."""
        from .tune.shape_list import shape_list

        return shape_list(self.directory, _size_sets("size_sets", size_sets), dispatches=_strings("dispatches", dispatches),
                          filter=_optional_string("filter", filter))

    def plan(
        self, size_sets: Sequence = (), options: Optional[TimingOptions] = None,
        progress: Progress = lambda done, total, what: None, *, dispatches: Sequence[str] = (),
        filter: Optional[str] = None, budget_s: Optional[float] = None, fleet: Optional["FleetOptions"] = None,
        checkpoint: Optional[Path | str] = None, resume: bool = False, keep_checkpoint: bool = False,
    ) -> "Plan":
        """`dynbench plan`: where the traffic of `size_sets` (shapes, or a size log's
        `size_log.CountedSizes` with their counts) spends dispatch time, per problem; each
        distinct work item timed once (`run.plan`). `fleet`, `checkpoint`, `resume`,
        `keep_checkpoint`: as for `sweep`. `options`: run's stopping rule in at most
        `run.plan.PLAN_ROUNDS` profiling rounds by default."""
        from .run.plan import PLAN_OPTIONS, plan_on_fleet

        return plan_on_fleet(
            self, self._timing_service(), _size_sets("size_sets", size_sets),
            _options("options", PLAN_OPTIONS if options is None else options), _callable("progress", progress),
            dispatches=_strings("dispatches", dispatches), filter=_optional_string("filter", filter), budget_s=budget_s,
            fleet=_fleet("fleet", fleet), checkpoint=_optional_path("checkpoint", checkpoint), resume=resume,
            keep_checkpoint=keep_checkpoint,
        )

    def show(self, dispatch: str | int, inputs: Sequence[str] = ()) -> "DispatchReport":
        """`dynbench show`: one dispatch's parameters, configuration, source and stock-tool commands."""
        from .tune.show import show

        index = isinstance(dispatch, int) and not isinstance(dispatch, bool)
        return show(self.directory, _string("dispatch", str(dispatch) if index else dispatch), _strings("inputs", inputs))

    def export(
        self, output: Path | str, size_sets: Sequence[Sequence[str]] = (), *, flavours: Optional[Sequence[str]] = None,
        dispatches: Sequence[str] = (), filter: Optional[str] = None, progress: Callable[[str], None] = lambda message: None,
    ) -> "ExportResult":
        """`dynbench export`: tuner files per dispatch (`dispatches`, `filter` as for `run`), size
        set and flavour (default: both) into `output`."""
        from .tune.export import export

        return export(self.directory, _size_sets("size_sets", size_sets), output=_path("output", output),
                      flavours=_flavours("flavours", flavours), dispatches=_strings("dispatches", dispatches),
                      filter=_optional_string("filter", filter), progress=_callable("progress", progress))

    def export_worklist(
        self, output: Path | str, plan: Path | str, *, cover: Optional[float] = None, top: Optional[int] = None,
        progress: Callable[[str], None] = lambda message: None,
    ) -> "ExportResult":
        """`dynbench export --plan`: the tuner files of the plan's problems that cover `cover` of
        its traffic (default 0.9), or its `top` N, and `output`/worklist.json (`tune.worklist`)."""
        from .tune.worklist import export_worklist

        requests.check_cover_top(cover, top)
        return export_worklist(self.directory, _path("plan", plan), output=_path("output", output),
                               cover=0.9 if cover is None and top is None else cover, top=top,
                               progress=_callable("progress", progress))

    def tune(
        self, output: Path | str, size_sets: Sequence = (), *, plan: Optional[Path | str] = None,
        options: Optional["TuneOptions"] = None, plan_options: Optional[TimingOptions] = None,
        progress: Callable[[str], None] = lambda message: None, write: bool = True, parameters: Sequence[str] = (),
        resume: bool = False, fleet: Optional["FleetOptions"] = None, builds: Optional[Path | str] = None,
        configs: Optional[Path | str] = None,
    ) -> "TuneResult":
        """`dynbench tune`: a tuning spec for the exports that pay most in the traffic of
        `size_sets` (planned first, as `plan` does) or of the plan file `plan`; each problem's
        candidates timed in pairs against IREE's default, the model timed with and without the
        spec. `write`: `output`/tuning_spec.mlir and `output`/tune.json (`tune.tuning`).
        `builds`: a folder the candidates' benchmarks are built in and left (`tune.tuning.tune`).
        `configs`: a file of configurations to try beside tune's own (`tune.user_configs`).
        What tune will tune and leave out, with why, goes to `progress` before any timing."""
        from .tune.session import TuneRequest, tune_session
        from .tune.tuning import TuneOptions

        progress, options = _callable("progress", progress), TuneOptions() if options is None else options
        return tune_session(self, TuneRequest(
            _path("output", output), _size_sets("size_sets", size_sets), _optional_path("plan", plan),
            _instance("options", options, TuneOptions), None if plan_options is None else _options("plan_options", plan_options),
            _fleet("fleet", fleet), progress, write, _strings("parameters", parameters), resume,
            _optional_path("builds", builds), _optional_path("configs", configs), _reach_progress(progress)))

    def ab(
        self, other: "Suite", inputs: Sequence[str] = (), dispatches: Sequence[str] = (), filter: Optional[str] = None,
        options: Optional["PairOptions"] = None, *, duet_cpus: Sequence[str] = (), threshold: float = DEFAULT_THRESHOLD,
        alpha: float = DEFAULT_ALPHA, allow_mismatch: bool = False, progress: Progress = lambda done, total, name: None,
    ) -> "Diff":
        """`other` (NEW) against this suite (BASE), each selected dispatch timed in pairs with
        it in one process (`run.ab`): the comparison that holds on a shared machine."""
        from .run.ab import ab
        from .run.paired import PairOptions

        if not isinstance(other, ExtractOutput):
            raise TypeError(f"other: expected an opened extract output (iree_dynbench.open), got {type(other).__name__}")
        return ab(self, other, _strings("inputs", inputs), _strings("dispatches", dispatches),
                  _optional_string("filter", filter), options if options is not None else PairOptions(),
                  duet_cpus=_strings("duet_cpus", duet_cpus), threshold=threshold, alpha=alpha,
                  allow_mismatch=bool(allow_mismatch), progress=_callable("progress", progress))

    def diff(
        self, base: Path | str, new: Path | str, *, threshold: float = DEFAULT_THRESHOLD, alpha: float = DEFAULT_ALPHA,
        allow_mismatch: bool = False,
    ) -> "Diff":
        """`dynbench diff` of two results files of this suite's runs (`run --json`): the same
        as `iree_dynbench.diff`, which needs no extract output; here for a script that holds a
        suite and its runs together."""
        return diff(base, new, threshold=threshold, alpha=alpha, allow_mismatch=allow_mismatch)
