"""Tuner files for GPU targets, and shark-ai's tuner taking them, on a machine without a GPU.

The tuner is `amdsharktuner` 3.9.0 (the `tuner` extra, which CI installs) run on
IREE 3.13 through iree_dynbench/tune/sharktuner_compat.py, CPU only: `model_tuner --dry-run`
generates candidate specs and compiles the file with each, then stops. These
tests never skip: without the tuner they fail.

Sizes: every M is a multiple of 64, which sidesteps the tuner's TileAndFuse
M-padding bug (its specs would match a padded M and change nothing).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from iree.compiler import ir

from iree_dynbench import open as open_output
from iree_dynbench.cli import main
from iree_dynbench.extraction.compiler import CompileOptions, find_compiler_tool, to_configured
from iree_dynbench.tune import tuner_support
from iree_dynbench.passes import irutil

from support import REPO, ROCM_SIZES, TESTDATA

COMPAT = ["-m", "iree_dynbench.tune.sharktuner_compat"]
# Extract sizes for ROCm: support.ROCM_SIZES (M % 64 == 0 for every contraction the tuner
# takes), extracted once a session for these tests and test_gpu_targets alike.
SIZES = ROCM_SIZES
# Not extracted for gfx942 here: dyn_attention (its ROCm codegen alone takes over a minute on
# 2 cores); its configured IR shows what the tuner makes of online_attention.
COMPILED = ("dyn_matmul", "dyn_conv")  # their candidates are compiled too
# Two candidates: enough to see one differ from the baseline (each is a gfx942 compile of its file)
TUNER_FLAGS = ["--dry-run", "--codegen-pipeline", "llvmgpu_tile_and_fuse", "--num-candidates", "2"]
MAX_SOLUTIONS = "8"  # the solver stops there (the tuner enumerates all solutions otherwise)


@pytest.fixture(scope="module")
def rocm(gpu_extracted, tmp_path_factory):
    """`rocm(model)`: (extract output, export result of both flavours) for gfx942, built once."""
    cache = {}

    def get(model: str):
        if model not in cache:
            result = gpu_extracted("rocm", model)
            cache[model] = (result, open_output(result.output).export(tmp_path_factory.mktemp(f"rocm-{model}") / "tuner"))
        return cache[model]

    return get


@dataclass(frozen=True)
class TunerRun:
    file: Path
    returncode: int
    generated: int  # candidates generated ("Generated [K] candidates"; -1: not logged)
    unique_vmfbs: int  # distinct compiled candidates, baseline included (-1: not compiled)
    output: str


def run_tuner(file: Path, workdir: Path, compile_candidates: bool) -> TunerRun:
    """model_tuner on `file` in its own directory (it writes tuning_<date>/ there)."""
    workdir.mkdir(parents=True, exist_ok=True)
    flags_file = workdir / "compile.flags"
    flags_file.write_text("")
    stop = "compile-dispatches" if compile_candidates else "generate-candidates"
    proc = subprocess.run(
        [sys.executable, *COMPAT, "--max-solutions", MAX_SOLUTIONS, "model_tuner", str(file), str(file),
         *TUNER_FLAGS, "--stop-after", stop, "--compile-flags-file", str(flags_file)],
        cwd=workdir, capture_output=True, text=True, timeout=600,
    )
    logs = "\n".join(p.read_text() for p in workdir.glob("tuning_*/autotune_*.log"))
    generated = re.search(r"Generated \[(\d+)\] candidates", logs)
    unique = re.search(r"Produced \[(\d+)\] unique vmfbs", logs)
    return TunerRun(
        file, proc.returncode, int(generated.group(1)) if generated else -1, int(unique.group(1)) if unique else -1,
        (proc.stdout + proc.stderr)[-3000:],
    )


@pytest.fixture(scope="module")
def tuned(rocm, tmp_path_factory):
    """Every static ROCm file the export calls tunable, through the tuner once (one process each)."""
    from concurrent.futures import ThreadPoolExecutor

    jobs = []  # (model, file, its own directory, compile its candidates)
    for model in SIZES:
        _, exported = rocm(model)
        jobs += [(model, exported.path(f), tmp_path_factory.mktemp(f"tune-{model}"), model in COMPILED)
                 for f in exported.tunable if f.flavour == "static"]
    runs: dict[str, list[TunerRun]] = {model: [] for model in SIZES}
    with ThreadPoolExecutor(max_workers=2) as pool:  # one tuner process per file, two at a time
        for (model, *_), run in zip(jobs, pool.map(lambda job: run_tuner(*job[1:]), jobs)):
            runs[model].append(run)
    return runs


# ---------------------------------------------------------------- the tuner as a client


def test_every_supported_static_rocm_file_yields_candidates(tuned):
    for model in ("dyn_matmul", "dyn_conv", "two_dims", "dim_arith", "torch_block"):
        assert tuned[model], f"{model}: no static file the tuner takes"
    for model, runs in tuned.items():
        for run in runs:
            assert run.returncode == 0, (run.file.name, run.output)
            assert run.generated >= 1, (run.file.name, run.output)


@pytest.mark.parametrize("model", COMPILED)
def test_candidates_compile_and_are_not_all_identical(tuned, model):
    """The tuner compiles the file with each candidate spec; >= 2 distinct vmfbs (the baseline
    and at least one candidate): its specs matched our root op and changed the kernel."""
    (run,) = tuned[model]
    assert run.unique_vmfbs >= 2, run.output


def test_the_tuner_takes_contractions_and_convolutions(rocm):
    kinds = {f.tuner.kind for model in SIZES for f in rocm(model)[1].tunable}
    assert kinds == {"contraction", "convolution"}


def test_export_says_why_the_tuner_cannot_take_a_file(rocm):
    reasons = {
        (model, f.flavour, f.tuner.kind): f.tuner.reason
        for model in SIZES for f in rocm(model)[1].files if not f.tuner.supported
    }
    assert "dynamic shapes" in reasons[("dyn_matmul", "dynamic", "contraction")]
    assert "reduction" in reasons[("two_dims", "static", "reduction")]
    assert "elementwise" in reasons[("torch_block", "static", "elementwise")]
    index = json.loads((rocm("torch_block")[1].output / "index.json").read_text())
    for entry in index["files"]:
        tuner = entry["tuner"]
        assert tuner["supported"] == (tuner["reason"] is None), entry
        assert tuner["supported"] == (entry["flavour"] == "static" and tuner["kind"] == "contraction"), entry


def test_export_prints_how_many_files_the_tuner_takes(rocm, tmp_path, capsys):
    result, _ = rocm("dyn_matmul")
    assert main(["export", str(result.output), "-o", str(tmp_path / "t")]) == 0
    out = capsys.readouterr().out
    assert "wrote 2 tuner file(s)" in out
    assert "shark-ai's tuner takes 1 of them; not: 1x dynamic shapes" in out


def test_shape_list_says_which_dispatches_the_tuner_takes(rocm, tmp_path):
    for model in ("dyn_matmul", "dyn_conv", "two_dims"):
        result, _ = rocm(model)
        path = tmp_path / f"{model}.json"
        assert main(["shapes", str(result.output), "--json", str(path)]) == 0
        for dispatch in json.loads(path.read_text())["dispatches"]:
            tuner = dispatch["tuner"]
            assert tuner["supported"] == (tuner["kind"] in ("contraction", "convolution")), dispatch["name"]
            assert tuner["supported"] == (tuner["reason"] is None), dispatch["name"]
            assert tuner["static_only"] == tuner["supported"]  # every kernel of these models is dynamic


@pytest.mark.compiles
def test_online_attention_is_not_for_the_tuner(tmp_path):
    """IREE 3.12+ configures attention into online_attention, which the tuner does not take."""
    configured = tmp_path / "configured.mlir"
    to_configured(TESTDATA / "dyn_attention.mlir", configured, CompileOptions("rocm", (), "gfx942")).run()
    manifest_free = [("main_dispatch_0", "main_dispatch_0_attention_2xDx64xDx64")]
    (support,) = tuner_support.of_dispatches(configured, manifest_free, "rocm")
    assert (support.supported, support.kind, support.root_op) == (False, "online_attention", "iree_linalg_ext.online_attention")
    assert support.reason == "iree_linalg_ext.online_attention (the tuner takes iree_linalg_ext.attention only)"


def test_cpu_tuner_files_are_not_for_the_tuner(extracted, tmp_path):
    exported = open_output(extracted("dyn_matmul").output).export(tmp_path / "t", flavours=["static"])
    (entry,) = exported.files
    assert not entry.tuner.supported and "llvm-cpu target" in entry.tuner.reason


# ---------------------------------------------------------------- GPU tuner files


@pytest.mark.parametrize("model", sorted(SIZES))
def test_rocm_tuner_files_carry_the_gpu_configuration(rocm, model):
    """As upstream's dumps: the configured executable (GPU lowering config, translation info),
    the root op marked, one public function; the static flavour configured for the chip."""
    _, exported = rocm(model)
    for entry in exported.files:
        kernel = configuration(exported.path(entry).read_text())
        assert kernel.translation_info.startswith("#iree_codegen.translation_info<pipeline = #iree_gpu.pipeline<"), entry
        assert kernel.lowering_configs, entry
        if entry.tuner.kind in ("contraction", "convolution"):  # (a copy may have #iree_codegen's)
            assert all(c.startswith("#iree_gpu.lowering_config<") for c in kernel.lowering_configs), entry
        assert kernel.root_ops == 1 and kernel.public_functions == 1, entry
        assert kernel.target.startswith('#hal.executable.target<"rocm"') and 'arch = "gfx942"' in kernel.target, entry


@pytest.mark.parametrize("model", ["dyn_matmul", "dyn_conv"])
def test_rocm_tuner_files_compile_with_stock_iree_compile(rocm, model, tmp_path):
    _, exported = rocm(model)
    for entry in exported.files:
        compile_plain(exported.path(entry), tmp_path / f"{entry.flavour}.vmfb")


def test_cuda_tuner_files_compile_with_stock_iree_compile(gpu_extracted, tmp_path):
    result = gpu_extracted("cuda", "dyn_matmul")
    exported = open_output(result.output).export(tmp_path / "tuner")
    assert sorted(f.flavour for f in exported.files) == ["dynamic", "static"]
    for entry in exported.files:
        kernel = configuration(exported.path(entry).read_text())
        assert kernel.lowering_configs and all(c.startswith("#iree_gpu.lowering_config<") for c in kernel.lowering_configs)
        assert kernel.target.startswith('#hal.executable.target<"cuda"') and 'arch = "sm_80"' in kernel.target
        assert not entry.tuner.supported and "cuda target" in entry.tuner.reason
        compile_plain(exported.path(entry), tmp_path / f"{entry.flavour}.vmfb")


def test_show_prints_the_gpu_configuration(rocm, capsys):
    result, _ = rocm("dyn_matmul")
    assert main(["show", str(result.output), "0", "--no-source"]) == 0
    out = capsys.readouterr().out
    assert "translation_info: #iree_codegen.translation_info<pipeline = #iree_gpu.pipeline<" in out
    assert "lowering_config of linalg" in out and "#iree_gpu.lowering_config<" in out
    assert "--device=hip" in out


@dataclass(frozen=True)
class Kernel:
    target: str  # the variant's #hal.executable.target
    translation_info: str
    lowering_configs: list[str]
    root_ops: int
    public_functions: int  # of the host code


def configuration(text: str) -> Kernel:
    """The configuration of a tuner file's one kernel, read from its IR (aliases resolved)."""
    module = ir.Module.parse(text, ir.Context())
    (executable,) = [op for op in module.body.operations if op.operation.name == "hal.executable"]
    ops = list(irutil.walk(executable))
    (variant,) = [op for op in ops if op.operation.name == "hal.executable.variant"]
    (function,) = [op for op in ops if op.operation.name == "func.func"]
    public = [
        op for op in module.body.operations
        if op.operation.name == "util.func" and (
            "sym_visibility" not in op.operation.attributes
            or ir.StringAttr(op.operation.attributes["sym_visibility"]).value == "public")
    ]
    return Kernel(
        str(variant.operation.attributes["target"]),
        str(function.operation.attributes["translation_info"]),
        [str(op.operation.attributes["lowering_config"]) for op in ops if "lowering_config" in op.operation.attributes],
        sum("root_op" in op.operation.attributes for op in ops),
        len(public),
    )


