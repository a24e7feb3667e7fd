"""A site's entry and `__profile` are described once (`host_plan.EntryFunction`) and built in two
dialects: util/scf for benchmarks.mlir (`host_code.entry_function`), VM for benchmarks.vmfb
(`site_entries`). Both forms do the same: the same calls with the same arguments, the same
failures, under the same conditions, in the same order."""

from __future__ import annotations

import pytest
from iree.compiler import ir

from iree_dynbench.passes import host_code, host_plan, site_entries
from iree_dynbench.passes.irutil import new_context, op_name, symbol_name
from iree_dynbench.passes.module_builder import ModuleBuilder

_A = ("i64", "index", "i32")  # runner_a's values: a function, a count, a push constant
ENTRIES = [
    host_plan.SiteEntry("main_dispatch_0", "runner_a", 0, 0, (40, 48, 56), _A, ("workgroups of 0", "buffer 0 of 0")),
    host_plan.SiteEntry("main_dispatch_1", "runner_b", 1, 1, (8, 16), ("index", "index"), ("workgroups of 1",)),
    host_plan.SiteEntry("main_dispatch_2", "runner_a", 2, 0, (64, 0, 8), _A, ("workgroups of 2", "buffer 0 of 2")),
]

_VM_MODULE = """
vm.module @benchmarks {
  vm.global.ref private mutable @__dynbench_values : !vm.buffer
  vm.func private @runner_a(%r: i32, %s: i32, %e: i64, %f: i64, %w: i64, %c: i32) -> i32 %yield {
    %z = vm.const.i32.zero
    vm.return %z : i32
  }
  vm.func private @runner_b(%r: i32, %s: i32, %e: i64, %o: i64, %l: i64) -> i32 {
    %z = vm.const.i32.zero
    vm.return %z : i32
  }
  vm.func private @__set_input_dims(%d0: i64, %d1: i64) {
    vm.return
  }
  vm.func private @__set_buffer_copies(%c: i32) {
    vm.return
  }
}
"""


def _vm_module(yielding: bool) -> ir.Module:
    """A compiled module's stand-in: the runners and setters the entries call (a runner that
    waits on fences, `vm.yield`, where `yielding`)."""
    module = ir.Module.parse(_VM_MODULE.replace("%yield", 'attributes {vm.yield}' if yielding else ""), new_context())
    site_entries.add_site_entries(module, ENTRIES)
    return module


def _util_module() -> tuple[ModuleBuilder, ir.Module]:
    builder = ModuleBuilder(new_context(), "entries")
    with builder.building():
        for entry in ENTRIES:
            host_code.entry_function(host_plan.site_entry_function(entry))
        for function in host_plan.profile_functions(ENTRIES, 2):
            host_code.entry_function(function)
    return builder, builder.module


def _functions(module: ir.Module) -> dict[str, ir.Operation]:
    ops = [op for op in module.body.operations]
    vm_module = [op for op in ops if op_name(op) == "vm.module"]
    if vm_module:
        ops = list(vm_module[0].regions[0].blocks[0].operations)
    return {symbol_name(op): op.operation for op in ops if op_name(op) in ("util.func", "vm.func")}


_LOADED_BYTES = {"vm.buffer.load.i32": 4, "vm.buffer.load.i64": 8}  # the VM's offsets count elements


def _operand(value: ir.Value, entry: ir.Block):
    """('arg', k) for the function's argument k, ('const', n) for a constant, ('stored', byte) for a
    value loaded from byte `byte` of `VALUES_GLOBAL`."""
    owner = value.owner
    if isinstance(owner, ir.Block):
        assert owner == entry
        return ("arg", ir.BlockArgument(value).arg_number)
    op = owner.operation
    if op.name == "util.buffer.load":
        assert op_name(op.operands[0].owner) == "util.global.load"
        return ("stored", _operand(op.operands[2], entry)[1])
    if op.name in _LOADED_BYTES:
        assert op_name(op.operands[0].owner) == "vm.global.load.ref"
        return ("stored", _LOADED_BYTES[op.name] * _operand(op.operands[1], entry)[1])
    if op.name.endswith(".zero"):
        return ("const", 0)
    assert op.name in ("arith.constant", "vm.const.i32", "vm.const.i64"), op.name
    return ("const", ir.IntegerAttr(op.attributes["value"]).value)


