"""`tune --no-time` for gfx942 on a machine without a GPU: shark-ai's candidates for every
tunable matmul of a Llama-style decode step, built for the runtime-sized kernels, and a spec
that configures exactly those exports in the model's own gfx942 compile.

The traffic's weights come from a plan timed on a CPU extract of the same model (a plan names
call sites, which both extracts share). The tuner is `amdsharktuner` (the `tuner` extra)."""

from __future__ import annotations

import json

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench import open as open_suite
from iree_dynbench.run.options import TimingOptions
from iree_dynbench.tune.tuning import UNTIMED, TuneOptions
from iree_dynbench.tune.tuning_problems import CONTRACTION, CONVOLUTION

MODEL = TESTDATA / "decoders" / "llama_decode.mlir"
SIZES = ["2x1xi64", "2x2x64x2x16xf32", "2x2x64x2x16xf32"]  # B = 2, cache length 64


def tune_untimed(root, model, sizes, target: str, chip: str, candidates: int, extracted=None, kinds=None):
    """`tune --no-time --candidates N` of `model`'s extract for `target`/`chip` (`extracted`: one made
    already, which tune only reads), its traffic (one size set) planned on a CPU extract: (the GPU
    extract, the result, the output folder). `kinds`: only the problems of these kinds have traffic
    (the plan's rows of other kinds left out, by the compiler's analysis of each dispatch)."""
    from iree_dynbench.render.plan import to_json

    cpu = open_suite(extract(model, sizes, output=root / "cpu").output)
    plan = root / "plan.json"
    data = json.loads(to_json(cpu.plan([sizes], TimingOptions(min_time_s=0.01, repetitions=2, max_rounds=1))))
    if kinds is not None:
        kept = {d.name for d in cpu.manifest.dispatches if d.problem is not None and d.problem.kind in kinds}
        data["problems"] = [p for p in data["problems"] if set(p["dispatches"]) <= kept]
    plan.write_text(json.dumps(data))
    if extracted is None:
        extracted = extract(model, sizes, output=root / chip, target=target, target_chip=chip).output
    gpu = open_suite(extracted)
    result = gpu.tune(root / "out", plan=plan, options=TuneOptions(cover=1.0, candidates=candidates, timed=False))
    return gpu, result, root / "out"


@pytest.fixture(scope="module")
@compiling
def tuned(tmp_path_factory):
    # Two candidates besides the default a problem (each a gfx942 compile). The matmuls only: the decode's
    # one-row attention's two gfx942 variants took 247 s to compile (of this file's 437 s, loaded);
    # test_gpu_attention.py builds a GPU attention's candidates (the prefill's).
    return tune_untimed(tmp_path_factory.mktemp("tune-gpu"), MODEL, SIZES, "rocm", "gfx942", candidates=3,
                        kinds=(CONTRACTION, CONVOLUTION))


def test_every_tunable_matmul_export_of_the_decode_gets_a_candidate_built_for_its_dynamic_kernel(tuned):
    gpu, result, _ = tuned
    matrices = [p for p in result.problems if p.kind in (CONTRACTION, CONVOLUTION)]
    assert matrices and all(p.kind in (CONTRACTION, CONVOLUTION, "attention") for p in result.problems)
    for p in matrices:
        assert p.outcome == UNTIMED, (p.problem, p.outcome, [c.error for c in p.candidates])
        assert "#iree_gpu.lowering_config" in p.chosen.config.text and "padding" in p.chosen.config.label


def test_no_contraction_export_is_left_out(tuned):
    gpu, result, _ = tuned
    tuned_exports = {e for p in result.problems for e in p.exports}
    matmuls = {d.export for d in gpu.manifest.dispatches if d.problem is not None and d.problem.kind == CONTRACTION}
    assert matmuls and matmuls <= tuned_exports
    assert not set(result.untunable) & matmuls


