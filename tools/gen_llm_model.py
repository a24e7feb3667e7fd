"""Generate the tiny Llama-style decoder test models via iree-turbine (`testdata/llm_*.mlir`).

A Llama-style decoder as the reference code writes it: RMSNorm, rotary
embeddings whose positions come from a **float** arange
(`torch.arange(S, dtype=torch.float32)`, which becomes
`arith.sitofp -> math.ceil -> arith.fptoui` in the shape math), grouped-query
attention through `scaled_dot_product_attention(enable_gqa=True)` and a
SiLU-gated MLP; 2 layers, hidden 64, 4 query heads and 2 KV heads of 16,
vocabulary 256, seeded random weights inlined as constants. Three forms:

- `prefill`: tokens `[B, S]` (B, S dynamic) -> logits `[B, S, V]` and the K/V
  caches `[layers, B, S, kv_heads, head_dim]`;
- `decode`: one token per row `[B, 1]` and K/V caches of dynamic length L ->
  logits `[B, 1, V]` and the caches of length L + 1 (positions from
  `torch.arange(L, L + 1, dtype=torch.float32)`);
- `paged`: decode over a paged KV cache as shark-ai's llama exports do: a page
  pool `[pages, PAGE, layers, 2, kv_heads, head_dim]` (pages dynamic), a page
  table `[B, P]` (P dynamic; its *values* are data, its *shape* sets the sizes)
  and each row's length `[B]` (data); the new token's K/V is written into its
  page, attention reads the gathered `P * PAGE` positions under a length mask.

Regenerate (needs torch 2.13.0 and iree-turbine in the venv)::

    .venv/bin/python tools/gen_llm_model.py --form prefill -o testdata/llm_prefill.mlir
    .venv/bin/python tools/gen_llm_model.py --form decode -o testdata/llm_decode.mlir
    .venv/bin/python tools/gen_llm_model.py --form paged -o testdata/llm_paged.mlir
"""

from __future__ import annotations

