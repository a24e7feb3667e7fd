#!/usr/bin/env python3
"""Device check for CUDA, in two steps: prepare on any machine, check on the GPU.

    python3 tools/gpu_check.py prepare FOLDER [--no-wheel] [--model NAME ...] [--cpu] [--candidates N]   # dynbench installed
    python3 tools/gpu_check.py check FOLDER [--step NAME ...]   # the GPU machine, from this checkout

`prepare` extracts every test model (tests/support/models.py's models) with
`--target cuda --target-chip sm_80`, compiles each model and each standalone
dispatch file to a cuda vmfb, and downloads the cp312 `iree-base-runtime`
wheels, all into FOLDER (under 64 MiB: the GPU machine receives no more):

    FOLDER/plan.json                        models, size sets, paths (below)
    FOLDER/extracts/<model>/                dynbench extract outputs (benchmarks.vmfb, shapes.json, ...)
    FOLDER/models/<model>.mlir, .vmfb       the model and the model compiled as extract did
    FOLDER/standalone/<model>/<dispatch>.vmfb   each standalone file, compiled for cuda
    FOLDER/wheels/*.whl                     iree-base-runtime 3.13 and ml_dtypes for Python 3.12
    FOLDER/tune/                            tune --no-time's output, its candidates' benchmarks (builds/)
                                            and the model built with its spec;
                                            tune/ranges/: tune --no-time --ranges 2's output, and
                                            the model built by range (tune/<model>.ranged.vmfb)

`check` runs where there is an NVIDIA GPU, Python 3.12, numpy, typer and rich,
but no IREE and no network. It installs the wheels from FOLDER (`pip install
--no-index --target FOLDER/site`, unless `iree.runtime` is already importable),
imports dynbench from this source tree (no install: `passes/` is mapped to
`iree_dynbench.passes`, as the package installs it), and uses only the runtime
side of dynbench and the runtime tools. The checks:

1. oracle: at three size sets per model, every dispatch's workgroup count,
   push constants and binding lengths, as dynbench computes them, equal what
   the real model dispatches on cuda (the HAL replay).
2. run: `dynbench run` on cuda agrees with stock `iree-benchmark-module
   --device=cuda` on the standalone files: median over dispatches of the ratio
   of medians within 0.9-1.1; the stock batch is sized so that each call lasts
   at least 10 ms; dispatches under 20 us are left out (launch overhead
   dominates them and the two tools amortize it differently).
3. compare: the isolated times next to the prebuilt model's, per model; its
   fidelity figures are printed (not a pass/fail criterion unless it fails).
4. fleet (the first model): where the machine has two or more devices of the
   driver, a sweep on two of them (`--device cuda://0 --device cuda://1`), each
   point timed once, by both workers; with one device, a sweep on a one-worker
   fleet, and two workers on that one device refused.
5. tune (f16_mlp, whose matmuls NVIDIA's MMA intrinsics take): `prepare` runs
   `tune --no-time` for cuda (shark-ai's candidates on MMA_SYNC, each built into
   its dispatch's benchmark and matched in the model's own cuda compile; traffic
   from a plan timed on a CPU extract) and builds the model with its spec; `check`
   times every candidate against IREE's default in pairs on the GPU, as `tune`
   would choose, and the model with the spec against the model. Every pair must
   give a verdict; the gains are printed. `prepare --candidates N`: N configurations
   a problem, IREE's default among them (3; fewer: a quicker check, as the tests run it).
6. tune-ranges (f16_mlp): `prepare` also runs `tune --no-time --ranges 2` on a two-mode
   traffic (64 and 1000 rows) and builds the model with both of its files (the
   specialization and the tuning spec); `check` times that model, at each range's
   representative size set, in pairs against the model and against the model with the
   one-configuration spec: one line per range, both ratios and verdicts. Skipped (one line)
   where tune split no problem into ranges.

`prepare --cpu` writes the same folder for llvm-cpu and `local-task`, so that
`check` runs where there is no GPU (tests/e2e/test_gpu_check.py): a dry run of the
script itself, not of a GPU.

The last line is one summary; the exit status is 0 when everything matched,
1 on a mismatch or a failed step, 2 when it cannot run at all (no CUDA device,
a FOLDER that `prepare` did not write). It aims at under 4 minutes.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import importlib.util
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

REPO = Path(__file__).resolve().parent.parent
TESTDATA = REPO / "testdata"
TARGET, CHIP, DEVICE = "cuda", "sm_80", "cuda"
# `prepare --cpu`: the same check for llvm-cpu on this machine (a dry run of the script itself).
CPU_TARGET, CPU_CHIP, CPU_DEVICE = "llvm-cpu", "host", "local-task"
# The runtime and its one dependency the GPU machine lacks (numpy it has); ml_dtypes
# 0.5.4 takes numpy >= 1.26 on Python 3.12 (0.6 needs numpy 2).
RUNTIME_WHEELS = ("iree-base-runtime==3.13.0", "ml_dtypes==0.5.4")
WHEEL_PLATFORM = "manylinux_2_28_x86_64"
FOLDER_LIMIT_BYTES = 64 * 2**20
PLAN_KIND = "dynbench-gpu-check"

# Per model: three size sets. The first is the extract sizes (what the standalone
# files run, so large enough that dispatches last well over 20 us on a big GPU);
# the other two are the test suite's. `data`: run-time data for inputs that
# carry values (the model reads them), by input position.
MODELS: dict[str, dict[str, Any]] = {
    "dyn_matmul": {"sizes": [["2048x1024xf32", "1024x512xf32"],
                             ["42x1024xf32", "1024x512xf32"], ["77x1024xf32", "1024x512xf32"]]},
    "two_dims": {"sizes": [["8192x64xf32", "1024x512xf32", "64x32xf32"],
                           ["7x64xf32", "5x9xf32", "64x32xf32"], ["33x64xf32", "2x130xf32", "64x32xf32"]]},
    "dim_arith": {"sizes": [["8192x32xf32", "4096x32xf32", "32x16xf32"],
                            ["6x32xf32", "3x32xf32", "32x16xf32"], ["40x32xf32", "9x32xf32", "32x16xf32"]]},
    "data_dependent": {"sizes": [["8192x16xf32", "1xi32"], ["10x16xf32", "1xi32"], ["64x16xf32", "1xi32"]],
                       "data": {1: "1xi32=2"}},
    "torch_block": {"sizes": [["16x512x64xf32"], ["2x33x64xf32"], ["3x130x64xf32"]]},
    "dyn_conv": {"sizes": [["16x130x130x8xf32", "3x3x8x16xf32"],
                           ["2x18x20x8xf32", "3x3x8x16xf32"], ["3x5x33x8xf32", "3x3x8x16xf32"]]},
    "dyn_attention": {"sizes": [["2x2048x64xf32", "2x2048x64xf32", "2x2048x64xf32"],
                                ["2x100x64xf32", "2x77x64xf32", "2x77x64xf32"],
                                ["2x33x64xf32", "2x130x64xf32", "2x130x64xf32"]]},
    "f16_mlp": {"file": "gpu/f16_mlp.mlir",
                "sizes": [["4096x512xf16", "512x1024xf16", "1024x256xf16"],
                          ["64x512xf16", "512x1024xf16", "1024x256xf16"], ["1000x512xf16", "512x1024xf16", "1024x256xf16"]]},
}
# The tune step's model and its traffic (size set index in MODELS -> count).
TUNE_MODEL, TUNE_TRAFFIC = "f16_mlp", {0: 3, 1: 20, 2: 5}
TUNE_CANDIDATES = 3  # per problem, IREE's default among them
# The tune-ranges step: a traffic of two modes (64 rows, decode-like; 1000, prefill-like) tuned by range.
RANGES_TRAFFIC, TUNE_RANGES = {1: 20, 2: 5}, 2

# check
BUDGET_S = 240.0
MIN_DISPATCH_US = 20.0  # shorter dispatches are not compared with the stock tool
STOCK_CALL_US = 10_000.0  # each stock call (a batch of dispatches) lasts at least this long
RATIO_RANGE = (0.9, 1.1)


class CheckError(Exception):
    """The check cannot run at all (exit 2, one line)."""


# ---------------------------------------------------------------- prepare


def prepare(folder: Path, wheel: bool = True, models: Sequence[str] = (), cpu: bool = False,
            candidates: int = TUNE_CANDIDATES) -> dict[str, Any]:
    """Write FOLDER (see the module docstring); returns the plan. Needs dynbench installed.
    `cpu`: for llvm-cpu and local-task instead of cuda (checks the script where there is no GPU);
    `candidates`: the tune step's configurations a problem, IREE's default among them."""
    from iree_dynbench import extract
    from iree_dynbench.api import compile_like_extract
    from iree_dynbench.extraction.compiler import standalone_to_vmfb

    chosen = list(models) or list(MODELS)
    unknown = [m for m in chosen if m not in MODELS]
    if unknown:
        raise CheckError(f"unknown model {unknown[0]} (models: {', '.join(MODELS)})")
    if not 2 <= candidates <= 64:
        raise CheckError(f"--candidates must be between 2 and 64 (IREE's default and one more at least), got {candidates}")
    _check_replaceable(folder)
    staging = folder.parent / f".{folder.name}.prepare-{os.getpid()}"
    try:
        staging.mkdir(parents=True)
    except OSError as e:
        raise CheckError(f"{folder}: cannot write there ({e.strerror or e})") from None
    try:
        plan = _prepare_into(staging, wheel, chosen, cpu, candidates)
        _raise_received()  # a signal Python swallowed on its way: the folder stays as it was
        _replace(folder, staging)
    except BaseException:  # an error, Ctrl-C, SIGTERM: the folder as it was, no staging left
        shutil.rmtree(staging, ignore_errors=True)
        raise
    print(f"gpu_check prepare: {len(chosen)} model(s) in {folder} ({folder_bytes(folder) / 2**20:.1f} MiB"
          f"{'' if wheel else ', no wheel'})")
    return plan


def _check_replaceable(folder: Path) -> None:
    """FOLDER is new, empty, or one `prepare` wrote (its plan.json says so): nothing else is replaced."""
    if not folder.exists():
        return
    if not folder.is_dir():
        raise CheckError(f"{folder}: exists and is not a folder")
    try:
        empty = not any(folder.iterdir())
        plan = json.loads((folder / "plan.json").read_text()) if not empty else None
    except (OSError, ValueError, RecursionError):
        plan = None
    if not empty and not (isinstance(plan, dict) and plan.get("kind") == PLAN_KIND):
        raise CheckError(f"{folder}: exists and is not a gpu_check folder (no plan.json of one)")


def _replace(folder: Path, staging: Path) -> None:
    """Put the staged folder in place of FOLDER (a previous one moved aside first, then removed)."""
    aside = folder.parent / f".{folder.name}.old-{os.getpid()}"
    if folder.exists():
        folder.rename(aside)
    staging.rename(folder)
    shutil.rmtree(aside, ignore_errors=True)


def _prepare_into(folder: Path, wheel: bool, chosen: list[str], cpu: bool, candidates: int) -> dict[str, Any]:
    from iree_dynbench import extract
    from iree_dynbench.api import compile_like_extract
    from iree_dynbench.extraction.compiler import standalone_to_vmfb

    target, chip, device = (CPU_TARGET, CPU_CHIP, CPU_DEVICE) if cpu else (TARGET, CHIP, DEVICE)
    plan: dict[str, Any] = {"kind": PLAN_KIND, "target": target, "chip": chip, "device": device, "models": {}}
    for name in chosen:
        spec = MODELS[name]
        started = time.monotonic()
        output = folder / "extracts" / name
        source = TESTDATA / spec.get("file", f"{name}.mlir")
        result = extract(source, spec["sizes"][0], output=output, target=target, target_chip=chip)
        model = folder / "models" / f"{name}.mlir"
        model.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, model)
        compile_like_extract(model, model.with_suffix(".vmfb"), result.manifest)
        standalone = {}
        for info in result.manifest.dispatches:
            vmfb = folder / "standalone" / name / f"{info.name}.vmfb"
            vmfb.parent.mkdir(parents=True, exist_ok=True)
            standalone_to_vmfb(output / info.file, vmfb, result.manifest.compile_flags).run()
            standalone[info.name] = vmfb.relative_to(folder).as_posix()
        plan["models"][name] = {
            "extract": output.relative_to(folder).as_posix(),
            "model": model.relative_to(folder).as_posix(),
            "model_vmfb": model.with_suffix(".vmfb").relative_to(folder).as_posix(),
            "function": result.manifest.function,
            "sizes": spec["sizes"],
            "data": {str(k): v for k, v in spec.get("data", {}).items()},
            "standalone": standalone,
        }
        print(f"prepared {name}: {len(standalone)} dispatch(es) in {time.monotonic() - started:.1f} s", flush=True)
        _raise_received()
    if TUNE_MODEL in chosen:
        plan["tune"] = prepare_tune(folder, plan, candidates)
    if wheel:
        _download_wheels(folder / "wheels")
    (folder / "plan.json").write_text(json.dumps(plan, indent=2) + "\n")
    size = folder_bytes(folder)
    if size > FOLDER_LIMIT_BYTES:
        raise CheckError(f"{size / 2**20:.1f} MiB prepared, over the {FOLDER_LIMIT_BYTES // 2**20} MiB a GPU machine receives")
    return plan


def prepare_tune(folder: Path, plan: dict[str, Any], candidates: int = TUNE_CANDIDATES) -> dict[str, Any]:
    """`tune --no-time` of TUNE_MODEL's extract (its traffic planned on a CPU extract), its
    candidates' benchmarks left in FOLDER/tune/builds, and the model built with its spec."""
    import tempfile

    import iree_dynbench
    from iree_dynbench.extraction.compiler import standalone_to_vmfb
    from iree_dynbench.render.plan import to_json
    from iree_dynbench.run.options import TimingOptions
    from iree_dynbench.tune.candidate_kernels import with_spec
    from iree_dynbench.tune.tuning import UNTIMED, TuneOptions

    started = time.monotonic()
    spec = plan["models"][TUNE_MODEL]
    gpu = iree_dynbench.open(folder / spec["extract"])
    traffic = [s for k, count in TUNE_TRAFFIC.items() for s in [spec["sizes"][k]] * count]
    with tempfile.TemporaryDirectory(prefix="gpu-check-tune-") as scratch:
        cpu = (gpu if plan["target"] == CPU_TARGET
               else iree_dynbench.open(iree_dynbench.extract(folder / spec["model"], spec["sizes"][0], output=Path(scratch) / "cpu").output))
        plan_file = Path(scratch) / "plan.json"
        plan_file.write_text(to_json(cpu.plan(traffic, TimingOptions(min_time_s=0.01, repetitions=2, max_rounds=1))))
        builds = folder / "tune" / "builds"
        builds.mkdir(parents=True)
        result = gpu.tune(folder / "tune" / "out", plan=plan_file, builds=builds,
                          options=TuneOptions(cover=1.0, candidates=candidates, timed=False))
        ranged = prepare_tune_ranges(folder, spec, cpu, gpu, Path(scratch), candidates)
    for path in builds.rglob("*"):  # the device needs the benchmarks only
        if path.is_file() and path.suffix != ".vmfb":
            path.unlink()
    problems = []
    for p in result.problems:
        if p.outcome != UNTIMED:
            raise CheckError(f"tune {TUNE_MODEL}: {p.problem}: {p.outcome}")
        stem = builds / f"problem{p.entry[1:]}"
        problems.append({
            "entry": p.entry, "problem": p.problem, "site": p.site,
            "default": (stem / "default.vmfb").relative_to(folder).as_posix(),
            "candidates": [{"label": c.config.label, "vmfb": vmfb.relative_to(folder).as_posix()}
                           for c, vmfb in zip(p.candidates, _candidate_vmfbs(stem, p.candidates)) if c.error is None],
        })
    if not problems or not result.spec:
        raise CheckError(f"tune {TUNE_MODEL}: no problem tuned ({', '.join(result.untunable.values()) or 'none found'})")
    tuned = folder / "tune" / f"{TUNE_MODEL}.tuned.vmfb"
    flags = gpu.manifest.compile_flags
    standalone_to_vmfb(folder / spec["model"], tuned, with_spec(flags, folder / "tune" / "out" / "tuning_spec.mlir",
                                                                  gpu.manifest.target)).run()
    print(f"prepared tune {TUNE_MODEL}: {len(problems)} problem(s), "
          f"{sum(len(p['candidates']) for p in problems)} candidate(s) in {time.monotonic() - started:.1f} s", flush=True)
    # Timed at the extract sizes on the GPU; at the small size set on a CPU (f16 there: ~0.1 s a call at 4096 rows)
    inputs = spec["sizes"][1] if plan["target"] == CPU_TARGET else spec["sizes"][0]
    return {"model": TUNE_MODEL, "inputs": inputs, "tuned_vmfb": tuned.relative_to(folder).as_posix(),
            "problems": problems, **({"ranges": ranged} if ranged else {})}


