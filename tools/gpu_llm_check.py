#!/usr/bin/env python3
"""The replay oracle on CUDA for one LLM-sized model with external parameters, in two steps
like tools/gpu_check.py: prepare anywhere, check on the GPU machine.

    python3 tools/gpu_llm_check.py prepare FOLDER MODEL.mlir --inputs A,B,C [--inputs ...]
    python3 tools/gpu_llm_check.py check FOLDER

`prepare` extracts MODEL for `cuda`/`sm_80` at the first size set, compiles MODEL as extract
did, writes an archive of zero splats of its parameters (a few KB however large the weights:
the runtime materializes them) and FOLDER/plan.json. The standalone files are left out of
FOLDER (the 32-layer decode's are 42 MB of text; the check needs none). `prepare --cpu`: the same for llvm-cpu on `local-task`, so that `check` runs
without a GPU (a dry run of the script). `check` (Python 3.12,
numpy, no IREE: the runtime wheel of a `gpu_check.py prepare` folder, FOLDER/wheels or given by
`--wheels DIR`) compares, at every size set, what the real model dispatches on `cuda` (the
HAL replay) with what `__query_shapes` computes and with what one `__profile` of every
benchmark dispatches: workgroup count, push constants and binding lengths of each dispatch.
The last line is the summary; exit status 0 when all agree, 1 otherwise, 2 when it cannot run.

    tools/gen_llama_geometry.py --form decode --layers 32 -o d32.mlir
    python3 tools/gpu_llm_check.py prepare /tmp/llm d32.mlir \\
        --inputs 4x1xi64,32x4x1000x8x128xf16,32x4x1000x8x128xf16 \\
        --inputs 2x1xi64,32x2x15x8x128xf16,32x2x15x8x128xf16
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path
from typing import Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gpu_check  # noqa: E402 (this folder's: the check-side set-up is shared)

KIND = "dynbench-gpu-llm-check"


def prepare(folder: Path, model: Path, size_sets: list[list[str]], cpu: bool = False) -> None:
    """`cpu`: for llvm-cpu and local-task (a dry run of the check where there is no GPU)."""
    from iree_dynbench import extract
    from iree_dynbench.api import compile_like_extract
    from iree_dynbench.extraction.parameters import declared_parameters
    from iree_dynbench.run.parameters import write_zero_archive

    if folder.exists():
        raise gpu_check.CheckError(f"{folder}: exists (prepare writes a new folder)")
    started = time.monotonic()
    staging = folder.parent / f".{folder.name}.prepare"
    shutil.rmtree(staging, ignore_errors=True)
    try:
        (staging / "params").mkdir(parents=True)
        target, chip, device = ((gpu_check.CPU_TARGET, gpu_check.CPU_CHIP, gpu_check.CPU_DEVICE) if cpu
                                else (gpu_check.TARGET, gpu_check.CHIP, gpu_check.DEVICE))
        result = extract(model, size_sets[0], output=staging / "scratch-extract", target=target, target_chip=chip)
        out = staging / "extract"
        out.mkdir()
        for name in ("benchmarks.vmfb", "query.vmfb", "shapes.json"):  # not the standalone files
            shutil.copyfile(result.output / name, out / name)
        compile_like_extract(model, staging / "model.vmfb", result.manifest)
        files = write_zero_archive(declared_parameters(model), staging / "params")
        shutil.rmtree(staging / "scratch-extract")
        plan = {"kind": KIND, "device": device, "model": model.name, "function": result.manifest.function,
                "sizes": size_sets, "call_sites": len(result.manifest.dispatches),
                "parameters": [[scope, Path(path).relative_to(staging).as_posix()] for scope, path in files]}
        (staging / "plan.json").write_text(json.dumps(plan, indent=1))
        staging.rename(folder)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    print(f"gpu_llm_check prepare: {model.name}, {plan['call_sites']} call sites, {len(size_sets)} size set(s) "
          f"in {folder} ({size / 2**20:.1f} MiB, {time.monotonic() - started:.0f} s)")


def check(folder: Path, wheels: Optional[Path]) -> int:
    plan_path = folder / "plan.json"
    try:
        plan = json.loads(plan_path.read_text())
    except (OSError, ValueError):
        raise gpu_check.CheckError(f"{folder}: not a prepared gpu_llm_check folder (no readable plan.json)") from None
    if plan.get("kind") != KIND:
        raise gpu_check.CheckError(f"{plan_path}: not a gpu_llm_check plan")
    runtime = folder if wheels is None else wheels.parent
    gpu_check.ensure_runtime(runtime)
    gpu_check.use_source_tree()
    gpu_check.workers_import_the_same(runtime)
    gpu_check.device_or_fail(plan["device"])
    from iree_dynbench.manifest import Manifest
    from iree_dynbench.run.parameters import tool_flags
    from iree_dynbench.testing.three_ways import dispatched_three_ways

    started = time.monotonic()
    extract = folder / "extract"
    manifest = Manifest.from_json((extract / "shapes.json").read_text())
    flags = tool_flags([(scope, str(folder / path)) for scope, path in plan["parameters"]])
    device, failures, compared = plan["device"], [], 0
    for sizes in plan["sizes"]:
        seen = dispatched_three_ways(extract, manifest, folder / "model.vmfb", sizes, function=plan["function"],
                                     flags=flags, device=device)
        agree = len(seen.real) == len(manifest.dispatches) and seen.agree
        compared += len(seen.real)
        print(f"  {plan['model']} at {' '.join(sizes)}: the model {len(seen.real)} dispatches, the query "
              f"{len(seen.queried)}, the benchmarks {len(seen.ran)}: {'all agree' if agree else 'MISMATCH'}", flush=True)
        if not agree:
            differ = sum(1 for q, r in zip(sorted(seen.queried), sorted(seen.real)) if q != r)
            failures.append(f"{' '.join(sizes)}: {differ} of the query's differ from the model's; "
                            f"{sum(1 for a, b in zip(seen.ran, seen.expected) if a != b)} benchmark(s) differ")
    verdict = "PASS" if not failures else f"FAIL ({'; '.join(failures)})"
    print(f"gpu_llm_check {verdict}: {compared} dispatches over {len(plan['sizes'])} size set(s) on {device}, "
          f"{time.monotonic() - started:.0f} s")
    return 0 if not failures else 1


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="gpu_llm_check.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare", help="extract and compile for cuda, zero-splat parameters (any machine)")
    p.add_argument("folder", type=Path)
    p.add_argument("model", type=Path)
    p.add_argument("--inputs", action="append", required=True, help="one size set, comma-separated (repeatable)")
    p.add_argument("--cpu", action="store_true", help="for llvm-cpu/local-task: a dry run of check without a GPU")
    c = sub.add_parser("check", help="the replay oracle on the machine with the CUDA GPU")
    c.add_argument("folder", type=Path)
    c.add_argument("--wheels", type=Path, help="a folder of the runtime wheels (gpu_check.py prepare's FOLDER/wheels)")
    args = parser.parse_args(argv)
    if args.command == "check":
        gpu_check.use_source_tree()  # dynbench from this checkout: the GPU machine has none installed
    from iree_dynbench.cli.signals import Terminated, terminate_cleanly
    from iree_dynbench.errors import DynbenchError, first_line

    try:
        with terminate_cleanly():  # Ctrl-C, SIGTERM, SIGHUP: raised here, so prepare's staging goes
            if args.command == "prepare":
                prepare(args.folder, args.model, [s.split(",") for s in args.inputs], cpu=args.cpu)
                return 0
            return check(args.folder, args.wheels)
    except gpu_check.CheckError as e:
        print(f"gpu_llm_check {args.command}: error: {e}", file=sys.stderr)
        return 2
    except (DynbenchError, OSError) as e:  # a model that is not there, sizes it refuses, a folder it cannot write
        print(f"gpu_llm_check {args.command}: error: {first_line(str(e))}", file=sys.stderr)
        return 2
    except (KeyboardInterrupt, Terminated) as e:
        gpu_check._kill_tools()
        terminated = isinstance(e, Terminated)
        print(f"gpu_llm_check {args.command}: {'terminated' if terminated else 'interrupted'}", file=sys.stderr)
        return 128 + e.signum if terminated else 130


if __name__ == "__main__":
    sys.exit(main())
