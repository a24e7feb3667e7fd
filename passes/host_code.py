"""The benchmark and query modules' host code, built as IR from the host plans.

The HAL host code of a benchmark (allocate, zero-fill, record N dispatches with
barriers, submit, wait) is fixed but for a few symbols and counts; the plans
(`host_plan`) say what it computes, and the functions here build it with the
dialects' generated builders (`host_ir`) at the end of a `ModuleBuilder`'s module,
which verifies it with the rest. The model's own ops (its executables, device
globals, shape math) are cloned, not built (`shape_slice.Materializer`,
`ModuleBuilder.clone`).

Each function builds top-level ops at the current insertion point, in the current
context and location (`ModuleBuilder.building`).
"""

from __future__ import annotations

import array
from dataclasses import dataclass
from typing import Sequence

from iree.compiler import ir
from iree.compiler.dialects import arith, hal, util

from . import host_ir as h
from .irutil import new_context
from .abi import (
    BUFFER_COPIES_GLOBAL,
    COPY_ALIGNMENT,
    DIM_GLOBAL_PREFIX,
    INT64_MAX,
    QUERY_INPUT_DIMS_KEY,
    QUERY_PARTS,
    QUERY_SHAPES,
    QUERY_VALUE_BYTES,
    QUERY_VALUES_KEY,
    RESULT_DIMS,
    SET_BUFFER_COPIES,
    SET_INPUT_DIMS,
    SITE_GLOBAL,
    SIZE_OVERFLOW,
    UINT32_MAX,
)
from .host_plan import (
    EXECUTABLES_GLOBAL,
    POOL_BUFFER_PREFIX,
    POOL_FILLED_PREFIX,
    POOL_OWNER,
    POOL_SIZE_PREFIX,
    SELECT,
    TABLE_ENTRY_BYTES,
    VALUE_BYTES,
    VALUES_GLOBAL,
    Argument,
    Call,
    Constant,
    EntryFunction,
    Executables,
    FailOnCode,
    HostPlan,
    Link,
    Named,
    Operand,
    ParamsCall,
    Shared,
    SharedMath,
    RowEntry,
    Step,
    Stored,
    entry_kind,
    parameter_groups,
    query_gather,
    runner_slot_types,
    site_messages,
)

_BYTES = {"index": 8, "i64": 8, "i32": 4}
_BUFFER_USAGE = (
    hal.BufferUsageBitfield.Transfer | hal.BufferUsageBitfield.DispatchStorage
)  # TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage
_MEMORY_TYPE = hal.MemoryTypeBitfield.DeviceVisible | hal.MemoryTypeBitfield.DeviceLocal
_ONE_SHOT = hal.CommandBufferModeBitfield.OneShot | hal.CommandBufferModeBitfield.AllowInlineExecution


# -- the module's globals ------------------------------------------------------------


def benchmark_globals(defaults: Sequence[int]) -> None:
    """The globals the benchmarks read: one mutable global per dynamic input dim,
    holding the default size, and the number of buffer copies (1)."""
    for i, value in enumerate(defaults):
        h.global_(f"{DIM_GLOBAL_PREFIX}{i}", h.index(), value)
    h.global_(BUFFER_COPIES_GLOBAL, h.index(), 1)


def values_global() -> None:
    """The values and executables `SELECT` fills (`Values`, `Executables`)."""
    h.global_(VALUES_GLOBAL, h.fixed_type("util_buffer"), public=True)
    h.global_(EXECUTABLES_GLOBAL, h.fixed_type("list"))


def pool_globals(slots: Sequence[int]) -> None:
    """Per pool p (a device) and slot k (< `slots[p]`): its buffer, the bytes allocated
    and the bytes zero-filled (`benchmark_runner`); one owner for all (a site fills only
    its device's pool), no site yet."""
    h.global_(POOL_OWNER, h.i32(), -1)
    for p, count in enumerate(slots):
        for k in range(count):
            h.global_(f"{POOL_BUFFER_PREFIX}{p}_{k}", h.fixed_type("buffer"))
            h.global_(f"{POOL_SIZE_PREFIX}{p}_{k}", h.index(), 0)
            h.global_(f"{POOL_FILLED_PREFIX}{p}_{k}", h.index(), 0)


def site_global(number: int) -> None:
    """Which of the call sites a standalone file's shape math serves it benchmarks
    (`site_params_function`): an immutable global, so the compiler folds the choice."""
    h.global_(SITE_GLOBAL, h.index(), number, mutable=False)


def site_params_function(call: ParamsCall, shared: SharedMath, sites: Sequence[str], dim_count: int) -> None:
    """`call.function(dims...)`: the parameters of one of `sites` at `dims`, read off the
    shared shape math of them all: the one `SITE_GLOBAL` names (its position in `sites`),
    or the only one."""
    _, block = h.function(
        call.function, [h.index()] * dim_count, [h.scalar(t) for t in call.result_types], private=True
    )
    with ir.InsertionPoint(block):
        results = _call_shared(shared, list(block.arguments))
        choices = [[results[i] for i in shared.sites[site]] for site in sites]
        if len(choices) == 1 or not choices[0]:
            h.return_(choices[0])
        else:
            h.return_(h.switch(h.load(SITE_GLOBAL, h.index()), choices))


def chain_count_function(name: str, chain: Sequence[Link], counts: dict[str, str], workload_count: int) -> None:
    """`name(workload...) -> (x, y, z)`: the workgroup count of the export of `chain` the model
    dispatches at the workload, from each export's count function (`counts`, by export)."""
    index = h.index()
    _, block = h.function(name, [index] * workload_count, [index] * 3, private=True)
    with ir.InsertionPoint(block):
        workload = list(block.arguments)
        h.return_(_first_holding(chain, workload, lambda export: h.call(counts[export], workload, [index] * 3)))


