"""`show`: everything needed to triage one dispatch of an extract output.

The kernel as the model compiles it (its `hal.executable` from
`model.configured.mlir`), the configuration IREE chose for it
(`translation_info`, `lowering_config`s), its parameters at the selected
sizes (through `__query_shapes`), and commands for stock IREE tools that
compile, benchmark and profile its standalone file. Tool paths are absolute,
so the commands work when pasted anywhere.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from ..benchmarks import DispatchParams, QueryModule
from ..extraction.compiler import find_compiler_tool
from ..manifest import DispatchInfo, open_output
from ..passes import irutil
from ..problem_size import ProblemSize, problem_size
from ..run.model_timing import profiling_mode
from ..selection import lookup
from ..size_checks import dims_or_default
from ..iree_tools import find_runtime_tool
from . import configured_ir

BATCH_SIZE = 100  # when the kernel could not be timed here
BATCH_TARGET_S = 0.01  # a batch of about this much of the kernel: the submit's cost amortized, a repetition short
MAX_BATCH_SIZE = 1000
PROFILE_ITERATIONS = 10


@dataclass(frozen=True)
class LoweringConfig:
    op: str
    location: str
    config: str


@dataclass(frozen=True)
class DispatchReport:
    info: DispatchInfo
    inputs: list[str]  # the sizes `params` are for
    at_defaults: bool  # the inputs are the extract sizes (what the standalone file runs)
    default_inputs: list[str]
    params: DispatchParams
    problem: ProblemSize
    configured_mlir: Path
    source: str  # the `hal.executable` op, printed
    translation_info: Optional[str]
    workgroup_size: Optional[str]
    lowering_configs: list[LoweringConfig]
    standalone: Path
    commands: list[str]  # shell commands, one per line, run in any directory
    index: int  # position in shapes.json `dispatches` (`--dispatch INDEX` is this call site alone)
    kernel_us: Optional[float] = None  # one profiled call at the extract sizes, which the batch size is derived from
    batch_size: int = BATCH_SIZE
    untimed: Optional[str] = None  # why the kernel could not be timed here (the batch size is then BATCH_SIZE)


def show(directory: Path | str, dispatch: str, inputs: Sequence[str] = ()) -> DispatchReport:
    layout, manifest = open_output(Path(directory))
    index = lookup(manifest, dispatch)[0]  # a name, export (its first call site) or index
    info = manifest.dispatches[index]
    chosen = list(inputs) or list(manifest.default_inputs)
    dims = dims_or_default(manifest, inputs)
    at_defaults = dims == dims_or_default(manifest, ())
    module = QueryModule(layout.query_vmfb, manifest)
    params = module.query(dims)[index]
    problem = problem_size(params)
    source, translation, workgroup_size, configs = _kernel(layout.configured_mlir, info)
    standalone = layout.standalone(info.name).resolve()
    kernel_us, untimed = _kernel_time(Path(directory), info.name)
    batch = batch_size(kernel_us)
    return DispatchReport(
        info=info,
        inputs=chosen,
        at_defaults=at_defaults,
        default_inputs=list(manifest.default_inputs),
        params=params,
        problem=problem,
        configured_mlir=layout.configured_mlir,
        source=source,
        translation_info=translation,
        workgroup_size=workgroup_size,
        lowering_configs=configs,
        standalone=standalone,
        commands=commands(info.name, standalone, manifest.device, batch),
        index=index,
        kernel_us=kernel_us,
        batch_size=batch,
        untimed=untimed,
    )


def batch_size(kernel_us: Optional[float]) -> int:
    """Dispatches per `iree-benchmark-module` iteration: about `BATCH_TARGET_S` of the kernel
    (a 371 ms kernel gets 1, not 100: 37 s a repetition), at most `MAX_BATCH_SIZE`."""
    if kernel_us is None or not kernel_us > 0:
        return BATCH_SIZE
    return max(1, min(MAX_BATCH_SIZE, round(BATCH_TARGET_S * 1e6 / kernel_us)))


def _kernel_time(directory: Path, name: str) -> tuple[Optional[float], Optional[str]]:
    """The kernel's time at the extract sizes (what its standalone file runs): one profiled
    call after a warm-up, enough to size a batch; None and why where it cannot run here."""
    from ..errors import DynbenchError, first_line
    from ..extract_output import ExtractOutput
    from ..run.options import TimingOptions
    from ..run.runner import RunService

    try:
        rows = RunService(ExtractOutput(directory)).run(
            options=TimingOptions(min_time_s=0.001, repetitions=1, method="profile"), dispatches=[name]).rows
    except DynbenchError as e:
        return None, first_line(e)
    row = next((r for r in rows if r.name == name), None)  # a name can select its twins too
    if row is None:
        return None, f"no timing of {name}"
    return (row.median_us, None) if row.ok else (None, row.error)


def commands(name: str, standalone: Path, device: str = "local-task", batch: int = BATCH_SIZE) -> list[str]:
    """Compile, benchmark and profile the standalone file with stock IREE tools, on `device`
    (the one extract recorded: the file holds the target's device and kernel), `batch`
    dispatches an iteration."""
    compile_tool = find_compiler_tool("iree-compile").resolve()
    benchmark, profile = (find_runtime_tool(t).resolve() for t in ("iree-benchmark-module", "iree-profile"))
    q = shlex.quote
    vmfb, prof = q(f"{name}.vmfb"), q(f"{name}.ireeprof")
    run = f"{q(str(benchmark))} --module={vmfb} --device={q(device)} --batch_size={batch}"
    return [
        f"{q(str(compile_tool))} {q(str(standalone))} -o {vmfb}",
        run,
        f"{run} --benchmark_min_time={PROFILE_ITERATIONS}x"
        f" --device_profiling_mode={profiling_mode(device)} --device_profiling_output={prof}",
        f"{q(str(profile))} dispatch {prof}",
    ]


def _kernel(configured: Path, info: DispatchInfo) -> tuple[str, Optional[str], Optional[str], list[LoweringConfig]]:
    """The executable's text and the configuration of the dispatch's export."""
    module = configured_ir.parse(configured)
    executable = configured_ir.executables(configured, module, [info.executable])[info.executable]
    source = executable.operation.get_asm(large_elements_limit=16)
    translation = workgroup_size = None
    configs: list[LoweringConfig] = []
    for op in irutil.walk(executable):
        name = op.operation.name
        attrs = op.operation.attributes
        if name == "hal.executable.export" and irutil.symbol_name(op) == info.export:
            if "workgroup_size" in attrs:
                workgroup_size = str(attrs["workgroup_size"])
            if "translation_info" in attrs:
                translation = str(attrs["translation_info"])
        elif name == "func.func" and irutil.symbol_name(op) == info.export:
            if "translation_info" in attrs:
                translation = str(attrs["translation_info"])
            for inner in irutil.walk(op):
                if "lowering_config" in inner.operation.attributes:
                    where = irutil.location_text(inner)
                    if where.startswith("-:"):  # parsed from text: name the file
                        where = f"{configured.name}:{where[2:]}"
                    configs.append(LoweringConfig(
                        inner.operation.name, where,
                        str(inner.operation.attributes["lowering_config"]),
                    ))
    return source, translation, workgroup_size, configs
