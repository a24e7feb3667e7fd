"""The one error type the library raises for problems the user can fix.

The CLI turns it into a one-line message and exit status 2; anything else
escaping the library is a dynbench bug.
"""

from __future__ import annotations


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
