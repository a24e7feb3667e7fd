"""tools/bench_speed.py's arithmetic over what `run --format json` writes."""

import importlib.util
import sys
from pathlib import Path

TOOL = Path(__file__).resolve().parent.parent / "tools" / "bench_speed.py"


def _bench_speed():
    spec = importlib.util.spec_from_file_location("bench_speed", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def _row(times_us, iterations, timed_as=""):
    return {"times_us": times_us, "iterations": iterations, "timed_as": timed_as}


def test_timed_work_counts_a_timing_shared_by_call_sites_once():
    rows = [
        _row([10.0, 20.0], 5),  # timed: 150 us
        _row([10.0, 20.0], 5, timed_as="site_a"),  # the same work: carries site_a's times
        _row([10.0, 20.0], 5, timed_as="site_a"),
        _row([1.0], 4),  # timed: 4 us
    ]
    assert _bench_speed().timed_work_s(rows) == (150 + 4) * 1e-6
