"""`ab`: two extracts of one model (another compiler, flags, tuning spec or version) compared
dispatch by dispatch, timed in pairs in one invocation (`paired`).

The builds are matched by call-site name at one set of sizes. What `diff` refuses between two
results files it refuses here between two extracts, before anything is timed: a different
model (entry, input dims), different sizes, and builds for another device or target
(`allow_mismatch` compares them anyway, saying so).
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional, Sequence

from ..benchmarks import QueryModule
from ..errors import DynbenchError, option
from ..manifest import Manifest, open_output
from ..selection import select
from ..size_checks import dims_or_default
from .devices import parse_cpu_list
from .diff import DEFAULT_ALPHA, DEFAULT_THRESHOLD, BenchmarkFile, Diff, check_threshold
from .paired import DUET_METHOD, PAIRED_METHOD, PairOptions, Progress, paired_diff, time_pairs
from .paired_worker import Side
from .runner import check_cpu

AB_KIND = "dynbench ab"


def ab(
    base_dir: Path, new_dir: Path, inputs: Sequence[str] = (), dispatches: Sequence[str] = (),
    filter: Optional[str] = None, options: PairOptions = PairOptions(), *, threshold: float = DEFAULT_THRESHOLD,
    alpha: float = DEFAULT_ALPHA, allow_mismatch: bool = False, device: Optional[str] = None,
    duet_cpus: Sequence[str] = (), progress: Progress = lambda done, total, name: None,
) -> Diff:
    """NEW against BASE, each selected dispatch timed in pairs at `inputs` (default: the sizes
    both were extracted at). `duet_cpus`: two core sets, BASE's and NEW's, timed at once."""
    check_threshold(threshold, alpha)
    base_layout, base = open_output(Path(base_dir))
    new_layout, new = open_output(Path(new_dir))
    _same_model(base, new, base_dir, new_dir)
    dims = _same_sizes(base, new, inputs)
    mismatches = _mismatches(base, new, device)
    if mismatches and not allow_mismatch:
        raise DynbenchError(
            f"BASE and NEW differ in {'; '.join(mismatches)}: the comparison would measure that, not the change; "
            f"extract both alike, or compare anyway with {option('allow-mismatch')}"
        )
    cpus = [parse_cpu_list(c) for c in duet_cpus]
    if cpus and (len(cpus) != 2 or set(cpus[0]) & set(cpus[1])):
        raise DynbenchError(f"{option('duet')} needs two disjoint {option('cpus')} sets: BASE's, then NEW's")
    chosen = [info.name for _, info in select(base, dispatches, filter)]
    new_names = {d.name for d in new.dispatches}
    paired = [name for name in chosen if name in new_names]
    if not paired:
        raise DynbenchError(f"{base_dir} and {new_dir} have no selected dispatch in common (call sites are matched by name)")
    only_new = [info.name for _, info in select(new, dispatches, filter) if info.name not in set(chosen)]
    base_device, new_device = device or base.device, device or new.device
    for manifest, where, dev in ((base, base_dir, base_device), (new, new_dir, new_device)):
        check_cpu(manifest, dev, Path(where))
    for manifest, layout in ((base, base_layout), (new, new_layout)):
        QueryModule(layout.query_vmfb, manifest).query(dims)  # sizes each build refuses: refused now
    samples = time_pairs(
        Side(base_layout.benchmarks_vmfb, base.to_json(), base_device),
        Side(new_layout.benchmarks_vmfb, new.to_json(), new_device),
        paired, dims, options, progress, cpus=cpus,
    )
    method = DUET_METHOD if cpus else PAIRED_METHOD
    sizes = {d.name: v for d, v in zip(base.input_dims, dims)}
    files = [
        BenchmarkFile(Path(where), AB_KIND, sizes, dev, "warm", (), method=method, target=_target(m))
        for where, m, dev in ((base_dir, base, base_device), (new_dir, new, new_device))
    ]
    notes = []
    lost = [name for name in chosen if name not in new_names]
    if lost:
        notes.append(f"{len(lost)} dispatch(es) of BASE are not in NEW (not judged; call sites are matched by name): "
                     f"{', '.join(lost[:3])}{' ...' if len(lost) > 3 else ''}")
    return paired_diff(samples, files[0], files[1], threshold=threshold, alpha=alpha, only_base=lost,
                       only_new=only_new, notes=notes, mismatches=mismatches)


def _target(m: Manifest) -> str:
    return " ".join(p for p in (m.target, m.target_chip) if p)


def _same_model(base: Manifest, new: Manifest, base_dir: Path, new_dir: Path) -> None:
    """Two extracts of one model: the same entry and the same dynamic input dims."""
    base_dims, new_dims = [d.name for d in base.input_dims], [d.name for d in new.input_dims]
    if base.function != new.function or base_dims != new_dims or len(base.inputs) != len(new.inputs):
        raise DynbenchError(
            f"{base_dir} and {new_dir} are not extracts of one model (entry @{base.function} with dims "
            f"{', '.join(base_dims) or 'none'} vs @{new.function} with {', '.join(new_dims) or 'none'})"
        )


def _same_sizes(base: Manifest, new: Manifest, inputs: Sequence[str]) -> list[int]:
    base_dims, new_dims = dims_or_default(base, inputs), dims_or_default(new, inputs)
    if base_dims != new_dims:  # no --inputs, and extracted at different sizes
        raise DynbenchError(
            f"BASE and NEW were extracted at different sizes ({' '.join(base.default_inputs)} vs "
            f"{' '.join(new.default_inputs)}): give the sizes to compare at with {option('inputs')}"
        )
    return base_dims


def _mismatches(base: Manifest, new: Manifest, device: Optional[str]) -> list[str]:
    found = []
    for what, a, b in (("device", None if device else base.device, None if device else new.device),
                       ("target", _target(base), _target(new))):
        if a is not None and a != b:
            found.append(f"{what} ({a} vs {b})")
    return found
