"""How much faster a sweep runs on two pinned CPU workers than on one.

A benchmark, not a test. Extracts a model once, then times the same sweep (>= 16 points)
with `--cpus A` (one worker) and `--cpus A --cpus B` (two workers, one core each: the same
cores per worker), interleaved, `--rounds` times each, and prints the wall times, their
medians and the speedup (median one / median two). Both include starting the workers and
their calibration before and after, as a user's sweep does.

    .venv/bin/python tools/bench_fleet.py                    # torch_block, 16 points, 3 rounds
    .venv/bin/python tools/bench_fleet.py --model two_dims --rounds 5                 # short points
"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DYNBENCH = [sys.executable, "-c", "from iree_dynbench.cli import entry; entry()"]
# model -> (extract --inputs, the sweep's 16 points)
MODELS = {
    "torch_block": (["4x64x64xf32"], ["--dim", "input0.dim0=1..4", "--dim", "input0.dim1=32..256:x2"]),  # 38 dispatches
    "two_dims": (["256x64xf32", "256x256xf32", "64x32xf32"], ["--dim", "input0.dim0=256..4096:+256"]),  # 3 dispatches
}


def _sweep(directory: Path, out: Path, cpus: list[str], extra: list[str]) -> float:
    args = [*DYNBENCH, "sweep", str(directory), "--no-plot", *extra, "-o", str(out)]
    for c in cpus:
        args += ["--cpus", c]
    start = time.perf_counter()
    subprocess.run(args, check=True, capture_output=True, text=True)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", choices=sorted(MODELS), default="torch_block", help="testdata model (default %(default)s).")
    parser.add_argument("--rounds", type=int, default=3, help="Interleaved rounds (default %(default)s).")
    parser.add_argument("--sweep-args", default="", help="More `dynbench sweep` options, e.g. '--min-time 0.5'.")
    args = parser.parse_args()
    inputs, points = MODELS[args.model]
    model = ROOT / "testdata" / f"{args.model}.mlir"
    extra = [*points, *shlex.split(args.sweep_args)]
    cpus = sorted(os.sched_getaffinity(0))
    if len(cpus) < 2:
        print("needs two CPUs", file=sys.stderr)
        return 2
    a, b = str(cpus[0]), str(cpus[1])
    with tempfile.TemporaryDirectory(prefix="bench-fleet-") as tmp:
        directory = Path(tmp) / "extract"
        subprocess.run([*DYNBENCH, "extract", str(model), *[x for i in inputs for x in ("--inputs", i)], "-o", str(directory)],
                       check=True, capture_output=True)
        one, two = [], []
        for r in range(args.rounds):
            one.append(_sweep(directory, Path(tmp) / f"one{r}", [a], extra))
            two.append(_sweep(directory, Path(tmp) / f"two{r}", [a, b], extra))
            print(f"  round {r + 1}: --cpus {a}: {one[-1]:.1f} s; --cpus {a} --cpus {b}: {two[-1]:.1f} s", file=sys.stderr)
    m1, m2 = statistics.median(one), statistics.median(two)
    print(f"sweep of 16 points ({model.name}{', ' + args.sweep_args if args.sweep_args else ''}), {args.rounds} interleaved rounds, medians: one worker {m1:.1f} s, "
          f"two workers {m2:.1f} s, speedup {m1 / m2:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