def chain_variant_function(name: str, chain: Sequence[Link], workload_count: int) -> None:
    """`name(workload...) -> index`: the position in `chain` of the export the model dispatches
    at the workload (`_first_holding`, as `chain_count_function` selects its count)."""
    index = h.index()
    _, block = h.function(name, [index] * workload_count, [index], private=True)
    with ir.InsertionPoint(block):
        workload = list(block.arguments)
        h.return_(_first_holding(chain, workload, lambda export: [
            h.const(index, next(k for k, link in enumerate(chain) if link.export == export))]))


def empty_function(name: str, index_args: int) -> ir.Operation:
    """A private `util.func` of `index_args` index arguments that returns nothing:
    the skeleton shape math is cloned into."""
    func, block = h.function(name, [h.index()] * index_args, private=True)
    with ir.InsertionPoint(block):
        h.return_()
    return func


# -- selecting sizes -----------------------------------------------------------------


def select_function(plan: HostPlan, dim_count: int) -> None:
    """`SELECT(dims...)`: the shared shape math at `dims`, each distinct binding end
    checked (the message names the first site that has it), each distinct stride and
    workgroup count computed once (a runner checks that its count fits), every value into
    a new `VALUES_GLOBAL` buffer (`Values`), the executables into `EXECUTABLES_GLOBAL`;
    the pooled buffers are disowned (`_disown_pool`).
    `__set_input_dims` and the module's initializer (at the default dims) call it."""
    shared, strides, workgroups, values = plan.shared, plan.strides, plan.workgroups, plan.values
    _, block = h.function(
        SELECT, [h.index()] * dim_count, private=True, attributes={"inlining_policy": h.inline_never()}
    )
    with ir.InsertionPoint(block):
        align = h.const(h.index(), COPY_ALIGNMENT)
        results = _call_shared(shared, list(block.arguments))
        ends = []
        for offset, length, site, b in strides.ends:
            _binding_fits(site, b, results[offset], results[length])
            ends.append(arith.addi(results[offset], results[length]))
        stride_values = [_buffer_stride([ends[e] for e in spanned], align) for spanned in strides.strides]
        devices = _Devices()
        counts = []
        for call, workload in workgroups.counts:
            wx, wy, wz = _calculate_workgroups(devices(call.affinity).device, call, [results[j] for j in workload])
            counts.append((wx, wy, wz))
        functions = _executables_into_list(plan.executables, devices, results)
        stored = [(v, str(v.type)) for v in results]
        for wx, wy, wz in counts:
            stored += [(wx, "index"), (wy, "index"), (wz, "index")]
        stored += [(v, "index") for v in stride_values]
        stored += [(v, "i64") for v in functions]
        assert len(stored) == values.total
        h.store(_values_into_buffer(stored), VALUES_GLOBAL)
        _disown_pool()
        h.return_()


@dataclass(frozen=True)
class _Device:
    device: ir.Value
    affinity: ir.Value  # the queue affinity (i64)


class _Devices:
    """Each device (by affinity) resolved once, where first needed."""

    def __init__(self):
        self._resolved: dict[str, _Device] = {}

    def __call__(self, affinity: str) -> _Device:
        if affinity not in self._resolved:
            self._resolved[affinity] = _resolve(affinity)
        return self._resolved[affinity]


def _resolve(affinity: str) -> _Device:
    """`hal.device.resolve` of the model's affinity attribute (as `dispatch_sites` read it)."""
    op = hal.DeviceResolveOp([h.fixed_type("device"), h.i64()], affinity=ir.Attribute.parse(affinity))
    return _Device(*op.results)


def _call_shared(shared: SharedMath, dims: list[ir.Value]) -> list[ir.Value]:
    """The results of the shared shape math at `dims`."""
    if not shared.types:
        return []
    return h.call(shared.function, dims, [h.scalar(t) for t in shared.types])


def _executables_into_list(executables: Executables, devices: _Devices, results: list[ir.Value]) -> list[ir.Value]:
    """Each executable, looked up on its device, at its place in a list stored into
    `EXECUTABLES_GLOBAL`; returns each export's function (`hal.executable.lookup.function`;
    a chain's: the one its workload among the shared `results` selects)."""
    count = h.const(h.index(), len(executables.executables))
    listed = util.list_create(h.fixed_type("list"), initial_capacity=count)
    util.list_resize(listed, count)
    found = []
    for e, (affinity, executable) in enumerate(executables.executables):
        found.append(_lookup(devices(affinity).device, executable))
        util.list_set(listed, h.const(h.index(), e), found[-1])
    functions = [_lookup_function(found[e], call, [results[j] for j in workload])
                 for call, e, workload in executables.functions]
    h.store(listed, EXECUTABLES_GLOBAL)
    return functions


def _lookup(device: ir.Value, executable: str) -> ir.Value:
    return hal.executable_lookup(device, h.symbol(executable), results=[h.fixed_type("executable")])


def _lookup_function(executable: ir.Value, call: ParamsCall, workload: list[ir.Value]) -> ir.Value:
    """The function of the export the model dispatches at `workload` (`_selected`)."""
    (function,) = _selected(call, workload, lambda export: [
        hal.executable_lookup_function(executable, _export(call, export), results=[h.i64()])])
    return function


def _export(call: ParamsCall, export: str = "") -> ir.SymbolRefAttr:
    return h.nested_symbol([call.executable, call.variant, export or call.export])


