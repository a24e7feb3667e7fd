"""`export`: tuner-ready benchmark files, per dispatch and size set, from an extract output.

    OUTDIR/index.json                                      what was written (schema below)
    OUTDIR/<sizes-tag>/<dispatch>_<flavour>_benchmark.mlir one file per dispatch, size set and flavour

The export is written into a temporary sibling of OUTDIR and renamed into
place at the end, so a failure leaves nothing behind; an existing OUTDIR is
replaced only when it is empty or itself an export output (its `index.json`).

`<sizes-tag>` is `sizes_` followed by the dynamic input dims of the size set
(`shapes.json` `input_dims` order) joined by `_` (`sizes_42`, `sizes_7_5_9`;
`sizes_static` for a model without dynamic dims). `<dispatch>` is the
dispatch's name in `shapes.json`. Each file is in the layout of upstream's
`--iree-hal-dump-executable-benchmarks-to` dumps: the device global, one
configured `hal.executable` whose root op carries `root_op =
#iree_codegen.root_op<set = 0>` (`--iree-codegen-add-tuner-attributes`), and
exactly one public function `<dispatch>(%repeat: i32)` with `iree.abi.stub` and
`iree.reflection = {iree.benchmark = "dispatch"}` (plus private helpers: the
sizes as mutable globals and the model's shape math). Flavours:

- `dynamic`: the model's own kernel (dynamic shapes, the model's configuration),
  with the size set's dims as runtime values: what the model runs.
- `static`: the same dispatch with the size set's push constants substituted
  into the *unconfigured* kernel and canonicalized, then configured: the root op
  is fully static, as the tuner parses it. The host code is the dynamic file's
  (same workload, push constants and bindings).

Both compile with `iree-compile FILE -o x.vmfb` (also with
`--compile-from=executable-sources`) and run with `iree-benchmark-module
--module=x.vmfb --device=local-task --batch_size=N`.

`index.json` (schema version 1):

    {"schema_version": 1, "generator": "iree-dynbench", "kind": "tuner-export",
     "directory": str, "model": str, "function": str, "input_dims": [str],
     "files": [{"file": "<sizes-tag>/<dispatch>_<flavour>_benchmark.mlir",
                "dispatch": str, "export": str, "flavour": "dynamic|static",
                "inputs": ["42x1024xf32", ...], "dims": [int],
                "tuner": {"supported": bool, "kind": str, "root_op": str|null,
                          "reason": str|null, "static_only": false}}],
     "not_built": [{"file": str, "dispatch": str, "export": str, "flavour": "static",
                    "inputs": [str], "dims": [int], "reason": str}]}

`not_built` lists the static files IREE cannot build for the target (IREE's own
error as `reason`), which are not written: a fact about IREE at those sizes (in
its plain static form and, for a kernel with a unit dim, with its unit dims
folded too), not a failure of the export.

`tuner` says whether shark-ai's tuner generates candidates for the file as it
stands (tune/tuner_support.py: a ROCm target, one root op that is a
contraction, an nhwc_hwcf convolution or attention, static shapes) and, when
not, why: a dynamic-flavour file of a dynamic kernel says so, and its static
twin is the one to tune.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Optional, Sequence

from iree.compiler import ir

from ..extraction import compiler
from ..passes.irutil import new_context

from .. import outputs
from ..manifest import open_output, pinned_model
from . import configured_ir
from ..errors import DynbenchError, first_line, pass_errors
from ..size_log import distinct_size_sets
from ..layout import EXPORT_KIND, EXPORT_SCHEMA_VERSION, FLAVOURS, GENERATOR, ExportDir, check_flavours
from ..passes import benchmark_module, static_specialize
from ..benchmarks import DispatchParams, QueryModule
from ..selection import select
from . import tuner_support
from .tuner_support import TunerSupport

Progress = Callable[[str], None]


@dataclass(frozen=True)
class TunerFile:
    file: str  # relative to the export directory
    dispatch: str
    export: str
    flavour: str
    inputs: list[str]
    dims: list[int]
    tuner: Optional[TunerSupport] = None  # what shark-ai's tuner makes of the file


@dataclass(frozen=True)
class NotBuilt:
    """A static tuner file IREE cannot build for the target: not written, listed with IREE's reason."""

    file: str  # relative to the export directory
    dispatch: str
    export: str
    flavour: str
    inputs: list[str]
    dims: list[int]
    reason: str  # IREE's error


