"""What a long run says on stderr when it is a log, not a terminal (as under capsys).

Plain progress lines (one per dispatch for `run`; throttled for `sweep`), a note
naming the sizes `run` picked when they are the model's asserted upper bounds,
and warning lines for noisy timings and a loaded machine.
"""

from __future__ import annotations

import dataclasses

import pytest

from iree_dynbench import extract
from iree_dynbench.cli import main
from iree_dynbench.render.progress import ProgressLines
from iree_dynbench.render.results import load_warning, noise_warnings, sweep_noise_warning
from iree_dynbench.run.options import TimingOptions
import iree_dynbench

from support import TESTDATA, compiling

FAST = ["--min-time", "0.01", "--repetitions", "1"]


@pytest.fixture(scope="module")
@compiling
def upper_bounds(tmp_path_factory):
    """torch_block extracted without --inputs: at the upper bounds it asserts (16x512x64xf32)."""
    return extract(TESTDATA / "torch_block.mlir", [], output=tmp_path_factory.mktemp("bounds") / "out")


def _err(capsys, args, status=0) -> list[str]:
    assert main(args) == status
    return capsys.readouterr().err.splitlines()


def test_run_by_calls_prints_a_progress_line_per_dispatch_and_a_last_line(extracted, capsys):
    result = extracted("two_dims")
    lines = _err(capsys, ["run", str(result.output), *FAST, "--method", "calls"])
    steps = [line for line in lines if line.startswith("timing ") and not line.startswith("timing done")]
    total = len(result.emitted)
    assert [s.split()[1:3] for s in steps] == [[f"{k + 1}/{total}", name] for k, name in enumerate(result.emitted)]
    assert any(line.startswith(f"timing done: {total} in ") for line in lines)


def test_run_by_profile_prints_a_progress_line_per_round_and_a_last_line(extracted, capsys):
    result = extracted("two_dims")
    lines = _err(capsys, ["run", str(result.output), *FAST, "--method", "profile"])
    steps = [line for line in lines if line.startswith("timing ") and not line.startswith("timing done")]
    total = len(result.emitted)
    assert steps and steps[0].startswith(f"timing 1/{total} profiling {total} dispatch(es), round 1"), lines
    assert any(line.startswith(f"timing done: {total} in ") for line in lines)


def test_sweep_prints_its_first_and_last_progress_lines(extracted, capsys, tmp_path):
    result = extracted("dyn_matmul")
    lines = _err(capsys, ["sweep", str(result.output), "--dim", "input0.dim0=8..32", *FAST, "--no-plot",
                          "-o", str(tmp_path / "s")])
    assert any(line.startswith("sweeping 1/3 8x1024xf32 1024x512xf32 ") for line in lines), lines
    assert any(line.startswith("sweeping done: 3 in ") for line in lines), lines


def test_progress_lines_past_the_first_are_at_most_one_per_interval():
    now = [0.0]
    written: list[str] = []
    progress = ProgressLines(written.append, "sweeping", every_s=5.0, clock=lambda: now[0])
    for step, t in enumerate([0.0, 1.0, 4.9, 5.0, 6.0, 11.0]):
        now[0] = t
        progress(step, 10, f"s{step}")
    now[0] = 12.0
    progress(10, 10, "")
    assert written == ["sweeping 1/10 s0 (0.0 s)", "sweeping 4/10 s3 (5.0 s)", "sweeping 6/10 s5 (11.0 s)",
                       "sweeping done: 10 in 12.0 s"]


def test_run_at_the_asserted_upper_bounds_says_so_before_timing(upper_bounds, capsys):
    lines = _err(capsys, ["run", str(upper_bounds.output), "--dispatch", "0", *FAST])
    notes = [k for k, line in enumerate(lines) if line.startswith("note: no --inputs")]
    first_step = next(k for k, line in enumerate(lines) if line.startswith("timing 1/1"))
    assert len(notes) == 1 and notes[0] < first_step
    assert "16x512x64xf32" in lines[notes[0]] and "upper bounds" in lines[notes[0]]
    assert "input0.dim0 = 16, input0.dim1 = 512" in lines[notes[0]]


