"""Why a value is not shape math, and whose limit that is.

A dispatch is skipped either for what the model does (its sizes are read from
tensor data, it runs under control flow: no benchmark of it can exist) or for
what dynbench does not handle (an op it cannot evaluate). The two end
differently: extract exits 0 for the first and 1 for the second. A `Reason`
keeps the op at fault, so its location is written last, as a place in a file
the user has (`where`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Optional

from . import irutil
from .values import Cause

MODEL, DYNBENCH = Cause.MODEL, Cause.DYNBENCH

Where = Callable[[object], str]  # an op -> its location, as `file:line:col`


@dataclass(frozen=True)
class Reason:
    cause: Cause
    text: str  # "depends on tensor data", "computed by an unsupported op", ...
    op: Optional[object] = None  # the op at fault, named with its location in the message
    subject: str = ""  # what it stops: "binding 2 length", "workload[0]"

    def about(self, subject: str) -> "Reason":
        return replace(self, subject=subject)

    def render(self, where: Where = irutil.location_text, include_subject: bool = True) -> str:
        text = f"{self.subject} {self.text}" if self.subject and include_subject else self.text
        if self.op is None:
            return text
        return f"{text} ({self.op.name} at {where(self.op)})"

    def __str__(self) -> str:
        return self.render()