def prepare_tune_ranges(folder: Path, spec: dict[str, Any], cpu: Any, gpu: Any, scratch: Path,
                        candidates: int) -> Optional[dict[str, Any]]:
    """`tune --no-time --ranges 2` of TUNE_MODEL on a two-mode traffic (RANGES_TRAFFIC), and the
    model built with both of its files (the specialization and the tuning spec, tune.json's
    `flags`); per range of each ranged problem, its bounds and representative size set (its
    heaviest), where `check` times the three builds. None, one line printed, where tune split no
    problem into ranges (the step is then skipped)."""
    from iree_dynbench.extraction.compiler import standalone_to_vmfb
    from iree_dynbench.render.plan import to_json
    from iree_dynbench.run.options import TimingOptions
    from iree_dynbench.tune.tuning import TuneOptions

    started = time.monotonic()
    traffic = [s for k, count in RANGES_TRAFFIC.items() for s in [spec["sizes"][k]] * count]
    plan_file = scratch / "ranges-plan.json"
    plan_file.write_text(to_json(cpu.plan(traffic, TimingOptions(min_time_s=0.01, repetitions=2, max_rounds=1))))
    out = folder / "tune" / "ranges"
    result = gpu.tune(out, plan=plan_file, options=TuneOptions(cover=1.0, candidates=candidates, ranges=TUNE_RANGES,
                                                                 timed=False))
    problems = [{"entry": p.entry, "problem": p.problem,
                 "ranges": [{"bounds": [{"loop": loop, "umin": b.umin, "umax": b.umax, "udiv": b.udiv}
                                        for loop, b in zip(r.loops, r.bounds)],
                             "configured": r.chosen is not None, "inputs": list(r.size_sets[0])}
                            for r in p.ranges if r.size_sets]}
                for p in result.problems if p.specialized]
    if not problems:
        print(f"prepared tune-ranges {TUNE_MODEL}: skipped, tune split no problem into ranges "
              f"({', '.join(f'{p.entry}: {p.outcome}' for p in result.problems) or 'no problem tuned'})", flush=True)
        return None
    ranged = folder / "tune" / f"{TUNE_MODEL}.ranged.vmfb"
    standalone_to_vmfb(folder / spec["model"], ranged, result.flags).run()
    print(f"prepared tune-ranges {TUNE_MODEL}: {len(problems)} problem(s) in "
          f"{sum(len(p['ranges']) for p in problems)} range(s) in {time.monotonic() - started:.1f} s", flush=True)
    return {"ranged_vmfb": ranged.relative_to(folder).as_posix(), "problems": problems}


