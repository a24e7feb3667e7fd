"""Generate an attention-heavy Qwen2-style decoder prefill via iree-turbine, and its traffic log.

The model issue 52 was measured on: 2 layers, hidden 256, 8 query / 2 KV heads of 32
(grouped-query attention through `scaled_dot_product_attention(is_causal=True,
enable_gqa=True)`), Qwen2's q/k/v projections with bias, RMSNorm, rotary embeddings, a
SwiGLU MLP (intermediate 704), vocabulary 512; tokens `[B, S]` (B 1..8, S 2..1024, both
dynamic) -> logits `[B, S, V]`. Weights are external parameters
(`aot.externalize_module_parameters`), as large models ship: the MLIR holds no weights
(runs use zero splats or an archive).

    /work/toolsvenv/bin/python tools/gen_qwen_prefill.py -o testdata/decoders/qwen_prefill.mlir
    /work/toolsvenv/bin/python tools/gen_qwen_prefill.py --log 300 -o /tmp/qwen_traffic.log

The log: one request a line (`BxSxi64`), batch uniform in 1..8, prompt length log-normal
(median 160, clipped to 2..1024, padded to a multiple of 16), seeded: the same file every time.
"""

from __future__ import annotations

import argparse
import math
import random
from pathlib import Path

VOCAB, HIDDEN, LAYERS, HEADS, KV_HEADS, HEAD_DIM, INTERMEDIATE = 512, 256, 2, 8, 2, 32, 704
THETA = 1_000_000.0


def traffic(count: int, seed: int = 0, prompts: str = "chat") -> list[str]:
    """B uniform in 1..8, the prompt padded to 16: "chat" log-normal around 160 tokens (most
    prompts short), "long" uniform over the model's 2..1024 (documents, retrieval: attention,
    quadratic in the prompt, takes most of the time)."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        batch = rng.randint(1, 8)
        if prompts == "long":
            seq = rng.randint(2, 1024)
        else:
            seq = min(1024, max(2, int(round(math.exp(rng.gauss(math.log(160), 0.7))))))
        out.append(f"{batch}x{-(-seq // 16) * 16}xi64")
    return out


def build():
    import torch
    import torch.nn as nn
    import torch.nn.functional as F

    class RMSNorm(nn.Module):
        def __init__(self, dim: int, eps: float = 1e-6) -> None:
            super().__init__()
            self.weight, self.eps = nn.Parameter(torch.ones(dim)), eps

        def forward(self, x):
            return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight

    def rotate_half(x):
        x1, x2 = x[..., : HEAD_DIM // 2], x[..., HEAD_DIM // 2:]
        return torch.cat((-x2, x1), dim=-1)

    class Layer(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.input_norm, self.post_norm = RMSNorm(HIDDEN), RMSNorm(HIDDEN)
            self.q = nn.Linear(HIDDEN, HEADS * HEAD_DIM)
            self.k = nn.Linear(HIDDEN, KV_HEADS * HEAD_DIM)
            self.v = nn.Linear(HIDDEN, KV_HEADS * HEAD_DIM)
            self.o = nn.Linear(HEADS * HEAD_DIM, HIDDEN, bias=False)
            self.gate = nn.Linear(HIDDEN, INTERMEDIATE, bias=False)
            self.up = nn.Linear(HIDDEN, INTERMEDIATE, bias=False)
            self.down = nn.Linear(INTERMEDIATE, HIDDEN, bias=False)

        def forward(self, x, cos, sin):
            b, s, _ = x.shape
            h = self.input_norm(x)
            q = self.q(h).view(b, s, HEADS, HEAD_DIM).transpose(1, 2)
            k = self.k(h).view(b, s, KV_HEADS, HEAD_DIM).transpose(1, 2)
            v = self.v(h).view(b, s, KV_HEADS, HEAD_DIM).transpose(1, 2)
            q, k = q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
            a = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
            x = x + self.o(a.transpose(1, 2).reshape(b, s, HEADS * HEAD_DIM))
            h = self.post_norm(x)
            return x + self.down(F.silu(self.gate(h)) * self.up(h))

    class Prefill(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(VOCAB, HIDDEN)
            self.layers = nn.ModuleList(Layer() for _ in range(LAYERS))
            self.norm = RMSNorm(HIDDEN)
            self.lm_head = nn.Linear(HIDDEN, VOCAB, bias=False)

        def forward(self, tokens):
            positions = torch.arange(tokens.shape[1], dtype=torch.float32)
            inv = 1.0 / (THETA ** (torch.arange(0, HEAD_DIM, 2).float() / HEAD_DIM))
            angles = torch.outer(positions, inv)
            angles = torch.cat((angles, angles), dim=-1)
            cos, sin = angles.cos(), angles.sin()
            x = self.embed(tokens)
            for layer in self.layers:
                x = layer(x, cos, sin)
            return self.lm_head(self.norm(x))

    torch.manual_seed(0)
    return Prefill().eval()


def export_mlir(out: Path) -> None:
    import torch
    from iree.turbine import aot

    model = build()
    batch, seq = torch.export.Dim("batch", min=1, max=8), torch.export.Dim("seq", min=2, max=1024)
    aot.externalize_module_parameters(model)
    with torch.no_grad():
        exported = aot.export(model, args=(torch.zeros(2, 64, dtype=torch.int64),),
                              dynamic_shapes={"tokens": {0: batch, 1: seq}}, import_symbolic_shape_expressions=True)
    exported.save_mlir(str(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, required=True)
    parser.add_argument("--log", type=int, metavar="LINES", help="write a traffic log of LINES requests instead")
    args = parser.parse_args()
    if args.log:
        args.output.write_text("\n".join(traffic(args.log)) + "\n")
    else:
        export_mlir(args.output)


if __name__ == "__main__":
    main()
