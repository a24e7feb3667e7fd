"""Build one module as IR: the model's own ops cloned in, host code built in, verified once.

Every module dynbench writes (the benchmark module, each standalone dispatch
file, each tuner file, the static kernels to configure) is built by a
`ModuleBuilder`, in the spirit of iree-turbine's aot module builder: it owns
the module, its symbol table and its insertion point (the end of the body).

- `clone(op)` copies an op of the model (an executable, the device global, a
  shape-math function) in the same context. A `dense_resource` an executable
  references is a handle owned by the context, so the printed module carries
  exactly the blobs its ops use; nothing is scraped from text. (One printed module is
  copied as text afterwards: `benchmark_module._standalone_files` renders the sites that
  call one kernel alike once, under a placeholder name, and joins each site's name in.)
- `building()` is where host code is built (`host_code`, with the dialects'
  builders): the module's context, an unknown location and the end of its body.
  Symbols are references resolved when the module verifies, so host code may
  use functions and globals defined before or after it; the symbols it defines
  join the symbol table when the block ends.
- `finish()` verifies the whole module once. A module that does not verify is a
  dynbench bug: the IR (generic form) is saved to a file and `EmitError` says where.
"""

from __future__ import annotations

import re
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator, Optional

from iree.compiler import ir

from .errors import PassError
from .irutil import symbol_name


class EmitError(PassError, RuntimeError):
    """A generated module did not verify: a bug in dynbench, not in the model.

    `path` is the file that holds what failed (the module in generic form)."""

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

    @contextmanager
    def building(self) -> Iterator[list[ir.Operation]]:
        """Build top-level ops at the end of the module: yields the list that holds them
        once the block ends, when the symbols they define join the symbol table."""
        known = len(self.module.body.operations)
        built: list[ir.Operation] = []
        with self.context, ir.Location.unknown(), self.ip:
            yield built
        for op in list(self.module.body.operations)[known:]:
            self._register(op.operation)
            built.append(op.operation)
        self._verified = False

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
        self.ip.insert(op)
        self._register(op)
        self._verified = False

    def _register(self, op: ir.Operation) -> None:
        """Add a symbol op already in the body to the table; a name defined twice is an error
        (names are deterministic: the artifact layout relies on them, a clash is not renamed away)."""
        if "sym_name" not in op.attributes:
            return
        name = symbol_name(op)
        if name in self.symbols:
            op.erase()
            path = self._save("generic.mlir", self.module.operation.get_asm(print_generic_op_form=True))
            raise EmitError(f"generated module {self.name} defines @{name} twice; IR so far saved to {path}", path)
        self.symbols.insert(op)

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
