"""The compiled modules on the IREE runtime: query shapes (query.vmfb), select sizes (benchmarks.vmfb).

`__query_shapes` (in the host-only `query.vmfb`) is the model's own shape
math, compiled: given the dynamic input dims it returns every dispatch's
runtime parameters as i64 in one host buffer, read with `numpy.frombuffer`
and decoded per dispatch by the slices of its `QueryLayout.parts`: as array
columns over many size sets (`decode_query`), as lists for one
(`decode_checked`). It needs no device: `QueryModule` loads it in
a bare VM context anywhere. `__set_input_dims` (in `benchmarks.vmfb`, which loads
only on a device of the target) makes every benchmark function run at those
dims. Neither recompiles.

Modules are mapped read-only (`load_vm_module`), so an output on a read-only
mount runs; `benchmarks.vmfb` is first checked against the sha256 extract
recorded, because the runtime trusts a module's embedded kernels and a corrupted
one crashes the process. Sizes that overflow are refused (`size_checks`) before
and after the query: the generated shape math also traps rather than wraps.
"""

from __future__ import annotations

import hashlib
import mmap
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Sequence

import numpy as np

from . import size_checks
from .size_checks import dim_rows
from .errors import DynbenchError, first_line
from .layout import ExtractDir
from .manifest import DispatchInfo, DispatchParams, Manifest
from .passes.abi import (
    PROFILE_FUNCTION, QUERY_INPUT_DIMS_KEY, QUERY_SHAPES, QUERY_VALUES_KEY, SET_BUFFER_COPIES, SET_INPUT_DIMS,
)


def result_dims(manifest: Manifest, outputs: Sequence[int]) -> list[list[Optional[int]]]:
    """The entry's result shapes (None where a dim is not known)."""
    shapes = [list(r.template) for r in manifest.results]
    start = manifest.query_results.start
    for k, (r, d) in enumerate(manifest.query_results.dims):
        shapes[r][d] = int(outputs[start + k])
    return shapes


def vm_binding():
    """The IREE runtime's native VM binding, as `iree.runtime._binding` finds it, without
    importing `iree.runtime` itself: that imports ml_dtypes, about 1 s of a 2-CPU machine's time
    (measured), which a query (VM only: query.vmfb imports no HAL) and a profiled run never use."""
    from iree._runtime.libs import _runtime

    return _runtime


def load_vm_module(instance, path: Path, sha256: Optional[str] = None, what: str = ""):
    """A `VmModule` of the file at `path`, mapped read-only (the runtime's own
    `VmModule.mmap` maps it read-write: not on a read-only mount), checked first against
    `sha256` when given; `what` names the output to extract again when it does not match.
    A file the runtime does not take for a module is a `DynbenchError` too."""
    try:
        with open(path, "rb") as f:
            mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    except ValueError:  # an empty file: nothing to map
        raise DynbenchError(f"{path}: empty (a damaged output); extract {what or 'it'} again") from None
    except OSError as e:
        raise DynbenchError(f"{path}: cannot read ({e.strerror or e})") from None
    try:
        if sha256 is not None and hashlib.sha256(mapped).hexdigest() != sha256:
            raise DynbenchError(
                f"{path}: changed or corrupted since extract (its sha256 differs from shapes.json); "
                f"extract {what or 'it'} again"
            )
        try:
            return vm_binding().VmModule.wrap_buffer(instance, mapped, close_buffer=True)
        except Exception as e:  # not a module
            raise DynbenchError(f"{path}: cannot load: {first_line(e)}; {_after_load_error(str(e))}") from None
    except BaseException:
        mapped.close()
        raise


def _after_load_error(message: str) -> str:
    """What to do when the runtime refuses a module: a damaged file is extracted again; a
    limit of IREE's VM (RESOURCE_EXHAUSTED: registers, a function's size) is the module's
    shape, which extracting again cannot change."""
    if "RESOURCE_EXHAUSTED" in message:
        return "the module dynbench generated exceeds a limit of IREE's VM (a dynbench defect: report it, with the model)"
    return "extract again"


