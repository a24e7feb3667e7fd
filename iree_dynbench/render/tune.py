"""Rendering of the tuner side: the `shapes` summary and table, the `show` report.

The library returns `ShapeList` and `DispatchReport`; this module turns them
into text and rich tables. Cells are `Text`, never markup: a `[x]` in a name
or a path is printed as it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional

from rich.table import Table
from rich.text import Text

from ..manifest import DimRange
from ..tune.shape_list import ProblemTable, ShapeList

if TYPE_CHECKING:  # what export and show need (the compiler's bindings, the passes) is not shapes' to load
    from ..tune.export import ExportResult
    from ..tune.reach import Reach
    from ..tune.show import DispatchReport
from .tables import Column, fitted, short_names
from .units import time_text


def assumed_range(assume: Optional[DimRange]) -> str:
    """`1..16`, `?..64 (multiple of 8)`: an input dim's `util.assume.int` range, for people."""
    return assume.text() if assume else "no asserted range"


def shapes_summary(result: ShapeList) -> str:
    """One line: how many distinct size sets, and each input dim with its asserted range; dims
    of one symbol once, as the symbol with its dims (`b (input0.dim0, input1.dim0) 1..8`)."""
    symbols: dict[str, list] = {}
    for d in result.input_dims:
        symbols.setdefault(d.symbol, []).append(d)
    ranges = [
        f"{name if [d.name for d in dims] == [name] else f'{name} (' + ', '.join(d.name for d in dims) + ')'} "
        f"{assumed_range(dims[0].assume)}"
        for name, dims in symbols.items()
    ]
    total = sum(s.count for s in result.size_sets)
    return f"{len(result.size_sets)} distinct size set(s) of {total}; input dims: {', '.join(ranges) or 'none'}"


# Problems listed per dispatch (the most frequent); the rest are counted. The JSON has them all.
TOP_PROBLEMS = 3
# Up to this many distinct values of a dynamic dim are listed; more are a range and a count.
LISTED_VALUES = 4


def shapes_table(result: ShapeList, width: Optional[int] = None) -> Table:
    """Per dispatch: its index, name (without the prefix all share), how many distinct problems
    and the most frequent (× size sets), each dynamic operand/result dim's values (a range and
    a count when many) and what shark-ai's tuner makes of it; a few lines per dispatch at any
    number of size sets, fitted to `width` (`render.tables`)."""
    prefix, names = short_names([d.name for d in result.dispatches], width)
    verdicts = {d.tuner.text() for d in result.dispatches}
    common = verdicts.pop() if len(verdicts) == 1 and len(result.dispatches) > 1 else None  # said once, above
    columns = [
        Column("#"), Column("dispatch", "left"), Column("problems (× size sets)", "left", wrap=True, min_width=30),
        Column("dynamic dims: values", "left", wrap=True, keep=1, min_width=16),
        *([] if common else [Column("tuner", "left", wrap=True, keep=0, min_width=16)]),
    ]
    rows = []
    for d, name in zip(result.dispatches, names):
        dynamic = [
            f"{label}[{x.dim}]: {values_text(x.values)}"
            for role, tensors in (("in", d.operands), ("out", d.results))
            for t, label in zip(tensors, _tensor_labels(tensors, role))
            for x in t.dynamic
        ]
        rows.append([Text(str(d.index)), Text(name), Text("\n".join(problems_lines(d.table))),
                     Text("\n".join(dynamic) or "-"), *([] if common else [Text(d.tuner.text())])])
    caption = [
        "dynamic dims: in/out b<k>[d] is dim d of what the kernel reads/writes through its binding k "
        "(not the model's input k; b<k>.<j>: its tensor j, where the binding holds several)"
    ]
    caption += [f"dispatch names without {prefix}"] if prefix else []
    if any(len(d.table) > TOP_PROBLEMS + 1 for d in result.dispatches):
        caption.append(f"the {TOP_PROBLEMS} most frequent problems of each dispatch; --json lists them all")
    title = f"shark-ai's tuner, for every dispatch: {common}" if common else None
    return fitted(columns, rows, width, title=title, caption=caption)


def shapes_by_export(result: ShapeList) -> list[dict]:
    """The dispatches grouped by kernel (export), the most call sites first: per export its call
    sites, its distinct problems over them and the size sets (a problem's count summed over the
    sites that give it), the most frequent first."""
    groups: dict[str, list] = {}
    for d in result.dispatches:
        groups.setdefault(d.export, []).append(d)
    out = []
    for export, dispatches in groups.items():
        counts: dict[str, int] = {}
        for d in dispatches:
            for k in range(len(d.table)):
                p = d.table.problem(k)
                counts[p.text] = counts.get(p.text, 0) + p.count
        out.append({"export": export, "call_sites": len(dispatches),
                    "problems": sorted(counts.items(), key=lambda item: -item[1]), "tuner": dispatches[0].tuner.text()})
    return sorted(out, key=lambda e: -e["call_sites"])


