"""Build the benchmark modules of a model from its `executable-configurations` IR.

Phases, as in upstream's DumpExecutableBenchmarks:
  1. `analyze`: the entry signature and every dispatch site, classified;
  2. `emit`: one private function computing every emittable site's parameters
     (the model's shape math, cloned once: each value computed once, as the
     model's host code does), then the combined module (all benchmarks: a runner
     per layout and an entry per site (`site_entries`),
     `__set_input_dims`, which computes the parameters, `__set_buffer_copies`),
     what the host-only query module
     (`query_module`, `__query_shapes`) is built from, and one standalone
     module per site (rendered as they are written: the sites that call one kernel
     alike share one rendering, with the shape math of them all, `_standalone_files`);
     `StandaloneEmitter` renders one site's standalone module at any sizes,
     optionally around another kernel (the tuner export's static flavour).
Every module is built as IR by a `module_builder.ModuleBuilder` (which raises
`EmitError` when one does not verify): the executables and device globals are
cloned from the model, so a benchmark runs the model's own kernel with the
model's own configuration and carries the `dense_resource` blobs it uses; the
host code is built by `host_code`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable, Iterator, Optional, Sequence

from iree.compiler import ir

from . import export_chain, host_code, host_ir, host_plan, irutil
from .abi import RESULT_DIMS, query_part_sizes
from .check_calls import CheckCalls
from .dispatch_sites import DispatchSite, KernelLength, entry_function, gather_sites
from .entry_signature import EntrySignature, read_signature
from .kernel_signature import BindingType, kernel_bindings, offset_constants
from .module_builder import ModuleBuilder
from .overflow_guards import guard_function, guard_shared_function
from .query_module import QuerySource
from .abi import SITE_GLOBAL
from .shape_math_cut import ShapeMathCutter
from .shape_slice import InputDim, Materializer, ShapeSlicer
from .values import ChainVariant, TensorType


@dataclass
class Analysis:
    module: ir.Module
    signature: EntrySignature
    sites: list[DispatchSite]
    result_reasons: list[Optional[str]]  # per result: why its dims are not queryable

    @property
    def input_dims(self) -> list[InputDim]:
        """The dynamic input dims, in `__query_shapes` argument order."""
        return [InputDim(k, d) for k, t in enumerate(self.signature.inputs) for d in t.dynamic_dims]

    @property
    def emitted(self) -> list[DispatchSite]:
        return [s for s in self.sites if s.skip_reason is None]

    @property
    def skipped(self) -> list[DispatchSite]:
        return [s for s in self.sites if s.skip_reason is not None]


@dataclass(frozen=True)
class SiteLayout:
    """Where one dispatch's parameters sit in the `__query_shapes` results."""

    name: str
    executable: str
    variant: str
    export: str
    start: int
    workload_count: int
    constant_count: int
    binding_resources: tuple[int, ...]
    binding_access: tuple[str, ...]
    bindings: tuple[BindingType, ...] = ()  # the kernel's view of its bindings
    offset_constants: tuple[int, ...] = ()  # push constants the kernel uses only as byte offsets
    chain: tuple[ChainVariant, ...] = ()  # a size-range specialized export's variants, in the order tried

    @property
    def value_count(self) -> int:
        """How many `__query_shapes` results this dispatch takes."""
        return sum(query_part_sizes(self.workload_count, self.constant_count, len(self.binding_resources),
                                    bool(self.chain)))


@dataclass(frozen=True)
class QueryConvention:
    """The calling convention of `__query_shapes`."""

    input_dims: tuple[InputDim, ...]
    sites: tuple[SiteLayout, ...]
    result_dims: tuple[tuple[int, int], ...]  # (result, dim) per trailing output
    result_start: int


