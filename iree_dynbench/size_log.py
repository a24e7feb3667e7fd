"""Size logs: the input sizes a model saw, one request per line, with how often.

A production log has millions of lines and few distinct size sets, so it is streamed and
aggregated as it is read: memory grows with the distinct sets, not the lines. A line is

- the shapes of one request (`2x33xi64 2x33xi64`, separated by spaces, commas or
  semicolons), counting once each time it appears;
- a count, a tab, then the shapes (`120<TAB>2x33xi64 2x33xi64`);
- or a JSON object (JSON Lines): `{"inputs": ["2x33xi64", "2x33xi64"], "count": 120}`
  (`count` optional, 1).

`#` starts a comment in the first two forms. A line that is none of these is one error
naming `file:line`. Memory is bounded whatever the file holds: a line longer than `MAX_LINE`
bytes (a file without newlines) and more than `MAX_DISTINCT` distinct size sets (a log of
raw, unbucketed sizes) are refused at the line where they happen. The shapes themselves are checked against the model later, each distinct
set once, and an error names the line it first appeared on (`CountedSizes.where`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Optional, Sequence

if TYPE_CHECKING:
    from .manifest import Manifest

from .errors import DynbenchError, option
from .passes.abi import INT64_MAX

_SEPARATORS = re.compile(r"[\s,;]+")
_COUNTED = re.compile(r"^\s*(\d+)\t(.*)$", re.ASCII)
MAX_TOTAL = INT64_MAX  # counts add up in int64 (the shape list's arrays)
MAX_LINE = 64 * 1024  # bytes: a request's shapes take a few dozen
MAX_DISTINCT = 100_000  # distinct size sets: each is queried, and a plan times its work


@dataclass(frozen=True)
class SizeSet:
    """A distinct size set, validated against the model: its shapes, dynamic dims and count."""

    inputs: list[str]
    dims: list[int]  # the dynamic input dims, in `input_dims` order
    count: int


@dataclass(frozen=True)
class CountedSizes:
    """One distinct size set: its shapes, how often it was given, and where first."""

    inputs: tuple[str, ...]
    count: int = 1
    where: str = ""  # for messages: "sizes.log:17", or the option that gave it (`errors.option`)


def parse_size_set(text: str) -> list[str]:
    """`"2x33x64xf32 1x64xf32"` (spaces, commas or semicolons) -> shapes."""
    return [s for s in _SEPARATORS.split(text.strip()) if s]


def read_size_log(path: Path | str) -> list[CountedSizes]:
    """The distinct size sets of the log at `path`, in order of first appearance, counted."""
    path = Path(path)
    found: dict[tuple[str, ...], list] = {}  # inputs -> [count, where]
    total = 0
    try:
        with open(path, "rb") as f:
            for number, raw in enumerate(iter(lambda: f.readline(MAX_LINE + 1), b""), start=1):
                where = f"{path}:{number}"
                if len(raw) > MAX_LINE:
                    raise DynbenchError(f"{where}: a line longer than {MAX_LINE} bytes (is this a size log?)")
                try:
                    line = raw.decode("utf-8-sig" if number == 1 else "utf-8")  # a byte-order mark (Windows editors)
                except UnicodeDecodeError:
                    raise DynbenchError(f"{where}: not UTF-8 text") from None
                parsed = _line(line, where)
                if parsed is None:
                    continue
                inputs, count = parsed
                total += count
                if total > MAX_TOTAL:
                    raise DynbenchError(f"{where}: the counts add up past {MAX_TOTAL}")
                entry = found.get(inputs)
                if entry is None:
                    if len(found) == MAX_DISTINCT:
                        raise DynbenchError(
                            f"{where}: more than {MAX_DISTINCT} distinct size sets; "
                            "bucket the sizes (e.g. pad sequence lengths to a multiple of 16) first"
                        )
                    found[inputs] = [count, where]
                else:
                    entry[0] += count
    except OSError as e:
        raise DynbenchError(f"{path}: cannot read sizes file ({e.strerror or e})") from None
    if not found:
        raise DynbenchError(f"{path}: no size sets (one per line: input shapes separated by spaces)")
    return [CountedSizes(inputs, count, where) for inputs, (count, where) in found.items()]


def _line(line: str, where: str) -> Optional[tuple[tuple[str, ...], int]]:
    """A line's shapes and count; None for a blank or comment line."""
    stripped = line.strip()
    if stripped.startswith("{"):
        return _json_line(stripped, where)
    counted = _COUNTED.match(line.rstrip("\r\n"))
    count = 1
    if counted:
        count, line = int(counted.group(1)), counted.group(2)
        if count < 1:
            raise DynbenchError(f"{where}: the count must be at least 1, got {count}")
    shapes = parse_size_set(line.split("#", 1)[0])
    if not shapes:
        if counted:
            raise DynbenchError(f"{where}: a count without shapes")
        return None
    return tuple(shapes), count


