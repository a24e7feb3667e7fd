"""Settings of dynbench's own process that save CPU it would spend on nothing it needs.

- numpy's BLAS held to one thread: numpy (which the compiler's and the runtime's Python
  bindings import) loads OpenBLAS, which at load starts a thread per core that spins before it
  sleeps: about 0.11 s of CPU a process on a 2-core machine (measured: `import numpy` and a
  0.5 s sleep, 0.25-0.26 s of CPU against 0.13-0.15 s with `OPENBLAS_NUM_THREADS=1`), which
  every command pays at its start and `extract` against a plain compile. dynbench does
  no linear algebra. A value the user set is kept.
- Fewer garbage collections: a command makes ~100,000 long-lived objects (the modules it
  imports, the IR's wrappers, a manifest's records) and few cycles, and Python's collector, run
  every 700 allocations, rescans them: 0.15 s of a 32-layer decode's extract (measured with
  `gc.callbacks`), most of it before the extract itself (the imports, the previous output's
  manifest read). Collected every `YOUNG_COLLECTION_THRESHOLD` allocations instead (16
  collections, 0.05 s); in `extract`'s child process, which runs the one command and ends, not
  at all: the cycles it leaves add about 4 MB to its peak (248 MB against 246 MB, 32-layer
  decode).

Both before numpy loads and before the CLI's imports (`__main__`). Standard library only."""

from __future__ import annotations

import gc
import os

BLAS_THREADS = "OPENBLAS_NUM_THREADS"
YOUNG_COLLECTION_THRESHOLD = 20_000  # Python's default: 700


def one_blas_thread() -> None:
    """`OPENBLAS_NUM_THREADS=1` unless the environment already says how many."""
    os.environ.setdefault(BLAS_THREADS, "1")


def rare_collections() -> None:
    """The young generation collected every `YOUNG_COLLECTION_THRESHOLD` allocations."""
    gc.set_threshold(YOUNG_COLLECTION_THRESHOLD, *gc.get_threshold()[1:])


def no_collections() -> None:
    """No garbage collection in this process from now on: for a process that runs one command
    and ends (`extract`'s child)."""
    gc.disable()


def settle() -> None:
    """Both settings, for this process."""
    one_blas_thread()
    rare_collections()
