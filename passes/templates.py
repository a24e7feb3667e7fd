"""Every MLIR text template of the project, in one place.

The HAL host code of a benchmark (allocate, zero-fill, record N dispatches
with barriers, submit, wait) is long, fixed and identical for every dispatch
but for a few names and counts, so it is rendered here from typed inputs,
parsed into the model's context and moved into the module being built by
`module_builder`, which verifies it with the rest. The model's own ops (its
executables, device globals, shape math) are *not* templated: they are cloned
as IR (`shape_slice.Materializer`, `ModuleBuilder.clone`).
"""

from __future__ import annotations

from typing import Callable, Sequence

from .abi import (  # noqa: F401 (re-exported: the names the templates render)
    BUFFER_COPIES_GLOBAL,
    COPY_ALIGNMENT,
    DIM_GLOBAL_PREFIX,
    QUERY_SHAPES,
    QUERY_VALUE_BYTES,
    RESULT_DIMS,
    SET_BUFFER_COPIES,
    SET_INPUT_DIMS,
    SIZE_OVERFLOW,
    PROFILE_FUNCTION,
)
from .abi import INT64_MAX, UINT32_MAX
from .irutil import quote_symbol
from .host_plan import (
    COPIES_MESSAGE,
    EXECUTABLES_GLOBAL,
    Executables,
    POOL_BUFFER_PREFIX,
    POOL_FILLED_PREFIX,
    POOL_OWNER,
    POOL_SIZE_PREFIX,
    SELECT,
    VALUE_BYTES,
    VALUES_GLOBAL,
    ParamsCall,
    Plan,
    SharedMath,
    SiteEntry,
    parameter_groups,
    runner_slot_types,
)

_BYTES = {"index": 8, "i64": 8, "i32": 4}
BENCHMARK_ATTRS = 'attributes {iree.abi.stub, iree.reflection = {iree.benchmark = "dispatch"}}'
_BUFFER_USAGE = (
    'hal.buffer_usage<"TransferSource|TransferTarget|Transfer|'
    'DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32'
)


def _call_shared(shared: SharedMath, result: str, dims: list[str]) -> tuple[str, list[str]]:
    """The `util.call` line of the shared shape math and the names of its results."""
    count = len(shared.types)
    if count == 0:
        return "", []
    lhs = f"{result}:{count}" if count > 1 else result
    names = [f"{result}#{j}" for j in range(count)] if count > 1 else [result]
    line = (
        f"    {lhs} = util.call {quote_symbol(shared.function)}({', '.join(dims)}) : "
        f"({', '.join(['index'] * len(dims))}) -> ({', '.join(shared.types)})\n"
    )
    return line, names


def runner_slots(call: ParamsCall) -> list[tuple[str, str]]:
    """The values a runner reads (`host_plan.runner_slot_types`), named."""
    names = ["%fid", "%wg_ok"] + [f"%w{a}" for a in "xyz"]
    names += [f"%pc{i}" for i in range(call.constant_count)]
    names += [f"%off{b}" for b in range(call.binding_count)]
    names += [f"%len{b}" for b in range(call.binding_count)]
    names += [f"%stride{r}_bytes" for r in sorted(set(call.binding_resources))]
    return list(zip(names, runner_slot_types(call)))


def select_function(plan: Plan, dim_count: int) -> str:
    """`SELECT(dims...)`: the shared shape math at `dims`, each distinct binding end
    checked (the message names the first site that has it), each distinct stride and
    workgroup count computed once, every value into a new `VALUES_GLOBAL` buffer
    (`Values`), the executables into `EXECUTABLES_GLOBAL`; the pooled buffers are
    disowned (`_disown_pool`).
    `__set_input_dims` and the module's initializer (at the default dims) call it."""
    shared, strides, workgroups, values = plan.shared, plan.strides, plan.workgroups, plan.values
    args = ", ".join(f"%d{i}: index" for i in range(dim_count))
    line, names = _call_shared(shared, "%shared", [f"%d{i}" for i in range(dim_count)])
    lines = [
        f"  util.func private @{SELECT}({args}) attributes {{inlining_policy = #util.inline.never}} {{\n",
        f"    %align = arith.constant {COPY_ALIGNMENT} : index\n",
        line,
    ]
    for e, (offset, length, site, b) in enumerate(strides.ends):
        lines.append(_binding_fits(site, b, names[offset], names[length], tag=f"_e{e}"))
        lines.append(f"    %end_e{e} = arith.addi {names[offset]}, {names[length]} : index\n")
    for k, spanned in enumerate(strides.strides):
        lines.append(_buffer_stride(str(k), [f"%end_e{e}" for e in spanned]))
    devices: dict[str, str] = {}

    def device(affinity: str) -> str:
        if affinity not in devices:
            devices[affinity] = f"%device{len(devices)}"
            lines.append(f"    {devices[affinity]}, %affinity{len(devices) - 1} = hal.device.resolve on({affinity}) : !hal.device, i64\n")
        return devices[affinity]

    for w, (call, workload) in enumerate(workgroups.counts):
        lines += [
            _calculate_workgroups(f"_{w}", device(call.affinity), call, [names[j] for j in workload]),
            _workgroups_ok(f"_{w}"),
        ]
    lines.append(_executables_into_list(plan.executables, device))
    stored = list(zip(names, shared.types))
    for w in range(values.counts):
        stored += [(f"%wg_ok_{w}", "i1")] + [(f"%w{a}_{w}", "index") for a in "xyz"]
    stored += [(f"%stride{k}_bytes", "index") for k in range(values.strides)]
    stored += [(f"%fid{f}", "i64") for f in range(values.functions)]
    assert len(stored) == values.total
    lines.append(_values_into_buffer(stored))
    lines += [
        f"    util.global.store %values, {quote_symbol(VALUES_GLOBAL)} : !util.buffer\n",
        _disown_pool(),
        "    util.return\n  }\n",
    ]
    return "".join(lines)


