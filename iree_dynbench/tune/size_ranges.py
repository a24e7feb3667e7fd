"""A problem's traffic split into size ranges, each served by the configuration that wins there.

A dynamic kernel serves every size with one configuration, but the best tiles at M = 2 and at
M = 2048 differ. IREE 3.13 can build one export per size range (`iree_codegen.specialization_ranges`,
`specialization_spec`) and a tuning spec can configure each on its own (`tuning_spec`, an entry
per range). This module decides the ranges, from numbers only (no IR, no compiler):

- `sample_points`: the size sets to time candidates at, spread over the traffic's distribution of
  the ranged loop: one in each of its modes (`traffic_modes`), so a mode most requests are in is
  sampled even where a heavier one holds most of the time, then at weighted quantiles.
- `split_ranges`: from the per-size winners (which configuration beat the default there, paired,
  with its interval), at most `max_ranges` ranges along one dynamic loop. In order: a winner
  whose interval reaches 1 is the default (not faster beyond noise); adjacent sizes with the
  same winner are one range; adjacent ranges whose winners' intervals overlap are one (within
  noise of each other: the heavier range's winner kept); a range holding less than `min_share`
  of the traffic's time joins its heavier neighbour (a range of 0.5% of the time is not worth a
  variant); then, while there are too many, the range whose gain (share x (1 - ratio)) is least
  joins its neighbour. A boundary between two sampled sizes a < b lies at their geometric mean
  (tile preferences change with the size's magnitude). The first range has no lower bound and
  the last no upper one, so every size falls in a range.
- Divisibility the traffic holds in a range (sequence lengths padded to 16 or 64) is kept as the
  range's `udiv` on each dynamic loop (the largest power of two dividing every value, from
  `MIN_UDIV`): a size that breaks it is served by the fallback export.

A range whose winner is None needs no variant: the fallback (IREE's default) serves it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Optional, Sequence

MIN_SHARE = 0.05  # a range with less of the traffic's time is merged into a neighbour
MIN_UDIV = 8  # divisibility below this is not kept (no vector tile gains from it)
MAX_UDIV = 64


@dataclass(frozen=True)
class TrafficPoint:
    """One size set's use of the problem: its dynamic loops' sizes and its time in the traffic."""

    values: tuple[int, ...]  # per dynamic loop of the problem, in loop order
    weight: float  # time in the traffic (count x median), any unit
    size_set: tuple[str, ...] = ()  # the size set that gives it (`2x64xi64`, ...), to time it again


@dataclass(frozen=True)
class Sample:
    """What won at one sampled size: a candidate faster than the default beyond noise, paired."""

    values: tuple[int, ...]
    winner: Optional[str]  # the configuration's name; None: the default
    ratio: float = 1.0  # the winner's time over the default's
    low: float = 1.0  # the ratio's interval
    high: float = 1.0


@dataclass(frozen=True)
class LoopBounds:
    """An `#util.int.assumption` on one loop: `umin`/`umax` (None: unbounded), `udiv`."""

    umin: Optional[int] = None
    umax: Optional[int] = None
    udiv: int = 1

    def holds(self, value: int) -> bool:
        return ((self.umin is None or value >= self.umin) and (self.umax is None or value <= self.umax)
                and value % self.udiv == 0)

    @property
    def constrains(self) -> bool:
        return self.umin is not None or self.umax is not None or self.udiv > 1


@dataclass(frozen=True)
class SizeRange:
    bounds: tuple[LoopBounds, ...]  # per dynamic loop
    winner: Optional[str]  # None: the fallback (IREE's default) serves it, no variant
    share: float  # of the problem's traffic time
    ratio: float = 1.0  # the winner's, its samples' geometric mean weighted by the traffic
    low: float = 1.0
    high: float = 1.0

    def holds(self, values: Sequence[int]) -> bool:
        return all(b.holds(v) for b, v in zip(self.bounds, values))

    @property
    def gain(self) -> float:
        return self.share * (1.0 - self.ratio) if self.winner is not None else 0.0


def ranged_loop(traffic: Sequence[TrafficPoint]) -> int:
    """The dynamic loop to split along: the one whose values spread most (log max / min), weighted
    ties broken by the first."""
    if not traffic or not traffic[0].values:
        raise ValueError("no dynamic loop to split along")
    spreads = []
    for loop in range(len(traffic[0].values)):
        values = [max(1, p.values[loop]) for p in traffic]
        spreads.append(math.log(max(values) / min(values)))
    return max(range(len(spreads)), key=lambda n: (spreads[n], -n))


def sample_points(traffic: Sequence[TrafficPoint], count: int, loop: int = 0, modes: int = 1) -> list[TrafficPoint]:
    """At most `count` points to time at, spread over the traffic's time along `loop`: first the
    weighted median of each of its at most `modes` modes (`traffic_modes`, heaviest first: a mode
    of short interactive requests holding 8% of the time is sampled though the quantiles would all
    fall in the batch mode), then at the weighted quantiles (n + 0.5) / count; at each value the
    heaviest point with it; distinct values only, in increasing order."""
    total = sum(p.weight for p in traffic)
    if count <= 0 or total <= 0:
        return []
    by_value: dict[int, TrafficPoint] = {}
    for p in traffic:
        held = by_value.get(p.values[loop])
        if held is None or p.weight > held.weight:
            by_value[p.values[loop]] = p
    weights = _weights(traffic, loop)
    values = sorted(weights)
    chosen: list[int] = []
    found = traffic_modes(traffic, loop, modes) if modes > 1 else []
    for mode in sorted(found, key=lambda m: -m.share)[:count]:
        median = _weighted_median([v for v in values if mode.bounds[loop].holds(v)], weights)
        if median is not None and median not in chosen:
            chosen.append(median)
    cumulative, n = 0.0, 0
    for value in values:
        cumulative += weights[value]
        while n < count and cumulative >= (n + 0.5) / count * total:
            if value not in chosen and len(chosen) < count:
                chosen.append(value)
            n += 1
    for value in sorted(values, key=lambda v: -weights[v]):  # quantiles that fell on one value: the heaviest others
        if len(chosen) >= count:
            break
        if value not in chosen:
            chosen.append(value)
    return [by_value[v] for v in sorted(chosen)]


def _weighted_median(values: Sequence[int], weights: dict[int, float]) -> Optional[int]:
    total = sum(weights[v] for v in values)
    cumulative = 0.0
    for v in values:
        cumulative += weights[v]
        if cumulative >= total / 2:
            return v
    return None


def split_ranges(traffic: Sequence[TrafficPoint], samples: Sequence[Sample], loop: int = 0, max_ranges: int = 3,
                 min_share: float = MIN_SHARE) -> list[SizeRange]:
    """At most `max_ranges` ranges along `loop` (module docstring: the rules, in order)."""
    total = sum(p.weight for p in traffic)
    if not traffic or total <= 0 or not samples or max_ranges < 1:
        return []
    ordered = sorted(samples, key=lambda s: s.values[loop])
    # per segment: its samples (one winner); boundaries between segments at geometric means
    segments: list[list[Sample]] = []
    for s in ordered:
        s = s if s.winner is not None and s.high < 1.0 else replace(s, winner=None, ratio=1.0, low=1.0, high=1.0)
        if segments and segments[-1][-1].winner == s.winner:
            segments[-1].append(s)
        else:
            segments.append([s])
    weight = _weights(traffic, loop)

    def share(n: int) -> float:
        lo, hi = _span(segments, n, loop)
        return sum(w for v, w in weight.items() if (lo is None or v >= lo) and (hi is None or v <= hi)) / total

    def summary(seg: list[Sample]) -> tuple[float, float, float]:
        return _combined(seg, weight, loop)

    def join(n: int, into: int) -> None:
        """Segment n joins its neighbour `into`, whose winner stays."""
        keep = segments[into]
        joined = [replace(s, winner=keep[0].winner, ratio=summary(keep)[0], low=summary(keep)[1],
                          high=summary(keep)[2]) if s.winner != keep[0].winner else s for s in segments[n]]
        merged = keep + joined if n > into else joined + keep
        segments[min(n, into)] = sorted(merged, key=lambda s: s.values[loop])
        del segments[max(n, into)]

    changed = True
    while changed:  # winners within noise of each other: one range
        changed = False
        for n in range(len(segments) - 1):
            a, b = segments[n], segments[n + 1]
            if a[0].winner is None or b[0].winner is None:
                continue
            (_, alow, ahigh), (_, blow, bhigh) = summary(a), summary(b)
            if alow <= bhigh and blow <= ahigh:
                heavier = n if share(n) >= share(n + 1) else n + 1
                join(n + 1 if heavier == n else n, heavier)
                changed = True
                break
    while len(segments) > 1:  # too light to be a range
        shares = [share(n) for n in range(len(segments))]
        n = min(range(len(segments)), key=lambda k: shares[k])
        if shares[n] >= min_share:
            break
        join(n, _heavier_neighbour(shares, n))
    while len(segments) > max_ranges:  # too many: the least gain goes
        shares = [share(n) for n in range(len(segments))]
        gains = [shares[n] * (1.0 - summary(s)[0]) if s[0].winner is not None else 0.0 for n, s in enumerate(segments)]
        n = min(range(len(segments)), key=lambda k: (gains[k], shares[k]))
        join(n, _heavier_neighbour(shares, n))
    return [_range(segments, n, traffic, loop, share(n), summary(s)) for n, s in enumerate(segments)]


def _heavier_neighbour(shares: list[float], n: int) -> int:
    if n == 0:
        return 1
    if n == len(shares) - 1:
        return n - 1
    return n - 1 if shares[n - 1] >= shares[n + 1] else n + 1


def _weights(traffic: Sequence[TrafficPoint], loop: int) -> dict[int, float]:
    found: dict[int, float] = {}
    for p in traffic:
        found[p.values[loop]] = found.get(p.values[loop], 0.0) + p.weight
    return found


def _boundary(below: int, above: int) -> int:
    """The last value of the lower range between two sampled sizes: their geometric mean."""
    return max(below, min(above - 1, math.floor(math.sqrt(max(1, below) * above))))


def _span(segments: list[list[Sample]], n: int, loop: int) -> tuple[Optional[int], Optional[int]]:
    lo = None if n == 0 else _boundary(segments[n - 1][-1].values[loop], segments[n][0].values[loop]) + 1
    hi = None if n == len(segments) - 1 else _boundary(segments[n][-1].values[loop], segments[n + 1][0].values[loop])
    return lo, hi


def _combined(segment: list[Sample], weight: dict[int, float], loop: int) -> tuple[float, float, float]:
    """The segment's winner's ratio (geometric mean weighted by the traffic at each sample) and
    an interval holding every sample's."""
    if segment[0].winner is None:
        return 1.0, 1.0, 1.0
    w = [max(weight.get(s.values[loop], 0.0), 1e-12) for s in segment]
    ratio = math.exp(sum(wi * math.log(s.ratio) for wi, s in zip(w, segment)) / sum(w))
    return ratio, min(s.low for s in segment), max(s.high for s in segment)


