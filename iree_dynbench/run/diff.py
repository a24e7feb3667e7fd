"""`diff BASE NEW`: did a change make some dispatch slower? Two result files, one verdict per dispatch.

Reads what `dynbench run` writes (`--json`: Google Benchmark JSON; `--format
json`: dynbench's own) and what stock `iree-benchmark-module
--benchmark_format=json` (or `--benchmark_out`) writes, so a CI job can time
either way. Per dispatch it compares the repetitions of the two runs:

- the ratio NEW/BASE of the medians (> 1: NEW is slower), and its 95% interval
  (a percentile bootstrap over both runs' repetitions, seeded: the same files
  give the same interval);
- a Mann-Whitney U test (two-sided, scipy) over the repetitions, which assumes
  no distribution; with fewer than `MIN_REPETITIONS` a side it is not done
  ("n/a") and the ratio alone decides;
- the geometric mean of the ratios over the dispatches both runs timed.

A dispatch is `slower` when the test says so (p < alpha) and the whole interval
lies beyond the threshold widened by the noise both runs measured (`limit`:
threshold + CV of BASE + CV of NEW): two runs of one build on a busy machine
differ by more than their repetitions spread, and a change must show beyond
that. `faster` mirrors it. With fewer than `MIN_REPETITIONS` a side there is
neither a test nor an interval worth the name: the ratio alone decides.
`regressions` (slower, or failed in NEW) is what `dynbench diff` turns into exit status 1.

Two runs at different sizes compare different work: a `DynbenchError`. So are two
runs that differ in how they were timed or what they ran on (method, device,
cache state, target and chip, dynbench or IREE version): the diff would measure
that difference, not the change; `allow_mismatch` compares them anyway, and the
result says what differs. Stock JSON carries none of these; its benchmarks are
paired by name, with a note that says so.
"""

from __future__ import annotations

import json
import math
import random
import re
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from ..errors import DynbenchError, option
from ..passes.values import ValueEnum
from ..typed_fields import check_kind
from ..machine import busy

MIN_REPETITIONS = 3  # a side, for the U test
BOOTSTRAP = 2000  # resamples for a ratio's interval
CONFIDENCE = 0.95
DEFAULT_THRESHOLD = 1.10
DEFAULT_ALPHA = 0.05


class Producer(ValueEnum):
    """How a results file was written (`BenchmarkFile.kind`; diff's JSON writes its value)."""

    DYNBENCH_JSON = "dynbench run --format json"
    DYNBENCH_GBENCH = "dynbench run --json"
    STOCK_GBENCH = "stock Google Benchmark JSON"


DYNBENCH_JSON, DYNBENCH_GBENCH, STOCK_GBENCH = Producer.DYNBENCH_JSON, Producer.DYNBENCH_GBENCH, Producer.STOCK_GBENCH

# Verdicts of a dispatch.
SLOWER, FASTER, UNCHANGED, NOISY = "slower", "faster", "unchanged", "not significant"
FAILED_IN_BASE, FAILED_IN_NEW = "failed in BASE", "failed in NEW"
ONLY_IN_BASE, ONLY_IN_NEW = "only in BASE", "only in NEW"
UNPAIRED_TEST = "p < {alpha:g} and the ratio's 95% interval beyond {threshold:g} + both runs' CVs"

_UNIT_US = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}
# Google Benchmark's run modifiers, which say how a benchmark was timed, not what it times.
_MODIFIER = re.compile(
    r"/(?:process_time|real_time|manual_time|threads:\d+|iterations:\d+|repeats:\d+|min_time:[^/]+|min_warmup_time:[^/]+)$"
)


@dataclass(frozen=True)
class Measurement:
    """One benchmark of a results file: its repetitions, in microseconds per dispatch."""

    name: str  # the pairing key: the dispatch's benchmark name, without sizes, `BM_` or run modifiers
    times_us: tuple[float, ...] = ()  # wall time, one per repetition
    error: Optional[str] = None

    @property
    def ok(self) -> bool:
        return self.error is None and bool(self.times_us)

    @property
    def median_us(self) -> Optional[float]:
        return statistics.median(self.times_us) if self.ok else None


