"""`run --flavour static`: each dispatch's static-specialized kernel, timed next to the dynamic one.

`StaticKernelTimer` is the run side's `run.runner.StaticKernels`, wired in
from the top (`api`), so run/ never imports this compiling side. For each
dispatch at the run's sizes, the static-flavour tuner file (see
`export.py`) is built, compiled with `iree-compile` and the flags extract
used (shapes.json `target`, `iree_flags`: the dynamic kernels' flags) and
cached as

    DIR/static/<sizes-tag>/<dispatch>_static_benchmark.mlir, .vmfb

(`layout.StaticCache.static_vmfb`; an extract replaces DIR as a whole, so
the cache cannot go stale). When DIR cannot be written (a read-only mount)
the cache is a folder of the user's cache named for DIR's shapes.json
(`layout.user_static_cache`: a new extract has a new name). The model is
recompiled only if unchanged since extract (`manifest.pinned_model`). Each
kernel is timed with the dynamic kernel's method (`calls.time_function`):
same workload, push constants and bindings; only the kernel differs. The ratio
dynamic / static median is the cost of dynamism at those sizes. A static
kernel that cannot be built, compiled or run is that row's `static_error`;
the other rows stand.
"""

from __future__ import annotations

import dataclasses
import errno
import hashlib
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Optional, Sequence

from .. import outputs
from ..extraction import compiler
from ..errors import DynbenchError, option
from ..layout import ExtractDir, StaticCache, user_static_cache
from ..manifest import Manifest, pinned_model
from ..run.options import Progress, TimingOptions
from ..run.results import DispatchTiming, row_error
from ..run.runner import RunService
from .export import TunerBuilder


def check_prerequisites(directory: Path, manifest: Manifest, names: Sequence[str], dims: Sequence[int]) -> None:
    """Before timing: the static kernels not yet cached are built from the model, so it must
    exist, unchanged since extract."""
    if all(_cached(Path(directory), name, dims) is not None for name in names):
        return
    pinned_model(
        manifest, directory,
        f"{option('flavour')} static builds the static kernels from the model {directory} was extracted from (shapes.json `model`)",
    )


def _caches(directory: Path) -> tuple[StaticCache, StaticCache]:
    """DIR/static, then the user's cache folder for this extract output (DIR read-only)."""
    layout = ExtractDir(directory)
    try:
        key = hashlib.sha256(layout.manifest.read_bytes()).hexdigest()[:24]
    except OSError:
        key = hashlib.sha256(str(directory.resolve()).encode()).hexdigest()[:24]
    return layout.static_cache, user_static_cache(key)


def _cached(directory: Path, name: str, dims: Sequence[int]) -> Optional[Path]:
    """The compiled static kernel of `name` at `dims`, if either cache has it."""
    return next((c.static_vmfb(name, dims) for c in _caches(directory) if c.static_vmfb(name, dims).is_file()), None)


def _writable_cache(directory: Path, dims: Sequence[int]) -> StaticCache:
    """Where to build: DIR/static, or, when DIR cannot be written (a read-only mount, no
    permission), the user's cache folder; `OSError` when neither can be."""
    own, user = _caches(directory)
    for cache in (own, user):
        folder = cache.static_dir(dims)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            if cache is user:
                raise
            continue
        if os.access(folder, os.W_OK):
            return cache
    raise OSError(errno.EACCES, f"neither {own.root} nor {user.root} can be written", str(user.root))


