"""`extract`: model + input sizes -> benchmark artifacts (DIR: see layout.py).

Data flows one way: compile the model to configured executables, run the passes
over that IR, write the modules; then compile the benchmark module's executables
for the target (the codegen, once) and finish `benchmarks.vmfb` from there while
the host-only query module is built from them (each export's workgroup count as
the target computes it) and compiled beside; evaluate `__query_shapes` (in a bare
VM context: no device is needed) at the given sizes to fill the manifest.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Optional, Sequence

from . import compiler
from .artifacts import staged_output
from ..errors import DynbenchError, pass_errors, option
from ..input_files import check_regular_file
from ..iree_tools import kill_running_tools
from ..layout import ExtractDir
from ..sizes import InputShape, check_against, parse_shapes
from ..manifest import (
    file_sha256, BindingInfo, DispatchInfo, InputDimInfo, Manifest, QueryLayout, QueryResults, ResultInfo, SkippedDispatch,
)

# The compiler's Python bindings, the passes (`iree.compiler.ir`, ~0.2 s to import)
# and numpy (through `..benchmarks`, ~0.06 s) are imported inside the functions that
# use them: `extract` loads them while its first compile runs (`_import_compiler_side`).

if TYPE_CHECKING:
    from iree.compiler import ir

    from ..passes.benchmark_module import Analysis, GeneratedModules

Progress = Callable[[str], None]


@dataclass(frozen=True)
class ExtractResult:
    output: Path
    manifest: Manifest
    timings_s: dict[str, float]
    # What a user should know of the emitted benchmarks: buffers sized from their kernels
    notes: tuple[str, ...] = ()

    @property
    def emitted(self) -> list[str]:
        return [d.name for d in self.manifest.dispatches]

    @property
    def skipped(self) -> list[SkippedDispatch]:
        return self.manifest.skipped


def extract(
    model: Path | str,
    inputs: Sequence[str],
    *,
    output: Path | str,
    function: Optional[str] = None,
    target: str = "llvm-cpu",
    target_chip: Optional[str] = None,
    iree_flags: Sequence[str] = (),
    progress: Progress = lambda _: None,
    ties: Sequence[str] = (),
) -> ExtractResult:
    """Write standalone benchmarks of every dispatch of `model` to `output`.

    `target` is an IREE backend (llvm-cpu, rocm, cuda, vulkan-spirv, vmvx) or
    device name (local, hip, amdgpu, cuda, vulkan); `target_chip` its chip
    (CPU: host by default; a GPU needs one, here or as its flag in `iree_flags`). `ties`:
    `input0.dim1=input1.dim1[=...]`, input dims the model takes as one size where its IR records
    no such tie (an export without symbolic shapes): then sizes that differ are refused."""
    model = Path(model)
    shapes, options = _checked_request(model, inputs, target, target_chip, iree_flags)
    timings: dict[str, float] = {}
    with staged_output(Path(output)) as layout, _scratch_in(layout) as scratch, _started_workers(2) as workers:
        start = time.perf_counter()
        progress(f"compiling {model.name} to {compiler.CONFIGURED_PHASE}")
        compiled = _compiled_model(model, scratch, options, workers, without_weights=True)
        timings["compile_model_s"] = time.perf_counter() - start
        start = time.perf_counter()
        found = _emitted(model, compiled, function, shapes, ties, progress, scratch, options, workers)
        layout.benchmarks_mlir.write_text(found.generated.combined)
        timings["passes_s"] = time.perf_counter() - start
        start = time.perf_counter()
        progress(f"compiling {len(found.generated.layout.sites)} dispatch benchmarks for {options.target}"
                 + (f" ({options.chip})" if options.chip else ""))
        timings.update(_compile_modules(model, found.generated, layout, options, scratch, workers,
                                        lambda: _write_for_reading(model, found, layout)))
        timings["compile_benchmarks_s"] = time.perf_counter() - start
        manifest, notes = _written_manifest(model, found, layout, options, scratch, Path(output), ties)
    return ExtractResult(Path(output), manifest, timings, notes)


def _checked_request(model: Path, inputs: Sequence[str], target: str, target_chip: Optional[str],
                     iree_flags: Sequence[str]) -> tuple[list[InputShape], "compiler.CompileOptions"]:
    """What extract was asked, checked before anything is written: the model a readable file, the
    sizes parsed, the user's flags ones extract can add, a temporary folder to work in."""
    check_regular_file(model)
    shapes = parse_shapes(inputs)
    try:
        with open(model, "rb"):  # hashed while it compiles (`_compiled_model`)
            pass
    except OSError as e:
        raise DynbenchError(f"{model}: cannot read ({e.strerror or e})") from None
    compiler.check_user_flags(iree_flags)
    _check_temporary_folder()
    return shapes, compiler.CompileOptions(target, tuple(iree_flags), target_chip)