def _executables_into_list(executables: Executables, device: Callable[[str], str]) -> str:
    """`%executables`: each executable, looked up on its device, at its place in a list
    (`EXECUTABLES_GLOBAL`), and `%fid{f}`: each export's function."""
    count = len(executables.executables)
    lines = [
        f"    %executable_count = arith.constant {count} : index\n",
        "    %executables = util.list.create %executable_count : !util.list<?>\n",
        "    util.list.resize %executables, %executable_count : !util.list<?>\n",
    ]
    for e, (affinity, executable) in enumerate(executables.executables):
        lines += [
            f"    %exe{e} = hal.executable.lookup device({device(affinity)} : !hal.device) "
            f"executable({quote_symbol(executable)}) : !hal.executable\n",
            f"    %exe_at{e} = arith.constant {e} : index\n",
            f"    util.list.set %executables[%exe_at{e}], %exe{e} : !hal.executable -> !util.list<?>\n",
        ]
    lines += [
        f"    %fid{f} = hal.executable.lookup.function target(%exe{e} : !hal.executable) function({call.export_ref}) : i64\n"
        for f, (call, e) in enumerate(executables.functions)
    ]
    lines.append(f"    util.global.store %executables, {quote_symbol(EXECUTABLES_GLOBAL)} : !util.list<?>\n")
    return "".join(lines)


def _values_into_buffer(stored: list[tuple[str, str]]) -> str:
    """`%values`: each (value, type) of `stored` at its place (`VALUE_BYTES` each: an index
    or i64 as 8 bytes, an i32 or i1 as an i32 in the low 4)."""
    lines = [
        "    %c4 = arith.constant 4 : index\n",
        "    %c8 = arith.constant 8 : index\n",
        f"    %values_size = arith.constant {len(stored) * VALUE_BYTES} : index\n",
        "    %values = util.buffer.alloc uninitialized : !util.buffer{%values_size}\n",
    ]
    for i, (value, type_) in enumerate(stored):
        if type_ == "i1":
            lines.append(f"    %v{i} = arith.extui {value} : i1 to i32\n")
            value, type_ = f"%v{i}", "i32"
        lines += [
            f"    %at{i} = arith.constant {i * VALUE_BYTES} : index\n",
            f"    util.buffer.store {value}, %values[%at{i} for %c{_BYTES[type_]}] : {type_} -> !util.buffer{{%values_size}}\n",
        ]
    return "".join(lines)


def _disown_pool() -> str:
    """The pooled buffers belong to no site: new sizes or copies move what each site
    binds, so every site's next call zero-fills them again (`_pooled_buffers`)."""
    return (
        "    %no_site = arith.constant -1 : i32\n"
        f"    util.global.store %no_site, {quote_symbol(POOL_OWNER)} : i32\n"
    )


def values_global() -> str:
    """The values and executables `SELECT` fills (`Values`, `Executables`)."""
    return (
        f"  util.global private mutable {quote_symbol(VALUES_GLOBAL)} : !util.buffer\n"
        f"  util.global private mutable {quote_symbol(EXECUTABLES_GLOBAL)} : !util.list<?>\n"
    )


def _call_select(dims: list[str]) -> str:
    return f"    util.call @{SELECT}({', '.join(dims)}) : ({', '.join(['index'] * len(dims))}) -> ()\n"


def shared_initializer(dim_count: int) -> str:
    """Fills `VALUES_GLOBAL` at the default dims when the module loads."""
    load, dims = _load_dims(dim_count)
    return "  util.initializer {\n" + load + _call_select(dims) + "    util.return\n  }\n"


def _call(call: ParamsCall, result: str, dims: list[str]) -> str:
    count = len(call.result_types)
    arg_types = ", ".join(["index"] * len(dims))
    lhs = f"{result}:{count}" if count > 1 else result
    if count == 0:
        return ""  # nothing to compute
    return (
        f"    {lhs} = util.call {quote_symbol(call.function)}({', '.join(dims)}) : "
        f"({arg_types}) -> ({', '.join(call.result_types)})\n"
    )


def function_declaration(name: str, inputs: list[str], results: list[str]) -> str:
    """A private `util.func` declaration: how host code being parsed sees a
    function the module already holds (`module_builder`)."""
    return f"util.func private {quote_symbol(name)}({', '.join(inputs)}) -> ({', '.join(results)})\n"


def global_declaration(name: str, type_: str, mutable: bool) -> str:
    """A private `util.global` without initial value: how host code being parsed
    sees a global the module already holds (`module_builder`)."""
    return f"util.global private {'mutable ' if mutable else ''}{quote_symbol(name)} : {type_}\n"


