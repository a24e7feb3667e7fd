"""The tuning spec: one transform library IREE applies with `--iree-codegen-tuning-spec-path`.

Built with the transform dialect's Python builders and verified:

    module attributes {transform.with_named_sequence}
      @apply_<entry>(%op, %config)   annotate compilation_info = %config, dynbench.tuned = "<entry>"
                                     (a GPU attention's: decomposition_config too)
      @match_<entry>(%op) -> (%op, %config)
                                     transform.iree.match.contraction|convolution|online_attention|
                                     attention (types, maps), dims_equal per dim group (a dynamic
                                     dim as dynamic); a generic kind's root op:
                                     transform.iree.match.cast_compatible_dag_from_root with the
                                     op itself as the pattern; an entry for a size range also
                                     dim_bounds / dim_is_multiple_of on an operand dim of each
                                     ranged loop (`specialization_spec` made the exports), one
                                     matcher @match_<entry>_<n> per operand it can be read on
      @__kernel_config(%variant)     foreach_match in %variant @match_<e> -> @apply_<e>, ...
                                     (iree_codegen.tuning_spec_entrypoint)

`dynbench.tuned` names the entry on the op it configured, so the model's own compile
says which kernels each entry applied to (`applied`). A key's types and maps live in the
context its root op was read in; they are moved into the spec's (`_here`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from iree.compiler import ir
from iree.compiler.dialects import preprocessing_transform as match
from iree.compiler.dialects import transform

from ..passes.root_op import KernelKey, kernel_of
from .size_ranges import LoopBounds
from .tuning_problems import ATTENTION, CONTRACTION, CONVOLUTION, GENERIC_KINDS, Configuration, MatchKey

TUNED_ATTR = "dynbench.tuned"
# IREE's GPU attention (VectorDistribute) reads its QK and PV matmuls' configurations (intrinsic,
# subgroups) from this attribute of the op, which its own configuration sets; a spec's must too.
DECOMPOSITION_ATTR = "decomposition_config"
ENTRYPOINT = "__kernel_config"


@dataclass(frozen=True)
class SpecEntry:
    name: str  # a symbol-safe name: `p0`, `p1`, ...
    key: MatchKey
    config: Configuration
    bounds: tuple[tuple[int, LoopBounds], ...] = ()  # a size range: per ranged loop of the root op, its bounds


def build_spec(entries: Sequence[SpecEntry], context: ir.Context) -> ir.Module:
    """The spec module of `entries`, verified."""
    readonly = {"transform.readonly": ir.UnitAttr.get(context)}
    with context, ir.Location.unknown(context):
        module = ir.Module.create()
        module.operation.attributes["transform.with_named_sequence"] = ir.UnitAttr.get()
        with ir.InsertionPoint(module.body):
            pairs = []
            for entry in entries:
                _apply(entry, readonly)
                pairs += [(name, f"apply_{entry.name}") for name in _matchers(entry, readonly)]
            main = transform.NamedSequenceOp(ENTRYPOINT, [transform.AnyOpType.get()], [transform.AnyOpType.get()],
                                             arg_attrs=[{"transform.consumed": ir.UnitAttr.get()}])
            main.operation.attributes["iree_codegen.tuning_spec_entrypoint"] = ir.UnitAttr.get()
            with ir.InsertionPoint(main.body):
                if entries:
                    updated = transform.ForeachMatchOp(
                        transform.AnyOpType.get(), [], main.bodyTarget, [],
                        [m for m, _ in pairs], [a for _, a in pairs]).updated
                else:
                    updated = main.bodyTarget
                transform.YieldOp([updated])
    module.operation.verify()
    return module


def _apply(entry: SpecEntry, readonly: dict) -> None:
    seq = transform.NamedSequenceOp(f"apply_{entry.name}", [transform.AnyOpType.get(), transform.AnyParamType.get()], [],
                                    arg_attrs=[readonly, readonly])
    with ir.InsertionPoint(seq.body):
        transform.AnnotateOp(seq.bodyTarget, "compilation_info", param=seq.body.arguments[1])
        decomposition = getattr(entry.config, "decomposition_config", None)
        if decomposition is not None:  # a GPU attention's: its QK and PV matmuls' configurations
            value = transform.ParamConstantOp(transform.AnyParamType.get(), decomposition(ir.Context.current)).result
            transform.AnnotateOp(seq.bodyTarget, DECOMPOSITION_ATTR, param=value)
        name = transform.ParamConstantOp(transform.AnyParamType.get(), ir.StringAttr.get(entry.name)).result
        transform.AnnotateOp(seq.bodyTarget, TUNED_ATTR, param=name)
        transform.YieldOp([])


def _matchers(entry: SpecEntry, readonly: dict) -> list[str]:
    """The entry's matchers, by name: one, or for a size range one per operand its bounds can be
    read on (`bounded_operands`), each matching only the variant of that range."""
    alternatives = bounded_operands(entry.key, [loop for loop, bound in entry.bounds if bound.constrains]) or [{}]
    names = []
    for n, operands in enumerate(alternatives):
        name = f"match_{entry.name}" + (f"_{n}" if n else "")
        seq = transform.NamedSequenceOp(name, [transform.AnyOpType.get()],
                                        [transform.AnyOpType.get(), transform.AnyParamType.get()], arg_attrs=[readonly])
        with ir.InsertionPoint(seq.body):
            match_root(seq.bodyTarget, entry.key)
            match_bounds(seq.bodyTarget, entry.bounds, operands)
            config = transform.ParamConstantOp(transform.AnyParamType.get(), entry.config.compilation_info(ir.Context.current))
            transform.YieldOp([seq.bodyTarget, config.result])
        names.append(name)
    return names


def match_root(target: ir.Value, key: MatchKey) -> None:
    """The matchers of `key`'s problem on the op `target` (at the insertion point, in the current
    context): its kind's matcher (types, maps) and `dims_equal` per dim group, a dynamic dim
    as dynamic. The preprocessing spec (`specialization_spec`) matches the same way."""
    context = ir.Context.current
    types = [_here(t, context, ir.Type.parse) for t in key.element_types]
    maps_attr = ir.ArrayAttr(_here(key.indexing_maps, context, ir.Attribute.parse))
    maps = [ir.AffineMapAttr(a).value for a in maps_attr]
    extra: list[tuple] = []
    if key.kind == CONTRACTION:
        lhs, rhs, out = types
        groups = list(match.MatchContractionOp(operand_handle=target, lhs_type=lhs, rhs_type=rhs,
                                               output_type=out, indexing_maps=maps).results)
    elif key.kind == CONVOLUTION:
        lhs, rhs, out = types
        results = list(match.MatchConvolutionOp(operand_handle=target, lhs_type=lhs, rhs_type=rhs,
                                                output_type=out, indexing_maps=maps).results)
        groups, extra = results[:6], [(results[6], key.strides), (results[7], key.dilations)]
    elif key.kind == ATTENTION and key.pattern is None:
        groups = _attention(target, key, types, maps_attr, maps)
    elif key.kind in GENERIC_KINDS or key.kind == ATTENTION:  # attention with a mask
        _dag(target, key, context)
        groups = []
    else:
        raise ValueError(f"no matcher for a {key.kind}")
    dynamic = ir.ShapedType.get_dynamic_size()
    for handle, (_, sizes) in zip(groups, key.sizes):
        match.MatchDimsEqualOp(handle, [dynamic if s is None else s for s in sizes])
    for handle, values in extra:
        match.MatchDimsEqualOp(handle, list(values))


def match_bounds(target: ir.Value, bounds: Sequence[tuple[int, LoopBounds]], operands: dict[int, tuple[int, int]]) -> None:
    """Per ranged loop, the bounds on the operand dim `operands` names for it: `dim_bounds`
    (umin, umax), `dim_is_multiple_of` (udiv). A specialized export's dim has its range's bounds
    (its `util.assume.int`); the fallback's has none, so it is not matched."""
    for loop, bound in bounds:
        if not bound.constrains:
            continue
        operand, dim = operands[loop]
        value = transform.GetOperandOp(transform.AnyValueType.get(), target, [operand]).result
        if bound.umin is not None or bound.umax is not None:
            match.MatchDimBoundsOp(value, dim, lower_bound=bound.umin, upper_bound=bound.umax)
        if bound.udiv > 1:
            match.MatchDimIsMultipleOfOp(value, dim, bound.udiv)


