"""The shape math of some call sites, cut out of the function that computes every site's.

Each standalone file holds the shape math of the call sites that call its kernel alike
(`benchmark_module._standalone_files`). Built op by op from the model (the slice
materialized, then guarded), that cost a 32-layer decode's 54 renderings most of half a
second, mostly to build the same prefix again (a packed buffer's offsets, summed over the
layers). The shared function (`benchmark_module._shared_function`: every site's values,
each computed and guarded once) already holds it, and a rendering needs most of it. So a
rendering is that function cloned whole (one call into the compiler), the ops none of its
sites needs erased, and its guards' messages made again for its sites: the function that
guarding its slice alone gives, its ops in the shared function's order.
"""

from __future__ import annotations

from typing import Sequence

from iree.compiler import ir

from . import host_ir
from .host_plan import SharedMath
from .module_builder import ModuleBuilder
from .overflow_guards import guards_of, message, set_message, shared_describer


class ShapeMathCutter:
    """Cuts sites' shape math out of `function`, the guarded shared function whose results
    `shared` maps each site's parameters to; `arg_labels` name its arguments (input dims)."""

    def __init__(self, function: ir.Operation, shared: SharedMath, arg_labels: Sequence[str]):
        self.function, self.shared = function, shared
        block = function.regions[0].blocks[0]
        ops = list(block.operations)
        position = {}
        for k, op in enumerate(ops):
            for result in op.results:
                position[result] = k
        # Per op: the ops defining its operands (a block argument defines none).
        self._operands = [[position[v] for v in op.operands if v in position] for op in ops]
        self._guards = {g.position: g for g in guards_of(function, arg_labels)}
        terminator = ops[-1]
        returned = list(terminator.operands)
        self._barrier = position[returned[0]] if returned else None  # `host_ir.barrier` of every result
        results = list(ops[self._barrier].operands) if returned else []
        # Per result: (its op, its result number), or (None, its number) for an argument returned as it is.
        self._results = [
            (position[v], ir.OpResult(v).result_number) if v in position else (None, ir.BlockArgument(v).arg_number)
            for v in results
        ]
        self._count = len(ops)

    def cut(self, builder: ModuleBuilder, sites: Sequence[tuple[str, Sequence[str]]]) -> tuple[SharedMath, ir.Operation]:
        """The shape math of `sites` ((name, its parameters' labels), in rank order) in one
        private function of `builder`'s module, each distinct value once (in first use
        order), each guard naming the first of these sites its op computes a parameter of."""
        chosen: dict[int, int] = {}  # shared result -> this function's result
        uses: dict[int, list[tuple[int, int, str, str]]] = {}
        for rank, (name, labels) in enumerate(sites):
            for place, (result, label) in enumerate(zip(self.shared.sites[name], labels)):
                chosen.setdefault(result, len(chosen))
                uses.setdefault(result, []).append((rank, place, name, label))
        live = self._live(chosen)
        copy = builder.clone(self.function)
        block = copy.regions[0].blocks[0]
        ops = list(block.operations)
        describe = shared_describer(uses)
        for k, guard in self._guards.items():
            if live[k]:
                fed = [i for i in guard.fed if i in uses]
                parameters, what = describe(fed)
                set_message(ops[k], message(parameters, what, guard.dims))
        with builder.context, ir.Location.unknown(), ir.InsertionPoint(ops[-1]):
            values = [self._value(ops, block, result) for result in chosen]
            host_ir.return_(host_ir.barrier(values))
        ops[-1].erase()
        for k in range(self._count - 2, -1, -1):  # users before the ops they use
            if not live[k]:
                ops[k].erase()
        inputs = [a.type for a in block.arguments]
        with builder.context:
            copy.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, [v.type for v in values]))
        types = tuple(self.shared.types[result] for result in chosen)
        mapped = {name: tuple(chosen[r] for r in self.shared.sites[name]) for name, _ in sites}
        return SharedMath(self.shared.function, types, mapped), copy

    def _live(self, chosen) -> list[bool]:
        """Per op: whether these results need it (an op they are computed from, or the guard
        of one, with the guard's own ops and constants)."""
        live = [False] * self._count
        for result in chosen:
            if self._results[result][0] is not None:
                live[self._results[result][0]] = True
        guards, operands = self._guards, self._operands
        for k in range(self._count - 1, -1, -1):
            if not live[k]:
                if k not in guards or not live[guards[k].guarded]:
                    continue
                live[k] = True
            for producer in operands[k]:
                live[producer] = True
        if self._barrier is not None:
            live[self._barrier] = False  # replaced by one of the chosen results
        return live

    def _value(self, ops, block: ir.Block, result: int) -> ir.Value:
        op, number = self._results[result]
        return block.arguments[number] if op is None else ops[op].results[number]
