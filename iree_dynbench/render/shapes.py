"""Rendering of `shapes`: the problem sizes a traffic gives each dispatch, as a summary and a table
(per call site or per export).

The library returns `ShapeList`; this module turns it into text and rich tables. Cells are
`Text`, never markup: a `[x]` in a name or a path is printed as it is.
"""

from __future__ import annotations

from typing import Optional

from rich.table import Table
from rich.text import Text

from ..manifest import DimRange
from ..tune.shape_list import ProblemTable, ShapeList
from .tables import Column, fitted, short_names


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
    specialized = any(d.specialized for d in result.dispatches)  # a build by size range: the variants taken
    if specialized:
        columns.append(Column("variants (× size sets)", "left", wrap=True, keep=3))
    rows = []
    for d, name in zip(result.dispatches, names):
        dynamic = [
            f"{label}[{x.dim}]: {values_text(x.values)}"
            for role, tensors in (("in", d.operands), ("out", d.results))
            for t, label in zip(tensors, _tensor_labels(tensors, role))
            for x in t.dynamic
        ]
        rows.append([Text(str(d.index)), Text(name), Text("\n".join(problems_lines(d.table))),
                     Text("\n".join(dynamic) or "-"), *([] if common else [Text(d.tuner.text())]),
                     *([Text(variants_text(d))] if specialized else [])])
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


def variants_text(d) -> str:
    """`1..4 ×3` per variant a specialized export's size sets take (`fallback ×1`); `-`: a plain export."""
    return "\n".join(f"{v.text()} ×{count}" for v, count in d.variants) or "-"


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