def empty_function(name: str, index_args: int) -> str:
    """A private `util.func` of `index_args` index arguments that returns nothing:
    the skeleton shape math is cloned into."""
    args = ", ".join(f"%arg{i}: index" for i in range(index_args))
    return f"util.func private {quote_symbol(name)}({args}) {{\n  util.return\n}}\n"


def size_driver(
    module_name: str, benchmarks: list[str], dims: list[int], copies: int = 1, repeat: int | None = None
) -> str:
    """A host-only module that imports `__set_input_dims` and `benchmarks` from
    the benchmarks module `module_name`, selects `dims` and runs each benchmark
    once: what `dynbench run` does at other sizes, for stock IREE tools
    (`iree-run-module --module=benchmarks.vmfb --module=driver.vmfb --function=drive`).
    It also sets `__set_buffer_copies(copies)` and runs each benchmark with
    `repeat` repetitions (default: `copies`, one per buffer copy) in one call. A
    benchmark listed more than once runs that many times, in the order given."""
    args = ", ".join(["i64"] * len(dims))
    set_dims = quote_symbol(f"{module_name}.{SET_INPUT_DIMS}")
    set_copies = quote_symbol(f"{module_name}.{SET_BUFFER_COPIES}")
    declarations = [f"  util.func private {set_dims}({args})\n", f"  util.func private {set_copies}(i32)\n"]
    declarations += [f"  util.func private {quote_symbol(f'{module_name}.{b}')}(i32)\n" for b in dict.fromkeys(benchmarks)]
    body = [f"    %d{i} = arith.constant {v} : i64\n" for i, v in enumerate(dims)]
    body.append(f"    %copies = arith.constant {copies} : i32\n")
    body.append(f"    %repeat = arith.constant {copies if repeat is None else repeat} : i32\n")
    values = ", ".join(f"%d{i}" for i in range(len(dims)))
    body.append(f"    util.call {set_dims}({values}) : ({args}) -> ()\n")
    body.append(f"    util.call {set_copies}(%copies) : (i32) -> ()\n")
    body += [f"    util.call {quote_symbol(f'{module_name}.{b}')}(%repeat) : (i32) -> ()\n" for b in benchmarks]
    return (
        "module @driver {\n"
        + "".join(declarations)
        + "  util.func public @drive() {\n"
        + "".join(body)
        + "    util.return\n  }\n}\n"
    )


def profile_function(entries: Sequence[SiteEntry], dim_count: int) -> str:
    """`__profile(i64 per dim, then (i32 repeat, i32 copies) per benchmark)`: selects the
    sizes, then runs each benchmark whose `repeat` is positive on `copies` buffer copies
    (back to 1 after the last), in `entries` order. Stock tools call one function per
    process; this one call, under `--device_profiling_mode`, times every chosen dispatch,
    each repeated on its own buffers (`iree_dynbench.run.profiled`). benchmarks.mlir
    holds it; benchmarks.vmfb the same in the VM dialect (`site_entries`)."""
    dim_types = ", ".join(["i64"] * dim_count)
    args = [f"%d{i}: i64" for i in range(dim_count)]
    args += [a for k in range(len(entries)) for a in (f"%r{k}: i32", f"%c{k}: i32")]
    values = ", ".join(f"%d{i}" for i in range(dim_count))
    lines = [
        f"  util.func public @{PROFILE_FUNCTION}({', '.join(args)}) attributes {{iree.abi.stub}} {{\n",
        f"    util.call @{SET_INPUT_DIMS}({values}) : ({dim_types}) -> ()\n",
        "    %zero = arith.constant 0 : i32\n",
        "    %one = arith.constant 1 : i32\n",
    ]
    for k, entry in enumerate(entries):
        lines += [
            f"    %run{k} = arith.cmpi sgt, %r{k}, %zero : i32\n",
            f"    scf.if %run{k} {{\n",
            f"      util.call @{SET_BUFFER_COPIES}(%c{k}) : (i32) -> ()\n",
            f"      util.call {quote_symbol(entry.name)}(%r{k}) : (i32) -> ()\n",
            "    }\n",
        ]
    lines.append(f"    util.call @{SET_BUFFER_COPIES}(%one) : (i32) -> ()\n    util.return\n  }}\n")
    return "".join(lines)


def site_entry(entry: SiteEntry) -> str:
    """The benchmark of one site, as benchmarks.mlir holds it: calls its runner and
    asserts the code. benchmarks.vmfb holds the same function in the VM dialect
    (`site_entries`): the compiler's host pipeline costs a few milliseconds per
    function, whatever it holds, and the module holds one per layout instead."""
    args = ", ".join(["%repeat", "%site", "%executable"] + [f"%s{i}" for i in range(len(entry.slots))])
    types = ", ".join(["i32", "i32"] + ["index"] * (1 + len(entry.slots)))
    lines = [
        f"  util.func public {quote_symbol(entry.name)}(%repeat: i32) {BENCHMARK_ATTRS} {{\n",
        f"    %site = arith.constant {entry.site} : i32\n",
        f"    %executable = arith.constant {entry.executable} : index\n",
        *(f"    %s{i} = arith.constant {v} : index\n" for i, v in enumerate(entry.slots)),
        f"    %code = util.call {quote_symbol(entry.runner)}({args}) : ({types}) -> i32\n",
    ]
    for i, message in enumerate(entry.messages):
        lines += [
            f"    %is{i} = arith.constant {i + 1} : i32\n",
            f"    %ok{i} = arith.cmpi ne, %code, %is{i} : i32\n",
            _assert(f"%ok{i}", message),
        ]
    return "".join(lines) + "    util.return\n  }\n"