def _candidate_vmfbs(stem: Path, candidates: Sequence[Any]) -> list[Path]:
    """Where `tune` built each candidate: a round's candidates are numbered in it from 0, a later
    round's in its own folder (the first round may build none: IREE refuses some tiles)."""
    numbered: dict[int, int] = {}
    paths = []
    for c in candidates:
        k = numbered[c.round] = numbered.get(c.round, -1) + 1
        paths.append((stem if c.round == 1 else stem / f"round{c.round}") / f"candidate{k}.vmfb")
    return paths


def _download_wheels(wheels: Path) -> None:
    wheels.mkdir(parents=True, exist_ok=True)
    for requirement in RUNTIME_WHEELS:
        command = [sys.executable, "-m", "pip", "download", requirement, "--python-version", "3.12",
                   "--only-binary=:all:", "--platform", WHEEL_PLATFORM, "--no-deps", "-d", str(wheels), "--quiet"]
        proc = subprocess.run(command, capture_output=True, text=True)
        if proc.returncode != 0:
            raise CheckError(f"cannot download the {requirement} wheel: {(proc.stderr.strip().splitlines() or ['?'])[-1]}")


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


# ---------------------------------------------------------------- check: set-up


def ensure_runtime(folder: Path) -> None:
    """Make `iree.runtime` importable: as installed, else from FOLDER/wheels (no network)."""
    site = folder / "site"
    if site.is_dir():
        sys.path.insert(0, str(site))
    if importlib.util.find_spec("iree") is not None and importlib.util.find_spec("iree.runtime") is not None:
        return
    wheels = sorted((folder / "wheels").glob("*.whl"))
    if not any(w.name.startswith("iree_base_runtime-") for w in wheels):
        raise CheckError(f"no iree.runtime here and no iree-base-runtime wheel in {folder / 'wheels'} (run prepare with the wheels)")
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-index", "--no-deps", "--target", str(site),
         *map(str, wheels)],
        capture_output=True, text=True,
    )
    if proc.returncode != 0:
        raise CheckError(f"cannot install the wheels of {folder / 'wheels'}: {(proc.stderr.strip().splitlines() or ['?'])[-1]}")
    if str(site) not in sys.path:
        sys.path.insert(0, str(site))
    importlib.invalidate_caches()


