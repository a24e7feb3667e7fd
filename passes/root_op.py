"""What each kernel's root op computes, sized by the kernel's push constants.

Extract compiles with `--iree-codegen-add-tuner-attributes`, so the op the
compiler configured each dispatch around carries `root_op =
#iree_codegen.root_op<...>` (`iree_codegen.get_tuner_root_ops` finds them).
We classify it with the compiler's own analyses, as the tuner does:
`linalg.isa_contraction_op` + `infer_contraction_dimensions` (B/M/N/K),
`isa_convolution_op` + `infer_convolution_dimensions` (the conv dims),
`iree_codegen.get_attention_op_detail` (B/M/K1/K2/N); anything else is
its iteration space (parallel and reduction loops).

Each loop is sized by one operand dim its indexing map reads it from
(`(d0, d2)` sizes d0 by dim 0 of that operand); a dynamic operand dim is
traced back to the `hal.interface.binding.subspan` or `tensor.empty` that
sized it, and recorded as the same dim expression over the push constants
that `kernel_signature` records for binding shapes. So the runner sizes the
problem for any push constants without a compiler.
"""

from __future__ import annotations

import math
from typing import Optional

from iree.compiler import ir
from iree.compiler._mlir_libs import _mlirDialectsLinalg as linalg  # what `dialects.linalg` re-exports:
from iree.compiler.dialects import iree_codegen  # its analyses, without the linalg DSL it also loads (0.12 s)

from . import irutil
from .kernel_signature import value_expr
from .values import DimExpr, RootProblem

KernelKey = tuple[str, str, str]  # executable, variant, export

_ATTENTION = {"iree_linalg_ext.attention", "iree_linalg_ext.online_attention"}
# Ops whose result has the shape of their first operand.
_SAME_SHAPE = {
    "iree_codegen.load_from_buffer", "tensor.cast", "memref.cast", "memref.assume_alignment",
    "memref.memory_space_cast", "amdgpu.fat_raw_buffer_cast",
}
# Ops whose dynamic result dims are operands, in order: `sizes` of a slice
# (a rank-reducing one drops only static unit dims), `output_shape` of an expand.
_SLICES = {"tensor.extract_slice", "memref.subview", "iree_tensor_ext.dispatch.tensor.load"}
_EXPANDS = {"tensor.expand_shape", "memref.expand_shape"}
_COLLAPSES = {"tensor.collapse_shape", "memref.collapse_shape"}
# Affine binary expressions as the arith ops `values.evaluate` knows (sizes are never negative).
_AFFINE_OPS = (
    (ir.AffineAddExpr, "arith.addi"), (ir.AffineMulExpr, "arith.muli"), (ir.AffineFloorDivExpr, "arith.floordivsi"),
    (ir.AffineCeilDivExpr, "arith.ceildivsi"), (ir.AffineModExpr, "arith.remsi"),
)
_UNKNOWN: DimExpr = ["?"]


def root_ops(module: ir.Module) -> dict[KernelKey, ir.Operation]:
    """Per kernel (executable, variant, export): its root op, the first where it has several.

    A kernel a tuning spec configured has no `root_op` mark (IREE 3.13 adds it
    only where it chose the configuration itself): its root op is the op the
    spec annotated, the one carrying the lowering configuration."""
    found: dict[KernelKey, ir.Operation] = {}
    for op in [*iree_codegen.get_tuner_root_ops(module), *_configured_ops(module)]:
        key = kernel_of(op)
        if key is not None and key not in found:
            found[key] = op.operation
    return found


def root_problems(module: ir.Module) -> dict[KernelKey, RootProblem]:
    """Per kernel: what its root op (`root_ops`) computes; a kernel with none, or whose root op
    the bindings cannot analyse, is absent (unknown)."""
    found: dict[KernelKey, RootProblem] = {}
    for key, op in root_ops(module).items():
        try:
            found[key] = analyze(op)
        except (ValueError, TypeError, IndexError, RuntimeError):  # an op form the bindings reject
            continue
    return found


_CONFIGURED = ("lowering_config", "compilation_info")