def benchmark_globals(defaults: list[int]) -> str:
    """The globals the benchmarks read: one mutable global per dynamic input dim,
    holding the default size, and the number of buffer copies (1)."""
    return "".join(
        f"  util.global private mutable {quote_symbol(DIM_GLOBAL_PREFIX + str(i))} : index = {v} : index\n"
        for i, v in enumerate(defaults)
    ) + f"  util.global private mutable {quote_symbol(BUFFER_COPIES_GLOBAL)} : index = 1 : index\n"


def set_buffer_copies(disown: bool = False) -> str:
    """`__set_buffer_copies(i32 copies)`: how many copies (at least 1) of its buffers
    each benchmark allocates and cycles through, one per repetition (1: the same
    buffers every time, caches warm; enough copies to outgrow the caches:
    every repetition starts cold). With `disown` (the combined module), it then
    disowns the pooled buffers (`_disown_pool`): each runner checks the copies
    against its strides."""
    return (
        f"  util.func public @{SET_BUFFER_COPIES}(%copies: i32) attributes {{iree.abi.stub}} {{\n"
        "    %one = arith.constant 1 : i32\n"
        "    %at_least_one = arith.maxsi %copies, %one : i32\n"
        "    %n = arith.index_cast %at_least_one : i32 to index\n"
        f"    util.global.store %n, {quote_symbol(BUFFER_COPIES_GLOBAL)} : index\n"
        + (_disown_pool() if disown else "")
        + "    util.return\n  }\n"
    )


def set_input_dims(count: int, select: bool = False) -> str:
    """`__set_input_dims(i64...)`: selects the sizes every benchmark runs at (with
    `select`, as the combined module does: and computes every parameter and buffer
    stride there, once: `SELECT`)."""
    args = ", ".join(f"%a{i}: i64" for i in range(count))
    body = "".join(
        f"    %d{i} = arith.index_cast %a{i} : i64 to index\n"
        f"    util.global.store %d{i}, {quote_symbol(DIM_GLOBAL_PREFIX + str(i))} : index\n"
        for i in range(count)
    )
    if select:
        body += _call_select([f"%d{i}" for i in range(count)])
    return (
        f"  util.func public @{SET_INPUT_DIMS}({args}) attributes {{iree.abi.stub}} {{\n"
        f"{body}    util.return\n  }}\n"
    )


def _load_dims(count: int) -> tuple[str, list[str]]:
    """Loads the dim globals behind an optimization barrier.

    The barrier keeps the sizes runtime values even where the compiler could
    see the globals' initial values, so the dynamic kernel stays dynamic.
    """
    if count == 0:
        return "", []
    text = "".join(
        f"    %dim_raw{i} = util.global.load {quote_symbol(DIM_GLOBAL_PREFIX + str(i))} : index\n"
        for i in range(count)
    )
    names = [f"%dim{i}" for i in range(count)]
    raws = ", ".join(f"%dim_raw{i}" for i in range(count))
    text += f"    {', '.join(names)} = util.optimization_barrier {raws} : {', '.join(['index'] * count)}\n"
    return text, names


def _refs(call: ParamsCall, p: str) -> dict[str, list[str]]:
    """The names of the results of `call`'s parameter function called as `p`, by kind."""
    count = len(call.result_types)
    return parameter_groups(call, [p] * count if count == 1 else [f"{p}#{i}" for i in range(count)])


def benchmark_function(name: str, call: ParamsCall, dim_count: int) -> str:
    """A dispatch benchmark in the upstream dump's form: `(i32 repeat) -> ()`, on its
    own (a standalone file; the combined module's are `SiteEntry`s calling `benchmark_runner`s).

    Buffers are allocated per distinct resource, `copies` times over (the
    global `__set_buffer_copies` sets; 1 unless set), and zero-filled in their
    own submission before the timed command buffer is recorded; repetition i
    binds copy i mod copies. Parameters come from the site's parameter function
    at the dim globals.
    """
    load, dims = _load_dims(dim_count)
    load += _call(call, "%p", dims)
    refs = _refs(call, "%p")
    lines = [
        f"  util.func public {quote_symbol(name)}(%repeat: i32) {BENCHMARK_ATTRS} {{\n",
        "    %c0 = arith.constant 0 : index\n",
        "    %c1 = arith.constant 1 : index\n",
        f"    %align = arith.constant {COPY_ALIGNMENT} : index\n",
        "    %zero = arith.constant 0 : i32\n",
        "    %infinite = arith.constant -1 : i32\n",
        f"    %copies = util.global.load {quote_symbol(BUFFER_COPIES_GLOBAL)} : index\n",
        load,
        "    %count = arith.index_cast %repeat : i32 to index\n",
        f"    %device, %affinity = hal.device.resolve on({call.affinity}) : !hal.device, i64\n",
        _calculate_workgroups("", "%device", call, refs["workload"]),
        _workgroups_fit(name),
        _ALLOCATOR,
        _fill_commands(),
    ]
    resources = sorted(set(call.binding_resources))
    for r in resources:
        ends = []
        for b, res in enumerate(call.binding_resources):
            if res == r:
                lines.append(_binding_fits(name, b, refs["offsets"][b], refs["lengths"][b]))
                lines.append(f"    %end{b} = arith.addi {refs['offsets'][b]}, {refs['lengths'][b]} : index\n")
                ends.append(f"%end{b}")
        lines += [
            _buffer_stride(str(r), ends),
            _copies_fit(name, r),
            _allocate_filled(r),
        ]
    lines += [
        _submit_and_wait("%fill", "filled"),
        f"    %exe = hal.executable.lookup device(%device : !hal.device) executable({quote_symbol(call.executable)}) : !hal.executable\n",
        f"    %fid = hal.executable.lookup.function target(%exe : !hal.executable) function({call.export_ref}) : i64\n",
        _timed_dispatches(call, refs["offsets"], refs["lengths"], refs["constants"]),
        "    util.return\n  }\n",
    ]
    return "".join(lines)


