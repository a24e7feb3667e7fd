"""`passes.overflow_guards` on a hand-written parameter function (tests/passes/fixtures/parameters.mlir):
a `cf.assert` before each op whose result could pass int64, naming what it computes. Parses IR only."""

from __future__ import annotations

from iree_dynbench.passes.abi import INT64_MAX, SIZE_OVERFLOW
from iree_dynbench.passes.overflow_guards import guard_function

from support.ir import fixture
from support.ircheck import check

RESULTS = ["binding 0 length", "workload[0]", "push constant 0"]
ARGS = ["input0.dim0", "input0.dim1"]


def _guarded() -> tuple[int, str]:
    module = fixture("parameters")
    func = module.body.operations[0]
    guards = guard_function(func, RESULTS, ARGS, "main_dispatch_0")
    assert module.operation.verify()
    return guards, str(module)


def test_a_dim_times_a_constant_is_guarded_by_the_quotient_before_the_multiply():
    _, text = _guarded()
    found = check(
        text,
        "util.func private @params([[ROWS:%]]: index, [[COLS:%]]: index)",
        "[[LIMIT:%]] = arith.divsi [[MAX:%]], [[C4096:%]] : index",
        "[[FITS:%]] = arith.cmpi sle, [[ROWS]], [[LIMIT]] : index",
        f'cf.assert [[FITS]], "{SIZE_OVERFLOW}: binding 0 length of main_dispatch_0 would exceed int64 (computed from input0.dim0)"',
        "arith.muli [[ROWS]], {{%\\w+}} : index",
    )
    check(text, f"{found['MAX']} = arith.constant {INT64_MAX} : index")
    check(text, f"{found['C4096']} = arith.constant 4096 : index")


def test_a_sum_of_two_dims_is_guarded_naming_both_dims():
    _, text = _guarded()
    check(
        text,
        "util.func private @params([[ROWS:%]]: index, [[COLS:%]]: index)",
        "[[ROOM:%]] = arith.subi [[MAX:%]], [[ROWS]] : index",
        "arith.cmpi sle, [[COLS]], [[ROOM]] : index",
        f'cf.assert {{{{%[^,]+}}}}, "{SIZE_OVERFLOW}: workload[0] of main_dispatch_0 would exceed int64 (computed from input0.dim0, input0.dim1)"',
        "arith.addi [[ROWS]], [[COLS]] : index",
    )


def test_constant_math_that_fits_and_math_that_feeds_no_result_are_not_guarded():
    count, text = _guarded()
    assert count == 2
    assert text.count("cf.assert") == 2
    assert "push constant 0" not in text
