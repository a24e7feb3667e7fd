"""Which dispatches a command works on: `--dispatch` values and `--filter REGEX`.

One place for the rules, so `run`, `sweep`, `export`, `shapes` and `show`
select alike:

- `--dispatch NAME` is one call site (`shapes.json` `dispatches[].name`, or the
  name without the prefix all names share, as a table on a terminal shows it);
  `--dispatch EXPORT` is every call site of that export, whether it is given as
  the model's export (`main$async_dispatch_14_...`) or as its symbol form, the
  name of its first call site (`main_async_dispatch_14_...`; later sites are
  `..._14_...__1`, `__2`); `--dispatch INDEX` is a position in `dispatches`.
- `--filter REGEX` keeps the dispatches whose full name the expression matches
  anywhere (`re.search`, as Google Benchmark's `--benchmark_filter`).
- Both given: the dispatches both select. The result is in manifest order.

A value that names nothing is a short error with a few close names ("did you
mean"), never the whole list: torch models have dozens of long names.
"""

from __future__ import annotations

import difflib
import re
from typing import TYPE_CHECKING, Optional, Sequence

from .errors import DynbenchError, option

if TYPE_CHECKING:
    from .manifest import DispatchInfo, Manifest

_SUGGESTIONS = 3


def compile_filter(pattern: Optional[str]) -> Optional[re.Pattern[str]]:
    """`--filter` as a compiled expression (None: no filter); a bad one is a `DynbenchError`."""
    if pattern is None:
        return None
    try:
        return re.compile(pattern)
    except re.error as e:
        raise DynbenchError(f"{option('filter')} '{pattern}' is not a regular expression ({e})") from None


def common_prefix(names: Sequence[str]) -> str:
    """The prefix every name shares up to an `_`, before any digit (`main_async_dispatch_`):
    what tables leave out of the dispatch column. Empty when it would leave a name empty."""
    if not names:
        return ""
    shared = names[0]
    for name in names[1:]:
        k = 0
        while k < min(len(shared), len(name)) and shared[k] == name[k]:
            k += 1
        shared = shared[:k]
    match = re.match(r"[^\d]*_", shared)
    prefix = match.group(0) if match else ""
    return prefix if all(len(n) > len(prefix) for n in names) else ""


def lookup(manifest: "Manifest", value: str) -> list[int]:
    """The indices one `--dispatch` value selects (see the module docstring); `DynbenchError` if none."""
    dispatches = manifest.dispatches
    short = common_prefix([d.name for d in dispatches]) + value  # a name as a fitted table shows it
    for d in dispatches:
        if value == d.export or value == d.name or short == d.name:
            value = d.name if short == d.name else value
            sites = [i for i, s in enumerate(dispatches) if s.export == d.export]
            if value == d.export or value == dispatches[sites[0]].name:
                return sites
            return [i for i, s in enumerate(dispatches) if s.name == value]
    if value.isdigit() and int(value) < len(dispatches):
        return [int(value)]
    raise DynbenchError(no_such_dispatch(manifest, value))


def no_such_dispatch(manifest: "Manifest", value: str) -> str:
    """`no dispatch 'x'` with a few close names, or the index range, or how to list them."""
    dispatches = manifest.dispatches
    message = f"no dispatch '{value}'"
    for s in manifest.skipped:  # as extract printed it: `skipped dispatch <ordinal> <export>: <reason>`
        if value.replace("$", "_") == s.export.replace("$", "_"):
            return f"{message}: extract skipped it (dispatch site {s.ordinal} of the model): {s.reason}"
    if not dispatches:
        return f"{message} (no dispatch benchmarks were emitted)"
    if value.isdigit():
        return f"{message} (indices 0..{len(dispatches) - 1})"
    suggestions = suggest(value, [d.name for d in dispatches], [d.export for d in dispatches])
    if suggestions:
        return f"{message}; did you mean {', '.join(suggestions)}?"
    return f"{message} ({len(dispatches)} dispatches: `dynbench shapes DIR` lists them, {option('filter')} REGEX selects by part of a name)"


def suggest(value: str, names: Sequence[str], exports: Sequence[str] = ()) -> list[str]:
    """Up to three names close to `value`: names that contain it, then difflib's close matches
    (against the names with and without their common prefix, and the exports)."""
    contain = [n for n in names if value.lower() in n.lower()]
    if contain:
        return contain[:_SUGGESTIONS]
    prefix = common_prefix(names)
    by_key: dict[str, str] = {}
    for name, export in zip(names, list(exports) or names):
        for key in (name, name[len(prefix):], export):
            by_key.setdefault(key, name)
    close = difflib.get_close_matches(value, list(by_key), n=3 * _SUGGESTIONS, cutoff=0.6)
    found: list[str] = []
    for key in close:
        if by_key[key] not in found:
            found.append(by_key[key])
    return found[:_SUGGESTIONS]


def select(
    manifest: "Manifest", values: Sequence[str] = (), pattern: Optional[str] = None
) -> list[tuple[int, "DispatchInfo"]]:
    """(index, dispatch) of the `--dispatch` `values` (default: all) that `--filter` `pattern`
    matches, in manifest order. Nothing selected is a `DynbenchError`."""
    if not manifest.dispatches:
        raise DynbenchError("no dispatch benchmarks were emitted")
    regex = compile_filter(pattern)
    wanted = set(range(len(manifest.dispatches)))
    if values:
        wanted = {i for value in values for i in lookup(manifest, value)}
    if regex is not None:
        wanted = {i for i in wanted if regex.search(manifest.dispatches[i].name)}
        if not wanted:
            among = f"the {option('dispatch', 'dispatches')} values" if values else f"the {len(manifest.dispatches)} dispatch names"
            raise DynbenchError(f"{option('filter')} '{pattern}' matches none of {among}")
    return [(i, d) for i, d in enumerate(manifest.dispatches) if i in wanted]
