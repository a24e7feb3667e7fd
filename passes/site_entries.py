"""The benchmark module's per-site functions, added to the compiled module in the VM dialect.

The compiler's host pipeline costs a few milliseconds per `util.func`, whatever it
holds (its pattern sets are built per function; measured: 2.4 ms for a function
that only makes a call), so a benchmark function per dispatch site made
benchmarks.vmfb compile in time that grew with the sites. The module the compiler
sees keeps one runner per layout (`host_code.benchmark_runner`); each site's entry,
which calls its runner's loader with the site's number and its row of the loader's table
and fails with the site's messages, each runner's loader, which reads the row, loads the
values the site runs at from `VALUES_GLOBAL` (`SELECT` stored them) and calls the runner
with them, and `__profile`, which calls the entries, are built here in
the VM dialect once the compiler is done with the host code. Each is described once,
as steps (`host_plan.site_entry_function`, `host_plan.loader_functions`,
`host_plan.profile_functions`), which
`host_code.entry_function` builds as the `util.func`s benchmarks.mlir holds and
`_entry_function` here as `vm.func`s.

The functions are built with the VM dialect's generated builders in the compiled
module itself: the functions they call are the module's own (their signatures read
from it, their symbols referenced as attributes), and any name or message is held as
an attribute, never escaped into text. Straight-line code but for conditional branches
without block arguments: nothing the VM's register moves could get wrong.
"""

from __future__ import annotations

import array
from dataclasses import dataclass, replace
from typing import Iterator, Optional, Sequence

from iree.compiler import ir
from iree.compiler.dialects import vm

from . import host_plan
from .host_plan import VALUES_GLOBAL
from .abi import SET_BUFFER_COPIES, SET_INPUT_DIMS, SIZE_OVERFLOW
from .errors import PassError
from .irutil import op_name, symbol_name

_FAILED_PRECONDITION = 9  # the status `cf.assert` fails with in the VM
_BENCHMARK = {"iree.benchmark": "dispatch"}  # `iree.reflection` of a benchmark function


class EntryError(PassError):
    """The compiled module lacks a function the entries call, or has it with another signature."""

    internal = True


@dataclass(frozen=True)
class _Callee:
    """A function of the compiled module the entries call, as the VM compiled it."""

    name: str
    inputs: tuple[ir.Type, ...]
    results: tuple[ir.Type, ...]
    may_yield: bool  # it waits on fences: called with `vm.call.yieldable`, its callers may yield too


def add_site_entries(module: ir.Module, entries: Sequence[host_plan.SiteEntry], *, clone_alike: bool = True) -> None:
    """Add each entry's `vm.func` and `vm.export`, and `__profile`'s, to the `vm.module`
    of `module` (the benchmark module at the `vm` phase), in place. `clone_alike=False`: each
    entry built on its own, as the clones of `_Alike` must be to the byte."""
    vm_module = next((op.operation for op in module.body.operations if op_name(op) == "vm.module"), None)
    if vm_module is None:
        raise EntryError("the compiled module holds no vm.module")
    body = vm_module.regions[0].blocks[0]
    callees = _callees(body, entries)
    values_type = _values_type(body)
    if entries and values_type is None:
        raise EntryError(f"the compiled module has no global @{VALUES_GLOBAL}")
    terminator = next((op for op in body.operations if op_name(op) == "vm.module_terminator"), None)
    dim_count = len(callees[SET_INPUT_DIMS].inputs)
    with module.context, ir.Location.unknown():
        at = ir.InsertionPoint(terminator) if terminator is not None else ir.InsertionPoint(body)
        for loader in host_plan.loader_functions(entries):
            _entry_function(loader, callees, at, values_type)
        alike = _Alike(callees, at)
        for entry in entries:
            function = host_plan.site_entry_function(entry)
            if clone_alike:
                alike.add(function)
            else:
                _entry_function(function, callees, at)
        for function in host_plan.profile_functions(entries, dim_count):
            _entry_function(function, callees, at)
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        raise EntryError(f"the module with the sites' entries does not verify: {e}") from None


