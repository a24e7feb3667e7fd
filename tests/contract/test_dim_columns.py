"""Dim expressions column-wise (`dim_columns`) agree with the one-row evaluator (`passes.values.evaluate`)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from iree_dynbench.dim_columns import NotExact, evaluate_columns, product
from iree_dynbench.passes.values import BINARY_OPS, INTEGER_CASTS, evaluate

# push-constant values at the edges: zero, one, signs, the widths' limits, int64's
EDGES = [0, 1, 2, 3, 7, 31, 32, 33, 63, 64, 2**31 - 1, 2**31, 2**32 - 1, 2**32, -1, -2, -(2**31), 2**62, -(2**62),
         2**63 - 1, -(2**63)]


def _rows(count: int, seed: int) -> np.ndarray:
    rng = random.Random(seed)
    rows = [[rng.choice(EDGES) if rng.random() < 0.5 else rng.randint(-70, 5000) for _ in range(3)] for _ in range(count)]
    return np.array(rows, dtype=np.int64)


def _check(expr, constants: np.ndarray) -> bool:
    """The column at every row is what `evaluate` gives there (None: not valid); False if refused."""
    try:
        column = evaluate_columns(expr, constants)
    except NotExact:
        return False
    for row, value, valid in zip(constants.tolist(), column.values.tolist(), column.valid.tolist()):
        try:
            expected = evaluate(expr, row)
        except (ValueError, ZeroDivisionError):  # the scalar path raises: the columns must refuse
            pytest.fail(f"{expr} at {row}: the scalar evaluator raises, the column gave {value}")
        assert (value if valid else None) == expected, (expr, row)
    return True


@pytest.mark.parametrize("op", sorted(BINARY_OPS))
@pytest.mark.parametrize("bits", [0, 32, 64])
def test_every_binary_op_agrees_with_the_scalar_evaluator_or_is_refused(op, bits):
    expr = [op, bits, ["arith.index_castui", 64, ["pc", 0], 32], ["arith.index_castui", 64, ["pc", 1], 32]]
    small = np.array([[a, b, 0] for a in range(40, 80) for b in range(0, 40)], dtype=np.int64)
    assert _check(expr, small)  # sizes of real models: always exact (refusing them would be useless)
    for seed in range(6):  # anything else: exact or refused, never different
        _check([op, bits, ["pc", 0], ["pc", 1]], _rows(200, seed))
        _check([op, bits, ["pc", 0], ["c", 5]], _rows(50, seed))
        _check([op, bits, ["pc", 0], ["pc", 1]], _rows(3, seed))


@pytest.mark.parametrize("cast", sorted(INTEGER_CASTS))
@pytest.mark.parametrize("bits, source", [(64, 32), (32, 64), (16, 8), (64, 64)])
def test_integer_casts_agree_with_the_scalar_evaluator_or_are_refused(cast, bits, source):
    for seed in range(3):
        _check([cast, bits, ["pc", 2], source], _rows(300, seed))


def test_unknown_pieces_are_unresolved_rows_as_in_the_scalar_evaluator():
    constants = _rows(20, 1)
    for expr in (["?"], ["pc", 7], ["arith.frobi", 64, ["pc", 0], ["pc", 1]], ["arith.addi", 64, ["pc", 0]],
                 ["arith.addi", 64, ["?"], ["pc", 1]]):
        column = evaluate_columns(expr, constants)
        assert not column.valid.any() and all(evaluate(expr, r) is None for r in constants.tolist())


def test_nested_expressions_agree():
    rows = np.array([[b, s, b * s] for b in range(1, 17) for s in (1, 2, 63, 64, 65, 511, 512)], dtype=np.int64)
    m = ["arith.index_castui", 64, ["pc", 2], 32]
    expr = ["arith.ceildivui", 64, ["arith.muli", 64, m, ["c", 3]], ["arith.subi", 64, ["pc", 1], ["c", 1]]]
    assert _check(expr, rows)
    assert _check(["arith.remsi", 32, ["arith.shli", 32, m, ["c", 4]], ["arith.divsi", 32, ["pc", 0], ["c", -3]]], rows)


def test_a_product_past_int64_is_refused_not_wrapped():
    big = evaluate_columns(["pc", 0], np.array([[2**40], [3]], dtype=np.int64))
    assert product([big, 7], 2).values.tolist() == [7 * 2**40, 21]
    with pytest.raises(NotExact):
        product([big, big], 2)
