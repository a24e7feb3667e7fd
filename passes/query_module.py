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

from iree.compiler import ir

from . import export_chain, host_code, host_plan
from .errors import PassError
from .irutil import symbol_name, variants
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


def _exports(targets: ir.Module) -> tuple[dict[tuple[str, str, str], ir.Operation], dict[str, ir.Operation]]:
    """Every export of `targets` by (executable, variant, export), and the executables by name."""
    exports: dict[tuple[str, str, str], ir.Operation] = {}
    executables: dict[str, ir.Operation] = {}
    for executable, variant in variants(targets):
        executables[symbol_name(executable)] = executable.operation
        for name, export in export_chain.exports_of(variant).items():
            exports[(symbol_name(executable), symbol_name(variant), name)] = export
    return exports, executables


def _count_region(exports, executable: str, variant: str, export: str, ref: str) -> ir.Region:
    op = exports.get((executable, variant, export))
    if op is None:
        raise CountRegionError(f"{ref}: no such export at executable-targets")
    region = op.regions[export_chain.COUNT_REGION]
    if not list(region.blocks):
        raise CountRegionError(f"{ref}: the export has no workgroup count region")
    return region


def count_regions(targets: ir.Module, calls) -> dict[str, ir.Region]:
    """Each site export's count region in `targets` (`executable-targets` IR), by export ref."""
    exports, _ = _exports(targets)
    return {call.export_ref: _count_region(exports, call.executable, call.variant, call.export, call.export_ref)
            for call in calls}


def build(source: QuerySource, targets: ir.Module) -> str:
    """The query module (verified MLIR text); `targets` is the benchmark module at
    `executable-targets`, parsed in the context of `source.shape_math`. A size-range
    specialized export counts as the model dispatches it: its chain's count functions,
    selected by their conditions (`export_chain`)."""
    builder = ModuleBuilder(source.shape_math.context, "query")
    checks = CheckCalls(builder)
    for function in source.functions:
        checks.move(builder.clone(function))
    checks.finish()
    exports, executables = _exports(targets)
    conditions = export_chain.Conditions()
    chained: dict[str, ir.Operation] = {}
    names: dict[str, str] = {}
    for call in source.calls:
        ref = call.export_ref
        if ref in names:
            continue
        names[ref] = name = f"{COUNT_PREFIX}{len(names)}"
        region = _count_region(exports, call.executable, call.variant, call.export, ref)
        executable = executables[call.executable]
        chain = conditions.chain(executable, call.variant, call.export)
        if not chain:
            _count_function(builder, name, region, ref)
            continue
        chained[call.executable] = executable
        counts = {}
        for k, link in enumerate(chain):
            counts[link.export] = f"{name}_{k}"
            _count_function(builder, counts[link.export],
                            _count_region(exports, call.executable, call.variant, link.export, ref), ref)
        with builder.building():
            host_code.chain_count_function(name, chain, counts, call.workload_count)
            host_code.chain_variant_function(host_plan.variant_function(name), chain, call.workload_count)
    for executable in chained.values():
        export_chain.add_conditions(builder, executable, conditions)
    with builder.building():
        host_code.query_shapes(
            list(source.calls), [names[c.export_ref] for c in source.calls], source.dim_names,
            source.result_dim_count, source.shared,
        )
    return builder.text()


def _count_function(builder: ModuleBuilder, name: str, region: ir.Region, ref: str) -> ir.Operation:
    """A private `util.func` (workload...) -> (x, y, z): the count region's ops, cloned."""
    try:
        return export_chain.region_function(builder, name, region, ref, 3)
    except export_chain.RegionFunctionError as error:
        raise CountRegionError(str(error)) from None
