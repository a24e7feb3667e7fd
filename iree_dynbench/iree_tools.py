"""IREE's command-line tools: where they are, how to run one, and what a failure says.

Every subprocess dynbench starts goes through `run_tool`: the compile driver
(`extraction/compiler.py`), the model's timing (`run/model_timing.py`) and
the test oracle (`testing/oracle.py`). A failure is one `ToolError`: a
one-line message (the tool, its exit code, its first diagnostic) that the CLI
prints as is, with the command line and the tool's stderr kept on the error
(`details()`) for bug reports and test failures.

A tool's output is decoded as UTF-8 with undecodable bytes kept as `\\xNN`
escapes: the compiler quotes the model's source line in its diagnostics, and a
model need not be UTF-8 (binary garbage, one Latin-1 byte).

Runtime tools come with the runtime package (`iree-base-runtime`); compiler
tools are found by the compile driver (`extraction/compiler.py`), so the runtime
side runs where only the runtime is installed.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import time
import sys
from pathlib import Path
from typing import Callable, Optional, Sequence

from .errors import DynbenchError, first_line
from .interrupts import held, killed_by

__all__ = ["ToolError", "diagnostic", "find_runtime_tool", "io_flags", "kill_running_tools", "run_tool"]

_DETAIL_LINES = 20  # of stderr, in `details()`


class ToolError(DynbenchError):
    """An IREE tool could not be found or run, failed, or printed output dynbench cannot read.

    `str()` is one line; `tool`, `returncode`, `stderr` and `command` say the rest.
    """

    def __init__(
        self,
        message: str,
        *,
        tool: str = "",
        returncode: Optional[int] = None,
        stderr: str = "",
        command: Sequence[str] = (),
        stalled: bool = False,
    ) -> None:
        super().__init__(message)
        self.tool = tool
        self.returncode = returncode
        self.stderr = stderr
        self.command = tuple(str(part) for part in command)
        self.stalled = stalled  # stopped by `run_tool`'s `stall_s`: it used no CPU, deadlocked

    @property
    def command_line(self) -> str:
        """The command as a shell would take it."""
        return shlex.join(self.command)

    def details(self) -> str:
        """The message, the exit code, the command line and the first lines of stderr."""
        lines = [str(self)]
        if self.returncode is not None:
            lines.append(f"exit code: {self.returncode}")
        if self.command:
            lines.append(f"command: {self.command_line}")
        stderr = self.stderr.splitlines()
        if stderr:
            lines.append("stderr:")
            lines.extend(f"  {line}" for line in stderr[:_DETAIL_LINES])
            if len(stderr) > _DETAIL_LINES:
                lines.append(f"  ... ({len(stderr) - _DETAIL_LINES} more lines)")
        return "\n".join(lines)


def find_runtime_tool(name: str) -> Path:
    """An IREE runtime tool (`iree-benchmark-module`, `iree-run-module`, `iree-dump-replay`,
    `iree-profile`): from the runtime package, beside this Python, then on PATH."""
    candidates: list[Path] = []
    try:
        from iree._runtime import libs  # type: ignore[import-not-found]

        candidates.append(Path(libs.library_path) / name)
    except ImportError:
        pass
    candidates.append(Path(sys.executable).parent / name)
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    found = shutil.which(name)
    if found is None:
        raise ToolError(f"cannot find the IREE runtime tool {name} (pip install iree-base-runtime)", tool=name)
    return Path(found)


def io_flags(
    vmfb: Path, inputs: Sequence[str], function: str, device: str, preload: Sequence[Path] = ()
) -> list[str]:
    """Module, function, device and `--input` flags, as every runtime tool takes them;
    `preload` modules are loaded before `vmfb` (which may import from them)."""
    return [
        *(f"--module={m}" for m in preload),
        f"--module={vmfb}",
        f"--function={function}",
        f"--device={device}",
        *(f"--input={value}" for value in inputs),
    ]


HEARTBEAT_S = 15.0  # how often `run_tool`'s `heartbeat` hears that a tool still runs
STALL_CHECK_S = 5.0  # how often `run_tool` reads the CPU time of a tool watched for stalls


def run_tool(
    command: Sequence[str | Path], *, capture_stdout: bool = True, on_start: Optional[Callable[[], None]] = None,
    timeout_s: Optional[float] = None, heartbeat: Optional[Callable[[float], None]] = None,
    stall_s: Optional[float] = None,
) -> str:
    """Run a tool to completion and return its stdout ("" when not captured).

    Raises `ToolError` when it cannot start or exits non-zero; its message
    quotes the tool's first diagnostic. `on_start()` is called once the tool
    runs and an interruption would end it (e.g. to start other work meanwhile).
    `timeout_s`: a tool still running then is killed and is a `ToolError` (a compile of one
    kernel that hangs: seen once, iree-compile's threads all waiting on each other).
    `heartbeat(seconds)`: called in this thread every `HEARTBEAT_S` while the tool runs (one
    compile of a hundred kernels says nothing for a minute). `stall_s`: a tool whose process
    tree used no CPU for that long is killed and is a `ToolError` with `stalled` set (iree-compile
    deadlocked, its threads all waiting on each other: seen twice in a test suite's compiles,
    0% CPU for minutes); where /proc cannot say (not Linux), not watched.
    """
    argv = [str(part) for part in command]
    tool = Path(argv[0]).name
    proc = _started(argv, tool, capture_stdout)
    with proc:
        try:
            if on_start is not None:
                on_start()
            stdout, stderr = _watched(proc, tool, argv, timeout_s, heartbeat, stall_s)
        except BaseException:  # Ctrl-C, SIGTERM: the tool goes too
            proc.kill()
            proc.wait()
            raise
        finally:
            _running.discard(proc)
    if proc.returncode != 0:
        stderr = stderr or ""
        detail = diagnostic(stderr)
        raise ToolError(
            f"{tool} {_ending(proc.returncode)}" + (f": {detail}" if detail else ""),
            tool=tool, returncode=proc.returncode, stderr=stderr, command=argv,
        )
    return stdout or ""


def _started(argv: list[str], tool: str, capture_stdout: bool) -> subprocess.Popen:
    """The tool started and known as running (`_running`). A signal while it starts waits until
    it runs (raised inside `Popen`, its exception would leave the tool running with no one to
    end it), then ends it."""
    proc = None
    try:
        with held():
            try:
                proc = subprocess.Popen(
                    argv,
                    stdout=subprocess.PIPE if capture_stdout else subprocess.DEVNULL,
                    stderr=subprocess.PIPE,
                    text=True,
                    encoding="utf-8",
                    errors="backslashreplace",  # a model's bytes quoted in a diagnostic need not be UTF-8
                )
            except OSError as e:
                raise ToolError(f"cannot run {tool}: {e.strerror or e}", tool=tool, command=argv) from None
            _running.add(proc)
    except BaseException:
        if proc is not None:
            with proc:
                proc.kill()
            _running.discard(proc)
        raise
    return proc


def _watched(proc: subprocess.Popen, tool: str, argv: list[str], timeout_s: Optional[float],
             heartbeat: Optional[Callable[[float], None]], stall_s: Optional[float]) -> tuple[str, str]:
    """The tool's stdout and stderr once it ends, waking for the heartbeat, the timeout and the
    stall check between (`run_tool`); a tool past its timeout or stalled is killed here."""
    started = time.monotonic()
    beat = started
    cpu, cpu_moved = None, started  # the tree's CPU ticks, and when they last moved
    while True:
        now = time.monotonic()
        waits = [timeout_s - (now - started)] if timeout_s is not None else []
        waits += [HEARTBEAT_S - (now - beat)] if heartbeat is not None else []
        waits += [STALL_CHECK_S] if stall_s is not None else []
        try:
            return proc.communicate(timeout=max(0.0, min(waits)) if waits else None)
        except subprocess.TimeoutExpired:  # the tool runs on (communicate can be called again)
            pass
        now = time.monotonic()
        if timeout_s is not None and now - started >= timeout_s:
            proc.kill()
            proc.communicate()
            raise ToolError(f"{tool} did not finish in {timeout_s:g} s and was stopped (a hang?)", tool=tool,
                            returncode=None, command=argv) from None
        if stall_s is not None:
            ticks = tree_cpu_ticks(proc.pid)
            if ticks is None or ticks != cpu:
                cpu, cpu_moved = ticks, now
            elif now - cpu_moved >= stall_s:
                proc.kill()
                proc.communicate()
                raise ToolError(f"{tool} used no CPU for {stall_s:g} s and was stopped (deadlocked)",
                                tool=tool, returncode=None, command=argv, stalled=True) from None
        if heartbeat is not None and now - beat >= HEARTBEAT_S:
            beat = now
            heartbeat(now - started)


def tree_cpu_ticks(pid: int) -> Optional[int]:
    """The CPU time (clock ticks, user and system, reaped children's too) used so far by process
    `pid` and its live descendants, from /proc; None where it cannot be read."""
    table = _process_table()
    if table is None or pid not in table[1]:
        return None
    children, ticks = table
    return sum(ticks.get(p, 0) for p in [pid, *_below(pid, children)])


def descendants(pid: int) -> list[int]:
    """The live processes `pid` started, and theirs, from /proc (none where it cannot be read)."""
    table = _process_table()
    return [] if table is None else _below(pid, table[0])


def _process_table() -> Optional[tuple[dict[int, list[int]], dict[int, int]]]:
    """Per process in /proc: its children, and its CPU ticks (utime, stime, cutime, cstime)."""
    children: dict[int, list[int]] = {}
    ticks: dict[int, int] = {}
    try:
        entries = [e.name for e in os.scandir("/proc") if e.name.isdigit()]
    except OSError:
        return None
    for name in entries:
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue  # gone meanwhile
        children.setdefault(int(fields[1]), []).append(int(name))
        ticks[int(name)] = sum(int(v) for v in fields[11:15])
    return children, ticks


def _below(pid: int, children: dict[int, list[int]]) -> list[int]:
    found, frontier = [], list(children.get(pid, []))
    while frontier:  # a process tree: each pid reached once
        current = frontier.pop()
        found.append(current)
        frontier += children.get(current, [])
    return found


def _ending(returncode: int) -> str:
    """How a tool ended: its exit code, or the signal that killed it by name (a kernel built for
    another CPU dies by SIGILL, a bad access by SIGSEGV)."""
    killed = killed_by(returncode)
    return f"was killed by {killed}" if killed else f"failed (exit code {returncode})"


_running: set = set()  # tools (subprocess.Popen) and worker processes running now, in any thread


def register_child(process) -> None:
    """A child process dynbench started otherwise (the calls method's worker): killed with the
    tools when a command is interrupted (`kill_running_tools`)."""
    _running.add(process)


def unregister_child(process) -> None:
    _running.discard(process)


def kill_running_tools() -> None:
    """Kill every tool still running: what an interrupted command calls on its way out, for
    tools that other threads started (the main thread's are killed as it unwinds)."""
    for proc in list(_running):
        try:
            proc.kill()
        except OSError:
            pass


def diagnostic(stderr: str) -> str:
    """A tool's first diagnostic: the first line saying `error:` (the compiler prints
    warnings and notes too), else the first line (the runtime's status line)."""
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()
    return first_line(stderr)
