"""Which input dims are one size: the symbols of a model's dynamic dims.

A BERT's `input_ids`, `attention_mask` and `token_type_ids` all carry the batch B and
the sequence S. The compiled host code reads each symbol from one of them (IREE's
torch import binds every dim of a symbol to its first) and the kernels see that one
only: sweep another and no problem size moves. So the dims of a symbol are set
together, and the record comes from where the model keeps it:

- the frontend's own, read from the model as given (`frontend_record`), before the
  import drops it: torch exports bind each argument's dims to `torch.symbolic_int`s
  (`torch.bind_symbolic_shape %arg1, [%s0, %s1], affine_map<()[s0, s1] -> (s0, s1)>`);
  JAX exports name their dimension variables and assert the other dims of each equal to it
  (`jax_export`, which also reads the bounds JAX asserts);
- else the shape math: two input dims the host code asserts equal (`cf.assert` of
  `arith.cmpi eq` between them, through casts: `asserted_equal`);
- else the kernels: two dims one loop of a root op iterates over at once, or a view of a
  buffer the other sized (`LOOPED`, read by `iree_dynbench.loop_ties` through the
  model's own shape math: a torch export without symbolic shapes asserts nothing equal).

A dim tied to none keeps a symbol of its own: its name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Optional, Sequence

from iree.compiler import ir

from . import irutil, jax_export
from .assumptions import input_dim_of
from .dispatch_sites import entry_function
from .frames import call_tree
from .shape_slice import InputDim
from .values import DimRange

FRONTEND = "torch.bind_symbolic_shape"  # a symbol's `source`: torch's export named it
JAX = jax_export.GLOBAL_CONSTANT  # a symbol's `source`: JAX's export named it
FRONTENDS = (FRONTEND, JAX)  # the frontend records: each is also what marks a model that has it
# What iree-turbine sets on every torch export's function, with or without symbolic shapes
# (`aot.export(..., import_symbolic_shape_expressions=True)`; without it, torch 2.13 and 2.14
# record no name, range or tie of a `Dim`).
TORCH_EXPORT = "torch.assume_strict_symbolic_shapes"
_INT64_MAX = (1 << 63) - 1  # a `torch.symbolic_int`'s max_val of a Dim without a max
ASSERTED = "asserted equal"  # two dims the shape math asserts equal
DECLARED = "declared at extract"  # dims the user declared one size (an export that records no tie)
LOOPED = "taken as one by a kernel"  # a kernel loop or view over both (`iree_dynbench.loop_ties`)
_EQ = 0  # arith.cmpi predicate `eq`


@dataclass
class FrontendRecord:
    """What the frontend recorded of `function`'s input dims (`frontend_record`)."""

    symbols: dict[InputDim, tuple[str, str]] = field(default_factory=dict)  # name, and the record that gave it
    bounds: dict[InputDim, DimRange] = field(default_factory=dict)  # JAX's constraints, torch's Dim(min, max)
    torch_without_symbols: bool = False  # a torch export that records no symbolic shapes (`TORCH_EXPORT`, no binding)


def frontend_record(model: ir.Module, function: str, frontends: Iterable[str] = FRONTENDS) -> FrontendRecord:
    """Per input dim of `function` (a `func.func` of the model as its frontend exported it):
    the name its frontend gave the dim's symbol, and which record said so (`FRONTEND` for
    torch, `JAX`); and the bounds a JAX export asserts. Dims bound to a constant or to an
    expression are left out. `frontends`: the records to look for (those whose mark the
    model's text holds: each costs a pass over the function's ops)."""
    entry = next(
        (op.operation for op in model.body.operations
         if op.operation.name == "func.func" and irutil.symbol_name(op) == function),
        None,
    )
    if entry is None or not entry.regions[0].blocks:
        return FrontendRecord()
    block = entry.regions[0].blocks[0]
    arguments = {argument: k for k, argument in enumerate(block.arguments)}
    torch = _torch_symbols(entry, arguments) if FRONTEND in frontends else {}
    found = {d: (name, FRONTEND) for d, (name, _) in torch.items()}
    bounds = {d: bound for d, (_, bound) in torch.items() if bound != DimRange()}
    bare = TORCH_EXPORT in frontends and not torch and TORCH_EXPORT in entry.attributes
    if JAX not in frontends:
        return FrontendRecord(found, bounds, bare)
    jax = jax_export.read(model, entry, arguments)
    found.update((d, (name, JAX)) for d, name in jax.names.items())
    return FrontendRecord(found, {**bounds, **jax.bounds}, bare)


