"""shapes.json <-> dataclasses: the contract loads typed and saves unchanged."""

from __future__ import annotations

import json

import pytest

from iree_dynbench.errors import DynbenchError
from iree_dynbench.manifest import DimRange, Manifest, RootProblem, TensorType
from iree_dynbench.passes.values import Cause, element_bytes

# torch_block: asserted ranges, many dispatches; data_dependent: a skipped dispatch, an unresolved result.
MODELS = ["torch_block", "data_dependent"]


@pytest.mark.parametrize("model", MODELS)
def test_extract_output_is_byte_identical_after_load_and_save(model, extracted, tmp_path):
    written = extracted(model).output / "shapes.json"
    Manifest.load(written).save(tmp_path / "shapes.json")
    assert (tmp_path / "shapes.json").read_text() == written.read_text()


@pytest.mark.parametrize("model", MODELS)
def test_manifest_round_trips_through_json(model, extracted):
    manifest = extracted(model).manifest
    assert Manifest.from_json(manifest.to_json()) == manifest
    assert Manifest.load(extracted(model).output / "shapes.json") == manifest


def test_manifest_loads_typed_values(extracted):
    manifest = Manifest.load(extracted("torch_block").output / "shapes.json")
    assert manifest.inputs == [TensorType((None, None, 64), "f32")]
    assert all(isinstance(d.assume, DimRange) for d in manifest.input_dims)
    at = manifest.dispatches[0].at_inputs
    assert at is not None and all(isinstance(t, TensorType) and t.is_static for t in at.operands + at.results)
    assert manifest.results[0].type == TensorType((None, None, 64), "f32")
    assert all(isinstance(d.problem, RootProblem) for d in manifest.dispatches)
    assert at.problem == manifest.dispatches[0].problem  # parameters carry what they size


def test_unknown_keys_are_ignored(extracted):
    text = (extracted("torch_block").output / "shapes.json").read_text()
    data = json.loads(text)
    data["added_later"] = {"anything": 1}
    data["dispatches"][0]["added_later"] = 2
    assert Manifest.from_json(json.dumps(data)) == Manifest.from_json(text)


@pytest.mark.parametrize("path", [
    ("input_dims", 0, "assume"), ("input_dims", 0, "symbol"), ("symbols",), ("dispatches", 0, "input_dims"),
    ("dispatches", 0, "at_inputs"), ("dispatches", 0, "problem"), ("model_sha256",), ("cpu_features",),
])
def test_every_key_of_the_schema_is_required(extracted, path):
    """Version 3 has no optional keys: a missing one is a damaged file, not an older writer's."""
    data = json.loads((extracted("torch_block").output / "shapes.json").read_text())
    holder = data
    for key in path[:-1]:
        holder = holder[key]
    del holder[path[-1]]
    with pytest.raises(DynbenchError, match=f"bad or missing field '{path[-1]}'"):
        Manifest.from_json(json.dumps(data))


def test_an_output_of_schema_version_2_says_extract_again(extracted):
    data = json.loads((extracted("torch_block").output / "shapes.json").read_text())
    data["schema_version"] = 2
    with pytest.raises(DynbenchError, match=r"older dynbench \(schema version 2, this one reads 3\); extract again$"):
        Manifest.from_json(json.dumps(data))


@pytest.mark.parametrize("field", ["benchmarks_sha256", "model_sha256", "query_sha256"])
@pytest.mark.parametrize("value", ["", "zz" * 32, "AB" * 32, 123])
def test_a_hash_that_is_no_sha256_is_named_by_its_field(extracted, field, value):
    data = json.loads((extracted("torch_block").output / "shapes.json").read_text())
    data[field] = value
    with pytest.raises(DynbenchError, match=f"bad or missing field '{field}': .* is not a sha256"):
        Manifest.from_json(json.dumps(data))


def test_an_output_written_before_offset_constants_loads_timing_each_call_site_by_all_its_constants(extracted):
    data = json.loads((extracted("torch_block").output / "shapes.json").read_text())
    for dispatch in data["dispatches"]:
        del dispatch["offset_constants"]
    assert all(d.offset_constants == () for d in Manifest.from_json(json.dumps(data)).dispatches)


@pytest.mark.parametrize("value", [[99], ["0"], 0, [-1]])
def test_an_offset_constant_that_is_no_push_constant_of_the_dispatch_is_a_bad_field(extracted, value):
    data = json.loads((extracted("torch_block").output / "shapes.json").read_text())
    data["dispatches"][0]["offset_constants"] = value
    with pytest.raises(DynbenchError, match="bad or missing field 'offset_constants': .* is not a list of push constant"):
        Manifest.from_json(json.dumps(data))


def test_a_problem_naming_a_loop_it_does_not_have_is_a_bad_field(extracted):
    data = json.loads((extracted("torch_block").output / "shapes.json").read_text())
    data["dispatches"][0]["problem"]["dims"]["reduction"] = [7]
    with pytest.raises(DynbenchError, match="bad or missing field"):
        Manifest.from_json(json.dumps(data))


