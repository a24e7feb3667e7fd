"""`run`: time every dispatch benchmark of an extract output at any input sizes.

No recompilation: `__query_shapes` gives the dispatch parameters for the
requested sizes and `__set_input_dims` makes every benchmark function run at
them. Each benchmark function `<name>(i32 repeat)` records `repeat`
dispatches (with barriers) into one command buffer, submits it and waits, on
buffers the module keeps from call to call (allocated and zero-filled when a
dispatch's first call needs them, so its later calls pay neither). That
fixed cost per call is measured with `repeat = 0` and subtracted, so

    time per dispatch = (T(N) - T(0)) / N

Two ways to decide how much to time (`TimingOptions`):

- fixed effort (`min_time_s` given): N is calibrated so that one timed call
  lasts at least `min_time_s / repetitions`, and exactly `repetitions` calls
  are timed;
- adaptive (the default, `min_time_s=None`): short timed calls (N calibrated
  to `repetition_s`) are repeated until the distribution-free 95% confidence
  interval of their median is within `precision` of it (at least
  `repetitions` of them), or until `max_time_s` has been spent on the
  dispatch. A steady dispatch stops after a few milliseconds; a noisy one
  gets more samples, never more than the cap.

Calibration doubles as warm-up: its calls run the dispatch on the same
buffers just before the timed calls, so no separate warm-up time is spent
unless `warmup_s` asks for it. A run calibrates each kernel at each set of
parameters once: a call site identical to one timed before it (a repeated
layer) starts from that N, and is calibrated only if it falls short. When
either of the first two timed calls falls far short of the target (a
preempted calibration call read as a slow dispatch), N is calibrated again
from it and timing starts over. A timed call faster than every call of no
dispatch shows the fixed cost was sampled high: it is sampled again (and,
where it is cheap, after the first timed call), and times are taken against
the lowest; a call still faster measured noise, not the dispatch, and is no
sample (too many such calls are an error, never a time of zero).

The library returns data; only the CLI renders.
"""

from __future__ import annotations

import math
import re
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional, Protocol, Sequence

from ..manifest import open_output
from .cache_state import CACHE_STATES, cold_copies, last_level_cache_bytes
from ..errors import DynbenchError, first_line
from ..layout import FLAVOURS
from ..manifest import DispatchInfo, Manifest
from ..problem_size import ProblemSize, problem_size
from ..selection import select
from ..benchmarks import PROFILE_FUNCTION, BenchmarkModule, DispatchParams
from ..size_checks import check_assumed, dims_or_default
from .stopping import median_interval, precise_enough  # noqa: F401 (median_interval: re-exported)
from .options import (  # noqa: F401 (re-exported: where callers have always found them)
    MAX_CACHE_BYTES, MAX_MIN_TIME_S, MAX_REPETITIONS, MAX_ROUNDS, METHODS, Progress, TimingOptions,
)
from .profiled import Chosen, ProfileRunner, time_by_profile
from ..tools import ToolError


_MAX_REPEAT = 2**31 - 1  # the benchmark functions take an i32
_OVERHEAD_SAMPLES = 2  # before calibrating, and again after
_OVERHEAD_FACTOR = 2.0  # a timed call lasts at least this many times its fixed cost
_MAX_CALIBRATION_STEPS = 30
_MAX_GROWTH = 10.0  # of N from one calibration step to the next (more overshoots when T(0) is noisy)
_UNDERSHOOT = 0.25  # first timed calls this short of the target: calibrate again
_CALIBRATION_FRACTION = 0.0625  # calibrate on calls of this share of the target, then extrapolate
_MAX_REJECTED = 3  # timed calls faster than the fixed cost (noise), beyond one per repetition, before giving up
_RESAMPLE_BELOW = 0.25  # a fixed cost under this share of the target is sampled again after the first timed call
_MAX_RECALIBRATIONS = 6  # of N, from timed calls far short of the target (each grows N at most _MAX_GROWTH times)
_HINT_UNDERSHOOT = 0.8  # first timed calls at an N taken over from an identical dispatch this short: calibrate again
_EXTRAPOLATE = 1.05  # N extrapolated to the target aims this much above it (a timed call lasts at least the target)


