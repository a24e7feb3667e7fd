"""The public Python API: `extract(...)` a model, `open(DIR)` what it wrote.

    import iree_dynbench
    result = iree_dynbench.extract("model.mlir", ["42x1024xf32", "1024x512xf32"], output="out")
    suite = iree_dynbench.open("out")
    suite.run(["77x1024xf32", "1024x512xf32"])   # -> RunResult, what `dynbench run` renders

A `Suite` has the CLI's operations as methods and returns the dataclasses the
CLI renders; every problem the user can fix is a `DynbenchError`. This is also
where the flows are wired together: the run side never imports the compiler,
so the static kernels of `run(flavour="static")` (tune/) and the model compile
of `compare` (extraction/) are handed to it from here, loaded only when used.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from .benchmarks import BenchmarkModule, DispatchParams, check_assumed, dims_or_default
from .manifest import open_output
from .layout import FLAVOURS, ExtractDir
from .manifest import DispatchInfo, Manifest
from .selection import select
from .run.runner import Progress, RunResult, Runner, TimingOptions

if TYPE_CHECKING:  # the compiler side, loaded when used
    from .extraction.driver import ExtractResult
    from .run.compare import Comparison
    from .run.diff import Diff
    from .run.sweep import SweepResult
    from .tune.export import ExportResult
    from .tune.shape_list import ShapeList
    from .tune.show import DispatchReport

__all__ = ["Suite", "compile_like_extract", "diff", "extract", "open"]


def extract(model: Path | str, inputs: Sequence[str] = (), **options) -> "ExtractResult":
    """Extract a benchmark per dispatch of `model` at `inputs` (keywords: output, function,
    target, iree_flags, progress; see `extraction.driver.extract`)."""
    from .extraction.driver import extract as run_extract

    return run_extract(model, inputs, **options)


def open(directory: Path | str, device: str = "local-task") -> "Suite":  # noqa: A001 (the API's name)
    """The extract output `directory`, checked and loaded (`DynbenchError` if it is not one)."""
    return Suite(directory, device)


def diff(base: Path | str, new: Path | str, *, threshold: float = 1.10, alpha: float = 0.05) -> "Diff":
    """`dynbench diff`: NEW against BASE, dispatch by dispatch (results files of `run --json`,
    `run --format json` or stock `iree-benchmark-module --benchmark_format=json`)."""
    from .run.diff import diff as run_diff

    return run_diff(base, new, threshold=threshold, alpha=alpha)


def compile_like_extract(model: Path, vmfb: Path, manifest: Manifest) -> None:
    """`run.compare.CompileModel`: plain iree-compile with the target and flags extract used."""
    from .extraction import compiler

    flags = compiler.CompileOptions(manifest.target, tuple(manifest.iree_flags)).flags
    compiler.standalone_to_vmfb(model, vmfb, flags).run()


class Suite:
    """One extract output: its manifest, and the operations of the CLI on it.

    `shapes`, `show`, `export`, `run`, `sweep`, `compare` are the commands of the
    same names and return the dataclasses they render; `select`, `query` and
    `dims` are the lookups the commands share. Selections take the CLI's
    `--dispatch` values (`dispatches`) and `--filter` expression (`filter`).
    The runtime module is loaded on the first call that needs it, on `device`
    (`query`, `run`, `sweep`, `compare`); `shapes`, `show` and `export` query
    on `local-sync`, as the CLI does.
    """

    def __init__(self, directory: Path | str, device: str = "local-task"):
        self.directory = Path(directory)
        self.device = device
        self.layout: ExtractDir
        self.manifest: Manifest
        self.layout, self.manifest = open_output(self.directory)
        self._runner: Optional[Runner] = None

    @property
    def runner(self) -> Runner:
        if self._runner is None:
            self._runner = Runner(self.directory, self.device)
        return self._runner

    @property
    def module(self) -> BenchmarkModule:
        return self.runner.module

    def dims(self, inputs: Sequence[str] = ()) -> list[int]:
        """The dynamic input dims of `inputs` (the extract sizes when empty), checked."""
        return dims_or_default(self.manifest, inputs)

    def query(self, inputs: Sequence[str] = (), *, dims: Optional[Sequence[int]] = None) -> list[DispatchParams]:
        """Every dispatch's parameters at `inputs` (or `dims`), from `__query_shapes`."""
        if dims is None:
            dims = self.dims(inputs)
        else:
            dims = list(dims)
            check_assumed(self.manifest, dims)
        return self.module.query(dims)

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
        runner = self.runner
        if flavour == "static" and runner.static_kernels is None:
            from .tune.static_kernels import StaticKernelTimer

            runner.static_kernels = StaticKernelTimer()
        return runner.run(inputs, dispatches, options, progress, dims=dims, flavour=flavour, filter=filter)

    def select(self, dispatches: Sequence[str] = (), filter: Optional[str] = None) -> list[DispatchInfo]:
        """The dispatches `--dispatch` values and a `--filter` expression select, in manifest order."""
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
    ) -> "SweepResult":
        """`dynbench sweep`: time the dispatches (`dispatches`, `filter` as for `run`) over
        `--dim` ranges and `--inputs` sets (everything checked before anything is timed)."""
        from .run import sweep as sweeping

        points = sweeping.sweep_points(self.runner, dims, input_sets)
        self.runner.select_dispatches(dispatches, filter)
        return sweeping.sweep(self.runner, points, dispatches, options, progress, filter=filter)

    def compare(
        self,
        model: Path | str,
        inputs: Sequence[str] = (),
        options: TimingOptions = TimingOptions(),
        progress: Progress = lambda done, total, name: None,
        *,
        compile_model: Optional[Callable[[Path, Path, Manifest], None]] = None,
    ) -> "Comparison":
        """`dynbench compare`: isolated times next to the real model's (compiled as extract did)."""
        from .run.compare import compare

        return compare(
            model, self.directory, inputs, compile_model=compile_model or compile_like_extract,
            device=self.device, options=options, progress=progress,
        )

    def shapes(
        self, size_sets: Sequence[Sequence[str]] = (), *, dispatches: Sequence[str] = (), filter: Optional[str] = None
    ) -> "ShapeList":
        """`dynbench shapes`: problem sizes and dynamic dim values over size sets (default: the
        extract sizes), of every dispatch or those `dispatches`/`filter` select (as for `run`)."""
        from .tune.shape_list import shape_list

        return shape_list(self.directory, size_sets, dispatches=dispatches, filter=filter)

    def show(self, dispatch: str, inputs: Sequence[str] = ()) -> "DispatchReport":
        """`dynbench show`: one dispatch's parameters, configuration, source and stock-tool commands."""
        from .tune.show import show

        return show(self.directory, dispatch, inputs)

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

        return export(
            self.directory, size_sets, output=output, flavours=flavours or FLAVOURS, dispatches=dispatches,
            filter=filter, progress=progress,
        )

    # `dynbench diff BASE NEW` (issue 12, item 4) belongs here as `diff(...)`, returning the
    # dataclass the CLI renders. It compares two result files rather than this extract output,
    # so it may also be a module-level function beside `extract`/`open`.

