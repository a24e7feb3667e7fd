"""Build one module as IR: the model's own ops cloned in, host code parsed in, verified once.

Every module dynbench writes (the benchmark module, each standalone dispatch
file, each tuner file, the static kernels to configure) is built by a
`ModuleBuilder`, in the spirit of iree-turbine's aot module builder: it owns
the module, its symbol table and its insertion point (the end of the body).

- `clone(op)` copies an op of the model (an executable, the device global, a
  shape-math function) in the same context. A `dense_resource` an executable
  references is a handle owned by the context, so the printed module carries
  exactly the blobs its ops use; nothing is spliced or scraped as text.
- `parse(text)` parses host code rendered by `templates` into the same context
  and moves its ops in. The parser verifies the symbols a function uses
  (`util.call`, `util.global.load`), so the text is parsed in the scope of the
  module built so far: the module's functions and globals it references are
  declared around it for the parse, and only its own ops are moved in.
- `finish()` verifies the whole module once. A module that does not verify, or
  a template that does not parse, is a dynbench bug: the IR (generic form) or
  the text is saved to a file and `EmitError` says where.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from typing import Iterable, Optional

from iree.compiler import ir

from . import templates
from .errors import PassError
from .irutil import op_name, quote_symbol, symbol_name


class EmitError(PassError, RuntimeError):
    """A generated module did not parse or verify: a bug in dynbench, not in the model.

    `path` is the file that holds what failed (the module in generic form, or
    the template text that did not parse)."""

    internal = True

    def __init__(self, message: str, path: Path):
        super().__init__(message)
        self.path = path


class ModuleBuilder:
    """One module under construction in `context`; `name` says which (messages, saved files).

    `attributes` are the module's attributes (e.g. the model's
    `stream.affinity.default`); `dump_dir` is where failures are saved
    (default: a new `dynbench-bug-*` temporary directory).
    """

    def __init__(
        self,
        context: ir.Context,
        name: str,
        attributes: Iterable[ir.NamedAttribute] = (),
        dump_dir: Optional[Path] = None,
    ):
        self.context = context
        self.name = name
        self.dump_dir = dump_dir
        with context, ir.Location.unknown():
            self.module = ir.Module.create()
        for attribute in attributes:
            self.module.operation.attributes[attribute.name] = attribute.attr
        self.symbols = ir.SymbolTable(self.module.operation)
        self.ip = ir.InsertionPoint(self.module.body)
        self._verified = False

    def clone(self, op, name: Optional[str] = None) -> ir.Operation:
        """A copy of `op` (from any module in this context) at the end of the module, renamed to `name`."""
        copy = op.operation.clone(ip=False)
        if name is not None:
            copy.attributes["sym_name"] = ir.StringAttr.get(name, self.context)
        self._insert(copy)
        return copy

    def parse(self, text: str) -> list[ir.Operation]:
        """Parse top-level ops (from `templates`) and move them to the end of the module.

        Functions and globals of the module that `text` references resolve to
        the module's own (they are declared for the parse, not copied)."""
        declared = self._declarations(text)
        source = "".join(declared.values()) + text
        try:
            scratch = ir.Module.parse(source, self.context)
        except ir.MLIRError as e:
            path = self._save("template.mlir", source)
            message = f"host code for {self.name} does not parse: {_first_diagnostic(e)}; text saved to {path}"
            raise EmitError(message, path) from None
        moved = []
        for op in list(scratch.body.operations):
            if "sym_name" in op.operation.attributes and symbol_name(op) in declared:
                continue
            op.detach_from_parent()
            self._insert(op.operation)
            moved.append(op.operation)
        return moved

    def finish(self) -> ir.Module:
        """The module, verified (once); raises `EmitError` naming the saved generic-form IR."""
        if not self._verified:
            try:
                self.module.operation.verify()
            except ir.MLIRError as e:
                generic = self.module.operation.get_asm(print_generic_op_form=True)
                path = self._save("generic.mlir", generic)
                raise EmitError(
                    f"generated module {self.name} does not verify: {_first_diagnostic(e)}; "
                    f"generic-form IR saved to {path}",
                    path,
                ) from None
            self._verified = True
        return self.module

    def text(self, verify: bool = True) -> str:
        """The module as MLIR text, with the `dense_resource` blobs its ops use; verified first
        unless the caller knows every piece already verified in another module (`verify=False`)."""
        module = self.finish() if verify else self.module
        return module.operation.get_asm(assume_verified=True)

    def _insert(self, op: ir.Operation) -> None:
        if "sym_name" in op.attributes:
            name = symbol_name(op)
            if name in self.symbols:
                path = self._save("generic.mlir", self.module.operation.get_asm(print_generic_op_form=True))
                raise EmitError(f"generated module {self.name} defines @{name} twice; IR so far saved to {path}", path)
        self.ip.insert(op)
        if "sym_name" in op.attributes:
            self.symbols.insert(op)
        self._verified = False

    def _declarations(self, text: str) -> dict[str, str]:
        """Declarations of the module's functions and globals that `text` references, by name."""
        declared = {}
        for op in self.module.body.operations:
            kind = op_name(op)
            if kind not in ("util.func", "util.global"):
                continue
            name = symbol_name(op)
            if quote_symbol(name) not in text and f"@{name}" not in text:
                continue
            attrs = op.operation.attributes
            if kind == "util.func":
                signature = ir.FunctionType(ir.TypeAttr(attrs["function_type"]).value)
                declared[name] = templates.function_declaration(
                    name, [str(t) for t in signature.inputs], [str(t) for t in signature.results]
                )
            else:
                type_ = str(ir.TypeAttr(attrs["type"]).value)
                declared[name] = templates.global_declaration(name, type_, "is_mutable" in attrs)
        return declared

    def _save(self, suffix: str, text: str) -> Path:
        directory = self.dump_dir if self.dump_dir is not None else Path(tempfile.mkdtemp(prefix="dynbench-bug-"))
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / f"{re.sub(r'[^A-Za-z0-9_.-]', '_', self.name)}.{suffix}"
        path.write_text(text)
        return path


def _first_diagnostic(error: ir.MLIRError) -> str:
    """The first error of a diagnostic, with its location: one line."""
    for diagnostic in error.error_diagnostics:
        return f"{diagnostic.location}: {diagnostic.message}".splitlines()[0]
    return str(error).splitlines()[0]
