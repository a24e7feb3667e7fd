"""The entry point's tensor signature, read from the program itself.

Inputs come from the `hal.buffer_view.assert` the ABI emits for every tensor
argument (static dims are constants there, dynamic ones `hal.buffer_view.dim`);
an argument the program never imports (its data unused: only its dims are read,
if any) has no assert, and its type comes from the ABI's declaration, else from
the sizes the caller gives, every dim dynamic (the program takes any);
results come from the `stream.tensor.export` that produces each returned
buffer view, followed through calls, so their dynamic dims are values the
shape query can return.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional, Sequence

from iree.compiler import ir

from . import irutil
from .errors import PassError, option
from .frames import Frame, call_tree, function_table, is_defined
from .values import TensorType


class SignatureError(PassError, ValueError):
    pass


def tensor_type(type_: ir.Type) -> TensorType:
    """The value form of an MLIR ranked tensor type."""
    ranked = ir.RankedTensorType(type_)
    dims = tuple(None if ranked.is_dynamic_dim(i) else ranked.get_dim_size(i) for i in range(ranked.rank))
    return TensorType(dims, str(ranked.element_type))


@dataclass
class ResultShape:
    """One entry result; `dim_values` holds the value of each dynamic dim."""

    type: Optional[TensorType]
    dim_values: list[tuple[ir.Value, Frame]] = field(default_factory=list)
    unresolved: Optional[str] = None


@dataclass
class EntrySignature:
    name: str
    inputs: list[TensorType]
    results: list[ResultShape]


def read_signature(module: ir.Module, entry, given: Sequence[TensorType] = ()) -> EntrySignature:
    """`given`: the caller's input types (extract's sizes), for arguments the program never
    imports."""
    funcs = function_table(module)
    root = Frame(entry)
    name = irutil.symbol_name(entry)
    args = list(root.entry_block.arguments)
    inputs: list[Optional[TensorType]] = [None] * len(args)
    for i, arg in enumerate(args):
        if not irutil.is_kind(arg.type, "!hal.buffer_view"):
            raise SignatureError(f"@{name} argument {i} is {arg.type}, not a tensor")
    for frame in call_tree(module, entry):
        for op in irutil.walk(frame.func):
            if op.operation.name != "hal.buffer_view.assert":
                continue
            index = frame.entry_argument(op.operands[0])
            if index is None or inputs[index] is not None:
                continue
            inputs[index] = _asserted_type(op)
    for i, declared in _declared_inputs(entry).items():
        if i < len(inputs) and inputs[i] is None:
            inputs[i] = declared  # an argument the program never reads: no assert, the ABI's declared type
    missing = [i for i, t in enumerate(inputs) if t is None]
    if missing:
        read = _dims_read(module, entry)
        for i in missing:
            dims = read.get(i, set())
            if i < len(given) and len(given[i].dims) > max(dims, default=-1):
                # every dim dynamic: with no assert, the program takes any size of it
                inputs[i] = TensorType((None,) * len(given[i].dims), given[i].element_type)
        missing = [i for i, t in enumerate(inputs) if t is None]
    if missing:
        raise SignatureError(
            f"@{name}: the program never imports argument(s) {missing} (their data is unused), so their tensor "
            f"types are not in it; give each its size with {option('inputs')}"
            + "".join(f" (argument {i} has at least {max(read[i]) + 1} dims)" for i in missing if read.get(i))
        )
    results = [_result_shape(v, root, funcs) for v in _returned(root)]
    return EntrySignature(name, inputs, results)


def _dims_read(module: ir.Module, entry) -> dict[int, set[int]]:
    """Per entry argument, the dims the program reads (`hal.buffer_view.dim`)."""
    read: dict[int, set[int]] = {}
    for frame in call_tree(module, entry):
        for op in irutil.walk(frame.func):
            if op.operation.name == "hal.buffer_view.dim":
                index = frame.entry_argument(op.operands[0])
                if index is not None:
                    read.setdefault(index, set()).add(irutil.int_attr(op, "index"))
    return read


_DECLARED_INPUT = re.compile(r"%input(\d+): (tensor<[^>]*>)")


def _declared_inputs(entry) -> dict[int, TensorType]:
    """Input types the ABI declares (`iree.reflection` `iree.abi.declaration`), by argument,
    parsed as MLIR types: the only record of an argument the program never reads."""
    reflection = entry.attributes["iree.reflection"] if "iree.reflection" in entry.attributes else None
    if reflection is None:
        return {}
    try:
        declaration = ir.StringAttr(ir.DictAttr(reflection)["iree.abi.declaration"]).value
    except (KeyError, ValueError):
        return {}
    declared = {}
    for match in _DECLARED_INPUT.finditer(declaration):
        try:
            declared[int(match.group(1))] = tensor_type(ir.Type.parse(match.group(2), entry.context))
        except (ValueError, ir.MLIRError):
            continue
    return declared


def _asserted_type(op) -> TensorType:
    view = op.opview
    shape_values = list(view.shape)
    dims = []
    for value in shape_values:
        owner = irutil.defining_op(value)
        if owner is not None and owner.name == "arith.constant":
            dims.append(ir.IntegerAttr(owner.attributes["value"]).value)
        else:
            dims.append(None)
    element_op = irutil.defining_op(view.element_type)
    element = str(element_op.attributes["type"]) if element_op is not None else "?"
    return TensorType(tuple(dims), element)


def _returned(frame: Frame) -> list[ir.Value]:
    terminator = list(frame.entry_block.operations)[-1]
    return list(terminator.operands)


def _result_shape(value: ir.Value, frame: Frame, funcs) -> ResultShape:
    op = irutil.defining_op(value)
    if op is None:
        return ResultShape(None, unresolved="the result is a function argument")
    if op.name == "util.call":
        callee = funcs.get(irutil.symbol_path(op.attributes["callee"])[-1])
        if callee is None or not is_defined(callee):
            return ResultShape(None, unresolved="the result comes from an external call")
        inner = Frame(callee, frame, op)
        return _result_shape(_returned(inner)[irutil.result_index(value)], inner, funcs)
    if op.name == "stream.tensor.export":
        type_ = tensor_type(ir.TypeAttr(op.attributes["source_encoding"]).value)
        dims = [(v, frame) for v in op.opview.source_encoding_dims]
        return ResultShape(type_, dims)
    return ResultShape(None, unresolved=f"the result is produced by {op.name}")
