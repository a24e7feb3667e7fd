"""tools/gpu_check.py where there is no GPU: `prepare` writes a folder a GPU machine can take,
and `check` fails cleanly (one line, exit status 2) without a CUDA device.

`prepare` runs without its wheel downloads (`--no-wheel`: no network in tests) and
for two models; the full folder is checked by hand (its size is in the report).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from support import REPO, compiling

TOOL = REPO / "tools" / "gpu_check.py"
MODELS = ("dyn_matmul", "data_dependent", "f16_mlp")  # one dispatch; a skipped dispatch and run-time data; tune
WHEELS_BYTES = 21 * 2**20  # iree-base-runtime 3.13 (15 MB) and ml_dtypes 0.5.4 (5 MB), cp312
# Run the tool with the compiler unimportable, as on the GPU machine.
NO_COMPILER = "import runpy, sys; sys.modules['iree.compiler'] = None; sys.argv = sys.argv[1:]; " \
              "runpy.run_path(sys.argv[0], run_name='__main__')"


def gpu_check(*args: str, without_compiler: bool = False) -> subprocess.CompletedProcess:
    prefix = [sys.executable, "-c", NO_COMPILER] if without_compiler else [sys.executable]
    return subprocess.run([*prefix, str(TOOL), *args], capture_output=True, text=True, timeout=900)


def cuda_device_present() -> bool:
    import iree.runtime as rt

    try:
        return bool(rt.get_driver("cuda").query_available_devices())
    except Exception:  # noqa: BLE001 - no driver library, no device
        return False


@pytest.fixture(scope="module")
@compiling
def prepared(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("gpu-check") / "folder"
    proc = gpu_check("prepare", str(folder), "--no-wheel", *(a for m in MODELS for a in ("--model", m)))
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.strip().splitlines()[-1].startswith(f"gpu_check prepare: {len(MODELS)} model(s) in {folder}")
    return folder


@pytest.mark.compiles
def test_prepare_extracts_for_cuda_and_compiles_models_and_standalone_files(prepared):
    plan = json.loads((prepared / "plan.json").read_text())
    assert (plan["target"], plan["chip"], plan["device"]) == ("cuda", "sm_80", "cuda")
    assert sorted(plan["models"]) == sorted(MODELS)
    for name, spec in plan["models"].items():
        manifest = json.loads((prepared / spec["extract"] / "shapes.json").read_text())
        assert manifest["target"] == "cuda" and manifest["target_chip"] == "sm_80" and manifest["device"] == "cuda"
        assert len(spec["sizes"]) == 3
        assert (prepared / spec["model_vmfb"]).stat().st_size > 0
        assert sorted(spec["standalone"]) == sorted(d["name"] for d in manifest["dispatches"])
        for vmfb in spec["standalone"].values():
            assert (prepared / vmfb).stat().st_size > 0
    assert plan["models"]["data_dependent"]["data"] == {"1": "1xi32=2"}
    assert plan["tune"]["model"] == "f16_mlp"


@pytest.mark.compiles
def test_prepare_tunes_for_cuda_without_timing_and_builds_the_model_with_the_spec(prepared):
    """Each problem's candidates are MMA_SYNC configurations built into its dispatch's
    benchmark; the spec is applied through the transform-dialect library (CUDA reads no
    tuning spec in IREE 3.13), so the tuned model differs from the model."""
    plan = json.loads((prepared / "plan.json").read_text())
    tune = plan["tune"]
    assert tune["model"] == "f16_mlp" and tune["problems"]
    for p in tune["problems"]:
        assert (prepared / p["default"]).stat().st_size > 0
        assert p["candidates"], p
        for c in p["candidates"]:
            assert "NV_MMA_SYNC_" in c["label"] and "padding" in c["label"], c
            assert (prepared / c["vmfb"]).stat().st_size > 0
    tuned = (prepared / tune["tuned_vmfb"]).read_bytes()
    assert tuned and tuned != (prepared / plan["models"]["f16_mlp"]["model_vmfb"]).read_bytes()
    assert not [p for p in (prepared / "tune" / "builds").rglob("*") if p.is_file() and p.suffix != ".vmfb"]


@pytest.mark.compiles
def test_prepare_tunes_for_cuda_by_range_and_builds_the_model_with_both_files(prepared):
    """`tune --no-time --ranges 2` on a traffic of 64 and 1000 rows: each problem split between
    them (no udiv on a GPU), each range's representative size set its own mode's; the model built
    with the specialization and the tuning spec differs from the one-configuration build."""
    plan = json.loads((prepared / "plan.json").read_text())
    ranged = plan["tune"]["ranges"]
    assert ranged["problems"] and {p["entry"] for p in ranged["problems"]} <= {p["entry"] for p in plan["tune"]["problems"]}
    for p in ranged["problems"]:
        small, large = p["ranges"]
        assert [r["inputs"][0] for r in (small, large)] == ["64x512xf16", "1000x512xf16"], p
        (lo,), (hi,) = small["bounds"], large["bounds"]
        assert (lo["umin"], lo["udiv"], hi["umax"], hi["udiv"]) == (None, 1, None, 1) and 64 <= lo["umax"] < 1000
        assert hi["umin"] == lo["umax"] + 1
    assert any(r["configured"] for p in ranged["problems"] for r in p["ranges"]), ranged
    assert "iree_codegen.specialization_ranges" in (prepared / "tune" / "ranges" / "specialization.mlir").read_text()
    built = (prepared / ranged["ranged_vmfb"]).read_bytes()
    assert built and built != (prepared / plan["tune"]["tuned_vmfb"]).read_bytes()


def test_prepared_folder_with_wheels_fits_what_a_gpu_machine_receives(prepared):
    size = sum(p.stat().st_size for p in prepared.rglob("*") if p.is_file())
    assert size + WHEELS_BYTES < 64 * 2**20


def test_prepare_refuses_a_folder_it_did_not_write(tmp_path):
    (tmp_path / "mine.txt").write_text("keep")
    proc = gpu_check("prepare", str(tmp_path), "--no-wheel", "--model", "dyn_matmul")
    assert proc.returncode == 2
    assert proc.stderr.strip() == f"gpu_check prepare: error: {tmp_path}: exists and is not a gpu_check folder (no plan.json of one)"
    assert (tmp_path / "mine.txt").read_text() == "keep"


@pytest.mark.compiles
@pytest.mark.skipif(cuda_device_present(), reason="a CUDA device is present: `check` would run")
def test_check_without_a_cuda_device_is_one_line_and_exit_2(prepared):
    """Also: the runtime side of dynbench (from the source tree) imported without the compiler."""
    proc = gpu_check("check", str(prepared), without_compiler=True)
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == ""
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith("gpu_check check: error: no CUDA device ("), line


WORKER_PROBE = """
import subprocess, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import gpu_check
gpu_check.workers_import_the_same(Path(sys.argv[2]))
probe = "import sys, sitecustomize, iree_dynbench.passes as p; print(sitecustomize.__file__); print(p.__file__); " \\
        "print(any(type(f).__name__ == '_PassesFinder' for f in sys.meta_path))"
