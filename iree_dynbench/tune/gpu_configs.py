"""GPU attention configurations: IREE's `compilation_info` with the `decomposition_config` it needs.

IREE's GPU attention (`#iree_gpu.pipeline<VectorDistribute>`) is configured in two places:
the op's `lowering_config` (workgroup tiles, the K2 step) and its `decomposition_config`
(`qk_attrs` / `pv_attrs`: the QK and PV matmuls' subgroup and lane layouts, an MMA intrinsic
or per-thread tiles). IREE sets both when it configures the op itself; a spec that annotates
`compilation_info` alone leaves the matmuls without layouts, so a spec entry annotates both
(`tuning_spec`). shark-ai's attention candidates are such pairs too.

For a runtime-sized attention (a prefill's query and KV lengths) IREE 3.13 picks a
configuration without intrinsics: one row of queries per workgroup (`workgroup` M 1), the KV
length split over subgroups and lanes (`partial_reduction` K2 = subgroups x lanes x 1),
per-thread tiles of the head dims (`thread`). `variants` varies that configuration where its
parts stay consistent: the subgroups on K2 (with the K2 step and the workgroup size), the
output's head-dim tile (N), the K2 elements each lane takes per step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from iree.compiler import ir
from iree.compiler.dialects import iree_codegen, iree_gpu

from ..passes.irutil import new_context
from .cpu_configs import OpaqueConfig, attribute_fields

DECOMPOSITION = "decomposition_config"
_MATMULS = ("qk_attrs", "pv_attrs")


@dataclass(frozen=True)
class AttentionConfig(OpaqueConfig):
    """A GPU attention's `compilation_info` (`text`) and `decomposition_config` (`decomposition`)."""

    decomposition: str = ""

    @staticmethod
    def of_op(op: ir.Operation, translation_info: ir.Attribute) -> Optional["AttentionConfig"]:
        """The configuration IREE gave an attention op (None without a decomposition config)."""
        if DECOMPOSITION not in op.attributes or "lowering_config" not in op.attributes:
            return None
        with op.context:
            info = iree_codegen.CompilationInfoAttr.get(op.attributes["lowering_config"], translation_info)
        return AttentionConfig(str(info), str(op.attributes[DECOMPOSITION]))

    def decomposition_config(self, context: ir.Context) -> ir.Attribute:
        return ir.Attribute.parse(self.decomposition, context)

    @property
    def label(self) -> str:
        """The op's lowering fields, then each matmul's (`qk: mma_kind=..., subgroup_basis=...`)."""
        parts = [super().label]
        context = new_context()
        decomposition = ir.DictAttr(ir.Attribute.parse(self.decomposition, context))
        for name in _MATMULS:
            if name in decomposition:
                fields = attribute_fields(ir.DictAttr(decomposition[name])["lowering_config"]) or {}
                parts.append(f"{name[:2]}: " + ", ".join(f"{k}={v}" for k, v in fields.items() if k != "promotion_types"))
        return "; ".join(parts)

    def to_json(self) -> dict:
        return {"compilation_info": self.text, DECOMPOSITION: self.decomposition}


