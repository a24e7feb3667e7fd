#!/usr/bin/env python3
"""Extract cost against a plain compile of the same model, measured in one run.

Prints (dynbench extract, which includes compiling benchmarks.vmfb with all
dispatch benchmarks) / (plain iree-compile of the model to a vmfb).
Target: at most 1.3. Each executable is code-generated once: the standalone
files are text, compiled only on demand.

    python tools/bench_extract.py [--model testdata/torch_block.mlir] [--inputs 2x33x64xf32] [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from iree.compiler.tools.binaries import find_tool

from iree_dynbench import extract
from iree_dynbench.compiler import CompileOptions

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, default=ROOT / "testdata/torch_block.mlir")
    parser.add_argument("--inputs", action="append", default=None)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    inputs = args.inputs or ["2x33x64xf32"]
    plain, dyn = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.repeat):
            start = time.perf_counter()
            subprocess.run(
                [find_tool("iree-compile"), str(args.model), *CompileOptions().flags, "-o", f"{tmp}/model.vmfb"],
                check=True,
            )
            plain.append(time.perf_counter() - start)
            start = time.perf_counter()
            result = extract(args.model, inputs, output=Path(tmp) / f"out{i}")
            dyn.append(time.perf_counter() - start)
    p, d = statistics.median(plain), statistics.median(dyn)
    print(f"model: {args.model.name}  dispatches emitted: {len(result.emitted)}  skipped: {len(result.skipped)}")
    print(f"plain iree-compile (median of {args.repeat}): {p:.3f} s")
    print(f"dynbench extract   (median of {args.repeat}): {d:.3f} s  " + "  ".join(f"{k}={v:.3f}" for k, v in result.timings_s.items()))
    print(f"ratio extract / plain compile: {d / p:.2f}  (target <= 1.3)")


if __name__ == "__main__":
    main()
