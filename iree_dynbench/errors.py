"""The one error type the library raises for problems the user can fix.

The CLI turns it into a one-line message and exit status 2; anything else
escaping the library is a dynbench bug. Errors of the IR passes (`passes/`,
all `PassError`s) become `DynbenchError`s here, in `pass_errors`, and nowhere
else by hand.
"""

from __future__ import annotations

import contextlib
import re
from typing import Iterator, Literal

from .passes.errors import PassError, option  # noqa: F401 (the package names options with it)

_OPTION = re.compile("\ue000([a-z-]+)\\|([a-z_.]+)\ue001")  # `passes.errors.option`


class DynbenchError(Exception):
    """A problem with the user's input, named precisely in the message.

    The library says which of the user's options a message is about with `option(name)`
    (the Python parameter's name), never with a command-line flag: `str(error)` spells it
    as Python does (`inputs`), the CLI as its flag (`--inputs`, `spelled("cli")`)."""

    def __str__(self) -> str:
        return self.spelled("python")

    @property
    def raw(self) -> str:
        """The message with its options unspelled: to quote in another error."""
        return super().__str__()

    def spelled(self, how: Literal["python", "cli"]) -> str:
        return spell(self.raw, how)


class EmptyArgument(DynbenchError, ValueError):
    """An argument given as an empty string: a value the user can fix (the CLI passes its
    options through to the library) and, to the API's callers, a ValueError."""


def spell(message: str, how: Literal["python", "cli"]) -> str:
    """`message` with each `option(...)` spelled for Python (`` `options.min_time_s` ``) or
    the CLI (`--min-time`)."""
    return _OPTION.sub(lambda m: f"--{m.group(1)}" if how == "cli" else f"`{m.group(2)}`", message)


def shown_line(error: BaseException) -> str:
    """The first line of an error as a report shows it (options spelled as the Python API
    does; `first_line` keeps them unspelled, for a message that is raised again), else its
    type name."""
    return first_line(str(error)) or type(error).__name__


def first_line(error: BaseException | str) -> str:
    """The first non-empty line of an error's message (tool and runtime errors run to many
    lines; a one-line message quotes the first). An exception without a message gives its
    type name."""
    text = error.raw if isinstance(error, DynbenchError) else str(error)  # its options unspelled
    lines = [line.strip() for line in text.splitlines() if line.strip()]
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
