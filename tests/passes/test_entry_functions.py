"""A site's entry, a runner's loader and `__profile` are described once (`host_plan.EntryFunction`)
and built in two dialects: util/scf for benchmarks.mlir (`host_code.entry_function`), VM for
benchmarks.vmfb (`site_entries`). Both forms do the same: the same calls with the same arguments
(a loader's read from the same entries of the row, and from where they say), the same failures,
under the same conditions, in the same order."""

from __future__ import annotations

import pytest
from iree.compiler import ir

from iree_dynbench.passes import host_code, host_plan, site_entries
from iree_dynbench.passes.irutil import new_context, op_name, symbol_name
from iree_dynbench.passes.module_builder import ModuleBuilder

_A = ("i64", "index", "i32")  # runner_a's values: a function, a count, a push constant
ENTRIES, TABLES = host_plan.runner_tables([
    host_plan.SiteEntry("main_dispatch_0", "runner_a", 0, 0, (40, 48, 56), _A, ("workgroups of 0", "buffer 0 of 0")),
    host_plan.SiteEntry("main_dispatch_1", "runner_b", 1, 1, (8, 16), ("index", "index"), ("workgroups of 1",)),
    host_plan.SiteEntry("main_dispatch_2", "runner_a", 2, 0, (64, 0, 8), _A, ("workgroups of 2", "buffer 0 of 2")),
])
LOADERS = [host_plan.loader_name(r) for r in ("runner_a", "runner_b")]

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
        for loader in host_plan.loader_functions(ENTRIES):
            host_code.entry_function(loader)
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


def _defining(value: ir.Value, *names: str) -> ir.Operation:
    op = value.owner.operation
    assert op.name in names, op.name
    return op


def _row_entry(load: ir.Operation, entry: ir.Block) -> int:
    """k, where `load` reads the k-th i32 of the row (`row` argument) of the function's table."""
    if load.name == "util.buffer.load":  # at the row's byte + 4k
        assert op_name(load.operands[0].owner) == "util.buffer.constant"
        offset = _defining(load.operands[2], "arith.addi")
        row_byte = _defining(offset.operands[0], "arith.muli")
        assert _operand(_defining(row_byte.operands[0], "arith.index_cast").operands[0], entry) == ("arg", 2)
        return _operand(offset.operands[1], entry)[1] // host_plan.TABLE_ENTRY_BYTES
    assert load.name == "vm.buffer.load.i32" and op_name(load.operands[0].owner) == "vm.const.ref.rodata"
    element = _defining(load.operands[1], "vm.add.i64")  # at the row's i32 + k
    assert _operand(element.operands[0], entry) == ("arg", 2)
    return _operand(element.operands[1], entry)[1]


def _loaded(op: ir.Operation, entry: ir.Block):
    """('row', k) for the row's k-th i32, ('stored', k) for the value at the byte it holds."""
    if op.name in ("arith.index_castui", "vm.ext.i32.i64.u"):
        return ("row", _row_entry(_defining(op.operands[0], "util.buffer.load", "vm.buffer.load.i32"), entry))
    if op.name == "util.buffer.load" and op_name(op.operands[0].owner) == "util.global.load":
        return ("stored", _loaded(_defining(op.operands[2], "arith.index_castui"), entry)[1])
    assert op_name(op.operands[0].owner) == "vm.global.load.ref"  # an element: the byte shifted by the width
    shift = _defining(op.operands[1], "vm.shr.i64.u")
    width = 8 if op.name == "vm.buffer.load.i64" else 4
    assert _operand(shift.operands[1], entry) == ("const", width.bit_length() - 1)
    return ("stored", _loaded(_defining(shift.operands[0], "vm.ext.i32.i64.u"), entry)[1])


def _operand(value: ir.Value, entry: ir.Block):
    """('arg', k) for the function's argument k, ('const', n) for a constant, ('row', k) and
    ('stored', k) for what a loader reads (`_loaded`)."""
    owner = value.owner
    if isinstance(owner, ir.Block):
        assert owner == entry
        return ("arg", ir.BlockArgument(value).arg_number)
    op = owner.operation
    if op.name in ("arith.index_castui", "vm.ext.i32.i64.u", "util.buffer.load", "vm.buffer.load.i32",
                   "vm.buffer.load.i64"):
        return _loaded(op, entry)
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
    names = LOADERS + [e.name for e in ENTRIES] + [f"{host_plan.PROFILE_PART}0", "__profile"]
    assert all(name in vm for name in names) and all(name in util for name in names)
    for name in names:
        assert _trace(vm[name]) == _trace(util[name]), name


