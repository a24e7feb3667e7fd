"""The model's kernels as tuning problems: what one tuning-spec entry matches.

A tuning spec matches a root op by kind, element types, indexing maps and sizes
(`transform.iree.match.contraction` / `.convolution`, then `dims_equal` per dim group).
Exports whose root ops agree in all of these are one problem: one entry configures them
all, so they are tuned together. A dynamic dim is matched as dynamic (`dims_equal` with
`ShapedType.get_dynamic_size()`): the entry configures the runtime-sized kernel the model
runs at every size, and no static kernel of the same op. Read off the extract's configured
IR with the compiler's analyses (`linalg.infer_contraction_dimensions`,
`infer_convolution_dimensions`), never from names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from iree.compiler import ir
from iree.compiler._mlir_libs import _mlirDialectsLinalg as linalg

from ..manifest import Manifest
from ..passes.values import element_bits
from ..passes.root_op import KernelKey, root_ops
from .cpu_configs import CpuConfig, CpuTarget, OpaqueConfig, read_config

Configuration = CpuConfig | OpaqueConfig

CONTRACTION, CONVOLUTION = "contraction", "convolution"
CONTRACTION_GROUPS = ("batch", "m", "n", "k")
CONVOLUTION_GROUPS = ("batch", "output_image", "output_channel", "filter_loop", "input_channel", "depth")
DYNAMIC = None  # a dynamic size in `MatchKey.sizes`


@dataclass(frozen=True)
class MatchKey:
    """What a spec entry checks of a root op."""

    kind: str  # CONTRACTION or CONVOLUTION
    element_types: tuple[str, str, str]  # lhs, rhs, output
    indexing_maps: str  # as IREE prints the ArrayAttr
    sizes: tuple[tuple[str, tuple[Optional[int], ...]], ...]  # per dim group, its loops' sizes (DYNAMIC)
    strides: tuple[int, ...] = ()
    dilations: tuple[int, ...] = ()

    @property
    def text(self) -> str:
        """`contraction f32,f32->f32 m=[?] n=[512] k=[1024]` (empty groups left out)."""
        groups = " ".join(f"{name}=[{','.join('?' if v is None else str(v) for v in sizes)}]"
                          for name, sizes in self.sizes if sizes)
        lhs, rhs, out = self.element_types
        return f"{self.kind} {lhs},{rhs}->{out} {groups}"


@dataclass
class TuningProblem:
    """One match key: its exports (kernels), their call sites, the default configuration IREE
    gave the first, the root op's loops and the target."""

    key: MatchKey
    kernels: list[KernelKey] = field(default_factory=list)
    dispatches: list[str] = field(default_factory=list)  # call sites, shapes.json order
    default: Optional[Configuration] = None
    reduction: tuple[bool, ...] = ()  # per loop of the root op
    static: tuple[Optional[int], ...] = ()  # per loop: its static size (None: dynamic)
    element_bytes: int = 4
    target: Optional[ir.Attribute] = None  # the kernel's #hal.executable.target
    innermost: Optional[tuple[int, int, int]] = None  # a contraction's innermost M, N and K loops (a GPU intrinsic's)

    @property
    def exports(self) -> list[str]:
        return [export for _, _, export in self.kernels]

    def cpu_target(self) -> CpuTarget:
        assert self.target is not None
        return CpuTarget.of(self.target)


@dataclass(frozen=True)
class Problems:
    tunable: list[TuningProblem]
    untunable: dict[str, str]  # export -> why it is not tuned


def find_problems(module: ir.Module, manifest: Manifest) -> Problems:
    """The tuning problems of the extract's configured IR (`model.configured.mlir`)."""
    sites: dict[KernelKey, list[str]] = {}
    for d in manifest.dispatches:
        sites.setdefault((d.executable, d.variant, d.export), []).append(d.name)
    problems: dict[MatchKey, TuningProblem] = {}
    untunable: dict[str, str] = {}
    roots = root_ops(module)
    for kernel, names in sites.items():
        op = roots.get(kernel)
        if op is None:
            untunable[kernel[2]] = "no root op (IREE marked none, and none carries a configuration)"
            continue
        found = _problem(op)
        if isinstance(found, str):
            untunable[kernel[2]] = found
            continue
        problem = problems.setdefault(found.key, found)
        problem.kernels.append(kernel)
        problem.dispatches.extend(names)
    return Problems(list(problems.values()), untunable)


