"""The processes `paired.time_pairs` times in: one holding both builds (pairs taken one call
after the other), or two pinned to disjoint cores (duet: both calls at once).

Like the calls method's worker (`call_worker`), a kernel that dies takes only the worker: the
dispatch fails, naming the side whose kernel killed it (found by timing each side alone in a
fresh worker), and the next dispatch starts a new one.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Sequence

from ..errors import DynbenchError, option
from . import worker_process
from ..passes.abi import SET_BUFFER_COPIES, SET_INPUT_DIMS
from .calls import calibrate

_OVERHEAD_SAMPLES = 3
_OVERHEAD_FACTOR = 4.0  # a timed call lasts at least this many times a call of none
SIDES = ("BASE", "NEW")


@dataclass(frozen=True)
class Side:
    """One build to time: its benchmarks.vmfb, shapes.json text, and the runtime device; or,
    with `model_inputs`, a whole compiled model whose `function` is called on those inputs
    (zero-filled, or filled with one value: `4x8xi64=1`); or, `standalone`, one dispatch's
    standalone benchmark with `__set_input_dims` (a tuning candidate's kernel), whose repetitions
    cycle through `copies` copies of its buffers (1: warm caches; more: cold, `run.cache_state`)."""

    vmfb: Path
    manifest_text: str
    device: str
    function: str = ""
    model_inputs: Optional[tuple[str, ...]] = None
    standalone: bool = False
    parameters: tuple[tuple[str, str], ...] = ()  # a model's parameter archives (scope, path): `run.parameters`
    copies: int = 1  # a standalone benchmark's buffer copies (`__set_buffer_copies`)


class PairFailed(Exception):
    """A side could not time a dispatch (`side`: "BASE" or "NEW")."""

    def __init__(self, side: str, message: str):
        super().__init__(f"{side}: {message}")
        self.side, self.message = side, message


class _Process:
    """One worker process serving the sides it was given (indices into SIDES), on `cpus`."""

    def __init__(self, sides: dict[int, Side], cpus: tuple[int, ...] = ()):
        self._worker = worker_process.WorkerProcess(__name__, (dict(sides), cpus))
        self._dims: Optional[tuple[int, ...]] = None

    def select(self, dims: Sequence[int]) -> None:
        self._dims = tuple(dims)
        self.ask(("select", self._dims))

    def start(self) -> None:
        """Start the process now (it loads its builds while the caller goes on)."""
        self._worker.connection()

    def send(self, request: tuple) -> None:
        fresh = not self._worker.running
        conn = self._worker.connection()
        try:
            if fresh and self._dims is not None and request[0] != "select":  # a new worker: at the sizes first
                conn.send(("select", self._dims))
                self.receive()
            conn.send(request)
        except (OSError, BrokenPipeError):
            raise _Died(self._worker.death()) from None

    def receive(self) -> Any:
        try:
            ok, value = self._worker.current().recv()
        except (EOFError, OSError):
            raise _Died(self._worker.death()) from None
        if not ok:
            side, message = value
            if side is None:
                raise DynbenchError(message)
            raise PairFailed(SIDES[side], message)
        return value

    def ask(self, request: tuple) -> Any:
        self.send(request)
        return self.receive()

    def close(self) -> None:
        self._worker.close()


class _Died(Exception):
    pass


class PairWorker:
    """Both builds in one process: a pair is BASE's call and NEW's, one after the other."""

    def __init__(self, base: Side, new: Side):
        self.base, self.new = base, new
        self._both = _Process({0: base, 1: new})

    def select(self, dims: Sequence[int]) -> None:
        self._dims = tuple(dims)
        self._both.select(dims)

    def start(self) -> None:
        self._both.start()

    def close(self) -> None:
        self._both.close()

    def prepare(self, name: str, call_s: float, repeat: int, base_first: bool) -> int:
        return self._guarded(name, ("prepare", name, call_s, (0, 1) if base_first else (1, 0), repeat))

    def pair(self, name: str, repeat: int, base_first: bool, bursts: int) -> tuple[float, float, float]:
        order = (0, 1) if base_first else (1, 0)
        times = self._guarded(name, ("pair", name, repeat, order, bursts))
        return times[0], times[1], times[2]

    def _guarded(self, name: str, request: tuple) -> Any:
        try:
            return self._both.ask(request)
        except _Died as e:
            raise PairFailed(self._culprit(name), str(e)) from None

    def _culprit(self, name: str) -> str:
        """Which side's kernel kills a process: each timed alone, in a fresh one."""
        for index, side in enumerate((self.base, self.new)):
            alone = _Process({index: side})
            try:
                alone.select(self._dims)
                alone.ask(("prepare", name, 1e-4, (index,), 0))
            except (_Died, PairFailed):
                return SIDES[index]
            finally:
                alone.close()
        return "NEW"  # neither alone: the two together (a shared state); judged against NEW

    def __enter__(self) -> "PairWorker":
        return self

    def __exit__(self, *exc) -> None:
        self._both.close()


class DuetWorkers:
    """BASE and NEW in two processes pinned to disjoint cores: a pair is both calls at once."""

    def __init__(self, base: Side, new: Side, cpus: Sequence[tuple[int, ...]]):
        if len(cpus) != 2:
            raise DynbenchError(f"{option('duet')} needs two {option('cpus')} sets, one for BASE and one for NEW")
        self._sides = (_Process({0: base}, tuple(cpus[0])), _Process({1: new}, tuple(cpus[1])))

    def select(self, dims: Sequence[int]) -> None:
        for p in self._sides:
            p.select(dims)

    def start(self) -> None:
        for p in self._sides:
            p.start()

    def close(self) -> None:
        for p in self._sides:
            p.close()

    def prepare(self, name: str, call_s: float, repeat: int, base_first: bool) -> int:
        repeats = self._both(lambda k: ("prepare", name, call_s, (k,), repeat))
        return max(repeats)  # one N for both (each side calibrated on its own cores)

    def pair(self, name: str, repeat: int, base_first: bool, bursts: int) -> tuple[float, float, float]:
        start = time.perf_counter()
        base, new = [], []
        for _ in range(bursts):  # both at once, each side's fastest counting (see `serve`)
            (base_us, _), (new_us, _) = self._both(lambda k: ("call", name, repeat, k))
            base += [base_us] if base_us is not None else []
            new += [new_us] if new_us is not None else []
        return min(base, default=None), min(new, default=None), 2 * (time.perf_counter() - start)

    def _both(self, request) -> list[Any]:
        for k, p in enumerate(self._sides):
            p.send(request(k))
        results: list[Any] = []
        failure: Optional[Exception] = None
        for k, p in enumerate(self._sides):
            try:
                results.append(p.receive())
            except _Died as e:
                failure = failure or PairFailed(SIDES[k], str(e))
            except PairFailed as e:
                failure = failure or e
        if failure:
            raise failure
        return results

    def __enter__(self) -> "DuetWorkers":
        return self

    def __exit__(self, *exc) -> None:
        for p in self._sides:
            p.close()


def serve(fd: int) -> None:
    """The worker (its process's main): load its builds, then answer requests until told to stop."""
    worker_process.serve(fd, _Pairs)


class _Pairs(worker_process.Work):
    """The sides' builds loaded, on `cpus` where given; each request one step of timing pairs:
    "select" the sizes, "prepare" a dispatch (warm up, calibrate N), time a "pair" of bursts,
    or one side's timed "call" (duet). A failure names the side whose call failed, and why:
    that dispatch fails, the rest go on (None: the sizes a build refuses, or a build that
    did not load: the whole comparison's error)."""

    def __init__(self, greeting: tuple[dict[int, Side], tuple[int, ...]]):
        sides, cpus = greeting
        if cpus:
            os.sched_setaffinity(0, cpus)  # before the runtime starts its task workers
        self.configs: dict[str, Any] = {}  # one device per driver, shared by both builds: two task executors
        # side by side made the second one read 8-22% slower in A/A pairs of one build
        self.modules: dict[int, Any] = {k: self._load(side) for k, side in sides.items()}
        self.overhead: dict[tuple[int, str], float] = {}  # (side, function): the least wall time of a call of none
        self.side: Optional[int] = None  # the side called last: the one a failure names

    @classmethod
    def open_failure(cls, greeting: Any, error: Exception) -> tuple[None, str]:
        return None, _said(error)

    def failure(self, error: Exception) -> tuple[Optional[int], str]:
        return self.side, _said(error)

    def answer(self, request: tuple) -> Any:
        self.side = None
        kind, *arguments = request
        steps = {"select": self._select, "prepare": self._prepare, "pair": self._pair, "call": self._call}
        return steps[kind](*arguments)

    def _load(self, side: Side) -> Any:
        if side.device not in self.configs:
            import iree.runtime as rt

            self.configs[side.device] = rt.Config(side.device)
        config = self.configs[side.device]
        if side.standalone:
            return _StandaloneCalls(side, config)
        if side.model_inputs is not None:
            return _ModelCalls(side, config)
        from ..benchmarks import BenchmarkModule
        from ..manifest import Manifest

        return BenchmarkModule(Path(side.vmfb), Manifest.from_json(side.manifest_text), side.device, config)

    def _select(self, dims: Sequence[int]) -> None:
        for module in self.modules.values():  # sizes a build refuses: no side's (the whole comparison's error)
            module.select(dims)

    def _prepare(self, name: str, call_s: float, order: tuple[int, ...], repeat: int) -> int:
        """`order`: which side's buffers are allocated first (by its first call); `repeat`: the N
        found before, or 0 to calibrate one: each side's, the larger kept, so that the faster
        side's calls last the target too (a NEW 90x faster than BASE, sized on BASE's calls,
        timed calls no longer than the noise of a call's fixed cost: seen on an H200)."""
        for side in order:
            self._timed_call(side, name, 1)
        for side in order:
            self.overhead[(side, name)] = min(self._timed_call(side, name, 0) for _ in range(_OVERHEAD_SAMPLES))
        if not repeat:
            repeat = max(self._calibrated(side, name, call_s) for side in order)
        for side in order:
            self._timed_call(side, name, repeat)  # warm-up at N
        return repeat

    def _pair(self, name: str, repeat: int, order: tuple[int, ...], bursts: int) -> tuple[Optional[float], Optional[float], float]:
        """Calls alternate, BASE NEW BASE NEW ... (or NEW first); each side's fastest counts: a
        call the scheduler preempted only ever reads slower."""
        times: dict[int, list[float]] = {0: [], 1: []}
        wall_s = 0.0
        for _ in range(bursts):
            for side in order:
                t, wall = self._net_us(side, name, repeat)
                wall_s += wall
                if t is not None:
                    times[side].append(t)
        return min(times[0], default=None), min(times[1], default=None), wall_s

    def _call(self, name: str, repeat: int, side: int) -> tuple[Optional[float], float]:
        """One side's timed call (duet)."""
        self.side = side
        return self._net_us(side, name, repeat)

    def _timed_call(self, side: int, name: str, n: int) -> float:
        self.side = side
        function = self.modules[side].function(name)
        start = time.perf_counter()
        function(n)
        return time.perf_counter() - start

    def _calibrated(self, side: int, name: str, call_s: float) -> int:
        """The N whose call of `side` lasts `call_s`, or `_OVERHEAD_FACTOR` times its fixed cost."""
        target = max(call_s, _OVERHEAD_FACTOR * self.overhead[(side, name)])  # the fixed cost a small part
        return calibrate(lambda n: (self._timed_call(side, name, n), 0.0), self.overhead[(side, name)], target)

    def _net_us(self, side: int, name: str, n: int) -> tuple[Optional[float], float]:
        """One timed call of n dispatches: (time per dispatch in us, the call's wall time). The
        time is None where the call was no slower than one of none: it measured noise."""
        key = (side, name)
        self.overhead[key] = min(self.overhead[key], self._timed_call(side, name, 0))  # a fresh sample next to each timed call
        wall = self._timed_call(side, name, n)
        return ((wall - self.overhead[key]) / n * 1e6 if wall > self.overhead[key] else None), wall


def _said(error: Exception) -> str:
    """An error as the parent reports it: a user error's own words, else the row's error."""
    from .results import row_error

    return error.raw if isinstance(error, DynbenchError) else row_error(error)


class _ModelCalls:
    """A whole compiled model, called `n` times in a row as a benchmark function is."""

    def __init__(self, side: Side, config: Any):
        import iree.runtime as rt

        from ..benchmarks import load_vm_module
        from .parameters import provider_module

        modules = [provider_module(config.vm_instance, side.parameters)] if side.parameters else []
        context = rt.SystemContext(vm_modules=[*modules, load_vm_module(config.vm_instance, Path(side.vmfb))], config=config)
        self._function = context.modules.module[side.function]
        self._args = [rt.asdevicearray(config.device, model_input(text)) for text in side.model_inputs]

    def function(self, name: str):
        def run(n: int) -> None:
            for _ in range(n):
                self._function(*self._args)
        return run

    def select(self, dims: Sequence[int]) -> None:
        """A model's sizes are its inputs'."""


class _StandaloneCalls:
    """One dispatch's standalone benchmark (`<dispatch>(i32 repeat)`), at the sizes
    `__set_input_dims` selects, over the buffer copies `__set_buffer_copies` sets."""

    def __init__(self, side: Side, config: Any):
        import iree.runtime as rt

        from ..benchmarks import load_vm_module

        context = rt.SystemContext(vm_modules=[load_vm_module(config.vm_instance, Path(side.vmfb))], config=config)
        self._module = context.modules.module
        if side.copies != 1:
            self._module[SET_BUFFER_COPIES](int(side.copies))

    def function(self, name: str):
        return self._module[name]

    def select(self, dims: Sequence[int]) -> None:
        self._module[SET_INPUT_DIMS](*dims)


_NUMPY = {"f16": "float16", "f32": "float32", "f64": "float64", "i1": "bool", "i8": "int8", "i16": "int16",
          "i32": "int32", "i64": "int64", "ui8": "uint8", "ui16": "uint16", "ui32": "uint32", "ui64": "uint64"}


def model_input(text: str):
    """An `--input` value as an array: `SHAPE` zero-filled, or `SHAPE=V` filled with V."""
    import numpy as np

    from ..sizes import parse_shape

    shape_text, _, value = text.partition("=")
    shape = parse_shape(shape_text, f"model input '{text}'")
    if shape.element_type not in _NUMPY or (value and not _is_number(value)):
        raise DynbenchError(
            f"model input '{text}': in-process model calls take SHAPE or SHAPE=V of "
            f"{', '.join(_NUMPY)} elements")
    return np.full(shape.dims, float(value) if value else 0, dtype=_NUMPY[shape.element_type])


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True
