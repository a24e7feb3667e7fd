#!/usr/bin/env python3
"""Speed of the toolkit itself (issues 11 and 24), measured in one run through the CLI.

For each model (default: testdata/torch_block.mlir, the largest test model, 38
dispatches; tools/models/torch_block4.mlir, 74 dispatches from
tools/gen_torch_model.py --layers 4; tools/models/bert4.mlir, a BERT-style
encoder with inlined weights and three inputs sharing B and S, 80 dispatches;
tools/models/bert4_params.mlir, the same kind with its weights as external
parameters, 80 dispatches: both from tools/gen_bert_model.py) it prints, as
medians of interleaved rounds (every measurement of a round runs before the
next round starts, so a drift in machine speed hits all alike):

(a) shapes: marginal cost per size set of `dynbench shapes DIR --sizes FILE`,
    (t(1000 sets) - t(10 sets)) / 990 over distinct size sets, divided by one
    whole-model run at --inputs (stock `iree-benchmark-module
    --device=local-task`, median of 3 repetitions);
(a') the same with `--json FILE` (what a tuner reads; the table is printed too);
(b) extract: `dynbench extract` / plain `iree-compile`, CPU time (user + system of the
    process and its children) and wall (3 interleaved pairs per round, medians of all;
    also the median of the pairs' ratios);
(c) run: timed work / wall of `dynbench run --min-time 0.1 --format json`,
    timed work = sum over the timed rows (not `timed_as` another) of
    sum(times_us) x iterations, wall = the whole
    process;
(e) one raw `__query_shapes` call from Python (`QueryModule.raw`), median of
    1000 calls in a fresh process;
(d) time to a table: default `dynbench run` wall / stock
    `iree-benchmark-module --dispatch_statistics --benchmark_min_time=20x`
    wall, and for each route the run-to-run spread: max/min across the rounds
    of each row's time (a dispatch's median; a stock export row), median over
    rows.

A model of several inputs takes them comma-separated (`--inputs 2x128xi64,2x128xi64,2x128xi64`);
the size sets of (a) vary the leading two dims of every input shaped like the first
(tied B and S). A model whose weights are named parameters (`#flow.parameter.named`)
runs in the stock tool with a parameter file of zero splats of the declared sizes,
written once (`--parameters=model=...`).

Everything goes through the installed `dynbench` command and the IREE tools
of this Python, so the script measures any version of the toolkit::

    .venv/bin/python tools/bench_speed.py [--model M.mlir --inputs 4x128x64xf32]... [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
FLAGS = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
         "--iree-llvmcpu-target-cpu=host"]  # what `dynbench extract` compiles with (CompileOptions)
PAIRS = 3  # (b): interleaved (plain compile, extract) pairs per round: single compiles swing +-25% here
BERT_INPUTS = ",".join(["2x128xi64"] * 3)
DEFAULT_MODELS = [
    ("testdata/torch_block.mlir", "4x128x64xf32"), ("tools/models/torch_block4.mlir", "4x128x64xf32"),
    ("tools/models/bert4.mlir", BERT_INPUTS), ("tools/models/bert4_params.mlir", BERT_INPUTS),
]


def tool(name: str) -> str:
    """A command of this Python's environment (dynbench, iree-compile, iree-benchmark-module)."""
    path = BIN / name
    return str(path) if path.exists() else name


def timed(argv: list[str]) -> tuple[float, str]:
    """(wall seconds, stdout) of one process; a failure stops the benchmark."""
    wall, _, out = timed_cpu(argv)
    return wall, out


