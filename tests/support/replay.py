"""What a dispatch ran with, compared between the HAL replay oracle (`iree_dynbench.testing.oracle`)
and dynbench's query and benchmarks."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from iree_dynbench.testing import three_ways
from iree_dynbench.testing.three_ways import observed  # noqa: F401 (the tests' `support.observed`)


def dispatched_three_ways(result, vmfb: Path, sizes: list[str], function: str = "main", flags=()):
    """At `sizes` (`observed`, each): what the real model `vmfb` dispatches (the HAL replay),
    what `__query_shapes` computes, what one `__profile` of every benchmark dispatches after
    `__set_input_dims`, and what that one should be (`testing.three_ways`). `flags`: more
    flags of the real model's run (its `--parameters`). Returns (real, queried, ran, expected)."""
    seen = three_ways.dispatched_three_ways(result.output, result.manifest, vmfb, sizes, function=function, flags=flags)
    return seen.real, seen.queried, seen.ran, seen.expected


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