class _PassesFinder:
    """Finds `iree_dynbench.passes` in the checkout's `passes/` (setup.py installs it there)."""

    NAME = "iree_dynbench.passes"

    def find_spec(self, name: str, path: Any = None, target: Any = None):
        if name != self.NAME:
            return None
        init = REPO / "passes" / "__init__.py"
        return importlib.util.spec_from_file_location(name, init, submodule_search_locations=[str(init.parent)])


def use_source_tree() -> None:
    """Import dynbench from this checkout, installed or not."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    if not any(isinstance(f, _PassesFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _PassesFinder())


_WORKER_SHIM = '''"""Written by tools/gpu_check.py check: dynbench's worker processes (`python -c ...`)
import this checkout as the check does (`use_source_tree`)."""
import sys

sys.path.insert(0, {tools!r})
try:
    import gpu_check

    gpu_check.use_source_tree()
finally:
    sys.path.remove({tools!r})
'''


def workers_import_the_same(folder: Path) -> None:
    """Dynbench's timing and fleet workers are fresh interpreters: through PYTHONPATH they find
    FOLDER/site's runtime, this checkout, and a `sitecustomize` (FOLDER/source) that maps
    `passes/` as `use_source_tree` does here. (It shadows a sitecustomize of the machine's
    own Python, if there is one: the check's workers need none.)"""
    shim = folder / "source"
    shim.mkdir(exist_ok=True)
    (shim / "sitecustomize.py").write_text(_WORKER_SHIM.format(tools=str(Path(__file__).resolve().parent)))
    paths = [str(shim), str(folder / "site"), str(REPO), os.environ.get("PYTHONPATH", "")]
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)