class IreeCannotBuild(DynbenchError):
    """IREE refuses to build a static kernel (its error is `reason`): a fact about IREE, not a failure."""

    def __init__(self, name: str, reason: str):
        super().__init__(f"static kernel of {name} not built: IREE cannot build it for the target ({reason})")
        self.reason = reason


@dataclass(frozen=True)
class ExportResult:
    output: Path
    files: list[TunerFile]
    failed: list[tuple[str, str]] = field(default_factory=list)  # (file not written, why): dynbench could not
    not_built: list[NotBuilt] = field(default_factory=list)  # files IREE cannot build (not written)

    @property
    def tunable(self) -> list[TunerFile]:
        """The files shark-ai's tuner generates candidates for."""
        return [f for f in self.files if f.tuner is not None and f.tuner.supported]

    def path(self, entry: TunerFile) -> Path:
        return ExportDir(self.output).file(entry.file)


class TunerBuilder:
    """Builds tuner files of an extract output's dispatches, at any sizes.

    The dynamic flavour needs only the extract output; the static flavour also
    compiles the model (still at `shapes.json` `model`) to executable sources,
    once per builder.
    """

    def __init__(self, directory: Path | str, progress: Progress = lambda _: None):
        self.directory = Path(directory)
        self.layout, self.manifest = open_output(self.directory)
        self.options = compiler.CompileOptions.of(self.manifest)
        self._progress = progress
        self._scratch: Optional[contextlib.ExitStack] = None  # holds the scratch directory, made on first use
        self._scratch_path: Optional[Path] = None
        self._error = ""  # why the last `_builds` failed
        self._sources: Optional[ir.Module] = None
        self._configured: list[ir.Module] = []  # the configured static kernels
        try:
            self.context = new_context()
            self.emitter = benchmark_module.StandaloneEmitter(self._analysis())
            self._query = QueryModule(self.layout.query_vmfb, self.manifest)
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        if self._scratch is not None:
            self._scratch.close()
            self._scratch = self._scratch_path = None

    def __enter__(self) -> "TunerBuilder":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def scratch(self) -> Path:
        """A temporary directory for intermediate compiles, removed by `close`."""
        if self._scratch is None:
            stack = contextlib.ExitStack()
            self._scratch_path = stack.enter_context(outputs.scratch_directory("dynbench-tuner-"))
            self._scratch = stack
        assert self._scratch_path is not None
        return self._scratch_path

    def _model(self) -> Path:
        """The model, checked unchanged since extract (the static flavour recompiles it)."""
        return pinned_model(
            self.manifest, self.directory,
            f"the static flavour recompiles the model {self.directory} was extracted from (shapes.json `model`)",
        )

    def _analysis(self) -> benchmark_module.Analysis:
        """The model's IR as extract wrote it (root ops marked), analysed again."""
        module = configured_ir.parse(self.layout.configured_mlir, context=self.context)
        with pass_errors(f"{self.layout.configured_mlir}", f" (shapes.json names function '{self.manifest.function}'); extract again"):
            analysis = benchmark_module.analyze(module, self.manifest.function, self.manifest.inputs)
        names = [s.name for s in analysis.emitted]
        if names != [d.name for d in self.manifest.dispatches]:  # pragma: no cover - a dynbench bug
            raise DynbenchError(f"{self.directory}: the model's dispatches no longer match shapes.json")
        return analysis

    def keep(self, module: ir.Module) -> None:
        """Keep `module` alive as long as the builder (ops cloned from it are used later)."""
        self._configured.append(module)

    def params(self, dims: Sequence[int]) -> dict[str, DispatchParams]:
        """Every dispatch's parameters at `dims` (raises when the model rejects them)."""
        return {p.name: p for p in self._query.query(dims)}

    def dynamic(self, name: str, dims: Sequence[int]) -> str:
        """The dynamic-flavour file of dispatch `name` at `dims`."""
        return self.emitter.module(name, dims)

    def static(self, requests: Sequence[tuple[str, Sequence[int]]], check: bool = True) -> list[str | DynbenchError]:
        """The static-flavour files for (dispatch name, dims) pairs, one configuring compile for all;
        where a kernel cannot be specialized, or (`check`) IREE cannot build it, the error in its
        place. A caller that compiles each file itself (`static_kernels`) skips the check, but for
        kernels with a unit dim, whose form depends on it (`_configure`)."""
        if not requests:
            return []
        sites = {d.name: d for d in self.manifest.dispatches}
        params = {key: self.params(key) for key in dict.fromkeys(tuple(dims) for _, dims in requests)}
        kernels: dict[static_specialize.StaticKernel, str] = {}  # kernel -> unique executable name
        wanted = []
        for name, dims in requests:
            info = sites[name]
            kernel = static_specialize.StaticKernel(info.executable, info.export, tuple(params[tuple(dims)][name].push_constants))
            kernels.setdefault(kernel, f"{info.executable}__dynbench_static_{len(kernels)}")
            wanted.append(kernel)
        hint = f" (has the model changed since {self.directory} was extracted?)"
        with pass_errors(f"{self.manifest.model}: cannot specialize its kernels", hint):
            configured, failed = self._configure(kernels, check)
        return [
            self.emitter.module(name, dims, configured[k]) if k in configured
            else IreeCannotBuild(name, failed[k].reason) if isinstance(failed[k], IreeCannotBuild)
            else DynbenchError(f"static kernel of {name} not built: {failed[k]}")
            for (name, dims), k in zip(requests, wanted)
        ]

    def _configure(
        self, kernels: dict[static_specialize.StaticKernel, str], check: bool = True
    ) -> tuple[dict[static_specialize.StaticKernel, ir.Operation], dict[static_specialize.StaticKernel, "str | IreeCannotBuild"]]:
        """Specialize and configure the kernels: each configured `hal.executable` (under its unique
        name) as IR in the emitter's context, so the tuner files clone it, and the
        `dense_resource` blobs it references travel with it; and why each kernel that could
        not be specialized was not (an `IreeCannotBuild` where IREE cannot build it).

        A kernel keeps its plain static form wherever IREE builds it (the form shark-ai's tuner
        takes: ROCm's convolution of a batch of 1 is a `linalg.conv_2d_nhwc_hwcf`); only a kernel
        with a unit dim that IREE does not build plain is specialized again with its unit dims
        folded (as IREE's dispatch formation folds them in a static model: what llvm-cpu builds),
        configured and checked again. Kernels with a unit dim are checked even without `check`."""
        configured, failed, unit_dims = self._configure_once(kernels, check)
        again = {kernel: name for kernel, name in kernels.items()
                 if kernel in unit_dims and isinstance(failed.get(kernel), IreeCannotBuild)}
        if again:
            self._progress(f"folding the unit dims of {len(again)} static kernel(s) IREE did not build")
            folded, refused, _ = self._configure_once(again, True, fold_unit_dims=True)
            configured.update(folded)
            failed.update((kernel, why) for kernel, why in refused.items() if isinstance(why, IreeCannotBuild))
            for kernel in folded:
                del failed[kernel]
        return configured, failed

    def _configure_once(
        self, kernels: dict[static_specialize.StaticKernel, str], check: bool, fold_unit_dims: bool = False,
    ) -> tuple[dict[static_specialize.StaticKernel, ir.Operation], dict[static_specialize.StaticKernel, "str | IreeCannotBuild"],
               set[static_specialize.StaticKernel]]:
        """One specializing and configuring compile of `kernels` (see `_configure`), and the
        kernels with a unit dim; those are checked whatever `check` says."""
        sources = self.sources()
        module, failures, units = static_specialize.configuration_module(
            sources, list(kernels), list(kernels.values()), fold_unit_dims)
        unit_dims = {kernel for k, kernel in enumerate(kernels) if k in units}
        failed = {kernel: failures[k] for k, kernel in enumerate(kernels) if k in failures}
        kernels = {kernel: name for kernel, name in kernels.items() if kernel not in failed}
        if not kernels:
            return {}, failed, unit_dims
        tag = "folded" if fold_unit_dims else "static"
        mlir, output = self.scratch / f"{tag}.sources.mlir", self.scratch / f"{tag}.configured.mlir"
        mlir.write_text(module.operation.get_asm(assume_verified=True))
        self._progress(f"configuring {len(kernels)} static kernel(s)")
        compiler.configure_sources(mlir, output, self.options).run(heartbeat=self._still("configuring"))
        checked = [name for kernel, name in kernels.items() if check or kernel in unit_dims]
        untranslatable = self._untranslatable(output, checked) if checked else {}
        failed.update((kernel, IreeCannotBuild(name, untranslatable[name]))
                      for kernel, name in kernels.items() if name in untranslatable)
        kernels = {kernel: name for kernel, name in kernels.items() if name not in untranslatable}
        configured = ir.Module.parse(output.read_text(), self.context)
        self._configured.append(configured)  # its ops live as long as the module
        by_name = {
            ir.StringAttr(op.operation.attributes["sym_name"]).value: op.operation
            for op in configured.body.operations
            if op.operation.name == "hal.executable"
        }
        missing = [name for name in kernels.values() if name not in by_name]
        if missing:
            raise DynbenchError(
                f"{self.manifest.model}: configuring its static kernels gave no executable @{missing[0]} "
                f"(iree_flags in shapes.json: {' '.join(self.manifest.iree_flags) or 'none'})"
            )
        return {kernel: by_name[name] for kernel, name in kernels.items()}, failed, unit_dims

    def _untranslatable(self, configured: Path, names: Sequence[str]) -> dict[str, str]:
        """The configured static kernels IREE cannot build for the target, each with IREE's error
        (the first line of it, with its op): the 8B geometry's attention at 1x2048, its unit batch
        left in, has vectors over IREE's 32 KiB limit, where the dynamic kernel builds. Compiled as `iree-compile FILE` compiles
        a tuner file (from its input: from `executable-configurations` on, IREE builds it). One
        compile of them all; only where it fails, one per kernel to tell which."""
        self._progress(f"building {len(names)} static kernel(s) for the target")
        text = configured.read_text()
        if self._builds(text, names):
            return {}
        return {name: self._error for name in names if not self._builds(text, [name])}

    def _still(self, what: str) -> Callable[[float], None]:
        """A compile's heartbeat: progress says it still runs."""
        return lambda seconds: self._progress(f"  still {what} ({seconds:.0f} s)")

    def _builds(self, text: str, names: Sequence[str]) -> bool:
        """Whether IREE builds the executables `names` of the configured module `text` (the
        others left out; each made public, or the compile drops it unused); else `_error` says why."""
        module = ir.Module.parse(text, new_context())
        for op in list(module.body.operations):
            if op.operation.name == "hal.executable":
                if ir.StringAttr(op.operation.attributes["sym_name"]).value in names:
                    op.operation.attributes["sym_visibility"] = ir.StringAttr.get("public", module.context)
                else:
                    op.operation.erase()
        path = self.scratch / "static.check.mlir"
        path.write_text(module.operation.get_asm(assume_verified=True))
        try:
            compiler.executables_to_targets(path, self.scratch / "static.targets.mlir", self.options).run(
                heartbeat=self._still(f"building {len(names)} static kernel(s)"))
            return True
        except compiler.CompileError as e:
            self._error = _diagnostic(e)
            return False

    @property
    def standalone_flags(self) -> list[str]:
        """The flags that compile a standalone benchmark (its kernels configured already): the
        extract's, less a preprocessing spec (`specialization_spec.without_specialization`)."""
        from .specialization_spec import without_specialization

        return list(without_specialization(self.options.flags))

    def sources(self) -> ir.Module:
        """The model at executable-sources (kernels unconfigured), compiled once per builder;
        without the extract's preprocessing spec, if any: each kernel taken from here is configured
        on its own (a candidate, a static kernel), one export, not the extract's chain of variants."""
        if self._sources is None:
            from .specialization_spec import without_specialization

            path = self.scratch / "model.sources.mlir"
            self._progress(f"compiling {self._model().name} to {compiler.SOURCES_PHASE}")
            options = dataclasses.replace(self.options, iree_flags=without_specialization(self.options.iree_flags))
            compiler.to_sources(self._model(), path, options).run()
            self._sources = ir.Module.parse(path.read_text(), new_context())
        return self._sources


