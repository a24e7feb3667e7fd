"""`run`: time every dispatch benchmark of an extract output at any input sizes.

No recompilation: `__query_shapes` gives the dispatch parameters for the
requested sizes and `__set_input_dims` makes every benchmark function run at
them. The run service picks the method (`method`: the device's profile, `profiled`,
or timed calls, `calls`), times the chosen dispatches with it and returns
`results.RunResult`. A run calibrates each kernel at each set of parameters
once: a call site identical to one timed before it (a repeated layer) starts
from that N, and is calibrated only if it falls short.

The directory's state (manifest, modules, dims, selection) is the `ExtractOutput` that
`api.Suite` is; `RunService` reads it and holds only what timing needs of its own (the
static kernels, the calls method's worker process). The library returns data; only the CLI renders.
"""

from __future__ import annotations

import statistics
from dataclasses import replace
from typing import Optional, Protocol, Sequence

from ..benchmarks import DispatchParams, check_benchmarks_module
from ..errors import DynbenchError, first_line, option
from ..extract_output import ExtractOutput, check_cpu
from ..layout import check_flavours
from ..manifest import DispatchInfo, Manifest
from ..problem_size import problem_size
from ..size_checks import check_assumed
from ..sizes import input_text
from ..iree_tools import ToolError
from .cache_state import cold_copies, last_level_cache_bytes
from .call_worker import CallWorker
from .options import Progress, TimingOptions
from .profiled import Chosen, ProfileRunner, file_identity, time_by_profile
from .results import DispatchTiming, RunResult, row_error


def inputs_for(manifest: Manifest, dims: Sequence[int]) -> list[str]:
    """`--inputs` strings for the dynamic dims `dims` (in `input_dims` order)."""
    shapes = [list(t.dims) for t in manifest.inputs]
    if len(dims) != len(manifest.input_dims):
        raise DynbenchError(f"expected {len(manifest.input_dims)} dynamic dim(s), got {len(dims)}")
    for value, d in zip(dims, manifest.input_dims):
        shapes[d.input][d.dim] = value
    return [input_text(s, t.element_type) for s, t in zip(shapes, manifest.inputs)]


def _runs_on_this_cpu(manifest: Manifest, device: str) -> bool:
    """Kernels for this CPU (check_cpu passed) on a local device, which every runtime has."""
    return manifest.target == "llvm-cpu" and device in ("local-task", "local-sync")


# `run --flavour static` (its default method): why both columns are the calls method's.
STATIC_BY_CALLS = (f"{option('flavour')} static times both columns by calls (the static kernel is a benchmark of "
                   "its own, outside the profiled module): the dynamic column is the calls method's, not a plain "
                   f"run's device profile (docs/timing.md: the two can differ; {option('method', 'options.method')} "
                   "calls on a plain run matches this one)")

class StaticKernels(Protocol):
    """`run --flavour static`: what times each dispatch's static-specialized kernel.

    The run side only names the operations; building the kernels needs the
    compiler, so the implementation (`tune.static_kernels.StaticKernelTimer`)
    is wired in by the caller (the CLI, `iree_dynbench.api`), and run/ itself
    never imports the tuner side or `iree.compiler`.
    """

    def check(self, service: "RunService", names: Sequence[str], dims: Sequence[int]) -> None:
        """Before timing: raise `DynbenchError` when the static kernels of `names` cannot be had."""

    def time(
        self, service: "RunService", rows: Sequence[DispatchTiming], dims: Sequence[int], options: TimingOptions,
        progress: Progress,
    ) -> list[DispatchTiming]:
        """`rows` with `static_times_us` (or `static_error`) filled in."""


