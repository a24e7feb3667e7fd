"""IREE's CPU configurations of a root op: the default read back, candidates derived from it.

A configuration is IREE's own `#iree_cpu.lowering_config` (tile sizes per level: `distribution`
for workgroups, `vector_common_parallel` for the register block, `vector_reduction` for the
reduction step) with the default's `translation_info` (its pipeline). Candidates keep the
default's levels and pipeline and vary the tiles of the loops IREE tiled: the vectorized
parallel loop (N of a matmul), the parallel loop before it (M), and the innermost reduction
loop (K); the vector width and register count come from the kernel's target (`native_vector_size`,
`cpu_features`), the working set a workgroup tile may have from this machine's L2 cache. They
are ordered by a small cost model (register-block reuse, reduction step, workgroup tile fitting
the cache and worth its fixed cost, enough workgroups for the cores at the traffic's heaviest sizes); timing chooses.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Mapping, Optional, Sequence

from iree.compiler import ir
from iree.compiler.dialects import iree_codegen

from ..machine import cpu_caches, cpu_count
from ..passes.irutil import is_kind

DISTRIBUTION, VECTOR, REDUCTION = "distribution", "vector_common_parallel", "vector_reduction"
CACHE_PARALLEL, CACHE_REDUCTION = "cache_parallel", "cache_reduction"  # a candidate adds them, always both
LEVELS = (DISTRIBUTION, VECTOR, REDUCTION)  # the levels a candidate varies; the default must have all three
_DEFAULT_L2 = 1 << 20
_DEFAULT_L1 = 32 << 10
# IREE 3.13 refuses a kernel with a vector of 512 native vectors or more ("large vector sizes").
_VECTORS = 512
# The CPU pipelines a spec may name (`#iree_cpu.pipeline<...>`, IREE 3.13) that a contraction
# cannot take, each with why (checked on testdata/dyn_matmul.mlir, AVX-512):
REFUSED_PIPELINES = {
    "BufferOpsTileAndVectorize": "IREE refuses it for a contraction (it vectorizes the whole K loop: large vectors)",
    "DataTiling": "IREE refuses it for a contraction (it vectorizes the whole K loop: large vectors)",
    "Default": "it leaves the contraction unvectorized (built, 40x slower than the default)",
}
# The pipelines a contraction switches between: distinct code. Mmt4dTilingExpert and
# ConvTileAndDecomposeExpert built a matmul into the very same binary as DoubleTilingExpert.
PIPELINE_SWITCHES = {"DoubleTilingExpert": "LinalgExtTileAndVectorize", "LinalgExtTileAndVectorize": "DoubleTilingExpert"}


@dataclass(frozen=True)
class CpuConfig:
    """One CPU configuration: tile sizes per level (loop order of the root op), and the
    translation info (pipeline) it runs under, as IREE prints it."""

    tiles: tuple[tuple[str, tuple[int, ...]], ...]
    translation_info: str

    def level(self, name: str) -> Optional[tuple[int, ...]]:
        return dict(self.tiles).get(name)

    @property
    def label(self) -> str:
        """`distribution=[64,64,0] vector_common_parallel=[8,16,0] vector_reduction=[0,0,16]`"""
        return " ".join(f"{name}=[{','.join(map(str, sizes))}]" for name, sizes in self.tiles)

    def lowering_config(self, context: ir.Context) -> ir.Attribute:
        """The `#iree_cpu.lowering_config` (iree_cpu has no Python builder: its one textual form, parsed)."""
        body = ", ".join(f"{name} = [{', '.join(map(str, sizes))}]" for name, sizes in self.tiles)
        return ir.Attribute.parse(f"#iree_cpu.lowering_config<{body}>", context)

    def compilation_info(self, context: ir.Context) -> ir.Attribute:
        """What a tuning spec annotates the root op with."""
        translation = ir.Attribute.parse(self.translation_info, context)
        return iree_codegen.CompilationInfoAttr.get(self.lowering_config(context), translation)

    def to_json(self) -> dict:
        return {"lowering_config": {name: list(sizes) for name, sizes in self.tiles}, "translation_info": self.translation_info}


@dataclass(frozen=True)
class OpaqueConfig:
    """A configuration dynbench does not vary itself (a GPU's, from shark-ai's candidate
    generator or IREE's default): its `#iree_codegen.compilation_info`, as IREE prints it."""

    text: str

    @staticmethod
    def of(lowering_config: ir.Attribute, translation_info: ir.Attribute) -> "OpaqueConfig":
        return OpaqueConfig(str(iree_codegen.CompilationInfoAttr.get(lowering_config, translation_info)))

    @property
    def label(self) -> str:
        """The lowering configuration's fields, `name=value` each."""
        from ..passes.irutil import new_context

        info = iree_codegen.CompilationInfoAttr(ir.Attribute.parse(self.text, new_context()))
        fields = attribute_fields(info.lowering_config)
        if fields is None:
            return str(info.lowering_config)
        return ", ".join(f"{name}={value}" for name, value in fields.items())

    def compilation_info(self, context: ir.Context) -> ir.Attribute:
        return ir.Attribute.parse(self.text, context)

    def to_json(self) -> dict:
        return {"compilation_info": self.text}


def attribute_fields(attr: ir.Attribute) -> Optional[dict[str, ir.Attribute]]:
    """The named fields of an attribute IREE prints as `#d.name<a = x, ...>` or
    `#d.name<..., {a = x, ...}>`, which have no Python accessors: that dictionary, parsed with
    the bindings; None when it has none."""
    text = str(attr)
    if "{" in text and "}" in text:
        body = text[text.index("{"): text.rindex("}") + 1]
    elif "<" in text and text.endswith(">"):
        body = "{" + text[text.index("<") + 1:-1] + "}"
    else:
        return None
    try:
        fields = ir.DictAttr(ir.Attribute.parse(body, attr.context))
    except (ir.MLIRError, ValueError):
        return None
    return {fields[k].name: fields[k].attr for k in range(len(fields))}


def read_config(lowering_config: ir.Attribute, translation_info: ir.Attribute) -> Optional[CpuConfig]:
    """The configuration IREE gave a root op, or None when it is not an `#iree_cpu.lowering_config`
    of tile lists."""
    is_cpu = is_kind(lowering_config, "#iree_cpu.lowering_config<distribution = [1]>")
    fields = attribute_fields(lowering_config) if is_cpu else None
    if fields is None:
        return None
    tiles = []
    for name, value in fields.items():
        try:
            sizes = tuple(ir.IntegerAttr(v).value for v in ir.ArrayAttr(value))
        except (ValueError, TypeError):
            return None
        tiles.append((name, sizes))
    return CpuConfig(tuple(tiles), str(translation_info))


@dataclass(frozen=True)
class CpuTarget:
    """What the candidates are derived from: the target's vector width and registers, this
    machine's L2 cache and cores (and L1 data cache, for the cache-level tiles)."""

    vector_bytes: int
    vector_registers: int
    l2_bytes: int
    cores: int
    l1_bytes: int = _DEFAULT_L1

    @staticmethod
    def of(target: ir.Attribute) -> "CpuTarget":
        """From a `#hal.executable.target<"llvm-cpu", ..., {native_vector_size = N, cpu_features = ...}>`."""
        config = attribute_fields(target) or {}
        vector = ir.IntegerAttr(config["native_vector_size"]).value if "native_vector_size" in config else 16
        features = ir.StringAttr(config["cpu_features"]).value if "cpu_features" in config else ""
        triple = ir.StringAttr(config["target_triple"]).value if "target_triple" in config else ""
        registers = 32 if "+avx512f" in features.split(",") or triple.startswith("aarch64") else 16
        caches = cpu_caches() or []
        l2 = next((c["size"] for c in caches if c.get("level") == 2 and c.get("size")), _DEFAULT_L2)
        l1 = next((c["size"] for c in caches if c.get("level") == 1 and c.get("type") != "Instruction"
                   and c.get("size")), _DEFAULT_L1)
        return CpuTarget(max(1, vector), registers, int(l2), cpu_count(), int(l1))


@dataclass(frozen=True)
class LoopShape:
    """The root op's loops: which reduce, their static sizes (None: dynamic), and their sizes at
    the heaviest size set (the cost model's), the element size in bytes."""

    reduction: tuple[bool, ...]
    static: tuple[Optional[int], ...]
    heaviest: tuple[int, ...]
    element_bytes: int


@dataclass(frozen=True)
class Point:
    """One configuration of a contraction's three tiled loops (M-like `m`, N-like `n`, K-like `k`):
    register block `mv` x `nv`, reduction step `kv`, workgroup tile `dm` x `dn`, the optional
    cache-level tile `cache` (M, N, K: `cache_parallel` and `cache_reduction`), and the pipeline."""

    mv: int
    nv: int
    kv: int
    dm: int
    dn: int
    cache: Optional[tuple[int, int, int]]
    pipeline: str


@dataclass(frozen=True)
class Space:
    """What a contraction's points are made from: its default, loop roles, loops and target."""

    default: CpuConfig
    m: Optional[int]
    n: int
    k: int
    loops: LoopShape
    target: CpuTarget

    @property
    def width(self) -> int:
        """Elements in one native vector."""
        return max(1, self.target.vector_bytes // max(1, self.loops.element_bytes))

    def size(self, loop: Optional[int]) -> int:
        """A loop's static size, else its size at the heaviest size set (1 for no loop)."""
        if loop is None:
            return 1
        return self.loops.static[loop] or (self.loops.heaviest[loop] if self.loops.heaviest else 0) or 1024

    def static(self, loop: Optional[int]) -> Optional[int]:
        return None if loop is None else self.loops.static[loop]

    def point(self, config: CpuConfig) -> Optional[Point]:
        """`config` read as a point of this space; None when its tiled loops are not this space's."""
        dist, vec, red = (config.level(name) for name in LEVELS)
        if dist is None or vec is None or red is None or _roles(vec, red, self.loops) != (self.m, self.n, self.k):
            return None
        cp, cr = config.level(CACHE_PARALLEL), config.level(CACHE_REDUCTION)
        cache = (cp[self.m] if self.m is not None else 0, cp[self.n], cr[self.k]) if cp and cr else None
        return Point(vec[self.m] if self.m is not None else 1, vec[self.n], red[self.k],
                     dist[self.m] if self.m is not None else 0, dist[self.n], cache, pipeline_of(config))

    def config(self, p: Point) -> CpuConfig:
        """The default's levels with `p`'s tiles (cache levels added or left out) and pipeline."""
        tiles = {name: list(sizes) for name, sizes in self.default.tiles if name not in (CACHE_PARALLEL, CACHE_REDUCTION)}
        if self.m is not None:
            tiles[VECTOR][self.m], tiles[DISTRIBUTION][self.m] = p.mv, p.dm
        tiles[VECTOR][self.n], tiles[DISTRIBUTION][self.n], tiles[REDUCTION][self.k] = p.nv, p.dn, p.kv
        ordered = [(DISTRIBUTION, tiles.pop(DISTRIBUTION))]
        if p.cache is not None:
            rank = len(self.loops.reduction)
            cp, cr = [0] * rank, [0] * rank
            if self.m is not None:
                cp[self.m] = p.cache[0]
            cp[self.n], cr[self.k] = p.cache[1], p.cache[2]
            ordered += [(CACHE_PARALLEL, cp), (CACHE_REDUCTION, cr)]
        ordered += list(tiles.items())
        translation = self.default.translation_info.replace(
            f"pipeline<{pipeline_of(self.default)}>", f"pipeline<{p.pipeline}>")
        return CpuConfig(tuple((name, tuple(sizes)) for name, sizes in ordered), translation)


def space_of(default: CpuConfig, loops: LoopShape, target: CpuTarget) -> Optional[Space]:
    """The space of a contraction-like default (three levels, a vectorized parallel loop and a
    tiled reduction loop); None for any other configuration."""
    dist, vec, red = (default.level(name) for name in LEVELS)
    n = len(loops.reduction)
    if dist is None or vec is None or red is None or not (len(dist) == len(vec) == len(red) == n):
        return None
    roles = _roles(vec, red, loops)
    return None if roles is None else Space(default, *roles, loops, target)


def pipeline_of(config: CpuConfig) -> str:
    """`DoubleTilingExpert` of `...#iree_cpu.pipeline<DoubleTilingExpert>...`; "" when none."""
    text = config.translation_info
    start = text.find("#iree_cpu.pipeline<")
    return text[start + len("#iree_cpu.pipeline<"):text.index(">", start)] if start >= 0 else ""


def refusal(space: Space, p: Point) -> Optional[str]:
    """Why `p` is not a candidate (IREE 3.13 refuses it, or it cannot be faster), None if it is one.
    The rules, each checked by compiling `testdata/dyn_matmul.mlir` with a spec (tests/tune/test_cpu_space.py):"""
    w, elem, vectors = space.width, space.loops.element_bytes, _VECTORS * space.target.vector_bytes
    inner = [(p.nv, space.static(space.n)), (p.kv, space.static(space.k))]
    outer = [(p.dn, space.static(space.n), p.nv)] + ([(p.cache[1], space.static(space.n), p.nv),
                                                        (p.cache[2], space.static(space.k), p.kv)] if p.cache else [])
    if space.m is not None:
        inner.append((p.mv, space.static(space.m)))
        outer += [(p.dm, space.static(space.m), p.mv)] + ([(p.cache[0], space.static(space.m), p.mv)] if p.cache else [])
    if any(v < 1 or (s is not None and v > s) for v, s in inner) or \
            any(v < 1 or (s is not None and v > _ceil_to(s, t)) for v, s, t in outer):
        return "a tile past its static loop (an outer tile: past it rounded up to its inner tile), or not positive"
    if (space.m is not None and p.dm % p.mv) or p.dn % p.nv or (p.cache is not None and (
            (space.m is not None and (p.cache[0] % p.mv or p.cache[0] > p.dm)) or p.cache[1] % p.nv
            or p.cache[1] > p.dn or p.cache[2] % p.kv)):
        return "an outer tile that is not whole inner tiles"
    if p.nv % w and p.nv > w:
        return "a vector tile that is not whole native vectors"
    if registers(p.mv, p.nv, w) > space.target.vector_registers:
        return "a register block past the target's vector registers (it spills)"
    if p.mv * p.nv * p.kv * elem >= vectors:
        # IREE: "One or more operations with large vector sizes (32768 bytes)" (AVX-512's 64-byte
        # vectors: 8x32 block x step 32 of f32 refused, x step 16 built)
        return f"a vector contraction of {_VECTORS} native vectors or more (IREE refuses large vectors)"
    if p.cache is not None and p.cache[0 if space.m is not None else 1] * p.cache[1] * elem >= vectors:
        # with cache levels, IREE vectorizes the fused fill and consumer at the cache tile
        # (cache_parallel [64, 128] of f32 refused on AVX-512, [64, 64] built)
        return f"a cache tile of {_VECTORS} native vectors or more (IREE vectorizes the fused ops at it)"
    if p.cache is not None and space.m is not None and p.mv & (p.mv - 1):
        # "exceeded stack allocation limit of 32768 bytes": blocks of 6 or 12 rows under a cache tile
        # (33792 bytes with cache_parallel [132, 32], block 12x32, f32); powers of two built
        return "a block of rows not a power of two under a cache tile (IREE's 32 KiB stack limit)"
    if p.pipeline in REFUSED_PIPELINES:
        return f"pipeline {p.pipeline}: {REFUSED_PIPELINES[p.pipeline]}"
    return None


def registers(mv: int, nv: int, width: int) -> int:
    """Vector registers a register block holds: its accumulators, one row of the right-hand side,
    one broadcast of the left."""
    vectors = -(-nv // width)
    return mv * vectors + vectors + 1


def score(space: Space, p: Point) -> float:
    """The cost model: higher is better expected. Register-block reuse (loads per FMA), the
    reduction step amortizing the loop, the workgroup's working set against L2 and the block's
    panels against L1 (over the cache-level K tile where there is one), enough workgroups for the
    cores at the heaviest sizes (two each), whole tiles at those sizes, a workgroup worth its fixed cost."""
    elem, w = space.loops.element_bytes, space.width
    kk = space.size(space.k)
    kc = min(kk, p.cache[2]) if p.cache is not None else kk
    reuse = math.log(2 * p.mv * p.nv / (p.mv + p.nv))
    step = 0.3 * math.log(min(p.kv, 8))
    dm = p.dm if space.m is not None else 1
    cache = -1.0 if (dm * kc + kc * p.dn + dm * p.dn) * elem > space.target.l2_bytes else 0.0
    panels = -0.5 if (p.mv + p.nv) * kc * elem > space.target.l1_bytes else 0.0
    levels = -0.2 if p.cache is not None else 0.0  # two more loops
    groups = math.ceil(space.size(space.n) / p.dn) * (math.ceil(space.size(space.m) / p.dm) if space.m is not None else 1)
    parallel = -1.0 if groups < 2 * space.target.cores else 0.0  # two per core: a balance
    partial = (-0.5 if space.size(space.n) % p.nv else 0.0) + (
        -0.3 if space.m is not None and space.size(space.m) % p.mv else 0.0)
    small = -0.5 if dm * p.dn * kk < 32768 else 0.0
    narrow = -0.3 if p.nv < w else 0.0
    pipeline = 0.0 if p.pipeline == pipeline_of(space.default) else -0.2
    locality = 0.3 * math.log(max(1.0, 2 * dm * p.dn / (dm + p.dn)))  # the workgroup tile's reuse in L2
    return reuse + step + cache + panels + levels + parallel + partial + small + narrow + pipeline + locality


def cache_tile(space: Space, mv: int, nv: int, kv: int, dm: int, dn: int) -> Optional[tuple[int, int, int]]:
    """The cache-level tile this machine's caches suggest for a block: the K tile whose panels
    (`mv` rows and `nv` columns) fit half of L1, the M x N tile (within the workgroup's, whole
    blocks) whose panels fit half of L2 and whose area IREE takes (under 512 native vectors);
    None when the K tile would be the whole K loop (no cache level needed)."""
    elem, target = space.loops.element_bytes, space.target
    kk = space.size(space.k)
    ck = kv
    while ck * 2 <= kk and (mv + nv) * ck * 2 * elem <= target.l1_bytes // 2:
        ck *= 2
    if ck >= kk:
        return None
    cm, cn = (dm if space.m is not None else 0), dn
    while True:
        area = (cm if space.m is not None else 1) * cn
        if area * elem < _VECTORS * target.vector_bytes and (cm + cn) * ck * elem <= target.l2_bytes // 2:
            break
        if space.m is not None and cm >= cn and cm // 2 >= mv and (cm // 2) % mv == 0:
            cm //= 2
        elif cn // 2 >= nv and (cn // 2) % nv == 0:
            cn //= 2
        else:
            return None
    return cm, cn, ck


def candidates(default: CpuConfig, loops: LoopShape, target: CpuTarget, limit: int) -> list[CpuConfig]:
    """Up to `limit` configurations, the default first, then the best of the space by the cost
    model: the best of each register block with and without a cache level first (larger and
    shaped otherwise than the default's among them), so that a few timed spread over the space."""
    if limit < 1:
        return []
    space = space_of(default, loops, target)
    if space is None:
        return [default]
    start = space.point(default)
    w = space.width
    scored: dict[CpuConfig, float] = {}
    for mv in _options({1, 2, 4, 6, 8, 12, 16, 32, start.mv} if space.m is not None else {1}, space.static(space.m)):
        for nv in _options({w, 2 * w, 3 * w, 4 * w, 8 * w, start.nv}, space.static(space.n)):
            if registers(mv, nv, w) > target.vector_registers:
                continue
            for kv in _options({1, 2, 4, 8, 16, 32, start.kv}, space.static(space.k)):
                for dm in _dist_options(start.dm, mv, space.static(space.m)) if space.m is not None else [0]:
                    for dn in _dist_options(start.dn, nv, space.static(space.n)):
                        for cache in {None, cache_tile(space, mv, nv, kv, dm, dn)}:
                            p = Point(mv, nv, kv, dm, dn, cache, start.pipeline)
                            if refusal(space, p) is None:
                                scored[space.config(p)] = score(space, p)
    ranked = [c for c, _ in sorted(scored.items(), key=lambda cs: -cs[1]) if c != default]
    return best_of_each_block(default, ranked, limit,
                              lambda c: (c.level(VECTOR), c.level(CACHE_REDUCTION) is not None), default_block_taken=True)


def best_of_each_block(default: CpuConfig, ranked: list[CpuConfig], limit: int, block: Callable[[CpuConfig], object],
                       default_block_taken: bool = False) -> list[CpuConfig]:
    """At most `limit`: the default, then the first of `ranked` (best first) of each `block` not
    yet chosen (the default's own too, unless `default_block_taken`), then the rest in order: a
    few timed candidates spread over the space."""
    chosen = [default]
    blocks: set = {block(default)} if default_block_taken else set()
    for config in ranked:
        if len(chosen) >= limit:
            break
        if block(config) not in blocks and config not in chosen:
            blocks.add(block(config))
            chosen.append(config)
    for config in ranked:
        if len(chosen) >= limit:
            break
        if config not in chosen:
            chosen.append(config)
    return chosen


def _roles(vec: Sequence[int], red: Sequence[int], loops: LoopShape) -> Optional[tuple[Optional[int], int, int]]:
    """(M-like, N-like, K-like) loop indices: N the last vectorized parallel loop, M the last
    parallel loop before it that IREE tiled, K the last reduction loop it tiled."""
    parallel = [i for i, r in enumerate(loops.reduction) if not r]
    vectorized = [i for i in parallel if vec[i] > 0]
    reductions = [i for i, r in enumerate(loops.reduction) if r and red[i] > 0]
    if not vectorized or not reductions:
        return None
    nn = vectorized[-1]
    before = [i for i in vectorized if i < nn]
    return (before[-1] if before else None), nn, reductions[-1]


def _options(values, static: Optional[int]) -> list[int]:
    """Positive tile sizes, none beyond a static loop size."""
    return sorted(v for v in values if v > 0 and (static is None or v <= static))


def _ceil_to(value: int, multiple: int) -> int:
    return -(-value // multiple) * multiple


def _dist_options(default: int, vector: int, static: Optional[int]) -> list[int]:
    """Workgroup tiles: multiples of the vector tile around the default's, capped at the loop's
    static size (rounded up to the vector tile)."""
    base = max(default, vector)
    values = {vector, 2 * vector, base // 2, base, 2 * base, 4 * base}
    cap = None if static is None else _ceil_to(static, vector)
    out = set()
    for v in values:
        v = _ceil_to(v, vector)
        if cap is not None:
            v = min(v, cap)
        if v > 0:
            out.add(v)
    return sorted(out)
