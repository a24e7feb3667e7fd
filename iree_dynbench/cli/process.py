"""The process around a command: standard output's failures one line, every error one line
and an exit status; `main` is the one error boundary (signals: `signals`)."""

from __future__ import annotations

import errno
import os
import signal
import sys
from typing import Optional, Sequence

from .signals import Terminated, arguments, interrupted_notes, raise_received, received, terminate_cleanly

EXIT_USAGE = 2  # a usage or library error (`error: ...`)
EXIT_INTERRUPTED = 128 + signal.SIGINT
EXIT_BROKEN_PIPE = 128 + signal.SIGPIPE


class _StdoutGone(BaseException):
    """Standard output's reader went away. Not an `Exception`: nothing may catch it on its way out."""


class _StdoutFailed(BaseException):
    """Standard output cannot be written (a full disk, `> /dev/full`)."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class GuardedStdout:
    """Standard output whose write errors end the command with one line (or quietly, for a
    reader that went away) instead of a traceback."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        return self._guard(self._stream.write, text)

    def flush(self) -> None:
        self._guard(self._stream.flush)

    def _guard(self, operation, *args):
        try:
            return operation(*args)
        except BrokenPipeError:
            raise _StdoutGone() from None
        except OSError as e:
            raise _StdoutFailed(e.strerror or str(e)) from None

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run one command; returns the exit status (tests call it in-process).

    Usage errors (an unknown option, a value not among the choices) and
    library errors become one line on stderr and exit status 2, never a
    traceback or a boxed usage screen. Ctrl-C exits with status 130 (`interrupted`), SIGTERM
    and SIGHUP with 128 + the signal, after cleaning up as any failure does.
    """
    import typer

    from .. import outputs
    from ..errors import DynbenchError
    from ..iree_tools import kill_running_tools
    from .commands import app
    from .console import err, out

    if sys.stdout is None:  # started with stdout closed (`>&-`): nowhere to say what was done
        err.print("error: standard output is closed", soft_wrap=True)
        return EXIT_USAGE
    out.file = GuardedStdout(sys.stdout)
    received.clear()
    outputs.written.clear()
    arguments[:] = [str(a) for a in (argv if argv is not None else sys.argv[1:])]
    interrupted_notes.clear()
    try:
        with terminate_cleanly():
            try:
                try:
                    status = app(args=list(argv) if argv is not None else None, prog_name="dynbench", standalone_mode=False)
                except Exception:
                    raise_received()  # a failure the signal caused (a killed tool) is the signal's
                    raise
                raise_received()
            finally:
                kill_running_tools()  # those of other threads, after an interruption (none otherwise)
    except _StdoutGone:  # a reader that went away (`| head`): the shell's convention, quietly
        return EXIT_BROKEN_PIPE
    except _StdoutFailed as e:
        err.print(f"error: cannot write to standard output ({e.reason})", soft_wrap=True)
        return EXIT_USAGE
    except Terminated as e:
        err.print(f"terminated ({e}){_written_first()}{_notes()}", soft_wrap=True)
        return 128 + e.signum
    except KeyboardInterrupt:  # Ctrl-C taken where typer does not turn it into its status
        status = EXIT_INTERRUPTED
    except DynbenchError as e:
        err.print(f"error: {_one_line(e.spelled('cli'))}", soft_wrap=True)
        return EXIT_USAGE
    except OSError as e:
        if e.errno != errno.ENAMETOOLONG:
            raise
        # A path the user gave that no file system takes (a name past 255 bytes, a path past
        # 4096), met wherever it is first used: the user's to fix, said in one line.
        name = str(e.filename)
        shown = name if len(name) <= 80 else f"{name[:40]}...{name[-30:]} ({len(name)} characters)"
        err.print(f"error: {shown}: file name too long (a name of at most 255 bytes, a path of at most 4096)",
                  soft_wrap=True)
        return EXIT_USAGE
    except typer.TyperException as e:  # usage errors (no message: the help screen was the answer)
        if e.format_message().strip():
            err.print(f"error: {_one_line(e.format_message())}", soft_wrap=True)
        return e.exit_code
    except typer.Abort:
        err.print("aborted", soft_wrap=True)
        return 1
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    finally:
        out.file = None  # back to whatever sys.stdout is (tests swap it)
    if status == EXIT_INTERRUPTED:  # typer's answer to Ctrl-C (KeyboardInterrupt), cleaned up as any failure
        err.print(f"interrupted (SIGINT){_written_first()}{_notes()}", soft_wrap=True)
    return status if isinstance(status, int) else 0


def _written_first() -> str:
    """The outputs the command had written whole before a signal ended it: they hold new results."""
    from .. import outputs

    paths = list(dict.fromkeys(str(p) for p in outputs.written))
    return f"; written in full before it: {', '.join(paths)}" if paths else ""


def _notes() -> str:
    """What the command said to add to its interruption's line (a checkpoint and how to go on)."""
    return "".join(f"; {note}" for note in interrupted_notes)


def _one_line(message: str) -> str:
    """`message` with unprintable characters escaped (`\\n`, `\\x1e`): the user's text it quotes
    stays on the one line."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in message)


def entry() -> None:
    """`dynbench`: `main`, then out at once."""
    status = main()
    # Every file is written and closed by now; tearing down the compiler and runtime
    # bindings at interpreter exit would take ~0.1 s more of every command.
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):  # a reader gone (`| head`), or a closed stream: nothing left to say
            if stream is sys.stdout and status == 0:
                status = EXIT_USAGE  # what was printed did not all arrive
    os._exit(status)
