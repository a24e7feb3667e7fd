"""What `dynbench tune` gains on corpus models, predicted and measured on the model, and what it costs.

A benchmark, not a test. Per model: a traffic log is generated (fixed seed), the model is
extracted, then `dynbench tune DIR --sizes LOG` runs (`--top`, `--candidates`, `--budget`);
printed per model: the reach (the traffic's share tune set out to tune, and the heaviest kernels
left out with why), the problems tuned (and those where no candidate beat IREE's default), the
traffic's dispatch time predicted with the spec (isolated, paired timings), the model's time with
the spec over without at the traffic's heaviest size sets (in-model, interleaved pairs, medians
of the pairs' ratios, weighted by the traffic: `measured`), and the wall time tune took. Then one
table, a row per model (markdown, for docs/tune.md): the share tuned, the problems tuned per kind,
each tuned problem's predicted and in-model ratio, the model's time with and without the spec at
each verified size set, tune's time.

Models: the Llama-style decode step (`testdata/decoders/llama_decode.mlir`, inline weights), the
BERT-style encoder (`tools/models/bert4.mlir`), and the attention-heavy Qwen2-style prefill
exported by iree-turbine (`tools/gen_qwen_prefill.py` -> `testdata/decoders/qwen_prefill.mlir`:
external parameters, timed on zero splats as tune does without `--parameters`; its outputs
checked on seeded random parameters).

    .venv/bin/python tools/bench_tune.py                         # all three
    .venv/bin/python tools/bench_tune.py --models qwen_prefill --top 2 --candidates 4 --keep /tmp/bt
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


def prefill_traffic(count: int, seed: int = 0) -> list[str]:
    """The Qwen2-style prefill's requests (tools/gen_qwen_prefill.py: B 1..8, prompt log-normal, padded to 16)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from gen_qwen_prefill import traffic

    return traffic(count, seed)


MODELS = {
    "llama_decode": (ROOT / "testdata" / "decoders" / "llama_decode.mlir", decode_traffic),
    "bert4": (ROOT / "tools" / "models" / "bert4.mlir", encoder_traffic),
    "qwen_prefill": (ROOT / "testdata" / "decoders" / "qwen_prefill.mlir", prefill_traffic),
}


def num(v) -> float:
    return math.nan if v is None else v


def tune(name: str, directory: Path, log: Path, out: Path, args) -> float:
    """Run tune, its progress and reach lines echoed as they come (stderr); the seconds it took."""
    command = [*DYNBENCH, "tune", str(directory), "--sizes", str(log), "--top", str(args.top),
               "--candidates", str(args.candidates), "-o", str(out)]
    if args.budget is not None:
        command += ["--budget", str(args.budget)]
    start = time.monotonic()
    with subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True) as done:
        tail: list[str] = []
        for line in done.stderr:
            print(f"  | {line}", end="", file=sys.stderr, flush=True)
            tail = (tail + [line])[-40:]
    if done.returncode != 0:
        raise SystemExit(f"{name}: tune exited {done.returncode}:\n{''.join(tail)}")
    return time.monotonic() - start


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
    elapsed = tune(name, directory, log, out, args)
    report = json.loads((out / "tune.json").read_text())
    print(f"{name}: {len(requests)} requests, {len(set(requests))} distinct size sets; tune took {elapsed:.0f} s")
    reach = report.get("reach")
    if reach:
        print(f"  reach: {reach['tuned_share'] * 100:.1f}% of the traffic's dispatch time in the problems tune set out to tune")
        for left in reach["left_out"][:6]:
            print(f"    left out {left['share'] * 100:.1f}% {left['export']}: {left['why']}")
    for p in report["problems"]:
        chosen = p["chosen"]
        gain = (f"predicted {chosen['predicted_ratio']:.3f}x of its time, in-model {num(p.get('in_model_ratio')):.3f}x"
                if chosen and chosen.get("predicted_ratio") is not None else "")
        print(f"  {p['entry']}: {p['problem']} ({p['share'] * 100:.1f}% of the traffic): {p['outcome']} {gain}")
    for m in report["model"]:
        interval = m["interval"] or [math.nan, math.nan]
        dinterval = m["dispatch_interval"] or [math.nan, math.nan]
        print(f"  model at {' '.join(m['inputs'])}: {num(m['base_us']) / 1e3:.2f} ms -> {num(m['tuned_us']) / 1e3:.2f} ms, "
              f"wall {num(m['ratio']):.3f}x [{interval[0]:.3f}, {interval[1]:.3f}] "
              f"{m['verdict']}; in-model dispatches {num(m['dispatch_ratio']):.3f}x [{dinterval[0]:.3f}, "
              f"{dinterval[1]:.3f}] (predicted {num(m['predicted_dispatch_ratio']):.3f}x); tuned exports in-model "
              f"{num(m['tuned_exports_ratio']):.3f}x")
    check = report.get("output_check")
    if check:
        print(f"  outputs at {' '.join(check['inputs'])}: {'equal' if check['equal'] else 'DIFFER'} "
              f"(max abs diff {num(check['max_abs_diff']):.2g}{', random parameters' if check.get('random_parameters') else ''})")
    for note in report.get("notes", []):
        print(f"  note: {note}")
    print(f"  traffic: predicted {report['predicted_ratio']:.3f}x of its dispatch time (isolated); at the heaviest size "
          f"sets, weighted: in-model dispatches predicted {num(report['predicted_dispatch_ratio']):.3f}x, measured "
          f"{num(report['measured_dispatch_ratio']):.3f}x; model wall time measured {num(report['measured_ratio']):.3f}x")
    return {"model": name, "requests": len(requests), "distinct": len(set(requests)), "tune_s": elapsed, "report": report}


