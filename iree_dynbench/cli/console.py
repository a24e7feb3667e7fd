"""What the CLI prints, and how: stdout and stderr with rich markup off (a `[x]` in a path
or a message is text), tables fitted to the output's width, progress, `--format`, `--json`."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Optional, Sequence

from rich.console import Console

from ..choices import OutputFormat
from ..errors import spell
from .signals import raise_received

if TYPE_CHECKING:
    from ..render.tables import FittedTable

err = Console(stderr=True, highlight=False, markup=False, emoji=False)
out = Console(highlight=False, markup=False, emoji=False)


def say(line: str) -> None:
    """One line on stderr, as it is (long lines are not wrapped), the options it names spelled
    as flags (`errors.spell`: a note of the library names them with `option`)."""
    err.print(spell(line, "cli"), soft_wrap=True)


def tell(line: str) -> None:
    """One line on stdout, as it is."""
    out.print(line, soft_wrap=True)


def note(message: str) -> None:
    """A progress message of the library, dimmed on stderr; a signal taken but not acted on
    stops the command here (`signals.raise_received`)."""
    raise_received()
    err.print(message, style="dim", soft_wrap=True)


@contextlib.contextmanager
def progress(
    what: str, every_s: float = 0.0, notes: Sequence[Optional[str]] = ()
) -> Iterator[Callable[[int, int, str], None]]:
    """Progress on stderr: a rich bar on a terminal, plain lines otherwise (`render.progress`,
    one per step or one per `every_s` seconds). On the first step, once the library has checked
    its input and is about to time, `notes` and a load-average warning are printed first."""
    from ..machine import cpu_count, load_average
    from ..render.results import load_warning

    pending = [*notes, load_warning(load_average(), cpu_count())]

    def announce() -> None:
        for line in filter(None, pending):
            say(line)
        pending.clear()

    if not err.is_terminal:
        from ..render.progress import ProgressLines

        lines = ProgressLines(say, what, every_s)

        def plain(done: int, total: int, name: str) -> None:
            announce()
            lines(done, total, name)

        yield plain
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
        console=err, transient=True,
    ) as bar:
        task = bar.add_task(what, total=None)

        def update(done: int, total: int, name: str) -> None:
            announce()
            bar.update(task, completed=done, total=total, description=f"{what} {name}".strip())

        yield update


def json_console(json_file: Optional[Path]) -> Console:
    """Where a command's output goes: stderr when `--json -` takes stdout."""
    from ..requests import to_stdout

    return err if to_stdout(json_file) else out


def emit_json(path: Optional[Path], text: str) -> None:
    """`--json FILE`'s text: written whole to the file (`requests.json_file`'s), or to stdout for `-`."""
    from .. import outputs

    if path is None:
        print_text(text)
    else:
        outputs.write_text(path, text)


def table_width(console: Console) -> Optional[int]:
    """The width tables fit: the terminal's, else `COLUMNS` when set; None (a pipe or a file):
    as wide as the table is, one line per row."""
    if console.is_terminal:
        return console.width
    columns = os.environ.get("COLUMNS", "")
    return int(columns) if columns.isdigit() and int(columns) > 0 else None


def print_table(render: Callable[[Optional[int]], "FittedTable"], console: Optional[Console] = None) -> None:
    """Print the table `render(width)` builds for this output's width (`table_width`), on
    stdout or `console`."""
    console = console or out
    width = table_width(console)
    table = render(width)
    if width is None:
        width = max(table.natural_width, 80)
    # too narrow for even the columns always kept: lines run long rather than names being cut
    width = max(width, getattr(table, "needed_width", 0))
    Console(file=console.file, width=width, highlight=False, markup=False, emoji=False).print(table)


def print_wrapped(text: str, console: Console) -> None:
    """`text` wrapped where a table on `console` is fitted (at least 80 columns)."""
    width = table_width(console)
    Console(file=console.file, width=width or max(len(text), 80), highlight=False, markup=False, emoji=False).print(text)


def print_text(text: str, console: Optional[Console] = None) -> None:
    """`text` as it is (JSON, CSV, a report), on stdout or `console`."""
    console = console or out
    console.file.write(text)
    console.file.flush()


def render(format: OutputFormat, result, table, as_json, as_csv, console: Optional[Console] = None) -> None:
    """Print `result` on stdout (or `console`) in the chosen `--format`."""
    if format is OutputFormat.table:
        print_table(lambda width: table(result, width), console)
    else:
        print_text((as_json if format is OutputFormat.json else as_csv)(result), console)
