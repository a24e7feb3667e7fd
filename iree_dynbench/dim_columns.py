"""Dim expressions over many rows of push constants at once: exact, or refused.

`passes.values.evaluate` reads one expression at one row of push constants
with Python ints (exact at any size). `shapes` over a traffic log evaluates
the same expressions at thousands of rows: here each is evaluated column-wise
in numpy int64, with the same semantics. int64 wraps silently, so every op
first bounds its result from its operands' extremes and raises `NotExact`
where the int64 result could differ from the Python one (a product past
int64, a mask of a negative value to 64 bits, a shift by a negative count):
the caller then takes the one-row-at-a-time path for those rows. A row the
scalar evaluator answers None for (a division by zero, a shift past the
width, a push constant that is not there, `["?"]`) is a row `valid` marks
False; its value is 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence, Union

import numpy as np

from .passes.abi import INT64_MAX, INT64_MIN
from .passes.values import INTEGER_CASTS, OPERATORS, SIGNED_CASTS, DimExpr

_SAFE = 2**62  # operands of divisions stay within this (no INT64_MIN // -1, no -INT64_MIN)


class NotExact(Exception):
    """int64 could not hold a value, or an op would not match Python's: evaluate these rows one by one."""


@dataclass(frozen=True)
class DimColumn:
    """An expression's value at each row (int64), and where it resolves (`passes.values.evaluate` not None)."""

    values: np.ndarray
    valid: np.ndarray


Value = Union[int, DimColumn]  # an int: the same at every row (a static dim)


def evaluate_columns(expr: DimExpr, constants: np.ndarray, cache: Optional[dict] = None) -> DimColumn:
    """`passes.values.evaluate(expr, row)` for each row of `constants` (rows x push constants, int64);
    with `cache` (one per `constants`), each distinct expression once (a dispatch's bindings and
    root op repeat the same few)."""
    if cache is None:
        return _evaluate(expr, constants)
    key = repr(expr)
    column = cache.get(key)
    if column is None:
        column = cache[key] = _evaluate(expr, constants)
    return column


def _evaluate(expr: DimExpr, constants: np.ndarray) -> DimColumn:
    rows = len(constants)
    if isinstance(expr, int):
        return _column(np.full(rows, _fits(expr), dtype=np.int64), np.ones(rows, dtype=bool))
    head = expr[0]
    if head == "pc":
        if expr[1] < constants.shape[1]:
            return _column(constants[:, expr[1]].astype(np.int64, copy=False), np.ones(rows, dtype=bool))
        return _unresolved(rows)
    if head == "c":
        return _column(np.full(rows, _fits(expr[1]), dtype=np.int64), np.ones(rows, dtype=bool))
    if head == "?":
        return _unresolved(rows)
    bits = expr[1]
    if head in INTEGER_CASTS:  # [op, bits, arg, source bits]
        arg = _evaluate(expr[2], constants)
        values, valid = arg.values, arg.valid
        if head in SIGNED_CASTS and len(expr) > 3:
            values = _signed(values, expr[3])
    else:
        args = [_evaluate(a, constants) for a in expr[2:]]
        if len(args) != 2:
            return _unresolved(rows)
        a, b = args
        operator = OPERATORS.get(head)
        if operator is None:
            return _unresolved(rows)
        valid = a.valid & b.valid
        if operator.division:  # on the unsigned values, as the scalar evaluator checks them
            valid = valid & (b.values != 0)
        elif operator.shift:
            valid = valid & (b.values < bits)
        if operator.signed:
            x, y = _signed(a.values, bits), _signed(b.values, bits)
            if operator.division and (valid & (y == 0)).any():  # wider than `bits`: Python divides by 0
                raise NotExact("a divisor that is zero at its width")
        else:
            x, y = a.values, b.values
        if operator.division or operator.shift:  # rows left out get harmless operands
            y = np.where(valid, y, 1 if operator.division else 0)
            x = np.where(valid, x, 0)
        values = _COLUMNS[head](x, y)
    return _column(_mask(np.where(valid, values, 0), bits), valid)


def evaluate_shape(
    shape: Sequence[DimExpr], constants: np.ndarray, cache: Optional[dict] = None
) -> tuple[list[Value], np.ndarray]:
    """`passes.values.resolve_shape` per row: each dim static (int) or a column, and the rows
    where every dim resolves (elsewhere the scalar path gives None for the whole shape)."""
    valid = np.ones(len(constants), dtype=bool)
    dims: list[Value] = []
    for d in shape:
        if isinstance(d, int):
            dims.append(d)
        else:
            column = evaluate_columns(d, constants, cache)
            valid &= column.valid
            dims.append(column)
    return dims, valid


