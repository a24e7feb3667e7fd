#!/usr/bin/env python3
"""Run shark-ai's tuner (`amdsharktuner` 3.9.0, built for IREE 3.10) on IREE 3.13.

    python -m iree_dynbench.tune.sharktuner_compat model_tuner FILE FILE --dry-run ...
    python -m iree_dynbench.tune.sharktuner_compat dispatch_tuner ...
    python -m iree_dynbench.tune.sharktuner_compat --max-solutions 8 model_tuner ...

The tuner pins no IREE version, so it imports the project's IREE 3.13, whose
Python API changed in three places the tuner uses. This wrapper patches them, then runs the named entry
module as `python -m` would. It changes nothing else: which dispatches the
tuner takes and what it generates are its own.

1. `amdsharktuner/__init__.py` replaces `ir.register_attribute_builder` with a
   version taking only `replace=`; 3.13's dialect modules call it with
   `allow_existing=True` and fail at import. The original function is put back
   right after the tuner package is imported.
2. `iree_codegen.DispatchLoweringPassPipeline` (and its `...Attr`) are gone:
   GPU pipelines are `#iree_gpu.pipeline<VectorDistribute|TileAndFuse>`. A small
   enum with the two members the tuner names stands in, and its `Attr.get`
   builds the `iree_gpu.PipelineAttr`.
3. `ir.AffineDimExpr.isinstance` / `ir.AffineBinaryExpr.isinstance` are gone;
   3.13 downcasts affine expressions itself, so Python's `isinstance` answers.

`--max-solutions N` (before the entry module) stops the tuner's constraint
solver after N solutions; it enumerates every solution before picking
`--num-candidates` of them, which takes tens of seconds for a 128x512x1024
matmul. For quick checks (the test suite); a real tuning run omits it.

Known tuner bug, not patched: with `--codegen-pipeline llvmgpu_tile_and_fuse` it
pads M in the problem description it shares with the spec builder, so for an M
that is not a multiple of 64 the specs match a padded M and every candidate
compiles to the baseline. Files with M % 64 == 0 avoid it.
"""

from __future__ import annotations

import enum
import itertools
import runpy
import sys
from typing import Optional

ENTRY_MODULES = ("model_tuner", "dispatch_tuner")


class DispatchLoweringPassPipeline(enum.IntEnum):
    """The two members of IREE 3.10's enum that the tuner uses."""

    LLVMGPUVectorDistribute = 1
    LLVMGPUTileAndFuse = 2


class DispatchLoweringPassPipelineAttr:
    """`iree_codegen.DispatchLoweringPassPipelineAttr.get(pipeline)` in IREE 3.13 terms."""

    @staticmethod
    def get(pipeline: DispatchLoweringPassPipeline, ctx=None):
        from iree.compiler.dialects import iree_gpu

        lowering = {
            DispatchLoweringPassPipeline.LLVMGPUVectorDistribute: iree_gpu.LoweringPipeline.VectorDistribute,
            DispatchLoweringPassPipeline.LLVMGPUTileAndFuse: iree_gpu.LoweringPipeline.TileAndFuse,
        }[DispatchLoweringPassPipeline(pipeline)]
        return iree_gpu.PipelineAttr.get(lowering, ctx)


def patch() -> None:
    """Apply the three patches (idempotent); importing `amdsharktuner` afterwards works on 3.13."""
    from iree.compiler import ir
    from iree.compiler.dialects import iree_codegen

    original = ir.register_attribute_builder
    import amdsharktuner  # noqa: F401  (its __init__ swaps register_attribute_builder)

    ir.register_attribute_builder = original
    if not hasattr(iree_codegen, "DispatchLoweringPassPipeline"):
        iree_codegen.DispatchLoweringPassPipeline = DispatchLoweringPassPipeline
        iree_codegen.DispatchLoweringPassPipelineAttr = DispatchLoweringPassPipelineAttr
    for name in ("AffineDimExpr", "AffineBinaryExpr", "AffineConstantExpr"):
        cls = getattr(ir, name)
        if not hasattr(cls, "isinstance"):
            cls.isinstance = staticmethod(lambda expr, cls=cls: isinstance(expr, cls))


def limit_solutions(count: int) -> None:
    """Make the tuner's solution enumeration stop after `count` solutions (after `patch`)."""
    from amdsharktuner import candidate_gen

    generate = candidate_gen.generate_solutions

    def first_solutions(*args, **kwargs):
        return itertools.islice(generate(*args, **kwargs), count)

    candidate_gen.generate_solutions = first_solutions


def main(argv: list[str]) -> int:
    max_solutions: Optional[int] = None
    if argv[:1] == ["--max-solutions"] and len(argv) > 1 and argv[1].isdigit() and int(argv[1]) > 0:
        max_solutions, argv = int(argv[1]), argv[2:]
    if not argv or argv[0] not in ENTRY_MODULES:
        print(f"usage: sharktuner_compat.py [--max-solutions N] {{{'|'.join(ENTRY_MODULES)}}} ARGS...", file=sys.stderr)
        return 2
    patch()
    if max_solutions is not None:
        limit_solutions(max_solutions)
    sys.argv = [argv[0], *argv[1:]]
    runpy.run_module(argv[0], run_name="__main__", alter_sys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
