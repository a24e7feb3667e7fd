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

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from ..errors import first_line
from ..tools import ToolError, diagnostic, run_tool

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


class CompileError(ToolError):
    """iree-compile failed. The message is its first diagnostic, named for the
    file compiled; the command line, exit status and stderr are kept on the error."""


@dataclass(frozen=True)
class CompileCommand:
    argv: tuple[str, ...]
    what: str  # e.g. the model path, for messages

    def run(self) -> None:
        try:
            run_tool(self.argv, capture_stdout=False)
        except ToolError as e:
            if e.returncode is None:  # it did not start
                raise
            message = diagnostic(e.stderr) or f"iree-compile exited with {e.returncode}"
            if not message.startswith(self.what):
                message = f"{self.what}: {message}"
            raise CompileError(
                message, tool=e.tool, returncode=e.returncode, stderr=e.stderr, command=e.command
            ) from None


def _iree_compile() -> str:
    return str(find_compiler_tool("iree-compile"))


def to_configured(model: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Compile the model up to configured executables (the passes' input), root ops marked."""
    argv = [
        _iree_compile(), str(model), *options.flags, TUNER_ATTRIBUTES,
        f"--compile-to={CONFIGURED_PHASE}", "-o", str(output),
    ]
    return CompileCommand(tuple(argv), str(model))


def to_sources(model: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Compile the model up to executable sources: kernels not yet configured."""
    argv = [_iree_compile(), str(model), *options.flags, f"--compile-to={SOURCES_PHASE}", "-o", str(output)]
    return CompileCommand(tuple(argv), str(model))


def configure_sources(mlir: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Configure the executables of an `executable-sources` module, root ops marked."""
    argv = [
        _iree_compile(), str(mlir), *options.flags, TUNER_ATTRIBUTES,
        f"--compile-from={SOURCES_PHASE}", f"--compile-to={CONFIGURED_PHASE}", "-o", str(output),
    ]
    return CompileCommand(tuple(argv), str(mlir))


def benchmarks_to_vmfb(mlir: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Resume the benchmark module from configured executables: each executable
    is compiled once. A fresh process: resuming in-process, in the Python
    process that just ran the passes, measured 20-30% slower."""
    argv = [_iree_compile(), str(mlir), *options.flags, f"--compile-from={CONFIGURED_PHASE}", "-o", str(output)]
    return CompileCommand(tuple(argv), str(mlir))


def model_to_vmfb(model: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """The whole model, as a user compiles it (for the oracles)."""
    argv = [_iree_compile(), str(model), *options.flags, "-o", str(output)]
    return CompileCommand(tuple(argv), str(model))


def standalone_to_vmfb(mlir: Path, output: Path, extra: Sequence[str] = ()) -> CompileCommand:
    """Plain `iree-compile FILE -o x.vmfb`, as a user would type it."""
    return CompileCommand((_iree_compile(), str(mlir), *extra, "-o", str(output)), str(mlir))


def find_compiler_tool(name: str = "iree-compile") -> Path:
    """An IREE compiler tool, as the compiler package finds it (its `IREE_TOOL_PATH` first)."""
    try:
        from iree.compiler.tools.binaries import find_tool
    except ImportError:
        raise ToolError(f"cannot find the IREE compiler tool {name} (pip install iree-base-compiler)", tool=name) from None
    try:
        return Path(find_tool(name))
    except ValueError as e:  # not installed, or not executable
        raise ToolError(f"cannot find the IREE compiler tool {name}: {first_line(e)}", tool=name) from None