def test_the_spec_configures_exactly_the_tuned_exports_in_the_gfx942_compile(tuned):
    _, result, out = tuned
    for p in result.problems:
        assert sorted(p.applies_to) == sorted(p.exports)
    assert not result.notes and result.model == ()
    data = json.loads((out / "tune.json").read_text())
    assert data["spec"] == "tuning_spec.mlir" and (out / "tuning_spec.mlir").is_file()


def test_a_cpu_plan_serves_the_gfx942_worklist_where_the_kernels_fuse_otherwise(tuned, tmp_path, capsys):
    """The plan records the target it was timed on: on another target a call site may compute
    another problem (other fusions), which the worklist names as this extract's, not an error."""
    from iree_dynbench.cli import main

    gpu, _, out = tuned
    plan = out.parent / "plan.json"
    assert json.loads(plan.read_text())["target"].startswith("llvm-cpu")
    code = main(["export", str(gpu.directory), "--plan", str(plan), "--cover", "1", "-o", str(tmp_path / "w")])
    err = capsys.readouterr().err
    assert code in (0, 1), err  # 1: a static file IREE could not build, named; never a refusal of the plan
    assert "plan again" not in err
    worklist = json.loads((tmp_path / "w" / "worklist.json").read_text())
    assert worklist["files"]


# CUDA: shark-ai's generator knows only WMMA for CUDA, which IREE 3.13 cannot compile into a
# runtime-sized kernel; its tiles go on MMA_SYNC. IREE applies the spec for CUDA through its
# transform-dialect library (it reads no tuning spec there).
F16_MODEL = TESTDATA / "gpu" / "f16_mlp.mlir"
F16_SIZES = ["256x512xf16", "512x1024xf16", "1024x256xf16"]


@pytest.fixture(scope="module")
@compiling
def tuned_cuda(tmp_path_factory):
    # One candidate besides the default a problem: shark-ai's generator asked for one makes none, so
    # tune asks it for two at least (`gpu_candidates.shark_candidates`).
    return tune_untimed(tmp_path_factory.mktemp("tune-cuda"), F16_MODEL, F16_SIZES, "cuda", "sm_80", candidates=2)


def test_cuda_candidates_are_mma_sync_configurations_built_for_the_dynamic_kernel(tuned_cuda):
    _, result, _ = tuned_cuda
    assert len(result.problems) == 2
    for p in result.problems:
        assert p.outcome == UNTIMED, (p.problem, p.outcome, [c.error for c in p.candidates])
        built = [c for c in p.candidates if c.error is None]
        assert built and all("NV_MMA_SYNC_F16_16x8x16_F16" in c.config.text and "padding" in c.config.label
                             for c in built)


def test_the_cuda_spec_configures_exactly_the_tuned_exports_through_the_transform_library(tuned_cuda):
    _, result, out = tuned_cuda
    for p in result.problems:
        assert sorted(p.applies_to) == sorted(p.exports)
    # the whole build: the extract's target flags, then the spec as a transform-dialect library
    assert result.flags[-1] == f"--iree-codegen-transform-dialect-library={(out / 'tuning_spec.mlir').resolve()}"
    assert "--iree-hal-target-device=cuda" in result.flags and "--iree-cuda-target=sm_80" in result.flags
    assert not any(f.startswith("--iree-codegen-tuning-spec-path") for f in result.flags)


def test_iree_reads_no_tuning_spec_for_cuda(tuned_cuda, tmp_path):
    """Why the transform-dialect library: the same spec given as a tuning spec configures nothing
    in the cuda compile (checked here so that a later IREE that reads it is noticed)."""
    from iree_dynbench.extraction.compiler import CompileOptions, to_configured
    from iree_dynbench.tune import configured_ir
    from iree_dynbench.tune.tuning_spec import applied

    _, _, out = tuned_cuda
    configured = tmp_path / "configured.mlir"
    flags = (f"--iree-codegen-tuning-spec-path={out / 'tuning_spec.mlir'}",)
    to_configured(F16_MODEL, configured, CompileOptions("cuda", flags, "sm_80")).run()
    assert applied(configured_ir.parse(configured)) == {}


