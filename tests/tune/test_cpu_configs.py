"""CPU candidate configurations derived from IREE's default (iree_dynbench/tune/cpu_configs.py)."""

from __future__ import annotations

from iree_dynbench.tune.cpu_configs import DISTRIBUTION, REDUCTION, VECTOR, CpuConfig, CpuTarget, LoopShape, candidates

TRANSLATION = "#iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>"
DEFAULT = CpuConfig(((DISTRIBUTION, (64, 64, 0)), (VECTOR, (8, 16, 0)), (REDUCTION, (0, 0, 16))), TRANSLATION)
MATMUL = LoopShape(reduction=(False, False, True), static=(None, 192, 64), heaviest=(256, 192, 64), element_bytes=4)
AVX512 = CpuTarget(vector_bytes=64, vector_registers=32, l2_bytes=1 << 20, cores=2)
AVX2 = CpuTarget(vector_bytes=32, vector_registers=16, l2_bytes=1 << 20, cores=2)


def test_the_default_comes_first_and_the_limit_holds():
    found = candidates(DEFAULT, MATMUL, AVX512, 6)
    assert found[0] == DEFAULT and len(found) == 6 and len(set(found)) == 6


def test_candidates_keep_the_default_s_levels_and_pipeline():
    for c in candidates(DEFAULT, MATMUL, AVX512, 12):
        assert [name for name, _ in c.tiles] == [DISTRIBUTION, VECTOR, REDUCTION]
        assert c.translation_info == TRANSLATION and all(len(sizes) == 3 for _, sizes in c.tiles)


def test_register_blocks_fit_the_target_s_registers():
    for target in (AVX512, AVX2):
        width = target.vector_bytes // 4
        for c in candidates(DEFAULT, MATMUL, target, 12)[1:]:
            m, n, _ = c.level(VECTOR)  # accumulators, a row of the right-hand side, a broadcast of the left
            assert m * -(-n // width) + -(-n // width) + 1 <= target.vector_registers


def test_no_tile_exceeds_a_static_loop_and_workgroup_tiles_are_whole_vector_tiles():
    for c in candidates(DEFAULT, MATMUL, AVX512, 12)[1:]:
        (dm, dn, _), (vm, vn, _), (_, _, k) = c.level(DISTRIBUTION), c.level(VECTOR), c.level(REDUCTION)
        assert dn <= 192 and vn <= 192 and k <= 64
        assert dm % vm == 0 and dn % vn == 0


def test_a_configuration_without_the_three_levels_has_only_the_default():
    vector_only = CpuConfig(((VECTOR, (8, 16)),), TRANSLATION)
    assert candidates(vector_only, LoopShape((False, False), (None, 64), (8, 64), 4), AVX512, 6) == [vector_only]
