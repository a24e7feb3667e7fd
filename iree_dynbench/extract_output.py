"""One extract output, opened: what `api.Suite` owns and the run service (`run.runner`) reads.

Its layout and manifest are read once; the device that times it, its dynamic dims, its
dispatches' parameters at given sizes (`query`, `query_many`) and its dispatch selection are
answered here and nowhere else, their arguments checked as the API's (`arguments`); the modules
are loaded when first needed (`dynbench extract` imports the API, and its compile starts sooner
without the runtime)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional, Sequence

from . import arguments
from .errors import DynbenchError, option
from .layout import ExtractDir
from .manifest import DispatchInfo, Manifest, open_output
from .selection import select

if TYPE_CHECKING:
    import numpy as np

    from .benchmarks import BenchmarkModule, DispatchParams, QueryModule, QueryTable


class ExtractOutput:
    """`directory` as extract wrote it, timed on `device` (default: the one extract recorded)."""

    def __init__(self, directory: Path | str, device: Optional[str] = None):
        self.directory = Path(directory)
        self.layout: ExtractDir
        self.manifest: Manifest
        self.layout, self.manifest = open_output(self.directory)
        self.device: str = device or self.manifest.device
        self._module: Optional[BenchmarkModule] = None
        self._queries: Optional[QueryModule] = None

    @property
    def module(self) -> "BenchmarkModule":
        """benchmarks.vmfb on the device, loaded when first needed (after the CPU check)."""
        if self._module is None:
            from .benchmarks import BenchmarkModule

            check_cpu(self.manifest, self.device, self.directory)
            self._module = BenchmarkModule(self.layout.benchmarks_vmfb, self.manifest, device=self.device)
        return self._module

    @property
    def module_loaded(self) -> bool:
        return self._module is not None

    @property
    def queries(self) -> "QueryModule":
        """The host-only `__query_shapes` (`query.vmfb`, VM only): no device needed; the loaded
        module's own where it is loaded."""
        if self._module is not None:
            return self._module.queries
        if self._queries is None:
            from .benchmarks import QueryModule

            self._queries = QueryModule(self.layout.query_vmfb, self.manifest)
        return self._queries

    @property
    def dim_names(self) -> tuple[str, ...]:
        return tuple(d.name for d in self.manifest.input_dims)

    def dims(self, inputs: Sequence[str] = ()) -> list[int]:
        """The dynamic input dims of `inputs` (the extract sizes when empty), checked."""
        from .size_checks import dims_or_default

        return dims_or_default(self.manifest, arguments.strings("inputs", inputs))

    def query(self, inputs: Sequence[str] = (), *, dims: Optional[Sequence[int]] = None) -> list["DispatchParams"]:
        """Every dispatch's parameters at `inputs` (or `dims`), from `__query_shapes`."""
        if dims is None:
            return self.queries.query(self.dims(inputs))
        from .size_checks import check_assumed

        arguments.one_size_form(arguments.strings("inputs", inputs), dims)
        dims = arguments.dims("dims", dims)
        check_assumed(self.manifest, dims)
        return self.queries.query(dims)

    def query_many(self, dims: "np.ndarray | Sequence[Sequence[int]]") -> "QueryTable":
        """Every dispatch's parameters at each row of `dims` (N size sets x dynamic input dims),
        as int64 arrays per dispatch (`QueryTable`; `.params(i)` equals `query(dims=dims[i])`).
        Rows are checked against the ranges the model asserts."""
        from .size_checks import check_assumed_many, dim_rows

        rows = dim_rows(dims, len(self.manifest.input_dims))
        check_assumed_many(self.manifest, rows)
        return self.queries.query_many(rows)

    def select(self, dispatches: Sequence[str] = (), filter: Optional[str] = None) -> list[DispatchInfo]:
        """The dispatches `--dispatch` values and a `--filter` expression select, in manifest order."""
        dispatches, filter = arguments.strings("dispatches", dispatches), arguments.optional_string("filter", filter)
        return [info for _, info in select(self.manifest, dispatches, filter)]

    def select_dispatches(
        self, names_or_indices: Sequence[str] = (), filter: Optional[str] = None
    ) -> list[tuple[int, DispatchInfo]]:
        """`--dispatch` values (name, export: all its call sites, index) and `--filter REGEX`
        -> (index, dispatch), in manifest order (rules: `selection.py`); an output without
        dispatch benchmarks has nothing to time."""
        if not self.manifest.dispatches:
            raise DynbenchError(f"{self.directory}: no dispatch benchmarks were emitted")
        return select(self.manifest, names_or_indices, filter)


def check_cpu(manifest: Manifest, device: str, directory: Path) -> None:
    """Kernels compiled for CPU features this machine lacks die by SIGILL, taking the tool
    with them: refuse before loading them, naming the features."""
    from .machine import runtime_cpu_features

    if not manifest.cpu_features or not device.startswith("local"):
        return
    here = runtime_cpu_features() or {}
    missing = [f for f in manifest.cpu_features if here.get(f) is False]
    if missing:
        raise DynbenchError(
            f"{directory}: its kernels need CPU features this machine lacks ({', '.join(missing)}); "
            f"extract again here, or for a CPU both have ({option('iree-flag', 'iree_flags')}=--iree-llvmcpu-target-cpu=...)"
        )
