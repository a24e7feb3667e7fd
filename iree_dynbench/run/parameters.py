"""External parameters of a model (`#flow.parameter.named`), as IREE's tools take them.

LLMs ship their weights apart from the program: a model compiled from such an export loads
each parameter by scope and key at run time, and without a provider it does not run
(`NOT_FOUND; no provider registered that handles scopes like 'model'`). `--parameters
scope=FILE.irpa` names the archives as `iree-run-module` does; with none given, timing needs no
real weights, so every parameter the model declares is a zero splat of its size, in an archive
of a few bytes per parameter (`write_zero_archive`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol, Sequence

from ..errors import DynbenchError, option

ParameterFile = tuple[str, str]  # (scope, path); scope "" for the default scope


class Parameter(Protocol):
    """A parameter a model declares (`extraction.parameters.DeclaredParameter`)."""

    scope: str
    key: str
    length: int  # bytes


def parse_parameter_files(values: Sequence[str]) -> tuple[ParameterFile, ...]:
    """`scope=FILE` or `FILE` (the default scope), each an existing file."""
    files = []
    for value in values:
        scope, sep, path = value.partition("=")
        if not sep:
            scope, path = "", value
        if not path or not Path(path).exists():
            raise DynbenchError(f"{option('parameters')} {value}: no such file (scope=FILE.irpa, as iree-run-module takes)")
        if not Path(path).is_file():
            raise DynbenchError(f"{option('parameters')} {value}: not a regular file (a parameter archive, .irpa)")
        files.append((scope, str(Path(path).resolve())))
    return tuple(files)


def tool_flags(files: Sequence[ParameterFile]) -> list[str]:
    return [f"--parameters={scope}={path}" if scope else f"--parameters={path}" for scope, path in files]


def write_zero_archive(declared: Sequence[Parameter], folder: Path) -> tuple[ParameterFile, ...]:
    """One archive per scope of zero splats, one per declared parameter, in `folder`."""
    import iree.runtime as rt

    files = []
    scopes = sorted({p.scope for p in declared})
    for k, scope in enumerate(scopes):
        index = rt.ParameterIndex()
        for p in declared:
            if p.scope == scope:
                index.add_splat(p.key, b"\0", p.length)
        path = folder / f"zeros{k}.irpa"
        index.create_archive_file(str(path))
        files.append((scope, str(path)))
    return tuple(files)


def provider_module(instance: Any, files: Sequence[ParameterFile]) -> Any:
    """The `io_parameters` module serving `files`, for a context the model loads into."""
    import iree.runtime as rt

    providers = []
    for scope, path in files:
        index = rt.ParameterIndex()
        index.load(path)
        providers.append(index.create_provider(scope=scope))
    return rt.create_io_parameters_module(instance, *providers)
