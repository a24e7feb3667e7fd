"""A Python whose imports of one module fail, as on a machine where it is missing or broken.

A `sitecustomize.py` on `PYTHONPATH` (the interpreter runs it at start, before the command's
own imports) puts a finder first on `sys.meta_path` that refuses the module and its
submodules: the command runs as it is, only that import fails, as a real ImportError."""

from __future__ import annotations

import os
from pathlib import Path

_SITECUSTOMIZE = '''\
import sys


class _Blocked:
    def find_spec(self, name, path=None, target=None):
        if name == {name!r} or name.startswith({name!r} + "."):
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None


sys.meta_path.insert(0, _Blocked())
'''


def blocked_import_env(name: str, folder: Path) -> dict[str, str]:
    """The environment of a command whose `import <name>` fails (`folder`: where the
    sitecustomize.py goes, a directory of its own)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sitecustomize.py").write_text(_SITECUSTOMIZE.format(name=name))
    paths = [str(folder), *filter(None, [os.environ.get("PYTHONPATH")])]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
