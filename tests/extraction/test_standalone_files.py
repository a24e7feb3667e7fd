"""Artifacts run with stock IREE tools, like upstream's static dumps."""

from __future__ import annotations

import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from iree.compiler import ir

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
