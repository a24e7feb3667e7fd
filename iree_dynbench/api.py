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

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence

from . import outputs, requests
from .errors import DynbenchError, EmptyArgument, option
from .run.diff import DEFAULT_ALPHA, DEFAULT_THRESHOLD
from .extract_output import ExtractOutput
from .input_files import check_regular_file
from .typed_fields import check_kind
from .layout import FLAVOURS
from .manifest import DispatchInfo, Manifest
from .selection import select
from .run.options import Progress, TimingOptions

# Loaded when used: the compiler side, and numpy, the runtime and the runner
# (`.benchmarks`, `.run.runner`): `dynbench extract` imports this module, and its
# first compile starts sooner without them (it loads them while that compile runs).
if TYPE_CHECKING:
    import numpy as np

    from .benchmarks import DispatchParams, QueryTable
    from .run.results import RunResult
    from .run.runner import RunService
    from .extraction.driver import ExtractResult
    from .run.compare import Comparison
    from .run.plan import Plan
    from .run.checkpoint import Checkpoint
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
# Argument checks: the wrong kind of argument is a TypeError naming the parameter


_POSITIONAL = {"model", "directory", "dispatch", "base", "new"}  # the CLI's arguments, not options
REACH_LINES = 12  # kernels tune leaves out named one by one before timing; tune.json has them all


def _empty(name: str) -> EmptyArgument:
    """An empty value: named as the CLI option it came from, where it came from one."""
    return EmptyArgument(f"{name if name in _POSITIONAL else option(name.replace('_', '-'), name)} must not be empty")


def _one_size_form(inputs: Sequence[str], dims: Optional[Sequence[int]]) -> None:
    """Sizes as shapes (`inputs`) or as the dynamic dims (`dims`): one of them."""
    if inputs and dims is not None:
        raise DynbenchError("inputs and dims both give the sizes: give one")


def _path(name: str, value: Any) -> Path:
    if isinstance(value, bytes) or not isinstance(value, (str, os.PathLike)):
        raise TypeError(f"{name} must be a path (str or os.PathLike), not {type(value).__name__}")
    if not str(value):
        raise _empty(name)
    return Path(value)