RUNTIME_MODULES = ("iree_dynbench", "iree_dynbench.api", "iree_dynbench.run.runner", "iree_dynbench.run.compare",
                   "iree_dynbench.testing.oracle", "iree_dynbench.iree_tools", "iree_dynbench.run.paired",
                   "iree_dynbench.run.ab")


def import_runtime_side() -> None:
    """Import what `check` uses, before any device work: a missing module (or one that needs
    the compiler, absent on the GPU machine) is one error line, not a traceback mid-check."""
    import importlib

    for name in RUNTIME_MODULES:
        try:
            importlib.import_module(name)
        except ImportError as e:
            raise CheckError(f"cannot import {name} from {REPO} ({_first_line(e)})") from None
    loaded = sorted(m for m, module in sys.modules.items()
                    if module is not None and (m == "iree.compiler" or m.startswith("iree.compiler.")))
    if loaded:
        raise CheckError(f"the runtime side of dynbench loaded {loaded[0]} (it must run without the compiler)")


def device_or_fail(device: str) -> None:
    """One line and exit 2 where the plan's device (its driver) has no device here."""
    import iree.runtime as rt

    driver = device.split("://")[0]
    try:
        devices = rt.get_driver(driver).query_available_devices()
    except Exception as e:  # noqa: BLE001 - any driver failure means: no device here
        raise CheckError(f"no {driver.upper()} device ({_first_line(e)})") from None
    if not devices:
        raise CheckError(f"no {driver.upper()} device (the {driver} driver lists none)")


def load_plan(folder: Path) -> dict[str, Any]:
    try:
        plan = json.loads((folder / "plan.json").read_text())
    except (OSError, ValueError, RecursionError) as e:
        raise CheckError(f"{folder}: not a prepared gpu_check folder ({_first_line(e)}); run prepare first") from None
    if not isinstance(plan, dict) or plan.get("kind") != PLAN_KIND:
        raise CheckError(f"{folder}/plan.json: not a gpu_check plan")
    models = plan.get("models")
    if (not isinstance(plan.get("device"), str) or not isinstance(models, dict) or not models
            or not all(isinstance(m, dict) and PLAN_MODEL_KEYS <= set(m) for m in models.values())
            or not isinstance(plan.get("tune", {}), dict)):
        raise CheckError(f"{folder}/plan.json: damaged (not what prepare writes); prepare again")
    return plan


PLAN_MODEL_KEYS = {"extract", "model", "model_vmfb", "function", "sizes", "standalone"}


# ---------------------------------------------------------------- check: the checks


@dataclass
class Outcome:
    failures: list[str] = field(default_factory=list)
    oracle_dispatches: int = 0
    ratios: list[float] = field(default_factory=list)
    compared_models: int = 0
    tune_pairs: int = 0
    range_lines: int = 0  # tune-ranges: ranges timed (both ratios)

    def fail(self, message: str) -> None:
        self.failures.append(message)
        print(f"  MISMATCH {message}", flush=True)


STEPS = ("oracle", "run", "compare", "fleet", "tune", "tune-ranges")


def check(folder: Path, budget_s: float = BUDGET_S, only: Sequence[str] = ()) -> int:
    """`only`: these steps (all by default)."""
    started = time.monotonic()
    plan = load_plan(folder)
    ensure_runtime(folder)
    use_source_tree()
    workers_import_the_same(folder)
    import_runtime_side()
    device = plan["device"]
    device_or_fail(device)
    outcome = Outcome()
    deadline = started + budget_s
    steps: list[tuple[str, Callable[[str, dict[str, Any]], None]]] = [
        ("oracle", lambda m, spec: check_oracle(folder, device, m, spec, outcome)),
        ("run", lambda m, spec: check_run(folder, device, m, spec, outcome)),
        ("compare", lambda m, spec: check_compare(folder, device, m, spec, outcome)),
        ("fleet", lambda m, spec: check_fleet(folder, device, m, spec, outcome) if m == next(iter(plan["models"])) else None),
    ]
    for step in ("tune", "tune-ranges"):
        if step in only and "tune" not in plan:
            raise CheckError(f"{folder}: prepared without {TUNE_MODEL}, the {step} step's model (prepare --model {TUNE_MODEL})")
    if "tune" in plan:
        tune_plan = plan["tune"]
        steps.append(("tune", lambda m, spec: check_tune(folder, device, spec, tune_plan, outcome)
                      if m == tune_plan["model"] else None))
        steps.append(("tune-ranges", lambda m, spec: check_tune_ranges(folder, device, spec, tune_plan, outcome)
                      if m == tune_plan["model"] else None))
    steps = [(step, body) for step, body in steps if not only or step in only]
    for step, body in steps:
        print(f"== {step}", flush=True)
        for name, spec in plan["models"].items():
            if time.monotonic() > deadline:
                outcome.fail(f"{step} {name}: not run, over the {budget_s:.0f} s budget")
                continue
            try:
                body(name, spec)
            except Exception as e:  # noqa: BLE001 - a failed step is a result, keep going
                outcome.fail(f"{step} {name}: {type(e).__name__}: {_first_line(e)}")
    if outcome.ratios:
        median = statistics.median(outcome.ratios)
        if not RATIO_RANGE[0] <= median <= RATIO_RANGE[1]:
            outcome.fail(f"run: median dynbench/stock ratio {median:.3f} over all dispatches, outside {RATIO_RANGE}")
    elif "run" in [step for step, _ in steps]:
        outcome.fail(f"run: no dispatch of {MIN_DISPATCH_US:.0f} us or more was compared with the stock tool")
    elapsed = time.monotonic() - started
    ratio = f"{statistics.median(outcome.ratios):.2f} over {len(outcome.ratios)} dispatch(es)" if outcome.ratios else "none compared"
    verdict = "PASS" if not outcome.failures else f"FAIL ({len(outcome.failures)} mismatch(es))"
    tuned = (f"; tune {outcome.tune_pairs} candidate pair(s), {outcome.range_lines} range(s) timed by range"
             if "tune" in plan else "")
    print(f"gpu_check {verdict}: oracle {outcome.oracle_dispatches} dispatch(es) x size sets matched; "
          f"run/stock median ratio {ratio}; compare {outcome.compared_models} model(s){tuned}; {elapsed:.0f} s")
    return 0 if not outcome.failures else 1