def test_a_result_type_that_disagrees_with_its_template_is_a_bad_field(extracted):
    data = json.loads((extracted("torch_block").output / "shapes.json").read_text())
    data["results"][0]["template"] = [None, 64]
    with pytest.raises(DynbenchError, match="bad or missing field"):
        Manifest.from_json(json.dumps(data))


def test_dim_range_contains_values_within_bounds_and_multiple_of_the_divisor():
    r = DimRange(umin=3, umax=20, udiv=2)
    assert [v for v in range(0, 24) if r.contains(v)] == [4, 6, 8, 10, 12, 14, 16, 18, 20]
    assert DimRange(umax=16).contains(0) and not DimRange(umax=16).contains(17)
    assert DimRange().contains(10**9)


def test_dim_range_text_marks_missing_bounds_and_the_divisor():
    assert DimRange(1, 16).text() == "1..16"
    assert DimRange(None, 64, 8).text() == "?..64 (multiple of 8)"
    assert DimRange(None, 64, 8).bounds_text() == "?..64"


def test_dim_range_largest_and_smallest_respect_the_divisor():
    assert DimRange(3, 20, 6).largest() == 18 and DimRange(3, 20, 6).smallest_positive() == 6
    assert DimRange(0, 9, 3).smallest_positive() == 3
    assert DimRange(1).largest() is None


def test_tensor_type_text_is_mlir_spelling():
    assert TensorType((42, 1024), "f32").text() == "tensor<42x1024xf32>"
    assert TensorType((None, 1024), "f32").text() == "tensor<?x1024xf32>"
    assert str(TensorType((), "i1")) == "tensor<i1>"
    assert TensorType((2, 3), "f16").nbytes == 12 and TensorType((None, 3), "f16").nbytes is None


def test_element_bytes_of_common_and_unknown_types():
    assert [element_bytes(t) for t in ("f32", "bf16", "i8", "i1", "f64", "f8E4M3FN")] == [4, 2, 1, 1, 8, 1]
    assert element_bytes("index") == 0 and element_bytes("complex<f32>") == 0


def test_hashing_a_model_stops_when_asked(tmp_path):
    """Extract hashes the model while it compiles; when the compile fails or is interrupted,
    the hash stops at its next chunk instead of reading the rest of a large file."""
    import threading

    from iree_dynbench.manifest import file_sha256

    model = tmp_path / "model.bin"
    model.write_bytes(b"\0" * (3 << 20))
    stop = threading.Event()
    assert len(file_sha256(model, stop)) == 64
    stop.set()
    with pytest.raises(InterruptedError):
        file_sha256(model, stop)


def test_a_skip_records_whose_limit_it_is_and_the_parameter_it_stops(extracted):
    (skipped,) = extracted("data_dependent").manifest.skipped
    assert skipped.cause == "model" and skipped.parameter is not None
    assert skipped.reason.startswith(skipped.parameter) and skipped.kind == skipped.reason[len(skipped.parameter) + 1:]


def test_a_skip_s_cause_is_written_as_its_name_and_read_back_as_the_cause(extracted):
    data = json.loads((extracted("data_dependent").output / "shapes.json").read_text())
    assert data["skipped"][0]["cause"] == "model"
    (skipped,) = Manifest.from_json(json.dumps(data)).skipped
    assert skipped.cause is Cause.MODEL


def test_a_skip_of_an_unknown_cause_is_refused(extracted):
    data = json.loads((extracted("data_dependent").output / "shapes.json").read_text())
    data["skipped"][0]["cause"] = "weather"
    with pytest.raises(DynbenchError, match="cause"):
        Manifest.from_json(json.dumps(data))


def test_every_key_shapes_json_holds_is_in_the_documented_schema(extracted):
    """The schema in `manifest`'s docstring (docs/artifacts.md points to it) names every key a
    real shapes.json holds (but the root op's dim names, which are data)."""
    import iree_dynbench.manifest as manifest_module

    data = json.loads((extracted("torch_block").output / "shapes.json").read_text())
    keys: set[str] = set()

    def walk(value, parent=None):
        if isinstance(value, dict):
            for key, child in value.items():
                if parent != "dims" or not isinstance(child, list):  # problem.dims: {"M": [...]} is data
                    keys.add(key)
                walk(child, key)
        elif isinstance(value, list):
            for child in value:
                walk(child, parent)

    walk(data)
    assert len(keys) > 30
    assert sorted(k for k in keys if f'"{k}"' not in manifest_module.__doc__) == []


@pytest.mark.parametrize("edit", ["a dim it does not have", "a symbol twice"])
def test_symbols_that_disagree_with_the_input_dims_are_a_bad_field(extracted, edit):
    data = json.loads((extracted("torch_block").output / "shapes.json").read_text())
    if edit == "a dim it does not have":
        data["symbols"][0]["dims"].append("input9.dim0")
    else:
        data["symbols"].append(dict(data["symbols"][0]))
    with pytest.raises(DynbenchError, match="bad or missing field .*symbols"):
        Manifest.from_json(json.dumps(data))
