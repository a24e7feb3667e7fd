"""Every path dynbench writes, in one table, and how its files say they are dynbench's.

    DIR (`extract -o`)                                    ExtractDir
      shapes.json                                         the manifest (manifest.py)
      benchmarks.mlir, benchmarks.vmfb                    every benchmark + __set_input_dims + __set_buffer_copies
                                                          (for the target's device: run, sweep, compare)
      query.mlir, query.vmfb                              __query_shapes, host-only (local-sync, any machine)
      dispatches/<name>_benchmark.mlir                    one standalone benchmark per dispatch
      model.configured.mlir                               the model at executable-configurations
      static/<sizes-tag>/<name>_static_benchmark.mlir     `run --flavour static` cache (tune/static_kernels.py)
      static/<sizes-tag>/<name>_static_benchmark.vmfb

    OUTDIR (`export -o`)                                  ExportDir
      index.json                                          what was written (tune/export.py)
      <sizes-tag>/<dispatch>_<flavour>_benchmark.mlir     one tuner file per dispatch, size set and flavour

    sweep -o                                              SweepDir
      sweep.csv, sweep.json, sweep.png

`<sizes-tag>` names one size set: `sizes_` and the dynamic input dims
(shapes.json `input_dims` order) joined by `_` (`sizes_42`, `sizes_7_5_9`;
`sizes_static` for a model without dynamic dims).

Every JSON file dynbench writes carries `generator` (and a `kind` where one
directory could hold several), which is how `outputs.py` tells a previous
output, safe to replace, from a person's files. This module imports nothing
from the package: everything else may import it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Sequence

GENERATOR = "iree-dynbench"  # `generator` of every JSON file dynbench writes
SCHEMA_VERSION = 1  # of the shape list and index.json (each gets its own when one changes)
MANIFEST_SCHEMA_VERSION = 2  # of shapes.json (2: query.vmfb beside it, target chip and device recorded)
QUERY_DEVICE = "local-sync"  # where query.vmfb runs: it holds no executables
SHAPE_LIST_KIND = "shape-list"  # `kind` of `shapes --json`
EXPORT_KIND = "tuner-export"  # `kind` of OUTDIR/index.json

FLAVOURS = ("dynamic", "static")  # of a dispatch's kernel: as the model runs it, or specialized to the sizes

_SIZES_PREFIX = "sizes_"
_BENCHMARK_SUFFIX = "_benchmark.mlir"


def sizes_tag(dims: Sequence[int]) -> str:
    """The directory name of one size set: `sizes_42`, `sizes_7_5_9`, `sizes_static`."""
    return _SIZES_PREFIX + ("_".join(str(d) for d in dims) if dims else "static")


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

    def static_dir(self, dims: Sequence[int]) -> Path:
        return self.root / self.STATIC / sizes_tag(dims)

    def static_mlir(self, name: str, dims: Sequence[int]) -> Path:
        return self.static_dir(dims) / tuner_file_name(name, "static")

    def static_vmfb(self, name: str, dims: Sequence[int]) -> Path:
        return self.static_mlir(name, dims).with_suffix(".vmfb")


@dataclass(frozen=True)
class ExportDir:
    """OUTDIR, written by `export` as a whole."""

    root: Path

    INDEX: ClassVar[str] = "index.json"

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
        return entry == cls.INDEX or entry.startswith(_SIZES_PREFIX)


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
