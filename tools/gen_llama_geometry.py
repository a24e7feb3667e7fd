"""Generate Llama-3-8B-geometry decoders with external parameters (iree-turbine), any number of layers.

The models of the LLM-scale measurements (`tools/bench_speed.py --llm`) and of
the corpus' large-geometry decoder: dim 4096, 32 query and 8 KV heads of 128,
SiLU-gated MLP of 14336, vocabulary 128256, f16, RMSNorm and rotary embeddings
from a float arange, grouped-query attention through
`scaled_dot_product_attention(enable_gqa=True)`. The weights are built on
torch's `meta` device and exported as external parameters (`model` scope), so
the MLIR holds no weights (under 1 MB at 32 layers) and a run takes them from
an archive or as zero splats (`--parameters`; dynbench makes zero splats when
none is given).

`--geometry tiny` keeps the structure (and so the call sites per layer) at
hidden 64, 4/2 heads of 16, MLP 128, vocabulary 256: a model with hundreds of
call sites that compiles in seconds (the call-site-count tests).

Forms: `prefill` (tokens `[B, S]` -> logits and the K/V caches of every layer)
and `decode` (one token per row `[B, 1]` over caches `[layers, B, L, kv, 128]`
of dynamic length L -> logits and the caches of length L + 1).

Regenerate (needs torch 2.13.0 and iree-turbine; a separate tools venv)::

    python tools/gen_llama_geometry.py --form decode --layers 2 -o testdata/decoders/llama3_geometry_decode2.mlir
    python tools/gen_llama_geometry.py --form decode --layers 32 -o /tmp/llama3_decode32.mlir
    python tools/gen_llama_geometry.py --form decode --layers 34 --geometry tiny -o testdata/decoders/tiny_decode34.mlir
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass(frozen=True)
class Geometry:
    vocab: int
    hidden: int
    heads: int
    kv_heads: int
    ffn: int
    theta: float = 500000.0

    @property
    def head_dim(self) -> int:
        return self.hidden // self.heads


GEOMETRIES = {
    "llama3-8b": Geometry(vocab=128256, hidden=4096, heads=32, kv_heads=8, ffn=14336),
    "tiny": Geometry(vocab=256, hidden=64, heads=4, kv_heads=2, ffn=128),
}


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-5) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.empty(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x32 = x.float()
        return (x32 * torch.rsqrt(x32.pow(2).mean(-1, keepdim=True) + self.eps)).to(x.dtype) * self.weight


def rotary(g: Geometry, positions: torch.Tensor, dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """cos and sin `[positions, head_dim // 2]` for float positions."""
    d = g.head_dim
    freqs = 1.0 / (g.theta ** (torch.arange(0, d, 2, device=positions.device)[: d // 2].float() / d))
    angles = torch.outer(positions, freqs)
    return angles.cos().to(dtype), angles.sin().to(dtype)


def apply_rotary(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    x1, x2 = x[..., 0::2], x[..., 1::2]
    cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)
    return torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1).flatten(-2)


class Layer(nn.Module):
    def __init__(self, g: Geometry) -> None:
        super().__init__()
        self.g = g
        d = g.head_dim
        self.attn_norm = RMSNorm(g.hidden)
        self.wq = nn.Linear(g.hidden, g.heads * d, bias=False)
        self.wk = nn.Linear(g.hidden, g.kv_heads * d, bias=False)
        self.wv = nn.Linear(g.hidden, g.kv_heads * d, bias=False)
        self.wo = nn.Linear(g.heads * d, g.hidden, bias=False)
        self.ffn_norm = RMSNorm(g.hidden)
        self.w1 = nn.Linear(g.hidden, g.ffn, bias=False)
        self.w3 = nn.Linear(g.hidden, g.ffn, bias=False)
        self.w2 = nn.Linear(g.ffn, g.hidden, bias=False)

    def qkv(self, x, cos, sin):
        b, t, _ = x.shape
        g, d = self.g, self.g.head_dim
        h = self.attn_norm(x)
        q = self.wq(h).view(b, t, g.heads, d)
        k = self.wk(h).view(b, t, g.kv_heads, d)
        v = self.wv(h).view(b, t, g.kv_heads, d)
        return apply_rotary(q, cos, sin), apply_rotary(k, cos, sin), v

    def finish(self, x, q, keys, values, causal: bool):
        b, t, _ = x.shape
        attn = F.scaled_dot_product_attention(
            q.transpose(1, 2), keys.transpose(1, 2), values.transpose(1, 2), is_causal=causal, enable_gqa=True,
        )
        x = x + self.wo(attn.transpose(1, 2).reshape(b, t, self.g.hidden))
        h = self.ffn_norm(x)
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h))


class Decoder(nn.Module):
    def __init__(self, g: Geometry, layers: int) -> None:
        super().__init__()
        self.g = g
        self.embed = nn.Embedding(g.vocab, g.hidden)
        self.layers = nn.ModuleList(Layer(g) for _ in range(layers))
        self.norm = RMSNorm(g.hidden)
        self.out = nn.Linear(g.hidden, g.vocab, bias=False)


class Prefill(Decoder):
    def forward(self, tokens: torch.Tensor):
        x = self.embed(tokens)
        cos, sin = rotary(self.g, torch.arange(tokens.shape[1], dtype=torch.float32, device=x.device), x.dtype)
        ks, vs = [], []
        for layer in self.layers:
            q, k, v = layer.qkv(x, cos, sin)
            ks.append(k)
            vs.append(v)
            x = layer.finish(x, q, k, v, causal=True)
        return self.out(self.norm(x)), torch.stack(ks), torch.stack(vs)


class Decode(Decoder):
    def forward(self, tokens: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor):
        length = k_cache.shape[2]
        x = self.embed(tokens)
        cos, sin = rotary(self.g, torch.arange(length, length + 1, dtype=torch.float32, device=x.device), x.dtype)
        ks, vs = [], []
        for i, layer in enumerate(self.layers):
            q, k, v = layer.qkv(x, cos, sin)
            keys = torch.cat((k_cache[i], k), dim=1)
            values = torch.cat((v_cache[i], v), dim=1)
            ks.append(keys)
            vs.append(values)
            x = layer.finish(x, q, keys, values, causal=False)
        return self.out(self.norm(x)), torch.stack(ks), torch.stack(vs)


def export_mlir(form: str, layers: int, geometry: str, out: Path) -> None:
    from iree.turbine import aot

    g = GEOMETRIES[geometry]
    dtype = torch.float16
    with torch.device("meta"):
        model = (Prefill if form == "prefill" else Decode)(g, layers).to(dtype).eval()
    aot.externalize_module_parameters(model)
    batch = torch.export.Dim("batch", min=1, max=64)
    if form == "prefill":
        seq = torch.export.Dim("seq", min=2, max=8192)
        args = (torch.zeros(2, 8, dtype=torch.int64, device="meta"),)
        dynamic = {"tokens": {0: batch, 1: seq}}
    else:
        length = torch.export.Dim("cache_length", min=1, max=8191)
        cache = torch.zeros(layers, 2, 8, g.kv_heads, g.head_dim, dtype=dtype, device="meta")
        args = (torch.zeros(2, 1, dtype=torch.int64, device="meta"), cache, cache.clone())
        dynamic = {"tokens": {0: batch}, "k_cache": {1: batch, 2: length}, "v_cache": {1: batch, 2: length}}
    with torch.no_grad():
        exported = aot.export(model, args=args, dynamic_shapes=dynamic, import_symbolic_shape_expressions=True)
    exported.save_mlir(str(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--form", choices=("prefill", "decode"), required=True)
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--geometry", choices=tuple(GEOMETRIES), default="llama3-8b")
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args()
    export_mlir(args.form, args.layers, args.geometry, args.output)


if __name__ == "__main__":
    main()
