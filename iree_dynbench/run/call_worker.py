"""The calls method's kernels run in a worker process, so a kernel that dies takes only the worker.

A kernel can still die by a signal where the CPU-feature check cannot see it coming (a
bad access: SIGSEGV; an instruction the check did not know: SIGILL). Timed in dynbench's
own process, it would end the tool without a word, the rows timed so far lost. So the
calls method (`calls.time_function`) runs in one long-lived worker per run and device
(it loads the module once and keeps its buffers between calls, as the calls method
needs), never a process per dispatch, started as `worker_process` starts one. The
parent hands it one dispatch at a time;
when the worker dies, that row fails with the signal's name, and the next row starts a
new worker. The profile method's kernels already run in a child (`iree-run-module`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Sequence

from ..errors import DynbenchError
from . import worker_process
from .calls import FunctionTiming
from .options import TimingOptions


class DispatchCrashed(RuntimeError):
    """The calls method's worker process ended while it timed a dispatch (a kernel killed it):
    that row fails. Not `work.WorkerDied`, a fleet worker lost with its item, which is requeued."""


@dataclass(frozen=True)
class _Request:
    vmfb: str  # the module holding `function`: benchmarks.vmfb, or a static kernel's
    function: str
    dims: Optional[tuple[int, ...]]  # for benchmarks.vmfb: the sizes to select first
    copies: int
    options: TimingOptions
    repeat: Optional[int]


class CallWorker:
    """One worker process timing benchmark functions by calls on `device`; started when first
    asked, again after it died. `manifest_text` (shapes.json) lets it load benchmarks.vmfb."""

    def __init__(self, benchmarks_vmfb: Path, manifest_text: str, device: str):
        self.benchmarks_vmfb = str(benchmarks_vmfb)
        self._worker = worker_process.WorkerProcess(__name__, (self.benchmarks_vmfb, manifest_text, device))

    def time(
        self, function: str, options: TimingOptions, *, dims: Optional[Sequence[int]] = None, copies: int = 1,
        repeat: Optional[int] = None, vmfb: Optional[Path] = None,
    ) -> FunctionTiming:
        """`calls.time_function` of `function` (of benchmarks.vmfb at `dims`, or of `vmfb`) in the
        worker. Raises `DispatchCrashed` naming the signal that ended it, or the error it raised."""
        conn = self._worker.connection()
        request = _Request(str(vmfb) if vmfb else self.benchmarks_vmfb, function,
                           tuple(dims) if dims is not None else None, copies, options, repeat)
        try:
            conn.send(request)
            ok, value = conn.recv()
        except (EOFError, OSError, BrokenPipeError):
            raise DispatchCrashed(self._worker.death()) from None
        if not ok:
            raise RuntimeError(value)
        return value

    def close(self) -> None:
        self._worker.close()

    def __enter__(self) -> "CallWorker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def serve(fd: int) -> None:
    """The worker (its process's main): time each request on the connection `fd` until told to stop."""
    worker_process.serve(fd, _Calls)


class _Calls(worker_process.Work):
    """benchmarks.vmfb loaded once, on first use (a static kernel's module likewise), each
    request a `time_function`: a failed call is a failed row (`failure`), the parent reports it."""

    def __init__(self, greeting: tuple[str, str, str]):
        self.benchmarks_vmfb, self.manifest_text, self.device = greeting
        self.module: Any = None
        self.selected: Optional[tuple[int, ...]] = None
        self.others: dict[str, Any] = {}  # a static kernel's module, loaded once

    def answer(self, request: _Request) -> FunctionTiming:
        from .calls import time_function

        if request.vmfb != self.benchmarks_vmfb:
            if request.vmfb not in self.others:
                self.others[request.vmfb] = _load(request.vmfb, self.device)
            return time_function(self.others[request.vmfb][request.function], request.options, request.repeat)
        module = self._benchmarks()
        if request.dims is not None and request.dims != self.selected:
            module.select(request.dims)
            self.selected = request.dims
        module.set_buffer_copies(request.copies)
        try:
            return time_function(module.function(request.function), request.options, request.repeat)
        finally:
            module.set_buffer_copies(1)

    def failure(self, error: Exception) -> str:
        from .results import row_error

        return error.raw if isinstance(error, DynbenchError) else row_error(error)

    def _benchmarks(self):
        if self.module is None:
            from ..benchmarks import BenchmarkModule
            from ..manifest import Manifest

            self.module = BenchmarkModule(Path(self.benchmarks_vmfb), Manifest.from_json(self.manifest_text), self.device)
        return self.module


def _load(vmfb: str, device: str):
    import iree.runtime as rt

    from ..benchmarks import load_vm_module

    config = rt.Config(device)
    context = rt.SystemContext(vm_modules=[load_vm_module(config.vm_instance, Path(vmfb))], config=config)
    return context.modules.module
