"""The compile driver: the only place that runs the IREE compiler.

Every compile runs `iree-compile` as a subprocess `CompileCommand`, whose
command line is built apart from running it. We tried the in-process
`Session` API (with the C API's phase setters through ctypes) and went back:
many compiler flags are process-wide options, so a session's flags (the
tuner attributes, a user's `--iree-flag`) leaked into later compiles in the
same process; a module exported from a session dies with the session; and it
measured no faster than a fresh process (tools/bench_extract.py). A
subprocess also gives the diagnostics as text with `file:line:col`, and a
compiler crash cannot take the caller down. Two steps that take no flag run in
process, where starting the compiler would cost more than the step: writing a
module that is already VM dialect (`vm_to_vmfb`), and compiling the host-only
query module (`HostOnlyCompile`).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from ..errors import DynbenchError, first_line, option
from ..interrupts import killed_by
from ..passes.abi import WEIGHT_ELEMENTS
from ..iree_tools import ToolError, diagnostic, run_tool

if TYPE_CHECKING:
    from iree.compiler import ir

CONFIGURED_PHASE = "executable-configurations"
SOURCES_PHASE = "executable-sources"
# Executables translated for the target: each export's workgroup count region is
# plain arithmetic here (at CONFIGURED_PHASE a GPU's is still
# `workgroup_count_from_slice`), which the host-only query module clones.
TARGETS_PHASE = "executable-targets"
# Marks each dispatch's root op (`root_op = #iree_codegen.root_op<set = N>`)
# during configuration, as the tuner expects. It adds that attribute and
# nothing else: the configured IR of every test model is otherwise identical.
TUNER_ATTRIBUTES = "--iree-codegen-add-tuner-attributes"
# Each op's location printed (`host_locations`): a skipped dispatch names the op at fault
# by its line in the model. Not in the IR the benchmarks are built from: the compiler
# points the executables' locations at its scratch dumps, and benchmarks.vmfb would
# differ from one extract to the next.
WITH_LOCATIONS = "--mlir-print-debuginfo"


@dataclass(frozen=True)
class Backend:
    """One IREE compiler backend, in IREE's own words."""

    name: str  # as `--iree-hal-target-backends` spelled it: llvm-cpu, rocm, cuda, vulkan-spirv, vmvx
    device: str  # `--iree-hal-target-device=` (the compiler's device name)
    runtime_device: str  # the IREE runtime device that runs what it compiles to
    chip_flag: Optional[str]  # the flag naming the chip, e.g. `--iree-rocm-target`
    default_chip: Optional[str]  # None: the user must name one (GPUs)
    examples: tuple[str, ...] = ()  # chips, for messages

    @property
    def is_gpu(self) -> bool:
        return self.device not in ("local",)


BACKENDS: dict[str, Backend] = {
    b.name: b
    for b in (
        Backend("llvm-cpu", "local", "local-task", "--iree-llvmcpu-target-cpu", "host", ("host", "znver4")),
        Backend("vmvx", "local", "local-task", None, None),
        Backend("rocm", "hip", "hip", "--iree-rocm-target", None, ("gfx942", "gfx90a", "gfx1100", "mi300x")),
        Backend("cuda", "cuda", "cuda", "--iree-cuda-target", None, ("sm_80", "sm_86", "sm_89", "a100")),
        Backend("vulkan-spirv", "vulkan", "vulkan", "--iree-vulkan-target", None, ("rdna3", "ampere", "valhall4")),
    )
}
# Device names (`--iree-hal-target-device=`) accepted for `--target`, and the backend each means.
DEVICE_ALIASES = {"local": "llvm-cpu", "hip": "rocm", "amdgpu": "rocm", "cuda": "cuda", "vulkan": "vulkan-spirv"}
# Chips IREE 3.13's target tables lack (they fail with "missing GPU target"), and what to use instead.
UNSUPPORTED_CHIPS = {
    chip: "sm_80 (its PTX runs on newer NVIDIA GPUs)" for chip in ("sm_90", "sm_90a", "hopper", "h100", "h200")
}