def export(
    directory: Path | str,
    size_sets: Sequence[Sequence[str]] = (),
    *,
    output: Path | str,
    flavours: Sequence[str] = FLAVOURS,
    dispatches: Sequence[str] = (),
    filter: Optional[str] = None,
    progress: Progress = lambda _: None,
) -> ExportResult:
    """Write tuner files of `directory`'s dispatches (`dispatches`, `filter`: `selection.select`)
    at `size_sets` (default: the extract sizes)."""
    check_flavours(flavours)
    output = Path(output)
    outputs.check_output_directory(output, outputs.EXPORT_OUTPUT, Path(directory))  # before any compile
    with TunerBuilder(directory, progress) as builder:
        manifest = builder.manifest
        if not manifest.dispatches:
            raise DynbenchError(f"{directory}: no dispatch benchmarks were emitted")
        selected = [d for _, d in select(manifest, dispatches, filter)]
        sets = distinct_size_sets(manifest, [s or manifest.default_inputs for s in size_sets or [()]])
        jobs = [(s.inputs, s.dims, info, flavour) for s in sets for info in selected for flavour in flavours]
        return export_jobs(builder, output, jobs)


Job = tuple  # (inputs, dims, DispatchInfo, flavour): one tuner file


def export_jobs(
    builder: TunerBuilder, output: Path, jobs: Sequence[Job],
    extra: Optional[Callable[[list[TunerFile], list[NotBuilt]], dict[str, str]]] = None,
) -> ExportResult:
    """Write the tuner file of each job into `output`, with its index.json, and the files
    `extra(files written, files IREE cannot build)` names (`worklist.json`), all in one staged
    directory; a static kernel IREE cannot build is `not_built`, one dynbench could not make `failed`."""
    for dims in dict.fromkeys(tuple(j[1]) for j in jobs):
        builder.params(list(dims))  # reject sizes the model rejects before building anything
    static_jobs = [j for j in jobs if j[3] == "static"]
    built = builder.static([(info.name, dims) for _, dims, info, _ in static_jobs]) if static_jobs else []
    static = {id(j): text for j, text in zip(static_jobs, built)}
    entries: list[tuple[TunerFile, str]] = []
    failed: list[tuple[str, str]] = []
    not_built: list[NotBuilt] = []
    backend = builder.manifest.target
    for job in jobs:
        inputs, dims, info, flavour = job
        text = builder.dynamic(info.name, dims) if flavour == "dynamic" else static[id(job)]
        file = ExportDir.relative_file(info.name, flavour, dims)
        if isinstance(text, IreeCannotBuild):
            not_built.append(NotBuilt(file, info.name, info.export, flavour, list(inputs), list(dims), text.reason))
            continue
        if isinstance(text, DynbenchError):
            failed.append((file, str(text)))
            continue
        entries.append((_entry(info, flavour, inputs, dims, tuner_support.of_file(text, backend)), text))
    files = [e for e, _ in entries]
    _write(output, builder, entries, not_built, extra(files, not_built) if extra else {})
    return ExportResult(output, files, failed, not_built)


