"""`passes.shape_math_cut` on hand-written shared functions: some sites' shape math cut out of the
guarded function of every site's computes what guarding those sites' values alone computes.
Parses and builds IR only (the extracted models' renderings: tests/passes/test_passes.py)."""

from __future__ import annotations

import pytest
from iree.compiler import ir

from iree_dynbench.passes.host_plan import SharedMath
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.passes.module_builder import ModuleBuilder
from iree_dynbench.passes.overflow_guards import guard_shared_function
from iree_dynbench.passes.shape_math_cut import ShapeMathCutter

from support.ircheck import computation

ARGS = ["input0.dim0", "input0.dim1"]


def _guarded(context: ir.Context, body: list[str], sites: dict[str, list[str]]) -> tuple[SharedMath, ir.Operation, ir.Module]:
    """A shared function over two index arguments (`%a0`, `%a1`) computing `body` and returning
    each distinct value `sites` name (site -> its parameters' values, in rank order), guarded;
    and the module that holds it."""
    distinct: dict[str, int] = {}
    uses: list[list[tuple[int, int, str, str]]] = []
    for rank, (site, values) in enumerate(sites.items()):
        for place, value in enumerate(values):
            if value not in distinct:
                distinct[value] = len(distinct)
                uses.append([])
            uses[distinct[value]].append((rank, place, site, f"parameter {place}"))
    types = ", ".join(["index"] * len(distinct))
    barrier = f"%r:{len(distinct)}" if len(distinct) > 1 else "%r"
    returned = ", ".join(f"%r#{i}" for i in range(len(distinct))) if len(distinct) > 1 else "%r"
    text = "\n".join([
        f"util.func private @shape_math(%a0: index, %a1: index) -> ({types}) {{",
        *body,
        f"  {barrier} = util.optimization_barrier {', '.join(distinct)} : {types}",
        f"  util.return {returned} : {types}",
        "}",
    ])
    module = ir.Module.parse(text, context)
    function = module.body.operations[0].operation
    guard_shared_function(function, uses, ARGS)
    mapping = {site: tuple(distinct[v] for v in values) for site, values in sites.items()}
    return SharedMath("shape_math", ("index",) * len(distinct), mapping), function, module


# The first op is guarded: the guards' constants go before it, between its guard and it.
FIRST_OP_GUARDED = (
    ["  %s = arith.addi %a0, %a1 : index", "  %c4096 = arith.constant 4096 : index", "  %m = arith.muli %a0, %c4096 : index"],
    {"A": ["%s"], "B": ["%m"]},
)
# A value both sites read, after a guarded sum only one reads.
SHARED_PREFIX = (
    ["  %c8 = arith.constant 8 : index", "  %p = arith.muli %a0, %c8 : index", "  %q = arith.addi %p, %a1 : index",
     "  %t = arith.muli %p, %a1 : index"],
    {"A": ["%p", "%q"], "B": ["%t", "%p"]},
)


@pytest.mark.parametrize("case", [FIRST_OP_GUARDED, SHARED_PREFIX], ids=["first-op-guarded", "shared-prefix"])
@pytest.mark.parametrize("chosen", [["A"], ["B"], ["A", "B"]])
def test_a_cut_computes_and_guards_what_its_sites_alone_would(case, chosen):
    body, sites = case
    context = new_context()
    shared, function, _module = _guarded(context, body, sites)
    builder = ModuleBuilder(context, "cut")
    cut, copy = ShapeMathCutter(function, shared, ARGS).cut(builder, [(s, [f"parameter {i}" for i in range(len(sites[s]))]) for s in chosen])
    assert builder.finish().operation.verify()
    alone, reference, _alone_module = _guarded(context, body, {s: sites[s] for s in chosen})
    table: dict = {}
    assert computation(copy, table) == computation(reference, table)
    assert cut.sites == alone.sites and cut.types == alone.types
    assert str(copy).count("cf.assert") == str(reference).count("cf.assert") > 0