def variants(default: AttentionConfig, static: tuple[Optional[int], ...], groups: dict[str, tuple[int, ...]],
             limit: int) -> list[AttentionConfig]:
    """Up to `limit` variations of IREE's runtime-sized attention configuration (see the module
    docstring), IREE's first; just IREE's where it is not of that form (an intrinsic's, or no
    single K2 loop split over subgroups and lanes). `static`: each loop's static size;
    `groups`: the loops of each dim group (`tuning_problems.ATTENTION_GROUPS`)."""
    if limit < 1:
        return []
    found = [default]
    shape = _reduction_form(default, groups)
    if shape is None:
        return found
    k2, n, subgroups, lanes, per_lane, n_tile = shape
    n_size = static[n] if n is not None else None
    n_tiles = [t for t in dict.fromkeys([n_tile, 2 * n_tile, n_tile // 2]) if t >= 1 and (n_size is None or t <= n_size)]
    space = [(s, t, p) for s in dict.fromkeys([subgroups, subgroups // 2, subgroups * 2, subgroups // 4]) if 1 <= s <= 16
             for t in n_tiles for p in dict.fromkeys([per_lane, 2 * per_lane])]
    # Nearest the default first: fewer changed parts, then fewer subgroups changed.
    space.sort(key=lambda c: (sum(a != b for a, b in zip(c, (subgroups, n_tile, per_lane))), abs(c[0] - subgroups)))
    for s, t, p in space:
        config = _varied(default, k2, n, s, t, p, lanes)
        if config not in found:
            found.append(config)
        if len(found) >= limit:
            break
    return found


def _reduction_form(config: AttentionConfig, groups: dict) -> Optional[tuple]:
    """(K2 loop, N loop, subgroups on K2, lanes on K2, K2 per lane, N tile) of IREE's
    runtime-sized form; None where the configuration is not of it."""
    k2s, ns = groups.get("k2", ()), groups.get("n", ())
    if len(k2s) != 1:
        return None
    k2, n = k2s[0], (ns[-1] if ns else None)
    with new_context() as context:
        lowering = _lowering(config, context)
        if lowering is None or "partial_reduction" not in lowering or "workgroup" not in lowering:
            return None
        step = _ints(lowering["partial_reduction"])[k2]
        n_tile = _ints(lowering["workgroup"])[n] if n is not None else 1
        matmuls = _matmuls(config, context)
        if matmuls is None:
            return None
        qk = matmuls["qk_attrs"]
        if "mma_kind" in qk or "subgroup_basis" not in qk or "lane_basis" not in qk:
            return None
        subgroups = _ints(ir.ArrayAttr(qk["subgroup_basis"])[0])[k2]
        lanes = _ints(ir.ArrayAttr(qk["lane_basis"])[0])[k2]
    if step <= 0 or n_tile <= 0 or subgroups * lanes <= 0 or step % (subgroups * lanes):
        return None
    return k2, n, subgroups, lanes, step // (subgroups * lanes), n_tile


def _varied(default: AttentionConfig, k2: int, n: Optional[int], subgroups: int, n_tile: int, per_lane: int,
            lanes: int) -> AttentionConfig:
    def lowering(fields: dict) -> None:
        fields["partial_reduction"] = _set(fields["partial_reduction"], k2, subgroups * lanes * per_lane)
        if n is not None:
            fields["workgroup"] = _set(fields["workgroup"], n, n_tile)

    def matmul(fields: dict) -> None:
        counts, mapping = list(ir.ArrayAttr(fields["subgroup_basis"]))
        fields["subgroup_basis"] = ir.ArrayAttr.get([_set(counts, k2, subgroups), mapping])

    return _edited(default, lowering, matmul, subgroups * lanes)


def _edited(config: AttentionConfig, lowering: Callable[[dict], None], matmul: Callable[[dict], None],
            workgroup_size: int) -> AttentionConfig:
    """`config` with its op's lowering fields changed by `lowering`, each matmul's by `matmul`,
    and its workgroup size `workgroup_size` threads."""
    with new_context() as context, ir.Location.unknown():
        info = iree_codegen.CompilationInfoAttr(ir.Attribute.parse(config.text, context))
        fields = attribute_fields(info.lowering_config)
        lowering(fields)
        translation = iree_codegen.TranslationInfoAttr(info.translation_info)
        translation = iree_codegen.TranslationInfoAttr.get(
            translation.pass_pipeline, translation.codegen_spec, [workgroup_size, 1, 1], translation.subgroup_size,
            translation.configuration)
        text = str(iree_codegen.CompilationInfoAttr.get(iree_gpu.LoweringConfigAttr.get(ir.DictAttr.get(fields)), translation))
        decomposition = ir.DictAttr(ir.Attribute.parse(config.decomposition, context))
        entries = {decomposition[k].name: decomposition[k].attr for k in range(len(decomposition))}
        for name in _MATMULS:
            inner = ir.DictAttr(entries[name])
            inner_fields = {inner[k].name: inner[k].attr for k in range(len(inner))}
            matmul_fields = attribute_fields(inner_fields["lowering_config"])
            matmul(matmul_fields)
            inner_fields["lowering_config"] = iree_gpu.LoweringConfigAttr.get(ir.DictAttr.get(matmul_fields))
            entries[name] = ir.DictAttr.get(inner_fields)
        return AttentionConfig(text, str(ir.DictAttr.get(entries)))


def _lowering(config: AttentionConfig, context: ir.Context) -> Optional[dict]:
    info = iree_codegen.CompilationInfoAttr(ir.Attribute.parse(config.text, context))
    return attribute_fields(info.lowering_config) if iree_gpu.LoweringConfigAttr.isinstance(info.lowering_config) else None


def _matmuls(config: AttentionConfig, context: ir.Context) -> Optional[dict[str, dict]]:
    decomposition = ir.DictAttr(ir.Attribute.parse(config.decomposition, context))
    found = {}
    for name in _MATMULS:
        if name not in decomposition:
            return None
        inner = ir.DictAttr(decomposition[name])
        if "lowering_config" not in inner:
            return None
        fields = attribute_fields(inner["lowering_config"])
        if fields is None:
            return None
        found[name] = fields
    return found


def _ints(value) -> list[int]:
    return [ir.IntegerAttr(v).value for v in ir.ArrayAttr(value)]


def _set(value, index: int, to: int) -> ir.ArrayAttr:
    i64 = ir.IntegerType.get_signless(64)
    items = list(ir.ArrayAttr(value)) if not isinstance(value, list) else value
    return ir.ArrayAttr.get([ir.IntegerAttr.get(i64, to) if k == index else v for k, v in enumerate(items)])
