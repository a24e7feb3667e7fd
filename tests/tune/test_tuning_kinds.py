"""Tuning problems of every kind IREE configures as a dispatch's root op (attention, reductions,
elementwise, transposes beside matmuls): their keys, a spec entry per kind that configures exactly
its problem's exports in the model's own compile, and a model built with an attention candidate
computing the default build's outputs (iree_dynbench/tune/tuning_problems.py, tuning_spec.py,
kind_configs.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench.extraction import compiler
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.cpu_configs import LoopShape
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.kind_configs import problem_candidates
from iree_dynbench.render.tuning import reach_lines
from iree_dynbench.run.plan import ExportWeight
from iree_dynbench.tune.reach import reach, tunability
from iree_dynbench.tune.output_check import (ModelOutputs, check_spec_outputs, compare_outputs, model_inputs,
                                              random_parameters, run_model)
from iree_dynbench.tune.tuning_problems import ALL_KINDS, ATTENTION, Kind, find_problems
from iree_dynbench.tune.tuning_spec import SpecEntry, applied, build_spec

PREFILL_SIZES = ["2x64xi64"]  # llama_prefill: a causal (masked) attention, RoPE's elementwise ops


@pytest.fixture(scope="module")
@compiling
def extracts(extracted, tmp_path_factory) -> dict[str, Path]:
    """dyn_attention and torch_block at their first size set (the session's extracts, which other
    files on this worker share: the tests only read them), llama_prefill at PREFILL_SIZES."""
    prefill = extract(TESTDATA / "decoders" / "llama_prefill.mlir", PREFILL_SIZES,
                      output=tmp_path_factory.mktemp("kinds") / "llama_prefill").output
    return {"dyn_attention": extracted("dyn_attention").output, "torch_block": extracted("torch_block").output,
            "decoders/llama_prefill": prefill}


def _problems(directory: Path, kinds=ALL_KINDS):
    with TunerBuilder(directory) as builder:
        return find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context), builder.manifest,
                             kinds=kinds)


def _by_export(problems, fragment: str):
    (problem,) = [p for p in problems.tunable if any(fragment in e for e in p.exports)]
    return problem


@pytest.mark.compiles
def test_attention_is_a_problem_keyed_by_its_dim_groups_with_the_sequence_lengths_dynamic(extracts):
    problem = _by_export(_problems(extracts["dyn_attention"]), "attention")
    assert problem.key.kind == ATTENTION and problem.key.op_name == "iree_linalg_ext.online_attention"
    assert dict(problem.key.sizes) == {"batch": (2,), "m": (None,), "n": (64,), "k1": (64,), "k2": (None,)}
    assert [str(t) for t in problem.key.element_types] == ["f32"] * 7  # query, key, value, scale, output, max, sum
    assert problem.default.level("vector_reduction") is not None


@pytest.mark.compiles
def test_a_masked_attention_is_a_problem_matched_as_the_op_itself(extracts):
    problem = _by_export(_problems(extracts["decoders/llama_prefill"]), "attention")
    assert problem.key.kind == ATTENTION and len(problem.key.element_types) == 8  # the mask among its operands
    assert problem.key.pattern is not None and "iree_linalg_ext.online_attention" in str(problem.key.pattern)


@pytest.mark.compiles
def test_reductions_transposes_and_elementwise_ops_are_problems_of_their_kind(extracts):
    block, prefill = _problems(extracts["torch_block"]), _problems(extracts["decoders/llama_prefill"])
    softmax = _by_export(block, "softmax")
    assert softmax.key.kind == Kind.REDUCTION
    assert dict(softmax.key.sizes) == {"parallel": (None, 4, None), "reduction": (None,)}
    assert _by_export(block, "transpose_DxDx64").key.kind == Kind.TRANSPOSE
    rope = _by_export(prefill, "dispatch_6_elementwise")
    assert rope.key.kind == Kind.ELEMENTWISE and dict(rope.key.sizes)["parallel"] == (None, None, 4, 8)


@pytest.mark.compiles
def test_two_problems_that_differ_only_in_their_body_stay_two_with_two_names(extracts):
    """torch_block's two layer-norm reductions (mean, variance) have the same types, maps and
    sizes: two keys, and texts tune can tell apart."""
    reductions = [p for p in _problems(extracts["torch_block"]).tunable
                  if p.key.kind == Kind.REDUCTION and dict(p.key.sizes)["reduction"] == (64,)]
    assert len(reductions) == 2
    first, second = (p.key for p in reductions)
    assert first != second and first.indexing_maps == second.indexing_maps and first.body != second.body
    assert first.text != second.text


@pytest.mark.compiles
def test_what_a_spec_cannot_configure_is_named_with_why(extracts):
    untunable = _problems(extracts["decoders/llama_prefill"]).untunable
    assert any("copy between buffers" in why for why in untunable.values())
    assert any(why.startswith("linalg.generic: a gather: ") for why in untunable.values())  # the embedding


@pytest.mark.compiles
def test_a_kind_tune_has_no_candidates_for_on_the_target_is_named_with_why(extracts):
    problems = _problems(extracts["dyn_attention"], kinds=frozenset({Kind.CONTRACTION, Kind.CONVOLUTION}))
    assert not problems.tunable
    (why,) = problems.untunable.values()
    assert "attention: tune has no candidates of this kind for this target" in why and "shark-ai" in why


@pytest.mark.compiles
@pytest.mark.parametrize("model", ["dyn_attention", "torch_block", "decoders/llama_prefill"])
def test_each_spec_entry_configures_exactly_its_problem_s_exports_in_the_model_s_compile(extracts, model, tmp_path):
    problems = _problems(extracts[model])
    entries = [SpecEntry(f"p{n}", p.key, p.default) for n, p in enumerate(problems.tunable)]
    assert {p.key.kind for p in problems.tunable} >= ({ATTENTION} if model != "torch_block" else {Kind.REDUCTION, Kind.TRANSPOSE})
    spec = tmp_path / "spec.mlir"
    spec.write_text(str(build_spec(entries, new_context())))
    configured = tmp_path / "configured.mlir"
    options = compiler.CompileOptions(iree_flags=(f"--iree-codegen-tuning-spec-path={spec}",))
    compiler.to_configured(TESTDATA / f"{model}.mlir", configured, options, without_weights=True).run()
    found: dict[str, set] = {}
    for (_, _, export), entry in applied(configured_ir.parse(configured)).items():
        found.setdefault(entry, set()).add(export)
    assert {e.name: set(p.exports) for e, p in zip(entries, problems.tunable)} == found


@pytest.mark.compiles
def test_the_model_built_with_an_attention_candidate_computes_the_default_build_s_outputs(extracts, tmp_path):
    import iree.runtime as rt

    problem = _by_export(_problems(extracts["dyn_attention"]), "attention")
    with TunerBuilder(extracts["dyn_attention"]) as builder:
        flags = list(builder.manifest.compile_flags)  # the host's CPU: the target the candidates are for
    loops = LoopShape(problem.reduction, problem.static, tuple(s or 256 for s in problem.static), problem.element_bytes)
    default, candidate, *_ = problem_candidates(problem, loops, 3)
    assert default == problem.default and candidate != default
    spec = tmp_path / "spec.mlir"
    spec.write_text(str(build_spec([SpecEntry("e", problem.key, candidate)], new_context())))
    builds = {}
    for name, extra in (("default", []), ("tuned", [f"--iree-codegen-tuning-spec-path={spec}"])):
        builds[name] = tmp_path / f"{name}.vmfb"
        compiler.standalone_to_vmfb(TESTDATA / "dyn_attention.mlir", builds[name], [*flags, *extra]).run()
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((2, n, 64)).astype(np.float32) for n in (70, 130, 130))
    outputs = {name: rt.load_vm_flatbuffer_file(str(path), driver="local-task").main(q, k, v).to_host()
               for name, path in builds.items()}
    assert outputs["tuned"].shape == (2, 70, 64)
    np.testing.assert_allclose(outputs["tuned"], outputs["default"], rtol=1e-5, atol=1e-5)
    # the tuned build is the candidate's: its compile configures the attention with it
    configured = tmp_path / "tuned.configured.mlir"
    compiler.to_configured(TESTDATA / "dyn_attention.mlir", configured,
                           compiler.CompileOptions(iree_flags=(f"--iree-codegen-tuning-spec-path={spec}",))).run()
    assert set(applied(configured_ir.parse(configured)).values()) == {"e"}


@pytest.mark.compiles
def test_a_masked_attention_is_a_tunable_problem(extracts):
    problems = _problems(extracts["decoders/llama_prefill"])
    assert [p for p in problems.tunable if p.key.kind == ATTENTION]
    assert not [export for export in problems.untunable if "attention" in export]


def _flags(directory: Path) -> tuple[list[str], str]:
    with TunerBuilder(directory) as builder:
        return list(builder.manifest.compile_flags), builder.manifest.target


@pytest.mark.compiles
def test_a_masked_attention_candidate_spec_computes_the_default_build_s_logits(extracts, tmp_path):
    """The causal prefill at 4x256, where both builds computed NaNs on local-task once memory of
    an earlier call was reused (the spec build run after the default build's call)."""
    problem = _by_export(_problems(extracts["decoders/llama_prefill"]), "attention")
    loops = LoopShape(problem.reduction, problem.static, tuple(s or 256 for s in problem.static), problem.element_bytes)
    default, candidate, *_ = problem_candidates(problem, loops, 2)
    assert default == problem.default and candidate != default
    spec = tmp_path / "spec.mlir"
    spec.write_text(str(build_spec([SpecEntry("e", problem.key, candidate)], new_context())))
    flags, target = _flags(extracts["decoders/llama_prefill"])
    check = check_spec_outputs(TESTDATA / "decoders/llama_prefill.mlir", flags, target, spec, ["4x256xi64"], tmp_path)
    assert check.equal and check.nans_added == 0 and check.max_abs_diff is not None, check.why


@pytest.mark.compiles
def test_a_spec_whose_model_computes_the_default_outputs_passes_the_output_check(extracts, tmp_path):
    problem = _by_export(_problems(extracts["dyn_attention"]), "attention")
    loops = LoopShape(problem.reduction, problem.static, tuple(s or 256 for s in problem.static), problem.element_bytes)
    _, candidate, *_ = problem_candidates(problem, loops, 2)
    spec = tmp_path / "spec.mlir"
    spec.write_text(str(build_spec([SpecEntry("e", problem.key, candidate)], new_context())))
    flags, target = _flags(extracts["dyn_attention"])
    check = check_spec_outputs(TESTDATA / "dyn_attention.mlir", flags, target, spec,
                               ["2x70x64xf32", "2x130x64xf32", "2x130x64xf32"], tmp_path)
    assert check.equal and check.nans_added == 0 and check.max_abs_diff is not None and check.worst <= 1.0


PARAMS_MODEL = TESTDATA / "parameters" / "params_matmul.mlir"  # weight and bias: #flow.parameter.named


@pytest.fixture(scope="module")
@compiling
def params_extract(tmp_path_factory) -> Path:
    return extract(PARAMS_MODEL, ["32x256xf32"], output=tmp_path_factory.mktemp("params") / "out").output


@pytest.mark.compiles
def test_the_output_check_runs_a_model_with_external_parameters_on_random_values(params_extract, tmp_path):
    """Both builds run on the same seeded random weights (zeros would make every output 0,
    whatever a spec does to the matmul): the outputs compared are real and not all alike."""
    problem = _by_export(_problems(params_extract), "matmul")
    loops = LoopShape(problem.reduction, problem.static, tuple(s or 64 for s in problem.static), problem.element_bytes)
    _, candidate, *_ = problem_candidates(problem, loops, 2)
    spec = tmp_path / "spec.mlir"
    spec.write_text(str(build_spec([SpecEntry("e", problem.key, candidate)], new_context())))
    flags, target = _flags(params_extract)
    model = ModelOutputs(PARAMS_MODEL, flags, target, ["48x256xf32"], tmp_path, parameters=random_parameters(PARAMS_MODEL, tmp_path))
    check = model.check(spec)
    assert check.equal and check.max_abs_diff is not None, check.why
    (want,) = model.default_outputs
    assert want.shape == (48, 128) and np.std(want) > 0.1 and np.count_nonzero(want) == want.size
    assert check_spec_outputs(PARAMS_MODEL, flags, target, spec, ["48x256xf32"], tmp_path / "again").equal


@pytest.mark.compiles
def test_the_output_check_catches_other_outputs_of_a_model_with_external_parameters(params_extract, tmp_path):
    """The same build run on random weights of another seed computes other outputs, which the
    check sees (with zero splats both would be zeros: nothing to see)."""
    flags, _ = _flags(params_extract)
    vmfb = tmp_path / "model.vmfb"
    compiler.standalone_to_vmfb(PARAMS_MODEL, vmfb, flags).run()
    inputs = model_inputs(["16x256xf32"])
    first = run_model(vmfb, inputs, parameters=random_parameters(PARAMS_MODEL, tmp_path / "a", seed=0))
    other = run_model(vmfb, inputs, parameters=random_parameters(PARAMS_MODEL, tmp_path / "b", seed=1))
    assert compare_outputs(first, run_model(vmfb, inputs, parameters=random_parameters(PARAMS_MODEL, tmp_path / "c"))).equal
    assert not compare_outputs(first, other).equal


def test_nans_the_default_does_not_compute_are_refused():
    want = [np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4)]
    got = want[0].copy()
    got[1, 2] = np.nan
    check = compare_outputs(want, [got])
    assert not check.equal and check.nans_added == 1 and "NaN" in check.why


