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
from typing import Mapping, Optional, Sequence

from iree.compiler import ir
from iree.compiler.dialects import iree_codegen

from ..machine import cpu_caches, cpu_count

DISTRIBUTION, VECTOR, REDUCTION = "distribution", "vector_common_parallel", "vector_reduction"
LEVELS = (DISTRIBUTION, VECTOR, REDUCTION)  # the levels a candidate varies; the default must have all three
_DEFAULT_L2 = 1 << 20


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
    fields = attribute_fields(lowering_config) if str(lowering_config).startswith("#iree_cpu.lowering_config<") else None
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
    machine's L2 cache and cores."""

    vector_bytes: int
    vector_registers: int
    l2_bytes: int
    cores: int

    @staticmethod
    def of(target: ir.Attribute) -> "CpuTarget":
        """From a `#hal.executable.target<"llvm-cpu", ..., {native_vector_size = N, cpu_features = ...}>`."""
        config = attribute_fields(target) or {}
        vector = ir.IntegerAttr(config["native_vector_size"]).value if "native_vector_size" in config else 16
        features = ir.StringAttr(config["cpu_features"]).value if "cpu_features" in config else ""
        triple = ir.StringAttr(config["target_triple"]).value if "target_triple" in config else ""
        registers = 32 if "+avx512f" in features.split(",") or triple.startswith("aarch64") else 16
        l2 = next((c["size"] for c in cpu_caches() or [] if c.get("level") == 2 and c.get("size")), _DEFAULT_L2)
        return CpuTarget(max(1, vector), registers, int(l2), cpu_count())


@dataclass(frozen=True)
class LoopShape:
    """The root op's loops: which reduce, their static sizes (None: dynamic), and their sizes at
    the heaviest size set (the cost model's), the element size in bytes."""

    reduction: tuple[bool, ...]
    static: tuple[Optional[int], ...]
    heaviest: tuple[int, ...]
    element_bytes: int


def candidates(default: CpuConfig, loops: LoopShape, target: CpuTarget, limit: int) -> list[CpuConfig]:
    """Up to `limit` configurations, the default first, then the best of the space by the cost model."""
    if limit < 1:
        return []
    dist, vec, red = (default.level(name) for name in LEVELS)
    n = len(loops.reduction)
    if dist is None or vec is None or red is None or not (len(dist) == len(vec) == len(red) == n):
        return [default]
    roles = _roles(vec, red, loops)
    if roles is None:
        return [default]
    m, nn, k = roles
    width = max(1, target.vector_bytes // max(1, loops.element_bytes))
    scored: dict[tuple, tuple[float, CpuConfig]] = {}
    for mv in _options({1, 2, 4, 8, 16, vec[m]} if m is not None else {1}, loops.static[m] if m is not None else None):
        for nv in _options({width, 2 * width, vec[nn]}, loops.static[nn]):
            if mv * max(1, nv // width) + mv + 2 > target.vector_registers:
                continue
            for kv in _options({1, 4, 8, 16, 32, red[k]}, loops.static[k]):
                for dm in _dist_options(dist[m], mv, loops.static[m]) if m is not None else [0]:
                    for dn in _dist_options(dist[nn], nv, loops.static[nn]):
                        tiles = {DISTRIBUTION: list(dist), VECTOR: list(vec), REDUCTION: list(red)}
                        if m is not None:
                            tiles[VECTOR][m], tiles[DISTRIBUTION][m] = mv, dm
                        tiles[VECTOR][nn], tiles[DISTRIBUTION][nn], tiles[REDUCTION][k] = nv, dn, kv
                        config = _with_tiles(default, tiles)
                        key = tuple(tuple(v) for v in tiles.values())
                        scored[key] = (_score(mv, nv, kv, dm, dn, m, nn, k, loops, target, width), config)
    ranked = [c for _, c in sorted(scored.values(), key=lambda sc: -sc[0]) if c != default]
    chosen = [default]
    blocks: set[tuple] = set()
    for config in ranked:  # the best of each register block first: spread the few timed over the space
        block = config.level(VECTOR)
        if block not in blocks and len(chosen) < limit:
            blocks.add(block)
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


def _dist_options(default: int, vector: int, static: Optional[int]) -> list[int]:
    """Workgroup tiles: multiples of the vector tile around the default's, capped at the loop's
    static size (rounded up to the vector tile)."""
    base = max(default, vector)
    values = {vector, 2 * vector, base // 2, base, 2 * base, 4 * base}
    cap = None if static is None else -(-static // vector) * vector
    out = set()
    for v in values:
        v = -(-v // vector) * vector
        if cap is not None:
            v = min(v, cap)
        if v > 0:
            out.add(v)
    return sorted(out)


def _score(mv, nv, kv, dm, dn, m, nn, k, loops: LoopShape, target: CpuTarget, width: int) -> float:
    reuse = math.log(2 * mv * nv / (mv + nv))  # loads per FMA of the register block
    step = 0.3 * math.log(min(kv, 8))  # reduction loop overhead
    kk = loops.static[k] or loops.heaviest[k] or 1024
    dm_ = dm if m is not None else 1
    working = (dm_ * kk + kk * dn + dm_ * dn) * loops.element_bytes
    cache = -1.0 if working > target.l2_bytes else 0.0
    sizes = loops.heaviest
    groups = math.ceil(max(1, sizes[nn]) / dn) * (math.ceil(max(1, sizes[m]) / dm) if m is not None else 1)
    parallel = -1.0 if groups < target.cores else 0.0
    partial = -0.5 if sizes[nn] % nv else 0.0  # a vector tile the heaviest N does not fill
    small = -0.5 if dm_ * dn * kk < 32768 else 0.0  # a workgroup's fixed cost not paid for by its work
    return reuse + step + cache + parallel + partial + small


def _with_tiles(default: CpuConfig, tiles: Mapping[str, list[int]]) -> CpuConfig:
    return CpuConfig(tuple((name, tuple(tiles.get(name, sizes))) for name, sizes in default.tiles), default.translation_info)
