"""Under PYTHONDONTWRITEBYTECODE the CLI keeps its own modules compiled (`cli.bytecode`): an
editable install's sources would otherwise compile again at every start."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys


from iree_dynbench.cli import bytecode


def _sources(tmp_path):
    (tmp_path / "pkg" / "sub").mkdir(parents=True)
    files = [tmp_path / "pkg" / "a.py", tmp_path / "pkg" / "sub" / "b.py"]
    for f in files:
        f.write_text("VALUE = 1\n")
    return files


def test_sources_without_a_cache_are_compiled_where_python_would_not(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    files = _sources(tmp_path)
    bytecode.keep_compiled([tmp_path / "pkg"])
    assert all(os.path.exists(importlib.util.cache_from_source(str(f))) for f in files)


def test_a_stale_cache_is_compiled_again(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    source, _ = _sources(tmp_path)
    bytecode.keep_compiled([tmp_path / "pkg"])
    cached = importlib.util.cache_from_source(str(source))
    before = open(cached, "rb").read()
    source.write_text("VALUE = 22222\n")
    os.utime(source, (os.stat(cached).st_mtime + 10,) * 2)
    bytecode.keep_compiled([tmp_path / "pkg"])
    assert open(cached, "rb").read() != before


def test_nothing_is_written_where_python_writes_its_own_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    files = _sources(tmp_path)
    bytecode.keep_compiled([tmp_path / "pkg"])
    assert not any(os.path.exists(importlib.util.cache_from_source(str(f))) for f in files)


def test_a_cache_folder_that_cannot_be_made_is_left_as_it_is(tmp_path, monkeypatch):
    """A file where `__pycache__` would go (as good as a read-only folder, even for root)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    _sources(tmp_path)
    (tmp_path / "pkg" / "__pycache__").write_text("not a folder")
    bytecode.keep_compiled([tmp_path / "pkg"])
    assert (tmp_path / "pkg" / "__pycache__").read_text() == "not a folder"


def test_a_missing_folder_is_no_error(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    bytecode.keep_compiled([tmp_path / "nowhere"])


def test_the_own_folders_hold_the_package_and_its_passes():
    folders = bytecode.own_folders()
    assert any((f / "cli" / "bytecode.py").exists() for f in folders)
    assert any((f / "benchmark_module.py").exists() for f in folders) or any(
        (f / "passes" / "benchmark_module.py").exists() for f in folders
    )


def test_the_cli_leaves_its_modules_compiled_under_dontwritebytecode():
    """What the CLI imports at its start is then read from the cache."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    subprocess.run([sys.executable, "-m", "iree_dynbench", "--help"], env=env, check=True, capture_output=True)
    import iree_dynbench.cli.commands as commands

    assert os.path.exists(importlib.util.cache_from_source(commands.__file__))
