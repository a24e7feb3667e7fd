"""Sizes whose byte counts or workgroup counts overflow are one `error:` line, exit 2, nothing written.

Before: `run` at 2^53+1 rows of dyn_matmul segfaulted (binding lengths wrapped to
4096 B), `shapes` printed the wrapped lengths, `run` at 2^62 timed a dispatch
that did nothing ("ok, 1 us"), dims above int64 raised a `TypeError`, and the
`benchmarks.vmfb` of such an extract crashed stock `iree-benchmark-module`.
The commands run in-process on one extract; only sizes that are refused reach
`run`, so nothing is timed.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

import pytest

from iree_dynbench import DynbenchError, open as open_suite
from iree_dynbench.benchmarks import decode_checked
from iree_dynbench.cli import main
from iree_dynbench.extraction.compiler import CompileOptions, standalone_to_vmfb
from iree_dynbench.passes.abi import DIM_GLOBAL_PREFIX, SIZE_OVERFLOW
from iree_dynbench.passes.host_plan import SHAPE_MATH
from iree_dynbench.passes.host_code import size_driver
from iree_dynbench.problem_size import problem_size
from iree_dynbench.run.sweep import parse_dim
from iree_dynbench.size_checks import DEVICE_SIZE_MAX, check_query
from iree_dynbench.iree_tools import find_runtime_tool

from support.ircheck import check, checks_inline
from support import TESTDATA

MODEL = "dyn_matmul"  # main(%lhs: tensor<?x1024xf32>, %rhs: tensor<1024x512xf32>)
FAST = ["--min-time", "0.02", "--repetitions", "1"]
INT64_MAX = 2**63 - 1
# Rows whose lhs (rows x 4096 bytes) passes int64: 2^53+1 (wrapped to 4096 B before), 2^62 (to 0), INT64_MAX.
OVERFLOWING = [2**53 + 1, 2**62, INT64_MAX]


def _inputs(rows: int) -> list[str]:
    return ["--inputs", f"{rows}x1024xf32", "--inputs", "1024x512xf32"]


def _error_line(capsys) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    return lines[0]


def _command(name: str, out: Path, tmp_path: Path) -> tuple[list[str], Path | None]:
    """The command line of `name` over `out`, and what it would write (None: nothing)."""
    written = tmp_path / f"{name}-output"
    return {
        "run": (["run", str(out), *FAST, "--json", str(written)], written),
        "shapes": (["shapes", str(out), "--json", str(written)], written),
        "show": (["show", str(out), "0"], None),
        "export": (["export", str(out), "--flavour", "dynamic", "-o", str(written)], written),
        "sweep": (["sweep", str(out), *FAST, "-o", str(written)], written),
        "compare": (["compare", str(TESTDATA / f"{MODEL}.mlir"), str(out), *FAST], None),
    }[name]


def _bug_folders() -> set[Path]:
    return set(Path(tempfile.gettempdir()).glob("dynbench-bug-*"))


@pytest.mark.parametrize("rows", OVERFLOWING)
@pytest.mark.parametrize("command", ["run", "shapes", "show", "export", "sweep", "compare"])
def test_overflowing_byte_counts_are_one_line_naming_the_dim_and_the_binding(
    command, rows, extracted, tmp_path, capsys
):
    args, written = _command(command, extracted(MODEL).output, tmp_path)
    sizes = ["--inputs", f"{rows}x1024xf32,1024x512xf32"] if command == "sweep" else _inputs(rows)
    assert main([*args, *sizes]) == 2
    line = _error_line(capsys)
    assert f"input0.dim0={rows} is too large" in line
    assert "binding 0 length of main_dispatch_0_matmul_Dx512x1024_f32 would exceed int64" in line
    assert written is None or not written.exists()


@pytest.mark.parametrize("rows", [2**63, 2**70])
@pytest.mark.parametrize("command", ["run", "shapes", "show", "export", "sweep", "compare"])
def test_dims_beyond_int64_are_refused_as_they_are_parsed(command, rows, extracted, tmp_path, capsys):
    args, written = _command(command, extracted(MODEL).output, tmp_path)
    sizes = ["--dim", f"input0.dim0=1..{rows}"] if command == "sweep" else _inputs(rows)
    assert main([*args, *sizes]) == 2
    line = _error_line(capsys)
    assert str(rows) in line and "int64" in line and str(INT64_MAX) in line
    assert written is None or not written.exists()


def test_workgroup_counts_beyond_uint32_are_refused(extracted, tmp_path, capsys):
    """2^40 rows fit in int64 bytes (2^52), but not in IREE's uint32 workgroup count."""
    assert main(["run", str(extracted(MODEL).output), *FAST, *_inputs(2**40)]) == 2
    line = _error_line(capsys)
    assert f"input0.dim0={2**40} is too large: workgroup count x of main_dispatch_0" in line and "uint32" in line


