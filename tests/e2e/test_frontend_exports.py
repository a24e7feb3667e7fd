"""Models as two more frontends export them extract every dispatch and dispatch what the real
model does; a JAX export keeps its dimension variables as its symbols.

The models (`testdata/frontends/`): `jax_export.mlir` (`tools/gen_jax_model.py`, `jax.export` with
symbolic shapes): images `[b, 16, 16, 8]` and tokens `[b, s, 32]`; JAX derives `b` from the images and
only asserts the tokens' equal (`@shape_assertion`, which IREE drops), so the tie is read from
the export. `hf_bert.mlir` (`tools/gen_hf_model.py`): a Hugging Face `transformers`
BertModel exported with iree-turbine, input ids `[B, S]`. `torch_aliased_inputs.mlir`
(`tools/gen_aliased_inputs_model.py`): a torch export of one example tensor passed for two
arguments, whose program never imports one of them. `torch214_block.mlir` and
`torch214_bert_plain.mlir`: torch 2.14.1 exports, with symbolic shapes and without (as
`aot.export` does by default: no name, range or tie recorded). Ground truth is the HAL replay of
the real model at three size sets each.
"""

from __future__ import annotations


import pytest

import iree_dynbench
from iree_dynbench import extract
from iree_dynbench.cli import main
from iree_dynbench.run.options import TimingOptions
from iree_dynbench.testing.oracle import capture_dispatches, compile_model

from support import TESTDATA, compiling, dispatched_three_ways

pytestmark = pytest.mark.compiles

FRONTENDS = TESTDATA / "frontends"
SIZE_SETS = {  # per model (testdata/frontends/NAME.mlir); the first set is extract's
    "jax_export": [
        ["2x16x16x8xf32", "2x24x32xf32"],
        ["1x16x16x8xf32", "1x7x32xf32"],
        ["5x16x16x8xf32", "5x130x32xf32"],
    ],
    "hf_bert": [["2x16xi64"], ["1x7xi64"], ["4x100xi64"]],
    "torch_aliased_inputs": [["4x32xf32", "4x32xf32"], ["1x32xf32", "1x32xf32"], ["60x32xf32", "60x32xf32"]],
    "torch214_block": [["2x8x64xf32"], ["1x2x64xf32"], ["16x100x64xf32"]],
    "torch214_bert_plain": [["2x16xi64"] * 3, ["1x7xi64"] * 3, ["4x100xi64"] * 3],
}


@pytest.fixture(scope="module")
@compiling
def exported(tmp_path_factory):
    """`exported(name)`: (its ExtractResult at the first size set, the real model's vmfb)."""
    cache = {}

    def get(name: str):
        if name not in cache:
            root = tmp_path_factory.mktemp(name)
            model = FRONTENDS / f"{name}.mlir"
            compile_model(model, root / "model.vmfb")
            cache[name] = (extract(model, SIZE_SETS[name][0], output=root / "out"), root / "model.vmfb")
        return cache[name]

    return get


@pytest.mark.parametrize("name", sorted(SIZE_SETS))
def test_every_dispatch_of_the_export_is_extracted(name, exported):
    result, vmfb = exported(name)
    assert result.skipped == []
    assert len(result.manifest.dispatches) == len(capture_dispatches(vmfb, SIZE_SETS[name][0]))


@pytest.mark.parametrize("size_set", [0, 1, 2])
@pytest.mark.parametrize("name", sorted(SIZE_SETS))
def test_query_and_benchmarks_dispatch_what_the_export_dispatches(name, size_set, exported):
    """0 wrong, 0 missing: `__query_shapes`, and every benchmark run once at the size set."""
    result, vmfb = exported(name)
    real, queried, ran, expected = dispatched_three_ways(result, vmfb, SIZE_SETS[name][size_set])
    assert sorted(queried) == sorted(real)
    assert ran == expected


def test_the_jax_dimension_variables_are_the_symbols(exported):
    """`b` ties the images' batch (JAX derives it there) to the tokens' (JAX asserts it equal)."""
    result, _ = exported("jax_export")
    symbols = {y.name: (y.dims, y.source) for y in result.manifest.symbols}
    assert symbols == {
        "b": (("input0.dim0", "input1.dim0"), "jax.global_constant"),
        "s": (("input1.dim1",), "jax.global_constant"),
    }


def test_sizes_that_break_a_jax_shape_assertion_are_refused(exported, capsys):
    """The real model would take them (IREE drops the assertion) and run on mismatched buffers."""
    result, _ = exported("jax_export")
    assert main(["shapes", str(result.output), "--inputs", "4x16x16x8xf32", "--inputs", "3x24x32xf32"]) == 2
    assert "input1.dim0 = 3 but input0.dim0 = 4: the model takes both as one size (b)" in capsys.readouterr().err


