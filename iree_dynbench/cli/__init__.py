"""`dynbench`: the command line. Thin commands over the library.

`commands` (each parses its options, calls one method of `api.Suite` and renders), `options`
(every option once), `console` (what is printed, and how), `report` (what each command says
about its result), `process` (signals, standard output, exit statuses: the one error boundary,
`main`), `reference` (docs/cli.md from the commands' help). Loaded lazily: `__main__` answers
a signal with `process` alone while the rest loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import lazy_attributes

if TYPE_CHECKING:
    from .commands import app
    from .process import entry, main

__all__ = ["app", "entry", "main"]

__getattr__ = lazy_attributes(__name__, {"app": "commands", "main": "process", "entry": "process"})
