"""`dynbench run --json`: Google Benchmark JSON that Google Benchmark's own tools read.

`compare.py` (google/benchmark tools/) pairs benchmarks by `name`, sorts them by
`family_index`, `per_family_instance_index`, `run_type` and `repetition_index`,
keeps the `name`s whose first entry has `time_unit`, `real_time` and `cpu_time`,
compares entries of one `time_unit`, runs its U test over the `real_time`s and
`cpu_time`s of a name, and takes a geometric mean over the non-aggregate runs
(time units s, ms, us, ns). `as_compare_py_reads_it` reads our files exactly
that way (without vendoring compare.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from iree_dynbench.cli import main
from iree_dynbench.render.results import to_gbench
from iree_dynbench.run.options import TimingOptions
import iree_dynbench

MODEL = "two_dims"
RUN = ["--min-time", "0.02"]
TIME_UNITS = ("s", "ms", "us", "ns")  # compare.py's _TIME_UNIT_TO_SECONDS_MULTIPLIER


def run_json(out: Path, path: Path, repetitions: int, inputs: list[str] = ()) -> dict:
    args = ["run", str(out), *RUN, "--repetitions", str(repetitions), "--json", str(path), "--format", "csv"]
    assert main([*args, *(a for s in inputs for a in ("--inputs", s))]) == 0
    return json.loads(path.read_text())


def as_compare_py_reads_it(data: dict) -> dict[str, list[dict]]:
    """Benchmarks by `name`, as compare.py partitions them, with the field types it relies on checked."""
    assert data["context"].get("json_schema_version", 1) == 1
    for b in data["benchmarks"]:
        assert isinstance(b["name"], str) and isinstance(b.get("run_name", b["name"]), str)
        for key in ("family_index", "per_family_instance_index", "repetitions", "iterations"):
            assert isinstance(b[key], int) and not isinstance(b[key], bool), key
        assert b["run_type"] in ("iteration", "aggregate")
        if b["run_type"] == "iteration":
            assert isinstance(b["repetition_index"], int)
        else:
            assert isinstance(b["aggregate_name"], str) and b["aggregate_unit"] in ("time", "percentage")
        assert b["time_unit"] in TIME_UNITS
        assert isinstance(b["real_time"], float) and isinstance(b["cpu_time"], float)
    by_name: dict[str, list[dict]] = {}
    for b in data["benchmarks"]:
        by_name.setdefault(b["name"], []).append(b)
    for runs in by_name.values():
        assert len({b["time_unit"] for b in runs}) == 1  # compare.py keeps the first entry's unit only
    return by_name


@pytest.fixture(scope="module")
def out(extracted) -> Path:
    return extracted(MODEL).output


def test_benchmark_names_carry_the_dynamic_input_dims_as_arguments(out, tmp_path):
    sizes = ["33x64xf32", "2x130xf32", "64x32xf32"]
    data = run_json(out, tmp_path / "a.json", 2, sizes)
    names = [d.name for d in iree_dynbench.open(out).manifest.dispatches]
    iterations = [b for b in data["benchmarks"] if b["run_type"] == "iteration"]
    assert sorted({b["run_name"] for b in iterations}) == sorted(f"{n}/33/2/130" for n in names)
    assert all(b["name"] == b["run_name"] for b in iterations)
    assert data["context"]["dynbench"]["dims"] == {"input0.dim0": 33, "input1.dim0": 2, "input1.dim1": 130}


def test_times_are_nanoseconds_as_measured(out):
    """compare.py prints times as whole units (`{:14.0f}`): in ns a 3.4 us dispatch stays 3437, not 3."""
    result = iree_dynbench.open(out).run(options=TimingOptions(0.02, 2))
    data = to_gbench(result)
    assert {b["time_unit"] for b in data["benchmarks"]} == {"ns"}
    for row in result.rows:
        mine = [b for b in data["benchmarks"] if b["run_name"].split("/")[0] == row.name]
        iterations = [b for b in mine if b["run_type"] == "iteration"]
        assert [b["real_time"] for b in iterations] == pytest.approx([t * 1e3 for t in row.times_us])
        assert [b["cpu_time"] for b in iterations] == pytest.approx([t * 1e3 for t in row.cpu_times_us])
        (median,) = [b for b in mine if b.get("aggregate_name") == "median"]
        assert median["real_time"] == pytest.approx(row.median_us * 1e3)


def test_aggregates_only_for_two_or_more_repetitions(out, tmp_path):
    one = run_json(out, tmp_path / "one.json", 1)
    assert {b["run_type"] for b in one["benchmarks"]} == {"iteration"}
    three = run_json(out, tmp_path / "three.json", 3)
    aggregates = [b for b in three["benchmarks"] if b["run_type"] == "aggregate"]
    names = {b["run_name"] for b in three["benchmarks"]}
    assert sorted(b["name"] for b in aggregates) == sorted(
        f"{n}_{a}" for n in names for a in ("mean", "median", "stddev", "cv")
    )
    assert all(b["iterations"] == 3 and b["repetitions"] == 3 for b in aggregates)


def test_compare_py_pairs_runs_at_the_same_sizes_and_nothing_across_sizes(out, tmp_path):
    base = as_compare_py_reads_it(run_json(out, tmp_path / "base.json", 3))
    new = as_compare_py_reads_it(run_json(out, tmp_path / "new.json", 3))
    other = as_compare_py_reads_it(run_json(out, tmp_path / "other.json", 3, ["8x64xf32", "5x9xf32", "64x32xf32"]))
    dispatches = len(iree_dynbench.open(out).manifest.dispatches)
    paired = [n for n in base if n in new]
    assert len(paired) == dispatches * 5  # the iteration runs of each dispatch and its 4 aggregates
    for name in paired:
        iterations = [b for b in base[name] if b["run_type"] == "iteration"]
        # the U test of compare.py needs 2+ real_time/cpu_time values a side under one name
        assert len(iterations) in (0, 3) and len([b for b in new[name] if b["run_type"] == "iteration"]) in (0, 3)
    assert not [n for n in base if n in other]  # different sizes never pair