def _selected(call: ParamsCall, workload: list[ir.Value], values_of) -> list[ir.Value]:
    """`values_of(export)` of the export the model's host code dispatches at `workload`: the
    call's export, or of a size-range chain (`call.chain`) the first whose condition holds."""
    return _first_holding(call.chain or (Link(call.export),), workload, values_of)


def _first_holding(chain: Sequence[Link], workload: list[ir.Value], values_of) -> list[ir.Value]:
    """`values_of(export)` of the first export of `chain` whose condition holds at `workload`,
    as `iree-hal-conversion` inlines a chain into the model's host code (all computed, one kept)."""
    chosen = values_of(chain[-1].export)
    for link in reversed(chain[:-1]):
        values = values_of(link.export)
        if link.condition is None:
            chosen = values
            continue
        (holds,) = h.call(link.condition, workload, [h.i1()])
        chosen = [arith.select(holds, v, c) for v, c in zip(values, chosen)]
    return chosen


def _values_into_buffer(stored: list[tuple[ir.Value, str]]) -> ir.Value:
    """A new buffer holding each (value, type) of `stored` at its place (`VALUE_BYTES`
    each: an index or i64 as 8 bytes, an i32 in the low 4)."""
    widths = {4: h.const(h.index(), 4), 8: h.const(h.index(), 8)}
    size = h.const(h.index(), len(stored) * VALUE_BYTES)
    values = util.buffer_alloc(size, results=[h.fixed_type("util_buffer")])
    for i, (value, type_) in enumerate(stored):
        util.buffer_store(value, values, size, h.const(h.index(), i * VALUE_BYTES), widths[_BYTES[type_]])
    return values


def _disown_pool() -> None:
    """The pooled buffers belong to no site: new sizes or copies move what each site
    binds, so every site's next call zero-fills them again (`_pooled_buffers`)."""
    h.store(h.const(h.i32(), -1), POOL_OWNER)


def shared_initializer(dim_count: int) -> None:
    """Fills `VALUES_GLOBAL` at the default dims when the module loads."""
    op = util.InitializerOp(ir.TypeAttr.get(ir.FunctionType.get([], [])))
    with ir.InsertionPoint(op.regions[0].blocks.append()):
        h.call(SELECT, _load_dims(dim_count))
        h.return_()


def set_input_dims(count: int, select: bool = False) -> None:
    """`__set_input_dims(i64...)`: selects the sizes every benchmark runs at (with
    `select`, as the combined module does: and computes every parameter and buffer
    stride there, once: `SELECT`)."""
    _, block = h.function(SET_INPUT_DIMS, [h.i64()] * count, attributes=h.benchmark_attributes(reflection=False))
    with ir.InsertionPoint(block):
        dims = []
        for i, argument in enumerate(block.arguments):
            dims.append(arith.index_cast(h.index(), argument))
            h.store(dims[-1], f"{DIM_GLOBAL_PREFIX}{i}")
        if select:
            h.call(SELECT, dims)
        h.return_()


def set_buffer_copies(disown: bool = False) -> None:
    """`__set_buffer_copies(i32 copies)`: how many copies (at least 1) of its buffers
    each benchmark allocates and cycles through, one per repetition (1: the same
    buffers every time, caches warm; enough copies to outgrow the caches:
    every repetition starts cold). With `disown` (the combined module), it then
    disowns the pooled buffers (`_disown_pool`): each runner checks the copies
    against its strides."""
    _, block = h.function(SET_BUFFER_COPIES, [h.i32()], attributes=h.benchmark_attributes(reflection=False))
    with ir.InsertionPoint(block):
        at_least_one = arith.maxsi(block.arguments[0], h.const(h.i32(), 1))
        h.store(arith.index_cast(h.index(), at_least_one), BUFFER_COPIES_GLOBAL)
        if disown:
            _disown_pool()
        h.return_()


def _load_dims(count: int) -> list[ir.Value]:
    """Loads the dim globals behind an optimization barrier.

    The barrier keeps the sizes runtime values even where the compiler could
    see the globals' initial values, so the dynamic kernel stays dynamic.
    """
    return h.barrier([h.load(f"{DIM_GLOBAL_PREFIX}{i}", h.index()) for i in range(count)])


# -- the benchmarks ------------------------------------------------------------------


