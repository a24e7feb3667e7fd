"""What a dispatch ran with, compared between the HAL replay oracle (`iree_dynbench.testing.oracle`)
and dynbench's query and benchmarks."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path


def observed(dispatch) -> tuple:
    """What a dispatch ran with, comparable between the oracle and dynbench: export, workgroup
    count, push constants, binding lengths."""
    return (dispatch.export, tuple(dispatch.workgroup_count), tuple(dispatch.push_constants),
            tuple(dispatch.binding_lengths))


def dispatched_three_ways(result, vmfb: Path, sizes: list[str], function: str = "main", flags=()):
    """At `sizes` (`observed`, each): what the real model `vmfb` dispatches (the HAL replay),
    what `__query_shapes` computes, what one `__profile` of every benchmark dispatches after
    `__set_input_dims`, and what that one should be (the model's dispatch of each benchmark's
    export, occurrences in order). `flags`: more flags of the real model's run (its
    `--parameters`). Returns (real, queried, ran, expected)."""
    from iree_dynbench.benchmarks import QueryModule
    from iree_dynbench.passes.abi import PROFILE_FUNCTION
    from iree_dynbench.size_checks import dims_for
    from iree_dynbench.testing.oracle import capture_dispatches

    dims = dims_for(result.manifest, sizes)
    real = [observed(d) for d in capture_dispatches(vmfb, sizes, function=function, flags=flags)]
    queried = [observed(p) for p in QueryModule(result.output / "query.vmfb", result.manifest).query(dims)]
    in_order = defaultdict(list)
    for seen in real:
        in_order[seen[0]].append(seen)
    expected = [in_order[d.export].pop(0) for d in result.manifest.dispatches]
    args = [str(d) for d in dims] + ["1", "1"] * len(result.manifest.dispatches)
    ran = [observed(d) for d in capture_dispatches(result.output / "benchmarks.vmfb", args, function=PROFILE_FUNCTION)]
    return real, queried, ran, expected


def by_export(items):
    """Dispatch records (computed or the replay oracle's) grouped by export name, in order."""
    grouped = defaultdict(list)
    for item in items:
        grouped[item.export].append(item)
    return grouped


def model_with_zero_parameters(model: Path, sizes: list[str], root: Path):
    """A model with external parameters, ready for the replay: (its extract at `sizes`, the real
    model compiled as a user would, the run flags of an archive of zero splats of its parameters)."""
    from iree_dynbench import extract
    from iree_dynbench.extraction.parameters import declared_parameters
    from iree_dynbench.run.parameters import tool_flags, write_zero_archive
    from iree_dynbench.testing.oracle import compile_model

    vmfb = root / "model.vmfb"
    compile_model(model, vmfb)
    files = write_zero_archive(declared_parameters(model), root)
    return extract(model, sizes, output=root / "out"), vmfb, tool_flags(files)
