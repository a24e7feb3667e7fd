"""How the supervising parent names a child's death (`cli.supervise`): out of memory where the
child's last words or the limits say so."""

from __future__ import annotations

from iree_dynbench.cli import supervise

_LOADER_FAILED = (b"Traceback (most recent call last):\n  ...\nImportError: Original error was: "
                  b"libscipy_openblas64_.so: failed to map segment from shared object\n")


def test_a_library_the_loader_cannot_map_under_an_address_space_limit_is_out_of_memory(monkeypatch):
    monkeypatch.setattr(supervise, "_memory_limit_mb", lambda: 450)
    line = supervise._death(1, _LOADER_FAILED)
    assert line.startswith("ran out of memory (") and "limited to 450 MB" in line


def test_a_library_the_loader_cannot_map_without_a_limit_is_a_failure_not_memory(monkeypatch):
    monkeypatch.setattr(supervise, "_memory_limit_mb", lambda: None)
    line = supervise._death(1, _LOADER_FAILED)
    assert line.startswith("failed (") and "memory" not in line.split("(")[0]
