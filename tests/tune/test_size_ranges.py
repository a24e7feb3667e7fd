"""Size ranges from a problem's traffic and the winners at sampled sizes: one rule each
(iree_dynbench/tune/size_ranges.py). Numbers only, nothing compiled."""

from __future__ import annotations

import pytest

from iree_dynbench.tune.size_ranges import (LoopBounds, Sample, TrafficPoint, divisibility, ranged_loop,
                                            sample_points, split_ranges)


def _traffic(weights: dict[int, float]) -> list[TrafficPoint]:
    return [TrafficPoint((m,), w, (f"{m}x1024xf32",)) for m, w in weights.items()]


def _won(m: int, winner, ratio: float = 0.7, low: float = 0.65, high: float = 0.75) -> Sample:
    return Sample((m,), winner, ratio, low, high)


TWO_MODES = _traffic({1: 20, 2: 20, 4: 10, 8: 10, 512: 15, 1024: 15, 2048: 10})


def test_adjacent_sizes_with_the_same_winner_are_one_range():
    samples = [_won(1, "a"), _won(2, "a"), _won(8, "a"), _won(512, "b", 0.5, 0.45, 0.55), _won(2048, "b", 0.5, 0.45, 0.55)]
    ranges = split_ranges(TWO_MODES, samples)
    assert [r.winner for r in ranges] == ["a", "b"]
    assert ranges[0].bounds[0].umin is None and ranges[1].bounds[0].umax is None  # every size falls in a range
    assert ranges[0].bounds[0].umax + 1 == ranges[1].bounds[0].umin


def test_the_boundary_between_two_sampled_sizes_lies_at_their_geometric_mean():
    ranges = split_ranges(TWO_MODES, [_won(8, "a"), _won(512, "b", 0.5, 0.45, 0.55)])
    assert ranges[0].bounds[0].umax == 64 and ranges[1].bounds[0].umin == 65


def test_a_winner_whose_interval_reaches_one_is_the_default():
    ranges = split_ranges(TWO_MODES, [_won(2, "a", 0.97, 0.9, 1.02), _won(1024, "b", 0.5, 0.45, 0.55)])
    assert [r.winner for r in ranges] == [None, "b"]
    assert ranges[0].gain == 0.0


def test_ranges_whose_winners_are_within_noise_of_each_other_are_one_with_the_heavier_range_s_winner():
    samples = [_won(2, "a", 0.7, 0.6, 0.8), _won(1024, "b", 0.72, 0.65, 0.79)]
    (only,) = split_ranges(TWO_MODES, samples)
    assert only.winner == "a"  # M = 1-8 holds 60% of the time
    assert only.share == pytest.approx(1.0)


def test_winners_apart_beyond_noise_stay_two_ranges():
    samples = [_won(2, "a", 0.7, 0.68, 0.72), _won(1024, "b", 0.5, 0.48, 0.52)]
    assert len(split_ranges(TWO_MODES, samples)) == 2


def test_a_range_below_the_minimum_share_joins_its_heavier_neighbour():
    traffic = _traffic({1: 50, 16: 1, 1024: 49})
    samples = [_won(1, "a"), _won(16, "c", 0.3, 0.25, 0.35), _won(1024, "b", 0.5, 0.45, 0.55)]
    ranges = split_ranges(traffic, samples, max_ranges=3)
    assert [r.winner for r in ranges] == ["a", "b"]  # c's 1% is not a range
    assert sum(r.share for r in ranges) == pytest.approx(1.0)


def test_at_most_max_ranges_the_least_gain_going_first():
    traffic = _traffic({1: 30, 64: 30, 1024: 40})
    samples = [_won(1, "a", 0.9, 0.88, 0.92), _won(64, "b", 0.5, 0.45, 0.55), _won(1024, "c", 0.3, 0.25, 0.35)]
    ranges = split_ranges(traffic, samples, max_ranges=2)
    assert [r.winner for r in ranges] == ["b", "c"]  # a gains 0.3 x 0.1: it goes
    assert split_ranges(traffic, samples, max_ranges=1)[0].winner == "b"  # b's 0.6 x 0.5 over c's 0.4 x 0.7


def test_one_range_is_today_s_behaviour_one_configuration_for_every_size():
    (only,) = split_ranges(TWO_MODES, [_won(2, "a"), _won(1024, "b", 0.5, 0.45, 0.55)], max_ranges=1)
    assert only.bounds == (LoopBounds(None, None, 1),)


def test_divisibility_the_traffic_holds_in_a_range_becomes_its_udiv():
    traffic = _traffic({1: 10, 3: 10, 128: 20, 192: 20, 448: 20})
    ranges = split_ranges(traffic, [_won(3, "a"), _won(192, "b", 0.5, 0.45, 0.55)])
    assert ranges[0].bounds[0].udiv == 1 and ranges[1].bounds[0].udiv == 64
    assert not ranges[1].holds((200,)) and ranges[1].holds((256,))  # a size breaking it: the fallback serves


def test_divisibility_is_the_largest_power_of_two_and_none_below_eight():
    assert divisibility([48, 80, 16]) == 16
    assert divisibility([128, 256]) == 64  # at most 64
    assert divisibility([4, 8]) == 1
    assert divisibility([]) == 1


def test_a_second_dynamic_loop_keeps_its_divisibility_unbounded():
    traffic = [TrafficPoint((b, s), 1.0) for b in (1, 2, 4) for s in (16, 32, 48, 1024, 2048)]
    loop = ranged_loop(traffic)
    assert loop == 1  # the sequence spreads more than the batch
    ranges = split_ranges(traffic, [Sample((1, 32), "a", 0.7, 0.6, 0.8), Sample((1, 1024), "b", 0.4, 0.3, 0.45)], loop)
    assert ranges[0].bounds[0] == LoopBounds(udiv=1) and ranges[0].bounds[1].udiv == 16
    assert ranges[1].bounds[1] == LoopBounds(182, None, 64)


def test_samples_are_spread_over_the_traffic_s_time_not_only_its_heaviest_sizes():
    traffic = _traffic({1: 30, 2: 25, 4: 5, 512: 5, 1024: 20, 2048: 15})
    chosen = [p.values[0] for p in sample_points(traffic, 4)]
    assert chosen == [1, 2, 512, 2048]  # the quantiles 12.5, 37.5, 62.5 and 87.5% of the time
    assert all(p.size_set for p in sample_points(traffic, 4))  # each can be timed again


def test_each_mode_of_the_traffic_gets_a_sample_though_a_heavier_mode_holds_the_quantiles():
    # a decode step's caches: interactive requests of 17-257 tokens (8% of the time), batch ones of 513-1025
    traffic = _traffic({**{v: 3.0 for v in range(17, 258, 16)}, **{v: 16.0 for v in range(513, 1026, 16)}})
    assert all(p.values[0] >= 513 for p in sample_points(traffic, 4))  # the quantiles alone
    chosen = [p.values[0] for p in sample_points(traffic, 4, modes=2)]
    assert len(chosen) == 4 and sum(v <= 257 for v in chosen) == 1
    assert 113 <= chosen[0] <= 161  # the interactive mode's weighted median


def test_samples_are_distinct_and_at_most_the_count():
    traffic = _traffic({8: 90, 16: 5, 32: 5})
    chosen = [p.values[0] for p in sample_points(traffic, 3)]
    assert chosen == [8, 16, 32]
    assert len(sample_points(traffic, 10)) == 3
    assert sample_points([], 3) == []
