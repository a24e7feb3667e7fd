"""The variants a size-range specialized export dispatches, and their conditions as host functions.

With `iree_codegen.specialization_ranges` (issue 53), IREE 3.13 turns one export into a chain:
the export the host dispatches holds a `condition` region over the workload and names the next
export as its `fallback`; the last export has no condition. The model's host code
(`iree-hal-conversion`) inlines the chain: the first export whose condition holds at the
workload is dispatched, with its own workgroup count. A benchmark does the same to run the
kernel the model runs at those sizes: each condition region becomes a private `util.func` of
the workload (`condition_functions`), which the host code calls in the chain's order
(`host_code`). Plain exports are chains of one.
"""

from __future__ import annotations

from typing import Optional

from iree.compiler import ir

from . import host_code, host_ir
from .assumptions import CAST_OPS, operand_ranges
from .errors import PassError
from .host_plan import Link
from .irutil import defining_op, int_attr, op_name, ops_where, result_index, symbol_name
from .values import ChainVariant, DimRange

FALLBACK_ATTR = "condition_fallback"
CONDITION_PREFIX = "__dynbench_condition_"  # + k: the k-th conditional export's condition
COUNT_REGION, CONDITION_REGION = 0, 1  # `hal.executable.export`'s regions


class RegionFunctionError(PassError):
    """A region of an export (its workgroup count or condition) cannot be computed on the host."""


def exports_of(variant) -> dict[str, ir.Operation]:
    """The `hal.executable.export`s of a `hal.executable.variant`, by name."""
    return {symbol_name(op): op.operation for op in variant.regions[0].blocks[0].operations
            if op_name(op) == "hal.executable.export"}


def fallback_of(export: ir.Operation) -> Optional[str]:
    if FALLBACK_ATTR not in export.attributes:
        return None
    return ir.FlatSymbolRefAttr(export.attributes[FALLBACK_ATTR]).value


def chain_exports(exports: dict[str, ir.Operation], head: str) -> list[str]:
    """`head` and the exports it falls back to, in the order the host tries them."""
    chain, name = [], head
    while name is not None and name in exports and name not in chain:
        chain.append(name)
        name = fallback_of(exports[name])
    return chain


class Conditions:
    """Names each conditional export's condition function, once per module (`CONDITION_PREFIX`)."""

    def __init__(self):
        self.names: dict[tuple[str, str, str], str] = {}

    def chain(self, executable: ir.Operation, variant: str, head: str, name: str = "") -> tuple[Link, ...]:
        """The chain `head` of `executable`'s `variant` dispatches; `()` for a plain export
        (`name`: the executable's name in the module, by default its own)."""
        for v in executable.regions[0].blocks[0].operations:
            if op_name(v) == "hal.executable.variant" and symbol_name(v) == variant:
                exports = exports_of(v)
                break
        else:
            return ()
        chain = chain_exports(exports, head)
        if len(chain) < 2:
            return ()
        links = []
        for export in chain:
            conditional = list(exports[export].regions[CONDITION_REGION].blocks)
            key = (name or symbol_name(executable), variant, export)
            if conditional and key not in self.names:
                self.names[key] = f"{CONDITION_PREFIX}{len(self.names)}"
            links.append(Link(export, self.names[key] if conditional else None))
        return tuple(links)



def add_conditions(builder, executable: ir.Operation, conditions: Conditions, name: str = "") -> None:
    """Into `builder`'s module: the condition function of each export of `executable` that
    `conditions` named (`name`: the executable's name there, by default its own)."""
    for v in executable.regions[0].blocks[0].operations:
        if op_name(v) != "hal.executable.variant":
            continue
        for export_name, export in exports_of(v).items():
            key = (name or symbol_name(executable), symbol_name(v), export_name)
            if key in conditions.names:
                region_function(builder, conditions.names[key], export.regions[CONDITION_REGION], export_name, 1)


def region_function(builder, name: str, region: ir.Region, ref: str, result_count: int) -> ir.Operation:
    """A private `util.func` (workload...) -> results: an export's region (count or condition),
    its ops cloned. The region's first argument is the device; an op that reads it (a device
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
                raise RegionFunctionError(f"{ref}: its region reads the device ({op.name})")
            if op.name == "hal.return":
                results = [mapped[v] for v in operands]
                break
            if any(list(r.blocks) for r in op.regions):
                raise RegionFunctionError(f"{ref}: its region holds a region ({op.name})")
            clone = op.clone(ip=ip)
            for i, operand in enumerate(operands):
                clone.operands[i] = mapped[operand]
            for original, copy in zip(op.results, clone.results):
                mapped[original] = copy
        if results is None or len(results) != result_count:
            raise RegionFunctionError(f"{ref}: its region does not return {result_count} values")
        # As for the shape math: IREE's IPO mis-rewrites callers of functions
        # that return an argument twice; a barrier hides that.
        with ip:
            host_ir.return_(host_ir.barrier(results))
        terminator.erase()
        index = ir.IndexType.get()
        types = [ir.Type(v.type) for v in results]
        func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get([index] * len(workload), types))
    return func


def chain_variants(executable: ir.Operation, variant: str, chain: tuple[Link, ...],
                   workload_count: int) -> tuple[ChainVariant, ...]:
    """Each export of `chain` with the ranges its condition takes, read from its kernel at
    `executable-configurations`: the `util.assume.int` IREE puts on each workload ordinal of a
    range's variant (the fallback: None). What shapes.json says of each variant."""
    inner = None
    for v in executable.regions[0].blocks[0].operations:
        if op_name(v) == "hal.executable.variant" and symbol_name(v) == variant:
            inner = v
    if inner is None:
        return ()
    functions = {symbol_name(f): f for f in ops_where(inner, lambda o: o.name == "func.func")}
    return tuple(
        ChainVariant(link.export, None if link.condition is None else
                     _workload_ranges(functions.get(link.export), workload_count))
        for link in chain
    )


def _workload_ranges(function: Optional[ir.Operation], count: int) -> tuple[DimRange, ...]:
    """Per workload ordinal of a kernel, the range assumed on it (`DimRange()` where none is)."""
    ranges = [DimRange()] * count
    if function is None:
        return tuple(ranges)
    for op in ops_where(function, lambda o: o.name == "iree_tensor_ext.dispatch.workload.ordinal"):
        value = op.operands[0]
        source = defining_op(value)
        while source is not None and source.name in CAST_OPS:
            value = source.operands[0]
            source = defining_op(value)
        k = int_attr(op, "ordinal")
        if source is not None and source.name == "util.assume.int" and 0 <= k < count:
            ranges[k] = ranges[k].intersect(operand_ranges(source)[result_index(value)])
    return tuple(ranges)
