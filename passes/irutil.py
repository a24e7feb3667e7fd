"""Small helpers over `iree.compiler.ir` shared by the passes.

The Python bindings expose generic operations; these helpers keep the
symbol/attribute plumbing out of the analysis code.
"""

from __future__ import annotations

import math
import re
from typing import Callable, Iterator, Optional

from iree.compiler import ir

from .abi import WEIGHT_ELEMENTS


def new_context(context: "ir.Context | None" = None) -> ir.Context:
    """A context (`context`, or a new one) whose parses verify on the calling thread.

    The bindings' diagnostic handler takes the GIL. A parse verifies in parallel, and
    an op that fails in a nested parallel verification (a kernel in an executable's
    inner module) reports from the worker thread while the parse holds the GIL: the
    parse never returns (seen with a SPIR-V kernel's left-out constant). Parsing a
    model's IR measured no slower on one thread."""
    context = context if context is not None else ir.Context()
    context.enable_multithreading(False)
    return context


def op_name(op) -> str:
    return op.operation.name


def symbol_name(op) -> str:
    return ir.StringAttr(op.operation.attributes["sym_name"]).value


def int_attr(op, name: str) -> int:
    return ir.IntegerAttr(op.operation.attributes[name]).value


def symbol_path(ref: ir.Attribute) -> tuple[str, ...]:
    """`@a::@b::@c` as ("a", "b", "c"): the names as the compiler reads them (a quoted name's
    escapes, e.g. `\\22` for a quote, undone)."""
    return tuple(ir.SymbolRefAttr(ref).value)


def quote_symbol(name: str) -> str:
    """A symbol reference that parses whatever characters the name holds."""
    escaped = name.replace("\\", "\\\\").replace('"', '\\"')
    return f'@"{escaped}"'


def element_bits(type_: ir.Type) -> Optional[int]:
    """Bits of one element of `type_` (a shaped type's element, or a scalar): an integer's or a
    float's width from the bindings; None for `index`, `complex<...>` and other types. The IR
    side of `values.element_bits`, which reads the type names shapes.json records."""
    element = ir.ShapedType(type_).element_type if isinstance(type_, ir.ShapedType) else type_
    if isinstance(element, ir.IntegerType):
        return ir.IntegerType(element).width
    if isinstance(element, ir.FloatType):
        return ir.FloatType(element).width
    return None


def is_kind(value: "ir.Type | ir.Attribute", example: str) -> bool:
    """Whether a type or attribute is of the kind `example` (an assembly of one) parses to,
    compared by TypeID: the test for the dialect types and attributes the bindings have no
    Python class for (`!hal.device`, `!iree_tensor_ext.dispatch.tensor<...>`,
    `#util.int.assumption<...>`, `#flow.parameter.named<...>`). Never their printed text:
    two kinds can print alike, and a print can change with the compiler."""
    parse = ir.Type.parse if isinstance(value, ir.Type) else ir.Attribute.parse
    return value.typeid == parse(example, value.context).typeid


def assembly(value: "ir.Type | ir.Attribute") -> str:
    """The assembly of a type or attribute whose fields the bindings do not expose (a dispatch
    tensor's wrapped tensor, an assumption's bounds, a parameter's scope and key): the one
    place a field is read from printed IR, and only after `is_kind` said what the value is."""
    return str(value)


def dispatch_tensor(type_: ir.Type) -> Optional[tuple[str, ir.RankedTensorType]]:
    """The access (`readonly`, `writeonly`, `readwrite`) and the tensor type of a
    `!iree_tensor_ext.dispatch.tensor<ACCESS:tensor<...>>` (None for another type). The type has
    no binding: its kind is told by TypeID, its fields read from its assembly."""
    if not is_kind(type_, "!iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>"):
        return None
    text = assembly(type_)
    access, _, wrapped = text[text.index("<") + 1: -1].partition(":")
    return access, ir.RankedTensorType(ir.Type.parse(wrapped, type_.context))


def dispatch_tensor_type(access: str, tensor: ir.RankedTensorType) -> ir.Type:
    """`!iree_tensor_ext.dispatch.tensor<ACCESS:TENSOR>` (no binding builds it)."""
    return ir.Type.parse(f"!iree_tensor_ext.dispatch.tensor<{access}:{tensor}>", tensor.context)


def reduction_loops(op) -> Optional[tuple[bool, ...]]:
    """Per loop of a structured op, whether it is a reduction, read off its `iterator_types`
    as attribute values (None for an op without them)."""
    if "iterator_types" not in op.operation.attributes:
        return None
    reduction = ir.Attribute.parse("#linalg.iterator_type<reduction>", op.context)
    return tuple(a == reduction for a in ir.ArrayAttr(op.operation.attributes["iterator_types"]))


