"""Find every dispatch site of an entry point and classify its parameters.

Works on `executable-configurations` IR, where each `stream.cmd.dispatch`
carries every runtime parameter as an SSA value. A site is *emittable* when
every parameter is shape math of the entry's input dims and the dispatch runs
exactly once per call; otherwise it carries the reason it is skipped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from iree.compiler import ir

from . import irutil
from .errors import PassError, option
from .frames import Frame, call_tree, enclosing_control_flow, function_table, is_defined
from .kernel_extent import ExtentError, KernelExtent, kernel_extent
from .kernel_signature import kernel_function
from .reasons import DYNBENCH, Reason
from .shape_slice import InputDim, ShapeSlicer

ACCESS_NAMES = {1: "ro", 2: "wo", 3: "rw"}


@dataclass
class Binding:
    """One `ro %r[%offset for %length]` entry of a dispatch."""

    resource: int  # index of the distinct resource it reads or writes
    access: str  # "ro", "wo" or "rw"
    offset: ir.Value
    length: ir.Value


@dataclass
class DispatchSite:
    """One `stream.cmd.dispatch` reached from the entry point."""

    ordinal: int  # position in program order among all sites
    name: str  # unique, deterministic benchmark name
    executable: str
    variant: str
    export: str
    frame: Frame
    op: object
    affinity: str  # `#hal.device.affinity<...>` the dispatch runs on
    workload: list[ir.Value]
    constants: list[ir.Value]
    bindings: list[Binding]
    skip_reason: Optional[Reason] = None  # why it is not emitted (its location: `Reason.render`)
    input_dims: set[InputDim] = field(default_factory=set)
    # Bindings whose length the model computes with what dynbench cannot (the whole transient
    # buffer's total size): sized from what the kernel reaches instead, with the reason.
    kernel_sized: dict[int, tuple[KernelExtent, Reason]] = field(default_factory=dict)

    @property
    def parameters(self) -> list[ir.Value]:
        offsets = [b.offset for b in self.bindings]
        lengths = [b.length for b in self.bindings]
        return [*self.workload, *self.constants, *offsets, *lengths]

    def sources(self) -> list["tuple[ir.Value, Frame] | KernelLength"]:
        """Where each parameter's value comes from, in `parameters` order: the model's
        value in its frame, or the kernel's reach (`KernelLength`)."""
        lengths = [
            KernelLength(self, self.kernel_sized[b][0]) if b in self.kernel_sized else (binding.length, self.frame)
            for b, binding in enumerate(self.bindings)
        ]
        fixed = [*self.workload, *self.constants, *(b.offset for b in self.bindings)]
        return [*((v, self.frame) for v in fixed), *lengths]


@dataclass(frozen=True)
class KernelLength:
    """A binding length computed from the site's push constants as its kernel reaches."""

    site: "DispatchSite"
    extent: KernelExtent


class EntryNotFound(PassError, LookupError):
    """No single entry point; `public` lists the candidates."""

    def __init__(self, message: str, public: list[str]):
        super().__init__(message)
        self.public = public


def entry_function(module: ir.Module, name: Optional[str]):
    """The public entry `util.func` named `name` (or the only public one)."""
    funcs = function_table(module)
    public = [
        n
        for n, f in funcs.items()
        if is_defined(f) and _is_public(f)
    ]
    if name is None:
        # `f$async` is the coarse-fences twin of a sync `f`; `f` is the entry.
        public = [n for n in public if not ("$" in n and n.split("$")[0] in public)] or public
        if not public:
            raise EntryNotFound("the model has no public function to extract (nothing to run)", public)
        if len(public) != 1:
            raise EntryNotFound(
                f"the model has {len(public)} public functions ({', '.join(public) or 'none'}); choose one ({option('function')})",
                public,
            )
        name = public[0]
    if name not in public:
        raise EntryNotFound(f"no public function named '{name}' (public functions: {', '.join(public) or 'none'})", public)
    return funcs[name]


def _is_public(func) -> bool:
    attrs = func.operation.attributes
    if "sym_visibility" not in attrs:
        return True
    return ir.StringAttr(attrs["sym_visibility"]).value == "public"


