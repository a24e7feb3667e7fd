"""Write `docs/cli.md`, the command-line reference, from the typer app itself.

The reference is the commands' own help (what `dynbench COMMAND --help` says), so it cannot
drift from the code: `tests/test_docs.py` fails when the checked-in file differs from what
this writes. Regenerate after changing an option::

    .venv/bin/python -m iree_dynbench.cli.reference
"""

from __future__ import annotations

import argparse
from enum import Enum
from pathlib import Path

OUTPUT = Path("docs") / "cli.md"  # in the repository's top folder


def reference() -> str:
    """The Markdown reference of every `dynbench` command."""
    import typer.main

    from .commands import app

    group = typer.main.get_command(app)
    parts = [
        "# Command-line reference\n\n",
        "Generated from the commands' own help by `python -m iree_dynbench.cli.reference` (a test fails when it is stale).\n",
        "What the commands do: [extract.md](extract.md), [timing.md](timing.md), [tune.md](tune.md), [ci.md](ci.md).\n",
        "`dynbench --version` prints the versions of dynbench and IREE; `dynbench COMMAND -h` prints this help.\n",
    ]
    for name, command in group.commands.items():
        parts.append(_command(name, command))
    return "".join(parts)


def _command(name: str, command) -> str:
    context = command.make_context(name, [], resilient_parsing=True)
    arguments = [p for p in command.params if not p.opts[0].startswith("-")]
    options = [p for p in command.params if p.opts[0].startswith("-") and p.name != "help"]
    usage = " ".join([f"dynbench {name}", *(p.name.upper() for p in arguments), "[OPTIONS]"])
    lines = [f"\n## dynbench {name}\n\n", f"```\n{usage}\n```\n\n", f"{_paragraph(command.help)}\n\n"]
    for p in arguments:
        lines.append(f"- `{p.name.upper()}`: {_paragraph(p.help)}\n")
    for p in options:
        lines.append(f"- {_flags(p, context)}: {_paragraph(p.help)}{_default(p)}\n")
    return "".join(lines)


def _flags(option, context) -> str:
    names = ", ".join(option.opts)
    if option.secondary_opts:
        names += " / " + ", ".join(option.secondary_opts)
    if getattr(option, "is_flag", False):
        return f"`{names}`"
    metavar = option.make_metavar(context)
    repeat = " (repeatable)" if getattr(option, "multiple", False) else ""
    return f"`{names} {metavar}`{repeat}"


def _default(option) -> str:
    default = option.default
    if default is None or default == [] or default is False or getattr(option, "is_flag", False):
        return ""
    if isinstance(default, Enum):
        default = default.value
    return f" Default: `{default}`."


def _paragraph(text) -> str:
    return " ".join((text or "").split())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=OUTPUT, help=f"default: {OUTPUT}")
    args = parser.parse_args()
    args.output.write_text(reference())


if __name__ == "__main__":
    main()