def _callees(body: ir.Block, entries: Sequence[host_plan.SiteEntry]) -> dict[str, _Callee]:
    """The runners, `SET_BUFFER_COPIES` and `SET_INPUT_DIMS` as compiled, each checked."""
    functions = {symbol_name(op): op.operation for op in body.operations if op_name(op) == "vm.func"}
    runners = {e.runner: len(e.slots) for e in entries}
    callees = {}
    for name in [*runners, SET_BUFFER_COPIES, SET_INPUT_DIMS]:
        function = functions.get(name)
        if function is None:
            raise EntryError(f"the compiled module has no function @{name}")
        signature = ir.FunctionType(ir.TypeAttr(function.attributes["function_type"]).value)
        inputs, results = tuple(signature.inputs), tuple(signature.results)
        spelled = [str(t) for t in inputs], [str(t) for t in results]
        if name in runners:  # (i32 repeat, i32 site, index executable, values...) -> i32 code
            fits = spelled[0][:2] == ["i32", "i32"] and len(inputs) == 3 + runners[name] and spelled[1] == ["i32"]
            fits = fits and all(t in ("i32", "i64") for t in spelled[0][2:])
        else:
            fits = not results and (name != SET_BUFFER_COPIES or spelled[0] == ["i32"])
        if not fits:
            raise EntryError(f"@{name} compiled to ({', '.join(spelled[0])}) -> ({', '.join(spelled[1])})")
        callees[name] = _Callee(name, inputs, results, "vm.yield" in function.attributes)
    return callees


def _values_type(body: ir.Block) -> Optional[ir.Type]:
    """The type of `VALUES_GLOBAL` as compiled (`!vm.buffer`, which the loaders load from and
    their tables are); None where the module has no such global (then no loader can be built,
    and none is called for)."""
    stored = next(
        (op for op in body.operations if op_name(op) == "vm.global.ref" and symbol_name(op) == VALUES_GLOBAL), None
    )
    return None if stored is None else ir.TypeAttr(stored.attributes["type"]).value


class _Body:
    """A function body being built: the block at the end, and one constant per (value, type)
    at the top of the entry block, as the VM's own conversion leaves them."""

    def __init__(self, function: vm.FuncOp, argument_types: Sequence[ir.Type]):
        self.function = function
        self.block = function.regions[0].blocks.append(*argument_types)
        self._constants: dict[tuple[int, str], ir.Value] = {}

    @property
    def ip(self) -> ir.InsertionPoint:
        return ir.InsertionPoint(self.block)

    def constants(self, values: Sequence[tuple[int, ir.Type]]) -> None:
        for value, type_ in values:
            self.constant(value, type_)

    def constant(self, value: int, type_: ir.Type) -> ir.Value:
        key = (value, str(type_))
        if key not in self._constants:
            width = ir.IntegerType(type_).width
            if value == 0:
                op = (vm.ConstI32ZeroOp if width == 32 else vm.ConstI64ZeroOp)(type_, ip=self.ip)
            else:
                op = (vm.ConstI32Op if width == 32 else vm.ConstI64Op)(type_, ir.IntegerAttr.get(type_, value), ip=self.ip)
            self._constants[key] = op.result
        return self._constants[key]

    def new_block(self, *argument_types: ir.Type) -> ir.Block:
        return self.function.regions[0].blocks.append(*argument_types)

    def call(self, callee: _Callee, arguments: Sequence[ir.Value]) -> list[ir.Value]:
        """Call `callee`; one that may yield resumes in a new block, which the body goes on in."""
        target = ir.FlatSymbolRefAttr.get(callee.name)
        if not callee.may_yield:
            return list(vm.CallOp(list(callee.results), target, list(arguments), ip=self.ip).results)
        resumed = self.new_block(*callee.results)
        result_types = ir.ArrayAttr.get([ir.TypeAttr.get(t) for t in callee.results])
        vm.CallYieldableOp(target, list(arguments), result_types, resumed, ip=self.ip)
        self.block = resumed
        return list(resumed.arguments)