@dataclass(frozen=True)
class BenchmarkFile:
    """A results file, read: who wrote it, at which sizes, and its benchmarks in file order."""

    path: Path
    kind: Producer
    sizes: Optional[dict[str, int]]  # dynamic input dim -> value; None: the file does not say
    device: Optional[str]
    cache: Optional[str]
    benchmarks: tuple[Measurement, ...]
    load_avg: Optional[float] = None  # 1-minute load average when the run started (Google Benchmark `context`)
    num_cpus: Optional[int] = None
    method: Optional[str] = None  # how it was timed ("profile", "calls"); None: not recorded
    target: Optional[str] = None  # backend and chip ("llvm-cpu host")
    versions: Optional[dict[str, str]] = None  # dynbench's and IREE's

    @property
    def loaded(self) -> bool:
        """More runnable processes than half the CPUs: the times are those of a busy machine."""
        return busy(self.load_avg, self.num_cpus)

    @property
    def sizes_text(self) -> str:
        if self.sizes is None:
            return "unknown sizes"
        return " ".join(f"{k}={v}" for k, v in self.sizes.items()) or "static sizes"


@dataclass(frozen=True)
class DispatchDiff:
    """One dispatch in both runs (or in one of them)."""

    index: int  # position in the table: BASE's order, then what only NEW has
    name: str
    base: Optional[Measurement]
    new: Optional[Measurement]
    ratio: Optional[float]  # NEW / BASE of the medians
    p_value: Optional[float]  # Mann-Whitney U, two-sided; None: not done (too few repetitions, or no pair)
    verdict: str
    interval: Optional[tuple[float, float]] = None  # 95% interval of `ratio`
    limit: Optional[float] = None  # the threshold widened by both runs' CVs: what the interval must clear

    @property
    def base_median_us(self) -> Optional[float]:
        return self.base.median_us if self.base else None

    @property
    def new_median_us(self) -> Optional[float]:
        return self.new.median_us if self.new else None

    @property
    def regression(self) -> bool:
        return self.verdict in (SLOWER, FAILED_IN_NEW)


@dataclass(frozen=True)
class Diff:
    base: BenchmarkFile
    new: BenchmarkFile
    rows: tuple[DispatchDiff, ...]
    threshold: float
    alpha: float
    notes: tuple[str, ...]  # what the reader should know: pairing by name, a busy machine, ...
    mismatches: tuple[str, ...] = ()  # how BASE and NEW were timed differently (compared with allow_mismatch)
    test: str = UNPAIRED_TEST  # the rule a verdict follows, for the caption (`paired` judges pairs)

    @property
    def ratios(self) -> list[float]:
        return [r.ratio for r in self.rows if r.ratio is not None]

    @property
    def geomean_ratio(self) -> Optional[float]:
        """Geometric mean of NEW/BASE over the dispatches both runs timed."""
        ratios = [r for r in self.ratios if r > 0]
        return math.exp(statistics.fmean(math.log(r) for r in ratios)) if ratios else None

    @property
    def regressions(self) -> list[DispatchDiff]:
        return [r for r in self.rows if r.regression]

    def count(self, verdict: str) -> int:
        return sum(r.verdict == verdict for r in self.rows)