def bounded_operands(key: MatchKey, loops: Sequence[int]) -> list[dict[int, tuple[int, int]]]:
    """Where a range's bounds can be read, per ranged loop an operand dim (operand, dim), in the
    order the matchers try them. `iree-codegen-specialize-exports` bounds the workload value the
    op's iteration domain takes the loop's size from (its first operand dim of that loop): on
    CPU a tensor the op reads, and `dim_bounds` sees its bound there. A dim of another operand
    may be sized by another workload value that carries the same size but not the range (a
    matmul fused with a residual add: the residual's size, not the input's, sizes the init).
    The last operand (an init) is tried second: on GPU targets an input is read from its buffer
    by then (`iree_codegen.load_from_buffer`) and no bound reaches its dims (checked on sm_80),
    while an init made by `tensor.empty` carries the workload's. Each alternative matches only
    the variant whose assumption gives that dim the range's bounds."""
    if not loops:
        return []
    maps = [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(_here(key.indexing_maps, ir.Context.current,
                                                                      ir.Attribute.parse))]
    first = {loop: operand_dims(maps, loop)[0] for loop in loops}
    last = {loop: operand_dims(maps, loop)[-1] for loop in loops}
    return [first] if first == last else [first, last]


def operand_dims(maps: Sequence[ir.AffineMap], loop: int) -> list[tuple[int, int]]:
    """The operand dims (operand, dim) that `loop` of the iteration domain sizes, in operand order."""
    found = [(operand, dim) for operand, amap in enumerate(maps) for dim, expr in enumerate(amap.results)
             if isinstance(expr, ir.AffineDimExpr) and ir.AffineDimExpr(expr).position == loop]
    if not found:
        raise ValueError(f"loop {loop}: no operand dim sizes it")
    return found


