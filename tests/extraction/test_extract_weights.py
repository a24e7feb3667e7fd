"""A model's weights stay out of extract's IR files: `model.configured.mlir` keeps the
kernels and the shape math (what show, shapes and export read) and leaves out the host
constants, which would be most of its text (hex) and most of extract's time."""

from __future__ import annotations

import numpy as np
import pytest

from iree.compiler import ir

from iree_dynbench import extract
from iree_dynbench.cli import main

from support import compiling

K, N = 256, 512  # a weight of 131072 elements: 512 KiB, 1 MiB of hex text


def weighted_model(path) -> bytes:
    """`x @ w` with a dynamic batch and `w` inlined as a dense_resource, as frontends write weights."""
    weight = np.random.default_rng(0).standard_normal((K, N), dtype=np.float32)
    path.write_text(f'''module @weighted {{
  util.global private @w = dense_resource<w> : tensor<{K}x{N}xf32>
  func.func @main(%x: tensor<?x{K}xf32>) -> tensor<?x{N}xf32> {{
    %c0 = arith.constant 0 : index
    %b = tensor.dim %x, %c0 : tensor<?x{K}xf32>
    %w = util.global.load @w : tensor<{K}x{N}xf32>
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty(%b) : tensor<?x{N}xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x{N}xf32>) -> tensor<?x{N}xf32>
    %y = linalg.matmul ins(%x, %w : tensor<?x{K}xf32>, tensor<{K}x{N}xf32>) outs(%acc : tensor<?x{N}xf32>) -> tensor<?x{N}xf32>
    return %y : tensor<?x{N}xf32>
  }}
}}
{{-#
  dialect_resources: {{ builtin: {{ w: "0x04000000{weight.tobytes().hex().upper()}" }} }}
#-}}
''')
    return weight.tobytes()


@pytest.fixture(scope="module")
@compiling
def weighted(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("weighted")
    model = tmp / "weighted.mlir"
    weight = weighted_model(model)
    return extract(model, [f"8x{K}xf32"], output=tmp / "out"), weight


def test_the_configured_ir_leaves_out_the_weights(weighted):
    result, weight = weighted
    text = (result.output / "model.configured.mlir").read_text()
    assert weight[:32].hex().upper() not in text
    assert len(text) < len(weight)  # the IR without its 512 KiB weight
    ir.Module.parse(text, ir.Context())  # and it still parses


def test_what_reads_the_configured_ir_works_without_the_weights(weighted, tmp_path, capsys):
    result, _ = weighted
    (name,) = result.emitted
    assert main(["show", str(result.output), name]) == 0
    assert main(["shapes", str(result.output), "--inputs", f"3x{K}xf32"]) == 0
    assert main(["export", str(result.output), "-o", str(tmp_path / "tuner")]) == 0
    assert list((tmp_path / "tuner").rglob("*_benchmark.mlir"))


def test_a_kernels_own_constants_stay_in_the_configured_ir(extracted):
    """torch_block's executables hold small dense_resource constants (64 floats): kept, blob and all."""
    text = (extracted("torch_block").output / "model.configured.mlir").read_text()
    module = ir.Module.parse(text, ir.Context())
    kernels = "".join(str(op) for op in module.body.operations if op.operation.name == "hal.executable")
    used = {line.split("dense_resource<")[1].split(">")[0] for line in kernels.splitlines() if "dense_resource<" in line}
    assert used and "__elided__" not in used
    resources = text[text.index("{-#"):]
    assert all(f"{name}: \"0x" in resources for name in used)


@pytest.mark.compiles
def test_a_kernel_that_holds_a_weight_is_compiled_with_it(tmp_path):
    """With constants of any size inlined into dispatches (`--iree-flow-inline-constants-max-byte-length`),
    the weight is the kernel's own: extract, which reads the model without its weights, reads it again
    with them, and the benchmark carries the weight's bytes and runs."""
    model = tmp_path / "weighted.mlir"
    weight = weighted_model(model)
    out = tmp_path / "out"
    result = extract(model, [f"8x{K}xf32"], output=out,
                     iree_flags=["--iree-flow-inline-constants-max-byte-length=100000000"])
    benchmarks = (out / "benchmarks.mlir").read_text()
    assert "__elided__" not in benchmarks and weight[:32].hex().upper() in benchmarks
    (name,) = result.emitted
    assert main(["run", str(out), "--min-time", "0.01", "--repetitions", "1"]) == 0


@pytest.mark.compiles
def test_a_spirv_kernel_that_holds_a_weight_is_compiled_with_it(tmp_path):
    """The same on vulkan-spirv, where a kernel's constant is a `spirv.Constant`, which takes no
    left-out stand-in: the IR without the weights does not even parse, and extract reads it with them."""
    model = tmp_path / "weighted.mlir"
    weight = weighted_model(model)
    out = tmp_path / "out"
    extract(model, [f"8x{K}xf32"], output=out, target="vulkan-spirv", target_chip="rdna3",
            iree_flags=["--iree-flow-inline-constants-max-byte-length=100000000"])
    for path in (out / "model.configured.mlir", out / "benchmarks.mlir"):
        text = path.read_text()
        assert "__elided__" not in text and weight[:32].hex().upper() in text
