"""A contraction's CPU candidate space and its neighbourhood: register blocks larger and shaped
otherwise than IREE's default, cache-level tiles from this machine's caches, reduction steps,
the pipeline switched; what IREE refuses left out, each rule on its own (iree_dynbench/tune/
cpu_configs.py, cpu_neighbours.py)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench.errors import DynbenchError
from iree_dynbench.extraction import compiler
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.cpu_configs import (CACHE_PARALLEL, CACHE_REDUCTION, DISTRIBUTION, REDUCTION, VECTOR,
                                            CpuConfig, CpuTarget, LoopShape, candidates, refusal, space_of)
from iree_dynbench.tune.cpu_neighbours import neighbours
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.tuning_problems import find_problems
from iree_dynbench.tune.tuning_spec import SpecEntry, build_spec

TRANSLATION = "#iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>"
DEFAULT = CpuConfig(((DISTRIBUTION, (64, 64, 0)), (VECTOR, (8, 16, 0)), (REDUCTION, (0, 0, 16))), TRANSLATION)
AVX2_DEFAULT = CpuConfig(((DISTRIBUTION, (64, 64, 0)), (VECTOR, (8, 8, 0)), (REDUCTION, (0, 0, 16))), TRANSLATION)
MATMUL = LoopShape(reduction=(False, False, True), static=(None, 512, 1024), heaviest=(512, 512, 1024), element_bytes=4)
AVX512 = CpuTarget(vector_bytes=64, vector_registers=32, l2_bytes=1 << 20, cores=2, l1_bytes=32 << 10)
AVX2 = CpuTarget(vector_bytes=32, vector_registers=16, l2_bytes=1 << 20, cores=2, l1_bytes=32 << 10)


def _area(config: CpuConfig) -> int:
    m, n, _ = config.level(VECTOR)
    return m * n


@pytest.mark.parametrize("default, target", [(DEFAULT, AVX512), (AVX2_DEFAULT, AVX2)])
def test_candidates_include_register_blocks_larger_than_the_default_s(default, target):
    found = candidates(default, MATMUL, target, 8)
    assert [c for c in found[1:] if _area(c) > _area(default)]


def test_candidates_include_blocks_of_the_default_s_size_shaped_otherwise():
    blocks = {c.level(VECTOR) for c in candidates(DEFAULT, MATMUL, AVX512, 64)}
    assert {(16, 16, 0), (8, 32, 0), (4, 64, 0)} <= blocks


def test_candidates_include_cache_level_tiles_sized_from_the_caches():
    cached = [c for c in candidates(DEFAULT, MATMUL, AVX512, 12) if c.level(CACHE_REDUCTION)]
    assert cached
    for c in cached:
        (m, n, _), (_, _, k) = c.level(VECTOR), c.level(CACHE_REDUCTION)
        assert (m + n) * k * 4 <= AVX512.l1_bytes // 2 and k < 1024  # the block's panels fit half of L1


def test_every_candidate_and_neighbour_passes_the_rules():
    space = space_of(DEFAULT, MATMUL, AVX512)
    for c in candidates(DEFAULT, MATMUL, AVX512, 64) + neighbours(DEFAULT, MATMUL, AVX512):
        assert refusal(space, space.point(c)) is None, c.label


def _steps(a: CpuConfig, b: CpuConfig) -> int:
    """How many things differ: per level and loop a tile, the cache level as one, the pipeline."""
    levels_a, levels_b = dict(a.tiles), dict(b.tiles)
    cache = {CACHE_PARALLEL, CACHE_REDUCTION}
    changed = sum(1 for name in (DISTRIBUTION, VECTOR, REDUCTION) for x, y in zip(levels_a[name], levels_b[name]) if x != y)
    if (CACHE_REDUCTION in levels_a) != (CACHE_REDUCTION in levels_b):
        changed += 1
    elif CACHE_REDUCTION in levels_a:
        changed += sum(1 for name in cache for x, y in zip(levels_a[name], levels_b[name]) if x != y)
    return changed + (a.translation_info != b.translation_info)


def test_neighbours_are_one_step_away_deduplicated_and_never_the_config_itself():
    for config in (DEFAULT, candidates(DEFAULT, MATMUL, AVX512, 2)[1]):
        found = neighbours(config, MATMUL, AVX512, default=DEFAULT)
        assert found and config not in found and len(set(found)) == len(found)
        for n in found:
            # one move; a block that grows past its workgroup (or cache) tile grows that tile with it,
            # a shape change is M and N of the block together
            assert 1 <= _steps(config, n) <= 3, n.label


def test_neighbours_double_and_halve_each_level_and_switch_the_pipeline():
    found = neighbours(DEFAULT, MATMUL, AVX512)
    vectors = {c.level(VECTOR) for c in found}
    assert {(16, 16, 0), (4, 16, 0), (8, 32, 0), (4, 32, 0)} <= vectors
    assert {c.level(REDUCTION) for c in found} >= {(0, 0, 8), (0, 0, 32)}
    assert {c.level(DISTRIBUTION) for c in found} >= {(128, 64, 0), (32, 64, 0), (64, 128, 0), (64, 32, 0)}
    assert any("LinalgExtTileAndVectorize" in c.translation_info for c in found)
    assert any(c.level(CACHE_REDUCTION) for c in found)


def test_neighbours_come_ordered_by_the_cost_model_and_the_limit_holds():
    from iree_dynbench.tune.cpu_configs import score

    space = space_of(DEFAULT, MATMUL, AVX512)
    found = neighbours(DEFAULT, MATMUL, AVX512)
    scores = [score(space, space.point(c)) for c in found]
    assert scores == sorted(scores, reverse=True)
    assert neighbours(DEFAULT, MATMUL, AVX512, limit=3) == found[:3]


# One test per rule: a point that breaks it is refused with its reason, and never offered.
def _refused(**change) -> tuple[str, list[CpuConfig]]:
    space = space_of(DEFAULT, MATMUL, AVX512)
    point = dataclasses.replace(space.point(DEFAULT), **change)
    offered = candidates(DEFAULT, MATMUL, AVX512, 64) + neighbours(DEFAULT, MATMUL, AVX512)
    return refusal(space, point) or "", [c for c in offered if space.point(c) == point]


def test_a_register_block_past_the_vector_registers_is_refused():
    why, offered = _refused(mv=32, nv=32, dm=64, dn=64)
    assert "registers" in why and not offered


def test_a_vector_contraction_of_512_native_vectors_is_refused():
    why, offered = _refused(mv=8, nv=32, kv=32, dn=64)  # 8 x 32 x 32 f32: 32768 bytes, AVX-512
    assert "large vectors" in why and not offered


def test_a_cache_tile_of_512_native_vectors_is_refused():
    why, offered = _refused(dm=64, dn=128, cache=(64, 128, 256))  # 64 x 128 f32: 32768 bytes
    assert "cache tile" in why and not offered


def test_a_block_of_rows_not_a_power_of_two_under_a_cache_tile_is_refused():
    why, offered = _refused(mv=12, nv=32, kv=8, dm=264, dn=256, cache=(132, 32, 64))
    assert "stack limit" in why and not offered


def test_a_tile_past_a_static_loop_is_refused():
    why, offered = _refused(kv=2048)
    assert "static loop" in why and not offered


def test_an_outer_tile_that_is_not_whole_inner_tiles_is_refused():
    why, offered = _refused(dm=60)
    assert "whole inner tiles" in why and not offered


@pytest.mark.parametrize("pipeline", ["BufferOpsTileAndVectorize", "DataTiling", "Default"])
def test_a_pipeline_a_contraction_cannot_take_is_refused(pipeline):
    why, offered = _refused(pipeline=pipeline)
    assert pipeline in why and not offered


# Built by the real compiler: every candidate and neighbour, and what the rules refuse is refused by IREE.
@pytest.fixture(scope="module")
@compiling
def matmul(tmp_path_factory):
    out = extract(TESTDATA / "dyn_matmul.mlir", ["512x1024xf32", "1024x512xf32"],
                  output=tmp_path_factory.mktemp("space") / "x").output
    with TunerBuilder(out) as builder:
        problems = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context), builder.manifest)
        flags = list(builder.manifest.compile_flags)
    (problem,) = problems.tunable
    loops = LoopShape(problem.reduction, problem.static, (512, 512, 1024), problem.element_bytes)
    return problem, loops, flags


def _build(problem, config: CpuConfig, flags, folder: Path) -> None:
    spec = folder / "spec.mlir"
    spec.write_text(str(build_spec([SpecEntry("e", problem.key, config)], new_context())))
    compiler.standalone_to_vmfb(TESTDATA / "dyn_matmul.mlir", folder / "m.vmfb",
                                [*flags, f"--iree-codegen-tuning-spec-path={spec}"]).run()


@pytest.mark.compiles
def test_every_candidate_and_neighbour_of_dyn_matmul_builds(matmul, tmp_path):
    problem, loops, flags = matmul
    target = problem.cpu_target()
    found = candidates(problem.default, loops, target, 10)
    found += [n for n in neighbours(problem.default, loops, target) if n not in found]
    found += [n for n in neighbours(found[1], loops, target, default=problem.default) if n not in found]
    assert any(_area(c) > _area(problem.default) for c in found)
    for k, config in enumerate(found):
        folder = tmp_path / str(k)
        folder.mkdir()
        _build(problem, config, flags, folder)  # raises with IREE's error if it does not build


@pytest.mark.compiles
@pytest.mark.parametrize("change, error", [
    (dict(mv=8, nv=32, kv=32, dn=64), "large vector sizes"), (dict(dm=64, dn=128, cache=(64, 128, 256)), "large vector sizes"),
    (dict(pipeline="BufferOpsTileAndVectorize"), "large vector sizes"), (dict(pipeline="DataTiling"), "large vector sizes"),
    (dict(mv=12, nv=32, kv=8, dm=264, dn=256, cache=(132, 32, 64)), "stack allocation limit")])
def test_what_the_rules_refuse_iree_refuses(matmul, tmp_path, change, error):
    problem, loops, flags = matmul
    space = space_of(problem.default, loops, problem.cpu_target())
    point = dataclasses.replace(space.point(problem.default), **change)
    assert refusal(space, point) is not None
    with pytest.raises(DynbenchError, match=error):
        _build(problem, space.config(point), flags, tmp_path)
