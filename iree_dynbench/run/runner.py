"""`run`: time every dispatch benchmark of an extract output at any input sizes.

No recompilation: `__query_shapes` gives the dispatch parameters for the
requested sizes and `__set_input_dims` makes every benchmark function run at
them. Each benchmark function `<name>(i32 repeat)` allocates and zero-fills
its buffers, records `repeat` dispatches (with barriers) into one command
buffer, submits it and waits. That fixed cost per call is measured with
`repeat = 0` and subtracted, so

    time per dispatch = (T(N) - T(0)) / N

where N is calibrated so that one timed call lasts at least
`min_time_s / repetitions`. The library returns data; only the CLI renders.
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
from ..benchmarks import BenchmarkModule, DispatchParams, check_assumed, dims_or_default

Progress = Callable[[int, int, str], None]  # (done, total, dispatch name)

_MAX_REPEAT = 2**31 - 1  # the benchmark functions take an i32
_OVERHEAD_SAMPLES = 5
_OVERHEAD_FACTOR = 2.0  # a timed call lasts at least this many times its fixed cost
_MAX_CALIBRATION_STEPS = 30


@dataclass(frozen=True)
class TimingOptions:
    """How long to time each dispatch; `min_time_s` is spread over the repetitions."""

    min_time_s: float = 0.5
    repetitions: int = 5
    warmup_s: float = 0.05
    cache: str = "warm"  # or "cold": each repetition on its own copy of the buffers (cache_state.py)
    cache_bytes: Optional[int] = None  # the last-level cache "cold" outgrows (default: cache_state's for the device)

    def __post_init__(self) -> None:
        if self.cache_bytes is not None and self.cache_bytes <= 0:
            raise DynbenchError(f"--cache-bytes must be positive, got {self.cache_bytes}")
        if self.cache not in CACHE_STATES:
            raise DynbenchError(f"unknown cache state '{self.cache}' (states: {', '.join(CACHE_STATES)})")
        if not self.min_time_s > 0:
            raise DynbenchError(f"--min-time must be positive, got {self.min_time_s}")
        if self.repetitions < 1:
            raise DynbenchError(f"--repetitions must be at least 1, got {self.repetitions}")

    @property
    def target_s(self) -> float:
        """Time one timed call (N dispatches, overhead excluded) should last."""
        return self.min_time_s / self.repetitions


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
        self.module = BenchmarkModule(self.layout.benchmarks_vmfb, self.manifest, device=device)

    @property
    def dim_names(self) -> tuple[str, ...]:
        return tuple(d.name for d in self.manifest.input_dims)

    def dims(self, inputs: Sequence[str] = ()) -> list[int]:
        """Dynamic dims of `--inputs` (the extract sizes when none are given), checked."""
        return dims_or_default(self.manifest, inputs)

    def select_dispatches(self, names_or_indices: Sequence[str] = ()) -> list[tuple[int, DispatchInfo]]:
        """`--dispatch` values (name, export or index) -> (index, dispatch), in manifest order."""
        if not self.manifest.dispatches:
            raise DynbenchError(f"{self.directory}: no dispatch benchmarks were emitted")
        if not names_or_indices:
            return list(enumerate(self.manifest.dispatches))
        wanted = {self.manifest.dispatch(n).name for n in names_or_indices}
        return [(i, d) for i, d in enumerate(self.manifest.dispatches) if d.name in wanted]

    def run(
        self,
        inputs: Sequence[str] = (),
        dispatches: Sequence[str] = (),
        options: TimingOptions = TimingOptions(),
        progress: Progress = lambda done, total, name: None,
        *,
        dims: Optional[Sequence[int]] = None,
        flavour: str = "dynamic",
    ) -> RunResult:
        """Time the selected dispatches at `inputs` (or `dims`); `flavour="static"` adds the static kernels.

        Everything that can be checked (sizes, dispatches, the static flavour's
        prerequisites) is checked before anything is timed.
        """
        if flavour not in FLAVOURS:
            raise DynbenchError(f"unknown flavour '{flavour}' (flavours: {', '.join(FLAVOURS)})")
        if flavour == "static" and self.static_kernels is None:
            raise DynbenchError("--flavour static needs the static kernels of the tuner side (iree_dynbench.open wires them in)")
        selected = self.select_dispatches(dispatches)
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
        params = self.module.query(dims)
        self.module.select(dims)
        llc_bytes = (
            last_level_cache_bytes(self.device, self.manifest.target_chip, options.cache_bytes)
            if options.cache == "cold" else 0
        )
        rows = []
        for done, (index, info) in enumerate(selected):
            progress(done, len(selected), info.name)
            rows.append(self._time_one(index, info, params[index], options, llc_bytes))
        progress(len(selected), len(selected), "")
        if flavour == "static":
            rows = self.static_kernels.time(self, rows, dims, options, progress)
        return RunResult(
            self.directory, self.device, self.manifest.function, tuple(inputs_for(self.manifest, dims)),
            tuple(dims), options, tuple(rows), self.dim_names, flavour,
        )

    def _time_one(
        self, index: int, info: DispatchInfo, params: DispatchParams, options: TimingOptions, llc_bytes: int
    ) -> DispatchTiming:
        problem = problem_size(params)
        copies = cold_copies(info, params, llc_bytes) if options.cache == "cold" else 1
        try:
            self.module.set_buffer_copies(copies)
            timing = time_function(self.module.function(info.name), options)
        except Exception as e:  # a dispatch that fails is a failed row; the others still run
            return DispatchTiming(index, info.name, info.export, params, problem, error=row_error(e), buffer_copies=copies)
        finally:
            self.module.set_buffer_copies(1)
        return DispatchTiming(
            index, info.name, info.export, params, problem,
            timing.repeat, timing.times_us, timing.cpu_times_us, timing.overhead_us, buffer_copies=copies,
        )


@dataclass(frozen=True)
class FunctionTiming:
    """What `time_function` measured: per-dispatch times at a calibrated repeat count."""

    repeat: int  # dispatches per timed call (N)
    times_us: tuple[float, ...]  # wall time per dispatch, one per repetition
    cpu_times_us: tuple[float, ...]  # process CPU time per dispatch, one per repetition
    overhead_us: float  # wall time of one call with repeat 0, subtracted from each


def time_function(function: Callable[[int], object], options: TimingOptions) -> FunctionTiming:
    """Time a benchmark function `f(repeat)`: warm up, measure `f(0)`, calibrate N, time `f(N)`."""

    def call(n: int) -> tuple[float, float]:
        wall, cpu = time.perf_counter(), time.process_time()
        function(n)
        return time.perf_counter() - wall, time.process_time() - cpu

    deadline = time.perf_counter() + min(options.warmup_s, options.target_s)
    call(1)
    while time.perf_counter() < deadline:
        call(1)
    zero = [call(0) for _ in range(_OVERHEAD_SAMPLES)]
    overhead_s = min(w for w, _ in zero)
    overhead_cpu_s = min(c for _, c in zero)

    # A timed call lasts at least twice its fixed cost, which it subtracts
    # (cold caches: allocating and zero-filling every buffer copy).
    target = max(options.target_s, _OVERHEAD_FACTOR * overhead_s)
    n = 1
    for _ in range(_MAX_CALIBRATION_STEPS):
        net = call(n)[0] - overhead_s
        if net >= target or n >= _MAX_REPEAT:
            break
        grow = 10.0 if net < 0.1 * target else 1.2 * target / net
        n = min(_MAX_REPEAT, max(n + 1, math.ceil(n * grow)))

    times, cpu_times = [], []
    for _ in range(options.repetitions):
        wall, cpu = call(n)
        times.append(max(wall - overhead_s, 0.0) / n * 1e6)
        cpu_times.append(max(cpu - overhead_cpu_s, 0.0) / n * 1e6)
    return FunctionTiming(n, tuple(times), tuple(cpu_times), overhead_s * 1e6)


_RUNTIME_NOISE = re.compile(r"^(?:Error invoking function: )?(?:[\w./-]+\.c:\d+: )?")


def row_error(e: BaseException) -> str:
    """A failed dispatch's error for its row: the first line, without the runtime's
    invoker prefix, source location and `; while ...` context."""
    line = _RUNTIME_NOISE.sub("", first_line(e))
    return line.split("; while ")[0].rstrip("; ") or type(e).__name__
