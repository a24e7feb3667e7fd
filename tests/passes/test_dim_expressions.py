"""The corpus models' dim expressions (a fixture taken from their shapes.json) evaluate alike
one row at a time (`passes.values.evaluate`) and column-wise (`dim_columns`): one operator
table (`values.OPERATORS`) serves both."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from iree_dynbench.dim_columns import NotExact, evaluate_columns
from iree_dynbench.passes.values import evaluate

_FIXTURE = json.loads((Path(__file__).parent / "dim_expressions.json").read_text())["expressions"]
_IDS = [f"{e['model']}-{i}" for i, e in enumerate(_FIXTURE)]


def _pushed(expr) -> int:
    """How many push constants `expr` reads (one past the highest `["pc", k]`)."""
    if not isinstance(expr, list):
        return 0
    if expr and expr[0] == "pc":
        return expr[1] + 1
    return max((_pushed(a) for a in expr[1:]), default=0)


def _agree(expr, rows: list[list[int]]) -> None:
    constants = np.array(rows, dtype=np.int64).reshape(len(rows), -1)
    try:
        column = evaluate_columns(expr, constants)
    except NotExact:  # refused: the caller evaluates these rows one by one
        return
    for row, value, valid in zip(rows, column.values.tolist(), column.valid.tolist()):
        assert (value if valid else None) == evaluate(expr, row), (expr, row)


def test_the_fixture_holds_the_corpus_expressions():
    assert len(_FIXTURE) >= 20 and any(e["push_constants"] for e in _FIXTURE)


@pytest.mark.parametrize("entry", _FIXTURE, ids=_IDS)
def test_a_corpus_expression_has_one_value_at_the_push_constants_it_was_read_at(entry):
    for row in entry["push_constants"] or [[0] * _pushed(entry["expression"])]:  # each dispatch's own
        column = evaluate_columns(entry["expression"], np.array([row], dtype=np.int64).reshape(1, -1))
        value = column.values.tolist()[0] if column.valid[0] else None  # real sizes: exact, never refused
        assert value == evaluate(entry["expression"], row)


@pytest.mark.parametrize("entry", _FIXTURE, ids=_IDS)
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_a_corpus_expression_agrees_at_any_push_constants_or_is_refused(entry, data):
    width = max(_pushed(entry["expression"]), 1)
    word = st.one_of(st.integers(0, 2**32 - 1), st.integers(0, 4096), st.sampled_from([0, 1, 2**31, 2**32 - 1]))
    rows = data.draw(st.lists(st.lists(word, min_size=width, max_size=width), min_size=1, max_size=8))
    _agree(entry["expression"], rows)
