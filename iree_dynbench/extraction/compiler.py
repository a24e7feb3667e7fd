"""The compile driver: the only place that runs the IREE compiler.

Every compile runs `iree-compile` as a subprocess `CompileCommand`, whose
command line is built apart from running it. We tried the in-process
`Session` API (with the C API's phase setters through ctypes) and went back:
many compiler flags are process-wide options, so a session's flags (the
tuner attributes, a user's `--iree-flag`) leaked into later compiles in the
same process; a module exported from a session dies with the session; and it
measured no faster than a fresh process (tools/bench_extract.py). A
subprocess also gives the diagnostics as text with `file:line:col`, and a
compiler crash cannot take the caller down.
"""

from __future__ import annotations

import shlex
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from iree.compiler.tools.binaries import find_tool

from ..errors import DynbenchError

CONFIGURED_PHASE = "executable-configurations"
SOURCES_PHASE = "executable-sources"
# Marks each dispatch's root op (`root_op = #iree_codegen.root_op<set = N>`)
# during configuration, as the tuner expects. It adds that attribute and
# nothing else: the configured IR of every test model is otherwise identical.
TUNER_ATTRIBUTES = "--iree-codegen-add-tuner-attributes"


_DEVICE_OF_TARGET = {
    "llvm-cpu": "local-sync",
    "vmvx": "local-sync",
    "cuda": "cuda",
    "rocm": "hip",
    "hip": "hip",
    "vulkan-spirv": "vulkan",
    "vulkan": "vulkan",
    "metal-spirv": "metal",
    "metal": "metal",
}


@dataclass(frozen=True)
class CompileOptions:
    """What decides which kernels the model compiles to."""

    target: str = "llvm-cpu"
    iree_flags: tuple[str, ...] = ()

    @property
    def runtime_device(self) -> str:
        """The IREE runtime device that runs what this target compiles to."""
        return _DEVICE_OF_TARGET.get(self.target, self.target)

    @property
    def flags(self) -> list[str]:
        if self.target == "llvm-cpu":
            base = [
                "--iree-hal-target-device=local",
                "--iree-hal-local-target-device-backends=llvm-cpu",
                "--iree-llvmcpu-target-cpu=host",
            ]
        else:
            base = [f"--iree-hal-target-device={self.target}"]
        return base + list(self.iree_flags)


class CompileError(DynbenchError):
    """iree-compile failed. The message is its first diagnostic; the full
    command line, exit status and stderr are kept for tools and bug reports."""

    def __init__(self, message: str, argv: Sequence[str], returncode: int, stderr: str):
        super().__init__(message)
        self.argv = tuple(argv)
        self.returncode = returncode
        self.stderr = stderr

    @property
    def command_line(self) -> str:
        return " ".join(shlex.quote(a) for a in self.argv)


@dataclass(frozen=True)
class CompileCommand:
    argv: tuple[str, ...]
    what: str  # e.g. the model path, for messages

    def run(self) -> None:
        proc = subprocess.run(self.argv, capture_output=True, text=True)
        if proc.returncode != 0:
            message = first_error(proc.stderr) or f"iree-compile exited with {proc.returncode}"
            if not message.startswith(self.what):
                message = f"{self.what}: {message}"
            raise CompileError(message, self.argv, proc.returncode, proc.stderr)


def first_error(stderr: str) -> str:
    """The first diagnostic line that says `error:` (with its file:line:col)."""
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()
    lines = [l.strip() for l in stderr.splitlines() if l.strip()]
    return lines[0] if lines else ""


def to_configured(model: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Compile the model up to configured executables (the passes' input), root ops marked."""
    argv = [
        find_tool("iree-compile"), str(model), *options.flags, TUNER_ATTRIBUTES,
        f"--compile-to={CONFIGURED_PHASE}", "-o", str(output),
    ]
    return CompileCommand(tuple(argv), str(model))


def to_sources(model: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Compile the model up to executable sources: kernels not yet configured."""
    argv = [find_tool("iree-compile"), str(model), *options.flags, f"--compile-to={SOURCES_PHASE}", "-o", str(output)]
    return CompileCommand(tuple(argv), str(model))


def configure_sources(mlir: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Configure the executables of an `executable-sources` module, root ops marked."""
    argv = [
        find_tool("iree-compile"), str(mlir), *options.flags, TUNER_ATTRIBUTES,
        f"--compile-from={SOURCES_PHASE}", f"--compile-to={CONFIGURED_PHASE}", "-o", str(output),
    ]
    return CompileCommand(tuple(argv), str(mlir))


def benchmarks_to_vmfb(mlir: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Resume the benchmark module from configured executables: each executable
    is compiled once. A fresh process: resuming in-process, in the Python
    process that just ran the passes, measured 20-30% slower."""
    argv = [find_tool("iree-compile"), str(mlir), *options.flags, f"--compile-from={CONFIGURED_PHASE}", "-o", str(output)]
    return CompileCommand(tuple(argv), str(mlir))


def model_to_vmfb(model: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """The whole model, as a user compiles it (for the oracles)."""
    argv = [find_tool("iree-compile"), str(model), *options.flags, "-o", str(output)]
    return CompileCommand(tuple(argv), str(model))


def standalone_to_vmfb(mlir: Path, output: Path, extra: Sequence[str] = ()) -> CompileCommand:
    """Plain `iree-compile FILE -o x.vmfb`, as a user would type it."""
    return CompileCommand((find_tool("iree-compile"), str(mlir), *extra, "-o", str(output)), str(mlir))
