"""Tests of the ground-truth oracles against the real IREE tools (no mocks)."""

from __future__ import annotations

from pathlib import Path

import pytest

from iree_dynbench.testing.oracle import capture_dispatches, in_model_dispatch_times
from iree_dynbench.iree_tools import ToolError

from support import TESTDATA

# One runnable set of --input values per test model.
MODEL_INPUTS: dict[str, list[str]] = {
    "dyn_matmul": ["42x1024xf32", "1024x512xf32"],
    "two_dims": ["7x64xf32", "5x9xf32", "64x32xf32"],
    "dim_arith": ["6x32xf32", "3x32xf32", "32x16xf32"],
    "data_dependent": ["10x16xf32", "1xi32=5"],
    "torch_block": ["2x33x64xf32"],
    "control_flow": ["4x16xf32"],
    "dyn_conv": ["2x18x20x8xf32", "3x3x8x16xf32"],
    "dyn_attention": ["2x100x64xf32", "2x77x64xf32", "2x77x64xf32"],
    "static_block": ["64x64xf32", "64x64xf32"],
    "index_generics": ["5xf32", "7xi64", "16x16xf32"],
    "key_twins": ["2x17x17x8xf32", "3x3x8x16xf32", "5x64xf32", "64x64xf32", "64x64xf32"],
}
F32 = 4


@pytest.fixture(scope="module")
def vmfbs(model_vmfb) -> dict[str, Path]:
    """Every model in testdata/, compiled with plain iree-compile once a session (`model_vmfb`:
    the other files' tests compile most of them too)."""
    return {model.stem: model_vmfb(model.stem) for model in sorted(TESTDATA.glob("*.mlir"))}


def test_every_model_has_inputs() -> None:
    assert sorted(p.stem for p in TESTDATA.glob("*.mlir")) == sorted(MODEL_INPUTS)


@pytest.mark.parametrize("name", sorted(MODEL_INPUTS))
def test_capture_returns_named_dispatches(vmfbs: dict[str, Path], name: str) -> None:
    dispatches = capture_dispatches(vmfbs[name], MODEL_INPUTS[name])
    assert dispatches
    for dispatch in dispatches:
        assert dispatch.export.startswith(dispatch.executable)
        assert "_dispatch_" in dispatch.executable
        assert all(count >= 1 for count in dispatch.workgroup_count)
        assert all(length > 0 for length in dispatch.binding_lengths)


@pytest.mark.parametrize("rows", [42, 100])
def test_dyn_matmul_bindings_are_tensor_sizes(vmfbs: dict[str, Path], rows: int) -> None:
    (dispatch,) = capture_dispatches(vmfbs["dyn_matmul"], [f"{rows}x1024xf32", "1024x512xf32"])
    assert "matmul" in dispatch.export
    assert dispatch.binding_lengths == (rows * 1024 * F32, 1024 * 512 * F32, rows * 512 * F32)
    # The dynamic dim is passed as an index: lo/hi i32 words.
    assert dispatch.push_constants == (rows, 0)


def test_dyn_matmul_workgroups_follow_size(vmfbs: dict[str, Path]) -> None:
    small = capture_dispatches(vmfbs["dyn_matmul"], ["8x1024xf32", "1024x512xf32"])
    large = capture_dispatches(vmfbs["dyn_matmul"], ["512x1024xf32", "1024x512xf32"])
    assert small[0].export == large[0].export
    assert small[0].workgroup_count != large[0].workgroup_count


def test_data_dependent_size_follows_data(vmfbs: dict[str, Path]) -> None:
    three = capture_dispatches(vmfbs["data_dependent"], ["10x16xf32", "1xi32=3"])
    seven = capture_dispatches(vmfbs["data_dependent"], ["10x16xf32", "1xi32=7"])
    assert [d.export for d in three] == [d.export for d in seven]
    assert [d.push_constants for d in three] != [d.push_constants for d in seven]


def test_torch_block_runs_through_async_wrapper(vmfbs: dict[str, Path]) -> None:
    dispatches = capture_dispatches(vmfbs["torch_block"], MODEL_INPUTS["torch_block"])
    assert len(dispatches) >= 20
    assert all(d.executable.startswith("main$async_dispatch_") for d in dispatches)


def test_in_model_times_one_row_per_export(vmfbs: dict[str, Path]) -> None:
    inputs = MODEL_INPUTS["two_dims"]
    dispatches = capture_dispatches(vmfbs["two_dims"], inputs)
    rows, model_us = in_model_dispatch_times(
        vmfbs["two_dims"], inputs, repetitions=1, min_time_s=0.05
    )
    assert sorted(r.export for r in rows) == sorted({d.export for d in dispatches})
    assert sum(r.calls for r in rows) == len(dispatches)
    assert all(r.mean_time_us > 0 and 0 < r.share <= 1 for r in rows)
    assert sum(r.share for r in rows) == pytest.approx(1.0, abs=1e-3)
    assert model_us > 0


def test_tool_failure_raises_a_tool_error_naming_the_tool(vmfbs: dict[str, Path]) -> None:
    with pytest.raises(ToolError) as info:
        capture_dispatches(vmfbs["dyn_matmul"], ["42x1000xf32", "1024x512xf32"])
    assert info.value.tool == "iree-run-module"
    assert info.value.returncode not in (None, 0)
