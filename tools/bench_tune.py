"""What `dynbench tune` gains on corpus models, predicted and measured on the model, and what it costs.

A benchmark, not a test. Per model: a traffic log is generated (fixed seed), the model is
extracted, then `dynbench tune DIR --sizes LOG` runs (`--top` or `--cover`, `--candidates`, `--rounds` as
`--search-rounds`, `--budget`);
printed per model: the reach (the traffic's share tune set out to tune, and the heaviest kernels
left out with why), the problems tuned (and those where no candidate beat IREE's default), the
traffic's dispatch time predicted with the spec (isolated, paired timings), the model's time with
the spec over without at the traffic's heaviest size sets (in-model, interleaved pairs, medians
of the pairs' ratios, weighted by the traffic: `measured`), and the wall time tune took. Then one
table, a row per model (markdown, for docs/tune.md): the share tuned, the problems tuned per kind,
each tuned problem's predicted and in-model ratio, the model's time with and without the spec at
each verified size set, tune's time.

Models: the Llama-style decode step (`testdata/decoders/llama_decode.mlir`, inline weights; `llama_decode_two_mode`:
the same step with interactive and batch requests, for `--ranges`), the
BERT-style encoder (`tools/models/bert4.mlir`; `bert4_two_mode`: queries and documents, for
`--ranges`), and the attention-heavy Qwen2-style prefill
exported by iree-turbine (`tools/gen_qwen_prefill.py` -> `testdata/decoders/qwen_prefill.mlir`:
external parameters, timed on zero splats as tune does without `--parameters`; its outputs
checked on seeded random parameters; `qwen_prefill_long`: the same model with prompts uniform over
2..1024, where the attention takes most of the time; `qwen_prefill_two_mode`: interactive and batch
prompts, for `--ranges`).

    .venv/bin/python tools/bench_tune.py                         # all three
    .venv/bin/python tools/bench_tune.py --models qwen_prefill --top 2 --candidates 4 --keep /tmp/bt

`--ranges R`: tune runs twice per model, with one configuration per problem and with `--ranges R`;
the model is built three ways (the extract's flags: IREE's default; the one-configuration spec;
both specs of the ranged tune) and, per range of each problem split into ranges, timed at the
range's heaviest size set: the in-model dispatch time of each build (profiled batches, `ab_models`),
the one-configuration and the ranged build each paired with the default (median over rounds of the
per-round ratio), the ranged build paired with the one-configuration build directly (the figure
that says whether by range wins: two ratios against the default from separate passes carry both
passes' noise), and in total over the ranges, weighted by their traffic. `dyn_matmul`
(testdata/dyn_matmul.mlir, a decode-like mode M = 1-8 and a prefill-like one M = 128-512 padded
to 64) makes it quick:

    .venv/bin/python tools/bench_tune.py --models dyn_matmul --ranges 2 --requests 100 --candidates 3
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


def decode_two_mode_traffic(count: int, seed: int = 0) -> list[str]:
    """The decode step's requests in two modes: 70% interactive (B = 1, cache 16..256) and 30%
    batch (B = 4, cache 512..1024), cache lengths rounded up to 16."""
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        batch, low, high = (1, 16, 256) if rng.random() < 0.7 else (4, 512, 1024)
        length = -(-rng.randint(low, high) // 16) * 16
        cache = f"2x{batch}x{length}x2x16xf32"
        lines.append(f"{batch}x1xi64 {cache} {cache}")
    return lines


def encoder_traffic(count: int, seed: int = 0) -> list[str]:
    """A BERT-style encoder's requests (tools/gen_size_log.py: B 1..8, S log-normal, padded to 16)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from gen_size_log import lines

    return lines(count, seed)


def encoder_two_mode_traffic(count: int, seed: int = 0) -> list[str]:
    """The encoder's requests in two modes: 90% queries (B uniform in 1..8, S in 16..128) and 10%
    documents (B = 8, S in 384..512), S padded to 16: the queries hold a tenth of the attention's
    time, the documents the rest."""
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        batch, low, high = (rng.randint(1, 8), 16, 128) if rng.random() < 0.9 else (8, 384, 512)
        shape = f"{batch}x{-(-rng.randint(low, high) // 16) * 16}xi64"
        lines.append(" ".join([shape] * 3))
    return lines


def prefill_traffic(count: int, seed: int = 0) -> list[str]:
    """The Qwen2-style prefill's requests (tools/gen_qwen_prefill.py: B 1..8, prompt log-normal, padded to 16)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from gen_qwen_prefill import traffic

    return traffic(count, seed)


def long_prefill_traffic(count: int, seed: int = 0) -> list[str]:
    """The prefill's requests with prompts uniform over 2..1024 (`gen_qwen_prefill.traffic`'s "long"):
    the issue's attention-heavy traffic."""
    sys.path.insert(0, str(ROOT / "tools"))
    from gen_qwen_prefill import traffic

    return traffic(count, seed, prompts="long")


