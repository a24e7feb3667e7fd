"""CPU candidates for each kind of tuning problem: IREE's configuration first, then its levels varied.

`cpu_configs.candidates` varies a contraction's register block, workgroup tile and reduction
step. The other kinds keep IREE's levels and pipeline too and vary the tiles their loops have:

- attention (`LinalgExtTileAndVectorize`): the query length M (its workgroup tile and how
  many rows one vector step computes; a decode step's attention has one query row and no M
  loop: its heads are the rows), the query heads that share a KV head (grouped-query
  attention: a step of several reads K and V once for all; 4 at a time with 2 rows each made
  the corpus prefill's attention 0.52x of IREE's default where 8 rows of one head made it
  0.60x), the head dim N of the output (its vector tile), the KV length K2 (the reduction
  step of the online softmax). IREE's default for a prefill was
  `distribution` M 64, `vector_common_parallel` M 1, `vector_reduction` K2 4; M 32, 4 rows,
  K2 8 made a model 2x faster (design.md).
- reduction (softmax, norms): the innermost tiled parallel loop's workgroup and vector tiles
  (rows a vector step reduces at once) and the reduction loop's vector tile.
- elementwise, transpose, copy: the innermost tiled loop's vector tile (whole vectors of the
  target's width), the loop before it (rows a step writes) and both loops' workgroup tiles.

Vector tiles are multiples of the target's vector width (`CpuTarget.vector_bytes` over the
element size), register blocks stay within its vector registers, a workgroup tile is a
multiple of its vector tile and never past a static loop; a small cost model orders them
(rows per step that reuse loads, reduction steps that amortize the loop, enough workgroups
for the cores at the traffic's heaviest sizes); timing chooses.
"""

from __future__ import annotations

import math
from typing import Callable, Optional

from .cpu_configs import DISTRIBUTION, REDUCTION, VECTOR, CpuConfig, CpuTarget, LoopShape, best_of_each_block, candidates
from .tuning_problems import ATTENTION, GENERIC_KINDS, MATRIX_KINDS, Kind, TuningProblem

Tiles = dict[str, list[int]]
# IREE 3.13 refuses a kernel with a vector of 512 native vectors ("large vector sizes": 32768 bytes
# seen with AVX-512's 64-byte vectors, 8 rows x KV step 16 x head dim 64; 8192 with 16-byte ones):
# an attention step's rows x KV step x head dim (K1, never tiled) stays under.
_VECTORS = 512