@dataclass
class _Emitted:
    """The passes' work on the configured model: its analysis and the modules emitted at `dims`."""

    compiled: "_CompiledModel"
    module: "ir.Module"
    analysis: "Analysis"
    generated: "GeneratedModules"
    name: str  # the entry function's
    shapes: list[InputShape]
    source: str  # where the sizes came from
    dims: list[int]
    input_dims: list[InputDimInfo]
    symbol_sources: dict
    problems: dict  # root_op.root_problems


def _emitted(model: Path, compiled: "_CompiledModel", function: Optional[str], shapes: list[InputShape],
             ties: Sequence[str], progress: Progress, scratch: Path, options: "compiler.CompileOptions",
             workers: ThreadPoolExecutor) -> _Emitted:
    """Analyze the configured model and emit its modules at the sizes given (or the upper bounds
    the model asserts); compiled without its weights where a kernel reads one, compiled again."""
    from ..passes import benchmark_module, root_op
    from ..passes.values import TensorType
    from ..size_checks import check_in_ranges

    module = compiled.configured
    given = [TensorType(s.dims, s.element_type) for s in shapes]  # for arguments the program never imports
    problems = root_op.root_problems(module)
    with pass_errors(str(model)):
        analysis = benchmark_module.analyze(module, function, given)
    name = analysis.signature.name
    input_dims, symbol_sources = _input_dims(analysis, compiled.frontend.get(name), ties)
    if not shapes:
        shapes, source = _assumed_shapes(analysis, input_dims, name, compiled.frontend.get(name)), ASSUMED_SOURCE
        progress(f"no input sizes given: using the upper bounds the model asserts (util.assume.int): {' '.join(map(str, shapes))}")
    else:
        source = "--inputs"
    dims = check_against(shapes, analysis.signature.inputs, name)
    check_in_ranges(input_dims, dims)
    with pass_errors(str(model)):
        generated = benchmark_module.emit(analysis, dims)
        if compiled.without_weights and generated.reads_weights:  # one this compile left out: again, with them
            compiled = _compiled_model(
                model, scratch, options, workers, without_weights=False, sha256=compiled.sha256, frontend=compiled.frontend
            )
            module = compiled.configured
            analysis = benchmark_module.analyze(module, function, given)
            generated = benchmark_module.emit(analysis, dims)
    return _Emitted(compiled, module, analysis, generated, name, shapes, source, dims, input_dims, symbol_sources, problems)


def _write_for_reading(model: Path, found: _Emitted, layout: ExtractDir) -> None:
    """The text files (while the compilers run): the model's IR (the passes leave it as they
    found it) and the standalone benchmarks."""
    from ..passes import irutil

    # compiled without its weights, the model was checked for kernels holding one (`_compiled_model`)
    layout.configured_mlir.write_text(
        irutil.text_without_weights(found.module, False if found.compiled.without_weights else None))
    with pass_errors(str(model)):
        for site_name, text in found.generated.standalone_files():
            layout.standalone(site_name).write_text(text)