def _configured_ops(module: ir.Module) -> list[ir.Operation]:
    """The structured ops carrying a configuration, in kernel order (for kernels without a mark)."""
    ops: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if any(a in op.attributes for a in _CONFIGURED) and _indexing_maps(op) is not None:
            ops.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return ops


def analyze(op: ir.Operation) -> RootProblem:
    """The problem one root op computes."""
    op = op.operation
    owners = _owners(op)
    element_types = tuple(_element_type(v, _truncated_to(op, k)) for k, v in enumerate(op.operands))
    maps = _indexing_maps(op)
    if maps is None or len(maps) != len(op.operands):
        # Not a structured op: its iteration space is taken to be its first result's.
        target = op.results[0] if len(op.results) else op.operands[0]
        rank = ir.ShapedType(target.type).rank if isinstance(target.type, ir.ShapedType) else 0
        loops = tuple(_dim_of(target, j, owners) for j in range(rank))
        dims = {"parallel": tuple(range(rank)), "reduction": ()}
        return RootProblem(op.name.split(".")[-1], op.name, loops, dims, element_types)
    loops = tuple(_loop_size(op, maps, d, owners) for d in range(maps[0].n_dims))
    kind, dims = _classify(op, maps)
    others = tuple(_other_sizes(op, maps, d, loops[d], owners) for d in range(len(loops)))
    return RootProblem(kind, op.name, loops, dims, element_types, others if any(others) else ())


_Owners = dict  # ir.Value -> the ir.Operation defining it (`_owners`)


def _owners(op: ir.Operation) -> _Owners:
    """Each value defined in the function holding `op`, to the op defining it: looked up here,
    not as `Value.owner`, which makes an op view (a linalg op's first view loads the linalg
    dialect's Python DSL: 0.13 s, most of a small model's analysis)."""
    scope = op
    while scope is not None and scope.name != "func.func":
        scope = scope.parent
    owners: _Owners = {}
    for child in irutil.ops_where(scope if scope is not None else op, lambda _: True):
        for result in child.results:
            owners[result] = child
    return owners


def _classify(op: ir.Operation, maps: list[ir.AffineMap]) -> tuple[str, dict[str, tuple[int, ...]]]:
    inits = _init_count(op)
    if op.name in _ATTENTION or iree_codegen.isa_attention_op(op):
        d = iree_codegen.get_attention_op_detail(maps[0], maps[1], maps[2], maps[len(maps) - inits])
        return "attention", _groups(B=d.batch_dims, M=d.m_dims, K1=d.k1_dims, K2=d.k2_dims, N=d.n_dims)
    if linalg.isa_contraction_op(op):
        c = linalg.infer_contraction_dimensions(op)
        if c is not None:
            return "contraction", _groups(B=c.batch, M=c.m, N=c.n, K=c.k)
    if linalg.isa_convolution_op(op):
        c = linalg.infer_convolution_dimensions(op)
        if c is not None:
            return "convolution", _groups(
                batch=c.batch, output_image=c.output_image, output_channel=c.output_channel,
                filter_loop=c.filter_loop, input_channel=c.input_channel, depth=c.depth,
            )
    written = {p for m in maps[len(maps) - inits :] for p in _dim_positions(m)}
    parallel = tuple(d for d in range(maps[0].n_dims) if d in written)
    reduction = tuple(d for d in range(maps[0].n_dims) if d not in written)
    kind = "reduction" if reduction else movement_kind(op, maps, inits) or "elementwise"
    return kind, {"parallel": parallel, "reduction": reduction}


def _groups(**groups) -> dict[str, tuple[int, ...]]:
    return {name: tuple(int(d) for d in dims) for name, dims in groups.items()}


def movement_kind(op: ir.Operation, maps: list[ir.AffineMap], inits: int) -> Optional[str]:
    """`fill`, `copy` or `transpose` for an op whose body only yields its inputs, else None."""
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return None
    body = irutil.ops_where(op, lambda _: True, nested=False)
    if len(body) != 1 or any(not isinstance(v, ir.BlockArgument) for v in body[0].operands):
        return None
    inputs = maps[: len(maps) - inits]
    if all(len(m.results) == 0 for m in inputs):
        return "fill"
    return "copy" if all(m == maps[-1] for m in inputs) else "transpose"


