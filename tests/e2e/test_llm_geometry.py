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

from support import TESTDATA, compiling, dispatched_three_ways, model_with_zero_parameters

pytestmark = pytest.mark.compiles

MODEL = TESTDATA / "decoders" / "llama3_geometry_decode2.mlir"


def _sizes(batch: int, length: int) -> list[str]:
    cache = f"2x{batch}x{length}x8x128xf16"  # [layers, B, L, KV heads, head dim]
    return [f"{batch}x1xi64", cache, cache]


@pytest.fixture(scope="module")
@compiling
def decoder(tmp_path_factory):
    return model_with_zero_parameters(MODEL, _sizes(2, 15), tmp_path_factory.mktemp("llama3"))


@pytest.mark.parametrize("batch, length", [(2, 15), (4, 1000)])
def test_every_dispatch_of_the_8b_geometry_decoder_is_what_the_model_dispatches(decoder, batch, length):
    result, vmfb, flags = decoder
    assert result.skipped == []
    real, queried, ran, expected = dispatched_three_ways(result, vmfb, _sizes(batch, length), flags=flags)
    assert len(real) == len(result.manifest.dispatches)
    assert sorted(queried) == sorted(real)
    assert ran == expected


PREFILL = TESTDATA / "decoders" / "llama3_geometry_prefill2.mlir"
ATTENTION = "main_async_dispatch_15_attention_Dx8x4xDx128x128xD"
MATMUL = "main_async_dispatch_3_matmul_Dx4096x4096_f16xf16xf32"


def test_the_8b_attention_at_a_batch_of_1_is_written_and_builds(tmp_path, capsys):
    """The 8B geometry's prefill attention at 1x2048: specialized with its unit batch left in,
    IREE refused it ("large vector sizes (32768 bytes)"); with the unit dims folded as IREE's
    dispatch formation folds them, export writes it (both layers) and `iree-compile` builds it."""
    import json

    from iree_dynbench.cli import main
    from iree_dynbench.extraction import compiler

    out = extract(PREFILL, ["1x32xi64"], output=tmp_path / "out").output
    args = ["export", str(out), "--inputs", "1x2048xi64", "--flavour", "static", "--dispatch", ATTENTION,
            "--dispatch", MATMUL, "-o", str(tmp_path / "tuner")]
    assert main(args) == 0, capsys.readouterr().err
    index = json.loads((tmp_path / "tuner" / "index.json").read_text())
    assert index["not_built"] == [] and any(ATTENTION in entry["file"] for entry in index["files"])
    for entry in index["files"]:
        compiler.standalone_to_vmfb(tmp_path / "tuner" / entry["file"], tmp_path / "m.vmfb",
                                    compiler.CompileOptions().flags).run()
