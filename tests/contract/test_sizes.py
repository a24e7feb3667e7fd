"""`--inputs` takes every element type IREE's `--input` takes, spelled as IREE spells it."""

from __future__ import annotations

import pytest

from iree_dynbench import extract
from iree_dynbench.errors import DynbenchError
from iree_dynbench.passes.values import TensorType
from iree_dynbench.problem_size import problem_size
from iree_dynbench.sizes import check_against, parse_shape

from support import TESTDATA


@pytest.mark.parametrize(
    ("text", "element_type"),
    [("2x3xf8E4M3FN", "f8E4M3FN"), ("7xf8E5M2FNUZ", "f8E5M2FNUZ"), ("4xbf16", "bf16"), ("5xi1", "i1"),
     ("2xcomplex64", "complex<f32>"), ("2xcomplex128", "complex<f64>"), ("2xcomplex<f32>", "complex<f32>"),
     ("3xsi8", "si8"), ("3xui16", "ui16"), ("6xindex", "index"), ("2xf4E2M1FN", "f4E2M1FN"), ("8xtf32", "tf32")],
)
def test_an_element_type_iree_takes_is_a_shape(text, element_type):
    shape = parse_shape(text, "--inputs #1")
    assert shape.element_type == element_type
    assert str(shape) == text.replace("complex<f32>", "complex64")  # as IREE's --input spells it


@pytest.mark.parametrize("text", ["64xx1024xf32", "bad", "xf32", "42x1024", "42x1024xfloat", "2xcomplex<x>", "4xf32x"])
def test_text_that_is_no_shape_is_named_as_such_not_read_as_another_rank(text):
    """`64xx1024xf32` once read as a rank-1 tensor of `x1024xf32`: the error then spoke of ranks."""
    with pytest.raises(DynbenchError, match="is not a shape like 42x1024xf32"):
        parse_shape(text, "--inputs #1")


def test_f64_given_for_a_model_iree_demoted_to_f32_says_so():
    with pytest.raises(DynbenchError, match="IREE compiles f64 as f32"):
        check_against([parse_shape("4xf64", "--inputs #1")], [TensorType((None,), "f32")], "main")


@pytest.mark.compiles
def test_a_model_with_f8_i1_and_bf16_inputs_extracts(tmp_path):
    result = extract(
        TESTDATA / "element_types" / "exotic_inputs.mlir", ["8x4xf8E4M3FN", "8x4xi1", "3xbf16"], output=tmp_path / "out"
    )
    (dispatch,) = result.manifest.dispatches
    assert dispatch.at_inputs.results == (TensorType((32,), "f32"),)  # 8 x 4, as the kernel flattens it
    assert result.manifest.default_inputs == ["8x4xf8E4M3FN", "8x4xi1", "3xbf16"]
    # IREE stores the i1 tensor as i8 and truncates each element: the problem reads i1
    assert dispatch.problem.element_types == ("f8E4M3FN", "i1", "f32")
    assert "f8E4M3FNxi1xf32" in problem_size(dispatch.at_inputs).text
