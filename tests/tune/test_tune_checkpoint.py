"""Tune's checkpoint (iree_dynbench/tune/tune_checkpoint.py): what its lines hold, read back as a
resume reads them."""

from __future__ import annotations

import json

from iree_dynbench.tune.tune_checkpoint import TuneCheckpoint, kept

HEAD = {"kind": "dynbench tune checkpoint", "options": [2]}


def test_a_last_line_cut_short_by_the_interruption_is_left_out_and_the_rest_resumes(tmp_path):
    """A kill while a line was being written leaves half of it: the problems before it still count."""
    path = tmp_path / ".out.tune-checkpoint.jsonl"
    finished = {"problem": "p0", "entry": "p0"}
    path.write_text(json.dumps(HEAD) + "\n" + json.dumps(finished) + '\n{"candidate_of": "p1", "scr')
    checkpoint = TuneCheckpoint(path, HEAD)
    assert checkpoint.load() == [finished]
    assert kept(path) == (1, 0)


def test_what_a_checkpoint_keeps_counts_problems_and_verdicts_not_the_plan(tmp_path):
    path = tmp_path / ".out.tune-checkpoint.jsonl"
    checkpoint = TuneCheckpoint(path, HEAD)
    checkpoint.keep_plan([], [])
    checkpoint.start([{"problem": "p0"}])
    checkpoint.append_candidate({"candidate_of": "p1"})
    checkpoint.close()
    assert kept(path) == (1, 1) and kept(tmp_path / "none.jsonl") is None
