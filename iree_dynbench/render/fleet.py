"""What a fleet's workers did, as the outputs record it and the CLI says it."""

from __future__ import annotations

from typing import Any, Optional, Sequence

from ..run.devices import cpu_list_text
from ..run.fleet import WorkerRecord


def devices_record(workers: Sequence[WorkerRecord]) -> list[dict[str, Any]]:
    """The `devices` block of sweep.json and a plan's JSON: each worker's identity and calibration."""
    return [
        {
            "worker": w.label, "device": w.device, "host": w.host, "cpus": cpu_list_text(w.cpus) if w.cpus else None,
            "items": w.items,
            "calibration": {"before_us": w.before_us, "after_us": w.after_us, "off_fleet": w.off_fleet, "drift": w.drift},
            "flagged": w.flag or None,
        }
        for w in workers
    ]


def worker_lines(workers: Sequence[WorkerRecord]) -> list[str]:
    """One line per worker: where it ran, how many items, its calibration."""
    lines = []
    for w in workers:
        where = f"{w.device_text} on {w.host}"
        calibration = ""
        if w.before_us is not None:
            calibration = f"; reference {_us(w.before_us)} before"
            if w.after_us is not None:
                calibration += f", {_us(w.after_us)} after"
        lines.append(f"worker {w.label}: {where}, {w.items} item(s){calibration}")
    return lines


def flag_lines(workers: Sequence[WorkerRecord], tolerance: float) -> list[str]:
    return [
        f"warning: worker {w.label} ({w.device_text}): {w.flag} "
        f"(tolerance {tolerance * 100:g}%)"
        for w in workers if w.flag
    ]


def _us(value: Optional[float]) -> str:
    return "-" if value is None else f"{value:.1f} us"
