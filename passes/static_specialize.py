"""Specialize a dispatch's kernel to one set of sizes, before configuration.

A dynamic kernel reads its sizes from push constants
(`hal.interface.constant.load`). Given the values one dispatch passes at one
set of input sizes, `configuration_module` copies the model's *unconfigured*
executable (`executable-sources` phase), replaces each load in the export's
function with an `arith.constant` of that value and canonicalizes, so the
kernel's tensor types, and its root op, become static. Configuring that
module (`iree-compile --compile-from=executable-sources
--compile-to=executable-configurations`) then picks the configuration the
compiler would pick for a model with those sizes fixed.

The interface is untouched: the export keeps its pipeline layout (the same
push constants and bindings) and its workgroup-count region, so the host code
that dispatches the dynamic kernel dispatches the static one unchanged.

A size of 1 (a batch of 1) can be folded away before configuration
(`fold_unit_dims`), as IREE's dispatch formation folds it in a static model:
`iree-compile FILE` runs IREE's global optimization on the tuner file's kernels
too, and on llvm-cpu its unit-dim folding
(`iree-dispatch-creation-fold-unit-extent-dims`) rewrites a configured kernel
that still has unit dims into ops without their `lowering_config`, which the
CPU pipeline then refuses ("'func.func' op failed to build pass pipeline").
Folding is the caller's second try, only for kernels whose plain static form
IREE does not build (`Specialized.unit_dims` says which kernels have a unit
dim): the plain form keeps the root op the tuner takes (ROCm's convolution of a
batch of 1 stays `linalg.conv_2d_nhwc_hwcf`; folded, it is not one).
When folding, the kernel's bindings get their static types (`static_bindings`), softmax is
decomposed (the unit-dim folding does not reach `linalg.softmax`; configuration
decomposes it anyway) and IREE's own passes fold the unit dims into the
bindings' types (`_FOLD_UNIT_DIMS`): configuration then has no unit dims to put
back, and the compile from the file's input leaves the configured kernel as is.
Where a reshape of unit dims is left at a strided load or store (which IREE cannot fold
into the binding), the access reads or writes the reduced type itself
(`fold_unit_reshapes_into_accesses`), as a static model's dispatch does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Sequence


from iree.compiler import ir
from iree.compiler.dialects import hal, iree_tensor_ext, tensor
from iree.compiler.passmanager import PassManager

from . import host_ir, irutil
from .values import signed
from .errors import PassError
from .module_builder import ModuleBuilder

CONSTANT_LOAD = "hal.interface.constant.load"
SUBSPAN = "hal.interface.binding.subspan"
_LOAD, _STORE = "iree_tensor_ext.dispatch.tensor.load", "iree_tensor_ext.dispatch.tensor.store"


def _on_kernels(passes: str) -> str:
    return f"hal.executable(hal.executable.variant(builtin.module(func.func({passes}))))"


_CANONICALIZE = f"builtin.module({_on_kernels('canonicalize, cse')})"
# A specialized kernel with a unit dim in its bindings, brought to the form a static model's
# dispatch has: IREE's global-optimization unit-dim folding, then the reshapes it leaves at
# the bindings folded into their types.
_FOLD_UNIT_DIMS = (
    f"builtin.module({_on_kernels('iree-codegen-decompose-softmax, canonicalize, cse')},"
    f" iree-dispatch-creation-fold-unit-extent-dims,"
    f" {_on_kernels('iree-codegen-fold-reshape-into-interface-tensor, canonicalize, cse')})"
)


class SpecializeError(PassError, RuntimeError):
    """The executable or export named is not in the module."""


@dataclass(frozen=True)
class StaticKernel:
    """One kernel to specialize: an export of an executable at some push constants."""

    executable: str
    export: str
    push_constants: tuple[int, ...]


class Specialized(NamedTuple):
    """`configuration_module`'s result."""

    module: ir.Module  # the device globals and each specialized kernel's executable
    failed: dict[int, str]  # per kernel (its index) that could not be specialized, why
    unit_dims: frozenset[int]  # the kernels (their indices) with a static binding of a size of 1


