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

BATCH_SIZE = 100
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
        commands=commands(info.name, standalone, manifest.device),
        index=index,
    )


def commands(name: str, standalone: Path, device: str = "local-task") -> list[str]:
    """Compile, benchmark and profile the standalone file with stock IREE tools, on `device`
    (the one extract recorded: the file holds the target's device and kernel)."""
    compile_tool = find_compiler_tool("iree-compile").resolve()
    benchmark, profile = (find_runtime_tool(t).resolve() for t in ("iree-benchmark-module", "iree-profile"))
    q = shlex.quote
    vmfb, prof = q(f"{name}.vmfb"), q(f"{name}.ireeprof")
    run = f"{q(str(benchmark))} --module={vmfb} --device={q(device)} --batch_size={BATCH_SIZE}"
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
