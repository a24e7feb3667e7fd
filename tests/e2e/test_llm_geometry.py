"""A decoder of Llama-3-8B geometry dispatches what the real model dispatches.

`testdata/decoders/llama3_geometry_decode2.mlir` (`tools/gen_llama_geometry.py --form decode
--layers 2`): dim 4096, 32 query / 8 KV heads of 128, MLP 14336, vocabulary 128256, f16, its
~3 GB of weights external parameters (zero splats here, materialized by the runtime: mind the
memory). Sizes of production kernels: `__query_shapes` and every benchmark must match the HAL
replay of the real model at a small and a large size set.
"""

from __future__ import annotations

import pytest

from iree_dynbench import extract
from iree_dynbench.extraction.parameters import declared_parameters
from iree_dynbench.run.parameters import tool_flags, write_zero_archive
from iree_dynbench.testing.oracle import compile_model

from support import TESTDATA, compiling, dispatched_three_ways

pytestmark = pytest.mark.compiles

MODEL = TESTDATA / "decoders" / "llama3_geometry_decode2.mlir"


def _sizes(batch: int, length: int) -> list[str]:
    cache = f"2x{batch}x{length}x8x128xf16"  # [layers, B, L, KV heads, head dim]
    return [f"{batch}x1xi64", cache, cache]


@pytest.fixture(scope="module")
@compiling
def decoder(tmp_path_factory):
    root = tmp_path_factory.mktemp("llama3")
    vmfb = root / "model.vmfb"
    compile_model(MODEL, vmfb)
    files = write_zero_archive(declared_parameters(MODEL), root)
    return extract(MODEL, _sizes(2, 15), output=root / "out"), vmfb, tool_flags(files)


@pytest.mark.parametrize("batch, length", [(2, 15), (4, 1000)])
def test_every_dispatch_of_the_8b_geometry_decoder_is_what_the_model_dispatches(decoder, batch, length):
    result, vmfb, flags = decoder
    assert result.skipped == []
    real, queried, ran, expected = dispatched_three_ways(result, vmfb, _sizes(batch, length), flags=flags)
    assert len(real) == len(result.manifest.dispatches)
    assert sorted(queried) == sorted(real)
    assert ran == expected