@dataclass(frozen=True)
class DispatchColumns:
    """One dispatch's parameters over many size sets: one row per size set (int64 arrays)."""

    info: DispatchInfo
    workload: np.ndarray  # (N, workload)
    workgroup_count: np.ndarray  # (N, 3)
    push_constants: np.ndarray  # (N, push constants)
    binding_offsets: np.ndarray  # (N, bindings)
    binding_lengths: np.ndarray  # (N, bindings)
    variant: np.ndarray  # (N, 1) of a size-range chain: the variant's position in it; (N, 0) otherwise

    def params(self, row: int) -> DispatchParams:
        """As `DispatchParams` (Python ints, tensor types resolved) at one size set."""
        return self.info.params(
            self.workload[row].tolist(), self.workgroup_count[row].tolist(), self.push_constants[row].tolist(),
            self.binding_offsets[row].tolist(), self.binding_lengths[row].tolist(), self.variant[row].tolist(),
        )


@dataclass(frozen=True)
class QueryTable:
    """`__query_shapes` over many size sets, decoded: what `Suite.query_many` returns."""

    dims: np.ndarray  # (N, dynamic input dims): the size sets, in order
    values: np.ndarray  # (N, manifest.query_count): the raw results
    dispatches: tuple[DispatchColumns, ...]  # in shapes.json order
    result_dims: np.ndarray  # (N, len(query_results.dims)): the entry's dynamic result dims

    def __len__(self) -> int:
        return len(self.dims)

    def params(self, row: int) -> list[DispatchParams]:
        """Every dispatch's parameters at size set `row` (what `query` returns for it)."""
        return [d.params(row) for d in self.dispatches]


def decode_query(manifest: Manifest, dims: np.ndarray, values: np.ndarray) -> QueryTable:
    """Raw `__query_shapes` results (N size sets x values) as per-dispatch columns:
    array slices, no per-value Python (`check_table` checks them)."""
    columns = [DispatchColumns(info, *(values[:, part] for part in info.query.parts)) for info in manifest.dispatches]
    start = manifest.query_results.start
    return QueryTable(dims, values, tuple(columns), values[:, start : start + len(manifest.query_results.dims)])


class QueryModule:
    """`query.vmfb` (the host-only `__query_shapes`) in a bare VM context: it imports no HAL
    module, so no device of the target is needed."""

    def __init__(self, vmfb: Path, manifest: Manifest):
        vm = vm_binding()
        self.manifest = manifest
        self.vmfb = Path(vmfb)
        self._count = manifest.query_count
        self._dim_count = len(manifest.input_dims)
        try:
            instance = vm.VmInstance()
            # Checked against its sha256 first (where shapes.json records it): the VM runs a
            # module's bytecode as it finds it, and a damaged one can crash the process.
            vm_module = load_vm_module(instance, self.vmfb, manifest.query_sha256 or None, str(self.vmfb.parent))
            context = vm.VmContext(instance, modules=[vm_module])
            function = vm_module.lookup_function(QUERY_SHAPES)
            reflection = function.reflection if function is not None else {}
        except DynbenchError:
            raise
        except Exception as e:  # a damaged file, or not a dynbench query module
            raise DynbenchError(f"{vmfb}: cannot load: {first_line(e)}; {_after_load_error(str(e))}") from None
        if function is None:
            raise DynbenchError(f"{vmfb}: no {QUERY_SHAPES}; extract again")
        _require_query_layout(reflection, self.vmfb, manifest)
        self._vm = vm
        self._invoke = context.invoke
        self._function = function
        self._keep = (instance, vm_module, context)

    def raw(self, dims: Sequence[int]) -> np.ndarray:
        """`__query_shapes(*dims)`: its i64 values (a read-only array over the returned buffer)."""
        args = self._vm.VmVariantList(self._dim_count)
        for d in dims:
            args.push_int(int(d))
        results = self._vm.VmVariantList(1)
        try:
            self._invoke(self._function, args, results)
        except Exception as e:  # the model's own checks on the sizes failed, or an overflow guard
            raise size_checks.query_failure(self.manifest, dims, e) from None
        values = np.frombuffer(results.get_as_object(0, self._vm.VmBuffer), dtype=np.int64)
        if len(values) != self._count:
            raise DynbenchError(
                f"{self.vmfb}: returns {len(values)} values, shapes.json expects {self._count}; extract again"
            )
        return values

    def raw_many(self, dims: np.ndarray | Sequence[Sequence[int]]) -> np.ndarray:
        """`__query_shapes` at each row of `dims`: (N, values) int64."""
        rows = dim_rows(dims, self._dim_count)
        out = np.empty((len(rows), self._count), dtype=np.int64)
        for i, row in enumerate(rows.tolist()):
            out[i] = self.raw(row)
        return out

    def query_many(self, dims: np.ndarray | Sequence[Sequence[int]]) -> QueryTable:
        """Every dispatch's parameters at each row of `dims`, as arrays (`QueryTable`). Sizes
        that overflow are refused: each row's dims before the query, its values after
        (`check_table`; the exact per-tensor byte counts are `query`'s)."""
        rows = dim_rows(dims, self._dim_count)
        for row in rows.tolist():
            size_checks.check_dims(self.manifest, row)
        table = decode_query(self.manifest, rows, self.raw_many(rows))
        check_table(self.manifest, table)
        return table

    def query(self, dims: Sequence[int]) -> list[DispatchParams]:
        """Every dispatch's parameters at `dims`, checked with exact integers: sizes that
        overflow are a `DynbenchError` naming the input dim and the binding."""
        size_checks.check_dims(self.manifest, dims)
        return decode_checked(self.manifest, dims, self.raw(dims).tolist())


