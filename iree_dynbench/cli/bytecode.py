"""dynbench's own modules kept compiled where Python is told not to write bytecode.

An editable install (the README's) runs dynbench from its sources, which pip does not compile,
and under `PYTHONDONTWRITEBYTECODE` (common in containers and CI) Python then compiles its
24,000 lines again at every start: about 0.13 s of CPU a process. So at its start the CLI
compiles its own sources that have no current cache, into the `__pycache__` folders beside
them (which git ignores), as Python would have; it writes nothing anywhere else, and where
those folders cannot be written it goes on as before. Checking an up-to-date cache costs about
10 ms. Standard library only: it runs before the CLI's imports (`__main__`)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional, Sequence


def keep_compiled(folders: Optional[Sequence[Path]] = None) -> None:
    """Compile the sources in `folders` (default: dynbench's own, `own_folders`) whose cached
    bytecode is missing or stale, where Python would not (`sys.dont_write_bytecode`); never
    an error."""
    if not sys.dont_write_bytecode:
        return  # Python caches each module as it imports it
    try:
        import compileall

        for folder in own_folders() if folders is None else folders:
            compileall.compile_dir(folder, quiet=2)
    except Exception:  # a missing folder, an odd file system: the modules compile in memory, as before
        pass


def own_folders() -> list[Path]:
    """The package's folder, and `passes/` where it is installed from elsewhere (an editable
    install maps `iree_dynbench.passes` to the repository's `passes/`)."""
    import importlib.util

    package = Path(__file__).resolve().parents[1]
    folders = [package]
    passes = importlib.util.find_spec("iree_dynbench.passes")
    for location in (passes.submodule_search_locations or []) if passes is not None else []:
        if not Path(location).resolve().is_relative_to(package):
            folders.append(Path(location))
    return folders