def _function(
    name: str, inputs: Sequence[ir.Type], results: Sequence[ir.Type], may_yield: bool, at: ir.InsertionPoint,
    reflection=None,
) -> vm.FuncOp:
    function_type = ir.TypeAttr.get(ir.FunctionType.get(list(inputs), list(results)))
    function = vm.FuncOp(name, function_type, sym_visibility="private", ip=at)
    if reflection is not None:
        function.attributes["iree.reflection"] = reflection
    function.attributes["vm.unwind"] = ir.UnitAttr.get()
    if may_yield:
        function.attributes["vm.yield"] = ir.UnitAttr.get()
    return function


def _export(name: str, at: ir.InsertionPoint, reflection=None) -> vm.ExportOp:
    export = vm.ExportOp(name, name, ip=at)
    export.attributes["iree.abi.stub"] = ir.UnitAttr.get()
    if reflection is not None:
        export.attributes["iree.reflection"] = reflection
    return export


def _entry_function(
    function: host_plan.EntryFunction, callees: dict[str, _Callee], at: ir.InsertionPoint,
    buffer_type: Optional[ir.Type] = None, constants: Optional[list[tuple[int, ir.Type]]] = None,
) -> tuple[ir.Operation, ir.Operation]:
    """`function`'s steps as a `vm.func` and its `vm.export`, added to `callees` (the profile
    calls the entries, an entry its loader). Its constants are made at the top of the entry
    block, each (value, type) once, in the order the steps read them, as the VM's own
    conversion leaves them; a constant of `index` type takes the type its callee's parameter
    compiled to (i64, or i32 where the VM's index is 32 bits). Where a step fails, the
    failure's status comes last. A loader's table is a `vm.rodata` beside it, and it reads
    `VALUES_GLOBAL`: `buffer_type` is theirs (`!vm.buffer`, as compiled). `constants`:
    `_constants(function, callees)`, where the caller has them."""
    types = _types()
    i32 = types["i32"]
    calls = list(_calls(function.steps))
    may_yield = any(callees[c.callee].may_yield for c in calls)
    reflection = None
    if function.benchmark:
        reflection = ir.DictAttr.get({k: ir.StringAttr.get(v) for k, v in _BENCHMARK.items()})
    inputs = [types[t] for t in function.inputs]
    results = [i32] if function.returns_code else []
    body = _Body(_function(function.name, inputs, results, may_yield, at, reflection), inputs)
    body.constants(constants if constants is not None else _constants(function, callees))
    rows = values = None
    if function.table:  # after the constants
        rows_name = f"{function.name}{_ROWS}"
        table = ir.DenseElementsAttr.get(array.array("i", function.table), type=i32)
        vm.RodataOp(rows_name, table, sym_visibility="private", ip=at)
        rows = vm.ConstRefRodataOp(buffer_type, ir.FlatSymbolRefAttr.get(rows_name), ip=body.ip).result
        values = vm.GlobalLoadRefOp(buffer_type, ir.FlatSymbolRefAttr.get(VALUES_GLOBAL), ip=body.ip).result
    code = _Steps(function, callees, body, types, rows, values).build(function.steps)
    vm.ReturnOp([code] if function.returns_code else [], ip=body.ip)
    export = _export(function.name, at, reflection)
    callees[function.name] = _Callee(function.name, tuple(inputs), tuple(results), may_yield)
    return body.function.operation, export.operation


