"""Each candidate configuration compiled into a benchmark of one dispatch, never the whole model.

The dispatch's kernel is taken unconfigured (the model at `executable-sources`, compiled once
per tune), put in a module of its own and configured with a one-entry tuning spec holding the
candidate: so the spec is what configures it, as in the model's build, and a candidate whose
matcher does not take the runtime-sized kernel is caught here. The configured kernel then
replaces the model's in the dispatch's standalone benchmark (`StandaloneEmitter`, with
`__set_input_dims`: one file serves every size set), compiled with the flags extract used.
The default is the extract's own configured kernel in the same benchmark: IREE's
configuration, or, for a model extracted with a tuning spec, that spec's (the new spec
replaces it: `with_spec`). A candidate that
does not configure or compile is recorded with its reason; the others go on.
"""

from __future__ import annotations

import dataclasses
import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from iree.compiler import ir

from .. import outputs
from ..errors import DynbenchError
from ..extraction import compiler
from ..passes import irutil
from ..passes.module_builder import ModuleBuilder
from .export import TunerBuilder
from .tuning_problems import Configuration, TuningProblem
from .tuning_spec import SpecEntry, build_spec, tuned_ops

SPEC_FLAG = "--iree-codegen-tuning-spec-path"
# IREE 3.13 reads no tuning spec when it compiles for CUDA (nothing configured, no remark, none
# dumped: checked on sm_80); its transform-dialect library, whose default entry point is the
# spec's (`__kernel_config`, run on each executable variant before IREE configures it), applies
# the same spec there.
LIBRARY_FLAG = "--iree-codegen-transform-dialect-library"
KERNEL_COMPILE_TIMEOUT_S = 600.0  # one dispatch's compile takes seconds; past this it hangs (seen once)


@dataclass(frozen=True)
class KernelBuild:
    """One configuration of a problem's kernel, built as the benchmark of `site`."""

    config: Configuration
    site: str
    vmfb: Optional[Path] = None
    error: Optional[str] = None  # why it could not be built


def spec_flag(target: str) -> str:
    """The flag by which IREE applies a tuning spec when it compiles for `target` (a backend name)."""
    return LIBRARY_FLAG if target == "cuda" else SPEC_FLAG


def with_spec(flags: Sequence[str], spec: Path, target: str) -> tuple[str, ...]:
    """`flags` with `spec` as the tuning spec for `target`, in place of one they name (a model
    extracted with a spec is tuned from its configuration; the new spec replaces the old)."""
    return (*(f for f in flags if not f.startswith((SPEC_FLAG, LIBRARY_FLAG))), f"{spec_flag(target)}={spec}")


def spec_of(flags: Sequence[str]) -> Optional[str]:
    """The tuning spec `flags` name, if any."""
    return next((f.partition("=")[2] for f in flags if f.startswith((SPEC_FLAG + "=", LIBRARY_FLAG + "="))), None)


def build_kernels(builder: TunerBuilder, problem: TuningProblem, site: str, configs: Sequence[Configuration],
                  dims: Sequence[int], folder: Path, with_default: bool = True) -> tuple[Optional[KernelBuild], list[KernelBuild]]:
    """The default (the extract's own kernel; None where not `with_default`: a search's later
    rounds time against the first's) and each candidate of `configs`, built into `folder`.

    IR is built and read in this thread (an MLIR context is not for concurrent use); the
    compiles, separate processes, run side by side."""
    folder.mkdir(parents=True, exist_ok=True)
    info = next(d for d in builder.manifest.dispatches if d.name == site)
    stems = [folder / f"candidate{k}" for k in range(len(configs))]
    builds = [KernelBuild(config, site) for config in configs]
    commands = {}
    for k, config in enumerate(configs):
        commands[k] = _configure_command(builder, problem, info.executable, config, stems[k])
    for k, error in _run_all(commands).items():
        builds[k] = dataclasses.replace(builds[k], error=f"does not configure: {error}")
    texts = {-1: (folder / "default", builder.emitter.module(site, dims, settable=True))} if with_default else {}
    for k, build in enumerate(builds):
        if build.error is None:
            try:
                kernel = _configured_kernel(builder, stems[k].with_suffix(".configured.mlir"))
            except DynbenchError as e:
                builds[k] = dataclasses.replace(build, error=str(e))
                continue
            texts[k] = (stems[k], builder.emitter.module(site, dims, kernel, settable=True))
    compiles = {}
    for k, (stem, text) in texts.items():
        outputs.write_text(stem.with_suffix(".mlir"), text)
        compiles[k] = compiler.standalone_to_vmfb(stem.with_suffix(".mlir"), stem.with_suffix(".vmfb"), builder.standalone_flags)
    failed = _run_all(compiles)
    default = KernelBuild(problem.default, site, folder / "default.vmfb") if with_default else None
    if -1 in failed:
        raise DynbenchError(f"{site}: the model's own kernel does not compile as a benchmark: {failed[-1]}")
    for k in texts:
        if k >= 0:
            builds[k] = (dataclasses.replace(builds[k], error=f"does not compile: {failed[k]}") if k in failed
                         else dataclasses.replace(builds[k], vmfb=stems[k].with_suffix(".vmfb")))
    return default, builds


def _run_all(commands: dict) -> dict:
    """Run the compile commands side by side; per key that failed, why."""
    def run(item):
        key, command = item
        try:
            command.run(timeout_s=KERNEL_COMPILE_TIMEOUT_S)
        except DynbenchError as e:
            return key, str(e)
        return key, None

    pool = ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 2)))
    try:
        results = list(pool.map(run, commands.items()))
    except BaseException:  # Ctrl-C: leave now (the caller kills the compiles)
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return {key: error for key, error in results if error is not None}


def _configure_command(builder: TunerBuilder, problem: TuningProblem, executable: str, config: Configuration, stem: Path):
    """The compile that configures the kernel `executable`, unconfigured, with a one-entry spec holding `config`."""
    sources = builder.sources()
    kernels = {irutil.symbol_name(op): op for op in sources.body.operations if op.operation.name == "hal.executable"}
    if executable not in kernels:
        raise DynbenchError(f"no executable @{executable} in the model's executable sources (has the model changed?)")
    module = ModuleBuilder(sources.context, "tuning candidate")
    for op in sources.body.operations:
        if irutil.is_device_global(op):
            module.clone(op)
    module.clone(kernels[executable])
    mlir, spec, configured = stem.with_suffix(".sources.mlir"), stem.with_suffix(".spec.mlir"), stem.with_suffix(".configured.mlir")
    outputs.write_text(mlir, module.text())
    outputs.write_text(spec, str(build_spec([SpecEntry("candidate", problem.key, config)], sources.context)))
    options = dataclasses.replace(builder.options, iree_flags=with_spec(builder.options.iree_flags, spec, builder.options.target))
    return compiler.configure_sources(mlir, configured, options)


def _configured_kernel(builder: TunerBuilder, configured: Path) -> ir.Operation:
    parsed = ir.Module.parse(configured.read_text(), builder.context)
    builder.keep(parsed)
    found = [op.operation for op in parsed.body.operations if op.operation.name == "hal.executable"]
    if len(found) != 1:
        raise DynbenchError(f"configuring gave {len(found)} executables, not 1")
    if not tuned_ops(found[0]):
        raise DynbenchError("the spec entry did not match the runtime-sized kernel (IREE kept its own configuration)")
    return found[0]
