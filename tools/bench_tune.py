"""What `dynbench tune` gains on corpus models, predicted and measured on the model, and what it costs.

A benchmark, not a test. Per model: a traffic log is generated (fixed seed), the model is
extracted, then `dynbench tune DIR --sizes LOG` runs (`--top`, `--candidates`); printed per
model: the problems tuned (and those where no candidate beat IREE's default), the traffic's
dispatch time predicted with the spec (isolated, paired timings), the model's time with the
spec over without at the traffic's heaviest size sets (in-model, interleaved pairs, weighted by
the traffic: `measured`), and the wall time tune took.

    .venv/bin/python tools/bench_tune.py                         # llama_decode and bert4
    .venv/bin/python tools/bench_tune.py --models bert4 --keep /tmp/bt
"""

from __future__ import annotations

import argparse
import json
import math
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DYNBENCH = [sys.executable, "-c", "from iree_dynbench.cli import entry; entry()"]


def decode_traffic(count: int, seed: int = 0) -> list[str]:
    """A Llama-style decode step's requests: B uniform in 1..4, cache length log-uniform in 16..1024,
    rounded up to 16 (testdata/decoders/llama_decode.mlir: tokens B x 1, K and V caches)."""
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        batch = rng.randint(1, 4)
        length = -(-int(math.exp(rng.uniform(math.log(16), math.log(1024)))) // 16) * 16
        cache = f"2x{batch}x{length}x2x16xf32"
        lines.append(f"{batch}x1xi64 {cache} {cache}")
    return lines


def encoder_traffic(count: int, seed: int = 0) -> list[str]:
    """A BERT-style encoder's requests (tools/gen_size_log.py: B 1..8, S log-normal, padded to 16)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from gen_size_log import lines

    return lines(count, seed)


MODELS = {
    "llama_decode": (ROOT / "testdata" / "decoders" / "llama_decode.mlir", decode_traffic),
    "bert4": (ROOT / "tools" / "models" / "bert4.mlir", encoder_traffic),
}


def bench(name: str, work: Path, args) -> dict:
    model, traffic = MODELS[name]
    log = work / f"{name}.log"
    requests = traffic(args.requests)
    log.write_text("\n".join(requests) + "\n")
    heaviest = max(set(requests), key=lambda r: requests.count(r) * sum(math.prod(map(int, s.split("x")[:-1])) for s in r.split()))
    directory = work / name
    subprocess.run([*DYNBENCH, "extract", str(model), *[a for s in heaviest.split() for a in ("--inputs", s)],
                    "-o", str(directory)], check=True, capture_output=True)
    out = work / f"{name}.tune"
    start = time.monotonic()
    done = subprocess.run([*DYNBENCH, "tune", str(directory), "--sizes", str(log), "--top", str(args.top),
                           "--candidates", str(args.candidates), "-o", str(out)], capture_output=True, text=True)
    elapsed = time.monotonic() - start
    if done.returncode != 0:
        print(done.stderr[-2000:], file=sys.stderr)
        raise SystemExit(f"{name}: tune exited {done.returncode}")
    report = json.loads((out / "tune.json").read_text())
    print(f"{name}: {len(requests)} requests, {len(set(requests))} distinct size sets; tune took {elapsed:.0f} s")
    for p in report["problems"]:
        chosen = p["chosen"]
        gain = f"predicted {chosen['predicted_ratio']:.3f}x of its time" if chosen else ""
        print(f"  {p['entry']}: {p['problem']} ({p['share'] * 100:.1f}% of the traffic): {p['outcome']} {gain}")
    def num(v):
        return math.nan if v is None else v

    for m in report["model"]:
        interval = m["interval"] or [math.nan, math.nan]
        dinterval = m["dispatch_interval"] or [math.nan, math.nan]
        print(f"  model at {' '.join(m['inputs'])}: wall {num(m['ratio']):.3f}x [{interval[0]:.3f}, {interval[1]:.3f}] "
              f"{m['verdict']}; in-model dispatches {num(m['dispatch_ratio']):.3f}x [{dinterval[0]:.3f}, "
              f"{dinterval[1]:.3f}] (predicted {num(m['predicted_dispatch_ratio']):.3f}x); tuned exports in-model "
              f"{num(m['tuned_exports_ratio']):.3f}x")
    print(f"  traffic: predicted {report['predicted_ratio']:.3f}x of its dispatch time (isolated); at the heaviest size "
          f"sets, weighted: in-model dispatches predicted {num(report['predicted_dispatch_ratio']):.3f}x, measured "
          f"{num(report['measured_dispatch_ratio']):.3f}x; model wall time measured {num(report['measured_ratio']):.3f}x")
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--top", type=int, default=3)
    parser.add_argument("--candidates", type=int, default=6)
    parser.add_argument("--keep", type=Path, help="keep the extracts, logs and tune outputs here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-tune-") as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for name in args.models:
            bench(name, work, args)


if __name__ == "__main__":
    main()