def _other_sizes(op: ir.Operation, maps: list[ir.AffineMap], loop: int, size: DimExpr, owners: _Owners) -> tuple[DimExpr, ...]:
    """The sizes other operands give one loop (each operand dim that reads it alone), those not
    `size` (the loop's own); unknown ones left out."""
    found: list[DimExpr] = []
    for operand, amap in zip(op.operands, maps):
        for j, expr in enumerate(amap.results):
            if isinstance(expr, ir.AffineDimExpr) and ir.AffineDimExpr(expr).position == loop:
                other = _dim_of(operand, j, owners)
                if other != _UNKNOWN and other != size and other not in found:
                    found.append(other)
    return tuple(found)


def _loop_size(op: ir.Operation, maps: list[ir.AffineMap], loop: int, owners: _Owners) -> DimExpr:
    """The size of one loop: the first operand dim that reads it alone, traced to the push constants."""
    for operand, amap in zip(op.operands, maps):
        for j, expr in enumerate(amap.results):
            if isinstance(expr, ir.AffineDimExpr) and ir.AffineDimExpr(expr).position == loop:
                size = _dim_of(operand, j, owners)
                if size != _UNKNOWN:
                    return size
    return _UNKNOWN


def _dim_of(value: ir.Value, index: int, owners: _Owners) -> DimExpr:
    """Dim `index` of a tensor or memref value: an int, or its dim expression."""
    if not isinstance(value.type, ir.ShapedType):
        return _UNKNOWN
    shaped = ir.ShapedType(value.type)
    if not shaped.has_rank or index >= shaped.rank:
        return _UNKNOWN
    if not shaped.is_dynamic_dim(index):
        return shaped.get_dim_size(index)
    nth = sum(1 for i in range(index) if shaped.is_dynamic_dim(i))  # among the dynamic dims
    op = owners.get(value)
    if op is None:
        return _UNKNOWN
    name = op.name
    if name == "hal.interface.binding.subspan":
        return _size_value(list(op.opview.dynamic_dims), nth, owners)
    if name == "tensor.empty":
        return _size_value(list(op.operands), nth, owners)
    if name in _SLICES:
        return _size_value(list(op.opview.sizes), nth, owners)
    if name in _EXPANDS:
        return _size_value(list(op.opview.output_shape), nth, owners)
    if name in _COLLAPSES:
        group = [ir.IntegerAttr(i).value for i in ir.ArrayAttr(ir.ArrayAttr(op.attributes["reassociation"])[index])]
        return _product([_dim_of(op.operands[0], i, owners) for i in group])
    if name in _SAME_SHAPE:
        return _dim_of(op.operands[0], index, owners)
    inits = _init_count(op)
    if inits and len(op.results) == inits:  # destination style: result k has the shape of init k
        return _dim_of(op.operands[len(op.operands) - inits + irutil.result_index(value)], index, owners)
    return _UNKNOWN


def _size_value(sizes: list[ir.Value], nth: int, owners: _Owners) -> DimExpr:
    return _value(sizes[nth], owners) if nth < len(sizes) else _UNKNOWN


def _value(value: ir.Value, owners: _Owners) -> DimExpr:
    """An index value as a dim expression: `kernel_signature`'s push-constant
    math, plus the dim of a shaped value and `affine.apply`."""
    op = owners.get(value)
    if op is not None and op.name in ("tensor.dim", "memref.dim"):
        index = owners.get(op.operands[1])
        if index is not None and index.name == "arith.constant":
            return _dim_of(op.operands[0], ir.IntegerAttr(index.attributes["value"]).value, owners)
        return _UNKNOWN
    if op is not None and op.name == "affine.apply":
        amap = ir.AffineMapAttr(op.attributes["map"]).value
        if len(amap.results) != 1:
            return _UNKNOWN
        return _affine(amap.results[0], [_value(v, owners) for v in op.operands], amap.n_dims)
    return value_expr(value)