def _pooled_buffers(resources: list[int], pool: int) -> str:
    """`%buffer{r}` for each resource r (slot k: its place in `resources`), `%stride{r}_bytes`
    times `%copies` long, from `pool`, which the module keeps between calls.

    A slot's buffer is allocated anew only when it is too small. The buffers are
    zero-filled (in their own submission, before the timed one) when the calling
    site did not fill them last (since the sizes or the copies were last set) or
    a slot grew: every site starts from zeros, as a fresh allocation would, while
    its later calls (the timing's overhead, calibration and timed calls) pay
    neither the allocation nor the fill. What a site's dispatches wrote stays in
    the buffers between its calls at the same sizes, as it does between the
    repetitions of one call."""
    slots = [
        [quote_symbol(f"{prefix}{pool}_{k}") for prefix in (POOL_BUFFER_PREFIX, POOL_SIZE_PREFIX, POOL_FILLED_PREFIX)]
        for k in range(len(resources))
    ]
    lines = [
        _ALLOCATOR,
        "    %yes = arith.constant true\n",
        f"    %owner = util.global.load {quote_symbol(POOL_OWNER)} : i32\n",
        "    %clean = arith.cmpi eq, %owner, %site : i32\n",
    ]
    clean = "%clean"  # so far: the site filled them last, and each slot so far holds enough zeros
    for r, (buffer, size, filled) in zip(resources, slots):
        lines += [
            f"    %total{r} = arith.muli %stride{r}_bytes, %copies : index\n",
            f"    %size{r} = util.global.load {size} : index\n",
            f"    %grow{r} = arith.cmpi ugt, %total{r}, %size{r} : index\n",
            f"    %buffer{r} = scf.if %grow{r} -> (!hal.buffer) {{\n",
            f"      %new{r} = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%affinity) "
            f"type(%memory_type) usage(%buffer_usage) : !hal.buffer{{%total{r}}}\n",
            f"      util.global.store %new{r}, {buffer} : !hal.buffer\n",
            f"      util.global.store %total{r}, {size} : index\n",
            f"      util.global.store %c0, {filled} : index\n",
            f"      scf.yield %new{r} : !hal.buffer\n",
            "    } else {\n",
            f"      %kept{r} = util.global.load {buffer} : !hal.buffer\n",
            f"      scf.yield %kept{r} : !hal.buffer\n",
            "    }\n",
            f"    %filled{r} = util.global.load {filled} : index\n",
            f"    %filled_ok{r} = arith.cmpi uge, %filled{r}, %total{r} : index\n",
            f"    %clean_{r} = arith.andi {clean}, %filled_ok{r} : i1\n",
        ]
        clean = f"%clean_{r}"
    lines += [
        f"    %dirty = arith.xori {clean}, %yes : i1\n",
        "    scf.if %dirty {\n",
        _fill_commands("      "),
    ]
    for r, (_, _, filled) in zip(resources, slots):
        lines += [
            f"      hal.command_buffer.fill_buffer<%fill : !hal.command_buffer> target(%buffer{r} : !hal.buffer)"
            f'[%c0, %total{r}] pattern(%zero : i32) flags("None")\n',
            f"      util.global.store %total{r}, {filled} : index\n",
        ]
    lines += [
        _submit_and_wait("%fill", "filled", "      "),
        f"      util.global.store %site, {quote_symbol(POOL_OWNER)} : i32\n",
        "    }\n",
    ]
    return "".join(lines)


def pool_globals(slots: Sequence[int]) -> str:
    """The buffer pools `_pooled_buffers` keeps between calls, one per device: pool p has
    `slots[p]` buffers (the most resources of its benchmarks), none allocated; one owner
    for all (a site fills only its device's pool), no site yet."""
    return f"  util.global private mutable {quote_symbol(POOL_OWNER)} : i32 = -1 : i32\n" + "".join(
        f"  util.global private mutable {quote_symbol(f'{POOL_BUFFER_PREFIX}{p}_{k}')} : !hal.buffer\n"
        f"  util.global private mutable {quote_symbol(f'{POOL_SIZE_PREFIX}{p}_{k}')} : index = 0 : index\n"
        f"  util.global private mutable {quote_symbol(f'{POOL_FILLED_PREFIX}{p}_{k}')} : index = 0 : index\n"
        for p, count in enumerate(slots) for k in range(count)
    )