def test_an_entry_calls_its_loader_as_its_site_at_its_row_and_fails_with_its_messages_by_code():
    steps = host_plan.site_entry_function(ENTRIES[2]).steps
    row = host_plan.Constant(4, "i64")  # after the 4 entries of site 0's row
    call = host_plan.Call(LOADERS[0], (host_plan.Argument(0), host_plan.Constant(2, "i32"), row), code=True)
    assert steps[0] == call
    assert steps[1:] == (host_plan.FailOnCode(1, "workgroups of 2"), host_plan.FailOnCode(2, "buffer 0 of 2"))


def test_a_loaders_table_holds_its_sites_rows_in_order():
    """Per site: its executable's place, then where each of its values sits; each entry knows its row."""
    assert TABLES == {"runner_a": [0, 40, 48, 56, 0, 64, 0, 8], "runner_b": [1, 8, 16]}
    assert [e.row for e in ENTRIES] == [0, 0, 4]
    assert [f.table for f in host_plan.loader_functions(ENTRIES)] == [tuple(TABLES["runner_a"]), tuple(TABLES["runner_b"])]


@pytest.mark.parametrize("dialect", ["util", "vm"])
def test_a_loader_hands_its_runner_the_executable_then_each_value_from_where_its_row_says(dialect):
    """From the row's entry k, the value at the byte it holds (an i32 is the low 4 bytes of its 8:
    the VM is little-endian), and the code back."""
    module = _util_module()[1] if dialect == "util" else _vm_module(False)
    call = _trace(_functions(module)[LOADERS[0]])
    assert call == [("call", "runner_a", [("arg", 0), ("arg", 1), ("row", 0), ("stored", 1), ("stored", 2), ("stored", 3)])]


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


@pytest.mark.parametrize("dialect", ["util", "vm"])
def test_the_profiles_parts_are_called_through_groups_each_passing_its_arguments_on(dialect, monkeypatch):
    """Past `PROFILE_FAN_OUT` parts (2 here, with a part per entry: 3 parts), groups call them:
    each group hands each of its parts the next of its arguments, `__profile` each group."""
    monkeypatch.setattr(host_plan, "PROFILE_PART_ENTRIES", 1)
    monkeypatch.setattr(host_plan, "PROFILE_FAN_OUT", 2)
    module = _util_module()[1] if dialect == "util" else _vm_module(False)
    functions = _functions(module)
    group0, group1 = f"{host_plan.PROFILE_GROUP}0", f"{host_plan.PROFILE_GROUP}1"
    assert _trace(functions["__profile"]) == [
        ("call", "__set_input_dims", [("arg", 0), ("arg", 1)]),
        ("call", group0, [("arg", k) for k in range(2, 6)]),
        ("call", group1, [("arg", 6), ("arg", 7)]),
        ("call", "__set_buffer_copies", [("const", 1)]),
    ]
    parts = [f"{host_plan.PROFILE_PART}{k}" for k in range(3)]
    assert _trace(functions[group0]) == [
        ("call", parts[0], [("arg", 0), ("arg", 1)]), ("call", parts[1], [("arg", 2), ("arg", 3)])]
    assert _trace(functions[group1]) == [("call", parts[2], [("arg", 0), ("arg", 1)])]
    assert _trace(functions[parts[2]])[1:3] == [
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


def test_a_compiled_module_without_the_values_global_is_refused():
    """The loaders read where select stored the values: a module without that global is a bug."""
    module = ir.Module.parse(
        _VM_MODULE.replace("%yield", "").replace("vm.global.ref private mutable @__dynbench_values : !vm.buffer", ""),
        new_context(),
    )
    with pytest.raises(site_entries.EntryError, match="no global @__dynbench_values"):
        site_entries.add_site_entries(module, ENTRIES)
