"""Numbers for people: a time in the unit that keeps its digits, a rate with an SI prefix."""

from __future__ import annotations

from typing import Optional


def time_text(us: Optional[float]) -> str:
    """A time given in microseconds, in the unit that keeps three digits: 812 ns, 12.4 us, 3.02 ms."""
    if us is None or us != us:  # None or NaN
        return "-"
    for scale, unit in ((1e6, "s"), (1e3, "ms"), (1.0, "us"), (1e-3, "ns")):
        if us >= scale or unit == "ns":
            value = us / scale
            return f"{value:#.3g} {unit}" if value < 100 else f"{value:.0f} {unit}"
    raise AssertionError("unreachable")


def rate_text(value: Optional[float], unit: str) -> str:
    """A rate with an SI prefix: 12.3 GFLOP/s, 850 MB/s."""
    if value is None:
        return "-"
    for scale, prefix in ((1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= scale:
            return f"{value / scale:.3g} {prefix}{unit}"
    return f"{value:.3g} {unit}"
