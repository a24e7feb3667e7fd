"""The host-only query module: `__query_shapes` with no executables and no HAL op.

The shape math of a model is host arithmetic, but a dispatch's workgroup count
comes from its export's count region, which the target's codegen rewrites:
at `executable-configurations` a GPU export still counts with
`workgroup_count_from_slice`, at `executable-targets` it is plain arithmetic
(e.g. an `affine.min` of the workload). So the query module is built from the
benchmark module compiled to `executable-targets` (the codegen the benchmarks
need anyway, done once): each site's parameter function (the model's shape
math, as the benchmark module holds it) is cloned, each export's count region
becomes a private `util.func` of its workload, and `__query_shapes` returns
every value as i64 in one host `!util.buffer`. Nothing in it needs a device,
so it loads on `local-sync` on any machine, whatever the target.

Phases: `count_regions` (analysis: where each export's region is, or why it
cannot be used), then `build` (IR: clone the shape math, clone each count region
into a function, build `__query_shapes` with the builders, verify).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from iree.compiler import ir

from . import host_code, host_ir, host_plan
from .errors import PassError
from .irutil import op_name, symbol_name, variants
from .check_calls import CheckCalls
from .module_builder import ModuleBuilder

COUNT_PREFIX = "__dynbench_count_"  # + k: private function, the count region of the k-th distinct export


class CountRegionError(PassError):
    """An export's workgroup count cannot be computed on the host (no region, or it reads the device)."""


@dataclass(frozen=True)
class QuerySource:
    """What the query module takes from the configured-phase passes (`benchmark_module.emit`):
    the shape-math functions (in the model's context) and how each site calls them."""

    shape_math: ir.Module  # holds the functions below (and keeps them alive)
    functions: tuple[ir.Operation, ...]  # the shared shape math and the result-dims function, if any
    calls: tuple[host_plan.ParamsCall, ...]  # one per site, in layout order
    shared: host_plan.SharedMath  # how `__query_shapes` reads each site's parameters
    dim_names: tuple[str, ...]  # the input dims `__query_shapes` takes, in order (`input0.dim1`)
    result_dim_count: int


def count_regions(targets: ir.Module, calls) -> dict[str, ir.Region]:
    """Each site export's count region in `targets` (`executable-targets` IR), by export ref."""
    exports: dict[tuple[str, str, str], ir.Operation] = {}
    for executable, variant in variants(targets):
        for export in variant.regions[0].blocks[0].operations:
            if op_name(export) == "hal.executable.export":
                key = (symbol_name(executable), symbol_name(variant), symbol_name(export))
                exports[key] = export.operation
    regions: dict[str, ir.Region] = {}
    for call in calls:
        export = exports.get((call.executable, call.variant, call.export))
        if export is None:
            raise CountRegionError(f"{call.export_ref}: no such export at executable-targets")
        region = export.regions[0]
        if not list(region.blocks):
            raise CountRegionError(f"{call.export_ref}: the export has no workgroup count region")
        regions[call.export_ref] = region
    return regions


def build(source: QuerySource, targets: ir.Module) -> str:
    """The query module (verified MLIR text); `targets` is the benchmark module at
    `executable-targets`, parsed in the context of `source.shape_math`."""
    builder = ModuleBuilder(source.shape_math.context, "query")
    checks = CheckCalls(builder)
    for function in source.functions:
        checks.move(builder.clone(function))
    checks.finish()
    regions = count_regions(targets, source.calls)
    names: dict[str, str] = {}
    for ref, region in regions.items():
        names[ref] = f"{COUNT_PREFIX}{len(names)}"
        _count_function(builder, names[ref], region, ref)
    with builder.building():
        host_code.query_shapes(
            list(source.calls), [names[c.export_ref] for c in source.calls], source.dim_names,
            source.result_dim_count, source.shared,
        )
    return builder.text()


def _count_function(builder: ModuleBuilder, name: str, region: ir.Region, ref: str) -> ir.Operation:
    """A private `util.func` (workload...) -> (x, y, z): the count region's ops, cloned.

    The region's first argument is the device; an op that reads it (a device
    query) has no host equivalent and is refused."""
    block = region.blocks[0]
    device, *workload = list(block.arguments)
    with builder.building():
        func = host_code.empty_function(name, len(workload))
    body = func.regions[0].blocks[0]
    terminator = list(body.operations)[-1]
    mapped: dict[ir.Value, ir.Value] = {old: new for old, new in zip(workload, body.arguments)}
    results: Optional[list[ir.Value]] = None
    with builder.context, ir.Location.unknown():
        ip = ir.InsertionPoint(terminator)
        for op in block.operations:
            operands = list(op.operands)
            if any(v == device for v in operands):
                raise CountRegionError(f"{ref}: its workgroup count reads the device ({op.name})")
            if op.name == "hal.return":
                results = [mapped[v] for v in operands]
                break
            if any(list(r.blocks) for r in op.regions):
                raise CountRegionError(f"{ref}: its workgroup count holds a region ({op.name})")
            clone = op.clone(ip=ip)
            for i, operand in enumerate(operands):
                clone.operands[i] = mapped[operand]
            for original, copy in zip(op.results, clone.results):
                mapped[original] = copy
        if results is None or len(results) != 3:
            raise CountRegionError(f"{ref}: its workgroup count region does not return x, y, z")
        # As for the shape math: IREE's IPO mis-rewrites callers of functions
        # that return an argument twice; a barrier hides that.
        with ip:
            host_ir.return_(host_ir.barrier(results))
        terminator.erase()
        index = ir.IndexType.get()
        func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get([index] * len(workload), [index] * 3))
    return func