def run_inputs(spec: dict[str, Any], sizes: list[str]) -> list[str]:
    data = spec.get("data", {})
    return [data.get(str(k), s) for k, s in enumerate(sizes)]


def check_oracle(folder: Path, device: str, name: str, spec: dict[str, Any], outcome: Outcome) -> None:
    """dynbench's parameters = the real model's dispatches on cuda, at each size set."""
    import iree_dynbench
    from iree_dynbench.testing.oracle import capture_dispatches

    suite = iree_dynbench.open(folder / spec["extract"], device=device)
    skipped = {s.export for s in suite.manifest.skipped}
    matched = 0
    for sizes in spec["sizes"]:
        computed: dict[str, list] = {}
        for p in suite.query(sizes):
            computed.setdefault(p.export, []).append(
                (tuple(p.workgroup_count), tuple(p.push_constants), tuple(p.binding_lengths)))
        real: dict[str, list] = {}
        for d in capture_dispatches(folder / spec["model_vmfb"], run_inputs(spec, sizes), spec["function"], device):
            real.setdefault(d.export, []).append((d.workgroup_count, d.push_constants, d.binding_lengths))
        if set(real) != set(computed) | skipped:
            outcome.fail(f"oracle {name} at {' '.join(sizes)}: exports differ "
                         f"(model only: {sorted(set(real) - set(computed) - skipped)}, "
                         f"dynbench only: {sorted(set(computed) - set(real))})")
            continue
        for export, params in computed.items():
            if params != real[export]:
                outcome.fail(f"oracle {name} at {' '.join(sizes)}: {export}: dynbench {params[0]} vs model {real[export][0]} "
                             "(workgroups, push constants, binding lengths)")
            else:
                matched += len(params)
    outcome.oracle_dispatches += matched
    print(f"  oracle {name}: {matched} dispatch(es) matched over {len(spec['sizes'])} size sets", flush=True)


def check_run(folder: Path, device: str, name: str, spec: dict[str, Any], outcome: Outcome) -> None:
    """`run` on cuda vs stock iree-benchmark-module on each standalone file (extract sizes)."""
    import iree_dynbench
    from iree_dynbench.run.options import TimingOptions

    suite = iree_dynbench.open(folder / spec["extract"], device=device)
    result = suite.run(options=TimingOptions(min_time_s=0.1, repetitions=5))
    compared = []
    for row in result.rows:
        if not row.ok:
            outcome.fail(f"run {name}: {row.name}: {row.error}")
            continue
        if row.median_us < MIN_DISPATCH_US:
            continue
        batch = max(1, math.ceil(STOCK_CALL_US / row.median_us))
        stock_us = stock_median_us(folder / spec["standalone"][row.name], row.name, batch, device)
        ratio = row.median_us / stock_us
        compared.append(ratio)
        print(f"  run {name} {row.name}: dynbench {row.median_us:.1f} us, stock {stock_us:.1f} us "
              f"(batch {batch}): ratio {ratio:.3f}", flush=True)
    outcome.ratios.extend(compared)
    if not compared:
        print(f"  run {name}: no dispatch of {MIN_DISPATCH_US:.0f} us or more to compare", flush=True)
    # The default, adaptive run: `--method profile` (dispatch-events on a GPU), or calls with a note.
    profiled = suite.run(options=TimingOptions(max_time_s=0.1))
    calls = {r.name: r.median_us for r in result.rows if r.ok}
    for row in profiled.rows:
        if not row.ok:
            outcome.fail(f"run {name} (default method {profiled.method}): {row.name}: {row.error}")
        elif row.name in calls:
            print(f"  run {name} {row.name}: {profiled.method} {row.median_us:.1f} us, calls {calls[row.name]:.1f} us",
                  flush=True)
    for note in profiled.notes:
        print(f"  run {name}: note: {note}", flush=True)


def check_fleet(folder: Path, device: str, name: str, spec: dict[str, Any], outcome: Outcome) -> None:
    """A sweep on a fleet of the machine's devices: two where there are two, else one worker
    (and two workers on one device refused)."""
    import iree.runtime as rt

    import iree_dynbench
    from iree_dynbench.run.options import FleetOptions, TimingOptions

    driver = device.split("://")[0]
    suite = iree_dynbench.open(folder / spec["extract"], device=device)
    try:
        count = len(rt.get_driver(driver).query_available_devices()) if driver not in ("local-task", "local-sync") else 1
    except Exception:  # noqa: BLE001 - counted as one
        count = 1
    uris = [f"{driver}://{k}" for k in range(min(count, 2))] if count > 1 else [device]
    if count < 2:
        try:
            suite.sweep(input_sets=[",".join(run_inputs(spec, spec["sizes"][0]))], fleet=FleetOptions(devices=(device, device)))
            outcome.fail(f"fleet {name}: two workers on one device were not refused")
        except iree_dynbench.DynbenchError as e:
            print(f"  fleet {name}: two workers on {device} refused: {_first_line(e)}", flush=True)
    sets = [",".join(run_inputs(spec, s)) for s in spec["sizes"]]
    result = suite.sweep(input_sets=sets, options=TimingOptions(0.05, 3), fleet=FleetOptions(devices=tuple(uris)))
    failed = [f"{r.name}: {r.error}" for run in result.runs for r in run.rows if not r.ok]
    used = sorted({run.worker for run in result.runs})
    print(f"  fleet {name}: {len(result.runs)} point(s) on {', '.join(uris)}: workers {', '.join(used)}; "
          f"{len(failed)} failed row(s)", flush=True)
    for line in result.events:
        print(f"  fleet {name}: {line}", flush=True)
    if failed:
        outcome.fail(f"fleet {name}: {failed[0]}")
    if len(result.runs) != len(sets) or (len(uris) > 1 and len(sets) > 1 and len(used) < 2):
        outcome.fail(f"fleet {name}: {len(result.runs)} of {len(sets)} point(s), workers used: {used}")