def prefill_two_mode_traffic(count: int, seed: int = 0) -> list[str]:
    """The prefill's requests in two modes: 92% interactive (B = 1, prompt 64..256) and 8% batch
    (B = 4, prompt 512..1024), padded to 16: the interactive ones hold about a tenth of the
    attention's time (quadratic in the prompt), the batch ones the rest."""
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        batch, low, high = (1, 64, 256) if rng.random() < 0.92 else (4, 512, 1024)
        lines.append(f"{batch}x{-(-rng.randint(low, high) // 16) * 16}xi64")
    return lines


def matmul_traffic(count: int, seed: int = 0) -> list[str]:
    """testdata/dyn_matmul.mlir's requests in two modes: 95% decode-like M in 1..8, 5% prefill-like
    M in 128..512, padded to 64 (K = 1024, N = 512)."""
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        m = rng.randint(1, 8) if rng.random() < 0.95 else rng.randint(2, 8) * 64
        lines.append(f"{m}x1024xf32 1024x512xf32")
    return lines


MODELS = {
    "dyn_matmul": (ROOT / "testdata" / "dyn_matmul.mlir", matmul_traffic),
    "llama_decode": (ROOT / "testdata" / "decoders" / "llama_decode.mlir", decode_traffic),
    "llama_decode_two_mode": (ROOT / "testdata" / "decoders" / "llama_decode.mlir", decode_two_mode_traffic),
    "bert4": (ROOT / "tools" / "models" / "bert4.mlir", encoder_traffic),
    "bert4_two_mode": (ROOT / "tools" / "models" / "bert4.mlir", encoder_two_mode_traffic),
    "qwen_prefill": (ROOT / "testdata" / "decoders" / "qwen_prefill.mlir", prefill_traffic),
    "qwen_prefill_long": (ROOT / "testdata" / "decoders" / "qwen_prefill.mlir", long_prefill_traffic),
    "qwen_prefill_two_mode": (ROOT / "testdata" / "decoders" / "qwen_prefill.mlir", prefill_two_mode_traffic),
}


def num(v) -> float:
    return math.nan if v is None else v


def tune(name: str, directory: Path, log: Path, out: Path, args, ranges: int = 1) -> float:
    """Run tune, its progress and reach lines echoed as they come (stderr); the seconds it took."""
    chosen = ["--cover", str(args.cover)] if args.cover is not None else ["--top", str(args.top)]
    command = [*DYNBENCH, "tune", str(directory), "--sizes", str(log), *chosen, "--candidates", str(args.candidates),
               "-o", str(out), *(["--ranges", str(ranges)] if ranges > 1 else [])]
    if args.search_rounds is not None:
        command += ["--rounds", str(args.search_rounds)]
    if args.budget is not None:
        command += ["--budget", str(args.budget)]
    if args.resume:
        command.append("--resume")
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
    if not (args.resume and directory.is_dir()):
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
        print(f"  {p['entry'] or 'no entry'}: {p['problem']} ({p['share'] * 100:.1f}% of the traffic): {p['outcome']} {gain}")
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
    found = {"model": name, "requests": len(requests), "distinct": len(set(requests)), "tune_s": elapsed, "report": report}
    if args.ranges > 1:
        found["ranges"] = by_range(name, directory, log, out, work, args)
    return found


