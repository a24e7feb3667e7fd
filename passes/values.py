"""Plain values shared by the passes and the runtime side: tensor types,
dim ranges, element sizes and the dim-expression evaluator.

The passes produce these from MLIR; the runner reads them back from
`shapes.json` on a machine that may have only the IREE runtime. So this
module imports nothing from `iree.compiler` and nothing from the package.

Dim expressions record the integer math a kernel does on its push constants
to size a binding (see `kernel_signature`): `["pc", k]` push constant word
k; `["c", v]` a constant; `[op, bits, lhs, rhs]` an arith op over
`bits`-wide integers (`*si` ops read them as two's complement);
`[cast, bits, arg, source_bits]` an integer cast; `["?"]` something that is
not push-constant math. A dim is an int when static.
"""

from __future__ import annotations

import functools
import math
import string
from dataclasses import dataclass
from enum import Enum
from typing import Callable, Optional, Sequence, Union

DimExpr = Union[int, list]


class ValueEnum(str, Enum):
    """A closed set of names that files write as their values: prints as its value (the
    `enum.StrEnum` of Python 3.11, which 3.10 lacks)."""

    def __str__(self) -> str:
        return self.value


class Cause(ValueEnum):
    """Whose limit skips a dispatch (`reasons.Reason`, shapes.json's `skipped[].cause`): extract
    exits 0 for the model's, 1 for dynbench's."""

    MODEL = "model"  # inherent to the model: no benchmark of this dispatch can exist
    DYNBENCH = "dynbench"  # a limitation of dynbench: an op it does not handle


@functools.lru_cache(maxsize=1024)  # a model has a few element types, read at every query
def element_bits(element_type: str) -> Optional[int]:
    """Bits of one element: `f32` 32, `bf16` 16, `i1` 1, `f8E4M3FN` 8; None
    for a type that is not a sized scalar (`index`, `complex<f32>`, `?`)."""
    letters = len(element_type) - len(element_type.lstrip(string.ascii_lowercase))
    rest = element_type[letters:]
    digits = len(rest) - len(rest.lstrip(string.digits))
    tail = rest[digits:]
    if not letters or not digits or (tail and not tail[0].isupper()):
        return None
    return int(rest[:digits])