def _written_manifest(model: Path, found: _Emitted, layout: ExtractDir, options: "compiler.CompileOptions",
                      scratch: Path, output: Path, ties: Sequence[str]) -> tuple[Manifest, tuple[str, ...]]:
    """The manifest of the extract (what was skipped and why, the hashes, the ties, the default
    sizes' results), saved; and the notes for the user."""
    from ..passes import irutil

    skipped, notes = _reasons(model, options, scratch, found.analysis, layout, output / layout.configured_mlir.name)
    manifest = replace(
        _manifest(Path(os.path.abspath(model)), found.analysis, found.generated.layout, found.shapes, options,
                  found.input_dims, found.source, found.problems, skipped),
        cpu_features=_needed_cpu_features(irutil.cpu_features(found.module), options),
        model_sha256=found.compiled.sha256,
        benchmarks_sha256=file_sha256(layout.benchmarks_vmfb),
        query_sha256=file_sha256(layout.query_vmfb),
        symbol_sources=found.symbol_sources,
    )
    manifest = _with_loop_ties(manifest, layout, found.dims, found.analysis, found.compiled.frontend.get(found.name), ties)
    manifest = _with_defaults(manifest, layout, found.dims)
    manifest.save(layout.manifest)
    return manifest, notes


ASSUMED_SOURCE = "util.assume.int upper bounds"


@contextlib.contextmanager
def _started_workers(count: int) -> Iterator[ThreadPoolExecutor]:
    """`count` worker threads for the work done beside the compilers, all started now, at the
    extract's start, and none later: near a memory limit (`ulimit -v`) a thread started late can
    die before it runs, and Python's `Thread.start` then waits for it forever (seen: an extract
    under 450 MB hung starting the query's compile thread). Leaving waits for what was submitted."""
    workers = ThreadPoolExecutor(count)
    ready = threading.Barrier(count + 1)  # each waits here, so each submit starts a thread
    try:
        for _ in range(count):
            workers.submit(ready.wait)
        ready.wait()
        yield workers
    finally:
        ready.abort()  # where a signal interrupted the start, the threads waiting there go on
        workers.shutdown(wait=True)


def _check_temporary_folder() -> None:
    """The compiler writes temporary files in `$TMPDIR`: one that is not a folder fails it late,
    with a crash banner."""
    folder = os.environ.get("TMPDIR")
    if folder and not os.path.isdir(folder):
        raise DynbenchError(f"TMPDIR={folder}: no such directory (the compiler writes its temporary files there)")
    if folder and any(c.isspace() for c in os.path.abspath(folder)):
        raise DynbenchError(
            f"TMPDIR={folder}: a path with a space, which IREE's linker (iree-lld) takes for two; "
            "give a folder whose path has none"
        )


@contextlib.contextmanager
def _scratch_in(layout: ExtractDir) -> Iterator[Path]:
    """A folder in the staging directory for the compilers' files, removed before DIR is
    committed: the model's IR is large with its weights (the fallback), so it goes
    beside the output rather than to the temporary directory."""
    path = layout.root / ".scratch"
    path.mkdir()
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


@dataclass
class _CompiledModel:
    configured: "ir.Module"  # the model at executable-configurations (what the passes read)
    sha256: str  # of the model file that was compiled
    frontend: dict  # per function of the model: what its frontend recorded of its input dims (`_frontend_records`)
    without_weights: bool  # compiled with its weights left out (`passes.abi.WEIGHT_ELEMENTS`)