def _entry(info, flavour: str, inputs: list[str], dims: list[int], tuner: TunerSupport) -> TunerFile:
    return TunerFile(
        ExportDir.relative_file(info.name, flavour, dims), info.name, info.export, flavour, inputs, dims, tuner
    )


def _write(output: Path, builder: TunerBuilder, entries: list[tuple[TunerFile, str]], not_built: list[NotBuilt],
           extra: dict[str, str]) -> None:
    with outputs.staged_directory(output, outputs.EXPORT_OUTPUT) as staging:
        layout = ExportDir(staging)
        for name, text in extra.items():
            (staging / name).write_text(text)
        for entry, text in entries:
            path = layout.file(entry.file)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
        index = {
            "schema_version": EXPORT_SCHEMA_VERSION, "generator": GENERATOR, "kind": EXPORT_KIND,
            "directory": str(builder.directory), "model": builder.manifest.model,
            "function": builder.manifest.function,
            "input_dims": [d.name for d in builder.manifest.input_dims],
            "files": [asdict(e) for e, _ in entries],
            "not_built": [asdict(n) for n in not_built],
        }
        layout.index.write_text(json.dumps(index, indent=2) + "\n")


def _diagnostic(error: Exception) -> str:
    """The compiler's first error without the scratch file's name and position it points into."""
    text = first_line(error)
    return text.split("error: ", 1)[-1].rstrip(":")
