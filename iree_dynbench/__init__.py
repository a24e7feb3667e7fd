"""iree-dynbench: standalone benchmarks for the dispatches of dynamic-shape IREE models."""

from __future__ import annotations

from .errors import DynbenchError
from .extraction.driver import ExtractResult, extract

__all__ = ["DynbenchError", "ExtractResult", "extract"]