def stock_median_us(vmfb: Path, name: str, batch: int, device: str) -> float:
    """Median time per dispatch of stock `iree-benchmark-module --batch_size=batch` (3 repetitions)."""
    from iree_dynbench.iree_tools import find_runtime_tool

    proc = subprocess.run(
        [str(find_runtime_tool("iree-benchmark-module")), f"--module={vmfb}", f"--device={device}",
         f"--batch_size={batch}", f"--benchmark_filter=^BM_{name}/", "--benchmark_min_time=0.05s",
         "--benchmark_repetitions=3", "--benchmark_format=json"],
        capture_output=True, text=True, timeout=120,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"iree-benchmark-module failed: {(proc.stderr.strip().splitlines() or ['?'])[-1]}")
    rows = json.loads(proc.stdout)["benchmarks"]
    times = [_us(r) for r in rows if r.get("run_type") == "iteration"]
    if not times:
        raise RuntimeError(f"iree-benchmark-module reported no runs of {name}")
    return statistics.median(times)


def _us(row: dict[str, Any]) -> float:
    return float(row["real_time"]) * {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}[row.get("time_unit", "ns")]


def check_compare(folder: Path, device: str, name: str, spec: dict[str, Any], outcome: Outcome) -> None:
    """`compare` with the prebuilt model vmfb: its fidelity figures."""
    import iree_dynbench
    from iree_dynbench.run.options import TimingOptions

    if spec.get("data"):  # compare runs the model on zero-filled inputs (it takes shapes only)
        print(f"  compare {name}: left out: the model reads the values of input(s) {', '.join(f'#{int(k) + 1}' for k in sorted(spec['data']))}, "
              "and compare runs it on zeros (on cuda its count of 0 is an empty allocation the driver refuses)", flush=True)
        return
    prebuilt = folder / spec["model_vmfb"]

    def copy_prebuilt(model: Path, vmfb: Path, manifest: Any) -> None:
        shutil.copyfile(prebuilt, vmfb)

    suite = iree_dynbench.open(folder / spec["extract"], device=device)
    c = suite.compare(folder / spec["model"], (), TimingOptions(min_time_s=0.05, repetitions=3),
                      compile_model=copy_prebuilt)
    ratio = c.median_ratio()
    print(f"  compare {name}: model {c.model_us:.1f} us/run, in-model dispatches {c.in_model_dispatch_total_us:.1f} us, "
          f"isolated {c.isolated_total_us:.1f} us "
          f"({c.isolated_total_us / c.model_us:.2f}x the model), median isolated/in-model "
          f"{'-' if ratio is None else f'{ratio:.2f}'}", flush=True)
    outcome.compared_models += 1


TUNE_PAIRS = dict(pairs=12, max_pairs=24, sessions=6, max_time_s=0.5)  # per candidate: `tune`'s screen, shorter


def check_tune(folder: Path, device: str, spec: dict[str, Any], tune_plan: dict[str, Any], outcome: Outcome) -> None:
    """Each prepared candidate against IREE's default in pairs at the extract sizes (as `tune`
    screens them), then the model with the `--no-time` spec against the model."""
    import iree_dynbench
    from iree_dynbench.run.ab import MODEL_ROW, ModelPairOptions, ab_models
    from iree_dynbench.run.diff import DEFAULT_ALPHA, DEFAULT_THRESHOLD
    from iree_dynbench.run.paired import PairOptions, judge, time_pairs
    from iree_dynbench.run.paired_worker import Side

    suite = iree_dynbench.open(folder / spec["extract"], device=device)
    inputs = run_inputs(spec, tune_plan["inputs"])
    dims = suite.dims(inputs)
    pairs = PairOptions(**TUNE_PAIRS)
    for problem in tune_plan["problems"]:
        base = Side(folder / problem["default"], "", device, standalone=True)
        for candidate in problem["candidates"]:
            new = Side(folder / candidate["vmfb"], "", device, standalone=True)
            (samples,) = time_pairs(base, new, [problem["site"]], dims, pairs)
            if samples.error:
                outcome.fail(f"tune {problem['entry']} {candidate['label']}: {samples.failed_side}: {samples.error}")
                continue
            row = judge(samples, 0, DEFAULT_THRESHOLD, DEFAULT_ALPHA)
            outcome.tune_pairs += 1
            print(f"  tune {problem['entry']} ({problem['problem']}): {row.ratio:.3f}x of IREE's default, {row.verdict} "
                  f"(default {row.base_median_us:.1f} us): {candidate['label']}", flush=True)
    diff = ab_models(folder / spec["model_vmfb"], folder / tune_plan["tuned_vmfb"], inputs, ModelPairOptions(rounds=5, runs=5),
                     function=spec["function"], device=device, calls=PairOptions(**TUNE_PAIRS))
    row = next(r for r in diff.rows if r.name == MODEL_ROW)
    if row.ratio is None:
        outcome.fail(f"tune {tune_plan['model']}: the model with the spec did not time against the model ({row.verdict})")
        return
    print(f"  tune {tune_plan['model']}: the model with the --no-time spec {row.ratio:.3f}x of the model "
          f"({row.verdict}) at {' '.join(inputs)}", flush=True)


