"""`tune` reaches every kind: an attention and a reduction tuned end to end, the reach said before
any timing and kept in tune.json, the model built with the spec checked against the default
build's outputs, the user's configurations (`--config`) timed with the rest, a search in rounds
(iree_dynbench/tune/tuning.py, user_configs.py, reach.py).

Small models, small budgets: testdata/dyn_attention.mlir (one online attention, whose
candidates run several times faster than IREE's default on any machine: see docs/tune.md) and
testdata/torch_block.mlir (softmax, layer norms, transposes beside its matmuls)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench import open as open_suite
from iree_dynbench.cli import main
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.run.ab import ModelPairOptions
from iree_dynbench.run.paired import PairOptions
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.cpu_configs import CpuConfig
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.output_check import check_spec_outputs
from iree_dynbench.tune.tuning import NO_GAIN, TUNED, CandidateResult, ProblemResult, Search, TuneOptions, \
    problem_from_json, problem_json
from iree_dynbench.tune.tuning_problems import ALL_KINDS, Kind, find_problems

# As test_tuning.py's: three pairs a session, so a burst of the suite's load on one pair does not turn a verdict.
PAIRS = PairOptions(pairs=18, max_pairs=18, sessions=6, max_time_s=0.5, seed=3)
QUICK = TuneOptions(top=1, candidates=3, size_sets=2, finalists=2, rounds=2, screen=PAIRS, confirm=PAIRS, model=PAIRS,
                    verify_top=1, model_rounds=ModelPairOptions(rounds=5, runs=5, seed=3))
ATTENTION_TRAFFIC = [["2x256x64xf32"] * 3, ["2x128x64xf32"] * 3, ["2x128x64xf32"] * 3]
BLOCK_TRAFFIC = [["2x64x64xf32"], ["2x64x64xf32"], ["1x32x64xf32"]]
SOFTMAX = "main$async_dispatch_10_softmax_Dx4xDxDxf32_dispatch_tensor_store"


@pytest.fixture(scope="module")
@compiling
def attention(tmp_path_factory) -> Path:
    return extract(TESTDATA / "dyn_attention.mlir", ATTENTION_TRAFFIC[0],
                   output=tmp_path_factory.mktemp("kinds") / "attention").output


@pytest.fixture(scope="module")
def attention_tuned(attention, tmp_path_factory):
    output = tmp_path_factory.mktemp("tuned") / "out"
    messages: list[str] = []
    return open_suite(attention).tune(output, ATTENTION_TRAFFIC, options=QUICK, progress=messages.append), output, messages


@pytest.fixture(scope="module")
@compiling
def block(tmp_path_factory) -> Path:
    return extract(TESTDATA / "torch_block.mlir", BLOCK_TRAFFIC[0], output=tmp_path_factory.mktemp("kinds") / "block").output


def _softmax_config(directory: Path) -> CpuConfig:
    """The softmax's default with its workgroup tile on the rows halved: a configuration of its own."""
    with TunerBuilder(directory) as builder:
        problems = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context),
                                 builder.manifest, kinds=ALL_KINDS)
    (problem,) = [p for p in problems.tunable if SOFTMAX in p.exports]
    dist = list(problem.default.level("distribution"))
    row = max(i for i, d in enumerate(dist) if d > 1)
    dist[row] //= 2
    return CpuConfig(tuple((n, tuple(dist) if n == "distribution" else s) for n, s in problem.default.tiles),
                     problem.default.translation_info)


def _info(config: CpuConfig) -> str:
    """`#iree_codegen.compilation_info<...>` as IREE prints it."""
    context = new_context()
    with context:
        return str(config.compilation_info(context))


@pytest.fixture(scope="module")
def block_tuned(block, tmp_path_factory):
    """torch_block's softmax (a reduction) named by a --config file beside --top 1."""
    root = tmp_path_factory.mktemp("block")
    config = _softmax_config(block)
    configs = root / "configs.json"
    configs.write_text(json.dumps([{"export": SOFTMAX, "compilation_info": _info(config)}]))
    messages: list[str] = []
    options = TuneOptions(**{**QUICK.__dict__, "rounds": 1})
    result = open_suite(block).tune(root / "out", BLOCK_TRAFFIC, options=options, progress=messages.append, configs=configs)
    return result, root / "out", messages, config


