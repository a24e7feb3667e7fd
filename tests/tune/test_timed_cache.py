"""How tune times a problem's candidates (iree_dynbench/tune/timed_cache.py): cold where the model
pushes the kernel's operands out between two of its runs, warm elsewhere; a cold candidate's
standalone benchmark cycles through buffer copies that outgrow the last-level cache, and the
paired timing passes the copies through.

Real builds: testdata/dyn_matmul.mlir extracted and its default kernel built standalone; the
rule on testdata/decoders/llama_decode.mlir's packed buffers."""

from __future__ import annotations

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench import open as open_suite
from iree_dynbench.choices import Cache
from iree_dynbench.passes.abi import SET_BUFFER_COPIES
from iree_dynbench.run.cache_state import copy_bytes, last_level_cache_bytes, touched_bytes
from iree_dynbench.run.paired import PairOptions, judge, time_pairs
from iree_dynbench.run.paired_worker import Side
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.candidate_kernels import build_kernels
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.timed_cache import copies_at, timed_cache
from iree_dynbench.tune.tuning_problems import find_problems

SIZES = ["64x1024xf32", "1024x512xf32"]
PAIRS = PairOptions(pairs=6, max_pairs=6, sessions=6, max_time_s=0.3, bursts=1, seed=3)


def _at(opened, dims, site):
    params = next(p for p in opened.queries.query(dims=dims) if p.name == site)
    return next(d for d in opened.manifest.dispatches if d.name == site), params


@pytest.fixture(scope="module")
@compiling
def built(tmp_path_factory):
    """The extract, the matmul's site, its dims, and its default kernel's standalone benchmark."""
    directory = extract(TESTDATA / "dyn_matmul.mlir", SIZES, output=tmp_path_factory.mktemp("cold") / "d").output
    opened = open_suite(directory)
    dims = opened.dims(SIZES)
    with TunerBuilder(directory) as builder:
        (problem,) = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context),
                                   builder.manifest).tunable
        site = problem.dispatches[0]
        default, _ = build_kernels(builder, problem, site, [], dims, tmp_path_factory.mktemp("builds"))
    return opened, site, dims, default


def _cold_copies(opened, site, dims) -> int:
    info, params = _at(opened, dims, site)
    return copies_at(info, params, Cache.cold, last_level_cache_bytes(opened.device, opened.manifest.target_chip))


@pytest.mark.compiles
def test_the_cold_candidate_benchmark_cycles_through_copies_that_outgrow_the_last_level_cache(built):
    import iree.runtime as rt

    from iree_dynbench.benchmarks import load_vm_module

    opened, site, dims, default = built
    copies = _cold_copies(opened, site, dims)
    info, params = _at(opened, dims, site)
    llc = last_level_cache_bytes(opened.device, opened.manifest.target_chip)
    assert copies * touched_bytes(params) > llc and copies * copy_bytes(info, params) > llc
    config = rt.Config(opened.device)
    module = rt.SystemContext(vm_modules=[load_vm_module(config.vm_instance, default.vmfb)], config=config).modules.module
    module[SET_BUFFER_COPIES](copies)  # the candidate's module takes the copies, and runs over them
    module[site](copies)


@pytest.mark.compiles
def test_paired_timing_in_cold_mode_runs_and_gives_a_ratio(built):
    opened, site, dims, default = built
    base = Side(default.vmfb, "", opened.device, standalone=True, copies=_cold_copies(opened, site, dims))
    (samples,) = time_pairs(base, base, [site], dims, PAIRS)
    assert samples.error is None
    assert judge(samples, 0, 1.05, 0.05).ratio > 0


@pytest.mark.compiles
def test_a_problem_is_timed_cold_only_where_the_model_outgrows_the_cache_and_the_kernel_does_not(built):
    opened, site, dims, _ = built
    info, params = _at(opened, dims, site)
    kernel = touched_bytes(params)
    assert timed_cache(info, params, [params, params], 3 * kernel // 2).state is Cache.cold  # the model evicts it
    assert timed_cache(info, params, [params, params], 3 * kernel).state is Cache.warm  # the whole model stays cached
    assert timed_cache(info, params, [params, params], kernel // 2).state is Cache.warm  # the kernel alone outgrows it


@pytest.mark.compiles
def test_a_kernel_in_packed_buffers_is_timed_warm_where_filling_their_copies_would_drown_it(tmp_path):
    cache = "2x4x528x2x16xf32"
    sizes = ["4x1xi64", cache, cache]
    opened = open_suite(extract(TESTDATA / "decoders" / "llama_decode.mlir", sizes, output=tmp_path / "d").output)
    model = opened.queries.query(dims=opened.dims(sizes))
    info, params = _at(opened, opened.dims(sizes), next(p.name for p in model if "matmul" in p.name))
    assert copy_bytes(info, params) > 10 * touched_bytes(params)  # its bindings sit in buffers the model packs
    found = timed_cache(info, params, model, 2 * touched_bytes(params))  # the model evicts it ...
    assert found.state is Cache.warm and "drown" in found.why  # ... but copies of its packed buffers cost more than it


@pytest.mark.compiles
def test_tune_asked_to_time_cold_screens_its_candidates_over_buffer_copies(built, tmp_path):
    import json

    from iree_dynbench.run.ab import ModelPairOptions
    from iree_dynbench.tune.tuning import TuneOptions

    opened = built[0]
    said: list[str] = []
    options = TuneOptions(top=1, candidates=2, size_sets=1, finalists=1, screen=PAIRS, confirm=PAIRS, model=PAIRS,
                          verify_top=1, model_rounds=ModelPairOptions(rounds=5, runs=3, seed=3), cache=Cache.cold)
    result = opened.tune(tmp_path / "out", [SIZES], options=options, progress=said.append)
    (problem,) = result.problems
    assert problem.timed_cache is Cache.cold
    assert [line for line in said if line.strip().startswith("timing cold:")]
    assert [c for c in problem.candidates if c.screen_ratio is not None]
    assert not [c for c in problem.candidates if c.error]  # each candidate timed over its copies
    assert json.loads((tmp_path / "out" / "tune.json").read_text())["problems"][0]["timed_cache"] == "cold"


@pytest.mark.compiles
def test_tune_cache_cold_on_the_command_line_times_every_problem_cold_and_says_it_was_asked_for(built, tmp_path):
    import json

    from iree_dynbench.cli import main

    from iree_dynbench.render.plan import to_json
    from iree_dynbench.run.options import TimingOptions

    opened = built[0]
    plan = tmp_path / "plan.json"  # --no-time takes the traffic's weights from a plan
    plan.write_text(to_json(opened.plan([SIZES], TimingOptions(min_time_s=0.01, repetitions=2, max_rounds=1))))
    code = main(["tune", str(opened.directory), "--plan", str(plan), "--top", "1", "--candidates", "2",
                 "--no-time", "--cache", "cold", "-o", str(tmp_path / "out")])
    (problem,) = json.loads((tmp_path / "out" / "tune.json").read_text())["problems"]
    assert code == 0 and (problem["timed_cache"], problem["timed_cache_why"]) == ("cold", "asked for")
