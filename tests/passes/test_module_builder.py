"""`ModuleBuilder`: modules built as IR from the model's ops and host code built with the dialects' builders."""

from __future__ import annotations

import re

import pytest
from iree.compiler import ir

from iree_dynbench.passes import host_code, host_ir, irutil
from iree_dynbench.passes.module_builder import EmitError, ModuleBuilder
from support.ircheck import check


@pytest.fixture(scope="module")
def model(extracted):
    """`model(name)`: the model's executable-configurations IR (from its extract), parsed."""
    cache = {}

    def get(name: str) -> ir.Module:
        if name not in cache:
            text = (extracted(name).output / "model.configured.mlir").read_text()
            cache[name] = ir.Module.parse(text, ir.Context())
        return cache[name]

    return get


def _executables(module: ir.Module) -> list[ir.Operation]:
    return [op.operation for op in module.body.operations if op.operation.name == "hal.executable"]


def _device_global(module: ir.Module) -> ir.Operation:
    (op,) = [op.operation for op in module.body.operations if irutil.is_device_global(op)]
    return op


def _resource_entries(text: str) -> set[str]:
    """Names in the printed module's `dialect_resources` section."""
    if "{-#" not in text:
        return set()
    return set(re.findall(r"^\s*(\S+): \"0x", text[text.rindex("{-#") :], flags=re.M))


def test_cloned_model_ops_and_built_host_code_verify_as_one_module(model):
    """Host code built at the end of the module references the module's globals as
    symbols; the module verifies as one and its symbols are in the table."""
    source = model("dyn_matmul")
    builder = ModuleBuilder(source.context, "check")
    builder.clone(_device_global(source))
    (executable,) = _executables(source)
    builder.clone(executable)
    with builder.building():
        host_code.set_input_dims(1)  # uses @__dynbench_dim_0, defined after it
    with builder.building() as built:
        host_code.benchmark_globals([42])
    assert [irutil.symbol_name(op) for op in built] == ["__dynbench_dim_0", "__dynbench_buffer_copies"]
    assert "__dynbench_dim_0" in builder.symbols
    text = builder.text()
    assert builder.finish().operation.verify()
    assert text.count("util.global private mutable @__dynbench_dim_0 = 42 : index") == 1
    check(text, "util.func public @__set_input_dims([[D:%]]: i64)", "[[V:%]] = arith.index_cast [[D]] : i64 to index",
          "util.global.store [[V]], @__dynbench_dim_0 : index")
    assert text.count("hal.executable private") == 1
    assert str(ir.Module.parse(text, ir.Context())) == text  # the printed module stands on its own


def test_a_module_that_does_not_verify_is_saved_in_generic_form_and_named_in_the_error(model, tmp_path):
    builder = ModuleBuilder(model("dyn_matmul").context, "broken", dump_dir=tmp_path)
    with builder.building():
        host_code.set_input_dims(1)  # uses @__dynbench_dim_0, which the module lacks
    with pytest.raises(EmitError, match="generated module broken does not verify") as failure:
        builder.finish()
    path = failure.value.path
    assert path.parent == tmp_path and str(path) in str(failure.value)
    assert "__dynbench_dim_0" in str(failure.value)
    assert len(str(failure.value).splitlines()) == 1
    saved = path.read_text()
    assert '"util.func"() <{' in saved and '"util.global.store"(%' in saved  # generic form: prints invalid IR as it is


def test_a_symbol_defined_twice_is_an_error(model, tmp_path):
    """Names are deterministic (the artifact layout relies on them): a clash is not renamed away."""
    source = model("dyn_matmul")
    builder = ModuleBuilder(source.context, "twice", dump_dir=tmp_path)
    builder.clone(_device_global(source))
    with pytest.raises(EmitError, match="defines @__device_0 twice") as failure:
        builder.clone(_device_global(source))
    assert str(failure.value.path) in str(failure.value)
    with pytest.raises(EmitError, match="defines @__device_0 twice"):
        with builder.building():
            host_ir.global_("__device_0", host_ir.fixed_type("device"))


def test_a_cloned_executable_carries_exactly_the_dense_resources_it_uses(model):
    """Resources live in the context: the printed module holds the blobs of its own ops,
    under the model's names, and no others."""
    source = model("torch_block")
    model_text = str(source)
    with_blobs = [op for op in _executables(source) if "dense_resource<" in str(op)]
    assert len(with_blobs) >= 2
    for executable in with_blobs[:2]:
        builder = ModuleBuilder(source.context, irutil.symbol_name(executable))
        builder.clone(_device_global(source))
        builder.clone(executable)
        text = builder.text()
        used = set(re.findall(r"dense_resource<([^>]+)>", str(executable)))
        assert _resource_entries(text) == used
        assert used < _resource_entries(model_text)