def checked_params(manifest: Manifest, dims: Sequence[int], table: QueryTable, row: int) -> list[DispatchParams]:
    """Row `row` of `table` as parameters, refused when a size overflows (`size_checks.check_query`)."""
    params = table.params(row)
    size_checks.check_query(manifest, dims, params, result_dims(manifest, table.values[row].tolist()))
    return params


def decode_checked(manifest: Manifest, dims: Sequence[int], values: Sequence[int]) -> list[DispatchParams]:
    """One size set's raw `__query_shapes` results as every dispatch's parameters, checked with
    exact integers (`size_checks.check_query`). `decode_query`'s layout (`QueryLayout.parts`),
    on a list: one size set as arrays would cost a query ~10 us a dispatch."""
    values = list(values)
    params = [info.params(*(values[part] for part in info.query.parts)) for info in manifest.dispatches]
    size_checks.check_query(manifest, dims, params, result_dims(manifest, values))
    return params


def check_table(manifest: Manifest, table: QueryTable) -> None:
    """Vectorized bounds over many size sets: workloads, binding offsets and lengths and result
    dims non-negative, workgroup counts within uint32; a row that fails gets the exact check
    (`size_checks.check_query`) for its one-line message."""
    bad = np.zeros(len(table), dtype=bool)
    for d in table.dispatches:
        for part in (d.workload, d.binding_offsets, d.binding_lengths):
            if part.size:
                bad |= (part < 0).any(axis=1)
        if d.workgroup_count.size:
            bad |= ((d.workgroup_count < 0) | (d.workgroup_count > size_checks.WORKGROUP_COUNT_MAX)).any(axis=1)
    if table.result_dims.size:
        bad |= (table.result_dims < 0).any(axis=1)
    for row in np.flatnonzero(bad).tolist():
        checked_params(manifest, table.dims[row].tolist(), table, row)


def _require_query_layout(reflection: dict, vmfb: Path, manifest: Manifest) -> None:
    """`__query_shapes` takes the input dims of shapes.json and returns its count of values
    (as its reflection says: a query.vmfb of another extract fails here, not on the first
    sizes it is given). Modules written before the reflection existed are not checked."""
    if QUERY_INPUT_DIMS_KEY not in reflection:
        return
    dims = ",".join(d.name for d in manifest.input_dims)
    takes, returns = reflection.get(QUERY_INPUT_DIMS_KEY, ""), reflection.get(QUERY_VALUES_KEY, "")
    if takes != dims or returns != str(manifest.query_count):
        raise DynbenchError(
            f"{vmfb}: its {QUERY_SHAPES} takes input dims ({takes or 'none'}) and returns {returns} values, "
            f"where shapes.json has ({dims or 'none'}) and {manifest.query_count}: not the query module of this "
            "extract; extract again"
        )


def check_benchmarks_module(vmfb: Path, manifest: Manifest, instance=None):
    """`benchmarks.vmfb` as a `VmModule` of `instance` (default: a bare VM, no device, no
    `iree.runtime` import), checked to be what extract wrote (its sha256) with the functions
    dynbench calls: before a runtime context or a process (a profiling round) loads it, which
    trusts its embedded kernels."""
    if instance is None:
        instance = vm_binding().VmInstance()
    module = load_vm_module(instance, vmfb, manifest.benchmarks_sha256, str(vmfb.parent))
    _require_functions(module, vmfb, manifest)
    return module