def configuration_module(
    sources: ir.Module, kernels: Sequence[StaticKernel], names: Sequence[str], fold_unit_dims: bool = False
) -> Specialized:
    """A module of the device globals and each kernel's specialized executable, named `names[i]`;
    why each kernel that could not be specialized was not; which kernels have a unit dim.
    With `fold_unit_dims`, those kernels' unit dims are folded as IREE folds them in a static model.

    `sources` is the model at `executable-sources` (it is not modified). Each kernel is
    specialized and canonicalized in a module of its own: should MLIR's canonicalizer fail on
    one kernel at some sizes (IREE 3.13 did on a rank-reducing store of a dim that became 1,
    until `static_bindings` gave such accesses their static sizes first), that costs only
    that kernel. The module is built and verified by a
    `ModuleBuilder` in `sources`' context.
    """
    assert len(kernels) == len(names)
    executables = {irutil.symbol_name(op): op for op in sources.body.operations if op.operation.name == "hal.executable"}
    globals_ = [op for op in sources.body.operations if irutil.is_device_global(op)]
    builder = ModuleBuilder(sources.context, "static kernels")
    for op in globals_:
        builder.clone(op)
    failed: dict[int, str] = {}
    unit_dims: set[int] = set()
    for k, (kernel, name) in enumerate(zip(kernels, names)):
        if kernel.executable not in executables:
            raise SpecializeError(f"no executable @{kernel.executable} in the executable sources")
        own = ModuleBuilder(sources.context, f"static kernel {name}")
        for op in globals_:
            own.clone(op)
        copy = own.clone(executables[kernel.executable], name=name)
        replace_constant_loads(copy, kernel.export, kernel.push_constants)
        module = own.finish()
        static_bindings(copy, kernel.export)  # before the canonicalizer: see `_static_binding`
        try:
            PassManager.parse(_CANONICALIZE, sources.context).run(module.operation)
        except ir.MLIRError as e:
            failed[k] = f"MLIR's canonicalizer fails on the specialized kernel: {_first_error(e)}"
            continue
        if 1 in static_bindings(copy, kernel.export):
            unit_dims.add(k)
            if fold_unit_dims:
                try:
                    PassManager.parse(_FOLD_UNIT_DIMS, sources.context).run(module.operation)
                except ir.MLIRError as e:
                    failed[k] = f"IREE's unit-dim folding fails on the specialized kernel: {_first_error(e)}"
                    continue
                fold_unit_reshapes_into_accesses(copy, kernel.export)
        builder.clone(copy)
    return Specialized(builder.finish(), failed, frozenset(unit_dims))


def _first_error(error: ir.MLIRError) -> str:
    for diagnostic in error.error_diagnostics:
        return diagnostic.message.splitlines()[0]
    return str(error).splitlines()[0]


def replace_constant_loads(executable: ir.Operation, export: str, values: Sequence[int]) -> int:
    """Replace every push-constant load in `export`'s function by its value; returns how many."""
    functions = [f for f in _functions(executable) if irutil.symbol_name(f) == export]
    if not functions:
        raise SpecializeError(f"no function @{export} in executable @{irutil.symbol_name(executable)}")
    loads: list[ir.Operation] = []

    def collect(op: ir.Operation) -> ir.WalkResult:
        if op.name == CONSTANT_LOAD:
            loads.append(op)
        return ir.WalkResult.ADVANCE

    for function in functions:
        function.walk(collect)
    for load in loads:
        ordinal = ir.IntegerAttr(load.attributes["ordinal"]).value
        if ordinal >= len(values):
            raise SpecializeError(f"@{export} loads push constant {ordinal}; only {len(values)} given")
        type_ = load.results[0].type
        width = ir.IntegerType(type_).width
        with load.location, ir.InsertionPoint(load):
            constant = host_ir.const(type_, signed(values[ordinal], width))
        load.results[0].replace_all_uses_with(constant)
        load.erase()
    return len(loads)


def static_bindings(executable: ir.Operation, export: str) -> list[int]:
    """Give each tensor binding of `export`'s function whose dims are all constants its static
    type (the loads and stores of it rebuilt without the dims); returns the static bindings'
    sizes, all dims of all of them. IREE's passes fold a reshape into a binding only when the
    binding is static, as it is in a static model."""
    subspans: list[ir.Operation] = []

    def collect(op: ir.Operation) -> ir.WalkResult:
        if op.name == SUBSPAN:
            subspans.append(op)
        return ir.WalkResult.ADVANCE

    for function in _functions(executable):
        if irutil.symbol_name(function) == export:
            function.walk(collect)
    sizes: list[int] = []
    for op in subspans:
        static = _static_binding(op)
        if static is not None:
            sizes.extend(static)
    return sizes


