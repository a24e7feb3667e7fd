"""A tuning problem's key is made of the IR's own values (kind, types, indexing maps, strides and
dilations, sizes), so two kernels that differ in any of them are two problems, each its own spec
entry (iree_dynbench/tune/tuning_problems.py; testdata/key_twins.mlir)."""

from __future__ import annotations

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.tuning_problems import CONTRACTION, CONVOLUTION, find_problems

TWINS_INPUTS = ["2x17x17x8xf32", "3x3x8x16xf32", "5x64xf32", "64x64xf32", "64x64xf32"]


@pytest.fixture(scope="module")
@compiling
def twins(tmp_path_factory):
    directory = extract(TESTDATA / "key_twins.mlir", TWINS_INPUTS, output=tmp_path_factory.mktemp("twins") / "x").output
    with TunerBuilder(directory) as builder:
        return find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context), builder.manifest)


@pytest.mark.compiles
def test_two_convolutions_that_differ_only_in_strides_are_two_problems(twins):
    convs = [p for p in twins.tunable if p.key.kind == CONVOLUTION]
    assert len(convs) == 2 and len({e for p in convs for e in p.exports}) == 2
    first, second = (p.key for p in convs)
    assert {first.strides, second.strides} == {(1, 1), (2, 2)}
    assert first.element_types == second.element_types and first.sizes == second.sizes
    assert first != second and first.text != second.text


@pytest.mark.compiles
def test_two_contractions_that_differ_only_in_their_maps_are_two_problems(twins):
    matmuls = [p for p in twins.tunable if p.key.kind == CONTRACTION]
    assert len(matmuls) == 2 and len({e for p in matmuls for e in p.exports}) == 2
    first, second = (p.key for p in matmuls)
    assert first.element_types == second.element_types and first.sizes == second.sizes
    assert first.indexing_maps != second.indexing_maps and first != second and first.text != second.text
