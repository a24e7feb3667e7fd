"""The public Python API: `iree_dynbench.extract(...)` and `iree_dynbench.open(DIR)`, one test per operation.

Each method returns the dataclass its CLI command renders; problems the user
can fix are `DynbenchError`s. All on a real extract of testdata/dyn_matmul.mlir.
"""

from __future__ import annotations

import shutil

import numpy
import pytest

import iree_dynbench
from iree_dynbench import DynbenchError
from iree_dynbench.run.options import TimingOptions

from support import SIZE_SETS, TESTDATA

MODEL = "dyn_matmul"
FAST = TimingOptions(min_time_s=0.02, repetitions=2)
OTHER = SIZE_SETS[MODEL][1]  # 77x1024xf32, 1024x512xf32


@pytest.fixture
def suite(extracted):
    return iree_dynbench.open(extracted(MODEL).output)


def test_extract_returns_the_manifest_it_wrote(extracted):
    result = extracted(MODEL)  # the fixture extracts through iree_dynbench.extract
    assert isinstance(result, iree_dynbench.ExtractResult)
    assert result.emitted == [d.name for d in iree_dynbench.open(result.output).manifest.dispatches]


def test_open_rejects_a_directory_that_is_not_an_extract_output(tmp_path):
    with pytest.raises(DynbenchError, match="no such directory"):
        iree_dynbench.open(tmp_path / "missing")


def test_query_gives_the_parameters_shapes_json_records_at_the_extract_sizes(suite):
    (params,) = suite.query()
    recorded = suite.manifest.dispatches[0].at_inputs
    assert params.workload == recorded.workload
    assert params.push_constants == recorded.push_constants
    assert params.binding_lengths == recorded.binding_lengths
    assert suite.query(OTHER) == suite.query(dims=suite.dims(OTHER)) != [params]


def test_query_rejects_sizes_the_model_does_not_take(suite):
    with pytest.raises(DynbenchError, match="static 1024"):
        suite.query(["7x1000xf32", "1024x512xf32"])


def test_run_times_every_dispatch_at_the_sizes_given(suite):
    result = suite.run(OTHER, options=FAST)
    assert result.inputs == tuple(OTHER)
    assert [r.name for r in result.rows] == [d.name for d in suite.manifest.dispatches]
    assert all(r.ok and r.median_us > 0 for r in result.rows)


def test_run_static_times_the_static_kernels_too(extracted, tmp_path):
    out = tmp_path / "copy"
    shutil.copytree(extracted(MODEL).output, out)  # the static kernels are cached in DIR/static/
    (row,) = iree_dynbench.open(out).run(OTHER, options=FAST, flavour="static").rows
    assert row.ok and row.static_error is None and row.static_median_us > 0


def test_sweep_runs_every_size_of_the_range(suite):
    result = suite.sweep(["input0.dim0=8..16"], options=FAST)
    assert [run.dims for run in result.runs] == [(8,), (16,)]
    assert all(r.ok for run in result.runs for r in run.rows)


def test_compare_pairs_the_dispatch_with_its_in_model_row(suite):
    result = suite.compare(TESTDATA / f"{MODEL}.mlir", options=FAST)
    (row,) = result.rows
    assert row.calls == 1 and row.dispatches == (suite.manifest.dispatches[0].name,)
    assert row.ratio is not None and row.ratio > 0


def test_shapes_lists_the_problems_of_every_size_set(suite):
    result = suite.shapes([SIZE_SETS[MODEL][0], OTHER, OTHER])
    assert [s.count for s in result.size_sets] == [1, 2]
    (dispatch,) = result.dispatches
    assert sum(p.count for p in dispatch.problems) == 3


def test_show_reports_one_dispatch_at_the_sizes_given(suite):
    report = suite.show("0", OTHER)
    assert report.info == suite.manifest.dispatches[0]
    assert report.params == suite.query(OTHER)[0] and not report.at_defaults
    assert f"hal.executable private @{report.info.executable}" in report.source


def test_export_writes_the_tuner_files_it_returns(suite, tmp_path):
    result = suite.export(tmp_path / "tuner", [OTHER], flavours=["dynamic"])
    (entry,) = result.files
    assert entry.flavour == "dynamic" and entry.inputs == OTHER
    assert result.path(entry).is_file()


def test_tune_refuses_an_output_inside_the_extract_it_reads_before_any_work(suite, tmp_path):
    """Its next command would find tune's files there: refused as export refuses it."""
    before = sorted(p.name for p in suite.directory.iterdir())
    with pytest.raises(DynbenchError, match="is inside"):
        suite.tune(suite.directory / "tuned", plan=tmp_path / "plan.json")
    assert sorted(p.name for p in suite.directory.iterdir()) == before


def test_every_operation_selects_with_a_filter_and_returns_what_the_cli_renders(extracted, tmp_path):
    from iree_dynbench.run.results import RunResult
    from iree_dynbench.run.sweep import SweepResult
    from iree_dynbench.tune.export import ExportResult
    from iree_dynbench.tune.shape_list import ShapeList

    suite = iree_dynbench.open(extracted("two_dims").output)
    names = [d.name for d in suite.manifest.dispatches]
    last = f"{names[-1]}$"  # a regular expression matching the last dispatch only
    assert len(names) > 1 and [d.name for d in suite.select(filter=last)] == names[-1:]
    run = suite.run(options=FAST, filter=last)
    sweep = suite.sweep(["input0.dim0=8..16"], options=FAST, filter=last)
    shapes = suite.shapes(filter=last)
    export = suite.export(tmp_path / "tuner", flavours=["dynamic"], filter=last)
    assert isinstance(run, RunResult) and [r.name for r in run.rows] == names[-1:]
    assert isinstance(sweep, SweepResult) and {r.name for s in sweep.runs for r in s.rows} == {names[-1]}
    assert isinstance(shapes, ShapeList) and [(d.index, d.name) for d in shapes.dispatches] == [(len(names) - 1, names[-1])]
    assert isinstance(export, ExportResult) and [f.dispatch for f in export.files] == names[-1:]


@pytest.mark.parametrize("rows", [[[2.5]], [[True]], [["42"]]], ids=["float", "bool", "str"])
def test_query_many_refuses_sizes_that_are_not_integers(suite, rows):
    with pytest.raises(DynbenchError, match="must be integers"):
        suite.query_many(numpy.array(rows))
