"""`run --flavour static`: each dispatch's static-specialized kernel, timed next to the dynamic one.

For each dispatch at the run's sizes, the static-flavour tuner file (see
`tuner_export`) is built, compiled with plain `iree-compile` and cached as

    DIR/static/<sizes-tag>/<dispatch>_static_benchmark.mlir, .vmfb

(an extract replaces DIR as a whole, so the cache cannot go stale). It is
timed with the dynamic kernel's method (`runner.time_function`): same
workload, push constants and bindings; only the kernel differs. The ratio
dynamic / static median is the cost of dynamism at those sizes.
"""

from __future__ import annotations

import dataclasses
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from . import compiler
from .errors import DynbenchError
from .tuner_export import TunerBuilder, sizes_tag, tuner_file_name

if TYPE_CHECKING:
    from .runner import DispatchTiming, Runner, TimingOptions

STATIC_DIR = "static"


def static_dir(directory: Path, dims: Sequence[int]) -> Path:
    return Path(directory) / STATIC_DIR / sizes_tag(dims)


def build_static_vmfbs(directory: Path, names: Sequence[str], dims: Sequence[int]) -> dict[str, Path | str]:
    """Per dispatch name: its compiled static benchmark (cached), or why it could not be built."""
    folder = static_dir(directory, dims)
    vmfbs = {name: folder / tuner_file_name(name, "static").replace(".mlir", ".vmfb") for name in names}
    missing = [name for name in names if not vmfbs[name].is_file()]
    result: dict[str, Path | str] = dict(vmfbs)
    if not missing:
        return result
    with TunerBuilder(directory) as builder:
        texts = builder.static([(name, list(dims)) for name in missing])
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise DynbenchError(f"{folder}: cannot write the static kernels ({e.strerror})") from None

    def build(name: str, text: str) -> Optional[str]:
        mlir = folder / tuner_file_name(name, "static")
        mlir.write_text(text)
        partial = vmfbs[name].with_suffix(".vmfb.partial")
        try:
            compiler.standalone_to_vmfb(mlir, partial).run()
        except DynbenchError as e:
            return str(e)
        partial.rename(vmfbs[name])
        return None

    with ThreadPoolExecutor(max_workers=max(1, min(4, (os.cpu_count() or 2) // 2))) as pool:
        errors = list(pool.map(build, missing, texts))
    for name, error in zip(missing, errors):
        if error is not None:
            result[name] = f"static kernel does not compile: {error}"
    return result


def with_static_times(
    runner: "Runner",
    rows: Sequence["DispatchTiming"],
    dims: Sequence[int],
    options: "TimingOptions",
    progress: Callable[[int, int, str], None] = lambda done, total, name: None,
) -> list["DispatchTiming"]:
    """`rows` with `static_times_us` (or `static_error`) filled in."""
    import iree.runtime as rt

    from .runner import _first_line, time_function

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
            _, times, _, _ = time_function(context.modules.module[row.name], options)
        except Exception as e:  # a failing static kernel is a failed cell; the row stands
            out.append(dataclasses.replace(row, static_error=_first_line(e)))
            continue
        out.append(dataclasses.replace(row, static_times_us=tuple(times)))
    progress(len(rows), len(rows), "")
    return out
