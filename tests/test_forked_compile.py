"""Compiles as forks: a process that has the compiler library loaded (extract, after its passes)
runs `iree-compile` as a fork calling the library's `ireeCompilerRunMain` with the same command
line, instead of an exec that loads the library again. Same output, same diagnostics, still a
process of its own: killed with the command.

The fork-side checks run in a fresh interpreter: a fork from a process whose compiler thread
pool has started its threads (this test process, after other tests' MLIR work) is refused."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

from conftest import SIZE_SETS, TESTDATA

DYNBENCH = [sys.executable, "-c", "import sys; from iree_dynbench.cli import main; sys.exit(main())"]

COMPARE = r"""
import json, sys
from pathlib import Path
from iree.compiler import ir  # the library loaded, no thread pool started
from iree_dynbench.extraction import compiler
from iree_dynbench.tools import can_fork

model, bad, tmp = (Path(a) for a in sys.argv[1:4])
flags = compiler.CompileOptions().flags
report = {"forks": can_fork() and compiler._library_main(compiler._iree_compile()) is not None}

def command(how, source, output):
    plain = compiler.standalone_to_vmfb(source, output, flags)
    if how == "fork":
        return plain
    return compiler.CompileCommand(("/usr/bin/env", *plain.argv), plain.what)  # the executable itself

for how in ("fork", "exec"):
    command(how, model, tmp / f"{how}.vmfb").run()
    try:
        command(how, bad, tmp / f"{how}-bad.vmfb").run()
        report[how] = None
    except compiler.CompileError as e:
        report[how] = [str(e), e.returncode]
print(json.dumps(report))
"""


def test_a_fork_compiles_the_bytes_an_exec_does_and_fails_with_its_diagnostic(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n")
    done = subprocess.run(
        [sys.executable, "-c", COMPARE, str(TESTDATA / "two_dims.mlir"), str(bad), str(tmp_path)],
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.splitlines()[-1])
    assert report["forks"]
    assert (tmp_path / "fork.vmfb").read_bytes() == (tmp_path / "exec.vmfb").read_bytes()
    fork_message, fork_code = report["fork"]
    exec_message, exec_code = report["exec"]
    assert "error:" in fork_message and fork_message == exec_message and fork_code == exec_code == 1


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            continue
    return found


def _read(path: str) -> str:
    try:
        return Path(path).read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def test_extract_compiles_the_benchmarks_as_forks_that_a_signal_ends(tmp_path):
    """The compiles after the passes are children named iree-compile whose command line is the
    extract's own (no exec); SIGTERM then ends the extract (143), its compiles, and every folder
    it made."""
    out = tmp_path / "out"
    proc = subprocess.Popen(
        [*DYNBENCH, "extract", str(TESTDATA / "torch_block.mlir"), "--inputs", SIZE_SETS["torch_block"][0][0],
         "-o", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    forked = None
    deadline = time.monotonic() + 120  # a bound on waiting, not a timing check
    while forked is None and proc.poll() is None and time.monotonic() < deadline:
        forked = next(
            (c for c in _children(proc.pid)
             if _read(f"/proc/{c}/comm").strip() == "iree-compile" and "iree_dynbench" in _read(f"/proc/{c}/cmdline")),
            None,
        )
        time.sleep(0.002)
    assert forked is not None, proc.communicate()
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert "Traceback" not in err and "terminated (SIGTERM)" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == []
    assert "iree_dynbench" not in _read(f"/proc/{forked}/cmdline")


THREADED = r"""
import sys
from pathlib import Path
from iree.compiler import ir
from iree_dynbench.extraction import compiler

context = ir.Context()  # multithreading on, as by default
functions = "".join(f"func.func @f{k}(%a: i32) -> i32 {{ return %a : i32 }}\n" for k in range(64))
ir.Module.parse(functions, context).operation.verify()  # work for the thread pool: its threads start
assert compiler._compiler_threads()
assert compiler._library_main(compiler._iree_compile()) is None
compiler.standalone_to_vmfb(Path(sys.argv[1]), Path(sys.argv[2]), compiler.CompileOptions().flags).run()
print("compiled")
"""


def test_a_process_whose_compiler_threads_run_compiles_by_exec(tmp_path):
    """Its thread pool's threads would not be in a fork, which would wait for them forever."""
    done = subprocess.run(
        [sys.executable, "-c", THREADED, str(TESTDATA / "torch_block.mlir"), str(tmp_path / "m.vmfb")],
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "compiled" and (tmp_path / "m.vmfb").stat().st_size > 0
