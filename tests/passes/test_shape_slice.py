"""`passes.shape_slice` on committed executable-configurations IR (tests/passes/fixtures/): which
input dims a dispatch's parameters are computed from, and their slice re-emitted in a new
function. Parses IR only; compiles nothing."""

from __future__ import annotations

from iree.compiler import ir

from iree_dynbench.passes.dispatch_sites import entry_function, gather_sites
from iree_dynbench.passes.shape_slice import InputDim, Materializer, ShapeSlicer

from support.ir import fixture, host_function
from support.ircheck import check


def test_each_dispatch_reads_the_input_dims_its_parameters_are_computed_from():
    module = fixture("two_dims.configured")
    sites = gather_sites(module, entry_function(module, None))
    x_rows, y_rows, y_cols = InputDim(0, 0), InputDim(1, 0), InputDim(1, 1)
    assert [s.input_dims for s in sites] == [{x_rows, y_rows}, {y_rows, y_cols}, {x_rows, y_rows}]


def test_each_binding_length_reads_the_dims_of_its_own_tensor():
    module = fixture("two_dims.configured")
    reduction = gather_sites(module, entry_function(module, None))[1]
    lengths = [ShapeSlicer().input_dims(b.length, reduction.frame) for b in reduction.bindings]
    assert lengths == [{InputDim(1, 0), InputDim(1, 1)}, {InputDim(1, 0)}]  # y: rows x cols; its row sums: rows


def test_a_binding_length_re_emitted_is_the_models_multiply_of_the_new_dim():
    module = fixture("dyn_matmul.configured")
    (site,) = gather_sites(module, entry_function(module, None))
    host, block, ret = host_function(module, "%rows: index")
    with module.context, ir.Location.unknown():
        materialize = Materializer(ir.InsertionPoint(ret), lambda dim: block.arguments[dim.dim])
        ret.operands[0] = materialize(site.bindings[0].length, site.frame)  # lhs: rows x 1024 x f32
    assert host.operation.verify()
    text = str(host)
    found = check(text, "util.func public @f([[ROWS:%]]: index)", "[[BYTES:%]] = arith.muli [[ROWS]], [[ROW_BYTES:%]] : index",
                  "util.return [[BYTES]] : index")
    check(text, f"{found['ROW_BYTES']} = arith.constant 4096 : index")
    assert "hal.buffer_view" not in text and "stream." not in text
