"""How often `dynbench diff` calls a change that is not there, and finds one that is.

A benchmark, not a test: it times real runs on a loaded machine and prints rates.

For each model it extracts once, starts a second benchmark process that loads the
machine (`dynbench run` of the same output in a loop, as another CI job would), and
times `2 x --pairs` default runs (`dynbench run --format json`). Then:

- A/A: consecutive runs are paired; a pair where `diff` calls any dispatch a
  regression (what fails a CI job) is a false positive. The rate is over pairs.
- A/B: a run pair with one dispatch made `F` times slower in NEW (each of its
  repetitions scaled: the slowdown a slower kernel would show, on top of the real
  noise of both runs), for F in 1.2, 1.5, 2; the slowed dispatch cycles through
  all dispatches. Detected: `diff` reports that dispatch as a regression. Any
  other dispatch flagged in the pair counts as a false positive too.

    .venv/bin/python tools/bench_diff.py                       # torch_block and bert4, 10 A/A pairs, 20 A/B per F
    .venv/bin/python tools/bench_diff.py --pairs 5 --no-load   # quicker, on an idle machine
    .venv/bin/python tools/bench_diff.py --keep runs/          # keep the runs; again: judge them again

`--ab` measures `dynbench ab` instead, on real builds: the model extracted as BASE and again
as a second extract of the same build; and with a CPU tuning spec that gives its QKV matmul
(the f32 contraction N=192, K=64, any M: both models have it, at M = 256 here) a poor
configuration, a slowdown the compiler makes (`SLOW_CONFIGS`: a strong one, ~1.5-2x, and a
mild one). A/A: `--pairs` comparisons, half BASE against itself, half BASE against the second
extract; a pair where `ab` flags any dispatch (slower or faster) is a false positive. A/B:
`--ab-pairs` comparisons of BASE against each slowed build; detected when every call site of
the slowed matmul is flagged slower; the factor printed is the median of `ab`'s ratios for it.

    .venv/bin/python tools/bench_diff.py --ab                  # both models, loaded, 10 A/A, 20 A/B per config
    .venv/bin/python tools/bench_diff.py --ab --duet           # the same with --duet --cpus 0 --cpus 1
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
MODELS = {
    "torch_block": (ROOT / "testdata" / "torch_block.mlir", ["4x64x64xf32"]),
    "bert4": (ROOT / "tools" / "models" / "bert4.mlir", ["2x128xi64"] * 3),
}
FACTORS = (1.2, 1.5, 2.0)
DYNBENCH = [sys.executable, "-c", "from iree_dynbench.cli import entry; entry()"]


def _run(directory: Path, out: Path, extra: list[str]) -> dict:
    text = subprocess.run([*DYNBENCH, "run", str(directory), "--format", "json", *extra], check=True,
                          capture_output=True, text=True).stdout
    out.write_text(text)
    return json.loads(text)


def _slowed(data: dict, index: int, factor: float) -> dict:
    copy = json.loads(json.dumps(data))
    row = copy["dispatches"][index]
    row["times_us"] = [t * factor for t in row["times_us"]]
    row["median_us"] = row["median_us"] * factor
    return copy


def _flagged(base: Path, new: Path) -> list[str]:
    """The dispatches `diff` calls regressions (what fails a CI job)."""
    import iree_dynbench

    return [r.name for r in iree_dynbench.diff(base, new).regressions]


def bench(name: str, pairs: int, ab_pairs: int, load: bool, work: Path, extra: list[str]) -> dict:
    model, inputs = MODELS[name]
    directory = work / name
    saved = [work / f"{name}-{k}.json" for k in range(2 * pairs)]
    if all(path.is_file() for path in saved):  # --keep DIR of an earlier measurement: judge those runs again
        runs = [(path, json.loads(path.read_text())) for path in saved]
        return _judge(name, runs, pairs, ab_pairs, work)
    subprocess.run([*DYNBENCH, "extract", str(model), *[a for s in inputs for a in ("--inputs", s)],
                    "-o", str(directory)], check=True, capture_output=True)
    loader = None
    if load:
        loop = f"while true; do {shlex.join(DYNBENCH)} run {shlex.quote(str(directory))} --format csv >/dev/null 2>&1; done"
        loader = subprocess.Popen(["bash", "-c", loop], start_new_session=True)
    try:
        runs = []
        for k in range(2 * pairs):
            path = work / f"{name}-{k}.json"
            runs.append((path, _run(directory, path, extra)))
            print(f"  {name}: run {k + 1}/{2 * pairs}", file=sys.stderr)
    finally:
        if loader is not None:
            os.killpg(loader.pid, signal.SIGKILL)
            loader.wait()
    return _judge(name, runs, pairs, ab_pairs, work)


def _judge(name: str, runs: list, pairs: int, ab_pairs: int, work: Path) -> dict:
    aa = [bool(_flagged(runs[2 * k][0], runs[2 * k + 1][0])) for k in range(pairs)]
    names = [d["dispatch"] for d in runs[0][1]["dispatches"]]
    detection, ab_false = {}, {}
    for factor in FACTORS:
        found, false = 0, 0
        for k in range(ab_pairs):
            base, (_, new_data) = runs[k % len(runs)][0], runs[(k + 1) % len(runs)]
            index = k % len(names)
            slowed = work / f"{name}-slowed.json"
            slowed.write_text(json.dumps(_slowed(new_data, index, factor)))
            flagged = _flagged(base, slowed)
            found += names[index] in flagged
            false += any(n != names[index] for n in flagged)
        detection[factor], ab_false[factor] = found / ab_pairs, false / ab_pairs
    return {"dispatches": len(names), "aa_false_positive_rate": sum(aa) / pairs, "aa_pairs": pairs,
            "detection": detection, "ab_false_positive_rate": ab_false, "ab_pairs": ab_pairs}


SPEC = ROOT / "testdata" / "specs" / "slow_qkv_matmul.mlir"
_SPEC_CONFIG = "distribution = [32, 64, 0],\n        vector_common_parallel = [8, 32, 0], vector_reduction = [0, 0, 1]"
SLOW_CONFIGS = {  # lowering configurations of the QKV matmul, named for the slowdown they are after
    "strong": _SPEC_CONFIG,
    "mild": "distribution = [16, 32, 0],\n        vector_common_parallel = [4, 8, 0], vector_reduction = [0, 0, 2]",
}


def _extract(name: str, out: Path, spec: Optional[Path] = None, inputs: Optional[list[str]] = None) -> None:
    model, default = MODELS[name]
    inputs = inputs or default
    flags = [f"--iree-flag=--iree-codegen-tuning-spec-path={spec}"] if spec else []
    subprocess.run([*DYNBENCH, "extract", str(model), *[a for s in inputs for a in ("--inputs", s)], "-o", str(out),
                    *flags], check=True, capture_output=True)


def _ab(base: Path, new: Path, extra: list[str]) -> dict:
    done = subprocess.run([*DYNBENCH, "ab", str(base), str(new), "--format", "json", *extra],
                          capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise SystemExit(f"dynbench ab failed: {done.stderr.strip()}")
    return json.loads(done.stdout)


def bench_ab(name: str, pairs: int, ab_pairs: int, load: bool, work: Path, extra: list[str],
             inputs: Optional[list[str]] = None, configs: Optional[list[str]] = None) -> dict:
    """A/A and A/B rates of `dynbench ab` on real builds of `name` (see the module docstring)."""
    base, again = work / f"{name}-base", work / f"{name}-again"
    _extract(name, base, inputs=inputs)
    _extract(name, again, inputs=inputs)
    slowed = {}
    for label, config in SLOW_CONFIGS.items():
        if configs and label not in configs:
            continue
        spec = work / f"slow-{label}.mlir"
        spec.write_text(SPEC.read_text().replace(_SPEC_CONFIG, config))
        slowed[label] = work / f"{name}-{label}"
        _extract(name, slowed[label], spec, inputs)
    loader = None
    if load:
        loop = f"while true; do {shlex.join(DYNBENCH)} run {shlex.quote(str(base))} --format csv >/dev/null 2>&1; done"
        loader = subprocess.Popen(["bash", "-c", loop], start_new_session=True)
    try:
        aa = []
        for k in range(pairs):
            result = _ab(base, base if k % 2 == 0 else again, extra)
            flagged = [d["dispatch"] for d in result["dispatches"] if d["verdict"] in ("slower", "faster")]
            aa.append(flagged)
            print(f"  {name}: A/A {k + 1}/{pairs}: {len(flagged)} flagged {flagged[:3]}", file=sys.stderr)
        found, other, factors = {}, {}, {}
        for label, build in slowed.items():
            hits, false, ratios = 0, 0, []
            for k in range(ab_pairs):
                result = _ab(base, build, extra)
                rows = [d for d in result["dispatches"] if "matmul_Dx192x64" in d["dispatch"]]
                ratios += [d["ratio"] for d in rows if d["ratio"] is not None]
                hits += bool(rows) and all(d["verdict"] == "slower" for d in rows)
                false += any(d["verdict"] in ("slower", "faster") for d in result["dispatches"]
                             if "matmul_Dx192x64" not in d["dispatch"])
                print(f"  {name}: {label} {k + 1}/{ab_pairs}: ratios {[round(d['ratio'], 2) for d in rows]}",
                      file=sys.stderr)
            found[label], other[label] = hits / ab_pairs, false / ab_pairs
            factors[label] = statistics.median(ratios) if ratios else None
    finally:
        if loader is not None:
            os.killpg(loader.pid, signal.SIGKILL)
            loader.wait()
    return {"aa_flagged_pairs": sum(bool(f) for f in aa), "aa_pairs": pairs, "detection": found,
            "factors": factors, "ab_pairs": ab_pairs, "ab_other_flagged": other}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", choices=sorted(MODELS), default=sorted(MODELS, reverse=True))
    parser.add_argument("--pairs", type=int, default=10, help="A/A pairs (default %(default)s).")
    parser.add_argument("--ab-pairs", type=int, default=20, help="A/B pairs per factor (default %(default)s).")
    parser.add_argument("--no-load", action="store_true", help="No second benchmark process.")
    parser.add_argument("--run-args", default="", help="More `dynbench run` (or, with --ab, `ab`) options, e.g. '--cache cold'.")
    parser.add_argument("--ab", action="store_true", help="Measure `dynbench ab` on real builds instead of `diff`.")
    parser.add_argument("--duet", action="store_true", help="With --ab: `ab --duet --cpus 0 --cpus 1`.")
    parser.add_argument("--inputs", action="append", help="With --ab: the sizes to extract at instead of the model's "
                        "(repeatable; the QKV matmul's M, so the slowdown, moves with them).")
    parser.add_argument("--configs", nargs="+", choices=sorted(SLOW_CONFIGS), help="With --ab: only these slowdowns.")
    parser.add_argument("--keep", type=Path, help="Keep the runs in this folder; given again, judge those runs "
                        "again without timing (to compare diff rules on the same measurements).")
    args = parser.parse_args()
    if args.keep is not None:
        args.keep.mkdir(parents=True, exist_ok=True)
    with (contextlib.nullcontext(str(args.keep)) if args.keep else tempfile.TemporaryDirectory(prefix="bench-diff-")) as work:
        for name in args.models if args.ab else ():
            extra = [*shlex.split(args.run_args), *(["--duet", "--cpus", "0", "--cpus", "1"] if args.duet else [])]
            r = bench_ab(name, args.pairs, args.ab_pairs, not args.no_load, Path(work), extra, args.inputs, args.configs)
            found = ", ".join(f"{label} ({r['factors'][label]:.2f}x) {r['detection'][label]:.0%}" for label in r["factors"])
            other = ", ".join(f"{label} {r['ab_other_flagged'][label]:.0%}" for label in r["factors"])
            print(f"ab {name}{' at ' + ' '.join(args.inputs) if args.inputs else ''} "
                  f"({'loaded' if not args.no_load else 'idle'}{', duet' if args.duet else ''}"
                  f"{', ' + args.run_args if args.run_args else ''}): A/A pairs with a dispatch flagged "
                  f"{r['aa_flagged_pairs']} of {r['aa_pairs']}; slowed QKV matmul found over {r['ab_pairs']} A/B "
                  f"pairs: {found}; A/B pairs with another dispatch flagged: {other}")
        for name in args.models if not args.ab else ():
            r = bench(name, args.pairs, args.ab_pairs, not args.no_load, Path(work), shlex.split(args.run_args))
            detected = ", ".join(f"{f:g}x {r['detection'][f]:.0%}" for f in FACTORS)
            ab_false = ", ".join(f"{f:g}x {r['ab_false_positive_rate'][f]:.0%}" for f in FACTORS)
            print(f"{name} ({r['dispatches']} dispatches, {'loaded' if not args.no_load else 'idle'}"
                  f"{', ' + args.run_args if args.run_args else ''}): "
                  f"A/A false positives {r['aa_false_positive_rate']:.0%} of {r['aa_pairs']} pairs; "
                  f"detected over {r['ab_pairs']} A/B pairs: {detected}; "
                  f"A/B pairs with another dispatch flagged: {ab_false}")


if __name__ == "__main__":
    main()
