"""Problem sizes, FLOPs and bytes from the root op, checked against the real model:
its own tensor shapes, and the push constants it really dispatches with (HAL replay)."""

from __future__ import annotations

import json
import math
from collections import defaultdict
from dataclasses import replace

import iree.runtime as rt
import numpy as np
import pytest

from iree_dynbench.benchmarks import BenchmarkModule

from iree_dynbench.size_checks import dims_for
from iree_dynbench.cli import main
from iree_dynbench.problem_size import ProblemSize, problem_size
from iree_dynbench.testing.oracle import capture_dispatches

from support import SIZE_SETS, run_inputs

# torch_block's fused matmul+add (fc2 + residual) at M == K (2*64 rows, 128 hidden) and M != K.
FUSED_SIZES = [["2x64x64xf32"], ["1x100x64xf32"]]


def _dims(text: str) -> list[int]:
    return [int(d) for d in text.split("x")[:-1]]


def _real_outputs(vmfb, inputs: list[str]) -> list[tuple[int, ...]]:
    arrays = [np.zeros(_dims(text), dtype=np.float32) for text in inputs]
    module = rt.load_vm_flatbuffer_file(str(vmfb), driver="local-sync")
    outputs = module.main(*arrays)
    outputs = outputs if isinstance(outputs, (list, tuple)) else [outputs]
    return [tuple(np.asarray(o).shape) for o in outputs]


def _problems(extracted, model_vmfb, model: str, sizes: list[str]):
    """Per dispatch: (info, params the benchmark module computes, problem from
    them, problem at the push constants the real model dispatched with)."""
    result = extracted(model)
    module = BenchmarkModule(result.output / "benchmarks.vmfb", result.manifest, device="local-sync")
    queried = module.query(dims_for(result.manifest, sizes))
    observed = defaultdict(list)
    for d in capture_dispatches(model_vmfb(model), run_inputs(model, sizes)):
        observed[d.export].append(d)
    seen: dict[str, int] = defaultdict(int)
    rows = []
    for info, params in zip(result.manifest.dispatches, queried):
        real = observed[info.export][seen[info.export]]
        seen[info.export] += 1
        at_real = info.params((), real.workgroup_count, real.push_constants, real.binding_offsets, real.binding_lengths)
        rows.append((info, params, problem_size(params), problem_size(at_real), real))
    return rows


@pytest.mark.parametrize("model", ["torch_block", "dyn_conv", "dyn_attention", "two_dims", "dyn_matmul"])
def test_problem_sizes_are_those_of_the_push_constants_the_real_model_dispatches_with(
    extracted, model_vmfb, model
):
    for sizes in SIZE_SETS[model][1:]:
        for info, params, problem, at_real, real in _problems(extracted, model_vmfb, model, sizes):
            assert problem == at_real, info.name
            assert problem.sizes is not None and "D" not in problem.text.split()[1], problem.text
            assert 0 < problem.bytes <= sum(real.binding_lengths)


def test_fused_matmul_add_sizes_resolve_when_m_differs_from_k(extracted, model_vmfb):
    """fc2 + residual: the kernel reads the addend (M x N) before the rhs; M, N, K still come out right."""
    fused_m_equals_k = set()
    for sizes in FUSED_SIZES:
        (out,) = _real_outputs(model_vmfb("torch_block"), sizes)
        rows, hidden = math.prod(out[:-1]), out[-1]
        matmuls = [r for r in _problems(extracted, model_vmfb, "torch_block", sizes) if r[2].kind == "matmul"]
        assert matmuls
        for info, params, problem, at_real, _ in matmuls:
            m, n, k = problem.sizes
            assert problem.text == f"matmul {m}x{n}x{k} f32"
            assert problem.dims == {"B": 1, "M": m, "N": n, "K": k}
            assert problem.flops == 2 * m * n * k
            assert m == rows  # every projection of the block runs over all tokens
            operands = [t.dims for t in params.operands]
            assert (m, k) in operands and ((n, k) in operands or (k, n) in operands)
            assert (m, n) in [t.dims for t in params.results]
            if (m, n) in operands:  # the fused addend: the residual, as wide as the block's output
                assert n == hidden
                fused_m_equals_k.add(m == k)
    assert fused_m_equals_k == {True, False}