class RunService:
    """Times the dispatches of an opened extract output (`ExtractOutput`: `api.Suite`, or a fleet
    worker's own), reading its manifest, modules, dims and selection; many sizes, many
    dispatches, no recompiles.

    `static_kernels` serves `flavour="static"`; without it only the dynamic kernels can be
    timed. `prepare()` checks (or loads) the module on the device before anything is timed; a
    fleet's parent plans and queries (host-only) but times nothing, and never calls it.
    """

    def __init__(self, opened: ExtractOutput, *, static_kernels: Optional[StaticKernels] = None):
        self.opened = opened
        self.static_kernels = static_kernels
        check_cpu(opened.manifest, opened.device, opened.directory)
        self._call_worker: Optional[CallWorker] = None
        self.prepared = False  # `prepare()` done: the module checked (or loaded) on the device
        self._vmfb_identity: Optional[tuple] = None  # the benchmarks.vmfb `prepare()` checked

    def prepare(self) -> "RunService":
        """Check the module before timing: on a CPU that runs the kernels, checked, not loaded
        (profiling rounds load it in their own process, and the runtime's import alone is 1 s
        of a small machine); on another device, loaded now, for the runtime's own reason if it
        cannot be."""
        if not self.prepared:
            opened = self.opened
            if _runs_on_this_cpu(opened.manifest, opened.device):
                self._vmfb_identity = file_identity(opened.layout.benchmarks_vmfb)
                check_benchmarks_module(opened.layout.benchmarks_vmfb, opened.manifest)
            else:
                opened.module  # noqa: B018 (loaded for its error)
            self.prepared = True
        return self

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
        self.prepare()
        check_flavours([flavour])
        if flavour == "static" and self.static_kernels is None:
            raise DynbenchError(f"{option('flavour')} static needs the static kernels of the tuner side (iree_dynbench.open wires them in)")
        selected = self.opened.select_dispatches(dispatches, filter)
        if dims is None:
            dims = self.opened.dims(inputs)
        else:
            dims = list(dims)
            check_assumed(self.opened.manifest, dims)
        if options.cache == "cold" and flavour == "static":
            raise DynbenchError(f"{option('cache', 'options.cache')} cold times the dynamic kernels only; drop {option('flavour')} static")
        if flavour == "static":
            self.static_kernels.check(self, [info.name for _, info in selected], dims)
        method = self.method(options, flavour)
        params = self.opened.queries.query(dims)
        rows, notes = None, []
        if flavour == "static" and options.method != "calls":
            notes.append(STATIC_BY_CALLS)
        llc_bytes = (
            last_level_cache_bytes(self.opened.device, self.opened.manifest.target_chip, options.cache_bytes)
            if options.cache == "cold" else 0
        )
        repeats: dict[tuple, int] = {}  # the calls method's N per kernel and parameters (`_same_work`)
        everything, timed = selected, _one_per_work(selected, params, options, llc_bytes)
        selected = [members[0] for members in timed.values()]
        if method == "profile":
            try:
                rows = self._time_profiled(selected, params, dims, options, llc_bytes, progress, notes)
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
        rows = _for_every_site(rows, everything, timed, params)
        if flavour == "static":
            rows = self.static_kernels.time(self, rows, dims, options, progress)
        opened = self.opened
        return RunResult(
            opened.directory, opened.device, opened.manifest.function, tuple(inputs_for(opened.manifest, dims)),
            tuple(dims), options, tuple(rows), opened.dim_names, flavour, method, tuple(notes),
            " ".join(p for p in (opened.manifest.target, opened.manifest.target_chip) if p),
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
        self, selected, params, dims, options: TimingOptions, llc_bytes: int, progress: Progress, notes: list[str],
    ) -> list[DispatchTiming]:
        """Every selected dispatch timed by HAL profiling (run/profiled.py), in one call per round
        (more where one profiling session cannot hold them all); `notes` is told when the rounds
        took far longer than the dispatches they timed (`_wall_note`)."""
        chosen = [
            Chosen(index, info.name, info.export,
                   cold_copies(info, params[index], llc_bytes) if options.cache == "cold" else 1,
                   len({b.resource for b in info.bindings}) or 1)
            for index, info in selected
        ]
        profiler = ProfileRunner(self.opened.layout.benchmarks_vmfb, self.opened.device, len(self.opened.manifest.dispatches),
                                 identity=self._vmfb_identity)
        timings = time_by_profile(profiler, dims, chosen, options, progress)
        timed_s = sum(statistics.fmean(t.times_us) * t.events for t in timings.values() if t.times_us) * 1e-6
        notes.extend(_wall_note(profiler.round_walls_s, timed_s, options))
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
            self._call_worker = CallWorker(self.opened.layout.benchmarks_vmfb, self.opened.manifest.to_json(), self.opened.device)
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