@pytest.mark.compiles
@pytest.mark.parametrize("rows", [2**53 + 1, 2**63])
def test_extract_at_overflowing_sizes_writes_nothing(rows, tmp_path, capsys):
    before = _bug_folders()
    out = tmp_path / "out"
    assert main(["extract", str(TESTDATA / f"{MODEL}.mlir"), *_inputs(rows), "-o", str(out)]) == 2
    line = [l for l in capsys.readouterr().err.splitlines() if l.startswith("error: ")]
    assert len(line) == 1 and str(rows) in line[0]
    assert not out.exists() and list(tmp_path.iterdir()) == []
    assert _bug_folders() <= before


def test_a_sweep_that_reaches_overflowing_sizes_is_refused_before_timing(extracted, tmp_path, capsys):
    out = tmp_path / "sweep"
    assert main(["sweep", str(extracted(MODEL).output), *FAST, "--dim", f"input0.dim0=1..{2**60}:x2", "-o", str(out)]) == 2
    line = _error_line(capsys)
    assert "is too large" in line and not out.exists()


def test_wrapped_lengths_from_a_module_without_guards_are_caught_in_python(extracted):
    """What an extract made before the guards returned at 2^53+1 rows: the lengths wrapped
    to 4096 and 2048 bytes; the push constants still carry the true dim."""
    manifest = extracted(MODEL).manifest
    rows = 2**53 + 1
    (info,) = manifest.dispatches
    assert [b.binding for b in info.bindings] == [0, 1, 2]
    outputs = [rows, 1, 1, 1, rows & 0xFFFFFFFF, rows >> 32, 0, 0, 0, 4096, 2097152, 2048, rows]
    with pytest.raises(DynbenchError, match=f"input0.dim0={rows} is too large: binding 0 of {info.name} "
                       rf"\(tensor<{rows}x1024xf32>\) would take {rows * 4096} bytes"):
        decode_checked(manifest, [rows], outputs)


def test_negative_lengths_from_a_module_without_guards_are_caught_in_python(extracted):
    """At 2^62 rows an unguarded module recorded negative lengths (wrapped past int64)."""
    manifest = extracted(MODEL).manifest
    (info,) = manifest.dispatches
    at = info.at_inputs
    params = info.params(at.workload, at.workgroup_count, at.push_constants, at.binding_offsets, (-4096, 2097152, -2048))
    with pytest.raises(DynbenchError, match=f"binding 0 length of {info.name} came back as -4096"):
        check_query(manifest, [42], [params])


def test_the_device_size_limit_is_int64_as_the_vm_passes_sizes():
    assert DEVICE_SIZE_MAX == INT64_MAX


def _stock(tool: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(find_runtime_tool(tool)), "--device=local-task", *args], capture_output=True, text=True)


@pytest.mark.parametrize("rows, what", [(2**53 + 1, "binding 0 length"), (2**40, "workgroup count")])
def test_benchmarks_vmfb_at_overflowing_sizes_fails_cleanly_in_stock_tools(rows, what, extracted, tmp_path):
    """`__set_input_dims` past what fits, then the benchmark (what `run` does, through a driver
    module): iree-run-module and iree-benchmark-module exit with the guard's message, not a signal."""
    result = extracted(MODEL)
    (info,) = result.manifest.dispatches
    driver = tmp_path / "driver.mlir"
    driver.write_text(size_driver("module", [info.name], [rows]))
    standalone_to_vmfb(driver, tmp_path / "driver.vmfb", CompileOptions().flags).run()
    modules = [f"--module={result.output / 'benchmarks.vmfb'}", f"--module={tmp_path / 'driver.vmfb'}", "--function=drive"]
    for proc in (_stock("iree-run-module", *modules), _stock("iree-benchmark-module", *modules, "--benchmark_min_time=1x")):
        assert proc.returncode > 0, proc.returncode  # negative: killed by a signal
        assert f"{SIZE_OVERFLOW}: {what} of {info.name}" in proc.stdout + proc.stderr


