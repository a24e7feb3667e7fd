"""Every path dynbench writes, in one table, and how its files say they are dynbench's.

    DIR (`extract -o`)                                    ExtractDir
      shapes.json                                         the manifest (manifest.py)
      benchmarks.mlir, benchmarks.vmfb                    every benchmark + __set_input_dims + __set_buffer_copies
                                                          (for the target's device: run, sweep, compare)
      query.mlir, query.vmfb                              __query_shapes, host-only (no HAL: any machine)
      dispatches/<name>_benchmark.mlir                    one standalone benchmark per dispatch
      model.configured.mlir                               the model at executable-configurations, weights left out
      static/<sizes-tag>/<name>_static_benchmark.mlir     `run --flavour static` cache (tune/static_kernels.py)
      static/<sizes-tag>/<name>_static_benchmark.vmfb     (DIR read-only: user_static_cache instead)

    OUTDIR (`export -o`)                                  ExportDir
      index.json                                          what was written (tune/export.py)
      <sizes-tag>/<dispatch>_<flavour>_benchmark.mlir     one tuner file per dispatch, size set and flavour

    sweep -o                                              SweepDir
      sweep.csv, sweep.json, sweep.png
      checkpoint.jsonl                                    the points timed so far (`--resume`; run/checkpoint.py)

    plan --json FILE                                      plan_checkpoint
      FILE.checkpoint.jsonl                               the items timed so far (`--resume`), beside FILE

`<sizes-tag>` names one size set: `sizes_` and the dynamic input dims
(shapes.json `input_dims` order) joined by `_` (`sizes_42`, `sizes_7_5_9`;
`sizes_static` for a model without dynamic dims).

Every JSON file dynbench writes carries `generator` (and a `kind` where one
directory could hold several), which is how `outputs.py` tells a previous
output, safe to replace, from a person's files. This module imports only
`choices` from the package: everything else may import it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, ClassVar, Sequence

from .choices import Flavour
from .errors import DynbenchError

# Every JSON document dynbench writes carries `generator`; its `kind` says which document it
# is where one directory could hold several, and each versioned one has its own counter
# (bumped when its schema changes, older ones refused by their reader).
GENERATOR = "iree-dynbench"  # `generator` of every JSON file dynbench writes
MANIFEST_SCHEMA_VERSION = 3  # DIR/shapes.json (2: query.vmfb beside it, target chip and device; 3: symbols, host code built as IR)
SHAPE_LIST_KIND, SHAPE_LIST_SCHEMA_VERSION = "shape-list", 1  # `shapes --json` (tune/shape_list.py)
EXPORT_KIND, EXPORT_SCHEMA_VERSION = "tuner-export", 1  # OUTDIR/index.json (tune/export.py)
WORKLIST_KIND = "tuner-worklist"  # OUTDIR/worklist.json of `export --plan` (tune/worklist.py)
PLAN_KIND = "plan"  # `plan --json` (render/plan.py)
TUNE_KIND, TUNE_SCHEMA_VERSION = "tune", 1  # OUT/tune.json of `tune` (tune/tuning.py)
SWEEP_KIND = "sweep"  # a sweep's sweep.json: the folder's sweep files are dynbench's (render/sweep.py)
CHECKPOINT_FORMAT = "dynbench-checkpoint/1"  # first line of a sweep's or plan's checkpoint (run/checkpoint.py)

FLAVOURS = tuple(f.value for f in Flavour)  # of a dispatch's kernel: as the model runs it, or specialized to the sizes


def check_flavours(flavours: Sequence[str]) -> None:
    """Each flavour a flow is asked for is one there is (the API refuses another first, as a
    `ValueError`: `arguments.flavours`)."""
    for flavour in flavours:
        if flavour not in FLAVOURS:
            raise DynbenchError(f"unknown flavour '{flavour}' (flavours: {', '.join(FLAVOURS)})")

_SIZES_PREFIX = "sizes_"
_BENCHMARK_SUFFIX = "_benchmark.mlir"
_SIZES_TAG = re.compile(r"sizes_(static|[0-9]+(_[0-9]+)*)")
_TUNER_FILE = re.compile(_SIZES_TAG.pattern + r"/[^/]+_(dynamic|static)" + re.escape(_BENCHMARK_SUFFIX))


def sizes_tag(dims: Sequence[int]) -> str:
    """The directory name of one size set: `sizes_42`, `sizes_7_5_9`, `sizes_static`."""
    return _SIZES_PREFIX + ("_".join(str(d) for d in dims) if dims else "static")


def _named(file: str, suffix: str) -> str | None:
    """The dispatch a file `<dispatch><suffix>` is named for, or None."""
    return file[: -len(suffix)] if file.endswith(suffix) and len(file) > len(suffix) else None


def _static_dispatch(file: str) -> str | None:
    """The dispatch a static cache file (`<dispatch>_static_benchmark.mlir`, `.vmfb`, `.vmfb.partial`) is for."""
    for ending in (".mlir", ".vmfb", ".vmfb.partial"):
        if file.endswith(ending):
            return _named(file[: -len(ending)] + ".mlir", "_static" + _BENCHMARK_SUFFIX)
    return None


def tuner_file_name(dispatch: str, flavour: str) -> str:
    """`<dispatch>_<flavour>_benchmark.mlir`: a tuner file (OUTDIR) or a cached static kernel (DIR/static)."""
    return f"{dispatch}_{flavour}{_BENCHMARK_SUFFIX}"


@dataclass(frozen=True)
class ExtractDir:
    """DIR, written by `extract` as a whole; `run --flavour static` adds `static/`."""

    root: Path

    MANIFEST: ClassVar[str] = "shapes.json"
    BENCHMARKS_MLIR: ClassVar[str] = "benchmarks.mlir"
    BENCHMARKS_VMFB: ClassVar[str] = "benchmarks.vmfb"
    QUERY_MLIR: ClassVar[str] = "query.mlir"
    QUERY_VMFB: ClassVar[str] = "query.vmfb"
    CONFIGURED_MLIR: ClassVar[str] = "model.configured.mlir"
    DISPATCHES: ClassVar[str] = "dispatches"
    STATIC: ClassVar[str] = "static"
    # Everything dynbench puts in DIR; anything else is a person's and is never deleted.
    ENTRIES: ClassVar[frozenset[str]] = frozenset(
        {MANIFEST, BENCHMARKS_MLIR, BENCHMARKS_VMFB, QUERY_MLIR, QUERY_VMFB, CONFIGURED_MLIR, DISPATCHES, STATIC}
    )

    @classmethod
    def owns(cls, entry: str) -> bool:
        """`entry` (a name in DIR) is one dynbench writes."""
        return entry in cls.ENTRIES

    @classmethod
    def owned_paths(cls, dispatches: Sequence[str]) -> Callable[[str, bool], bool]:
        """Whether a `/`-separated path under DIR is one the extract that recorded the dispatch
        names `dispatches` (its shapes.json) wrote, or its static cache: ownership by record,
        not by the shape of a name (`dispatches/my_experiment_benchmark.mlir` is a person's)."""
        names = set(dispatches)

        def owned(relative: str, is_dir: bool) -> bool:
            parts = relative.split("/")
            if len(parts) == 1:
                return cls.owns(parts[0]) and is_dir == (parts[0] in (cls.DISPATCHES, cls.STATIC))
            if parts[0] == cls.DISPATCHES:
                return len(parts) == 2 and not is_dir and _named(parts[1], _BENCHMARK_SUFFIX) in names
            if parts[0] == cls.STATIC and _SIZES_TAG.fullmatch(parts[1]):
                if len(parts) == 2:
                    return is_dir
                return len(parts) == 3 and not is_dir and _static_dispatch(parts[2]) in names
            return False

        return owned

    @property
    def static_cache(self) -> "StaticCache":
        """`static/`: the static kernels `run --flavour static` built (see `StaticCache`)."""
        return StaticCache(self.root / self.STATIC)

    @property
    def manifest(self) -> Path:
        return self.root / self.MANIFEST

    @property
    def benchmarks_mlir(self) -> Path:
        return self.root / self.BENCHMARKS_MLIR

    @property
    def benchmarks_vmfb(self) -> Path:
        return self.root / self.BENCHMARKS_VMFB

    @property
    def query_mlir(self) -> Path:
        return self.root / self.QUERY_MLIR

    @property
    def query_vmfb(self) -> Path:
        return self.root / self.QUERY_VMFB

    @property
    def configured_mlir(self) -> Path:
        return self.root / self.CONFIGURED_MLIR

    @property
    def dispatch_dir(self) -> Path:
        return self.root / self.DISPATCHES

    def standalone(self, name: str) -> Path:
        return self.root / self.relative_standalone(name)

    @classmethod
    def relative_standalone(cls, name: str) -> str:
        """As shapes.json records it (`dispatches[].file`)."""
        return f"{cls.DISPATCHES}/{name}{_BENCHMARK_SUFFIX}"


@dataclass(frozen=True)
class StaticCache:
    """Where `run --flavour static` caches its static kernels: DIR/static, or, when DIR
    cannot be written (a read-only mount), a folder in the user's cache named for
    the extract output's shapes.json (`user_static_cache`).

      <root>/<sizes-tag>/<name>_static_benchmark.mlir, .vmfb
    """

    root: Path

    def static_dir(self, dims: Sequence[int]) -> Path:
        return self.root / sizes_tag(dims)

    def static_mlir(self, name: str, dims: Sequence[int]) -> Path:
        return self.static_dir(dims) / tuner_file_name(name, "static")

    def static_vmfb(self, name: str, dims: Sequence[int]) -> Path:
        return self.static_mlir(name, dims).with_suffix(".vmfb")


def user_static_cache(key: str) -> StaticCache:
    """The static-kernel cache of a read-only extract output whose shapes.json hashes to
    `key`: `$XDG_CACHE_HOME/iree-dynbench/static/<key>` (default `~/.cache`)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return StaticCache(Path(base) / "iree-dynbench" / "static" / key)


@dataclass(frozen=True)
class TuneDir:
    """OUT, written by `tune` as a whole: the spec and what tune found and measured."""

    root: Path

    SPEC: ClassVar[str] = "tuning_spec.mlir"
    SPECIALIZATION: ClassVar[str] = "specialization.mlir"  # `--ranges`: the exports built one per size range
    REPORT: ClassVar[str] = "tune.json"

    @property
    def spec(self) -> Path:
        return self.root / self.SPEC

    @property
    def specialization(self) -> Path:
        return self.root / self.SPECIALIZATION

    @property
    def report(self) -> Path:
        return self.root / self.REPORT

    @classmethod
    def owned_paths(cls, _: Path) -> Callable[[str, bool], bool]:
        return lambda entry, is_dir: not is_dir and entry in (cls.SPEC, cls.SPECIALIZATION, cls.REPORT)


@dataclass(frozen=True)
class ExportDir:
    """OUTDIR, written by `export` as a whole."""

    root: Path

    INDEX: ClassVar[str] = "index.json"
    WORKLIST: ClassVar[str] = "worklist.json"  # `export --plan`: the files' problems and weights

    @property
    def index(self) -> Path:
        return self.root / self.INDEX

    @staticmethod
    def relative_file(dispatch: str, flavour: str, dims: Sequence[int]) -> str:
        """As index.json records it (`files[].file`)."""
        return f"{sizes_tag(dims)}/{tuner_file_name(dispatch, flavour)}"

    def file(self, relative: str) -> Path:
        return self.root / relative

    @classmethod
    def owns(cls, entry: str) -> bool:
        """`entry` (a name in OUTDIR) is one dynbench writes."""
        return entry in (cls.INDEX, cls.WORKLIST) or entry.startswith(_SIZES_PREFIX)

    @classmethod
    def owned_paths(cls, files: Sequence[str]) -> Callable[[str, bool], bool]:
        """Whether a `/`-separated path under OUTDIR is one the export that recorded `files`
        (its index.json) wrote: those files, their folders and index.json."""
        # Recorded, and named as an export names its files: a hand-edited index.json that
        # lists a person's `notes.txt` or `mydir/a.txt` does not make them dynbench's.
        recorded = {f for f in files if _TUNER_FILE.fullmatch(f)}
        folders = {f.split("/", 1)[0] for f in recorded}

        def owned(relative: str, is_dir: bool) -> bool:
            if is_dir:
                return relative in folders
            return relative in (cls.INDEX, cls.WORKLIST) or relative in recorded

        return owned


@dataclass(frozen=True)
class SweepDir:
    """`sweep -o`: a directory of the user's that sweep writes three files into."""

    root: Path

    @property
    def csv(self) -> Path:
        return self.root / "sweep.csv"

    @property
    def json(self) -> Path:
        return self.root / "sweep.json"

    @property
    def png(self) -> Path:
        return self.root / "sweep.png"

    @property
    def checkpoint(self) -> Path:
        """The points timed so far, while a sweep runs (`run.checkpoint`; `--resume` reads it)."""
        return self.root / "checkpoint.jsonl"


def tune_checkpoint(output: Path) -> Path:
    """The checkpoint of a tune into OUT: a hidden sibling (OUT is replaced as a whole at the end),
    so `--resume` with the same `-o OUT` finds it."""
    return output.with_name(f".{output.name}.tune-checkpoint.jsonl")


def plan_checkpoint(json_file: Path) -> Path:
    """The checkpoint of the plan whose JSON goes to `json_file`: beside it, so `--resume` with
    the same `--json FILE` finds it, and two plans to two files never share one."""
    return json_file.with_name(json_file.name + ".checkpoint.jsonl")