def _wall_note(walls_s: Sequence[float], timed_s: float, options: TimingOptions) -> list[str]:
    """A note where the profiling rounds' wall time dwarfs the dispatch time they timed: what
    `--max-time` (or `--min-time`) counts is the dispatches, not the buffers' zero-fill, the
    process start and the warm-ups around them each round."""
    wall = sum(walls_s)
    if wall < LONG_WALL_S or wall < WALL_OVER_TIMED * timed_s:
        return []
    limit = option("max-time", "options.max_time_s") if options.adaptive else option("min-time", "options.min_time_s")
    return [f"{len(walls_s)} profiling round(s) took {wall:.0f} s for {timed_s:.2g} s of timed dispatches: {limit} "
            f"counts the dispatches only; each round's process start, buffer zero-fills and warm-ups are outside it"]


LONG_WALL_S = 10.0  # rounds that took longer than this in all,
WALL_OVER_TIMED = 10  # and this many times their timed dispatches, get a note


def _one_per_work(selected, params, options: TimingOptions, llc_bytes: int) -> dict:
    """The selected call sites to time, each with those doing the same work (`_same_work`) as
    it: index -> (index, info) of every one. A 32-layer model's layers dispatch one kernel at
    the same sizes again and again; timed apart, their medians differ by noise only (up to 2x
    on a loaded machine), and the run takes as long again per layer. `options.each_site`:
    every site its own."""
    cold = options.cache == "cold"
    works = _works(selected, params, options.each_site, lambda info, p: cold_copies(info, p, llc_bytes) if cold else 1)
    return {members[0][0]: members for members in works}


def _works(selected, params, each_site: bool, copies=lambda info, params: 1) -> list[list]:
    """`selected` ((index, info) pairs) grouped by the work they do (`_same_work`, at `copies`
    buffer copies), in selection order; `each_site`: every site a work of its own."""
    groups: dict[tuple, list] = {}
    for index, info in selected:
        key = (index,) if each_site else _same_work(info, params[index], copies(info, params[index]))
        groups.setdefault(key, []).append((index, info))
    return list(groups.values())


def batches_by_work(selected, params, count: int, each_site: bool = False) -> list[list[int]]:
    """The indices of `selected` in at most `count` batches, dealt out a work at a time: the call
    sites doing the same work (`_same_work`) fall in one batch, whose run times that work once
    (`compare` times its batches between runs of the model; split by position, a layer's twins
    in other batches were timed again). `each_site`: a site is its own work."""
    works = _works(selected, params, each_site)
    batches: list[list[int]] = [[] for _ in range(min(count, len(works)))]
    for k, members in enumerate(works):
        batches[k % len(batches)].extend(index for index, _ in members)
    return [sorted(batch) for batch in batches]


def _for_every_site(rows: Sequence[DispatchTiming], everything, timed: dict, params) -> list[DispatchTiming]:
    """Each timed row, given to every call site of its work (`_one_per_work`), in selection order."""
    by_index = {row.index: row for row in rows}
    out: dict[int, DispatchTiming] = {}
    for first, members in timed.items():
        row = by_index[first]
        for index, info in members:
            out[index] = replace(
                row, index=index, name=info.name, export=info.export, params=params[index],
                problem=problem_size(params[index]), timed_for=len(members),
                timed_as="" if index == first else row.name,
            )
    return [out[index] for index, _ in everything]


def _same_work(info: DispatchInfo, params: DispatchParams, copies: int) -> tuple:
    """What makes two call sites' dispatches the same work: one kernel (export), the same
    workload, workgroups, push constants and binding sizes, cycled over as many buffer copies.
    Binding offsets are left out, and so are the push constants the kernel uses only as its
    views' byte offsets (`DispatchInfo.offset_constants`): a repeated layer's dispatch reads its
    slice of the model's arena (its KV cache) at another offset, and its benchmark allocates
    that much more."""
    constants = info.work_constants(params.push_constants)
    return (info.export, params.workload, params.workgroup_count, constants, params.binding_lengths, copies)


