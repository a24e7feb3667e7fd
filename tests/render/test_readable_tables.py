"""Tables people read: operands named as the kernel binds them, a verdict shared by every
row said once, bound ranges labelled, the slowest dispatches first, text for scripts."""

from __future__ import annotations

import re

from iree_dynbench import TimingOptions, open as open_suite
from iree_dynbench.cli import main
from iree_dynbench.render.results import table
from iree_dynbench.render.tables import to_text

from support import SIZE_SETS

MODEL = "torch_block"
QUICK = ["--min-time", "0.01", "--repetitions", "1"]


def _sizes_file(tmp_path):
    path = tmp_path / "sizes.txt"
    path.write_text("\n".join(" ".join(s) for s in SIZE_SETS[MODEL][:2]) + "\n")
    return path


def test_shapes_names_dynamic_dims_by_binding_and_explains_the_column_once(extracted, tmp_path, capsys):
    assert main(["shapes", str(extracted(MODEL).output), "--sizes", str(_sizes_file(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert re.search(r"\bin b0\[0\]: ", out) and re.search(r"\bout b\d\[0\]: ", out)
    assert not re.search(r"\bin\d\[", out)  # never `in4[0]`, which reads as the model's input 4
    assert out.count("is dim d of what the kernel reads/writes through its binding k") == 1


def test_a_tuner_verdict_every_dispatch_shares_is_said_once_above_the_table(extracted, tmp_path, capsys):
    """On CPU no dispatch is tunable, for one reason: one line, not one per row."""
    assert main(["shapes", str(extracted(MODEL).output), "--sizes", str(_sizes_file(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert out.count("llvm-cpu target") == 1
    assert "shark-ai's tuner, for every dispatch: no: llvm-cpu target" in out


def test_show_labels_a_bindings_length_as_its_bound_range_beside_the_tensors_size(extracted, capsys):
    assert main(["show", str(extracted(MODEL).output), "10", "--no-source"]) == 0
    lines = [l for l in capsys.readouterr().out.splitlines() if l.startswith("  binding ")]
    assert lines and all(re.search(r"tensor<[^>]+> \(\d+ B\): bound range offset \d+ B, length \d+ B$", l)
                         for l in lines)


def test_run_sorts_by_time_and_shows_the_top_rows_only_in_the_table(extracted, capsys):
    out = extracted(MODEL).output
    assert main(["run", str(out), *QUICK, "--sort", "time", "--top", "3", "--format", "table"]) == 0
    text = capsys.readouterr().out
    rows = [l for l in text.splitlines() if re.match(r"^\s*\d+\s+\S+dispatch", l)]
    assert len(rows) == 3 and "the 3 slowest of" in text
    assert main(["run", str(out), *QUICK, "--sort", "time", "--top", "3", "--format", "csv"]) == 0
    assert len(capsys.readouterr().out.strip().splitlines()) == 1 + len(extracted(MODEL).manifest.dispatches)


def test_the_time_order_is_the_medians_descending(extracted):
    result = open_suite(extracted(MODEL).output).run(options=TimingOptions(min_time_s=0.01, repetitions=1))
    text = to_text(table(result, None, "time"))
    indices = [int(l.split()[0]) for l in text.splitlines() if re.match(r"^\s*\d+\s+main", l)]
    medians = {r.index: r.median_us for r in result.rows}
    assert sorted(indices) == sorted(medians) and [medians[i] for i in indices] == sorted(medians.values(), reverse=True)
    assert "\x1b[" not in text  # plain text, no colour codes
