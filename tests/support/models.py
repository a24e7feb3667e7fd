"""The test models (`testdata/*.mlir`) and the sizes the tests extract and run them at."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]  # the checkout: tests/support/ is two folders down
TESTDATA = REPO / "testdata"

# Per model: the --inputs of extract, then other size sets ("other" = not given
# to extract). Extra runtime-only inputs (data) are in RUN_DATA.
SIZE_SETS: dict[str, list[list[str]]] = {
    "dyn_matmul": [
        ["42x1024xf32", "1024x512xf32"],
        ["77x1024xf32", "1024x512xf32"],
        ["1x1024xf32", "1024x512xf32"],
    ],
    "two_dims": [
        ["7x64xf32", "5x9xf32", "64x32xf32"],
        ["33x64xf32", "2x130xf32", "64x32xf32"],
        ["1x64xf32", "17x1xf32", "64x32xf32"],
    ],
    "dim_arith": [
        ["6x32xf32", "3x32xf32", "32x16xf32"],
        ["1x32xf32", "1x32xf32", "32x16xf32"],
        ["40x32xf32", "9x32xf32", "32x16xf32"],
    ],
    "data_dependent": [
        ["10x16xf32", "1xi32"],
        ["3x16xf32", "1xi32"],
        ["64x16xf32", "1xi32"],
    ],
    "torch_block": [
        ["2x33x64xf32"],
        ["1x7x64xf32"],
        ["3x130x64xf32"],
    ],
    "dyn_conv": [
        ["2x18x20x8xf32", "3x3x8x16xf32"],
        ["1x10x12x8xf32", "3x3x8x16xf32"],
        ["3x5x33x8xf32", "3x3x8x16xf32"],
    ],
    "dyn_attention": [
        ["2x100x64xf32", "2x77x64xf32", "2x77x64xf32"],
        ["2x1x64xf32", "2x5x64xf32", "2x5x64xf32"],
        ["2x33x64xf32", "2x130x64xf32", "2x130x64xf32"],
    ],
}
# Data for the real model's run (the oracle), by model.
RUN_DATA: dict[str, dict[int, str]] = {"data_dependent": {1: "1xi32=2"}}


def run_inputs(model: str, sizes: list[str]) -> list[str]:
    data = RUN_DATA.get(model, {})
    return [data.get(i, s) for i, s in enumerate(sizes)]


GPU_CHIPS = {"rocm": "gfx942", "cuda": "sm_80"}
# Extract sizes for ROCm where shark-ai's tuner takes the kernels (tests/tune/test_tuner_client.py):
# every M a multiple of 64, which sidesteps the tuner's TileAndFuse M-padding bug (its specs
# would match a padded M and change nothing).
ROCM_SIZES = {
    "dyn_matmul": ["128x1024xf32", "1024x512xf32"],  # matmul M=128
    "dyn_conv": ["1x66x66x8xf32", "3x3x8x16xf32"],  # conv 1x64x64x16, 3x3x8
    "two_dims": ["128x64xf32", "5x9xf32", "64x32xf32"],  # matmul M=128, reduction, outer product
    "dim_arith": ["28x32xf32", "4x32xf32", "32x16xf32"],  # matmul M=2*28+4+4=64
    "torch_block": ["2x64x64xf32"],  # linear layers M=128, attention batch matmuls
}
