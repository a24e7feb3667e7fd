"""`passes.static_specialize` on committed IR (tests/passes/fixtures/): a kernel's push-constant
loads replaced by the values it is specialized at. Parses IR only; compiles nothing."""

from __future__ import annotations

import pytest

from iree_dynbench.passes.errors import PassError
from iree_dynbench.passes.static_specialize import replace_constant_loads

from support.ir import fixture
from support.ircheck import check

EXPORT = "main_dispatch_0_matmul_Dx512x1024_f32"


def _executable(module):
    (executable,) = [op for op in module.body.operations if op.operation.name == "hal.executable"]
    return executable.operation


def test_each_push_constant_load_becomes_its_value():
    module = fixture("dyn_matmul.configured")
    executable = _executable(module)
    assert replace_constant_loads(executable, EXPORT, [42, 0]) == 2
    assert module.operation.verify()
    text = str(executable)
    assert "hal.interface.constant.load" not in text
    check(
        text,
        f"func.func @{EXPORT}()",
        "[[LOW:%]] = arith.constant 42 : i32",
        "[[HIGH:%]] = arith.constant 0 : i32",
        "arith.extui [[LOW]] : i32 to i64",
        "arith.extui [[HIGH]] : i32 to i64",
    )


def test_a_value_past_int32_max_is_its_32_bit_pattern():
    module = fixture("dyn_matmul.configured")
    executable = _executable(module)
    replace_constant_loads(executable, EXPORT, [0xFFFFFFFF, 0])
    check(str(executable), "arith.constant -1 : i32")


def test_a_kernel_that_loads_more_push_constants_than_given_is_refused():
    module = fixture("dyn_matmul.configured")
    with pytest.raises(PassError, match="loads push constant 1; only 1 given"):
        replace_constant_loads(_executable(module), EXPORT, [42])
