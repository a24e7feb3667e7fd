"""OUT/specialization.mlir: the preprocessing transform spec that makes IREE build one export per size range.

IREE 3.13's first configuration pass (`iree-codegen-specialize-exports`) clones an export whose
root op carries `iree_codegen.specialization_ranges = #util<int.assumption.multi_array[...]>`
(one list per range, one assumption per loop of the op's iteration domain): one export per
range, its workload under `util.assume.int`, chained by `fallback(...)` to the original dynamic
export, which stays IREE's default. An unmodified model gets the attribute at build time through
`--iree-preprocessing-transform-spec-filename=OUT/specialization.mlir`:

    module attributes {transform.with_named_sequence}
      @annotate_<p>(%op, %ranges)    annotate iree_codegen.specialization_ranges = %ranges
      @match_<p>(%op) -> (%op, %ranges)
                                     the problem's matchers, as the tuning spec's (`tuning_spec.match_root`),
                                     or its root op's form in the model's input where that differs
                                     (`input_form`: op name and operand types)
      @__transform_main(%root)       foreach_match in %root @match_<p> -> @annotate_<p>, ...

The tuning spec then configures each range by an entry whose matcher bounds the ranged loop's
operand dim (`SpecEntry.bounds`); `variants_applied` reads back what the model's compile made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from iree.compiler import ir
from iree.compiler.dialects import transform
from iree.compiler.dialects.transform import structured

from .input_form import InputForm, match_input_form
from .size_ranges import LoopBounds, SizeRange
from .tuning_problems import MatchKey
from .tuning_spec import match_root

RANGES_ATTR = "iree_codegen.specialization_ranges"
PREPROCESSING_FLAG = "--iree-preprocessing-transform-spec-filename"  # the flag that applies it to a build
# A torch-made linear is a `linalg.batch_matmul` of a broadcast weight in the model's input,
# which global optimization rewrites into a new `linalg.matmul`, dropping an annotation put on
# it. Where a problem's input form is that matmul (`InputForm.early`), the spec runs the same
# rewrite first (`transform.apply_registered_pass`), and the annotation survives (the corpus
# prefill: 15 of 15 matmuls; none without). It may change other dispatches (the corpus decode
# step: 26 where 28), which the probe checks (`tuning.probe_splits`).
EARLY_REWRITE = "iree-global-opt-convert-batch-matmul-to-matmul"
PIPELINE_FLAG = "--iree-preprocessing-pass-pipeline"
ENTRYPOINT = "__transform_main"

LoopRange = tuple[tuple[int, LoopBounds], ...]  # one range: per constrained loop of the iteration domain, its bounds


@dataclass(frozen=True)
class RangedProblem:
    """A problem's root op and its ranges (each a variant the model's build makes)."""

    name: str  # a symbol-safe name: `p0`, `p1`, ...
    key: MatchKey
    ranges: tuple[LoopRange, ...]
    form: Optional[InputForm] = None  # its root op as the model's input has it, where the key's matcher meets nothing there

    @property
    def loops(self) -> int:
        return ir.AffineMapAttr(self.key.indexing_maps[0]).value.n_dims


def loop_ranges(static: Sequence[Optional[int]], ranges: Sequence[SizeRange]) -> tuple[LoopRange, ...]:
    """The ranges that need a variant (a winner other than the default), their bounds per
    dynamic loop put on the loops of the iteration domain (`static`: per loop, None if dynamic)."""
    dynamic = [loop for loop, size in enumerate(static) if size is None]
    return tuple(tuple((loop, bound) for loop, bound in zip(dynamic, r.bounds) if bound.constrains)
                 for r in ranges if r.winner is not None)


def assumption(bound: Optional[LoopBounds]) -> str:
    """`<umin = 1, umax = 4, udiv = 16>`; an unconstrained loop `<udiv = 1>`."""
    if bound is None or not bound.constrains:
        return "<udiv = 1>"
    parts = [f"umin = {bound.umin}"] if bound.umin is not None else []
    parts += [f"umax = {bound.umax}"] if bound.umax is not None else []
    parts += [f"udiv = {bound.udiv}"] if bound.udiv > 1 else []
    return f"<{', '.join(parts)}>"


def ranges_attribute(loops: int, ranges: Sequence[LoopRange], context: ir.Context) -> ir.Attribute:
    """`#util<int.assumption.multi_array[[...], ...]>`: per range, one assumption per loop."""
    lists = []
    for r in ranges:
        by_loop = dict(r)
        lists.append("[" + ", ".join(assumption(by_loop.get(loop)) for loop in range(loops)) + "]")
    return ir.Attribute.parse(f"#util<int.assumption.multi_array[{', '.join(lists)}]>", context)


def build_specialization_spec(problems: Sequence[RangedProblem], context: ir.Context) -> ir.Module:
    """The preprocessing spec annotating each problem's root op with its ranges, verified.
    A problem without ranges is left out (its export stays one)."""
    problems = [p for p in problems if p.ranges]
    readonly = {"transform.readonly": ir.UnitAttr.get(context)}
    with context, ir.Location.unknown(context):
        module = ir.Module.create()
        module.operation.attributes["transform.with_named_sequence"] = ir.UnitAttr.get()
        with ir.InsertionPoint(module.body):
            for problem in problems:
                _annotate(problem, readonly)
                _matcher(problem, readonly, context)
            main = transform.NamedSequenceOp(ENTRYPOINT, [transform.AnyOpType.get()], [],
                                             arg_attrs=[{"transform.consumed": ir.UnitAttr.get()}])
            with ir.InsertionPoint(main.body):
                if any(p.form is not None and p.form.early for p in problems):
                    funcs = structured.MatchOp.match_op_names(main.bodyTarget, ["util.func"])
                    transform.ApplyRegisteredPassOp(transform.AnyOpType.get(), funcs, EARLY_REWRITE)
                if problems:
                    transform.ForeachMatchOp(transform.AnyOpType.get(), [], main.bodyTarget, [],
                                             [f"match_{p.name}" for p in problems],
                                             [f"annotate_{p.name}" for p in problems])
                transform.YieldOp([])
    module.operation.verify()
    return module


def _annotate(problem: RangedProblem, readonly: dict) -> None:
    seq = transform.NamedSequenceOp(f"annotate_{problem.name}", [transform.AnyOpType.get(), transform.AnyParamType.get()],
                                    [], arg_attrs=[readonly, readonly])
    with ir.InsertionPoint(seq.body):
        transform.AnnotateOp(seq.bodyTarget, RANGES_ATTR, param=seq.body.arguments[1])
        transform.YieldOp([])


def _matcher(problem: RangedProblem, readonly: dict, context: ir.Context) -> None:
    seq = transform.NamedSequenceOp(f"match_{problem.name}", [transform.AnyOpType.get()],
                                    [transform.AnyOpType.get(), transform.AnyParamType.get()], arg_attrs=[readonly])
    with ir.InsertionPoint(seq.body):
        if problem.form is not None:
            match_input_form(seq.bodyTarget, problem.form)
        else:
            match_root(seq.bodyTarget, problem.key)
        ranges = transform.ParamConstantOp(transform.AnyParamType.get(),
                                           ranges_attribute(problem.loops, problem.ranges, context))
        transform.YieldOp([seq.bodyTarget, ranges.result])


def specialization_of(flags: Sequence[str]) -> Optional[str]:
    """The preprocessing transform spec `flags` name, if any."""
    return next((f.partition("=")[2] for f in flags if f.startswith(PREPROCESSING_FLAG + "=")), None)


def without_specialization(flags: Sequence[str]) -> tuple[str, ...]:
    """`flags` less the preprocessing transform spec they name: what tune builds its new spec on
    (an extract built by size range is tuned from its variants, and tune's files replace both of
    its specs: a ranged result names its own, a one-configuration result none), and what
    compiles a module of kernels configured already (a standalone benchmark: the spec, run again
    on its executables, would split an export that is a chain already)."""
    return tuple(f for f in flags if not f.startswith(PREPROCESSING_FLAG + "="))


def with_specialization(flags: Sequence[str], spec) -> tuple[str, ...]:
    """`flags` with `spec` as the preprocessing transform spec, in place of one they name."""
    return (*without_specialization(flags), f"{PREPROCESSING_FLAG}={spec}")


def early_rewritten(flags: Sequence[str]) -> Optional[tuple[str, ...]]:
    """`flags` with no spec and `EARLY_REWRITE` as the preprocessing pipeline: compiled to the end
    of preprocessing, the ops a spec that runs the rewrite first meets. None where `flags` run a
    preprocessing pipeline of their own (IREE takes one)."""
    rest = without_specialization(flags)
    if any(f.startswith(PIPELINE_FLAG + "=") for f in rest):
        return None
    return (*rest, f"{PIPELINE_FLAG}=builtin.module(util.func({EARLY_REWRITE}))")
