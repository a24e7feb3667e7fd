"""`benchmarks.vmfb` on the IREE runtime: query shapes and select sizes.

`__query_shapes` is the model's own shape math, compiled: given the dynamic
input dims it returns every dispatch's runtime parameters. `__set_input_dims`
makes every benchmark function run at those dims. Neither recompiles.

Modules are mapped read-only (`load_vm_module`), so an output on a read-only
mount runs; `benchmarks.vmfb` is first checked against the sha256 extract
recorded, because the runtime trusts a module's embedded kernels and a corrupted
one crashes the process.
"""

from __future__ import annotations

import hashlib
import mmap
from pathlib import Path
from typing import Optional, Sequence

from . import size_checks
from .errors import DynbenchError, first_line
from .sizes import check_against, parse_shapes
from .manifest import DispatchInfo, DispatchParams, InputDimInfo, Manifest
from .passes.abi import QUERY_SHAPES, SET_BUFFER_COPIES, SET_INPUT_DIMS


def dims_or_default(manifest: Manifest, inputs: Sequence[str]) -> list[int]:
    """Dims for `--inputs`, or for the extract sizes when none are given."""
    return dims_for(manifest, list(inputs) or manifest.default_inputs)


def dims_for(manifest: Manifest, inputs: Sequence[str]) -> list[int]:
    """Dynamic dims of `--inputs` entries, checked against the entry signature
    and the ranges the model asserts."""
    dims = check_against(parse_shapes(inputs), manifest.inputs, manifest.function)
    check_assumed(manifest, dims)
    return dims


def check_assumed(manifest: Manifest, dims: Sequence[int]) -> None:
    """Reject dims outside the ranges the model asserts (`util.assume.int`)."""
    check_in_ranges(manifest.input_dims, dims)


def check_in_ranges(input_dims: Sequence[InputDimInfo], dims: Sequence[int]) -> None:
    """Each value of `dims` against the range of its input dim."""
    for value, d in zip(dims, input_dims):
        if d.assume is None or d.assume.contains(value):
            continue
        if not d.assume.in_bounds(value):
            raise DynbenchError(
                f"{d.name} = {value} is outside the range the model assumes for it ({d.assume.bounds_text()})"
            )
        raise DynbenchError(f"{d.name} = {value} is not a multiple of {d.assume.udiv}, which the model assumes")


def decode_dispatch(info: DispatchInfo, outputs: Sequence[int]) -> DispatchParams:
    """`info`'s parameters from the results of `__query_shapes`."""
    q = info.query
    w, c, b = q.workload, q.push_constants, q.bindings
    at = q.start  # workload, workgroup count (3), push constants, offsets, lengths
    return info.params(
        outputs[at : at + w],
        outputs[at + w : at + w + 3],
        outputs[at + w + 3 : at + w + 3 + c],
        outputs[at + w + 3 + c : at + w + 3 + c + b],
        outputs[at + w + 3 + c + b : at + w + 3 + c + 2 * b],
    )


def decode_checked(manifest: Manifest, dims: Sequence[int], outputs: Sequence[int]) -> list[DispatchParams]:
    """Every dispatch's parameters from the results of `__query_shapes` at `dims`,
    refused when a size overflows (`size_checks`)."""
    params = [decode_dispatch(d, outputs) for d in manifest.dispatches]
    size_checks.check_query(manifest, dims, params, result_dims(manifest, outputs))
    return params


def result_dims(manifest: Manifest, outputs: Sequence[int]) -> list[list[Optional[int]]]:
    """The entry's result shapes (None where a dim is not known)."""
    shapes = [list(r.template) for r in manifest.results]
    start = manifest.query_results.start
    for k, (r, d) in enumerate(manifest.query_results.dims):
        shapes[r][d] = outputs[start + k]
    return shapes


