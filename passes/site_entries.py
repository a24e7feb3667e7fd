"""The benchmark module's per-site functions, added to the compiled module in the VM dialect.

The compiler's host pipeline costs a few milliseconds per `util.func`, whatever it
holds (its pattern sets are built per function; measured: 2.4 ms for a function
that only makes a call), so a benchmark function per dispatch site made
benchmarks.vmfb compile in time that grew with the sites. The module the compiler
sees keeps one runner per export (`templates.benchmark_runner`); each site's entry,
which calls its runner with the site's number and value indices and fails with the
site's messages, and `__profile`, which calls the entries, are written here in the
VM dialect once the compiler is done with the host code (`templates.vm_site_entries`,
`templates.vm_profile_function`). They are the functions benchmarks.mlir holds as
`util.func`s (`templates.site_entry`, `templates.profile_function`).
"""

from __future__ import annotations

from typing import Sequence

from iree.compiler import ir

from . import templates
from .abi import SET_BUFFER_COPIES, SET_INPUT_DIMS
from .errors import PassError
from .irutil import op_name, symbol_name


class EntryError(PassError):
    """The compiled module lacks a function the entries call, or has it with another signature."""


def add_site_entries(module: ir.Module, entries: Sequence[templates.SiteEntry]) -> None:
    """Add each entry's `vm.func` and `vm.export`, and `__profile`'s, to the `vm.module`
    of `module` (the benchmark module at the `vm` phase), in place."""
    vm_module = next((op.operation for op in module.body.operations if op_name(op) == "vm.module"), None)
    if vm_module is None:
        raise EntryError("the compiled module holds no vm.module")
    body = vm_module.regions[0].blocks[0]
    compiled = {symbol_name(op): op.operation for op in body.operations if op_name(op) == "vm.func"}
    called: dict[str, tuple[tuple[str, ...], tuple[str, ...], bool]] = {}
    expected_inputs = {e.runner: ("i32", "i32") + ("i64",) * len(e.slots) for e in entries}
    expected_inputs[SET_BUFFER_COPIES] = ("i32",)
    for name, expected in [*expected_inputs.items(), (SET_INPUT_DIMS, None)]:
        function = compiled.get(name)
        if function is None:
            raise EntryError(f"the compiled module has no function @{name}")
        signature = ir.FunctionType(ir.TypeAttr(function.attributes["function_type"]).value)
        inputs = tuple(str(t) for t in signature.inputs)
        results = tuple(str(t) for t in signature.results)
        if expected is not None and (inputs != expected or results != (("i32",) if name != SET_BUFFER_COPIES else ())):
            raise EntryError(f"@{name} compiled to ({', '.join(inputs)}) -> ({', '.join(results)})")
        called[name] = (inputs, results, "vm.yield" in function.attributes)
    yields = {name: may_yield for name, (_, _, may_yield) in called.items()}
    dim_count = len(called[SET_INPUT_DIMS][0])
    text = (
        "vm.module @__dynbench_entries {\n"
        + templates.vm_declarations(called)
        + templates.vm_site_entries(entries, yields)
        + templates.vm_profile_function(entries, dim_count, yields)
        + "}\n"
    )
    try:
        parsed = ir.Module.parse(text, module.context)
    except ir.MLIRError as e:
        raise EntryError(f"the sites' entries do not parse: {e}") from None
    parsed_module = next(op.operation for op in parsed.body.operations if op_name(op) == "vm.module")
    terminator = next((op for op in body.operations if op_name(op) == "vm.module_terminator"), None)
    at = ir.InsertionPoint(terminator) if terminator is not None else ir.InsertionPoint(body)
    for op in list(parsed_module.regions[0].blocks[0].operations):
        if op_name(op) == "vm.module_terminator" or (op_name(op) == "vm.func" and symbol_name(op) in called):
            continue  # the template's end, a stand-in
        op.operation.detach_from_parent()
        at.insert(op.operation)
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        raise EntryError(f"the module with the sites' entries does not verify: {e}") from None

