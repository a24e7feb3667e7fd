"""Shared fixtures: each model is extracted and compiled once per session."""

from __future__ import annotations

import fcntl
import os
from collections import defaultdict
from contextlib import ExitStack
from pathlib import Path

import pytest

from iree_dynbench import extract
from iree_dynbench.testing.oracle import compile_model

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"

# Per model: the --inputs of extract, then other size sets ("other" = not given
# to extract). Extra runtime-only inputs (data) are in RUN_DATA.
SIZE_SETS: dict[str, list[list[str]]] = {
    "dyn_matmul": [
        ["42x1024xf32", "1024x512xf32"],
        ["77x1024xf32", "1024x512xf32"],
        ["1x1024xf32", "1024x512xf32"],
    ],
    "two_dims": [
        ["7x64xf32", "5x9xf32", "64x32xf32"],
        ["33x64xf32", "2x130xf32", "64x32xf32"],
        ["1x64xf32", "17x1xf32", "64x32xf32"],
    ],
    "dim_arith": [
        ["6x32xf32", "3x32xf32", "32x16xf32"],
        ["1x32xf32", "1x32xf32", "32x16xf32"],
        ["40x32xf32", "9x32xf32", "32x16xf32"],
    ],
    "data_dependent": [
        ["10x16xf32", "1xi32"],
        ["3x16xf32", "1xi32"],
        ["64x16xf32", "1xi32"],
    ],
    "torch_block": [
        ["2x33x64xf32"],
        ["1x7x64xf32"],
        ["3x130x64xf32"],
    ],
    "dyn_conv": [
        ["2x18x20x8xf32", "3x3x8x16xf32"],
        ["1x10x12x8xf32", "3x3x8x16xf32"],
        ["3x5x33x8xf32", "3x3x8x16xf32"],
    ],
    "dyn_attention": [
        ["2x100x64xf32", "2x77x64xf32", "2x77x64xf32"],
        ["2x1x64xf32", "2x5x64xf32", "2x5x64xf32"],
        ["2x33x64xf32", "2x130x64xf32", "2x130x64xf32"],
    ],
}
# Data for the real model's run (the oracle), by model.
RUN_DATA: dict[str, dict[int, str]] = {"data_dependent": {1: "1xi32=2"}}


def run_inputs(model: str, sizes: list[str]) -> list[str]:
    data = RUN_DATA.get(model, {})
    return [data.get(i, s) for i, s in enumerate(sizes)]


# Fixtures that compile a model (`@compiling`): a test that uses one, directly or through
# another fixture, is marked `compiles` (`pytest -m "not compiles"`: the fast loop).
COMPILING: set[str] = set()


def compiling(fixture_function):
    """Register a fixture as one that compiles (put it under `@pytest.fixture`)."""
    COMPILING.add(fixture_function.__name__)
    return fixture_function


def pytest_collection_modifyitems(config, items) -> None:
    for item in items:
        if COMPILING.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.compiles)


# Tests marked `alone` time two things against each other (dynbench and a stock tool, two
# methods, a prediction and a measurement): load from the other pytest-xdist worker slows one
# side only, so they run with no other test on the machine. Every test holds a lock across its
# whole protocol (setup with its fixtures' compiles, call, teardown): shared, or exclusive for
# `alone`. A second lock is a turnstile that an `alone` test holds while it waits and runs, so
# the other worker cannot keep the shared lock forever.
def _lock_paths(config) -> tuple[Path, Path] | None:
    if not hasattr(config, "workerinput"):  # one process: nothing runs beside a test
        return None
    run = Path(config.option.basetemp).parent  # a worker's basetemp is in the run's, which pytest cleans up
    return run / "alone.turnstile", run / "alone.lock"


class _flock(ExitStack):
    """flock(2) on `path` until closed (or the with block ends)."""

    def __init__(self, path: Path, mode: int) -> None:
        super().__init__()
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        self.callback(os.close, fd)  # closing the file releases the lock
        try:
            fcntl.flock(fd, mode)
        except BaseException:
            self.close()
            raise


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    paths = _lock_paths(item.config)
    with ExitStack() as held:
        if paths is not None:
            turnstile, lock = paths
            alone = item.get_closest_marker("alone") is not None
            passed = held.enter_context(_flock(turnstile, fcntl.LOCK_EX))
            held.enter_context(_flock(lock, fcntl.LOCK_EX if alone else fcntl.LOCK_SH))
            if not alone:
                passed.close()  # through the turnstile: shared holders do not keep it
        yield


@pytest.fixture(scope="session")
@compiling
def extracted(tmp_path_factory: pytest.TempPathFactory):
    """`extracted(model)`: the ExtractResult at the model's first size set."""
    cache = {}

    def get(model: str):
        if model not in cache:
            out = tmp_path_factory.mktemp(f"extract-{model}") / "out"
            cache[model] = extract(TESTDATA / f"{model}.mlir", SIZE_SETS[model][0], output=out)
        return cache[model]

    return get


