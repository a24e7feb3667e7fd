"""The model's kernels as tuning problems: what one tuning-spec entry matches.

A tuning spec matches a root op by kind, element types, indexing maps and sizes. Exports
whose root ops agree in all of these are one problem: one entry configures them all, so they
are tuned together. The key is values the compiler's analyses and attributes give (the kind,
the operands' element types as `ir.Type`s, the maps as the op's `ArrayAttr`, each loop's
static size, a generic op's body as its ops and attributes), never printed IR: two problems
that differ only in maps, strides or body stay two. By kind:

- contraction, convolution: `transform.iree.match.contraction` / `.convolution` (types,
  maps), then `dims_equal` per dim group (`linalg.infer_contraction_dimensions`,
  `infer_convolution_dimensions`).
- attention (`iree_linalg_ext.online_attention`, `attention`): `transform.iree.match.online_attention`
  / `.attention`, `dims_equal` per group (`iree_codegen.get_attention_op_detail`: batch, M, N,
  K1, K2). IREE 3.13's attention matchers never match an op with a mask (checked on a causal
  prefill): a masked one is matched as the generic kinds are, the op itself as the pattern.
  A spec configuring it computes the default build's outputs (the NaNs seen once came from
  IREE's default build too, on a repeated call: `output_check`).
- reduction, elementwise, transpose, copy (a structured op IREE configured as the kernel's
  root, classified as `passes.root_op` does): `transform.iree.match.cast_compatible_dag_from_root`
  with the op itself as the pattern: its name, attributes (maps, iterator types), body and
  operand types, a static dim exactly. A body that uses a value defined outside it (a hoisted
  constant, a size of the dispatch, a tensor it extracts from: a gather) is no problem: IREE
  3.13's matcher maps only the op's own values, so no pattern matches it (`_captured_why`).

A dynamic dim is matched as dynamic (`dims_equal` with `ShapedType.get_dynamic_size()`, a `?`
in the DAG pattern): the entry configures the runtime-sized kernel the model runs at every
size. Kinds tune does not search yet are left out of `find_problems` unless asked for (`kinds`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Optional

from iree.compiler import ir
from iree.compiler._mlir_libs import _mlirDialectsLinalg as linalg
from iree.compiler.dialects import arith, func, iree_codegen, tensor

from ..manifest import Manifest
from ..passes.irutil import element_bits, reduction_loops
from ..passes.values import ValueEnum
from ..passes.root_op import KernelKey, movement_kind, root_ops
from .cpu_configs import CpuConfig, CpuTarget, OpaqueConfig, read_config
from .gpu_configs import AttentionConfig

Configuration = CpuConfig | OpaqueConfig


class Kind(ValueEnum):
    """What a root op computes, as a spec entry matches it."""

    CONTRACTION = "contraction"
    CONVOLUTION = "convolution"
    ATTENTION = "attention"
    REDUCTION = "reduction"
    ELEMENTWISE = "elementwise"
    TRANSPOSE = "transpose"
    COPY = "copy"


CONTRACTION, CONVOLUTION, ATTENTION = Kind.CONTRACTION, Kind.CONVOLUTION, Kind.ATTENTION
GENERIC_KINDS = frozenset({Kind.REDUCTION, Kind.ELEMENTWISE, Kind.TRANSPOSE, Kind.COPY})  # matched as a DAG
MATRIX_KINDS = frozenset({CONTRACTION, CONVOLUTION})  # what tune searches today
ALL_KINDS = frozenset(Kind)
# GPU targets: the kinds with GPU candidates (shark-ai's for matrices, IREE's varied for attention)
GPU_KINDS = MATRIX_KINDS | {Kind.ATTENTION}


def tuned_kinds(target: str) -> frozenset:
    """The kinds tune searches on `target` (an extract's backend): every kind on llvm-cpu."""
    return ALL_KINDS if target == "llvm-cpu" else GPU_KINDS
CONTRACTION_GROUPS = ("batch", "m", "n", "k")
CONVOLUTION_GROUPS = ("batch", "output_image", "output_channel", "filter_loop", "input_channel", "depth")
ATTENTION_GROUPS = ("batch", "m", "n", "k1", "k2")  # the order `match.attention` returns them in
GENERIC_GROUPS = ("parallel", "reduction")
DYNAMIC = None  # a dynamic size in `MatchKey.sizes`
_ATTENTION_OPS = ("iree_linalg_ext.online_attention", "iree_linalg_ext.attention")
_CONFIGURATION_ATTRS = ("lowering_config", "compilation_info", "root_op", "decomposition_config")  # IREE's, not the problem's (decomposition_config: a GPU attention's)
Sizes = tuple[tuple[str, tuple[Optional[int], ...]], ...]


@dataclass(frozen=True)
class MatchKey:
    """What a spec entry checks of a root op. Its `ir` values live in the context the root op
    was read in (equal keys are equal values there); the spec builder moves them to its own."""

    kind: Kind
    element_types: tuple[ir.Type, ...]  # contraction, convolution: lhs, rhs, output; else every operand's
    indexing_maps: ir.ArrayAttr
    sizes: Sizes  # per dim group, its loops' sizes (DYNAMIC)
    strides: tuple[int, ...] = ()
    dilations: tuple[int, ...] = ()
    op_name: str = ""  # attention and generic kinds: the root op's name
    body: tuple = ()  # generic kinds: the root op's attributes and its region's ops (`_body`)
    pattern: Optional[ir.Operation] = field(default=None, compare=False)  # generic kinds, masked attention:
    # `func.func @pattern` holding the root op alone on its arguments (`_pattern`)
    tag: str = field(default="", compare=False)  # tells apart keys whose text would be the same (`find_problems`)

    @property
    def text(self) -> str:
        """`contraction f32,f32->f32 m=[?] n=[512] k=[1024]` (empty groups left out)."""
        groups = " ".join(f"{name}=[{','.join('?' if v is None else str(v) for v in sizes)}]"
                          for name, sizes in self.sizes if sizes)
        types = [str(t) for t in self.element_types]
        if self.kind in MATRIX_KINDS:
            signature = f"{types[0]},{types[1]}->{types[2]}"
        else:
            signature = ",".join(types)
        name = "" if self.kind in MATRIX_KINDS else f" {self.op_name.split('.')[-1]}"
        return f"{self.kind}{name} {signature} {groups}{self.tag}"

    @property
    def maps_text(self) -> str:
        """The maps' results, `(d0,d2)(d2,d1)(d0,d1)`: what tells apart two keys alike otherwise."""
        return "".join("(" + ",".join(str(e).replace(" ", "") for e in ir.AffineMapAttr(a).value.results) + ")" for a in self.indexing_maps)


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
    loop_groups: dict[str, tuple[int, ...]] = field(default_factory=dict)  # per dim group of the key: its loops
    # Of an extract built by size range (issue 53): each variant's export -> its configuration,
    # the default of the sizes that variant serves (`default_at`); `default` is the chain head's.
    variant_defaults: dict[str, Configuration] = field(default_factory=dict)

    def default_at(self, variant_export: Optional[str]) -> Optional[Configuration]:
        """The configuration the extract runs at sizes its chain sends to `variant_export`."""
        return self.variant_defaults.get(variant_export or "", self.default)

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


def find_problems(module: ir.Module, manifest: Manifest, kinds: frozenset = MATRIX_KINDS) -> Problems:
    """The tuning problems of the extract's configured IR (`model.configured.mlir`), of `kinds`;
    every other kernel is in `untunable` with why."""
    sites: dict[KernelKey, list[str]] = {}
    chains: dict[KernelKey, tuple] = {}  # a size-range chain's variants (`DispatchInfo.chain`)
    for d in manifest.dispatches:
        sites.setdefault((d.executable, d.variant, d.export), []).append(d.name)
        if d.chain:
            chains[(d.executable, d.variant, d.export)] = d.chain
    problems: dict[MatchKey, TuningProblem] = {}
    untunable: dict[str, str] = {}
    roots = root_ops(module)
    for kernel, names in sites.items():
        op = roots.get(kernel)
        if op is None:
            untunable[kernel[2]] = ("no root op: IREE marked none and configured none (a copy or fill it lowers "
                                    "without a configuration), so a spec has nothing to configure")
            continue
        found = _problem(op)
        if isinstance(found, TuningProblem) and found.key.kind not in kinds:
            found = (f"{op.name}: {found.key.kind}: tune has no candidates of this kind for this target (on GPU they "
                     "come from shark-ai's generator, which makes contractions and convolutions, and from IREE's "
                     "attention configuration varied)")
        if isinstance(found, str):
            untunable[kernel[2]] = found
            continue
        problem = problems.setdefault(found.key, found)
        problem.kernels.append(kernel)
        problem.dispatches.extend(names)
        for variant in chains.get(kernel, ()):
            other = roots.get((kernel[0], kernel[1], variant.export))
            config = _configuration(other, found.key.kind) if other is not None else "no root op"
            if not isinstance(config, str):
                problem.variant_defaults.setdefault(variant.export, config)
    return Problems(_distinct_texts(list(problems.values())), untunable)


def _distinct_texts(problems: list[TuningProblem]) -> list[TuningProblem]:
    """Problems whose keys differ only in what `text` leaves out (maps, strides, a body) get a
    tag saying what: tune names problems by their text (tune.json, its checkpoint)."""
    by_text: dict[str, list[TuningProblem]] = {}
    for p in problems:
        by_text.setdefault(p.key.text, []).append(p)
    for alike in by_text.values():
        if len(alike) < 2:
            continue
        for n, p in enumerate(alike):
            same = [q for q in alike if q.key.maps_text == p.key.maps_text and q.key.strides == p.key.strides]
            tag = "" if len(same) == len(alike) else f" maps={p.key.maps_text}"
            if p.key.strides and len(same) < len(alike):
                tag += f" strides={list(p.key.strides)} dilations={list(p.key.dilations)}"
            if len(same) > 1:
                tag += f" #{same.index(p) + 1}"  # a body or an attribute tells them apart
            p.key = replace(p.key, tag=tag)
    return problems


def _problem(op: ir.Operation) -> TuningProblem | str:
    """The op's tuning problem, or why it is not one."""
    maps_attr = _indexing_maps(op)
    if maps_attr is None:
        return f"{op.name}: not a structured op (no indexing maps), which no spec matcher takes"
    maps = [ir.AffineMapAttr(a).value for a in maps_attr]
    static = _loop_sizes(op, maps)
    if static is None:
        return f"{op.name}: a loop no operand dim sizes"
    inits = _outputs(op)
    types = tuple(_element_type(v) for v in op.operands)
    innermost = None
    groups: dict = {}
    if op.name in _ATTENTION_OPS or iree_codegen.isa_attention_op(op):
        if op.name not in _ATTENTION_OPS:
            return f"{op.name}: an attention op that is neither online_attention nor attention"
        d = iree_codegen.get_attention_op_detail(maps[0], maps[1], maps[2], maps[len(maps) - inits])
        groups = {"batch": d.batch_dims, "m": d.m_dims, "k1": d.k1_dims, "k2": d.k2_dims, "n": d.n_dims}
        masked = len(op.operands) - inits > 4  # query, key, value, scale[, mask]
        key = MatchKey(ATTENTION, types, maps_attr, _sizes(groups, ATTENTION_GROUPS, static), op_name=op.name,
                       body=_body(op) if masked else (), pattern=_pattern(op) if masked else None)
    elif linalg.isa_contraction_op(op) and (c := linalg.infer_contraction_dimensions(op)) is not None:
        if len(op.operands) - inits != 2:
            return f"{op.name}: {len(op.operands) - inits} inputs (a spec's matcher takes two)"
        groups = {"batch": c.batch, "m": c.m, "n": c.n, "k": c.k}
        key = MatchKey(CONTRACTION, _three(types, inits), maps_attr, _sizes(groups, CONTRACTION_GROUPS, static))
        m, n, k = list(c.m), list(c.n), list(c.k)  # (the bindings' lists take no negative index)
        innermost = (m[-1], n[-1], k[-1]) if m and n and k else None
    elif linalg.isa_convolution_op(op) and (c := linalg.infer_convolution_dimensions(op)) is not None:
        if len(op.operands) - inits != 2:
            return f"{op.name}: {len(op.operands) - inits} inputs (a spec's matcher takes two)"
        groups = {"batch": c.batch, "output_image": c.output_image, "output_channel": c.output_channel,
                  "filter_loop": c.filter_loop, "input_channel": c.input_channel, "depth": c.depth}
        key = MatchKey(CONVOLUTION, _three(types, inits), maps_attr, _sizes(groups, CONVOLUTION_GROUPS, static),
                       tuple(c.strides), tuple(c.dilations))
    elif op.name.startswith("linalg."):
        key_or_why = _generic_key(op, maps, inits, types, maps_attr, static)
        if isinstance(key_or_why, str):
            return key_or_why
        key = key_or_why
    else:
        return f"{op.name}: not a linalg or attention op (no spec matcher here takes it)"
    variant = _enclosing(op, "hal.executable.variant")
    default = _configuration(op, key.kind)
    if isinstance(default, str):
        return default
    iterators = reduction_loops(op)
    reduction = _reductions(maps, inits) if iterators is None else iterators
    width = _bits(op.operands[len(op.operands) - inits].type)
    return TuningProblem(key, default=default, reduction=reduction, static=static, element_bytes=max(1, width // 8),
                         target=variant.attributes["target"] if variant is not None and "target" in variant.attributes else None,
                         innermost=innermost, loop_groups={name: tuple(int(d) for d in dims) for name, dims in groups.items()})


def _configuration(op: ir.Operation, kind: Kind) -> "Configuration | str":
    """The configuration IREE (or the extract's spec) gave the root op, or why it has none."""
    function = _enclosing(op, "func.func")
    if "lowering_config" not in op.attributes or function is None or "translation_info" not in function.attributes:
        return f"{op.name}: IREE gave it no configuration to start from"
    lowering, translation = op.attributes["lowering_config"], function.attributes["translation_info"]
    default: Optional[Configuration] = read_config(lowering, translation)
    if default is None and kind == ATTENTION:  # a GPU attention's: its matmuls' configurations too
        default = AttentionConfig.of_op(op, translation)
    if default is None:  # a GPU's: its candidates come from shark-ai's generator
        with op.context:
            default = OpaqueConfig.of(lowering, translation)
    return default


def _three(types: tuple[ir.Type, ...], inits: int) -> tuple[ir.Type, ir.Type, ir.Type]:
    return types[0], types[1] if len(types) > 1 else types[0], types[len(types) - inits]


def _generic_key(op: ir.Operation, maps: list[ir.AffineMap], inits: int, types: tuple[ir.Type, ...],
                 maps_attr: ir.ArrayAttr, static) -> MatchKey | str:
    """A structured op of no named kind: reduction, elementwise, transpose or copy, matched as
    the op itself (`transform.iree.match.cast_compatible_dag_from_root`)."""
    if any(isinstance(v.type, ir.MemRefType) for v in op.operands):
        return (f"{op.name}: a copy between buffers (memref operands: IREE's buffer-ops pipeline), and the "
                "spec's DAG matcher compares tensor operands")
    if any(not isinstance(v.type, ir.RankedTensorType) and not _scalar(v.type) for v in op.operands):
        return f"{op.name}: an operand that is neither a ranked tensor nor a scalar (the DAG matcher takes those)"
    written = {ir.AffineDimExpr(e).position for m in maps[len(maps) - inits:] for e in m.results
               if isinstance(e, ir.AffineDimExpr)}
    parallel = tuple(d for d in range(maps[0].n_dims) if d in written)
    reduced = tuple(d for d in range(maps[0].n_dims) if d not in written)
    if reduced:
        kind = Kind.REDUCTION
    else:
        movement = movement_kind(op, maps, inits)
        if movement == "fill":
            return f"{op.name}: a fill (it writes a constant), which IREE lowers as a copy of no configured work"
        kind = {"copy": Kind.COPY, "transpose": Kind.TRANSPOSE}.get(movement or "", Kind.ELEMENTWISE)
    captured = _captured(op)
    if captured:
        return _captured_why(op, captured)
    groups = {"parallel": parallel, "reduction": reduced}
    return MatchKey(kind, types, maps_attr, _sizes(groups, GENERIC_GROUPS, static), op_name=op.name,
                    body=_body(op), pattern=_pattern(op))


# Checked on llama_prefill (llvm-cpu): a pattern holding the constant its root's body uses is not applied.
_CAPTURE_LIMIT = ("IREE 3.13's matcher for it (cast_compatible_dag_from_root) compares a body value by value and "
                  "knows only the op's own values: one from outside matches nothing, so no spec entry configures it")


def _captured(op: ir.Operation) -> list[tuple[ir.Value, ir.Operation]]:
    """Each use in the op's body of a value defined outside it (a constant IREE's folding hoisted
    out, a size the dispatch reads, a tensor it extracts from): the value and the op using it.
    `linalg.index` and the body's own arguments are the op's own."""
    own: set = set()
    users: list[ir.Operation] = []

    def visit(parent: ir.Operation) -> None:
        for region in parent.regions:
            for block in region.blocks:
                own.update(block.arguments)
                for child in block.operations:
                    own.update(child.results)
                    users.append(child.operation)
                    visit(child.operation)

    visit(op)
    return [(v, user) for user in users for v in user.operands if v not in own]


def _captured_why(op: ir.Operation, captured: list[tuple[ir.Value, ir.Operation]]) -> str:
    """A gather (`tensor.extract` of a tensor that is not an operand) named as one; else the values
    from outside the body named (constants by value), with IREE's reason either way."""
    gathered = [v.type for v, user in captured if isinstance(user.opview, tensor.ExtractOp) and user.operands[0] == v]
    if gathered:
        return (f"{op.name}: a gather: its body reads elements of a {gathered[0]} that is not one of its operands "
                f"(tensor.extract); {_CAPTURE_LIMIT}")
    named: list[str] = []
    for v, _ in captured:
        definer = v.owner.opview if isinstance(v, ir.OpResult) else None
        name = (f"the constant {definer.value}" if isinstance(definer, arith.ConstantOp)
                else f"a value of type {v.type} from {definer.operation.name if definer else 'a block argument'}")
        if name not in named:
            named.append(name)
    more = ", ..." if len(named) > 3 else ""
    return f"{op.name}: its body uses values from outside it ({', '.join(named[:3])}{more}); {_CAPTURE_LIMIT}"


def _scalar(t: ir.Type) -> bool:
    return not isinstance(t, ir.ShapedType)


def _body(op: ir.Operation) -> tuple:
    """The root op as values: its name, its own attributes (maps, iterator types; IREE's
    configuration left out) and each op of its region (name, operands by position, result
    types, attributes). Two ops equal here are one DAG pattern."""
    own = tuple((name, op.attributes[name]) for name in op.attributes if name not in _CONFIGURATION_ATTRS)
    inner: list[tuple] = []
    for region in op.regions:
        for block in region.blocks:
            arguments = {a: ("arg", n) for n, a in enumerate(block.arguments)}
            results: dict = {}
            argument_types = tuple(a.type for a in block.arguments)
            for k, child in enumerate(block.operations):
                refs = tuple(arguments.get(v) or results.get(v) or ("outside", str(v.type)) for v in child.operands)
                inner.append((child.name, refs, tuple(r.type for r in child.results),
                              tuple((name, child.attributes[name]) for name in child.attributes)))
                for n, r in enumerate(child.results):
                    results[r] = ("op", k, n)
            inner.append(("block", argument_types))
    return (op.name, own, tuple(inner))


def _pattern(op: ir.Operation) -> ir.Operation:
    """`func.func @pattern(<the op's operands>)` (detached) holding a clone of the op on its
    arguments, IREE's configuration left out: the DAG a spec matcher compares the root op with."""
    with op.context, ir.Location.unknown():
        function = func.FuncOp("pattern", ir.FunctionType.get([v.type for v in op.operands], []))
        block = function.add_entry_block()
        with ir.InsertionPoint(block):
            clone = op.clone()
            for n, argument in enumerate(block.arguments):
                clone.operands[n] = argument
            for name in _CONFIGURATION_ATTRS:
                if name in clone.attributes:
                    del clone.attributes[name]
            func.ReturnOp([])
        return function.operation


def _indexing_maps(op: ir.Operation) -> Optional[ir.ArrayAttr]:
    """A linalg op's maps (its interface), else an `indexing_maps` attribute (attention's)."""
    attr = linalg.get_indexing_maps(op)
    if attr is None and "indexing_maps" in op.attributes:
        attr = op.attributes["indexing_maps"]
    return None if attr is None else ir.ArrayAttr(attr)


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


def _element_type(value: ir.Value) -> ir.Type:
    t = value.type
    return ir.ShapedType(t).element_type if isinstance(t, ir.ShapedType) else t


def _bits(t: ir.Type) -> int:
    return element_bits(t) or 32


def _enclosing(op: ir.Operation, name: str) -> Optional[ir.Operation]:
    parent = op.parent
    while parent is not None and parent.name != name:
        parent = parent.parent
    return parent