_DYNAMIC = -(2**63)  # ShapedType::kDynamic in a static offsets/sizes/strides array


def _static_binding(op: ir.Operation) -> list[int] | None:
    """`op` (a binding subspan) rebuilt with its static type, or None where a dim is not a
    constant, the type has more than a shape and an element type, or a user is neither a
    load nor a store; returns its sizes (also those of a binding that was static already).

    A load or store whose offsets, sizes and strides are all constants is rebuilt with them
    static and its tensor of the static type it reads or writes (a `tensor.cast` to or from
    the type it had). Done before the canonicalizer: folding a constant size of 1 into a
    rank-reducing load or store, IREE 3.13's canonicalizer infers another reduced type than the
    access has (`tensor<?x4x8xf32>` written to `[1, 1, 4, 8, 1]` cast to `tensor<4x8x1xf32>`)
    and fails; given static, the access keeps the dims it drops."""
    segments = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    operands = list(op.operands)
    offset, dims = operands[: segments[0]], operands[segments[0]:]
    wrapped = irutil.dispatch_tensor(op.results[0].type)
    values = [_constant(d) for d in dims]
    if wrapped is None or None in values or wrapped[1].encoding is not None or wrapped[1].rank == 0:
        return None
    access, tensor = wrapped
    given = iter(values)
    sizes = [next(given) if tensor.is_dynamic_dim(i) else tensor.get_dim_size(i) for i in range(tensor.rank)]
    if not dims:
        return sizes
    users = [use.owner for use in op.results[0].uses]
    if any(user.name not in (_LOAD, _STORE) for user in users):
        return None
    with op.location, ir.InsertionPoint(op):
        static_type = irutil.dispatch_tensor_type(access, ir.RankedTensorType.get(sizes, tensor.element_type))
        optional = {n: op.attributes[n] for n in ("alignment", "descriptor_flags") if n in op.attributes}
        subspan = hal.InterfaceBindingSubspanOp(
            static_type, op.attributes["layout"], op.attributes["binding"], [],
            byte_offset=offset[0] if offset else None, **optional,
        ).result
    for user in users:
        _rebuild_access(user, subspan)
    op.erase()
    return sizes


def _rebuild_access(user: ir.Operation, subspan: ir.Value) -> None:
    """The load or store `user` rebuilt on the static binding `subspan`: with static offsets,
    sizes and strides where they are all constants (see `_static_binding`), else as it was."""
    view = user.opview
    is_load = user.name == _LOAD
    tensor_type = ir.RankedTensorType(user.results[0].type if is_load else view.value.type)
    static = [_static_array(list(v), a) for v, a in ((view.offsets, view.static_offsets),
              (view.sizes, view.static_sizes), (view.strides, view.static_strides))]
    kept = _kept_dims(list(static[1]) if None not in static else [], tensor_type)
    with user.location, ir.InsertionPoint(user):
        if kept is None:
            access = (list(view.offsets), list(view.sizes), list(view.strides),
                      view.static_offsets, view.static_sizes, view.static_strides)
            if is_load:
                new = iree_tensor_ext.DispatchTensorLoadOp(tensor_type, subspan, [], *access)
                user.results[0].replace_all_uses_with(new.result)
            else:
                iree_tensor_ext.DispatchTensorStoreOp(view.value, subspan, [], *access)
        else:
            exact = ir.RankedTensorType.get(kept, tensor_type.element_type, tensor_type.encoding)
            attrs = [ir.DenseI64ArrayAttr.get(a) for a in static]
            if is_load:
                new = iree_tensor_ext.DispatchTensorLoadOp(exact, subspan, [], [], [], [], *attrs).result
                if exact != tensor_type:
                    new = tensor.CastOp(tensor_type, new).result
                user.results[0].replace_all_uses_with(new)
            else:
                value = view.value if exact == tensor_type else tensor.CastOp(exact, view.value).result
                iree_tensor_ext.DispatchTensorStoreOp(value, subspan, [], [], [], [], *attrs)
    user.erase()


def _static_array(values: list[ir.Value], static: ir.DenseI64ArrayAttr) -> list[int] | None:
    """A mixed static/dynamic list (offsets, sizes or strides) with its values in, or None
    where one is not a constant."""
    given = iter(values)
    out = [_constant(next(given)) if v == _DYNAMIC else v for v in ir.DenseI64ArrayAttr(static)]
    return None if None in out else out