def backend_of(target: str) -> Backend:
    """The backend `--target` names (a backend or a device name); one-line error otherwise."""
    name = DEVICE_ALIASES.get(target, target)
    if name not in BACKENDS:
        raise DynbenchError(
            f"unknown {option('target')} {target!r}: give a backend ({', '.join(BACKENDS)}) "
            f"or a device name ({', '.join(DEVICE_ALIASES)})"
        )
    return BACKENDS[name]


def _chips_in_flags(backend: Backend, iree_flags: Sequence[str]) -> list[str]:
    """The chips `--iree-flag`s name with the backend's own chip flag, in order."""
    if backend.chip_flag is None:
        return []
    prefix = backend.chip_flag + "="
    return [f[len(prefix):] for f in iree_flags if f.startswith(prefix)]


# Chip name prefixes that say which backend a chip belongs to (IREE's own spellings).
_CHIP_FAMILIES = (("gfx", "rocm"), ("sm_", "cuda"))


def _chip_family(chip: Optional[str]) -> Optional[str]:
    """The backend a chip name plainly belongs to (`gfx942`: rocm, `sm_80`: cuda), else None."""
    return next((backend for prefix, backend in _CHIP_FAMILIES if chip and chip.startswith(prefix)), None)


# Where `configured_to_vm` prints the IR after each phase (`iree-compile`'s own dumps, text).
PHASE_DUMPS_FLAG = "--dump-compilation-phases-to"
# `iree-compile` flags the compile driver sets itself on each compile (which phases, what
# output): one from `--iree-flag` would break a compile
# in the middle of extract, or make its output unreadable. Named without their dashes
# (LLVM's option parser takes one dash or two).
DRIVER_FLAGS = (
    "compile-from", "compile-to", "compile-mode", "emit-mlir-bytecode", "output-format", "o",
    "iree-vm-bytecode-module-output-format",
    PHASE_DUMPS_FLAG.lstrip("-"),
)


# Flags with which iree-compile prints something and compiles nothing.
_NO_COMPILE_FLAGS = frozenset({"help", "h", "help-hidden", "help-list", "help-list-hidden", "version", "print-all-options"})


def check_user_flags(iree_flags: Sequence[str]) -> None:
    """Refuse an `--iree-flag` that sets one of `DRIVER_FLAGS` (extract's inputs; an older
    extract's recorded flags are not checked again)."""
    for flag in iree_flags:
        if not flag.strip():
            raise DynbenchError(f"{option('iree-flag', 'iree_flags')} is empty: give a flag of iree-compile, e.g. "
                                f"{option('iree-flag', 'iree_flags')}=--iree-opt-level=O3")
        name = flag.split("=", 1)[0]
        if name.lstrip("-") in _NO_COMPILE_FLAGS:
            raise DynbenchError(f"{option('iree-flag', 'iree_flags')}={flag}: iree-compile would print and compile nothing; leave it out")
        if name.startswith("-") and name.lstrip("-") in DRIVER_FLAGS:
            raise DynbenchError(
                f"{option('iree-flag', 'iree_flags')}={flag}: extract compiles in phases of its own and reads their output back, "
                f"so it cannot take {name}; leave it out"
            )