def timed_cpu(argv: list[str]) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds of the process and its children, stdout) of one process."""
    wall, cpu, done = _timed_run(argv)
    return wall, cpu, done.stdout


def _timed_run(argv: list[str]) -> tuple[float, float, subprocess.CompletedProcess]:
    """(wall s, CPU s of the process and its children, the finished process); a failure stops the benchmark."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"failed ({done.returncode}): {' '.join(argv)}\n{done.stderr[-2000:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done


def input_flags(inputs: str) -> list[str]:
    """`--inputs` of dynbench, one per shape of the comma-separated `inputs`."""
    return [x for shape in inputs.split(",") for x in ("--inputs", shape)]


def stock_inputs(inputs: str, parameters: Optional[Path]) -> list[str]:
    """The stock tools' `--input=SHAPE=0` flags, and the parameter file where the model has one."""
    flags = [f"--input={shape}=0" for shape in inputs.split(",")]
    return flags + ([f"--parameters=model={parameters}"] if parameters else [])


PARAMETER = re.compile(r'#(?:flow|stream)\.parameter\.named<"(\w+)"::"([^"]+)">\s*:\s*tensor<([^>]+)>')
ELEMENT_BYTES = {"f32": 4, "f16": 2, "bf16": 2, "i64": 8, "i32": 4, "i8": 1, "i1": 1, "f64": 8}


def splat_parameters(model: Path, out: Path) -> Optional[Path]:
    """A parameter archive of zero splats for the named parameters `model` declares, or None."""
    import iree.runtime as rt

    found = PARAMETER.findall(model.read_text())
    if not found:
        return None
    index = rt.ParameterIndex()
    for scope, name, tensor in found:
        *dims, element = tensor.split("x")
        count = 1
        for d in dims:
            count *= int(d)
        index.add_splat(name, bytes(ELEMENT_BYTES[element]), count * ELEMENT_BYTES[element])
    index.create_archive_file(str(out))
    return out


@dataclass
class Samples:
    """What the rounds measured for one model."""

    shapes_small: list[float] = field(default_factory=list)
    shapes_large: list[float] = field(default_factory=list)
    shapes_small_json: list[float] = field(default_factory=list)
    shapes_large_json: list[float] = field(default_factory=list)
    model_run_s: list[float] = field(default_factory=list)
    extract: list[float] = field(default_factory=list)
    compile: list[float] = field(default_factory=list)
    extract_cpu: list[float] = field(default_factory=list)
    compile_cpu: list[float] = field(default_factory=list)
    fixed_timed: list[float] = field(default_factory=list)
    raw_query_us: list[float] = field(default_factory=list)
    fixed_wall: list[float] = field(default_factory=list)
    default_wall: list[float] = field(default_factory=list)
    stock_wall: list[float] = field(default_factory=list)
    default_rows: list[dict[str, float]] = field(default_factory=list)  # per round: dispatch -> median us
    stock_rows: list[dict[str, float]] = field(default_factory=list)  # per round: export -> time
    default_repetitions: list[float] = field(default_factory=list)


def size_sets(inputs: str, count: int, seed: int) -> list[str]:
    """`count` distinct size sets around `inputs`: the leading two dims (B, S) varied in every
    input shaped like the first (tied), the rest kept; a set's shapes separated by spaces."""
    shapes = [shape.split("x") for shape in inputs.split(",")]
    batch, seq = int(shapes[0][0]), int(shapes[0][1])
    rng = random.Random(seed)
    seen: set[tuple[int, int]] = set()
    while len(seen) < count:
        seen.add((rng.randint(1, max(2 * batch, 2)), rng.randint(2, max(4 * seq, 4))))
    tied = [shape[:2] == shapes[0][:2] for shape in shapes]
    return [
        " ".join("x".join([str(b), str(s), *shape[2:]]) if t else "x".join(shape) for shape, t in zip(shapes, tied))
        for b, s in sorted(seen)
    ]


def stock_rows(text: str) -> dict[str, float]:
    """`BM_main/<export>` rows of --dispatch_statistics console output -> time in us."""
    scale = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}
    rows = {}
    for line in text.splitlines():
        m = re.match(r"BM_\w+/(\S+)\s+([\d.]+) (ns|us|ms|s)\s", line)
        if m and not m.group(1).startswith("process_time"):
            rows[m.group(1)] = float(m.group(2)) * scale[m.group(3)]
    return rows


def spread(rounds: list[dict[str, float]]) -> float:
    """Median over rows of max/min across rounds of the row's time."""
    names = set.intersection(*(set(r) for r in rounds))
    ratios = [max(r[n] for r in rounds) / min(r[n] for r in rounds) for n in names if min(r[n] for r in rounds) > 0]
    return statistics.median(ratios) if ratios else float("nan")


RAW_QUERY = """
import statistics, sys, time
import iree_dynbench
from iree_dynbench.benchmarks import QueryModule
from iree_dynbench.size_checks import dims_for
suite = iree_dynbench.open(sys.argv[1])
module = QueryModule(suite.layout.query_vmfb, suite.manifest)
dims = dims_for(suite.manifest, sys.argv[2:])
times = []
for _ in range(1000):
    start = time.perf_counter()
    module.raw(dims)
    times.append(time.perf_counter() - start)
print(statistics.median(times) * 1e6)
"""


def one_round(model: Path, inputs: str, work: Path, small: Path, large: Path, s: Samples, round_: int,
              parameters: Optional[Path] = None) -> None:
    out, vmfb = work / "out", work / "model.vmfb"
    # (b) extract / plain compile, in interleaved pairs (the first extract serves the rest)
    for pair in range(PAIRS):
        wall, cpu, _ = timed_cpu([tool("iree-compile"), str(model), *FLAGS, "-o", str(vmfb)])
        s.compile.append(wall)
        s.compile_cpu.append(cpu)
        target = work / f"extract{round_}_{pair}"
        wall, cpu, _ = timed_cpu([tool("dynbench"), "extract", str(model), *input_flags(inputs), "-o", str(target)])
        s.extract.append(wall)
        s.extract_cpu.append(cpu)
        if not out.exists():
            target.rename(out)
        else:
            shutil.rmtree(target)
    function = json.loads((out / "shapes.json").read_text())["function"]  # the model's entry, as extract found it
    # (a) shapes: 10 and 1000 size sets; one whole-model run (median of 3)
    s.shapes_small.append(timed([tool("dynbench"), "shapes", str(out), "--sizes", str(small)])[0])
    s.shapes_large.append(timed([tool("dynbench"), "shapes", str(out), "--sizes", str(large)])[0])
    json_file = str(work / "shapes-list.json")
    s.shapes_small_json.append(timed([tool("dynbench"), "shapes", str(out), "--sizes", str(small), "--json", json_file])[0])
    s.shapes_large_json.append(timed([tool("dynbench"), "shapes", str(out), "--sizes", str(large), "--json", json_file])[0])
    _, text = timed([tool("iree-benchmark-module"), f"--module={vmfb}", f"--function={function}",
                     *stock_inputs(inputs, parameters), "--device=local-task", "--benchmark_repetitions=3",
                     "--benchmark_format=json"])
    runs = [b["real_time"] * {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b["time_unit"]]
            for b in json.loads(text)["benchmarks"] if b.get("run_type") == "iteration"]
    s.model_run_s.append(statistics.median(runs))
    # (d) stock dispatch statistics, then the default run
    wall, text = timed([tool("iree-benchmark-module"), f"--module={vmfb}", f"--function={function}",
                        *stock_inputs(inputs, parameters), "--device=local-task", "--dispatch_statistics",
                        "--benchmark_min_time=20x"])
    s.stock_wall.append(wall)
    s.stock_rows.append(stock_rows(text))
    wall, text = timed([tool("dynbench"), "run", str(out), *input_flags(inputs), "--format", "json"])
    s.default_wall.append(wall)
    rows = json.loads(text)["dispatches"]
    s.default_rows.append({r["dispatch"]: r["median_us"] for r in rows if r["status"] == "ok"})
    s.default_repetitions.append(statistics.median(len(r["times_us"]) for r in rows))
    # (e) one raw query from Python (median of 1000 calls, in a fresh process)
    s.raw_query_us.append(float(timed([sys.executable, "-c", RAW_QUERY, str(out), *inputs.split(",")])[1]))
    # (c) fixed effort
    wall, text = timed([tool("dynbench"), "run", str(out), *input_flags(inputs), "--min-time", "0.1", "--format", "json"])
    s.fixed_wall.append(wall)
    s.fixed_timed.append(timed_work_s(json.loads(text)["dispatches"]))


def timed_work_s(rows: list[dict]) -> float:
    """The dispatch time a run measured: each timing once. A call site doing the same work as
    another carries that one's times (`timed_as` names it): summed on every site, the shared
    timings counted once per site and the figure read over 1."""
    return sum(sum(r["times_us"]) * r["iterations"] for r in rows if not r["timed_as"]) * 1e-6


PEAK = """
import resource, subprocess, sys
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
if done.returncode:
    sys.exit(done.stderr[-2000:])
sys.stdout.write(done.stdout)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)
"""


def timed_peak(argv: list[str]) -> tuple[float, float, float, str]:
    """(wall s, CPU s, peak RSS MB of the largest process of the tree, stdout) of one command."""
    wall, cpu, done = _timed_run([sys.executable, "-c", PEAK, *argv])
    return wall, cpu, int(done.stderr.strip().splitlines()[-1]) / 1024, done.stdout


@dataclass
class LlmSamples:
    compile_cpu: list[float] = field(default_factory=list)
    extract_cpu: list[float] = field(default_factory=list)
    compile_peak: list[float] = field(default_factory=list)
    extract_peak: list[float] = field(default_factory=list)
    run_wall: list[float] = field(default_factory=list)
    each_wall: list[float] = field(default_factory=list)
    kernel_ratios: list[float] = field(default_factory=list)  # per round and kernel: median(once) / median(each site)
    sites: int = 0
    timings: int = 0


def _kernel_medians(text: str) -> dict[str, float]:
    """Per export: the median of its call sites' medians (`run --format json`)."""
    per: dict[str, list[float]] = {}
    for r in json.loads(text)["dispatches"]:
        if r["status"] == "ok":
            per.setdefault(r["export"], []).append(r["median_us"])
    return {k: statistics.median(v) for k, v in per.items()}


def llm_round(model: Path, inputs: str, work: Path, s: LlmSamples, round_: int, runs: bool = True) -> None:
    """`--llm`: extract against a plain compile (CPU time, the largest process's peak memory),
    interleaved; then (`runs`) `run` (identical work timed once) against `run --each-site`, interleaved."""
    out, vmfb = work / "out", work / "model.vmfb"
    for pair in range(PAIRS):
        _, cpu, peak, _ = timed_peak([tool("iree-compile"), str(model), *FLAGS, "-o", str(vmfb)])
        s.compile_cpu.append(cpu)
        s.compile_peak.append(peak)
        target = work / f"extract{round_}_{pair}"
        _, cpu, peak, _ = timed_peak([tool("dynbench"), "extract", str(model), *input_flags(inputs), "-o", str(target)])
        s.extract_cpu.append(cpu)
        s.extract_peak.append(peak)
        if not out.exists():
            target.rename(out)
        else:
            shutil.rmtree(target)
    if not runs:
        return
    order = [False, True] if round_ % 2 == 0 else [True, False]
    medians = {}
    for each in order:
        wall, text = timed([tool("dynbench"), "run", str(out), *input_flags(inputs), "--format", "json",
                            *(["--each-site"] if each else [])])
        (s.each_wall if each else s.run_wall).append(wall)
        medians[each] = _kernel_medians(text)
        if not each:
            rows = json.loads(text)["dispatches"]
            s.sites, s.timings = len(rows), sum(1 for r in rows if not r["timed_as"])
    s.kernel_ratios += [medians[False][k] / medians[True][k] for k in medians[False] if k in medians[True]]


def llm_report(model: Path, inputs: str, s: LlmSamples) -> None:
    med = statistics.median
    print(f"\n{model.name} at {inputs}  ({len(s.extract_cpu) // PAIRS} interleaved rounds of {PAIRS} pairs, medians)")
    print(f"extract / plain iree-compile, CPU: {med(s.extract_cpu):.2f} s / {med(s.compile_cpu):.2f} s = "
          f"{med(s.extract_cpu) / med(s.compile_cpu):.2f}  (target <= 1.2); peak memory of the largest process: "
          f"{med(s.extract_peak):.0f} MB / {med(s.compile_peak):.0f} MB = {med(s.extract_peak) / med(s.compile_peak):.2f}"
          f"  (target <= 1.3)")
    if not s.run_wall:
        return
    ratios = sorted(s.kernel_ratios)
    print(f"run (identical work timed once: {s.timings} timings for {s.sites} call sites) / run --each-site, wall: "
          f"{med(s.run_wall):.1f} s / {med(s.each_wall):.1f} s = {med(s.run_wall) / med(s.each_wall):.2f}; "
          f"per-kernel median, once / each site: median {med(ratios):.3f}, "
          f"10th-90th percentile {ratios[len(ratios) // 10]:.2f}-{ratios[(9 * len(ratios)) // 10]:.2f}")


def report(model: Path, inputs: str, s: Samples) -> None:
    med = statistics.median
    rounds = len(s.default_wall)
    marginal = (med(s.shapes_large) - med(s.shapes_small)) / 990
    print(f"\n{model.name} at {inputs}  ({rounds} interleaved rounds, medians)")
    print(f"(a) shapes: marginal cost per size set {marginal * 1e3:.3f} ms / whole-model run "
          f"{med(s.model_run_s) * 1e3:.3f} ms = {marginal / med(s.model_run_s):.3f}  (target <= 0.02)"
          f"   [10 sets {med(s.shapes_small):.2f} s, 1000 sets {med(s.shapes_large):.2f} s]")
    marginal_json = (med(s.shapes_large_json) - med(s.shapes_small_json)) / 990
    print(f"(a') shapes --json: marginal cost per size set {marginal_json * 1e3:.3f} ms / whole-model run = "
          f"{marginal_json / med(s.model_run_s):.3f}  (target <= 0.02)"
          f"   [10 sets {med(s.shapes_small_json):.2f} s, 1000 sets {med(s.shapes_large_json):.2f} s]")
    pair_ratios = [e / c for e, c in zip(s.extract_cpu, s.compile_cpu)]
    print(f"(b) extract / plain iree-compile, CPU time: {med(s.extract_cpu):.2f} s / {med(s.compile_cpu):.2f} s = "
          f"{med(s.extract_cpu) / med(s.compile_cpu):.2f}  (target <= 1.2)   [{len(pair_ratios)} interleaved pairs; "
          f"median of pair ratios {med(pair_ratios):.2f}; wall {med(s.extract):.2f} s / {med(s.compile):.2f} s = "
          f"{med(s.extract) / med(s.compile):.2f}]")
    ratios = [t / w for t, w in zip(s.fixed_timed, s.fixed_wall)]
    print(f"(c) run --min-time 0.1: timed work / wall = {med(s.fixed_timed):.2f} s / {med(s.fixed_wall):.2f} s, "
          f"ratio {med(ratios):.2f}  (target >= 0.85)")
    print(f"(e) one raw __query_shapes from Python (QueryModule.raw, median of 1000 calls): "
          f"{med(s.raw_query_us):.1f} us  (target <= 30 us for 81 dispatches)")
    print(f"(d) default run / stock --dispatch_statistics 20x: {med(s.default_wall):.2f} s / {med(s.stock_wall):.2f} s "
          f"= {med(s.default_wall) / med(s.stock_wall):.2f}  (target <= 1.0);  spread over {rounds} runs: "
          f"run {spread(s.default_rows):.3f}, stock {spread(s.stock_rows):.3f}  (target: run <= stock); "
          f"repetitions per dispatch (median) {med(s.default_repetitions):.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", action="append", type=Path, help="Model (repeatable; with one --inputs each).")
    parser.add_argument("--inputs", action="append", help="The model's input shape at a mid size.")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--llm", action="store_true", help="Only extract vs plain compile (CPU, peak memory) and "
                        "run vs run --each-site: for the LLM-scale models of tools/gen_llama_geometry.py.")
    parser.add_argument("--extract-only", action="store_true", help="With --llm: extract vs plain compile only "
                        "(run --each-site of a 32-layer model takes minutes a round).")
    args = parser.parse_args()
    if args.extract_only and not args.llm:
        parser.error("--extract-only goes with --llm")
    if args.model:
        if args.inputs and len(args.inputs) != len(args.model):
            parser.error("give one --inputs per --model")
        models = list(zip(args.model, args.inputs or ["4x128x64xf32"] * len(args.model)))
    else:
        models = [(ROOT / m, i) for m, i in DEFAULT_MODELS]
    if args.llm:
        return llm_main(models, args.rounds, runs=not args.extract_only)
    with tempfile.TemporaryDirectory() as tmp:
        samples, parameters = {}, {}
        for k, (model, inputs) in enumerate(models):
            work = Path(tmp) / f"m{k}"
            work.mkdir()
            parameters[k] = splat_parameters(Path(model), work / "params.irpa")
            sets = size_sets(inputs, 1000, seed=k)
            (work / "small.txt").write_text("\n".join(sets[::100]) + "\n")
            (work / "large.txt").write_text("\n".join(sets) + "\n")
            samples[k] = Samples()
        for r in range(args.rounds):
            for k, (model, inputs) in enumerate(models):
                work = Path(tmp) / f"m{k}"
                one_round(Path(model), inputs, work, work / "small.txt", work / "large.txt", samples[k], r, parameters[k])
                print(f"round {r + 1}/{args.rounds}: {Path(model).name} done", file=sys.stderr, flush=True)
        for k, (model, inputs) in enumerate(models):
            report(Path(model), inputs, samples[k])


def llm_main(models: list[tuple[Path, str]], rounds: int, runs: bool = True) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        samples = {k: LlmSamples() for k in range(len(models))}
        for r in range(rounds):
            for k, (model, inputs) in enumerate(models):
                work = Path(tmp) / f"m{k}"
                work.mkdir(exist_ok=True)
                llm_round(Path(model), inputs, work, samples[k], r, runs)
                print(f"round {r + 1}/{rounds}: {Path(model).name} done", file=sys.stderr, flush=True)
        for k, (model, inputs) in enumerate(models):
            llm_report(Path(model), inputs, samples[k])


if __name__ == "__main__":
    main()
