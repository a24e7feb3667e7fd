"""Which workers a scaled-out sweep or plan gets: one per physical device, or per CPU core set.

`--device` repeats (`hip://0 --device hip://1`, `cuda://GPU-<uuid>`, `hip://*` for every
device of a driver) and `--cpus` repeats (`--cpus 0-3 --cpus 4-7`: CPU workers on the
`local-task` device, each pinned to its cores, lists in `taskset -c` form). Each worker is
the only one timing on its device, so the rules refuse what would put two on one:

- the same physical device twice, however it is named (an index and a UUID resolve to
  the driver's device list, `iree.runtime`'s `query_available_devices`);
- a multi-device path (`hip://0,1` is one logical device over several GPUs in IREE);
- overlapping core sets, cores this process may not use, and `--cpus` with a GPU device;
- devices of different chips, unless `allow_mixed` (their times would not merge).

Data and rules only: `fleet.py` starts the workers.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from ..errors import DynbenchError, option

CPU_DEVICES = ("local-task", "local-sync")


@dataclass(frozen=True)
class AvailableDevice:
    """One device a driver reports (`query_available_devices`)."""

    ordinal: int  # position in the driver's list: what `hip://N` names
    device_id: int
    path: str  # e.g. the GPU's UUID (`cuda://GPU-...`); may be empty
    name: str  # the chip, e.g. "NVIDIA H200"


@dataclass(frozen=True)
class WorkerSpec:
    """One worker: the IREE device it runs, and for a CPU worker the cores it is pinned to."""

    device: str  # an IREE device URI: "local-task", "hip://0", "cuda://GPU-..."
    cpus: tuple[int, ...] = ()  # CPU workers: the cores (sched_setaffinity); empty: not pinned
    identity: str = ""  # the physical device: "hip:GPU-..." or "cpus:0-3"
    chip: str = ""

    @property
    def label(self) -> str:
        return device_text(self.device, self.cpus)


def device_text(device: str, cpus: Sequence[int] = ()) -> str:
    """How a worker's device reads in messages: `hip://0`, or `local-task cpus 0-3`."""
    return f"{device} cpus {cpu_list_text(cpus)}" if cpus else device


def parse_cpu_list(text: str) -> tuple[int, ...]:
    """A `taskset -c` list: `0-3`, `0,2,4-7`, `0-7:2` (a range with a stride)."""
    cpus: list[int] = []
    for part in text.strip().split(","):
        match = re.fullmatch(r"\s*(\d{1,6})(?:\s*-\s*(\d{1,6})(?:\s*:\s*(\d{1,6}))?)?\s*", part, re.ASCII)
        if not match:
            raise DynbenchError(
                f"{option('cpus', 'fleet.cpus')} '{text}' is not a CPU list like 0-3 or 0,2,4-7 (taskset -c form)"
            )
        first = int(match[1])
        last = int(match[2]) if match[2] is not None else first
        step = int(match[3]) if match[3] is not None else 1
        if last < first or step < 1:
            raise DynbenchError(f"{option('cpus', 'fleet.cpus')} '{text}': the range {part.strip()} is empty")
        cpus.extend(range(first, last + 1, step))
    return tuple(sorted(set(cpus)))


def cpu_list_text(cpus: Sequence[int]) -> str:
    """`0-3,6` for (0, 1, 2, 3, 6): the taskset form back."""
    parts, ordered = [], sorted(cpus)
    k = 0
    while k < len(ordered):
        end = k
        while end + 1 < len(ordered) and ordered[end + 1] == ordered[end] + 1:
            end += 1
        parts.append(str(ordered[k]) if end == k else f"{ordered[k]}-{ordered[end]}")
        k = end + 1
    return ",".join(parts)


def available_devices(driver: str) -> list[AvailableDevice]:
    """The devices `driver` (hip, cuda, vulkan) reports on this machine, from the runtime."""
    import iree.runtime as rt

    try:
        found = rt.get_driver(driver).query_available_devices()
    except Exception as e:  # no such driver here, or it failed to initialize
        why = re.sub(r"^(?:Error creating driver: )?(?:[\w./-]+\.c:\d+: )?", "", str(e).splitlines()[0]) if str(e) else type(e).__name__
        raise DynbenchError(f"no {driver} devices on this machine ({why})") from None
    return [
        AvailableDevice(k, int(d.get("device_id", k)), str(d.get("path", "") or ""), str(d.get("name", "") or ""))
        for k, d in enumerate(found)
    ]


