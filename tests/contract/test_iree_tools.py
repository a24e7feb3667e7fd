"""How a failing IREE tool is reported (iree_tools.py): one line naming the tool and how it failed."""

from __future__ import annotations

import sys

import pytest

from iree_dynbench.iree_tools import ToolError, find_runtime_tool, run_tool


def test_a_failing_tool_is_one_line_with_the_tool_exit_code_and_first_diagnostic(tmp_path):
    missing = tmp_path / "missing.vmfb"
    command = [find_runtime_tool("iree-run-module"), f"--module={missing}", "--function=main"]
    with pytest.raises(ToolError) as info:
        run_tool(command)
    e = info.value
    assert e.tool == "iree-run-module" and e.returncode not in (None, 0)
    assert len(str(e).splitlines()) == 1
    assert str(e).startswith(f"iree-run-module failed (exit code {e.returncode}): ") and "NOT_FOUND" in str(e)
    assert str(missing) in e.command_line and e.command_line in e.details() and "NOT_FOUND" in e.stderr


def test_a_missing_runtime_tool_says_what_to_install():
    with pytest.raises(ToolError, match="cannot find the IREE runtime tool iree-no-such-tool .*iree-base-runtime"):
        find_runtime_tool("iree-no-such-tool")


def test_a_tool_killed_by_a_signal_is_named_by_it():
    with pytest.raises(ToolError, match="bash was killed by SIGILL") as failure:
        run_tool(["bash", "-c", "kill -ILL $$"])
    assert failure.value.returncode < 0


def test_a_tool_past_its_timeout_is_stopped_and_is_one_error():
    """What tune's compiles rely on (an iree-compile that hung was seen once): a real process."""
    import subprocess
    import sys

    from iree_dynbench.iree_tools import ToolError, run_tool

    with pytest.raises(ToolError, match=r"did not finish in 0.5 s and was stopped"):
        run_tool([sys.executable, "-c", "import time; time.sleep(30)"], timeout_s=0.5)
    leftover = subprocess.run(["pgrep", "-f", "time.sleep\\(30\\)"], capture_output=True, text=True).stdout
    assert leftover.strip() == ""


def test_a_long_tool_beats_its_heartbeat_in_the_calling_thread(monkeypatch):
    import sys
    import threading

    from iree_dynbench import iree_tools

    monkeypatch.setattr(iree_tools, "HEARTBEAT_S", 0.1)
    beats = []
    out = run_tool([sys.executable, "-c", "import time; time.sleep(0.6); print('done')"],
                   heartbeat=lambda s: beats.append((s, threading.current_thread() is threading.main_thread())))
    assert out.strip() == "done"
    assert len(beats) >= 2 and all(main for _, main in beats)
    assert [s for s, _ in beats] == sorted(s for s, _ in beats)


def test_a_heartbeat_leaves_the_timeout_as_it_was(monkeypatch):
    import sys

    from iree_dynbench import iree_tools

    monkeypatch.setattr(iree_tools, "HEARTBEAT_S", 0.1)
    beats = []
    with pytest.raises(ToolError, match="did not finish in 0.5 s"):
        run_tool([sys.executable, "-c", "import time; time.sleep(30)"], timeout_s=0.5, heartbeat=beats.append)
    assert 2 <= len(beats) <= 5


class _Signalled(BaseException):
    """What the CLI's handler raises for SIGTERM (`cli.signals.Terminated`), here a test's own."""


def test_a_signal_while_a_tool_starts_ends_the_tool(monkeypatch):
    """A SIGTERM whose exception would come out of `Popen` after the tool started (CI saw an
    `iree-compile` outlive an extract stopped that way): it waits until the tool runs, then the
    tool ends with the command."""
    import signal
    import subprocess

    from iree_dynbench import iree_tools

    started = []
    real = subprocess.Popen

    def starting(*args, **kwargs):
        started.append(real(*args, **kwargs))
        signal.raise_signal(signal.SIGTERM)  # arrives as the tool starts
        return started[-1]

    def raise_signalled(signum, frame):
        raise _Signalled()

    monkeypatch.setattr(iree_tools.subprocess, "Popen", starting)
    previous = signal.signal(signal.SIGTERM, raise_signalled)
    try:
        with pytest.raises(_Signalled):
            run_tool(["sleep", "60"])
    finally:
        signal.signal(signal.SIGTERM, previous)
    (tool,) = started
    assert tool.poll() is not None and tool.returncode < 0  # killed, not left running
    assert tool not in iree_tools._running


def test_a_tool_that_uses_no_cpu_for_the_stall_time_is_stopped_as_stalled(monkeypatch):
    """iree-compile deadlocks now and then (its threads all waiting, 0% CPU for minutes)."""
    import iree_dynbench.iree_tools as iree_tools

    monkeypatch.setattr(iree_tools, "STALL_CHECK_S", 0.2)
    with pytest.raises(ToolError, match="used no CPU for 1 s and was stopped") as failure:
        run_tool(["sleep", "60"], stall_s=1)
    assert failure.value.stalled


def test_a_tool_that_works_without_output_is_not_a_stall(monkeypatch):
    import iree_dynbench.iree_tools as iree_tools

    monkeypatch.setattr(iree_tools, "STALL_CHECK_S", 0.2)
    busy = "import time\nt = time.time()\nwhile time.time() - t < 2.5: pass\nprint('done')"
    assert run_tool([sys.executable, "-c", busy], stall_s=1) == "done\n"


def test_a_compile_that_deadlocks_is_started_once_more(tmp_path, monkeypatch):
    """The first start sleeps (as a deadlocked iree-compile sits), the second compiles."""
    import iree_dynbench.iree_tools as iree_tools
    from iree_dynbench.extraction.compiler import CompileCommand, find_compiler_tool

    from support import TESTDATA

    monkeypatch.setattr(iree_tools, "STALL_CHECK_S", 0.2)
    script = tmp_path / "iree-compile"
    script.write_text(f"#!/bin/sh\nif [ ! -e {tmp_path}/started ]; then touch {tmp_path}/started; exec sleep 60; fi\n"
                      f"exec {find_compiler_tool()} \"$@\"\n")
    script.chmod(0o755)
    out = tmp_path / "m.vmfb"
    flags = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
    CompileCommand((str(script), str(TESTDATA / "dyn_matmul.mlir"), *flags, "-o", str(out)), "dyn_matmul").run(stall_s=1)
    assert out.stat().st_size > 0