def _compiled_model(
    model: Path, scratch: Path, options: compiler.CompileOptions, workers: ThreadPoolExecutor, *, without_weights: bool,
    sha256: Optional[str] = None, frontend: Optional[dict] = None,
) -> _CompiledModel:
    """The model compiled to configured executables and parsed in a context of its own;
    the model hashed and the compiler's Python side loaded while the compiler runs.

    `without_weights`: its large constants left out (`passes.abi.WEIGHT_ELEMENTS`).
    The passes want the kernels and the shape math, and a weight is neither: a 90 MB
    model's weights cost the compile 0.5 s to write and the passes 0.3 s to read. When
    a kernel holds such a constant, the model is compiled again whole (hex text: slow,
    and only for such models); the caller checks the shape math. `sha256`: the model's,
    when known (a second compile of it), and `frontend` (`_frontend_records`) too; those and
    the imports run on one of `workers`.

    The model's kernels are not translated here: the benchmark module holds them as
    configured and its compile translates them (`_compile_modules`), which is the one
    codegen extract does, as the plain compile does one."""
    output = scratch / "model.configured.mlir"
    stop = threading.Event()  # set when the compile fails or is interrupted: the hash need not finish
    started = []

    def meanwhile() -> tuple[Optional[str], Optional[dict]]:
        """One after the other, on one worker: the imports first (`_import_compiler_side`)."""
        _import_compiler_side()
        return (file_sha256(model, stop) if sha256 is None else None,
                _frontend_records(model) if frontend is None else None)

    def on_start() -> None:
        if not started:
            started.append(workers.submit(meanwhile))

    try:
        compiler.to_configured(model, output, options, without_weights).run(on_start=on_start)
    except BaseException:
        stop.set()
        raise
    try:
        hashed, read = started[0].result() if started else (None, None)
    except OSError as e:
        raise DynbenchError(f"{model}: cannot read ({e.strerror or e})") from None
    sha256 = sha256 if sha256 is not None else hashed
    frontend = frontend if frontend is not None else read
    from iree.compiler import ir
    from ..passes import irutil

    try:
        module = ir.Module.parse(output.read_bytes(), irutil.new_context())
    except ir.MLIRError:
        if not without_weights:
            raise
        module = None  # a kernel's constant left out where its op takes no stand-in (a SPIR-V constant)
    if module is None or (without_weights and irutil.executables_hold_large_constants(module)):
        # A kernel holds a constant that was left out: the model again, with it.
        return _compiled_model(model, scratch, options, workers, without_weights=False, sha256=sha256, frontend=frontend)
    return _CompiledModel(module, sha256, frontend, without_weights)


def _frontend_records(model: Path) -> dict:
    """Per function of `model`: what its frontend recorded of its input dims, the symbols and
    bounds (`passes.tied_dims.frontend_record`); read, while the model
    compiles, from a model that has such a record (torch's `torch.bind_symbolic_shape`, JAX's
    `jax.global_constant`), else {}. A model that does not
    parse here (the compiler parses it, and says why) binds none we can read."""
    import mmap

    from ..passes import irutil, tied_dims

    # The module is read without its resources section (`{-# dialect_resources: ... #-}`,
    # where a torch export keeps its weights, printed after the module or, rarely, before
    # it): no symbol is there, and its blobs would be most of the search and the parse (~4 ms
    # a MB: 0.4 s of a 100 MB model's). A module that does not parse without it is read whole.
    with open(model, "rb") as f:
        try:
            with mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
                start = data.find(b"\n{-#")
                end = data.rfind(b"#-}") if start >= 0 else -1
                head = data[:start] + data[end + 3 :] if end > start else None
                text = head if head is not None else data
                marked = [mark for mark in (*tied_dims.FRONTENDS, tied_dims.TORCH_EXPORT) if text.find(mark.encode()) >= 0]
                if not marked:
                    return {}
        except ValueError:  # an empty file
            return {}
    module = _parsed_or_none(head) if head is not None else None
    if module is None:
        module = _parsed_or_none(Path(model).read_bytes())
    if module is None:
        return {}
    functions = [irutil.symbol_name(op) for op in module.body.operations if op.operation.name == "func.func"]
    return {name: _readable_record(module, name, marked) for name in functions}


def _readable_record(module, function: str, frontends: Sequence[str]):
    """`tied_dims.frontend_record` (of the `frontends` whose records the text holds), or an
    empty one where the record is not what its frontend writes (an attribute of another
    kind, a missing one): it says nothing then."""
    from ..passes import tied_dims

    try:
        return tied_dims.frontend_record(module, function, frontends)
    except (ValueError, KeyError, IndexError):  # the bindings' failed casts; a missing attribute or operand
        return tied_dims.FrontendRecord()


def _parsed_or_none(text: bytes) -> "ir.Module | None":
    from iree.compiler import ir

    from ..passes import irutil

    try:
        return ir.Module.parse(text, irutil.new_context())
    except ir.MLIRError:
        return None