def entry_function(function: EntryFunction) -> ir.Operation:
    """A site's entry, a runner's loader or `__profile` (`host_plan.site_entry_function`,
    `host_plan.loader_functions`, `host_plan.profile_functions`) as benchmarks.mlir holds it:
    util/scf ops, a constant made where it is read. benchmarks.vmfb holds the same steps built
    in the VM dialect (`site_entries`): the compiler's host pipeline costs a few milliseconds
    per function, whatever it holds, and the module it compiles holds a runner per layout
    instead."""
    types = {"i32": h.i32, "i64": h.i64, "index": h.index}
    attributes = h.benchmark_attributes(reflection=function.benchmark)
    results = [h.i32()] if function.returns_code else []
    func, block = h.function(function.name, [types[t]() for t in function.inputs], results, attributes=attributes)
    named: dict[str, ir.Value] = {}
    rows: list[ir.Value] = []  # the table, its size and the byte of the row
    values: list[ir.Value] = []  # VALUES_GLOBAL and its size

    def row_entry(k: int) -> ir.Value:
        byte = arith.addi(rows[2], h.const(h.index(), TABLE_ENTRY_BYTES * k))
        return arith.index_castui(h.index(), util.buffer_load(h.i32(), *rows[:2], byte, h.const(h.index(), 4)))

    def operand(o: Operand) -> ir.Value:
        if isinstance(o, Argument):
            return block.arguments[o.index]
        if isinstance(o, Named):
            return named[o.name]
        if isinstance(o, RowEntry):
            return row_entry(o.k)
        if isinstance(o, Stored):
            return util.buffer_load(types[o.type](), *values, row_entry(o.k), h.const(h.index(), _BYTES[o.type]))
        return h.const(types[o.type](), o.value)

    def build(steps: Sequence[Step], code=None):
        for step in steps:
            if isinstance(step, Shared):
                named[step.name] = h.const(types[step.type](), step.value)
            elif isinstance(step, Call):
                results = h.call(step.callee, [operand(a) for a in step.arguments], [h.i32()] if step.code else [])
                code = results[0] if step.code else code
            elif isinstance(step, FailOnCode):
                _assert(h.cmp("ne", code, h.const(h.i32(), step.code)), step.message)
            else:  # WhenAbove
                run = h.If(h.cmp("sgt", block.arguments[step.argument], operand(step.bound)))
                with run.then():
                    build(step.steps)
                    h.yield_()
        return code

    with ir.InsertionPoint(block):
        if function.table:
            rows.append(util.buffer_constant(
                ir.DenseElementsAttr.get(array.array("i", function.table), type=h.i32()),
                results=[h.fixed_type("util_buffer")],
            ))
            rows.append(util.buffer_size(rows[0], results=[h.index()]))
            row = arith.index_cast(h.index(), block.arguments[function.row])
            rows.append(arith.muli(row, h.const(h.index(), TABLE_ENTRY_BYTES)))
            values.append(h.load(VALUES_GLOBAL, h.fixed_type("util_buffer")))
            values.append(util.buffer_size(values[0], results=[h.index()]))
        code = build(function.steps)
        h.return_([code] if function.returns_code else [])
    return func


class EntryFunctions:
    """Builds `EntryFunction`s at the current insertion point (`entry_function`): one of the kind
    of one built before (`host_plan.entry_kind`: the same steps but for their constants and
    messages) is that one cloned, its name, constants and messages set: the 32-layer decoder's
    772 entries are 11 kinds (the VM form is cloned alike, `site_entries`)."""

    def __init__(self):
        self._made: dict[tuple, ir.Operation] = {}

    def add(self, function: EntryFunction) -> None:
        kind = entry_kind(function)
        template = self._made.get(kind)
        if template is None:
            made = self._made[kind] = entry_function(function)
            assert _constants_of(made) == _constants_in_order(function)  # what a clone sets, in its order
            return
        clone = template.clone()  # at the current insertion point (a site's entry: one block)
        clone.attributes["sym_name"] = ir.StringAttr.get(function.name)
        constants = iter(_constants_in_order(function))
        messages = iter(step.message for step in function.steps if isinstance(step, FailOnCode))
        for op in clone.regions[0].blocks[0].operations:
            if op.name == "arith.constant":
                op.attributes["value"] = ir.IntegerAttr.get(op.result.type, next(constants))
            elif op.name == "cf.assert":
                op.attributes["msg"] = ir.StringAttr.get(_overflow_message(next(messages)))


def _constants_in_order(function: EntryFunction) -> list[int]:
    """The value of each constant `entry_function` makes, in the order it makes them (a
    function of `entry_kind`'s: no table)."""
    made: list[int] = []

    def walk(steps):
        for step in steps:
            if isinstance(step, Shared):
                made.append(step.value)
            elif isinstance(step, Call):
                made.extend(a.value for a in step.arguments if isinstance(a, Constant))
            elif isinstance(step, FailOnCode):
                made.append(step.code)
            else:  # WhenAbove
                if isinstance(step.bound, Constant):
                    made.append(step.bound.value)
                walk(step.steps)

    walk(function.steps)
    return made


def _constants_of(function: ir.Operation) -> list[int]:
    return [
        ir.IntegerAttr(op.attributes["value"]).value
        for block in function.regions[0].blocks for op in block.operations if op.name == "arith.constant"
    ]


def benchmark_function(name: str, call: ParamsCall, dim_count: int) -> None:
    """A dispatch benchmark in the upstream dump's form: `(i32 repeat) -> ()`, on its
    own (a standalone file; the combined module's are `SiteEntry`s calling `benchmark_runner`s,
    which check the same sizes, `site_messages`, and dispatch alike, `_timed_dispatches`).

    Buffers are allocated per distinct resource, `copies` times over (the
    global `__set_buffer_copies` sets; 1 unless set), and zero-filled in their
    own submission before the timed command buffer is recorded; repetition i
    binds copy i mod copies. Parameters come from the site's parameter function
    at the dim globals.
    """
    _, block = h.function(name, [h.i32()], attributes=h.benchmark_attributes())
    with ir.InsertionPoint(block):
        copies = h.load(BUFFER_COPIES_GLOBAL, h.index())
        dims = _load_dims(dim_count)
        results = h.call(call.function, dims, [h.scalar(t) for t in call.result_types]) if call.result_types else []
        refs = parameter_groups(call, results)
        count = arith.index_cast(h.index(), block.arguments[0])
        device = _resolve(call.affinity)
        wx, wy, wz = _calculate_workgroups(device.device, call, refs["workload"])
        messages = site_messages(name, call)  # the workgroup count's, then each resource's
        _assert(_workgroups_ok(wx, wy, wz), messages[0])
        allocator = _Allocator(device)
        fill = _command_buffer(device, hal.CommandCategoryBitfield.Transfer | hal.CommandCategoryBitfield.Dispatch)
        align = h.const(h.index(), COPY_ALIGNMENT)
        buffers, strides = {}, {}
        for k, r in enumerate(sorted(set(call.binding_resources))):
            ends = []
            for b, resource in enumerate(call.binding_resources):
                if resource == r:
                    _binding_fits(name, b, refs["binding_offsets"][b], refs["binding_lengths"][b])
                    ends.append(arith.addi(refs["binding_offsets"][b], refs["binding_lengths"][b]))
            strides[r] = _buffer_stride(ends, align)
            _assert(_copies_ok(strides[r], copies), messages[1 + k])
            total = arith.muli(strides[r], copies)
            buffers[r] = allocator.allocate(total)
            _fill_zeros(fill, buffers[r], total)
        _submit_and_wait(device, fill)
        executable = _lookup(device.device, call.executable)
        function = _lookup_function(executable, call, refs["workload"])
        constants, offsets, lengths = refs["push_constants"], refs["binding_offsets"], refs["binding_lengths"]
        dispatch = _Dispatch(executable, function, (wx, wy, wz), constants, offsets, lengths)
        _timed_dispatches(device, call, dispatch, buffers, strides, copies, count)
        h.return_()