def check_tune_ranges(folder: Path, device: str, spec: dict[str, Any], tune_plan: dict[str, Any],
                      outcome: Outcome) -> None:
    """The model built by range (`tune --no-time --ranges 2`'s two files) against the default
    model and against the one-configuration tuned model, paired, at each range's representative
    size set: one line per range of each problem (a size set several ranges share is timed once)."""
    from iree_dynbench.run.ab import MODEL_ROW, ModelPairOptions, ab_models
    from iree_dynbench.run.paired import PairOptions

    ranged = tune_plan.get("ranges")
    if not ranged:
        print(f"  tune-ranges {tune_plan['model']}: skipped: tune split no problem into ranges", flush=True)
        return
    builds = {"default": folder / spec["model_vmfb"], "one configuration": folder / tune_plan["tuned_vmfb"]}
    timed: dict[tuple[str, ...], list[Any]] = {}
    for problem in ranged["problems"]:
        for r in problem["ranges"]:
            inputs = run_inputs(spec, r["inputs"])
            if tuple(inputs) not in timed:
                timed[tuple(inputs)] = [
                    next(row for row in ab_models(base, folder / ranged["ranged_vmfb"], inputs,
                                                  ModelPairOptions(rounds=5, runs=5), function=spec["function"],
                                                  device=device, calls=PairOptions(**TUNE_PAIRS)).rows
                         if row.name == MODEL_ROW) for base in builds.values()]
            where = f"{problem['entry']} range {_bounds_text(r['bounds'])} at {' '.join(inputs)}"
            rows = timed[tuple(inputs)]
            missing = [side for side, row in zip(builds, rows) if row.ratio is None]
            if missing:
                outcome.fail(f"tune-ranges {where}: the model by range did not time against the {missing[0]} model "
                             f"({rows[list(builds).index(missing[0])].verdict})")
                continue
            outcome.range_lines += 1
            served = "its own configuration" if r["configured"] else "no candidate: the fallback, IREE's default"
            print(f"  tune-ranges {where}: by range {rows[0].ratio:.3f}x of the default ({rows[0].verdict}), "
                  f"{rows[1].ratio:.3f}x of one configuration ({rows[1].verdict}); {served}", flush=True)


def _bounds_text(bounds: list[dict[str, Any]]) -> str:
    """`loop 0 ..252 /64`: a range's bounds as tune prints them (each dynamic loop it constrains)."""
    texts = []
    for b in bounds:
        lo, hi, udiv = b["umin"], b["umax"], b["udiv"]
        if lo is not None or hi is not None or udiv > 1:
            texts.append(f"loop {b['loop']} {'' if lo is None else lo}..{'' if hi is None else hi}"
                         + (f" /{udiv}" if udiv > 1 else ""))
    return " ".join(texts) or "(every size)"


# ---------------------------------------------------------------- entry


def _first_line(e: BaseException) -> str:
    text = str(e).strip()
    return text.splitlines()[0] if text else type(e).__name__


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="gpu_check.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare", help="extract and compile for cuda, fetch the runtime wheels (any machine)")
    p.add_argument("folder", type=Path)
    p.add_argument("--no-wheel", action="store_true", help="skip the wheel downloads (tests)")
    p.add_argument("--model", action="append", default=[], help="only these models (repeatable)")
    p.add_argument("--cpu", action="store_true", help="for llvm-cpu/local-task: a dry run of check without a GPU")
    p.add_argument("--candidates", type=int, default=TUNE_CANDIDATES,
                   help=f"the tune step's configurations a problem, IREE's default among them ({TUNE_CANDIDATES})")
    c = sub.add_parser("check", help="check on the machine with the CUDA GPU")
    c.add_argument("folder", type=Path)
    c.add_argument("--step", action="append", default=[], choices=STEPS, help="only this check (repeatable)")
    args = parser.parse_args(argv)
    if args.command == "check":
        use_source_tree()  # dynbench from this checkout: the GPU machine has none installed
    from iree_dynbench.cli.signals import Terminated, terminate_cleanly

    try:
        # Ctrl-C, SIGTERM and SIGHUP raised where the script is, tools killed (as the CLI does);
        # set here, not inherited (a Ctrl-C the starting process ignored would be ignored too).
        with terminate_cleanly():
            if args.command == "prepare":
                prepare(args.folder, wheel=not args.no_wheel, models=args.model, cpu=args.cpu, candidates=args.candidates)
                return 0
            status = check(args.folder, only=args.step)
            _raise_received()
            return status
    except CheckError as e:
        print(f"gpu_check {args.command}: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:  # a folder that cannot be written (prepare) or read (check)
        print(f"gpu_check {args.command}: error: {e.filename or args.folder}: {e.strerror or e}", file=sys.stderr)
        return 2
    except (KeyboardInterrupt, Terminated) as e:
        _kill_tools()
        status = 128 + e.signum if isinstance(e, Terminated) else 130
        print(f"gpu_check {args.command}: {'terminated' if isinstance(e, Terminated) else 'interrupted'}"
              f"{f'; {args.folder} left as it was' if args.command == 'prepare' else ''}", file=sys.stderr)
        return status


def _raise_received() -> None:
    """A signal that Python swallowed where it was raised (inside a callback whose exceptions
    it only prints: a `__del__`, a weakref's), acted on now: between models, before the folder
    is replaced, before check's verdict (`cli.signals` records every signal it takes)."""
    from iree_dynbench.cli.signals import raise_received

    raise_received()


def _kill_tools() -> None:
    """The compilers and benchmark tools dynbench started, killed (they would run on)."""
    module = sys.modules.get("iree_dynbench.iree_tools")
    if module is not None:
        module.kill_running_tools()


if __name__ == "__main__":
    sys.exit(main())
