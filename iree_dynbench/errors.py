"""The one error type the library raises for problems the user can fix.

The CLI turns it into a one-line message and exit status 2; anything else
escaping the library is a dynbench bug.
"""

from __future__ import annotations


class DynbenchError(Exception):
    """A problem with the user's input, named precisely in the message."""