def is_device_global(op) -> bool:
    """`util.global ... : !hal.device`, the device a program's host code targets."""
    if op.operation.name != "util.global":
        return False
    return is_kind(ir.TypeAttr(op.operation.attributes["type"]).value, "!hal.device")


def walk(op) -> list[ir.Operation]:
    """Every op nested in `op` (not `op` itself), in pre-order, each an `ir.Operation` (its
    `.opview` where a view's accessors are wanted: `ops_where`)."""
    return ops_where(op, lambda _: True)


def ops_where(op, keep: Callable[[ir.Operation], bool], nested: bool = True) -> list[ir.Operation]:
    """The ops nested in `op` (not `op` itself; with `nested=False` only those directly in its
    regions) that `keep` takes, in pre-order: walked by the compiler (`Operation.walk`), each
    seen as an `ir.Operation`, so no op view is made for the ones passed over (a linalg op's
    view loads the linalg dialect's Python DSL, 0.2 s; a 32-layer torch export's entry, 8,600
    ops, reads in 0.13 s as views and 0.007 s walked)."""
    found: list[ir.Operation] = []
    top = op.operation

    def visit(child: ir.Operation) -> ir.WalkResult:
        if child == top:
            return ir.WalkResult.ADVANCE
        if keep(child):
            found.append(child)
        return ir.WalkResult.ADVANCE if nested else ir.WalkResult.SKIP  # SKIP: not its regions

    top.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def location_text(op) -> str:
    """`file:line:col` of an op, or the raw location when it has none."""
    return location_text_of(op.location)


def location_text_of(location: ir.Location) -> str:
    """`file:line:col` of a location, or the raw location when it has none."""
    text = str(location)
    if text.startswith("loc(") and text.endswith(")"):
        text = text[4:-1]
    return text.replace('"', "")


def source_location(op) -> "str | None":
    """`file:line:col` of the op in a file the compiler read (the model, or the source it
    was exported from), when the compiler kept one; None for an op it made itself or
    that was parsed from text without locations."""
    loc = _file_location(op.location)
    if loc is None or loc.filename in ("", "-"):
        return None
    return f"{loc.filename}:{loc.start_line}:{loc.start_col}"


def _file_location(loc: ir.Location) -> "ir.FileLineColLoc | None":
    if isinstance(loc, ir.FileLineColLoc):
        return loc
    if isinstance(loc, ir.NameLoc):
        return _file_location(loc.child_loc)
    if isinstance(loc, ir.CallSiteLoc):  # where the op is, not who called
        return _file_location(loc.callee)
    if isinstance(loc, ir.FusedLoc):
        return next((f for f in map(_file_location, loc.locations) if f is not None), None)
    return None


def locations_in_step(module: ir.Module, located: ir.Module, ops) -> dict:
    """Per op of `module` in `ops`: its `source_location` in `located`, the same program
    compiled again with its locations. The host code is walked in step (the executables
    left out)."""

    def host_ops(m: ir.Module):
        for top in m.body.operations:
            if top.operation.name == "hal.executable":
                continue
            yield top
            yield from walk(top)

    return _in_step(host_ops(module), host_ops(located), ops, source_location)


def lines_in_text(module: ir.Module, text: str, ops) -> dict:
    """Per op of `module` (in `ops`): its `(line, col)` in `text`, the module's own text
    (printed by this process, e.g. a file written beside the results): `text` is parsed
    again and both modules walked in step."""

    def line(op) -> "tuple[int, int] | None":
        loc = _file_location(op.operation.location)
        return None if loc is None else (loc.start_line, loc.start_col)

    parsed = ir.Module.parse(text, new_context())
    return _in_step(walk(module.operation), walk(parsed.operation), ops, line)


def _in_step(originals: Iterator, others: Iterator, ops, locate) -> dict:
    """Per op in `ops` (of `originals`): `locate` of the op in step with it in `others`, where
    not None. Where the two walks differ (another op), the matching stops."""
    wanted = {op.operation for op in ops}
    found = {}
    for original, other in zip(originals, others):
        if original.operation.name != other.operation.name:
            break
        if original.operation in wanted:
            where = locate(other)
            if where is not None:
                found[original.operation] = where
    return found


