"""A prefill's causal attention on gfx942, without a GPU: candidates for its runtime-sized
kernel, each configured by a one-entry spec and compiled into the dispatch's benchmark, and a
spec entry that configures exactly its export in the model's own gfx942 compile, which builds
(iree_dynbench/tune/gpu_candidates.py `problem_candidates`, gpu_configs.py, tuning_spec.py)."""

from __future__ import annotations

import dataclasses

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench import open as open_suite
from iree_dynbench.extraction import compiler
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.candidate_kernels import build_kernels, with_spec
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.gpu_candidates import problem_candidates
from iree_dynbench.tune.gpu_configs import AttentionConfig
from iree_dynbench.tune.tuning_problems import ALL_KINDS, ATTENTION, find_problems
from iree_dynbench.tune.tuning_spec import SpecEntry, applied, build_spec

MODEL = TESTDATA / "decoders" / "llama_prefill.mlir"
SIZES = ["2x64xi64"]


def _no_static_file():
    raise AssertionError("an attention's candidates need no static file")


@pytest.fixture(scope="module")
@compiling
def attention(tmp_path_factory):
    """(the gfx942 extract, its attention problem, the candidates, their builds, the folder)."""
    root = tmp_path_factory.mktemp("gpu-attention")
    directory = extract(MODEL, SIZES, output=root / "gfx942", target="rocm", target_chip="gfx942").output
    dims = open_suite(directory).dims(SIZES)
    with TunerBuilder(directory) as builder:
        found = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context), builder.manifest,
                              kinds=ALL_KINDS)
        (problem,) = [p for p in found.tunable if p.key.kind == ATTENTION]
        configs = problem_candidates(problem, 4, _no_static_file, root / "work")
        _, builds = build_kernels(builder, problem, problem.dispatches[0], configs[1:], dims, root / "builds")
    return directory, problem, configs, builds, root


def test_the_prefill_s_attention_gets_candidates_besides_iree_s_configuration(attention):
    _, problem, configs, _, _ = attention
    assert len(configs) >= 3 and configs[0] == problem.default and len(set(configs)) == len(configs)
    assert all(isinstance(c, AttentionConfig) and "qk_attrs" in c.decomposition for c in configs)
    assert "VectorDistribute" in configs[0].text


def test_each_candidate_configures_and_compiles_the_runtime_sized_kernel(attention):
    _, _, _, builds, _ = attention
    assert builds and all(b.error is None and b.vmfb.is_file() for b in builds), [b.error for b in builds]


def test_a_candidate_s_entry_configures_exactly_the_attention_export_in_the_model_s_gfx942_compile(attention):
    directory, problem, configs, _, root = attention
    spec = root / "spec.mlir"
    spec.write_text(str(build_spec([SpecEntry("p0", problem.key, configs[1])], new_context())))
    options = compiler.CompileOptions.of(open_suite(directory).manifest)
    options = dataclasses.replace(options, iree_flags=with_spec(options.iree_flags, spec, options.target))
    configured = root / "tuned.configured.mlir"
    compiler.to_configured(MODEL, configured, options, without_weights=True).run()
    exports = {export for (_, _, export), entry in applied(configured_ir.parse(configured)).items() if entry == "p0"}
    assert exports == set(problem.exports)
    compiler.model_to_vmfb(MODEL, root / "tuned.vmfb", options).run()  # the model builds with it
    assert (root / "tuned.vmfb").stat().st_size > 0


@pytest.fixture(scope="module")
@compiling
def tuned_attention(attention, tmp_path_factory):
    """`tune --no-time` of the prefill's gfx942 extract (the one `attention` made), its traffic
    planned on a CPU extract."""
    from test_tune_gpu import tune_untimed

    return tune_untimed(tmp_path_factory.mktemp("gpu-attention-tune"), MODEL, SIZES, "rocm", "gfx942",
                        candidates=3, extracted=attention[0])  # two candidates besides the default


def test_tune_no_time_gives_the_attention_candidates_and_an_entry_for_its_export(tuned_attention):
    """The flow end to end: tune takes the attention's candidates from gpu_candidates, builds
    them, and the spec it writes configures exactly the attention's export in the model's compile."""
    _, result, out = tuned_attention
    (attention,) = [p for p in result.problems if p.kind == str(ATTENTION)]
    built = [c for c in attention.candidates if c.error is None]
    assert len(built) >= 2 and all(isinstance(c.config, AttentionConfig) for c in built)
    assert attention.applies_to and sorted(attention.applies_to) == sorted(attention.exports)
    assert "decomposition_config" in (out / "tuning_spec.mlir").read_text()