@dataclass
class GeneratedModules:
    combined: str  # all benchmarks + __set_input_dims + __set_buffer_copies
    layout: QueryConvention
    query: QuerySource  # for query_module.build, with the benchmark module's executables at executable-targets
    _render_standalone: Callable[[], Iterator[tuple[str, str]]]
    # The combined module without the sites' entries: what benchmarks.vmfb is compiled from
    # (`executable-configurations`).
    to_compile: ir.Module
    # Each site's benchmark function, which benchmarks.mlir holds as `util.func`s and the
    # finish adds to benchmarks.vmfb in the VM dialect (`site_entries`).
    entries: tuple[host_plan.SiteEntry, ...] = ()
    # The shape math reads a weight (`irutil.holds_weights`): from a compile that left the
    # weights out, these modules lack its value.
    reads_weights: bool = False

    def standalone_files(self) -> Iterator[tuple[str, str]]:
        """(site name, module with one public function), one at a time: a 32-layer model's are
        42 MB of text, written as they come rather than held."""
        return self._render_standalone()

    @property
    def standalone(self) -> dict[str, str]:
        """Site name -> module with one public function (every one rendered)."""
        return dict(self.standalone_files())


def analyze(module: ir.Module, function: Optional[str] = None, given: Sequence[TensorType] = ()) -> Analysis:
    """`given`: the input types to take for arguments the program never imports (`read_signature`)."""
    entry = entry_function(module, function)
    signature = read_signature(module, entry, given)
    sites = gather_sites(module, entry)
    slicer = ShapeSlicer()
    reasons = []
    for result in signature.results:
        reason = result.unresolved
        for value, frame in result.dim_values:
            if reason is None:
                why = slicer.why_not(value, frame)
                reason = None if why is None else str(why)
        reasons.append(reason)
    return Analysis(module, signature, sites, reasons)


class _Parts:
    """Everything of the benchmark modules that does not depend on the sizes, as IR
    in the model's context: the model's ops to clone and the shape-math functions.

    The standalone modules' shape math is cut out of the shared function (`site_math`):
    extract renders them, each with the shape math of its kernel's call sites
    (`_standalone_files`), while the compiler works on the combined module."""

    def __init__(self, analysis: Analysis):
        module = analysis.module
        self.analysis = analysis
        self.context = module.context
        self._builder = ModuleBuilder(self.context, "shape math")
        self.attributes, self.device_globals, self.executables = _model_pieces(module)
        self.conditions = export_chain.Conditions()  # of the size-range chains the sites dispatch
        self.calls: dict[str, host_plan.ParamsCall] = {}
        layouts = []
        start = 0
        kernels: dict[tuple[str, str, str], tuple] = {}  # sites share exports

        def kernel_of(*export: str) -> tuple[tuple[BindingType, ...], tuple[int, ...]]:
            if export not in kernels:
                kernels[export] = (tuple(kernel_bindings(module, *export)), offset_constants(module, *export))
            return kernels[export]

        for site in analysis.emitted:
            chain = self.conditions.chain(self.executables[site.executable], site.variant, site.export)
            call = _params_call(site, chain=chain)
            self.calls[site.name] = call
            bindings, offsets = kernel_of(site.executable, site.variant, site.export)
            layout = SiteLayout(
                name=site.name,
                executable=site.executable,
                variant=site.variant,
                export=site.export,
                start=start,
                workload_count=call.workload_count,
                constant_count=call.constant_count,
                binding_resources=call.binding_resources,
                binding_access=tuple(b.access for b in site.bindings),
                bindings=bindings,
                offset_constants=offsets,
                chain=export_chain.chain_variants(self.executables[site.executable], site.variant, chain,
                                                  call.workload_count),
            )
            layouts.append(layout)
            start += layout.value_count
        result_dims, self.result_dims = _result_dims_function(analysis, self._builder)
        self.shared, self.shared_function = _shared_function(analysis, self._builder)
        self.layout = QueryConvention(tuple(analysis.input_dims), tuple(layouts), tuple(result_dims), start)
        self.shape_math = self._builder.finish()  # holds the functions (verified)
        self._cutter: Optional[ShapeMathCutter] = None

    def site_math(self, builder: ModuleBuilder, sites: Sequence[DispatchSite]) -> host_plan.SharedMath:
        """The shape math of `sites` (one kernel's call sites, in rank order) into `builder`'s
        module, cut out of the shared function (`shape_math_cut`)."""
        if self._cutter is None:
            self._cutter = ShapeMathCutter(self.shared_function, self.shared, _dim_labels(self.analysis.input_dims))
        shared, _ = self._cutter.cut(builder, [(s.name, _parameter_labels(s)) for s in sites])
        return shared

    def call_key(self, site: DispatchSite) -> host_plan.ParamsCall:
        """Equal for two sites that call the same kernel alike (device, resources, counts):
        one benchmark function serves both, whatever their shape math."""
        return replace(self.calls[site.name], function="", site="")