def compile_plain(mlir: Path, vmfb: Path) -> None:
    """`iree-compile FILE -o x.vmfb`, no other flag (the file names its target)."""
    proc = subprocess.run([str(find_compiler_tool("iree-compile")), str(mlir), "-o", str(vmfb)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, (mlir.name, proc.stderr[-2000:])
    assert vmfb.stat().st_size > 0


def test_a_worklist_on_a_rocm_extract_says_rightly_what_the_tuner_takes_and_the_tuner_takes_it(
    rocm, extracted, tmp_path, capsys
):
    """A plan of torch_block's traffic (timed on this CPU) chooses the problems; the worklist is
    written from the gfx942 extract of the same model: every file's tuner column is what the
    tuner's own check of that file says, and the tuner generates candidates for the first it takes."""
    log = tmp_path / "traffic.log"
    log.write_text("2x64x64xf32\n2x64x64xf32\n1x128x64xf32\n")  # M = 128 either way (see SIZES)
    plan = tmp_path / "plan.json"
    assert main(["plan", str(extracted("torch_block").output), "--sizes", str(log), "--json", str(plan),
                 "--format", "csv", "--min-time", "0.005"]) == 0
    result, _ = rocm("torch_block")
    out = tmp_path / "worklist"
    assert main(["export", str(result.output), "--plan", str(plan), "--cover", "0.9", "-o", str(out)]) == 0
    capsys.readouterr()
    files = json.loads((out / "worklist.json").read_text())["files"]
    assert files
    for f in files:
        own = tuner_support.of_file((out / f["file"]).read_text(), "rocm")
        assert (f["tuner"]["supported"], f["tuner"]["reason"]) == (own.supported, own.reason), f["file"]
    taken = [f for f in files if f["tuner"]["supported"] and f["flavour"] == "static"]
    assert taken, files
    run = run_tuner(out / taken[0]["file"], tmp_path / "tune", compile_candidates=False)
    assert run.returncode == 0 and run.generated >= 1, run.output