def test_outputs_differing_beyond_tolerance_are_not_equal():
    want = [np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4)]
    assert compare_outputs(want, [want[0] + 1e-6]).equal
    changed = compare_outputs(want, [want[0] + 1e-2])
    assert not changed.equal and "beyond tolerance" in changed.why


@pytest.mark.compiles
def test_the_reach_is_the_traffic_share_in_tunable_problems_and_each_kernel_left_out_with_why(extracts):
    """llama_prefill's exports weighted 1 us each: the gathers are left out, each with its share
    and its reason, as `tune` says them before any timing; the masked attention is in reach."""
    problems = _problems(extracts["decoders/llama_prefill"])
    kinds = tunability(problems)
    weights = [ExportWeight(export, 1.0, 0.0, 0.0, 1, (), ()) for export in kinds]
    found = reach(weights, problems)
    out = [e for e, why in kinds.items() if why != "yes"]
    assert found.total_us == len(kinds) and found.tunable_us == len(kinds) - len(out)
    assert sorted(item.export for item in found.left_out) == sorted(out)
    lines = reach_lines(found)
    assert lines[0].startswith(f"{100 * (len(kinds) - len(out)) / len(kinds):.1f}% of the traffic")
    assert out and len(lines) == 1 + len(out)
    for line in lines[1:]:
        assert any(line.startswith(f"{100 / len(kinds):.1f}% {e}: {kinds[e]}") for e in out)
    assert not [line for line in lines[1:] if "attention" in line.split(":")[0]]