def _parts(analysis: Analysis) -> _Parts:
    return _Parts(analysis)


def emit(analysis: Analysis, default_dims: Sequence[int]) -> GeneratedModules:
    """Benchmark modules for the emittable sites, defaulting to `default_dims`."""
    dims = analysis.input_dims
    assert len(default_dims) == len(dims)
    parts = _parts(analysis)
    shared = parts.shared
    builder = _model_builder(parts, "benchmarks", parts.executables.values())
    calls = [parts.calls[s.name] for s in analysis.emitted]
    plan = host_plan.plan_benchmarks(shared, calls)
    with builder.building():
        host_code.benchmark_globals(default_dims)
        host_code.values_global()
        pool_slots = _pool_slots(calls)
        host_code.pool_globals([written + read for written, read in pool_slots])
    shape_math = builder.clone(parts.shared_function)
    runners, entries = _benchmarks(analysis, parts, plan)
    entries, _ = host_plan.runner_tables(entries)
    with builder.building():
        host_code.select_function(plan, len(dims))
        host_code.shared_initializer(len(dims))
        host_code.set_input_dims(len(dims), select=True)
        host_code.set_buffer_copies(disown=True)
        for name, call, pool in runners:
            host_code.benchmark_runner(name, call, pool, pool_slots[pool][0])
    checks = CheckCalls(builder)  # the shape math is inlined into the select: its asserts as calls
    for function in (shape_math, builder.symbols[host_plan.SELECT]):
        checks.move(function)
    checks.finish()
    # benchmarks.vmfb gets these in the VM dialect (`site_entries`): not to_compile
    with builder.building() as vm_level:
        for loader in host_plan.loader_functions(entries):
            host_code.entry_function(loader)
        functions = host_code.EntryFunctions()
        for entry in entries:
            functions.add(host_plan.site_entry_function(entry))
        for function in host_plan.profile_functions(entries, len(dims)):
            host_code.entry_function(function)
    combined = builder.text()
    for op in vm_level:  # the builder is done with: its module becomes the compile's input
        op.erase()
    query_functions = [parts.shared_function]
    if parts.result_dims is not None:
        query_functions.append(parts.result_dims)
    query = QuerySource(
        parts.shape_math, tuple(query_functions), tuple(parts.calls[s.name] for s in analysis.emitted),
        shared, tuple(_dim_labels(dims)), len(parts.layout.result_dims),
    )
    return GeneratedModules(
        combined, parts.layout, query, lambda: _standalone_files(parts, default_dims), builder.module,
        entries=tuple(entries), reads_weights=irutil.holds_weights(query_functions),
    )


def _pools(calls: Sequence[host_plan.ParamsCall]) -> dict[str, int]:
    """The buffer pool of each device (affinity) the benchmarks run on, in order of first use."""
    return {affinity: p for p, affinity in enumerate(dict.fromkeys(c.affinity for c in calls))}


def _pool_slots(calls: Sequence[host_plan.ParamsCall]) -> list[tuple[int, int]]:
    """Per pool: the most resources one benchmark on its device writes, and the most it only
    reads (the pool's written slots come first, then its read-only ones)."""
    pools = _pools(calls)
    slots = [(0, 0)] * len(pools)
    for c in calls:
        written, read = slots[pools[c.affinity]]
        slots[pools[c.affinity]] = (max(written, len(c.written_resources)), max(read, len(c.read_only_resources)))
    return slots


def _benchmarks(
    analysis: Analysis, parts: _Parts, plan: host_plan.HostPlan
) -> tuple[list[tuple[str, host_plan.ParamsCall, int]], list[host_plan.SiteEntry]]:
    """The combined module's benchmarks: a runner per device and layout (its name, first
    call and pool: `host_code.benchmark_runner`), and per site its entry
    (`host_plan.SiteEntry`): host code that grows with the layouts, not with the sites."""
    runners: dict[tuple, str] = {}
    firsts = []
    entries = []
    pools = _pools([parts.calls[s.name] for s in analysis.emitted])
    for number, site in enumerate(analysis.emitted):
        call = parts.calls[site.name]
        key = host_plan.runner_key(call)
        if key not in runners:
            runners[key] = f"{host_plan.RUNNER_PREFIX}{len(runners)}"
            firsts.append((runners[key], call, pools[call.affinity]))
        entries.append(
            host_plan.site_entry_of(site.name, runners[key], number, call, plan)
        )
    return firsts, entries


