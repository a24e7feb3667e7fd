"""`benchmarks.vmfb` keeps each benchmark's buffers from call to call: a benchmark's first call
zero-fills them (every dispatch starts from zeros, as a fresh allocation would), its later
calls submit only its dispatches, so the fixed cost `run` subtracts is the submission's.

Seen in the device's own profile: every queue submission gets the next submission id, the
zero-fill its own, so a call that fills leaves a gap before its dispatch's submission."""

from __future__ import annotations

import json
from pathlib import Path

from iree_dynbench.size_checks import dims_for
from iree_dynbench.extraction.compiler import CompileOptions, standalone_to_vmfb
from iree_dynbench.passes.abi import SET_INPUT_DIMS
from iree_dynbench.passes.host_code import size_driver
from iree_dynbench.run.model_timing import profile_events
from iree_dynbench.iree_tools import find_runtime_tool, run_tool

from support import SIZE_SETS

MODEL = "torch_block"


def _profiled(extracted, tmp_path, calls: list[str], then: list[str] = ()) -> Path:
    """The device profile of `calls` run in order in one process (after `__set_input_dims` and
    `__set_buffer_copies`), then `__set_input_dims` at the same sizes again and `then`."""
    result = extracted(MODEL)
    again = [SET_INPUT_DIMS] if then else []  # __set_input_dims again before the first call of `then`
    text = size_driver("module", [*calls, *again, *then], dims_for(result.manifest, SIZE_SETS[MODEL][0]), repeat=1)
    driver = tmp_path / "driver.mlir"
    driver.write_text(text)
    standalone_to_vmfb(driver, tmp_path / "driver.vmfb", CompileOptions().flags).run()
    profile = tmp_path / "run.ireeprof"
    run_tool([
        find_runtime_tool("iree-run-module"), f"--module={result.output / 'benchmarks.vmfb'}",
        f"--module={tmp_path / 'driver.vmfb'}", "--function=drive", "--device=local-task",
        "--device_profiling_mode=host-execution", f"--device_profiling_output={profile}",
    ])
    return profile


def dispatch_submissions(extracted, tmp_path, calls: list[str], then: list[str] = ()) -> list[int]:
    """The submission id of each call's dispatch (repeat 1), for `calls` then `then` (`_profiled`)."""
    events = profile_events(_profiled(extracted, tmp_path, calls, then))
    assert len(events) == len(calls) + len(then)
    return [int(e["submission_id"]) for e in events]


def fills_before_each_dispatch(extracted, tmp_path, calls: list[str]) -> list[list[int]]:
    """Per call (repeat 1), the bytes of each zero-fill its dispatch waited behind, as the
    device's profile records its command buffers' operations."""
    jsonl = run_tool([find_runtime_tool("iree-profile"), "command", "--format=jsonl", _profiled(extracted, tmp_path, calls)])
    fills: list[list[int]] = [[]]
    for line in jsonl.splitlines():
        operation = json.loads(line)
        if operation.get("type") != "command_operation":
            continue
        if operation["op"] == "fill":
            fills[-1].append(operation["length"])
        elif operation["op"] == "dispatch":
            fills.append([])
    assert len(fills) == len(calls) + 1 and fills[-1] == []
    return fills[:-1]


def test_a_benchmarks_later_calls_neither_allocate_nor_zero_fill(extracted, tmp_path):
    """A matmul called three times running: only the first call's dispatch waits behind a fill."""
    matmul = next(d.name for d in extracted(MODEL).manifest.dispatches if "matmul" in d.name)
    first, second, third = dispatch_submissions(extracted, tmp_path, [matmul] * 3)
    assert (second - first, third - second) == (1, 1)


def test_a_benchmark_called_after_another_starts_from_zeros_again(extracted, tmp_path):
    """A, B, A: B fills the buffers for itself, so A's next call fills them again (a gap of
    two submissions each time), as its first call did."""
    names = [d.name for d in extracted(MODEL).manifest.dispatches]
    a, b = names[0], names[2]
    ids = dispatch_submissions(extracted, tmp_path, [a, b, a, a])
    assert [later - earlier for earlier, later in zip(ids, ids[1:])] == [2, 2, 1]


def test_setting_the_sizes_zero_fills_the_buffers_again(extracted, tmp_path):
    """A benchmark's buffers hold what it wrote at the sizes before; at new sizes its dispatches
    would read that at other offsets, so after `__set_input_dims` its next call starts from
    zeros (as after `__set_buffer_copies`)."""
    name = extracted(MODEL).manifest.dispatches[0].name
    ids = dispatch_submissions(extracted, tmp_path, [name, name], then=[name])
    assert [later - earlier for earlier, later in zip(ids, ids[1:])] == [1, 2]


def test_a_buffer_the_kernels_only_read_stays_zeros_and_is_not_filled_again(extracted, tmp_path):
    """A matmul, another benchmark, the matmul: its weights (a resource it only reads, which no
    kernel writes) are filled once; after the other benchmark only what the matmul writes is
    filled again (an LLM's weights were most of a run's wall, filled at every call site)."""
    names = [d.name for d in extracted(MODEL).manifest.dispatches]
    matmul = next(name for name in names if "matmul" in name)
    other = next(name for name in names if "matmul" not in name)
    first, between, again = fills_before_each_dispatch(extracted, tmp_path, [matmul, other, matmul])
    assert len(first) == 2 and between
    assert len(again) == 1 and again[0] in first
