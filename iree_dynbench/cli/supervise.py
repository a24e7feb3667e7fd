"""`dynbench extract` in a child process, so that running out of memory ends in one line.

Under a memory limit the compiler and the interpreter die by signals nothing in their process
can answer: glibc aborts when a thread cannot get its thread-local memory (exit 127), LLVM's
"out of memory" aborts (SIGABRT), a failed allocation in native code is a SIGSEGV. IREE's own
tools print one line for it; so must dynbench. `dynbench extract` therefore runs in a child
forked from this small parent (standard library only, a few MB, before the CLI's imports),
which passes the child's stdout through, its stderr line by line until the crash's own output
starts (kept back), and where the child died that way says so in one `error:` line, puts the
output back as it was (an old output set aside is restored, the staging folder removed:
`outputs.clean_after_crash`) and exits 2. Any other end is the child's: its status and its
lines.

Signals: Ctrl-C reaches both (one process group), and the child answers it as ever; a SIGTERM
or SIGHUP sent to the parent alone (`timeout`, a closed terminal) is passed to the child. A
parent killed by SIGKILL passes nothing: the child then takes a SIGTERM of its own
(`follow_parent`), so it does not finish and replace the output with no one waiting for it.
"""

from __future__ import annotations

import os
import resource
import signal
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Optional, Sequence

CHILD = "IREE_DYNBENCH_SUPERVISED"  # set in the child's environment (the parent's pid): it runs the command itself
_PR_SET_PDEATHSIG = 1  # Linux prctl: the signal a process takes when its parent dies
SUPERVISED = ("extract",)  # the commands that compile (in this process and in iree-compile children)

# Where a crash's own output starts: the runtime's, LLVM's, glibc's or the interpreter's words.
_CRASH_STARTS = (
    b"LLVM ERROR", b"Stack dump", b"PLEASE submit", b"Fatal Python error", b"terminate called",
    b"Segmentation fault", b"Aborted", b"Traceback", b"Thread 0x", b"Current thread",
)
_MEMORY_WORDS = (b"out of memory", b"cannot allocate memory", b"bad_alloc", b"MemoryError", b"Cannot allocate memory",
                 b"can't start new thread", b"Resource temporarily unavailable")


def wanted(argv: Sequence[str]) -> bool:
    """Whether this command line runs under a supervising parent (not already its child)."""
    return len(argv) > 1 and argv[1] in SUPERVISED and not os.environ.get(CHILD) and hasattr(os, "fork")


def run(argv: Sequence[str]) -> Optional[int]:
    """Fork. In the child, None: it goes on to run the command itself, its stderr a pipe to
    the parent (a fork, not a new interpreter: the imports done so far, Python's start and
    this check are not paid twice). In the parent, the child's exit status, or 2 after one
    line where it died by a signal (or glibc's out-of-memory exit)."""
    sys.stdout.flush()
    sys.stderr.flush()
    colours = {}
    if sys.stderr.isatty():  # the child's stderr is a pipe: keep the colours and the width
        colours["FORCE_COLOR"] = "1"
        try:
            colours["COLUMNS"] = str(os.get_terminal_size(sys.stderr.fileno()).columns)
        except OSError:
            pass
    parent = os.getpid()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        os.dup2(write, sys.stderr.fileno())
        os.close(write)
        os.environ[CHILD] = str(parent)
        for name, value in colours.items():
            os.environ.setdefault(name, value)
        return None
    os.close(write)
    child = _Child(pid, os.fdopen(read, "rb"))
    previous = {s: signal.signal(s, lambda signum, frame: child.send_signal(signum))
                for s in (signal.SIGTERM, signal.SIGHUP)}
    previous[signal.SIGINT] = signal.signal(signal.SIGINT, signal.SIG_IGN)  # the child has it too, and answers
    try:
        crash = _pass_stderr(child.stderr)
        status = child.wait()
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)
        child.stderr.close()
    # An error line of its own about memory (ENOMEM on a read, "Cannot allocate memory") is the
    # same end as a crash out of memory: said as one, not as a file it could not read.
    crashed = status < 0 or crash.lstrip().startswith(_CRASH_STARTS) or (status != 0 and _about_memory(crash))
    if not crashed:  # the child's own end: its lines, its status
        sys.stderr.buffer.write(crash)
        sys.stderr.flush()
        return status
    _clean(argv)
    if -status in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):  # a signal it had no time to answer
        what = "interrupted" if -status == signal.SIGINT else "terminated"  # as the CLI says it (`cli.signals`)
        sys.stderr.write(f"{what} ({_signal_name(-status)})\n")
        sys.stderr.flush()
        return 128 - status
    sys.stderr.write(f"error: {argv[1]}: {_death(status, crash)}\n")
    sys.stderr.flush()
    return 2