class _Steps:
    """An entry's steps emitted into its `body`: their operands (its arguments, the values named
    by `Shared` steps, its row's entries in the loader's table `rows`, the values `values`
    holds at the bytes they say) and their control flow (a failed call's status, a size-range
    variant's steps run only above its bound)."""

    def __init__(self, function: host_plan.EntryFunction, callees: dict[str, _Callee], body: "_Body",
                 types: dict[str, ir.Type], rows: Optional[ir.Value], values: Optional[ir.Value]):
        self.function, self.callees, self.body, self.types = function, callees, body, types
        self.rows, self.values = rows, values
        self.arguments = list(body.block.arguments)
        self.named: dict[str, ir.Value] = {}

    def typed(self, o, callee: Optional[_Callee] = None, position: int = 0) -> tuple[int, ir.Type]:
        return _typed(o, self.types, callee, position)

    def row_entry(self, k: int) -> ir.Value:
        """The row's k-th i32 (the VM's buffer loads count in elements of the type loaded)."""
        i32, i64, body = self.types["i32"], self.types["i64"], self.body
        element = vm.AddI64Op(i64, self.arguments[self.function.row], body.constant(k, i64), ip=body.ip).result
        return vm.BufferLoadI32Op(i32, self.rows, element, ip=body.ip).result

    def operand(self, o, callee: Optional[_Callee] = None, position: int = 0) -> ir.Value:
        i32, i64, body = self.types["i32"], self.types["i64"], self.body
        if isinstance(o, host_plan.Argument):
            return self.arguments[o.index]
        if isinstance(o, host_plan.Named):
            return self.named[o.name]
        if isinstance(o, host_plan.RowEntry):
            entry = self.row_entry(o.k)
            wide = ir.IntegerType(callee.inputs[position]).width == 64
            return vm.ExtI32I64UOp(i64, entry, ip=body.ip).result if wide else entry
        if isinstance(o, host_plan.Stored):  # at the byte the row's entry holds
            type_ = callee.inputs[position]
            wide = ir.IntegerType(type_).width == 64
            byte = vm.ExtI32I64UOp(i64, self.row_entry(o.k), ip=body.ip).result
            element = vm.ShrI64UOp(i64, byte, body.constant(_SHIFT[wide], i32), ip=body.ip).result
            return (vm.BufferLoadI64Op if wide else vm.BufferLoadI32Op)(type_, self.values, element, ip=body.ip).result
        return body.constant(*self.typed(o, callee, position))

    def build(self, steps, code=None):
        """`steps` emitted in order; the status of the last call that returns one."""
        i32, body = self.types["i32"], self.body
        for step in steps:
            if isinstance(step, host_plan.Shared):
                self.named[step.name] = body.constant(*self.typed(step))
            elif isinstance(step, host_plan.Call):
                callee = self.callees[step.callee]
                results = body.call(callee, [self.operand(a, callee, i) for i, a in enumerate(step.arguments)])
                code = results[0] if step.code else code
            elif isinstance(step, host_plan.FailOnCode):
                failed, passed = body.new_block(), body.new_block()
                bad = vm.CmpEQI32Op(i32, code, body.constant(step.code, i32), ip=body.ip).result
                vm.CondBranchOp(bad, [], [], failed, passed, ip=body.ip)
                vm.FailOp(body.constant(_FAILED_PRECONDITION, i32), message=_message(step), ip=ir.InsertionPoint(failed))
                body.block = passed
            else:  # WhenAbove
                run, done = body.new_block(), body.new_block()
                argument, bound = self.arguments[step.argument], self.operand(step.bound)
                chosen = vm.CmpGTI32SOp(i32, argument, bound, ip=body.ip).result
                vm.CondBranchOp(chosen, [], [], run, done, ip=body.ip)
                body.block = run
                self.build(step.steps)
                vm.BranchOp([], done, ip=body.ip)
                done.append_to(body.function.regions[0])  # after the blocks of the calls, in program order
                body.block = done
        return code


_ROWS = "_rows"  # a loader's table: `vm.rodata` @<loader>_rows
_SHIFT = {True: 3, False: 2}  # a byte's element: of an i64 (wide), of an i32


def _types() -> dict[str, ir.Type]:
    """The VM's integer types by the names `host_plan` gives them (in the current context)."""
    return {"i32": ir.IntegerType.get_signless(32), "i64": ir.IntegerType.get_signless(64)}


def _typed(o, types: dict[str, ir.Type], callee: Optional[_Callee] = None, position: int = 0) -> tuple[int, ir.Type]:
    """A constant operand's (value, type); one of `index` type takes the type its callee's
    parameter compiled to."""
    return o.value, callee.inputs[position] if o.type == "index" else types[o.type]


