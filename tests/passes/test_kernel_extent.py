"""`passes.kernel_extent` on committed executable-configurations IR (tests/passes/fixtures/): the
bytes a kernel reaches in a binding, emitted as host code over its push constants. Parses IR only."""

from __future__ import annotations

import pytest
from iree.compiler import ir

from iree_dynbench.passes.kernel_extent import ExtentError, kernel_extent
from iree_dynbench.passes.kernel_signature import kernel_function

from support.ir import fixture, host_function
from support.ircheck import check

MATMUL = ("main_dispatch_0", "embedded_elf_x86_64", "main_dispatch_0_matmul_Dx512x1024_f32")


def test_a_binding_extent_is_its_views_last_element_reached_in_bytes_from_the_push_constants():
    module = fixture("dyn_matmul.configured")
    kernel = kernel_function(module, *MATMUL)
    host, block, ret = host_function(module, "%pc0: i32, %pc1: i32")
    with module.context, ir.Location.unknown():  # binding 0: the lhs, memref<?x1024xf32>, rows from the push constants
        ret.operands[0] = kernel_extent(kernel, 0).emit(ir.InsertionPoint(ret), lambda k: block.arguments[k])
    assert host.operation.verify()
    text = str(host)
    found = check(
        text,
        "util.func public @f([[PC0:%]]: i32, [[PC1:%]]: i32)",
        "[[LOW:%]] = arith.extui [[PC0]] : i32 to i64",
        "[[HIGH:%]] = arith.extui [[PC1]] : i32 to i64",
        "[[SHIFTED:%]] = arith.shli [[HIGH]], {{%\\w+}} : i64",
        "[[WORD:%]] = arith.ori [[LOW]], [[SHIFTED]] : i64",
        "[[ROWS:%]] = arith.index_castui [[WORD]] : i64 to index",
        "[[LAST_ROW:%]] = arith.subi [[ROWS]], {{%\\w+}} : index",
        "arith.muli [[LAST_ROW]], [[ROW_STRIDE:%]] : index",  # (rows - 1) * 1024 + (1024 - 1) * 1 + 1 elements
        "[[ELEMENTS:%]] = arith.maxsi",
        "[[BYTES:%]] = arith.muli [[ELEMENTS]], [[ELEMENT_BYTES:%]] : index",
        "[[END:%]] = arith.addi {{%\\w+}}, [[BYTES]] : index",
        "util.return [[END]] : index",
    )
    check(text, f"{found['ROW_STRIDE']} = arith.constant 1024 : index")
    check(text, f"{found['ELEMENT_BYTES']} = arith.constant 4 : index")
    assert "hal.interface" not in text  # the loads are the host's push constants


def test_a_binding_the_kernel_does_not_view_has_no_extent():
    module = fixture("dyn_matmul.configured")
    with pytest.raises(ExtentError, match="does not view binding 3"):
        kernel_extent(kernel_function(module, *MATMUL), 3)