def product(values: Sequence[Value], rows: int) -> Value:
    """The product of static and per-row values (`math.prod`), exact or `NotExact`."""
    static = 1
    columns = []
    for v in values:
        if isinstance(v, int):
            static *= v
        else:
            columns.append(v)
    if not columns:
        return static
    if static == 1 and len(columns) == 1:
        return columns[0]
    valid = np.ones(rows, dtype=bool)
    out = np.full(rows, _fits(static), dtype=np.int64)
    bound = abs(static)
    for c in columns:
        bound *= _largest(c.values)
        if bound > INT64_MAX:
            raise NotExact("product past int64")
        out = out * c.values
        valid = valid & c.valid
    return DimColumn(np.where(valid, out, 0), valid)


def _column(values: np.ndarray, valid: np.ndarray) -> DimColumn:
    return DimColumn(values, valid)


def _unresolved(rows: int) -> DimColumn:
    return DimColumn(np.zeros(rows, dtype=np.int64), np.zeros(rows, dtype=bool))


def _fits(value: int) -> int:
    if not INT64_MIN <= value <= INT64_MAX:
        raise NotExact(f"{value} is past int64")
    return value


def _bounds(x: np.ndarray) -> tuple[int, int]:
    return (int(x.min()), int(x.max())) if x.size else (0, 0)


def _largest(x: np.ndarray) -> int:
    lo, hi = _bounds(x)
    return max(-lo, hi)


def _signed(values: np.ndarray, bits: int) -> np.ndarray:
    """`passes.values.signed`: as a `bits`-wide two's-complement integer (unchanged for 0 or >= 64 bits:
    an int64 already is one)."""
    if not bits or bits >= 64:
        return values
    low = values & ((1 << bits) - 1)
    half = 1 << (bits - 1)
    return np.where(low >= half, low - half - half, low)


def _mask(values: np.ndarray, bits: int) -> np.ndarray:
    """`value & ((1 << bits) - 1)`; past 63 bits only non-negative values keep (the rest are
    Python ints past int64)."""
    if not bits:
        return values
    if bits >= 64:
        if _bounds(values)[0] < 0:
            raise NotExact("a negative value masked to 64 bits")
        return values
    return values & ((1 << bits) - 1)


def _add(a, b):
    (alo, ahi), (blo, bhi) = _bounds(a), _bounds(b)
    _fits(alo + blo), _fits(ahi + bhi)
    return a + b


def _sub(a, b):
    (alo, ahi), (blo, bhi) = _bounds(a), _bounds(b)
    _fits(alo - bhi), _fits(ahi - blo)
    return a - b


def _mul(a, b):
    if _largest(a) * _largest(b) > INT64_MAX:
        raise NotExact("product past int64")
    return a * b


def _small(*xs: np.ndarray) -> None:
    for x in xs:
        if _largest(x) >= _SAFE:
            raise NotExact("a division of values near int64's limits")


def _floordiv(a, b):
    _small(a, b)
    return a // b


def _ceildivu(a, b):
    _small(a, b)
    return -(-a // b)


def _rem(a, b):
    _small(a, b)
    return a % b


def _shl(a, b):
    lo, hi = _bounds(b)
    if lo < 0 or hi > 62 or _largest(a) << hi > INT64_MAX:
        raise NotExact("a shift past int64")
    return a << b


def _shr(a, b):
    lo, hi = _bounds(b)
    if lo < 0 or hi > 63:  # a negative count raises in Python
        raise NotExact("a shift by a count int64 does not take")
    return a >> b


def _div_toward_zero(a, b):
    _small(a, b)
    q = np.abs(a) // np.abs(b)
    return np.where((a >= 0) == (b >= 0), q, -q)


def _ceil_div(a, b):
    _small(a, b)
    return np.where(b > 0, -((-a) // b), -(a // -b))


def _remsi(a, b):
    return a - _div_toward_zero(a, b) * b


# Each of `passes.values.OPERATORS` on int64 columns (which rows are valid, and how operands
# are read, is the table's): exact, or `NotExact` where int64 could differ from Python's ints.
_COLUMNS = {
    "arith.addi": _add,
    "arith.subi": _sub,
    "arith.muli": _mul,
    "arith.divui": _floordiv,
    "arith.ceildivui": _ceildivu,
    "arith.remui": _rem,
    "arith.shli": _shl,
    "arith.shrui": _shr,
    "arith.ori": np.bitwise_or,
    "arith.andi": np.bitwise_and,
    "arith.xori": np.bitwise_xor,
    "arith.maxui": np.maximum,
    "arith.minui": np.minimum,
    "arith.divsi": _div_toward_zero,
    "arith.ceildivsi": _ceil_div,
    "arith.floordivsi": _floordiv,
    "arith.remsi": _remsi,
    "arith.shrsi": _shr,
    "arith.maxsi": np.maximum,
    "arith.minsi": np.minimum,
}