def test_a_standalone_file_edited_to_overflowing_sizes_fails_cleanly_in_stock_tools(extracted, tmp_path):
    """A person changes the size global of a dispatch file and builds it with plain iree-compile."""
    result = extracted(MODEL)
    (info,) = result.manifest.dispatches
    text = (result.output / info.file).read_text()
    default = f"@{DIM_GLOBAL_PREFIX}0 = 42 : index"
    assert default in text
    edited = tmp_path / "edited.mlir"
    edited.write_text(text.replace(default, f"@{DIM_GLOBAL_PREFIX}0 = {2**53 + 1} : index"))
    standalone_to_vmfb(edited, tmp_path / "edited.vmfb").run()
    proc = _stock("iree-benchmark-module", f"--module={tmp_path / 'edited.vmfb'}", "--benchmark_min_time=1x")
    assert proc.returncode > 0, proc.returncode
    assert f"{SIZE_OVERFLOW}: binding 0 length of {info.name} would exceed int64" in proc.stdout + proc.stderr


# Numeric options: finite, with sane maxima, refused in one line before anything runs.


@pytest.mark.parametrize(
    "option, message",
    [
        (["--min-time", "inf"], "--min-time must be positive and at most 3600 seconds, got inf"),
        (["--min-time", "nan"], "--min-time must be positive and at most 3600 seconds, got nan"),
        (["--min-time", "-1"], "--min-time must be positive"),
        (["--min-time", "1e400"], "got inf"),
        (["--repetitions", "99999999999999999999"], "--repetitions must be at least 1 and at most 10000"),
        (["--cache-bytes", "99999999999999999999999"], "--cache-bytes must be positive and at most"),
    ],
)
@pytest.mark.parametrize("command", ["run", "sweep", "compare"])
def test_timing_options_are_bounded(command, option, message, extracted, tmp_path, capsys):
    out = str(extracted(MODEL).output)
    args = {
        "run": ["run", out],
        "sweep": ["sweep", out, "--dim", "input0.dim0=1..2", "-o", str(tmp_path / "s")],
        "compare": ["compare", str(TESTDATA / f"{MODEL}.mlir"), out],
    }[command]
    assert main([*args, *option]) == 2
    assert message in _error_line(capsys)


@pytest.mark.parametrize(
    "dim, message",
    [
        ("input0.dim0=1..100000000000000000000000", f"STOP must be at most {INT64_MAX}"),
        (f"input0.dim0={2**64}..{2**65}", f"START must be at most {INT64_MAX}"),
        ("input0.dim0=1..100000:x1.00000001", "gives more than 10000 sizes"),
        (f"input0.dim0=1..{INT64_MAX}:+1", "gives more than 10000 sizes"),
        ("input0.dim0=1..9:x" + "9" * 400, f"FACTOR must be at most {INT64_MAX}"),
    ],
)
def test_sweep_ranges_are_bounded(dim, message, extracted, tmp_path, capsys):
    out = tmp_path / "s"
    assert main(["sweep", str(extracted(MODEL).output), *FAST, "--dim", dim, "-o", str(out)]) == 2
    assert message in _error_line(capsys) and not out.exists()


def test_sweep_point_count_is_checked_before_the_points_are_listed(extracted, tmp_path, capsys):
    """Three ranges of 10000 sizes: 10^12 points, refused without enumerating them."""
    out = extracted("two_dims").output
    dims = [a for name in ("input0.dim0", "input1.dim0", "input1.dim1") for a in ("--dim", f"{name}=1..10000:+1")]
    assert main(["sweep", str(out), *FAST, *dims, "-o", str(tmp_path / "s")]) == 2
    assert "the sweep has 1000000000000 sizes; at most 10000" in _error_line(capsys)


def test_a_factor_close_to_one_gives_the_sizes_repeated_multiplication_gives():
    names = ["input0.dim0"]
    for factor in (1.001, 1.01, 1.1, 1.5):
        expected, value = [], 1.0
        while value <= 5000:
            if not expected or int(value) > expected[-1]:
                expected.append(int(value))
            value *= factor
        assert list(parse_dim(f"input0.dim0=1..5000:x{factor}", names).values) == expected, factor


def test_sweep_top_must_be_positive(extracted, tmp_path, capsys):
    assert main(["sweep", str(extracted(MODEL).output), "--dim", "input0.dim0=1..2", "--top", "0",
                 "-o", str(tmp_path / "s")]) == 2
    assert "--top" in _error_line(capsys)


def test_a_length_short_of_its_tensor_from_a_module_without_guards_is_caught_in_python(extracted):
    """A length that wrapped to a value still large but short of the tensor it holds."""
    manifest = extracted(MODEL).manifest
    (info,) = manifest.dispatches
    rows = 2**40
    at = info.at_inputs
    params = info.params((rows,), at.workgroup_count, (0, rows >> 32), at.binding_offsets,
                         (2**41, 2097152, rows * 2048))
    with pytest.raises(DynbenchError, match=rf"binding 0 of {info.name} holds tensor<{rows}x1024xf32> "
                       rf"\({rows * 4096} bytes\) in \d+ bytes from __query_shapes: the model's shape math wrapped"):
        check_query(manifest, [rows], [params])