def element_bytes(element_type: str) -> int:
    """Bytes one element takes in a buffer (sub-byte types take a byte); 0 if unknown."""
    bits = element_bits(element_type)
    return max(1, -(-bits // 8)) if bits else 0


@dataclass(frozen=True)
class TensorType:
    """A ranked tensor type; None marks a dynamic dim."""

    dims: tuple[Optional[int], ...]
    element_type: str

    @property
    def dynamic_dims(self) -> list[int]:
        return [i for i, d in enumerate(self.dims) if d is None]

    @property
    def is_static(self) -> bool:
        return None not in self.dims

    @property
    def nbytes(self) -> Optional[int]:
        """Bytes of the whole tensor; None while a dim is dynamic."""
        if not self.is_static:
            return None
        return math.prod(d for d in self.dims if d is not None) * element_bytes(self.element_type)

    def text(self) -> str:
        """As MLIR prints it: `tensor<?x1024xf32>`."""
        shape = "".join(("?" if d is None else str(d)) + "x" for d in self.dims)
        return f"tensor<{shape}{self.element_type}>"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class DimRange:
    """What a model asserts about one dim (`util.assume.int`): at least
    `umin`, at most `umax`, a multiple of `udiv`; None where nothing is asserted."""

    umin: Optional[int] = None
    umax: Optional[int] = None
    udiv: Optional[int] = None

    def in_bounds(self, value: int) -> bool:
        """Within `umin..umax` (the divisor aside)."""
        return (self.umin is None or value >= self.umin) and (self.umax is None or value <= self.umax)

    def contains(self, value: int) -> bool:
        return self.in_bounds(value) and not (self.udiv and value % self.udiv)

    def bounds_text(self) -> str:
        """`1..16`, `?..64`."""
        return f"{'?' if self.umin is None else self.umin}..{'?' if self.umax is None else self.umax}"

    def text(self) -> str:
        """`1..16`, `?..64 (multiple of 8)`: for people."""
        return self.bounds_text() + (f" (multiple of {self.udiv})" if self.udiv else "")

    def largest(self) -> Optional[int]:
        """The largest value allowed, None without an upper bound."""
        if self.umax is None:
            return None
        return self.umax - self.umax % (self.udiv or 1)

    def smallest_positive(self) -> int:
        """The smallest value >= max(umin, 1) that is a multiple of the divisor (maybe past umax)."""
        divisor = self.udiv or 1
        return -(-max(self.umin if self.umin is not None else 1, 1) // divisor) * divisor

    def union(self, other: DimRange) -> DimRange:
        """Holds when either holds (rows of one assumption)."""
        return DimRange(
            None if self.umin is None or other.umin is None else min(self.umin, other.umin),
            None if self.umax is None or other.umax is None else max(self.umax, other.umax),
            None if self.udiv is None or other.udiv is None else math.gcd(self.udiv, other.udiv),
        )

    def intersect(self, other: DimRange) -> DimRange:
        """Holds when both hold (separate assumptions)."""

        def pick(a, b, f):
            return b if a is None else a if b is None else f(a, b)

        return DimRange(
            pick(self.umin, other.umin, max),
            pick(self.umax, other.umax, min),
            pick(self.udiv, other.udiv, math.lcm),
        )


def signed(value: int, bits: int) -> int:
    """`value` read as a `bits`-wide two's-complement integer (unchanged when bits is 0)."""
    if not bits:
        return value
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >= 1 << (bits - 1) else value


def resolve_shape(shape: Sequence[DimExpr], constants: Sequence[int]) -> Optional[list[int]]:
    """Concrete dims of a recorded shape for given push constants, or None."""
    dims = []
    for dim in shape:
        value = dim if isinstance(dim, int) else evaluate(dim, constants)
        if value is None:
            return None
        dims.append(value)
    return dims


def _div_toward_zero(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _ceil_div(a: int, b: int) -> int:
    return -((-a) // b) if b > 0 else -(a // -b)



@dataclass(frozen=True)
class ChainVariant:
    """One export of a size-range specialized chain (issue 53): its name and, per workload
    value, the range its condition takes (the `util.assume.int` IREE put on it); `ranges` None:
    the chain's fallback, the original dynamic export, run where no range holds."""

    export: str
    ranges: Optional[tuple[DimRange, ...]]

    @property
    def fallback(self) -> bool:
        return self.ranges is None

    def text(self) -> str:
        """`1..4`, `64..256 (multiple of 64)`, `fallback`: for people (per workload value, `, `)."""
        if self.ranges is None:
            return "fallback"
        return ", ".join(_range_text(r) for r in self.ranges)


def _range_text(r: DimRange) -> str:
    """A workload value's range in a chain: `any` unconstrained, a divisor of 1 left out."""
    if r.umin is None and r.umax is None and (r.udiv or 1) == 1:
        return "any"
    return r.bounds_text() + (f" (multiple of {r.udiv})" if (r.udiv or 1) > 1 else "")

@dataclass(frozen=True)
class Operator:
    """A binary arith op a dim expression may hold: its value on Python ints, and how it reads
    its operands. The one table of them (`OPERATORS`): `evaluate` takes these forms, and
    `iree_dynbench.dim_columns` puts its numpy form beside each."""

    scalar: Callable[[int, int], int]
    signed: bool = False  # reads its operands as two's-complement integers of the op's width
    division: bool = False  # poison (None) when the divisor is zero
    shift: bool = False  # poison (None) when the count is as wide as the type


# The arith ops an expression may hold (`kernel_signature` records no others).
INTEGER_CASTS = frozenset({"arith.extui", "arith.extsi", "arith.trunci", "arith.index_cast", "arith.index_castui"})
SIGNED_CASTS = frozenset({"arith.extsi", "arith.index_cast"})  # read their operand as signed at its source width
OPERATORS: dict[str, Operator] = {
    "arith.addi": Operator(lambda a, b: a + b),
    "arith.subi": Operator(lambda a, b: a - b),
    "arith.muli": Operator(lambda a, b: a * b),
    "arith.divui": Operator(lambda a, b: a // b, division=True),
    "arith.ceildivui": Operator(lambda a, b: -(-a // b), division=True),
    "arith.remui": Operator(lambda a, b: a % b, division=True),
    "arith.shli": Operator(lambda a, b: a << b, shift=True),
    "arith.shrui": Operator(lambda a, b: a >> b, shift=True),
    "arith.ori": Operator(lambda a, b: a | b),
    "arith.andi": Operator(lambda a, b: a & b),
    "arith.xori": Operator(lambda a, b: a ^ b),
    "arith.maxui": Operator(max),
    "arith.minui": Operator(min),
    "arith.divsi": Operator(_div_toward_zero, division=True, signed=True),
    "arith.ceildivsi": Operator(_ceil_div, division=True, signed=True),
    "arith.floordivsi": Operator(lambda a, b: a // b, division=True, signed=True),
    "arith.remsi": Operator(lambda a, b: a - _div_toward_zero(a, b) * b, division=True, signed=True),
    "arith.shrsi": Operator(lambda a, b: a >> b, shift=True, signed=True),
    "arith.maxsi": Operator(max, signed=True),
    "arith.minsi": Operator(min, signed=True),
}
BINARY_OPS = frozenset(OPERATORS)


def evaluate(expr: DimExpr, constants: Sequence[int]) -> Optional[int]:
    """Value of `expr` for the given push-constant words, or None."""
    return expr if isinstance(expr, int) else _compiled(expr)(constants)


Evaluator = Callable[[Sequence[int]], Optional[int]]
_COMPILED: dict[int, tuple[list, Evaluator]] = {}  # id(expr) -> (expr, its closure)
_COMPILED_MAX = 1 << 16


def _compiled(expr: list) -> Evaluator:
    """`expr` as a closure, kept by the list's identity (the entry holds the list, so its id is
    not reused while cached): a manifest's expressions are evaluated at every query, and a
    closure is one call per node where walking the tree re-reads it (about 9x quicker on a
    dim rebuilt from two i32 push constants). Expressions are not changed once built."""
    entry = _COMPILED.get(id(expr))
    if entry is not None and entry[0] is expr:
        return entry[1]
    if len(_COMPILED) >= _COMPILED_MAX:
        _COMPILED.clear()
    function = _closure(expr)
    _COMPILED[id(expr)] = (expr, function)
    return function


MAX_INT_WIDTH = (1 << 24) - 1  # mlir::IntegerType::kMaxWidth


def _width(bits: object) -> int:
    """An integer type's width as an expression states it, checked: a hand-edited shapes.json
    may say anything, and a mask of 10^11 bits is tens of gigabytes (CI's worker was killed)."""
    if type(bits) is not int or not 0 <= bits <= MAX_INT_WIDTH:
        raise ValueError(f"{bits!r} is not an integer type's width (0 to {MAX_INT_WIDTH} bits)")
    return bits


def _closure(expr: DimExpr) -> Evaluator:
    """What `evaluate` computes for `expr`, built once: None where an operand is None, a divisor
    zero or a shift as wide as the type (poison in arith); the result masked to its bits."""
    if isinstance(expr, int):
        return lambda constants: expr
    head = expr[0]
    if head == "pc":
        k = expr[1]
        return lambda constants: constants[k] if k < len(constants) else None
    if head == "c":
        value = expr[1]
        return lambda constants: value
    if head == "?":
        return lambda constants: None
    bits = _width(expr[1])
    mask = (1 << bits) - 1 if bits else -1  # x & -1 == x
    if head in INTEGER_CASTS:  # [op, bits, arg, source bits]
        arg = _closure(expr[2])
        source = _width(expr[3]) if head in SIGNED_CASTS and len(expr) > 3 else None

        def cast(constants):
            value = arg(constants)
            if value is None:
                return None
            return (signed(value, source) if source is not None else value) & mask

        return cast
    operator = OPERATORS.get(head)
    if len(expr) != 4 or operator is None:
        for a in expr[2:]:
            _closure(a)  # a malformed operand fails here as `evaluate` would
        return lambda constants: None
    lhs, rhs = _closure(expr[2]), _closure(expr[3])
    op, reads_signed, zero_checked, shift = operator.scalar, operator.signed, operator.division, operator.shift

    def binary(constants):
        a, b = lhs(constants), rhs(constants)
        if a is None or b is None or (zero_checked and b == 0) or (shift and b >= bits):
            return None
        if reads_signed:
            return op(signed(a, bits), signed(b, bits)) & mask
        return op(a, b) & mask

    return binary


# Named groups of a root op's loops, per kind of problem (`root_op` fills them).
CONTRACTION_DIMS = ("B", "M", "N", "K")
CONVOLUTION_DIMS = ("batch", "output_image", "output_channel", "filter_loop", "input_channel", "depth")
ATTENTION_DIMS = ("B", "M", "K1", "K2", "N")
ITERATION_DIMS = ("parallel", "reduction")
GROUPS = {
    "contraction": CONTRACTION_DIMS,
    "convolution": CONVOLUTION_DIMS,
    "attention": ATTENTION_DIMS,
}


@dataclass(frozen=True)
class RootProblem:
    """What a dispatch's root op computes, as the compiler's analyses see it.

    `loops` sizes each loop of the root op (an int when static, else a dim
    expression over the kernel's push constants, like a binding's shape);
    `dims` names groups of those loops by position: B/M/N/K for a
    contraction, the conv dims for a convolution, B/M/K1/K2/N for attention,
    parallel/reduction for anything else. `kind` is one of `contraction`,
    `convolution`, `attention`, `reduction`, `elementwise`, `copy`,
    `transpose`, `fill`, or the op's own name for an op none of these fit.
    """

    kind: str
    op: str  # the root op, e.g. linalg.matmul
    loops: tuple[DimExpr, ...]
    dims: dict[str, tuple[int, ...]]
    element_types: tuple[str, ...]  # of the root op's operands, inputs then inits
    # Per loop, every other size an operand gives it (an operand dim that reads the loop alone),
    # where that is another expression than `loops`' own: the op is only defined where they are
    # equal (`size_checks` refuses sizes where they are not: the kernel would run past a buffer).
    # Empty: every operand sizes every loop alike.
    loop_sizes: tuple[tuple[DimExpr, ...], ...] = ()