GPU_CHIPS = {"rocm": "gfx942", "cuda": "sm_80"}
# Extract sizes for ROCm where shark-ai's tuner takes the kernels (tests/test_tuner_client.py):
# every M a multiple of 64, which sidesteps the tuner's TileAndFuse M-padding bug (its specs
# would match a padded M and change nothing).
ROCM_SIZES = {
    "dyn_matmul": ["128x1024xf32", "1024x512xf32"],  # matmul M=128
    "dyn_conv": ["1x66x66x8xf32", "3x3x8x16xf32"],  # conv 1x64x64x16, 3x3x8
    "two_dims": ["128x64xf32", "5x9xf32", "64x32xf32"],  # matmul M=128, reduction, outer product
    "dim_arith": ["28x32xf32", "4x32xf32", "32x16xf32"],  # matmul M=2*28+4+4=64
    "torch_block": ["2x64x64xf32"],  # linear layers M=128, attention batch matmuls
}


@pytest.fixture(scope="session")
@compiling
def gpu_extracted(tmp_path_factory: pytest.TempPathFactory):
    """`gpu_extracted(target, model)`: the ExtractResult for that GPU target (`GPU_CHIPS`), at
    `ROCM_SIZES[model]` for ROCm where given (the tuner's tests share it), else at the model's
    first size set. A GPU compile is the slow one: each is done once a session."""
    cache = {}

    def get(target: str, model: str):
        if (target, model) not in cache:
            sizes = ROCM_SIZES.get(model, SIZE_SETS[model][0]) if target == "rocm" else SIZE_SETS[model][0]
            out = tmp_path_factory.mktemp(f"extract-{target}-{model}") / "out"
            cache[target, model] = extract(
                TESTDATA / f"{model}.mlir", sizes, output=out, target=target, target_chip=GPU_CHIPS[target],
            )
        return cache[target, model]

    return get


@pytest.fixture(scope="session")
@compiling
def model_vmfb(tmp_path_factory: pytest.TempPathFactory):
    """`model_vmfb(model)`: the real model compiled with plain iree-compile."""
    cache = {}

    def get(model: str) -> Path:
        if model not in cache:
            path = tmp_path_factory.mktemp(f"model-{model}") / f"{model}.vmfb"
            compile_model(TESTDATA / f"{model}.mlir", path)
            cache[model] = path
        return cache[model]

    return get


@pytest.fixture(autouse=True)
def _no_inherited_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tables printed to a pipe fit `COLUMNS` when it is set; a test sets it itself, never inherits it."""
    monkeypatch.delenv("COLUMNS", raising=False)


def observed(dispatch) -> tuple:
    """What a dispatch ran with, comparable between the oracle and dynbench: export, workgroup
    count, push constants, binding lengths."""
    return (dispatch.export, tuple(dispatch.workgroup_count), tuple(dispatch.push_constants),
            tuple(dispatch.binding_lengths))


def dispatched_three_ways(result, vmfb: Path, sizes: list[str], function: str = "main"):
    """At `sizes` (`observed`, each): what the real model `vmfb` dispatches (the HAL replay),
    what `__query_shapes` computes, what one `__profile` of every benchmark dispatches after
    `__set_input_dims`, and what that one should be (the model's dispatch of each benchmark's
    export, occurrences in order). Returns (real, queried, ran, expected)."""
    from iree_dynbench.benchmarks import QueryModule
    from iree_dynbench.passes.abi import PROFILE_FUNCTION
    from iree_dynbench.size_checks import dims_for
    from iree_dynbench.testing.oracle import capture_dispatches

    dims = dims_for(result.manifest, sizes)
    real = [observed(d) for d in capture_dispatches(vmfb, sizes, function=function)]
    queried = [observed(p) for p in QueryModule(result.output / "query.vmfb", result.manifest).query(dims)]
    in_order = defaultdict(list)
    for seen in real:
        in_order[seen[0]].append(seen)
    expected = [in_order[d.export].pop(0) for d in result.manifest.dispatches]
    args = [str(d) for d in dims] + ["1", "1"] * len(result.manifest.dispatches)
    ran = [observed(d) for d in capture_dispatches(result.output / "benchmarks.vmfb", args, function=PROFILE_FUNCTION)]
    return real, queried, ran, expected


def by_export(items):
    """Dispatch records (computed or the replay oracle's) grouped by export name, in order."""
    grouped = defaultdict(list)
    for item in items:
        grouped[item.export].append(item)
    return grouped


def assert_times_agree(measure, *, first=None, within: float = 2.0, attempts: int = 3) -> None:
    """Two timings of the same work agree within a factor `within`, key by key.

    `measure()` times both sides once and returns {key: (a, b)}; `first`, if given, is
    such a measurement already taken. Load on a small machine slows one side only while
    it lasts, so a disagreement is measured again (at most `attempts` measurements in
    all) and each side keeps its fastest time: noise only lengthens a time. A real
    disagreement (a wrong unit, count or kernel) persists.
    """
    best: dict = {}
    for attempt in range(attempts):
        for key, (a, b) in (first if attempt == 0 and first is not None else measure()).items():
            old = best.get(key, (a, b))
            best[key] = (min(a, old[0]), min(b, old[1]))
        if all(1 / within <= a / b <= within for a, b in best.values()):
            return
    bad = {key: (a, b, a / b) for key, (a, b) in best.items() if not 1 / within <= a / b <= within}
    raise AssertionError(f"times disagree by more than {within}x after {attempts} attempts: {bad}")
