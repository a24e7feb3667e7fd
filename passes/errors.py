"""The one base of every error a pass raises: the IR it was given cannot do what was asked.

Passes are IR-in/IR-out and know nothing of the package; the package turns a
`PassError` into its user-facing error in one place
(`iree_dynbench.errors.pass_errors`). Compiler-free, so that place can name it
without loading `iree.compiler`.
"""

from __future__ import annotations


class PassError(Exception):
    """A pass cannot handle the IR it was given; the message names what and where."""

    # True where the IR at fault is one dynbench built (a module that does not verify):
    # a dynbench bug, not the model's doing.
    internal = False


def option(flag: str, python: "str | None" = None) -> str:
    """How a message names one of the user's options, for its reader to spell: by its
    command-line `flag` (`target-chip`: `--target-chip`) or its Python name (`python`;
    default: the flag with `_` for `-`) (`iree_dynbench.errors.spell`). Never a flag
    written out: passes and the library know nothing of the CLI."""
    return f"\ue000{flag}|{python or flag.replace('-', '_')}\ue001"  # private-use: not space, not a line break