def _range(segments: list[list[Sample]], n: int, traffic: Sequence[TrafficPoint], loop: int, share: float,
           summary: tuple[float, float, float]) -> SizeRange:
    lo, hi = _span(segments, n, loop)
    inside = [p for p in traffic if (lo is None or p.values[loop] >= lo) and (hi is None or p.values[loop] <= hi)]
    bounds = []
    for k in range(len(traffic[0].values)):
        udiv = divisibility([p.values[k] for p in inside])
        bounds.append(LoopBounds(lo, hi, udiv) if k == loop else LoopBounds(udiv=udiv))
    ratio, low, high = summary
    return SizeRange(tuple(bounds), segments[n][0].winner, share, ratio, low, high)


def divisibility(values: Sequence[int]) -> int:
    """The largest power of two (at most `MAX_UDIV`) dividing every value, or 1 below `MIN_UDIV`."""
    g = 0
    for v in values:
        g = math.gcd(g, v)
    if g == 0:
        return 1
    power = g & -g  # the largest power of two dividing g
    power = min(power, MAX_UDIV)
    return power if power >= MIN_UDIV else 1


MODE_GAP = 1.5  # adjacent values of the traffic at least this far apart (a ratio) may lie in two ranges
# (caches of 16-256 and 512-1024 tokens, one plus the new token each: 513 / 257 = 1.996, a jump)