class StandaloneEmitter:
    """Standalone benchmark modules of one analysis, at any sizes, any kernel.

    `module(site, dims)` is that site's module alone at `dims` (the file `emit` writes for it
    also holds the shape math of its kernel's other call sites: the same parameters); with
    `executable` (a `hal.executable` in the analysis' context with the
    same interface, e.g. a static-specialized kernel) that kernel replaces the
    model's, the host code staying the same.
    """

    def __init__(self, analysis: Analysis):
        self.analysis = analysis
        self._parts = _parts(analysis)
        self._sites = {s.name: s for s in analysis.emitted}

    def module(self, site_name: str, dims: Sequence[int], executable: Optional[ir.Operation] = None,
               settable: bool = False) -> str:
        """`settable`: also `__set_input_dims`, so one compiled file runs at any sizes (tuning
        candidates are timed at several), and `__set_buffer_copies`, so it also runs cold (tune's
        cold timing, `run.cache_state`)."""
        assert len(dims) == len(self.analysis.input_dims)
        return _standalone(self._parts, [self._sites[site_name]], dims, site_name, executable, settable)


# The name a template is rendered under (`_standalone_files`): a bare identifier no model names
# anything, replaced in the text by each site's name (site names are `[A-Za-z0-9_]`).
_TEMPLATE_NAME = "__dynbench_site_template__"
_BARE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _standalone_files(parts: _Parts, dims: Sequence[int]) -> Iterator[tuple[str, str]]:
    """Every emitted site's standalone module. The sites that call one kernel alike
    (`_Parts.call_key`: a layer's dispatch in every layer) share one rendering: the kernel,
    the shape math of them all (each value computed and guarded once, as in the combined
    module) and the benchmark, made under a placeholder name and copied as text with each
    site's name and its number among them (`SITE_GLOBAL`), which picks its parameters. A
    layer's offset into a packed buffer differs in every layer; one function per site would
    render the 32-layer 8B decode's 772 files 213 times, this renders them once per kernel."""
    groups: dict[host_plan.ParamsCall, list[DispatchSite]] = {}
    for site in parts.analysis.emitted:
        if not _BARE_NAME.fullmatch(site.name):  # a name the placeholder's spelling cannot stand for
            yield site.name, _standalone(parts, [site], dims, site.name)
            continue
        groups.setdefault(parts.call_key(site), []).append(site)
    first_line = _site_line(0)
    for sites in groups.values():
        template = _standalone(parts, sites, dims, _TEMPLATE_NAME)
        # Split once at the site's number and at each use of the placeholder: a copy is then a join.
        assert len(sites) == 1 or template.count(first_line) == 1
        before, _, after = template.partition(first_line) if len(sites) > 1 else (template, "", "")
        pieces = (before.split(_TEMPLATE_NAME), after.split(_TEMPLATE_NAME))
        for number, site in enumerate(sites):
            line = _site_line(number) if len(sites) > 1 else ""
            yield site.name, site.name.join(pieces[0]) + line + site.name.join(pieces[1])


def _site_line(number: int) -> str:
    """How the printed module states which site it benchmarks (`host_code.site_global`)."""
    return f"util.global private @{SITE_GLOBAL} = {number} : index\n"


