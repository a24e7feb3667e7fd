"""`sweep`: one compiled benchmarks.vmfb timed over many input sizes.

Sizes come from `--dim NAME[=START..STOP][:xFACTOR|:+STEP]` ranges over the
dynamic input dims named in shapes.json (`input0.dim0`), or over their symbols
(`s0`: every dim of it; naming one dim of a symbol moves them all), several
`--dim`s forming their cartesian product, unswept dims keeping their extract
sizes; or from explicit `--inputs` sets. Each size is only a `__set_input_dims`
call. A swept dim that moves no dispatch's problem size is warned about
(`unmoved_warning`), with the dims that would.
The library returns a `SweepResult`; `render.sweep` writes its files.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Sequence

from ..errors import DynbenchError, option
from ..size_checks import check_assumed
from ..manifest import DimRange
from ..sizes import MAX_DIM
from .checkpoint import Checkpoint, open_checkpoint
from .fleet import Fleet, InProcess, WorkerRecord, closing, open_timer, planner, time_items
from .options import FleetOptions, TimingOptions
from .results import DispatchTiming, RunResult
from ..extract_output import ExtractOutput
from .runner import RunService, inputs_for
from .work import WorkItem

MAX_POINTS = 10_000
_DIM = re.compile(
    r"^(?P<name>[^=:\s]+)(?:=(?P<start>\d+)\.\.(?P<stop>\d+))?(?::(?P<op>[x+])(?P<step>\d+(?:\.\d+)?))?$", re.ASCII
)

SweepProgress = Callable[[int, int, str], None]  # (done, total, what)


@dataclass(frozen=True)
class DimSweep:
    """The sizes one `--dim` sweeps a dim over."""

    name: str
    values: tuple[int, ...]


def parse_dim(text: str, dim_names: Sequence[str], assumed: Optional[dict[str, Optional[DimRange]]] = None) -> DimSweep:
    """`input0.dim0=16..512:x2` -> 16, 32, ..., 512 (STOP is included when reached; default :x2).

    Without `=START..STOP` the range is the one the model asserts for that dim
    (`util.assume.int`, shapes.json `input_dims[].assume`), e.g. `input0.dim1:x2`;
    its start is rounded up to a multiple of the asserted divisor (`udiv`).
    With a divisor, every value stays a multiple of it: `:+STEP` must be one,
    and `:xFACTOR` rounds each value down to one.
    """
    match = _DIM.match(text.strip())
    if match is None:
        raise DynbenchError(f"{option('dim', 'dims')} '{text}' is not NAME[=START..STOP][:xFACTOR|:+STEP] (e.g. input0.dim0=16..512:x2)")
    name = match.group("name")
    if name not in dim_names:
        raise DynbenchError(
            f"{option('dim', 'dims')} '{text}': no dynamic input dim or symbol '{name}' "
            f"(names: {', '.join(dim_names) or 'none'})"
        )
    bounds = (assumed or {}).get(name) or DimRange()
    divisor = bounds.udiv or 1
    if match.group("start") is None:
        if bounds.umax is None:
            raise DynbenchError(f"{option('dim', 'dims')} '{text}': the model asserts no range for {name}; give START..STOP")
        start, stop = bounds.smallest_positive(), bounds.umax
        if start > stop:
            raise DynbenchError(
                f"{option('dim', 'dims')} '{text}': no multiple of {divisor} lies in the range the model asserts for {name} "
                f"({bounds.bounds_text()})"
            )
    else:
        start, stop = _bounded(match.group("start"), "START", text), _bounded(match.group("stop"), "STOP", text)
    op, step = match.group("op") or "x", float(match.group("step") or 2)
    if start < 1 or stop < start:
        raise DynbenchError(f"{option('dim', 'dims')} '{text}': need 1 <= START <= STOP")
    if not math.isfinite(step) or step > MAX_DIM:
        raise DynbenchError(f"{option('dim', 'dims')} '{text}': {'FACTOR' if op == 'x' else 'STEP'} must be at most {MAX_DIM}")
    if op == "x" and step <= 1:
        raise DynbenchError(f"{option('dim', 'dims')} '{text}': FACTOR must be greater than 1")
    if op == "+" and (step < 1 or step != int(step)):
        raise DynbenchError(f"{option('dim', 'dims')} '{text}': STEP must be a positive integer")
    if start % divisor:
        raise DynbenchError(f"{option('dim', 'dims')} '{text}': START must be a multiple of {divisor}, which the model assumes {name} is")
    if op == "+" and step % divisor:
        raise DynbenchError(f"{option('dim', 'dims')} '{text}': STEP must be a multiple of {divisor}, which the model assumes {name} is")
    values: list[int] = []
    value: float = start
    while value <= stop:
        size = int(value) // divisor * divisor if op == "x" else int(value)
        if not values or size > values[-1]:
            values.append(size)
        if len(values) > MAX_POINTS:
            raise DynbenchError(f"{option('dim', 'dims')} '{text}' gives more than {MAX_POINTS} sizes")
        if op == "+":
            value += int(step)
            continue
        # Skip the products that would repeat the last size in one step (a FACTOR
        # close to 1 takes many): the first k with value * step**k >= last + divisor.
        value *= step
        if int(value) // divisor * divisor <= values[-1] and value <= stop:
            k = math.ceil(math.log((values[-1] + divisor) / value) / math.log(step))
            value *= step ** max(k, 0)
    return DimSweep(name, tuple(values))


def _bounded(digits: str, what: str, text: str) -> int:
    """START or STOP: at most MAX_DIM (a dim is an int64); digits counted before `int()`."""
    if len(digits.lstrip("0")) > len(str(MAX_DIM)) or int(digits) > MAX_DIM:
        raise DynbenchError(f"{option('dim', 'dims')} '{text[:60]}': {what} must be at most {MAX_DIM} (a dim is an int64)")
    return int(digits)


def sweep_points(
    opened: ExtractOutput, dims: Sequence[str] = (), input_sets: Sequence[str] = ()
) -> list[list[int]]:
    """Dynamic-dim vectors to run: the product of the `--dim` ranges, the dims they leave held
    at extract's sizes or, with `--inputs`, at each set's (`held_note` says which); without
    `--dim`, the `--inputs` sets themselves.

    An `--inputs` set is one comma-separated list of shapes (`10x64xf32,7x9xf32,64x32xf32`).
    """
    manifest = opened.manifest
    if not dims and not input_sets:
        raise DynbenchError(f"give the sizes to sweep: {option('dim', 'dims')} NAME=START..STOP[:xFACTOR|:+STEP] or {option('inputs', 'input_sets')} SET")
    assumed = {d.name: d.assume for d in manifest.input_dims}
    assumed.update((y.name, assumed[y.dims[0]]) for y in manifest.symbols)  # tied dims share their range
    names = list(dict.fromkeys([*opened.dim_names, *(y.name for y in manifest.symbols)]))
    ranges = [parse_dim(d, names, assumed) for d in dims]
    moved = [manifest.tied(r.name) for r in ranges]
    seen = [i for indices in moved for i in indices]
    if len(set(seen)) != len(seen):
        raise DynbenchError(
            f"{option('dim', 'dims')} sets a dim twice ({', '.join(r.name for r in ranges)}: "
            "dims of one symbol move together)"
        )
    sets = _input_set_dims(opened, input_sets)
    if ranges:
        bases = sets or [opened.dims()]
        count = math.prod(len(r.values) for r in ranges) * len(bases)
    else:
        bases, count = [], len(sets)
    if count > MAX_POINTS:
        raise DynbenchError(f"the sweep has {count} sizes; at most {MAX_POINTS}")
    points: list[list[int]] = [] if ranges else sets
    for base in bases:
        for combo in itertools.product(*(r.values for r in ranges)):
            point = list(base)
            for indices, value in zip(moved, combo):
                for i in indices:
                    point[i] = value
            points.append(point)
    for point in points:  # before timing anything: ranges the model asserts, sizes that overflow
        check_assumed(opened.manifest, point)
        opened.queries.query(point)
    return points


def _input_set_dims(opened: ExtractOutput, input_sets: Sequence[str]) -> list[list[int]]:
    sets = []
    for k, text in enumerate(input_sets):
        shapes = [s for s in text.split(",") if s.strip()]
        if not shapes and opened.manifest.inputs:
            raise DynbenchError(f"{option('inputs', 'input_sets')} set #{k + 1} is empty: give one shape per input, comma-separated")
        try:
            sets.append(opened.dims(shapes))
        except DynbenchError as e:
            hint = ""
            if len(shapes) == 1 and len(opened.manifest.inputs) > 1:  # run's form, one shape an --inputs
                hint = f" (a set is all {len(opened.manifest.inputs)} shapes in one {option('inputs', 'input_sets')}, comma-separated)"
            raise DynbenchError(f"{option('inputs', 'input_sets')} set #{k + 1} '{text}': {e.raw}{hint}") from None
    return sets


def held_note(opened: ExtractOutput, dims: Sequence[str], input_sets: Sequence[str]) -> Optional[str]:
    """What the `--dim` ranges leave fixed, and at what: each other symbol's value at extract's
    sizes, or at the `--inputs` set's (several sets: each is a base the ranges are swept from).
    A sweep of the cache length over a decode holds the batch: at which one is part of the result."""
    if not dims:
        return None
    manifest = opened.manifest
    names = [_DIM.match(text.strip())["name"] for text in dims]
    swept = {i for name in names for i in manifest.tied(name)}
    held: dict[str, int] = {}
    bases = _input_set_dims(opened, input_sets) or [opened.dims()]
    for i, d in enumerate(manifest.input_dims):
        if i not in swept:
            held.setdefault(d.symbol or d.name, i)
    if not held:
        return f"note: sweeping {', '.join(names)}; no other dim to hold"
    given = option("inputs", "input_sets")
    where = ("extract's sizes" if not input_sets else f"the {given} set" if len(bases) == 1
             else f"each of the {len(bases)} {given} sets")
    values = ", ".join(f"{label} = {'/'.join(str(b[i]) for b in bases)}" for label, i in held.items())
    return f"note: sweeping {', '.join(names)}; the other dims held at {where}: {values}"


def tied_note(opened: ExtractOutput, dims: Sequence[str]) -> Optional[str]:
    """The dims each `--dim` range moves with the one it names, and why (the symbol's source:
    the export's record, the host code's assert, a kernel taking them as one, `--tie`); None when
    each names one dim."""
    manifest = opened.manifest
    sources = {y.name: y.source for y in manifest.symbols}
    parts = []
    for text in dims:
        name = _DIM.match(text.strip())["name"]
        tied = [manifest.input_dims[i] for i in manifest.tied(name)]
        others = [d.name for d in tied if d.name != name]
        if len(tied) > 1:
            why = sources.get(tied[0].symbol) or "one symbol"
            parts.append(f"{name} moves {', '.join(others)} with it ({why}: the model takes them as one size)")
    return f"note: {'; '.join(parts)}" if parts else None


@dataclass(frozen=True)
class SweepResult:
    dim_names: tuple[str, ...]
    runs: tuple[RunResult, ...]
    model: str = ""  # shapes.json `model`: the model the dispatches came from
    warnings: tuple[str, ...] = ()  # e.g. a swept dim that moves no problem size (`unmoved_warning`)
    dim_symbols: tuple[str, ...] = ()  # the symbol of each of `dim_names` (tied dims share one)
    workers: tuple[WorkerRecord, ...] = ()  # a fleet's workers and their calibration (empty: timed here)
    events: tuple[str, ...] = ()  # a worker that died or timed out, an item requeued
    notes: tuple[str, ...] = ()  # what the sweep held fixed, and at what (`held_note`)

    def label(self, name: str) -> str:
        """How a dim reads in tables and plots: its symbol (what `--dim` names; a dim tied
        to none and named by no frontend is its own symbol)."""
        symbols = self.dim_symbols or self.dim_names
        return symbols[self.dim_names.index(name)]

    @property
    def varying(self) -> list[str]:
        """Dims that take more than one value over the sweep."""
        return [n for i, n in enumerate(self.dim_names) if len({r.dims[i] for r in self.runs}) > 1]


def sweep(
    opened: ExtractOutput,
    points: Sequence[Sequence[int]],
    dispatches: Sequence[str] = (),
    options: TimingOptions = TimingOptions(),
    progress: SweepProgress = lambda done, total, what: None,
    filter: Optional[str] = None,
    warnings: Sequence[str] = (),
    notes: Sequence[str] = (),
    *,
    timer: Optional[InProcess | Fleet] = None,
    checkpoint: Optional[Checkpoint] = None,
    resume: bool = False,
) -> SweepResult:
    """Time the dispatches `dispatches` and `filter` select (`ExtractOutput.select_dispatches`) at every
    point (dynamic-dim vector); `warnings` and `notes` go into the result. `timer`: who times the points
    (default: this process; a `fleet.Fleet` spreads them over its workers, the largest
    first); `checkpoint` records each timed point, and with `resume` the points it holds
    are read back instead of timed again."""
    selected = opened.select_dispatches(dispatches, filter)
    items = [
        WorkItem(point_key(point), tuple(point), tuple(dispatches), filter, cost, " ".join(inputs_for(opened.manifest, point)))
        for point, cost in zip(points, _costs(opened, points, selected))
    ]
    unique = list({item.key: item for item in items}.values())
    results, report = time_items(
        timer or InProcess(RunService(opened)), unique, options, progress, directory=opened.directory,
        query=opened.queries.query, checkpoint=checkpoint, resume=resume,
    )
    runs = tuple(results.get(item.key) or _failed(opened, item, selected, options, report.failed.get(item.key, "not timed"))
                 for item in items)
    symbols = tuple(d.symbol for d in opened.manifest.input_dims)
    workers = timer.workers if timer is not None else ()
    return SweepResult(opened.dim_names, runs, opened.manifest.model, tuple(warnings), symbols, workers, tuple(report.events),
                       tuple(notes))


def sweep_on_fleet(
    opened: ExtractOutput,
    service: RunService,
    dims: Sequence[str] = (),
    input_sets: Sequence[str] = (),
    dispatches: Sequence[str] = (),
    options: TimingOptions = TimingOptions(0.1, 3),
    progress: SweepProgress = lambda done, total, what: None,
    *,
    filter: Optional[str] = None,
    fleet: FleetOptions = FleetOptions(),
    checkpoint: Optional[Path] = None,
    resume: bool = False,
    keep_checkpoint: bool = False,
) -> SweepResult:
    """`sweep` as the command runs it: the `--dim` ranges and `--inputs` sets made points and
    checked, with their warnings and notes, then timed by `fleet` (or in this process, on
    `service`), each timed point kept in the `checkpoint` file, which goes once the sweep is
    done unless `keep_checkpoint`."""
    with closing(open_timer(planner(service, fleet), fleet)) as timer:  # workers load while the points are planned and checked
        points = sweep_points(opened, dims, input_sets)
        chosen = opened.select_dispatches(dispatches, filter)
        some = [index for index, _ in chosen] if (dispatches or filter) else None
        warning = unmoved_warning(opened, dims, points, some) if not input_sets else None
        held = held_note(opened, dims, input_sets)
        tied = tied_note(opened, dims)
        store = open_checkpoint(checkpoint, "sweep", opened.manifest, options, {
            "points": [list(p) for p in points], "dispatches": list(dispatches), "filter": filter, "fleet": fleet.identity,
        }, resume)
        result = sweep(
            opened, points, dispatches, options, progress, filter=filter, warnings=[warning] if warning else [],
            notes=[note for note in (tied, held) if note], timer=timer, checkpoint=store, resume=resume,
        )
    if store is not None and not keep_checkpoint:
        store.finish()
    return result


def point_key(point: Sequence[int]) -> str:
    return "x".join(str(int(d)) for d in point) or "-"


def _costs(opened: ExtractOutput, points: Sequence[Sequence[int]], selected) -> list[float]:
    """Each point's estimated work, for largest-first: its dispatches' FLOPs (bytes where none),
    from one query of all the points (`sweep_points` has checked each)."""
    from ..problem_size import problem_size

    if not points:
        return []
    table = opened.queries.query_many([list(p) for p in points])
    costs = []
    for k in range(len(points)):
        sizes = [problem_size(table.dispatches[index].params(k)) for index, _ in selected]
        costs.append(float(sum(size.flops or size.bytes for size in sizes)))
    return costs


def _failed(opened: ExtractOutput, item: WorkItem, selected, options: TimingOptions, why: str) -> RunResult:
    """A point no worker could time: every row fails, saying why."""
    from ..problem_size import problem_size

    params = opened.queries.query(item.dims)
    rows = tuple(DispatchTiming(index, info.name, info.export, params[index], problem_size(params[index]), error=why)
                 for index, info in selected)
    return RunResult(opened.directory, opened.device, opened.manifest.function, tuple(inputs_for(opened.manifest, item.dims)),
                     tuple(item.dims), options, rows, opened.dim_names)


def unmoved_warning(opened: ExtractOutput, dims: Sequence[str], points: Sequence[Sequence[int]],
                    selected: Optional[Sequence[int]] = None) -> Optional[str]:
    """One line when the `--dim` ranges `dims` move no problem size of the dispatches at
    `selected` (indices; None: every dispatch) from the first point to the last (where every
    range is at its other end), naming the dims that would: a tied dim the kernels do not read
    (the model reads its symbol from another input) with no symbol to say so, or a dim only a
    binding's length reads."""
    if not dims or len(points) < 2:
        return None
    manifest = opened.manifest
    base = _problems(opened, points[0], selected)
    if base != _problems(opened, points[-1], selected):
        return None
    names = [_DIM.match(text.strip())["name"] for text in dims]
    swept = {manifest.input_dims[i].symbol for name in names for i in manifest.tied(name)}
    movers = [
        y for y in manifest.symbols
        if y.name not in swept and _moves(opened, points[0], base, manifest.tied(y.name), selected)
    ]
    named = ", ".join(" ".join(dict.fromkeys([y.name, *y.dims])) if len(y.dims) > 1 else y.name for y in movers)
    whose = "dispatch's" if selected is None else "selected dispatch's"
    return (
        f"warning: sweeping {', '.join(names)} changes no {whose} "
        f"problem size; {'these dims do: ' + named if named else 'no other dim does either'}"
    )


def _problems(opened: ExtractOutput, point: Sequence[int], selected: Optional[Sequence[int]] = None) -> list[str]:
    from ..problem_size import problem_size

    params = opened.queries.query(point)
    return [problem_size(params[k]).text for k in (range(len(params)) if selected is None else selected)]


def _moves(opened: ExtractOutput, point: Sequence[int], base: list[str], indices: Sequence[int],
           selected: Optional[Sequence[int]] = None) -> bool:
    """Whether another size of the dims at `indices` (all of one symbol) moves a problem size
    from `base` (the problems at `point`)."""
    for value in (point[indices[0]] * 2, point[indices[0]] + 1, point[indices[0]] - 1):
        other = list(point)
        for i in indices:
            other[i] = value
        try:
            check_assumed(opened.manifest, other)
            if _problems(opened, other, selected) != base:
                return True
        except DynbenchError:
            continue
    return False
