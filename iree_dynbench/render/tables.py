"""Tables that fit a width without cutting what identifies a row.

Rich shrinks a table that is too wide by cutting every column, the dispatch
names included (`main_async…` on every row of a torch model). Here the
renderer decides instead: a column is either a whole-cell column (names,
numbers: never wrapped, never cut) or a wrapping column (problem texts); when
the whole-cell columns do not fit, the least important optional columns are
left out (the caption says which; CSV and JSON always have them all), and the
wrapping columns get the room that is left.

Also here: in a table fitted to a width, the dispatch-name prefix every row
shares (`main_async_dispatch_`) is dropped from the dispatch column and named
in the caption (a table for a pipe or a file keeps the full names, for grep);
times are scaled to ns/us/ms/s per cell.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence, Union

from rich import box
from rich.cells import cell_len
from rich.table import Table
from rich.text import Text

from ..selection import common_prefix

Cell = Union[str, Text]


@dataclass(frozen=True)
class Column:
    """One column: `keep` orders what is left out first (lowest first; None: always kept)."""

    header: str
    justify: str = "right"
    wrap: bool = False  # may wrap onto several lines (else whole cells, never cut)
    keep: Optional[int] = None
    min_width: int = 0  # a wrapping column: the narrowest worth showing (at least its longest word)


def short_names(names: Sequence[str], width: Optional[int]) -> tuple[str, list[str]]:
    """(the prefix every name shares, the names without it) for a table `width` columns wide
    (`selection.common_prefix`); for a table of any width (None: a pipe or a file, read by
    grep as often as by people) the full names."""
    prefix = common_prefix(names) if width is not None else ""
    return prefix, [n[len(prefix):] for n in names]


def _lines(cell: Cell) -> list[str]:
    return (cell.plain if isinstance(cell, Text) else cell).splitlines() or [""]


def _widest(cell: Cell) -> int:
    return max(cell_len(line) for line in _lines(cell))


def _longest_word(cell: Cell) -> int:
    return max((cell_len(word) for line in _lines(cell) for word in line.split()), default=0)


def fitted(
    columns: Sequence[Column],
    rows: Sequence[Sequence[Cell]],
    width: Optional[int],
    *,
    title: Optional[str] = None,
    caption: Sequence[str] = (),
) -> "FittedTable":
    """A table of `rows` that fits `width` terminal columns (None: any width) with every
    whole cell intact; optional columns that do not fit are left out and named in the caption."""
    def minimum(k: int, comfortable: bool = True) -> int:
        """Its narrowest width: whole cells (and header); a wrapping column's `_floor` when
        deciding what else fits (`comfortable`), else its longest word."""
        cells = [columns[k].header, *(row[k] for row in rows)]
        if not columns[k].wrap:
            return max(map(_widest, cells))
        return _floor(columns[k], cells) if comfortable else max(1, *map(_longest_word, cells))

    kept = [k for k, c in enumerate(columns) if c.keep is None]
    optional = sorted((k for k, c in enumerate(columns) if c.keep is not None), key=lambda k: (-columns[k].keep, k))
    dropped: list[int] = []
    for k in optional:  # most important first; each that still fits is kept
        trial = sorted([*kept, k])
        if width is None or sum(map(minimum, trial)) + _overhead(len(trial)) <= width:
            kept = trial
        else:
            dropped.append(k)
    notes = list(caption)
    if dropped:
        left_out = ", ".join(columns[k].header for k in sorted(dropped))
        notes.append(f"left out at {width} columns: {left_out} (a wider terminal or COLUMNS=N shows them)")
    table = FittedTable(
        title=title, caption="\n".join(notes) or None, caption_justify="left", box=box.SIMPLE_HEAD,
        show_edge=False, pad_edge=False, padding=(0, 1),
    )
    kept_rows = [[row[k] for k in kept] for row in rows]
    natural = _natural_widths([columns[k] for k in kept], kept_rows)
    limits = _wrap_limits([columns[k] for k in kept], kept_rows, width)
    for k, limit, whole in zip(kept, limits, natural):
        c = columns[k]
        # Whole cells (and every cell of a table of any width) are as wide as the widest:
        # a column given its width, rich does not measure every cell again.
        fixed = whole if not c.wrap or width is None else None
        table.add_column(c.header, justify=c.justify, no_wrap=not c.wrap, max_width=limit, width=fixed)  # type: ignore[arg-type]
    for row in kept_rows:
        table.add_row(*row)
    table.needed_width = sum(minimum(k, comfortable=False) for k in kept) + _overhead(len(kept))
    table.natural_width = sum(natural) + _overhead(len(kept))
    return table


class FittedTable(Table):
    """A `fitted` table; `needed_width`: the narrowest console that prints it without cutting a
    whole cell (wider than the width asked for only when the columns always kept do not fit)."""

    needed_width: int = 0
    natural_width: int = 0  # one line per row: every column as wide as its widest cell


def _floor(column: Column, cells: Sequence[Cell]) -> int:
    """How narrow a wrapping column may get: its longest word, and `min_width` where the cells are wider."""
    return max(1, *map(_longest_word, cells), min(column.min_width, max(map(_widest, cells))))


def _overhead(n: int) -> int:
    """Columns a table of `n` columns spends besides its cells: one space of padding each side of
    a cell (none at the table's edges) and a one-character rule between columns."""
    return 3 * (n - 1) if n else 0


def _natural_widths(columns: Sequence[Column], rows: Sequence[Sequence[Cell]]) -> list[int]:
    """Each column's widest cell (its header included)."""
    return [max([_widest(c.header), *(_widest(row[k]) for row in rows)]) for k, c in enumerate(columns)]


def _wrap_limits(columns: Sequence[Column], rows: Sequence[Sequence[Cell]], width: Optional[int]) -> list[Optional[int]]:
    """Content widths for the wrapping columns so the whole table fits `width` (the widest
    wrapping columns give way first, down to their longest word); None: unlimited."""
    natural = _natural_widths(columns, rows)
    if width is None:
        return [None] * len(columns)
    fixed = sum(w for w, c in zip(natural, columns) if not c.wrap) + _overhead(len(columns))
    wrapping = [k for k, c in enumerate(columns) if c.wrap]
    room = width - fixed
    limits: list[Optional[int]] = [None] * len(columns)
    if not wrapping or sum(natural[k] for k in wrapping) <= room:
        return limits
    floors = {k: max(1, _longest_word(columns[k].header), *(_longest_word(row[k]) for row in rows)) for k in wrapping}
    widths = {k: natural[k] for k in wrapping}
    while sum(widths.values()) > room:
        widest = max(widths, key=lambda k: (widths[k] - floors[k] > 0, widths[k]))
        if widths[widest] <= floors[widest]:
            break
        widths[widest] -= 1
    for k in wrapping:
        limits[k] = widths[k]
    return limits


def to_text(renderable, width: Optional[int] = None) -> str:
    """A table (or any rich renderable the renderers return) as plain text, as the CLI prints
    it to a file or a pipe: no colour, `width` columns (None: as wide as it needs)."""
    import io

    from rich.console import Console

    buffer = io.StringIO()
    console = Console(file=buffer, width=width or 100_000, color_system=None, highlight=False, soft_wrap=False,
                      markup=False, emoji=False)  # names print as they are (`x:fire:y`, `[b]`)
    console.print(renderable)
    return "\n".join(line.rstrip() for line in buffer.getvalue().splitlines()) + "\n"
