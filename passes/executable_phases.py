"""One compile, two phases of the executables: configured (what the passes read) and
translated (what the benchmark module is finished from).

Extract compiles the model once, to `executable-targets`, and has the compiler
write each executable as `executable-configurations` holds it
(`--iree-hal-dump-executable-configurations-to`). Between the two phases only the
executables change, so swapping the configured ones back in gives the module the
configured phase would have printed (checked on every test model), and the
translated ones need no second codegen. Where that cannot work (a kernel constant
the translated kernels do not keep, `constants_without_blob`; an executable the
compiler cannot write), extract compiles the configured phase as well, and takes
the translated executables alone from the compile (`executables_of`).
"""

from __future__ import annotations

from typing import Optional

from iree.compiler import ir

from .errors import PassError
from .irutil import executable_attributes, op_name, symbol_name


class MissingConfiguration(PassError):
    """An executable of the translated module has no configured form among the dumps."""

    internal = True


def split_phases(parsed: ir.Module) -> ir.Module:
    """Make `parsed` the configured-phase module, in place, and return a module of its
    translated executables (in the same context, which keeps them alive).

    `parsed` is one parse of the configured executables (top-level `hal.executable` ops,
    as the compiler dumps them) followed by the `executable-targets` module: one parse,
    because a dump names the small constants its kernel holds (`dense_resource<key>`)
    but carries no blob, and only in the same parse does `key` mean the targets
    module's blob (a later parse would make a new, empty, renamed resource). The
    targets module's ops move up into `parsed`, each translated executable replaced
    where it stood by its configured form."""
    with parsed.context, ir.Location.unknown():
        translated = ir.Module.create()
    inner = next((op.operation for op in parsed.body.operations if op_name(op) == "builtin.module"), None)
    if inner is None:  # no dump: the parse is the targets module itself, which should hold no executable
        for op in parsed.body.operations:
            if op_name(op) == "hal.executable":
                raise MissingConfiguration(f"executable @{symbol_name(op)}: the compiler wrote no configured form of it")
        return translated
    configured: dict[str, ir.Operation] = {}
    for op in list(parsed.body.operations):
        if op_name(op) == "hal.executable":
            configured[symbol_name(op)] = op.operation
            op.operation.detach_from_parent()
    keep = ir.InsertionPoint(translated.body)
    body = ir.InsertionPoint(parsed.body)
    for op in list(inner.regions[0].blocks[0].operations):
        op.operation.detach_from_parent()
        if op_name(op) == "hal.executable":
            name = symbol_name(op)
            replacement = configured.pop(name, None)
            if replacement is None:
                raise MissingConfiguration(f"executable @{name}: the compiler wrote no configured form of it")
            _same_visibility(replacement, op.operation)  # the dump prints it public
            keep.insert(op.operation)
            op = replacement
        body.insert(op.operation)
    attributes = inner.attributes
    for i in range(len(attributes)):
        parsed.operation.attributes[attributes[i].name] = attributes[i].attr
    inner.erase()
    return translated


def executables_of(targets: ir.Module) -> ir.Module:
    """A module of the `hal.executable`s of `targets` (moved out of it, in the same context)."""
    with targets.context, ir.Location.unknown():
        executables = ir.Module.create()
    into = ir.InsertionPoint(executables.body)
    for op in list(targets.body.operations):
        if op_name(op) == "hal.executable":
            op.operation.detach_from_parent()
            into.insert(op.operation)
    return executables


def constants_without_blob(configured: ir.Module, translated: ir.Module) -> list[str]:
    """The `dense_resource` constants the configured kernels of `configured` hold that no
    translated kernel of `translated` holds (`split_phases`: one parse): their blobs were
    in no text of that parse, so the configured kernels would print without their values.
    A SPIR-V kernel, for one, holds its constants in its own form. The translated ones
    are searched at the top of each variant's module, where a constant global sits."""
    held = {key for key in map(_resource, executable_attributes(configured)) if key}
    if not held:
        return []
    kept = set()
    for executable in translated.body.operations:
        for variant in executable.regions[0].blocks[0].operations:
            for region in variant.regions:
                for block in region.blocks:
                    for module in block.operations:
                        if op_name(module) == "builtin.module":
                            for op in module.regions[0].blocks[0].operations:
                                attributes = op.operation.attributes
                                kept.update(_resource(attributes[i].attr) for i in range(len(attributes)))
    return sorted(held - kept)


def _resource(attr: ir.Attribute) -> Optional[str]:
    """A `dense_resource<key>` constant as printed (key and all), else None."""
    if type(attr) is not ir.Attribute:  # the bindings give known attribute kinds their own class
        return None
    try:
        ir.DenseResourceElementsAttr(attr)
    except ValueError:
        return None
    return str(attr).split(" : ")[0]


def with_executables(module: ir.Module, executables: ir.Module) -> None:
    """Replace, in place, each `hal.executable` of `module` by a copy of the one of the
    same name in `executables` (e.g. the configured benchmark module made ready to
    finish from `executable-targets`)."""
    by_name = {symbol_name(op): op.operation for op in executables.body.operations if op_name(op) == "hal.executable"}
    for op in list(module.body.operations):
        if op_name(op) != "hal.executable":
            continue
        name = symbol_name(op)
        if name not in by_name:
            raise MissingConfiguration(f"executable @{name}: not among the translated executables")
        copy = by_name[name].clone(ip=ir.InsertionPoint(op))
        _same_visibility(copy, op.operation)
        op.operation.erase()


def _same_visibility(op: ir.Operation, like: ir.Operation) -> None:
    if "sym_visibility" in like.attributes:
        op.attributes["sym_visibility"] = like.attributes["sym_visibility"]
    elif "sym_visibility" in op.attributes:
        del op.attributes["sym_visibility"]
