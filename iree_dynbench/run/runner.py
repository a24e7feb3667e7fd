"""`run`: time every dispatch benchmark of an extract output at any input sizes.

No recompilation: `__query_shapes` gives the dispatch parameters for the
requested sizes and `__set_input_dims` makes every benchmark function run at
them. The runner picks the method (`method`: the device's profile, `profiled`,
or timed calls, `calls`), times the chosen dispatches with it and returns
`results.RunResult`. A run calibrates each kernel at each set of parameters
once: a call site identical to one timed before it (a repeated layer) starts
from that N, and is calibrated only if it falls short.

The library returns data; only the CLI renders.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional, Protocol, Sequence

from ..benchmarks import BenchmarkModule, DispatchParams, QueryModule, check_benchmarks_module
from ..errors import DynbenchError, first_line, option
from ..machine import runtime_cpu_features
from ..layout import FLAVOURS
from ..manifest import DispatchInfo, Manifest, open_output
from ..problem_size import problem_size
from ..selection import select
from ..size_checks import check_assumed, dims_or_default
from ..sizes import input_text
from ..iree_tools import ToolError
from .cache_state import cold_copies, last_level_cache_bytes
from .call_worker import CallWorker
from .options import Progress, TimingOptions
from .profiled import Chosen, ProfileRunner, time_by_profile
from .results import DispatchTiming, RunResult, row_error


def inputs_for(manifest: Manifest, dims: Sequence[int]) -> list[str]:
    """`--inputs` strings for the dynamic dims `dims` (in `input_dims` order)."""
    shapes = [list(t.dims) for t in manifest.inputs]
    if len(dims) != len(manifest.input_dims):
        raise DynbenchError(f"expected {len(manifest.input_dims)} dynamic dim(s), got {len(dims)}")
    for value, d in zip(dims, manifest.input_dims):
        shapes[d.input][d.dim] = value
    return [input_text(s, t.element_type) for s, t in zip(shapes, manifest.inputs)]


def check_cpu(manifest: Manifest, device: str, directory: Path) -> None:
    """Kernels compiled for CPU features this machine lacks die by SIGILL, taking the tool
    with them: refuse before loading them, naming the features."""
    if not manifest.cpu_features or not device.startswith("local"):
        return
    here = runtime_cpu_features() or {}
    missing = [f for f in manifest.cpu_features if here.get(f) is False]
    if missing:
        raise DynbenchError(
            f"{directory}: its kernels need CPU features this machine lacks ({', '.join(missing)}); "
            f"extract again here, or for a CPU both have ({option('iree-flag', 'iree_flags')}=--iree-llvmcpu-target-cpu=...)"
        )


def _runs_on_this_cpu(manifest: Manifest, device: str) -> bool:
    """Kernels for this CPU (check_cpu passed) on a local device, which every runtime has."""
    return manifest.target == "llvm-cpu" and device in ("local-task", "local-sync")


class StaticKernels(Protocol):
    """`run --flavour static`: what times each dispatch's static-specialized kernel.

    The run side only names the operations; building the kernels needs the
    compiler, so the implementation (`tune.static_kernels.StaticKernelTimer`)
    is wired in by the caller (the CLI, `iree_dynbench.api`), and run/ itself
    never imports the tuner side or `iree.compiler`.
    """

    def check(self, runner: "Runner", names: Sequence[str], dims: Sequence[int]) -> None:
        """Before timing: raise `DynbenchError` when the static kernels of `names` cannot be had."""

    def time(
        self, runner: "Runner", rows: Sequence[DispatchTiming], dims: Sequence[int], options: TimingOptions,
        progress: Progress,
    ) -> list[DispatchTiming]:
        """`rows` with `static_times_us` (or `static_error`) filled in."""


class Runner:
    """One loaded `benchmarks.vmfb`; many sizes, many dispatches, no recompiles.

    `static_kernels` serves `flavour="static"`; without it only the dynamic
    kernels can be timed. `load=False` defers loading the module on the device
    until something is timed: a fleet's parent plans and queries (`queries`,
    host-only) but times nothing, and never opens the device.
    """

    def __init__(
        self, directory: Path | str, device: Optional[str] = None, *, static_kernels: Optional[StaticKernels] = None,
        load: bool = True,
    ):
        self.directory = Path(directory)
        self.layout, self.manifest = open_output(self.directory)
        self.device = device or self.manifest.device  # default: the device extract recorded
        self.static_kernels = static_kernels
        check_cpu(self.manifest, self.device, self.directory)
        self._module: Optional[BenchmarkModule] = None
        self._queries: Optional[QueryModule] = None
        if load and _runs_on_this_cpu(self.manifest, self.device):
            # Profiling rounds load the module in their own process: here it is checked, not
            # loaded (the runtime's import alone is 1 s of a small machine), until something asks.
            check_benchmarks_module(self.layout.benchmarks_vmfb, self.manifest)
        elif load:  # a device or target that may not be there: the runtime's own reason, now
            self._module = BenchmarkModule(self.layout.benchmarks_vmfb, self.manifest, device=self.device)
        self._call_worker: Optional[CallWorker] = None

    @property
    def module(self) -> BenchmarkModule:
        """benchmarks.vmfb on the device, loaded when first needed."""
        if self._module is None:
            self._module = BenchmarkModule(self.layout.benchmarks_vmfb, self.manifest, device=self.device)
        return self._module

    @property
    def queries(self) -> QueryModule:
        """The host-only `__query_shapes` (`query.vmfb`, VM only): no device needed."""
        if self._module is not None:
            return self._module.queries
        if self._queries is None:
            self._queries = QueryModule(self.layout.query_vmfb, self.manifest)
        return self._queries

    @property
    def dim_names(self) -> tuple[str, ...]:
        return tuple(d.name for d in self.manifest.input_dims)

    def dims(self, inputs: Sequence[str] = ()) -> list[int]:
        """Dynamic dims of `--inputs` (the extract sizes when none are given), checked."""
        return dims_or_default(self.manifest, inputs)

    def select_dispatches(
        self, names_or_indices: Sequence[str] = (), filter: Optional[str] = None
    ) -> list[tuple[int, DispatchInfo]]:
        """`--dispatch` values (name, export: all its call sites, index) and `--filter REGEX`
        -> (index, dispatch), in manifest order (rules: `selection.py`)."""
        if not self.manifest.dispatches:
            raise DynbenchError(f"{self.directory}: no dispatch benchmarks were emitted")
        return select(self.manifest, names_or_indices, filter)

    def run(
        self,
        inputs: Sequence[str] = (),
        dispatches: Sequence[str] = (),
        options: TimingOptions = TimingOptions(),
        progress: Progress = lambda done, total, name: None,
        *,
        dims: Optional[Sequence[int]] = None,
        flavour: str = "dynamic",
        filter: Optional[str] = None,
    ) -> RunResult:
        """Time the selected dispatches (`dispatches`, `filter`: `select_dispatches`) at `inputs`
        (or `dims`); `flavour="static"` adds the static kernels.

        Everything that can be checked (sizes, dispatches, the static flavour's
        prerequisites) is checked before anything is timed.
        """
        if flavour not in FLAVOURS:
            raise DynbenchError(f"unknown flavour '{flavour}' (flavours: {', '.join(FLAVOURS)})")
        if flavour == "static" and self.static_kernels is None:
            raise DynbenchError(f"{option('flavour')} static needs the static kernels of the tuner side (iree_dynbench.open wires them in)")
        selected = self.select_dispatches(dispatches, filter)
        if dims is None:
            dims = self.dims(inputs)
        else:
            dims = list(dims)
            check_assumed(self.manifest, dims)
        if options.cache == "cold" and flavour == "static":
            raise DynbenchError(f"{option('cache', 'options.cache')} cold times the dynamic kernels only; drop {option('flavour')} static")
        if flavour == "static":
            self.static_kernels.check(self, [info.name for _, info in selected], dims)
        method = self.method(options, flavour)
        params = self.queries.query(dims)
        llc_bytes = (
            last_level_cache_bytes(self.device, self.manifest.target_chip, options.cache_bytes)
            if options.cache == "cold" else 0
        )
        rows, notes = None, []
        repeats: dict[tuple, int] = {}  # the calls method's N per kernel and parameters (`_same_work`)
        if method == "profile":
            try:
                rows = self._time_profiled(selected, params, dims, options, llc_bytes, progress)
            except ToolError as e:
                if options.method == "profile":
                    raise DynbenchError(f"{option('method', 'options.method')} profile: {first_line(e)}") from None
                if e.returncode is not None and e.returncode < 0:
                    # The kernels killed the profiling process (SIGILL, SIGSEGV): timed in this
                    # process instead, they would kill dynbench. Every row fails, saying so.
                    rows = [
                        DispatchTiming(index, info.name, info.export, params[index], problem_size(params[index]),
                                       error=first_line(e))
                        for index, info in selected
                    ]
                    method = "profile"
                else:
                    method = "calls"
                    notes.append(f"profiling failed ({first_line(e)}); timed by calls instead")
        if rows is None:
            rows = []
            for done, (index, info) in enumerate(selected):
                progress(done, len(selected), info.name)
                rows.append(self._time_one(index, info, params[index], dims, options, llc_bytes, repeats))
            progress(len(selected), len(selected), "")
        if flavour == "static":
            rows = self.static_kernels.time(self, rows, dims, options, progress)
        return RunResult(
            self.directory, self.device, self.manifest.function, tuple(inputs_for(self.manifest, dims)),
            tuple(dims), options, tuple(rows), self.dim_names, flavour, method, tuple(notes),
            " ".join(p for p in (self.manifest.target, self.manifest.target_chip) if p),
        )

    def method(self, options: TimingOptions, flavour: str = "dynamic") -> str:
        """The timing method `options.method` resolves to: "auto" is the profile method,
        adaptive or a fixed effort alike (run, sweep and compare time alike, and a diff of
        their results compares like with like), but for the static flavour (its kernels
        are timed by calls, and both are held to one method)."""
        if options.method == "calls":
            return "calls"
        if flavour == "static":
            if options.method == "profile":
                raise DynbenchError(f"{option('flavour')} static times by calls; drop {option('method', 'options.method')} profile")
            return "calls"
        return "profile"

    def _time_profiled(
        self, selected, params, dims, options: TimingOptions, llc_bytes: int, progress: Progress
    ) -> list[DispatchTiming]:
        """Every selected dispatch timed by HAL profiling (run/profiled.py), in one call per round."""
        chosen = [
            Chosen(index, info.name, info.export,
                   cold_copies(info, params[index], llc_bytes) if options.cache == "cold" else 1,
                   len({b.resource for b in info.bindings}) or 1)
            for index, info in selected
        ]
        profiler = ProfileRunner(self.layout.benchmarks_vmfb, self.device, len(self.manifest.dispatches))
        timings = time_by_profile(profiler, dims, chosen, options, progress)
        rows = []
        for c in chosen:
            t = timings[c.index]
            # No process CPU time is measured per dispatch: the device's time stands for both.
            rows.append(DispatchTiming(
                c.index, c.name, c.export, params[c.index], problem_size(params[c.index]), t.group, t.times_us,
                t.times_us, 0.0, stopped_by=t.stopped_by, buffer_copies=c.copies,
            ))
        return rows

    @property
    def call_worker(self) -> CallWorker:
        """The process the calls method times in (`run.call_worker`), started when first used."""
        if self._call_worker is None:
            self._call_worker = CallWorker(self.layout.benchmarks_vmfb, self.manifest.to_json(), self.device)
        return self._call_worker

    def close(self) -> None:
        """Stop the calls method's worker process, if one runs."""
        if self._call_worker is not None:
            self._call_worker.close()
            self._call_worker = None

    def _time_one(
        self, index: int, info: DispatchInfo, params: DispatchParams, dims: Sequence[int], options: TimingOptions,
        llc_bytes: int, repeats: dict[tuple, int],
    ) -> DispatchTiming:
        """Time one dispatch by calls, in the worker process (`call_worker`: a kernel that dies
        fails its row, not dynbench); `repeats` holds the N of the kernels timed so far in this
        run (by `_same_work`): an identical one starts from it instead of calibrating."""
        problem = problem_size(params)
        copies = cold_copies(info, params, llc_bytes) if options.cache == "cold" else 1
        work = _same_work(info, params, copies)
        try:
            timing = self.call_worker.time(info.name, options, dims=dims, copies=copies, repeat=repeats.get(work))
            repeats[work] = timing.repeat
        except Exception as e:  # a dispatch that fails is a failed row; the others still run
            return DispatchTiming(index, info.name, info.export, params, problem, error=row_error(e), buffer_copies=copies)
        return DispatchTiming(
            index, info.name, info.export, params, problem,
            timing.repeat, timing.times_us, timing.cpu_times_us, timing.overhead_us, buffer_copies=copies,
            stopped_by=timing.stopped_by,
        )


def _same_work(info: DispatchInfo, params: DispatchParams, copies: int) -> tuple:
    """What makes two call sites' dispatches the same work: one kernel (export), the same
    workload, workgroups, push constants and binding sizes, cycled over as many buffer copies.
    Binding offsets are left out: a repeated layer's dispatch reads its slice of the model's
    arena at another offset, and its benchmark allocates that much more."""
    return (info.export, params.workload, params.workgroup_count, params.push_constants, params.binding_lengths, copies)


