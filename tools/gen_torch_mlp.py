"""Generate `testdata/frontends/torch_mlp.mlir`: a small torch MLP classifier with a dynamic
batch, exported as today's pip torch and iree-turbine export it (no `torch.symbolic_int`).

`forward(x) = log_softmax(linear(relu(linear(layer_norm(x)))))` over 256 features and 10
classes: its layer norm and log-softmax are the reductions (`..._reduction_Dx256_f32`,
`..._reduction_Dx10_f32`) whose static kernels at a batch of 1 IREE could not build
(issue 54).

    /work/toolsvenv/bin/python tools/gen_torch_mlp.py -o testdata/frontends/torch_mlp.mlir
"""

from __future__ import annotations

import argparse
from pathlib import Path

import iree.turbine.aot as aot
import torch


class Mlp(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = torch.nn.LayerNorm(256)
        self.hidden = torch.nn.Linear(256, 32)
        self.classes = torch.nn.Linear(32, 10)

    def forward(self, x):
        return torch.log_softmax(self.classes(torch.relu(self.hidden(self.norm(x)))), dim=-1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args()
    torch.manual_seed(0)
    batch = torch.export.Dim("batch", max=64)
    exported = aot.export(Mlp(), args=(torch.zeros(4, 256),), dynamic_shapes={"x": {0: batch}})
    exported.save_mlir(args.output)


if __name__ == "__main__":
    main()
