"""How long and how to time each dispatch (`TimingOptions`): what `run`, `sweep` and
`compare` take, and what the API's signatures name. Apart from `runner.py` so that
naming it loads nothing heavy (the runtime, numpy): `dynbench extract` imports the API.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from ..choices import Method
from ..errors import DynbenchError, option
from ..typed_fields import check_field_types
from .cache_state import CACHE_STATES

Progress = Callable[[int, int, str], None]  # (done, total, dispatch name)

MAX_MIN_TIME_S = 3600.0  # --min-time: an hour per dispatch
MAX_REPETITIONS = 10_000  # --repetitions: a fixed effort's rounds (profile) or calls grow with them
MAX_ROUNDS = 1000  # --rounds
MAX_CACHE_BYTES = 1 << 50  # --cache-bytes: no cache is a petabyte
DEFAULT_TOLERANCE = 0.05  # --device-tolerance: how far a fleet's worker may be off the others, or drift

# How a dispatch is timed: "profile", by the device's own per-dispatch events, every chosen
# dispatch in one `__profile` call (run/profiled.py); "calls", by the wall time of benchmark
# calls from Python, (T(N) - T(0)) / N (`time_function`); "auto", profile where it can.
METHODS = tuple(m.value for m in Method)


@dataclass(frozen=True)
class TimingOptions:
    """How long to time each dispatch.

    `min_time_s` given: fixed effort, `min_time_s` of timed dispatches spread
    over exactly `repetitions` timed calls. `min_time_s=None` (the default):
    adaptive, at least `repetitions` timed calls of about `repetition_s` each,
    until the median's confidence interval is within `precision` (relative
    half-width) or `max_time_s` has been spent on the dispatch.
    """

    min_time_s: Optional[float] = None
    repetitions: int = 5
    warmup_s: float = 0.0  # extra warm-up before calibrating (calibration itself warms up)
    cache: str = "warm"  # or "cold": each repetition on its own copy of the buffers (cache_state.py)
    cache_bytes: Optional[int] = None  # the last-level cache "cold" outgrows (default: cache_state's for the device)
    max_time_s: float = 0.2
    precision: float = 0.05
    repetition_s: float = 0.01
    method: str = "auto"  # "profile", "calls", or "auto": profile where it can (see `RunService.method`)
    max_rounds: int = 6  # adaptive profiling: `__profile` rounds at most (run/profiled.py)
    each_site: bool = False  # time every call site, also those doing another's work (`RunService.run`)

    def __post_init__(self) -> None:
        check_field_types(self)
        if self.cache_bytes is not None and not 0 < self.cache_bytes <= MAX_CACHE_BYTES:
            raise DynbenchError(f"{option('cache-bytes', 'options.cache_bytes')} must be positive and at most {MAX_CACHE_BYTES} (1 PiB), got {self.cache_bytes}")
        if self.cache not in CACHE_STATES:
            raise DynbenchError(f"unknown cache state '{self.cache}' (states: {', '.join(CACHE_STATES)})")
        if self.min_time_s is not None and not 0 < self.min_time_s <= MAX_MIN_TIME_S:  # also refuses nan and inf
            raise DynbenchError(f"{option('min-time', 'options.min_time_s')} must be positive and at most {MAX_MIN_TIME_S:g} seconds, got {self.min_time_s}")
        if not 1 <= self.repetitions <= MAX_REPETITIONS:
            raise DynbenchError(f"{option('repetitions', 'options.repetitions')} must be at least 1 and at most {MAX_REPETITIONS}, got {self.repetitions}")
        if not 0 <= self.warmup_s <= MAX_MIN_TIME_S:
            raise DynbenchError(f"warmup_s must be 0..{MAX_MIN_TIME_S:g} seconds, got {self.warmup_s}")
        if not 0 < self.max_time_s <= MAX_MIN_TIME_S:
            raise DynbenchError(f"{option('max-time', 'options.max_time_s')} must be positive and at most {MAX_MIN_TIME_S:g} seconds, got {self.max_time_s}")
        if not 0 < self.precision < 1:  # also refuses nan
            raise DynbenchError(f"{option('precision', 'options.precision')} must be between 0 and 1, got {self.precision}")
        if not 1 <= self.max_rounds <= MAX_ROUNDS:
            raise DynbenchError(f"{option('rounds', 'options.max_rounds')} must be at least 1 and at most {MAX_ROUNDS}, got {self.max_rounds}")
        if self.method not in METHODS:
            raise DynbenchError(f"unknown timing method '{self.method}' (methods: {', '.join(METHODS)})")
        if not 0 < self.repetition_s <= MAX_MIN_TIME_S:
            raise DynbenchError(f"repetition_s must be positive and at most {MAX_MIN_TIME_S:g} seconds, got {self.repetition_s}")

    @classmethod
    def chosen(
        cls, min_time_s: Optional[float] = None, repetitions: int = 5, *, max_time_s: Optional[float] = None,
        precision: Optional[float] = None, max_rounds: Optional[int] = None, **rest,
    ) -> "TimingOptions":
        """The options a user chose, where the adaptive rule's settings left out (None) keep their
        defaults: given with `min_time_s` (a fixed effort), they are refused, not ignored."""
        adaptive = {k: v for k, v in (("max_time_s", max_time_s), ("precision", precision), ("max_rounds", max_rounds))
                    if v is not None}
        if adaptive and min_time_s is not None:
            raise DynbenchError(
                f"{option('max-time', 'options.max_time_s')}, {option('precision', 'options.precision')} and "
                f"{option('rounds', 'options.max_rounds')} are for adaptive timing; drop "
                f"{option('min-time', 'options.min_time_s')} (fixed effort)"
            )
        return cls(min_time_s, repetitions, **rest, **adaptive)

    @property
    def adaptive(self) -> bool:
        return self.min_time_s is None

    @property
    def target_s(self) -> float:
        """Time one timed call (N dispatches, overhead excluded) should last. Adaptive: calls of
        `repetition_s`, shorter where `repetitions` of them would outlast `max_time_s` (the
        minimum of `repetitions` calls stays within the cap, up to each call's fixed cost)."""
        if self.min_time_s is None:
            return min(self.repetition_s, self.max_time_s / self.repetitions)
        return self.min_time_s / self.repetitions

    @property
    def budget_s(self) -> float:
        """Seconds of timed work per dispatch: `min_time_s`, or the adaptive cap."""
        return self.max_time_s if self.min_time_s is None else self.min_time_s


@dataclass(frozen=True)
class FleetOptions:
    """Where a sweep's or plan's items are timed: `devices` (`--device`, repeatable), `cpus`
    (`--cpus` core sets, each a pinned CPU worker), `ray` (`--ray auto|ADDRESS`: the same
    workers as Ray actors). None of them: this process, on the suite's device."""

    devices: tuple[str, ...] = ()
    cpus: tuple[str, ...] = ()
    ray: Optional[str] = None
    tolerance: float = DEFAULT_TOLERANCE  # --device-tolerance
    allow_mixed: bool = False  # --allow-mixed-devices

    def __post_init__(self) -> None:
        for name in ("devices", "cpus"):
            value = getattr(self, name)
            if isinstance(value, str) or not all(isinstance(v, str) for v in value):
                raise TypeError(f"FleetOptions.{name} must be a sequence of str")
            object.__setattr__(self, name, tuple(value))
        if not 0 < self.tolerance < 1:  # also refuses nan
            raise DynbenchError(f"{option('device-tolerance', 'fleet.tolerance')} must be between 0 and 1, got {self.tolerance}")

    @property
    def identity(self) -> dict:
        """What a checkpoint records of the fleet: times from other devices do not mix."""
        return {"devices": list(self.devices), "cpus": list(self.cpus), "ray": self.ray}

    @property
    def scaled(self) -> bool:
        """Whether this asks for workers (else the suite's own process times, on its device)."""
        return bool(self.devices or self.cpus) or self.ray is not None