def diff(
    base: Path | str | BenchmarkFile,
    new: Path | str | BenchmarkFile,
    *,
    threshold: float = DEFAULT_THRESHOLD,
    alpha: float = DEFAULT_ALPHA,
    allow_mismatch: bool = False,
) -> Diff:
    """Compare NEW against BASE, dispatch by dispatch (files are read with `load`)."""
    check_threshold(threshold, alpha)
    base_file = base if isinstance(base, BenchmarkFile) else load(base)
    new_file = new if isinstance(new, BenchmarkFile) else load(new)
    notes = _check_comparable(base_file, new_file)
    mismatches = _mismatches(base_file, new_file)
    if mismatches and not allow_mismatch:
        raise DynbenchError(
            f"BASE and NEW differ in {'; '.join(mismatches)}: the diff would measure that, not the change; "
            f"time both alike, or compare anyway with {option('allow-mismatch')}"
        )
    new_by_name = {m.name: m for m in new_file.benchmarks}
    base_names = {m.name for m in base_file.benchmarks}
    if not base_names & set(new_by_name):
        raise DynbenchError(
            f"{base_file.path} and {new_file.path} have no benchmark in common "
            f"(e.g. {base_file.benchmarks[0].name} and {new_file.benchmarks[0].name})"
        )
    rows = [_compare(k, m, new_by_name.get(m.name), threshold, alpha) for k, m in enumerate(base_file.benchmarks)]
    rows += [
        DispatchDiff(len(rows) + k, m.name, None, m, None, None, ONLY_IN_NEW)
        for k, m in enumerate(m for m in new_file.benchmarks if m.name not in base_names)
    ]
    counts = [
        (len(r.base.times_us), len(r.new.times_us)) for r in rows if r.base and r.new and r.base.ok and r.new.ok
    ]
    if counts and all(min(c) < MIN_REPETITIONS for c in counts):
        notes.append(
            f"fewer than {MIN_REPETITIONS} repetitions a side: no significance test, the ratio alone decides "
            "(time each with 5 or more repetitions)"
        )
    elif counts and min(_smallest_p(*c) for c in counts if min(c) >= MIN_REPETITIONS) >= alpha:
        notes.append(
            f"with {min(min(c) for c in counts)} repetitions a side no difference can reach p < {alpha:g}: "
            "time each with more repetitions"
        )
    lost = [r.name for r in rows if r.verdict == ONLY_IN_BASE]
    if lost:
        notes.append(
            f"{len(lost)} dispatch(es) of BASE are not in NEW (not judged; a narrower selection "
            f"of dispatches, or a kernel the change removed): {', '.join(lost[:3])}{' ...' if len(lost) > 3 else ''}"
        )
    return Diff(base_file, new_file, tuple(rows), threshold, alpha, tuple(notes), tuple(mismatches))


def check_threshold(threshold: float, alpha: float) -> None:
    """A verdict's threshold (a ratio) and significance level, as `diff` and `ab` take them."""
    check_kind("threshold", threshold, "float")
    check_kind("alpha", alpha, "float")
    if not (math.isfinite(threshold) and threshold >= 1.0):
        raise DynbenchError(f"{option('threshold')} is a ratio of at least 1 (1.10: 10% slower), got {threshold}")
    if not 0.0 < alpha < 1.0:
        raise DynbenchError(f"{option('alpha')} is a significance level between 0 and 1, got {alpha}")


def _mismatches(base: BenchmarkFile, new: BenchmarkFile) -> list[str]:
    """What differs in how BASE and NEW were timed, where both files say (`what (BASE vs NEW)`)."""
    found = []
    base_versions, new_versions = base.versions or {}, new.versions or {}
    for what, a, b in (
        ("method", base.method, new.method), ("device", base.device, new.device), ("caches", base.cache, new.cache),
        ("target", base.target, new.target),
        ("dynbench version", base_versions.get("dynbench"), new_versions.get("dynbench")),
        ("IREE version", base_versions.get("iree"), new_versions.get("iree")),
    ):
        if a is not None and b is not None and a != b:
            found.append(f"{what} ({a} vs {b})")
    return found