def test_run_with_inputs_or_at_extract_inputs_has_no_sizes_note(upper_bounds, extracted, capsys):
    assert not any("note:" in line for line in _err(capsys, ["run", str(upper_bounds.output), "--dispatch", "0",
                                                               "--inputs", "2x8x64xf32", *FAST]))
    assert not any("note:" in line for line in _err(capsys, ["run", str(extracted("torch_block").output),
                                                               "--dispatch", "0", *FAST]))


def test_a_noisy_dispatch_gets_a_warning_line_naming_its_cv(extracted):
    """A real run, one of its dispatches given repetitions 10, 10 and 16 us (cv 29%)."""
    result = iree_dynbench.open(extracted("two_dims").output).run(options=TimingOptions(0.02, 3))
    quiet = [dataclasses.replace(r, times_us=(10.0, 10.0, 10.0)) for r in result.rows]
    noisy = dataclasses.replace(result, rows=(dataclasses.replace(quiet[0], times_us=(10.0, 10.0, 16.0)), *quiet[1:]))
    (line,) = noise_warnings(noisy)
    assert line.startswith(f"warning: dispatch 0 {result.rows[0].name}: cv 28.9% over 3 repetitions")
    assert noise_warnings(dataclasses.replace(result, rows=tuple(quiet))) == []
    assert sweep_noise_warning([noisy, noisy]).startswith(f"warning: 2 of {2 * len(quiet)} timings have cv above 10%")


def test_an_adaptive_row_known_within_its_precision_is_not_called_noisy(extracted):
    result = iree_dynbench.open(extracted("two_dims").output).run(options=TimingOptions(max_time_s=0.02))
    spread = (10.0, 10.0, 16.0, 10.0, 13.0)
    rows = [dataclasses.replace(r, times_us=spread, stopped_by="precision") for r in result.rows]
    assert noise_warnings(dataclasses.replace(result, rows=tuple(rows))) == []
    rows[0] = dataclasses.replace(rows[0], stopped_by="rounds")
    (line,) = noise_warnings(dataclasses.replace(result, rows=tuple(rows)))
    assert line.startswith(f"warning: dispatch 0 {result.rows[0].name}: cv ") and "try --rounds" in line


def test_many_noisy_dispatches_are_five_lines_and_a_count(extracted):
    result = iree_dynbench.open(extracted("torch_block").output).run(
        dispatches=[str(k) for k in range(8)], options=TimingOptions(0.01, 1, each_site=True)
    )
    noisy = dataclasses.replace(result, rows=tuple(dataclasses.replace(r, times_us=(1.0, 2.0)) for r in result.rows))
    lines = noise_warnings(noisy)
    assert len(lines) == 6 and lines[-1].startswith("warning: 3 more dispatch(es) with cv above 10%")


def test_a_load_average_above_half_the_cores_is_a_warning():
    assert load_warning(1.9, 4) is None and load_warning(None, 4) is None
    assert load_warning(2.5, 4) == "warning: load average 2.5 over the last minute on 4 core(s): timings may be noisy"


def test_a_sweep_counts_a_timing_shared_by_call_sites_once_among_its_noisy_ones(extracted):
    """torch_block's twins carry one timing (`timed_as`): noisy, it is one noisy timing of the run's timings."""
    result = iree_dynbench.open(extracted("torch_block").output).run(options=TimingOptions(0.02, 3))
    timings = [r for r in result.rows if not r.timed_as]
    first = next(r.timed_as for r in result.rows if r.timed_as)  # a timing that call sites share
    rows = tuple(dataclasses.replace(r, times_us=(10.0, 10.0, 16.0) if first in (r.name, r.timed_as) else (10.0,) * 3)
                 for r in result.rows)
    line = sweep_noise_warning([dataclasses.replace(result, rows=rows)])
    assert line.startswith(f"warning: 1 of {len(timings)} timings have cv above 10%")