def row(result: dict) -> list[str]:
    """One model's figures: the table's row."""
    report = result["report"]
    problems = report["problems"]
    reach = report.get("reach") or {}
    tuned = [p for p in problems if p["outcome"] == "tuned"]
    kinds: dict[str, list[int]] = {}
    for p in problems:
        counts = kinds.setdefault(p.get("kind", "?"), [0, 0])
        counts[0] += p["outcome"] == "tuned"
        counts[1] += 1
    gains = "; ".join(f"{p['entry']} {p.get('kind', '?')} {p['chosen']['predicted_ratio']:.2f}x / "
                      f"{num(p.get('in_model_ratio')):.2f}x" for p in tuned) or "none"
    times = "; ".join(f"{' '.join(m['inputs'])}: {num(m['base_us']) / 1e3:.1f} -> {num(m['tuned_us']) / 1e3:.1f} ms "
                      f"= {num(m['ratio']):.3f}x [{(m['interval'] or [math.nan] * 2)[0]:.2f}, "
                      f"{(m['interval'] or [math.nan] * 2)[1]:.2f}]" for m in report["model"]) or "no spec: not timed"
    return [
        f"`{result['model']}` ({result['distinct']} size sets)",
        f"{num(reach.get('tuned_share')) * 100:.1f}% / {sum(p['share'] for p in tuned) * 100:.1f}%",
        ", ".join(f"{k} {t} of {n}" for k, (t, n) in kinds.items()) or "none",
        gains,
        f"{report['predicted_ratio']:.3f}x / {num(report['measured_dispatch_ratio']):.3f}x",
        times,
        f"{num(report['measured_ratio']):.3f}x",
        f"{result['tune_s']:.0f} s",
    ]


HEADER = ["model", "share set out / kept", "problems tuned per kind", "per problem: predicted / in-model",
          "traffic dispatch: predicted / in-model", "model per call at the heaviest size sets: without -> with spec (paired median)",
          "model, weighted", "tune took"]


def table(results: list[dict]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    lines += ["| " + " | ".join(row(r)) + " |" for r in results]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--top", type=int, default=3)
    parser.add_argument("--candidates", type=int, default=6)
    parser.add_argument("--budget", type=float, help="tune's --budget (seconds after which no problem is started)")
    parser.add_argument("--keep", type=Path, help="keep the extracts, logs, tune outputs and summary.json here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-tune-") as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        results = [bench(name, work, args) for name in args.models]
        (work / "summary.json").write_text(json.dumps([{k: v for k, v in r.items() if k != "report"} | {"row": row(r)}
                                                       for r in results], indent=1) + "\n")
    print()
    print(table(results))


if __name__ == "__main__":
    main()