def _attention(target: ir.Value, key: MatchKey, types: list, maps_attr: ir.ArrayAttr, maps: list) -> list[ir.Value]:
    """`transform.iree.match.online_attention` (query, key, value, scale, output, max, sum) or
    `.attention` (query, key, value, scale, output): the dim groups, in `ATTENTION_GROUPS`' order."""
    param = transform.ParamType.get(ir.IntegerType.get_signless(64))
    if key.op_name == "iree_linalg_ext.online_attention":
        query, key_type, value, scale, *rest = types
        output, maximum, total = rest[-3:]
        op = match.MatchOnlineAttentionOp(param, param, param, param, param, target, query, key_type, value, scale,
                                          output, maximum, total, maps_attr)
    else:
        query, key_type, value = types[:3]
        op = match.MatchAttentionOp(target, query, key_type, value, types[-1], maps)
    return list(op.results)


def _dag(target: ir.Value, key: MatchKey, context: ir.Context) -> None:
    """`transform.iree.match.cast_compatible_dag_from_root` with the key's root op as the
    pattern: its name and attributes exactly, its body structurally, its operands' types with a
    static dim exactly (a `?` takes any)."""
    dag = match.MatchCastCompatibleDagFromRootOp(transform.AnyValueType.get(), transform.AnyValueType.get(), target)
    function = _here(key.pattern, context, _operation)
    source = function.regions[0].blocks[0]
    block = dag.regions[0].blocks.append(*[a.type for a in source.arguments])
    values = dict(zip(source.arguments, block.arguments))
    with ir.InsertionPoint(block):
        for op in list(source.operations)[:-1]:  # the root op last (IREE's DAG root), the return left out
            clone = op.clone()  # the key's own pattern stays as it is
            _use(clone, values)
            values.update(zip(op.results, clone.results))
        transform.YieldOp([])


def _use(op: ir.Operation, values: dict) -> None:
    """The operands of `op` and of the ops in its regions that are keys of `values` replaced by theirs."""

    def visit(child: ir.Operation) -> ir.WalkResult:
        for n, operand in enumerate(child.operands):
            if operand in values:
                child.operands[n] = values[operand]
        return ir.WalkResult.ADVANCE

    op.walk(visit)


def _here(value, context: ir.Context, parse):
    """`value` (an `ir.Type`, `ir.Attribute` or the key's pattern op) in `context`: itself, or
    its printed form read again there (IR does not move between contexts otherwise)."""
    return value if value.context is context else parse(str(value), context)


def _operation(text: str, context: ir.Context) -> ir.Operation:
    return ir.Operation.parse(text, context=context)


def tuned_ops(root: ir.Operation) -> list[tuple[ir.Operation, str]]:
    """The ops under `root` a spec entry configured, with the entry's name."""
    found: list[tuple[ir.Operation, str]] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if TUNED_ATTR in op.attributes:
            found.append((op, ir.StringAttr(op.attributes[TUNED_ATTR]).value))
        return ir.WalkResult.ADVANCE

    root.walk(visit)
    return found


def applied(configured: ir.Module) -> dict[KernelKey, str]:
    """Per kernel of a model compiled with the spec (`executable-configurations`): the entry
    that configured its root op."""
    found: dict[KernelKey, str] = {}
    for op, entry in tuned_ops(configured.operation):
        kernel = kernel_of(op)
        if kernel is not None:
            found.setdefault(kernel, entry)
    return found