def _require_functions(vm_module, vmfb: Path, manifest: Manifest) -> None:
    """The module has dynbench's functions and a benchmark of every dispatch of `manifest`: a
    benchmarks.vmfb of another extract fails here, not dispatch by dispatch."""
    missing = [f for f in (SET_INPUT_DIMS, SET_BUFFER_COPIES, PROFILE_FUNCTION) if vm_module.lookup_function(f) is None]
    if missing:
        raise DynbenchError(f"{vmfb}: no {', '.join(missing)} (not a dynbench benchmarks module); extract again")
    others = [d.name for d in manifest.dispatches if vm_module.lookup_function(d.name) is None]
    if others:
        raise DynbenchError(
            f"{vmfb}: no benchmark of {len(others)} dispatch(es) of shapes.json (e.g. {others[0]}): "
            "not the benchmarks module of this extract; extract again"
        )


class BenchmarkModule:
    """`benchmarks.vmfb` loaded in a runtime context on one device (a device of
    the target: local-task, hip, cuda, vulkan, or a URI such as cuda://1);
    queries go to `query.vmfb` beside it (`QueryModule`)."""

    def __init__(self, vmfb: Path, manifest: Manifest, device: str = "local-task", config: Any = None):
        """`config`: an `iree.runtime.Config` of `device` to share (two builds timed side by side
        run on one device, as one model's kernels do), else a new one."""
        import iree.runtime as rt

        self.manifest = manifest
        self.device = device
        self.vmfb = Path(vmfb)
        self._query: Optional[QueryModule] = None
        try:
            self._config = config if config is not None else rt.Config(device)
        except Exception as e:  # the runtime raises ValueError/RuntimeError by driver
            raise DynbenchError(device_missing(device, manifest, e)) from None
        vm_module = check_benchmarks_module(self.vmfb, manifest, self._config.vm_instance)
        try:
            self._context = rt.SystemContext(vm_modules=[vm_module], config=self._config)
        except Exception as e:  # e.g. compiled for a target this device cannot run
            raise DynbenchError(
                f"{vmfb}: cannot load on device '{device}' (extracted for {manifest.target}"
                f"{'/' + manifest.target_chip if manifest.target_chip else ''}, device {manifest.device}): "
                f"{first_line(e)}"
            ) from None
        self._module = self._context.modules.module

    @property
    def queries(self) -> QueryModule:
        """`query.vmfb` beside this module, loaded when first used."""
        if self._query is None:
            self._query = QueryModule(ExtractDir(self.vmfb.parent).query_vmfb, self.manifest)
        return self._query

    def function(self, name: str):
        return self._module[name]

    def raw_query(self, dims: Sequence[int]) -> tuple[int, ...]:
        """`__query_shapes(*dims)` as ints."""
        return tuple(self.queries.raw(dims).tolist())

    def query(self, dims: Sequence[int]) -> list[DispatchParams]:
        return self.queries.query(dims)

    def select(self, dims: Sequence[int]) -> None:
        """Make every benchmark function run at `dims`."""
        try:
            self._module[SET_INPUT_DIMS](*dims)
        except Exception as e:
            raise DynbenchError(f"cannot select {self._sizes(dims)}: {first_line(e)}") from None

    def set_buffer_copies(self, copies: int) -> None:
        """How many copies of its buffers each benchmark cycles through (1: warm caches)."""
        self._module[SET_BUFFER_COPIES](int(copies))

    def _sizes(self, dims: Sequence[int]) -> str:
        return "sizes " + size_checks.sizes_text(self.manifest.input_dims, dims)


def device_missing(device: str, manifest: Manifest, error: Exception) -> str:
    """One line: the device cannot be created here (the IREE runtime's reason), and what to do."""
    extracted = manifest.target + (f"/{manifest.target_chip}" if manifest.target_chip else "")
    cause = error.__cause__ or error  # the runtime chains the driver's own reason
    reason = (first_line(cause).split("; ", 1)[-1] if cause is not error else first_line(error)).rstrip(":")
    return (
        f"device '{device}' is not available on this machine ({reason}); this output was extracted for "
        f"{extracted}: timing it (run, sweep, compare, plan) needs a {manifest.device} device; shapes, show and export need none"
    )
