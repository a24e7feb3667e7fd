"""Generate a MiniLM-class encoder through the ONNX frontend, for `tools/bench_speed.py`.

A post-norm BERT encoder (the MiniLM-L6 shape by default: 6 layers, hidden 384,
12 heads, GELU MLP of 1536) with a dynamic batch and sequence length, built
with `onnx.helper` from seeded random weights and imported with IREE's own
ONNX importer (`iree-import-onnx`, which needs the `onnx` package). Not a test
model, and not committed (~90 MB of weights): generate it where you measure::

    .venv/bin/pip install onnx
    .venv/bin/python tools/gen_onnx_model.py -o /tmp/minilm.mlir
    .venv/bin/python tools/bench_speed.py --model /tmp/minilm.mlir --inputs 2x128x384xf32
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


class Graph:
    """Nodes and initializers of the graph being built, with fresh value names."""

    def __init__(self, seed: int):
        self.nodes: list[onnx.NodeProto] = []
        self.weights: list[onnx.TensorProto] = []
        self.rng = np.random.default_rng(seed)
        self.count = 0

    def name(self, hint: str) -> str:
        self.count += 1
        return f"{hint}_{self.count}"

    def weight(self, shape: tuple[int, ...], scale: float = 0.02) -> str:
        name = self.name("w")
        self.weights.append(numpy_helper.from_array((self.rng.standard_normal(shape) * scale).astype(np.float32), name))
        return name

    def constant(self, values, dtype=np.int64) -> str:
        name = self.name("c")
        self.weights.append(numpy_helper.from_array(np.asarray(values, dtype=dtype), name))
        return name

    def op(self, kind: str, *inputs: str, **attrs) -> str:
        out = self.name(kind.lower())
        self.nodes.append(helper.make_node(kind, list(inputs), [out], **attrs))
        return out

    def linear(self, x: str, n_in: int, n_out: int) -> str:
        return self.op("Add", self.op("MatMul", x, self.weight((n_in, n_out))), self.weight((n_out,)))

    def layer_norm(self, x: str, hidden: int) -> str:
        return self.op("LayerNormalization", x, self.weight((hidden,), 1.0), self.weight((hidden,)), axis=-1, epsilon=1e-12)


def encoder(layers: int, hidden: int, heads: int, ffn: int, seed: int) -> onnx.ModelProto:
    g = Graph(seed)
    head = hidden // heads
    x = "x"
    for _ in range(layers):
        # (B, S, H) -> (B, heads, S, head) for q and v; k as (B, heads, head, S)
        split = [g.op("Reshape", g.linear(x, hidden, hidden), g.constant([0, 0, heads, head])) for _ in range(3)]
        q = g.op("Transpose", split[0], perm=[0, 2, 1, 3])
        k = g.op("Transpose", split[1], perm=[0, 2, 3, 1])
        v = g.op("Transpose", split[2], perm=[0, 2, 1, 3])
        scores = g.op("Mul", g.op("MatMul", q, k), g.constant(np.float32(head ** -0.5), np.float32))
        context = g.op("MatMul", g.op("Softmax", scores, axis=-1), v)
        merged = g.op("Reshape", g.op("Transpose", context, perm=[0, 2, 1, 3]), g.constant([0, 0, hidden]))
        x = g.layer_norm(g.op("Add", x, g.linear(merged, hidden, hidden)), hidden)
        mlp = g.linear(g.op("Gelu", g.linear(x, hidden, ffn)), ffn, hidden)
        x = g.layer_norm(g.op("Add", x, mlp), hidden)
    graph = helper.make_graph(
        g.nodes, "encoder",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", "seq", hidden])],
        [helper.make_tensor_value_info(x, TensorProto.FLOAT, ["batch", "seq", hidden])],
        g.weights,
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 20)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, required=True)
    parser.add_argument("--layers", type=int, default=6)
    parser.add_argument("--hidden", type=int, default=384)
    parser.add_argument("--heads", type=int, default=12)
    parser.add_argument("--ffn", type=int, default=1536)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    model = encoder(args.layers, args.hidden, args.heads, args.ffn, args.seed)
    onnx.checker.check_model(model)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "encoder.onnx"
        onnx.save(model, path)
        subprocess.run([sys.executable, "-m", "iree.compiler.tools.import_onnx", str(path), "-o", str(args.output)], check=True)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