def shapes_by_export_table(result: ShapeList, width: Optional[int] = None) -> Table:
    """`shapes --by export`: a row per kernel, its call sites and the problems they give over the
    size sets (× how often: call sites × the size sets' counts), the most frequent first."""
    rows_of = shapes_by_export(result)
    prefix, names = short_names([e["export"] for e in rows_of], width)
    verdicts = {e["tuner"] for e in rows_of}
    common = verdicts.pop() if len(verdicts) == 1 and len(rows_of) > 1 else None  # said once, above
    columns = [
        Column("export", "left", wrap=True, min_width=24), Column("sites"),
        Column("problems (× call sites × size sets)", "left", wrap=True, min_width=30),
        *([] if common else [Column("tuner", "left", wrap=True, keep=0, min_width=16)]),
    ]
    rows = []
    for e, name in zip(rows_of, names):
        shown = [f"{text} ×{count}" for text, count in e["problems"][:TOP_PROBLEMS]]
        if len(e["problems"]) > TOP_PROBLEMS:
            shown.append(f"... {len(e['problems']) - TOP_PROBLEMS} more")
        rows.append([Text(name), str(e["call_sites"]), Text("\n".join(shown)), *([] if common else [Text(e["tuner"])])])
    caption = [f"{len(result.dispatches)} call site(s) of {len(rows_of)} export(s)",
               *([f"export names without {prefix}"] if prefix else [])]
    title = f"shark-ai's tuner, for every export: {common}" if common else None
    return fitted(columns, rows, width, title=title, caption=caption)


def binding_label(binding: int, role: str) -> str:
    """`in b4` (read through binding 4) or `out b1` (written): a dispatch's operand as its kernel
    binds it, never to be read as the model's input 4."""
    return f"{role} b{binding}"


def _tensor_labels(tensors, role: str) -> list[str]:
    """`binding_label` of each tensor; `in b0.1` for the second of several one binding holds
    (a BERT's Q, K and V at three offsets)."""
    counts: dict[int, int] = {}
    for t in tensors:
        counts[t.binding] = counts.get(t.binding, 0) + 1
    seen: dict[int, int] = {}
    labels = []
    for t in tensors:
        j = seen[t.binding] = seen.get(t.binding, -1) + 1
        labels.append(binding_label(t.binding, role) + (f".{j}" if counts[t.binding] > 1 else ""))
    return labels


def problems_lines(table: ProblemTable) -> list[str]:
    """The most frequent problems with their counts; the others as one line."""
    shown = table.most_frequent(TOP_PROBLEMS + 1 if len(table) == TOP_PROBLEMS + 1 else TOP_PROBLEMS)
    lines = [f"{p.text} ×{p.count}" for p in shown]
    rest = len(table) - len(shown)
    if rest:
        given = int(table.counts.sum()) - sum(p.count for p in shown)
        lines.append(f"… {rest} more of {len(table)} (×{given})")
    return lines


def values_text(values: list[int]) -> str:
    """`4,8,12`; `2..512 (377 values)` when more than `LISTED_VALUES`; `?` when none resolved."""
    if not values:
        return "?"
    if len(values) <= LISTED_VALUES:
        return ",".join(map(str, values))
    return f"{values[0]}..{values[-1]} ({len(values)} values)"


def export_summary(result: ExportResult) -> str:
    """How many of the files shark-ai's tuner takes, and the reasons for the others (most common first)."""
    reasons: dict[str, int] = {}
    for f in result.files:
        if f.tuner is not None and not f.tuner.supported:
            reasons[f.tuner.reason or "?"] = reasons.get(f.tuner.reason or "?", 0) + 1
    line = f"shark-ai's tuner takes {len(result.tunable)} of them"
    if reasons:
        ordered = sorted(reasons.items(), key=lambda kv: -kv[1])
        line += "; not: " + "; ".join(f"{n}x {reason}" for reason, n in ordered)
    return line


def not_built_line(result: ExportResult) -> str:
    """One line for the static files IREE cannot build (not written), IREE's reasons most common first."""
    reasons: dict[str, int] = {}
    for n in result.not_built:
        reasons[n.reason] = reasons.get(n.reason, 0) + 1
    ordered = "; ".join(f"{k}x {reason}" for reason, k in sorted(reasons.items(), key=lambda kv: -kv[1]))
    listed = "worklist.json and index.json list" if (result.output / "worklist.json").exists() else "index.json lists"
    return (f"note: {len(result.not_built)} static tuner file(s) not written: IREE cannot build them for the "
            f"target ({ordered}); {listed} each with IREE's reason")


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


def reach_lines(reach: "Reach", headline: str = "is in tunable problems", limit: Optional[int] = None) -> list[str]:
    """What tune reaches, before any timing: `78.1% of the traffic's dispatch time is in tunable
    problems`, then each kernel left out, `12.3% <export>: why` (the `limit` heaviest, the rest
    as one line: tune.json has them all)."""
    lines = [f"{reach.tunable_share * 100:.1f}% of the traffic's dispatch time {headline}"]
    shown = reach.left_out if limit is None else reach.left_out[:limit]
    lines += [f"{item.share * 100:.1f}% {item.export}: {item.why}" for item in shown]
    rest = reach.left_out[len(shown):]
    if rest:
        lines.append(f"{sum(item.share for item in rest) * 100:.1f}% in {len(rest)} more kernel(s) left out "
                     "(tune.json `reach` lists each with why)")
    return lines
