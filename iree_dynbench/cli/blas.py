"""numpy's BLAS held to one thread in dynbench's own process.

numpy (which the compiler's and the runtime's Python bindings import) loads OpenBLAS, which at
load starts a thread per core that spins before it sleeps: about 0.11 s of CPU a process on a
2-core machine (measured: `import numpy` and a 0.5 s sleep, 0.25-0.26 s of CPU against
0.13-0.15 s with `OPENBLAS_NUM_THREADS=1`), which `extract` pays against a plain compile and a
timed run has beside its kernels. dynbench does no linear algebra, so its process needs none of
them. Set before numpy loads (`__main__`); a value the user set is kept. Standard library only."""

from __future__ import annotations

import os

VARIABLE = "OPENBLAS_NUM_THREADS"


def one_blas_thread() -> None:
    """`OPENBLAS_NUM_THREADS=1` unless the environment already says how many."""
    os.environ.setdefault(VARIABLE, "1")
