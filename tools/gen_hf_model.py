"""Generate the Hugging Face test model (`testdata/frontends/hf_bert.mlir`): a `transformers` BertModel
exported with iree-turbine, as a user exports one.

`transformers.BertModel` (2 layers, hidden 64, 4 heads, MLP 128, vocabulary 256, seeded random
weights inlined, no pooler) with its default SDPA attention, taking `input_ids [B, S]` (B up
to 8, S 2..256) and returning the last hidden state. Only the token ids: with transformers
5.24 an `attention_mask` input brings a boolean `torch.vtensor.literal` that IREE 3.13's torch
import cannot legalize, and the GPT-2 and Llama models' position handling brings
`torch.aten.diff`, which it cannot either (with or without explicit `position_ids`).

Regenerate (needs torch, transformers and iree-turbine in the venv); the sizes are options
(a MiniLM-sized one: `--layers 6 --hidden 384 --heads 12 --ffn 1536 --vocab 30522`, 180 MB)::

    .venv/bin/python tools/gen_hf_model.py -o testdata/frontends/hf_bert.mlir
"""

from __future__ import annotations

import argparse
from pathlib import Path

import iree.turbine.aot as aot
import torch
import transformers


class LastHiddenState(torch.nn.Module):
    def __init__(self, model: torch.nn.Module):
        super().__init__()
        self.model = model

    def forward(self, input_ids):
        return self.model(input_ids=input_ids).last_hidden_state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, required=True)
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--ffn", type=int, default=128)
    parser.add_argument("--vocab", type=int, default=256)
    args = parser.parse_args()
    torch.manual_seed(0)
    config = transformers.BertConfig(
        vocab_size=args.vocab, hidden_size=args.hidden, intermediate_size=args.ffn, num_hidden_layers=args.layers,
        num_attention_heads=args.heads, max_position_embeddings=512,
    )
    model = transformers.BertModel(config, add_pooling_layer=False).eval()
    batch, sequence = torch.export.Dim("B", max=8), torch.export.Dim("S", min=2, max=256)
    exported = aot.export(
        LastHiddenState(model), args=(torch.zeros(2, 16, dtype=torch.int64),),
        dynamic_shapes={"input_ids": {0: batch, 1: sequence}},
    )
    exported.save_mlir(args.output)


if __name__ == "__main__":
    main()