_ALLOCATOR = (
    "    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator\n"
    '    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32\n'
    f"    %buffer_usage = {_BUFFER_USAGE}\n"
)


def _fill_commands(indent: str = "    ") -> str:
    """`%fill`: the command buffer the zero-fills are recorded into."""
    return (
        f'{indent}%fill = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") '
        'categories("Transfer|Dispatch") affinity(%affinity) : !hal.command_buffer\n'
    )


def _allocate_filled(r: int) -> str:
    """Resource r's buffer, `%stride{r}_bytes` times `%copies` long, zero-filled in `%fill`."""
    return (
        f"    %total{r} = arith.muli %stride{r}_bytes, %copies : index\n"
        f"    %buffer{r} = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%affinity) "
        f"type(%memory_type) usage(%buffer_usage) : !hal.buffer{{%total{r}}}\n"
        f"    hal.command_buffer.fill_buffer<%fill : !hal.command_buffer> target(%buffer{r} : !hal.buffer)"
        f'[%c0, %total{r}] pattern(%zero : i32) flags("None")\n'
    )


def _timed_dispatches(call: ParamsCall, offsets: list[str], lengths: list[str], constants: list[str]) -> str:
    """`%count` dispatches of `%exe`/`%fid` with barriers in one command buffer, repetition i
    bound to buffer copy i mod `%copies`, submitted and waited for."""
    resources = sorted(set(call.binding_resources))
    bindings = ",\n".join(
        f"        (%buffer{res} : !hal.buffer)[%offset{b}, {lengths[b]}]" for b, res in enumerate(call.binding_resources)
    )
    copy_offsets = "      %copy = arith.remui %i, %copies : index\n" + "".join(
        f"      %base{r} = arith.muli %copy, %stride{r}_bytes : index\n" for r in resources
    ) + "".join(
        f"      %offset{b} = arith.addi {offsets[b]}, %base{res} : index\n" for b, res in enumerate(call.binding_resources)
    )
    return "".join([
        '    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") '
        "categories(Dispatch) affinity(%affinity) : !hal.command_buffer\n",
        "    scf.for %i = %c0 to %count step %c1 {\n",
        copy_offsets,
        "      hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%exe : !hal.executable)[%fid] "
        f"workgroups([%wx, %wy, %wz]) constants([{', '.join(constants)}]) bindings([\n{bindings}\n"
        '      ]) flags("None")\n',
        '      hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|CommandRetire") '
        'target("CommandIssue|Dispatch") flags("None")\n',
        "    }\n",
        _submit_and_wait("%cmd", "timed"),
    ])


def benchmark_runner(name: str, call: ParamsCall, pool: int = 0) -> str:
    """`name(i32 repeat, i32 site, index executable, index slots...) -> i32 code`: the
    benchmarks of every site of one layout (`runner_key`), never inlined. It reads the
    values a site runs at (`runner_slots`) from `VALUES_GLOBAL` (`SELECT` computed and
    checked them) at the bytes `slots` give, and returns the code of the first size that
    does not fit (`site_messages`). Or it runs, and returns 0: its executable from
    `EXECUTABLES_GLOBAL`, its buffers (`_pooled_buffers` from `pool`, its device's: each
    resource `copies` times over, zero-filled for `site`), then `repeat` dispatches with
    barriers, submitted and waited for. Public, so the compiler keeps its signature: the
    sites' entries call it (`SiteEntry`), and the module holds this code once per layout."""
    resources = sorted(set(call.binding_resources))
    slots = runner_slots(call)
    args = ["%repeat: i32", "%site: i32", "%executable: index"] + [f"%slot{i}: index" for i in range(len(slots))]
    lines = [
        f"  util.func public {quote_symbol(name)}({', '.join(args)}) -> i32 "
        "attributes {iree.abi.stub, inlining_policy = #util.inline.never} {\n",
        "    %c0 = arith.constant 0 : index\n",
        "    %c1 = arith.constant 1 : index\n",
        "    %c4 = arith.constant 4 : index\n",
        "    %c8 = arith.constant 8 : index\n",
        "    %zero = arith.constant 0 : i32\n",
        "    %infinite = arith.constant -1 : i32\n",
        f"    %values = util.global.load {quote_symbol(VALUES_GLOBAL)} : !util.buffer\n",
        "    %values_size = util.buffer.size %values : !util.buffer\n",
    ]
    for i, (value, type_) in enumerate(slots):
        load = "i32" if type_ == "i1" else type_
        target = f"%loaded{i}" if type_ == "i1" else value
        lines.append(
            f"    {target} = util.buffer.load %values[%slot{i} for %c{_BYTES[load]}] : !util.buffer{{%values_size}} -> {load}\n"
        )
        if type_ == "i1":
            lines.append(f"    {value} = arith.trunci {target} : i32 to i1\n")
    lines.append(f"    %copies = util.global.load {quote_symbol(BUFFER_COPIES_GLOBAL)} : index\n")
    lines += [_copies_ok(r) for r in resources]
    code = "%zero"
    for k, r in reversed(list(enumerate(resources))):  # the first that does not fit wins
        lines += [
            f"    %bad{k} = arith.constant {k + 2} : i32\n",
            f"    %code{k} = arith.select %copies_ok{r}, {code}, %bad{k} : i32\n",
        ]
        code = f"%code{k}"
    lines += [
        "    %bad_count = arith.constant 1 : i32\n",
        f"    %code = arith.select %wg_ok, {code}, %bad_count : i32\n",
        "    %fits = arith.cmpi eq, %code, %zero : i32\n",
        "    scf.if %fits {\n",
        f"      %device, %affinity = hal.device.resolve on({call.affinity}) : !hal.device, i64\n",
        f"      %executables = util.global.load {quote_symbol(EXECUTABLES_GLOBAL)} : !util.list<?>\n",
        "      %exe = util.list.get %executables[%executable] : !util.list<?> -> !hal.executable\n",
        "      %count = arith.index_cast %repeat : i32 to index\n",
        _pooled_buffers(resources, pool),
        _timed_dispatches(
            call, [f"%off{b}" for b in range(call.binding_count)], [f"%len{b}" for b in range(call.binding_count)],
            [f"%pc{i}" for i in range(call.constant_count)],
        ),
        "    }\n",
        "    util.return %code : i32\n  }\n",
    ]
    return "".join(lines)


