"""What a run measured: a row per dispatch (`DispatchTiming`) and the run (`RunResult`).

Data only: the runner fills them, `render` shows them.
"""

from __future__ import annotations

import math
import re
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from ..benchmarks import DispatchParams
from ..errors import first_line
from ..problem_size import ProblemSize
from .options import TimingOptions


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
    # Identical work timed once (`RunService.run`): the call sites this timing stands for, and
    # the one timed where that is another ("": this one)
    timed_for: int = 1
    timed_as: str = ""
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
    target: str = ""  # what the kernels were compiled for: the backend and its chip ("llvm-cpu host")
    host: str = ""  # the machine that timed it (a fleet's worker records its own)
    worker: str = ""  # the fleet worker that timed it ("": the process that asked)

    @property
    def total_median_us(self) -> float:
        """Sum of the medians of the dispatches that ran."""
        return sum(r.median_us for r in self.rows if r.ok)

    def share(self, row: DispatchTiming) -> Optional[float]:
        total = self.total_median_us
        return row.median_us / total if row.ok and total > 0 else None

    @property
    def timings(self) -> int:
        """How many timings the rows hold: a call site doing another's work (`timed_as`) carries its times."""
        return sum(1 for r in self.rows if not r.timed_as)

    @property
    def failed(self) -> list[DispatchTiming]:
        return [r for r in self.rows if not r.ok]


_RUNTIME_NOISE = re.compile(r"^(?:Error invoking function: )?(?:[\w./-]+\.c:\d+: )?")


def row_error(e: BaseException) -> str:
    """A failed dispatch's error for its row: the first line, without the runtime's
    invoker prefix, source location and `; while ...` context."""
    line = _RUNTIME_NOISE.sub("", first_line(e))
    return line.split("; while ")[0].rstrip("; ") or type(e).__name__
