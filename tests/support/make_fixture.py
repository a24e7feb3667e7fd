"""Make an IR fixture of tests/passes/fixtures/: a model at the phase the passes take, trimmed.

    .venv/bin/python tests/support/make_fixture.py testdata/dyn_matmul.mlir

compiles the model with `iree-compile --compile-to=executable-configurations` for a
`generic` llvm-cpu (the same IR on every machine), writes the executable target and each
pipeline layout once, as aliases (`#executable_target`, `#pipeline_layout`...), instead of at
every op that names them, checks the result parses and verifies, and writes it to
tests/passes/fixtures/<model>.configured.mlir under a first line that says how it was made.
The fixtures are committed: run this again only to refresh one on purpose (a new IREE).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from iree.compiler import ir
from iree.compiler.tools.binaries import find_tool

FLAGS = [
    "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=generic", "--iree-codegen-add-tuner-attributes",
    "--compile-to=executable-configurations",
]
FIXTURES = Path(__file__).resolve().parents[1] / "passes" / "fixtures"


def _end_of_angles(text: str, start: int) -> int:
    """The index after the `>` that closes the `<` at `text[start]`."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"<": 1, ">": -1}.get(text[i], 0)
        if depth == 0:
            return i + 1
    raise ValueError("unbalanced <")


def trim(text: str) -> str:
    """`text` with its one executable target and its pipeline layouts as aliases."""
    start = text.index("#hal.executable.target<")
    target = text[start : _end_of_angles(text, start + len("#hal.executable.target"))]
    text = text.replace(target, "#executable_target")
    text = text.replace(f"target({target[len('#hal.executable.target'):]})", "target(#executable_target)")
    aliases = [f"#executable_target = {target}"]
    layouts: list[str] = []
    at = text.find("layout(<")
    while at >= 0:
        end = _end_of_angles(text, at + len("layout("))
        if text[at + len("layout(") : end] not in layouts:
            layouts.append(text[at + len("layout(") : end])
        at = text.find("layout(<", end)
    for n, layout in enumerate(layouts):
        name = f"#pipeline_layout{n or ''}"
        text = text.replace(f"layout({layout})", f"layout({name})").replace(f"#hal.pipeline.layout{layout}", name)
        aliases.append(f"{name} = #hal.pipeline.layout{layout}")
    return "\n".join(aliases) + "\n" + text


def main(model: str) -> Path:
    printed = subprocess.run([find_tool("iree-compile"), model, *FLAGS, "-o", "-"], check=True,
                             capture_output=True, text=True).stdout
    name = Path(model).stem
    made = f"// Made by tests/support/make_fixture.py: iree-compile {model} {' '.join(FLAGS)} (IREE 3.13), trimmed (target and layouts as aliases).\n"
    text = made + trim(printed)
    assert ir.Module.parse(text, ir.Context()).operation.verify()
    path = FIXTURES / f"{name}.configured.mlir"
    path.write_text(text)
    return path


if __name__ == "__main__":
    for model in sys.argv[1:]:
        print(main(model))
