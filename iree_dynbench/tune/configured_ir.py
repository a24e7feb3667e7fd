"""`DIR/model.configured.mlir`, the model's IR an extract wrote, read as untrusted input.

`shapes`, `show` and `export` read the kernels from it. A person may have edited,
truncated or replaced it since: any damage is one error line naming the file and
saying to extract again, never a traceback.
"""

from __future__ import annotations

from pathlib import Path

from iree.compiler import ir

from ..errors import DynbenchError, first_line
from ..passes import irutil


def _read(path: Path) -> str:
    if path.exists() and not path.is_file():  # a folder or a FIFO (which would block the read)
        raise DynbenchError(f"{path}: not a file; extract again")
    try:
        return path.read_text()
    except OSError as e:
        raise DynbenchError(f"{path}: cannot read ({e.strerror or e}); extract again") from None
    except UnicodeDecodeError as e:
        raise DynbenchError(f"{path}: not UTF-8 text ({e.reason} at byte {e.start}); extract again") from None


def parse(path: Path, context: ir.Context | None = None) -> ir.Module:
    """The module `path` holds, parsed in `context` (default: a new one)."""
    if context is None:
        context = irutil.new_context()
        context.allow_unregistered_dialects = True
    try:
        return ir.Module.parse(_read(path), context)
    except ir.MLIRError as e:
        raise DynbenchError(f"{path}: does not parse ({_diagnostic(e)}); extract again") from None


def executables(path: Path, module: ir.Module, names) -> dict[str, ir.Operation]:
    """The `hal.executable`s `names` of `module`, by name; one missing is an error."""
    found = {irutil.symbol_name(op): op.operation for op in module.body.operations if irutil.op_name(op) == "hal.executable"}
    for name in names:
        if name not in found:
            raise DynbenchError(f"{path}: no hal.executable @{name}, which shapes.json names; extract again")
    return found


def _diagnostic(error: ir.MLIRError) -> str:
    """The first error with its line (`line:col: message`)."""
    for diagnostic in error.error_diagnostics:
        location = irutil.location_text_of(diagnostic.location).removeprefix("-:")
        return f"{location}: {first_line(diagnostic.message)}"
    return first_line(error)