sys.stdout.write(subprocess.check_output([sys.executable, "-c", probe], text=True))
"""


def test_check_workers_import_this_checkout_with_its_passes_mapped(tmp_path):
    """On the GPU machine dynbench is not installed: its timing and fleet workers (fresh
    interpreters) must map `passes/` as `check` does, through FOLDER/source's sitecustomize."""
    proc = subprocess.run([sys.executable, "-c", WORKER_PROBE, str(TOOL.parent), str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    shim, passes, mapped = proc.stdout.strip().splitlines()
    assert shim == str(tmp_path / "source" / "sitecustomize.py")
    assert passes == str(REPO / "passes" / "__init__.py")
    assert mapped == "True"


def test_check_of_a_folder_prepare_did_not_write_is_one_line(tmp_path):
    proc = gpu_check("check", str(tmp_path))
    assert proc.returncode == 2
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith(f"gpu_check check: error: {tmp_path}: not a prepared gpu_check folder"), line


@pytest.mark.compiles
def test_check_runs_its_four_checks_on_cpu(tmp_path):
    """`prepare --cpu` / `check`: the same script for llvm-cpu on local-task, so its plumbing
    (oracle, run against the stock tool, compare) runs here. The oracle must match; the timing
    ratio is not asserted (a shared CPU is no place for it)."""
    folder = tmp_path / "cpu"
    proc = gpu_check("prepare", str(folder), "--cpu", "--no-wheel", "--model", "dyn_matmul", "--model", "data_dependent")
    assert proc.returncode == 0, proc.stderr[-3000:]
    proc = gpu_check("check", str(folder), without_compiler=True)
    assert proc.returncode in (0, 1), proc.stderr[-3000:]
    lines = proc.stdout.strip().splitlines()
    assert lines[-1].startswith(("gpu_check PASS: ", "gpu_check FAIL (")), lines[-1]
    assert "oracle 6 dispatch(es) x size sets matched" in lines[-1]  # 2 models x 3 sets, 1 dispatch each
    assert not [line for line in lines if "MISMATCH" in line and "run: median" not in line], proc.stdout
    assert [line.split(":")[0].strip() for line in lines if line.startswith("  compare ")] == [
        "compare dyn_matmul", "compare data_dependent"]
    assert "  compare data_dependent: left out: the model reads the values of input(s) #2" in proc.stdout
    assert any(line.startswith("  run dyn_matmul main_dispatch_0_matmul") for line in lines), proc.stdout
    assert "  fleet dyn_matmul: two workers on local-task refused: " in proc.stdout
    assert "  fleet dyn_matmul: 3 point(s) on local-task: workers w0; 0 failed row(s)" in proc.stdout


@pytest.fixture(scope="module")
@compiling
def prepared_cpu_tune(tmp_path_factory) -> Path:
    """`prepare --cpu` of the tune steps' model, two configurations a problem (`--candidates 2`:
    IREE's default and one more)."""
    folder = tmp_path_factory.mktemp("gpu-check-cpu") / "cpu"
    proc = gpu_check("prepare", str(folder), "--cpu", "--no-wheel", "--model", "f16_mlp", "--candidates", "2")
    assert proc.returncode == 0, proc.stderr[-3000:]
    return folder


@pytest.mark.compiles
def test_check_tune_step_times_each_candidate_against_the_default_on_cpu(prepared_cpu_tune):
    """`prepare --cpu` / `check --step tune`: the prepared candidates (llvm-cpu's) time in pairs
    against IREE's default, and the model with the spec against the model; verdicts, not speeds.
    Two configurations a problem, each timed alike."""
    folder = prepared_cpu_tune
    plan = json.loads((folder / "plan.json").read_text())
    assert all(len(p["candidates"]) <= 1 for p in plan["tune"]["problems"]), plan["tune"]
    assert all((folder / c["vmfb"]).is_file() for p in plan["tune"]["problems"] for c in p["candidates"]), plan["tune"]
    candidates = sum(len(p["candidates"]) for p in plan["tune"]["problems"])
    assert candidates > 0
    proc = gpu_check("check", str(folder), "--step", "tune", without_compiler=True)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    lines = proc.stdout.strip().splitlines()
    assert [line for line in lines if line.startswith("== ")] == ["== tune"]
    timed = [line for line in lines if line.startswith("  tune p")]
    assert len(timed) == candidates and all("x of IREE's default" in line for line in timed), proc.stdout
    assert any(line.startswith("  tune f16_mlp: the model with the --no-time spec ") for line in lines), proc.stdout
    assert lines[-1].startswith("gpu_check PASS: ") and f"tune {candidates} candidate pair(s)" in lines[-1], lines[-1]


@pytest.mark.compiles
def test_check_tune_ranges_step_times_the_model_by_range_against_the_default_and_one_configuration_on_cpu(
        prepared_cpu_tune):
    """`check --step tune-ranges`: the model built with `tune --no-time --ranges 2`'s two files,
    paired against the default model and the one-configuration tuned model at each range's
    representative size set: one line per range of each problem, two ratios and verdicts each."""
    folder = prepared_cpu_tune
    ranged = json.loads((folder / "plan.json").read_text())["tune"]["ranges"]
    expected = [(p["entry"], " ".join(r["inputs"])) for p in ranged["problems"] for r in p["ranges"]]
    assert len(expected) >= 2 and (folder / ranged["ranged_vmfb"]).is_file(), ranged
    proc = gpu_check("check", str(folder), "--step", "tune-ranges", without_compiler=True)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    lines = proc.stdout.strip().splitlines()
    assert [line for line in lines if line.startswith("== ")] == ["== tune-ranges"]
    timed = [line for line in lines if line.startswith("  tune-ranges ")]
    assert [(line.split()[1], line.split(" at ")[1].split(":")[0]) for line in timed] == expected, proc.stdout
    ratio = re.compile(r": by range \d+\.\d{3}x of the default \([a-z ]+\), \d+\.\d{3}x of one configuration \([a-z ]+\); ")
    assert all(ratio.search(line) and " range loop 0 " in line for line in timed), proc.stdout
    assert lines[-1].startswith("gpu_check PASS: ") and f"{len(expected)} range(s) timed by range" in lines[-1], lines[-1]


def test_check_tune_ranges_step_where_tune_split_no_problem_is_skipped_in_one_line(tmp_path):
    model = {"extract": "e", "model": "m", "model_vmfb": "v", "function": "main", "sizes": [], "standalone": {}}
    plan = {"kind": "dynbench-gpu-check", "target": "llvm-cpu", "chip": "host", "device": "local-task",
            "models": {"f16_mlp": model}, "tune": {"model": "f16_mlp", "inputs": [], "tuned_vmfb": "t", "problems": []}}
    (tmp_path / "plan.json").write_text(json.dumps(plan))
    proc = gpu_check("check", str(tmp_path), "--step", "tune-ranges", without_compiler=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert lines[:2] == ["== tune-ranges", "  tune-ranges f16_mlp: skipped: tune split no problem into ranges"]
    assert lines[-1].startswith("gpu_check PASS: ") and "0 range(s) timed by range" in lines[-1], lines[-1]


@pytest.mark.compiles
def test_prepare_leaves_the_ranged_tune_out_in_one_line_where_its_traffic_has_one_mode(prepared_cpu_tune, tmp_path,
                                                                                        monkeypatch, capsys):
    import iree_dynbench

    monkeypatch.syspath_prepend(str(TOOL.parent))
    import gpu_check as tool

    monkeypatch.setattr(tool, "RANGES_TRAFFIC", {1: 20})  # 64 rows only: one mode
    spec = json.loads((prepared_cpu_tune / "plan.json").read_text())["models"]["f16_mlp"]
    suite = iree_dynbench.open(prepared_cpu_tune / spec["extract"])
    (tmp_path / "tune").mkdir()
    assert tool.prepare_tune_ranges(tmp_path, spec, suite, suite, tmp_path, 2) is None
    (line,) = capsys.readouterr().out.strip().splitlines()
    assert line.startswith("prepared tune-ranges f16_mlp: skipped, tune split no problem into ranges (p0: "), line
    assert not (tmp_path / "tune" / "f16_mlp.ranged.vmfb").exists()


def test_prepare_with_fewer_than_two_candidates_a_problem_is_one_line_and_writes_nothing(tmp_path):
    folder = tmp_path / "cpu"
    proc = gpu_check("prepare", str(folder), "--cpu", "--no-wheel", "--model", "f16_mlp", "--candidates", "1")
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.strip() == ("gpu_check prepare: error: --candidates must be between 2 and 64 "
                                   "(IREE's default and one more at least), got 1")
    assert list(tmp_path.iterdir()) == []


def test_prepare_refuses_a_folder_whose_plan_json_is_another_tools(tmp_path):
    (tmp_path / "plan.json").write_text('{"kind": "plan", "generator": "iree-dynbench"}\n')
    (tmp_path / "mine.txt").write_text("keep")
    proc = gpu_check("prepare", str(tmp_path), "--no-wheel", "--model", "dyn_matmul")
    assert proc.returncode == 2
    assert proc.stderr.strip() == f"gpu_check prepare: error: {tmp_path}: exists and is not a gpu_check folder (no plan.json of one)"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.txt", "plan.json"]


@pytest.mark.parametrize("where", ["file", "under_file", "sys"])
def test_prepare_where_nothing_can_be_written_is_one_line(tmp_path, where):
    (tmp_path / "afile").write_text("x")
    folder = {"file": tmp_path / "afile", "under_file": tmp_path / "afile" / "x", "sys": Path("/sys/gpu-check")}[where]
    proc = gpu_check("prepare", str(folder), "--no-wheel", "--model", "dyn_matmul")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith(f"gpu_check prepare: error: {folder}"), line
    assert (tmp_path / "afile").read_text() == "x"


@pytest.mark.parametrize("content, message", [
    (b"\xff\xfe\x00garbage", "not a prepared gpu_check folder"),
    (b"[1]", "not a gpu_check plan"),
    (b'{"kind": "dynbench-gpu-check"}', "damaged (not what prepare writes)"),
])
def test_check_of_a_damaged_plan_is_one_line(tmp_path, content, message):
    (tmp_path / "plan.json").write_bytes(content)
    proc = gpu_check("check", str(tmp_path))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert message in line, line


def test_check_of_the_tune_step_where_prepare_made_none_is_one_line(tmp_path):
    model = {"extract": "e", "model": "m", "model_vmfb": "v", "function": "main", "sizes": [], "standalone": {}}
    plan = {"kind": "dynbench-gpu-check", "target": "llvm-cpu", "chip": "host", "device": "local-task",
            "models": {"dyn_matmul": model}}
    (tmp_path / "plan.json").write_text(json.dumps(plan))
    proc = gpu_check("check", str(tmp_path), "--step", "tune", without_compiler=True)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert proc.stderr.strip() == (f"gpu_check check: error: {tmp_path}: prepared without f16_mlp, the tune step's "
                                   "model (prepare --model f16_mlp)")


@pytest.mark.compiles
def test_an_interrupted_prepare_leaves_the_previous_folder_as_it_was(prepared, tmp_path):
    import shutil
    import signal
    import time

    folder = tmp_path / "copy"
    shutil.copytree(prepared, folder)
    before = sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))
    proc = subprocess.Popen([sys.executable, str(TOOL), "prepare", str(folder), "--no-wheel", "--model", "dyn_matmul",
                             "--model", "torch_block", "--model", "dyn_conv", "--model", "dyn_attention",
                             "--model", "two_dims", "--model", "dim_arith"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().startswith("prepared dyn_matmul")  # the next model's compile runs
    time.sleep(0.2)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert err.strip().splitlines()[-1] == f"gpu_check prepare: interrupted; {folder} left as it was", err
    assert "Traceback" not in err
    assert sorted(str(p.relative_to(folder)) for p in folder.rglob("*")) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy"]


LLM_TOOL = REPO / "tools" / "gpu_llm_check.py"


@pytest.mark.compiles
def test_the_llm_check_agrees_with_the_replay_on_cpu(tmp_path):
    """`gpu_llm_check.py prepare --cpu` / `check`: the 8B-geometry decoder with its parameters
    as zero splats; the real model, the query and the benchmarks dispatch alike (one size set:
    its ~3 GB of weights are materialized by the runtime)."""
    folder = tmp_path / "llm"
    model = REPO / "testdata" / "decoders" / "llama3_geometry_decode2.mlir"
    proc = subprocess.run([sys.executable, str(LLM_TOOL), "prepare", str(folder), str(model), "--cpu",
                           "--inputs", "2x1xi64,2x2x15x8x128xf16,2x2x15x8x128xf16"], capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert not (folder / "extract" / "dispatches").exists()  # the standalone files stay behind
    proc = subprocess.run([sys.executable, "-c", NO_COMPILER, str(LLM_TOOL), "check", str(folder)],
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    lines = proc.stdout.strip().splitlines()
    assert lines[0].endswith(": the model 52 dispatches, the query 52, the benchmarks 52: all agree"), lines[0]
    assert lines[-1].startswith("gpu_llm_check PASS: 52 dispatches over 1 size set(s) on local-task"), lines[-1]
