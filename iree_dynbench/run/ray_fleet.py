"""A fleet on a Ray cluster: the same workers as `fleet_worker`, as Ray actors, one per device.

Ray places the actors and their resources: one GPU each (`num_gpus=1`: Ray sets
`CUDA_VISIBLE_DEVICES`/`HIP_VISIBLE_DEVICES` per actor, so the actor's device is its
driver's first), or for CPU workers `len(cpus)` CPUs each (`--cpus` core sets; the actor
pins itself to its set on whatever node it lands). The extract output goes to the
cluster once, as one object (shapes.json and the two modules); each actor writes it
to a scratch directory and loads it once. Each actor's `WorkerInfo` carries its
dynbench and IREE versions and the benchmarks.vmfb hash, which `Fleet` checks.

An actor answers through a Ray object reference; a thread per actor waits on it and
writes the answer to a pipe, so `work.schedule` waits on Ray workers as on the
others. Ray is imported only here, only when `--ray` is given: `pip install
'iree-dynbench[dist]'` brings it.
"""

from __future__ import annotations

import os
import socket
import threading
from multiprocessing import Pipe
from pathlib import Path
from typing import Any

from ..errors import DynbenchError, option
from ..layout import ExtractDir
from ..manifest import Manifest
from .devices import CPU_DEVICES, WorkerSpec, parse_cpu_list, worker_specs
from .fleet_worker import START_S
from .options import TimingOptions
from .work import ItemFailed, Timed, WorkerDied, WorkItem


def _ray():
    try:
        import ray
    except ImportError:
        raise DynbenchError(f"{option('ray', 'fleet.ray')} needs Ray: pip install 'iree-dynbench[dist]'") from None
    return ray


def connect(address: str) -> Any:
    """Ray, connected to `address` ("auto": the cluster this machine belongs to); a Ray the
    caller already started (`ray.init`) is used as it is."""
    ray = _ray()
    if ray.is_initialized():
        return ray
    if address != "auto":
        _reachable(address)  # Ray itself retries an address where nothing answers for minutes
    os.environ.setdefault("RAY_BACKEND_LOG_LEVEL", "fatal")  # its C++ client's retries print to stderr
    try:
        ray.init(address=address, logging_level="ERROR", log_to_driver=False)
    except ConnectionError:
        raise DynbenchError(
            f"{option('ray', 'fleet.ray')} {address}: no running Ray cluster found here "
            "(start one with `ray start --head`, or give its ADDRESS)"
        ) from None
    except Exception as e:
        raise DynbenchError(f"{option('ray', 'fleet.ray')} {address}: cannot connect ({_first(e)})") from None
    return ray


def _reachable(address: str, timeout_s: float = 5.0) -> None:
    """One error line, within `timeout_s`, when nothing answers at `address` (HOST:PORT or ray://HOST:PORT)."""
    rest = address.split("://", 1)[-1]
    host, _, port = rest.rpartition(":")
    if not host or not port.isdigit():
        raise DynbenchError(f"{option('ray', 'fleet.ray')} {address}: not an address like HOST:PORT, ray://HOST:PORT or auto")
    try:
        connection = socket.create_connection((host.strip("[]"), int(port)), timeout=timeout_s)
    except OSError as e:
        raise DynbenchError(f"{option('ray', 'fleet.ray')} {address}: nothing answers there ({e.strerror or e})") from None
    with connection:
        if not _speaks_grpc(connection):
            raise DynbenchError(
                f"{option('ray', 'fleet.ray')} {address}: what answers there is not a Ray cluster's address (no gRPC: "
                "the dashboard's port? give the GCS address `ray start --head` prints, HOST:6379 by default)")


# An HTTP/2 client's connection preface and an empty SETTINGS frame: a gRPC server (Ray's GCS,
# Ray Client) answers with its own SETTINGS frame (type 4); an HTTP/1 server, the dashboard's,
# answers otherwise or not at all. Ray itself retries such an address for minutes.
_HTTP2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])


def _speaks_grpc(connection: socket.socket, timeout_s: float = 3.0) -> bool:
    try:
        connection.settimeout(timeout_s)
        connection.sendall(_HTTP2_PREFACE)
        head = b""
        while len(head) < 9:
            chunk = connection.recv(9 - len(head))
            if not chunk:
                break
            head += chunk
    except OSError:
        return False
    return len(head) == 9 and head[3] == 4


