"""`util.assume.int` ranges of input dims, from the pass and in shapes.json."""

from __future__ import annotations

import json
import re
from dataclasses import asdict

from iree.compiler import ir

from iree_dynbench.passes import assumptions
from iree_dynbench.passes.dispatch_sites import entry_function
from iree_dynbench.passes.shape_slice import InputDim

from support import TESTDATA
from support.ir import fixture

# Rows of one assumption are alternatives (union); separate assumptions all
# hold (intersection); casts, calls and multi-operand assumptions are followed.
COMBINED = """
util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) {
  %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
  %1 = util.assume.int %0[<umin = 2, umax = 8, udiv = 2>, <umin = 4, umax = 32, udiv = 4>] : index
  %2 = arith.index_cast %1 : index to i64
  %3 = util.assume.int %2<umin = 3, umax = 16> : i64
  util.call @inner(%0) : (index) -> ()
  %c = arith.constant 5 : index
  %4 = util.assume.int %c<umin = 5, umax = 5> : index
  util.return
}
util.func private @inner(%d: index) {
  %c = arith.constant 5 : index
  %0:2 = util.assume.int %c<umin = 1, umax = 1>, %d<umin = 0, umax = 12, udiv = 3> : index, index
  util.return
}
"""


def test_assumptions_combine_across_rows_ops_casts_and_calls():
    module = ir.Module.parse(COMBINED, ir.Context())
    ranges = assumptions.input_ranges(module, entry_function(module, None))
    row_union = assumptions.DimRange(2, 8, 2).union(assumptions.DimRange(4, 32, 4))
    expected = row_union.intersect(assumptions.DimRange(3, 16)).intersect(assumptions.DimRange(0, 12, 3))
    assert ranges == {InputDim(0, 0): expected}
    assert expected == assumptions.DimRange(3, 12, 6)


def _torch_symbolic_ranges() -> list[tuple[int, int]]:
    """(min_val, max_val) of each `torch.symbolic_int` in the source model."""
    text = (TESTDATA / "torch_block.mlir").read_text()
    found = re.findall(r'torch\.symbolic_int "\w+" \{min_val = (\d+), max_val = (\d+)\}', text)
    return [(int(lo), int(hi)) for lo, hi in found]


def test_torch_input_dims_get_the_exported_ranges(extracted):
    result = extracted("torch_block")
    on_disk = json.loads((result.output / "shapes.json").read_text())["input_dims"]
    assert on_disk == [asdict(d) for d in result.manifest.input_dims]
    source = _torch_symbolic_ranges()
    assert len(source) == len(on_disk) > 0
    assumed = [d["assume"] for d in on_disk]
    assert all(a is not None and a["umin"] is not None and a["umax"] is not None for a in assumed)
    # umax is the exported bound; the import may widen umin (never narrow it).
    assert sorted(a["umax"] for a in assumed) == sorted(hi for _, hi in source)
    for a in assumed:
        lo = next(lo for lo, hi in source if hi == a["umax"])
        assert 1 <= a["umin"] <= lo


def test_models_without_assumptions_get_none(extracted):
    dims = extracted("dyn_matmul").manifest.input_dims
    assert dims and all(d.assume is None for d in dims)


def test_host_code_that_assumes_nothing_gives_no_ranges():
    """On committed IR (tests/passes/fixtures/): dyn_matmul's host code holds no `util.assume.int`."""
    module = fixture("dyn_matmul.configured")
    assert assumptions.input_ranges(module, entry_function(module, None)) == {}
