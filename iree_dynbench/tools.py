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

`start_tool` starts a tool without waiting for it, optionally as a fork of
this process that calls the tool's `main` (no exec): `iree-compile` is a
16 KB wrapper around the compiler library's `ireeCompilerRunMain`, and
loading that library costs a new process 0.11 s, which a process that has
it loaded already (extract, after its passes) need not pay again. The child
is still a process: it is killed, waited for and reported like any tool.
"""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Callable, Optional, Sequence, Union

from .errors import DynbenchError, first_line

__all__ = [
    "RunningTool", "ToolError", "diagnostic", "find_runtime_tool", "io_flags", "kill_running_tools", "run_tool",
    "start_tool",
]

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
    ) -> None:
        super().__init__(message)
        self.tool = tool
        self.returncode = returncode
        self.stderr = stderr
        self.command = tuple(str(part) for part in command)

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


def run_tool(
    command: Sequence[str | Path], *, capture_stdout: bool = True, on_start: Optional[Callable[[], None]] = None
) -> str:
    """Run a tool to completion and return its stdout ("" when not captured).

    Raises `ToolError` when it cannot start or exits non-zero; its message
    quotes the tool's first diagnostic. `on_start()` is called once the tool
    runs and an interruption would end it (e.g. to start other work meanwhile).
    """
    argv = [str(part) for part in command]
    tool = Path(argv[0]).name
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
    with proc:
        _running.add(proc)
        try:
            if on_start is not None:
                on_start()
            stdout, stderr = proc.communicate()
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
            f"{tool} failed (exit code {proc.returncode})" + (f": {detail}" if detail else ""),
            tool=tool, returncode=proc.returncode, stderr=stderr, command=argv,
        )
    return stdout or ""


class _Forked:
    """A child forked from this process that runs a tool's `main` in place of an exec."""

    def __init__(self, pid: int):
        self.pid = pid
        self.returncode: Optional[int] = None

    def kill(self) -> None:
        if self.returncode is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def wait(self) -> int:
        if self.returncode is None:
            _, status = os.waitpid(self.pid, 0)
            self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode


def _fork(argv: list[str], main: Callable[[list[str]], int], stdout: int, stderr: int) -> _Forked:
    """`main(argv)` in a forked child writing to the `stdout` and `stderr` descriptors; its
    exit status is what `main` returns. Only from the main thread with no other Python
    thread running (`can_fork`): a child holds no lock another thread held at the fork."""
    pid = os.fork()
    if pid == 0:  # the child: never returns into the parent's Python code
        code = 70  # EX_SOFTWARE, should `main` itself fail
        try:
            for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
                signal.signal(s, signal.SIG_DFL)  # die as the tool would, not as dynbench
            with open("/proc/self/comm", "w") as comm:  # `ps` names the tool, as an exec would
                comm.write(Path(argv[0]).name[:15])
            os.dup2(stdout, 1)
            os.dup2(stderr, 2)
            code = main(argv)
        except BaseException as e:  # noqa: BLE001 (reported as the tool's failure)
            os.write(2, f"{argv[0]}: {type(e).__name__}: {e}\n".encode(errors="backslashreplace"))
        finally:
            os._exit(code & 0xFF)
    return _Forked(pid)


def can_fork() -> bool:
    """Whether a tool may run as a fork of this process: on Linux, from the main thread,
    with no other Python thread running."""
    return (
        sys.platform.startswith("linux") and threading.current_thread() is threading.main_thread()
        and threading.active_count() == 1
    )


class RunningTool:
    """A tool started by `start_tool`: `result()` waits for it (and raises `ToolError` if it
    failed), `kill()` ends it. Its stderr goes to a scratch file, so a tool that prints much
    while nobody reads never blocks."""

    def __init__(self, argv: list[str], process: Union[subprocess.Popen, _Forked], stderr, stdout):
        self.argv = argv
        self.process = process
        self._stderr = stderr
        self._stdout = stdout
        _running.add(process)

    def kill(self) -> None:
        try:
            self.process.kill()
        except OSError:
            pass

    def stop(self) -> None:
        """Kill the tool if it still runs and reap it, its output dropped."""
        self.kill()
        try:
            self.process.wait()
        finally:
            _running.discard(self.process)
            for file in (self._stdout, self._stderr):
                if file is not None:
                    file.close()

    def result(self) -> str:
        """Wait for the tool; its stdout ("" when not captured). Interrupted (Ctrl-C, SIGTERM),
        the tool is killed too."""
        try:
            returncode = self.process.wait()
        except BaseException:
            self.kill()
            self.process.wait()
            raise
        finally:
            _running.discard(self.process)
        stdout = _read_and_close(self._stdout)
        stderr = _read_and_close(self._stderr)
        if returncode != 0:
            tool = Path(self.argv[0]).name
            detail = diagnostic(stderr)
            raise ToolError(
                f"{tool} failed (exit code {returncode})" + (f": {detail}" if detail else ""),
                tool=tool, returncode=returncode, stderr=stderr, command=self.argv,
            )
        return stdout


def _read_and_close(file) -> str:
    if file is None:
        return ""
    with file:
        file.seek(0)
        return file.read().decode("utf-8", errors="backslashreplace")


def start_tool(
    command: Sequence[str | Path], *, capture_stdout: bool = False,
    main: Optional[Callable[[list[str]], int]] = None,
) -> RunningTool:
    """Start a tool and return at once (`RunningTool.result()` waits). With `main` (the
    tool's own entry point, loaded in this process) and where `can_fork()`, the tool runs
    as a fork of this process calling `main(argv)`, else as its executable."""
    argv = [str(part) for part in command]
    tool = Path(argv[0]).name
    stderr = tempfile.TemporaryFile()
    stdout = tempfile.TemporaryFile() if capture_stdout else None
    try:
        if main is not None and can_fork():
            out = stdout.fileno() if stdout is not None else os.open(os.devnull, os.O_WRONLY)
            try:
                process: Union[subprocess.Popen, _Forked] = _fork(argv, main, out, stderr.fileno())
            finally:
                if stdout is None:
                    os.close(out)
        else:
            process = subprocess.Popen(argv, stdout=stdout if stdout is not None else subprocess.DEVNULL, stderr=stderr)
    except OSError as e:
        stderr.close()
        if stdout is not None:
            stdout.close()
        raise ToolError(f"cannot run {tool}: {e.strerror or e}", tool=tool, command=argv) from None
    return RunningTool(argv, process, stderr, stdout)


_running: set[Union[subprocess.Popen, _Forked]] = set()  # tools running now, in any thread


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