def _affine(expr: ir.AffineExpr, operands: list[DimExpr], n_dims: int) -> DimExpr:
    if isinstance(expr, ir.AffineConstantExpr):
        return ["c", ir.AffineConstantExpr(expr).value]
    if isinstance(expr, ir.AffineDimExpr):
        return operands[ir.AffineDimExpr(expr).position]
    if isinstance(expr, ir.AffineSymbolExpr):
        return operands[n_dims + ir.AffineSymbolExpr(expr).position]
    for kind, op_name in _AFFINE_OPS:
        if isinstance(expr, kind):
            binary = ir.AffineBinaryExpr(expr)
            lhs, rhs = _affine(binary.lhs, operands, n_dims), _affine(binary.rhs, operands, n_dims)
            return _UNKNOWN if _UNKNOWN in (lhs, rhs) else [op_name, 64, lhs, rhs]
    return _UNKNOWN


def _product(dims: list[DimExpr]) -> DimExpr:
    if _UNKNOWN in dims:
        return _UNKNOWN
    if all(isinstance(d, int) for d in dims):
        return math.prod(dims)  # type: ignore[arg-type]
    product: DimExpr = dims[0]
    for d in dims[1:]:
        product = ["arith.muli", 64, product, d]
    return product


def _init_count(op: ir.Operation) -> int:
    """How many of its trailing operands are inits (destination-passing style). A linalg op's
    are its last operand segment: read off the op, not its view (whose first use loads the
    linalg dialect's Python DSL, ~0.1 s)."""
    if op.name.startswith("linalg.") and "operandSegmentSizes" in op.attributes:
        return list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))[-1]  # (no negative index)
    try:
        return len(op.opview.outputs)
    except AttributeError:
        pass
    if op.name in _ATTENTION:
        return len(op.results)
    return 0


def _indexing_maps(op: ir.Operation) -> Optional[list[ir.AffineMap]]:
    attr = linalg.get_indexing_maps(op)
    if attr is None and "indexing_maps" in op.attributes:
        attr = op.attributes["indexing_maps"]
    if attr is None:
        return None
    return [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(attr)]


def _dim_positions(amap: ir.AffineMap) -> list[int]:
    return [ir.AffineDimExpr(e).position for e in amap.results if isinstance(e, ir.AffineDimExpr)]


def _element_type(value: ir.Value, truncated: Optional[str] = None) -> str:
    """The element type the op computes with: `truncated` where it narrows every element (an
    i1 tensor is stored as i8 and each element truncated back: `_truncated_to`)."""
    if truncated is not None:
        return truncated
    if isinstance(value.type, ir.ShapedType):
        return str(ir.ShapedType(value.type).element_type)
    return str(value.type)


def _truncated_to(op: ir.Operation, k: int) -> Optional[str]:
    """The type operand `k`'s elements are truncated to wherever the op's body reads them
    (`arith.trunci %in : i8 to i1`: IREE stores an i1 tensor as i8), else None."""
    if len(op.regions) != 1 or not op.regions[0].blocks:
        return None
    arguments = op.regions[0].blocks[0].arguments
    if k >= len(arguments):
        return None
    argument = arguments[k]
    uses = irutil.ops_where(op, lambda o: any(v == argument for v in o.operands))
    types = {str(u.results[0].type) for u in uses if u.name == "arith.trunci"}
    if not uses or len(types) != 1 or any(u.name != "arith.trunci" for u in uses):
        return None
    return types.pop()


def kernel_of(op: ir.Operation) -> Optional[KernelKey]:
    """The (executable, variant, export) whose kernel function holds `op`."""
    names: dict[str, str] = {}
    parent = op.parent
    while parent is not None:
        if parent.name in ("func.func", "hal.executable.variant", "hal.executable") and parent.name not in names:
            names[parent.name] = irutil.symbol_name(parent)
        parent = parent.parent
    if len(names) != 3:
        return None
    return names["hal.executable"], names["hal.executable.variant"], names["func.func"]
