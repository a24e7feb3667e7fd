"""The compile driver: the only place that runs the IREE compiler.

`extract` configures the model in-process through `CompilerSession`: the
configured module goes straight to the passes without printing and
re-parsing it, and diagnostics arrive as data. The C API's compile-to phase
and callback diagnostics are not wrapped by `iree.compiler.api`, so the few
entry points needed are declared here with ctypes. The benchmark module is
compiled in a fresh process (see `benchmarks_to_vmfb`).

Everything that stands for a command a person would type (the standalone
files, the whole model for the oracles, the static tuner flavour) runs as a
subprocess `CompileCommand`, whose command line is built apart from running it.
"""

from __future__ import annotations

import ctypes
import shlex
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from iree.compiler.tools.binaries import find_tool

from .errors import DynbenchError

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


class CompilerSession:
    """An in-process compiler session with `options`' flags; close it (or use
    `with`) once the modules it produced are no longer needed."""

    def __init__(self, options: CompileOptions):
        from iree.compiler.api import Session

        _declare_phase_api()
        self.options = options
        self._session = Session()
        self._session.set_flags(*options.flags, TUNER_ATTRIBUTES)

    @property
    def context(self):
        return self._session.context

    def configure(self, model: Path, output: Path):
        """`model` up to configured executables, root ops marked; the IR is also
        written to `output` as text. Returns the module (in `context`)."""
        from iree.compiler.api import Output, Source

        argv = [find_tool("iree-compile"), str(model), *self.options.flags, TUNER_ATTRIBUTES,
                f"--compile-to={CONFIGURED_PHASE}", "-o", str(output)]
        with self._invocation(argv, str(model)) as run:
            source = Source.open_file(self._session, str(model))
            run.check(run.invocation.parse_source(source))
            _API.set_to(run.invocation._inv_p, CONFIGURED_PHASE.encode())
            run.check(run.invocation.execute())
            out = Output.open_file(str(output))
            run.invocation.output_ir(out)
            out.keep()
            module = run.invocation.export_module().opview  # a builtin.module
        return module

    def _invocation(self, argv: list[str], what: str) -> "_Run":
        return _Run(self._session.invocation(), argv, what)

    def close(self) -> None:
        self._session.close()

    def __enter__(self) -> "CompilerSession":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class _Run:
    """One invocation with its diagnostics collected; `check` turns a failed
    step into a `CompileError` carrying the equivalent command line."""

    _ERROR = 2  # IREE_COMPILER_DIAGNOSTIC_SEVERITY_ERROR

    def __init__(self, invocation, argv: list[str], what: str):
        self.invocation = invocation
        self.argv, self.what = argv, what
        self.diagnostics: list[tuple[int, str]] = []

        def collect(severity, message, size, _user):
            self.diagnostics.append((severity, message[:size].decode(errors="replace")))

        self._callback = _API.callback_type(collect)  # kept alive with the run
        _API.enable_callback(invocation._inv_p, 0, self._callback, None)

    def check(self, ok: bool) -> None:
        if ok:
            return
        errors = [m for s, m in self.diagnostics if s == self._ERROR]
        message = (errors or [m for _, m in self.diagnostics] or ["the compiler failed"])[0].splitlines()[0]
        if not message.startswith(self.what):
            message = f"{self.what}: {message}"
        stderr = "\n".join(m for _, m in self.diagnostics)
        raise CompileError(message, self.argv, 1, stderr)

    def __enter__(self) -> "_Run":
        return self

    def __exit__(self, *exc) -> None:
        self.invocation.close()


@dataclass(frozen=True)
class _PhaseAPI:
    set_to: object
    set_from: object
    enable_callback: object
    callback_type: object


_API: _PhaseAPI


def _declare_phase_api() -> None:
    """Declare the C API entry points `iree.compiler.api` does not wrap."""
    global _API
    if "_API" in globals():
        return
    from iree.compiler.api import ctypes_dl

    ctypes_dl._init_dylib()
    lib = ctypes_dl._dylib
    callback_type = ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_void_p)
    for name in ("ireeCompilerInvocationSetCompileToPhase", "ireeCompilerInvocationSetCompileFromPhase"):
        getattr(lib, name).restype = None  # void: the phase name is checked when the pipeline runs
        getattr(lib, name).argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    enable = lib.ireeCompilerInvocationEnableCallbackDiagnostics
    enable.restype = None
    enable.argtypes = [ctypes.c_void_p, ctypes.c_int, callback_type, ctypes.c_void_p]
    _API = _PhaseAPI(
        lib.ireeCompilerInvocationSetCompileToPhase,
        lib.ireeCompilerInvocationSetCompileFromPhase,
        enable,
        callback_type,
    )


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