def _constants(function: host_plan.EntryFunction, callees: dict[str, _Callee]) -> list[tuple[int, ir.Type]]:
    """The (value, type) of each constant `function`'s steps read, in the order they read them
    (repeats included), the failure's status last where a step fails."""
    types = _types()
    i32 = types["i32"]
    constants: list[tuple[int, ir.Type]] = []
    for step in _flat(function.steps):
        if isinstance(step, host_plan.Shared):
            constants.append(_typed(step, types))
        elif isinstance(step, host_plan.Call):
            callee = callees[step.callee]
            for i, a in enumerate(step.arguments):
                if isinstance(a, host_plan.Constant):
                    constants.append(_typed(a, types, callee, i))
                elif isinstance(a, (host_plan.RowEntry, host_plan.Stored)):  # the row's k-th i32
                    constants.append((a.k, types["i64"]))
                    if isinstance(a, host_plan.Stored):  # its byte's element
                        constants.append((_SHIFT[ir.IntegerType(callee.inputs[i]).width == 64], i32))
        elif isinstance(step, host_plan.FailOnCode):
            constants.append((step.code, i32))
    if any(isinstance(s, host_plan.FailOnCode) for s in function.steps):
        constants.append((_FAILED_PRECONDITION, i32))
    return constants


class _Alike:
    """Sites' entries, each the first of its kind built (`_entry_function`) and the others of
    that kind cloned from it, with their name, constants and messages: the entries of one
    runner differ in those alone. The 32-layer decoder's 772: 0.17 s of CPU built, 0.08 s
    with clones (`__profile` included)."""

    def __init__(self, callees: dict[str, _Callee], at: ir.InsertionPoint):
        self.callees = callees
        self.at = at
        self.made: dict[tuple, tuple[ir.Operation, ir.Operation]] = {}

    def add(self, function: host_plan.EntryFunction) -> None:
        constants = _constants(function, self.callees)
        kind = (host_plan.entry_kind(function), _pattern(constants))
        made = self.made.get(kind)
        if made is None:
            self.made[kind] = _entry_function(function, self.callees, self.at, constants=constants)
            return
        template, export = made
        clone = template.clone(ip=self.at)
        clone.attributes["sym_name"] = ir.StringAttr.get(function.name)
        operations = iter(clone.regions[0].blocks[0].operations)
        for value, type_ in dict.fromkeys(constants):  # made once each, in order, at the top
            op = next(operations)
            if value:  # a zero is `vm.const.i32.zero` (its kind says so), without a value
                op.attributes["value"] = ir.IntegerAttr.get(type_, value)
        fails = (op for block in clone.regions[0].blocks for op in block.operations if op.name == "vm.fail")
        for op, message in zip(fails, _messages(function)):
            op.attributes["message"] = ir.StringAttr.get(message)
        exported = export.clone(ip=self.at)
        exported.attributes["function_ref"] = ir.FlatSymbolRefAttr.get(function.name)
        exported.attributes["export_name"] = ir.StringAttr.get(function.name)
        self.callees[function.name] = replace(self.callees[symbol_name(template)], name=function.name)


def _pattern(constants: list[tuple[int, ir.Type]]) -> tuple:
    """Which constants are one value (each is made once) and which are zero (made another way)."""
    first: dict[tuple[int, ir.Type], int] = {}
    return tuple((first.setdefault(c, i), c[0] == 0) for i, c in enumerate(constants))


def _message(step: host_plan.FailOnCode) -> str:
    return f"{SIZE_OVERFLOW}: {step.message}"


def _messages(function: host_plan.EntryFunction) -> list[str]:
    return [_message(step) for step in function.steps if isinstance(step, host_plan.FailOnCode)]


def _flat(steps) -> Iterator:
    """The steps, those a `WhenAbove` runs after it, in order."""
    for step in steps:
        yield step
        if isinstance(step, host_plan.WhenAbove):
            yield from step.steps


def _calls(steps) -> Iterator[host_plan.Call]:
    return (s for s in _flat(steps) if isinstance(s, host_plan.Call))