# Size guards of a benchmark: sizes that overflow fail with a message (`cf.assert`,
# `vm.cond_fail` in the VM) instead of wrapping. The parameters are guarded in
# the shape math (`overflow_guards`); here what the host code adds: binding ends
# with room to align, buffer copies, and the workgroup count, which the HAL
# takes as uint32 per dimension (`iree_hal_dispatch_config_t`) and the local-task
# executor multiplies into a uint32 tile count.


def _assert(condition: str, message: str) -> str:
    return f"    cf.assert {condition}, {_overflow_message(message)}\n"


def _overflow_message(message: str) -> str:
    """A size overflow's message as an MLIR string literal (`cf.assert`, `vm.fail`)."""
    text = f"{SIZE_OVERFLOW}: {message}"
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _binding_fits(name: str, b: int, offset: str, length: str, tag: str | None = None) -> str:
    """offset + length + alignment fits in int64 (both unsigned: a wrapped negative fails too);
    `tag` makes its value names unique (default: the binding)."""
    t = str(b) if tag is None else tag
    return (
        f"    %end_limit{t} = arith.constant {INT64_MAX - COPY_ALIGNMENT} : index\n"
        f"    %length_ok{t} = arith.cmpi ule, {length}, %end_limit{t} : index\n"
        f"    %offset_limit{t} = arith.subi %end_limit{t}, {length} : index\n"
        f"    %offset_ok{t} = arith.cmpi ule, {offset}, %offset_limit{t} : index\n"
        f"    %end_ok{t} = arith.andi %length_ok{t}, %offset_ok{t} : i1\n"
        + _assert(f"%end_ok{t}", f"binding {b} of {name} would end past int64")
    )


def _copies_ok(r: int) -> str:
    """`%copies_ok{r}`: stride * copies fits in int64."""
    return (
        f"    %int64_max{r} = arith.constant {INT64_MAX} : index\n"
        f"    %stride{r}_nonzero = arith.maxui %stride{r}_bytes, %c1 : index\n"
        f"    %copies_limit{r} = arith.divui %int64_max{r}, %stride{r}_nonzero : index\n"
        f"    %copies_ok{r} = arith.cmpi ule, %copies, %copies_limit{r} : index\n"
    )


def _copies_fit(name: str, r: int) -> str:
    """Asserts stride * copies fits in int64."""
    return _copies_ok(r) + _assert(f"%copies_ok{r}", COPIES_MESSAGE.format(r=r, name=name))




def _buffer_stride(tag: str, ends: list[str]) -> str:
    """`%stride{tag}_bytes`: the largest of a buffer's binding `ends`, rounded up to `%align`."""
    text, size = "", ends[0]
    for n, end in enumerate(ends[1:]):
        text += f"    %size{tag}_{n} = arith.maxui {size}, {end} : index\n"
        size = f"%size{tag}_{n}"
    return text + (
        f"    %stride{tag} = arith.ceildivui {size}, %align : index\n"
        f"    %stride{tag}_bytes = arith.muli %stride{tag}, %align : index\n"
    )


def _calculate_workgroups(t: str, device: str, call: ParamsCall, workload: list[str]) -> str:
    """`%wx{t}, %wy{t}, %wz{t}`: the export's workgroup count at `workload`, as the target computes it."""
    return (
        f"    %wx{t}, %wy{t}, %wz{t} = hal.executable.calculate_workgroups device({device} : !hal.device) "
        f"target({call.export_ref}) workload([{', '.join(workload)}]) : index, index, index\n"
    )


def _workgroups_fit(name: str) -> str:
    """Asserts %wx, %wy, %wz fit (`_workgroups_ok`)."""
    return _workgroups_ok("") + _assert("%wg_ok", f"workgroup count of {name} would exceed uint32")


