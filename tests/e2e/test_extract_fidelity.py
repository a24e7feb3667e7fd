"""Extracted benchmarks dispatch exactly what the real model dispatches.

Ground truth is the HAL replay of the real model (iree_dynbench.testing.oracle): each
dispatch the model issues is matched, by export and occurrence, with what the
benchmarks dispatch. (The host-only `__query_shapes` against the same oracle:
test_query_module.py.)
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from iree_dynbench import extract
from iree_dynbench.extraction.compiler import CompileOptions, standalone_to_vmfb
from iree_dynbench.passes.abi import PROFILE_FUNCTION
from iree_dynbench.testing.oracle import capture_dispatches, compile_model
from iree_dynbench.passes.abi import COPY_ALIGNMENT
from iree_dynbench.passes.host_code import size_driver
from iree_dynbench.benchmarks import BenchmarkModule
from iree_dynbench.size_checks import dims_for

from support import SIZE_SETS, TESTDATA, by_export, run_inputs

MODELS = sorted(SIZE_SETS)


def _as_observed(params):
    return (tuple(params.workgroup_count), tuple(params.push_constants), tuple(params.binding_lengths))


def _observed(dispatch):
    return (dispatch.workgroup_count, dispatch.push_constants, dispatch.binding_lengths)


@pytest.mark.parametrize("model", MODELS)
def test_benchmark_functions_dispatch_like_the_model(model, extracted, model_vmfb):
    """Each benchmark in benchmarks.vmfb, run once at its default sizes."""
    result = extracted(model)
    real = by_export(capture_dispatches(model_vmfb(model), run_inputs(model, SIZE_SETS[model][0])))
    seen = defaultdict(int)
    for info in result.manifest.dispatches:
        (dispatch,) = capture_dispatches(result.output / "benchmarks.vmfb", ["1"], function=info.name)
        expected = real[info.export][seen[info.export]]
        seen[info.export] += 1
        assert dispatch.export == info.export
        assert _observed(dispatch) == _observed(expected), info.name


@pytest.mark.parametrize("size_set", [1, 2])
@pytest.mark.parametrize("model", MODELS)
def test_benchmarks_at_other_sizes_dispatch_like_the_model(model, size_set, extracted, model_vmfb, tmp_path):
    """The path `run` takes: `__set_input_dims`, then each benchmark, with no recompile."""
    result = extracted(model)
    sizes = SIZE_SETS[model][size_set]
    names = [d.name for d in result.manifest.dispatches]
    driver = tmp_path / "driver.mlir"
    driver.write_text(size_driver("module", names, dims_for(result.manifest, sizes)))
    standalone_to_vmfb(driver, tmp_path / "driver.vmfb", CompileOptions().flags).run()
    ran = capture_dispatches(
        tmp_path / "driver.vmfb", [], function="drive", preload=[result.output / "benchmarks.vmfb"]
    )
    real = by_export(capture_dispatches(model_vmfb(model), run_inputs(model, sizes)))
    assert [d.export for d in ran] == [d.export for d in result.manifest.dispatches]
    seen = defaultdict(int)
    for dispatch in ran:
        expected = real[dispatch.export][seen[dispatch.export]]
        seen[dispatch.export] += 1
        assert _observed(dispatch) == _observed(expected), dispatch.export


@pytest.mark.parametrize("model", ["dim_arith", "torch_block"])
def test_buffer_copies_give_each_repetition_its_own_copy_of_the_buffers(model, extracted, model_vmfb, tmp_path):
    """`__set_buffer_copies(3)` then each benchmark with repeat 3 (the cold-cache path of `run`):
    the model's dispatch three times, each bound to a disjoint copy of its buffers."""
    result = extracted(model)
    sizes = SIZE_SETS[model][1]
    copies = 3
    names = [d.name for d in result.manifest.dispatches]
    driver = tmp_path / "driver.mlir"
    driver.write_text(size_driver("module", names, dims_for(result.manifest, sizes), copies=copies))
    standalone_to_vmfb(driver, tmp_path / "driver.vmfb", CompileOptions().flags).run()
    ran = capture_dispatches(
        tmp_path / "driver.vmfb", [], function="drive", preload=[result.output / "benchmarks.vmfb"]
    )
    module = BenchmarkModule(result.output / "benchmarks.vmfb", result.manifest, device="local-sync")
    computed = module.query(dims_for(result.manifest, sizes))
    real = by_export(capture_dispatches(model_vmfb(model), run_inputs(model, sizes)))
    seen = defaultdict(int)
    assert len(ran) == copies * len(names)
    for k, params in enumerate(computed):
        repetitions = ran[k * copies : (k + 1) * copies]
        expected = real[params.export][seen[params.export]]
        seen[params.export] += 1
        assert all(_observed(d) == _observed(expected) for d in repetitions), params.name
        assert repetitions[0].binding_offsets == params.binding_offsets
        for b, (offset, length) in enumerate(zip(params.binding_offsets, params.binding_lengths)):
            stride = repetitions[1].binding_offsets[b] - offset
            assert stride % COPY_ALIGNMENT == 0 and stride >= offset + length, (params.name, b)
            assert repetitions[2].binding_offsets[b] - offset == 2 * stride


