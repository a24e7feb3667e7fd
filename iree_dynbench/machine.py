"""Facts about this machine read from Linux sysfs (Google Benchmark's context
fields, and the cache size the cold-cache timing outgrows), and how busy it is
(the load average `run` warns about)."""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Any, Optional

_CPU0 = Path("/sys/devices/system/cpu/cpu0")
_SIZE_SUFFIX = {"K": 1024, "M": 1024**2, "G": 1024**3}


def cpu_scaling_enabled(cpu: Path = _CPU0) -> Optional[bool]:
    """As Google Benchmark decides it: the frequency governor is not `performance`; None if unknown."""
    try:
        return (cpu / "cpufreq" / "scaling_governor").read_text().strip() != "performance"
    except OSError:
        return None


def cpu_caches(cpu: Path = _CPU0) -> Optional[list[dict[str, Any]]]:
    """Google Benchmark's `caches` (type, level, size in bytes, CPUs sharing it); None if unknown."""
    caches = []
    for index in sorted((cpu / "cache").glob("index*")):
        try:
            size = (index / "size").read_text().strip()
            caches.append({
                "type": (index / "type").read_text().strip(),
                "level": int((index / "level").read_text()),
                "size": int(size.rstrip("KMG")) * _SIZE_SUFFIX.get(size[-1:], 1),
                "num_sharing": _count_cpus((index / "shared_cpu_list").read_text().strip()),
            })
        except (OSError, ValueError):
            return None
    return caches or None


def _count_cpus(cpu_list: str) -> int:
    """`0-1,56-57` -> 4."""
    count = 0
    for part in filter(None, cpu_list.split(",")):
        low, _, high = part.partition("-")
        count += int(high or low) - int(low) + 1
    return count


def load_average() -> Optional[float]:
    """The 1-minute load average, None where the system does not report one."""
    try:
        return os.getloadavg()[0]
    except (OSError, AttributeError):
        return None


def cpu_count() -> int:
    """The machine's CPUs (what the system-wide load average is measured against), at least 1."""
    return os.cpu_count() or 1


def busy(load: Optional[float], cpus: Optional[int]) -> bool:
    """More runnable processes than half the CPUs: timings are those of a busy machine
    (`run`'s warning and `diff`'s note use this one rule)."""
    return load is not None and bool(cpus) and load > cpus / 2



@functools.lru_cache(maxsize=1)
def runtime_cpu_features() -> Optional[dict[str, bool]]:
    """The CPU features IREE's runtime detects on this machine, by LLVM's names (`avx512f`:
    True), as `iree-cpuinfo` prints them: what the OS enables, not only what the CPU has
    (AMX is off until a process asks for it). None when the tool cannot say. Asked once
    per process (a tool run: extract, and every runner, read it)."""
    from .iree_tools import ToolError, find_runtime_tool, run_tool

    try:
        text = run_tool([str(find_runtime_tool("iree-cpuinfo"))])
    except ToolError:
        return None
    features = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[1] in ("0", "1"):
            features[parts[0]] = parts[1] == "1"
    return features or None


@functools.lru_cache(maxsize=None)
def tool_versions() -> dict[str, str]:
    """The versions that time a run: dynbench's and the IREE runtime's (a results file records
    them; `diff` refuses to call a change between two that differ)."""
    return {key: installed_version(package) or "unknown"
            for key, package in (("dynbench", "iree-dynbench"), ("iree", "iree-base-runtime"))}


def installed_version(package: str) -> Optional[str]:
    """The version of an installed distribution (`iree-dynbench`, `iree-base-runtime`), None when
    it is not installed: read from its metadata, the one place versions come from (nothing is imported)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return None