def test_the_output_check_s_inputs_have_the_model_s_element_types():
    """The runtime refuses an array of another type, and the check would not run at all (bf16 was
    given float32, i16 int64)."""
    from iree_dynbench.errors import DynbenchError
    from iree_dynbench.tune.output_check import model_inputs

    arrays = model_inputs(["2x3xbf16", "4xi16", "4xui8", "2xf16", "3xi1"])
    assert [str(a.dtype) for a in arrays] == ["bfloat16", "int16", "uint8", "float16", "bool"]
    assert float(abs(arrays[0].astype("float32")).sum()) > 0  # values, not zeros
    with pytest.raises(DynbenchError, match="no values of element type f8E4M3FNUZ"):
        model_inputs(["2xf8E4M3FNUZ"])


DECODE_CACHE = "2x4x528x2x16xf32"  # llama_decode: B = 4, cache length 528; one query row a head


@pytest.mark.compiles
def test_a_decode_step_s_one_row_attention_gets_candidates_whose_model_computes_the_default_outputs(tmp_path):
    """A decode step's attention has no query-length loop (one row): its heads are the rows a
    workgroup and a vector step take, beside the head dim's vector and the KV step."""
    sizes = ["4x1xi64", DECODE_CACHE, DECODE_CACHE]
    directory = extract(TESTDATA / "decoders" / "llama_decode.mlir", sizes, output=tmp_path / "decode").output
    problem = _by_export(_problems(directory), "attention")
    assert dict(problem.key.sizes)["m"] == ()  # no M loop
    loops = LoopShape(problem.reduction, problem.static, tuple(s or 64 for s in problem.static), problem.element_bytes)
    default, candidate, *_ = problem_candidates(problem, loops, 3)
    assert default == problem.default and candidate != default
    spec = tmp_path / "spec.mlir"
    spec.write_text(str(build_spec([SpecEntry("e", problem.key, candidate)], new_context())))
    flags, target = _flags(directory)
    check = check_spec_outputs(TESTDATA / "decoders" / "llama_decode.mlir", flags, target, spec, sizes, tmp_path)
    assert check.equal and check.nans_added == 0 and check.max_abs_diff is not None, check.why
    configured = tmp_path / "tuned.configured.mlir"  # and the spec configures the attention with the candidate
    compiler.to_configured(TESTDATA / "decoders" / "llama_decode.mlir", configured,
                           compiler.CompileOptions(iree_flags=(f"--iree-codegen-tuning-spec-path={spec}",)),
                           without_weights=True).run()
    assert {export for (_, _, export), entry in applied(configured_ir.parse(configured)).items() if entry == "e"} \
        == set(problem.exports)


