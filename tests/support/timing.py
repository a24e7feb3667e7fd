"""Two timings of the same work compared on a loaded machine."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from iree_dynbench.iree_tools import find_runtime_tool


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


def stock_benchmark_us(vmfb: Path, name: str, batch_size: int) -> float:
    """Time per dispatch of benchmark `name` by stock `iree-benchmark-module --batch_size`."""
    proc = subprocess.run(
        [str(find_runtime_tool("iree-benchmark-module")), f"--module={vmfb}", "--device=local-task",
         f"--batch_size={batch_size}", f"--benchmark_filter=^BM_{name}/", "--benchmark_min_time=0.1s",
         "--benchmark_format=json"],
        capture_output=True, text=True,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    (bench,) = json.loads(proc.stdout)["benchmarks"]
    assert bench["time_unit"] == "us"
    return bench["real_time"]
