"""Generate `testdata/frontends/torch_aliased_inputs.mlir`: a torch export whose program never
imports one of its inputs, made the way users make one.

`forward(x, y) = relu(linear(x)) + y`, exported with iree-turbine from one example tensor
passed for both arguments (`args=(example, example)`): torch.export takes them for one
tensor, so the exported program reads one argument for both and never imports the other.
IREE then records no type for that argument (no `hal.buffer_view.assert`, and a torch
export carries no ABI declaration): extract takes it from `--inputs`.

    .venv/bin/python tools/gen_aliased_inputs_model.py -o testdata/frontends/torch_aliased_inputs.mlir
"""

from __future__ import annotations

import argparse
from pathlib import Path

import iree.turbine.aot as aot
import torch


class Mix(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(32, 32)

    def forward(self, x, y):
        return torch.relu(self.proj(x)) + y


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args()
    torch.manual_seed(0)
    example = torch.zeros(4, 32)
    batch = torch.export.Dim("B", max=64)
    exported = aot.export(Mix(), args=(example, example), dynamic_shapes={"x": {0: batch}, "y": {0: batch}})
    exported.save_mlir(args.output)


if __name__ == "__main__":
    main()
