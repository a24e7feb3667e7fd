"""Problem sizes and FLOPs from resolved shapes, checked against the real model's outputs."""

from __future__ import annotations

import math

import iree.runtime as rt
import numpy as np

from iree_dynbench.problem_size import problem_size
from iree_dynbench.benchmarks import BenchmarkModule, dims_for

from conftest import SIZE_SETS


def _real_output_shape(vmfb, inputs: list[str]) -> tuple[int, ...]:
    arrays = []
    for text in inputs:
        *dims, dtype = text.split("x")
        arrays.append(np.zeros([int(d) for d in dims], dtype=np.float32 if dtype == "f32" else dtype))
    module = rt.load_vm_flatbuffer_file(str(vmfb), driver="local-sync")
    return tuple(np.asarray(module.main(*arrays)).shape)


def test_conv_iteration_space_is_output_then_filter_reduction_dims(extracted, model_vmfb):
    result = extracted("dyn_conv")
    for sizes in SIZE_SETS["dyn_conv"]:
        module = BenchmarkModule(result.output / "benchmarks.vmfb", result.manifest, device="local-sync")
        (params,) = module.query(dims_for(result.manifest, sizes))
        problem = problem_size(params)
        out = _real_output_shape(model_vmfb("dyn_conv"), sizes)
        kh, kw, c, f = (int(d) for d in sizes[1].split("x")[:-1])
        assert problem.sizes == (*out, kh, kw, c)
        assert problem.flops == 2 * math.prod(out) * kh * kw * c
        assert problem.text.startswith("conv " + "x".join(map(str, (*out, kh, kw, c))))


def test_matmul_sizes_are_m_n_k_of_the_real_model(extracted, model_vmfb):
    result = extracted("dyn_matmul")
    for sizes in SIZE_SETS["dyn_matmul"]:
        module = BenchmarkModule(result.output / "benchmarks.vmfb", result.manifest, device="local-sync")
        (params,) = module.query(dims_for(result.manifest, sizes))
        m, n = _real_output_shape(model_vmfb("dyn_matmul"), sizes)
        k = int(sizes[0].split("x")[1])
        assert problem_size(params).sizes == (m, n, k)
        assert problem_size(params).flops == 2 * m * n * k


def test_reduction_and_elementwise_flops_count_one_operation_per_element(extracted, model_vmfb):
    """two_dims: a row reduction of exp(y) over the N x P input, an outer product onto the M x N output."""
    result = extracted("two_dims")
    module = BenchmarkModule(result.output / "benchmarks.vmfb", result.manifest, device="local-sync")
    for sizes in SIZE_SETS["two_dims"]:
        by_kind = {problem_size(p).kind: problem_size(p) for p in module.query(dims_for(result.manifest, sizes))}
        n, p = (int(d) for d in sizes[1].split("x")[:-1])
        assert by_kind["reduction"].flops == n * p
        arrays = [np.zeros([int(d) for d in s.split("x")[:-1]], np.float32) for s in sizes]
        outer = rt.load_vm_flatbuffer_file(str(model_vmfb("two_dims")), driver="local-sync").main(*arrays)[1]
        assert by_kind["elementwise_broadcast"].flops == math.prod(np.asarray(outer).shape)