def test_sweeping_b_moves_the_batch_of_both_inputs(exported):
    suite = iree_dynbench.open(exported("jax_export")[0].output)
    result = suite.sweep(["b=1..4:x2"], options=TimingOptions(min_time_s=0.001, repetitions=1))
    assert [tuple(r.dims) for r in result.runs] == [(1, 1, 24), (2, 2, 24), (4, 4, 24)]
    assert result.warnings == ()
    batch_matmuls = [row for row in result.runs[-1].rows if row.problem.kind == "batch_matmul"]
    assert batch_matmuls and all(row.problem.sizes[0] == 4 for row in batch_matmuls)


def test_a_jax_record_of_another_kind_names_nothing(tmp_path):
    """A `jax.global_constant` that is not a name (the export edited by hand) ties no dims:
    extract still writes every benchmark."""
    model = tmp_path / "edited.mlir"
    model.write_text((FRONTENDS / "jax_export.mlir").read_text().replace('jax.global_constant = "b"', "jax.global_constant = 1 : i32"))
    result = extract(model, SIZE_SETS["jax_export"][0], output=tmp_path / "out")
    assert result.skipped == []
    assert {y.name: y.source for y in result.manifest.symbols} == {
        "input0.dim0": None, "input1.dim0": None, "s": "jax.global_constant",
    }


def test_a_sweep_names_dims_by_their_jax_symbols(exported):
    """The swept dim reads as `s`, what `--dim` named, and the fixed batch once, as `b`."""
    from iree_dynbench.render.sweep import title

    suite = iree_dynbench.open(exported("jax_export")[0].output)
    result = suite.sweep(["s=8..16:x2"], options=TimingOptions(min_time_s=0.001, repetitions=1))
    assert result.label("input1.dim1") == "s"
    assert title(result).endswith("\nfixed: b=2")


def test_tensors_packed_in_one_binding_at_different_offsets_are_each_an_operand(exported):
    """The BERT's attention reads Q, K and V from one binding at three offsets: three operands
    (counted three times in its bytes), not one."""
    result, _ = exported("hf_bert")
    attention = [d for d in result.manifest.dispatches if d.problem is not None and d.problem.kind == "attention"]
    assert len(attention) == 2  # one a layer
    params = attention[0].at_inputs
    packed = [str(t) for t, b in zip(params.operands, params.operand_bindings) if b == 0 and t.element_type == "f32"]
    assert packed == ["tensor<2x16x4x16xf32>"] * 3


def test_size_sets_where_two_symbols_grow_give_no_exponent(exported):
    """b and s both grow from set to set: a slope over log b would be over both; with s alone
    growing there is one."""
    from iree_dynbench.render.sweep import exponent, kernels

    suite = iree_dynbench.open(exported("jax_export")[0].output)
    quick = TimingOptions(min_time_s=0.001, repetitions=1)
    both = suite.sweep(input_sets=[f"{n}x16x16x8xf32,{n}x{8 * n}x32xf32" for n in (1, 2, 4)], options=quick)
    assert {exponent(both, k) for k in kernels(both)} == {None}
    s_only = suite.sweep(input_sets=[f"2x16x16x8xf32,2x{n}x32xf32" for n in (8, 16, 32)], options=quick)
    assert all(exponent(s_only, k) is not None for k in kernels(s_only))


def test_the_shapes_table_tells_tensors_of_one_binding_apart(exported, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "250")
    result, _ = exported("hf_bert")
    attention = next(k for k, d in enumerate(result.manifest.dispatches) if d.problem and d.problem.kind == "attention")
    assert main(["shapes", str(result.output), "--dispatch", str(attention)]) == 0
    labels = [word for line in capsys.readouterr().out.splitlines() for word in line.split() if word.startswith("b0")]
    assert {"b0.0[0]:", "b0.1[0]:", "b0.2[0]:"} <= set(labels) and len(labels) == len(set(labels))


def test_an_input_the_program_never_imports_takes_its_type_from_the_sizes_given(exported):
    """torch.export took one example tensor passed twice for one: the program never imports the
    first argument, so IREE records no type for it; extract takes its rank and element type
    from --inputs, every dim dynamic (the program takes any size of it)."""
    result, _ = exported("torch_aliased_inputs")
    assert [str(t) for t in result.manifest.inputs] == ["tensor<?x?xf32>", "tensor<?x32xf32>"]


