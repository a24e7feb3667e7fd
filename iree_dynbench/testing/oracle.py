"""The test oracle: ground truth from the real model, what it dispatches and how long each takes.

Test support (tests, tools/bench_*.py, GPU check scripts); production code
does not import it. Two oracles, both IREE's own account:

* :func:`capture_dispatches` runs the compiled model once under
  ``iree-run-module --device_replay_output`` and parses the HAL replay (via
  ``iree-dump-replay --format=jsonl`` plus the byte ranges it points at) into
  the dispatches the model executed for the given inputs.
* :func:`in_model_dispatch_times` runs the model under
  ``iree-benchmark-module --dispatch_statistics`` (through
  `model_timing.benchmark_model`) and returns the per-export rows.

Tools run through `iree_dynbench.iree_tools`; a failure, or output the oracle
cannot understand, is its `ToolError`.
"""

from __future__ import annotations

import json
import re
import struct
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from ..extraction.compiler import CompileOptions, model_to_vmfb
from ..run.model_timing import BENCHMARK_TOOL, BenchmarkRow, benchmark_model
from ..iree_tools import ToolError, find_runtime_tool, io_flags, run_tool

__all__ = [
    "InModelDispatchTime",
    "ObservedDispatch",
    "capture_dispatches",
    "compile_model",
    "in_model_dispatch_times",
]

_WHOLE_BUFFER = 0xFFFF_FFFF_FFFF_FFFF  # IREE_HAL_WHOLE_BUFFER

# Replay binary layouts (IREE 3.13, little endian), checked against captures:
# a binding / buffer ref is {u64 buffer_id, u64 offset, u64 length, u64 slot};
# executable metadata is a header {u64 function_count, u64 parameter_count,
# u64 name_storage_length, u64 reserved}, then one 32-byte record per function
# {u64 ?, u32 workgroup_size[3], u16 constant_count, u16 binding_count,
# u16 ?, u16 name_length, u32 reserved}, then parameter records, then the
# concatenated (unterminated) function names in ordinal order.
_BUFFER_REF = struct.Struct("<QQQQ")
_METADATA_HEADER = struct.Struct("<QQQQ")
_FUNCTION_METADATA = struct.Struct("<Q3IHHHHI")
_EXECUTABLE_OF_EXPORT = re.compile(r"^(.*?_dispatch_\d+)(?:_|$)")


@dataclass(frozen=True)
class ObservedDispatch:
    """One dispatch the real model executed, as recorded in the HAL replay.

    ``executable`` is the per-dispatch ``hal.executable`` symbol of the
    ``executable-configurations`` IR (``main_dispatch_0``), derived from the
    export name: the runtime module links all of them into one executable, so
    the replay itself only knows export names and ordinals.
    ``push_constants`` are the raw i32 words (as unsigned ints) in ordinal
    order, read from the capture; an index operand shows up as lo/hi words.
    ``binding_lengths`` are the byte lengths of the bound ranges, in binding
    order.
    """

    executable: str
    export: str
    workgroup_count: tuple[int, int, int]
    push_constants: tuple[int, ...]
    binding_lengths: tuple[int, ...]
    binding_offsets: tuple[int, ...] = ()  # byte offsets into the bound buffers, in binding order


@dataclass(frozen=True)
class InModelDispatchTime:
    """Time spent in one dispatch export during whole-model runs.

    ``share`` is the export's fraction of all dispatch time in the profiled
    model runs (the tool's ``percent`` / 100), so the shares sum to 1; the
    host-side overhead of the model is not part of the denominator.
    """

    export: str
    calls: int
    mean_time_us: float
    share: float


@dataclass(frozen=True)
class _Recorded:
    """A command_buffer.dispatch record before resolution against a submit."""

    executable_id: int
    function_ordinal: int
    workgroup_count: tuple[int, int, int]
    constants: tuple[int, ...]
    bindings: tuple[tuple[int, int, int, int], ...]  # buffer_id, offset, length, slot


def compile_model(model: Path, out_vmfb: Path, extra_flags: Sequence[str] = ()) -> None:
    """Compile ``model`` as a user would, for llvm-cpu on this host (the
    project's compile driver; raises its ``CompileError``)."""
    options = CompileOptions(iree_flags=tuple(extra_flags))
    model_to_vmfb(Path(model), Path(out_vmfb), options).run()


