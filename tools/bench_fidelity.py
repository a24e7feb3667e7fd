#!/usr/bin/env python3
"""How close isolated dispatch timings are to the real model, and what a shape query costs.

For a model (default: testdata/torch_block.mlir, 38 dispatches) extracted once,
at each size set:

* the median isolated/in-model time ratio per dispatch export, over the
  exports that make up 90% of the model's dispatch time (target 0.9 to 1.1);
* the sum of isolated medians over the whole-model time (target 0.85 to 1.15);

and the cost of one `__query_shapes` call from Python (target < 100 us).
In-model times come from `dynbench compare` (the model run many times under
iree-benchmark-module with HAL host-execution profiling; medians per run and
per call site). It also prints where the model's time outside its dispatches
goes: before the first and after the last dispatch of a run (submission,
task-worker wake-up, host code) and between dispatches. Prints measured
numbers only.

    .venv/bin/python tools/bench_fidelity.py [--model M --function F --sizes 2x33x64xf32 --sizes 8x256x64xf32]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from iree_dynbench.api import compile_like_extract
from iree_dynbench.run.compare import compare
from iree_dynbench.extraction.driver import extract
from iree_dynbench.run.options import TimingOptions
import iree_dynbench
from iree_dynbench.api import Suite

ROOT = Path(__file__).resolve().parent.parent
COVERAGE = 0.9


def query_cost_us(runner: Suite, dims: list[int], calls: int = 20000) -> tuple[float, float]:
    """(raw __query_shapes call, query + decode into DispatchParams), microseconds per call, best of 5."""
    raw, decoded = [], []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(calls):
            runner.module.raw_query(dims)
        raw.append((time.perf_counter() - start) / calls * 1e6)
        start = time.perf_counter()
        for _ in range(calls // 10):
            runner.module.query(dims)
        decoded.append((time.perf_counter() - start) / (calls // 10) * 1e6)
    return min(raw), min(decoded)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=ROOT / "testdata" / "torch_block.mlir")
    parser.add_argument("--function", default="main")
    parser.add_argument("--sizes", action="append", help="one size set, comma-separated shapes (repeatable)")
    parser.add_argument("--device", default="local-task")
    parser.add_argument("--min-time", type=float, default=1.0)
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--dir", type=Path, help="reuse/keep the extract output here")
    parser.add_argument("--cache", choices=("warm", "cold"), default="warm", help="cache state of the isolated runs")
    args = parser.parse_args(argv)
    size_sets = [s.split(",") for s in (args.sizes or ["2x33x64xf32", "4x128x64xf32", "8x256x64xf32"])]
    options = TimingOptions(args.min_time, args.repetitions, cache=args.cache)

    with tempfile.TemporaryDirectory(prefix="dynbench-fidelity-") as tmp:
        directory = args.dir or Path(tmp) / "out"
        start = time.perf_counter()
        result = extract(args.model, size_sets[0], output=directory, function=args.function)
        print(f"model {args.model.name}: {len(result.emitted)} dispatches extracted, "
              f"{len(result.skipped)} skipped, extract {time.perf_counter() - start:.1f} s")
        runner = iree_dynbench.open(directory, args.device)
        for sizes in size_sets:
            dims = runner.dims(sizes)
            raw_us, decoded_us = query_cost_us(runner, dims)
            comparison = compare(args.model, directory, sizes, compile_model=compile_like_extract, device=args.device,
                                 options=options)
            ratio = comparison.median_ratio(COVERAGE)
            covered = _covered(comparison)
            print(f"\nsizes {' '.join(sizes)} (device {args.device}, {options.repetitions} reps, "
                  f"min-time {options.min_time_s} s per dispatch, {options.cache} caches)")
            print(f"  median isolated/in-model ratio over the {len(covered)} exports making up "
                  f"{COVERAGE:.0%} of model dispatch time: {ratio:.3f}")
            print(f"  ratios of those exports: min {min(covered):.3f}, max {max(covered):.3f}")
            timing = comparison.timing
            print(f"  sum of isolated medians {comparison.isolated_total_us:.1f} us / whole model "
                  f"{comparison.model_us:.1f} us = {comparison.isolated_total_us / comparison.model_us:.3f}")
            print(f"  whole model per run: median {timing.median_us:.1f} us, mean {timing.mean_us:.1f} us "
                  f"over {timing.runs} runs")
            print(f"  in-model dispatch time {comparison.in_model_dispatch_total_us:.1f} us (isolated / that = "
                  f"{comparison.isolated_total_us / comparison.in_model_dispatch_total_us:.3f}); first to last "
                  f"dispatch {timing.span_us:.1f} us; outside that {timing.median_us - timing.span_us:.1f} us "
                  f"({(timing.median_us - timing.span_us) / timing.median_us:.0%} of the model)")
            print(f"  __query_shapes from Python: {raw_us:.1f} us per call; with decoding into "
                  f"{len(runner.manifest.dispatches)} DispatchParams: {decoded_us:.1f} us")
    return 0


def _covered(comparison) -> list[float]:
    paired = sorted((r for r in comparison.rows if r.ratio is not None), key=lambda r: -(r.in_model_us or 0.0))
    total = sum(r.in_model_us or 0.0 for r in paired)
    out, acc = [], 0.0
    for r in paired:
        if acc >= COVERAGE * total:
            break
        out.append(r.ratio)
        acc += r.in_model_us or 0.0
    return out


if __name__ == "__main__":
    sys.exit(main())
