"""Artifacts run with stock IREE tools, like upstream's static dumps."""

from __future__ import annotations

import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from iree.compiler import ir

from iree_dynbench import extract
from iree_dynbench.extraction.compiler import standalone_to_vmfb
from iree_dynbench.iree_tools import find_runtime_tool

from support import SIZE_SETS

MODELS = sorted(SIZE_SETS)


def _benchmark_module(vmfb: Path, *extra: str) -> str:
    proc = subprocess.run(
        [str(find_runtime_tool("iree-benchmark-module")), f"--module={vmfb}", "--device=local-task",
         "--batch_size=4", "--benchmark_min_time=1x", *extra],
        capture_output=True, text=True,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


def _public_functions(path: Path) -> list[str]:
    module = ir.Module.parse(path.read_text(), ir.Context())
    names = []
    for op in module.body.operations:
        attrs = op.operation.attributes
        if op.operation.name == "util.func" and (
            "sym_visibility" not in attrs or str(attrs["sym_visibility"]) == '"public"'
        ):
            names.append(ir.StringAttr(attrs["sym_name"]).value)
    return names


@pytest.mark.parametrize("model", MODELS)
def test_each_standalone_file_has_exactly_its_benchmark_public(model, extracted):
    result = extracted(model)
    for info in result.manifest.dispatches:
        path = result.output / info.file
        assert _public_functions(path) == [info.name]
        assert 'iree.benchmark = "dispatch"' in path.read_text()


@pytest.mark.parametrize("model", MODELS)
def test_each_standalone_file_compiles_with_plain_iree_compile_and_runs(model, extracted, tmp_path):
    result = extracted(model)

    def build_and_run(info):
        vmfb = tmp_path / f"{info.name}.vmfb"
        standalone_to_vmfb(result.output / info.file, vmfb).run()
        return info.name, _benchmark_module(vmfb)

    with ThreadPoolExecutor(max_workers=2) as pool:
        for name, stdout in pool.map(build_and_run, result.manifest.dispatches):
            assert re.search(rf"BM_{re.escape(name)}\S*\s+[\d.]+ us", stdout), stdout


def test_benchmarks_vmfb_runs_every_dispatch_under_stock_benchmark_module(extracted):
    result = extracted("two_dims")
    stdout = _benchmark_module(result.output / "benchmarks.vmfb")
    rows = re.findall(r"^BM_(\S+?)/", stdout, flags=re.M)
    assert rows == [d.name for d in result.manifest.dispatches]


def test_standalone_files_carry_exactly_the_dense_resources_their_kernel_uses(extracted):
    """torch_block's kernels inline `dense_resource` constants; upstream's dumps drop them
    ("resource does not exist"). The compile test above builds these very files."""
    result = extracted("torch_block")
    with_resources = 0
    for info in result.manifest.dispatches:
        text = (result.output / info.file).read_text()
        used = set(re.findall(r"dense_resource<([^>]+)>", text))
        section = text[text.rindex("{-#") :] if "{-#" in text else ""
        assert set(re.findall(r"^\s*(\S+): \"0x", section, flags=re.M)) == used, info.file
        with_resources += bool(used)
    assert with_resources >= 2


# The shape math's first op guarded (rows x cols of a flattened input): its guard's constants
# went between that op and its guard (a cut of the shared function once lost the guard or failed).
FLATTENED = """
func.func @main(%a: tensor<?x?xf32>) -> tensor<?xf32> {
  %flat = tensor.collapse_shape %a [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %flat, %c0 : tensor<?xf32>
  %e0 = tensor.empty(%n) : tensor<?xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(i)->(i)>, affine_map<(i)->(i)>], iterator_types = ["parallel"]}
      ins(%flat : tensor<?xf32>) outs(%e0 : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = math.exp %x : f32
    linalg.yield %z : f32
  } -> tensor<?xf32>
  return %ex : tensor<?xf32>
}
"""


@pytest.mark.compiles
def test_a_standalone_file_guards_a_product_of_dims_that_starts_its_shape_math(tmp_path):
    model = tmp_path / "flattened.mlir"
    model.write_text(FLATTENED)
    result = extract(model, ["4x8xf32"], output=tmp_path / "out")
    (info,) = result.manifest.dispatches
    text = (result.output / info.file).read_text()
    shape_math = text[text.index("@__dynbench_shape_math("):]
    assert "arith.muli %arg0, %arg1" in shape_math[: shape_math.index("util.return")]
    assert f"length of {info.name} would exceed int64 (computed from input0.dim0, input0.dim1)" in shape_math