@dataclass(frozen=True)
class CompileOptions:
    """What decides which kernels the model compiles to: the backend (`target`,
    a backend or device name, kept as the backend's name), its chip and the
    user's extra flags. The chip comes from `chip` or from the backend's chip flag
    among `iree_flags`; CPU defaults to `host`; a GPU needs one."""

    target: str = "llvm-cpu"
    iree_flags: tuple[str, ...] = ()
    chip: Optional[str] = None

    def __post_init__(self) -> None:
        backend = backend_of(self.target)
        object.__setattr__(self, "target", backend.name)
        object.__setattr__(self, "iree_flags", tuple(self.iree_flags))
        in_flags = _chips_in_flags(backend, self.iree_flags)
        chips = list(dict.fromkeys(([self.chip] if self.chip else []) + in_flags))
        if len(chips) > 1:
            raise DynbenchError(
                f"{option('target')} {backend.name}: two chips given ({' and '.join(chips)}); name one, "
                f"e.g. {option('target-chip')} {chips[0]}"
            )
        chip = chips[0] if chips else backend.default_chip
        if chip is None and backend.chip_flag is not None:
            examples = ", ".join(backend.examples)
            raise DynbenchError(
                f"{option('target')} {backend.name} needs a chip: {option('target-chip')} CHIP (e.g. {examples}) "
                f"or {option('iree-flag', 'iree_flags')}={backend.chip_flag}=CHIP"
            )
        if chip is not None and backend.chip_flag is None:
            raise DynbenchError(f"{option('target')} {backend.name} takes no chip (got {chip})")
        family = _chip_family(chip)
        if family is not None and family != backend.name:
            raise DynbenchError(
                f"{option('target-chip')} {chip} is a {family} chip, not one for {option('target')} {backend.name}; "
                f"did you mean {option('target')} {family} {option('target-chip')} {chip}?"
            )
        if chip in UNSUPPORTED_CHIPS:
            raise DynbenchError(
                f"{option('target-chip')} {chip}: IREE 3.13 has no such {backend.name} target; use {UNSUPPORTED_CHIPS[chip]}"
            )
        object.__setattr__(self, "chip", chip)

    @classmethod
    def of(cls, manifest) -> "CompileOptions":
        """The options an extract output was compiled with (its shapes.json): a target no
        extract writes is the file's fault, not an option's."""
        if DEVICE_ALIASES.get(manifest.target, manifest.target) not in BACKENDS:
            raise DynbenchError(f"shapes.json: target {manifest.target!r} is not an IREE backend dynbench extracts for; "
                                "extract again")
        return cls(manifest.target, tuple(manifest.iree_flags), manifest.target_chip)

    @property
    def backend(self) -> Backend:
        return BACKENDS[self.target]

    @property
    def runtime_device(self) -> str:
        """The IREE runtime device that runs what this target compiles to."""
        return self.backend.runtime_device

    @property
    def flags(self) -> list[str]:
        """Every `iree-compile` flag of the target: device, backend, chip, then the user's."""
        backend = self.backend
        base = [f"--iree-hal-target-device={backend.device}"]
        if backend.device == "local":
            base.append(f"--iree-hal-local-target-device-backends={backend.name}")
        if backend.chip_flag is not None and not _chips_in_flags(backend, self.iree_flags):
            base.append(f"{backend.chip_flag}={self.chip}")
        return base + list(self.iree_flags)


class CompileError(ToolError):
    """iree-compile failed. The message is its first diagnostic, named for the
    file compiled; the command line, exit status and stderr are kept on the error."""


# iree-compile whose process tree used no CPU this long is deadlocked (`iree_tools.run_tool`): it
# happens now and then (its threads all waiting on each other, at 0% CPU for minutes), and a
# second try compiles.
COMPILE_STALL_S = 120.0


