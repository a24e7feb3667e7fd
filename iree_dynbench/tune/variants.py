"""What a specialized build made of each export: its variants, their ranges and configurations.

With a preprocessing spec (`specialization_spec`), IREE 3.13 turns one dynamic export into a
chain: the original name now holds the first range's variant (a `condition` region over the
workload, `condition_fallback` naming the next), the ranges follow, and the last export of the
chain, unconditional, is the original dynamic kernel: the fallback, IREE's default. The host
dispatches the chain's head and the runtime picks the first variant whose condition holds.

`export_variants` reads the chains from a model compiled to `executable-configurations`; each
variant's range is the `util.assume.int` on its workload, its configuration its root op's
`lowering_config`, and the tuning-spec entry that configured it (`dynbench.tuned`) if any.
`variants_applied` compiles the model with the flags to get there: what tune checks a
specialized spec against (tune.json `applies_to` per range).
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from iree.compiler import ir

from ..extraction import compiler
from ..passes import irutil
from ..passes.assumptions import parse_assumption
from ..passes.values import DimRange
from ..passes.root_op import root_ops
from . import configured_ir
from .tuning_spec import TUNED_ATTR

FALLBACK_ATTR = "condition_fallback"


@dataclass(frozen=True)
class Variant:
    export: str
    conditional: bool  # a range's variant (its condition decides); False: the chain's fallback
    assumptions: tuple[str, ...]  # `util.assume.int` on its workload, one per workload value
    entry: Optional[str]  # the tuning-spec entry that configured its root op; None: IREE's configuration
    lowering_config: Optional[str]  # its root op's


@dataclass(frozen=True)
class ExportVariants:
    executable: str
    variant: str  # the hal.executable.variant (target)
    export: str  # the chain's head: what the host dispatches
    variants: tuple[Variant, ...]  # in the order the runtime tries them; the fallback last

    @property
    def specialized(self) -> bool:
        return len(self.variants) > 1

    @property
    def fallback(self) -> Variant:
        return self.variants[-1]


def export_variants(module: ir.Module) -> list[ExportVariants]:
    """Each dispatched export of the configured module with its chain of variants."""
    roots = root_ops(module)
    found: list[ExportVariants] = []
    for executable, variant in irutil.variants(module):
        exports = {irutil.symbol_name(op): op.operation for op in variant.regions[0].blocks[0].operations
                   if irutil.op_name(op) == "hal.executable.export"}
        functions = {irutil.symbol_name(op): op.operation for op in irutil.ops_where(variant, _is_function)}
        targets = {_fallback(op) for op in exports.values()} - {None}
        for head in [name for name in exports if name not in targets]:
            chain, name = [], head
            while name is not None and name in exports:
                key = (irutil.symbol_name(executable), irutil.symbol_name(variant), name)
                chain.append(_variant(exports[name], functions.get(name), roots.get(key)))
                name = _fallback(exports[name])
            found.append(ExportVariants(key[0], key[1], head, tuple(chain)))
    return found


def variants_applied(model: Path, flags: Sequence[str], target: str = "llvm-cpu") -> list[ExportVariants]:
    """The model compiled with `flags` (e.g. both specs' flags) to its configured executables:
    per export, its variants and their configurations."""
    options = compiler.CompileOptions(target, tuple(flags))
    with tempfile.TemporaryDirectory(prefix="dynbench-variants-") as work:
        configured = Path(work) / "configured.mlir"
        compiler.to_configured(model, configured, options, without_weights=True).run()
        return export_variants(configured_ir.parse(configured))


def _is_function(op: ir.Operation) -> bool:
    return op.name == "func.func"


def _fallback(export: ir.Operation) -> Optional[str]:
    if FALLBACK_ATTR not in export.attributes:
        return None
    return ir.FlatSymbolRefAttr(export.attributes[FALLBACK_ATTR]).value


def _variant(export: ir.Operation, function: Optional[ir.Operation], root: Optional[ir.Operation]) -> Variant:
    conditional = FALLBACK_ATTR in export.attributes
    assumptions: list[str] = []
    tuned: Optional[ir.Operation] = None
    if function is not None:
        for op in irutil.ops_where(function, lambda o: o.name == "util.assume.int" or TUNED_ATTR in o.attributes):
            if TUNED_ATTR in op.attributes:
                tuned = tuned or op
            elif any(u.owner.name == "iree_tensor_ext.dispatch.workload.ordinal" for r in op.results for u in r.uses):
                assumptions.extend(_assumption_texts(op))
    configured = tuned or root
    entry = ir.StringAttr(tuned.attributes[TUNED_ATTR]).value if tuned is not None else None
    config = (str(configured.attributes["lowering_config"])
              if configured is not None and "lowering_config" in configured.attributes else None)
    return Variant(irutil.symbol_name(export), conditional, tuple(assumptions), entry, config)


def _bounds_text(found: DimRange) -> str:
    """`<umin = 1, umax = 4>`, as the assumption reads in IR (its fields in their order)."""
    fields = [f"{name} = {value}" for name, value in (("umin", found.umin), ("umax", found.umax), ("udiv", found.udiv))
              if value is not None]
    return f"<{', '.join(fields)}>"


def _assumption_texts(op: ir.Operation) -> list[str]:
    """`<umin = 1, umax = 4>` per operand (its first assumption)."""
    texts = []
    for per_operand in ir.ArrayAttr(op.attributes["assumptions"]):
        items = list(ir.ArrayAttr(per_operand))
        texts.append(_bounds_text(parse_assumption(items[0])) if items else "<>")
    return texts