@dataclass(frozen=True)
class _Dispatch:
    """What a benchmark dispatches: the export's function, its workgroup count, push
    constants, and per binding its offset and length in one buffer copy."""

    executable: ir.Value
    function: ir.Value
    workgroups: tuple[ir.Value, ir.Value, ir.Value]
    constants: list[ir.Value]
    offsets: list[ir.Value]
    lengths: list[ir.Value]


def benchmark_runner(name: str, call: ParamsCall, pool: int = 0, read_only_slot: int = 0) -> None:
    """`name(i32 repeat, i32 site, index executable, values...) -> i32 code`: the benchmarks of
    every site of one layout (`runner_key`), never inlined. Its loader passes the values a site
    runs at (`runner_slot_types`: `SELECT` computed them, `host_plan.loader_functions` reads
    them), and the runner returns the code of the first size that does not fit
    (`site_messages`). Or it runs, and returns 0: its executable from `EXECUTABLES_GLOBAL`, its
    buffers (`_pooled_buffers` from `pool`, its device's: each resource `copies` times over,
    zero-filled for `site`), then `repeat` dispatches with barriers, submitted and waited for.
    Public, so the compiler keeps its signature: the loaders, built after the compile, call it,
    and the module holds this code once per layout.
    `read_only_slot`: the pool's first slot for resources a benchmark only reads."""
    resources = call.resources
    slot_types = runner_slot_types(call)
    attributes = {**h.benchmark_attributes(reflection=False), "inlining_policy": h.inline_never()}
    argument_types = [h.i32(), h.i32(), h.index()] + [h.scalar(t) for t in slot_types]
    _, block = h.function(name, argument_types, [h.i32()], attributes=attributes)
    repeat, site, executable_at, function, wx, wy, wz, *rest = block.arguments
    with ir.InsertionPoint(block):
        workgroups_ok = _workgroups_ok(wx, wy, wz)
        c, b = call.constant_count, call.binding_count
        constants, offsets, lengths = rest[:c], rest[c : c + b], rest[c + b : c + 2 * b]
        strides = dict(zip(resources, rest[c + 2 * b :]))
        copies = h.load(BUFFER_COPIES_GLOBAL, h.index())
        copies_ok = {r: _copies_ok(strides[r], copies) for r in resources}
        code = h.const(h.i32(), 0)
        for k, r in reversed(list(enumerate(resources))):  # the first that does not fit wins
            code = arith.select(copies_ok[r], code, h.const(h.i32(), k + 2))
        code = arith.select(workgroups_ok, code, h.const(h.i32(), 1))
        fits = h.If(h.cmp("eq", code, h.const(h.i32(), 0)))
        with fits.then():
            device = _resolve(call.affinity)
            executables = h.load(EXECUTABLES_GLOBAL, h.fixed_type("list"))
            executable = util.list_get(h.fixed_type("executable"), executables, executable_at)
            count = arith.index_cast(h.index(), repeat)
            slots = {r: k for k, r in enumerate(call.written_resources)}
            slots.update({r: read_only_slot + k for k, r in enumerate(call.read_only_resources)})
            buffers = _pooled_buffers(device, site, slots, call.read_only_resources, strides, copies, pool)
            dispatch = _Dispatch(executable, function, (wx, wy, wz), constants, offsets, lengths)
            _timed_dispatches(device, call, dispatch, buffers, strides, copies, count)
            h.yield_()
        h.return_([code])


class _Allocator:
    """The device's allocator, and how benchmark buffers are allocated from it."""

    def __init__(self, device: _Device):
        self.device = device
        self.allocator = hal.device_allocator(device.device, results=[h.fixed_type("allocator")])
        self.memory_type = hal.memory_type(_MEMORY_TYPE, results=[h.i32()])
        self.usage = hal.buffer_usage(_BUFFER_USAGE, results=[h.i32()])

    def allocate(self, size: ir.Value) -> ir.Value:
        return hal.allocator_allocate(
            self.allocator, self.device.affinity, self.memory_type, self.usage, size, results=[h.fixed_type("buffer")]
        )