def test_flops_and_bytes_at_large_sizes_are_exact_python_ints(extracted):
    """Problem sizes at the largest rows every size fits for: counted with Python ints, no wrap."""
    rows = 2**34
    (params,) = open_suite(extracted(MODEL).output, "local-sync").query([f"{rows}x1024xf32", "1024x512xf32"])
    problem = problem_size(params)
    assert problem.sizes == (rows, 512, 1024)
    assert type(problem.flops) is int and problem.flops == 2 * rows * 512 * 1024
    assert type(problem.bytes) is int and problem.bytes == (rows * 1024 + 1024 * 512 + rows * 512) * 4


@pytest.mark.parametrize("where", ["benchmarks.mlir", "dispatch file"])
def test_each_multiply_of_the_shape_math_is_guarded_before_it_runs(where, extracted):
    """The IR: in the shape-math function (benchmarks.mlir: that of every dispatch, a dispatch file:
    that of its kernel's call sites, each value computed once), a `cf.assert` comparing the factor
    against INT64_MAX / 4096 precedes `arith.muli %arg0, %c4096` (lhs rows x 4096 bytes), and names
    what the product feeds (in benchmarks.mlir, a call of the function that holds the asserts:
    `passes.check_calls`)."""
    result = extracted(MODEL)
    (info,) = result.manifest.dispatches
    text = (result.output / ("benchmarks.mlir" if where == "benchmarks.mlir" else info.file)).read_text()
    params = text[text.index(f"util.func private @{SHAPE_MATH}("):]
    params = params[: params.index("util.return")]
    check(
        checks_inline(params, text) if where == "benchmarks.mlir" else params,
        "([[ROWS:%]]: index)",
        f"[[MAX:%]] = arith.constant {INT64_MAX} : index",
        "[[BYTES:%]] = arith.constant 4096 : index",
        "[[LIMIT:%]] = arith.divsi [[MAX]], [[BYTES]] : index",
        "[[FITS:%]] = arith.cmpi sle, [[ROWS]], [[LIMIT]] : index",
        f'cf.assert [[FITS]], "{SIZE_OVERFLOW}: binding 0 length of {info.name} would exceed int64 (computed from input0.dim0)"',
        "= arith.muli [[ROWS]], {{%\\w+}} : index",
    )


def test_a_workgroup_count_past_uint32_fails_only_its_own_benchmark(extracted):
    """At input0.dim0 = 2**38 the matmul's and the broadcast's workgroup counts pass the HAL's
    uint32 while every size fits int64: `__set_input_dims` succeeds, those two benchmarks fail
    naming themselves, and the reduction (which does not read input0) still runs."""
    module = open_suite(extracted("two_dims").output).module
    module.select([2**38, 5, 9])
    failed = {}
    for info in open_suite(extracted("two_dims").output).manifest.dispatches:
        try:
            module.function(info.name)(0)
        except Exception as e:  # the runtime's error for a failed cf.assert
            failed[info.name] = str(e)
    assert sorted(failed) == ["main_dispatch_0_matmul_Dx32x64_f32", "main_dispatch_2_elementwise_broadcast_DxD_f32"]
    for name, message in failed.items():
        assert f"{SIZE_OVERFLOW}: workgroup count of {name} would exceed uint32" in message


@pytest.mark.parametrize("order", ["copies, then sizes", "sizes, then copies"])
def test_buffer_copies_past_int64_fail_the_benchmarks_whose_buffers_they_overflow(order, extracted):
    """At input0.dim0 = 2**25 some buffers span 2**33 bytes or more: 2**31 - 1 copies of them
    pass int64. Whichever of `__set_buffer_copies` and `__set_input_dims` comes last, each
    benchmark holding such a buffer fails naming itself and the buffer, before it allocates.
    (The others would allocate terabytes, so they are not called.)"""
    suite = open_suite(extracted("two_dims").output)
    module, dims, copies = suite.module, [2**25, 5, 9], 2**31 - 1
    params = module.query(dims)
    if order == "copies, then sizes":
        module.set_buffer_copies(copies)
        module.select(dims)
    else:
        module.select(dims)
        module.set_buffer_copies(copies)
    overflowing = {
        info.name for info, p in zip(suite.manifest.dispatches, params)
        if max(o + n for o, n in zip(p.binding_offsets, p.binding_lengths)) * copies > 2**63 - 1
    }
    assert overflowing
    for name in overflowing:
        with pytest.raises(Exception, match=rf"{SIZE_OVERFLOW}: buffer \d+ of {name} times its copies would exceed int64"):
            module.function(name)(0)