def _import_compiler_side() -> None:
    """Loads the compiler's Python bindings, the passes and the runtime's VM (~0.3 s) while
    the first compile runs. In a thread started once the compiler runs: the main
    thread waits on the compiler, where a signal (Ctrl-C, SIGTERM) ends the compile
    cleanly (raised in the middle of loading an extension module, it would abort
    the process; raised before the compiler is registered, it would leave it running)."""
    import iree.compiler.ir  # noqa: F401
    import iree.compiler.api  # noqa: F401 (its first import initializes the compiler library: not in a worker thread)
    from iree.compiler.dialects import builtin, hal, iree_tensor_ext, memref, stream, util  # noqa: F401 (op views the passes make)
    from .. import benchmarks
    from ..passes import benchmark_module, query_module, root_op  # noqa: F401

    benchmarks.vm_binding()  # the runtime's VM, for the query at the end (numpy came with benchmarks)


def _compile_modules(
    model: Path, generated, layout: ExtractDir, options: compiler.CompileOptions, scratch: Path,
    workers: ThreadPoolExecutor, meanwhile: Callable[[], None] = lambda: None,
) -> dict[str, float]:
    """benchmarks.vmfb and query.vmfb. The benchmark module is compiled to the VM dialect (one
    compiler process: its kernels translated for the target, the host code compiled) while
    `meanwhile()` runs here (the standalone files); then the query module is built from the
    translated executables' workgroup counts (the compiler's dump of that phase) and compiled
    (in this process, `HostOnlyCompile`) beside benchmarks.vmfb's finish (the sites' entries
    added, the VM module written): the compiles and the finish on `workers`. Returns the time of
    each step."""
    timings = {}
    start = time.perf_counter()
    configured_mlir = scratch / "benchmarks.configured.mlirbc"  # bytecode: quicker for the compiler to read
    with open(configured_mlir, "wb") as f:
        generated.to_compile.operation.write_bytecode(f)
    vm_mlir = scratch / "benchmarks.vm.mlirbc"
    dumps = scratch / "phases"
    what = f"{model}: its benchmark module"
    query = _QueryCompile(model, generated, layout, dumps)
    stop = threading.Event()
    compile_vm = workers.submit(_compile_benchmarks, configured_mlir, vm_mlir, dumps, options, stop, what)
    with _killing_tools_on_error(stop):
        # The compile translates the kernels on the compiler's threads: a core is free for these.
        meanwhile()
        timings["meanwhile_s"] = time.perf_counter() - start
        try:
            compile_vm.result()
        except compiler.CompileError:
            query.say_first()
            raise
    timings["compile_vm_s"] = time.perf_counter() - start
    finish = workers.submit(_finish_benchmarks, generated.entries, vm_mlir, layout.benchmarks_vmfb, options, stop)
    with _killing_tools_on_error(stop):
        query.build()
        timings["query_module_s"] = time.perf_counter() - start
        compile_query = workers.submit(query.compile)
        for future in (compile_query, finish):
            future.result()
    timings["finish_s"] = time.perf_counter() - start
    return timings


@dataclass(frozen=True)
class _QueryCompile:
    """query.vmfb: the query module built from the benchmark module's translated executables
    (the compiler's dump of `executable-targets`), then compiled in this process."""

    model: Path
    generated: "GeneratedModules"
    layout: ExtractDir
    dumps: Path

    def build(self) -> None:
        from iree.compiler import ir

        from ..passes import query_module

        targets = ir.Module.parse(compiler.targets_dump(self.dumps).read_bytes(), self.generated.query.shape_math.context)
        with pass_errors(f"{self.model}: cannot compute workgroup counts on the host"):
            self.layout.query_mlir.write_text(query_module.build(self.generated.query, targets))

    def compile(self) -> None:
        compiler.query_to_vmfb(self.layout.query_mlir, self.layout.query_vmfb, f"{self.model}: its shape math as host code").run()

    def say_first(self) -> None:
        """After the benchmark module failed to compile past its kernels: where the model's shape
        math is what IREE cannot compile as host code (f64 math in 3.13's VM), the query
        module's compile fails too, and its error names the model and the op; raised instead."""
        if compiler.targets_dumps(self.dumps):
            self.build()
            self.compile()