def capture_dispatches(
    vmfb: Path,
    inputs: Sequence[str],
    function: str = "main",
    device: str = "local-sync",
    preload: Sequence[Path] = (),
    flags: Sequence[str] = (),
) -> list[ObservedDispatch]:
    """Run the model once and return the dispatches it executed, in order.

    ``preload`` modules are loaded before ``vmfb`` (which may import from them); ``flags``
    are more iree-run-module flags (``--parameters=...`` of a model with external parameters).

    ``inputs`` are ``--input`` values for iree-run-module: a bare shape such as
    ``42x1024xf32`` (zero filled) or one with data such as ``1xi32=5``. Only
    dispatches in command buffers submitted inside the replay's ``execute``
    scope are returned, wherever those command buffers were recorded.
    """
    with tempfile.TemporaryDirectory(prefix="dynbench-replay-") as tmp:
        replay = Path(tmp) / "run.ireereplay"
        run_tool(
            [
                find_runtime_tool("iree-run-module"),
                *io_flags(Path(vmfb), inputs, function, device, preload),
                *flags,
                "--output_max_element_count=0",
                f"--device_replay_output={replay}",
            ]
        )
        jsonl = run_tool([find_runtime_tool("iree-dump-replay"), "--format=jsonl", replay])
        with replay.open("rb") as blob:
            return _parse_replay(_json_records(jsonl), blob)


