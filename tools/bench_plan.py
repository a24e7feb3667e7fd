#!/usr/bin/env python3
"""`dynbench plan` on a production-sized size log (issue 21's figures), measured in one run.

1. Size logs: `read_size_log` of 10^6 and 10^7 lines of `tools/gen_size_log.py`'s traffic
   (seed 0), wall time and the peak resident memory of a fresh process reading each.
2. The plan: `dynbench plan` of tools/models/bert4.mlir (80 dispatches) on a 100,000-line
   log, wall time, with a counting check (`Suite.plan` in this process, `RunService.run`
   wrapped): every distinct work item timed exactly once, the plan's weights adding up to
   its total, and the worklist of `--cover 0.9` at full cover adding up to the plan's total.

    .venv/bin/python tools/bench_plan.py                 # all of it (about 5 minutes on 2 cores)
    .venv/bin/python tools/bench_plan.py --logs-only     # step 1 only
"""

from __future__ import annotations

import argparse
import math
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import gen_size_log  # noqa: E402

BERT = ROOT / "tools" / "models" / "bert4.mlir"
READ = (
    "import resource, sys, time\n"
    "from iree_dynbench.size_log import read_size_log\n"
    "t = time.perf_counter(); sets = read_size_log(sys.argv[1]); t = time.perf_counter() - t\n"
    "print(len(sets), sum(s.count for s in sets), t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
)


def write_log(path: Path, lines: int) -> None:
    block = gen_size_log.lines(100_000)
    with open(path, "w") as f:
        for _ in range(lines // len(block)):
            f.write("\n".join(block) + "\n")


def bench_logs(work: Path) -> None:
    for lines in (10**6, 10**7):
        path = work / f"{lines}.log"
        write_log(path, lines)
        out = subprocess.run([sys.executable, "-c", READ, str(path)], check=True, capture_output=True, text=True).stdout
        distinct, total, seconds, rss_kib = out.split()
        print(f"size log of {lines:,} lines ({path.stat().st_size / 2**20:.0f} MiB): {distinct} distinct sets, "
              f"{int(total):,} counted, read in {float(seconds):.1f} s, peak RSS {int(rss_kib) / 1024:.0f} MiB")
        path.unlink()


def bench_plan(work: Path, lines: int) -> None:
    import iree_dynbench
    from iree_dynbench.size_log import read_size_log
    from iree_dynbench.tune.worklist import choose, read_plan
    from iree_dynbench.render.plan import to_json

    out = work / "bert"
    iree_dynbench.extract(BERT, ["2x128xi64"] * 3, output=out)
    log = work / "traffic.log"
    log.write_text("\n".join(gen_size_log.lines(lines)) + "\n")
    suite = iree_dynbench.open(out)
    runner = suite.service
    timed: list[tuple] = []
    run = runner.run

    def counting(*args, **kwargs):
        result = run(*args, **kwargs)
        timed.extend((runner.manifest.dispatches[r.index].export, tuple(r.params.workgroup_count),
                      tuple(r.params.push_constants), tuple(r.params.binding_lengths)) for r in result.rows)
        return result

    runner.run = counting
    start = time.perf_counter()
    plan = suite.plan(read_size_log(log))
    wall = time.perf_counter() - start
    plan_json = work / "plan.json"
    plan_json.write_text(to_json(plan))
    problems = read_plan(plan_json)
    covered = sum(p.weighted_us for p in choose(problems, 1.0, None))
    print(f"plan of {lines:,} lines on {BERT.name} ({len(runner.manifest.dispatches)} dispatches): "
          f"{len(plan.size_sets)} distinct size sets, {plan.items} distinct work items, {wall:.0f} s")
    print(f"  timed {len(timed)} items, {len(set(timed))} distinct: "
          f"{'each once' if len(timed) == len(set(timed)) == plan.items == plan.timed else 'NOT each once'}")
    weights = sum(p.weighted_us for p in plan.problems)
    traffic = sum(s.count * p for s, p in zip(plan.size_sets, plan.predicted_us) if p is not None)
    print(f"  weights {weights:.6g} us, traffic {traffic:.6g} us, worklist at cover 1: {covered:.6g} us: "
          f"{'equal' if math.isclose(weights, traffic, rel_tol=1e-9) and math.isclose(weights, covered, rel_tol=1e-9) else 'DIFFER'}")
    nine = choose(problems, 0.9, None)
    print(f"  {len(problems)} problems; {len(nine)} cover 90%")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=100_000, help="lines of the plan's log")
    parser.add_argument("--logs-only", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-plan-") as tmp:
        work = Path(tmp)
        bench_logs(work)
        if not args.logs_only:
            bench_plan(work, args.lines)


if __name__ == "__main__":
    main()