def _standalone(
    parts: _Parts, sites: Sequence[DispatchSite], dims: Sequence[int], name: str,
    executable: Optional[ir.Operation] = None, settable: bool = False,
) -> str:
    """The standalone module of `sites` (one kernel, called alike), benchmarking the first under
    `name`: the kernel (or `executable`, with the same interface), the dims as globals, their
    shape math in one function, a parameter function picking the site `SITE_GLOBAL` names (none
    for one site), the benchmark; `settable`: also `__set_input_dims` and `__set_buffer_copies`."""
    first = sites[0]
    builder = _model_builder(parts, name, [])
    kernel = executable if executable is not None else parts.executables[first.executable]
    builder.clone(kernel, name=first.executable)
    conditions = export_chain.Conditions()  # the kernel's own chain (a replacement may have none)
    call = _params_call(first, name, conditions.chain(kernel, first.variant, first.export, first.executable))
    export_chain.add_conditions(builder, kernel, conditions, first.executable)
    with builder.building():
        host_code.benchmark_globals(dims)
        if len(sites) > 1:
            host_code.site_global(0)
    shared = parts.site_math(builder, sites)
    with builder.building():
        host_code.site_params_function(call, shared, [s.name for s in sites], len(dims))
        host_code.benchmark_function(name, call, len(dims))
        if settable:
            host_code.set_input_dims(len(dims))
            host_code.set_buffer_copies()
    return builder.text()


def _model_builder(parts: _Parts, name: str, executables) -> ModuleBuilder:
    """A builder of a module with the model's attributes, device globals and `executables`."""
    builder = ModuleBuilder(parts.context, name, parts.attributes)
    for op in parts.device_globals:
        builder.clone(op)
    for op in executables:
        builder.clone(op)
        export_chain.add_conditions(builder, op, parts.conditions)
    return builder


def _model_pieces(module: ir.Module) -> tuple[list[ir.NamedAttribute], list[ir.Operation], dict[str, ir.Operation]]:
    """The model's module attributes (but its name), device globals and executables."""
    attrs = module.operation.attributes
    attributes = [attrs[i] for i in range(len(attrs)) if attrs[i].name not in ("sym_name", "sym_visibility")]
    device_globals, executables = [], {}
    for op in module.body.operations:
        if irutil.is_device_global(op):
            device_globals.append(op.operation)
        elif op.operation.name == "hal.executable":
            executables[irutil.symbol_name(op)] = op.operation
    return attributes, device_globals, executables


def _params_call(site: DispatchSite, name: Optional[str] = None,
                 chain: tuple[host_plan.Link, ...] = ()) -> host_plan.ParamsCall:
    """How the site's parameter function is called and its results read (`name`: the site's
    name in the module, by default its own; `chain`: its export's size-range variants)."""
    name = name or site.name
    return host_plan.ParamsCall(
        function=f"__dynbench_params_{name}",
        executable=site.executable,
        variant=site.variant,
        export=site.export,
        affinity=site.affinity,
        workload_count=len(site.workload),
        constant_count=len(site.constants),
        binding_resources=tuple(b.resource for b in site.bindings),
        site=name,
        chain=chain,
        read_only_resources=tuple(sorted(
            {b.resource for b in site.bindings} - {b.resource for b in site.bindings if b.access != "ro"}
        )),
    )


def _result_dims_function(
    analysis: Analysis, shape_math: ModuleBuilder
) -> tuple[list[tuple[int, int]], Optional[ir.Operation]]:
    values, positions = [], []
    for r, (result, reason) in enumerate(zip(analysis.signature.results, analysis.result_reasons)):
        if reason is not None or result.type is None:
            continue
        for dim, value in zip(result.type.dynamic_dims, result.dim_values):
            values.append(value)
            positions.append((r, dim))
    if not values:
        return [], None
    labels = [f"result {r} dim {d}" for r, d in positions]
    function, _ = _clone_shape_math(
        RESULT_DIMS, values, analysis, shape_math, labels, f"@{analysis.signature.name}"
    )
    return positions, function