import argparse
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB = 256
HIDDEN = 64
HEADS = 4
KV_HEADS = 2
HEAD_DIM = HIDDEN // HEADS
FFN = 128
LAYERS = 2
THETA = 10000.0
PAGE = 16  # positions per page of the paged cache


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim) + 0.1 * torch.randn(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


def rotary(positions: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """cos and sin `[positions, HEAD_DIM // 2]` for float positions (the reference Llama code)."""
    freqs = 1.0 / (THETA ** (torch.arange(0, HEAD_DIM, 2)[: HEAD_DIM // 2].float() / HEAD_DIM))
    angles = torch.outer(positions, freqs)
    return angles.cos(), angles.sin()


def apply_rotary(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """Rotate pairs of `x [B, T, heads, HEAD_DIM]`; `cos`/`sin` are `[T, HEAD_DIM // 2]` or `[B, T, ...]`."""
    x1, x2 = x[..., 0::2], x[..., 1::2]
    cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)
    return torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1).flatten(-2)


class Layer(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.attn_norm = RMSNorm(HIDDEN)
        self.wq = nn.Linear(HIDDEN, HEADS * HEAD_DIM, bias=False)
        self.wk = nn.Linear(HIDDEN, KV_HEADS * HEAD_DIM, bias=False)
        self.wv = nn.Linear(HIDDEN, KV_HEADS * HEAD_DIM, bias=False)
        self.wo = nn.Linear(HEADS * HEAD_DIM, HIDDEN, bias=False)
        self.ffn_norm = RMSNorm(HIDDEN)
        self.w1 = nn.Linear(HIDDEN, FFN, bias=False)
        self.w3 = nn.Linear(HIDDEN, FFN, bias=False)
        self.w2 = nn.Linear(FFN, HIDDEN, bias=False)

    def qkv(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor):
        """Rotated q `[B, T, HEADS, D]` and k, v `[B, T, KV_HEADS, D]` of the normed `x`."""
        b, t, _ = x.shape
        h = self.attn_norm(x)
        q = self.wq(h).view(b, t, HEADS, HEAD_DIM)
        k = self.wk(h).view(b, t, KV_HEADS, HEAD_DIM)
        v = self.wv(h).view(b, t, KV_HEADS, HEAD_DIM)
        return apply_rotary(q, cos, sin), apply_rotary(k, cos, sin), v

    def finish(self, x, q, keys, values, causal: bool, mask=None) -> torch.Tensor:
        """Attention of `q` over `keys`/`values` (`[B, T, KV_HEADS, D]`), output projection, MLP."""
        b, t, _ = x.shape
        attn = F.scaled_dot_product_attention(
            q.transpose(1, 2), keys.transpose(1, 2), values.transpose(1, 2),
            attn_mask=mask, is_causal=causal, enable_gqa=True,
        )
        x = x + self.wo(attn.transpose(1, 2).reshape(b, t, HIDDEN))
        h = self.ffn_norm(x)
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h))


class Decoder(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.layers = nn.ModuleList(Layer() for _ in range(LAYERS))
        self.norm = RMSNorm(HIDDEN)
        self.out = nn.Linear(HIDDEN, VOCAB, bias=False)

    def logits(self, x: torch.Tensor) -> torch.Tensor:
        return self.out(self.norm(x))


class Prefill(Decoder):
    def forward(self, tokens: torch.Tensor):
        x = self.embed(tokens)
        cos, sin = rotary(torch.arange(tokens.shape[1], dtype=torch.float32))
        ks, vs = [], []
        for layer in self.layers:
            q, k, v = layer.qkv(x, cos, sin)
            ks.append(k)
            vs.append(v)
            x = layer.finish(x, q, k, v, causal=True)
        return self.logits(x), torch.stack(ks), torch.stack(vs)


class Decode(Decoder):
    def forward(self, tokens: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor):
        length = k_cache.shape[2]
        x = self.embed(tokens)
        cos, sin = rotary(torch.arange(length, length + 1, dtype=torch.float32))
        ks, vs = [], []
        for i, layer in enumerate(self.layers):
            q, k, v = layer.qkv(x, cos, sin)
            keys = torch.cat((k_cache[i], k), dim=1)
            values = torch.cat((v_cache[i], v), dim=1)
            ks.append(keys)
            vs.append(values)
            x = layer.finish(x, q, keys, values, causal=False)
        return self.logits(x), torch.stack(ks), torch.stack(vs)


class PagedDecode(Decoder):
    def forward(self, tokens: torch.Tensor, lengths: torch.Tensor, page_table: torch.Tensor, cache: torch.Tensor):
        b, pages_per_row = page_table.shape
        x = self.embed(tokens)
        cos, sin = rotary(lengths.to(torch.float32))  # [B, HEAD_DIM // 2]: one position per row
        cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
        # Where each row's new token goes: page table[row, length // PAGE], slot length % PAGE.
        page = torch.gather(page_table, 1, (lengths // PAGE).unsqueeze(1)).squeeze(1)
        slot = page * PAGE + lengths % PAGE
        rows = cache.flatten(0, 1)  # [pages * PAGE, layers, 2, KV_HEADS, D]
        positions = torch.arange(pages_per_row * PAGE).unsqueeze(0)
        mask = (positions <= lengths.unsqueeze(1)).view(b, 1, 1, pages_per_row * PAGE)
        for i, layer in enumerate(self.layers):
            q, k, v = layer.qkv(x, cos, sin)
            rows = rows.index_put((slot, torch.tensor(i), torch.tensor(0)), k[:, 0])
            rows = rows.index_put((slot, torch.tensor(i), torch.tensor(1)), v[:, 0])
            gathered = rows.view(cache.shape)[page_table]  # [B, P, PAGE, layers, 2, KV_HEADS, D]
            keys = gathered[:, :, :, i, 0].reshape(b, pages_per_row * PAGE, KV_HEADS, HEAD_DIM)
            values = gathered[:, :, :, i, 1].reshape(b, pages_per_row * PAGE, KV_HEADS, HEAD_DIM)
            x = layer.finish(x, q, keys, values, causal=False, mask=mask)
        return self.logits(x), rows.view(cache.shape)


def export_mlir(form: str, out: Path) -> None:
    from iree.turbine import aot

    torch.manual_seed(0)
    batch = torch.export.Dim("batch", min=1, max=8)
    if form == "prefill":
        model = Prefill().eval()
        seq = torch.export.Dim("seq", min=2, max=2048)
        args = (torch.zeros(2, 8, dtype=torch.int64),)
        dynamic = {"tokens": {0: batch, 1: seq}}
    elif form == "decode":
        model = Decode().eval()
        length = torch.export.Dim("cache_length", min=1, max=4095)
        cache = torch.zeros(LAYERS, 2, 8, KV_HEADS, HEAD_DIM)
        args = (torch.zeros(2, 1, dtype=torch.int64), cache, cache.clone())
        dynamic = {"tokens": {0: batch}, "k_cache": {1: batch, 2: length}, "v_cache": {1: batch, 2: length}}
    else:
        model = PagedDecode().eval()
        pages = torch.export.Dim("pages", min=2, max=1024)
        per_row = torch.export.Dim("pages_per_row", min=1, max=256)
        cache = torch.zeros(4, PAGE, LAYERS, 2, KV_HEADS, HEAD_DIM)
        args = (
            torch.zeros(2, 1, dtype=torch.int64), torch.zeros(2, dtype=torch.int64),
            torch.zeros(2, 2, dtype=torch.int64), cache,
        )
        dynamic = {
            "tokens": {0: batch}, "lengths": {0: batch}, "page_table": {0: batch, 1: per_row}, "cache": {0: pages},
        }
    with torch.no_grad():
        exported = aot.export(model, args=args, dynamic_shapes=dynamic, import_symbolic_shape_expressions=True)
    exported.save_mlir(str(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--form", choices=("prefill", "decode", "paged"), required=True)
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args()
    export_mlir(args.form, args.output)


if __name__ == "__main__":
    main()
