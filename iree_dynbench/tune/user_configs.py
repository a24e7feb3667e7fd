"""`tune --config FILE`: configurations a user wants tried, beside tune's own candidates.

The file is JSON, a list of entries, each naming what it configures (an export, or a problem
by its text as tune.json writes it) and the configuration as IREE prints it:

    [{"export": "main_dispatch_0_matmul_Dx512x1024_f32",
      "compilation_info": "#iree_codegen.compilation_info<lowering_config = ..., translation_info = ...>"},
     {"problem": "attention online_attention f32,... m=[?] ...", "compilation_info": "..."}]

Each configuration is parsed with the compiler's bindings when the file is read, so a bad file
is one error before anything is planned or built; it is then a candidate of its problem like
the others (built through a spec entry, timed in pairs against the default).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from ..errors import DynbenchError, first_line, option
from .cpu_configs import OpaqueConfig


@dataclass(frozen=True)
class UserConfig:
    """One configuration of the file: for `export` or for `problem` (one of them)."""

    config: OpaqueConfig
    export: Optional[str] = None
    problem: Optional[str] = None

    @property
    def target(self) -> str:
        return self.export if self.export is not None else f"problem {self.problem}"

    def to_json(self) -> dict:
        named = {"export": self.export} if self.export is not None else {"problem": self.problem}
        return {**named, "compilation_info": self.config.text}


def read_config_file(path: Path) -> tuple[UserConfig, ...]:
    """The file's configurations, each parsed (untrusted: anything else is one error naming the file)."""
    from iree.compiler import ir
    from iree.compiler.dialects import iree_codegen

    from ..passes.irutil import new_context

    try:
        data = json.loads(Path(path).read_text())
    except OSError as e:
        raise DynbenchError(f"{path}: cannot read the configurations ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise DynbenchError(f"{path}: not a configuration file (not text)") from None
    except ValueError as e:
        raise DynbenchError(f"{path}: not JSON ({e}); a list of {{\"export\" or \"problem\", \"compilation_info\"}}") from None
    if not isinstance(data, list) or not data:
        raise DynbenchError(f"{path}: a list of {{\"export\" or \"problem\", \"compilation_info\"}} entries, not {type(data).__name__}"
                            if not isinstance(data, list) else f"{path}: no configurations in it")
    found = []
    context = new_context()
    for n, entry in enumerate(data, 1):
        where = f"{path}: entry {n}"
        if not isinstance(entry, dict) or set(entry) - {"export", "problem", "compilation_info"}:
            raise DynbenchError(f"{where}: an object with \"export\" or \"problem\" and \"compilation_info\", nothing else")
        named = [k for k in ("export", "problem") if k in entry]
        if len(named) != 1 or not isinstance(entry[named[0]], str) or not entry[named[0]]:
            raise DynbenchError(f"{where}: names one export (\"export\") or one problem (\"problem\"), as a string")
        text = entry.get("compilation_info")
        if not isinstance(text, str):
            raise DynbenchError(f"{where}: \"compilation_info\" is IREE's #iree_codegen.compilation_info<...> text")
        try:
            with context:
                attr = ir.Attribute.parse(text)
                info = iree_codegen.CompilationInfoAttr(attr)  # raises where it is another attribute
        except ir.MLIRError as e:
            diagnostics = [d.message for d in getattr(e, "error_diagnostics", ())]
            raise DynbenchError(f"{where}: not an #iree_codegen.compilation_info IREE parses "
                                f"({diagnostics[0] if diagnostics else first_line(e)})") from None
        except ValueError as e:
            raise DynbenchError(f"{where}: not an #iree_codegen.compilation_info ({first_line(e)})") from None
        found.append(UserConfig(OpaqueConfig(str(info)), **{named[0]: entry[named[0]]}))
    return tuple(found)


def configs_json(configs: Sequence[UserConfig]) -> list[dict]:
    """What the checkpoint's head keeps of them (a resume must try the same)."""
    return [c.to_json() for c in configs]


def check_names(configs: Sequence[UserConfig], tunable: dict[str, str], problems: Sequence[str]) -> None:
    """Each configuration names a tunable export (`tunable`: export -> `yes` or why not) or a
    problem (its text), before the traffic is planned."""
    for c in configs:
        if c.export is not None and tunable.get(c.export, "yes") != "yes":
            raise DynbenchError(f"{option('config', 'configs')}: {c.export} is not tunable ({tunable[c.export]})")
        if (c.export is not None and c.export not in tunable) or (c.problem is not None and c.problem not in problems):
            raise DynbenchError(f"{option('config', 'configs')}: {c.target} is no export or problem of the extract "
                                "(tune.json names its problems; a plan by export names the exports)")
