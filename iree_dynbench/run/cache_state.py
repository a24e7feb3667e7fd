"""Which cache state a dispatch is timed in: warm, or cold through buffer copies.

A benchmark repeating one dispatch on the same buffers runs with warm caches:
its operands stay in the last-level cache between repetitions. Inside a model
they often do not (measured on torch_block at 8x256x64: a batch matmul takes
606 us warm, 873 us in the model, 1178 us with its buffers cycled through
432 MB of copies). `cold` makes each repetition bind its own copy of the
buffers (`__set_buffer_copies`), with enough copies that one pass over them
outgrows the last-level cache, so every repetition starts from memory: an
upper bound where `warm` is the lower one.
"""

from __future__ import annotations

import math

from ..passes.abi import COPY_ALIGNMENT
from ..host import cpu_caches
from ..manifest import DispatchInfo, DispatchParams

CACHE_STATES = ("warm", "cold")
_OUTGROW = 1.5  # copies hold this many times the last-level cache
_MAX_BYTES = 1 << 30  # at most this much memory for all copies of one dispatch's buffers
_DEFAULT_LLC_BYTES = 64 << 20


def last_level_cache_bytes() -> int:
    """The largest data or unified cache of this machine; 64 MiB where unknown."""
    sizes = [c["size"] for c in cpu_caches() or [] if c["type"] != "Instruction"]
    return max(sizes, default=_DEFAULT_LLC_BYTES)


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