def follow_parent() -> None:
    """In the child: a SIGTERM when the supervising parent dies, or now where it already has
    (Linux; elsewhere nothing). Called once the child answers SIGTERM."""
    parent = os.environ.get(CHILD, "")
    if not parent.isdigit() or not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != int(parent):  # it died before the prctl
        os.kill(os.getpid(), signal.SIGTERM)


@dataclass
class _Child:
    """The forked child: its pid and the read end of its stderr."""

    pid: int
    stderr: BinaryIO
    ended: bool = False  # waited for: its pid may be another process's now

    def send_signal(self, signum: int) -> None:
        if self.ended:
            return
        try:
            os.kill(self.pid, signum)
        except OSError:  # it has ended
            pass

    def wait(self) -> int:
        """Its exit status; a signal that ended it as its negative number (as `subprocess` says it)."""
        _, status = os.waitpid(self.pid, 0)
        self.ended = True
        return os.waitstatus_to_exitcode(status)


def _pass_stderr(stderr: BinaryIO) -> bytes:
    """The child's stderr, line by line, to ours; from the first line of a crash on, kept and returned."""
    kept = b""
    for line in iter(stderr.readline, b""):
        if kept or line.lstrip().startswith(_CRASH_STARTS) or _about_memory(line):
            kept += line
            continue
        sys.stderr.buffer.write(line)
        sys.stderr.flush()
    return kept


# The dynamic loader's words when it cannot map a library (numpy's OpenBLAS, loaded late): under an
# address-space limit, that is the limit (elsewhere it can be a `noexec` mount, not memory).
_MAPPING_WORDS = (b"failed to map segment from shared object", b"cannot map zero-fill pages")


def _about_memory(text: bytes) -> bool:
    return any(word in text for word in _MEMORY_WORDS) or (
        _memory_limit_mb() is not None and any(word in text for word in _MAPPING_WORDS)
    )


def _death(status: int, crash: bytes) -> str:
    """One line on how the child ended: out of memory where its last words or the limits say so."""
    if status >= 0:  # glibc's exit 127, a library that gave up (OpenBLAS raises SIGINT: 130), a traceback
        if _about_memory(crash) or status == 127:
            return f"ran out of memory ({_last_words(crash)})" + _limit_text()
        return f"failed ({_last_words(crash)}); nothing written"
    name = _signal_name(-status)
    if _about_memory(crash):
        return f"ran out of memory ({name}: {_last_words(crash)})" + _limit_text()
    limit = _memory_limit_mb()
    if limit is not None and -status in (signal.SIGABRT, signal.SIGSEGV, signal.SIGBUS):
        return f"died by {name}, most likely out of memory" + _limit_text()
    if -status == signal.SIGKILL:
        return "killed (SIGKILL: the kernel's out-of-memory killer, or kill -9); nothing written"
    return f"died by {name}" + (f" ({_first_line(crash)})" if crash else "") + "; nothing written"


def _limit_text() -> str:
    limit = _memory_limit_mb()
    return (f"; its address space is limited to {limit} MB (ulimit -v): raise the limit" if limit is not None
            else "; free memory, or extract on a larger machine") + "; nothing written"


def _memory_limit_mb() -> Optional[int]:
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    return None if soft == resource.RLIM_INFINITY else soft // (1 << 20)


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def _last_words(crash: bytes) -> str:
    """A traceback's last line (the exception), else the crash's first."""
    lines = [line.strip() for line in crash.decode(errors="replace").splitlines() if line.strip()]
    if lines and lines[0].startswith("Traceback"):
        return lines[-1][:200]
    first = _first_line(crash)
    return first[len("error: "):] if first.startswith("error: ") else first


def _first_line(crash: bytes) -> str:
    for line in crash.decode(errors="replace").splitlines():
        if line.strip():
            return line.strip()[:200]
    return ""


def _clean(argv: Sequence[str]) -> None:
    """The output the child was writing, as it was before (`outputs.clean_after_crash`)."""
    from ..outputs import clean_after_crash

    try:
        clean_after_crash(Path(_output(argv[2:])))
    except Exception:  # a cleanup that cannot run must not hide the line that says what happened
        pass


def _output(args: Sequence[str]) -> str:
    """The `-o`/`--output` of an extract command line (its default where none)."""
    output = "dynbench-out"
    for k, arg in enumerate(args):
        if arg in ("-o", "--output") and k + 1 < len(args):
            output = args[k + 1]
        elif arg.startswith("--output="):
            output = arg[len("--output="):]
        elif arg.startswith("-o") and len(arg) > 2 and not arg.startswith("--"):
            output = arg[2:]
    return output
