"""`shapes.json`: the contract between `extract` and everything that runs later.

In memory it is the dataclasses below (`Manifest` down to `TensorType` and
`DimRange`); JSON exists only in `Manifest.to_json`/`from_json`. Schema
(version 3), all sizes in elements, all lengths in bytes; every key is required
but those `OPTIONAL_KEYS` names (keys added within version 3, which older outputs lack):

    {
      "model": str,             # absolute path of the model at extract
      "model_sha256": str,      # its content then: the static flavour recompiles it only if unchanged
      "benchmarks_sha256": str, # of benchmarks.vmfb, checked before the runtime loads it
      "query_sha256": str,      # of query.vmfb, likewise (optional, see OPTIONAL_KEYS)
      "function": str,
      "target": str,            # the IREE backend: llvm-cpu, rocm, cuda, vulkan-spirv, vmvx
      "target_chip": str|null,  # host, gfx942, sm_80, ... (null: the backend takes none)
      "iree_flags": [str],      # the user's extra --iree-flag flags
      "compile_flags": [str],   # every iree-compile flag of the target, the user's last
      "device": str,            # the IREE runtime device that runs benchmarks.vmfb: local-task, hip, cuda, vulkan
      "cpu_features": [str] | null,  # llvm-cpu: the CPU features the kernels need (LLVM's names), checked before running
      "inputs": [{"type": "tensor<?x1024xf32>", "dims": [null, 1024], "element_type": "f32"}],
      "input_dims": [{"name": "input0.dim0", "input": 0, "dim": 0,     # __query_shapes args, in order
                      "assume": {"umin": int|null, "umax": int|null, "udiv": int|null} | null,
                      "symbol": "s0"}],                                # the size it carries (below)
      "symbols": [{"name": "s0", "dims": ["input0.dim0", "input1.dim1"],  # dims that are one size
                   "source": "torch.bind_symbolic_shape" | "jax.global_constant" | "asserted equal" | "taken as one by a kernel" | "declared at extract" | null}],
      "default_inputs": ["42x1024xf32", ...],                          # the --inputs of extract
      "results": [{"type": "tensor<?x512xf32>" | null,                 # the entry's results
                   "template": [null, 512],                            # static dims, null where dynamic
                   "dims": [42, 512],                                  # at default_inputs; null if unknown
                   "unresolved": null | str}],                         # why the dims are not queryable
      "dispatches": [{
        "name": str,            # benchmark function in benchmarks.vmfb, file stem in dispatches/
        "ordinal": int,         # position among all dispatch sites of the entry
        "executable": str, "variant": str, "export": str,
        "file": "dispatches/<name>_benchmark.mlir",
        "query": {"start": int, "workload": int, "push_constants": int, "bindings": int},
        "bindings": [{"binding": int, "access": "ro|wo|rw", "resource": int,   # one per tensor the kernel
                      "element_type": str, "shape": [int | dim-expression]}],  # views; a binding may hold several
        "chain": [{"export": str, "ranges": [{"umin": int|null, "umax": int|null, "udiv": int|null}] | null}],
                                # a size-range specialized export only (optional): its variants in the
                                # order the model tries them, ranges per workload value, the fallback's null
        "at_inputs": {"workload": [int], "workgroup_count": [x, y, z], "push_constants": [int],
                      "binding_offsets": [int], "binding_lengths": [int],
                      "operands": ["tensor<42x1024xf32>", ...], "results": ["tensor<42x512xf32>"],
                      "variant": int, "variant_export": str, "variant_range": str},  # with "chain" only
        "input_dims": ["input0.dim0", ...], # the input dims its parameters read
        "offset_constants": [int],  # push constants its kernel uses only as binding byte offsets (optional)
        "problem": {"kind": str, "op": str,  # what its root op computes (see below); null if unknown
                    "loops": [int | dim-expression], "dims": {str: [int]}, "element_types": [str],
                    "loop_sizes": [[int | dim-expression]]}  # per loop, other operands' sizes of it (optional)
      }],
      "skipped": [{"ordinal": int, "export": str, "reason": str,
                   "cause": "model" | "dynbench",  # inherent to the model, or what dynbench does not handle
                   "parameter": str | null}],       # the parameter it stops ("binding 2 length")
      "query_results": {"start": int, "dims": [[result, dim], ...]},
      "default_inputs_source": "--inputs" | "util.assume.int upper bounds",  # where default_inputs came from
      "schema_version": 3, "generator": "iree-dynbench"
    }

Version 3 added `symbols`; outputs of versions 1 and 2 are refused with "extract again".

Dim expressions are described in `iree_dynbench.passes.values`. Some keys
repeat what others say and are written for people and other tools only:
`inputs[].type`, `results[].template` and `at_inputs.operands/results`
(which the binding shapes give at `at_inputs.push_constants`); loading
reads `results[].type` for its element type and checks `at_inputs`' tensor
types against the bindings.

`input_dims[i].assume` is the range the model itself asserts on that dim
(`util.assume.int` in its host code, e.g. from torch `symbolic_int` ranges;
see `iree_dynbench.passes.assumptions`), null when it asserts none.
`symbols` group the input dims that carry one size (a BERT's B and S in each of
its inputs; `iree_dynbench.passes.tied_dims`): named and tied by the frontend
(torch's symbolic shapes), else tied where the host code asserts two dims equal
or a kernel takes them as one (`iree_dynbench.loop_ties`; named for the
first), else one dim of its own (`source` null, named for it).
Sizes given for tied dims must agree; a sweep sets them together.

`dispatches[i].problem` is the dispatch's root op as the compiler's analyses see
it (`iree_dynbench.passes.root_op`), null where there is none they know: `loops`
sizes each of its loops over the push constants, `dims` names groups of loops by
position (B/M/N/K for a `contraction`, the conv dims for a `convolution`,
B/M/K1/K2/N for `attention`, parallel/reduction otherwise);
`iree_dynbench.problem_size` turns it into readable sizes, FLOPs and bytes.

`dispatches[i].chain` is written for an export a size-range specialized build
(`--iree-preprocessing-transform-spec-filename` with `iree_codegen.specialization_ranges`,
issue 53) made a chain of: the model dispatches the first variant whose condition holds
at the workload, else the fallback (the original dynamic kernel). Its `query` then has
one more value, the variant's position in the chain as `__query_shapes` computes it with
the chain's own conditions (`at_inputs.variant`: at the extract sizes; `variant_export` and
`variant_range`, `1..4` or `fallback`, repeat it for people).

`skipped[].cause` says whose limit stops a dispatch: "model" (sizes read from
tensor data, under control flow) or "dynbench" (an op it does not handle);
`skipped[].parameter` the parameter it stops ("binding 2 length"), or null.

Loading checks the layout of `__query_shapes`' results: each dispatch's values
follow the previous one's, the result dims follow the last, and each names a
dim of a result; an edited shapes.json that breaks this is a `DynbenchError`.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence, TypeVar

from .errors import DynbenchError

if TYPE_CHECKING:
    import threading

# Keys added to schema version 3 after outputs without them were written: such an output
# reads as it did (the check the key enables is skipped) rather than as "extract again".
T = TypeVar("T")
OPTIONAL_KEYS = {
    "query_sha256": "added 2026-12-02; without it query.vmfb loads unchecked",
    "problem.loop_sizes": "added 2026-12-03; without it sizes whose operands disagree on a loop are not refused",
    "offset_constants": "added 2026-12-03; without it call sites that differ only in where they read are timed apart",
    "chain": "added 2026-12-08; written only for a size-range specialized export (with query.variant, at_inputs.variant)",
}
from .layout import GENERATOR, MANIFEST_SCHEMA_VERSION, ExtractDir
from .passes.abi import INT64_MAX, query_part_sizes
from .passes.values import Cause, ChainVariant, DimExpr, DimRange, RootProblem, TensorType, resolve_shape


__all__ = [
    "BindingInfo", "ChainVariant", "DimRange", "DispatchInfo", "DispatchParams", "InputDimInfo", "Manifest", "QueryLayout",
    "QueryResults", "ResultInfo", "RootProblem", "SkippedDispatch", "TensorType",
]


@dataclass(frozen=True)
class InputDimInfo:
    """A dynamic input dim: an argument of `__query_shapes`, in order."""

    name: str  # input<k>.dim<d>
    input: int
    dim: int
    assume: Optional[DimRange] = None  # what the model asserts on it; None: nothing
    symbol: str = ""  # the size it stands for: dims of one symbol are one size (`SymbolInfo`); "": its name

    def __post_init__(self) -> None:
        if not self.symbol:
            object.__setattr__(self, "symbol", self.name)


@dataclass(frozen=True)
class SymbolInfo:
    """A size several input dims may carry (a BERT's batch B and sequence S in all its
    inputs): setting one sets them all (`passes.tied_dims`)."""

    name: str  # the frontend's (`s0`), else its first dim's name
    dims: tuple[str, ...]  # the input dims it sets, in order
    source: Optional[str]  # "torch.bind_symbolic_shape", "jax.global_constant", "asserted equal", "taken as one by a kernel", "declared at extract", or None: one dim of its own


@dataclass(frozen=True)
class ResultInfo:
    """One result of the entry function."""

    type: Optional[TensorType]  # None where it could not be read
    dims: Optional[tuple[int, ...]]  # at the extract sizes; None when not known
    unresolved: Optional[str]  # why the dims are not queryable

    @property
    def template(self) -> tuple[Optional[int], ...]:
        """Its static dims, None where dynamic."""
        return self.type.dims if self.type else ()


@dataclass(frozen=True)
class QueryLayout:
    """Where one dispatch's parameters sit among `__query_shapes`' results:
    from `start`, the workload, the workgroup count (3), the push constants,
    the binding offsets and the binding lengths, then for a size-range chain
    (`chained`) the position of the variant its conditions select."""

    start: int
    workload: int
    push_constants: int
    bindings: int
    chained: bool = False

    @property
    def count(self) -> int:
        """How many results it spans."""
        return sum(query_part_sizes(self.workload, self.push_constants, self.bindings, self.chained))

    @cached_property  # read at every query
    def parts(self) -> list[slice]:
        """The slices of the results holding each of `abi.QUERY_PARTS` (workload, workgroup
        count, push constants, binding offsets, binding lengths, variant), in that order."""
        at, parts = self.start, []
        for size in query_part_sizes(self.workload, self.push_constants, self.bindings, self.chained):
            parts.append(slice(at, at + size))
            at += size
        return parts


@dataclass(frozen=True)
class QueryResults:
    """Where the entry's dynamic result dims sit among `__query_shapes`' results."""

    start: int
    dims: tuple[tuple[int, int], ...]  # (result, dim) of each, in order


@dataclass(frozen=True)
class BindingInfo:
    """A tensor the kernel views in one of its bindings."""

    binding: int
    access: str  # as the dispatch site uses it: ro, wo or rw
    resource: int  # bindings with equal resource share one buffer
    element_type: str  # "?" where the kernel's view could not be read
    shape: list[DimExpr]  # int (static) or a dim expression over the push constants

    def dims(self, push_constants: Sequence[int]) -> Optional[list[int]]:
        return resolve_shape(self.shape, push_constants)

    def type_at(self, push_constants: Sequence[int]) -> TensorType:
        """Its tensor type at those push constants (every dim dynamic when they do not resolve it)."""
        dims = self.dims(push_constants)
        return TensorType(tuple(dims) if dims is not None else (None,) * len(self.shape), self.element_type)


@dataclass(frozen=True)
class DispatchParams:
    """What one dispatch runs with at one set of input sizes."""

    name: str
    export: str
    workload: tuple[int, ...]
    workgroup_count: tuple[int, int, int]
    push_constants: tuple[int, ...]
    binding_offsets: tuple[int, ...]
    binding_lengths: tuple[int, ...]
    operands: tuple[TensorType, ...]  # tensor types the kernel reads, dims resolved
    results: tuple[TensorType, ...]  # tensor types it writes
    operand_bindings: tuple[int, ...] = ()  # binding of each operand
    result_bindings: tuple[int, ...] = ()  # binding of each result
    problem: Optional[RootProblem] = None  # its root op's problem, sized by `push_constants`; None: unknown
    # Of a size-range specialized export: the variant the model dispatches at these sizes, as its
    # chain's conditions select it (`__query_shapes`' variant part); None: a plain export.
    range_variant: Optional[ChainVariant] = None


@dataclass(frozen=True)
class DispatchInfo:
    name: str
    ordinal: int
    executable: str
    variant: str
    export: str
    file: str
    query: QueryLayout
    bindings: list[BindingInfo]
    at_inputs: Optional[DispatchParams] = None  # its parameters at the extract sizes
    input_dims: list[str] = field(default_factory=list)  # names of the input dims it reads
    problem: Optional[RootProblem] = None  # what its root op computes; None: no root op the analyses know
    # Push constants its kernel uses only as byte offsets of its bindings' views (where, not
    # what or how much): call sites that differ only in these do the same work.
    offset_constants: tuple[int, ...] = ()
    # A size-range specialized export (issue 53): its variants in the order the model tries
    # them, the fallback last; (): a plain export.
    chain: tuple[ChainVariant, ...] = ()

    def work_constants(self, push_constants: Sequence[int]) -> tuple[Optional[int], ...]:
        """The push constants that decide its work: those its kernel uses only as byte offsets
        (`offset_constants`) read as None. Two call sites of one kernel at the same workgroups,
        binding sizes and these do the same work (`run` and `plan` time it once)."""
        return tuple(None if k in self.offset_constants else int(v) for k, v in enumerate(push_constants))

    def params(
        self,
        workload: Sequence[int],
        workgroup_count: Sequence[int],
        push_constants: Sequence[int],
        binding_offsets: Sequence[int],
        binding_lengths: Sequence[int],
        variant: Sequence[int] = (),
    ) -> DispatchParams:
        """Its parameters, with the tensor types its bindings hold at those push constants
        (`variant`: the query's position in `chain` of the variant dispatched, if chained)."""
        read = [b for b in self.bindings if b.access == "ro"]
        written = [b for b in self.bindings if b.access != "ro"]
        return DispatchParams(
            self.name, self.export, tuple(workload), tuple(workgroup_count), tuple(push_constants),  # type: ignore[arg-type]
            tuple(binding_offsets), tuple(binding_lengths),
            tuple(b.type_at(push_constants) for b in read), tuple(b.type_at(push_constants) for b in written),
            tuple(b.binding for b in read), tuple(b.binding for b in written), self.problem,
            self._chain_variant(variant),
        )

    def _chain_variant(self, variant: Sequence[int]) -> Optional[ChainVariant]:
        if not self.chain:
            return None
        (position,) = variant
        if not 0 <= position < len(self.chain):
            raise DynbenchError(f"{self.name}: the query says variant {position} of a chain of {len(self.chain)}; "
                                "extract again")
        return self.chain[position]


@dataclass(frozen=True)
class SkippedDispatch:
    ordinal: int
    export: str
    reason: str
    # MODEL: inherent to it (sizes read from tensor data, under control flow);
    # DYNBENCH: an op dynbench does not handle (extract exits 1)
    cause: Cause = Cause.MODEL
    parameter: Optional[str] = None  # the parameter it stops ("binding 2 length"), where one does

    @property
    def kind(self) -> str:
        """The reason without the parameter it names: what extract's summary counts dispatches by."""
        prefix = f"{self.parameter} "
        return self.reason[len(prefix):] if self.parameter and self.reason.startswith(prefix) else self.reason


@dataclass(frozen=True)
class Manifest:
    model: str
    function: str
    target: str
    iree_flags: list[str]
    inputs: list[TensorType]
    input_dims: list[InputDimInfo]
    default_inputs: list[str]  # in the --inputs form (42x1024xf32)
    results: list[ResultInfo]
    dispatches: list[DispatchInfo]
    skipped: list[SkippedDispatch]
    query_results: QueryResults
    default_inputs_source: str = "--inputs"  # or "util.assume.int upper bounds"
    model_sha256: str = ""  # of `model` at extract
    benchmarks_sha256: str = ""  # of benchmarks.vmfb
    query_sha256: str = ""  # of query.vmfb ("": not recorded, an older output; not checked)
    target_chip: Optional[str] = "host"
    compile_flags: list[str] = field(default_factory=list)
    device: str = "local-task"  # the runtime device of benchmarks.vmfb
    # The CPU features the kernels were compiled for (llvm-cpu: `+avx512f`, ... as LLVM names
    # them, without the `+`); None: another target
    cpu_features: Optional[list[str]] = None
    symbol_sources: dict[str, Optional[str]] = field(default_factory=dict)  # per symbol of `input_dims`: its source
    schema_version: int = MANIFEST_SCHEMA_VERSION
    generator: str = GENERATOR

    @property
    def symbols(self) -> list[SymbolInfo]:
        """The sizes the input dims carry, in the order of their first dims."""
        dims: dict[str, list[str]] = {}
        for d in self.input_dims:
            dims.setdefault(d.symbol, []).append(d.name)
        return [SymbolInfo(name, tuple(names), self.symbol_sources.get(name)) for name, names in dims.items()]

    def tied(self, name: str) -> list[int]:
        """The indices (in `input_dims`) of the dims symbol or input dim `name` sets; [] if none."""
        symbol = next((d.symbol for d in self.input_dims if name in (d.name, d.symbol)), None)
        return [k for k, d in enumerate(self.input_dims) if d.symbol == symbol] if symbol is not None else []

    @property
    def query_count(self) -> int:
        """How many results `__query_shapes` returns."""
        return self.query_results.start + len(self.query_results.dims)

    def to_json(self) -> str:
        return _lines_json(_manifest_json(self))

    def save(self, path: Path) -> None:
        Path(path).write_text(self.to_json())

    @staticmethod
    def from_json(text: str, source: str = "shapes.json") -> Manifest:
        """The manifest in `text`; `source` names it in errors."""
        try:
            data = json.loads(text)
        except ValueError as e:
            raise DynbenchError(f"{source}: not a readable dynbench shapes.json ({e}); extract again") from None
        except RecursionError:
            raise DynbenchError(f"{source}: not a readable dynbench shapes.json (JSON nested too deep); extract again") from None
        if not isinstance(data, dict) or data.get("generator") != GENERATOR:
            raise DynbenchError(f"{source}: not written by dynbench extract")
        version = data.get("schema_version")
        if isinstance(version, int) and not isinstance(version, bool) and version < MANIFEST_SCHEMA_VERSION:
            raise DynbenchError(
                f"{source}: written by an older dynbench (schema version {version}, this one reads "
                f"{MANIFEST_SCHEMA_VERSION}); extract again"
            )
        if type(version) is not int or version != MANIFEST_SCHEMA_VERSION:
            raise DynbenchError(f"{source}: schema_version is {json.dumps(version)}, not {MANIFEST_SCHEMA_VERSION}")
        try:
            manifest = _manifest(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError, OverflowError) as e:
            raise DynbenchError(f"{source}: not a readable dynbench shapes.json (bad or missing field {e}); extract again") from None
        problem = _layout_problem(manifest)
        if problem:
            raise DynbenchError(f"{source}: not a readable dynbench shapes.json ({problem}); extract again")
        return manifest

    @staticmethod
    def load(path: Path) -> Manifest:
        try:
            text = Path(path).read_text()
        except OSError as e:
            raise DynbenchError(f"{path}: not a readable dynbench shapes.json ({e.strerror or e}); extract again") from None
        except ValueError:  # not UTF-8
            raise DynbenchError(f"{path}: not a readable dynbench shapes.json (not UTF-8 text); extract again") from None
        return Manifest.from_json(text, str(path))


# JSON -> dataclasses. Every key of the schema is required; keys it does not know are ignored.


def _manifest(data: dict[str, Any]) -> Manifest:
    dispatches = [_dispatch(d) for d in data["dispatches"]]
    query_results = data["query_results"]
    return Manifest(
        model=str(data["model"]),
        function=str(data["function"]),
        target=str(data["target"]),
        iree_flags=[str(f) for f in data["iree_flags"]],
        inputs=[TensorType(tuple(_int_or_none(d) for d in i["dims"]), str(i["element_type"])) for i in data["inputs"]],
        input_dims=[
            InputDimInfo(str(d["name"]), int(d["input"]), int(d["dim"]), _dim_range(d["assume"]), str(d["symbol"]))
            for d in data["input_dims"]
        ],
        default_inputs=[str(s) for s in data["default_inputs"]],
        results=[_result(r) for r in data["results"]],
        dispatches=dispatches,
        skipped=[
            SkippedDispatch(
                int(s["ordinal"]), str(s["export"]), str(s["reason"]), _cause(s["cause"]),
                None if s["parameter"] is None else str(s["parameter"]),
            )
            for s in data["skipped"]
        ],
        query_results=QueryResults(
            int(query_results["start"]), tuple((int(r), int(d)) for r, d in query_results["dims"])
        ),
        default_inputs_source=str(data["default_inputs_source"]),
        model_sha256=_sha256(data, "model_sha256"),
        benchmarks_sha256=_sha256(data, "benchmarks_sha256"),
        query_sha256=_optional(data, "query_sha256", _sha256, ""),
        target_chip=None if data["target_chip"] is None else str(data["target_chip"]),
        compile_flags=[str(f) for f in data["compile_flags"]],
        device=str(data["device"]),
        cpu_features=None if data["cpu_features"] is None else [str(f) for f in data["cpu_features"]],
        symbol_sources=_symbol_sources(data["symbols"], data["input_dims"]),
    )


def _cause(value: Any) -> Cause:
    if not isinstance(value, str) or value not in Cause._value2member_map_:
        raise DynbenchError(f"skipped[].cause is {json.dumps(value)}, not \"model\" or \"dynbench\"")
    return Cause(value)


def _optional(data: dict, field: str, read: Callable[[dict, str], T], absent: T) -> T:
    """`read(data, field)`, or `absent` where an older output of this schema lacks the key."""
    assert field in OPTIONAL_KEYS, field
    return read(data, field) if field in data else absent


def _sha256(data: dict, field: str) -> str:
    value = data[field]
    if not (isinstance(value, str) and len(value) == 64 and set(value) <= set("0123456789abcdef")):
        raise ValueError(f"'{field}': {json.dumps(value)[:80]} is not a sha256")
    return value


def _symbol_sources(symbols: list, input_dims: list) -> dict[str, Optional[str]]:
    """Each symbol's source; its dims must be the input dims that name it (input_dims[] is what
    is read: a symbols[] that says otherwise was edited)."""
    carrying: dict[str, list[str]] = {}
    for d in input_dims:
        carrying.setdefault(str(d["symbol"]), []).append(str(d["name"]))
    sources: dict[str, Optional[str]] = {}
    for y in symbols:
        name = str(y["name"])
        if name in sources:
            raise ValueError(f"symbols names {name!r} twice")
        if [str(n) for n in y["dims"]] != carrying.get(name):
            raise ValueError(f"symbols[] gives {name!r} the dims {list(y['dims'])}, input_dims {carrying.get(name, [])}")
        sources[name] = _source(y["source"])
    return sources


SYMBOL_SOURCES = (
    "torch.bind_symbolic_shape", "jax.global_constant", "asserted equal", "taken as one by a kernel", "declared at extract", None,
)  # `passes.tied_dims`' FRONTENDS, ASSERTED, LOOPED, DECLARED


def _source(value: Any) -> Optional[str]:
    if value not in SYMBOL_SOURCES:
        raise ValueError(f"symbols[].source {value!r} is none of {SYMBOL_SOURCES}")
    return value


def _layout_problem(m: Manifest) -> str:
    """What is wrong with where `__query_shapes`' results are said to sit ("" if nothing)."""
    at = 0
    for d in m.dispatches:
        q = d.query
        if min(q.workload, q.push_constants, q.bindings) < 0 or q.start != at:
            return f"dispatch {d.name}: query layout {q} does not follow the previous dispatch's (start {at})"
        at += q.count
    if m.query_results.start != at:
        return f"query_results.start is {m.query_results.start}, not {at} (after the dispatches)"
    for d in m.input_dims:
        if not (0 <= d.input < len(m.inputs) and 0 <= d.dim < len(m.inputs[d.input].dims)):
            return f"input_dims names dim {d.dim} of input {d.input}, which the inputs do not have"
        if m.inputs[d.input].dims[d.dim] is not None:
            return f"input_dims names dim {d.dim} of input {d.input}, which is static"
    for r, d in m.query_results.dims:
        if not (0 <= r < len(m.results) and 0 <= d < len(m.results[r].template)):
            return f"query_results.dims names dim {d} of result {r}, which the results do not have"
    if set(m.symbol_sources) != {d.symbol for d in m.input_dims}:
        return "symbols[] are not the symbols of input_dims[]"
    return ""


def _int_or_none(value: Any) -> Optional[int]:
    if value is not None and not isinstance(value, int):
        raise TypeError(f"{value!r} is not an int")
    return value


def _dim_range(data: Optional[dict[str, Any]]) -> Optional[DimRange]:
    if data is None:
        return None
    return DimRange(*(_int_or_none(data[k]) for k in ("umin", "umax", "udiv")))


def _result(data: dict[str, Any]) -> ResultInfo:
    text, template = data["type"], data["template"]
    type_ = None
    if text is not None:
        # The element type is written only inside `type`: what follows its dims.
        dims = tuple(_int_or_none(d) for d in template)
        prefix = TensorType(dims, "").text()[: -1]
        if not text.startswith(prefix) or not text.endswith(">") or len(text) <= len(prefix) + 1:
            raise ValueError(f"'type' {text!r} does not match 'template' {template!r}")
        type_ = TensorType(dims, text[len(prefix) : -1])
    dims = data["dims"]
    unresolved = data["unresolved"]
    return ResultInfo(type_, None if dims is None else tuple(int(d) for d in dims), None if unresolved is None else str(unresolved))


def _dispatch(data: dict[str, Any]) -> DispatchInfo:
    query = data["query"]
    info = DispatchInfo(
        name=str(data["name"]),
        ordinal=int(data["ordinal"]),
        executable=str(data["executable"]),
        variant=str(data["variant"]),
        export=str(data["export"]),
        file=str(data["file"]),
        query=QueryLayout(int(query["start"]), int(query["workload"]), int(query["push_constants"]),
                          int(query["bindings"]), "chain" in data),
        bindings=[
            BindingInfo(int(b["binding"]), str(b["access"]), int(b["resource"]), str(b["element_type"]), list(b["shape"]))
            for b in data["bindings"]
        ],
        input_dims=[str(n) for n in data["input_dims"]],
        problem=_root_problem(data["problem"]),
        offset_constants=_optional(data, "offset_constants", _offset_constants, ()),
        chain=_optional(data, "chain", _chain, ()),
    )
    at = data["at_inputs"]
    if not at:  # `{}`: not computed
        return info
    params = info.params(
        at["workload"], at["workgroup_count"], at["push_constants"], at["binding_offsets"], at["binding_lengths"],
        [int(at["variant"])] if info.chain else (),
    )
    for key, types in (("operands", params.operands), ("results", params.results)):
        if at[key] != [t.text() for t in types]:
            raise ValueError(f"'at_inputs.{key}' of {info.name} disagrees with its bindings")
    return replace(info, at_inputs=params)


def _chain(data: dict, field: str) -> tuple[ChainVariant, ...]:
    value = data[field]
    if not isinstance(value, list) or len(value) < 2:
        raise ValueError(f"'{field}': {json.dumps(value)[:80]} is not a chain of two or more variants")
    chain = tuple(ChainVariant(str(v["export"]), None if v["ranges"] is None else
                               tuple(_dim_range(r) or DimRange() for r in v["ranges"])) for v in value)
    if any(v.fallback for v in chain[:-1]) or not chain[-1].fallback:
        raise ValueError(f"'{field}': only its last variant, the fallback, has no ranges")
    return chain


def _offset_constants(data: dict, field: str) -> tuple[int, ...]:
    value = data[field]
    count = int(data["query"]["push_constants"])
    if not isinstance(value, list) or not all(type(k) is int and 0 <= k < count for k in value):
        raise ValueError(f"'{field}': {json.dumps(value)[:80]} is not a list of push constant positions (< {count})")
    return tuple(value)


def _root_problem(data: Optional[dict[str, Any]]) -> Optional[RootProblem]:
    if data is None:
        return None
    loops = tuple(_dim_expr(e) for e in data["loops"])
    dims = {str(name): tuple(int(i) for i in loops_of) for name, loops_of in data["dims"].items()}
    if any(not 0 <= i < len(loops) for group in dims.values() for i in group):
        raise ValueError(f"'problem.dims' {data['dims']!r} names loops it does not have")
    others = tuple(tuple(_dim_expr(e) for e in sizes) for sizes in data.get("loop_sizes", []))
    if others and len(others) != len(loops):
        raise ValueError(f"'problem.loop_sizes' has {len(others)} loops, 'loops' {len(loops)}")
    return RootProblem(str(data["kind"]), str(data["op"]), loops, dims, tuple(str(t) for t in data["element_types"]),
                       others)


def _dim_expr(value: Any) -> DimExpr:
    """A dim expression as extract writes it: a size (an int64 that is not negative) or an
    expression over the push constants."""
    if not isinstance(value, (int, list)) or isinstance(value, bool):
        raise TypeError(f"{value!r} is not a dim expression")
    if isinstance(value, int) and not 0 <= value <= INT64_MAX:
        raise ValueError(f"dim {value} is not a size (0 to 2^63-1)")
    return value


# Dataclasses -> JSON, keys in the order of the schema above.


_compact = json.JSONEncoder(separators=(", ", ": ")).encode  # no indent: the C encoder


def _lines_json(data: dict[str, Any]) -> str:
    """`data` as JSON, a top-level key a line and a list's items one a line each (a dispatch
    is one line to grep or diff), each compact. `indent=2` takes Python's pure-Python
    encoder: 0.11 s of extract's CPU on a 32-layer LLM's 772 dispatches; this, 0.02 s."""
    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value:
            items = ",\n    ".join(_compact(item) for item in value)
            lines.append(f"  {_compact(key)}: [\n    {items}\n  ]")
        else:
            lines.append(f"  {_compact(key)}: {_compact(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _manifest_json(m: Manifest) -> dict[str, Any]:
    return {
        "model": m.model,
        "model_sha256": m.model_sha256,
        "benchmarks_sha256": m.benchmarks_sha256,
        **({"query_sha256": m.query_sha256} if m.query_sha256 else {}),
        "function": m.function,
        "target": m.target,
        "target_chip": m.target_chip,
        "iree_flags": list(m.iree_flags),
        "compile_flags": list(m.compile_flags),
        "device": m.device,
        "cpu_features": None if m.cpu_features is None else list(m.cpu_features),
        "inputs": [{"type": t.text(), "dims": list(t.dims), "element_type": t.element_type} for t in m.inputs],
        "input_dims": [
            {"name": d.name, "input": d.input, "dim": d.dim, "assume": _dim_range_json(d.assume), "symbol": d.symbol}
            for d in m.input_dims
        ],
        "symbols": [{"name": y.name, "dims": list(y.dims), "source": y.source} for y in m.symbols],
        "default_inputs": list(m.default_inputs),
        "results": [
            {"type": r.type.text() if r.type else None, "template": list(r.template),
             "dims": None if r.dims is None else list(r.dims), "unresolved": r.unresolved}
            for r in m.results
        ],
        "dispatches": [_dispatch_json(d) for d in m.dispatches],
        "skipped": [
            {"ordinal": s.ordinal, "export": s.export, "reason": s.reason, "cause": str(s.cause), "parameter": s.parameter}
            for s in m.skipped
        ],
        "query_results": {"start": m.query_results.start, "dims": [list(p) for p in m.query_results.dims]},
        "default_inputs_source": m.default_inputs_source,
        "schema_version": m.schema_version,
        "generator": m.generator,
    }


def _dim_range_json(r: Optional[DimRange]) -> Optional[dict[str, Optional[int]]]:
    return None if r is None else {"umin": r.umin, "umax": r.umax, "udiv": r.udiv}


def _dispatch_json(d: DispatchInfo) -> dict[str, Any]:
    q, p = d.query, d.at_inputs
    return {
        "name": d.name,
        "ordinal": d.ordinal,
        "executable": d.executable,
        "variant": d.variant,
        "export": d.export,
        "file": d.file,
        "query": {"start": q.start, "workload": q.workload, "push_constants": q.push_constants, "bindings": q.bindings},
        **({"chain": [{"export": v.export, "ranges": None if v.ranges is None else [_dim_range_json(r) for r in v.ranges]}
                      for v in d.chain]} if d.chain else {}),
        "bindings": [
            {"binding": b.binding, "access": b.access, "resource": b.resource, "element_type": b.element_type,
             "shape": list(b.shape)}
            for b in d.bindings
        ],
        "at_inputs": {} if p is None else {
            "workload": list(p.workload),
            "workgroup_count": list(p.workgroup_count),
            "push_constants": list(p.push_constants),
            "binding_offsets": list(p.binding_offsets),
            "binding_lengths": list(p.binding_lengths),
            "operands": [t.text() for t in p.operands],
            "results": [t.text() for t in p.results],
            **(_variant_json(d, p.range_variant) if p.range_variant is not None else {}),
        },
        "input_dims": list(d.input_dims),
        "offset_constants": list(d.offset_constants),
        "problem": None if d.problem is None else {
            "kind": d.problem.kind,
            "op": d.problem.op,
            "loops": list(d.problem.loops),
            "dims": {name: list(loops) for name, loops in d.problem.dims.items()},
            "element_types": list(d.problem.element_types),
            **({"loop_sizes": [list(sizes) for sizes in d.problem.loop_sizes]} if d.problem.loop_sizes else {}),
        },
    }


def _variant_json(d: DispatchInfo, variant: ChainVariant) -> dict[str, Any]:
    """at_inputs' variant: its position in `chain` (what loading reads), its export and range (for people)."""
    return {"variant": d.chain.index(variant), "variant_export": variant.export, "variant_range": variant.text()}


def file_sha256(path: Path, stop: Optional["threading.Event"] = None) -> str:
    """The sha256 of a file's content (read in chunks: a model can be large); raises
    `InterruptedError` once `stop` is set (a caller giving up need not wait for it)."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            if stop is not None and stop.is_set():
                raise InterruptedError(f"{path}: hashing stopped")
            digest.update(chunk)
    return digest.hexdigest()


_checked_models: dict[tuple, bool] = {}  # (path, size, mtime, inode, sha256) -> unchanged


def pinned_model(manifest: Manifest, directory: Path | str, why: str = "") -> Path:
    """The model `directory` was extracted from (shapes.json `model`), checked unchanged
    since (`model_sha256`).
    `why` says, when it is missing, what needs it.

    What recompiles the model (the static flavour) must call this first: another model,
    or the same file edited, would give kernels that no longer match the dynamic ones.
    """
    model = Path(manifest.model)
    if not model.is_file():
        why = why or f"the static flavour recompiles the model {directory} was extracted from (shapes.json `model`)"
        raise DynbenchError(f"{model}: no such file; {why}")
    if not _is_extracted_model(model, manifest):
        raise DynbenchError(
            f"{model}: changed since {directory} was extracted from it (its sha256 differs from shapes.json "
            "`model_sha256`); extract again"
        )
    return model


def check_same_model(model: Path, manifest: Manifest, directory: Path | str) -> None:
    """`model` (the user's) is the one `directory` was extracted from: another model's timings
    would be paired with these kernels. A missing file is left to its reader's own error."""
    if model.is_file() and not _is_extracted_model(model, manifest):
        raise DynbenchError(
            f"{model}: not the model {directory} was extracted from ({manifest.model}, or it changed "
            f"since); compare the model with its own extract, or extract again"
        )


def _is_extracted_model(model: Path, manifest: Manifest) -> bool:
    """Whether `model`'s content is the extracted model's (shapes.json `model_sha256`); known
    by the file's identity once hashed (a model is large)."""
    try:
        st = model.stat()
        key = (os.path.abspath(model), st.st_size, st.st_mtime_ns, st.st_ino, manifest.model_sha256)
        if key not in _checked_models:
            _checked_models[key] = file_sha256(model) == manifest.model_sha256
    except OSError as e:
        raise DynbenchError(f"{model}: cannot read ({e.strerror or e})") from None
    return _checked_models[key]


def open_output(path: Path) -> tuple[ExtractDir, "Manifest"]:
    """The layout and manifest of an existing extract output."""
    layout = ExtractDir(Path(path))
    if not layout.root.is_dir():
        what = "is a file, not the directory of an extract output" if layout.root.exists() else "no such directory"
        raise DynbenchError(f"{path}: {what}")
    present = [f for f in (layout.manifest, layout.benchmarks_vmfb, layout.query_vmfb) if os.path.lexists(f)]
    if not present:
        raise DynbenchError(f"{path}: not a dynbench output directory (no {layout.MANIFEST}/{layout.BENCHMARKS_VMFB})")
    for f in (layout.manifest, layout.benchmarks_vmfb, layout.query_vmfb):
        if not f.is_file():
            what = "not a file" if os.path.lexists(f) else "missing"
            raise DynbenchError(f"{f}: {what} (a damaged output); extract again")
    return layout, Manifest.load(layout.manifest)
