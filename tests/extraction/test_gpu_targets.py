"""GPU targets on a machine without a GPU: extract, shapes and show need no device.

Targets are named in IREE's own words (backend or device name, a chip), and
every testdata model extracts for ROCm (gfx942) and CUDA (sm_80) here; only
`run`, `sweep` and `compare` need the GPU, and asking for it where it is
missing is one error line naming the device.
"""

from __future__ import annotations

import json

import pytest

import iree_dynbench
from iree_dynbench import DynbenchError
from iree_dynbench.cli import main
from iree_dynbench.extraction.compiler import CompileOptions

from support import GPU_CHIPS, SIZE_SETS, TESTDATA

GPU_TARGETS = GPU_CHIPS
DEVICE_OF = {"rocm": "hip", "cuda": "cuda"}
# Every testdata model for every target, but the attention model for ROCm: its ROCm codegen
# alone takes about a minute on 2 cores, a tenth of the suite (plain iree-compile of the whole
# model for gfx942 fails in 3.13: "Padding OnlineAttention without existing mask is not yet
# supported"; extract compiles the dispatch alone). Attention is extracted for CUDA here and
# for CPU everywhere; what the tuner makes of ROCm attention is read off its configured IR
# (test_tuner_client.py: test_online_attention_is_not_for_the_tuner). The ROCm attention
# extract itself is measured, not tested: `dynbench extract testdata/dyn_attention.mlir
# --target rocm --target-chip gfx942 ...` writes its one dispatch (61 s, 2026-12-01).
CASES = [(target, model) for target in sorted(GPU_TARGETS) for model in sorted(SIZE_SETS)
         if (target, model) != ("rocm", "dyn_attention")]
MATMUL = str(TESTDATA / "dyn_matmul.mlir")
GOOD = ["--inputs", "42x1024xf32", "--inputs", "1024x512xf32"]


def _error_line(capsys) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.startswith("error: ")]
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("target, model", CASES)
def test_every_model_extracts_for_a_gpu_without_one(target, model, gpu_extracted):
    result = gpu_extracted(target, model)
    manifest = result.manifest
    assert (manifest.target, manifest.target_chip, manifest.device) == (target, GPU_TARGETS[target], DEVICE_OF[target])
    assert result.emitted and all(d.at_inputs is not None for d in manifest.dispatches)
    recorded = json.loads((result.output / "shapes.json").read_text())
    assert recorded["compile_flags"][:1] == [f"--iree-hal-target-device={DEVICE_OF[target]}"]


@pytest.mark.parametrize("target, model", CASES)
def test_shapes_and_show_of_a_gpu_extract_need_no_gpu(target, model, gpu_extracted, capsys):
    out = str(gpu_extracted(target, model).output)
    other = " ".join(SIZE_SETS[model][1])
    assert main(["shapes", out, "--set", other]) == 0
    assert main(["show", out, "0", "--no-source"]) == 0
    assert "error" not in capsys.readouterr().err


@pytest.mark.parametrize("target", sorted(GPU_TARGETS))
def test_gpu_query_records_the_targets_own_workgroup_counts(target, gpu_extracted, extracted):
    """Workgroup counts come from the GPU export's count region (not the CPU's), on `local-sync`."""
    gpu = iree_dynbench.open(gpu_extracted(target, "dyn_matmul").output)
    (params,) = gpu.query(SIZE_SETS["dyn_matmul"][1])
    (cpu_params,) = iree_dynbench.open(extracted("dyn_matmul").output).query(SIZE_SETS["dyn_matmul"][1])
    assert params.push_constants == cpu_params.push_constants
    assert params.binding_lengths == cpu_params.binding_lengths
    assert params.workgroup_count != cpu_params.workgroup_count
    assert [params] == gpu.query_many([gpu.dims(SIZE_SETS["dyn_matmul"][1])]).params(0)


@pytest.mark.parametrize("target", sorted(GPU_TARGETS))
def test_gpu_query_module_is_host_arithmetic(target, gpu_extracted):
    """The count regions are cloned as translated (`executable-targets`): no slice op, no HAL op, no kernel."""
    text = (gpu_extracted(target, "torch_block").output / "query.mlir").read_text()
    assert "util.func private @__dynbench_count_0(" in text
    for absent in ("workgroup_count_from_slice", "hal.", "flow.", "#iree_gpu"):
        assert absent not in text


@pytest.mark.parametrize("target", sorted(GPU_TARGETS))
def test_run_of_a_gpu_extract_without_its_device_is_one_error_line(target, gpu_extracted, capsys):
    out = str(gpu_extracted(target, "dyn_matmul").output)
    assert main(["run", out]) == 2
    line = _error_line(capsys)
    assert f"device '{DEVICE_OF[target]}' is not available" in line and GPU_TARGETS[target] in line


