"""The one home of the tests' fixtures and hooks (importable helpers are in tests/support/).

Fixtures (session-scoped, each model extracted or compiled once per session and worker):
  extracted(model)             the ExtractResult at the model's first size set (`compiles`)
  gpu_extracted(target, model) the same for a GPU target, on a machine without one (`compiles`)
  model_vmfb(model)            the real model compiled with plain iree-compile (`compiles`)
  _no_inherited_columns        autouse: `COLUMNS` unset unless a test sets it
  _signal_handlers_left_as_found  autouse: a test that changes SIGINT/SIGTERM/SIGHUP's handlers fails
Hooks: a test that uses a `@compiling` fixture (support.compiling) is marked `compiles`; under
pytest-xdist every test holds a lock, exclusive for tests marked `alone` (below); a worker
that goes down is reported and ended by support.xdist_watch.
"""

from __future__ import annotations

import fcntl
import os
import signal
from contextlib import ExitStack
from pathlib import Path
from typing import Iterator

import pytest
from hypothesis import settings

from iree_dynbench import extract
from iree_dynbench.testing.oracle import compile_model
from support.compiling import COMPILING, compiling
from support.models import GPU_CHIPS, ROCM_SIZES, SIZE_SETS, TESTDATA

pytest_plugins = ["support.xdist_watch"]  # a worker that goes down: what it ran, and no hung end

# Hypothesis draws the same examples on every run (seeded by each test's name), so what fails in
# CI fails again here; `--hypothesis-profile explore` draws new ones each run, to look for more.
settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile("repeatable")


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


_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


@pytest.fixture(autouse=True)
def _signal_handlers_left_as_found() -> Iterator[None]:
    """A test leaves the process's signal handlers as it found them: one left behind (Ctrl-C
    ignored, a SIGTERM that ends the process) is inherited by every later test of this worker
    and by the tools it starts (an ignored SIGINT is ignored in a child too)."""
    before = {s: signal.getsignal(s) for s in _SIGNALS}
    yield
    after = {s: signal.getsignal(s) for s in _SIGNALS}
    for s, handler in before.items():
        signal.signal(s, handler if handler is not None else signal.SIG_DFL)
    changed = [f"{signal.Signals(s).name}: {before[s]!r} -> {after[s]!r}" for s in _SIGNALS if after[s] != before[s]]
    assert not changed, "the test left signal handlers changed: " + "; ".join(changed)
