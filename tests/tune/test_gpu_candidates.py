"""How a GPU candidate's configuration is made fit for the runtime-sized kernel (`gpu_candidates`)."""

from __future__ import annotations

from iree_dynbench.tune.cpu_configs import OpaqueConfig
from iree_dynbench.tune.gpu_candidates import padded, with_mma_sync

TRANSLATION = ("#iree_codegen.translation_info<pipeline = #iree_gpu.pipeline<TileAndFuse> "
               "workgroup_size = [128, 1, 1] subgroup_size = 32>")


def config(lowering: str) -> OpaqueConfig:
    return OpaqueConfig(f"#iree_codegen.compilation_info<lowering_config = #iree_gpu.lowering_config<{{{lowering}}}>, "
                        f"translation_info = {TRANSLATION}>")


WMMA = config("mma_kind = #iree_gpu.mma_layout<NV_WMMA_F16_16x16x16_F16>, promote_operands = [0, 1], "
              "reduction = [0, 0, 16], subgroup = [1, 4, 0], subgroup_basis = [[4, 1, 1], [0, 1, 2]], "
              "workgroup = [64, 64, 0]")


def test_wmma_goes_on_mma_sync_of_the_same_types_with_each_subgroup_covering_the_same_tile():
    label = with_mma_sync(WMMA, (0, 1, 2)).label
    assert "NV_MMA_SYNC_F16_16x8x16_F16" in label
    assert "subgroup=[1, 8, 0]" in label  # N: 4 x 16 = 8 x 8
    assert "reduction=[0, 0, 16]" in label and "workgroup=[64, 64, 0]" in label  # K: 16 either way


def test_the_scaled_count_is_the_innermost_n_loops_wherever_it_is():
    batched = config("mma_kind = #iree_gpu.mma_layout<NV_WMMA_F16_16x16x16_F16>, reduction = [0, 0, 0, 4], "
                     "subgroup = [0, 1, 2, 0], workgroup = [1, 32, 64, 0]")
    assert "subgroup=[0, 1, 4, 0]" in with_mma_sync(batched, (1, 2, 3)).label


def test_a_configuration_without_wmma_is_left_as_it_is():
    mfma = config("mma_kind = #iree_gpu.mma_layout<MFMA_F32_16x16x16_F16>, reduction = [0, 0, 4], "
                  "subgroup = [1, 1, 0], workgroup = [32, 32, 0]")
    assert with_mma_sync(mfma, (0, 1, 2)) == mfma


def test_padding_covers_the_workgroup_tiles_and_the_reduction_in_intrinsic_k():
    label = padded(with_mma_sync(WMMA, (0, 1, 2))).label
    assert "padding=[64, 64, 256]" in label
