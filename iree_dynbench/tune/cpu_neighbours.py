"""A contraction's configurations one step from a given one: what a search on llvm-cpu tries next.

A step changes one thing: one level's tile of one loop doubled or halved (register block M or
N, reduction step K, workgroup tile M or N, the cache-level K tile), the register block's shape
(M doubled and N halved, or the reverse: the same accumulators), the cache level added (sized
from this machine's caches) or dropped, or the pipeline switched (`PIPELINE_SWITCHES`). An
outer tile that a step leaves not whole inner tiles is rounded up to them. What IREE refuses or
cannot be faster (`cpu_configs.refusal`) is left out; the rest comes ordered by the cost model
(`cpu_configs.score`), deduplicated, never the configuration itself.
"""

from __future__ import annotations

import dataclasses
from typing import Iterator, Optional

from .cpu_configs import PIPELINE_SWITCHES, CpuConfig, CpuTarget, LoopShape, Point, Space, _ceil_to, cache_tile, \
    refusal, score, space_of


def neighbours(config: CpuConfig, loops: LoopShape, target: CpuTarget, default: Optional[CpuConfig] = None,
               limit: Optional[int] = None) -> list[CpuConfig]:
    """The configurations one step from `config`, best first by the cost model, at most `limit`.
    `default`: IREE's configuration `config` was derived from (its levels and pipeline are the
    space's; `config` itself when left out). Empty for a configuration that is not a
    contraction's three levels."""
    space = space_of(default or config, loops, target)
    here = space.point(config) if space is not None else None
    if here is None:
        return []
    scored: dict[CpuConfig, float] = {}
    for p in _steps(space, here):
        p = _whole(space, p)
        if p == here or refusal(space, p) is not None:
            continue
        made = space.config(p)
        if made != config:
            scored[made] = score(space, p)
    ranked = [c for c, _ in sorted(scored.items(), key=lambda cs: -cs[1])]
    return ranked if limit is None else ranked[:limit]


def _steps(space: Space, p: Point) -> Iterator[Point]:
    w = space.width
    half_n = p.nv // 2 if p.nv // 2 >= w else p.nv
    if space.m is not None:
        yield from (dataclasses.replace(p, mv=p.mv * 2), dataclasses.replace(p, mv=max(1, p.mv // 2)),
                    dataclasses.replace(p, mv=p.mv * 2, nv=half_n), dataclasses.replace(p, mv=max(1, p.mv // 2), nv=p.nv * 2),
                    dataclasses.replace(p, dm=p.dm * 2), dataclasses.replace(p, dm=p.dm // 2))
    yield from (dataclasses.replace(p, nv=p.nv * 2), dataclasses.replace(p, nv=half_n),
                dataclasses.replace(p, kv=p.kv * 2), dataclasses.replace(p, kv=max(1, p.kv // 2)),
                dataclasses.replace(p, dn=p.dn * 2), dataclasses.replace(p, dn=p.dn // 2))
    if p.cache is None:
        cache = cache_tile(space, p.mv, p.nv, p.kv, p.dm, p.dn)
        if cache is not None:
            yield dataclasses.replace(p, cache=cache)
    else:
        cm, cn, ck = p.cache
        yield from (dataclasses.replace(p, cache=None), dataclasses.replace(p, cache=(cm, cn, ck * 2)),
                    dataclasses.replace(p, cache=(cm, cn, ck // 2)))
    if p.pipeline in PIPELINE_SWITCHES:
        yield dataclasses.replace(p, pipeline=PIPELINE_SWITCHES[p.pipeline])


def _whole(space: Space, p: Point) -> Point:
    """`p` with each outer tile rounded up to whole inner tiles (a register block grown past its
    workgroup tile grows the workgroup tile), capped at the loop's static size so rounded."""
    def fit(outer: int, inner: int, static: Optional[int]) -> int:
        value = _ceil_to(max(outer, inner), inner)
        return min(value, _ceil_to(static, inner)) if static is not None else value

    dm = fit(p.dm, p.mv, space.static(space.m)) if space.m is not None else p.dm
    dn = fit(p.dn, p.nv, space.static(space.n))
    cache = p.cache
    if cache is not None:
        cm = min(fit(cache[0], p.mv, space.static(space.m)), dm) if space.m is not None else cache[0]
        cache = (cm, min(fit(cache[1], p.nv, space.static(space.n)), dn), fit(cache[2], p.kv, space.static(space.k)))
    return dataclasses.replace(p, dm=dm, dn=dn, cache=cache)
