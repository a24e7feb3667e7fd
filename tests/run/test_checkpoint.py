"""A checkpoint (iree_dynbench/run/checkpoint.py) is written whole through a temporary file of
its own: files that happen to carry the name a fixed temporary would take are a person's."""

from __future__ import annotations

from iree_dynbench.layout import CHECKPOINT_FORMAT
from iree_dynbench.run.checkpoint import Checkpoint

HEAD = {"format": CHECKPOINT_FORMAT, "kind": "plan", "benchmarks_sha256": "0" * 64, "options": {}, "selection": "x"}


def test_a_link_named_like_the_temporary_file_is_not_written_through(tmp_path):
    theirs = tmp_path / "theirs.txt"
    theirs.write_text("a person's file\n")
    path = tmp_path / "plan.json.checkpoint.jsonl"
    (tmp_path / "plan.json.checkpoint.jsonl.tmp").symlink_to(theirs)
    checkpoint = Checkpoint(path, HEAD)
    checkpoint.start(keep=False)
    checkpoint.close()
    assert theirs.read_text() == "a person's file\n"
    assert (tmp_path / "plan.json.checkpoint.jsonl.tmp").is_symlink()
    assert path.read_text().startswith('{"format": "dynbench-checkpoint/1"')


def test_a_file_named_like_the_temporary_file_is_left_as_it_is(tmp_path):
    mine = tmp_path / "checkpoint.jsonl.tmp"
    mine.write_text("notes\n")
    checkpoint = Checkpoint(tmp_path / "checkpoint.jsonl", HEAD)
    checkpoint.start(keep=False)
    checkpoint.finish()
    assert mine.read_text() == "notes\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["checkpoint.jsonl.tmp"]
