"""`dynbench`: the command line. Thin commands over the library.

The library raises `DynbenchError` for anything the user can fix; this module
alone turns it into a one-line message and exit status 2, and alone prints.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional, Sequence

import typer
from rich.console import Console

from .errors import DynbenchError

app = typer.Typer(
    name="dynbench",
    help="Standalone per-dispatch benchmarks for dynamic-shape IREE models.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
err = Console(stderr=True, highlight=False)
out = Console(highlight=False)

EXIT_USAGE = 2


@app.callback()
def _root() -> None:
    """Standalone per-dispatch benchmarks for dynamic-shape IREE models."""


@app.command()
def extract(
    model: Annotated[Path, typer.Argument(help="Model: MLIR text or bytecode in any input dialect iree-compile accepts.")],
    inputs: Annotated[list[str], typer.Option("--inputs", help="Input shape (42x1024xf32), one per entry argument, in order.")] = [],
    output: Annotated[Path, typer.Option("-o", "--output", help="Output directory.")] = Path("dynbench-out"),
    function: Annotated[Optional[str], typer.Option("--function", help="Entry point (default: the only public function).")] = None,
    target: Annotated[str, typer.Option("--target", help="IREE target backend.")] = "llvm-cpu",
    iree_flags: Annotated[list[str], typer.Option("--iree-flag", help="Extra iree-compile flag (repeatable).")] = [],
) -> None:
    """Write a benchmark per dispatch of MODEL at the --inputs sizes, plus __query_shapes."""
    from .extract import extract as run_extract

    result = run_extract(
        model, inputs, output=output, function=function, target=target, iree_flags=iree_flags,
        progress=lambda message: err.print(f"[dim]{message}[/dim]"),
    )
    for skipped in result.skipped:
        err.print(f"skipped dispatch {skipped.ordinal} {skipped.export}: {skipped.reason}")
    out.print(
        f"wrote {len(result.emitted)} dispatch benchmark(s) to {result.output}"
        + (f" ({len(result.skipped)} skipped)" if result.skipped else "")
    )


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point; returns the exit status (tests call it in-process).

    Click handles its own usage errors (message, exit status 2); library
    errors become one line on stderr and exit status 2, never a traceback.
    """
    try:
        app(args=list(argv) if argv is not None else None, prog_name="dynbench")
    except DynbenchError as e:
        err.print(f"error: {e}", soft_wrap=True)
        return EXIT_USAGE
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    return 0


def entry() -> None:
    sys.exit(main())