def _kept_dims(sizes: list[int], reduced: ir.RankedTensorType) -> list[int] | None:
    """The sizes of the dims that a load or store of `sizes` keeps in its `reduced` tensor
    type (the dims it drops are unit dims, matched in order), or None where they do not match."""
    if not sizes:
        return None
    shape = [None if reduced.is_dynamic_dim(i) else reduced.get_dim_size(i) for i in range(reduced.rank)]
    kept: list[int] = []
    for size in sizes:
        if len(kept) < len(shape) and shape[len(kept)] in (None, size):
            kept.append(size)
        elif size != 1:
            return None
    return kept if len(kept) == len(shape) else None


def fold_unit_reshapes_into_accesses(executable: ir.Operation, export: str) -> int:
    """Fold a `tensor.collapse_shape` that only drops unit dims of what a load reads into the
    load (it reads the reduced type), and a `tensor.expand_shape` that only adds unit dims to
    what a store writes into the store; returns how many. IREE's unit-dim folding leaves such
    reshapes at a strided access (a rotary embedding's every-other-element load), which
    `iree-codegen-fold-reshape-into-interface-tensor` cannot fold into the binding; left in,
    configuration propagates the unit dim back into the configured kernel, and the compile
    from the tuner file's input folds it again, dropping the configuration (IREE 3.13:
    "'func.func' op failed to build pass pipeline"). A static model's dispatch reads the
    reduced type at once."""
    found: list[ir.Operation] = []

    def collect(op: ir.Operation) -> ir.WalkResult:
        if op.name in ("tensor.collapse_shape", "tensor.expand_shape"):
            found.append(op)
        return ir.WalkResult.ADVANCE

    for function in _functions(executable):
        if irutil.symbol_name(function) == export:
            function.walk(collect)
    folded = 0
    for reshape in found:
        source, result = reshape.operands[0], reshape.results[0]
        if not _only_unit_dims(source.type, result.type):
            continue
        if reshape.name == "tensor.collapse_shape":
            load = source.owner
            load = load.operation if isinstance(load, ir.OpView) else load
            if not isinstance(load, ir.Operation) or load.name != _LOAD or len(list(source.uses)) != 1:
                continue
            view = load.opview
            with load.location, ir.InsertionPoint(load):
                new = iree_tensor_ext.DispatchTensorLoadOp(
                    result.type, view.source, list(view.source_dims), list(view.offsets), list(view.sizes),
                    list(view.strides), view.static_offsets, view.static_sizes, view.static_strides)
            result.replace_all_uses_with(new.result)
            reshape.erase()
            load.erase()
        else:
            stores = [use.owner for use in result.uses]
            if not stores or any(s.name != _STORE or s.opview.value != result for s in stores):
                continue
            for store in stores:
                view = store.opview
                with store.location, ir.InsertionPoint(store):
                    iree_tensor_ext.DispatchTensorStoreOp(
                        source, view.target, list(view.target_dims), list(view.offsets), list(view.sizes),
                        list(view.strides), view.static_offsets, view.static_sizes, view.static_strides)
                store.erase()
            reshape.erase()
        folded += 1
    return folded


def _only_unit_dims(a: ir.Type, b: ir.Type) -> bool:
    """Whether two static tensor types differ only in unit dims."""
    a, b = ir.RankedTensorType(a), ir.RankedTensorType(b)
    if not (a.has_static_shape and b.has_static_shape):
        return False
    return [d for d in a.shape if d != 1] == [d for d in b.shape if d != 1]


def _constant(value: ir.Value) -> int | None:
    """`value` as a constant, looked through the casts, assumptions and workload ordinals a
    push constant passes before it is a size (so before the canonicalizer has folded them)."""
    owner = value.owner
    if isinstance(owner, ir.OpView):
        owner = owner.operation
    if not isinstance(owner, ir.Operation):
        return None
    if owner.name == "arith.constant":
        return ir.IntegerAttr(owner.attributes["value"]).value
    if owner.name in ("arith.index_castui", "arith.index_cast", "iree_tensor_ext.dispatch.workload.ordinal"):
        return _constant(owner.operands[0])
    if owner.name == "util.assume.int":
        return _constant(owner.operands[ir.OpResult(value).result_number])
    return None


def _functions(executable: ir.Operation) -> list[ir.Operation]:
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "func.func":
            found.append(op)
            return ir.WalkResult.SKIP
        return ir.WalkResult.ADVANCE

    executable.walk(visit)
    return found
