"""External parameters of a model (`#flow.parameter.named`), as IREE's tools take them.

LLMs ship their weights apart from the program: a model compiled from such an export loads
each parameter by scope and key at run time, and without a provider it does not run
(`NOT_FOUND; no provider registered that handles scopes like 'model'`). `--parameters
scope=FILE.irpa` names the archives as `iree-run-module` does; with none given, timing needs no
real weights, so every parameter the model declares is a zero splat of its size, in an archive
of a few bytes per parameter (`write_zero_archive`). Checking outputs does need values: zeros
hide a wrong result (a matmul with a zero operand is zero however it is tiled), so the output
check gets seeded random values of each parameter's declared type and shape
(`write_random_archive`).
"""

from __future__ import annotations

import contextlib
import math
import re
from pathlib import Path
from typing import Any, Callable, Iterator, Optional, Protocol, Sequence

from ..errors import DynbenchError, option
from ..outputs import scratch_directory

ParameterFile = tuple[str, str]  # (scope, path); scope "" for the default scope


class Parameter(Protocol):
    """A parameter a model declares (`extraction.parameters.DeclaredParameter`)."""

    scope: str
    key: str
    length: int  # bytes


class TypedParameter(Parameter, Protocol):
    """A parameter with its declared element type (`f32`, `i64`) and static shape."""

    element_type: str
    shape: tuple[int, ...]


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


_FLOATS = {"f16": "float16", "f32": "float32", "f64": "float64"}
_INTEGER_RANGE = 16  # integer parameters (indices, tables) drawn from [0, 16)


def random_values(p: TypedParameter, rng: Any) -> Optional[bytes]:
    """`p`'s bytes: a weight matrix's values normal with deviation 1/sqrt(its last dim) (the
    activations stay of order 1 through the layers), a vector's near 1 (a norm's scale);
    integers small and non-negative. None for a type without numpy values (f8, sub-byte ints)."""
    import numpy as np

    shape, t = tuple(p.shape), p.element_type
    if t in _FLOATS or t == "bf16":
        if len(shape) >= 2:
            values = rng.standard_normal(shape) / math.sqrt(max(1, shape[-1]))
        else:
            values = 1.0 + 0.1 * rng.standard_normal(shape)
        if t == "bf16":  # the upper half of each f32
            return (values.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16).tobytes()
        return values.astype(_FLOATS[t]).tobytes()
    if t == "i1":
        return rng.integers(0, 2, size=shape).astype(np.uint8).tobytes()
    match = re.fullmatch(r"(s|u)?i(8|16|32|64)", t)
    if match is None:
        return None
    return rng.integers(0, _INTEGER_RANGE, size=shape).astype(f"{'u' if match.group(1) == 'u' else ''}int{match.group(2)}").tobytes()


def write_random_archive(declared: Sequence[TypedParameter], folder: Path, seed: int = 0) -> tuple[ParameterFile, ...]:
    """One archive per scope of seeded random values (`random_values`), one per declared
    parameter, in `folder`. A parameter of dynamic shape, or of a type without values here, is a
    DynbenchError: its outputs could not be checked."""
    import numpy as np
    import iree.runtime as rt

    rng = np.random.default_rng(seed)
    files = []
    for k, scope in enumerate(sorted({p.scope for p in declared})):
        index = rt.ParameterIndex()
        for p in declared:
            if p.scope != scope:
                continue
            data = random_values(p, rng) if p.length else None
            if data is None or len(data) != p.length:
                raise DynbenchError(f"parameter {p.key!r} ({'x'.join(map(str, p.shape)) or '?'}x{p.element_type or '?'}): "
                                    "no random values for its type or shape")
            index.add_buffer(p.key, data)
        path = folder / f"random{k}.irpa"
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


@contextlib.contextmanager
def model_parameters(model: Path, given: Sequence[str],
                     declared: Callable[[Path], Sequence[Parameter]]) -> Iterator[tuple[ParameterFile, ...]]:
    """The parameter archives a model's runs use: those `given` (`scope=FILE`), else, for a model
    that declares external parameters (`declared` reads them: the compiler's, handed in from
    above), zero splats of them in a scratch archive (timing needs no real weights), removed
    after the block."""
    if given:
        files = parse_parameter_files(given)
        if _is_text(model) and not _declares_parameters(model):
            raise DynbenchError(
                f"{model}: declares no external parameters (no #flow.parameter.named): "
                f"{option('parameters', 'parameters')} is for a model whose weights are outside it; drop it"
            )
        yield files
        return
    if not _declares_parameters(model):  # most models: no compiler needed (compare runs where only the runtime is)
        yield ()
        return
    found = declared(model)
    if not found:
        yield ()
        return
    with scratch_directory("dynbench-parameters-") as folder:
        yield write_zero_archive(found, folder)


def _is_text(model: Path) -> bool:
    """MLIR text (not bytecode, whose attributes are not spelled out)."""
    try:
        with Path(model).open("rb") as f:
            return f.read(4) != b"ML\xefR"
    except OSError:
        return False


def _declares_parameters(model: Path) -> bool:
    """Whether the model's text names an external parameter (read in chunks, the model may be large)."""
    marker, tail = b"#flow.parameter.named", b""
    try:
        with Path(model).open("rb") as f:
            while chunk := f.read(1 << 20):
                if marker in tail + chunk:
                    return True
                tail = chunk[-len(marker):]
    except OSError:
        return False
    return False
