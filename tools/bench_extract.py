#!/usr/bin/env python3
"""Extract cost against a plain compile of the same model, measured in one run.

Prints (dynbench extract, which includes compiling benchmarks.vmfb with all
dispatch benchmarks) / (plain iree-compile of the model to a vmfb), as the
ratio of medians over interleaved runs, both in wall time and in CPU time
(this process and its children). Target: at most 1.3. On a shared VM the
wall-time ratio of single runs swings widely (0.9 to 1.7 seen on 2 vCPUs);
CPU time is the steadier measure of the work done. Each executable is
code-generated once: the standalone files are text, compiled on demand.

    python tools/bench_extract.py [--model testdata/torch_block.mlir] [--inputs 2x33x64xf32] [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from iree.compiler.tools.binaries import find_tool

from iree_dynbench import extract
from iree_dynbench.extraction.compiler import CompileOptions

ROOT = Path(__file__).resolve().parent.parent


def cpu_s() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def measure(action) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of `action()`."""
    cpu, wall = cpu_s(), time.perf_counter()
    action()
    return time.perf_counter() - wall, cpu_s() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, default=ROOT / "testdata/torch_block.mlir")
    parser.add_argument("--inputs", action="append", default=None)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    inputs = args.inputs or ["2x33x64xf32"]
    plain_argv = [find_tool("iree-compile"), str(args.model), *CompileOptions().flags]
    plain, dyn, results = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        extract(args.model, inputs, output=Path(tmp) / "warmup")  # imports and caches out of the timing
        for i in range(args.repeat):  # interleaved, so drifts in machine speed hit both alike
            plain.append(measure(lambda: subprocess.run([*plain_argv, "-o", f"{tmp}/model.vmfb"], check=True)))
            dyn.append(measure(lambda: results.append(extract(args.model, inputs, output=Path(tmp) / f"out{i}"))))
    result = results[-1]
    print(f"model: {args.model.name}  dispatches emitted: {len(result.emitted)}  skipped: {len(result.skipped)}")
    for k, what in enumerate(("wall", "CPU")):
        p = statistics.median(m[k] for m in plain)
        d = statistics.median(m[k] for m in dyn)
        print(f"{what:>4} time, median of {args.repeat}: plain iree-compile {p:.3f} s, dynbench extract {d:.3f} s, "
              f"ratio {d / p:.2f}  (target <= 1.3)")
    print("last extract: " + "  ".join(f"{k}={v:.3f}" for k, v in result.timings_s.items()))


if __name__ == "__main__":
    main()
