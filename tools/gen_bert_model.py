"""Generate ``tools/models/bert4.mlir``: a BERT-style encoder via iree-turbine, as users export one.

Three inputs that all carry the batch B and the sequence S (``input_ids``,
``attention_mask``, ``token_type_ids``, each ``[B, S]`` int64, bound to the same
``torch.export.Dim``s), token + position + type embeddings, 4 post-norm layers
(hidden 64, 4 heads, GELU MLP of width 256, the attention mask added to the
scores), weights seeded and inlined. ``torch.export`` records the shared dims as
``torch.bind_symbolic_shape`` of each argument to the same symbols, which
`iree_dynbench.passes.tied_dims` reads. `tools/bench_diff.py` and
`tools/bench_speed.py` time it; not a test model.

``--external-params`` exports the same kind of encoder with its weights as named
parameters (``#stream.parameter.named<"model"::...>``, iree-turbine's
``externalize_module_parameters``), as large models ship: the MLIR holds no weights, and
running the model needs a parameter file (``--parameters=model=FILE.irpa``; any file with
those names and sizes: `tools/bench_speed.py` writes one of splats).

``--no-symbolic-shapes`` exports as ``aot.export`` does by default (no
``import_symbolic_shape_expressions``): no ``torch.symbolic_int``, no binding, no range; the
ties are then what the kernels take as one (`iree_dynbench.loop_ties`).

Regenerate (needs torch 2.13.0 and iree-turbine in the venv; the last with torch 2.14.1)::

    .venv/bin/python tools/gen_bert_model.py -o tools/models/bert4.mlir
    .venv/bin/python tools/gen_bert_model.py --external-params --hidden 128 --ffn 512 -o tools/models/bert4_params.mlir
    .venv/bin/python tools/gen_bert_model.py --no-symbolic-shapes --layers 1 --hidden 32 --ffn 64 \
        -o testdata/frontends/torch214_bert_plain.mlir
"""

from __future__ import annotations

import argparse
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB = 512
HIDDEN = 64
HEADS = 4
FFN = 256
LAYERS = 4
MAX_POSITIONS = 512


class Layer(nn.Module):
    """Post-norm self-attention (masked) and GELU MLP, as BERT's."""

    def __init__(self, hidden: int = HIDDEN, ffn: int = FFN) -> None:
        super().__init__()
        self.hidden = hidden
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)
        self.norm1 = nn.LayerNorm(hidden)
        self.up = nn.Linear(hidden, ffn)
        self.down = nn.Linear(ffn, hidden)
        self.norm2 = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        hidden = self.hidden
        q, k, v = self.qkv(x).split(hidden, dim=-1)
        q, k, v = (t.reshape(b, s, HEADS, hidden // HEADS).transpose(1, 2) for t in (q, k, v))
        scores = torch.matmul(q, k.transpose(-1, -2)) * (hidden // HEADS) ** -0.5 + bias
        attn = torch.matmul(torch.softmax(scores, dim=-1), v).transpose(1, 2).reshape(b, s, hidden)
        x = self.norm1(x + self.out(attn))
        return self.norm2(x + self.down(F.gelu(self.up(x))))


class Encoder(nn.Module):
    def __init__(self, layers: int = LAYERS, hidden: int = HIDDEN, ffn: int = FFN) -> None:
        super().__init__()
        self.tokens = nn.Embedding(VOCAB, hidden)
        self.positions = nn.Embedding(MAX_POSITIONS, hidden)
        self.types = nn.Embedding(2, hidden)
        self.norm = nn.LayerNorm(hidden)
        self.layers = nn.ModuleList(Layer(hidden, ffn) for _ in range(layers))

    def forward(self, input_ids, attention_mask, token_type_ids):
        s = input_ids.shape[1]
        positions = torch.arange(s, device=input_ids.device).unsqueeze(0)
        x = self.norm(self.tokens(input_ids) + self.positions(positions) + self.types(token_type_ids))
        bias = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * -10000.0
        for layer in self.layers:
            x = layer(x, bias)
        return x


def export_mlir(
    out: Path, layers: int = LAYERS, hidden: int = HIDDEN, ffn: int = FFN, external: bool = False, symbolic: bool = True,
) -> None:
    from iree.turbine import aot

    torch.manual_seed(0)
    model = Encoder(layers, hidden, ffn).eval()
    if external:
        aot.externalize_module_parameters(model)
    batch = torch.export.Dim("batch", min=1, max=16)
    seq = torch.export.Dim("seq", min=2, max=MAX_POSITIONS)
    ids = torch.zeros(2, 8, dtype=torch.int64)
    exported = aot.export(
        model,
        args=(ids, torch.ones(2, 8, dtype=torch.int64), torch.zeros(2, 8, dtype=torch.int64)),
        dynamic_shapes={name: {0: batch, 1: seq} for name in ("input_ids", "attention_mask", "token_type_ids")},
        import_symbolic_shape_expressions=symbolic,
    )
    exported.save_mlir(str(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=Path("tools/models/bert4.mlir"))
    parser.add_argument("--layers", type=int, default=LAYERS, help="Encoder layers (default %(default)s).")
    parser.add_argument("--hidden", type=int, default=HIDDEN, help="Hidden width (default %(default)s).")
    parser.add_argument("--ffn", type=int, default=FFN, help="MLP width (default %(default)s).")
    parser.add_argument("--external-params", action="store_true", help="Weights as named parameters, not inlined.")
    parser.add_argument("--no-symbolic-shapes", action="store_true",
                        help="Export as aot.export does by default: no torch.symbolic_int, no bind_symbolic_shape.")
    args = parser.parse_args()
    export_mlir(args.output, args.layers, args.hidden, args.ffn, args.external_params, not args.no_symbolic_shapes)


if __name__ == "__main__":
    main()
