"""Input dims that are one size: tied where the shape math asserts them equal, swept
together, and a sweep of a dim the kernels never read says so.

(Ties the frontend records, torch's symbolic shapes, are tested on the decoders:
test_decoders.py.)"""

from __future__ import annotations

import pytest

import iree_dynbench
from iree_dynbench.passes.shape_slice import InputDim
from iree_dynbench.passes.tied_dims import ASSERTED, DECLARED, LOOPED, asserted_equal, symbols
from iree_dynbench.cli import main
from iree_dynbench.render.sweep import sweep_axes
from iree_dynbench.run.options import TimingOptions

from support import TESTDATA, compiling
from support.ir import fixture

MODEL = TESTDATA / "tied_dims" / "batch_add.mlir"
SIZES = ["8x64xf32", "8x64xf32"]
QUICK = TimingOptions(min_time_s=0.001, repetitions=1)


@pytest.fixture(scope="module")
@compiling
def extracted_function(tmp_path_factory):
    """`extracted_function(name)`: the extract output of @name of batch_add.mlir."""
    cache = {}

    def get(name: str):
        if name not in cache:
            output = tmp_path_factory.mktemp(name) / "out"
            cache[name] = iree_dynbench.extract(MODEL, SIZES, output=output, function=name)
        return cache[name]

    return get


def test_dims_the_shape_math_asserts_equal_are_one_symbol(extracted_function):
    manifest = extracted_function("asserted").manifest
    assert [(y.name, y.dims, y.source) for y in manifest.symbols] == [
        ("input0.dim0", ("input0.dim0", "input1.dim0"), "asserted equal")
    ]


def test_dims_a_kernel_takes_as_one_are_one_symbol(extracted_function):
    """@unasserted asserts nothing, but its add iterates one loop over both inputs' rows."""
    manifest = extracted_function("unasserted").manifest
    assert [(y.name, y.dims, y.source) for y in manifest.symbols] == [
        ("input0.dim0", ("input0.dim0", "input1.dim0"), "taken as one by a kernel")
    ]


def test_dims_nothing_ties_keep_a_symbol_each(extracted):
    manifest = extracted("two_dims").manifest
    assert [(y.name, y.dims, y.source) for y in manifest.symbols] == [
        ("input0.dim0", ("input0.dim0",), None), ("input1.dim0", ("input1.dim0",), None),
        ("input1.dim1", ("input1.dim1",), None),
    ]


def test_sweeping_either_tied_dim_moves_both(extracted_function):
    suite = iree_dynbench.open(extracted_function("asserted").output)
    result = suite.sweep(["input1.dim0=8..32:x2"], options=QUICK)
    assert [tuple(r.dims) for r in result.runs] == [(8, 8), (16, 16), (32, 32)]
    assert result.warnings == ()
    assert [r.rows[0].problem.sizes for r in result.runs] == [(512,), (1024,), (2048,)]  # the add, flattened


def test_sweeping_a_dim_a_kernel_takes_as_one_with_another_moves_both(extracted_function):
    """@unasserted's add reads the batch from input 0 only: input 1's rows move with it, and
    the sweep says so."""
    suite = iree_dynbench.open(extracted_function("unasserted").output)
    result = suite.sweep(["input1.dim0=8..32:x2"], options=QUICK)
    assert [tuple(r.dims) for r in result.runs] == [(8, 8), (16, 16), (32, 32)]
    assert result.notes[0] == (
        "note: input1.dim0 moves input0.dim0 with it (taken as one by a kernel: the model takes them as one size)"
    )


def test_sizes_given_as_sets_that_grow_together_draw_one_line(extracted_function):
    suite = iree_dynbench.open(extracted_function("asserted").output)
    sets = [f"{n}x64xf32,{n}x64xf32" for n in (8, 16, 32)]
    axes = sweep_axes(suite.sweep(input_sets=sets, options=QUICK))
    assert (axes.x, axes.along, axes.series) == ("input0.dim0", ("input1.dim0",), ())


def test_the_cli_prints_the_warning_once_and_records_it(extracted, tmp_path, capsys):
    """two_dims: its matmul (dispatch 0) reads input 0's rows only; sweeping input 1's rows with
    it selected moves nothing it times."""
    import json

    out = tmp_path / "sweep"
    args = ["sweep", str(extracted("two_dims").output), "--dim", "input1.dim0=5..10:+5", "--dispatch", "0",
            "--min-time", "0.001", "--repetitions", "1", "-o", str(out), "--no-plot"]
    assert main(args) == 0
    err = capsys.readouterr().err
    warning = "warning: sweeping input1.dim0 changes no selected dispatch's problem size; these dims do: input0.dim0"
    assert err.count(warning) == 1
    assert json.loads((out / "sweep.json").read_text())["warnings"] == [warning]


def test_torch_symbols_are_read_wherever_the_resources_section_is(tmp_path):
    """extract reads the frontend's symbols from the module's text up to the weights that follow
    it; a file that puts its resources section first gives the same symbols."""
    from iree_dynbench.extraction.driver import _frontend_records

    model = TESTDATA / "torch_block.mlir"
    text = model.read_text()
    section = text.index("\n{-#")
    moved = tmp_path / "resources_first.mlir"
    moved.write_text("// the weights first\n" + text[section + 1 :] + "\n" + text[:section] + "\n")
    symbols = _frontend_records(model)
    assert len(set(symbols["main"].symbols.values())) == 2  # B and S
    assert _frontend_records(moved) == symbols


