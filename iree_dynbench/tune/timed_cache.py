"""How a problem's candidates are timed: warm, or cold as the model runs the kernel.

A standalone benchmark repeats its kernel on the same buffers, so each repetition reads its
operands warm from the one before. In a model the other kernels run in between; where together
they touch more than the last-level cache, they push the kernel's operands out and the model
reads them from memory. Tiles chosen warm can then lose in the model (they were chosen for
data in cache). So a problem is timed cold there: the candidate's benchmark cycles through
copies of its buffers that together outgrow the cache (`__set_buffer_copies`, as
`run --cache cold`), one copy a repetition.

Cold timing costs: the benchmark allocates and zero-fills its copies on every call. A kernel
whose bindings sit at offsets in large packed buffers needs copies of the whole buffers (up to
`run.cache_state`'s 1 GiB cap: a 6 us kernel's 412 copies of 2.6 MB took 155 s for 6 pairs and
read nothing but the fill's noise), so such a kernel is timed warm, and says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..choices import Cache
from ..manifest import DispatchInfo, DispatchParams
from ..run.cache_state import cold_copies, copy_bytes, touched_bytes

# Cold copies may take at most this many times the last-level cache in all; more, and their
# allocation and fill each call outweigh the kernel's time.
COPIES_OVER_CACHE = 4


@dataclass(frozen=True)
class TimedCache:
    """A problem's cache state (`Cache`), the buffer copies its benchmark cycles through at a
    size set (1: warm), and why that state."""

    state: Cache
    why: str

    @property
    def cold(self) -> bool:
        return self.state is Cache.cold


def timed_cache(info: DispatchInfo, params: DispatchParams, model: Sequence[DispatchParams], llc_bytes: int) -> TimedCache:
    """At the problem's heaviest size set (`params`, of the kernel `info`; `model`: every dispatch
    of one model run there): cold where the model's dispatches together touch more than the
    last-level cache while the kernel's operands fit in it and their copies stay cheap; else
    warm (the whole model stays cached, the kernel alone outgrows the cache, or copies of its
    packed buffers would cost more than it)."""
    kernel = touched_bytes(params)
    whole = sum(touched_bytes(p) for p in model)
    if kernel >= llc_bytes:
        return TimedCache(Cache.warm, f"its operands ({_mb(kernel)}) outgrow the last-level cache ({_mb(llc_bytes)}) alone")
    if whole <= llc_bytes:
        return TimedCache(Cache.warm, f"the model's dispatches touch {_mb(whole)}, within the last-level cache ({_mb(llc_bytes)})")
    copies = cold_copies(info, params, llc_bytes)
    memory = copies * copy_bytes(info, params)
    if memory > COPIES_OVER_CACHE * llc_bytes or copies * kernel <= llc_bytes:
        return TimedCache(Cache.warm, f"the model evicts it ({_mb(whole)} touched), but copies of its (packed) buffers "
                                      f"would take {_mb(memory)}, more than {COPIES_OVER_CACHE}x the last-level cache: "
                                      "filling them on every call would drown its time")
    return TimedCache(Cache.cold, f"the model's dispatches touch {_mb(whole)}, more than the last-level cache "
                                  f"({_mb(llc_bytes)}): between two of its runs they push its operands out")


def copies_at(info: DispatchInfo, params: DispatchParams, state: Cache, llc_bytes: int) -> int:
    """The buffer copies the kernel's benchmark cycles through at `params`' sizes (1: warm)."""
    return cold_copies(info, params, llc_bytes) if state is Cache.cold else 1


def _mb(n: int) -> str:
    return f"{n / (1 << 20):.1f} MiB" if n >= 1 << 20 else f"{n / 1024:.0f} KiB"