def _pooled_buffers(
    device: _Device, site: ir.Value, slots: dict[int, int], read_only: Sequence[int], strides: dict[int, ir.Value],
    copies: ir.Value, pool: int,
) -> dict[int, ir.Value]:
    """Per resource r (at slot `slots[r]` of `pool`) a buffer `strides[r]` times `copies` long,
    from the pool, which the module keeps between calls.

    A slot's buffer is allocated anew only when it is too small. The buffers are
    zero-filled (in their own submission, before the timed one) when the calling
    site did not fill them last (since the sizes or the copies were last set) or
    a slot grew: every site starts from zeros, as a fresh allocation would, while
    its later calls (the timing's overhead, calibration and timed calls) pay
    neither the allocation nor the fill. What a site's dispatches wrote stays in
    the buffers between its calls at the same sizes, as it does between the
    repetitions of one call. A resource every site binds read-only (`read_only`: the
    weights) has slots of its own, which no kernel writes: filled once, they stay zeros,
    and only growing fills them again (an LLM's weights were most of a run's wall, filled
    again at every call site of every round)."""
    allocator = _Allocator(device)
    zero = h.const(h.index(), 0)
    owner = h.load(POOL_OWNER, h.i32())
    same_site = h.cmp("eq", owner, site)
    buffers, totals, filled_globals, fills = {}, {}, {}, {}
    for r, k in slots.items():
        buffer_global, size_global, filled_global = (f"{prefix}{pool}_{k}" for prefix in (
            POOL_BUFFER_PREFIX, POOL_SIZE_PREFIX, POOL_FILLED_PREFIX))
        total = arith.muli(strides[r], copies)
        grow = h.If(h.cmp("ugt", total, h.load(size_global, h.index())), [h.fixed_type("buffer")])
        with grow.then():
            new = allocator.allocate(total)
            h.store(new, buffer_global)
            h.store(total, size_global)
            h.store(zero, filled_global)
            h.yield_([new])
        with grow.else_():
            h.yield_([h.load(buffer_global, h.fixed_type("buffer"))])
        buffers[r], totals[r], filled_globals[r] = grow.results[0], total, filled_global
        zeros = h.cmp("uge", h.load(filled_global, h.index()), total)  # so far: holds enough zeros
        clean = zeros if r in read_only else arith.andi(same_site, zeros)
        fills[r] = arith.xori(clean, h.const(h.i1(), 1))
    any_fill = h.const(h.i1(), 0)
    for fill_r in fills.values():
        any_fill = arith.ori(any_fill, fill_r)
    dirty = h.If(any_fill)
    with dirty.then():
        fill = _command_buffer(device, hal.CommandCategoryBitfield.Transfer | hal.CommandCategoryBitfield.Dispatch)
        for r, fill_r in fills.items():
            one = h.If(fill_r)
            with one.then():
                _fill_zeros(fill, buffers[r], totals[r])
                h.store(totals[r], filled_globals[r])
                h.yield_()
        _submit_and_wait(device, fill)
        h.store(site, POOL_OWNER)
        h.yield_()
    return buffers


def _command_buffer(device: _Device, categories) -> ir.Value:
    return hal.command_buffer_create(
        device.device, _ONE_SHOT, categories, device.affinity, results=[h.fixed_type("command_buffer")]
    )


def _fill_zeros(fill: ir.Value, buffer: ir.Value, length: ir.Value) -> None:
    hal.command_buffer_fill_buffer(
        fill, buffer, h.const(h.index(), 0), length, h.const(h.i32(), 0), hal.FillFlagBitfield.None_
    )


def _timed_dispatches(
    device: _Device, call: ParamsCall, dispatch: _Dispatch, buffers: dict[int, ir.Value],
    strides: dict[int, ir.Value], copies: ir.Value, count: ir.Value,
) -> None:
    """`count` dispatches with barriers in one command buffer, repetition i bound to
    buffer copy i mod `copies`, submitted and waited for."""
    commands = _command_buffer(device, hal.CommandCategoryBitfield.Dispatch)
    body, i = h.for_(h.const(h.index(), 0), count, h.const(h.index(), 1))
    with body:
        copy = arith.remui(i, copies)
        bases = {r: arith.muli(copy, strides[r]) for r in sorted(buffers)}
        offsets = [arith.addi(dispatch.offsets[b], bases[r]) for b, r in enumerate(call.binding_resources)]
        hal.command_buffer_dispatch(
            commands, dispatch.executable, dispatch.function, *dispatch.workgroups, dispatch.constants,
            [buffers[r] for r in call.binding_resources], offsets, dispatch.lengths, hal.DispatchFlags.None_,
        )
        stage = hal.ExecutionStageBitfield
        hal.command_buffer_execution_barrier(
            commands, stage.Dispatch | stage.CommandRetire, stage.CommandIssue | stage.Dispatch,
            hal.ExecutionBarrierFlagBitfield.None_,
        )
        h.yield_()
    _submit_and_wait(device, commands)


def _submit_and_wait(device: _Device, commands: ir.Value) -> None:
    hal.command_buffer_finalize(commands)
    wait = util.null(h.fixed_type("fence"))
    signal = hal.fence_create(device.device, hal.FenceFlagBitfield.None_, results=[h.fixed_type("fence")])
    hal.device_queue_execute(device.device, device.affinity, wait, signal, commands, hal.ExecuteFlagBitfield.None_)
    status = hal.fence_await(h.const(h.i32(), -1), hal.WaitFlagBitfield.None_, [signal], results=[h.i32()])
    util.status_check_ok(status, message="dispatch benchmark failed")


def _calculate_workgroups(device: ir.Value, call: ParamsCall, workload: list[ir.Value]) -> list[ir.Value]:
    """The export's workgroup count (x, y, z) at `workload`, as the target computes it (a
    chain's: that of the export the model dispatches there, `_selected`)."""
    return _selected(call, workload, lambda export: list(
        hal.ExecutableCalculateWorkgroupsOp(device, _export(call, export), workload, results=[h.index()] * 3).results
    ))