def build_static_vmfbs(directory: Path, names: Sequence[str], dims: Sequence[int]) -> dict[str, Path | str]:
    """Per dispatch name: its compiled static benchmark (cached), or why it could not be built."""
    directory = Path(directory)
    result: dict[str, Path | str] = {}
    missing = []
    for name in names:
        found = _cached(directory, name, dims)
        if found is None:
            missing.append(name)
        else:
            result[name] = found
    if not missing:
        return result
    try:
        cache = _writable_cache(directory, dims)
        with TunerBuilder(directory) as builder:
            texts = _static_texts(builder, missing, dims)
            flags = builder.standalone_flags
    except (DynbenchError, OSError) as e:  # every missing kernel fails the same way
        reason = str(e) if isinstance(e, DynbenchError) else f"{e.filename}: cannot write ({e.strerror or e})"
        return {**result, **{name: f"static kernel not built: {reason}" for name in missing}}

    def build(name: str) -> Optional[str]:
        text = texts[name]
        if isinstance(text, DynbenchError):
            return f"static kernel not built: {text}"
        mlir, vmfb = cache.static_mlir(name, dims), cache.static_vmfb(name, dims)
        partial = vmfb.with_suffix(".vmfb.partial")
        try:
            outputs.write_text(mlir, text)  # whole or not at all (a full disk leaves no half file)
        except DynbenchError as e:
            return f"static kernel not built: {e}"
        try:
            compiler.standalone_to_vmfb(mlir, partial, flags).run()
            partial.rename(vmfb)
        except DynbenchError as e:
            return f"static kernel does not compile: {e}"
        except OSError as e:
            return f"static kernel not built: {e.filename or vmfb}: {e.strerror or e}"
        finally:
            partial.unlink(missing_ok=True)
        result[name] = vmfb
        return None

    pool = ThreadPoolExecutor(max_workers=max(1, min(4, (os.cpu_count() or 2) // 2)))
    try:
        errors = list(pool.map(build, missing))
    except BaseException:  # Ctrl-C, SIGTERM: leave now (the caller kills the compiles), do not wait for them
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    for name, error in zip(missing, errors):
        if error is not None:
            result[name] = error
    return {name: result[name] for name in names}


def _static_texts(builder: TunerBuilder, names: Sequence[str], dims: Sequence[int]) -> dict[str, str | DynbenchError]:
    """Static tuner files for `names`: one configuring compile for all; if that fails, one
    per dispatch, so only the dispatches that fail get an error."""
    try:
        return dict(zip(names, builder.static([(name, list(dims)) for name in names], check=False)))
    except DynbenchError as e:
        if len(names) == 1:
            return {names[0]: e}
    texts: dict[str, str | DynbenchError] = {}
    for name in names:
        try:
            (texts[name],) = builder.static([(name, list(dims))], check=False)
        except DynbenchError as e:
            texts[name] = e
    return texts


class StaticKernelTimer:
    """The tuner side's `run.runner.StaticKernels`: builds (or reuses) each
    dispatch's static kernel in DIR/static/<sizes-tag>/ and times it."""

    def check(self, service: RunService, names: Sequence[str], dims: Sequence[int]) -> None:
        check_prerequisites(service.opened.directory, service.opened.manifest, names, dims)

    def time(
        self,
        service: RunService,
        rows: Sequence[DispatchTiming],
        dims: Sequence[int],
        options: TimingOptions,
        progress: Progress = lambda done, total, name: None,
    ) -> list[DispatchTiming]:
        """`rows` with `static_times_us` (or `static_error`) filled in; each static kernel timed
        in the calls method's worker process (`RunService.call_worker`)."""
        progress(0, len(rows), f"compiling {len(rows)} static kernel(s)")  # seconds each, before any timing
        built = build_static_vmfbs(service.opened.directory, [r.name for r in rows], dims)
        out = []
        for done, row in enumerate(rows):
            progress(done, len(rows), f"{row.name} (static)")
            target = built[row.name]
            if isinstance(target, str):
                out.append(dataclasses.replace(row, static_error=target))
                continue
            try:
                timing = service.call_worker.time(row.name, options, vmfb=target)
            except Exception as e:  # a failing static kernel is a failed cell; the row stands
                out.append(dataclasses.replace(row, static_error=row_error(e)))
                continue
            out.append(dataclasses.replace(row, static_times_us=timing.times_us))
        progress(len(rows), len(rows), "")
        return out
