"""Which cache state a dispatch is timed in: warm, or cold through buffer copies.

A benchmark repeating one dispatch on the same buffers runs with warm caches:
its operands stay in the last-level cache between repetitions. Inside a model
they often do not (measured on torch_block at 8x256x64: a batch matmul takes
606 us warm, 873 us in the model, 1178 us with its buffers cycled through
432 MB of copies). `cold` makes each repetition bind its own copy of the
buffers (`__set_buffer_copies`), with enough copies that one pass over them
outgrows the last-level cache, so every repetition starts from memory: an
upper bound where `warm` is the lower one.

The cache to outgrow: on a CPU device (`local-*`) the host's last-level cache
(sysfs); on a GPU, IREE 3.13's Python runtime exposes no device properties,
so the chip the output was compiled for looks it up in `GPU_LLC_BYTES`
below, a table from vendors' data sheets; `--cache-bytes` overrides both.
Code compiled for one chip also runs on later ones (sm_80 PTX on an H100 or
H200), so each entry is the largest last-level cache among the GPUs that run
that chip's code: overestimating costs only memory (more copies), where
underestimating would leave the "cold" repetitions partly warm.
"""

from __future__ import annotations

import math
from typing import Optional

from ..choices import Cache
from ..passes.abi import COPY_ALIGNMENT
from ..machine import cpu_caches
from ..manifest import DispatchInfo, DispatchParams

CACHE_STATES = tuple(c.value for c in Cache)
_OUTGROW = 1.5  # copies hold this many times the last-level cache
_MAX_BYTES = 1 << 30  # at most this much memory for all copies of one dispatch's buffers
_DEFAULT_LLC_BYTES = 64 << 20
_MB = 1 << 20

# Last-level cache per GPU chip (the compile target), in bytes: the largest among the GPUs that run its code.
GPU_LLC_BYTES: dict[str, int] = {
    # AMD CDNA: MI300X/MI300A/MI325X (gfx942) and MI350/MI355X (gfx950): 256 MB Infinity Cache.
    "gfx942": 256 * _MB, "gfx950": 256 * _MB, "mi300x": 256 * _MB, "mi300a": 256 * _MB, "mi325x": 256 * _MB,
    "cdna3": 256 * _MB, "mi355x": 256 * _MB, "cdna4": 256 * _MB,
    # MI200 (gfx90a): 8 MB L2 per die; MI100 (gfx908): 8 MB L2.
    "gfx90a": 8 * _MB, "gfx908": 8 * _MB, "mi250x": 8 * _MB, "mi250": 8 * _MB, "mi210": 8 * _MB, "cdna2": 8 * _MB,
    # AMD RDNA: RX 7900 XTX 96 MB Infinity Cache (gfx1100), RX 7800 XT 64 MB (gfx1101), RX 7600 32 MB (gfx1102),
    # RX 9070 XT 64 MB (gfx1201).
    "gfx1100": 96 * _MB, "gfx1101": 64 * _MB, "gfx1102": 32 * _MB, "gfx1200": 64 * _MB, "gfx1201": 64 * _MB,
    "rdna3": 96 * _MB, "rdna4": 64 * _MB, "rx7900xtx": 96 * _MB,
    # NVIDIA: A100 40 MB L2 (sm_80), whose PTX also runs on H100 and H200 (50 MB; 60 MB on the full GH100
    # die); RTX 30 (sm_86) 6 MB, but its PTX also runs on RTX 40 / L40S (sm_89: up to 96 MB).
    "sm_80": 60 * _MB, "a100": 60 * _MB, "ampere": 96 * _MB, "sm_86": 96 * _MB, "sm_87": 96 * _MB,
    "sm_89": 96 * _MB, "ada": 96 * _MB, "l40s": 96 * _MB, "rtx4090": 96 * _MB,
}
_UNKNOWN_GPU_LLC_BYTES = 256 * _MB  # the largest in the table: cold stays cold on any GPU


def last_level_cache_bytes(device: str = "local-task", chip: Optional[str] = None, override: Optional[int] = None) -> int:
    """The cache `--cache cold` outgrows on `device`: `override` (`--cache-bytes`) if given; a CPU
    device's is this machine's largest data or unified cache (64 MiB where unknown); a GPU's comes
    from `GPU_LLC_BYTES` by `chip` (256 MiB for a chip it does not list)."""
    if override is not None:
        return int(override)
    if device.startswith("local"):
        sizes = [c["size"] for c in cpu_caches() or [] if c["type"] != "Instruction"]
        return max(sizes, default=_DEFAULT_LLC_BYTES)
    return GPU_LLC_BYTES.get((chip or "").lower(), _UNKNOWN_GPU_LLC_BYTES)


def copy_bytes(info: DispatchInfo, params: DispatchParams) -> int:
    """The memory of one copy of a dispatch's buffers: per buffer (resource),
    the end of its furthest bound range, aligned as the benchmark spaces its copies."""
    resource_of = {b.binding: b.resource for b in info.bindings}
    ends: dict[int, int] = {}
    for binding, (offset, length) in enumerate(zip(params.binding_offsets, params.binding_lengths)):
        resource = resource_of.get(binding, -1 - binding)
        ends[resource] = max(ends.get(resource, 0), offset + length)
    return sum(math.ceil(end / COPY_ALIGNMENT) * COPY_ALIGNMENT for end in ends.values()) or COPY_ALIGNMENT


def touched_bytes(params: DispatchParams) -> int:
    """Bytes the dispatch reads and writes: its tensors where their shapes are
    known, else the lengths of its bound ranges."""
    sizes = [t.nbytes for t in (*params.operands, *params.results)]
    if sizes and None not in sizes:
        return sum(n for n in sizes if n is not None)
    return sum(params.binding_lengths)


def cold_copies(info: DispatchInfo, params: DispatchParams, llc_bytes: int) -> int:
    """Copies of the buffers whose touched bytes together outgrow the cache;
    fewer where that would pass the memory cap, 1 where one copy already
    outgrows the cache or two would pass the cap."""
    wanted = math.ceil(_OUTGROW * llc_bytes / max(touched_bytes(params), 1))
    return max(1, min(wanted, _MAX_BYTES // copy_bytes(info, params)))