@dataclass(frozen=True)
class CompileCommand:
    argv: tuple[str, ...]
    what: str  # e.g. the model path, for messages

    def run(self, on_start: Optional[Callable[[], None]] = None, timeout_s: Optional[float] = None,
            heartbeat: Optional[Callable[[float], None]] = None, stall_s: float = COMPILE_STALL_S) -> None:
        """Compile; `on_start()` is called once the compiler runs (`tools.run_tool`); `timeout_s`:
        the compile is stopped then, an error; `heartbeat(seconds)`: told now and then that it runs.
        A compile that deadlocks (no CPU for `stall_s`) is stopped and started once more."""
        try:
            try:
                run_tool(self.argv, capture_stdout=False, on_start=on_start, timeout_s=timeout_s, heartbeat=heartbeat,
                         stall_s=stall_s)
            except ToolError as e:
                if not e.stalled:
                    raise
                run_tool(self.argv, capture_stdout=False, timeout_s=timeout_s, heartbeat=heartbeat, stall_s=stall_s)
        except ToolError as e:
            if e.stalled:
                raise CompileError(f"{self.what}: iree-compile deadlocked twice (it used no CPU for {stall_s:g} s); "
                                   "compile again", tool=e.tool, command=e.command) from None
            if e.returncode is None:  # it did not start, or it hung
                raise
            files = [a for a in self.argv[1:] if not a.startswith("-")]
            outputs = [self.argv[i + 1] for i, a in enumerate(self.argv[:-1]) if a == "-o"]
            cause = _cause(e.returncode, e.stderr or "", lambda: _full([*files, *outputs]))
            if cause is not None:
                raise CompileError(
                    f"{self.what}: {cause}", tool=e.tool, returncode=e.returncode, stderr=e.stderr, command=e.command
                ) from None
            message = diagnostic(e.stderr) or f"iree-compile exited with {e.returncode}"
            # A location in IR dynbench built (`-:line:col`, no file of the user's) says nothing.
            message = re.sub(r"^-:\d+:\d+: (error: )?", "", message)
            # LLVM's crash banner runs on without a newline after what it reports.
            message = message.split("Please report issues to", 1)[0].strip()
            if not message.startswith(self.what):
                message = f"{self.what}: {message}"
            raise CompileError(
                message, tool=e.tool, returncode=e.returncode, stderr=e.stderr, command=e.command
            ) from None


# Why a compile can fail that is neither the model's nor the flags': named for what it is
# (the compiler's own words are a crash banner, or a file it could not open).
_KILLED_BY = {
    "SIGXFSZ": "a file it wrote reached the file size limit (ulimit -f)",
    "SIGKILL": "killed (out of memory, or by another process)",
}


def _cause(returncode: int, stderr: str, disk_full: Callable[[], bool] = lambda: False) -> Optional[str]:
    """The real cause of a failed compile where it is the machine's, not the model's: a
    signal (a file size limit, the OOM killer), or a full disk (said so, or a file it could
    not open where `disk_full()`: the compiler says only "error opening input file" when
    the disk filled as its input was written); None otherwise."""
    killed = killed_by(returncode)
    if killed:
        why = _KILLED_BY.get(killed)
        return f"iree-compile was killed by {killed}" + (f": {why}" if why else "")
    if "No space left on device" in stderr:
        return "iree-compile: no space left on device (where it writes its output, or $TMPDIR)"
    if "File too large" in stderr:
        return "iree-compile: a file it wrote reached the file size limit (ulimit -f)"
    if re.search(r"error opening (input|output) file|[Cc]ould not open", stderr) and disk_full():
        return "iree-compile: no space left on device (where it writes its output, or $TMPDIR)"
    return None


def _full(paths: Sequence[str]) -> bool:
    """Some existing folder holding one of `paths` has no space left."""
    for path in paths:
        folder = Path(path).parent
        while not folder.exists() and folder != folder.parent:
            folder = folder.parent
        try:
            stat = os.statvfs(folder)
        except OSError:
            continue
        if stat.f_bavail * stat.f_frsize < 64 * 1024:
            return True
    return False


def _input(path: Path) -> str:
    """The file `iree-compile` reads, as an argument it cannot take for an option (a relative
    path that starts with `-`)."""
    text = str(path)
    return f"./{text}" if text.startswith("-") else text


def _iree_compile() -> str:
    return str(find_compiler_tool("iree-compile"))


# A resource of more characters than this could only hold a weight (16 bytes an element, as hex).
_WEIGHT_RESOURCE_CHARS = 2 * 16 * WEIGHT_ELEMENTS + 16
# Printing flags that leave the weights out of a module's text.
_ELIDE_WEIGHTS = (
    f"--mlir-elide-elementsattrs-if-larger={WEIGHT_ELEMENTS}",
    f"--mlir-elide-resource-strings-if-larger={_WEIGHT_RESOURCE_CHARS}",
)


