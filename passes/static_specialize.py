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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from iree.compiler import ir
from iree.compiler.passmanager import PassManager

from . import host_ir, irutil
from .values import signed
from .errors import PassError
from .module_builder import ModuleBuilder

CONSTANT_LOAD = "hal.interface.constant.load"
_CANONICALIZE = (
    "builtin.module(hal.executable(hal.executable.variant(builtin.module(func.func(canonicalize, cse)))))"
)


class SpecializeError(PassError, RuntimeError):
    """The executable or export named is not in the module."""


@dataclass(frozen=True)
class StaticKernel:
    """One kernel to specialize: an export of an executable at some push constants."""

    executable: str
    export: str
    push_constants: tuple[int, ...]


def configuration_module(
    sources: ir.Module, kernels: Sequence[StaticKernel], names: Sequence[str]
) -> tuple[ir.Module, dict[int, str]]:
    """A module of the device globals and each kernel's specialized executable, named `names[i]`,
    and, per kernel (its index) that could not be specialized, why.

    `sources` is the model at `executable-sources` (it is not modified). Each kernel is
    specialized and canonicalized in a module of its own: MLIR's canonicalizer can fail on
    one kernel at some sizes (IREE 3.13: a `tensor.cast` it folds to incompatible types when
    a dim is 1), and that costs only that kernel. The module is built and verified by a
    `ModuleBuilder` in `sources`' context.
    """
    assert len(kernels) == len(names)
    executables = {irutil.symbol_name(op): op for op in sources.body.operations if op.operation.name == "hal.executable"}
    globals_ = [op for op in sources.body.operations if irutil.is_device_global(op)]
    builder = ModuleBuilder(sources.context, "static kernels")
    for op in globals_:
        builder.clone(op)
    failed: dict[int, str] = {}
    for k, (kernel, name) in enumerate(zip(kernels, names)):
        if kernel.executable not in executables:
            raise SpecializeError(f"no executable @{kernel.executable} in the executable sources")
        own = ModuleBuilder(sources.context, f"static kernel {name}")
        for op in globals_:
            own.clone(op)
        copy = own.clone(executables[kernel.executable], name=name)
        replace_constant_loads(copy, kernel.export, kernel.push_constants)
        try:
            PassManager.parse(_CANONICALIZE, sources.context).run(own.finish().operation)
        except ir.MLIRError as e:
            failed[k] = f"MLIR's canonicalizer fails on the specialized kernel: {_first_error(e)}"
            continue
        builder.clone(copy)
    return builder.finish(), failed


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


def _functions(executable: ir.Operation) -> list[ir.Operation]:
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "func.func":
            found.append(op)
            return ir.WalkResult.SKIP
        return ir.WalkResult.ADVANCE

    executable.walk(visit)
    return found
