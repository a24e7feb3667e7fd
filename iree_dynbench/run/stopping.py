"""When an adaptive measurement may stop: the median of its repetitions is known well enough.

Shared by both timing methods (runner's `calls`, profiled's `profile`)."""

from __future__ import annotations

import math
import statistics
from typing import Sequence

_CONFIDENCE = 0.95  # of the median's interval


def median_interval(samples: Sequence[float], confidence: float = _CONFIDENCE) -> tuple[float, float]:
    """Distribution-free confidence interval of the median of `samples`.

    The order statistics x(r) and x(n+1-r) bracket the median with probability
    1 - 2 P(B < r), B ~ Binomial(n, 1/2); r is the largest rank with that at
    least `confidence`. With too few samples for any r, the whole range.
    """
    x = sorted(samples)
    n = len(x)
    tail, r, cdf = (1.0 - confidence) / 2, 0, 0.0
    while r < n // 2:
        cdf += math.comb(n, r) / 2.0**n  # P(B <= r)
        if cdf > tail:
            break
        r += 1
    r = max(r, 1)
    return x[r - 1], x[n - r]


def precise_enough(times: Sequence[float], repetitions: int, precision: float) -> bool:
    """At least `repetitions` samples and a median interval within `precision` (relative half-width)."""
    if len(times) < max(repetitions, 2):
        return False
    low, high = median_interval(times)
    median = statistics.median(times)
    return median > 0 and (high - low) / 2 <= precision * median