def _json_line(text: str, where: str) -> tuple[tuple[str, ...], int]:
    try:
        data = json.loads(text)
    except RecursionError:
        raise DynbenchError(f"{where}: not a JSON object (nested too deep)") from None
    except ValueError as e:
        raise DynbenchError(f"{where}: not a JSON object ({str(e).splitlines()[0][:80]})") from None
    if not isinstance(data, dict):
        raise DynbenchError(f"{where}: not a JSON object")
    inputs, count = data.get("inputs"), data.get("count", 1)
    if not isinstance(inputs, list) or not inputs or not all(isinstance(s, str) for s in inputs):
        raise DynbenchError(f"{where}: \"inputs\" must be a list of shapes (strings)")
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise DynbenchError(f"{where}: \"count\" must be a positive integer, got {json.dumps(count)[:40]}")
    return tuple(inputs), count


def distinct_size_sets(manifest: "Manifest", size_sets: Sequence) -> list[SizeSet]:
    """Validate every distinct set (a `CountedSizes`, or shapes given once) and merge those
    of the same dims into one, their counts added; an error names where the set was given."""
    from .size_checks import dims_for

    seen: dict[tuple[int, ...], int] = {}
    parsed: dict[tuple[str, ...], tuple[int, ...]] = {}  # sets repeated as given are parsed once
    sets: list[SizeSet] = []
    total = 0  # all counts together: a log at the limit plus one `--set` must not wrap (shape list, plan)
    for number, given in enumerate(size_sets, start=1):
        counted = given if isinstance(given, CountedSizes) else CountedSizes(tuple(given), 1, f"size set {number}")
        total += counted.count
        if total > MAX_TOTAL:
            raise DynbenchError(f"{counted.where}: the counts of the size sets add up past {MAX_TOTAL} (int64)")
        key = counted.inputs
        try:
            entry = "" if counted.where == option("inputs") else "shape"  # a `--set`'s or a log's: no `--inputs`
            dims = parsed[key] if key in parsed else parsed.setdefault(key, tuple(dims_for(manifest, list(key), entry)))
        except DynbenchError as e:
            raise DynbenchError(f"{counted.where} ({' '.join(key) or 'empty'}): {e.raw}") from None
        if dims in seen:
            k = seen[dims]
            sets[k] = SizeSet(sets[k].inputs, sets[k].dims, sets[k].count + counted.count)
        else:
            seen[dims] = len(sets)
            sets.append(SizeSet(list(key), list(dims), counted.count))
    return sets


def gather_size_sets(
    inputs: Sequence[str] = (), sets: Sequence[str] = (), sizes_file: Optional[Path] = None
) -> list[CountedSizes]:
    """The size sets of `--inputs` (together one set), `--set` (one each) and `--sizes FILE`
    (a size log: `size_log`), in that order; empty when none is given (the extract sizes)."""
    gathered = [CountedSizes(tuple(inputs), 1, option("inputs"))] if inputs else []
    gathered += [
        CountedSizes(tuple(parse_size_set(s)), 1, f"{option('set', 'size_sets')} #{k}") for k, s in enumerate(sets, start=1)
    ]
    if sizes_file is not None:
        gathered += read_size_log(sizes_file)
    return gathered
