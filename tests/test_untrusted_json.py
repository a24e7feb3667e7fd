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


@pytest.mark.parametrize(
    ("edit", "says"),
    [
        (_input_out_of_range, "input_dims names dim 0 of input 7"),
        (_static_dim, "which is static"),
        (lambda data: "[" * 3000 + "]" * 3000, "nested too deep"),
    ],
    ids=["input-out-of-range", "static-dim", "nested-3000-deep"],
)
@pytest.mark.parametrize("command", ["run", "shapes", "export"])
def test_a_hand_edited_shapes_json_is_one_error_line_for_every_command(command, edit, says, extracted, tmp_path, capsys):
    out = _edited(extracted, tmp_path, edit)
    extra = {"run": ["--max-time", "0.01"], "export": ["-o", str(tmp_path / "t")]}.get(command, [])
    assert main([command, out, *extra]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and says in err[0] and "shapes.json" in err[0]
