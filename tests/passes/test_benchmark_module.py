"""`passes.benchmark_module` on committed executable-configurations IR (tests/passes/fixtures/):
the benchmark module's shape math, dims and benchmarks, checked on printed IR. Parses and builds
IR only; compiles nothing (the compiled module's behaviour: tests/e2e/)."""

from __future__ import annotations

import re

from iree_dynbench.passes import benchmark_module

from support.ir import fixture
from support.ircheck import check, checks_inline


def _combined(name: str, dims: list[int]) -> str:
    return benchmark_module.emit(benchmark_module.analyze(fixture(name)), dims).combined


def _shape_math(text: str) -> str:
    start = text.index("util.func private @__dynbench_shape_math(")
    return text[start : text.index("util.return", start)]


def test_the_shape_math_takes_one_argument_per_input_dim_and_splits_each_dim_into_push_constant_words():
    shape_math = _shape_math(_combined("two_dims.configured", [7, 5, 9]))
    check(
        shape_math,
        "@__dynbench_shape_math([[X_ROWS:%]]: index, [[Y_ROWS:%]]: index, [[Y_COLS:%]]: index)",
        "arith.index_castui [[X_ROWS]] : index to i32",  # the low word
        "[[WIDE:%]] = arith.index_castui [[X_ROWS]] : index to i64",
        "[[SHIFTED:%]] = arith.shrui [[WIDE]], {{%\\w+}} : i64",
        "arith.trunci [[SHIFTED]] : i64 to i32",  # the high word
    )
    for dropped in ("stream.", "hal.buffer_view"):
        assert dropped not in shape_math


def test_a_length_the_shape_math_multiplies_is_guarded_naming_its_dispatch_and_dims():
    combined = _combined("two_dims.configured", [7, 5, 9])
    check(
        checks_inline(_shape_math(combined), combined),
        "@__dynbench_shape_math({{[^)]*}}, [[Y_ROWS:%]]: index, [[Y_COLS:%]]: index)",
        'cf.assert {{%\\w+}}, "dynbench size overflow: binding 0 length of main_dispatch_1_reduction_DxD_f32 would exceed int64 (computed from input1.dim0, input1.dim1)"',
        "arith.muli {{%\\w+}}, [[Y_COLS]] : index",
    )


def test_each_input_dim_is_a_global_that_starts_at_its_default():
    text = _combined("two_dims.configured", [7, 5, 9])
    check(
        text,
        "util.global private mutable @__dynbench_dim_0 = 7 : index",
        "util.global private mutable @__dynbench_dim_1 = 5 : index",
        "util.global private mutable @__dynbench_dim_2 = 9 : index",
    )


def test_a_skipped_dispatch_gets_no_benchmark():
    suite = benchmark_module.emit(benchmark_module.analyze(fixture("data_dependent.configured")), [10])
    assert list(suite.standalone) == ["main_dispatch_0_reduction_16xD_f32"]
    assert suite.combined.count('iree.benchmark = "dispatch"') == 1


def test_the_compiled_shape_math_asserts_through_one_check_function_and_stays_one_block():
    """IREE's VM encoder costs a function its values times its blocks, and each `cf.assert` ends
    a block: in the modules extract compiles, the shape math calls `__dynbench_check`, which holds
    every message, once each (`passes.check_calls`)."""
    combined = _combined("two_dims.configured", [7, 5, 9])
    shape_math = _shape_math(combined)
    assert "cf.assert" not in shape_math and "^bb" not in shape_math
    assert shape_math.count("util.call @__dynbench_check(") >= 3
    check(combined, "util.func private @__dynbench_check({{[^)]*}}) attributes {inlining_policy = #util.inline.never}")
    guards = re.findall(r'cf\.assert %\w+, "([^"]*)"', checks_inline(shape_math, combined))
    assert len(guards) == shape_math.count("util.call @__dynbench_check(")
    start = combined.index("util.func private @__dynbench_check(")
    held = combined[start : combined.index("util.return", start)]
    assert guards and all(held.count(f'"{message}"') == 1 for message in guards)  # each message once