def _trace(function: ir.Operation) -> list[tuple]:
    """What a function does, in program order: calls (callee, arguments), failures (the code
    compared, the message) and conditional runs ('when', argument, bound ... 'end')."""
    blocks = list(function.regions[0].blocks)
    entry, events = blocks[0], []

    def walk(ops):
        for op in ops:
            op = op.operation
            name = op.name
            if name in ("util.call", "vm.call", "vm.call.yieldable"):
                callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
                events.append(("call", callee, [_operand(v, entry) for v in op.operands]))
            elif name == "cf.assert":  # assert(code != c)
                compare = op.operands[0].owner.operation
                events.append(("fail", _operand(compare.operands[1], entry), ir.StringAttr(op.attributes["msg"]).value))
            elif name == "vm.cond_br":
                compare = op.operands[0].owner.operation
                if compare.name == "vm.cmp.eq.i32":  # fail where code == c
                    failing = list(op.successors[0].operations)[0]
                    message = ir.StringAttr(failing.attributes["message"]).value
                    events.append(("fail", _operand(compare.operands[1], entry), message))
                else:
                    events.append(("when", *(_operand(v, entry) for v in compare.operands)))
            elif name == "scf.if":
                compare = op.operands[0].owner.operation
                events.append(("when", *(_operand(v, entry) for v in compare.operands)))
                walk(op.regions[0].blocks[0].operations)
                events.append(("end",))
            elif name == "vm.br":
                events.append(("end",))

    for block in blocks:
        ops = list(block.operations)
        if len(ops) == 1 and ops[0].operation.name == "vm.fail":
            continue  # read with the branch that leads to it
        walk(ops)
    return events


@pytest.mark.parametrize("yielding", [False, True], ids=["calls", "yieldable-calls"])
def test_the_vm_entries_and_profile_do_what_the_util_ones_do(yielding):
    builder, util_module = _util_module()
    vm_module = _vm_module(yielding)
    util, vm = _functions(util_module), _functions(vm_module)
    names = [e.name for e in ENTRIES] + [f"{host_plan.PROFILE_PART}0", "__profile"]
    assert all(name in vm for name in names) and all(name in util for name in names)
    for name in names:
        assert _trace(vm[name]) == _trace(util[name]), name


def test_an_entry_calls_its_runner_as_its_site_and_fails_with_its_messages_by_code():
    steps = host_plan.site_entry_function(ENTRIES[2]).steps
    site, executable = host_plan.Constant(2, "i32"), host_plan.Constant(0, "index")
    values = tuple(host_plan.Stored(byte, type_) for byte, type_ in zip((64, 0, 8), _A))
    assert steps[0] == host_plan.Call("runner_a", (host_plan.Argument(0), site, executable, *values), code=True)
    assert steps[1:] == (host_plan.FailOnCode(1, "workgroups of 2"), host_plan.FailOnCode(2, "buffer 0 of 2"))


@pytest.mark.parametrize("dialect", ["util", "vm"])
def test_an_entry_hands_its_runner_each_value_from_where_select_stored_it(dialect):
    """An i32 is the low 4 bytes of its 8 (the VM is little-endian): read at the same byte."""
    module = _util_module()[1] if dialect == "util" else _vm_module(False)
    call = _trace(_functions(module)["main_dispatch_2"])[0]
    assert call == ("call", "runner_a", [("arg", 0), ("const", 2), ("const", 0), ("stored", 64), ("stored", 0), ("stored", 8)])


def test_the_profile_runs_each_chosen_entry_on_its_copies_then_goes_back_to_one_copy(monkeypatch):
    """In parts (`PROFILE_PART_ENTRIES` entries each; 2 here, so the 3 entries take two parts),
    each handed its entries' (repeat, copies) arguments in order."""
    monkeypatch.setattr(host_plan, "PROFILE_PART_ENTRIES", 2)
    builder, module = _util_module()
    functions = _functions(module)
    trace = _trace(functions["__profile"])
    part0, part1 = f"{host_plan.PROFILE_PART}0", f"{host_plan.PROFILE_PART}1"
    assert trace == [
        ("call", "__set_input_dims", [("arg", 0), ("arg", 1)]),
        ("call", part0, [("arg", k) for k in range(2, 6)]),
        ("call", part1, [("arg", 6), ("arg", 7)]),
        ("call", "__set_buffer_copies", [("const", 1)]),
    ]
    assert _trace(functions[part0]) == [
        ("when", ("arg", 0), ("const", 0)),
        ("call", "__set_buffer_copies", [("arg", 1)]),
        ("call", "main_dispatch_0", [("arg", 0)]),
        ("end",),
        ("when", ("arg", 2), ("const", 0)),
        ("call", "__set_buffer_copies", [("arg", 3)]),
        ("call", "main_dispatch_1", [("arg", 2)]),
        ("end",),
    ]
    assert _trace(functions[part1])[1:3] == [
        ("call", "__set_buffer_copies", [("arg", 1)]),
        ("call", "main_dispatch_2", [("arg", 0)]),
    ]


def test_util_entries_cloned_from_the_first_of_their_kind_are_those_built_one_by_one():
    """main_dispatch_2 is main_dispatch_0's kind (one runner, one layout): cloned, its name,
    constants and messages set, it prints as it does built on its own."""
    assert host_plan.entry_kind(host_plan.site_entry_function(ENTRIES[0])) == host_plan.entry_kind(
        host_plan.site_entry_function(ENTRIES[2]))
    printed = []
    for build in (host_code.entry_function, lambda f, made=host_code.EntryFunctions(): made.add(f)):
        builder = ModuleBuilder(new_context(), "entries")
        with builder.building():
            for entry in ENTRIES:
                build(host_plan.site_entry_function(entry))
        printed.append({name: str(op) for name, op in _functions(builder.module).items()})
    assert printed[0] == printed[1]
