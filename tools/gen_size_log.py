"""Generate a size log of a BERT-style model's traffic: what `dynbench plan` reads.

Each line is one request: `input_ids`, `attention_mask` and `token_type_ids`, all
`[B, S]` int64 (`tools/models/bert4.mlir`), batch B uniform in 1..8 and sequence S
log-normal (median 48, clipped to 2..512, padded to a multiple of 16 as servers batch
requests), with a fixed seed: the same file every time.

    .venv/bin/python tools/gen_size_log.py --lines 100000 -o /tmp/traffic.log
"""

from __future__ import annotations

import argparse
import math
import random
from pathlib import Path


def lines(count: int, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        batch = rng.randint(1, 8)
        seq = min(512, max(2, int(round(math.exp(rng.gauss(math.log(48), 0.6))))))
        seq = -(-seq // 16) * 16  # padded to a multiple of 16, as servers batch requests
        shape = f"{batch}x{seq}xi64"
        out.append(" ".join([shape] * 3))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args()
    args.output.write_text("\n".join(lines(args.lines, args.seed)) + "\n")


if __name__ == "__main__":
    main()
