"""`--sizes FILE` is a size log: repeated lines count, a count column or JSON Lines say how
often, a bad line is one error naming file:line, and a long log streams."""

from __future__ import annotations

import json

import pytest

from iree_dynbench.cli import main
from iree_dynbench.errors import DynbenchError
from iree_dynbench.size_log import CountedSizes, read_size_log

from support import SIZE_SETS

MODEL = "two_dims"
A, B = (" ".join(s) for s in SIZE_SETS[MODEL][:2])


def _log(tmp_path, text: str | bytes):
    path = tmp_path / "sizes.log"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


def test_repeated_lines_count_as_occurrences_in_order_of_first_appearance(tmp_path):
    log = _log(tmp_path, f"{A}\n# a comment\n\n{B}\n{A}  # again\n{A}\n")
    assert read_size_log(log) == [
        CountedSizes(tuple(A.split()), 3, f"{log}:1"), CountedSizes(tuple(B.split()), 1, f"{log}:4"),
    ]


def test_a_count_column_and_json_lines_say_how_often(tmp_path):
    log = _log(tmp_path, f"120\t{A}\n" + json.dumps({"inputs": B.split(), "count": 7}) + "\n"
               + json.dumps({"inputs": A.split()}) + "\n")
    assert [(s.inputs, s.count) for s in read_size_log(log)] == [(tuple(A.split()), 121), (tuple(B.split()), 7)]


@pytest.mark.parametrize("line, message", [
    ("0\t7x64xf32", "the count must be at least 1, got 0"),
    ("5\t", "a count without shapes"),
    ('{"inputs": "7x64xf32"}', '"inputs" must be a list of shapes'),
    ('{"inputs": ["7x64xf32"], "count": -2}', '"count" must be a positive integer, got -2'),
    ('{"inputs": ["7x64xf32"], "count": true}', '"count" must be a positive integer, got true'),
    ("{not json", "not a JSON object"),
    ("[1, 2]", None),  # not a JSON object: read as shapes, and refused by the model's check
])
def test_a_malformed_line_is_one_error_naming_file_and_line(tmp_path, line, message):
    log = _log(tmp_path, f"{A}\n{line}\n")
    if message is None:
        assert [s.where for s in read_size_log(log)][-1] == f"{log}:2"
        return
    with pytest.raises(DynbenchError) as failure:
        read_size_log(log)
    assert str(failure.value) == f"{log}:2: {message}" or str(failure.value).startswith(f"{log}:2: {message}")


def test_a_log_that_is_not_utf8_names_the_line(tmp_path):
    log = _log(tmp_path, A.encode() + b"\n\xff\xfe\n")
    with pytest.raises(DynbenchError, match=rf"^{log}:2: not UTF-8 text$"):
        read_size_log(log)


def test_counts_that_overflow_int64_are_refused(tmp_path):
    log = _log(tmp_path, f"{2**62}\t{A}\n{2**62}\t{A}\n")
    with pytest.raises(DynbenchError, match=rf"^{log}:2: the counts add up past"):
        read_size_log(log)


def test_a_size_set_the_model_refuses_names_the_line_it_first_appeared_on(extracted, tmp_path, capsys):
    log = _log(tmp_path, f"{A}\n{A}\n7x64xf32 5x9xf32\n")
    assert main(["shapes", str(extracted(MODEL).output), "--sizes", str(log)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {log}:3 (7x64xf32 5x9xf32): ") and err.count("\n") == 1


def test_a_long_log_streams_into_its_distinct_sets_with_their_counts(extracted, tmp_path):
    """200,000 lines of 3 distinct sets: the shape list counts every line, each set checked once."""
    c = " ".join(SIZE_SETS[MODEL][2])
    lines = [A, B, c] * 66_666 + [A, B]
    log = _log(tmp_path, "\n".join(lines) + "\n")
    sets = read_size_log(log)
    assert [s.count for s in sets] == [66_667, 66_667, 66_666]
    out = tmp_path / "shapes.json"
    assert main(["shapes", str(extracted(MODEL).output), "--sizes", str(log), "--json", str(out)]) == 0
    assert sum(s["count"] for s in json.loads(out.read_text())["size_sets"]) == len(lines)


@pytest.mark.parametrize("text, message", [
    ("", "no size sets"),
    ("# only a comment\n\n", "no size sets"),
    ("32x64x64xf32\n", ":1 (32x64x64xf32): input0.dim0 = 32 is outside the range the model assumes for it (1..16)"),
    ("4x99999999999999999999x64xf32\n", ":1 (4x99999999999999999999x64xf32): "),
])
def test_a_bad_log_of_torch_block_is_one_error_line(extracted, tmp_path, capsys, text, message):
    log = _log(tmp_path, text)
    assert main(["shapes", str(extracted("torch_block").output), "--sizes", str(log)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err, err


def test_a_line_without_end_is_refused_at_the_limit_not_read_whole(tmp_path, monkeypatch):
    import iree_dynbench.size_log as size_log

    monkeypatch.setattr(size_log, "MAX_LINE", 100)
    log = _log(tmp_path, f"{A}\n" + "7x" * 1000)
    with pytest.raises(DynbenchError, match=rf"^{log}:2: a line longer than 100 bytes"):
        read_size_log(log)


def test_too_many_distinct_size_sets_are_refused_at_the_line_that_passes_the_limit(tmp_path, monkeypatch):
    import iree_dynbench.size_log as size_log

    monkeypatch.setattr(size_log, "MAX_DISTINCT", 3)
    log = _log(tmp_path, "".join(f"{n}x64xf32\n" for n in (1, 2, 1, 3, 4)))
    with pytest.raises(DynbenchError, match=rf"^{log}:5: more than 3 distinct size sets; bucket the sizes"):
        read_size_log(log)


def test_memory_grows_with_the_distinct_sets_not_the_lines(tmp_path):
    """Peak memory reading 30,000 lines of 3 sets is that of 300 lines (within 64 KiB)."""
    import tracemalloc

    def peak(lines: int) -> int:
        log = _log(tmp_path, f"{A}\n{B}\n5\t{A}\n" * (lines // 3))
        tracemalloc.start()
        try:
            read_size_log(log)
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    assert peak(30_000) < peak(300) + 64 * 1024


def test_a_byte_order_mark_at_the_start_of_a_log_is_not_part_of_its_first_shape(tmp_path):
    log = _log(tmp_path, b"\xef\xbb\xbf" + f"{A}\n".encode())
    assert read_size_log(log)[0].inputs == tuple(A.split())


def test_a_count_in_other_digits_than_ascii_is_not_a_count(tmp_path):
    """`٣` (Arabic-Indic three) is a digit to Python's int(), not to a size log."""
    log = tmp_path / "sizes.log"
    log.write_text("\u0663\t4x1024xf32 1024x512xf32\n")
    (read,) = list(read_size_log(log))
    assert read.count == 1 and read.inputs[0] == "\u0663"  # a shape, which the model then refuses