def gather_sites(module: ir.Module, entry) -> list[DispatchSite]:
    """All dispatch sites reached from `entry`, in program order."""
    slicer = ShapeSlicer()
    sites: list[DispatchSite] = []
    for frame in call_tree(module, entry):
        for op in irutil.walk(frame.func):
            if op.operation.name == "stream.cmd.dispatch":
                sites.append(_make_site(module, op.opview, frame, slicer, len(sites)))
    _assign_names(sites, {irutil.symbol_name(op) for op in module.body.operations if "sym_name" in op.operation.attributes})
    return sites


def _make_site(module: ir.Module, op, frame: Frame, slicer: ShapeSlicer, ordinal: int) -> DispatchSite:
    executable, variant, export = irutil.symbol_path(op.entry_points[0])
    accesses = [ir.IntegerAttr(a).value for a in op.resource_accesses]
    resource_ids: dict[ir.Value, int] = {}
    bindings = []
    for resource, offset, length, access in zip(
        op.resources, op.resource_offsets, op.resource_lengths, accesses
    ):
        rid = resource_ids.setdefault(resource, len(resource_ids))
        bindings.append(Binding(rid, ACCESS_NAMES.get(access, "rw"), offset, length))
    execute = op.operation.parent
    while execute.name != "stream.cmd.execute":
        execute = execute.parent
    site = DispatchSite(
        ordinal=ordinal,
        name="",
        executable=executable,
        variant=variant,
        export=export,
        frame=frame,
        op=op,
        affinity=str(execute.attributes["affinity"]),
        workload=list(op.workload),
        constants=list(op.uniform_operands),
        bindings=bindings,
    )
    site.skip_reason = frame.control_flow or enclosing_control_flow(op, frame.func)
    if site.skip_reason is None:
        site.skip_reason = _first_reason(site, slicer, module)
    if site.skip_reason is None:
        for source in site.sources():
            if not isinstance(source, KernelLength):
                site.input_dims |= slicer.input_dims(*source)
    return site


def _first_reason(site: DispatchSite, slicer: ShapeSlicer, module: ir.Module) -> Optional[Reason]:
    """Why the site cannot be emitted, or None; a binding length that is not shape math
    but that the kernel's own view measures is sized from the kernel (`site.kernel_sized`)."""
    labelled = (
        [(f"workload[{i}]", v) for i, v in enumerate(site.workload)]
        + [(f"push constant {i}", v) for i, v in enumerate(site.constants)]
        + [(f"binding {i} offset", b.offset) for i, b in enumerate(site.bindings)]
        + [(f"binding {i} length", b.length) for i, b in enumerate(site.bindings)]
    )
    kernel = None
    for label, value in labelled:
        if not isinstance(value.type, ir.IntegerType) and not isinstance(value.type, ir.IndexType):
            return Reason(DYNBENCH, f"is not an integer ({value.type})", subject=label)
        reason = slicer.why_not(value, site.frame)
        if reason is None:
            continue
        if not label.endswith("length"):
            return reason.about(label)
        binding = int(label.split()[1])
        kernel = kernel or kernel_function(module, site.executable, site.variant, site.export)
        try:
            if kernel is None:
                raise ExtentError("the kernel is not in the module")
            site.kernel_sized[binding] = (kernel_extent(kernel, binding), reason.about(label))
        except ExtentError:
            return reason.about(label)
    return None


def _assign_names(sites: list[DispatchSite], taken: set[str]) -> None:
    """`<export>` for the first site of an export, `<export>__<k>` after; `<export>_bench`
    where the export is named as a symbol of the model (`taken`): IREE's own builtin
    executables (`__builtin_fill_i64`) name their export as themselves, and the
    benchmark module holds both the executable and the benchmark function."""
    seen: dict[str, int] = {}
    for site in sites:
        base = "".join(c if c.isalnum() or c == "_" else "_" for c in site.export)
        while base in taken:
            base += "_bench"
        count = seen.get(base, 0)
        seen[base] = count + 1
        site.name = base if count == 0 else f"{base}__{count}"
