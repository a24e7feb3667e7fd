"""`dynbench` and `python -m iree_dynbench`: signals are answered from this module's start.

The CLI's imports take about 0.2 s, before its own handlers (`cli.process.main`) are in place:
a Ctrl-C or SIGTERM then would end in a traceback, or silently. `cli.signals` answers it with
the standard library alone (`answer_before_the_cli`). (Python's own start, the first ~40 ms,
comes before any of this.)"""

from __future__ import annotations


def main() -> None:
    import sys

    from .cli import bytecode, lean_process, supervise

    lean_process.settle()  # before numpy loads and the CLI's imports
    bytecode.keep_compiled()  # before the imports it saves (under PYTHONDONTWRITEBYTECODE)

    if supervise.wanted(sys.argv):  # extract: in a forked child, so that running out of memory is one line
        status = supervise.run(sys.argv)
        if status is not None:  # the parent, once the child has ended
            sys.exit(status)
        lean_process.no_collections()  # the child: it runs the one extract and ends
    from .cli.signals import answer_signals_early

    answer_signals_early()
    supervise.follow_parent()  # in extract's child: it ends with its parent
    from .cli.process import entry

    entry()


if __name__ == "__main__":
    main()
