"""The Python API checks its arguments (issue 10): the wrong kind of argument is a
`TypeError`/`ValueError` naming the parameter, a problem with the user's data a
`DynbenchError`; never a list of characters, a bare `AttributeError`, or `SystemExit`."""

from __future__ import annotations


import pytest

import iree_dynbench
from iree_dynbench import DynbenchError
from iree_dynbench.run.options import TimingOptions

from support import SIZE_SETS, TESTDATA

MODEL = "dyn_matmul"
MATMUL = TESTDATA / "dyn_matmul.mlir"
SIZES = SIZE_SETS[MODEL][0]
FAST = TimingOptions(min_time_s=0.02, repetitions=1)


@pytest.fixture
def suite(extracted):
    return iree_dynbench.open(extracted(MODEL).output)


@pytest.mark.parametrize(
    "args, kwargs, error, message",
    [
        ((MATMUL, "42x1024xf32"), {}, TypeError, r"inputs must be a sequence of str, not a single str \(use \['42x1024xf32'\]\)"),
        ((MATMUL, [42, 1024]), {}, TypeError, r"inputs\[0\] must be a str, not int"),
        ((MATMUL, 42), {}, TypeError, "inputs must be a sequence of str, not int"),
        ((42, SIZES), {}, TypeError, "model must be a path"),
        ((MATMUL, SIZES), {"output": ""}, ValueError, "`output` must not be empty"),
        ((MATMUL, SIZES), {"iree_flags": "--foo"}, TypeError, "iree_flags must be a sequence of str, not a single str"),
        ((MATMUL, SIZES), {"function": 3}, TypeError, "function must be a str, not int"),
        ((MATMUL, SIZES), {"progress": "loud"}, TypeError, "progress must be callable, not str"),
    ],
    ids=["str-inputs", "int-inputs", "int-not-a-sequence", "int-model", "empty-output", "str-flags", "int-function",
         "str-progress"],
)
def test_extract_rejects_the_wrong_kind_of_argument_naming_it_and_writes_nothing(tmp_path, args, kwargs, error, message):
    kwargs = {"output": tmp_path / "out", **kwargs}
    with pytest.raises(error, match=message):
        iree_dynbench.extract(*args, **kwargs)
    assert list(tmp_path.iterdir()) == []


def test_extract_of_a_missing_model_is_a_dynbench_error(tmp_path):
    with pytest.raises(DynbenchError, match="no such file"):
        iree_dynbench.extract(tmp_path / "missing.mlir", SIZES, output=tmp_path / "out")


def test_extract_without_output_is_a_type_error():
    with pytest.raises(TypeError, match="output"):
        iree_dynbench.extract(MATMUL, SIZES)


