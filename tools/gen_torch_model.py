"""Generate ``testdata/torch_block.mlir``: a small transformer block via iree-turbine.

The model is a two-layer pre-norm transformer encoder block (hidden size 64,
4 heads, GELU MLP of width 128) with a dynamic batch and sequence length
(``torch.export.Dim`` with min/max, so the exported IR carries
``util.assume.int`` ranges). Weights are seeded and inlined as constants, so
the module runs standalone (no parameter archive). The exported entry is a sync
``@main`` wrapping ``@main$async`` (coarse-fences ABI).

Regenerate (needs torch 2.13.0 and iree-turbine in the venv)::

    .venv/bin/python tools/gen_torch_model.py -o testdata/torch_block.mlir

``--layers 4`` makes the deeper variant `tools/bench_speed.py` measures
(``tools/models/torch_block4.mlir``, 74 dispatches, 30 distinct exports; not a
test model)::

    .venv/bin/python tools/gen_torch_model.py --layers 4 -o tools/models/torch_block4.mlir

With torch 2.14.1 (iree-turbine 3.9.0), one layer: ``testdata/frontends/torch214_block.mlir``::

    .venv/bin/python tools/gen_torch_model.py --layers 1 -o testdata/frontends/torch214_block.mlir
"""

from __future__ import annotations

import argparse
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

HIDDEN = 64
HEADS = 4
FFN = 128
LAYERS = 2


class Layer(nn.Module):
    """Pre-norm attention + GELU MLP layer."""

    def __init__(self) -> None:
        super().__init__()
        self.norm1 = nn.LayerNorm(HIDDEN)
        self.qkv = nn.Linear(HIDDEN, 3 * HIDDEN)
        self.proj = nn.Linear(HIDDEN, HIDDEN)
        self.norm2 = nn.LayerNorm(HIDDEN)
        self.up = nn.Linear(HIDDEN, FFN)
        self.down = nn.Linear(FFN, HIDDEN)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        h = self.norm1(x)
        q, k, v = self.qkv(h).split(HIDDEN, dim=-1)
        q = q.reshape(b, s, HEADS, HIDDEN // HEADS).transpose(1, 2)
        k = k.reshape(b, s, HEADS, HIDDEN // HEADS).transpose(1, 2)
        v = v.reshape(b, s, HEADS, HIDDEN // HEADS).transpose(1, 2)
        scores = torch.matmul(q, k.transpose(-1, -2)) * (HIDDEN // HEADS) ** -0.5
        attn = torch.matmul(torch.softmax(scores, dim=-1), v)
        x = x + self.proj(attn.transpose(1, 2).reshape(b, s, HIDDEN))
        return x + self.down(F.gelu(self.up(self.norm2(x))))


class Block(nn.Module):
    """A stack of layers (LAYERS by default) and a final layer norm."""

    def __init__(self, layers: int = LAYERS) -> None:
        super().__init__()
        self.layers = nn.ModuleList(Layer() for _ in range(layers))
        self.norm = nn.LayerNorm(HIDDEN)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return self.norm(x)


def export_mlir(out: Path, layers: int = LAYERS) -> None:
    """Export the block with dynamic batch/sequence and write MLIR text."""
    from iree.turbine import aot

    torch.manual_seed(0)
    model = Block(layers).eval()
    batch = torch.export.Dim("batch", min=1, max=16)
    seq = torch.export.Dim("seq", min=2, max=512)
    example = torch.zeros(2, 8, HIDDEN)
    exported = aot.export(
        model,
        args=(example,),
        dynamic_shapes={"x": {0: batch, 1: seq}},
        import_symbolic_shape_expressions=True,
    )
    exported.save_mlir(str(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=Path("testdata/torch_block.mlir"))
    parser.add_argument("--layers", type=int, default=LAYERS, help="Transformer layers (default %(default)s).")
    args = parser.parse_args()
    export_mlir(args.output, args.layers)


if __name__ == "__main__":
    main()
