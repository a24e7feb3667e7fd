"""Build the benchmark modules of a model from its `executable-configurations` IR.

Phases, as in upstream's DumpExecutableBenchmarks:
  1. `analyze`: the entry signature and every dispatch site, classified;
  2. `emit`: per emittable site a private parameter function (the model's
     shape math, cloned), then the combined module (all benchmarks,
     `__query_shapes`, `__set_input_dims`, `__set_buffer_copies`) and one standalone module per site;
     `StandaloneEmitter` renders one site's standalone module at any sizes,
     optionally around another kernel (the tuner export's static flavour).
The executables are copied verbatim from the model, so a benchmark runs the
model's own kernel with the model's own configuration.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping, Optional, Sequence

from iree.compiler import ir

from . import irutil, templates
from .errors import PassError
from .dispatch_sites import DispatchSite, entry_function, gather_sites
from .entry_signature import EntrySignature, read_signature
from .kernel_signature import BindingType, kernel_bindings
from .shape_slice import InputDim, Materializer, ShapeSlicer


class EmitError(PassError, RuntimeError):
    """The generated IR did not verify: a bug in dynbench, not in the model."""

    def __init__(self, message: str, ir_text: str):
        super().__init__(message)
        self.ir_text = ir_text


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

    @property
    def value_count(self) -> int:
        """How many `__query_shapes` results this dispatch takes."""
        return self.workload_count + 3 + self.constant_count + 2 * len(self.binding_resources)


@dataclass(frozen=True)
class QueryLayout:
    """The calling convention of `__query_shapes`."""

    input_dims: tuple[InputDim, ...]
    sites: tuple[SiteLayout, ...]
    result_dims: tuple[tuple[int, int], ...]  # (result, dim) per trailing output
    result_start: int


@dataclass
class BenchmarkSuite:
    combined: str  # all benchmarks + __query_shapes + __set_input_dims
    standalone: dict[str, str]  # site name -> module with one public function
    layout: QueryLayout


def analyze(module: ir.Module, function: Optional[str] = None) -> Analysis:
    entry = entry_function(module, function)
    signature = read_signature(module, entry)
    sites = gather_sites(module, entry)
    slicer = ShapeSlicer()
    reasons = []
    for result in signature.results:
        reason = result.unresolved
        for value, frame in result.dim_values:
            reason = reason or slicer.why_not(value, frame)
        reasons.append(reason)
    return Analysis(module, signature, sites, reasons)


@dataclass
class _Parts:
    """Everything of the benchmark modules that does not depend on the sizes."""

    header: list[tuple[str, str]]  # module attributes (name, value)
    device_globals: str
    executables: dict[str, str]  # executable symbol -> text
    params_text: dict[str, str]  # site name -> parameter function
    calls: dict[str, templates.ParamsCall]
    blobs: dict[str, str]
    layout: QueryLayout
    result_text: str


def _parts(analysis: Analysis) -> _Parts:
    module = analysis.module
    context = module.context
    header, device_globals, executables = _model_pieces(module)
    params_text: dict[str, str] = {}
    calls: dict[str, templates.ParamsCall] = {}
    layouts = []
    start = 0
    for site in analysis.emitted:
        call, text = _params_function(site, analysis, context)
        calls[site.name], params_text[site.name] = call, text
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
            bindings=tuple(kernel_bindings(module, site.executable, site.variant, site.export)),
        )
        layouts.append(layout)
        start += layout.value_count
    result_dims, result_text = _result_dims_function(analysis, context)
    layout = QueryLayout(tuple(analysis.input_dims), tuple(layouts), tuple(result_dims), start)
    return _Parts(header, device_globals, executables, params_text, calls, resource_blobs(module), layout, result_text)


def emit(analysis: Analysis, default_dims: Sequence[int]) -> BenchmarkSuite:
    """Benchmark modules for the emittable sites, defaulting to `default_dims`."""
    dims = analysis.input_dims
    assert len(default_dims) == len(dims)
    parts = _parts(analysis)
    globals_text = templates.benchmark_globals(list(default_dims))
    benchmarks = {
        s.name: templates.benchmark_function(s.name, parts.calls[s.name], len(dims)) for s in analysis.emitted
    }
    combined_body = (
        parts.device_globals
        + "".join(parts.executables.values())
        + globals_text
        + "".join(parts.params_text.values())
        + parts.result_text
        + templates.set_input_dims(len(dims))
        + templates.set_buffer_copies()
        + templates.query_shapes(list(parts.calls.values()), len(dims), len(parts.layout.result_dims))
        + "".join(benchmarks.values())
    )
    combined = _finish(parts.header, combined_body, analysis.module.context, "benchmarks", parts.blobs)
    standalone = {s.name: _standalone(analysis, parts, s, default_dims) for s in analysis.emitted}
    return BenchmarkSuite(combined, standalone, parts.layout)


class StandaloneEmitter:
    """Standalone benchmark modules of one analysis, at any sizes, any kernel.

    `module(site, dims)` is the file `emit` writes for that site at `dims`;
    with `executable` (the text of a `hal.executable` of the same symbol and
    interface) that kernel replaces the model's, the host code staying the same.
    """

    def __init__(self, analysis: Analysis):
        self.analysis = analysis
        self._parts = _parts(analysis)
        self._sites = {s.name: s for s in analysis.emitted}

    def module(
        self, site_name: str, dims: Sequence[int], executable: Optional[str] = None, blobs: Mapping[str, str] = {}
    ) -> str:
        """`blobs`: the `dense_resource` entries `executable` references (see `resource_blobs`)."""
        assert len(dims) == len(self.analysis.input_dims)
        return _standalone(self.analysis, self._parts, self._sites[site_name], dims, executable, blobs)


def _standalone(
    analysis: Analysis,
    parts: _Parts,
    site: DispatchSite,
    dims: Sequence[int],
    executable: Optional[str] = None,
    blobs: Mapping[str, str] = {},
) -> str:
    """One site's module: its executable, the dims as globals, its parameter function and benchmark."""
    kernel = executable if executable is not None else parts.executables[site.executable]
    body = (
        parts.device_globals
        + kernel
        + templates.benchmark_globals(list(dims))
        + parts.params_text[site.name]
        + templates.benchmark_function(site.name, parts.calls[site.name], len(dims))
    )
    resources = _used_resources(body, {**parts.blobs, **blobs})
    if executable is None:
        # Every piece is also in the combined module, which `emit` verified.
        return templates.module(parts.header, body, resources)
    return _finish(parts.header, body, analysis.module.context, site.name, {**parts.blobs, **blobs})