# Size guards of a benchmark: sizes that overflow fail with a message (`cf.assert`,
# `vm.cond_fail` in the VM) instead of wrapping. The parameters are guarded in
# the shape math (`overflow_guards`); here what the host code adds: binding ends
# with room to align, buffer copies, and the workgroup count, which the HAL
# takes as uint32 per dimension (`iree_hal_dispatch_config_t`) and the local-task
# executor multiplies into a uint32 tile count.


def _assert(condition: ir.Value, message: str) -> None:
    h.assert_(condition, _overflow_message(message))


def _overflow_message(message: str) -> str:
    return f"{SIZE_OVERFLOW}: {message}"


def _binding_fits(name: str, b: int, offset: ir.Value, length: ir.Value) -> None:
    """Asserts offset + length + alignment fits in int64 (both unsigned: a wrapped negative fails too)."""
    limit = h.const(h.index(), INT64_MAX - COPY_ALIGNMENT)
    length_ok = h.cmp("ule", length, limit)
    offset_ok = h.cmp("ule", offset, arith.subi(limit, length))
    _assert(arith.andi(length_ok, offset_ok), f"binding {b} of {name} would end past int64")


def _copies_ok(stride: ir.Value, copies: ir.Value) -> ir.Value:
    """stride * copies fits in int64."""
    nonzero = arith.maxui(stride, h.const(h.index(), 1))
    return h.cmp("ule", copies, arith.divui(h.const(h.index(), INT64_MAX), nonzero))


def _buffer_stride(ends: list[ir.Value], align: ir.Value) -> ir.Value:
    """The largest of a buffer's binding `ends`, rounded up to `align`."""
    size = ends[0]
    for end in ends[1:]:
        size = arith.maxui(size, end)
    return arith.muli(arith.ceildivui(size, align), align)


def _workgroups_ok(wx: ir.Value, wy: ir.Value, wz: ir.Value) -> ir.Value:
    """x, y, z and their products fit in uint32 (each product is exact in 64 bits once its factors fit)."""
    limit = h.const(h.index(), UINT32_MAX)
    wxy = arith.muli(wx, wy)
    checks = [h.cmp("ule", v, limit) for v in (wx, wy, wz, wxy, arith.muli(wxy, wz))]
    ok = checks[0]
    for check in checks[1:]:
        ok = arith.andi(ok, check)
    return ok


# -- the query module ----------------------------------------------------------------


QUERY_PART = "__dynbench_query_part_"  # + k: private, never inlined: the k-th run of distinct values into their buffer
QUERY_PART_VALUES = 1024  # at most this many values stored by one part (see `query_shapes`)


def query_shapes(
    calls: list[ParamsCall], counts: list[str], dim_names: Sequence[str], result_dim_count: int, shared: SharedMath
) -> None:
    """`__query_shapes(i64 dims...) -> !util.buffer`: every parameter, in layout order,
    as i64 in one host buffer (a tensor result would be a buffer on the module's device).

    Per site, `abi.QUERY_PARTS` in order: workload, workgroup count (x, y, z; from
    `counts[k]`, the site's export's count region as a function of its workload), push
    constants (zero-extended), binding offsets, binding lengths, and for a size-range chain the
    position of the variant its conditions select (`host_plan.variant_function`); then the dynamic dims of
    the entry's results. The parameters come from one call of the shared shape
    math. No HAL op: the module runs on any host. Its reflection names the input dims
    (`dim_names`) and counts the values (`QUERY_INPUT_DIMS_KEY`, `QUERY_VALUES_KEY`).

    Each distinct value is stored once into a buffer of its own (`host_plan.query_gather`), then
    a loop copies it to every place of the layout that holds it, as a constant table says: the
    module grows with the distinct values, not with the sites (the compile of a 32-layer
    decoder's query took 2.5 s of CPU for 10,191 stores of some 500 values). The distinct
    values are stored by parts (`QUERY_PART` functions, never inlined), each storing at most
    `QUERY_PART_VALUES`: IREE's VM verifier takes at most 16384 32-bit registers a function (an
    i64 takes two), and a store's place is a constant the compiler hoists to the top. A part
    takes the shared results it reads, so the shape math still runs once.
    """
    buffer_type = h.fixed_type("util_buffer")
    table = query_gather(list(zip(calls, counts)), shared)
    total = len(table.places) + result_dim_count
    parts = [table.values[k : k + QUERY_PART_VALUES] for k in range(0, len(table.values), QUERY_PART_VALUES)]
    needed = [sorted({j for value in part for j in _shared_reads(value)}) for part in parts]
    names = [f"{QUERY_PART}{k}" for k in range(len(parts))]
    for k, (name, part, reads) in enumerate(zip(names, parts, needed)):
        _query_part(name, part, k * QUERY_PART_VALUES, reads, shared)
    func, block = h.function(
        QUERY_SHAPES, [h.i64()] * len(dim_names), [buffer_type], attributes=h.benchmark_attributes(reflection=False)
    )
    with ir.InsertionPoint(block):
        dims = [arith.index_cast(h.index(), a) for a in block.arguments]
        results = _call_shared(shared, dims)
        size = h.const(h.index(), QUERY_VALUE_BYTES * total)
        buffer = util.buffer_alloc(size, results=[buffer_type])
        if table.places:
            values_size = h.const(h.index(), QUERY_VALUE_BYTES * len(table.values))
            values = util.buffer_alloc(values_size, results=[buffer_type])
            for name, reads in zip(names, needed):
                h.call(name, [values, values_size] + [results[j] for j in reads])
            _gather(table.places, values, values_size, buffer, size)
        if result_dim_count:
            first = total - result_dim_count
            for i, value in enumerate(h.call(RESULT_DIMS, dims, [h.index()] * result_dim_count)):
                _store_query_value(buffer, size, first + i, value)
        h.return_([buffer])
    func.attributes["iree.reflection"] = ir.DictAttr.get({
        QUERY_INPUT_DIMS_KEY: ir.StringAttr.get(",".join(dim_names)),
        QUERY_VALUES_KEY: ir.StringAttr.get(str(total)),
    })