def _string(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    if not value:
        raise _empty(name)
    return value


def _optional_string(name: str, value: Any) -> Optional[str]:
    return None if value is None else _string(name, value)


def _sequence(name: str, value: Any, kind: type, what: str) -> list:
    """A sequence of `kind` (a single str or bytes is refused: iterating it would give characters)."""
    if isinstance(value, (str, bytes)):
        raise TypeError(f"{name} must be a sequence of {what}, not a single {type(value).__name__} (use [{value!r}])")
    try:
        items = list(value)
    except TypeError:
        raise TypeError(f"{name} must be a sequence of {what}, not {type(value).__name__}") from None
    for k, item in enumerate(items):
        if kind is not object and (isinstance(item, bool) or not isinstance(item, kind)):
            raise TypeError(f"{name}[{k}] must be a{'n' if what == 'int' else ''} {what}, not {type(item).__name__}")
    return items


def _strings(name: str, value: Any) -> list[str]:
    return _sequence(name, value, str, "str")


def _size_sets(name: str, value: Any) -> list:
    """A sequence of size sets, each a sequence of shape strings or a `size_log.CountedSizes`
    (a size log's distinct set with its count: `size_log.read_size_log`)."""
    from .size_log import CountedSizes

    return [
        s if isinstance(s, CountedSizes) else _strings(f"{name}[{k}]", s)
        for k, s in enumerate(_sequence(name, value, object, "size sets"))
    ]


def _fleet(name: str, value: Any) -> "FleetOptions":
    from .run.options import FleetOptions

    if value is None:
        return FleetOptions()
    if not isinstance(value, FleetOptions):
        raise TypeError(f"{name} must be a FleetOptions, not {type(value).__name__}")
    return value


def _callable(name: str, value: Any) -> Any:
    if not callable(value):
        raise TypeError(f"{name} must be callable, not {type(value).__name__}")
    return value


def _options(name: str, value: Any) -> TimingOptions:
    if not isinstance(value, TimingOptions):
        raise TypeError(f"{name} must be a TimingOptions, not {type(value).__name__}")
    return value


def _choice(name: str, value: Any, choices: Sequence[str]) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    if value not in choices:
        raise ValueError(f"{name} must be one of {', '.join(map(repr, choices))}, not {value!r}")
    return value


def _dims(name: str, value: Any) -> list[int]:
    return _sequence(name, value, int, "int")


def compile_like_extract(model: Path, vmfb: Path, manifest: Manifest) -> None:
    """`run.compare.CompileModel`: plain iree-compile with the target and flags extract used."""
    from .extraction import compiler

    compiler.standalone_to_vmfb(model, vmfb, manifest.compile_flags).run()


@contextlib.contextmanager
def model_parameters(model: Path, given: Sequence[str]):
    """The parameter archives a model's runs use: those `given` (`scope=FILE`), else, for a model
    that declares external parameters, zero splats of them in a scratch archive (timing needs no
    real weights), removed after the block."""
    from .outputs import scratch_directory
    from .run.parameters import parse_parameter_files, write_zero_archive

    if given:
        files = parse_parameter_files(given)
        if _is_text(model) and not _declares_parameters(model):
            raise DynbenchError(
                f"{model}: declares no external parameters (no #flow.parameter.named): "
                f"{option('parameters', 'parameters')} is for a model whose weights are outside it; drop it"
            )
        yield files
        return
    if not _declares_parameters(model):  # most models: no compiler needed (compare runs where only the runtime is)
        yield ()
        return
    from .extraction.parameters import declared_parameters

    declared = declared_parameters(model)
    if not declared:
        yield ()
        return
    with scratch_directory("dynbench-parameters-") as folder:
        yield write_zero_archive(declared, folder)


def _is_text(model: Path) -> bool:
    """MLIR text (not bytecode, whose attributes are not spelled out)."""
    try:
        with Path(model).open("rb") as f:
            return f.read(4) != b"ML\xefR"
    except OSError:
        return False


def _declares_parameters(model: Path) -> bool:
    """Whether the model's text names an external parameter (read in chunks, the model may be large)."""
    marker, tail = b"#flow.parameter.named", b""
    try:
        with Path(model).open("rb") as f:
            while chunk := f.read(1 << 20):
                if marker in tail + chunk:
                    return True
                tail = chunk[-len(marker):]
    except OSError:
        return False
    return False


def _check_same_model(model: Path, manifest: Manifest, directory: Path) -> None:
    """`model` is the one `directory` was extracted from (its sha256 in shapes.json): another
    model's timings would be paired with these kernels."""
    from .manifest import file_sha256

    if not model.is_file():
        return  # a missing file is compare's own one-line error
    try:
        same = file_sha256(model) == manifest.model_sha256
    except OSError as e:
        raise DynbenchError(f"{model}: cannot read ({e.strerror or e})") from None
    if not same:
        raise DynbenchError(
            f"{model}: not the model {directory} was extracted from ({manifest.model}, or it changed "
            f"since); compare the model with its own extract, or extract again"
        )


class Suite(ExtractOutput):
    """One extract output: its state (`ExtractOutput`: manifest, modules, dims, selection), and
    the operations of the CLI on it.

    `shapes`, `show`, `export`, `run`, `sweep`, `compare` are the commands of the
    same names and return the dataclasses they render; `select`, `query` and
    `dims` are the lookups the commands share. Selections take the CLI's
    `--dispatch` values (`dispatches`) and `--filter` expression (`filter`).
    `benchmarks.vmfb` is loaded on the first call that needs it (`run`,
    `sweep`, `compare`), on `device` (default: the one extract recorded);
    `query`, `query_many`, `shapes`, `show` and `export` use the host-only
    `query.vmfb` in a bare VM context, so they need no device of the target.
    """

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

    def _planner(self, fleet: "FleetOptions") -> "RunService":
        """The service that plans a fleet's work: prepared when this process times."""
        return self._timing_service() if fleet.scaled else self.service

    def dims(self, inputs: Sequence[str] = ()) -> list[int]:
        """The dynamic input dims of `inputs` (the extract sizes when empty), checked."""
        return super().dims(_strings("inputs", inputs))

    def query(self, inputs: Sequence[str] = (), *, dims: Optional[Sequence[int]] = None) -> list[DispatchParams]:
        """Every dispatch's parameters at `inputs` (or `dims`), from `__query_shapes`."""
        if dims is None:
            dims = self.dims(inputs)
        else:
            _one_size_form(_strings("inputs", inputs), dims)
            dims = _dims("dims", dims)
            from .size_checks import check_assumed

            check_assumed(self.manifest, dims)
        return self.queries.query(dims)

    def query_many(self, dims: "np.ndarray | Sequence[Sequence[int]]") -> QueryTable:
        """Every dispatch's parameters at each row of `dims` (N size sets x dynamic input dims),
        as int64 arrays per dispatch (`QueryTable`; `.params(i)` equals `query(dims=dims[i])`).
        Rows are checked against the ranges the model asserts."""
        from .size_checks import check_assumed_many, dim_rows

        rows = dim_rows(dims, len(self.manifest.input_dims))
        check_assumed_many(self.manifest, rows)
        return self.queries.query_many(rows)

    def run(
        self,
        inputs: Sequence[str] = (),
        dispatches: Sequence[str] = (),
        options: TimingOptions = TimingOptions(),
        progress: Progress = lambda done, total, name: None,
        *,
        filter: Optional[str] = None,
        dims: Optional[Sequence[int]] = None,
        flavour: str = "dynamic",
    ) -> RunResult:
        """`dynbench run`: time the dispatches at `inputs` (or `dims`; default: the extract sizes).

        `dispatches` are `--dispatch` values (a name: one call site; an export: all of its;
        an index), `filter` a `--filter` regular expression over the names (`selection.py`);
        `flavour="static"` adds the static kernels.
        """
        inputs, dispatches = _strings("inputs", inputs), _strings("dispatches", dispatches)
        options, progress = _options("options", options), _callable("progress", progress)
        filter = _optional_string("filter", filter)
        _one_size_form(inputs, dims)
        dims = None if dims is None else _dims("dims", dims)
        flavour = _choice("flavour", flavour, FLAVOURS)
        service = self.service
        if flavour == "static" and service.static_kernels is None:
            from .tune.static_kernels import StaticKernelTimer

            service.static_kernels = StaticKernelTimer()
        return service.run(inputs, dispatches, options, progress, dims=dims, flavour=flavour, filter=filter)

    def select(self, dispatches: Sequence[str] = (), filter: Optional[str] = None) -> list[DispatchInfo]:
        """The dispatches `--dispatch` values and a `--filter` expression select, in manifest order."""
        dispatches, filter = _strings("dispatches", dispatches), _optional_string("filter", filter)
        return [info for _, info in select(self.manifest, dispatches, filter)]

    def sweep(
        self,
        dims: Sequence[str] = (),
        input_sets: Sequence[str] = (),
        dispatches: Sequence[str] = (),
        options: TimingOptions = TimingOptions(0.1, 3),
        progress: Progress = lambda done, total, what: None,
        *,
        filter: Optional[str] = None,
        fleet: Optional["FleetOptions"] = None,
        checkpoint: Optional[Path | str] = None,
        resume: bool = False,
        keep_checkpoint: bool = False,
    ) -> "SweepResult":
        """`dynbench sweep`: time the dispatches (`dispatches`, `filter` as for `run`) over
        `--dim` ranges and `--inputs` sets (everything checked before anything is timed).
        `fleet` spreads the points over workers (devices, core sets, Ray: `FleetOptions`);
        `checkpoint` (a JSON Lines file) records each timed point, and `resume` reads back
        the points it holds instead of timing them again; it is removed once the sweep is
        done, unless `keep_checkpoint` (the CLI removes it after writing its files)."""
        from .run import sweep as sweeping
        from .run.fleet import closing, open_timer

        dims, input_sets = _strings("dims", dims), _strings("input_sets", input_sets)
        dispatches, options = _strings("dispatches", dispatches), _options("options", options)
        progress, filter = _callable("progress", progress), _optional_string("filter", filter)
        fleet = _fleet("fleet", fleet)
        with closing(open_timer(self._planner(fleet), fleet)) as timer:  # workers load while the points are planned and checked
            points = sweeping.sweep_points(self, dims, input_sets)
            chosen = self.select_dispatches(dispatches, filter)
            some = [index for index, _ in chosen] if (dispatches or filter) else None
            warning = sweeping.unmoved_warning(self, dims, points, some) if not input_sets else None
            held = sweeping.held_note(self, dims, input_sets)
            tied = sweeping.tied_note(self, dims)
            store = self._checkpoint(checkpoint, "sweep", options, {
                "points": [list(p) for p in points], "dispatches": list(dispatches), "filter": filter, "fleet": fleet.identity,
            }, resume)
            result = sweeping.sweep(
                self, points, dispatches, options, progress, filter=filter, warnings=[warning] if warning else [],
                notes=[note for note in (tied, held) if note],
                timer=timer, checkpoint=store, resume=resume,
            )
        if store is not None and not keep_checkpoint:
            store.finish()
        return result

    def run_size_log(
        self,
        sizes: Path | str,
        dispatches: Sequence[str] = (),
        options: TimingOptions = TimingOptions(),
        progress: Progress = lambda done, total, what: None,
        *,
        filter: Optional[str] = None,
        fleet: Optional["FleetOptions"] = None,
    ) -> "SweepResult":
        """`dynbench run --sizes FILE`: every distinct size set of the size log `sizes` timed, one
        run per set (`SweepResult.runs`), on `fleet`'s workers where it asks for them."""
        from .size_log import distinct_size_sets, read_size_log

        sets = distinct_size_sets(self.manifest, read_size_log(_path("sizes", sizes)))
        return self.sweep(input_sets=[",".join(s.inputs) for s in sets], dispatches=dispatches, options=options,
                          progress=progress, filter=filter, fleet=fleet)

    def _checkpoint(self, path: Optional[Path | str], kind: str, options: TimingOptions, selection: Any,
                    resume: bool = False) -> Optional["Checkpoint"]:
        if path is None:
            if resume:  # else everything is timed again, and nothing says so
                raise DynbenchError(f"resume=True continues from a checkpoint: give the {kind}'s checkpoint=PATH")
            return None
        from .run.checkpoint import Checkpoint, header

        return Checkpoint(_path("checkpoint", path), header(kind, self.manifest, options, selection))

    def compare(
        self,
        model: Path | str,
        inputs: Sequence[str] = (),
        options: TimingOptions = TimingOptions(),
        progress: Progress = lambda done, total, name: None,
        *,
        compile_model: Optional[Callable[[Path, Path, Manifest], None]] = None,
        parameters: Sequence[str] = (),
    ) -> "Comparison":
        """`dynbench compare`: isolated times next to the real model's (compiled as extract did).
        `parameters`: `scope=FILE.irpa` archives of a model with external parameters; none
        given, a zero splat of each parameter it declares (`model_parameters`)."""
        from .run.compare import compare

        model, inputs = _path("model", model), _strings("inputs", inputs)
        options, progress = _options("options", options), _callable("progress", progress)
        check_regular_file(model)  # a FIFO would block its reads below
        _check_same_model(model, self.manifest, self.directory)
        if compile_model is not None:
            _callable("compile_model", compile_model)
        with model_parameters(model, _strings("parameters", parameters)) as files:
            return compare(
                model, self.directory, inputs, compile_model=compile_model or compile_like_extract,
                device=self.device, options=options, progress=progress, service=self.service, parameters=files,
            )

    def shapes(
        self, size_sets: Sequence[Sequence[str]] = (), *, dispatches: Sequence[str] = (), filter: Optional[str] = None
    ) -> "ShapeList":
        """`dynbench shapes`: problem sizes and dynamic dim values over size sets (default: the
        extract sizes), of every dispatch or those `dispatches`/`filter` select (as for `run`)."""
        from .tune.shape_list import shape_list

        return shape_list(self.directory, _size_sets("size_sets", size_sets), dispatches=_strings("dispatches", dispatches), filter=_optional_string("filter", filter))

    def plan(
        self,
        size_sets: Sequence = (),
        options: Optional[TimingOptions] = None,
        progress: Progress = lambda done, total, what: None,
        *,
        dispatches: Sequence[str] = (),
        filter: Optional[str] = None,
        budget_s: Optional[float] = None,
        fleet: Optional["FleetOptions"] = None,
        checkpoint: Optional[Path | str] = None,
        resume: bool = False,
        keep_checkpoint: bool = False,
    ) -> "Plan":
        """`dynbench plan`: where the traffic of `size_sets` (shapes, or a size log's
        `size_log.CountedSizes` with their counts) spends dispatch time, per problem; each
        distinct work item timed once (`run.plan`). `fleet`, `checkpoint`, `resume`,
        `keep_checkpoint`: as for `sweep`. `options`: run's stopping rule in at most
        `run.plan.PLAN_ROUNDS` profiling rounds by default."""
        from .run.fleet import closing, open_timer
        from .run.plan import PLAN_OPTIONS, plan
        from .size_log import CountedSizes

        size_sets = _size_sets("size_sets", size_sets)
        options = PLAN_OPTIONS if options is None else options
        options, progress = _options("options", options), _callable("progress", progress)
        dispatches, filter = _strings("dispatches", dispatches), _optional_string("filter", filter)
        fleet = _fleet("fleet", fleet)
        service = self._planner(fleet)
        self.select_dispatches(dispatches, filter)  # before any worker starts
        store = self._checkpoint(checkpoint, "plan", options, {
            # shapes given plainly count once (a list's or tuple's `count` is a method, not a count)
            "sets": [[list(s.inputs), s.count] if isinstance(s, CountedSizes) else [list(s), 1] for s in size_sets],
            "dispatches": list(dispatches), "filter": filter, "fleet": fleet.identity,
        }, resume)
        with closing(open_timer(service, fleet)) as timer:  # workers load while the size sets are queried
            result = plan(
                self, size_sets, options, progress, dispatches=dispatches, filter=filter, budget_s=budget_s,
                timer=timer, checkpoint=store, resume=resume,
            )
        if store is not None and not keep_checkpoint:
            store.finish()
        return result

    def show(self, dispatch: str | int, inputs: Sequence[str] = ()) -> "DispatchReport":
        """`dynbench show`: one dispatch's parameters, configuration, source and stock-tool commands."""
        from .tune.show import show

        if isinstance(dispatch, int) and not isinstance(dispatch, bool):
            dispatch = str(dispatch)  # an index
        return show(self.directory, _string("dispatch", dispatch), _strings("inputs", inputs))

    def export(
        self,
        output: Path | str,
        size_sets: Sequence[Sequence[str]] = (),
        *,
        flavours: Optional[Sequence[str]] = None,
        dispatches: Sequence[str] = (),
        filter: Optional[str] = None,
        progress: Callable[[str], None] = lambda message: None,
    ) -> "ExportResult":
        """`dynbench export`: tuner files per dispatch (`dispatches`, `filter` as for `run`), size
        set and flavour (default: both) into `output`."""
        from .tune.export import export

        output, size_sets = _path("output", output), _size_sets("size_sets", size_sets)
        outputs.check_not_an_input(output, self.directory)  # the extract's next command would find it there
        if flavours is not None:
            flavours = [_choice(f"flavours[{k}]", f, FLAVOURS) for k, f in enumerate(_strings("flavours", flavours))]
            if not flavours:
                raise ValueError(f"flavours must name one or both of {', '.join(map(repr, FLAVOURS))} (None: both)")
        dispatches, progress = _strings("dispatches", dispatches), _callable("progress", progress)
        filter = _optional_string("filter", filter)
        return export(
            self.directory, size_sets, output=output, flavours=flavours or FLAVOURS, dispatches=dispatches,
            filter=filter, progress=progress,
        )

    def export_worklist(
        self, output: Path | str, plan: Path | str, *, cover: Optional[float] = None, top: Optional[int] = None,
        progress: Callable[[str], None] = lambda message: None,
    ) -> "ExportResult":
        """`dynbench export --plan`: the tuner files of the plan's problems that cover `cover` of
        its traffic (default 0.9), or its `top` N, and `output`/worklist.json (`tune.worklist`)."""
        from .tune.worklist import export_worklist

        if cover is not None and top is not None:
            raise DynbenchError(f"{option('cover')} and {option('top')} are two ways to choose: give one")
        if top is not None:
            check_kind("top", top, "int")
        if top is not None and top < 1:
            raise DynbenchError(f"{option('top')} must be at least 1, got {top}")
        output = _path("output", output)
        outputs.check_not_an_input(output, self.directory)
        return export_worklist(
            self.directory, _path("plan", plan), output=output,
            cover=0.9 if cover is None and top is None else cover, top=top, progress=_callable("progress", progress),
        )

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
        from .render.tuning import reach_lines
        from .tune.tuning import TuneOptions, check_output, tune, write_output
        from .tune.user_configs import check_names, configs_json, read_config_file
        from .tune.worklist import planned, read_plan_file

        output, progress = _path("output", output), _callable("progress", progress)
        options = TuneOptions() if options is None else options
        if not isinstance(options, TuneOptions):
            raise TypeError(f"options: expected a TuneOptions, got {type(options).__name__}")
        if (plan is None) == (not size_sets):
            raise DynbenchError(f"tune takes the traffic as a size log ({option('sizes')}) or as a plan ({option('plan')}): one of them")
        if write:
            check_output(output)
        user_configs = read_config_file(_path("configs", configs)) if configs is not None else ()
        if user_configs:  # named right, before the traffic is planned
            from .tune.reach import extract_problems, tunability

            found = extract_problems(self.directory)
            check_names(user_configs, tunability(found), [t.key.text for t in found.tunable])
        problems, sets = [], []
        if plan is not None:
            problems, sets = read_plan_file(_path("plan", plan))
        elif not options.timed:
            raise DynbenchError(f"{option('no-time')} takes the traffic's weights from {option('plan')}: a plan timed "
                                "on any machine (a CPU extract of the same model serves: call sites are matched by name)")
        store, done = None, []
        if write:
            from .manifest import file_sha256
            from .tune.tune_checkpoint import checkpoint_of

            # A plan file's traffic is its weights; sizes are planned here, and a resume takes
            # that plan from the checkpoint (timed again, its weights would differ).
            traffic = ([[p.problem, p.export, p.weighted_us] for p in problems] if plan is not None
                       else {"sizes": [[list(map(str, s.inputs)), s.count] if hasattr(s, "inputs") else list(map(str, s))
                                       for s in size_sets]})  # a size log's counted sets, or shapes
            head = {"kind": "dynbench tune checkpoint", "shapes": file_sha256(self.layout.manifest),
                    "traffic": traffic,
                    "options": [options.top, options.cover, options.candidates, options.size_sets, options.finalists,
                                options.timed, options.rounds, *([options.ranges] if options.ranges > 1 else [])],
                    "configs": configs_json(user_configs)}
            store, done = checkpoint_of(output, head, resume)
        model = Path(self.manifest.model)
        try:
            if plan is None:
                before = store.plan() if store is not None else None
                if before is not None:
                    progress(f"the traffic as planned before the interruption ({store.path})")
                    problems, sets = before
                else:
                    progress(f"planning {len(size_sets)} size set(s)")
                    problems, sets = planned(self.plan(size_sets, plan_options, fleet=fleet))
                    if store is not None:
                        store.keep_plan(problems, sets)
            with model_parameters(model, _strings("parameters", parameters)) as files:
                def reached(found) -> None:
                    for line in reach_lines(found, "is in the problems tune will tune", limit=REACH_LINES):
                        progress(line)

                result = tune(self, problems, sets, output, options, progress, parameters=files, checkpoint=store,
                              done=done, builds=None if builds is None else _path("builds", builds),
                              configs=user_configs, reached=reached)
            if write:
                write_output(result, output)
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
