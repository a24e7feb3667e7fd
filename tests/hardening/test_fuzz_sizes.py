"""Fuzzed `--inputs`: never a traceback, never a signal, never exit 0 at a size that overflows.

dyn_matmul's lhs is `rows x 1024 x f32`, so its binding takes `rows * 4096` bytes:
past int64 from rows > (2^63 - 1) / 4096 (about 2^51). `shapes` is fuzzed over
dims up to 2^70 and over arbitrary text; `run` only over sizes that must be
refused, so nothing is timed. The CLI runs in-process on one extract (a
signal would end the test session, so it is caught too).
"""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings, strategies as st

from iree_dynbench.cli import main
from iree_dynbench.errors import DynbenchError
from iree_dynbench.sizes import parse_shape

MODEL = "dyn_matmul"
RHS = "1024x512xf32"
INT64_MAX = 2**63 - 1
LHS_ROW_BYTES = 1024 * 4
FITS = 2**34  # rows up to here fit every size and workgroup count: always answered
OVERFLOWS = INT64_MAX // LHS_ROW_BYTES + 1  # rows from here overflow the lhs binding: always refused

SETTINGS = settings(
    max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
EDGES = [1, FITS, OVERFLOWS - 1, OVERFLOWS, 2**53 + 1, 2**62, INT64_MAX, INT64_MAX + 1, 2**64, 2**70]
rows_anywhere = st.one_of(st.sampled_from(EDGES), st.integers(1, 2**70), st.integers(1, 2**40))
rows_refused = st.one_of(st.sampled_from([r for r in EDGES if r >= OVERFLOWS]), st.integers(OVERFLOWS, 2**70))
# Text near the shape syntax: digits, 'x', element types, signs, exponents, spaces.
shape_text = st.one_of(
    rows_anywhere.map(lambda r: f"{r}x1024xf32"),
    st.builds(lambda zeros, r: f"{'0' * zeros}{r}x1024xf32", st.integers(0, 30), rows_anywhere),
    st.text(alphabet="0123456789xf32i -+e.", max_size=40),
    st.text(max_size=20),
)


def _call(capsys, args: list[str]) -> tuple[int, str]:
    status = main(args)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert status in (0, 2), (status, captured.err)
    if status == 2:
        lines = [line for line in captured.err.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("error: "), captured.err
    return status, captured.out


def _rows(text: str) -> int | None:
    """The lhs rows `text` gives, when it is a well-formed lhs shape."""
    try:
        shape = parse_shape(text, "lhs")
    except DynbenchError:
        return None
    return shape.dims[0] if len(shape.dims) == 2 and shape.dims[1] == 1024 and shape.element_type == "f32" else None


def test_shapes_over_any_input_text_answers_or_refuses_in_one_line(extracted, capsys):
    out = str(extracted(MODEL).output)

    @SETTINGS
    @given(text=shape_text)
    def check(text: str) -> None:
        status, printed = _call(capsys, ["shapes", out, "--inputs", text, "--inputs", RHS])
        rows = _rows(text)
        if status == 0:
            assert rows is not None and rows * LHS_ROW_BYTES <= INT64_MAX, text
            assert re.search(rf"\b{rows}\b", printed)
        elif rows is not None:
            assert rows > FITS, text

    check()


def test_shapes_over_dims_up_to_2_70_answers_exactly_when_the_sizes_fit(extracted, capsys):
    out = str(extracted(MODEL).output)

    @SETTINGS
    @given(rows=rows_anywhere)
    def check(rows: int) -> None:
        status, printed = _call(capsys, ["shapes", out, "--inputs", f"{rows}x1024xf32", "--inputs", RHS])
        if rows <= FITS:
            assert status == 0 and f"matmul {rows}x512x1024 f32" in printed
        if rows >= OVERFLOWS:
            assert status == 2

    check()


def test_run_at_overflowing_sizes_is_always_refused(extracted, capsys):
    out = str(extracted(MODEL).output)

    @settings(SETTINGS, max_examples=30)
    @given(rows=rows_refused)
    def check(rows: int) -> None:
        status, _ = _call(capsys, ["run", out, "--inputs", f"{rows}x1024xf32", "--inputs", RHS,
                                   "--min-time", "0.01", "--repetitions", "1"])
        assert status == 2

    check()
