"""The one error type the library raises for problems the user can fix.

The CLI turns it into a one-line message and exit status 2; anything else
escaping the library is a dynbench bug. Errors of the IR passes (`passes/`,
all `PassError`s) become `DynbenchError`s here, in `pass_errors`, and nowhere
else by hand.
"""

from __future__ import annotations

import contextlib
from typing import Iterator

from .passes.errors import PassError


class DynbenchError(Exception):
    """A problem with the user's input, named precisely in the message."""


@contextlib.contextmanager
def pass_errors(what: str, hint: str = "") -> Iterator[None]:
    """Inside: a `PassError` becomes `DynbenchError("<what>: <its first line><hint>")`."""
    try:
        yield
    except PassError as e:
        line = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise DynbenchError(f"{what}: {line}{hint}") from None
