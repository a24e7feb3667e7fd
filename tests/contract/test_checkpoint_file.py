"""The one checkpoint mechanism (iree_dynbench/checkpoint.py) that sweep's, plan's and tune's
`--resume` are codecs over: a header a resume must match, a lock, appended lines, read back
untrusted, removed when the work is done."""

from __future__ import annotations

import json

import pytest

from iree_dynbench.checkpoint import CheckpointDamage, CheckpointFile
from iree_dynbench.errors import DynbenchError

HEAD = {"work": "of this test"}


def _started(path, *records):
    checkpoint = CheckpointFile(path, HEAD, "another test holds it")
    checkpoint.start(records)
    return checkpoint


def test_the_records_appended_read_back_after_the_header(tmp_path):
    checkpoint = _started(tmp_path / "c.jsonl", {"n": 1})
    checkpoint.append({"n": 2})
    checkpoint.close()
    assert CheckpointFile(tmp_path / "c.jsonl", HEAD, "").read() == (HEAD, [{"n": 1}, {"n": 2}])


def test_a_last_line_cut_short_is_left_out_and_a_restart_drops_it(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps(HEAD) + '\n{"n": 1}\n{"n": 2, "cut sh')
    head, records = CheckpointFile(path, HEAD, "").read()
    assert (head, records) == (HEAD, [{"n": 1}])
    _started(path, *records).close()
    assert path.read_text() == json.dumps(HEAD) + '\n{"n": 1}\n'


def test_a_damaged_line_before_the_last_is_one_error_naming_it(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps(HEAD) + '\n{"n": 1\n{"n": 2}\n')
    with pytest.raises(CheckpointDamage, match=r"c\.jsonl:2: not a checkpoint line \(JSON\)$") as failure:
        CheckpointFile(path, HEAD, "").read()
    assert failure.value.line == 2


def test_a_header_of_other_work_is_refused_saying_what_differs(tmp_path):
    checkpoint = CheckpointFile(tmp_path / "c.jsonl", HEAD, "")
    checkpoint.check_head(json.loads(json.dumps(HEAD)), lambda: "never asked", "--resume")
    with pytest.raises(DynbenchError, match=r"is the checkpoint of other work \(another test\); remove it to start "
                                            r"over, or drop --resume$"):
        checkpoint.check_head({"work": "of another"}, lambda: "another test", "--resume")


def test_a_second_process_doing_the_same_work_is_refused_while_the_first_holds_it(tmp_path):
    first = _started(tmp_path / "c.jsonl")
    second = CheckpointFile(tmp_path / "c.jsonl", HEAD, "another test holds it")
    try:
        with pytest.raises(DynbenchError, match="another test holds it; wait for it to end, or stop it first"):
            second.acquire()
    finally:
        first.close()
    second.acquire()  # free once the first is done
    second.close()


def test_finite_refuses_a_record_that_is_not_strict_json_and_writes_nothing_of_it(tmp_path):
    checkpoint = CheckpointFile(tmp_path / "c.jsonl", HEAD, "", finite=True)
    checkpoint.start()
    with pytest.raises(DynbenchError, match="cannot write the checkpoint"):
        checkpoint.append({"ratio": float("nan")})
    checkpoint.close()
    assert CheckpointFile(tmp_path / "c.jsonl", HEAD, "").read() == (HEAD, [])


def test_finish_removes_the_file_and_close_keeps_it(tmp_path):
    kept, gone = _started(tmp_path / "kept.jsonl"), _started(tmp_path / "gone.jsonl")
    kept.close()
    gone.finish()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.jsonl"]