def problem_candidates(problem: TuningProblem, loops: LoopShape, limit: int) -> list[CpuConfig]:
    """Up to `limit` CPU configurations of `problem`, IREE's default first (the only one where
    its configuration is not tile lists of its loops)."""
    default = problem.default
    if limit < 1:
        return []
    if not isinstance(default, CpuConfig):
        return []
    target = problem.cpu_target()
    if problem.key.kind in MATRIX_KINDS:
        return candidates(default, loops, target, limit)
    n = len(loops.reduction)
    if any(len(sizes) != n for _, sizes in default.tiles) or default.level(DISTRIBUTION) is None \
            or default.level(VECTOR) is None:
        return [default]
    width = max(1, target.vector_bytes // max(1, loops.element_bytes))
    if problem.key.kind == ATTENTION:
        space = _attention(default, loops, target, width, problem.loop_groups)
    elif problem.key.kind == Kind.REDUCTION:
        space = _reduction(default, loops, target, width)
    elif problem.key.kind in GENERIC_KINDS:
        space = _elementwise(default, loops, target, width)
    else:
        space = []
    return _ranked(default, space, limit)


def _attention(default: CpuConfig, loops: LoopShape, target: CpuTarget, width: int,
               groups: dict[str, tuple[int, ...]]) -> list[tuple[float, CpuConfig]]:
    dist, vec, red = (list(default.level(name) or [0] * len(loops.reduction)) for name in (DISTRIBUTION, VECTOR, REDUCTION))
    if default.level(REDUCTION) is None or not groups.get("n") or not groups.get("k2"):
        return []
    shared = None  # a grouped-query attention's query heads per KV head: rows that share K and V loads
    if groups.get("m"):  # the query rows: a prefill's
        m = groups["m"][-1]
        row_tiles, row_vectors, head_vectors = {16, 32, 64, 128, dist[m]}, {1, 2, 4, 8, vec[m]}, {width, 2 * width}
        shared = next((d for d in reversed(groups["m"][:-1]) if (loops.static[d] or 0) > 1), None)
    elif groups.get("batch") and dist[groups["batch"][-1]] > 0:  # one query row (a decode step's): its heads are the rows
        m = groups["batch"][-1]
        row_tiles, row_vectors, head_vectors = {1, 2, 4, 8, dist[m]}, {1, 2, 4, vec[m]}, {width // 2, width}
    else:
        return []
    n, k2 = groups["n"][-1], groups["k2"][-1]
    k1 = math.prod(loops.static[d] or loops.heaviest[d] for d in groups.get("k1", ()))  # untiled: whole in a step
    heads = _fit({1, 2, 4, loops.static[shared] or 1, vec[shared]}, loops.static[shared]) if shared is not None else [1]
    space = []
    for g in heads:  # a tile of the shared heads is whole in a step: its vector tile is its workgroup tile
        for dm in _fit(row_tiles, loops.static[m]):
            for vm in _fit(row_vectors, min(dm, loops.static[m] or dm)):
                if dm % vm:
                    continue
                rows = g * vm  # query rows one step computes
                for vn in _fit(head_vectors | {vec[n]}, loops.static[n]):
                    for dn in _fit({vn, dist[n], loops.static[n] or 0}, loops.static[n]):
                        if dn % vn:
                            continue
                        for rk in _fit({4, 8, 16, 32, 64, red[k2]}, loops.static[k2]):
                            # accumulators (rows x vn) and the scores (rows x rk) in registers, a row of loads
                            if rows * (-(-vn // width) + -(-rk // width)) + 2 > target.vector_registers:
                                continue
                            if rows * rk * max(k1, vn) * loops.element_bytes >= _VECTORS * target.vector_bytes:  # IREE refuses it
                                continue
                            tiles = {DISTRIBUTION: list(dist), VECTOR: list(vec), REDUCTION: list(red)}
                            tiles[DISTRIBUTION][m], tiles[DISTRIBUTION][n] = dm, dn
                            tiles[VECTOR][m], tiles[VECTOR][n], tiles[REDUCTION][k2] = vm, vn, rk
                            if shared is not None and g > 1:
                                tiles[DISTRIBUTION][shared], tiles[VECTOR][shared] = g, g
                            heaviest = loops.heaviest[m] if loops.heaviest else dm
                            varied = (m, n) if shared is None else (m, n, shared)
                            groups_count = math.ceil(max(1, heaviest) / dm) * _others(loops, varied, dist) * (
                                math.ceil((loops.static[shared] or 1) / g) if shared is not None else 1)
                            score = (0.5 * math.log(rows) + 0.3 * math.log(g) + 0.3 * math.log(min(rk, 16))
                                     - 0.2 * math.log(vn / width)
                                     + (-0.5 if dm < min(32, max(row_tiles)) else 0.0)
                                     + (-1.0 if groups_count < target.cores else 0.0)
                                     + (-0.5 if (loops.heaviest[n] if loops.heaviest else vn) % vn else 0.0))
                            space.append((score, _with(default, tiles)))
    return space


def _reduction(default: CpuConfig, loops: LoopShape, target: CpuTarget, width: int) -> list[tuple[float, CpuConfig]]:
    dist, vec = list(default.level(DISTRIBUTION)), list(default.level(VECTOR))
    red = list(default.level(REDUCTION) or [0] * len(dist))
    parallel = [i for i, r in enumerate(loops.reduction) if not r and dist[i] > 1]
    reduced = [i for i, r in enumerate(loops.reduction) if r and red[i] > 0]
    if not parallel or not reduced or default.level(REDUCTION) is None:
        return []
    p, k = parallel[-1], reduced[-1]
    space = []
    for vp in _fit({1, 2, 4, 8, 16, vec[p]}, loops.static[p]):
        for dp in _fit({vp, dist[p] // 2, dist[p], 2 * dist[p], 4 * dist[p]}, loops.static[p]):
            if dp % vp:
                continue
            for rk in _fit({width, 2 * width, 4 * width, red[k], loops.static[k] or 0}, loops.static[k]):
                if vp * -(-rk // width) + 2 > target.vector_registers:
                    continue
                tiles = {DISTRIBUTION: list(dist), VECTOR: list(vec), REDUCTION: list(red)}
                tiles[DISTRIBUTION][p], tiles[VECTOR][p], tiles[REDUCTION][k] = dp, vp, rk
                rows = loops.heaviest[p] if loops.heaviest else dp
                groups_count = math.ceil(max(1, rows) / dp) * _others(loops, (p,), dist)
                size = loops.heaviest[k] if loops.heaviest else rk
                score = (0.5 * math.log(vp) + 0.3 * math.log(min(rk, 4 * width)) + (-0.5 if dp < 8 else 0.0)
                         + (-1.0 if groups_count < target.cores else 0.0) + (-0.5 if size % rk else 0.0))
                space.append((score, _with(default, tiles)))
    return space


def _elementwise(default: CpuConfig, loops: LoopShape, target: CpuTarget, width: int) -> list[tuple[float, CpuConfig]]:
    dist, vec = list(default.level(DISTRIBUTION)), list(default.level(VECTOR))
    tiled = [i for i, r in enumerate(loops.reduction) if not r and dist[i] > 0 and vec[i] > 0]
    if not tiled:
        return []
    inner = tiled[-1]
    outer = next((i for i in reversed(tiled[:-1]) if dist[i] > 1), None)
    space = []
    for vi in _fit({width, 2 * width, 4 * width, vec[inner], loops.static[inner] or 0}, loops.static[inner]):
        for di in _fit({vi, dist[inner], 2 * dist[inner], 4 * vi}, loops.static[inner]):
            if di % vi:
                continue
            for vo in _fit({1, 2, 4, 8, vec[outer]} if outer is not None else {1}, loops.static[outer] if outer is not None else None):
                for do in (_fit({dist[outer] // 2, dist[outer], 2 * dist[outer], vo}, loops.static[outer]) if outer is not None else [0]):
                    if outer is not None and do % vo:
                        continue
                    if vo * -(-vi // width) * 2 > target.vector_registers:
                        continue
                    tiles = {name: list(sizes) for name, sizes in default.tiles}
                    tiles[DISTRIBUTION][inner], tiles[VECTOR][inner] = di, vi
                    if outer is not None:
                        tiles[DISTRIBUTION][outer], tiles[VECTOR][outer] = do, vo
                    work = di * (do if outer is not None else 1)
                    heavy = loops.heaviest[inner] if loops.heaviest else di
                    groups_count = math.ceil(max(1, heavy) / di) * (
                        math.ceil(max(1, loops.heaviest[outer]) / do) if outer is not None and loops.heaviest else 1)
                    score = (0.2 * math.log(vo * vi / width) + 0.2 * math.log(max(1, work) / 1024)
                             + (-1.0 if groups_count < target.cores else 0.0) + (-0.5 if heavy % vi else 0.0))
                    space.append((score, _with(default, tiles)))
    return space


def _others(loops: LoopShape, varied: tuple[int, ...], dist: list[int]) -> int:
    """Workgroups the other distributed loops give at the heaviest sizes."""
    count = 1
    for i, d in enumerate(dist):
        if i not in varied and d > 0 and not loops.reduction[i] and loops.heaviest:
            count *= math.ceil(max(1, loops.heaviest[i]) / d)
    return count


def _fit(values, static: Optional[int]) -> list[int]:
    """Positive tile sizes, none past a static loop size."""
    return sorted(v for v in values if v and v > 0 and (static is None or v <= static))


def _with(default: CpuConfig, tiles: Tiles) -> CpuConfig:
    return CpuConfig(tuple((name, tuple(tiles.get(name, sizes))) for name, sizes in default.tiles), default.translation_info)


def _ranked(default: CpuConfig, space: list[tuple[float, CpuConfig]], limit: int,
            block: Callable[[CpuConfig], object] = lambda c: c.level(VECTOR)) -> list[CpuConfig]:
    """The default, then the best-scored of each vector block, then the rest by score."""
    ranked = [c for _, c in sorted(space, key=lambda sc: -sc[0]) if c != default]
    return best_of_each_block(default, ranked, limit, block)
