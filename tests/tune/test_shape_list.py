"""`dynbench shapes`: per-dispatch shape lists over size sets, checked against the real model."""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

import iree_dynbench
from iree_dynbench.cli import main
from iree_dynbench.render.shapes import assumed_range
from iree_dynbench.testing.oracle import capture_dispatches
from iree_dynbench.manifest import DimRange
from iree_dynbench.passes.values import element_bytes
from iree_dynbench.size_log import read_size_log
from iree_dynbench.layout import SHAPE_LIST_SCHEMA_VERSION as SCHEMA_VERSION

from support import SIZE_SETS, TESTDATA, run_inputs

MODEL = "two_dims"


def _error_line(err: str) -> str:
    lines = [l for l in err.splitlines() if l.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:"), err
    return lines[0]


@pytest.fixture(scope="module")
def shapes_json(extracted, tmp_path_factory):
    out = tmp_path_factory.mktemp("shapes") / "shapes-list.json"
    first, second = SIZE_SETS[MODEL][:2]
    # the first set twice (counted), in both --set spellings
    args = ["--set", " ".join(first), "--set", ",".join(second), "--set", " ".join(first)]
    assert main(["shapes", str(extracted(MODEL).output), *args, "--json", str(out)]) == 0
    return json.loads(out.read_text())


def test_shape_list_has_each_dynamic_dims_distinct_values_as_the_real_model_dispatches(
    shapes_json, extracted, model_vmfb
):
    manifest = extracted(MODEL).manifest
    sets = SIZE_SETS[MODEL][:2]
    assert shapes_json["schema_version"] == SCHEMA_VERSION and shapes_json["kind"] == "shape-list"
    assert [s["inputs"] for s in shapes_json["size_sets"]] == sets
    assert [s["count"] for s in shapes_json["size_sets"]] == [2, 1]
    # Per dispatch and binding: the dims the kernel's own type math gives for
    # the push constants the real model passed, and they fit in the bytes bound.
    expected: dict[tuple[str, int], dict[int, set[int]]] = defaultdict(lambda: defaultdict(set))
    types: dict[tuple[str, int], list[str]] = defaultdict(list)
    for sizes in sets:
        seen: dict[str, int] = defaultdict(int)
        real = capture_dispatches(model_vmfb(MODEL), run_inputs(MODEL, sizes))
        assert len(real) == len(manifest.dispatches)
        for observed in real:
            k = seen[observed.export]
            seen[observed.export] += 1
            info = [d for d in manifest.dispatches if d.export == observed.export][k]
            for b in info.bindings:
                dims = b.dims(observed.push_constants)
                assert dims is not None
                assert element_bytes(b.element_type) * _prod(dims) <= observed.binding_lengths[b.binding]
                types[(info.name, b.binding)].append(b.type_at(observed.push_constants).text())
                for d, static in enumerate(b.shape):
                    if not isinstance(static, int):
                        expected[(info.name, b.binding)][d].add(dims[d])
    assert [d["name"] for d in shapes_json["dispatches"]] == [d.name for d in manifest.dispatches]
    checked = 0
    for dispatch in shapes_json["dispatches"]:
        for tensor in dispatch["operands"] + dispatch["results"]:
            want = expected[(dispatch["name"], tensor["binding"])]
            got = {x["dim"]: set(x["values"]) for x in tensor["dynamic"]}
            assert got == dict(want), (dispatch["name"], tensor["binding"])
            checked += len(got)
        # each problem lists the types of the size sets that produce it
        for problem in dispatch["problems"]:
            for k in problem["size_sets"]:
                real_types = [types[(dispatch["name"], t["binding"])][k] for t in dispatch["operands"]]
                assert problem["operands"] == real_types
        assert sum(p["count"] for p in dispatch["problems"]) == 3
        assert dispatch["input_dims"]
    assert checked > 0


def _prod(values) -> int:
    out = 1
    for v in values:
        out *= v
    return out


def test_shape_list_records_the_input_dims(shapes_json, extracted):
    manifest = extracted(MODEL).manifest
    assert [d["name"] for d in shapes_json["input_dims"]] == [d.name for d in manifest.input_dims]


def test_sizes_file_and_default_sizes(extracted, tmp_path, capsys):
    output = str(extracted(MODEL).output)
    sizes = tmp_path / "sizes.txt"
    sets = SIZE_SETS[MODEL]
    sizes.write_text("# size sets\n" + "\n".join(" ".join(s) for s in sets) + "\n\n")
    assert [list(s.inputs) for s in read_size_log(sizes)] == sets
    out = tmp_path / "s.json"
    assert main(["shapes", output, "--sizes", str(sizes), "--json", str(out)]) == 0
    assert [s["inputs"] for s in json.loads(out.read_text())["size_sets"]] == sets
    assert main(["shapes", output, "--json", str(out)]) == 0  # default: the extract sizes
    assert [s["inputs"] for s in json.loads(out.read_text())["size_sets"]] == [sets[0]]
    table = capsys.readouterr().out
    assert extracted(MODEL).manifest.dispatches[0].name in table


@pytest.mark.parametrize(
    "args, message",
    [
        (["--set", "7x64xf32 5x9xf32"], "--set #1"),
        (["--set", "7x64xf32 5x9 64x32xf32"], "'5x9' is not a shape"),
        (["--set", "7x64xf32 5x9xf32 64x32xf32", "--set", "0x64xf32 5x9xf32 64x32xf32"], "--set #2"),
        (["--inputs", "7x64xf32", "--inputs", "5x9xf32", "--inputs", "64x31xf32"], "dim 1 is 31"),
        (["--sizes", "no-such-sizes.txt"], "no-such-sizes.txt: cannot read sizes file"),
    ],
)
def test_bad_sizes_are_one_line_exit_2(extracted, capsys, tmp_path, args, message):
    status = main(["shapes", str(extracted(MODEL).output), *args, "--json", str(tmp_path / "s.json")])
    assert status == 2
    assert message in _error_line(capsys.readouterr().err)
    assert not (tmp_path / "s.json").exists()


def test_an_unwritable_json_file_is_one_line_exit_2(extracted, capsys, tmp_path):
    for target in (tmp_path / "missing" / "s.json", tmp_path):
        assert main(["shapes", str(extracted(MODEL).output), "--json", str(target)]) == 2
        assert "cannot write" in _error_line(capsys.readouterr().err)


def test_assumed_ranges_are_printed_as_asserted():
    assert assumed_range(DimRange(0, 16, None)) == "0..16"
    assert assumed_range(DimRange(None, 64, 8)) == "?..64 (multiple of 8)"
    assert assumed_range(None) == "no asserted range"


def test_not_an_output_directory_is_one_line_exit_2(capsys, tmp_path):
    assert main(["shapes", str(tmp_path)]) == 2
    assert "not a dynbench output directory" in _error_line(capsys.readouterr().err)


def test_frontend_model_binding_types_fit_their_bytes(extracted):
    """Kernel binding types resolve through multi-operand `util.assume.int` (torch)."""
    manifest = extracted("torch_block").manifest
    for d in manifest.dispatches:
        at = d.at_inputs
        for b in d.bindings:
            dims = b.dims(at.push_constants)
            assert dims is not None, d.name
            assert element_bytes(b.element_type) * _prod(dims) <= at.binding_lengths[b.binding], (d.name, b.binding)


@pytest.mark.parametrize("command", ["shapes", "show", "export"])
def test_sizes_outside_the_asserted_range_are_rejected_by_every_command(command, extracted, capsys, tmp_path):
    out = extracted("torch_block").output
    args = {"shapes": [], "show": ["0"], "export": ["-o", str(tmp_path / "x")]}[command]
    status = main([command, str(out), *args, "--inputs", "17x33x64xf32"])
    err = capsys.readouterr().err
    assert status == 2
    assert "input0.dim0 = 17 is outside the range the model assumes" in err
    assert "Traceback" not in err


@pytest.mark.compiles
def test_shapes_of_an_extract_without_dispatches_is_one_error_line_like_run(tmp_path, capsys):
    """control_flow's only dispatch sits under a loop: extract skips it and emits none."""
    out = tmp_path / "cf"
    iree_dynbench.extract(TESTDATA / "control_flow.mlir", ["4x16xf32"], output=out)
    assert not iree_dynbench.open(out).manifest.dispatches
    for command in ("shapes", "run"):
        assert main([command, str(out)]) == 2
        assert "no dispatch benchmarks were emitted" in capsys.readouterr().err


def test_by_export_gives_a_row_per_kernel_with_its_call_sites_and_their_problems(extracted):
    """torch_block's two layers call each kernel twice at these sizes: one row per export, its
    call sites counted, each problem's count summed over them (sites x size sets)."""
    from iree_dynbench.render.shapes import shapes_by_export

    suite = iree_dynbench.open(extracted("torch_block").output)
    result = suite.shapes([SIZE_SETS["torch_block"][0], SIZE_SETS["torch_block"][1], SIZE_SETS["torch_block"][0]])
    rows = shapes_by_export(result)
    sites: dict[str, int] = defaultdict(int)
    for d in result.dispatches:
        sites[d.export] += 1
    assert {e["export"]: e["call_sites"] for e in rows} == dict(sites)
    assert any(e["call_sites"] > 1 for e in rows)
    for e in rows:
        assert sum(count for _, count in e["problems"]) == e["call_sites"] * 3  # 3 size sets given, one twice


def test_by_export_table_on_the_cli(extracted, capsys):
    out = str(extracted("torch_block").output)
    assert main(["shapes", out, "--by", "export"]) == 0
    text = capsys.readouterr().out
    assert "sites" in text and "export(s)" in text


def test_a_set_with_a_wrong_shape_is_named_as_the_set_not_as_inputs(extracted, capsys):
    status = main(["shapes", str(extracted("dyn_matmul").output), "--set", "8x1024xf32 1024x5xf32"])
    line = _error_line(capsys.readouterr().err)
    assert status == 2 and "--inputs" not in line
    assert line.startswith("error: --set #1 (8x1024xf32 1024x5xf32): shape #2 '1024x5xf32': dim 1 is 5")


def test_a_set_with_too_many_shapes_counts_shapes_not_inputs(extracted, capsys):
    status = main(["shapes", str(extracted("dyn_matmul").output), "--set", "8x1024xf32 1024x512xf32",
                   "--set", "8x1024xf32 1024x512xf32 3xf32"])
    line = _error_line(capsys.readouterr().err)
    assert status == 2 and "--inputs" not in line
    assert line.startswith("error: --set #2 (8x1024xf32 1024x512xf32 3xf32): @main takes 2 input(s)")
    assert line.endswith("but 3 shape(s) were given")


def test_counts_that_add_up_past_int64_are_one_line_not_a_traceback(extracted, tmp_path, capsys):
    """A log whose count is int64's largest, and one `--set` of the same sizes: 2^63 requests."""
    log = tmp_path / "traffic.log"
    log.write_text("9223372036854775807\t8x1024xf32 1024x512xf32\n")
    out = tmp_path / "shapes.json"
    status = main(["shapes", str(extracted("dyn_matmul").output), "--sizes", str(log), "--set", "8x1024xf32 1024x512xf32",
                   "--json", str(out)])
    line = _error_line(capsys.readouterr().err)
    assert status == 2 and line == f"error: {log}:1: the counts of the size sets add up past 9223372036854775807 (int64)"
    assert not out.exists()