@pytest.mark.compiles
def test_a_grouped_query_attention_s_candidates_share_k_and_v_across_the_query_heads_of_a_kv_head(tmp_path):
    """The corpus prefill (8 query heads, 2 KV heads): a step over the 4 query heads of a KV head
    reads K and V once for all four (0.52x of IREE's default in the model, where 8 rows of one head
    read 0.60x); that candidate builds and computes the default build's logits."""
    model = TESTDATA / "decoders" / "qwen_prefill.mlir"
    directory = extract(model, ["2x64xi64"], output=tmp_path / "prefill").output
    problem = _by_export(_problems(directory), "attention")
    shared = problem.loop_groups["m"][0]
    assert problem.static[shared] == 4  # query heads per KV head
    loops = LoopShape(problem.reduction, problem.static, tuple(s or 64 for s in problem.static), problem.element_bytes)
    grouped = [c for c in problem_candidates(problem, loops, 4) if c.level("vector_common_parallel")[shared] > 1]
    assert grouped
    spec = tmp_path / "spec.mlir"
    spec.write_text(str(build_spec([SpecEntry("e", problem.key, grouped[0])], new_context())))
    flags, target = _flags(directory)
    check = check_spec_outputs(model, flags, target, spec, ["2x64xi64"], tmp_path)
    assert check.equal and check.nans_added == 0, check.why
