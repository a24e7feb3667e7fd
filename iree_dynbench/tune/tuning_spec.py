"""The tuning spec: one transform library IREE applies with `--iree-codegen-tuning-spec-path`.

Built with the transform dialect's Python builders and verified:

    module attributes {transform.with_named_sequence}
      @apply_<entry>(%op, %config)   annotate compilation_info = %config, dynbench.tuned = "<entry>"
      @match_<entry>(%op) -> (%op, %config)
                                     transform.iree.match.contraction|convolution (types, maps),
                                     dims_equal per dim group (a dynamic dim as dynamic)
      @__kernel_config(%variant)     foreach_match in %variant @match_<e> -> @apply_<e>, ...
                                     (iree_codegen.tuning_spec_entrypoint)

`dynbench.tuned` names the entry on the op it configured, so the model's own compile
says which kernels each entry applied to (`applied`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from iree.compiler import ir
from iree.compiler.dialects import preprocessing_transform as match
from iree.compiler.dialects import transform

from ..passes.root_op import KernelKey, kernel_of
from .tuning_problems import CONTRACTION, Configuration, MatchKey

TUNED_ATTR = "dynbench.tuned"
ENTRYPOINT = "__kernel_config"


@dataclass(frozen=True)
class SpecEntry:
    name: str  # a symbol-safe name: `p0`, `p1`, ...
    key: MatchKey
    config: Configuration


def build_spec(entries: Sequence[SpecEntry], context: ir.Context) -> ir.Module:
    """The spec module of `entries`, verified."""
    readonly = {"transform.readonly": ir.UnitAttr.get(context)}
    with context, ir.Location.unknown(context):
        module = ir.Module.create()
        module.operation.attributes["transform.with_named_sequence"] = ir.UnitAttr.get()
        with ir.InsertionPoint(module.body):
            for entry in entries:
                _apply(entry, readonly)
                _matcher(entry, readonly)
            main = transform.NamedSequenceOp(ENTRYPOINT, [transform.AnyOpType.get()], [transform.AnyOpType.get()],
                                             arg_attrs=[{"transform.consumed": ir.UnitAttr.get()}])
            main.operation.attributes["iree_codegen.tuning_spec_entrypoint"] = ir.UnitAttr.get()
            with ir.InsertionPoint(main.body):
                if entries:
                    updated = transform.ForeachMatchOp(
                        transform.AnyOpType.get(), [], main.bodyTarget, [],
                        [f"match_{e.name}" for e in entries], [f"apply_{e.name}" for e in entries]).updated
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
        name = transform.ParamConstantOp(transform.AnyParamType.get(), ir.StringAttr.get(entry.name)).result
        transform.AnnotateOp(seq.bodyTarget, TUNED_ATTR, param=name)
        transform.YieldOp([])


def _matcher(entry: SpecEntry, readonly: dict) -> None:
    key = entry.key
    seq = transform.NamedSequenceOp(f"match_{entry.name}", [transform.AnyOpType.get()],
                                    [transform.AnyOpType.get(), transform.AnyParamType.get()], arg_attrs=[readonly])
    with ir.InsertionPoint(seq.body):
        lhs, rhs, out = (ir.Type.parse(t) for t in key.element_types)
        maps = [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(ir.Attribute.parse(key.indexing_maps))]
        if key.kind == CONTRACTION:
            groups = list(match.MatchContractionOp(operand_handle=seq.bodyTarget, lhs_type=lhs, rhs_type=rhs,
                                                   output_type=out, indexing_maps=maps).results)
            extra: list[tuple] = []
        else:
            results = list(match.MatchConvolutionOp(operand_handle=seq.bodyTarget, lhs_type=lhs, rhs_type=rhs,
                                                    output_type=out, indexing_maps=maps).results)
            groups, extra = results[:6], [(results[6], key.strides), (results[7], key.dilations)]
        dynamic = ir.ShapedType.get_dynamic_size()
        for handle, (_, sizes) in zip(groups, key.sizes):
            match.MatchDimsEqualOp(handle, [dynamic if s is None else s for s in sizes])
        for handle, values in extra:
            match.MatchDimsEqualOp(handle, list(values))
        config = transform.ParamConstantOp(transform.AnyParamType.get(), entry.config.compilation_info(ir.Context.current))
        transform.YieldOp([seq.bodyTarget, config.result])


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