def to_configured(
    model: Path, output: Path, options: CompileOptions, without_weights: bool = False, locations: bool = False
) -> CompileCommand:
    """Compile the model up to configured executables, root ops marked, as text;
    `without_weights`: constants of more than `WEIGHT_ELEMENTS` elements printed as
    `dense_resource<__elided__>` and resources that large left out; `locations`: each
    op's location printed (where in the model it comes from)."""
    argv = [
        _iree_compile(), _input(model), *options.flags, TUNER_ATTRIBUTES, f"--compile-to={CONFIGURED_PHASE}",
        *([WITH_LOCATIONS] if locations else []), *(_ELIDE_WEIGHTS if without_weights else []), "-o", str(output),
    ]
    return CompileCommand(tuple(argv), str(model))


def to_model_input(model: Path, output: Path, options: CompileOptions, phase: str = "abi") -> CompileCommand:
    """Compile the model up to the input of preprocessing (`abi`), or with `phase="preprocessing"`
    to its end (with `options` that run a preprocessing pipeline and no transform spec: the ops a
    spec run after that pipeline meets), each op's location printed, large constants elided: the
    ops a preprocessing transform spec meets (`tune.input_form`)."""
    argv = [_iree_compile(), _input(model), *options.flags, f"--compile-to={phase}", WITH_LOCATIONS, *_ELIDE_WEIGHTS,
            "-o", str(output)]
    return CompileCommand(tuple(argv), str(model))


