"""`sweep`: one compiled benchmarks.vmfb timed over many input sizes.

Sizes come from `--dim NAME[=START..STOP][:xFACTOR|:+STEP]` ranges over the
dynamic input dims named in shapes.json (`input0.dim0`; several `--dim`s
form their cartesian product, unswept dims keep their extract sizes) or from
explicit `--inputs` sets. Each size is only a `__set_input_dims` call.
The library returns a `SweepResult`; `render.sweep` writes its files.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from .. import outputs
from ..errors import DynbenchError, option
from ..size_checks import check_assumed
from ..layout import SweepDir
from ..manifest import DimRange
from ..sizes import MAX_DIM
from .options import TimingOptions
from .results import RunResult
from .runner import Runner, inputs_for

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
        raise DynbenchError(f"{option('dim', 'dims')} '{text}': no dynamic input dim '{name}' (dims: {', '.join(dim_names) or 'none'})")
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
    runner: Runner, dims: Sequence[str] = (), input_sets: Sequence[str] = ()
) -> list[list[int]]:
    """Dynamic-dim vectors to run: the product of the `--dim` ranges, then the `--inputs` sets.

    An `--inputs` set is one comma-separated list of shapes (`10x64xf32,7x9xf32,64x32xf32`).
    """
    names = list(runner.dim_names)
    if not dims and not input_sets:
        raise DynbenchError(f"give the sizes to sweep: {option('dim', 'dims')} NAME=START..STOP[:xFACTOR|:+STEP] or {option('inputs', 'input_sets')} SET")
    assumed = {d.name: d.assume for d in runner.manifest.input_dims}
    ranges = [parse_dim(d, names, assumed) for d in dims]
    seen = [r.name for r in ranges]
    if len(set(seen)) != len(seen):
        raise DynbenchError(f"{option('dim', 'dims')} names a dim twice ({', '.join(seen)})")
    count = (math.prod(len(r.values) for r in ranges) if ranges else 0) + len(input_sets)
    if count > MAX_POINTS:
        raise DynbenchError(f"the sweep has {count} sizes; at most {MAX_POINTS}")
    points: list[list[int]] = []
    if ranges:
        base = runner.dims()
        for combo in itertools.product(*(r.values for r in ranges)):
            point = list(base)
            for r, value in zip(ranges, combo):
                point[names.index(r.name)] = value
            points.append(point)
    for k, text in enumerate(input_sets):
        shapes = [s for s in text.split(",") if s.strip()]
        try:
            points.append(runner.dims(shapes))
        except DynbenchError as e:
            raise DynbenchError(f"{option('inputs', 'input_sets')} set #{k + 1} '{text}': {e.raw}") from None
    for point in points:  # before timing anything: ranges the model asserts, sizes that overflow
        check_assumed(runner.manifest, point)
        runner.module.query(point)
    return points


@dataclass(frozen=True)
class SweepResult:
    dim_names: tuple[str, ...]
    runs: tuple[RunResult, ...]
    model: str = ""  # shapes.json `model`: the model the dispatches came from

    @property
    def varying(self) -> list[str]:
        """Dims that take more than one value over the sweep."""
        return [n for i, n in enumerate(self.dim_names) if len({r.dims[i] for r in self.runs}) > 1]


def sweep(
    runner: Runner,
    points: Sequence[Sequence[int]],
    dispatches: Sequence[str] = (),
    options: TimingOptions = TimingOptions(),
    progress: SweepProgress = lambda done, total, what: None,
    filter: Optional[str] = None,
) -> SweepResult:
    """Time the dispatches `dispatches` and `filter` select (`Runner.select_dispatches`) at every
    point (dynamic-dim vector)."""
    per_point = len(runner.select_dispatches(dispatches, filter))
    total = per_point * len(points)
    runs = []
    for k, point in enumerate(points):
        label = " ".join(inputs_for(runner.manifest, point))

        def step(done: int, _total: int, name: str, offset: int = k * per_point) -> None:
            progress(offset + done, total, f"{label} {name}".strip())

        runs.append(runner.run(dispatches=dispatches, options=options, progress=step, dims=point, filter=filter))
    return SweepResult(runner.dim_names, tuple(runs), runner.manifest.model)


def check_output(output: Path) -> None:
    """Before timing: `output` can be the directory of sweep.csv, sweep.json, sweep.png (none
    of them a directory or a symbolic link; not an extract or export output, whose next
    extract or export would then refuse files it did not write)."""
    if outputs.is_extract_output(Path(output)) or outputs.is_export_output(Path(output)):
        raise DynbenchError(f"{output} is a dynbench extract or export output; give sweep its own -o directory")
    outputs.check_dir(output)
    folder = SweepDir(Path(output))
    present = [path for path in (folder.csv, folder.json, folder.png) if path.exists() or path.is_symlink()]
    for path in present:
        outputs.check_file(path)
    if present and not outputs.is_sweep_output(folder.json):  # a person's files of these names
        raise DynbenchError(
            f"{present[0]} is not from a dynbench sweep ({folder.json.name} does not say so); "
            "give sweep another -o directory, or remove it"
        )