@dataclass(frozen=True)
class DispatchTiming:
    """One dispatch at one set of sizes: times per dispatch, or why it failed."""

    index: int  # position in shapes.json `dispatches`
    name: str
    export: str
    params: Optional[DispatchParams]
    problem: Optional[ProblemSize]
    iterations: int = 0  # dispatches per timed call (N)
    times_us: tuple[float, ...] = ()  # wall time per dispatch, one per repetition
    cpu_times_us: tuple[float, ...] = ()  # process CPU time per dispatch, one per repetition
    overhead_us: float = 0.0  # the fixed cost of one call, T(0), subtracted above
    error: Optional[str] = None
    stopped_by: str = ""  # "precision", "max-time", "rounds" (adaptive; rounds: profile only) or "repetitions" (fixed effort)
    buffer_copies: int = 1  # copies of its buffers cycled through (> 1: timed with cold caches)
    # `run --flavour static`: the static-specialized kernel at the same sizes (see StaticKernels)
    static_times_us: tuple[float, ...] = ()
    static_error: Optional[str] = None

    @property
    def static_median_us(self) -> Optional[float]:
        return statistics.median(self.static_times_us) if self.static_times_us else None

    @property
    def dynamic_over_static(self) -> Optional[float]:
        """Dynamic / static median: the cost of dynamism at these sizes (> 1: the static kernel is faster)."""
        static = self.static_median_us
        return self.median_us / static if self.ok and static else None

    @property
    def ok(self) -> bool:
        return self.error is None and bool(self.times_us)

    @property
    def median_us(self) -> float:
        return statistics.median(self.times_us) if self.times_us else math.nan

    @property
    def min_us(self) -> float:
        return min(self.times_us) if self.times_us else math.nan

    @property
    def max_us(self) -> float:
        return max(self.times_us) if self.times_us else math.nan

    @property
    def mean_us(self) -> float:
        return statistics.fmean(self.times_us) if self.times_us else math.nan

    @property
    def stddev_us(self) -> float:
        return statistics.stdev(self.times_us) if len(self.times_us) > 1 else 0.0

    @property
    def cv(self) -> float:
        """Coefficient of variation (stddev / mean) of the repetitions."""
        mean = self.mean_us
        return self.stddev_us / mean if mean > 0 else math.nan

    @property
    def workgroups(self) -> int:
        return math.prod(self.params.workgroup_count) if self.params else 0

    @property
    def flops_per_s(self) -> Optional[float]:
        if not self.ok or self.problem is None or self.problem.flops is None or self.median_us <= 0:
            return None
        return self.problem.flops / (self.median_us * 1e-6)

    @property
    def bytes_per_s(self) -> Optional[float]:
        if not self.ok or self.problem is None or self.median_us <= 0:
            return None
        return self.problem.bytes / (self.median_us * 1e-6)


@dataclass(frozen=True)
class RunResult:
    directory: Path
    device: str
    function: str
    inputs: tuple[str, ...]
    dims: tuple[int, ...]
    options: TimingOptions
    rows: tuple[DispatchTiming, ...]
    dim_names: tuple[str, ...] = field(default=())
    flavour: str = "dynamic"  # "static": rows also carry the static-specialized kernels' times
    method: str = "calls"  # how the dispatches were timed: "profile" or "calls" (METHODS)
    notes: tuple[str, ...] = ()  # e.g. why profiling fell back to calls

    @property
    def total_median_us(self) -> float:
        """Sum of the medians of the dispatches that ran."""
        return sum(r.median_us for r in self.rows if r.ok)

    def share(self, row: DispatchTiming) -> Optional[float]:
        total = self.total_median_us
        return row.median_us / total if row.ok and total > 0 else None

    @property
    def failed(self) -> list[DispatchTiming]:
        return [r for r in self.rows if not r.ok]


