"""`passes.root_op`: each kernel's marked root op, analysed with the compiler's bindings.

IR in, dataclasses out: checked against the IR itself (the op, its operand
types); the sizes it yields are checked against the real model in
`test_problem_size.py`.
"""

from __future__ import annotations

import pytest
from iree.compiler import ir
from iree.compiler.dialects import iree_codegen

from iree_dynbench.extraction.compiler import CompileOptions, to_configured
from iree_dynbench.passes import irutil
from iree_dynbench.passes.root_op import root_problems
from iree_dynbench.passes.values import GROUPS, ITERATION_DIMS, evaluate

from support import TESTDATA, compiling
from support.ir import fixture

HIP = CompileOptions("hip", ("--iree-rocm-target=gfx942",))


@pytest.fixture(scope="module")
@compiling
def configured(tmp_path_factory):
    """`configured(model, options)`: the model's executable-configurations IR, parsed."""
    cache = {}

    def get(model: str, options: CompileOptions = CompileOptions()) -> ir.Module:
        key = (model, options)
        if key not in cache:
            path = tmp_path_factory.mktemp("cfg") / f"{model}.mlir"
            to_configured(TESTDATA / f"{model}.mlir", path, options).run()
            cache[key] = ir.Module.parse(path.read_text(), ir.Context())
        return cache[key]

    return get


def _root_ops(module: ir.Module) -> dict[str, ir.Operation]:
    """Export name -> its marked root op."""
    found = {}
    for op in iree_codegen.get_tuner_root_ops(module):
        func = op.parent
        while func.name != "func.func":
            func = func.parent
        found.setdefault(irutil.symbol_name(func), op)
    return found


def _shape(value: ir.Value) -> list:
    shaped = ir.ShapedType(value.type)
    return [None if shaped.is_dynamic_dim(i) else shaped.get_dim_size(i) for i in range(shaped.rank)]


@pytest.mark.parametrize("model", ["torch_block", "dyn_conv", "dyn_attention", "two_dims"])
def test_every_marked_root_op_is_described(configured, model):
    module = configured(model)
    problems = {export: p for (_, _, export), p in root_problems(module).items()}
    roots = _root_ops(module)
    assert problems and set(problems) == set(roots)
    for export, problem in problems.items():
        assert problem.op == roots[export].name
        groups = GROUPS.get(problem.kind, ITERATION_DIMS)
        assert tuple(problem.dims) == groups
        # each loop is in at most one group
        named = [i for g in problem.dims.values() for i in g]
        assert len(named) == len(set(named)) and all(0 <= i < len(problem.loops) for i in named)


def test_named_matmuls_are_contractions_and_batch_matmuls_have_a_batch_dim(configured):
    module = configured("torch_block")
    roots = _root_ops(module)
    problems = {export: p for (_, _, export), p in root_problems(module).items()}
    kinds = {roots[e].name: set() for e in roots}
    for export, problem in problems.items():
        kinds[roots[export].name].add((problem.kind, bool(problem.dims.get("B"))))
    assert kinds["linalg.matmul"] == {("contraction", False)}
    assert kinds["linalg.batch_matmul"] == {("contraction", True)}
    assert {kind for kind, _ in kinds["linalg.generic"]} >= {"reduction", "copy", "transpose"}


def test_a_matmul_loop_is_sized_by_the_operand_dim_that_reads_it(configured):
    """M of `(d0, d2) x (d1, d2) -> (d0, d1)` is dim 0 of the lhs; static N and K are the rhs's."""
    module = configured("torch_block")
    roots = _root_ops(module)
    for (_, _, export), problem in root_problems(module).items():
        if roots[export].name != "linalg.matmul":
            continue
        lhs, rhs = (_shape(v) for v in roots[export].operands[:2])
        (m,), (n,), (k,) = problem.dims["M"], problem.dims["N"], problem.dims["K"]
        assert lhs[0] is None and isinstance(problem.loops[m], list) and "pc" in str(problem.loops[m])
        assert [problem.loops[n], problem.loops[k]] == rhs  # the rhs is N x K (transpose_b)
        assert problem.loops[k] == lhs[1]


def test_conv_and_attention_dims_come_from_the_compilers_analyses(configured):
    ((_, conv),) = root_problems(configured("dyn_conv")).items()
    assert conv.kind == "convolution"
    assert [len(conv.dims[g]) for g in ("batch", "output_image", "output_channel", "filter_loop", "input_channel")] == [
        1, 2, 1, 2, 1,
    ]
    ((_, attention),) = root_problems(configured("dyn_attention")).items()
    assert attention.kind == "attention" and attention.op == "iree_linalg_ext.online_attention"
    assert all(len(attention.dims[g]) == 1 for g in ("B", "M", "K1", "K2", "N"))


@pytest.mark.parametrize("model", ["torch_block", "dyn_conv", "dyn_attention"])
def test_gpu_kernels_size_every_loop_through_expand_shape_and_affine_apply(configured, model):
    """ROCm kernels view bindings through `amdgpu.fat_raw_buffer_cast` and
    `memref.expand_shape` sized by `affine.apply` (heads = rows floordiv 4)."""
    module = configured(model, HIP)
    problems = root_problems(module)
    assert problems
    for problem in problems.values():
        assert "?" not in str(problem.loops), problem
    if model == "torch_block":
        text = str(module)
        assert "memref.expand_shape" in text and "affine.apply" in text
        assert any("arith.floordivsi" in str(p.loops) for p in problems.values())


# On committed IR (tests/passes/fixtures/): no compile.


def test_a_matmul_root_is_a_contraction_whose_m_comes_from_the_push_constants():
    problems = root_problems(fixture("dyn_matmul.configured"))
    (problem,) = problems.values()
    assert list(problems) == [("main_dispatch_0", "embedded_elf_x86_64", "main_dispatch_0_matmul_Dx512x1024_f32")]
    assert (problem.kind, problem.op, problem.element_types) == ("contraction", "linalg.matmul", ("f32", "f32", "f32"))
    assert problem.dims == {"B": (), "M": (0,), "N": (1,), "K": (2,)}
    assert [evaluate(size, (42, 0)) for size in problem.loops] == [42, 512, 1024]


def test_a_row_sum_root_is_a_reduction_over_its_dynamic_columns():
    problems = root_problems(fixture("two_dims.configured"))
    problem = problems["main_dispatch_1", "embedded_elf_x86_64", "main_dispatch_1_reduction_DxD_f32"]
    assert (problem.kind, problem.dims) == ("reduction", {"parallel": (0,), "reduction": (1,)})
    assert [evaluate(size, (9, 0, 5, 0)) for size in problem.loops] == [5, 9]  # rows: constants 2-3, columns: 0-1