def test_an_attention_is_tuned_and_its_entry_applies_to_exactly_its_export(attention_tuned):
    result, output, _ = attention_tuned
    (problem,) = result.problems
    assert problem.kind == "attention" and problem.outcome == TUNED
    assert problem.applies_to == problem.exports == ("main_dispatch_0_attention_2xDx64xDx64",)
    assert not [n for n in result.notes if "applies to" in n]  # (a predicted/in-model disagreement may be noted)
    assert "transform.iree.match.online_attention" in (output / "tuning_spec.mlir").read_text()


def test_the_model_built_with_the_attention_spec_computes_the_default_build_s_outputs(attention_tuned, tmp_path):
    result, output, _ = attention_tuned
    assert result.outputs is not None and result.outputs.equal  # tune's own check, at the heaviest size set
    flags = [f for f in open_suite(result.directory).manifest.compile_flags]
    target = open_suite(result.directory).manifest.target
    other = check_spec_outputs(TESTDATA / "dyn_attention.mlir", flags, target, output / "tuning_spec.mlir",
                               ["2x70x64xf32", "2x130x64xf32", "2x130x64xf32"], tmp_path)  # sizes tune never ran
    assert other.equal


def test_the_search_records_what_it_tried_and_why_it_stopped(attention_tuned):
    result, output, _ = attention_tuned
    (problem,) = result.problems
    search = json.loads((output / "tune.json").read_text())["problems"][0]["search"]
    assert search == {"tried": len(problem.candidates), "rounds": problem.search.rounds, "stopped": problem.search.stopped}
    assert {c.round for c in problem.candidates} == set(range(1, problem.search.rounds + 1))
    assert problem.search.rounds == 2 or "improved on no screened ratio" in problem.search.stopped


def test_the_reach_is_said_before_any_timing(attention_tuned, block_tuned):
    for messages in (attention_tuned[2], block_tuned[2]):
        reach = next(k for k, m in enumerate(messages) if "is in the problems tune will tune" in m)
        screening = next(k for k, m in enumerate(messages) if m.strip().startswith("screening candidate"))
        assert reach < screening


def test_the_reach_s_shares_add_up_in_tune_json_and_in_the_lines_printed(block_tuned):
    result, output, messages, _ = block_tuned
    data = json.loads((output / "tune.json").read_text())["reach"]
    assert data["tuned_share"] + sum(item["share"] for item in data["left_out"]) == pytest.approx(1.0)
    assert data["total_us"] == pytest.approx(result.total_us)
    tuned = sum(p.weighted_us for p in result.problems)
    assert data["tuned_us"] == pytest.approx(tuned)
    head = next(m for m in messages if "is in the problems tune will tune" in m)
    assert head.startswith(f"{data['tuned_share'] * 100:.1f}% ")
    whys = {item["export"]: item["why"] for item in data["left_out"]}
    assert any("copy between buffers" in why for why in whys.values())  # torch_block's memcpys
    assert any("not among the 1 heaviest problem(s) tune chose" in why for why in whys.values())
    for item in data["left_out"][:10]:
        assert f"{item['share'] * 100:.1f}% {item['export']}: {item['why']}" in messages


def test_a_reduction_is_tuned_end_to_end(block_tuned):
    result, output, _, _ = block_tuned
    (softmax,) = [p for p in result.problems if SOFTMAX in p.exports]
    assert softmax.kind == Kind.REDUCTION.value
    assert softmax.outcome in (TUNED, NO_GAIN)  # whatever the timing found
    assert any(c.screen_ratio is not None for c in softmax.candidates)
    if softmax.outcome == TUNED:
        assert softmax.applies_to == softmax.exports
        assert result.outputs is not None and result.outputs.equal
    else:
        spec = output / "tuning_spec.mlir"
        assert softmax.chosen is None and (not spec.exists() or f"@match_{softmax.entry}" not in spec.read_text())


