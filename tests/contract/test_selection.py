"""Selecting dispatches: `--filter REGEX` on run/sweep/export/shapes, `--dispatch EXPORT`
(every call site), and short "did you mean" errors, on testdata/torch_block.mlir
(38 dispatches; export 14, a reduction, has four call sites).
"""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

import iree_dynbench
from iree_dynbench.cli import main

MODEL = "torch_block"
FAST = ["--min-time", "0.01", "--repetitions", "1"]
EXPORT = "main$async_dispatch_14_reduction_Dx64_f32"
FIRST_SITE = "main_async_dispatch_14_reduction_Dx64_f32"


@pytest.fixture(scope="module")
def tb(extracted):
    return extracted(MODEL)


def _csv_names(capsys, args) -> list[str]:
    status = main(args)
    captured = capsys.readouterr()
    assert status == 0, captured.err
    return [r["dispatch"] for r in csv.DictReader(io.StringIO(captured.out))]


def _one_error_line(capsys, args) -> str:
    status = main(args)
    err = capsys.readouterr().err
    assert status == 2 and "Traceback" not in err
    (line,) = err.strip().splitlines()
    assert line.startswith("error: ")
    return line


def test_run_filter_times_the_dispatches_whose_full_name_matches_anywhere(tb, capsys):
    names = _csv_names(capsys, ["run", str(tb.output), *FAST, "--format", "csv", "--filter", "softmax|_2_matmul"])
    assert names == [n for n in tb.emitted if re.search("softmax|_2_matmul", n)]
    assert len(names) == 4  # two softmax and two matmul call sites


def test_filter_and_dispatch_together_select_what_both_select(tb, capsys):
    names = _csv_names(capsys, ["run", str(tb.output), *FAST, "--format", "csv", "--dispatch", EXPORT, "--filter", "__[23]$"])
    assert names == [f"{FIRST_SITE}__2", f"{FIRST_SITE}__3"]


@pytest.mark.parametrize("value", [EXPORT, FIRST_SITE])
def test_dispatch_export_selects_every_call_site(tb, capsys, value):
    names = _csv_names(capsys, ["run", str(tb.output), *FAST, "--format", "csv", "--dispatch", value])
    sites = [d.name for d in tb.manifest.dispatches if d.export == EXPORT]
    assert names == sites and len(sites) == 4


def test_dispatch_name_of_a_later_call_site_or_an_index_selects_that_one(tb, capsys):
    names = _csv_names(capsys, ["run", str(tb.output), *FAST, "--format", "csv", "--dispatch", f"{FIRST_SITE}__2",
                                "--dispatch", "0"])
    assert names == [tb.emitted[0], f"{FIRST_SITE}__2"]


def test_dispatch_takes_a_name_as_a_table_on_a_terminal_shows_it(tb, capsys):
    names = _csv_names(capsys, ["run", str(tb.output), *FAST, "--format", "csv", "--dispatch", "14_reduction_Dx64_f32__3",
                                "--dispatch", "2_matmul_Dx192x64_f32"])
    assert names == ["main_async_dispatch_2_matmul_Dx192x64_f32", "main_async_dispatch_2_matmul_Dx192x64_f32__1",
                     f"{FIRST_SITE}__3"]


def test_the_api_selects_as_the_cli_does(tb):
    suite = iree_dynbench.open(tb.output)
    assert [d.name for d in suite.select([EXPORT])] == [d.name for d in tb.manifest.dispatches if d.export == EXPORT]
    assert [d.name for d in suite.select(filter="softmax")] == [n for n in tb.emitted if "softmax" in n]


def test_shapes_filter_lists_the_matching_dispatches_with_their_indices(tb, capsys, tmp_path):
    out = tmp_path / "s.json"
    assert main(["shapes", str(tb.output), "--filter", "batch_matmul", "--json", str(out)]) == 0
    capsys.readouterr()
    listed = [(d["index"], d["name"]) for d in json.loads(out.read_text())["dispatches"]]
    assert listed == [(k, n) for k, n in enumerate(tb.emitted) if "batch_matmul" in n] and len(listed) == 4


def test_export_filter_writes_the_matching_dispatches_only(tb, capsys, tmp_path):
    out = tmp_path / "tuner"
    assert main(["export", str(tb.output), "--flavour", "dynamic", "--filter", "softmax", "-o", str(out)]) == 0
    capsys.readouterr()
    files = json.loads((out / "index.json").read_text())["files"]
    assert [f["dispatch"] for f in files] == [n for n in tb.emitted if "softmax" in n]


def test_sweep_filter_times_the_matching_dispatches_at_every_size(tb, capsys, tmp_path):
    out = tmp_path / "sweep"
    status = main(["sweep", str(tb.output), "--dim", "input0.dim1=8..16", "--filter", "_1_reduction", *FAST,
                   "--no-plot", "-o", str(out)])
    assert status == 0, capsys.readouterr().err
    runs = json.loads((out / "sweep.json").read_text())
    text = json.dumps(runs)
    assert "main_async_dispatch_1_reduction_Dx64_f32" in text
    assert "main_async_dispatch_0_reduction" not in text and "softmax" not in text


@pytest.mark.parametrize(
    "args, expected",
    [
        (["--dispatch", "main_async_dispatch_10_softmx_Dx4xDxDxf32_dispatch_tensor_store"],
         "did you mean main_async_dispatch_10_softmax_Dx4xDxDxf32_dispatch_tensor_store"),
        (["--dispatch", "10_softmax_Dx4xDxDxf32_dispatch_tensr_store__1"],  # a short name, as a table shows it
         "did you mean main_async_dispatch_10_softmax_Dx4xDxDxf32_dispatch_tensor_store__1"),
        (["--dispatch", "softmax"], "did you mean main_async_dispatch_10_softmax"),
        (["--dispatch", "38"], "no dispatch '38' (indices 0..37)"),
        (["--dispatch", "zzzz"], "no dispatch 'zzzz' (38 dispatches"),
    ],
)
def test_an_unknown_dispatch_is_one_short_line_with_close_names(tb, capsys, args, expected):
    line = _one_error_line(capsys, ["run", str(tb.output), *args])
    assert expected in line
    assert len(line) < 400, line  # a few names, never all 38


@pytest.mark.parametrize("command", ["run", "sweep", "export", "shapes"])
def test_a_bad_regular_expression_is_one_line_and_exit_2(tb, capsys, tmp_path, command):
    extra = {"sweep": ["--dim", "input0.dim1=8..16", "-o", str(tmp_path / "s")], "export": ["-o", str(tmp_path / "t")]}
    line = _one_error_line(capsys, [command, str(tb.output), "--filter", "soft(max", *extra.get(command, [])])
    assert "--filter 'soft(max' is not a regular expression" in line


@pytest.mark.parametrize("command", ["run", "shapes"])
def test_a_filter_that_matches_nothing_is_one_line_and_exit_2(tb, capsys, command):
    line = _one_error_line(capsys, [command, str(tb.output), "--filter", "conv"])
    assert "--filter 'conv' matches none of the 38 dispatch names" in line


def test_a_dispatch_extract_skipped_is_named_as_skipped_with_its_reason(extracted, capsys):
    out = extracted("data_dependent").output
    skipped = iree_dynbench.open(out).manifest.skipped
    assert skipped, "data_dependent has a dispatch whose sizes come from tensor data"
    name = skipped[0].export.replace("$", "_")
    assert main(["show", str(out), name]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: no dispatch '{name}': extract skipped it") and skipped[0].reason in err