def _compile_benchmarks(
    configured_mlir: Path, vm_mlir: Path, dumps: Path, options: compiler.CompileOptions, stop: threading.Event, what: str
) -> None:
    """The benchmark module compiled to the VM dialect, its phases printed to `dumps`; not
    started once `stop` is set (the caller was interrupted)."""
    if not stop.is_set():
        compiler.configured_to_vm(configured_mlir, vm_mlir, dumps, options, what).run()


def _finish_benchmarks(entries, vm_mlir: Path, output: Path, options: compiler.CompileOptions, stop: threading.Event) -> None:
    """benchmarks.vmfb from the benchmark module in the VM dialect: each site's entry added
    (`passes.site_entries`), then written; not written once `stop` is set (the caller was
    interrupted and killed the compiler)."""
    from ..passes import site_entries

    if stop.is_set():
        return

    def add_entries(module) -> None:
        with pass_errors("the benchmark module"):
            site_entries.add_site_entries(module, entries)

    compiler.vm_to_vmfb(vm_mlir, output, options, add_entries)


@contextlib.contextmanager
def _killing_tools_on_error(stop: Optional[threading.Event] = None) -> Iterator[None]:
    """Work done here while a compile runs in another thread: when a signal or Ctrl-C
    interrupts it, `stop` is set (the thread starts no further step) and the compile
    is killed at once (as the CLI kills every tool on its way out) rather than waited
    for; on an error, leaving the pool waits for it."""
    try:
        yield
    except Exception:
        raise
    except BaseException:
        if stop is not None:
            stop.set()
        kill_running_tools()
        raise


def _declared_ties(analysis, ties: Sequence[str]) -> list:
    """`--tie` values as pairs of the analysis' input dims; an unknown dim name is one error."""
    by_name = {d.name: d for d in analysis.input_dims}
    pairs = []
    for text in ties:
        names = [n.strip() for n in text.split("=")]
        if len(names) < 2 or not all(names):
            raise DynbenchError(f"{option('tie', 'ties')} {text}: not NAME=NAME[=NAME...] of input dims (e.g. input0.dim1=input1.dim1)")
        unknown = [n for n in names if n not in by_name]
        if unknown:
            raise DynbenchError(f"{option('tie', 'ties')} {text}: {unknown[0]} is not a dynamic input dim of the model "
                                f"({', '.join(by_name) or 'it has none'})")
        pairs += [(by_name[names[0]], by_name[n]) for n in names[1:]]
    return pairs


def _with_loop_ties(manifest: Manifest, layout: ExtractDir, dims: Sequence[int], analysis, frontend, ties) -> Manifest:
    """The manifest with the dims the kernels take as one size tied (`loop_ties`: a loop over
    both, a view of a buffer the other sized): what a model that records no tie still takes
    as one (a torch export without symbolic shapes, an ONNX import)."""
    from ..benchmarks import QueryModule
    from ..loop_ties import loop_ties

    queries = QueryModule(layout.query_vmfb, manifest)

    def query(points: list[list[int]]) -> list:
        table = queries.query_many(points)
        return [table.params(row) for row in range(len(points))]

    looped = loop_ties(manifest, query, dims)
    if not looped:
        return manifest
    by_index = analysis.input_dims
    input_dims, sources = _input_dims(analysis, frontend, ties, [(by_index[a], by_index[b]) for a, b in looped])
    return replace(manifest, input_dims=input_dims, symbol_sources=sources)