def _json_records(jsonl: str) -> Iterator[dict[str, Any]]:
    """Decode one JSON object per non-empty line."""
    for number, line in enumerate(jsonl.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            yield json.loads(line)
        except json.JSONDecodeError as exc:
            raise ToolError(f"bad JSONL line {number}: {exc}", tool="iree-dump-replay") from exc


def _read_range(blob: BinaryIO, file_range: dict[str, Any]) -> bytes:
    """Read an uncompressed payload range from the replay file."""
    if file_range.get("compression_type", 0) != 0:
        raise ToolError("compressed replay payloads are not supported", tool="iree-dump-replay")
    length = int(file_range["length"])
    blob.seek(int(file_range["offset"]))
    data = blob.read(length)
    if len(data) != length:
        raise ToolError("replay payload range runs past the end of the file")
    return data


def _function_names(metadata: bytes) -> list[str]:
    """Function names, in ordinal order, from executable metadata bytes."""
    if len(metadata) < _METADATA_HEADER.size:
        return []
    function_count, _, name_storage_length, _ = _METADATA_HEADER.unpack_from(metadata, 0)
    name_offset = len(metadata) - name_storage_length
    names: list[str] = []
    for ordinal in range(function_count):
        record = _FUNCTION_METADATA.unpack_from(
            metadata, _METADATA_HEADER.size + ordinal * _FUNCTION_METADATA.size
        )
        name_length = record[7]
        names.append(metadata[name_offset : name_offset + name_length].decode("utf-8"))
        name_offset += name_length
    if name_offset != len(metadata):
        raise ToolError("executable metadata names do not fill their storage")
    return names


def _decode_dispatch(payload: dict[str, Any], blob: BinaryIO) -> _Recorded:
    """Turn a command_buffer.dispatch payload into a _Recorded."""
    constant_bytes = _read_range(blob, payload["constants_range"])
    binding_bytes = _read_range(blob, payload["bindings_range"])
    binding_count = int(payload["binding_count"])
    if len(binding_bytes) != binding_count * _BUFFER_REF.size or len(constant_bytes) % 4:
        raise ToolError("unexpected dispatch constant/binding layout in the replay")
    wx, wy, wz = (int(v) for v in payload["workgroup_count"])
    return _Recorded(
        executable_id=int(payload["executable_id"]),
        function_ordinal=int(payload["function_ordinal"]),
        workgroup_count=(wx, wy, wz),
        constants=struct.unpack(f"<{len(constant_bytes) // 4}I", constant_bytes),
        bindings=tuple(_BUFFER_REF.iter_unpack(binding_bytes)),
    )


def _binding_length(
    ref: tuple[int, int, int, int],
    table: Sequence[dict[str, Any]],
    buffer_lengths: dict[int, int],
) -> int:
    """Byte length of a bound range, resolving whole-buffer and indirect refs."""
    buffer_id, offset, length, slot = ref
    if length != _WHOLE_BUFFER:
        return length
    if buffer_id == 0 and slot < len(table):  # indirect: offset is into the table entry
        entry = table[slot]
        if int(entry["length"]) != _WHOLE_BUFFER:
            return int(entry["length"]) - offset
        buffer_id = int(entry["buffer_id"])
        offset += int(entry["offset"])
    if buffer_id in buffer_lengths:
        return buffer_lengths[buffer_id] - offset
    raise ToolError(f"cannot resolve the length of a whole-buffer binding (buffer {buffer_id})")


def _binding_offset(ref: tuple[int, int, int, int], table: Sequence[dict[str, Any]]) -> int:
    """Byte offset of a bound range in its buffer (through the binding table when indirect)."""
    buffer_id, offset, _, slot = ref
    if buffer_id == 0 and slot < len(table):
        return int(table[slot]["offset"]) + offset
    return offset


def _parse_replay(records: Iterable[dict[str, Any]], blob: BinaryIO) -> list[ObservedDispatch]:
    """Dispatches of command buffers submitted in the ``execute`` scope."""
    names: dict[int, list[str]] = {}
    recorded: dict[int, list[_Recorded]] = {}
    buffer_lengths: dict[int, int] = {}
    scopes: list[str] = []
    observed: list[ObservedDispatch] = []
    for record in records:
        operation = record.get("operation")
        payload = record.get("payload") or {}
        if record.get("kind") == "object" and record.get("object_type") == "buffer":
            buffer_lengths[int(record["object_id"])] = int(payload.get("byte_length", 0))
        elif operation == "replay.scope_begin":
            scopes.append(str(payload.get("name", "")))
        elif operation == "replay.scope_end" and scopes:
            scopes.pop()
        elif operation == "executable_cache.prepare_executable":
            metadata = _read_range(blob, payload["metadata_range"])
            names[int(record["related_object_id"])] = _function_names(metadata)
        elif operation == "command_buffer.begin":
            recorded[int(record["object_id"])] = []
        elif operation == "command_buffer.dispatch":
            recorded.setdefault(int(record["object_id"]), []).append(_decode_dispatch(payload, blob))
        elif operation == "device.queue_execute" and "execute" in scopes:
            table = payload.get("bindings") or []
            for dispatch in recorded.get(int(payload["command_buffer_id"]), []):
                observed.append(_observe(dispatch, names, table, buffer_lengths))
    return observed


def _observe(
    dispatch: _Recorded,
    names: dict[int, list[str]],
    table: Sequence[dict[str, Any]],
    buffer_lengths: dict[int, int],
) -> ObservedDispatch:
    """Attach export/executable names and resolve binding lengths."""
    exports = names.get(dispatch.executable_id, [])
    if dispatch.function_ordinal < len(exports):
        export = exports[dispatch.function_ordinal]
    else:
        export = f"executable_{dispatch.executable_id}_ordinal_{dispatch.function_ordinal}"
    match = _EXECUTABLE_OF_EXPORT.match(export)
    return ObservedDispatch(
        executable=match.group(1) if match else export,
        export=export,
        workgroup_count=dispatch.workgroup_count,
        push_constants=dispatch.constants,
        binding_lengths=tuple(_binding_length(ref, table, buffer_lengths) for ref in dispatch.bindings),
        binding_offsets=tuple(_binding_offset(ref, table) for ref in dispatch.bindings),
    )


def in_model_dispatch_times(
    vmfb: Path, inputs: Sequence[str], *, repetitions: int = 3, min_time_s: float | None = None, **where: str
) -> tuple[list[InModelDispatchTime], float]:
    """Per-export dispatch times inside whole-model runs, and the model time.

    IREE's own account (``--dispatch_statistics``), a check on
    `model_timing`'s profile-based one. Returns one row per dispatch export
    and the mean whole-model wall time per run in microseconds.
    ``min_time_s`` bounds the time per repetition (Google Benchmark's
    ``--benchmark_min_time``); ``where`` is `benchmark_model`'s ``function``
    and ``device``.
    """
    flags = ["--dispatch_statistics", f"--benchmark_repetitions={repetitions}"]
    if min_time_s is not None:
        flags.append(f"--benchmark_min_time={min_time_s}s")
    rows = benchmark_model(vmfb, inputs, flags, **where)
    return _dispatch_rows(rows), _model_time_us(rows)


def _dispatch_rows(rows: Sequence[BenchmarkRow]) -> list[InModelDispatchTime]:
    """The per-export rows (they carry ``calls``)."""
    dispatches = [
        InModelDispatchTime(
            export=row.name,
            calls=row.calls,
            mean_time_us=row.time_us / row.calls if row.calls else 0.0,
            share=row.percent / 100.0,
        )
        for row in rows
        if row.calls is not None
    ]
    if not dispatches:
        raise ToolError(
            "no dispatch rows in the benchmark output (does this device support --dispatch_statistics?)",
            tool=BENCHMARK_TOOL,
        )
    return dispatches


def _model_time_us(rows: Sequence[BenchmarkRow]) -> float:
    """Mean whole-model wall time per run, from the aggregate or the iterations."""
    model = [row for row in rows if row.calls is None]
    for row in model:
        if row.run_type == "aggregate" and row.aggregate == "mean":
            return row.time_us
    iterations = [row.time_us for row in model if row.run_type == "iteration"]
    if not iterations:
        raise ToolError("no whole-model row in the benchmark output", tool=BENCHMARK_TOOL)
    return sum(iterations) / len(iterations)
