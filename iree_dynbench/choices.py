"""The choices of the options, one Enum each: the library checks values against them and
the CLI offers them (`--method`, `--cache`, `--flavour`, `--format`), so the two cannot
drift. String Enums: a member equals its value, as the library's string options take it."""

from __future__ import annotations

from enum import Enum


class Method(str, Enum):
    """How `run` times a dispatch: the device's profile, timed calls, or the default for the run."""

    auto = "auto"
    profile = "profile"
    calls = "calls"


class Cache(str, Enum):
    """Whether every repetition reuses the same buffers (warm) or gets its own copy (cold)."""

    warm = "warm"
    cold = "cold"


class Flavour(str, Enum):
    """A dispatch's kernel as the model runs it (dynamic), or specialized to the sizes (static)."""

    dynamic = "dynamic"
    static = "static"


class ExportFlavour(str, Enum):
    """The flavours `export` writes: one of them, or both."""

    dynamic = "dynamic"
    static = "static"
    both = "both"


class Sort(str, Enum):
    """The order of `run`'s table: shapes.json's (the model's), or the slowest first."""

    index = "index"
    time = "time"


class PlanView(str, Enum):
    """What `plan` ranks: distinct problems (what the tuner tunes) or the model's call sites."""

    problem = "problem"
    dispatch = "dispatch"
    export = "export"


class OutputFormat(str, Enum):
    """What a command writes on stdout."""

    table = "table"
    json = "json"
    csv = "csv"


class Verify(str, Enum):
    """Where `tune` times the model with and without the spec."""

    top = "top"
    all = "all"


class RunView(str, Enum):
    """What `run`'s table and CSV show: a row per call site, or per kernel (export)."""

    dispatch = "dispatch"
    export = "export"
