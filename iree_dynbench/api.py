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

import numpy as np

from .benchmarks import (
    BenchmarkModule, DispatchParams, QueryModule, QueryTable, check_assumed, check_assumed_many, dim_rows, dims_or_default,
)
from .manifest import open_output
from .layout import FLAVOURS, ExtractDir
from .manifest import Manifest
from .run.runner import Progress, RunResult, Runner, TimingOptions

if TYPE_CHECKING:  # the compiler side, loaded when used
    from .extraction.driver import ExtractResult
    from .run.compare import Comparison
    from .run.sweep import SweepResult
    from .tune.export import ExportResult
    from .tune.shape_list import ShapeList
    from .tune.show import DispatchReport

__all__ = ["Suite", "compile_like_extract", "extract", "open"]


def extract(model: Path | str, inputs: Sequence[str] = (), **options) -> "ExtractResult":
    """Extract a benchmark per dispatch of `model` at `inputs` (keywords: output, function,
    target, iree_flags, progress; see `extraction.driver.extract`)."""
    from .extraction.driver import extract as run_extract

    return run_extract(model, inputs, **options)


def open(directory: Path | str, device: Optional[str] = None) -> "Suite":  # noqa: A001 (the API's name)
    """The extract output `directory`, checked and loaded (`DynbenchError` if it is not one);
    `device` runs the benchmarks (default: the one extract recorded for its target)."""
    return Suite(directory, device)


def compile_like_extract(model: Path, vmfb: Path, manifest: Manifest) -> None:
    """`run.compare.CompileModel`: plain iree-compile with the target and flags extract used."""
    from .extraction import compiler

    compiler.standalone_to_vmfb(model, vmfb, manifest.compile_flags).run()


class Suite:
    """One extract output: its manifest, and the operations of the CLI on it.

    `benchmarks.vmfb` is loaded on the first call that needs it (`run`,
    `sweep`, `compare`), on `device` (default: the one extract recorded);
    `query`, `query_many`, `shapes`, `show` and `export` use the host-only
    `query.vmfb` on `local-sync`, so they need no device of the target.
    """

    def __init__(self, directory: Path | str, device: Optional[str] = None):
        self.directory = Path(directory)
        self.layout: ExtractDir
        self.manifest: Manifest
        self.layout, self.manifest = open_output(self.directory)
        self.device = device or self.manifest.device
        self._runner: Optional[Runner] = None
        self._queries: Optional[QueryModule] = None

    @property
    def runner(self) -> Runner:
        if self._runner is None:
            self._runner = Runner(self.directory, self.device)
        return self._runner

    @property
    def module(self) -> BenchmarkModule:
        return self.runner.module

    @property
    def queries(self) -> QueryModule:
        """`query.vmfb` on `local-sync` (no device of the target needed)."""
        if self._queries is None:
            self._queries = QueryModule(self.layout.query_vmfb, self.manifest)
        return self._queries

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
        return self.queries.query(dims)

    def query_many(self, dims: "np.ndarray | Sequence[Sequence[int]]") -> QueryTable:
        """Every dispatch's parameters at each row of `dims` (N size sets x dynamic input dims),
        as int64 arrays per dispatch (`QueryTable`; `.params(i)` equals `query(dims=dims[i])`).
        Rows are checked against the ranges the model asserts."""
        rows = dim_rows(dims, len(self.manifest.input_dims))
        check_assumed_many(self.manifest, rows)
        return self.queries.query_many(rows)

    def run(self, *args, flavour: str = "dynamic", **options) -> RunResult:
        """`dynbench run`: time the dispatches (arguments as for `run.runner.Runner.run`);
        `flavour="static"` adds the static kernels."""
        runner = self.runner
        if flavour == "static" and runner.static_kernels is None:
            from .tune.static_kernels import StaticKernelTimer

            runner.static_kernels = StaticKernelTimer()
        return runner.run(*args, flavour=flavour, **options)

    def sweep(
        self,
        dims: Sequence[str] = (),
        input_sets: Sequence[str] = (),
        dispatches: Sequence[str] = (),
        options: TimingOptions = TimingOptions(0.1, 3),
        progress: Progress = lambda done, total, what: None,
    ) -> "SweepResult":
        """`dynbench sweep`: time the dispatches over `--dim` ranges and `--inputs` sets
        (everything checked before anything is timed)."""
        from .run import sweep as sweeping

        points = sweeping.sweep_points(self.runner, dims, input_sets)
        self.runner.select_dispatches(dispatches)
        return sweeping.sweep(self.runner, points, dispatches, options, progress)

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

    def shapes(self, size_sets: Sequence[Sequence[str]] = ()) -> "ShapeList":
        """`dynbench shapes`: problem sizes and dynamic dim values over size sets (default: the extract sizes)."""
        from .tune.shape_list import shape_list

        return shape_list(self.directory, size_sets)

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
        progress: Callable[[str], None] = lambda message: None,
    ) -> "ExportResult":
        """`dynbench export`: tuner files per dispatch, size set and flavour (default: both) into `output`."""
        from .tune.export import export

        return export(
            self.directory, size_sets, output=output, flavours=flavours or FLAVOURS, dispatches=dispatches,
            progress=progress,
        )

