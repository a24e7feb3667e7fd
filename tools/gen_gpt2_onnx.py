"""Generate `testdata/gpt2_past.mlir`: a tiny GPT-2 decoder with past K/V through ONNX.

Exported the way Hugging Face Optimum exports decoders with a KV cache:
`torch.onnx.export` (the TorchScript exporter, opset 17) of a GPT-2 (2 layers,
hidden 64, 4 heads of 16, vocabulary 256, learned positions, GELU MLP) whose
inputs are `input_ids [B, S]`, `attention_mask [B, P + S]` and
`past_key_values.N.key/value [B, heads, P, head_dim]`, and whose outputs are
`logits` and `present.N.key/value [B, heads, P + S, head_dim]`; B, S, P (and
P + S) dynamic. Positions come from the mask (`cumsum - 1`, as Optimum does).
Attention is `scaled_dot_product_attention`, which the exporter writes with
its scale computed as `1 / sqrt(Shape(q)[3])`: i64 scalars stored into small
tensors, which IREE turns into dispatches of its own `__builtin_fill_i64`.
Then IREE's importer (`iree-import-onnx`) makes the MLIR.

Regenerate (needs torch 2.13.0 and onnx in the venv)::

    .venv/bin/python tools/gen_gpt2_onnx.py -o testdata/gpt2_past.mlir
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB = 256
HIDDEN = 64
HEADS = 4
HEAD_DIM = HIDDEN // HEADS
LAYERS = 2
POSITIONS = 1024


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.ln_1 = nn.LayerNorm(HIDDEN)
        self.c_attn = nn.Linear(HIDDEN, 3 * HIDDEN)
        self.c_proj = nn.Linear(HIDDEN, HIDDEN)
        self.ln_2 = nn.LayerNorm(HIDDEN)
        self.c_fc = nn.Linear(HIDDEN, 4 * HIDDEN)
        self.mlp_proj = nn.Linear(4 * HIDDEN, HIDDEN)

    def forward(self, x, past_key, past_value, mask):
        b, s, _ = x.shape
        q, k, v = self.c_attn(self.ln_1(x)).split(HIDDEN, dim=2)
        q, k, v = (t.view(b, s, HEADS, HEAD_DIM).transpose(1, 2) for t in (q, k, v))
        key = torch.cat((past_key, k), dim=2)
        value = torch.cat((past_value, v), dim=2)
        attn = F.scaled_dot_product_attention(q, key, value, attn_mask=mask)
        x = x + self.c_proj(attn.transpose(1, 2).reshape(b, s, HIDDEN))
        x = x + self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x)), approximate="tanh"))
        return x, key, value


class GPT2WithPast(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HIDDEN)
        self.wpe = nn.Embedding(POSITIONS, HIDDEN)
        self.h = nn.ModuleList(Block() for _ in range(LAYERS))
        self.ln_f = nn.LayerNorm(HIDDEN)

    def forward(self, input_ids, attention_mask, *past):
        s = input_ids.shape[1]
        total = attention_mask.shape[1]
        positions = (attention_mask.cumsum(-1) - 1).clamp(min=0)[:, total - s :]
        x = self.wte(input_ids) + self.wpe(positions)
        # Row i (at position total - s + i) sees columns j <= total - s + i that the mask keeps.
        rows = torch.arange(s).unsqueeze(1) + (total - s)
        causal = torch.arange(total).unsqueeze(0) <= rows
        mask = causal.unsqueeze(0).unsqueeze(0) & attention_mask.bool()[:, None, None, :]
        presents = []
        for i, block in enumerate(self.h):
            x, key, value = block(x, past[2 * i], past[2 * i + 1], mask)
            presents += [key, value]
        logits = self.ln_f(x) @ self.wte.weight.t()
        return (logits, *presents)


def export(out: Path) -> None:
    torch.manual_seed(0)
    model = GPT2WithPast().eval()
    b, s, p = 2, 3, 5
    past = [torch.randn(b, HEADS, p, HEAD_DIM) for _ in range(2 * LAYERS)]
    args = (torch.zeros(b, s, dtype=torch.int64), torch.ones(b, p + s, dtype=torch.int64), *past)
    past_names = [f"past_key_values.{i}.{kind}" for i in range(LAYERS) for kind in ("key", "value")]
    present_names = [f"present.{i}.{kind}" for i in range(LAYERS) for kind in ("key", "value")]
    dynamic = {"input_ids": {0: "batch_size", 1: "sequence_length"},
               "attention_mask": {0: "batch_size", 1: "past_sequence_length + sequence_length"},
               "logits": {0: "batch_size", 1: "sequence_length"}}
    dynamic.update({n: {0: "batch_size", 2: "past_sequence_length"} for n in past_names})
    dynamic.update({n: {0: "batch_size", 2: "past_sequence_length + sequence_length"} for n in present_names})
    with tempfile.TemporaryDirectory() as tmp:
        onnx_path = Path(tmp) / "model.onnx"
        with warnings.catch_warnings(), torch.no_grad():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                model, args, str(onnx_path), input_names=["input_ids", "attention_mask", *past_names],
                output_names=["logits", *present_names], dynamic_axes=dynamic, opset_version=17, dynamo=False,
            )
        importer = Path(sys.executable).with_name("iree-import-onnx")
        subprocess.run([str(importer), str(onnx_path), "-o", str(out)], check=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=Path("testdata/gpt2_past.mlir"))
    export(parser.parse_args().output)


if __name__ == "__main__":
    main()