_RESOURCE_ENTRY = re.compile(r"^\s*([^\s:]+|\"[^\"]*\"): \"0x[0-9A-Fa-f]*\",?$")


def resource_blobs(module: ir.Module) -> dict[str, str]:
    """`dense_resource` blobs of a module by name (printed ops omit them), as resource-section entries."""
    text = str(module)
    start = text.rfind("\n{-#")
    if start < 0:
        return {}
    blobs = {}
    for line in text[start:].splitlines():
        match = _RESOURCE_ENTRY.match(line)
        if match:
            blobs[match.group(1)] = line.strip().rstrip(",")
    return blobs


def _used_resources(body: str, blobs: dict[str, str]) -> list[str]:
    """The resource-section entries of the blobs `body` references."""
    return [entry for name, entry in blobs.items() if f"dense_resource<{name}>" in body]


def _model_pieces(module: ir.Module) -> tuple[list[tuple[str, str]], str, dict[str, str]]:
    """Module header, device globals and executables of the model, as text."""
    attrs = module.operation.attributes
    named = (attrs[i] for i in range(len(attrs)))
    header = [(a.name, str(a.attr)) for a in named if a.name not in ("sym_name", "sym_visibility")]
    device_globals, executables = [], {}
    for op in module.body.operations:
        name = op.operation.name
        if irutil.is_device_global(op):
            device_globals.append(f"  {op}\n")
        elif name == "hal.executable":
            executables[irutil.symbol_name(op)] = f"  {op}\n"
    return header, "".join(device_globals), executables


def _params_function(site: DispatchSite, analysis: Analysis, context) -> tuple[templates.ParamsCall, str]:
    """A private function computing the site's parameters from the input dims."""
    name = f"__dynbench_params_{site.name}"
    values = site.parameters
    text = _clone_shape_math(name, [(v, site.frame) for v in values], analysis, context)
    call = templates.ParamsCall(
        function=name,
        executable=site.executable,
        variant=site.variant,
        export=site.export,
        affinity=site.affinity,
        workload_count=len(site.workload),
        constant_count=len(site.constants),
        binding_resources=tuple(b.resource for b in site.bindings),
    )
    return call, text


def _result_dims_function(analysis: Analysis, context) -> tuple[list[tuple[int, int]], str]:
    values, positions = [], []
    for r, (result, reason) in enumerate(zip(analysis.signature.results, analysis.result_reasons)):
        if reason is not None or result.type is None:
            continue
        for dim, value in zip(result.type.dynamic_dims, result.dim_values):
            values.append(value)
            positions.append((r, dim))
    if not values:
        return [], ""
    return positions, _clone_shape_math(templates.RESULT_DIMS, values, analysis, context)


def _clone_shape_math(name: str, values, analysis: Analysis, context) -> str:
    """A private `util.func` that recomputes `values` from the input dims."""
    dims = analysis.input_dims
    scratch = ir.Module.parse(templates.empty_function(name, len(dims)), context)
    func = scratch.body.operations[0]
    block = func.regions[0].blocks[0]
    terminator = list(block.operations)[-1]
    position = {d: i for i, d in enumerate(dims)}
    with context, ir.Location.unknown():
        ip = ir.InsertionPoint(terminator)

        def input_dim(dim: InputDim) -> ir.Value:
            if dim in position:
                return block.arguments[position[dim]]
            static = analysis.signature.inputs[dim.input].dims[dim.dim]
            return ir.Operation.create(
                "arith.constant",
                results=[ir.IndexType.get()],
                attributes={"value": ir.IntegerAttr.get(ir.IndexType.get(), static)},
                ip=ip,
            ).results[0]

        materialize = Materializer(ip, input_dim)
        results = [materialize(v, frame) for v, frame in values]
        if results:
            # IREE's IPO mis-rewrites callers of functions that return an
            # argument twice ("operand is unlinked"); a barrier hides that.
            results = list(
                ir.Operation.create(
                    "util.optimization_barrier", results=[r.type for r in results], operands=results, ip=ip
                ).results
            )
        ir.Operation.create("util.return", operands=results, ip=ip)
        terminator.erase()
        func.operation.attributes["function_type"] = ir.TypeAttr.get(
            ir.FunctionType.get([ir.IndexType.get()] * len(dims), [r.type for r in results])
        )
    return f"  {func}\n"


def _finish(header: list[tuple[str, str]], body: str, context, what: str, blobs: dict[str, str]) -> str:
    text = templates.module(header, body, _used_resources(body, blobs))
    try:
        module = ir.Module.parse(text, context)  # parsing verifies
    except ir.MLIRError as e:  # pragma: no cover - a dynbench bug
        raise EmitError(f"generated module for {what} does not verify: {e}", text) from e
    return str(module)