def test_a_configuration_of_the_config_file_is_timed_in_pairs_with_the_rest(block_tuned):
    result, output, _, config = block_tuned
    (softmax,) = [p for p in result.problems if SOFTMAX in p.exports]
    (mine,) = [c for c in softmax.candidates if c.from_file]
    assert mine.error is None and mine.screen_ratio is not None
    assert mine.config.text == _info(config)
    listed = json.loads((output / "tune.json").read_text())["problems"]
    assert any(c["from_config_file"] for p in listed for c in p["candidates"])


@pytest.mark.parametrize("content, expected", [
    ("[{\"export\": \"x\", \"compilation_info\": \"#iree_codegen.compilation_info<lowering\"}]",
     "entry 1: not an #iree_codegen.compilation_info IREE parses"),
    ("{\"export\": 1}", "a list of"),
    ("[{\"export\": \"x\"}]", "\"compilation_info\" is IREE's"),
    ("not json", "not JSON"),
])
def test_a_bad_config_file_is_one_error_line_and_nothing_written(attention, tmp_path, capsys, content, expected):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    code = main(["tune", str(attention), "--set", " ".join(ATTENTION_TRAFFIC[0]), "--config", str(bad),
                 "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err
    (line,) = [line for line in err.splitlines() if line.startswith("error:")]
    assert str(bad) in line and expected in line
    assert not (tmp_path / "out").exists() and not list(tmp_path.glob("out*"))


def test_a_config_naming_no_export_of_the_model_is_refused(attention, tmp_path, capsys):
    configs = tmp_path / "configs.json"
    info = ("#iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 32, 0, 0, 16]>, "
            "translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<LinalgExtTileAndVectorize>>>")
    configs.write_text(json.dumps([{"export": "no_such_export", "compilation_info": info}]))
    code = main(["tune", str(attention), "--set", " ".join(ATTENTION_TRAFFIC[0]), "--config", str(configs),
                 "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2 and "no_such_export is no export or problem" in err and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_a_problem_of_any_kind_goes_through_the_checkpoint_as_it_is():
    """An attention problem with a search and a refused winner, written and read back as a resume reads it."""
    config = CpuConfig((("distribution", (1, 32, 0, 0, 16)), ("vector_common_parallel", (1, 4, 0, 0, 16)),
                        ("vector_reduction", (0, 0, 0, 8, 0))),
                       "#iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<LinalgExtTileAndVectorize>>")
    refused = CandidateResult(config, screen_ratio=0.5, refused="the model computes other outputs", round=2, from_file=True)
    problem = ProblemResult("attention online_attention f32 m=[?]", ("e",), ("d",), 10.0, 1.0, "d", config, (refused,),
                            None, "refused: the model computes other outputs", kind="attention",
                            search=Search(4, 2, "the budget ran out"))
    assert problem_from_json(json.loads(json.dumps(problem_json(problem)))) == problem


def _attention_result() -> ProblemResult:
    config = CpuConfig((("distribution", (1, 32, 0, 0, 16)),), "#iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<LinalgExtTileAndVectorize>>")
    return ProblemResult("attention online_attention f32 m=[?]", ("e",), ("d",), 10.0, 1.0, "d", config, (), None,
                         NO_GAIN, kind=Kind.ATTENTION)


def test_a_problem_s_kind_is_written_as_its_name_and_read_back_as_the_kind():
    data = json.loads(json.dumps(problem_json(_attention_result())))
    assert data["kind"] == "attention" and problem_from_json(data).kind is Kind.ATTENTION


@pytest.mark.parametrize("kind", ["matmul", "", 3, None])
def test_a_checkpoint_problem_of_no_kind_tune_knows_is_refused_as_damage(kind):
    data = {**json.loads(json.dumps(problem_json(_attention_result()))), "kind": kind}
    with pytest.raises(ValueError):
        problem_from_json(data)