def _torch_symbols(entry: ir.Operation, arguments: dict) -> dict[InputDim, tuple[str, DimRange]]:
    """The `torch.symbolic_int` each argument's `torch.bind_symbolic_shape` (in the body of the
    function `entry`) binds a dim to: its name and its range. Found among the arguments' uses:
    a 32-layer export's body holds thousands of ops (a walk of them cost 0.03 s), an argument a
    few uses."""
    binds = [
        use.owner for argument in arguments for use in argument.uses
        if use.operand_number == 0 and use.owner.name == FRONTEND and use.owner.parent == entry
    ]
    found: dict[InputDim, tuple[str, DimRange]] = {}
    for op in binds:
        symbols = [_symbol(v) for v in list(op.operands)[1:]]
        shape = ir.AffineMapAttr(op.attributes["shape_expressions"]).value
        for dim, expr in enumerate(shape.results):
            if isinstance(expr, ir.AffineSymbolExpr):
                name = symbols[expr.position]
                if name is not None:
                    found[InputDim(arguments[op.operands[0]], dim)] = name
    return found


def _symbol(value: ir.Value) -> Optional[tuple[str, DimRange]]:
    """A `torch.symbolic_int`'s name and range: `Dim(min, max)` as given (a min below 1 and
    a max of int64's limit bound nothing)."""
    op = irutil.defining_op(value)
    if op is None or op.name != "torch.symbolic_int":
        return None
    low, high = (irutil.int_attr(op, key) if key in op.attributes else None for key in ("min_val", "max_val"))
    bound = DimRange(low if low is not None and low > 1 else None, high if high is not None and high < _INT64_MAX else None)
    return ir.StringAttr(op.attributes["symbol_name"]).value, bound


def asserted_equal(module: ir.Module, function: str) -> list[tuple[InputDim, InputDim]]:
    """Pairs of input dims of the entry `function` that its host code asserts equal."""
    pairs = []
    for frame in call_tree(module, entry_function(module, function)):
        for op in irutil.walk(frame.func):
            if op.operation.name != "cf.assert":
                continue
            compare = irutil.defining_op(op.operation.operands[0])
            if compare is None or compare.name != "arith.cmpi" or irutil.int_attr(compare, "predicate") != _EQ:
                continue
            a, b = (input_dim_of(v, frame) for v in compare.operands)
            if a is not None and b is not None and a != b:
                pairs.append((a, b))
    return pairs


def _only_asserted(members: Sequence[InputDim], equal: Iterable[tuple[InputDim, InputDim]]) -> bool:
    """Whether the asserted pairs alone connect every one of `members`."""
    pairs = [(a, b) for a, b in equal if a in members and b in members]
    reached = {members[0]}
    changed = True
    while changed:
        changed = False
        for a, b in pairs:
            if (a in reached) != (b in reached):
                reached |= {a, b}
                changed = True
    return len(reached) == len(members)


def symbols(
    dims: Sequence[InputDim], named: dict[InputDim, str], equal: Iterable[tuple[InputDim, InputDim]],
    declared: Iterable[tuple[InputDim, InputDim]] = (), looped: Iterable[tuple[InputDim, InputDim]] = (),
) -> dict[InputDim, tuple[str, Optional[str]]]:
    """Per dim of `dims`: its symbol and where the tie comes from (the frontend's record that
    named it, `ASSERTED`, `LOOPED`, `DECLARED`, None: a dim of its own). `named` is
    `FrontendRecord.symbols`. Dims of one frontend name, dims asserted equal, dims one loop
    takes (`looped`) and dims declared one are one symbol, named by the frontend where it
    named one, else by its first dim."""
    equal, looped = list(equal), list(looped)
    parent = {d: d for d in dims}

    def root(d: InputDim) -> InputDim:
        while parent[d] != d:
            parent[d] = parent[parent[d]]
            d = parent[d]
        return d

    def join(a: InputDim, b: InputDim) -> None:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb, key=dims.index)] = min(ra, rb, key=dims.index)

    first_of: dict[str, InputDim] = {}
    for d in dims:
        if d in named:
            join(first_of.setdefault(named[d][0], d), d)
    for a, b in equal:
        if a in parent and b in parent:
            join(a, b)
    for a, b in [*looped, *declared]:
        if a in parent and b in parent:
            join(a, b)
    groups: dict[InputDim, list[InputDim]] = {}
    for d in dims:
        groups.setdefault(root(d), []).append(d)
    out = {}
    for head, members in groups.items():
        names = [named[d] for d in members if d in named]
        if names:
            symbol = names[0]
        elif len(members) == 1:
            symbol = (head.name, None)
        elif _only_asserted(members, equal):  # the shape math alone ties all of them
            symbol = (head.name, ASSERTED)
        else:  # the shape math and the kernels, else declared
            symbol = (head.name, LOOPED if _only_asserted(members, [*equal, *looped]) else DECLARED)
        out.update((d, symbol) for d in members)
    return out
