"""The benchmark module's per-site functions, added to the compiled module in the VM dialect.

The compiler's host pipeline costs a few milliseconds per `util.func`, whatever it
holds (its pattern sets are built per function; measured: 2.4 ms for a function
that only makes a call), so a benchmark function per dispatch site made
benchmarks.vmfb compile in time that grew with the sites. The module the compiler
sees keeps one runner per layout (`host_code.benchmark_runner`); each site's entry,
which calls its runner with the site's number, executable and value places and fails
with the site's messages, and `__profile`, which calls the entries, are built here in
the VM dialect once the compiler is done with the host code. They are the functions
benchmarks.mlir holds as `util.func`s (`host_code.site_entry`,
`host_code.profile_function`).

The functions are built with the VM dialect's generated builders in the compiled
module itself: the functions they call are the module's own (their signatures read
from it, their symbols referenced as attributes), and any name or message is held as
an attribute, never escaped into text. Straight-line code but for conditional branches
without block arguments: nothing the VM's register moves could get wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from iree.compiler import ir
from iree.compiler.dialects import vm

from . import host_plan
from .abi import PROFILE_FUNCTION, SET_BUFFER_COPIES, SET_INPUT_DIMS, SIZE_OVERFLOW
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


def add_site_entries(module: ir.Module, entries: Sequence[host_plan.SiteEntry]) -> None:
    """Add each entry's `vm.func` and `vm.export`, and `__profile`'s, to the `vm.module`
    of `module` (the benchmark module at the `vm` phase), in place."""
    vm_module = next((op.operation for op in module.body.operations if op_name(op) == "vm.module"), None)
    if vm_module is None:
        raise EntryError("the compiled module holds no vm.module")
    body = vm_module.regions[0].blocks[0]
    callees = _callees(body, entries)
    terminator = next((op for op in body.operations if op_name(op) == "vm.module_terminator"), None)
    with module.context, ir.Location.unknown():
        at = ir.InsertionPoint(terminator) if terminator is not None else ir.InsertionPoint(body)
        for entry in entries:
            _site_entry(entry, callees, at)
        _profile_function(entries, callees, at)
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        raise EntryError(f"the module with the sites' entries does not verify: {e}") from None


def _callees(body: ir.Block, entries: Sequence[host_plan.SiteEntry]) -> dict[str, _Callee]:
    """The runners, `SET_BUFFER_COPIES` and `SET_INPUT_DIMS` as compiled, each checked."""
    functions = {symbol_name(op): op.operation for op in body.operations if op_name(op) == "vm.func"}
    slots = {e.runner: len(e.slots) for e in entries}
    callees = {}
    for name in [*slots, SET_BUFFER_COPIES, SET_INPUT_DIMS]:
        function = functions.get(name)
        if function is None:
            raise EntryError(f"the compiled module has no function @{name}")
        signature = ir.FunctionType(ir.TypeAttr(function.attributes["function_type"]).value)
        inputs, results = tuple(signature.inputs), tuple(signature.results)
        spelled = [str(t) for t in inputs], [str(t) for t in results]
        if name in slots:  # (i32 repeat, i32 site, index executable, an index per slot) -> i32 code
            fits = spelled[0][:2] == ["i32", "i32"] and len(inputs) == 3 + slots[name] and spelled[1] == ["i32"]
            fits = fits and all(t in ("i32", "i64") for t in spelled[0][2:])
        else:
            fits = not results and (name != SET_BUFFER_COPIES or spelled[0] == ["i32"])
        if not fits:
            raise EntryError(f"@{name} compiled to ({', '.join(spelled[0])}) -> ({', '.join(spelled[1])})")
        callees[name] = _Callee(name, inputs, results, "vm.yield" in function.attributes)
    return callees


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


def _function(name: str, inputs: Sequence[ir.Type], may_yield: bool, at: ir.InsertionPoint, reflection=None) -> vm.FuncOp:
    function = vm.FuncOp(name, ir.TypeAttr.get(ir.FunctionType.get(list(inputs), [])), sym_visibility="private", ip=at)
    if reflection is not None:
        function.attributes["iree.reflection"] = reflection
    function.attributes["vm.unwind"] = ir.UnitAttr.get()
    if may_yield:
        function.attributes["vm.yield"] = ir.UnitAttr.get()
    return function


def _export(name: str, at: ir.InsertionPoint, reflection=None) -> None:
    export = vm.ExportOp(name, name, ip=at)
    export.attributes["iree.abi.stub"] = ir.UnitAttr.get()
    if reflection is not None:
        export.attributes["iree.reflection"] = reflection


def _site_entry(entry: host_plan.SiteEntry, callees: dict[str, _Callee], at: ir.InsertionPoint) -> None:
    """`entry.name(%repeat: i32)`: calls its runner with the site's number, executable and
    value places (i64 constants, or i32 where the VM's index is 32 bits), and fails with
    the site's message when the runner returns that message's code."""
    runner = callees[entry.runner]
    i32 = ir.IntegerType.get_signless(32)
    reflection = ir.DictAttr.get({k: ir.StringAttr.get(v) for k, v in _BENCHMARK.items()})
    body = _Body(_function(entry.name, [i32], runner.may_yield, at, reflection), [i32])
    slots = list(zip([entry.executable, *entry.slots], runner.inputs[2:]))
    codes = [(c, i32) for c in range(1, len(entry.messages) + 1)]
    body.constants([(entry.site, i32), *slots, *codes, (_FAILED_PRECONDITION, i32)])
    arguments = [body.block.arguments[0], body.constant(entry.site, i32), *(body.constant(v, t) for v, t in slots)]
    (code,) = body.call(runner, arguments)
    for i, message in enumerate(entry.messages):
        failed, passed = body.new_block(), body.new_block()
        bad = vm.CmpEQI32Op(i32, code, body.constant(i + 1, i32), ip=body.ip).result
        vm.CondBranchOp(bad, [], [], failed, passed, ip=body.ip)
        vm.FailOp(body.constant(_FAILED_PRECONDITION, i32), message=f"{SIZE_OVERFLOW}: {message}", ip=ir.InsertionPoint(failed))
        body.block = passed
    vm.ReturnOp([], ip=body.ip)
    _export(entry.name, at, reflection)


def _profile_function(entries: Sequence[host_plan.SiteEntry], callees: dict[str, _Callee], at: ir.InsertionPoint) -> None:
    """`__profile(dims..., (i32 repeat, i32 copies) per entry)`: selects the sizes, then runs
    each entry whose repeat is positive on that many buffer copies (back to 1 after the
    last), in order (`host_code.profile_function` says why)."""
    i32 = ir.IntegerType.get_signless(32)
    select, copies = callees[SET_INPUT_DIMS], callees[SET_BUFFER_COPIES]
    inputs = [*select.inputs, *([i32, i32] * len(entries))]
    may_yield = any(c.may_yield for c in callees.values())
    body = _Body(_function(PROFILE_FUNCTION, inputs, may_yield, at), inputs)
    arguments = list(body.block.arguments)
    dims, pairs = arguments[: len(select.inputs)], arguments[len(select.inputs):]
    zero, one = body.constant(0, i32), body.constant(1, i32)
    body.call(select, dims)
    for k, entry in enumerate(entries):
        repeat, count = pairs[2 * k], pairs[2 * k + 1]
        run, done = body.new_block(), body.new_block()
        chosen = vm.CmpGTI32SOp(i32, repeat, zero, ip=body.ip).result
        vm.CondBranchOp(chosen, [], [], run, done, ip=body.ip)
        body.block = run
        body.call(copies, [count])
        # the entry yields where its runner does
        body.call(_Callee(entry.name, (i32,), (), callees[entry.runner].may_yield), [repeat])
        vm.BranchOp([], done, ip=body.ip)
        done.append_to(body.function.regions[0])  # after the blocks of the calls, in program order
        body.block = done
    body.call(copies, [one])
    vm.ReturnOp([], ip=body.ip)
    _export(PROFILE_FUNCTION, at)