def ray_handles(directory: Path, manifest: Manifest, fleet, default_device: str) -> list["RayWorker"]:
    """One actor per worker of `fleet` (`fleet.FleetOptions`) on the cluster, started."""
    ray = connect(fleet.ray)
    layout = ExtractDir(Path(directory))
    payload = ray.put({name: path.read_bytes() for name, path in (
        (layout.MANIFEST, layout.manifest), (layout.BENCHMARKS_VMFB, layout.benchmarks_vmfb), (layout.QUERY_VMFB, layout.query_vmfb),
    )})
    if len(fleet.devices) > 1:
        raise DynbenchError(
            f"{option('ray', 'fleet.ray')} runs one worker per GPU of the cluster (or per {option('cpus', 'fleet.cpus')} set); "
            f"give at most one {option('device', 'fleet.devices')}, its driver"
        )
    device = fleet.devices[0] if fleet.devices else default_device
    if device in CPU_DEVICES:
        if not fleet.cpus:
            raise DynbenchError(f"{option('ray', 'fleet.ray')} with CPU workers needs their core sets: {option('cpus', 'fleet.cpus')} per worker")
        listed = {c for text in fleet.cpus for c in parse_cpu_list(text)}  # the nodes' cores, not this machine's
        specs = worker_specs([device], fleet.cpus, device, usable_cpus=listed)
        resources = [{"num_cpus": len(spec.cpus)} for spec in specs]
        _check_cpus(ray, fleet.cpus, [len(spec.cpus) for spec in specs])
    else:
        driver = device.split("://")[0]
        gpus = int(ray.cluster_resources().get("GPU", 0))
        if gpus == 0:
            raise DynbenchError(f"{option('ray', 'fleet.ray')}: the cluster has no GPUs for {driver} workers")
        specs = [WorkerSpec(driver, (), f"ray-gpu:{k}", "") for k in range(gpus)]
        resources = [{"num_gpus": 1} for _ in specs]
    handles = []
    try:
        for k, (spec, resource) in enumerate(zip(specs, resources)):
            handles.append(RayWorker(ray, payload, spec, resource, f"r{k}"))
    except Exception as e:
        for handle in handles:
            handle.close()
        raise DynbenchError(f"{option('ray', 'fleet.ray')}: a worker could not start: {_first(e)}") from None
    chips = sorted({h.info.chip for h in handles if h.info is not None and getattr(h.info, "chip", "")})
    if len(chips) > 1 and not fleet.allow_mixed:
        for handle in handles:
            handle.close()
        raise DynbenchError(
            f"the cluster's devices are of different chips ({', '.join(chips)}): their times do not merge; "
            f"{option('allow-mixed-devices', 'fleet.allow_mixed')} to mix them"
        )
    return handles


def _check_cpus(ray: Any, cpus: Any, wanted: list[int]) -> None:
    """Before placing actors: each worker's core set fits on a node of the cluster, and all of
    them in it (Ray would wait for the resources, minutes per actor, in silence)."""
    try:
        nodes = [n.get("Resources", {}) for n in ray.nodes() if n.get("Alive")]
    except Exception as e:
        raise DynbenchError(f"{option('ray', 'fleet.ray')}: cannot read the cluster's resources ({_first(e)})") from None
    largest = max((int(r.get("CPU", 0)) for r in nodes), default=0)
    total = sum(int(r.get("CPU", 0)) for r in nodes)
    if max(wanted) > largest or sum(wanted) > total:
        raise DynbenchError(
            f"{option('cpus', 'fleet.cpus')} {' '.join(cpus)}: the workers ask for {sum(wanted)} CPU(s), at most "
            f"{max(wanted)} on one node, and the Ray cluster has {total} ({largest} on its largest node)")


class _Actor:
    """The actor's body: the extract output unpacked once, a `WorkerState` on its device."""

    def __init__(self, payload: dict[str, bytes], spec: WorkerSpec, label: str):
        import tempfile

        from .fleet_worker import WorkerState

        self._scratch = tempfile.TemporaryDirectory(prefix="dynbench-ray-")
        root = Path(self._scratch.name)
        for name, data in payload.items():
            (root / name).write_bytes(data)
        self.state = WorkerState(root, spec, label)

    def info(self):
        return self.state.info

    def time(self, item: WorkItem, options: TimingOptions) -> Timed:
        return self.state.time(item, options)

    def close(self) -> None:
        """Before the actor is killed: its run service and its copy of the extract output go."""
        self.state.close()
        self._scratch.cleanup()


class RayWorker:
    """The parent's handle on one actor (`work.WorkerHandle`)."""

    def __init__(self, ray: Any, payload: Any, spec: WorkerSpec, resources: dict[str, Any], label: str):
        self.ray, self.payload, self.spec, self.resources, self.label = ray, payload, spec, resources, label
        self.info = None
        self._actor = None
        self.connection, self._sender = Pipe(duplex=False)
        self.start()

    def start(self) -> None:
        remote = self.ray.remote(_Actor).options(**self.resources)
        self._actor = remote.remote(self.payload, self.spec, self.label)
        try:
            self.info = self.ray.get(self._actor.info.remote(), timeout=START_S)
        except Exception as e:  # it failed to load, or Ray could not place it in time (no such resources)
            self.kill()
            raise RuntimeError(f"{self.label} ({self.spec.label}): {_first(e)}") from None

    def submit(self, item: WorkItem, options: TimingOptions) -> None:
        reference = self._actor.time.remote(item, options)

        def wait(sender=self._sender) -> None:
            try:
                answer = (True, self.ray.get(reference))
            except self.ray.exceptions.RayActorError as e:  # the actor died
                answer = (False, ("died", _first(e)))
            except Exception as e:  # the item raised in the actor, which lives on
                answer = (False, ("failed", _first(e)))
            try:
                sender.send(answer)
            except OSError:  # restarted meanwhile: the answer goes nowhere
                pass

        threading.Thread(target=wait, daemon=True).start()

    def receive(self) -> Timed:
        ok, value = self.connection.recv()
        if not ok:
            kind, why = value
            if kind == "died":
                raise WorkerDied(f"the actor died ({why})")
            raise ItemFailed(why)
        return value

    def restart(self) -> None:
        self.kill()
        self.connection, self._sender = Pipe(duplex=False)  # an answer still on its way goes nowhere
        self.start()

    def kill(self) -> None:
        if self._actor is not None:
            try:
                self.ray.kill(self._actor)
            except Exception:
                pass
            self._actor = None

    def stop(self) -> None:
        pass

    def close(self, timeout_s: float = 10.0) -> None:
        if self._actor is not None:
            try:
                self.ray.get(self._actor.close.remote(), timeout=timeout_s)
            except Exception:  # noqa: BLE001 - a dead actor has nothing left to clean
                pass
        self.kill()


def _first(e: BaseException) -> str:
    text = str(e).strip()
    for line in text.splitlines():
        if line.strip() and not line.startswith(("Traceback", " ")):
            return line.strip()
    return type(e).__name__

