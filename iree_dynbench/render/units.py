"""Numbers for people: a time in the unit that keeps its digits, a rate with an SI prefix."""

from __future__ import annotations

import math
from typing import Optional


def time_text(us: Optional[float]) -> str:
    """A time in microseconds, in the unit that keeps 3 significant digits: `812 ns`, `6.82 us`,
    `138 us`, `457 ms`, `1.20 s`; `-` when there is none."""
    if us is None or not math.isfinite(us):
        return "-"
    units = (("ns", 1e-3), ("us", 1.0), ("ms", 1e3), ("s", 1e6))
    k = 0
    while k + 1 < len(units) and abs(us) >= units[k + 1][1]:
        k += 1
    while True:
        unit, scale = units[k]
        value = us / scale
        text = f"{value:.2f}" if abs(value) < 10 else f"{value:.1f}" if abs(value) < 100 else f"{value:.0f}"
        if abs(float(text)) < 1000 or k + 1 == len(units):
            return f"{text} {unit}"
        k += 1


def rate_text(value: Optional[float], unit: str) -> str:
    """A rate with an SI prefix: 12.3 GFLOP/s, 850 MB/s."""
    if value is None:
        return "-"
    for scale, prefix in ((1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= scale:
            return f"{value / scale:.3g} {prefix}{unit}"
    return f"{value:.3g} {unit}"
