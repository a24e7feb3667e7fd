"""Which fixtures compile a model: a test that uses one is marked `compiles` (tests/conftest.py)."""

from __future__ import annotations

# Fixtures that compile a model (`@compiling`): a test that uses one, directly or through
# another fixture, is marked `compiles` (`pytest -m "not compiles"`: the fast loop).
COMPILING: set[str] = set()


def compiling(fixture_function):
    """Register a fixture as one that compiles (put it under `@pytest.fixture`)."""
    COMPILING.add(fixture_function.__name__)
    return fixture_function
