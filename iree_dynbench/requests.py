"""What a command asked for, checked before any work: option combinations that cannot go
together, and the files a command will write. The CLI calls these first, so a mistake is one
line before anything is timed or written; the messages name options with `errors.option`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from . import outputs
from .errors import DynbenchError, option
from .layout import plan_checkpoint
from .typed_fields import check_kind

STDOUT = "-"  # `--json -`: standard output


def to_stdout(json_file: Optional[Path]) -> bool:
    """`--json -`: the JSON goes to standard output (and what else a command says, to stderr)."""
    return json_file is not None and str(json_file) == STDOUT


def json_file(path: Optional[Path], directory: Optional[Path] = None, reads: Sequence[Optional[Path]] = ()) -> Optional[Path]:
    """`--json FILE`, checked: the file to write, or None (no `--json`, or `-`). It may not be a
    file the command reads, nor inside the extract `directory` (`outputs.check_not_an_input`)."""
    if path is None or to_stdout(path):
        return None
    outputs.check_file(path)
    outputs.check_not_an_input(path, directory, reads)
    return path


@dataclass(frozen=True)
class PlanFiles:
    """The files `plan` writes: its JSON (None: none, or standard output), its plot, and the
    checkpoint of its timed items beside the JSON (`--resume` reads it)."""

    json: Optional[Path]
    plot: Optional[Path]
    checkpoint: Optional[Path]

    def done(self) -> None:
        """The plan is written: nothing is left to resume."""
        if self.checkpoint is not None:
            self.checkpoint.unlink(missing_ok=True)


def plan_files(json_path: Optional[Path], plot: Optional[Path], directory: Path, sizes: Optional[Path], resume: bool) -> PlanFiles:
    """`plan`'s files, checked before timing (`json_path`: `json_file`'s answer), and what its
    plot needs."""
    if plot is not None:
        check_plot(f"{option('plot')} {plot}", f"drop {option('plot')}")
        outputs.check_file(plot)
        outputs.check_not_an_input(plot, directory, [sizes, json_path])
    stream = json_path is not None and outputs.written_in_place(json_path)  # /dev/fd/1: nothing beside it
    if resume and (json_path is None or stream):
        raise DynbenchError(
            f"{option('resume')} continues from the checkpoint beside {option('json', 'checkpoint')} FILE; "
            f"give the {option('json', 'checkpoint')} FILE of the interrupted plan (a file, not a stream)"
        )
    return PlanFiles(json_path, plot, plan_checkpoint(json_path) if json_path is not None and not stream else None)


def check_plot(what: str, instead: str) -> None:
    """A plot asked for (`what`: sweep's default sweep.png, `plan --plot`) needs matplotlib:
    imported now, before the work, so that a machine without it is one line at once, not
    after the timing (`instead`: how to do without the plot)."""
    try:
        import matplotlib  # noqa: F401  (a dependency; a broken or removed install is what this catches)
    except ImportError as e:
        raise DynbenchError(f"{what} needs matplotlib, which cannot be imported ({e}): "
                            f"pip install matplotlib, or {instead}") from None


def one_device(devices: Sequence[str], cpus: Sequence[str], ray: Optional[str]) -> Optional[str]:
    """The device one size set is timed on (None: the one extract recorded). Workers time many
    size sets: `--cpus`, `--ray`, a pattern or more than one device need a size log."""
    if cpus or ray is not None or len(devices) > 1 or any("*" in d for d in devices):
        raise DynbenchError(
            f"{option('cpus')}, {option('ray')} and more than one {option('device')} spread many size sets over "
            f"workers: give them with {option('sizes')} FILE (or use sweep or plan)"
        )
    return devices[0] if devices else None


def check_size_log_run(inputs: Sequence[str], flavour: str) -> None:
    """`run --sizes FILE` times the log's size sets, each dynamic only."""
    if inputs:
        raise DynbenchError(f"{option('sizes')} and {option('inputs')} both give sizes; give one")
    if flavour != "dynamic":
        raise DynbenchError(f"{option('flavour')} static times one size set; drop {option('sizes')}")


def check_run_table(sizes: Optional[Path], by_export: bool, sort: str, top: Optional[int], flavour: str) -> None:
    """`run`'s table options, where they shape something: `--by`, `--sort` and `--top` shape the
    table of one size set (with `--sizes` it sums each kernel over the log's sets); `--by export`
    sums the dynamic kernels, heaviest first (no static column, no other order)."""
    if sizes is not None and (by_export or sort != "index" or top is not None):
        raise DynbenchError(f"{option('by')}, {option('sort')} and {option('top')} shape the table of one size set; with "
                            f"{option('sizes')} it sums each kernel over the log's sets: drop them")
    if by_export and flavour != "dynamic":
        raise DynbenchError(f"{option('by')} export sums the dynamic kernels per export; {option('flavour')} "
                            f"{flavour}'s columns are per call site: drop {option('by')} export")
    if by_export and sort != "index":
        raise DynbenchError(f"{option('by')} export lists the exports heaviest first; {option('sort')} orders call "
                            f"sites ({option('by')} dispatch): drop it")


def check_cover_top(cover: Optional[float], top: Optional[int]) -> None:
    """`--cover` or `--top` (not both) choose the heaviest problems; `--top` counts at least one."""
    if cover is not None and top is not None:
        raise DynbenchError(f"{option('cover')} and {option('top')} are two ways to choose: give one")
    if top is not None:
        check_kind("top", top, "int")
        if top < 1:
            raise DynbenchError(f"{option('top')} must be at least 1, got {top}")


def check_export_choice(plan: Optional[Path], cover: Optional[float], top: Optional[int], chose_sizes_or_dispatches: bool) -> None:
    """`export`: `--plan` chooses the problems, sizes and flavours; `--cover` or `--top` (not
    both) choose from it."""
    if plan is None and (cover is not None or top is not None):
        raise DynbenchError(f"{option('cover')} and {option('top')} choose from a plan: give {option('plan')} PLAN.json")
    check_cover_top(cover, top)
    if plan is not None and chose_sizes_or_dispatches:
        raise DynbenchError(
            f"{option('plan')} chooses the problems, sizes and flavours; drop "
            f"{option('inputs')}/{option('set', 'size_sets')}/{option('sizes')}/{option('dispatch', 'dispatches')}/"
            f"{option('filter')}/{option('flavour')}"
        )



def check_tune_choice(cover: Optional[float], top: Optional[int]) -> None:
    """`tune`: one way to choose the problems (OUT is checked where tune writes it: `tune.session`)."""
    check_cover_top(cover, top)