def _shared_function(
    analysis: Analysis, shape_math: ModuleBuilder, sites: Optional[Sequence[DispatchSite]] = None
) -> tuple[host_plan.SharedMath, ir.Operation]:
    """One private function computing the parameters of `sites` (default: every emitted
    site), each distinct value once.

    The model's host code computes its shape math once; a function per site
    recomputes the prefix each site shares (e.g. the offsets of a packed
    resource) and the VM module grows with sites x prefix. Here the slices of
    all sites are cloned into one function with one memo, so the module holds
    what the model's host code holds. Results are the distinct values, in first
    use order; `SharedMath.sites` says which result each parameter of a site is. (Given
    `sites`, their slice alone: what a standalone file's cut, `_Parts.site_math`, computes.)
    """
    values, labels = [], []
    per_site: dict[str, list[int]] = {}
    for rank, site in enumerate(analysis.emitted if sites is None else sites):
        site_labels = _parameter_labels(site)
        indices = []
        for position, (source, label) in enumerate(zip(site.sources(), site_labels)):
            values.append(source)
            indices.append(len(values) - 1)
            labels.append((rank, position, site.name, label))
        per_site[site.name] = indices
    function, result_of = _clone_shape_math(
        host_plan.SHAPE_MATH, values, analysis, shape_math, None, None, shared_labels=labels
    )
    types = [str(t) for t in ir.FunctionType(ir.TypeAttr(function.attributes["function_type"]).value).results]
    sites = {name: tuple(result_of[i] for i in indices) for name, indices in per_site.items()}
    return host_plan.SharedMath(host_plan.SHAPE_MATH, tuple(types), sites), function


def _dim_labels(dims: Sequence[InputDim]) -> list[str]:
    """The input dims as shapes.json names them (`input0.dim1`)."""
    return [d.name for d in dims]


def _parameter_labels(site: DispatchSite) -> list[str]:
    return (
        [f"workload {i}" for i in range(len(site.workload))]
        + [f"push constant {i}" for i in range(len(site.constants))]
        + [f"binding {b} offset" for b in range(len(site.bindings))]
        + [f"binding {b} length" for b in range(len(site.bindings))]
    )


def _clone_shape_math(
    name: str, values, analysis: Analysis, shape_math: ModuleBuilder, labels: Optional[Sequence[str]],
    what: Optional[str], shared_labels: Optional[Sequence[tuple[int, int, str, str]]] = None, guard: bool = True,
) -> tuple[ir.Operation, list[int]]:
    """A private `util.func` in `shape_math` that recomputes `values` from the input dims,
    with an overflow guard before each op that can wrap (`overflow_guards`; `labels`
    name the values, `what` their dispatch, in its messages).

    With `shared_labels` (per value: dispatch rank, parameter position, dispatch,
    label) the function returns each distinct value once; the second result is,
    per value, the index of the result that holds it. `guard=False`: no guards (the
    caller adds them)."""
    dims = analysis.input_dims
    context = shape_math.context
    with shape_math.building():
        func = host_code.empty_function(name, len(dims))
    block = func.regions[0].blocks[0]
    terminator = list(block.operations)[-1]
    position = {d: i for i, d in enumerate(dims)}
    with context, ir.Location.unknown():
        ip = ir.InsertionPoint(terminator)

        def input_dim(dim: InputDim) -> ir.Value:
            if dim in position:
                return block.arguments[position[dim]]
            static = analysis.signature.inputs[dim.input].dims[dim.dim]
            with ip:
                return host_ir.const(host_ir.index(), static)

        materialize = Materializer(ip, input_dim)

        def value_of(source) -> ir.Value:
            if isinstance(source, KernelLength):  # from the site's push constants, as its kernel reaches
                site = source.site
                return source.extent.emit(ip, lambda k: materialize(site.constants[k], site.frame))
            return materialize(*source)

        results = [value_of(source) for source in values]
        result_of = list(range(len(results)))
        if shared_labels is not None:
            distinct: dict[ir.Value, int] = {}
            for i, r in enumerate(results):
                result_of[i] = distinct.setdefault(r, len(distinct))
            results = list(distinct)
        with ip:
            if results:
                # IREE's IPO mis-rewrites callers of functions that return an
                # argument twice ("operand is unlinked"); a barrier hides that.
                results = host_ir.barrier(results)
            host_ir.return_(results)
        terminator.erase()
        func.attributes["function_type"] = ir.TypeAttr.get(
            ir.FunctionType.get([ir.IndexType.get()] * len(dims), [r.type for r in results])
        )
    if not guard:
        return func, result_of
    arg_labels = _dim_labels(dims)
    if shared_labels is None:
        guard_function(func, labels, arg_labels, what)
    else:
        uses: list[list[tuple[int, int, str, str]]] = [[] for _ in results]
        for i, label in enumerate(shared_labels):
            uses[result_of[i]].append(label)
        guard_shared_function(func, uses, arg_labels)
    return func, result_of
