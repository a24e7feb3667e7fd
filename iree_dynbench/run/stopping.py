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
    r = max(median_rank(n, confidence), 1)
    return x[r - 1], x[n - r]


# Past this many samples the binomial's normal approximation gives the rank: the exact sum
# would cost time quadratic in the samples (it is asked after every sample).
_EXACT_RANKS = 1000


def median_rank(n: int, confidence: float = _CONFIDENCE) -> int:
    """The rank r of `median_interval` for n samples (0: no interval). Exact in integers up to
    `_EXACT_RANKS` samples (no float power of two, which overflows past 1023), the normal
    approximation beyond (it is within one rank there)."""
    tail = (1.0 - confidence) / 2
    if n > _EXACT_RANKS:
        z = statistics.NormalDist().inv_cdf(1 - tail)
        return max(0, min(n // 2, math.floor((n - z * math.sqrt(n)) / 2)))
    log_tail, log_all = math.log(tail), n * math.log(2)
    r, count, term = 0, 0, 1  # term: C(n, r), count: P(B <= r) * 2^n, both exact
    while r < n // 2:
        count += term
        if math.log(count) - log_all > log_tail:
            break
        term = term * (n - r) // (r + 1)
        r += 1
    return r


def precise_enough(times: Sequence[float], repetitions: int, precision: float) -> bool:
    """At least `repetitions` samples and a median interval within `precision` (relative half-width)."""
    if len(times) < max(repetitions, 2):
        return False
    low, high = median_interval(times)
    median = statistics.median(times)
    return median > 0 and (high - low) / 2 <= precision * median