def inputs_for(manifest: Manifest, dims: Sequence[int]) -> list[str]:
    """`--inputs` strings for the dynamic dims `dims` (in `input_dims` order)."""
    shapes = [list(t.dims) for t in manifest.inputs]
    if len(dims) != len(manifest.input_dims):
        raise DynbenchError(f"expected {len(manifest.input_dims)} dynamic dim(s), got {len(dims)}")
    for value, d in zip(dims, manifest.input_dims):
        shapes[d.input][d.dim] = value
    return ["x".join([*(str(v) for v in s), t.element_type]) for s, t in zip(shapes, manifest.inputs)]


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
    kernels can be timed.
    """

    def __init__(
        self, directory: Path | str, device: Optional[str] = None, *, static_kernels: Optional[StaticKernels] = None
    ):
        self.directory = Path(directory)
        self.layout, self.manifest = open_output(self.directory)
        self.device = device or self.manifest.device  # default: the device extract recorded
        self.static_kernels = static_kernels
        self.module = BenchmarkModule(self.layout.benchmarks_vmfb, self.manifest, device=self.device)

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
            raise DynbenchError("--flavour static needs the static kernels of the tuner side (iree_dynbench.open wires them in)")
        selected = self.select_dispatches(dispatches, filter)
        if dims is None:
            dims = self.dims(inputs)
        else:
            dims = list(dims)
            check_assumed(self.manifest, dims)
        if options.cache == "cold":
            if flavour == "static":
                raise DynbenchError("--cache cold times the dynamic kernels only; drop --flavour static")
            self.module.check_buffer_copies()
        if flavour == "static":
            self.static_kernels.check(self, [info.name for _, info in selected], dims)
        method = self.method(options, flavour)
        params = self.module.query(dims)
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
                    raise DynbenchError(f"--method profile: {first_line(e)}") from None
                method = "calls"
                notes.append(f"profiling failed ({first_line(e)}); timed with --method calls")
        if rows is None:
            self.module.select(dims)
            rows = []
            for done, (index, info) in enumerate(selected):
                progress(done, len(selected), info.name)
                rows.append(self._time_one(index, info, params[index], options, llc_bytes, repeats))
            progress(len(selected), len(selected), "")
        if flavour == "static":
            rows = self.static_kernels.time(self, rows, dims, options, progress)
        return RunResult(
            self.directory, self.device, self.manifest.function, tuple(inputs_for(self.manifest, dims)),
            tuple(dims), options, tuple(rows), self.dim_names, flavour, method, tuple(notes),
        )

    def method(self, options: TimingOptions, flavour: str = "dynamic") -> str:
        """The timing method `options.method` resolves to: "auto" profiles adaptive timing,
        and times by calls a fixed effort (`--min-time`: a profiling session holds 4096
        events, so minimum times of tiny dispatches take many rounds), the static flavour
        (its kernels are timed by calls, and both are held to one method) and extracts
        that predate `__profile`."""
        if options.method == "calls" or (options.method == "auto" and not options.adaptive):
            return "calls"
        if flavour == "static":
            if options.method == "profile":
                raise DynbenchError("--flavour static times by calls; drop --method profile")
            return "calls"
        if not self.module.has_profile:
            if options.method == "profile":
                raise DynbenchError(
                    f"{self.layout.benchmarks_vmfb}: no {PROFILE_FUNCTION} (extracted by an older dynbench); "
                    "extract again for --method profile"
                )
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

    def _time_one(
        self, index: int, info: DispatchInfo, params: DispatchParams, options: TimingOptions, llc_bytes: int,
        repeats: dict[tuple, int],
    ) -> DispatchTiming:
        """Time one dispatch by calls; `repeats` holds the N of the kernels timed so far in this run
        (by `_same_work`): an identical one starts from it instead of calibrating."""
        problem = problem_size(params)
        copies = cold_copies(info, params, llc_bytes) if options.cache == "cold" else 1
        work = _same_work(info, params, copies)
        try:
            self.module.set_buffer_copies(copies)
            timing = time_function(self.module.function(info.name), options, repeats.get(work))
            repeats[work] = timing.repeat
        except Exception as e:  # a dispatch that fails is a failed row; the others still run
            return DispatchTiming(index, info.name, info.export, params, problem, error=row_error(e), buffer_copies=copies)
        finally:
            self.module.set_buffer_copies(1)
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


@dataclass(frozen=True)
class FunctionTiming:
    """What `time_function` measured: per-dispatch times at a calibrated repeat count."""

    repeat: int  # dispatches per timed call (N)
    times_us: tuple[float, ...]  # wall time per dispatch, one per repetition
    cpu_times_us: tuple[float, ...]  # process CPU time per dispatch, one per repetition
    overhead_us: float  # wall time of one call with repeat 0, subtracted from each
    stopped_by: str = "repetitions"  # "precision", "max-time" (adaptive) or "repetitions" (fixed effort)


def time_function(
    function: Callable[[int], object], options: TimingOptions, repeat: Optional[int] = None
) -> FunctionTiming:
    """Time a benchmark function `f(repeat)`: measure `f(0)`, calibrate N (warming up), time `f(N)`.

    Fixed effort: `options.repetitions` timed calls. Adaptive: at least
    `options.repetitions` timed calls, then more until `precise_enough`, or
    until `options.max_time_s` has passed since the first call (calibration
    and overhead included). `repeat`: the N calibrated for the same work
    before (another call site of the kernel at the same parameters); timing
    starts from it, and N is calibrated again from the first timed calls if
    they fall short of `_HINT_UNDERSHOOT` of the target.
    """

    def call(n: int) -> tuple[float, float]:
        wall, cpu = time.perf_counter(), time.process_time()
        function(n)
        return time.perf_counter() - wall, time.process_time() - cpu

    start = time.perf_counter()
    if options.warmup_s > 0:
        deadline = start + min(options.warmup_s, options.target_s)
        while time.perf_counter() < deadline:
            call(1)
    # The fixed cost of a call: its minimum, sampled before calibrating (for
    # calibration; the first call also allocates and zero-fills the buffers)
    # and after it (calibration has warmed up the dispatch's buffers, so the
    # later samples are the steadier ones).
    zero = [call(0) for _ in range(_OVERHEAD_SAMPLES)]
    provisional_s = min(w for w, _ in zero)
    # A timed call lasts at least twice its fixed cost, which it subtracts.
    target = max(options.target_s, _OVERHEAD_FACTOR * provisional_s)
    if repeat:
        n, undershoot = min(_MAX_REPEAT, max(1, repeat)), _HINT_UNDERSHOOT
    else:
        n, undershoot = calibrate(call, provisional_s, target), _UNDERSHOOT
        zero.append(call(0))  # and, where cheap, another after the first timed call (below)
    overhead_s = min(w for w, _ in zero)
    overhead_cpu_s = min(c for _, c in zero)

    samples: list[tuple[float, float]] = []  # (wall, cpu) of each timed call at the current N

    def times() -> list[float]:  # per dispatch, against the fixed cost as now known
        return [(wall - overhead_s) / n * 1e6 for wall, _ in samples]

    stopped_by = "repetitions"
    recalibrations = rejected = 0
    while True:
        wall, cpu = call(n)
        if wall <= overhead_s:
            # Faster than every call that ran no dispatch: the fixed cost was sampled
            # high (a busy moment). Sample it again; while the call still reads
            # faster, it measured noise, not N dispatches, and is no sample.
            rejected += 1
            zero += [call(0) for _ in range(_OVERHEAD_SAMPLES)]
            overhead_s = min(w for w, _ in zero)
            overhead_cpu_s = min(c for _, c in zero)
            if wall <= overhead_s:
                if rejected > _MAX_REJECTED + options.repetitions:
                    raise DynbenchError(
                        f"{rejected} timed calls of {n} dispatch(es) each were faster than every call of none: "
                        "the fixed cost of a call varies more than the dispatches take (a busy machine?)"
                    )
                continue
        samples.append((wall, cpu))
        if len(samples) == 1 and overhead_s < _RESAMPLE_BELOW * target:
            # One more call of none, after the first timed call (cheap here: about 1%
            # of the timed work): a fixed cost sampled high at first (a busy moment)
            # would bias every time low.
            zero.append(call(0))
            overhead_s = min(overhead_s, zero[-1][0])
            overhead_cpu_s = min(overhead_cpu_s, zero[-1][1])
        nets = [w - overhead_s for w, _ in samples]
        if (len(samples) == min(2, options.repetitions) and min(nets) < undershoot * target
                and n < _MAX_REPEAT and recalibrations < _MAX_RECALIBRATIONS):
            # A first timed call fell far short of the target: calibration was
            # misled (a preempted calibration call reads as a slow dispatch), or
            # the N taken over was, and these calls would mostly time the fixed
            # cost. Calibrate again from it and start over. (The shortest: noise
            # only lengthens a call, so one preempted timed call must not hide a
            # short one.)
            grow = min(_MAX_GROWTH, _EXTRAPOLATE * target / max(min(nets), 1e-9))
            n = min(_MAX_REPEAT, max(n + 1, math.ceil(n * grow)))
            samples.clear()
            recalibrations += 1
            continue
        if not options.adaptive:
            if len(samples) >= options.repetitions:
                break
        elif precise_enough(times(), options.repetitions, options.precision):
            stopped_by = "precision"
            break
        elif len(samples) >= options.repetitions and time.perf_counter() - start >= options.max_time_s:
            stopped_by = "max-time"  # the cap, once the minimum of `repetitions` samples is in
            break
    cpu_times = [max(cpu - overhead_cpu_s, 0.0) / n * 1e6 for _, cpu in samples]
    return FunctionTiming(n, tuple(times()), tuple(cpu_times), overhead_s * 1e6, stopped_by)


def calibrate(call: Callable[[int], tuple[float, float]], overhead_s: float, target_s: float) -> int:
    """Repeat count N whose timed call lasts about `target_s` (overhead excluded).

    Grows N until a call lasts a fair share of the target, then extrapolates,
    so calibrating costs a fraction of one timed call (and warms up the
    dispatch on its buffers). The call it extrapolates from is taken twice and
    the shorter kept: one preemption on a busy machine must not pass for a
    slow dispatch.
    """
    accept_s = _CALIBRATION_FRACTION * target_s
    n = 1
    for _ in range(_MAX_CALIBRATION_STEPS):
        net = call(n)[0] - overhead_s
        if net >= accept_s:
            net = min(net, call(n)[0] - overhead_s)
        if net >= target_s or n >= _MAX_REPEAT:
            return n
        if net >= accept_s:
            return min(_MAX_REPEAT, max(n + 1, math.ceil(_EXTRAPOLATE * n * target_s / net)))
        grow = _MAX_GROWTH if net <= accept_s / _MAX_GROWTH else 1.2 * accept_s / net
        n = min(_MAX_REPEAT, max(n + 1, math.ceil(n * grow)))
    return n


_RUNTIME_NOISE = re.compile(r"^(?:Error invoking function: )?(?:[\w./-]+\.c:\d+: )?")


def row_error(e: BaseException) -> str:
    """A failed dispatch's error for its row: the first line, without the runtime's
    invoker prefix, source location and `; while ...` context."""
    line = _RUNTIME_NOISE.sub("", first_line(e))
    return line.split("; while ")[0].rstrip("; ") or type(e).__name__