def test_without_copies_every_repetition_binds_the_same_buffers(extracted, tmp_path):
    """The default (`--cache warm`): one copy, so repetitions reuse the buffers."""
    result = extracted("dim_arith")
    names = [d.name for d in result.manifest.dispatches]
    driver = tmp_path / "driver.mlir"
    driver.write_text(size_driver("module", names, dims_for(result.manifest, SIZE_SETS["dim_arith"][1]), repeat=3))
    standalone_to_vmfb(driver, tmp_path / "driver.vmfb", CompileOptions().flags).run()
    ran = capture_dispatches(
        tmp_path / "driver.vmfb", [], function="drive", preload=[result.output / "benchmarks.vmfb"]
    )
    assert len(ran) == 3 * len(names)
    for k in range(len(names)):
        first, *others = ran[3 * k : 3 * k + 3]
        assert all((d.binding_offsets, d.binding_lengths) == (first.binding_offsets, first.binding_lengths) for d in others)


def test_data_dependent_dispatch_is_reported_with_its_reason(extracted):
    result = extracted("data_dependent")
    (skipped,) = result.skipped
    assert "matmul" in skipped.export
    assert "depends on tensor data" in skipped.reason
    assert "stream.resource.load" in skipped.reason
    assert [d.export for d in result.manifest.dispatches] == ["main_dispatch_0_reduction_16xD_f32"]


def test_frontend_model_dispatches_behind_async_wrapper_are_found(extracted):
    result = extracted("torch_block")
    assert result.manifest.function == "main"
    assert len(result.manifest.dispatches) >= 20
    assert all(d.executable.startswith("main$async_dispatch_") for d in result.manifest.dispatches)
    assert result.skipped == []


def test_result_shapes_follow_the_input_dims(extracted):
    result = extracted("two_dims")
    module = BenchmarkModule(result.output / "benchmarks.vmfb", result.manifest, device="local-sync")
    from iree_dynbench.benchmarks import result_dims

    outputs = module.raw_query(dims_for(result.manifest, ["33x64xf32", "2x130xf32", "64x32xf32"]))
    assert result_dims(result.manifest, outputs) == [[33, 32], [33, 2]]


@pytest.mark.compiles
def test_a_74_dispatch_model_dispatches_like_the_model_through_every_entry(tmp_path):
    """tools/models/torch_block4.mlir (4 transformer blocks, 74 dispatches): `__query_shapes`, each benchmark
    function and one `__profile` of them all dispatch what the real model dispatches. IREE 3.13's VM
    gave wrong values in one large function of ours (a dispatcher over 38 sites, not kept); this
    keeps the generated functions that grow with the sites (`__profile`, the shape math) honest."""
    model = TESTDATA.parent / "tools" / "models" / "torch_block4.mlir"
    sizes = ["3x40x64xf32"]
    result = extract(model, sizes, output=tmp_path / "out")
    vmfb = tmp_path / "model.vmfb"
    compile_model(model, vmfb)
    real = by_export(capture_dispatches(vmfb, sizes))
    expected, seen = [], defaultdict(int)
    for info in result.manifest.dispatches:
        expected.append((info.export, _observed(real[info.export][seen[info.export]])))
        seen[info.export] += 1
    assert len(expected) == 74
    queried = [(d.export, _as_observed(d.at_inputs)) for d in result.manifest.dispatches]  # __query_shapes
    assert queried == expected
    functions = [capture_dispatches(result.output / "benchmarks.vmfb", ["1"], function=d.name) for d in result.manifest.dispatches]
    assert [(d.export, _observed(d)) for (d,) in functions] == expected
    args = [str(d) for d in dims_for(result.manifest, sizes)] + ["1", "1"] * len(expected)
    profiled = capture_dispatches(result.output / "benchmarks.vmfb", args, function=PROFILE_FUNCTION)
    assert [(d.export, _observed(d)) for d in profiled] == expected
