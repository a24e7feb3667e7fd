"""The FileCheck-style helper the IR tests use (tests/support/ircheck.py) matches what it says."""

from __future__ import annotations

import pytest

from support.ircheck import check

TEXT = "  %0 = arith.constant 4 : index\n  %1 = arith.muli %arg0,  %0 : index\n  util.return %1 : index\n"


def test_a_captured_value_must_recur_where_it_is_used():
    found = check(TEXT, "[[C:%]] = arith.constant 4 : index", "arith.muli %arg0, [[C]] : index", "util.return")
    assert found["C"] == "%0"
    with pytest.raises(AssertionError, match="not found"):
        check(TEXT, "[[C:%]] = arith.constant 4 : index", "arith.muli [[C]], %arg0")


def test_lines_match_in_order():
    with pytest.raises(AssertionError, match="not found"):
        check(TEXT, "util.return", "arith.constant")


def test_a_regex_matches_where_braces_say():
    check(TEXT, "arith.constant {{[0-9]+}} : index")