def _check_comparable(base: BenchmarkFile, new: BenchmarkFile) -> list[str]:
    """Different sizes are an error; what else differs becomes a note."""
    notes = []
    if base.sizes is not None and new.sizes is not None and base.sizes != new.sizes:
        raise DynbenchError(
            f"BASE and NEW ran at different sizes ({base.sizes_text} vs {new.sizes_text}): "
            f"time both at the same {option('inputs')}"
        )
    for which, f in (("BASE", base), ("NEW", new)):
        if f.sizes is None:
            notes.append(f"{which} ({f.kind}) carries no sizes: its benchmarks are paired by name")
    for which, f in (("BASE", base), ("NEW", new)):
        if f.loaded:
            notes.append(
                f"{which} ran at load average {f.load_avg:.1f} on {f.num_cpus} CPU(s): other work shares the "
                "machine, and the test cannot tell its noise from a change"
            )
    return notes


def _compare(
    index: int, base: Measurement, new: Optional[Measurement], threshold: float, alpha: float
) -> DispatchDiff:
    if new is None:
        return DispatchDiff(index, base.name, base, None, None, None, ONLY_IN_BASE)
    if not new.ok:
        return DispatchDiff(index, base.name, base, new, None, None, FAILED_IN_NEW)
    if not base.ok:
        return DispatchDiff(index, base.name, base, new, None, None, FAILED_IN_BASE)
    ratio = new.median_us / base.median_us if base.median_us > 0 else math.inf
    p_value = u_test(base.times_us, new.times_us)
    interval = ratio_interval(base.times_us, new.times_us)
    limit = threshold + _cv(base.times_us) + _cv(new.times_us)
    if p_value is None:  # too few repetitions for a test, or an interval: the ratio alone decides
        slower, faster = ratio > threshold, ratio < 1.0 / threshold
    else:
        slower = p_value < alpha and interval[0] > limit
        faster = p_value < alpha and interval[1] < 1.0 / limit
    return DispatchDiff(index, base.name, base, new, ratio, p_value, verdict(ratio, threshold, slower, faster),
                        interval, limit)


def verdict(ratio: float, threshold: float, slower: bool, faster: bool) -> str:
    """A ratio past the threshold is a change when its evidence (`slower`, `faster`) holds,
    else not significant; within it, unchanged."""
    if ratio > threshold:
        return SLOWER if slower else NOISY
    if ratio < 1.0 / threshold:
        return FASTER if faster else NOISY
    return UNCHANGED


def ratio_interval(base: tuple[float, ...], new: tuple[float, ...]) -> tuple[float, float]:
    """The 95% percentile-bootstrap interval of median(NEW) / median(BASE), seeded by the data
    (the same files give the same interval); one repetition a side: the ratio itself."""
    if len(base) < 2 and len(new) < 2:
        ratio = statistics.median(new) / statistics.median(base)
        return ratio, ratio
    rng = random.Random(hash((tuple(base), tuple(new))) & 0xFFFFFFFF)
    ratios = sorted(
        statistics.median(rng.choices(new, k=len(new))) / statistics.median(rng.choices(base, k=len(base)))
        for _ in range(BOOTSTRAP)
    )
    tail = (1.0 - CONFIDENCE) / 2
    return ratios[int(tail * BOOTSTRAP)], ratios[min(BOOTSTRAP - 1, int((1.0 - tail) * BOOTSTRAP))]


def _cv(times: tuple[float, ...]) -> float:
    """Coefficient of variation of a run's repetitions (0 with one)."""
    if len(times) < 2:
        return 0.0
    mean = statistics.fmean(times)
    return statistics.stdev(times) / mean if mean > 0 else 0.0


def u_test(base: tuple[float, ...], new: tuple[float, ...]) -> Optional[float]:
    """Two-sided Mann-Whitney U p-value, or None with fewer than `MIN_REPETITIONS` a side."""
    if min(len(base), len(new)) < MIN_REPETITIONS:
        return None
    from scipy.stats import mannwhitneyu

    if len(set(base) | set(new)) == 1:  # all equal: no evidence of a difference (scipy warns)
        return 1.0
    return float(mannwhitneyu(new, base, alternative="two-sided").pvalue)


