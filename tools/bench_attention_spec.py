"""Whole-model time with and without an attention spec entry: each CPU candidate of the model's
attention problem (`kind_configs`), in interleaved pairs, per-pair ratio medians.

    .venv/bin/python tools/bench_attention_spec.py testdata/dyn_attention.mlir \
        --extract 2x100x64xf32 2x77x64xf32 2x77x64xf32 --inputs 2x1024x64xf32 2x1024x64xf32 2x1024x64xf32

    .venv/bin/python tools/bench_attention_spec.py testdata/decoders/llama_prefill.mlir \
        --extract 2x64xi64 --inputs 4x256xi64

Each model built with the extract's flags plus `--iree-codegen-tuning-spec-path`; the outputs
compared with the default build's on local-sync (`output_check`: IREE 3.13's local-task
computes a causal prefill's NaNs on repeated calls, the default build's too), then timed on
local-task.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from iree_dynbench import extract
from iree_dynbench.extraction import compiler
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.cpu_configs import LoopShape
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.kind_configs import problem_candidates
from iree_dynbench.tune.output_check import compare_outputs, run_model
from iree_dynbench.tune.tuning_problems import ALL_KINDS, ATTENTION, find_problems
from iree_dynbench.tune.tuning_spec import SpecEntry, build_spec


def _array(shape: str, rng) -> np.ndarray:
    *dims, dtype = shape.split("x")
    dims = [int(d) for d in dims]
    if dtype.startswith("i") or dtype.startswith("si"):
        return rng.integers(0, 100, size=dims).astype(np.int64)
    return rng.standard_normal(dims).astype(np.float32)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("model", type=Path)
    parser.add_argument("--extract", nargs="+", required=True)
    parser.add_argument("--inputs", nargs="+", required=True)
    parser.add_argument("--candidates", type=int, default=4)
    parser.add_argument("--pairs", type=int, default=8)
    parser.add_argument("--calls", type=int, default=3)
    args = parser.parse_args()
    import iree.runtime as rt

    work = Path(tempfile.mkdtemp(prefix="attn-spec-"))
    result = extract(args.model, args.extract, output=work / "x")
    with TunerBuilder(result.output) as builder:
        found = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context), builder.manifest,
                              kinds=ALL_KINDS)
        flags = list(builder.manifest.compile_flags)
    (problem,) = [p for p in found.tunable if p.key.kind == ATTENTION]
    heavy = 1024
    loops = LoopShape(problem.reduction, problem.static, tuple(s or heavy for s in problem.static), problem.element_bytes)
    configs = problem_candidates(problem, loops, args.candidates + 1)
    base = work / "base.vmfb"
    compiler.standalone_to_vmfb(args.model, base, flags).run()
    rng = np.random.default_rng(0)
    inputs = [_array(s, rng) for s in args.inputs]
    config = rt.Config("local-task")

    def load(vmfb: Path):
        module = rt.load_vm_flatbuffer_file(str(vmfb), driver="local-task")
        return module.main

    base_fn = load(base)
    expected = run_model(base, inputs)
    print(f"problem: {problem.key.text}; default {problem.default.label}")
    for n, c in enumerate(configs[1:]):
        spec = work / f"spec{n}.mlir"
        spec.write_text(str(build_spec([SpecEntry("e", problem.key, c)], new_context())))
        vmfb = work / f"c{n}.vmfb"
        try:
            compiler.standalone_to_vmfb(args.model, vmfb, [*flags, f"--iree-codegen-tuning-spec-path={spec}"]).run()
        except Exception as e:  # noqa: BLE001 - a candidate IREE refuses is reported, the others go on
            print(f"{c.label}: does not build: {str(e).splitlines()[0]}")
            continue
        fn = load(vmfb)
        check = compare_outputs(expected, run_model(vmfb, inputs))
        ratios, tb, tc = [], [], []
        for k in range(args.pairs):
            order = [(base_fn, tb), (fn, tc)] if k % 2 == 0 else [(fn, tc), (base_fn, tb)]
            times = {}
            for f, sink in order:
                start = time.perf_counter()
                for _ in range(args.calls):
                    f(*inputs)
                t = (time.perf_counter() - start) / args.calls
                sink.append(t)
                times[id(sink)] = t
            ratios.append(times[id(tc)] / times[id(tb)])
        print(f"{c.label}: max abs diff {check.max_abs_diff:.2e} ({check.why or 'equal'}); default {statistics.median(tb) * 1e3:.2f} ms, "
              f"candidate {statistics.median(tc) * 1e3:.2f} ms, per-pair median ratio {statistics.median(ratios):.3f} "
              f"({args.pairs} pairs x {args.calls} calls)")


if __name__ == "__main__":
    main()
