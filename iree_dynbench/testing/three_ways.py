"""What each dispatch ran with, three ways at the same sizes: the real model (the HAL replay
oracle), `__query_shapes`, and one `__profile` of every benchmark. The tests' check of
extract's exactness and tools/gpu_llm_check.py's (on a GPU) are this one."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from ..manifest import Manifest

Seen = tuple  # (export, workgroup count, push constants, binding lengths)


def observed(dispatch) -> Seen:
    """What a dispatch ran with, comparable between the oracle and dynbench: export, workgroup
    count, push constants, binding lengths."""
    return (dispatch.export, tuple(dispatch.workgroup_count), tuple(dispatch.push_constants),
            tuple(dispatch.binding_lengths))


@dataclass(frozen=True)
class ThreeWays:
    real: list[Seen]  # the model's dispatches, in order (the HAL replay)
    queried: list[Seen]  # `__query_shapes`, one per call site
    ran: list[Seen]  # one `__profile` of every benchmark, in the manifest's order
    expected: list[Optional[Seen]]  # per benchmark, the model's dispatch of its export (occurrences in order)

    @property
    def agree(self) -> bool:
        return sorted(self.queried) == sorted(self.real) and self.ran == self.expected


def dispatched_three_ways(
    output: Path, manifest: Manifest, vmfb: Path, sizes: Sequence[str], *, function: str = "main",
    flags: Sequence[str] = (), device: str = "local-sync",
) -> ThreeWays:
    """At `sizes`: what the real model `vmfb` dispatches, what the extract in `output` computes
    and what its benchmarks dispatch after `__set_input_dims`. `flags`: more flags of the real
    model's run (its `--parameters`)."""
    from ..benchmarks import QueryModule
    from ..passes.abi import PROFILE_FUNCTION
    from ..size_checks import dims_for
    from .oracle import capture_dispatches

    dims = dims_for(manifest, sizes)
    real = [observed(d) for d in capture_dispatches(vmfb, sizes, function=function, device=device, flags=flags)]
    queried = [observed(p) for p in QueryModule(output / "query.vmfb", manifest).query(dims)]
    in_order = defaultdict(list)
    for seen in real:
        in_order[seen[0]].append(seen)
    expected = [in_order[d.export].pop(0) if in_order[d.export] else None for d in manifest.dispatches]
    args = [str(d) for d in dims] + ["1", "1"] * len(manifest.dispatches)
    ran = [observed(d) for d in capture_dispatches(output / "benchmarks.vmfb", args, function=PROFILE_FUNCTION,
                                                   device=device)]
    return ThreeWays(real, queried, ran, expected)