def _input_dims(analysis, frontend, ties: Sequence[str] = (), looped: Sequence = ()) -> tuple[list[InputDimInfo], dict]:
    """The dynamic input dims, with the ranges the model asserts (its host code's, and its
    frontend's where the import dropped them) and the symbols they carry (named by the
    frontend, else tied where the host code asserts them equal or, `looped`, the kernels take
    them as one), and each symbol's source.
    `frontend`: the model's `tied_dims.FrontendRecord` of the function, or None."""
    from ..passes import assumptions, tied_dims

    frontend = frontend or tied_dims.FrontendRecord()
    ranges = assumptions.analysis_ranges(analysis)
    for d, bound in frontend.bounds.items():
        ranges[d] = ranges[d].intersect(bound) if d in ranges else bound
    equal = tied_dims.asserted_equal(analysis.module, analysis.signature.name)
    symbols = tied_dims.symbols(analysis.input_dims, frontend.symbols, equal, _declared_ties(analysis, ties), looped)
    of_symbol: dict = {}  # what the model asserts on one dim of a symbol holds for all of them
    for d, r in ranges.items():
        if d in symbols:
            name = symbols[d][0]
            of_symbol[name] = of_symbol[name].intersect(r) if name in of_symbol else r
    dims = [
        InputDimInfo(d.name, d.input, d.dim, of_symbol.get(symbols[d][0]), symbols[d][0])
        for d in analysis.input_dims
    ]
    return dims, dict(symbols.values())


def _assumed_shapes(analysis, input_dims: list[InputDimInfo], function: str, frontend=None) -> list[InputShape]:
    """Default sizes when no --inputs are given: each dynamic dim at the
    largest value the model asserts for it (a multiple of its divisor). A torch export
    without symbolic shapes records none: the refusal says how to export them."""
    chosen, missing = {}, []
    for d in input_dims:
        largest = d.assume.largest() if d.assume else None
        if largest is None:
            missing.append(d.name)
        else:
            chosen[(d.input, d.dim)] = largest
    if missing:
        raise DynbenchError(
            f"@{function}: no {option('inputs')} given and the model asserts no upper bound for {', '.join(missing)}; "
            f"give one {option('inputs')} per entry argument"
            + (" (a torch export records its Dims' names and ranges only when made with iree-turbine's "
               "aot.export(..., import_symbolic_shape_expressions=True))" if frontend and frontend.torch_without_symbols else "")
        )
    return [
        InputShape(tuple(chosen.get((k, d), static) for d, static in enumerate(t.dims)), t.element_type)
        for k, t in enumerate(analysis.signature.inputs)
    ]


def _manifest(model, analysis, query_layout, shapes, options, input_dims, source, problems, skipped) -> Manifest:
    signature = analysis.signature
    site_dims = {s.name: sorted(s.input_dims) for s in analysis.sites}
    dispatches = []
    for site in query_layout.sites:
        bindings = []
        for i, (resource, access) in enumerate(zip(site.binding_resources, site.binding_access)):
            tensors = [t for t in site.bindings if t.binding == i]
            bindings += [BindingInfo(i, access, resource, t.element_type, list(t.shape)) for t in tensors]
            if not tensors:  # the kernel's view of it could not be read
                bindings.append(BindingInfo(i, access, resource, "?", []))
        dispatches.append(
            DispatchInfo(
                name=site.name,
                ordinal=next(s.ordinal for s in analysis.sites if s.name == site.name),
                executable=site.executable,
                variant=site.variant,
                export=site.export,
                file=ExtractDir.relative_standalone(site.name),
                query=QueryLayout(site.start, site.workload_count, site.constant_count, len(site.binding_resources),
                                  bool(site.chain)),
                bindings=bindings,
                input_dims=[d.name for d in site_dims.get(site.name, [])],
                problem=problems.get((site.executable, site.variant, site.export)),
                offset_constants=tuple(site.offset_constants),
                chain=tuple(site.chain),
            )
        )
    results = [ResultInfo(r.type, None, reason) for r, reason in zip(signature.results, analysis.result_reasons)]
    return Manifest(
        model=str(model),
        function=signature.name,
        target=options.target,
        target_chip=options.chip,
        iree_flags=list(options.iree_flags),
        compile_flags=options.flags,
        device=options.runtime_device,
        inputs=list(signature.inputs),
        input_dims=input_dims,
        default_inputs=[str(s) for s in shapes],
        results=results,
        dispatches=dispatches,
        skipped=skipped,
        query_results=QueryResults(query_layout.result_start, tuple(tuple(p) for p in query_layout.result_dims)),
        default_inputs_source=source,
    )