# On committed IR (tests/passes/fixtures/batch_add.configured.mlir): no compile.


def test_dims_the_host_code_asserts_equal_are_a_pair():
    assert asserted_equal(fixture("batch_add.configured"), "asserted") == [(InputDim(0, 0), InputDim(1, 0))]


def test_dims_no_assert_compares_are_no_pair():
    assert asserted_equal(fixture("batch_add.configured"), "unasserted") == []


def test_dims_asserted_equal_are_one_symbol_named_by_the_first():
    a, b, c = InputDim(0, 0), InputDim(1, 0), InputDim(1, 1)
    equal = asserted_equal(fixture("batch_add.configured"), "asserted")
    assert symbols([a, b, c], {}, equal) == {
        a: ("input0.dim0", ASSERTED), b: ("input0.dim0", ASSERTED), c: ("input1.dim1", None),
    }


def test_dims_a_kernel_takes_as_one_are_one_symbol_and_declared_ones_say_so():
    a, b, c, d = InputDim(0, 0), InputDim(1, 0), InputDim(2, 0), InputDim(3, 0)
    assert symbols([a, b, c, d], {}, [], declared=[(c, d)], looped=[(a, b)]) == {
        a: ("input0.dim0", LOOPED), b: ("input0.dim0", LOOPED), c: ("input2.dim0", DECLARED), d: ("input2.dim0", DECLARED),
    }


def test_sizes_a_kernel_takes_as_one_given_apart_are_refused_before_timing(extracted_function, capsys):
    out = extracted_function("unasserted").output
    code = main(["run", str(out), "--inputs", "8x64xf32", "--inputs", "4x64xf32"])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err
    assert err == "error: input1.dim0 = 4 but input0.dim0 = 8: the model takes both as one size (input0.dim0); give them equal\n"


def test_sizes_whose_kernel_would_run_past_its_buffer_are_refused_before_timing(extracted_function, tmp_path, capsys):
    """An extract that records no tie (one from before kernel ties were read; here its shapes.json
    edited so): @unasserted's add would iterate 8 rows over input 1's buffer of 4 (past its end).
    Refused in one line naming the sizes, nothing timed."""
    import json
    import shutil

    out = tmp_path / "untied"
    shutil.copytree(extracted_function("unasserted").output, out)
    data = json.loads((out / "shapes.json").read_text())
    data["input_dims"][1]["symbol"] = "input1.dim0"
    data["symbols"] = [{"name": d["name"], "dims": [d["name"]], "source": None} for d in data["input_dims"]]
    (out / "shapes.json").write_text(json.dumps(data))
    code = main(["run", str(out), "--inputs", "8x64xf32", "--inputs", "4x64xf32"])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err
    assert err.startswith("error: input0.dim0=8, input1.dim0=4: sizes this model cannot take together: ")
    assert "would iterate loop 0 over 256 and 512 at once" in err


def test_the_same_sizes_given_equal_run(extracted_function):
    suite = iree_dynbench.open(extracted_function("unasserted").output)
    (row,) = suite.run(["8x64xf32", "8x64xf32"], options=QUICK).rows
    assert row.ok


def test_dims_declared_one_size_with_tie_are_one_symbol_and_refused_apart(tmp_path, capsys):
    """@unasserted records no tie; `--tie` declares it: sizes that differ are refused at once
    (before any kernel), and the symbol says where the tie comes from."""
    out = tmp_path / "tied"
    assert main(["extract", str(MODEL), "--function", "unasserted", "--inputs", "8x64xf32", "--inputs", "8x64xf32",
                 "--tie", "input0.dim0=input1.dim0", "-o", str(out)]) == 0
    manifest = iree_dynbench.open(out).manifest
    assert [(y.name, y.dims, y.source) for y in manifest.symbols] == [
        ("input0.dim0", ("input0.dim0", "input1.dim0"), "declared at extract")
    ]
    capsys.readouterr()
    assert main(["run", str(out), "--inputs", "8x64xf32", "--inputs", "4x64xf32"]) == 2
    assert "the model takes both as one size" in capsys.readouterr().err


def test_a_tie_naming_a_dim_the_model_lacks_is_one_error_line(tmp_path, capsys):
    code = main(["extract", str(MODEL), "--function", "unasserted", "--inputs", "8x64xf32", "--inputs", "8x64xf32",
                 "--tie", "input0.dim0=input3.dim0", "-o", str(tmp_path / "x")])
    err = capsys.readouterr().err
    assert code == 2 and "input3.dim0 is not a dynamic input dim of the model (input0.dim0, input1.dim0)" in err
    assert not (tmp_path / "x").exists()


def test_loop_ties_leaves_the_frontends_symbols_apart_by_the_same_names():
    """`loop_ties` (runtime side: no compiler) spells the frontend records as `tied_dims` does."""
    from iree_dynbench import loop_ties
    from iree_dynbench.passes import tied_dims

    assert loop_ties.FRONTENDS == tied_dims.FRONTENDS