def load_vm_module(instance, path: Path, sha256: Optional[str] = None, what: str = ""):
    """An `iree.runtime.VmModule` of the file at `path`, mapped read-only (the runtime's own
    `VmModule.mmap` maps it read-write: not on a read-only mount), checked first against
    `sha256` when given; `what` names the output to extract again when it does not match."""
    import iree.runtime as rt

    try:
        with open(path, "rb") as f:
            mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError) as e:  # ValueError: an empty file
        raise DynbenchError(f"{path}: cannot read ({getattr(e, 'strerror', None) or e})") from None
    try:
        if sha256 is not None and hashlib.sha256(mapped).hexdigest() != sha256:
            raise DynbenchError(
                f"{path}: changed or corrupted since extract (its sha256 differs from shapes.json); "
                f"extract {what or 'it'} again"
            )
        return rt.VmModule.wrap_buffer(instance, mapped, close_buffer=True)
    except BaseException:
        mapped.close()
        raise


class BenchmarkModule:
    """`benchmarks.vmfb` loaded in a runtime context on one device."""

    def __init__(self, vmfb: Path, manifest: Manifest, device: str = "local-task"):
        import iree.runtime as rt

        try:
            self._config = rt.Config(device)
        except Exception as e:  # the runtime raises ValueError/RuntimeError by driver
            raise DynbenchError(f"device '{device}' is not available: {first_line(e)}") from None
        self.manifest = manifest
        self.device = device
        self.vmfb = Path(vmfb)
        vm_module = load_vm_module(self._config.vm_instance, self.vmfb, manifest.benchmarks_sha256, str(self.vmfb.parent))
        try:
            self._context = rt.SystemContext(vm_modules=[vm_module], config=self._config)
        except Exception as e:  # e.g. compiled for a target this device cannot run
            raise DynbenchError(f"{vmfb}: cannot load on device '{device}': {first_line(e)}") from None
        self._module = self._context.modules.module
        self._query_function = None
        self._has_buffer_copies = self._module.vm_module.lookup_function(SET_BUFFER_COPIES) is not None

    def function(self, name: str):
        return self._module[name]

    def raw_query(self, dims: Sequence[int]) -> tuple[int, ...]:
        """`__query_shapes(*dims)` as ints (empty when it returns nothing).

        Invoked on the VM context directly: the generic function invoker costs
        ~125 us for a few hundred results (torch_block), this ~40 us.
        """
        import iree.runtime as rt

        if self._query_function is None:
            self._query_function = self._context.modules.module.vm_module.lookup_function(QUERY_SHAPES)
        args = rt.VmVariantList(len(dims))
        for d in dims:
            args.push_int(int(d))
        results = rt.VmVariantList(len(self.manifest.dispatches) * 8 + 8)
        try:
            self._context.vm_context.invoke(self._query_function, args, results)
        except Exception as e:  # the model's own checks on the sizes failed, or an overflow guard
            raise size_checks.query_failure(self.manifest, dims, e) from None
        get = results.get_variant
        if results.size != self.manifest.query_count:
            raise DynbenchError(
                f"{self.vmfb}: __query_shapes returns {results.size} values, shapes.json expects "
                f"{self.manifest.query_count}; the two do not belong together, extract again"
            )
        return tuple([get(i) for i in range(results.size)])

    def query(self, dims: Sequence[int]) -> list[DispatchParams]:
        """Every dispatch's parameters at `dims`, checked: sizes that overflow are a `DynbenchError`."""
        size_checks.check_dims(self.manifest, dims)
        return decode_checked(self.manifest, dims, self.raw_query(dims))

    def select(self, dims: Sequence[int]) -> None:
        """Make every benchmark function run at `dims`."""
        try:
            self._module[SET_INPUT_DIMS](*dims)
        except Exception as e:
            raise DynbenchError(f"cannot select {self._sizes(dims)}: {first_line(e)}") from None

    def check_buffer_copies(self) -> None:
        """Outputs of dynbench before buffer copies cannot time with cold caches."""
        if not self._has_buffer_copies:
            raise DynbenchError(
                f"{self.vmfb}: no {SET_BUFFER_COPIES} (extracted by an older dynbench); extract again for --cache cold"
            )

    def set_buffer_copies(self, copies: int) -> None:
        """How many copies of its buffers each benchmark cycles through (1: warm caches)."""
        if copies != 1 or self._has_buffer_copies:
            self._module[SET_BUFFER_COPIES](int(copies))

    def _sizes(self, dims: Sequence[int]) -> str:
        return "sizes " + size_checks.sizes_text(self.manifest.input_dims, dims)
