"""`dynbench`: the command line. Thin commands over the library.

`commands` (each parses its options, calls one method of `api.Suite` and renders), `options`
(every option once), `console` (what is printed, and how), `report` (what each command says
about its result), `process` (signals, standard output, exit statuses: the one error boundary,
`main`), `reference` (docs/cli.md from the commands' help). Loaded lazily: `__main__` answers
a signal with `process` alone while the rest loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .commands import app
    from .process import entry, main

__all__ = ["app", "entry", "main"]

_LAZY = {"app": "commands", "main": "process", "entry": "process"}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'iree_dynbench.cli' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    globals()[name] = value
    return value
