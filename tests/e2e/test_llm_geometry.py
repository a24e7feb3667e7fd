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


def test_a_static_tuner_file_iree_cannot_build_is_reported_not_written(tmp_path, capsys):
    """The 8B geometry's prefill attention at 1x2048: its dynamic kernel builds, but specialized to
    those sizes IREE refuses it ("large vector sizes (32768 bytes)"). export names it (exit 1) and
    writes the others, each of which `iree-compile` builds (the attention's two layers are both refused)."""
    import json

    from iree_dynbench.cli import main
    from iree_dynbench.extraction import compiler

    out = extract(PREFILL, ["1x32xi64"], output=tmp_path / "out").output
    args = ["export", str(out), "--inputs", "1x2048xi64", "--flavour", "static", "--dispatch", ATTENTION,
            "--dispatch", MATMUL, "-o", str(tmp_path / "tuner")]
    assert main(args) == 1
    err = capsys.readouterr().err
    failed = [line for line in err.splitlines() if line.startswith("not written: ")]
    assert failed and all(ATTENTION in line and "large vector sizes" in line for line in failed), err
    written = json.loads((tmp_path / "tuner" / "index.json").read_text())["files"]
    assert written and all(MATMUL in entry["file"] for entry in written)
    for entry in written:
        compiler.standalone_to_vmfb(tmp_path / "tuner" / entry["file"], tmp_path / "m.vmfb",
                                    compiler.CompileOptions().flags).run()
