"""`run --flavour static`: each dispatch's static-specialized kernel, timed next to the dynamic one.

`StaticKernelTimer` is the run side's `run.runner.StaticKernels`, wired in
from the top (`api`), so run/ never imports this compiling side. For each
dispatch at the run's sizes, the static-flavour tuner file (see
`export.py`) is built, compiled with `iree-compile` and the flags extract
used (shapes.json `target`, `iree_flags`: the dynamic kernels' flags) and
cached as

    DIR/static/<sizes-tag>/<dispatch>_static_benchmark.mlir, .vmfb

(`layout.ExtractDir.static_vmfb`; an extract replaces DIR as a whole, so
the cache cannot go stale). It is timed with the dynamic kernel's method
(`runner.time_function`): same workload, push constants and bindings; only
the kernel differs. The ratio
dynamic / static median is the cost of dynamism at those sizes. A static
kernel that cannot be built, compiled or run is that row's `static_error`;
the other rows stand.
"""

from __future__ import annotations

import dataclasses
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Optional, Sequence

from ..extraction import compiler
from ..errors import DynbenchError
from ..layout import ExtractDir
from ..manifest import Manifest
from ..run.runner import DispatchTiming, Progress, Runner, TimingOptions, row_error, time_function
from .export import TunerBuilder


def check_prerequisites(directory: Path, manifest: Manifest, names: Sequence[str], dims: Sequence[int]) -> None:
    """Before timing: the static kernels not yet cached are built from the model, so it must exist."""
    layout = ExtractDir(Path(directory))
    if all(layout.static_vmfb(name, dims).is_file() for name in names):
        return
    if not Path(manifest.model).is_file():
        raise DynbenchError(
            f"{manifest.model}: no such file; --flavour static builds the static kernels from the model "
            f"{directory} was extracted from (shapes.json `model`)"
        )


def build_static_vmfbs(directory: Path, names: Sequence[str], dims: Sequence[int]) -> dict[str, Path | str]:
    """Per dispatch name: its compiled static benchmark (cached), or why it could not be built."""
    layout = ExtractDir(Path(directory))
    folder = layout.static_dir(dims)
    result: dict[str, Path | str] = {name: layout.static_vmfb(name, dims) for name in names}
    missing = [name for name in names if not Path(result[name]).is_file()]
    if not missing:
        return result
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with TunerBuilder(directory) as builder:
            texts = _static_texts(builder, missing, dims)
            flags = builder.options.flags
    except (DynbenchError, OSError) as e:  # every missing kernel fails the same way
        reason = str(e) if isinstance(e, DynbenchError) else f"{folder}: cannot write ({e.strerror or e})"
        return {**result, **{name: f"static kernel not built: {reason}" for name in missing}}

    def build(name: str) -> Optional[str]:
        text = texts[name]
        if isinstance(text, DynbenchError):
            return f"static kernel not built: {text}"
        mlir = layout.static_mlir(name, dims)
        partial = Path(result[name]).with_suffix(".vmfb.partial")
        try:
            mlir.write_text(text)
            compiler.standalone_to_vmfb(mlir, partial, flags).run()
            partial.rename(result[name])
        except DynbenchError as e:
            return f"static kernel does not compile: {e}"
        except OSError as e:
            return f"static kernel not built: {e.filename}: {e.strerror or e}"
        return None

    with ThreadPoolExecutor(max_workers=max(1, min(4, (os.cpu_count() or 2) // 2))) as pool:
        errors = list(pool.map(build, missing))
    for name, error in zip(missing, errors):
        if error is not None:
            result[name] = error
    return result


def _static_texts(builder: TunerBuilder, names: Sequence[str], dims: Sequence[int]) -> dict[str, str | DynbenchError]:
    """Static tuner files for `names`: one configuring compile for all; if that fails, one
    per dispatch, so only the dispatches that fail get an error."""
    try:
        return dict(zip(names, builder.static([(name, list(dims)) for name in names])))
    except DynbenchError as e:
        if len(names) == 1:
            return {names[0]: e}
    texts: dict[str, str | DynbenchError] = {}
    for name in names:
        try:
            (texts[name],) = builder.static([(name, list(dims))])
        except DynbenchError as e:
            texts[name] = e
    return texts


class StaticKernelTimer:
    """The tuner side's `run.runner.StaticKernels`: builds (or reuses) each
    dispatch's static kernel in DIR/static/<sizes-tag>/ and times it."""

    def check(self, runner: Runner, names: Sequence[str], dims: Sequence[int]) -> None:
        check_prerequisites(runner.directory, runner.manifest, names, dims)

    def time(
        self,
        runner: Runner,
        rows: Sequence[DispatchTiming],
        dims: Sequence[int],
        options: TimingOptions,
        progress: Progress = lambda done, total, name: None,
    ) -> list[DispatchTiming]:
        """`rows` with `static_times_us` (or `static_error`) filled in."""
        import iree.runtime as rt

        built = build_static_vmfbs(runner.directory, [r.name for r in rows], dims)
        config = rt.Config(runner.device)
        out = []
        for done, row in enumerate(rows):
            progress(done, len(rows), f"{row.name} (static)")
            target = built[row.name]
            if isinstance(target, str):
                out.append(dataclasses.replace(row, static_error=target))
                continue
            try:
                module = rt.VmModule.mmap(config.vm_instance, str(target))
                context = rt.SystemContext(vm_modules=[module], config=config)
                timing = time_function(context.modules.module[row.name], options)
            except Exception as e:  # a failing static kernel is a failed cell; the row stands
                out.append(dataclasses.replace(row, static_error=row_error(e)))
                continue
            out.append(dataclasses.replace(row, static_times_us=timing.times_us))
        progress(len(rows), len(rows), "")
        return out