def by_range(name: str, directory: Path, log: Path, one: Path, work: Path, args) -> dict:
    """The ranged tune, and the three builds' in-model dispatch time per range and in total (module docstring)."""
    from iree_dynbench import open as open_suite
    from iree_dynbench.extraction import compiler
    from iree_dynbench.extraction.parameters import declared_parameters
    from iree_dynbench.run.ab import ModelPairOptions, ab_models
    from iree_dynbench.run.parameters import model_parameters

    ranged = work / f"{name}.tune{args.ranges}"
    elapsed = tune(name, directory, log, ranged, args, ranges=args.ranges)
    report = json.loads((ranged / "tune.json").read_text())
    suite = open_suite(directory)
    model = Path(suite.manifest.model)
    builds = {"default": list(suite.manifest.compile_flags), "one": json.loads((one / "tune.json").read_text())["flags"],
              "ranged": report["flags"]}
    vmfbs = {}
    for side, flags in builds.items():
        if not flags and side != "default":  # nothing kept: the default build
            flags = builds["default"]
        vmfbs[side] = work / f"{name}.{side}.vmfb"
        compiler.standalone_to_vmfb(model, vmfbs[side], flags).run()
    from iree_dynbench.tune.variants import variants_applied

    # a variant is timed as its chain's head (the export the other builds dispatch)
    aliases = {v.export: chain.export for chain in variants_applied(model, builds["ranged"], suite.manifest.target)
               for v in chain.variants if v.export != chain.export}
    rows = []
    # a model with external parameters runs on zero splats of them (timing needs no real weights), as tune's own timing
    with model_parameters(model, (), declared_parameters) as parameters:
        for p in report["problems"]:
            for r in p.get("ranges", []):
                if not r["size_sets"]:
                    continue
                inputs = r["size_sets"][0]
                timed = {}
                # each paired with the default build, and by range with one configuration directly (their
                # own pairs: two ratios against the default, each from its own pass, carry twice the noise)
                for name, base, side in (("one", "default", "one"), ("ranged", "default", "ranged"), ("direct", "one", "ranged")):
                    diff = ab_models(vmfbs[base], vmfbs[side], inputs, ModelPairOptions(rounds=args.rounds, runs=10, seed=1),
                                     function=suite.manifest.function, aliases=aliases if side == "ranged" else None,
                                     parameters=parameters)
                    timed[name] = in_model(diff)
                bounds = " ".join(f"loop {b['loop']} {'' if b['umin'] is None else b['umin']}.."
                                  f"{'' if b['umax'] is None else b['umax']}{'/' + str(b['udiv']) if b['udiv'] > 1 else ''}"
                                  for b in r["bounds"])
                rows.append({"entry": p["entry"], "range": bounds, "share": r["share"], "weighted_us": r["weighted_us"],
                             "outcome": r["outcome"], "inputs": inputs, "default_us": timed["one"][0],
                             "one_us": timed["one"][1], "one_ratio": timed["one"][2],
                             "ranged_us": timed["ranged"][1], "ranged_ratio": timed["ranged"][2],
                             "ranged_over_one": timed["direct"][2]})
                print(f"  {p['entry'] or p['problem']} range {bounds} ({r['share'] * 100:.0f}% of its time, {r['outcome']}) at "
                      f"{' '.join(inputs)}: in-model dispatches default {rows[-1]['default_us']:.1f} us, one configuration "
                      f"{rows[-1]['one_us']:.1f} us ({rows[-1]['one_ratio']:.3f}x), by range {rows[-1]['ranged_us']:.1f} us "
                      f"({rows[-1]['ranged_ratio']:.3f}x); by range over one configuration, paired: "
                      f"{rows[-1]['ranged_over_one']:.3f}x")
    weight = sum(r["weighted_us"] for r in rows)
    total = {k: sum(r["weighted_us"] * r[k] for r in rows) / weight if weight else math.nan
             for k in ("one_ratio", "ranged_ratio", "ranged_over_one")}
    print(f"  in total over the ranges (weighted by their traffic): one configuration {total['one_ratio']:.3f}x, "
          f"by range {total['ranged_ratio']:.3f}x of the default's in-model dispatch time, by range "
          f"{total['ranged_over_one']:.3f}x of one configuration's (paired); the ranged tune took {elapsed:.0f} s")
    return {"rows": rows, "total": total, "tune_s": elapsed}


def in_model(diff) -> tuple[float, float, float]:
    """A diff's in-model dispatch time per run on each side (every export's median summed; a
    ranged build's variants timed as their chain's head) and the median over rounds of NEW / BASE."""
    import statistics

    rows = [r for r in diff.rows if r.name != "model"]
    base = [r.base.times_us for r in rows if r.base and r.base.ok]
    new = [r.new.times_us for r in rows if r.new and r.new.ok]
    count = min(len(t) for t in base + new)
    ratios = [sum(t[k] for t in new) / sum(t[k] for t in base) for k in range(count)]
    return (sum(statistics.median(t) for t in base), sum(statistics.median(t) for t in new), statistics.median(ratios))


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
    parser.add_argument("--models", nargs="+", default=[m for m in MODELS if "two_mode" not in m and m != "qwen_prefill_long"], choices=list(MODELS))
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--top", type=int, default=3)
    parser.add_argument("--cover", type=float, help="tune's --cover (instead of --top): the heaviest problems whose shares add up to it")
    parser.add_argument("--candidates", type=int, default=6)
    parser.add_argument("--search-rounds", type=int, help="tune's --rounds (the search's rounds per problem at most)")
    parser.add_argument("--budget", type=float, help="tune's --budget (seconds after which no problem is started)")
    parser.add_argument("--ranges", type=int, default=1, help="also tune with --ranges R and time the three builds per range")
    parser.add_argument("--rounds", type=int, default=10, help="--ranges: paired rounds of the builds per range")
    parser.add_argument("--keep", type=Path, help="keep the extracts, logs, tune outputs and summary.json here")
    parser.add_argument("--resume", action="store_true",
                        help="with --keep: reuse its extracts and resume its tunes (tune --resume; the same options)")
    args = parser.parse_args()
    if args.resume and args.keep is None:
        parser.error("--resume needs --keep (the folder of the run to resume)")
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
