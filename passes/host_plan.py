"""What the benchmark modules' host code computes, decided in pure Python.

`host_code` builds host code from these plans; nothing here knows MLIR. A
site's parameters come from the shared shape math (`SharedMath`); the combined module
computes each distinct value once (`HostPlan`: binding ends and buffer strides, workgroup
counts, executables and their functions), stores them in one buffer (`Values`), and
each site's benchmark (`SiteEntry`) calls its runner's loader (`loader_functions`) with its
row of the loader's table, which holds where `SELECT` stored each value the site runs at;
the loader reads them (`runner_slot_types` order) and calls the runner (`runner_key`, one per
layout), and the entry fails with its messages (`site_messages`). Each site's entry, each
runner's loader and `__profile` are described once, as steps (`EntryFunction`:
`site_entry_function`, `loader_functions`, `profile_functions`), and built twice from that:
as util/scf ops for benchmarks.mlir (`host_code.entry_function`) and as VM ops added to
benchmarks.vmfb after the host compile (`site_entries`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Sequence, Union

from .abi import PROFILE_FUNCTION, QUERY_PARTS, SET_BUFFER_COPIES, SET_INPUT_DIMS
from .irutil import quote_symbol


@dataclass(frozen=True)
class Link:
    """One export of a size-range chain (`export_chain`) and the function of the workload that
    says whether it runs (None: it always does, the chain's fallback)."""

    export: str
    condition: Optional[str] = None


@dataclass(frozen=True)
class ParamsCall:
    """How to call one site's parameter function and read its results.

    Results are ordered: workload, push constants (i32), binding offsets,
    binding lengths; `binding_resources[i]` says which buffer binding i uses.
    """

    function: str
    executable: str
    variant: str
    export: str
    affinity: str
    workload_count: int
    constant_count: int
    binding_resources: tuple[int, ...]
    site: str = ""  # the dispatch site (its benchmark function's name)
    # Resources the kernel only reads (every binding of them read-only): their pooled buffers
    # hold zeros for good once filled (`host_code.benchmark_runner`). None given: all written.
    read_only_resources: tuple[int, ...] = ()
    # A size-range specialized export: the exports the model's host code tries, in order, the
    # first whose condition holds at the workload dispatched (`export_chain`). (): `export` alone.
    chain: tuple[Link, ...] = ()

    @property
    def binding_count(self) -> int:
        return len(self.binding_resources)

    @property
    def resources(self) -> list[int]:
        """The distinct resources bound, in order (a runner's buffers)."""
        return sorted(set(self.binding_resources))

    @property
    def written_resources(self) -> list[int]:
        return [r for r in self.resources if r not in self.read_only_resources]

    @property
    def result_types(self) -> list[str]:
        return (
            ["index"] * self.workload_count
            + ["i32"] * self.constant_count
            + ["index"] * (2 * self.binding_count)
        )

    @property
    def export_ref(self) -> str:
        return "::".join(quote_symbol(s) for s in (self.executable, self.variant, self.export))


SHAPE_MATH = "__dynbench_shape_math"  # private function: every site's parameters, each distinct value once


@dataclass(frozen=True)
class SharedMath:
    """The shape math of every site in one function (`SHAPE_MATH`): its result
    types, and per site the result that holds each of its parameters (in
    `ParamsCall` order)."""

    function: str
    types: tuple[str, ...]
    sites: dict[str, tuple[int, ...]]


SELECT = "__dynbench_select"  # private function: every parameter, workgroup count and buffer stride at the given dims, into VALUES
# !util.buffer: each distinct value of the sites' benchmarks, as i64 (`Values`). Public: the
# runners' loaders, added after the compile (`site_entries`), are its only readers.
VALUES_GLOBAL = "__dynbench_values"
EXECUTABLES_GLOBAL = "__dynbench_executables"  # !util.list<?> of !hal.executable: the sites' executables (`Executables`)
RUNNER_PREFIX = "__dynbench_run_"  # + k: public function, the benchmarks of the k-th layout (`benchmark_runner`)
LOADER_PREFIX = "__dynbench_load_"  # + k: the k-th runner's loader (`loader_functions`)
# The combined module's buffers, kept from call to call (`benchmark_runner`): a pool per device
# (affinity), per slot (the k-th resource of a benchmark) its buffer, allocated and zero-filled
# bytes; and the site they were last zero-filled for.
POOL_BUFFER_PREFIX = "__dynbench_pool_"  # + p_k: !hal.buffer of pool p, slot k
POOL_SIZE_PREFIX = "__dynbench_pool_size_"  # + p_k: bytes allocated
POOL_FILLED_PREFIX = "__dynbench_pool_filled_"  # + p_k: bytes zero-filled for the owner
POOL_OWNER = "__dynbench_pool_owner"  # i32: the site the buffers were zero-filled for (-1: none)
VALUE_BYTES = 8  # a value's place in VALUES: an index or i64, or an i32 in its low 4 bytes (little-endian, as the VM)


@dataclass(frozen=True)
class Strides:
    """The distinct buffer strides of the combined module's benchmarks.

    A resource's buffer spans the ends (offset + length) of the bindings that
    use it, rounded up to `COPY_ALIGNMENT`. Sites share most of their offsets
    and lengths, so `SELECT` checks each distinct binding end once and computes
    each distinct stride once, and the runners read them (`Values`)."""

    ends: tuple[tuple[int, int, str, int], ...]  # (offset result, length result, first site, its binding)
    strides: tuple[tuple[int, ...], ...]  # per stride: the ends it spans
    sites: dict[str, tuple[int, ...]]  # per site: the stride of each resource (sorted resources)


def plan_strides(shared: SharedMath, calls: list[ParamsCall]) -> Strides:
    ends: dict[tuple[int, int], int] = {}
    end_list: list[tuple[int, int, str, int]] = []
    strides: dict[tuple[int, ...], int] = {}
    sites: dict[str, tuple[int, ...]] = {}
    for call in calls:
        refs = parameter_groups(call, list(shared.sites[call.site]))
        per_resource = []
        for r in sorted(set(call.binding_resources)):
            spanned = []
            for b, res in enumerate(call.binding_resources):
                if res != r:
                    continue
                key = (refs["binding_offsets"][b], refs["binding_lengths"][b])
                if key not in ends:
                    ends[key] = len(end_list)
                    end_list.append((*key, call.site, b))
                spanned.append(ends[key])
            per_resource.append(strides.setdefault(tuple(spanned), len(strides)))
        sites[call.site] = tuple(per_resource)
    return Strides(tuple(end_list), tuple(strides), sites)


@dataclass(frozen=True)
class Workgroups:
    """The distinct workgroup counts of the combined module's benchmarks: an export
    at the same workload (the same shared results) has the same count, so `SELECT`
    computes each once, at the selected dims, and the sites' entries pass it to their runner,
    which checks that it fits the HAL's uint32 (not asserted: only that site's benchmark
    fails, its message names it, and the others still run)."""

    counts: tuple[tuple[ParamsCall, tuple[int, ...]], ...]  # (first site's call, its workload results)
    sites: dict[str, int]  # per site: its count


def plan_workgroups(shared: SharedMath, calls: list[ParamsCall]) -> Workgroups:
    index: dict[tuple, int] = {}
    counts: list[tuple[ParamsCall, tuple[int, ...]]] = []
    sites: dict[str, int] = {}
    for call in calls:
        workload = tuple(shared.sites[call.site][: call.workload_count])
        key = (call.affinity, call.export_ref, workload)
        if key not in index:
            index[key] = len(counts)
            counts.append((call, workload))
        sites[call.site] = index[key]
    return Workgroups(tuple(counts), sites)


@dataclass(frozen=True)
class Values:
    """Where `SELECT` puts each distinct value the benchmarks read, in `VALUES_GLOBAL`
    (an index, in i64s): the shared shape math's results, then per distinct workgroup
    count its x, y, z, then each distinct buffer stride, then the function of each
    export (`hal.executable.lookup.function`)."""

    shared: int  # how many results the shared shape math has
    counts: int  # how many distinct workgroup counts
    strides: int  # how many distinct strides
    functions: int  # how many exports

    def count(self, w: int) -> int:
        return self.shared + 3 * w

    def stride(self, k: int) -> int:
        return self.shared + 3 * self.counts + k

    def function(self, f: int) -> int:
        return self.shared + 3 * self.counts + self.strides + f

    @property
    def total(self) -> int:
        return self.shared + 3 * self.counts + self.strides + self.functions


@dataclass(frozen=True)
class Executables:
    """The executables and exports of the combined module's benchmarks, per device:
    `SELECT` looks each executable up into `EXECUTABLES_GLOBAL` and each export's
    function into `VALUES_GLOBAL`, so a runner serves every export of its layout."""

    executables: tuple[tuple[str, str], ...]  # (affinity, executable symbol)
    # (first site's call, its executable, the workload results that choose among a chain's
    # exports, () for a plain export) per export
    functions: tuple[tuple[ParamsCall, int, tuple[int, ...]], ...]
    sites: dict[str, tuple[int, int]]  # per site: its executable, its export's function


def plan_executables(shared: SharedMath, calls: Sequence[ParamsCall]) -> Executables:
    executables: dict[tuple[str, str], int] = {}
    functions: dict[tuple, int] = {}
    firsts: list[tuple[ParamsCall, int, tuple[int, ...]]] = []
    sites: dict[str, tuple[int, int]] = {}
    for call in calls:
        e = executables.setdefault((call.affinity, call.executable), len(executables))
        workload = tuple(shared.sites[call.site][: call.workload_count]) if call.chain else ()
        key = (call.affinity, call.export_ref, workload)
        if key not in functions:
            functions[key] = len(firsts)
            firsts.append((call, e, workload))
        sites[call.site] = (e, functions[key])
    return Executables(tuple(executables), tuple(firsts), sites)


@dataclass(frozen=True)
class HostPlan:
    """What the combined module's host code computes once, for every site (`plan_benchmarks`)."""

    shared: SharedMath
    strides: Strides
    workgroups: Workgroups
    executables: Executables

    @property
    def values(self) -> Values:
        return Values(
            len(self.shared.types), len(self.workgroups.counts), len(self.strides.strides),
            len(self.executables.functions),
        )


def plan_benchmarks(shared: SharedMath, calls: list[ParamsCall]) -> HostPlan:
    return HostPlan(shared, plan_strides(shared, calls), plan_workgroups(shared, calls), plan_executables(shared, calls))


@dataclass(frozen=True)
class SiteEntry:
    """A dispatch benchmark `(i32 repeat) -> ()` of the combined module: it calls its runner's
    loader (`loader_functions`) as site `site` (whom the pooled buffers were zero-filled for)
    with its row of the loader's table (`row`: the row's first i32, `runner_tables`), and fails
    with `messages[code - 1]` when that returns a nonzero code: a size overflow names the site,
    and only that site fails. Its row holds its executable's place in `EXECUTABLES_GLOBAL`,
    then the byte of `VALUES_GLOBAL` where `SELECT` stored each value it runs at (`slots`, of
    `types`: `runner_slot_types`). So a site's function is a call and its messages, whatever
    its kernel reads (the 32-layer 8B decode: 772 of them), and the runners the compiler sees
    take their values as arguments: reading them cost the compile more than it costs a
    loader built after it (docs/speed.md)."""

    name: str
    runner: str
    site: int
    executable: int  # its executable's place in `EXECUTABLES_GLOBAL`
    slots: tuple[int, ...]
    types: tuple[str, ...]
    messages: tuple[str, ...]
    row: int = 0  # the first i32 of its row in its loader's table (`runner_tables`)

    @property
    def table_row(self) -> tuple[int, ...]:
        return (self.executable, *self.slots)

    @property
    def loader(self) -> str:
        return loader_name(self.runner)


def loader_name(runner: str) -> str:
    return f"{LOADER_PREFIX}{runner.removeprefix(RUNNER_PREFIX)}"


TABLE_ENTRY_BYTES = 4  # a loader's table holds i32s: an executable's place, then byte places in VALUES


def runner_tables(entries: Sequence[SiteEntry]) -> tuple[list[SiteEntry], dict[str, list[int]]]:
    """Each runner's table (its sites' `table_row`s in order, for its loader) and the entries
    with their `row` set."""
    tables: dict[str, list[int]] = {}
    placed = []
    for entry in entries:
        table = tables.setdefault(entry.runner, [])
        placed.append(replace(entry, row=len(table)))
        table.extend(entry.table_row)
    return placed, tables


def runner_slot_types(call: ParamsCall) -> list[str]:
    """The types of the values a runner takes after its executable's place, in order: the
    export's function, the workgroup count (x, y, z), the push constants, binding offsets,
    binding lengths, and the buffer stride of each resource (`host_code.benchmark_runner`
    names them)."""
    types = ["i64", "index", "index", "index"] + ["i32"] * call.constant_count
    return types + ["index"] * (2 * call.binding_count + len(set(call.binding_resources)))


def site_entry_of(name: str, runner: str, site: int, call: ParamsCall, plan: HostPlan) -> SiteEntry:
    """Site `name` (number `site`, `call`): its runner's arguments and its messages."""
    values = plan.values
    refs = parameter_groups(call, list(plan.shared.sites[call.site]))
    executable, function = plan.executables.sites[call.site]
    w = values.count(plan.workgroups.sites[call.site])
    slots = [values.function(function), w, w + 1, w + 2]
    slots += refs["push_constants"] + refs["binding_offsets"] + refs["binding_lengths"]
    slots += [values.stride(k) for k in plan.strides.sites[call.site]]
    types = tuple(runner_slot_types(call))
    assert len(slots) == len(types)
    return SiteEntry(
        name, runner, site, executable, tuple(VALUE_BYTES * v for v in slots), types, site_messages(name, call)
    )


def site_messages(name: str, call: ParamsCall) -> tuple[str, ...]:
    """What site `name` fails with, per runner code from 1: its workgroup count does not
    fit, then each resource's buffer (in resource order) times its copies does not."""
    return (f"workgroup count of {name} would exceed uint32",) + tuple(
        COPIES_MESSAGE.format(r=r, name=name) for r in sorted(set(call.binding_resources))
    )


def parameter_groups(call: ParamsCall, items: list) -> dict[str, list]:
    """Items of a site's parameters (names, result indices) in `ParamsCall` order, grouped
    by kind and named as `abi.QUERY_PARTS` names them: workload, push constants, binding
    offsets, binding lengths (all but the workgroup count and the chain's variant, which the
    export's regions compute)."""
    w, c, b = call.workload_count, call.constant_count, call.binding_count
    return {
        "workload": items[:w],
        "push_constants": items[w : w + c],
        "binding_offsets": items[w + c : w + c + b],
        "binding_lengths": items[w + c + b : w + c + 2 * b],
    }


@dataclass(frozen=True)
class QueryGather:
    """`__query_shapes`' values as a gather: each distinct value computed and stored once
    (`values`), then copied to every place that holds it (`places[i]`: the index in `values` of
    the i-th value of the layout, `abi.QUERY_PARTS` per site). A 32-layer decoder's 772 sites
    hold 10,191 values of some 500 distinct ones; stored one by one they were most of the module.

    `values[k]` is a shared shape-math result (`("shared", j)`), one axis of an export's
    workgroup count at a workload of shared results (`("count", function, workload, axis)`), or
    which variant of a size-range chain runs at that workload (`("variant", function, workload)`)."""

    values: tuple[tuple, ...]
    places: tuple[int, ...]


def variant_function(count: str) -> str:
    """The name of the function that says which variant of a chain runs, beside its count function."""
    return f"{count}_variant"


def query_gather(sites: Sequence[tuple[ParamsCall, str]], shared: SharedMath) -> QueryGather:
    """The gather of the sites' values (`sites`: each site's call and its export's count function)."""
    values: dict[tuple, int] = {}
    places: list[int] = []

    def place(value: tuple) -> None:
        places.append(values.setdefault(value, len(values)))

    for call, count in sites:
        groups = parameter_groups(call, list(shared.sites[call.site]))
        workload = tuple(groups["workload"])
        groups["workgroups"] = [("count", count, workload, axis) for axis in range(3)]
        groups["variant"] = [("variant", variant_function(count), workload)] if call.chain else []
        for part in QUERY_PARTS:
            for item in groups[part]:
                place(item if part in ("workgroups", "variant") else ("shared", item))
    return QueryGather(tuple(values), tuple(places))


def runner_key(call: ParamsCall) -> tuple:
    """What a runner (`benchmark_runner`) depends on: the site's device and layout."""
    return (call.affinity, call.constant_count, call.binding_resources, call.read_only_resources)


COPIES_MESSAGE = "buffer {r} of {name} times its copies would exceed int64"


# -- a site's entry and `__profile`, as steps: one description, built in two dialects --------


@dataclass(frozen=True)
class Argument:
    """The function's argument `index`."""

    index: int


@dataclass(frozen=True)
class Constant:
    """An integer made where it is read: `type` is `i32`, or `index` (in the VM, the type the
    callee's parameter compiled to)."""

    value: int
    type: str


@dataclass(frozen=True)
class Named:
    """The constant a `Shared` step made."""

    name: str


@dataclass(frozen=True)
class RowEntry:
    """The `k`-th i32 of the calling site's row of the function's table (`EntryFunction.table`),
    as an index."""

    k: int


@dataclass(frozen=True)
class Stored:
    """The value `SELECT` stored in `VALUES_GLOBAL` at the byte the row's `k`-th i32 holds:
    `type` is `i64`, `index` (8 bytes) or `i32` (the low 4 of its 8, little-endian as the VM)."""

    k: int
    type: str


Operand = Union[Argument, Constant, Named, RowEntry, Stored]


@dataclass(frozen=True)
class Shared:
    """An integer made once, where this step stands, and read after as `Named(name)`."""

    name: str
    value: int
    type: str


@dataclass(frozen=True)
class Call:
    """Call `callee`; with `code`, it returns an i32 code, which the `FailOnCode` steps after read."""

    callee: str
    arguments: tuple[Operand, ...]
    code: bool = False


@dataclass(frozen=True)
class FailOnCode:
    """Fail with `abi.SIZE_OVERFLOW: message` where the last call's code is `code`."""

    code: int
    message: str


@dataclass(frozen=True)
class WhenAbove:
    """Run `steps` where argument `argument` (an i32) is above `bound`, as signed integers."""

    argument: int
    bound: Operand
    steps: tuple[Call, ...]


Step = Union[Shared, Call, FailOnCode, WhenAbove]


@dataclass(frozen=True)
class EntryFunction:
    """A public function of the combined module that the compiler need not see (`site_entries`
    says why): its name, argument types (`i32`, `i64`) and steps; no results, or the
    last call's code (`returns_code`). `table`: i32s a `RowEntry` reads, from the row that
    starts at the i32 argument `row` says."""

    name: str
    inputs: tuple[str, ...]
    steps: tuple[Step, ...]
    benchmark: bool  # a dispatch benchmark (`(i32 repeat) -> ()`): its reflection says so
    returns_code: bool = False
    table: tuple[int, ...] = ()
    row: int = 0


def site_entry_function(entry: SiteEntry) -> EntryFunction:
    """`entry.name(%repeat: i32)`: calls its loader with the site's number and its row, and
    fails with the site's message where that returns its code."""
    call = Call(entry.loader, (Argument(0), Constant(entry.site, "i32"), Constant(entry.row, "i64")), code=True)
    fails = tuple(FailOnCode(i + 1, message) for i, message in enumerate(entry.messages))
    return EntryFunction(entry.name, ("i32",), (call, *fails), benchmark=True)


def loader_functions(entries: Sequence[SiteEntry]) -> tuple[EntryFunction, ...]:
    """Per runner of `entries` (placed: `runner_tables`), in order, its loader: `(i32 repeat, i32
    site, i64 row) -> i32 code` reads the site's row of its table (the executable's place,
    then where each value sits in `VALUES_GLOBAL`), loads those values, calls the runner with
    them and returns its code."""
    placed, tables = runner_tables(entries)
    assert [e.row for e in placed] == [e.row for e in entries], "the entries' rows are not their tables'"
    types = {e.runner: e.types for e in reversed(entries)}
    loaders = []
    for runner, table in tables.items():
        values = tuple(Stored(1 + k, type_) for k, type_ in enumerate(types[runner]))
        call = Call(runner, (Argument(0), Argument(1), RowEntry(0), *values), code=True)
        loaders.append(EntryFunction(
            loader_name(runner), ("i32", "i32", "i64"), (call,), benchmark=False, returns_code=True,
            table=tuple(table), row=2,
        ))
    return tuple(loaders)


def entry_kind(function: EntryFunction) -> tuple:
    """The steps of `function` but for its constants' values and its messages: the entries of
    one kind differ in those alone, so either form builds the first and clones the others."""
    def kind(step):
        if isinstance(step, Call):
            return ("call", step.callee, step.code, tuple(
                ("constant", a.type) if isinstance(a, Constant) else a for a in step.arguments))
        if isinstance(step, FailOnCode):
            return ("fail",)
        return None  # no other step in a site's entry: such a function is never alike another
    kinds = tuple(kind(step) for step in function.steps)
    alike = None not in kinds and not function.table
    return (function.inputs, function.benchmark, function.returns_code, kinds) if alike else (function.name,)


PROFILE_PART = "__dynbench_profile_part_"  # + k: `__profile`'s k-th run of entries (`profile_functions`)
PROFILE_GROUP = "__dynbench_profile_group_"  # + k: a run of parts (or of groups), their arguments passed on
PROFILE_PART_ENTRIES = 16  # entries one part runs
PROFILE_FAN_OUT = 8  # parts (or groups) one group, and `__profile`, calls at most


def profile_functions(entries: Sequence[SiteEntry], dim_count: int) -> tuple[EntryFunction, ...]:
    """`__profile(i64 per dim, then (i32 repeat, i32 copies) per entry)`: selects the sizes,
    then runs each entry whose `repeat` is positive on `copies` buffer copies (back to 1
    after the last), in `entries` order. Stock tools call one function per process; this
    one call, under `--device_profiling_mode`, times every chosen dispatch, each repeated on
    its own buffers (`iree_dynbench.run.profiled`).

    The entries run in parts of `PROFILE_PART_ENTRIES` (`PROFILE_PART` functions, each taking
    its entries' arguments), called by a tree of `PROFILE_GROUP` functions of at most
    `PROFILE_FAN_OUT` calls each, `__profile` calling the top ones. IREE's VM encoder costs a
    function its values times its blocks times what lives across them, and each call of an
    entry ends a block with every later argument live: one function of a branch per entry
    took it 4 s at 772 entries (a 32-layer decoder), `__profile` calling 25 parts of 32
    entries 0.047 s, 49 parts of 16 under 7 groups 0.022 s. Returns the parts and groups,
    then `__profile`."""
    made: list[EntryFunction] = []
    level: list[EntryFunction] = []
    for first in range(0, len(entries), PROFILE_PART_ENTRIES):
        chunk = entries[first : first + PROFILE_PART_ENTRIES]
        steps: list[Step] = [Shared("zero", 0, "i32")]
        for k, entry in enumerate(chunk):
            run = (Call(SET_BUFFER_COPIES, (Argument(2 * k + 1),)), Call(entry.name, (Argument(2 * k),)))
            steps.append(WhenAbove(2 * k, Named("zero"), run))
        level.append(EntryFunction(f"{PROFILE_PART}{len(level)}", ("i32", "i32") * len(chunk), tuple(steps), False))
    made += level
    groups = 0
    while len(level) > PROFILE_FAN_OUT:
        calls = []
        for first in range(0, len(level), PROFILE_FAN_OUT):
            children = level[first : first + PROFILE_FAN_OUT]
            calls.append(EntryFunction(
                f"{PROFILE_GROUP}{groups}", tuple(t for c in children for t in c.inputs), _passing_on(children, 0), False))
            groups += 1
        made += calls
        level = calls
    steps = [Call(SET_INPUT_DIMS, tuple(Argument(i) for i in range(dim_count))), *_passing_on(level, dim_count),
             Call(SET_BUFFER_COPIES, (Constant(1, "i32"),))]
    inputs = ("i64",) * dim_count + ("i32", "i32") * len(entries)
    return (*made, EntryFunction(PROFILE_FUNCTION, inputs, tuple(steps), benchmark=False))


def _passing_on(callees: Sequence[EntryFunction], first: int) -> tuple[Call, ...]:
    """Calls of `callees`, each handed the next of the caller's arguments from `first` on, as many as it takes."""
    calls = []
    for callee in callees:
        calls.append(Call(callee.name, tuple(Argument(first + i) for i in range(len(callee.inputs)))))
        first += len(callee.inputs)
    return tuple(calls)
