"""A module IREE's VM refuses for its size is one error that names the limit, not "extract again"."""

from __future__ import annotations

from pathlib import Path

import pytest

from iree_dynbench.benchmarks import load_vm_module, vm_binding
from iree_dynbench.errors import DynbenchError
from iree_dynbench.extraction.compiler import query_to_vmfb

pytestmark = pytest.mark.compiles


def _module_over_the_register_limit(folder: Path) -> Path:
    """5000 distinct i64 constants stored from one function: 20000 32-bit registers, which the
    compiler takes and the VM's verifier refuses (it allows 16384 a function)."""
    n = 5000
    lines = ["module @big {", "  util.func public @f(%b: !util.buffer) {",
             f"    %size = arith.constant {8 * n} : index", "    %w = arith.constant 8 : index"]
    for i in range(n):
        lines += [f"    %o{i} = arith.constant {8 * i} : index", f"    %v{i} = arith.constant {1000003 + 7 * i} : i64",
                  f"    util.buffer.store %v{i}, %b[%o{i} for %w] : i64 -> !util.buffer{{%size}}"]
    lines += ["    util.return", "  }", "}"]
    (folder / "big.mlir").write_text("\n".join(lines))
    query_to_vmfb(folder / "big.mlir", folder / "big.vmfb").run()
    return folder / "big.vmfb"


def test_a_module_over_the_vm_register_limit_is_named_as_a_limit_not_a_damaged_file(tmp_path):
    vmfb = _module_over_the_register_limit(tmp_path)
    with pytest.raises(DynbenchError) as raised:
        load_vm_module(vm_binding().VmInstance(), vmfb)
    message = str(raised.value)
    assert "register count overflow" in message and "exceeds a limit of IREE's VM" in message
    assert "extract again" not in message and "\n" not in message