def worker_specs(
    devices: Sequence[str],
    cpus: Sequence[str],
    default_device: str,
    *,
    allow_mixed: bool = False,
    available: Callable[[str], list[AvailableDevice]] = available_devices,
    usable_cpus: Optional[set[int]] = None,
) -> list[WorkerSpec]:
    """The workers `--device` values and `--cpus` lists ask for (`default_device`: the one
    extract recorded, used when no `--device` is given), checked by the module's rules."""
    if cpus:
        return _cpu_workers(devices, cpus, default_device, usable_cpus)
    specs: list[WorkerSpec] = []
    for text in devices or [default_device]:
        specs.extend(_resolve(text, available))
    seen: dict[str, str] = {}
    for spec, text in zip(specs, [s.device for s in specs]):
        if spec.identity in seen:
            raise DynbenchError(
                f"{option('device', 'fleet.devices')} {text} and {seen[spec.identity]} are the same device: "
                "one worker per device" + (f"; CPU workers need {option('cpus', 'fleet.cpus')} core sets" if spec.device in CPU_DEVICES else "")
            )
        seen[spec.identity] = text
    chips = sorted({s.chip for s in specs if s.chip})
    if len(chips) > 1 and not allow_mixed:
        raise DynbenchError(
            f"the devices are of different chips ({', '.join(chips)}): their times do not merge; "
            f"give devices of one chip, or {option('allow-mixed-devices', 'fleet.allow_mixed')}"
        )
    return specs


def _cpu_workers(devices: Sequence[str], cpus: Sequence[str], default_device: str, usable: Optional[set[int]]) -> list[WorkerSpec]:
    names = set(devices) or {default_device}
    if len(names) > 1 or not names <= set(CPU_DEVICES):
        raise DynbenchError(
            f"{option('cpus', 'fleet.cpus')} pins CPU workers on the local-task device, not {', '.join(sorted(names - set(CPU_DEVICES)) or sorted(names))}"
        )
    device = names.pop()
    usable = usable if usable is not None else set(os.sched_getaffinity(0))
    specs: list[WorkerSpec] = []
    owner: dict[int, str] = {}
    for text in cpus:
        cores = parse_cpu_list(text)
        missing = [c for c in cores if c not in usable]
        if missing:
            raise DynbenchError(
                f"{option('cpus', 'fleet.cpus')} {text}: this process may not use CPU {cpu_list_text(missing)} "
                f"(it may use {cpu_list_text(sorted(usable))})"
            )
        for c in cores:
            if c in owner:
                raise DynbenchError(f"{option('cpus', 'fleet.cpus')} {owner[c]} and {text} overlap (CPU {c}): one worker per core set")
            owner[c] = text
        specs.append(WorkerSpec(device, cores, f"cpus:{cpu_list_text(cores)}", "cpu"))
    return specs


def _resolve(text: str, available: Callable[[str], list[AvailableDevice]]) -> list[WorkerSpec]:
    """One `--device` value -> its worker(s): `DRIVER://*` every device of the driver."""
    text = text.strip()
    if text in CPU_DEVICES or text == "local":
        return [WorkerSpec(text, (), "cpu:all", "cpu")]
    driver, sep, rest = text.partition("://")
    if not driver or not re.fullmatch(r"[a-z][a-z0-9_-]*", driver):
        raise DynbenchError(f"{option('device', 'fleet.devices')} '{text}' is not a device like hip://0, cuda://GPU-<uuid> or local-task")
    if "," in rest:
        raise DynbenchError(
            f"{option('device', 'fleet.devices')} {text} is one logical device over several GPUs in IREE; "
            f"give {option('device', 'fleet.devices')} once per GPU ({driver}://{rest.split(',')[0]} {option('device', 'fleet.devices')} {driver}://{rest.split(',')[1]})"
        )
    found = available(driver)
    if not found:
        raise DynbenchError(f"no {driver} devices on this machine")
    if rest == "*":
        return [_spec(driver, d) for d in found]
    if not sep or rest == "":
        return [_spec(driver, found[0], text)]
    if rest.isascii() and rest.isdigit():
        ordinal = int(rest)
        if ordinal >= len(found):
            raise DynbenchError(f"{option('device', 'fleet.devices')} {text}: this machine has {len(found)} {driver} device(s) (0-{len(found) - 1})")
        return [_spec(driver, found[ordinal], text)]
    for d in found:
        if d.path and d.path == rest:
            return [_spec(driver, d, text)]
    raise DynbenchError(
        f"{option('device', 'fleet.devices')} {text}: no {driver} device has that path (they are: {', '.join(d.path or str(d.ordinal) for d in found)})"
    )


def _spec(driver: str, device: AvailableDevice, text: Optional[str] = None) -> WorkerSpec:
    identity = f"{driver}:{device.path or device.device_id}"
    return WorkerSpec(text or f"{driver}://{device.ordinal}", (), identity, device.name)
