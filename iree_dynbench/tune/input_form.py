"""A problem's root op as the model's input has it: what a preprocessing spec must match there.

A preprocessing spec (`specialization_spec`) runs on the model's input, before global
optimization folds unit dims and rewrites ops into the form they are dispatched in; a
problem's matcher is the dispatch's. Where the two differ, the spec meets nothing and IREE
builds no variant: a decode step's one-row attention is a 5-loop `iree_linalg_ext.attention` in
the input (4 loops once dispatched). Locations tie the two: a dispatch's root op keeps the
location of the model op it came from. `input_forms` finds, per problem, the ops of the model's
input at its exports' root-op locations, of the root's op kind, and describes them by op name
and operand types: a matcher of those annotates them. IREE carries the annotation through an
attention's unit-dim fold (checked on llama_decode), not through a torch-made linear's
`linalg.batch_matmul` rewrite into a matmul; that matmul, made by the spec itself before it
matches (`specialization_spec.EARLY_REWRITE`), keeps it: its form is found in the model with
that rewrite run (`early`). The probe compile says which took.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from iree.compiler import ir
from iree.compiler.dialects import preprocessing_transform as match
from iree.compiler.dialects import transform

from ..passes import irutil
from ..passes.root_op import root_ops

# the input-form op names a dispatch root's op may come from, per the root's op name
_SOURCES = {
    "iree_linalg_ext.online_attention": ("iree_linalg_ext.attention", "iree_linalg_ext.online_attention"),
    "iree_linalg_ext.attention": ("iree_linalg_ext.attention",),
}


@dataclass(frozen=True)
class InputForm:
    """The model-input ops a problem's root op comes from: their op name and tensor operand types."""

    op_name: str
    operand_types: tuple[tuple[int, str], ...]  # (operand index, type) of each ranked-tensor operand
    early: bool = False  # as the spec's early rewrite leaves it (`specialization_spec.EARLY_REWRITE`)


def root_locations(configured: ir.Module, exports: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, set[str]]]:
    """Per problem (`exports`: its key's text -> its exports): its root op's name and the
    places in the model (`file:line:col`) of its exports' root ops, in a module compiled with
    locations; a problem with a root op the compiler kept no place for is left out."""
    by_export: dict[str, ir.Operation] = {}
    for (_, _, export), op in root_ops(configured).items():
        by_export.setdefault(export, op)
    found = {}
    for text, names in exports.items():
        ops = [by_export[e] for e in names if e in by_export]
        if ops and len(ops) == len(names):
            places = {irutil.source_location(op) for op in ops}
            if None not in places:
                found[text] = (irutil.op_name(ops[0]), places)
    return found


def input_forms(model_input: ir.Module, roots: Mapping[str, tuple[str, set[str]]], early: bool = False
                ) -> dict[str, InputForm]:
    """Per problem (`roots`: `root_locations`'), the one form of the model-input ops at its
    root ops' locations whose op name its root may come from (`_SOURCES`; the root's own name
    otherwise); a problem with none, or with ops of two forms there, is left out."""
    wanted: dict[str, list[str]] = {}
    for text, (_, locations) in roots.items():
        for location in locations:
            wanted.setdefault(location, []).append(text)
    forms: dict[str, set[InputForm]] = {}
    for op in irutil.ops_where(model_input, lambda o: irutil.source_location(o) in wanted):
        for text in wanted[irutil.source_location(op)]:
            root_name = roots[text][0]
            if irutil.op_name(op) in _SOURCES.get(root_name, (root_name,)):
                forms.setdefault(text, set()).add(_form(op, early))
    return {text: next(iter(found)) for text, found in forms.items() if len(found) == 1}


def _form(op: ir.Operation, early: bool) -> InputForm:
    typed = tuple((k, str(v.type)) for k, v in enumerate(op.operands) if isinstance(v.type, ir.RankedTensorType))
    return InputForm(irutil.op_name(op), typed, early)



def match_input_form(target: ir.Value, form: InputForm) -> None:
    """The matchers of `form` on the op `target` (at the insertion point, in the current context):
    its op name, and each ranked-tensor operand's type as cast-compatible (dynamic dims free)."""
    transform.MatchOperationNameOp(target, [form.op_name])
    for index, text in form.operand_types:
        operand = transform.GetOperandOp(transform.AnyValueType.get(), target, [index]).result
        match.MatchCastCompatibleTypesOp(operand, ir.Type.parse(text))
