"""Tables people can read, through the CLI in-process at 80 and 200 columns (`COLUMNS`).

On testdata/torch_block.mlir (38 dispatches, every name `main_async_dispatch_...`):
an index column, each dispatch name whole (without the prefix all share, which
the caption names), times in a unit per cell; columns that do not fit are left
out and named, never cut. CSV and JSON keep the full names.
"""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from iree_dynbench.cli import main
from iree_dynbench.render.units import time_text

from support import TESTDATA

MODEL = "torch_block"
FAST = ["--min-time", "0.01", "--repetitions", "1"]
PREFIX = "main_async_dispatch_"
TIME = re.compile(r"^\d+(\.\d+)? (ns|us|ms|s)$")


@pytest.fixture(scope="module")
def tb(extracted):
    return extracted(MODEL)


def _table(capsys, monkeypatch, width: int | None, args: list[str]) -> str:
    if width is not None:
        monkeypatch.setenv("COLUMNS", str(width))
    status = main(args)
    captured = capsys.readouterr()
    assert status == 0, captured.err
    return captured.out


def _row(lines: list[str], index: int, short: str) -> str:
    """The table line of dispatch `index`: it starts with the index, then the whole short name."""
    (line,) = [line for line in lines if re.match(rf"^\s*{index}\s+{re.escape(short)}(\s|$)", line)]
    return line


@pytest.mark.parametrize("width", [80, 200])
def test_run_table_fits_the_width_with_an_index_and_every_dispatch_name_whole(tb, capsys, monkeypatch, width):
    text = _table(capsys, monkeypatch, width, ["run", str(tb.output), *FAST])
    lines = text.splitlines()
    assert all(len(line) <= width for line in lines), max(lines, key=len)
    assert f"dispatch names without {PREFIX}" in text
    names = tb.emitted
    assert len(names) == 38
    for index, name in enumerate(names):
        assert name.startswith(PREFIX)
        line = _row(lines, index, name[len(PREFIX):])
        median = re.split(r"\s{2,}", line.strip())[2]
        assert TIME.match(median), line


def test_run_table_at_80_columns_names_the_columns_it_left_out(tb, capsys, monkeypatch):
    text = _table(capsys, monkeypatch, 80, ["run", str(tb.output), *FAST])
    header = next(line for line in text.splitlines() if line.split()[:3] == ["#", "dispatch", "median"])
    left_out = re.search(r"left out at 80 columns: ([^(]*)\(", " ".join(text.split())).group(1)
    assert "min" in left_out and "max" in left_out
    for column in ("min", "max", "workgroups"):
        assert column not in header.split()


def test_run_table_at_200_columns_has_every_column(tb, capsys, monkeypatch):
    text = _table(capsys, monkeypatch, 200, ["run", str(tb.output), *FAST])
    assert "left out" not in text
    header = next(line for line in text.splitlines() if line.split()[:2] == ["#", "dispatch"])
    for column in ("median", "problem", "share", "cv", "FLOP/s", "bytes/s", "workgroups", "min", "max"):
        assert column in header.split(), header


def test_a_table_for_a_pipe_keeps_the_full_names_one_line_per_row(tb, capsys, monkeypatch):
    text = _table(capsys, monkeypatch, None, ["run", str(tb.output), *FAST])
    lines = text.splitlines()
    for index, name in enumerate(tb.emitted):
        _row(lines, index, name)
    assert "names without" not in text


@pytest.mark.parametrize("format", ["csv", "json"])
def test_csv_and_json_keep_the_full_names_at_any_width(tb, capsys, monkeypatch, format):
    text = _table(capsys, monkeypatch, 80, ["run", str(tb.output), *FAST, "--format", format])
    if format == "csv":
        names = [r["dispatch"] for r in csv.DictReader(io.StringIO(text))]
    else:
        names = [d["dispatch"] for d in json.loads(text)["dispatches"]]
    assert names == tb.emitted


@pytest.mark.parametrize("width", [80, 200])
def test_shapes_table_has_the_dispatch_index_and_whole_names(tb, capsys, monkeypatch, width):
    text = _table(capsys, monkeypatch, width, ["shapes", str(tb.output), "--set", "2x64x64xf32", "--set", "1x100x64xf32",
                                               "--filter", "matmul"])
    lines = text.splitlines()
    assert all(len(line) <= width for line in lines), max(lines, key=len)
    matmuls = [(k, n) for k, n in enumerate(tb.emitted) if "matmul" in n]
    assert len(matmuls) == 12
    for index, name in matmuls:
        _row(lines, index, name[len(PREFIX):])
    assert not any(re.match(rf"^\s*{k}\s", line) for k, n in enumerate(tb.emitted) if "matmul" not in n for line in lines)


@pytest.mark.parametrize("width", [80, 200])
def test_compare_table_has_an_index_column_and_whole_export_names(tb, capsys, monkeypatch, width):
    text = _table(capsys, monkeypatch, width, ["compare", str(TESTDATA / f"{MODEL}.mlir"), str(tb.output), *FAST])
    lines = text.splitlines()
    assert all(len(line) <= width for line in lines), max(lines, key=len)
    assert "export names without main$async_dispatch_" in text
    first_site: dict[str, int] = {}
    for index, info in enumerate(tb.manifest.dispatches):
        first_site.setdefault(info.export, index)
    for export, index in first_site.items():
        _row(lines, index, export[len("main$async_dispatch_"):])
    if width == 200:
        assert "left out" not in text


def test_times_are_scaled_to_three_significant_digits_in_one_unit():
    assert [time_text(us) for us in (0.000812, 0.812, 6.816, 138.3, 999.7, 457_000.0, 1_204_000.0)] == [
        "0.81 ns", "812 ns", "6.82 us", "138 us", "1.00 ms", "457 ms", "1.20 s",
    ]
    assert time_text(None) == time_text(float("nan")) == "-"