# `--no-time --ranges 2` on GPU targets: a two-mode traffic (decode-like M = 1-4, prefill-like
# M = 128-256) of an f16 MLP with f32 accumulators (gfx942's MFMA intrinsics accumulate in f32 only),
# planned on a CPU extract; the ranges from the traffic alone.
RANGED_MODEL = TESTDATA / "gpu" / "f16_f32acc_mlp.mlir"
RANGED_TRAFFIC = [((f"{m}x512xf16", "512x1024xf16", "1024x256xf16"), count)
                  for m, count in [(1, 100), (2, 150), (4, 150), (128, 8), (256, 8)]]


@pytest.fixture(scope="module")
@compiling
def ranged_gpu(tmp_path_factory):
    """Per target (gfx942, sm_80): the f16 MLP's extract, `tune --no-time --ranges 2`, its output."""
    from iree_dynbench.render.plan import to_json
    from iree_dynbench.size_log import CountedSizes

    root = tmp_path_factory.mktemp("tune-gpu-ranges")
    traffic = [CountedSizes(sizes, count) for sizes, count in RANGED_TRAFFIC]
    cpu = open_suite(extract(RANGED_MODEL, F16_SIZES, output=root / "cpu").output)
    plan = root / "plan.json"
    # Each mode's weight as planned decides the split: timed well enough that a loaded worker's noise
    # does not make the large mode a sliver (the suite once split neither problem: one range each).
    plan.write_text(to_json(cpu.plan(traffic, TimingOptions(min_time_s=0.05, repetitions=3, max_rounds=2))))
    found = {}
    for target, chip in (("rocm", "gfx942"), ("cuda", "sm_80")):
        gpu = open_suite(extract(RANGED_MODEL, F16_SIZES, output=root / chip, target=target, target_chip=chip).output)
        out = root / f"out-{chip}"
        found[chip] = gpu, gpu.tune(out, plan=plan, options=TuneOptions(cover=1.0, candidates=3, ranges=2,
                                                                         timed=False)), out
    return found


@pytest.mark.compiles
@pytest.mark.parametrize("chip", ["gfx942", "sm_80"])
def test_untimed_gpu_tune_by_range_builds_a_candidate_per_traffic_mode_each_configuring_its_own_variant(ranged_gpu, chip):
    from iree_dynbench.tune.range_tuning import PREPROCESSING_FLAG

    _, result, out = ranged_gpu[chip]
    assert result.problems and all(p.specialized for p in result.problems), [(p.problem, p.outcome) for p in result.problems]
    for p in result.problems:
        # split at 4..128; no udiv on a GPU (IREE would block M by it: no entry would match that variant)
        assert [(r.bounds[0].umin, r.bounds[0].umax, r.bounds[0].udiv) for r in p.ranges] == [(None, 22, 1), (23, None, 1)]
        small, large = p.ranges
        assert all(_m(s) < 64 for s in small.size_sets) and all(_m(s) >= 128 for s in large.size_sets)
        for r in p.ranges:  # a candidate built at its own sizes, configuring its variant; or why none (the fallback serves it)
            if r.chosen is not None:
                assert r.outcome == UNTIMED and "#iree_gpu.lowering_config" in r.chosen.config.text
                assert r.applies_to == tuple(p.exports)
            else:
                assert r.outcome.startswith("no candidate") and not r.applies_to and r.entry is None
    assert any(r.chosen is not None for p in result.problems for r in p.ranges)
    assert not result.notes
    assert "iree_codegen.specialization_ranges" in (out / "specialization.mlir").read_text()
    assert "match.dim_bounds" in (out / "tuning_spec.mlir").read_text()
    assert result.flags[-1] == f"{PREPROCESSING_FLAG}={(out / 'specialization.mlir').resolve()}"


def _m(inputs) -> int:
    return int(inputs[0].split("x")[0])