def test_a_device_uri_names_the_device_in_the_error(gpu_extracted, capsys):
    out = str(gpu_extracted("cuda", "dyn_matmul").output)
    assert main(["run", out, "--device", "cuda://1"]) == 2
    assert "device 'cuda://1' is not available" in _error_line(capsys)


@pytest.mark.parametrize(
    "target, chip, flags, backend",
    [
        ("rocm", "gfx942", [], "rocm"),
        ("hip", "gfx942", [], "rocm"),
        ("amdgpu", None, ["--iree-rocm-target=gfx942"], "rocm"),
        ("cuda", "sm_80", [], "cuda"),
        ("vulkan", "rdna3", [], "vulkan-spirv"),
        ("local", None, [], "llvm-cpu"),
        ("llvm-cpu", None, [], "llvm-cpu"),
    ],
)
def test_target_is_a_backend_or_device_name(target, chip, flags, backend):
    options = CompileOptions(target, tuple(flags), chip)
    assert options.target == backend
    assert sum(f.startswith(("--iree-rocm-target=", "--iree-cuda-target=", "--iree-vulkan-target=",
                             "--iree-llvmcpu-target-cpu=")) for f in options.flags) == 1


def test_cpu_target_defaults_to_the_host_chip():
    options = CompileOptions()
    assert options.chip == "host" and options.runtime_device == "local-task"
    assert options.flags == [
        "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
        "--iree-llvmcpu-target-cpu=host",
    ]


def test_a_chip_given_as_an_iree_flag_counts_once():
    options = CompileOptions("rocm", ("--iree-rocm-target=gfx942",), "gfx942")
    assert options.chip == "gfx942"
    assert options.flags == ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"]


@pytest.mark.parametrize(
    "arguments, expected",
    [
        (["--target", "rocm"], "--target rocm needs a chip: --target-chip CHIP (e.g. gfx942"),
        (["--target", "cuda"], "--iree-flag=--iree-cuda-target=CHIP"),
        (["--target", "rocm", "--target-chip", "gfx942", "--iree-flag=--iree-rocm-target=gfx90a"],
         "two chips given (gfx942 and gfx90a)"),
        (["--target", "cuda", "--target-chip", "sm_90"], "use sm_80"),
        (["--target", "metal-ish"], "unknown --target 'metal-ish'"),
        (["--target-chip", "gfx942"], "gfx942 is a rocm chip, not one for --target llvm-cpu; did you mean --target rocm"),
        (["--target", "rocm", "--target-chip", "sm_80"], "sm_80 is a cuda chip, not one for --target rocm"),
    ],
)
def test_target_mistakes_are_one_line_before_anything_compiles(arguments, expected, capsys, tmp_path):
    assert main(["extract", MATMUL, *GOOD, "-o", str(tmp_path / "out"), *arguments]) == 2
    assert expected in _error_line(capsys)
    assert list(tmp_path.iterdir()) == []


def test_api_extract_takes_the_same_target_words(tmp_path):
    with pytest.raises(DynbenchError, match="needs a chip"):
        iree_dynbench.extract(MATMUL, GOOD[1::2], output=tmp_path / "out", target="hip")


def test_dispatch_statistics_stand_in_for_a_profile_with_the_same_exports_and_calls(model_vmfb):
    """compare's fallback where a GPU driver records no dispatch events, checked on the CPU."""
    from iree_dynbench.run.model_timing import DISPATCH_STATISTICS, sample_model

    sizes = SIZE_SETS["torch_block"][0]
    profiled = sample_model(model_vmfb("torch_block"), sizes, runs=3).timing()
    counted = sample_model(model_vmfb("torch_block"), sizes, runs=3, mode=DISPATCH_STATISTICS)
    assert counted.method == DISPATCH_STATISTICS and len(counted.run_us) == 3
    assert {(e.export, e.calls) for e in counted.timing().exports} == {(e.export, e.calls) for e in profiled.exports}


@pytest.mark.parametrize("device, chip, expected_mb", [("hip", "gfx942", 256), ("cuda", "sm_80", 60), ("cuda", "h9000", 256)])
def test_cold_cache_size_of_a_gpu_comes_from_the_chip_table(device, chip, expected_mb):
    from iree_dynbench.run.cache_state import last_level_cache_bytes

    assert last_level_cache_bytes(device, chip) == expected_mb << 20
    assert last_level_cache_bytes(device, chip, override=12345) == 12345