def test_without_sizes_an_input_the_program_never_imports_is_one_error_line(tmp_path, capsys):
    model = FRONTENDS / "torch_aliased_inputs.mlir"
    assert main(["extract", str(model), "-o", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == (
        f"error: {model}: @main: the program never imports argument(s) [0] (their data is unused), so their "
        "tensor types are not in it; give each its size with --inputs"
    )
    assert not (tmp_path / "out").exists()


def test_the_shapes_summary_names_each_symbol_once_with_its_dims(exported):
    from iree_dynbench.render.shapes import shapes_summary

    suite = iree_dynbench.open(exported("jax_export")[0].output)
    assert shapes_summary(suite.shapes()) == (
        "1 distinct size set(s) of 1; input dims: b (input0.dim0, input1.dim0) 1..?, s (input1.dim1) 1..?"
    )  # JAX asserts each variable at least 1


def test_the_bounds_a_jax_export_asserts_are_the_dims_ranges(tmp_path, capsys):
    """`constraints=("b <= 16", "s >= 8", "s <= 512")`: IREE drops the assertions; extract reads
    them, so without --inputs it takes the upper bounds, and sizes outside are refused."""
    result = extract(FRONTENDS / "jax_constrained.mlir", [], output=tmp_path / "out")
    assert {d.name: d.assume.bounds_text() for d in result.manifest.input_dims} == {
        "input0.dim0": "1..16", "input1.dim0": "1..16", "input1.dim1": "8..512",
    }
    assert result.manifest.default_inputs == ["16x16x16x8xf32", "16x512x32xf32"]
    assert main(["shapes", str(result.output), "--inputs", "2x16x16x8xf32", "--inputs", "2x4x32xf32"]) == 2
    assert "input1.dim1 = 4" in capsys.readouterr().err


def test_a_torch_2_14_export_extracts_without_sizes_at_the_dims_ranges_as_given(tmp_path):
    """`Dim("batch", min=1, max=16)`, `Dim("seq", min=2, max=512)`, exported with symbolic shapes:
    IREE's import asserts every min as 1; the `torch.symbolic_int`s keep the 2."""
    result = extract(FRONTENDS / "torch214_block.mlir", [], output=tmp_path / "out")
    assert {d.name: d.assume.bounds_text() for d in result.manifest.input_dims} == {
        "input0.dim0": "1..16", "input0.dim1": "2..512",
    }
    assert result.manifest.default_inputs == ["16x512x64xf32"]
    assert {y.name: (y.dims, y.source) for y in result.manifest.symbols} == {
        "s6": (("input0.dim0",), "torch.bind_symbolic_shape"), "s11": (("input0.dim1",), "torch.bind_symbolic_shape"),
    }


def test_a_torch_export_without_symbolic_shapes_is_refused_sizes_saying_how_to_record_them(tmp_path, capsys):
    assert main(["extract", str(FRONTENDS / "torch214_bert_plain.mlir"), "-o", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err.splitlines()[-1].endswith(
        "give one --inputs per entry argument (a torch export records its Dims' names and ranges only when made "
        "with iree-turbine's aot.export(..., import_symbolic_shape_expressions=True))"
    )
    assert not (tmp_path / "out").exists()


def test_dims_the_kernels_take_as_one_are_one_symbol(exported):
    """The BERT's three inputs each bring B and S and the export records no tie: the kernels
    iterate one loop over the ids' S and the mask's, over B*S of the ids and of the types. The
    mask's B is one the kernels take apart (IREE sizes by the larger)."""
    result, _ = exported("torch214_bert_plain")
    assert {y.name: (y.dims, y.source) for y in result.manifest.symbols} == {
        "input0.dim0": (("input0.dim0", "input2.dim0"), "taken as one by a kernel"),
        "input0.dim1": (("input0.dim1", "input1.dim1", "input2.dim1"), "taken as one by a kernel"),
        "input1.dim0": (("input1.dim0",), None),
    }


def test_sweeping_a_dim_the_kernels_take_as_one_moves_the_others_and_says_so(exported):
    suite = iree_dynbench.open(exported("torch214_bert_plain")[0].output)
    result = suite.sweep(["input0.dim1=32..128:x2"], options=TimingOptions(min_time_s=0.001, repetitions=1))
    assert [tuple(r.dims) for r in result.runs] == [(2, n, 2, n, 2, n) for n in (32, 64, 128)]
    assert result.notes[0] == (
        "note: input0.dim1 moves input1.dim1, input2.dim1 with it (taken as one by a kernel: the model takes them "
        "as one size)"
    )
