"""benchmarks.vmfb's host code grows with the model's kernel layouts, not its dispatch sites:
one runner per layout is compiled, and each site's benchmark function (and `__profile`) is
added in the VM dialect afterwards (`passes.site_entries`). benchmarks.mlir holds the
same functions as `util.func`s."""

from __future__ import annotations

import json
import shutil

import pytest

from iree.compiler import ir

import iree.runtime as rt

from iree_dynbench.extraction import compiler
from iree_dynbench.manifest import file_sha256
from iree_dynbench.passes import benchmark_module, host_plan, site_entries
from iree_dynbench.passes.irutil import op_name, symbol_name
from iree_dynbench.run.options import TimingOptions
import iree_dynbench

from support import TESTDATA, compiling


def _exports(vmfb) -> dict[str, str]:
    """Exported function name -> its reflection's `iree.benchmark` ("" when none)."""
    instance = rt.VmInstance()
    module = rt.VmModule.copy_buffer(instance, vmfb.read_bytes())
    return {name: (module.lookup_function(name).reflection or {}).get("iree.benchmark", "") for name in module.function_names}


def test_benchmarks_vmfb_exports_a_benchmark_function_per_dispatch_and_profile(extracted):
    out = extracted("torch_block").output
    names = [d["name"] for d in json.loads((out / "shapes.json").read_text())["dispatches"]]
    exports = _exports(out / "benchmarks.vmfb")
    assert sorted(n for n, kind in exports.items() if kind == "dispatch") == sorted(names)
    assert "__profile" in exports and "__set_input_dims" in exports


def test_the_compiled_host_code_has_a_runner_per_layout_not_a_function_per_site(extracted):
    """torch_block: 38 dispatch sites of 22 exports. The module the compiler finishes holds
    a runner per layout and no function of a site; benchmarks.mlir holds one per site."""
    out = extracted("torch_block").output
    module = ir.Module.parse((out / "model.configured.mlir").read_text(), ir.Context())
    analysis = benchmark_module.analyze(module)
    suite = benchmark_module.emit(analysis, [2, 33])
    functions = [symbol_name(op) for op in suite.to_compile.body.operations if op_name(op) == "util.func"]
    runners = [f for f in functions if f.startswith(host_plan.RUNNER_PREFIX)]
    sites = {s.name for s in analysis.emitted}
    layouts = {(s.constant_count, s.binding_resources) for s in suite.layout.sites}  # one device
    assert len(sites) == 38 and 1 < len(layouts) < len({(s.executable, s.export) for s in analysis.emitted}) == 22
    assert len(runners) == len(layouts) and not sites & set(functions)
    assert {e.runner for e in suite.entries} == set(runners)
    assert all(f"util.func public @{name}(" in suite.combined for name in sites)


def test_benchmarks_mlir_compiled_by_hand_has_the_same_functions_and_runs(extracted, tmp_path):
    """torch_block: every benchmark in one process, one after the other (they share the
    pooled buffers), from its phase as the README says to compile it."""
    out = tmp_path / "out"
    shutil.copytree(extracted("torch_block").output, out)
    compiled = tmp_path / "by_hand.vmfb"
    flags = [*compiler.CompileOptions().flags, f"--compile-from={compiler.CONFIGURED_PHASE}"]
    compiler.standalone_to_vmfb(out / "benchmarks.mlir", compiled, flags).run()
    assert _exports(compiled) == _exports(out / "benchmarks.vmfb")
    shutil.copy(compiled, out / "benchmarks.vmfb")
    manifest = json.loads((out / "shapes.json").read_text())
    manifest["benchmarks_sha256"] = file_sha256(out / "benchmarks.vmfb")
    (out / "shapes.json").write_text(json.dumps(manifest))
    result = iree_dynbench.open(out).run(options=TimingOptions(max_time_s=0.02, method="calls"))
    assert len(result.rows) == 38 and all(r.ok for r in result.rows)


@compiling
def test_entries_cloned_from_the_first_of_their_kind_are_those_built_one_by_one(extracted, tmp_path):
    """torch_block's 38 sites: numbered 0 to 37, so some site numbers are also a failure code
    (1-3) or the failure status (9), or zero: constants made once each, or another way."""
    out = extracted("torch_block").output
    module = ir.Module.parse((out / "model.configured.mlir").read_text(), ir.Context())
    suite = benchmark_module.emit(benchmark_module.analyze(module), [2, 33])
    configured, vm = tmp_path / "benchmarks.mlirbc", tmp_path / "benchmarks.vm.mlirbc"
    with open(configured, "wb") as f:
        suite.to_compile.operation.write_bytecode(f)
    compiler.configured_to_vm(configured, vm, tmp_path / "phases", compiler.CompileOptions()).run()
    texts = []
    for clone_alike in (False, True):
        compiled = ir.Module.parse(vm.read_bytes(), ir.Context())
        site_entries.add_site_entries(compiled, suite.entries, clone_alike=clone_alike)
        texts.append(str(compiled))
    sites = {e.site for e in suite.entries}
    assert len(sites) == 38 and {0, 1, 2, 3, 9} <= sites
    assert texts[1] == texts[0]


@pytest.fixture(scope="module")
@compiling
def vm_phase(tmp_path_factory):
    """dyn_matmul compiled to the VM phase, and as `iree-compile` writes it whole."""
    folder = tmp_path_factory.mktemp("vm")
    options = compiler.CompileOptions()
    whole = folder / "whole.vmfb"
    compiler.model_to_vmfb(TESTDATA / "dyn_matmul.mlir", whole, options).run()
    vm = folder / "model.vm.mlirbc"
    argv = [str(compiler.find_compiler_tool()), str(TESTDATA / "dyn_matmul.mlir"), *options.flags,
            f"--compile-to={compiler.VM_PHASE}", "--emit-mlir-bytecode", "-o", str(vm)]
    compiler.CompileCommand(tuple(argv), "dyn_matmul").run()
    return vm, whole


def test_writing_a_vm_module_in_process_gives_the_bytes_iree_compile_writes(vm_phase, tmp_path):
    vm, whole = vm_phase
    compiler.vm_to_vmfb(vm, tmp_path / "in_process.vmfb", compiler.CompileOptions(), lambda module: None)
    assert (tmp_path / "in_process.vmfb").read_bytes() == whole.read_bytes()


def test_with_a_user_flag_iree_compile_writes_the_vm_module_with_it(vm_phase, tmp_path):
    """A user's --iree-flag could set how the VM module is encoded: the compiler gets it."""
    vm, whole = vm_phase
    flagged = compiler.CompileOptions(iree_flags=("--iree-vm-bytecode-module-strip-source-map=false",))
    edited = []
    compiler.vm_to_vmfb(vm, tmp_path / "flagged.vmfb", flagged, edited.append)
    assert len(edited) == 1 and (tmp_path / "flagged.vmfb").read_bytes() == whole.read_bytes()


def test_an_entry_whose_runner_the_module_lacks_is_refused(vm_phase):
    vm, _ = vm_phase
    module = ir.Module.parse(vm.read_bytes(), ir.Context())
    entry = host_plan.SiteEntry("some_dispatch", f"{host_plan.RUNNER_PREFIX}0", 0, 0, (0, 8), ("i64", "index"), ("message",))
    with pytest.raises(site_entries.EntryError, match=f"no function @{host_plan.RUNNER_PREFIX}0"):
        site_entries.add_site_entries(module, [entry])
