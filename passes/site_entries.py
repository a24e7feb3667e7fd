"""The benchmark module's per-site functions, added to the compiled module in the VM dialect.

The compiler's host pipeline costs a few milliseconds per `util.func`, whatever it
holds (its pattern sets are built per function; measured: 2.4 ms for a function
that only makes a call), so a benchmark function per dispatch site made
benchmarks.vmfb compile in time that grew with the sites. The module the compiler
sees keeps one runner per layout (`templates.benchmark_runner`); each site's entry,
which calls its runner with the site's number, executable and value places and fails with the
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
    functions = {symbol_name(op): op.operation for op in body.operations if op_name(op) == "vm.func"}
    compiled: dict[str, templates.VmSignature] = {}
    slots = {e.runner: len(e.slots) for e in entries}
    for name in [*slots, SET_BUFFER_COPIES, SET_INPUT_DIMS]:
        function = functions.get(name)
        if function is None:
            raise EntryError(f"the compiled module has no function @{name}")
        signature = ir.FunctionType(ir.TypeAttr(function.attributes["function_type"]).value)
        inputs = tuple(str(t) for t in signature.inputs)
        results = tuple(str(t) for t in signature.results)
        if name in slots:  # (i32 repeat, i32 site, index executable, an index per slot) -> i32 code
            fits = inputs[:2] == ("i32", "i32") and len(inputs) == 3 + slots[name] and results == ("i32",)
            fits = fits and all(t in ("i32", "i64") for t in inputs[2:])
        else:
            fits = not results and (name != SET_BUFFER_COPIES or inputs == ("i32",))
        if not fits:
            raise EntryError(f"@{name} compiled to ({', '.join(inputs)}) -> ({', '.join(results)})")
        compiled[name] = (inputs, results, "vm.yield" in function.attributes)
    text = (
        "vm.module @__dynbench_entries {\n"
        + templates.vm_declarations(compiled)
        + templates.vm_site_entries(entries, compiled)
        + templates.vm_profile_function(entries, compiled)
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
        if op_name(op) == "vm.module_terminator" or (op_name(op) == "vm.func" and symbol_name(op) in compiled):
            continue  # the template's end, a stand-in
        op.operation.detach_from_parent()
        at.insert(op.operation)
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        raise EntryError(f"the module with the sites' entries does not verify: {e}") from None