def post_order(memo: dict, value: ir.Value, scope, expand: Callable, combine: Callable):
    """`memo[(id(scope), value)]`, computed bottom-up over the values it is computed from,
    without recursion (a transient buffer's size sums hundreds of sizes: a recursion would
    pass Python's limit). `expand(value, scope)` returns `(result, None)` for a value decided
    alone, else `(None, inputs)`, the `(value, scope)` pairs it is computed from (SSA: no
    cycles); `combine(value, scope, inputs)` the result once every input is in `memo`."""
    stack: list = [(value, scope, None)]
    while stack:
        current, where, inputs = stack.pop()
        key = (id(where), current)
        if key in memo:
            continue
        if inputs is not None:
            memo[key] = combine(current, where, inputs)
            continue
        decided, inputs = expand(current, where)
        if inputs is None:
            memo[key] = decided
            continue
        stack.append((current, where, inputs))
        stack.extend((v, s, None) for v, s in reversed(inputs) if (id(s), v) not in memo)
    return memo[(id(scope), value)]


def variants(module: ir.Module) -> Iterator[tuple]:
    """Each `(hal.executable, hal.executable.variant)` of the module, in order."""
    for executable in module.body.operations:
        if op_name(executable) != "hal.executable":
            continue
        for variant in executable.regions[0].blocks[0].operations:
            if op_name(variant) == "hal.executable.variant":
                yield executable, variant


def defining_op(value: ir.Value):
    owner = value.owner
    if isinstance(owner, ir.Block):
        return None
    return owner


def result_index(value: ir.Value) -> int:
    return ir.OpResult(value).result_number


def text_without_weights(module: ir.Module, executables_hold_weights: Optional[bool] = None) -> str:
    """The module's text with its large constants (weights) printed as
    `dense_resource<__elided__>`, which parses back: what reads it wants the kernels
    and the shape math, and the weights would be most of the text (a 90 MB model: 180 MB
    of hex). Printed whole when an executable itself holds such a constant
    (`executables_hold_large_constants`, unless the caller already knows: a walk of every
    kernel's ops, 0.1 s of a 32-layer decoder's extract)."""
    if executables_hold_weights is None:
        executables_hold_weights = executables_hold_large_constants(module)
    limit = None if executables_hold_weights else WEIGHT_ELEMENTS
    return module.operation.get_asm(large_elements_limit=limit, large_resource_limit=limit and 2 * 4 * limit)


def holds_weights(functions) -> bool:
    """Whether any op in `functions` holds a constant of more than `WEIGHT_ELEMENTS` elements
    other than a splat: a model's weight, which extract's first compile leaves out (the
    compiler prints such constants without their values; a splat it prints whole)."""
    for function in functions:
        for op in walk(function):
            attributes = op.operation.attributes
            for i in range(len(attributes)):
                attr = attributes[i].attr
                if _elements(attr) > WEIGHT_ELEMENTS and not (isinstance(attr, ir.DenseElementsAttr) and attr.is_splat):
                    return True
    return False


def executables_hold_large_constants(module: ir.Module) -> bool:
    """Whether a kernel holds a constant of more than `WEIGHT_ELEMENTS` elements (IREE's
    default inlines constants of up to 256 bytes into dispatches)."""
    return any(_elements(attr) > WEIGHT_ELEMENTS for attr in executable_attributes(module))


def executable_attributes(module: ir.Module) -> Iterator[ir.Attribute]:
    """Every attribute of every op inside the module's `hal.executable`s (their kernels),
    walked by the compiler (`ops_where`: no op view made, none loads a dialect's Python DSL)."""
    for op in module.body.operations:
        if op_name(op) != "hal.executable":
            continue
        for inner in ops_where(op, lambda _: True):
            attributes = inner.attributes
            for i in range(len(attributes)):
                yield attributes[i].attr


def _elements(attr: ir.Attribute) -> int:
    """How many elements a constant attribute (dense, dense_resource, ...) holds; 0 if none."""
    try:
        shaped = ir.ShapedType(attr.type)  # an attribute without a type, or not shaped: raises
    except (AttributeError, ValueError, TypeError):
        return 0
    return math.prod(shaped.shape) if shaped.has_static_shape else 0


_CPU_FEATURES = re.compile(r'cpu_features = "([^"]*)"')


def cpu_features(module: ir.Module) -> "list[str] | None":
    """The CPU features the module's llvm-cpu kernels are compiled for (`avx512f`, ...: the
    `+` features of their `#hal.executable.target`, whose fields the bindings do not expose:
    read from the printed attribute alone); None when no kernel targets a CPU."""
    found: "list[str] | None" = None
    for _, variant in variants(module):
        target = str(variant.operation.attributes["target"])
        if not target.startswith('#hal.executable.target<"llvm-cpu"'):
            continue
        match = _CPU_FEATURES.search(target)
        features = [f[1:] for f in (match.group(1).split(",") if match else []) if f.startswith("+")]
        found = sorted(set(found or []) | set(features))
    return found
