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


def first_line(error: BaseException | str) -> str:
    """The first non-empty line of an error's message (tool and runtime errors run to many
    lines; a one-line message quotes the first). An exception without a message gives its
    type name."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    if lines:
        return lines[0]
    return "" if isinstance(error, str) else type(error).__name__


INTERNAL = "internal error (a dynbench bug, please report)"


@contextlib.contextmanager
def pass_errors(what: str, hint: str = "") -> Iterator[None]:
    """Inside: a `PassError` becomes `DynbenchError("<what>: <its first line><hint>")`, or,
    for IR dynbench built (`PassError.internal`), one saying it is a dynbench bug (its
    message names the file that holds the IR)."""
    try:
        yield
    except PassError as e:
        if e.internal:
            raise DynbenchError(f"{INTERNAL}: {first_line(e)}") from None
        raise DynbenchError(f"{what}: {first_line(e)}{hint}") from None
