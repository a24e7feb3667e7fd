"""iree-dynbench: standalone benchmarks for the dispatches of dynamic-shape IREE models.

The public API is `extract(...)`, `open(DIR)`, `ab(BASE, NEW)` and `diff(BASE, NEW)` (see
`api`), `PairOptions` (how `ab` pairs), and
`TimingOptions` (how `Suite.run` times) and `FleetOptions` (which workers time a sweep or
a plan). They load
lazily: `import iree_dynbench` loads no `iree.compiler`, so the runtime side
runs where only the IREE runtime is installed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .errors import DynbenchError

if TYPE_CHECKING:
    from .api import Suite, ab, diff, extract, open
    from .extraction.driver import ExtractResult
    from .run.options import FleetOptions, TimingOptions
    from .run.paired import PairOptions

__all__ = ["DynbenchError", "ExtractResult", "FleetOptions", "PairOptions", "Suite", "TimingOptions", "ab", "diff",
           "extract", "open"]

_LAZY = {
    "extract": "api", "ExtractResult": "extraction.driver", "open": "api", "Suite": "api", "diff": "api", "ab": "api",
    "PairOptions": "run.paired",
    "TimingOptions": "run.options", "FleetOptions": "run.options",
}


def lazy_attributes(package: str, table: dict[str, str]) -> Callable[[str], Any]:
    """A package's `__getattr__` that imports `table[name]` (a submodule, relative to `package`)
    when `name` is first asked for, and keeps it: importing the package loads nothing more."""
    import sys

    def __getattr__(name: str) -> Any:
        if name not in table:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        import importlib

        value = getattr(importlib.import_module(f".{table[name]}", package), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__


__getattr__ = lazy_attributes(__name__, _LAZY)