def to_sources(model: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Compile the model up to executable sources: kernels not yet configured."""
    argv = [_iree_compile(), _input(model), *options.flags, f"--compile-to={SOURCES_PHASE}", "-o", str(output)]
    return CompileCommand(tuple(argv), str(model))


def configure_sources(mlir: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Configure the executables of an `executable-sources` module, root ops marked."""
    argv = [
        _iree_compile(), _input(mlir), *options.flags, TUNER_ATTRIBUTES,
        f"--compile-from={SOURCES_PHASE}", f"--compile-to={CONFIGURED_PHASE}", "-o", str(output),
    ]
    return CompileCommand(tuple(argv), str(mlir))


def executables_to_targets(mlir: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """Compile a module of configured executables up to `executable-targets` from its input, as
    `iree-compile FILE` would (from `executable-configurations` on, IREE builds some kernels it
    refuses from the input: the 8B geometry's static attention at 1x2048)."""
    argv = [_iree_compile(), _input(mlir), *options.flags, f"--compile-to={TARGETS_PHASE}", "-o", str(output)]
    return CompileCommand(tuple(argv), str(mlir))


VM_PHASE = "vm"


def configured_to_vm(
    mlir: Path, output: Path, dumps: Path, options: CompileOptions, what: Optional[str] = None
) -> CompileCommand:
    """The benchmark module from configured executables to the VM dialect (the kernels'
    codegen, done once for extract; host code compiled, executables serialized), as
    bytecode: the sites' entries are added there (`passes.site_entries`), and `vm_to_vmfb`
    writes the module. The compiler also prints each phase's IR to `dumps`: the query module
    clones each export's workgroup count region from the translated one (`targets_dump`).
    One process, not one to `executable-targets` and one from there: a compiler process
    costs ~0.25 s of CPU to start, and the dumps ~0.05 s (docs/speed.md)."""
    argv = [
        _iree_compile(), _input(mlir), *options.flags, f"--compile-from={CONFIGURED_PHASE}",
        f"--compile-to={VM_PHASE}", f"{PHASE_DUMPS_FLAG}={dumps}", "--emit-mlir-bytecode", "-o", str(output),
    ]
    return CompileCommand(tuple(argv), what or str(mlir))


def targets_dumps(dumps: Path) -> list[Path]:
    """The modules at `executable-targets` that `configured_to_vm` printed to `dumps`
    (`<module>.<n>.executable-targets.mlir`): none where it failed before that phase."""
    return sorted(dumps.glob(f"*.{TARGETS_PHASE}.mlir"))


def targets_dump(dumps: Path) -> Path:
    """The one module at `executable-targets` that `configured_to_vm` printed to `dumps`."""
    found = targets_dumps(dumps)
    if len(found) != 1:
        raise CompileError(f"{dumps}: iree-compile printed {len(found)} modules at {TARGETS_PHASE}, not one",
                           tool="iree-compile")
    return found[0]


def vm_to_vmfb(mlir: Path, output: Path, options: CompileOptions, edit: Callable[["ir.Module"], None]) -> None:
    """Write the VM module `mlir` (`configured_to_vm`) as a vmfb, after `edit(module)`.

    Past the VM phase the compiler only encodes the module, so this runs in this process
    (~0.01 s, against ~0.13 s to start `iree-compile`) through the compiler's embedding
    API: a session without flags, given the module as parsed and edited here (the
    bytes are those `iree-compile --compile-from=vm` writes). With the user's
    `--iree-flag`s (one could set how the VM module is encoded), `iree-compile` writes
    it, with them: a session's flags are process-wide options and would outlive it
    (see the module docstring)."""
    from iree.compiler import ir

    from ..passes.irutil import new_context

    if options.iree_flags:
        module = ir.Module.parse(mlir.read_bytes(), new_context())
        edit(module)
        edited = mlir.with_name(mlir.stem + ".edited.mlirbc")
        with open(edited, "wb") as f:
            module.operation.write_bytecode(f)
        argv = [_iree_compile(), _input(edited), *options.flags, f"--compile-from={VM_PHASE}", "-o", str(output)]
        CompileCommand(tuple(argv), str(mlir)).run()
        return
    from iree.compiler.api import Session

    session = Session()
    try:
        module = ir.Module.parse(mlir.read_bytes(), new_context(session.context))
        edit(module)
        invocation = session.invocation()
        invocation.import_module(module.operation)
        _write_vm_bytecode(invocation, output)
    except ValueError as e:  # the compiler's error, as the embedding API raises it
        raise CompileError(f"{mlir}: cannot write the VM module: {first_line(e)}", tool="iree-compile") from None
    finally:
        session.close()


def _write_vm_bytecode(invocation, output: Path) -> None:
    """The invocation's module as a vmfb at `output`: encoded in memory, written here. The
    compiler's own file output ends the process when a write fails (LLVM's fatal "IO failure
    on output stream" on a full disk); a write from Python fails as an `OSError`."""
    from iree.compiler.api import Output

    encoded = Output.open_membuffer()
    try:
        invocation.output_vm_bytecode(encoded)
        Path(output).write_bytes(encoded.map_memory())
    finally:
        encoded.close()


# The host-only query module holds no tensor, no stream op and no executable:
# it is already what the `hal` phase hands on (host code on util/arith), so its
# compile starts there, skipping phases that only optimize (docs/speed.md has
# the figures).
HOST_ONLY_FROM_PHASE = "hal"


def query_to_vmfb(mlir: Path, output: Path, what: Optional[str] = None) -> "HostOnlyCompile":
    """The host-only query module: no executables, so no target flags (it loads in a bare VM context anywhere)."""
    return HostOnlyCompile(mlir, output, what or str(mlir))


@dataclass(frozen=True)
class HostOnlyCompile:
    """The host-only query module compiled in this process, from `HOST_ONLY_FROM_PHASE`.

    It takes no flag (so no process-wide option is set, which is why other compiles run
    `iree-compile`), and its compile is a few hundred host ops: starting `iree-compile`
    (loading the compiler library, registering every dialect and pass) cost more CPU than
    the compile itself (0.62-0.70 s against 0.41-0.47 s in process on bert4, same bytes).
    The embedding API releases the GIL while it compiles, so it runs beside the standalone
    files. Diagnostics are taken from the session's context: the first error becomes the
    `CompileError`, named for `what`."""

    mlir: Path
    output: Path
    what: str

    def run(self) -> None:
        from iree.compiler import ir
        from iree.compiler.api import Session, Source

        from ..passes.irutil import new_context

        session = Session()
        errors: list[str] = []

        def collect(diagnostic) -> bool:
            if diagnostic.severity == ir.DiagnosticSeverity.ERROR:
                errors.append(str(diagnostic.message).splitlines()[0])
            return True  # handled: nothing printed

        context = new_context(session.context)  # one thread: diagnostics come to this thread's handler
        handler = context.attach_diagnostic_handler(collect)
        try:
            invocation = session.invocation()
            if not invocation.parse_source(Source.open_file(session, str(self.mlir))):
                raise self._error(errors, "cannot parse it")
            _set_compile_from(invocation, HOST_ONLY_FROM_PHASE)
            if not invocation.execute():
                raise self._error(errors, "the compile failed")
            _write_vm_bytecode(invocation, self.output)
        except ValueError as e:  # the embedding API's error
            raise CompileError(f"{self.what}: {first_line(e)}", tool="iree-compile") from None
        finally:
            handler.detach()
            session.close()

    def _error(self, errors: list[str], otherwise: str) -> CompileError:
        return CompileError(f"{self.what}: {errors[0] if errors else otherwise}", tool="iree-compile")


def _set_compile_from(invocation, phase: str) -> None:
    """`ireeCompilerInvocationSetCompileFromPhase`, which IREE's Python `Invocation` does not wrap."""
    import ctypes

    from iree.compiler.api import ctypes_dl

    setter = ctypes_dl._dylib.ireeCompilerInvocationSetCompileFromPhase
    setter.argtypes, setter.restype = [ctypes.c_void_p, ctypes.c_char_p], None
    setter(invocation._inv_p, phase.encode())


def model_to_vmfb(model: Path, output: Path, options: CompileOptions) -> CompileCommand:
    """The whole model, as a user compiles it (for the oracles)."""
    argv = [_iree_compile(), _input(model), *options.flags, "-o", str(output)]
    return CompileCommand(tuple(argv), str(model))


def standalone_to_vmfb(mlir: Path, output: Path, extra: Sequence[str] = ()) -> CompileCommand:
    """Plain `iree-compile FILE -o x.vmfb`, as a user would type it."""
    return CompileCommand((_iree_compile(), _input(mlir), *extra, "-o", str(output)), str(mlir))


def find_compiler_tool(name: str = "iree-compile") -> Path:
    """An IREE compiler tool, as the compiler package finds it (its `IREE_TOOL_PATH` first)."""
    bundled = _bundled_tool(name)
    if bundled is not None:
        return bundled
    try:
        from iree.compiler.tools.binaries import find_tool
    except ImportError:
        raise ToolError(f"cannot find the IREE compiler tool {name} (pip install iree-base-compiler)", tool=name) from None
    try:
        return Path(find_tool(name))
    except ValueError as e:  # not installed, or not executable
        raise ToolError(f"cannot find the IREE compiler tool {name}: {first_line(e)}", tool=name) from None


def _bundled_tool(name: str) -> Optional[Path]:
    """The tool the compiler package ships beside its libraries (`_mlir_libs/`), found
    as its `find_tool` finds it when `IREE_TOOL_PATH` is unset, but without importing
    the package (its bindings take ~0.1 s to load: extract loads them while the
    first compile runs). None when `find_tool` has to decide."""
    import importlib.util
    import os

    if os.environ.get("IREE_TOOL_PATH") or os.name == "nt":
        return None
    try:
        spec = importlib.util.find_spec("iree.compiler")
    except (ImportError, ValueError):
        return None
    for location in (spec.submodule_search_locations or []) if spec else []:
        candidate = Path(location) / "_mlir_libs" / name
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None