def traffic_modes(traffic: Sequence[TrafficPoint], loop: int = 0, max_ranges: int = 3,
                  min_share: float = MIN_SHARE) -> list[SizeRange]:
    """Without timing (`tune --no-time`): at most `max_ranges` ranges along `loop` from the
    traffic's distribution alone. Its distinct values are cut at the widest gaps between
    adjacent ones (their ratio, at least `MODE_GAP`: a jump in magnitude, where tile preferences
    change), widest first; a range holding less than `min_share` of the time joins its heavier
    neighbour. Boundaries, open outer ranges and `udiv` as `split_ranges`'; each range's winner
    is its own (`range<n>`): a configuration is generated per range, none timed."""
    weight = _weights(traffic, loop)
    total = sum(weight.values())
    values = sorted(weight)
    if not values or total <= 0 or max_ranges < 1:
        return []
    gaps = [n for n in range(1, len(values)) if values[n] >= MODE_GAP * max(1, values[n - 1])]
    cuts = sorted(sorted(gaps, key=lambda n: (-values[n] / max(1, values[n - 1]), n))[: max_ranges - 1])
    groups = [values[a:b] for a, b in zip([0, *cuts], [*cuts, len(values)])]
    while len(groups) > 1:
        shares = [sum(weight[v] for v in g) / total for g in groups]
        n = min(range(len(groups)), key=lambda k: shares[k])
        if shares[n] >= min_share:
            break
        into = _heavier_neighbour(shares, n)
        groups[min(n, into)] = sorted(groups[n] + groups[into])
        del groups[max(n, into)]
    found = []
    for n, group in enumerate(groups):
        lo = None if n == 0 else _boundary(groups[n - 1][-1], group[0]) + 1
        hi = None if n == len(groups) - 1 else _boundary(group[-1], groups[n + 1][0])
        inside = [p for p in traffic if (lo is None or p.values[loop] >= lo) and (hi is None or p.values[loop] <= hi)]
        bounds = tuple(LoopBounds(lo, hi, divisibility([p.values[k] for p in inside])) if k == loop
                       else LoopBounds(udiv=divisibility([p.values[k] for p in inside]))
                       for k in range(len(traffic[0].values)))
        found.append(SizeRange(bounds, f"range{n}", sum(weight[v] for v in group) / total))
    return found
