"""Results files and shapes.json are untrusted input: garbage is one error line, never a traceback.

`diff` reads files anybody can hand it; every command reads DIR/shapes.json, which people
edit. Hypothesis feeds both arbitrary JSON; the cases a person would try are named too.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from iree_dynbench.cli import main
from iree_dynbench.errors import DynbenchError
from iree_dynbench.manifest import Manifest
from iree_dynbench.run.diff import load

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


def _results(times, name="main_dispatch_0", unit="ns") -> dict:
    return {"context": {}, "benchmarks": [
        {"name": f"BM_{name}", "run_type": "iteration", "real_time": t, "time_unit": unit} for t in times
    ]}


@pytest.mark.parametrize(
    "times",
    [[-5.0, 10.0], [0, 10.0], [float("nan"), 10.0], [float("inf")], [10**400], ["12"], [True]],
    ids=["negative", "zero", "nan", "inf", "past-a-double", "text", "bool"],
)
def test_a_time_that_is_not_a_positive_finite_number_is_one_error_line(times, tmp_path, capsys):
    base = tmp_path / "base.json"
    base.write_text(json.dumps(_results([10.0, 11.0])))
    new = tmp_path / "new.json"
    new.write_text(json.dumps(_results(times)))  # NaN and Infinity as Python's json writes them
    assert main(["diff", str(base), str(new)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"error: {new}: a benchmark record is malformed")


def test_json_nested_too_deep_is_one_error_line(tmp_path, capsys):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100000 + "]" * 100000)
    assert main(["diff", str(deep), str(deep)]) == 2
    assert "nested too deep" in capsys.readouterr().err


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=JSON)
def test_diff_reads_any_json_or_says_why_not(data, tmp_path):
    path = tmp_path / "results.json"
    path.write_text(json.dumps(data))
    try:
        load(path)
    except DynbenchError:
        pass


@settings(max_examples=200, deadline=None)
@given(data=JSON)
def test_shapes_json_loads_any_json_or_says_why_not(data):
    try:
        Manifest.from_json(json.dumps(data))
    except DynbenchError:
        pass


@settings(max_examples=100, deadline=None)
@given(data=st.dictionaries(st.sampled_from(["benchmarks", "context", "dispatches"]), JSON, min_size=1))
def test_diff_reads_results_shaped_json_or_says_why_not(data, tmp_path_factory):
    path = tmp_path_factory.mktemp("r") / "results.json"
    path.write_text(json.dumps(data))
    try:
        load(path)
    except DynbenchError:
        pass


def _edited(extracted, tmp_path, edit) -> str:
    import shutil

    out = tmp_path / "out"
    shutil.copytree(extracted("two_dims").output, out)
    manifest = out / "shapes.json"
    data = edit(json.loads(manifest.read_text()))
    manifest.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(out)


def _input_out_of_range(data):
    data["input_dims"][0]["input"] = 7
    return data


def _static_dim(data):
    data["input_dims"][0]["dim"] = 1  # input 0 is ?x64: dim 1 is static
    return data


def _loop_past_int64(data):
    problem = next(d["problem"] for d in data["dispatches"] if d["problem"])
    problem["loops"][0] = 10**30  # was shown as a matmul of 10^30 rows at 1e39 FLOP/s
    return data


@pytest.mark.parametrize(
    ("edit", "says"),
    [
        (_input_out_of_range, "input_dims names dim 0 of input 7"),
        (_static_dim, "which is static"),
        (_loop_past_int64, "is not a size"),
        (lambda data: "[" * 3000 + "]" * 3000, "nested too deep"),
    ],
    ids=["input-out-of-range", "static-dim", "loop-past-int64", "nested-3000-deep"],
)
@pytest.mark.parametrize("command", ["run", "shapes", "export"])
def test_a_hand_edited_shapes_json_is_one_error_line_for_every_command(command, edit, says, extracted, tmp_path, capsys):
    out = _edited(extracted, tmp_path, edit)
    extra = {"run": ["--max-time", "0.01"], "export": ["-o", str(tmp_path / "t")]}.get(command, [])
    assert main([command, out, *extra]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and says in err[0] and "shapes.json" in err[0]


def test_a_target_no_extract_writes_is_the_file_s_fault_not_an_option_s(extracted, tmp_path, capsys):
    def bogus(data):
        data["target"] = "bogus"
        return data

    out = _edited(extracted, tmp_path, bogus)
    assert main(["export", out, "-o", str(tmp_path / "t")]) == 2
    err = capsys.readouterr().err
    assert "shapes.json: target 'bogus' is not an IREE backend" in err and "--target" not in err


# ------------------------------------------------------------------ a sweep's or plan's checkpoint


def _checkpoint(tmp_path, *lines: str):
    from iree_dynbench.layout import CHECKPOINT_FORMAT as FORMAT
    from iree_dynbench.run.checkpoint import Checkpoint

    head = {"format": FORMAT, "kind": "sweep", "benchmarks_sha256": "0" * 64, "options": {}, "selection": []}
    path = tmp_path / "checkpoint.jsonl"
    path.write_text("\n".join([json.dumps(head), *lines, ""]))
    return Checkpoint(path, head)


GOOD_ITEM = {"key": "4", "dims": [4], "started": 0.0, "ended": 1.0, "run": {}, "rows": []}


@pytest.mark.parametrize("line, message", [
    ("[" * 100_000 + "]" * 100_000, ":2: not a checkpoint line (JSON nested too deep)"),
    (json.dumps({**GOOD_ITEM, "rows": [{"index": 0}]}), ":2: not a checkpoint item (KeyError"),
    (json.dumps({**GOOD_ITEM, "rows": [{"index": 7, "name": "x"}]}), ":2: not a checkpoint item (IndexError: dispatch index 7)"),
    (json.dumps({**GOOD_ITEM, "dims": ["four"]}), ":2: not a checkpoint item (ValueError"),
    (json.dumps({**GOOD_ITEM, "dims": [-1]}), ":2: no such size -1; remove it to start over"),
])
def test_a_hand_edited_checkpoint_is_one_error_naming_its_line(tmp_path, line, message):
    def query(dims):
        if dims[0] < 0:
            raise DynbenchError(f"no such size {dims[0]}")
        return [object()]

    checkpoint = _checkpoint(tmp_path, line, json.dumps(GOOD_ITEM))
    with pytest.raises(DynbenchError) as failure:
        checkpoint.load(tmp_path, query)
    assert str(failure.value).startswith(f"{checkpoint.path}{message}"), str(failure.value)


def _paths(data, prefix=()):
    """Every place in a JSON value (key and index paths), the root excluded."""
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield (*prefix, key)
        yield from _paths(value, (*prefix, key))


def test_a_real_shapes_json_with_any_one_field_replaced_loads_or_says_why_not(extracted):
    """Hypothesis on the fields a real manifest has (arbitrary JSON rarely reaches them):
    any one field replaced by any JSON value loads, or is one DynbenchError; never another
    exception."""
    real = json.loads((extracted("two_dims").output / "shapes.json").read_text())
    places = list(_paths(real))

    @settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
    @given(place=st.sampled_from(places), value=JSON)
    def check(place, value):
        data = json.loads(json.dumps(real))
        target = data
        for key in place[:-1]:
            target = target[key]
        target[place[-1]] = value
        try:
            Manifest.from_json(json.dumps(data))
        except DynbenchError:
            pass

    check()


@pytest.mark.parametrize("width", [1 << 40, -1, True, "64"])
def test_a_dim_expression_of_an_impossible_integer_width_is_refused_before_it_is_evaluated(extracted, width):
    """A width is the size of a mask: 2^40 bits is 137 GB (CI's worker was killed by one of
    10^11 bits, which Hypothesis drew)."""
    data = json.loads((extracted("two_dims").output / "shapes.json").read_text())
    shape = data["dispatches"][0]["bindings"][0]["shape"]
    assert isinstance(shape[0], list) and isinstance(shape[0][1], int), shape  # [op, bits, ...]
    shape[0][1] = width
    with pytest.raises(DynbenchError, match=rf"bad or missing field {width!r} is not an integer type's width"):
        Manifest.from_json(json.dumps(data))


@pytest.mark.parametrize("row, message", [
    ({"times_us": [-5.0]}, "a time that is not a positive number"),
    ({"times_us": [float("nan")]}, "a time that is not a positive number"),
    ({"times_us": [1e400]}, "a time that is not a positive number"),
    ({"times_us": [1e300]}, "a time that is not a positive number of at most 1e\\+15 us"),  # count x it: no float
])
def test_a_checkpoint_time_that_is_not_a_positive_finite_number_is_refused(tmp_path, row, message):
    good = {"index": 0, "name": "d", "export": "d", "iterations": 1, "times_us": [1.0], "cpu_times_us": [1.0],
            "overhead_us": 0.0, "error": None, "stopped_by": "precision", "buffer_copies": 1}
    checkpoint = _checkpoint(tmp_path, json.dumps({**GOOD_ITEM, "rows": [{**good, **row}]}))
    with pytest.raises(DynbenchError, match=rf":2: not a checkpoint item \(ValueError: {message}"):
        checkpoint.load(tmp_path, lambda dims: [object()])


def test_a_checkpoint_whose_rows_are_not_a_list_is_refused(tmp_path):
    checkpoint = _checkpoint(tmp_path, json.dumps({**GOOD_ITEM, "rows": {}}))
    with pytest.raises(DynbenchError, match=r":2: not a checkpoint item \(TypeError: rows is not a list"):
        checkpoint.load(tmp_path, lambda dims: [object()])


def test_a_record_nested_past_the_parsers_depth_is_no_record_of_ours(tmp_path):
    from iree_dynbench import outputs

    deep = tmp_path / "sweep.json"
    deep.write_text("[" * 30000 + "]" * 30000)
    assert outputs.is_sweep_output(deep) is False and outputs.sweep_files(deep) == set()
    (tmp_path / "index.json").write_text("[" * 30000 + "]" * 30000)
    assert outputs.is_export_output(tmp_path) is False


def test_a_plan_that_is_not_a_regular_file_is_refused_without_reading_it(tmp_path):
    from iree_dynbench.tune.worklist import read_plan

    with pytest.raises(DynbenchError, match=r"^/dev/zero: not a plan \(not a regular file\)$"):
        read_plan("/dev/zero")
    (tmp_path / "p.json").write_text('{"generator": "iree-dynbench", "kind": "plan", "problems": "abc"}')
    with pytest.raises(DynbenchError, match=r"not a plan \(no list of problems\)$"):
        read_plan(tmp_path / "p.json")