def _problem(op: ir.Operation) -> TuningProblem | str:
    """The op's tuning problem, or why it is not one."""
    maps_attr = linalg.get_indexing_maps(op)
    if maps_attr is None:
        return f"{op.name}: not a structured op (no indexing maps)"
    maps = [ir.AffineMapAttr(a).value for a in maps_attr]
    static = _loop_sizes(op, maps)
    if static is None:
        return f"{op.name}: a loop no operand dim sizes"
    inits = _outputs(op)
    types = [_element_type(v) for v in op.operands]
    element_types = (types[0], types[1] if len(types) > 1 else types[0], types[len(types) - inits])
    if linalg.isa_contraction_op(op) and (c := linalg.infer_contraction_dimensions(op)) is not None:
        groups = {"batch": c.batch, "m": c.m, "n": c.n, "k": c.k}
        key = MatchKey(CONTRACTION, element_types, str(maps_attr), _sizes(groups, CONTRACTION_GROUPS, static))
        m, n, k = list(c.m), list(c.n), list(c.k)  # (the bindings' lists take no negative index)
        innermost = (m[-1], n[-1], k[-1]) if m and n and k else None
    elif linalg.isa_convolution_op(op) and (c := linalg.infer_convolution_dimensions(op)) is not None:
        groups = {"batch": c.batch, "output_image": c.output_image, "output_channel": c.output_channel,
                  "filter_loop": c.filter_loop, "input_channel": c.input_channel, "depth": c.depth}
        key = MatchKey(CONVOLUTION, element_types, str(maps_attr), _sizes(groups, CONVOLUTION_GROUPS, static),
                       tuple(c.strides), tuple(c.dilations))
        innermost = None
    else:
        return f"{op.name}: neither a contraction nor a convolution (the kinds a CPU tuning spec matches here)"
    if len(op.operands) - inits != 2:
        return f"{op.name}: {len(op.operands) - inits} inputs (a spec's matcher takes two)"
    function = _enclosing(op, "func.func")
    variant = _enclosing(op, "hal.executable.variant")
    if "lowering_config" not in op.attributes or function is None or "translation_info" not in function.attributes:
        return f"{op.name}: IREE gave it no configuration to start from"
    lowering, translation = op.attributes["lowering_config"], function.attributes["translation_info"]
    default: Optional[Configuration] = read_config(lowering, translation)
    if default is None:  # a GPU's: its candidates come from shark-ai's generator
        with op.context:
            default = OpaqueConfig.of(lowering, translation)
    iterators = [str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"])] if "iterator_types" in op.attributes else None
    reduction = _reductions(maps, inits) if iterators is None else tuple("reduction" in t for t in iterators)
    width = _bits(op.operands[len(op.operands) - inits].type)
    return TuningProblem(key, default=default, reduction=reduction, static=static, element_bytes=max(1, width // 8),
                         target=variant.attributes["target"] if variant is not None and "target" in variant.attributes else None,
                         innermost=innermost)


def _sizes(groups: dict, order, static) -> tuple[tuple[str, tuple[Optional[int], ...]], ...]:
    return tuple((name, tuple(static[d] for d in groups[name])) for name in order)


def _loop_sizes(op: ir.Operation, maps: list[ir.AffineMap]) -> Optional[tuple[Optional[int], ...]]:
    """Each loop's static size (None: dynamic), from an operand dim its map reads it by."""
    sizes: list[Optional[int]] = []
    for loop in range(maps[0].n_dims):
        size: Optional[int] = -1
        for operand, amap in zip(op.operands, maps):
            if not isinstance(operand.type, ir.ShapedType):
                continue
            shaped = ir.ShapedType(operand.type)
            for j, expr in enumerate(amap.results):
                if isinstance(expr, ir.AffineDimExpr) and ir.AffineDimExpr(expr).position == loop:
                    size = None if shaped.is_dynamic_dim(j) else shaped.get_dim_size(j)
                    break
            if size != -1:
                break
        if size == -1:
            return None
        sizes.append(size)
    return tuple(sizes)


def _outputs(op: ir.Operation) -> int:
    """How many of the op's operands are its inits (`outs`)."""
    segments = op.attributes["operandSegmentSizes"] if "operandSegmentSizes" in op.attributes else None
    if segments is not None:
        counts = ir.DenseI32ArrayAttr(segments)
        return counts[len(counts) - 1]
    return max(1, len(op.results))


def _reductions(maps: list[ir.AffineMap], inits: int) -> tuple[bool, ...]:
    written = {ir.AffineDimExpr(e).position for m in maps[len(maps) - inits:] for e in m.results
               if isinstance(e, ir.AffineDimExpr)}
    return tuple(d not in written for d in range(maps[0].n_dims))


def _element_type(value: ir.Value) -> str:
    t = value.type
    return str(ir.ShapedType(t).element_type) if isinstance(t, ir.ShapedType) else str(t)


def _bits(t: ir.Type) -> int:
    element = ir.ShapedType(t).element_type if isinstance(t, ir.ShapedType) else t
    return element_bits(str(element)) or 32


def _enclosing(op: ir.Operation, name: str) -> Optional[ir.Operation]:
    parent = op.parent
    while parent is not None and parent.name != name:
        parent = parent.parent
    return parent