def test_batch_matmul_sizes_are_heads_by_sequence(extracted, model_vmfb):
    """Attention scores (Q K^T) and context (P V) of torch_block: M is the sequence, B the batch times heads."""
    heads = set()
    for sizes in SIZE_SETS["torch_block"]:
        (out,) = _real_outputs(model_vmfb("torch_block"), sizes)
        batch, seq, hidden = out
        rows = [r for r in _problems(extracted, model_vmfb, "torch_block", sizes) if r[2].kind == "batch_matmul"]
        assert len(rows) == 4  # two layers, scores and context each
        for _, params, problem, _, _ in rows:
            b, m, n, k = problem.sizes
            assert problem.text == f"batch_matmul {b}x{m}x{n}x{k} f32"
            assert problem.flops == 2 * b * m * n * k
            assert m == seq and seq in (n, k)  # scores are seq x seq, context sums over seq
            width = k if n == seq else n  # the head width: what the scores contract, what the context yields
            assert b % batch == 0 and (b // batch) * width == hidden  # heads x head width
            heads.add(b // batch)
            assert (b, m, k) in [t.dims for t in params.operands] and (b, m, n) in [t.dims for t in params.results]
    assert len(heads) == 1


def test_conv_iteration_space_is_output_then_filter_reduction_dims(extracted, model_vmfb):
    for sizes in SIZE_SETS["dyn_conv"]:
        (_, _, problem, _, _), = _problems(extracted, model_vmfb, "dyn_conv", sizes)
        (out,) = _real_outputs(model_vmfb("dyn_conv"), sizes)
        kh, kw, c, f = _dims(sizes[1])
        assert problem.kind == "conv"
        assert problem.sizes == (*out, kh, kw, c)
        assert problem.dims == {
            "batch": out[0], "output_image": out[1] * out[2], "output_channel": out[3],
            "filter_loop": kh * kw, "input_channel": c, "depth": 1,
        }
        assert problem.flops == 2 * math.prod(out) * kh * kw * c
        assert problem.text.startswith("conv " + "x".join(map(str, (*out, kh, kw, c))))


def test_attention_sizes_and_flops_are_its_two_matmuls(extracted, model_vmfb):
    for sizes in SIZE_SETS["dyn_attention"]:
        (_, _, problem, _, _), = _problems(extracted, model_vmfb, "dyn_attention", sizes)
        (out,) = _real_outputs(model_vmfb("dyn_attention"), sizes)
        q, k, v = (_dims(s) for s in sizes)
        b, m, k1, k2, n = out[0], out[1], q[2], k[1], out[2]
        assert v[1] == k2
        assert problem.kind == "attention" and problem.sizes == (b, m, k1, k2, n)
        assert problem.dims == {"B": b, "M": m, "K1": k1, "K2": k2, "N": n}
        assert problem.text == f"attention {b}x{m}x{k1}x{k2}x{n} f32"
        assert problem.flops == 2 * b * m * k1 * k2 + 2 * b * m * k2 * n


def test_matmul_sizes_are_m_n_k_of_the_real_model(extracted, model_vmfb):
    for sizes in SIZE_SETS["dyn_matmul"]:
        (_, _, problem, _, _), = _problems(extracted, model_vmfb, "dyn_matmul", sizes)
        ((m, n),) = _real_outputs(model_vmfb("dyn_matmul"), sizes)
        k = _dims(sizes[0])[1]
        assert problem.sizes == (m, n, k)
        assert problem.flops == 2 * m * n * k


def test_reduction_flops_count_one_operation_per_element_of_the_root_ops_iteration_space(extracted, model_vmfb):
    """two_dims: the row sums of exp(y) (N x P, an input) and of relu(x w) (M x 32, the first output;
    that dispatch also holds the outer product, a consumer fused into the row sum)."""
    for sizes in SIZE_SETS["two_dims"]:
        reductions = [r[2] for r in _problems(extracted, model_vmfb, "two_dims", sizes) if r[2].kind == "reduction"]
        relu_out, _ = _real_outputs(model_vmfb("two_dims"), sizes)
        y = tuple(_dims(sizes[1]))
        assert sorted(p.sizes for p in reductions) == sorted([y, relu_out])
        for p in reductions:
            assert p.flops == math.prod(p.sizes)
            assert p.dims == {"parallel": p.sizes[0], "reduction": p.sizes[1]}


def test_shapes_cli_gives_every_torch_block_matmul_its_size_at_both_sizes(extracted, model_vmfb, tmp_path):
    """The command of issue 12: `dynbench shapes DIR --set 2x64x64xf32 --set 1x100x64xf32`."""
    out = tmp_path / "shapes.json"
    args = [a for s in FUSED_SIZES for a in ("--set", *s)]
    assert main(["shapes", str(extracted("torch_block").output), *args, "--json", str(out)]) == 0
    listed = json.loads(out.read_text())["dispatches"]
    rows = [math.prod(_real_outputs(model_vmfb("torch_block"), s)[0][:-1]) for s in FUSED_SIZES]
    matmuls = [d for d in listed if d["kind"] == "matmul"]
    assert matmuls
    for d in matmuls:
        assert [p["sizes"][0] for p in d["problems"]] == rows
        assert all(p["text"] == "matmul " + "x".join(map(str, p["sizes"])) + " f32" for p in d["problems"])


def test_a_dispatch_without_a_root_op_shows_its_tensors_and_no_flops(extracted):
    info = extracted("dyn_matmul").manifest.dispatches[0]
    params = info.at_inputs
    problem = problem_size(replace(params, problem=None))
    assert isinstance(problem, ProblemSize) and problem.kind == "unknown" and problem.flops is None
    assert problem.text == f"unknown ({params.operands[0]}, {params.operands[1]} -> {params.results[0]})"
