"""GPU candidates: shark-ai's candidate generator on the problem's static file, its configurations
taken out of the specs it writes.

shark-ai's tuner (`amdsharktuner`, the `tuner` extra; run on IREE 3.13 through
`sharktuner_compat`) generates candidates for a static dispatch file and writes one spec each,
whose matcher checks every dim (`dims_equal %m_dims, [128]`): it never matches the model's
runtime-sized kernel. dynbench keeps only each spec's configuration (the
`#iree_codegen.compilation_info` its `transform.param.constant` holds, read with the bindings)
and matches it its own way (`tuning_spec`: the dynamic dims free). A configuration for a static
size assumes its tiles divide the loops; for the runtime-sized kernel it gets `padding`, as IREE's
own TileAndFuse configurations of unaligned sizes have (`padded`): the workgroup tiles, and the
reduction tile times the intrinsic's K (without it, IREE 3.13 fails to compile the dynamic
kernel: "op was not bufferized").

Attention (`problem_candidates`): shark-ai's generator makes MMA configurations
(`VectorDistribute` with intrinsics) for a static attention; IREE 3.13 compiles none of that
form for a runtime-sized one (IREE's own for the static kernel, given to the dynamic one: "failed
to distribute"; with a mask, "failed to legalize ... i1" in workgroup memory; `padding` changes
neither), and configures it without intrinsics itself. So a runtime-sized attention's
candidates are IREE's configuration read back with its layouts varied (`gpu_configs.variants`).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Callable, Optional

from iree.compiler import ir
from iree.compiler.dialects import iree_codegen, iree_gpu

from ..errors import DynbenchError, first_line
from ..passes.irutil import new_context
from .cpu_configs import OpaqueConfig, attribute_fields
from .gpu_configs import AttentionConfig, variants
from .tuning_problems import ATTENTION, Configuration, TuningProblem

GENERATE_TIMEOUT_S = 600
PIPELINE = "llvmgpu_tile_and_fuse"


def problem_candidates(problem: TuningProblem, limit: int, static_file: Callable[[], Path], work: Path) -> list[Configuration]:
    """Up to `limit` GPU configurations of `problem`, IREE's default first. A contraction or
    convolution: shark-ai's on `static_file()` (the problem's static tuner file, made only when
    needed), padded; a runtime-sized attention: IREE's own varied (module docstring). Raises
    `DynbenchError` where there are none to try."""
    default = problem.default
    if limit < 1 or default is None:
        return []
    if problem.key.kind == ATTENTION:
        if not isinstance(default, AttentionConfig):
            raise DynbenchError(f"IREE's configuration of the attention ({default.label}) "
                                "has no decomposition_config to vary")
        found = variants(default, problem.static, problem.loop_groups, limit)
        if len(found) < 2 and limit > 1:
            raise DynbenchError("IREE's configuration of the attention is not the runtime-sized form dynbench varies "
                                f"({default.label})")
        return found
    generated = shark_candidates(static_file(), limit - 1, work / "shark", innermost=problem.innermost)
    return [default, *(c for c in generated if c != default)][:limit]


def shark_candidates(static_file: Path, count: int, work: Path, max_solutions: int = 64,
                     innermost: Optional[tuple[int, int, int]] = None) -> list[OpaqueConfig]:
    """Up to `count` configurations shark-ai's generator makes for `static_file`, in its order (it is
    asked for two at least: asked for one, it reports "Failed to generate any candidates");
    for a contraction (`innermost`: its innermost M, N and K loops), CUDA's WMMA ones on MMA_SYNC
    (`with_mma_sync`)."""
    work.mkdir(parents=True, exist_ok=True)
    flags = work / "compile.flags"
    flags.write_text("")
    argv = [sys.executable, "-m", "iree_dynbench.tune.sharktuner_compat", "--max-solutions", str(max_solutions),
            "model_tuner", str(static_file), str(static_file), "--dry-run", "--codegen-pipeline", PIPELINE,
            "--num-candidates", str(max(count, 2)), "--stop-after", "generate-candidates", "--compile-flags-file", str(flags)]
    try:
        done = subprocess.run(argv, cwd=work, capture_output=True, text=True, timeout=GENERATE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise DynbenchError(f"shark-ai's candidate generator took over {GENERATE_TIMEOUT_S} s on {static_file.name}") from None
    specs = sorted(work.glob("tuning_*/candidates/specs/*_spec.mlir"), key=lambda p: int(p.name.split("_")[0]))
    if done.returncode != 0 or not specs:
        tail = (done.stderr or done.stdout).strip().splitlines()
        raise DynbenchError(f"shark-ai's candidate generator made no candidates for {static_file.name}"
                            f"{': ' + first_line(tail[-1]) if tail else ''}")
    found: list[OpaqueConfig] = []
    for spec in specs:
        for config in configurations(spec):
            config = padded(with_mma_sync(config, innermost) if innermost is not None else config)
            if config not in found:
                found.append(config)
    return found[:count]


def with_mma_sync(config: OpaqueConfig, innermost: tuple[int, int, int]) -> OpaqueConfig:
    """`config` with its NV_WMMA intrinsic replaced by the NV_MMA_SYNC one of the same element
    types, its tile counts (in intrinsics, on the innermost M, N and K loops: `innermost`) scaled
    so that each subgroup covers the same tile; as it is without a WMMA intrinsic (or with no
    such MMA_SYNC one). For CUDA, shark-ai's generator knows only WMMA,
    and IREE 3.13 cannot compile a runtime-sized (padded) kernel with it ("'tensor.expand_shape'
    op expected dimension 2 of collapsed type to be static value", checked on sm_80), while the
    same tiles with MMA_SYNC compile."""

    def edit(items: dict) -> bool:
        wmma = _intrinsic(items)
        if wmma is None or wmma not in _wmma_intrinsics():
            return False
        types = [str(t) for t in wmma.abc_element_types]
        sync = next((m for m in (iree_gpu.MMAAttr.get(getattr(iree_gpu.MMAIntrinsic, name))
                                 for name in dir(iree_gpu.MMAIntrinsic) if name.startswith("NV_MMA_SYNC_"))
                     if [str(t) for t in m.abc_element_types] == types), None)
        if sync is None or any(w % s for w, s in zip(wmma.mnk_shape, sync.mnk_shape)):
            return False
        scale = dict(zip(innermost, (w // s for w, s in zip(wmma.mnk_shape, sync.mnk_shape))))
        items["mma_kind"] = sync
        for name in ("subgroup", "reduction"):
            if name in items:
                items[name] = _array([v * scale.get(loop, 1) for loop, v in enumerate(_tiles(items, name))])
        return True

    return _edited(config, edit)


def padded(config: OpaqueConfig) -> OpaqueConfig:
    """`config` with `padding` (see the module docstring); as it is when it has padding already,
    no MMA intrinsic, or no workgroup and reduction tiles."""

    def edit(items: dict) -> bool:
        intrinsic = _intrinsic(items)
        if "padding" in items or intrinsic is None or "workgroup" not in items or "reduction" not in items:
            return False
        k = intrinsic.mnk_shape[2]
        items["padding"] = _array([w if w else r * k for w, r in zip(_tiles(items, "workgroup"), _tiles(items, "reduction"))])
        return True

    return _edited(config, edit)


def _edited(config: OpaqueConfig, edit: Callable[[dict], bool]) -> OpaqueConfig:
    """`config` with the fields of its `#iree_gpu.lowering_config` changed by `edit(fields)` (in
    place, in a context of its own; False: nothing to change); as it is without such fields."""
    with new_context():
        info = iree_codegen.CompilationInfoAttr(ir.Attribute.parse(config.text))
        items = (attribute_fields(info.lowering_config)
                 if iree_gpu.LoweringConfigAttr.isinstance(info.lowering_config) else None)
        if items is None or not edit(items):
            return config
        lowering = iree_gpu.LoweringConfigAttr.get(ir.DictAttr.get(items))
        return OpaqueConfig(str(iree_codegen.CompilationInfoAttr.get(lowering, info.translation_info)))


def _intrinsic(items: dict) -> Optional["iree_gpu.MMAAttr"]:
    """The configuration's MMA intrinsic, if it has one IREE names as such."""
    if "mma_kind" not in items:
        return None
    try:
        return iree_gpu.MMAAttr(items["mma_kind"])
    except (ValueError, TypeError):
        return None


def _wmma_intrinsics() -> list["iree_gpu.MMAAttr"]:
    """NVIDIA's WMMA intrinsics as attributes of the current context (compared by value)."""
    return [iree_gpu.MMAAttr.get(getattr(iree_gpu.MMAIntrinsic, name))
            for name in dir(iree_gpu.MMAIntrinsic) if name.startswith("NV_WMMA_")]


def _tiles(items: dict, name: str) -> list[int]:
    return [ir.IntegerAttr(v).value for v in ir.ArrayAttr(items[name])]


def _array(values: list[int]) -> ir.ArrayAttr:
    i64 = ir.IntegerType.get_signless(64)
    return ir.ArrayAttr.get([ir.IntegerAttr.get(i64, v) for v in values])


def configurations(spec: Path) -> list[OpaqueConfig]:
    """The `compilation_info` constants of a spec file."""
    context = new_context()
    context.allow_unregistered_dialects = True
    module = ir.Module.parse(spec.read_text(), context)
    found: list[OpaqueConfig] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "transform.param.constant" and "value" in op.attributes:
            value = op.attributes["value"]
            if iree_codegen.CompilationInfoAttr.isinstance(value):
                found.append(OpaqueConfig(str(value)))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found
