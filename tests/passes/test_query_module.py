"""The host-only query module (`DIR/query.vmfb`): the model's shape math and each
export's workgroup count, with no executable and no HAL op, on `local-sync`.

Ground truth is the HAL replay of the real model (iree_dynbench.testing.oracle):
for every testdata model and size set, each dispatch the model issues is
matched, by export and occurrence, with what `__query_shapes` returns.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import iree_dynbench
from iree_dynbench.benchmarks import QueryModule
from iree_dynbench.size_checks import dims_for
from iree_dynbench.extraction.compiler import standalone_to_vmfb
from iree_dynbench.manifest import file_sha256
from iree_dynbench.testing.oracle import capture_dispatches

from support import SIZE_SETS, by_export, run_inputs

MODELS = sorted(SIZE_SETS)


@pytest.mark.parametrize("size_set", [0, 1, 2])
@pytest.mark.parametrize("model", MODELS)
def test_host_only_query_returns_what_the_real_model_dispatches(model, size_set, extracted, model_vmfb):
    """Workgroup counts, push constants and binding lengths, per dispatch, as the HAL replay records them."""
    result = extracted(model)
    sizes = SIZE_SETS[model][size_set]
    module = QueryModule(result.output / "query.vmfb", result.manifest)
    computed = by_export(module.query(dims_for(result.manifest, sizes)))
    real = by_export(capture_dispatches(model_vmfb(model), run_inputs(model, sizes)))
    skipped = {s.export for s in result.skipped}
    assert set(real) == set(computed) | skipped
    for export, params in computed.items():
        assert [(p.workgroup_count, p.push_constants, p.binding_lengths) for p in params] == [
            (d.workgroup_count, d.push_constants, d.binding_lengths) for d in real[export]
        ], export


@pytest.mark.parametrize("model", MODELS)
def test_query_module_holds_no_executable_and_no_hal_op(model, extracted):
    text = (extracted(model).output / "query.mlir").read_text()
    assert "util.func public @__query_shapes" in text and "-> !util.buffer" in text
    assert "hal." not in text and "#hal" not in text


def test_query_returns_one_host_buffer_of_i64_values(extracted):
    result = extracted("two_dims")
    module = QueryModule(result.output / "query.vmfb", result.manifest)
    values = module.raw(dims_for(result.manifest, SIZE_SETS["two_dims"][1]))
    assert values.dtype == np.int64
    assert len(values) == result.manifest.query_results.start + len(result.manifest.query_results.dims)


@pytest.mark.parametrize("model", ["torch_block", "two_dims", "dyn_attention"])
def test_query_many_equals_query_at_every_size_set(model, extracted):
    suite = iree_dynbench.open(extracted(model).output)
    rows = [suite.dims(sizes) for sizes in SIZE_SETS[model]] * 2
    table = suite.query_many(np.array(rows))
    assert len(table) == len(rows)
    for i, dims in enumerate(rows):
        assert table.params(i) == suite.query(dims=dims)
        for column, params in zip(table.dispatches, suite.query(dims=dims)):
            assert tuple(column.workgroup_count[i]) == params.workgroup_count


def test_query_many_rejects_a_row_outside_the_asserted_ranges(extracted):
    suite = iree_dynbench.open(extracted("torch_block").output)
    good = suite.dims(SIZE_SETS["torch_block"][0])
    with pytest.raises(iree_dynbench.DynbenchError, match="outside the range"):
        suite.query_many([good, [good[0], 10**6]])


def test_query_needs_no_device_of_the_target(extracted):
    """`open` + `query` never create the recorded device (a GPU extract queries on a laptop)."""
    suite = iree_dynbench.open(extracted("dyn_matmul").output, device="no-such-device")
    (params,) = suite.query()
    assert params.workload == suite.manifest.dispatches[0].at_inputs.workload


@pytest.mark.parametrize("model", ["torch_block", "dyn_attention"])
def test_query_module_compiled_from_the_hal_phase_answers_as_the_full_compile(model, extracted, tmp_path):
    """extract compiles the host-only module from the hal phase: the phases it skips only
    optimize, so at every size set both answer alike, and both refuse sizes that overflow
    (each names the first guard it evaluates: the optimized module may evaluate another first)."""
    result = extracted(model)
    full = tmp_path / "full.vmfb"
    standalone_to_vmfb(result.output / "query.mlir", full).run()
    full_manifest = dataclasses.replace(result.manifest, query_sha256=file_sha256(full))
    modules = [QueryModule(full, full_manifest), QueryModule(result.output / "query.vmfb", result.manifest)]
    for sizes in SIZE_SETS[model]:
        dims = dims_for(result.manifest, sizes)
        full_values, extract_values = (m.raw(dims) for m in modules)
        assert full_values.tolist() == extract_values.tolist()
    refused = [2**62] * len(result.manifest.input_dims)  # every size overflows int64
    for m in modules:
        with pytest.raises(iree_dynbench.DynbenchError, match="too large: .* would exceed int64"):
            m.raw(refused)


def test_distinct_values_stored_by_many_parts_give_the_values_one_part_gives(extracted, tmp_path, monkeypatch):
    """`__query_shapes` stores each distinct value once, by parts (`QUERY_PART_VALUES` each, the
    VM's register limit), and copies it to every place that holds it: parts of 7 values return
    what one part returns."""
    from iree_dynbench import extract
    from iree_dynbench.passes import host_code

    from support import TESTDATA

    whole = extracted("torch_block")
    monkeypatch.setattr(host_code, "QUERY_PART_VALUES", 7)
    split = extract(TESTDATA / "torch_block.mlir", SIZE_SETS["torch_block"][0], output=tmp_path / "out")
    text = (split.output / "query.mlir").read_text()
    assert text.count(f"util.func private @{host_code.QUERY_PART}") > 2
    for sizes in SIZE_SETS["torch_block"]:
        dims = dims_for(whole.manifest, sizes)
        one = QueryModule(whole.output / "query.vmfb", whole.manifest).raw(dims)
        assert list(QueryModule(split.output / "query.vmfb", split.manifest).raw(dims)) == list(one)