def _workgroups_ok(t: str) -> str:
    """`%wg_ok{t}`: %wx{t}, %wy{t}, %wz{t} and their product fit in uint32 (each product
    is exact in 64 bits once its factors fit)."""
    return (
        f"    %wg_max{t} = arith.constant {UINT32_MAX} : index\n"
        f"    %wx_ok{t} = arith.cmpi ule, %wx{t}, %wg_max{t} : index\n"
        f"    %wy_ok{t} = arith.cmpi ule, %wy{t}, %wg_max{t} : index\n"
        f"    %wz_ok{t} = arith.cmpi ule, %wz{t}, %wg_max{t} : index\n"
        f"    %wxy{t} = arith.muli %wx{t}, %wy{t} : index\n"
        f"    %wxy_ok{t} = arith.cmpi ule, %wxy{t}, %wg_max{t} : index\n"
        f"    %wxyz{t} = arith.muli %wxy{t}, %wz{t} : index\n"
        f"    %wxyz_ok{t} = arith.cmpi ule, %wxyz{t}, %wg_max{t} : index\n"
        f"    %wg_ok0{t} = arith.andi %wx_ok{t}, %wy_ok{t} : i1\n"
        f"    %wg_ok1{t} = arith.andi %wg_ok0{t}, %wz_ok{t} : i1\n"
        f"    %wg_ok2{t} = arith.andi %wg_ok1{t}, %wxy_ok{t} : i1\n"
        f"    %wg_ok{t} = arith.andi %wg_ok2{t}, %wxyz_ok{t} : i1\n"
    )


def _submit_and_wait(cmd: str, tag: str, indent: str = "    ") -> str:
    return (
        f"{indent}hal.command_buffer.finalize<{cmd} : !hal.command_buffer>\n"
        f"{indent}%{tag}_wait = util.null : !hal.fence\n"
        f'{indent}%{tag}_fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence\n'
        f"{indent}hal.device.queue.execute<%device : !hal.device> affinity(%affinity) wait(%{tag}_wait) "
        f'signal(%{tag}_fence) commands({cmd}) flags("None")\n'
        f"{indent}%{tag}_status = hal.fence.await until([%{tag}_fence]) timeout_millis(%infinite) "
        'flags("None") : i32\n'
        f'{indent}util.status.check_ok %{tag}_status, "dispatch benchmark failed"\n'
    )


def query_shapes(
    calls: list[ParamsCall], counts: list[str], dim_count: int, result_dim_count: int, shared: SharedMath
) -> str:
    """`__query_shapes(i64 dims...) -> !util.buffer`: every parameter, in layout order,
    as i64 in one host buffer (a tensor result would be a buffer on the module's device).

    Per site: workload, workgroup count (x, y, z; from `counts[k]`, the site's
    export's count region as a function of its workload), push constants
    (zero-extended), binding offsets, binding lengths; then the dynamic dims of
    the entry's results. The parameters come from one call of the shared shape
    math. No HAL op: the module runs on any host.
    """
    args = ", ".join(f"%a{i}: i64" for i in range(dim_count))
    lines = [f"    %d{i} = arith.index_cast %a{i} : i64 to index\n" for i in range(dim_count)]
    dims = [f"%d{i}" for i in range(dim_count)]
    line, names = _call_shared(shared, "%shared", dims)
    lines.append(line)
    outputs: list[tuple[str, str]] = []  # (value, type)
    for k, (call, count) in enumerate(zip(calls, counts)):
        refs = parameter_groups(call, [names[j] for j in shared.sites[call.site]])
        workload = refs["workload"]
        lines.append(
            f"    %s{k}_w:3 = util.call {quote_symbol(count)}({', '.join(workload)}) : "
            f"({', '.join(['index'] * len(workload))}) -> (index, index, index)\n"
        )
        outputs += [(v, "index") for v in workload]
        outputs += [(f"%s{k}_w#{a}", "index") for a in range(3)]
        outputs += [(v, "i32") for v in refs["constants"]]
        outputs += [(v, "index") for v in refs["offsets"] + refs["lengths"]]
    if result_dim_count:
        lhs = "%r" if result_dim_count == 1 else f"%r:{result_dim_count}"
        lines.append(
            f"    {lhs} = util.call @{RESULT_DIMS}({', '.join(dims)}) : ({', '.join(['index'] * dim_count)}) "
            f"-> ({', '.join(['index'] * result_dim_count)})\n"
        )
        refs_r = ["%r"] if result_dim_count == 1 else [f"%r#{i}" for i in range(result_dim_count)]
        outputs += [(v, "index") for v in refs_r]
    size = QUERY_VALUE_BYTES * len(outputs)
    lines += [
        f"    %c{QUERY_VALUE_BYTES} = arith.constant {QUERY_VALUE_BYTES} : index\n",
        f"    %size = arith.constant {size} : index\n",
        "    %buffer = util.buffer.alloc uninitialized : !util.buffer{%size}\n",
    ]
    for i, (value, type_) in enumerate(outputs):
        op = "arith.index_castui" if type_ == "index" else "arith.extui"
        lines += [
            f"    %o{i} = {op} {value} : {type_} to i64\n",
            f"    %at{i} = arith.constant {QUERY_VALUE_BYTES * i} : index\n",
            f"    util.buffer.store %o{i}, %buffer[%at{i} for %c{QUERY_VALUE_BYTES}] : i64 -> !util.buffer{{%size}}\n",
        ]
    return (
        f"  util.func public @{QUERY_SHAPES}({args}) -> !util.buffer attributes {{iree.abi.stub}} {{\n"
        + "".join(lines)
        + "    util.return %buffer : !util.buffer\n"
        + "  }\n"
    )
