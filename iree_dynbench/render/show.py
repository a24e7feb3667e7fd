"""Rendering of `show`: one dispatch's parameters, bindings, configuration, the stock tools'
commands, then its kernel."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .units import time_text

if TYPE_CHECKING:  # what show needs (the compiler's bindings, the passes) is loaded by show itself
    from ..tune.show import DispatchReport


def show_text(report: DispatchReport, directory: Path | str, source: bool = True) -> str:
    """`dynbench show`: parameters, bindings, configuration, stock-tool commands, then the kernel."""
    info, p = report.info, report.params
    lines = [
        f"dispatch {report.index} {info.name}",
        f"  executable {info.executable}, variant {info.variant}, export {info.export}",
        f"  reads input dims: {', '.join(info.input_dims) or 'none'}",
        f"at {' '.join(report.inputs)}: {report.problem.text}",
        f"  workload {list(p.workload)}, workgroup count {list(p.workgroup_count)}, push constants {list(p.push_constants)}",
    ]
    tensors = [*zip(p.operand_bindings, p.operands), *zip(p.result_bindings, p.results)]
    for k, (offset, length) in enumerate(zip(p.binding_offsets, p.binding_lengths)):
        access = next((b.access for b in info.bindings if b.binding == k), "?")
        held = [t for b, t in tensors if b == k]
        text = ", ".join(t.text() for t in held) or "?"
        size = f" ({sum(t.nbytes for t in held)} B)" if held and all(t.nbytes is not None for t in held) else ""
        lines.append(f"  binding {k} {access} {text}{size}: bound range offset {offset} B, length {length} B")
    lines.append("configuration:")
    lines.append(f"  translation_info: {report.translation_info or 'none'}")
    if report.workgroup_size:
        lines.append(f"  workgroup_size: {report.workgroup_size}")
    for c in report.lowering_configs:
        lines.append(f"  lowering_config of {c.op} ({c.location}): {c.config}")
    sizes = " ".join(report.default_inputs)
    lines.append(f"commands (stock IREE tools; the standalone file runs at the extract sizes {sizes}):")
    lines.extend(report.commands)
    if report.kernel_us is not None:
        lines.append(f"# --batch_size={report.batch_size}: about {time_text(report.batch_size * report.kernel_us)} of "
                     f"dispatches an iteration (the kernel took {time_text(report.kernel_us)} a call here at the extract sizes)")
    else:
        lines.append(f"# --batch_size={report.batch_size}: the kernel could not be timed here ({report.untimed}); "
                     "a batch of about 10 ms of it is enough")
    if not report.at_defaults:
        lines.append(f"# at {' '.join(report.inputs)} instead: dynbench run {directory} --dispatch {report.index} "
                     + " ".join(f"--inputs {s}" for s in report.inputs))
    if source:
        lines.append("")
        lines.append(f"source (hal.executable @{info.executable} from {report.configured_mlir}):")
        lines.append(report.source.rstrip())
    return "\n".join(lines) + "\n"