def _reasons(
    model: Path, options: compiler.CompileOptions, scratch: Path, analysis, layout: ExtractDir, configured_name: Path
) -> tuple[list[SkippedDispatch], tuple[str, ...]]:
    """The skipped dispatches and the notes on the emitted ones (a binding sized from its
    kernel), each reason naming the op at fault where the user can find it: in the model
    (`_model_locations`), else in DIR's model.configured.mlir (`configured_name`, as DIR
    will be named)."""
    from ..passes import irutil

    reasons = [s.skip_reason for s in analysis.skipped]
    sized = [(s, r) for s in analysis.emitted for _, r in s.kernel_sized.values()]
    ops = [r.op for r in reasons + [r for _, r in sized] if r.op is not None]
    located = _model_locations(model, options, scratch, analysis.module, ops) if ops else {}
    unplaced = [op for op in ops if op.operation not in located]
    lines = irutil.lines_in_text(analysis.module, layout.configured_mlir.read_text(), unplaced) if unplaced else {}

    def where(op) -> str:
        found = located.get(op.operation)
        if found is not None:
            return found
        line = lines.get(op.operation)
        return f"{configured_name}:{line[0]}:{line[1]}" if line else f"{configured_name} ({op.name})"

    skipped = [
        SkippedDispatch(s.ordinal, s.export, r.render(where), r.cause, r.subject or None)
        for s, r in zip(analysis.skipped, reasons)
    ]
    by_reason: dict[str, set[int]] = {}
    for site, reason in sized:
        by_reason.setdefault(reason.render(where, include_subject=False), set()).add(site.ordinal)
    notes = tuple(
        f"{len(sites)} dispatch(es) bind a buffer sized from what their kernel reaches, "
        f"not from the model's length, which {kind}"
        for kind, sites in by_reason.items()
    )
    return skipped, notes


def _needed_cpu_features(features: Optional[list[str]], options: compiler.CompileOptions) -> Optional[list[str]]:
    """The CPU features the kernels need (`run` checks them against its machine). For the
    `host` CPU, LLVM names what the CPU has and the runtime what the OS enables too (AMX
    is off until a process asks for it): only the features the kernels can use here count,
    or a machine would refuse the kernels it compiled for itself."""
    if not features or options.target != "llvm-cpu" or options.chip != "host":
        return features
    from ..machine import runtime_cpu_features

    here = runtime_cpu_features()
    return features if here is None else [f for f in features if here.get(f, True)]


def _model_locations(model: Path, options: compiler.CompileOptions, scratch: Path, module, ops) -> dict:
    """Per op of `module` in `ops`: its `file:line:col` in the model (or the source the model
    was exported from), where the compiler kept one. The IR extract reads carries no
    locations (see `compiler.WITH_LOCATIONS`), so the model is compiled once more, with
    them, to the configured phase, whose host code is the same: its ops are matched in
    step with the module's. Only for models with a skip reason or a note to place."""
    from iree.compiler import ir
    from ..passes import irutil

    path = scratch / "model.located.mlir"
    try:
        compiler.to_configured(model, path, options, without_weights=True, locations=True).run()
    except compiler.CompileError:
        return {}
    located = ir.Module.parse(path.read_bytes(), irutil.new_context())
    return irutil.locations_in_step(module, located, ops)


def _with_defaults(manifest: Manifest, layout: ExtractDir, dims: Sequence[int]) -> Manifest:
    """Evaluate `__query_shapes` at the extract sizes, in the host-only query
    module (`local-sync`: workgroup counts are the target's, no device needed)."""
    from ..benchmarks import QueryModule, checked_params, result_dims

    table = QueryModule(layout.query_vmfb, manifest).query_many([list(dims)])
    params = checked_params(manifest, dims, table, 0)  # the exact size checks of every query
    return replace(
        manifest,
        dispatches=[replace(d, at_inputs=p) for d, p in zip(manifest.dispatches, params)],
        results=[
            replace(r, dims=tuple(shape) if shape and None not in shape else None)
            for r, shape in zip(manifest.results, result_dims(manifest, table.values[0]))
        ],
    )