def _shared_reads(value: tuple) -> tuple[int, ...]:
    """The shared results a distinct value of `host_plan.QueryGather` is computed from."""
    return (value[1],) if value[0] == "shared" else value[2]


def _query_part(name: str, values: Sequence[tuple], first: int, needed: list[int], shared: SharedMath) -> None:
    """`name(buffer, size, shared results...)`: `values` (of `host_plan.QueryGather`) into `buffer`
    from place `first` on."""
    types = [h.scalar(shared.types[j]) for j in needed]
    _, block = h.function(
        name, [h.fixed_type("util_buffer"), h.index()] + types, private=True,
        attributes={"inlining_policy": h.inline_never()},
    )
    buffer, size, *arguments = block.arguments
    value_of = dict(zip(needed, arguments))
    with ir.InsertionPoint(block):
        counted: dict[tuple, list[ir.Value]] = {}  # per (count function, workload): x, y, z
        for i, value in enumerate(values, first):
            if value[0] == "shared":
                _store_query_value(buffer, size, i, value_of[value[1]])
                continue
            if value[0] == "variant":
                _, chosen, workload = value
                (position,) = h.call(chosen, [value_of[j] for j in workload], [h.index()])
                _store_query_value(buffer, size, i, position)
                continue
            _, count, workload, axis = value
            if (count, workload) not in counted:
                counted[(count, workload)] = h.call(count, [value_of[j] for j in workload], [h.index()] * 3)
            _store_query_value(buffer, size, i, counted[(count, workload)][axis])
        h.return_()


def _gather(places: Sequence[int], values: ir.Value, values_size: ir.Value, buffer: ir.Value, size: ir.Value) -> None:
    """`buffer[i] = values[places[i]]` for every place (i64 each), `places` a constant table."""
    table = util.buffer_constant(
        ir.DenseElementsAttr.get(array.array("i", places), type=h.i32()), results=[h.fixed_type("util_buffer")]
    )
    table_size = util.buffer_size(table, results=[h.index()])
    four, eight = h.const(h.index(), 4), h.const(h.index(), QUERY_VALUE_BYTES)
    body, i = h.for_(h.const(h.index(), 0), h.const(h.index(), len(places)), h.const(h.index(), 1))
    with body:
        k = util.buffer_load(h.i32(), table, table_size, arith.muli(i, four), four)
        at = arith.muli(arith.index_castui(h.index(), k), eight)
        value = util.buffer_load(h.i64(), values, values_size, at, eight)
        util.buffer_store(value, buffer, size, arith.muli(i, eight), eight)
        h.yield_()


def _store_query_value(buffer: ir.Value, size: ir.Value, i: int, value: ir.Value) -> None:
    """`value` as i64 at the i-th place of the query buffer (an index or i32 zero-extended)."""
    cast = arith.index_castui if isinstance(value.type, ir.IndexType) else arith.extui
    width = h.const(h.index(), QUERY_VALUE_BYTES)
    util.buffer_store(cast(h.i64(), value), buffer, size, h.const(h.index(), QUERY_VALUE_BYTES * i), width)


# -- a driver for stock tools --------------------------------------------------------


def size_driver(
    module_name: str, benchmarks: list[str], dims: list[int], copies: int = 1, repeat: int | None = None
) -> str:
    """A host-only module that imports `__set_input_dims` and `benchmarks` from
    the benchmarks module `module_name`, selects `dims` and runs each benchmark
    once: what `dynbench run` does at other sizes, for stock IREE tools
    (`iree-run-module --module=benchmarks.vmfb --module=driver.vmfb --function=drive`).
    It also sets `__set_buffer_copies(copies)` and runs each benchmark with
    `repeat` repetitions (default: `copies`, one per buffer copy) in one call. A
    benchmark listed more than once runs that many times, in the order given;
    `SET_INPUT_DIMS` listed among them selects the same `dims` again there. Returns
    the module's text, verified."""
    with new_context(), ir.Location.unknown():
        module = ir.Module.create()
        module.operation.attributes["sym_name"] = ir.StringAttr.get("driver")
        with ir.InsertionPoint(module.body):
            set_dims, set_copies = f"{module_name}.{SET_INPUT_DIMS}", f"{module_name}.{SET_BUFFER_COPIES}"
            h.function(set_dims, [h.i64()] * len(dims), declaration=True)
            h.function(set_copies, [h.i32()], declaration=True)
            for b in dict.fromkeys(benchmarks):
                if b != SET_INPUT_DIMS:
                    h.function(f"{module_name}.{b}", [h.i32()], declaration=True)
            _, block = h.function("drive", [])
            with ir.InsertionPoint(block):
                sizes = [h.const(h.i64(), v) for v in dims]
                h.call(set_dims, sizes)
                h.call(set_copies, [h.const(h.i32(), copies)])
                times = h.const(h.i32(), copies if repeat is None else repeat)
                for b in benchmarks:
                    if b == SET_INPUT_DIMS:
                        h.call(set_dims, sizes)
                    else:
                        h.call(f"{module_name}.{b}", [times])
                h.return_()
        module.operation.verify()
        return str(module)