def _smallest_p(n: int, m: int) -> float:
    """The smallest two-sided exact p-value the U test can give for `n` and `m` samples (complete separation)."""
    return min(1.0, 2.0 / math.comb(n + m, n))


# --- reading results files ---------------------------------------------------


_READS = "expected Google Benchmark JSON or dynbench run --format json"
MAX_RESULTS_BYTES = 1 << 30  # a run of 100,000 dispatches at 100 repetitions is a few hundred MiB
# A time outside these bounds (microseconds, after its unit) is no measurement: under a
# picosecond no clock reads, past 30 years no run lasts; their ratios would leave a float.
MIN_TIME_US, MAX_TIME_US = 1e-6, 1e15


def load(path: Path | str) -> BenchmarkFile:
    """Read a results file of `dynbench run` (`--json` or `--format json`) or of stock
    `iree-benchmark-module` (`--benchmark_format=json`, `--benchmark_out`)."""
    path = Path(path)
    try:
        if path.exists() and not path.is_dir() and not path.is_file():  # /dev/zero, a FIFO: no end, or none yet
            raise DynbenchError(f"{path}: not a regular file, not a results file")
        if path.is_file() and path.stat().st_size > MAX_RESULTS_BYTES:
            raise DynbenchError(f"{path}: larger than {MAX_RESULTS_BYTES // 2**20} MiB, not a results file")
        text = path.read_text()
    except FileNotFoundError:
        raise DynbenchError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise DynbenchError(f"{path}: is a directory, not a results file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise DynbenchError(f"{path}: cannot read it ({getattr(e, 'strerror', None) or e})") from None
    try:
        data = json.loads(text)
    except ValueError as e:
        raise DynbenchError(f"{path}: not JSON ({e})") from None
    except RecursionError:
        raise DynbenchError(f"{path}: not a results file (JSON nested too deep)") from None
    kind = data.get("kind") if isinstance(data, dict) else None
    if isinstance(kind, str):  # dynbench's other files say what they are (a plan, a shape list, ...)
        raise DynbenchError(f"{path}: a dynbench {kind} file, not a results file ({_READS})")
    try:
        if isinstance(data, dict) and isinstance(data.get("benchmarks"), list):
            result = _from_gbench(path, data)
        elif isinstance(data, dict) and isinstance(data.get("dispatches"), list) and all(
            isinstance(d, dict) and "dispatch" in d for d in data["dispatches"]
        ):
            result = _from_dynbench(path, data)
        else:
            result = None
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as e:
        raise DynbenchError(f"{path}: a benchmark record is malformed ({type(e).__name__}: {e})") from None
    if result is None:
        raise DynbenchError(f"{path}: not a results file ({_READS})")
    if not result.benchmarks:
        raise DynbenchError(f"{path}: holds no benchmarks")
    return result


def _from_dynbench(path: Path, data: dict[str, Any]) -> BenchmarkFile:
    rows = []
    for d in data["dispatches"]:
        failed = d.get("status") != "ok"
        rows.append(Measurement(
            str(d["dispatch"]),
            () if failed else tuple(_time(t, 1.0) for t in d["times_us"]),
            (d.get("error") or "failed") if failed else None,
        ))
    load, cpus = data.get("load_avg"), data.get("num_cpus")
    return BenchmarkFile(
        path, DYNBENCH_JSON, _sizes(data.get("dims")), data.get("device"), data.get("cache"), tuple(rows),
        float(load) if isinstance(load, (int, float)) else None, _cpus(cpus), *_provenance(data),
    )


def _provenance(data: dict[str, Any]) -> tuple[Optional[str], Optional[str], Optional[dict[str, str]]]:
    """Method, target and versions as a dynbench results file records them (None where not)."""
    versions = data.get("versions")
    versions = {str(k): str(v) for k, v in versions.items()} if isinstance(versions, dict) else None
    method, target = data.get("method"), data.get("target")
    return (str(method) if isinstance(method, str) else None, str(target) if isinstance(target, str) else None,
            versions)


def _from_gbench(path: Path, data: dict[str, Any]) -> BenchmarkFile:
    context = data.get("context", {})
    if not isinstance(context, dict):
        raise DynbenchError(f"{path}: its \"context\" is not a JSON object, as Google Benchmark writes it; not a results file")
    ours = context.get("dynbench") if isinstance(context.get("dynbench"), dict) else None
    sizes = _sizes(ours.get("dims")) if ours is not None else None
    size_suffix = "".join(f"/{v}" for v in sizes.values()) if sizes else ""

    def key(b: dict[str, Any]) -> str:
        name = str(b.get("run_name") or b["name"])
        if ours is not None:
            return name[: -len(size_suffix)] if size_suffix and name.endswith(size_suffix) else name
        while True:
            stripped = _MODIFIER.sub("", name)
            if stripped == name:
                break
            name = stripped
        return name[3:] if name.startswith("BM_") else name

    iterations: dict[str, list[float]] = {}
    medians: dict[str, float] = {}
    errors: dict[str, str] = {}
    for b in data["benchmarks"]:
        name = key(b)
        iterations.setdefault(name, [])
        if b.get("error_occurred"):
            errors[name] = str(b.get("error_message") or "failed")
            continue
        if b.get("skipped") or "real_time" not in b:
            continue
        # Only the repetitions and their median are read (a spread of 0, as `stddev` reads when
        # every repetition read the same time, is no time to refuse)
        if b.get("run_type", "iteration") == "iteration":
            iterations[name].append(_time(b["real_time"], _unit(b.get("time_unit", "ns"))))
        elif b.get("aggregate_name") == "median":
            medians[name] = _time(b["real_time"], _unit(b.get("time_unit", "ns")))
    rows = []
    for name, times in iterations.items():
        if name in errors:
            rows.append(Measurement(name, (), errors[name]))
        else:  # --benchmark_report_aggregates_only: the median is the one sample there is
            rows.append(Measurement(name, tuple(times) or ((medians[name],) if name in medians else ())))
    kind = DYNBENCH_GBENCH if ours is not None else STOCK_GBENCH
    load = context.get("load_avg")
    cpus = context.get("num_cpus")
    return BenchmarkFile(
        path, kind, sizes, ours.get("device") if ours else None, ours.get("cache") if ours else None, tuple(rows),
        float(load[0]) if isinstance(load, list) and load else None, _cpus(cpus),
        *(_provenance(ours) if ours else (None, None, None)),
    )


def _time(value: Any, us_per_unit: float) -> float:
    """A time from a results file in `us_per_unit`, in microseconds: a positive finite number
    within `MIN_TIME_US`..`MAX_TIME_US` (a zero, negative, NaN, infinite or absurd time is no
    measurement: ratios and their geometric mean would mean nothing)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"time {value!r} is not a number")
    time = float(value)  # OverflowError past a double
    if not math.isfinite(time) or time <= 0:
        raise ValueError(f"time {value!r} is not a positive finite number")
    us = time * us_per_unit
    if not MIN_TIME_US <= us <= MAX_TIME_US:
        raise ValueError(f"time {value!r} ({us:g} us) is outside {MIN_TIME_US:g}..{MAX_TIME_US:g} us")
    return us


def _cpus(value: Any) -> Optional[int]:
    """A results file's `num_cpus`: a CPU count, or None where it holds none."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1 << 20:
        raise ValueError(f"num_cpus {value!r} is not a number of CPUs")
    return value


def _unit(unit: str) -> float:
    if unit not in _UNIT_US:
        raise ValueError(f"unknown time_unit '{unit}'")
    return _UNIT_US[unit]


def _sizes(dims: Any) -> Optional[dict[str, int]]:
    return {str(k): int(v) for k, v in dims.items()} if isinstance(dims, dict) else None