def test_open_rejects_the_wrong_kind_of_argument(tmp_path):
    with pytest.raises(TypeError, match="directory must be a path"):
        iree_dynbench.open(None)
    with pytest.raises(TypeError, match="device must be a str, not int"):
        iree_dynbench.open(tmp_path, 0)
    with pytest.raises(DynbenchError, match="no such directory"):
        iree_dynbench.open(tmp_path / "missing")


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda s: s.query("77x1024xf32"), TypeError, "inputs must be a sequence of str, not a single str"),
        (lambda s: s.query(dims=["77"]), TypeError, r"dims\[0\] must be an int, not str"),
        (lambda s: s.run("77x1024xf32", options=FAST), TypeError, "inputs must be a sequence of str"),
        (lambda s: s.run(SIZES, options=0.5), TypeError, "options must be a TimingOptions, not float"),
        (lambda s: s.run(SIZES, dispatches="0", options=FAST), TypeError, "dispatches must be a sequence of str"),
        (lambda s: s.run(SIZES, options=FAST, flavour="statik"), ValueError, "flavour must be one of 'dynamic', 'static', not 'statik'"),
        (lambda s: s.sweep("input0.dim0=8..16", options=FAST), TypeError, "dims must be a sequence of str"),
        (lambda s: s.shapes(SIZES), TypeError, r"size_sets\[0\] must be a sequence of str, not a single str"),
        (lambda s: s.shapes("42x1024xf32"), TypeError, "size_sets must be a sequence of size sets"),
        (lambda s: s.show(None), TypeError, "dispatch must be a str, not NoneType"),
        (lambda s: s.show("0", "42x1024xf32"), TypeError, "inputs must be a sequence of str"),
        (lambda s: s.export(None), TypeError, "output must be a path"),
        (lambda s: s.export("t", flavours="dynamic"), TypeError, "flavours must be a sequence of str"),
        (lambda s: s.export("t", flavours=["fast"]), ValueError, r"flavours\[0\] must be one of"),
        (lambda s: s.compare(MATMUL, "42x1024xf32", options=FAST), TypeError, "inputs must be a sequence of str"),
        (lambda s: s.query(SIZES, dims=[32]), DynbenchError, "inputs and dims both give the sizes"),
        (lambda s: s.run(SIZES, dims=[32], options=FAST), DynbenchError, "inputs and dims both give the sizes"),
        (lambda s: s.select(filter=5), TypeError, "filter must be a str, not int"),
        (lambda s: s.export_worklist("w", "p.json", top=0), DynbenchError, "must be at least 1"),
        (lambda s: s.export_worklist("w", "p.json", top=1.5), TypeError, "top must be an int, not float"),
        (lambda s: s.export_worklist("w", "p.json", cover=0.5, top=1), DynbenchError, "two ways to choose"),
        (lambda s: s.sweep(["input0.dim0=8..16"], options=FAST, resume=True), DynbenchError, "continues from a checkpoint"),
        (lambda s: s.plan([SIZES], FAST, resume=True), DynbenchError, "continues from a checkpoint"),
        (lambda s: s.export("t", flavours=[]), ValueError, "flavours must name one or both"),
    ],
    ids=["query-str", "query-dims-str", "run-str", "run-options", "run-dispatches-str", "run-flavour", "sweep-str",
         "shapes-one-set", "shapes-str", "show-none", "show-str-inputs", "export-none", "export-flavours-str",
         "export-flavour", "compare-str", "query-inputs-and-dims", "run-inputs-and-dims", "select-filter-int",
         "worklist-top-0", "worklist-top-float", "worklist-cover-and-top", "sweep-resume-alone", "plan-resume-alone",
         "export-no-flavour"],
)
def test_suite_methods_reject_the_wrong_kind_of_argument_naming_it(suite, tmp_path, monkeypatch, call, error, message):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(error, match=message):
        call(suite)
    assert list(tmp_path.iterdir()) == []


def test_problems_with_the_users_data_are_dynbench_errors(suite, tmp_path):
    with pytest.raises(DynbenchError, match="no dispatch 'nope'"):
        suite.show("nope")
    with pytest.raises(DynbenchError):
        suite.query(["77x1024xf32"])  # one input missing
    with pytest.raises(DynbenchError):
        suite.run(["seventy"], options=FAST)


def test_show_takes_a_dispatch_index_as_an_int(suite):
    assert suite.show(0).info == suite.show("0").info


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda: iree_dynbench.TimingOptions(min_time_s=0.01, repetitions=2.5), "TimingOptions.repetitions must be an int"),
        (lambda: iree_dynbench.TimingOptions(min_time_s="0.5"), "TimingOptions.min_time_s must be a number, not str"),
        (lambda: iree_dynbench.TimingOptions(each_site="no"), r"TimingOptions.each_site must be a bool \(True or False\)"),
        (lambda: iree_dynbench.TimingOptions(min_time_s=True), "must be a number, not bool"),
        (lambda: iree_dynbench.TimingOptions(cache_bytes=1.5), "TimingOptions.cache_bytes must be an int"),
        (lambda: iree_dynbench.PairOptions(pairs="6"), "PairOptions.pairs must be an int, not str"),
        (lambda: iree_dynbench.diff("a.json", "b.json", threshold="x"), "threshold must be a number, not str"),
        (lambda: iree_dynbench.ab(models="ab"), "models must be a sequence of two paths"),
        (lambda: iree_dynbench.api.open_fleet("x", cpus="0-1"), "cpus must be a sequence of str, not a single str"),
    ],
    ids=["repetitions-float", "min-time-str", "each-site-str", "min-time-bool", "cache-bytes-float", "pairs-str",
         "threshold-str", "models-str", "cpus-str"],
)
def test_options_of_the_wrong_kind_are_type_errors_naming_the_field(make, message):
    """Once a slice error deep in the timing loop, or (`each_site="no"`) taken as true."""
    with pytest.raises(TypeError, match=message):
        make()


def test_pairs_fewer_than_the_default_sessions_take_one_session_a_pair():
    assert iree_dynbench.PairOptions(pairs=6).sessions == 6 and iree_dynbench.PairOptions(pairs=24).sessions == 8
