"""Generate the JAX test model (`testdata/frontends/jax_export.mlir`) as `jax.export` writes it.

A two-input model with symbolic shapes: images `[b, 16, 16, 8]` through a 3x3 convolution,
ReLU, 2x2 max pooling and a global average, and tokens `[b, s, 32]` through a token-mixing
step (`t @ t^T`, GELU, `@ t`, mean over `s`); the two meet in dense layers. The batch `b` is
one dimension variable of both inputs: JAX derives it from the images and checks the tokens'
against it (`stablehlo.custom_call @shape_assertion`), which IREE drops, so `extract` reads
the tie from the export itself. Seeded random weights, inlined.

What IREE 3.13 compiles of a JAX export with symbolic shapes bounds the model: a reduction
kept as a unit dim (`mean(-1, keepdims=True)`, so layer norm and softmax) becomes a
`stablehlo.dynamic_broadcast_in_dim` it cannot legalize, and a 3-D by 2-D `@` or a flatten
becomes a `stablehlo.dynamic_reshape` it cannot either; a convolution with dynamic spatial
dims does not legalize. Batch matmuls, 2-D matmuls, convolutions and pooling over a dynamic
batch, and reductions over dynamic dims do.

Regenerate (needs jax in the venv)::

    .venv/bin/python tools/gen_jax_model.py -o testdata/frontends/jax_export.mlir
    .venv/bin/python tools/gen_jax_model.py -o testdata/frontends/jax_constrained.mlir --constraints 'b <= 16' 's >= 8' 's <= 512'

(the second with constraints on its dimension variables, which it asserts as `@shape_assertion`s
IREE drops too).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax import export, lax


def model_function(seed: int = 0):
    rng = np.random.default_rng(seed)

    def weight(*shape: int):
        return jnp.asarray(rng.standard_normal(shape).astype(np.float32) * 0.1)

    conv, dense, mix, out, bias = weight(3, 3, 8, 16), weight(16, 64), weight(32, 64), weight(64, 64), weight(64)

    def model(images, tokens):
        y = jax.nn.relu(lax.conv_general_dilated(images, conv, (1, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC")))
        y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        features = y.mean(axis=(1, 2)) @ dense
        scores = jax.nn.gelu(tokens @ tokens.transpose(0, 2, 1))
        mixed = (scores @ tokens).mean(axis=1) @ mix
        return jnp.tanh(features + mixed) @ out + bias, scores.sum(axis=0)

    return model


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, required=True)
    parser.add_argument("--constraints", nargs="*", default=[],
                        help="symbolic shape constraints, e.g. 'b <= 16' 's >= 8' (jax.export asserts them)")
    args = parser.parse_args()
    b, s = export.symbolic_shape("b, s", constraints=args.constraints)
    images = jax.ShapeDtypeStruct((b, 16, 16, 8), jnp.float32)
    tokens = jax.ShapeDtypeStruct((b, s, 32), jnp.float32)
    exported = export.export(jax.jit(model_function()))(images, tokens)
    root = str(Path(__file__).resolve().parent.parent) + "/"
    args.output.write_text(exported.mlir_module().replace(root, ""))  # locations relative to the repository


if __name__ == "__main__":
    main()
