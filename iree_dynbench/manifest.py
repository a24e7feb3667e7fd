"""`shapes.json`: the contract between `extract` and everything that runs later.

Schema (version 1), all sizes in elements, all lengths in bytes:

    {
      "schema_version": 1, "generator": "iree-dynbench",
      "model": str, "function": str, "target": str, "iree_flags": [str],
      "inputs": [{"type": "tensor<?x1024xf32>", "dims": [null, 1024], "element_type": "f32"}],
      "input_dims": [{"name": "input0.dim0", "input": 0, "dim": 0,     # __query_shapes args, in order
                      "assume": {"umin": int|null, "umax": int|null, "udiv": int|null} | null}],
      "default_inputs": ["42x1024xf32", ...],                          # the --inputs of extract
      "default_inputs_source": "--inputs" | "util.assume.int upper bounds",  # where they came from
      "results": [{"type": "tensor<?x512xf32>",                        # the entry's results
                   "template": [null, 512],                            # static dims, null where dynamic
                   "dims": [42, 512],                                  # at default_inputs; null if unknown
                   "unresolved": null | str}],                         # why the dims are not queryable
      "dispatches": [{
        "name": str,            # benchmark function in benchmarks.vmfb, file stem in dispatches/
        "ordinal": int,         # position among all dispatch sites of the entry
        "executable": str, "variant": str, "export": str,
        "file": "dispatches/<name>_benchmark.mlir",
        "query": {"start": int, "workload": int, "push_constants": int, "bindings": int},
        "bindings": [{"binding": int, "access": "ro|wo|rw", "resource": int,   # one per tensor the kernel
                      "element_type": str, "shape": [int | dim-expression]}],  # views; a binding may hold several
        "input_dims": ["input0.dim0", ...],  # the input dims its parameters read
        "at_inputs": {"workload": [int], "workgroup_count": [x, y, z], "push_constants": [int],
                      "binding_offsets": [int], "binding_lengths": [int],
                      "operands": ["tensor<42x1024xf32>", ...], "results": ["tensor<42x512xf32>"]}
      }],
      "skipped": [{"ordinal": int, "export": str, "reason": str}],
      "query_results": {"start": int, "dims": [[result, dim], ...]}
    }

Dim expressions are described in `iree_dynbench.passes.kernel_signature`.

`input_dims[i].assume` is the range the model itself asserts on that dim
(`util.assume.int` in its host code, e.g. from torch `symbolic_int` ranges;
see `iree_dynbench.passes.assumptions`), null when it asserts none. It and
`dispatches[i].input_dims` were added within version 1: readers treat a
missing key as null / unknown.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Optional, Sequence

from .errors import DynbenchError
from .layout import GENERATOR, SCHEMA_VERSION
from .passes.kernel_signature import resolve_shape


@dataclass(frozen=True)
class BindingInfo:
    binding: int
    access: str  # as the dispatch site uses it: ro, wo or rw
    resource: int  # bindings with equal resource share one buffer
    element_type: str
    shape: list  # int (static) or a dim expression

    def dims(self, push_constants: Sequence[int]) -> Optional[list[int]]:
        return resolve_shape(self.shape, push_constants)

    def type_at(self, push_constants: Sequence[int]) -> str:
        dims = self.dims(push_constants)
        shape = "x".join("?" if dims is None else str(d) for d in (dims or [None] * len(self.shape)))
        return f"tensor<{shape + 'x' if self.shape else ''}{self.element_type}>"


@dataclass(frozen=True)
class DispatchInfo:
    name: str
    ordinal: int
    executable: str
    variant: str
    export: str
    file: str
    query: dict[str, int]
    bindings: list[BindingInfo]
    at_inputs: dict[str, Any] = field(default_factory=dict)
    input_dims: list[str] = field(default_factory=list)  # names of the input dims it reads


@dataclass(frozen=True)
class SkippedDispatch:
    ordinal: int
    export: str
    reason: str


@dataclass
class Manifest:
    model: str
    function: str
    target: str
    iree_flags: list[str]
    inputs: list[dict[str, Any]]
    input_dims: list[dict[str, Any]]
    default_inputs: list[str]
    results: list[dict[str, Any]]
    dispatches: list[DispatchInfo]
    skipped: list[SkippedDispatch]
    query_results: dict[str, Any]
    default_inputs_source: str = "--inputs"  # or "util.assume.int upper bounds"
    schema_version: int = SCHEMA_VERSION
    generator: str = GENERATOR

    def to_json(self) -> str:
        return json.dumps(asdict(self), indent=2) + "\n"

    def dispatch(self, name_or_index: str) -> DispatchInfo:
        """A dispatch by name, export or position in `dispatches`."""
        for d in self.dispatches:
            if name_or_index in (d.name, d.export):
                return d
        if name_or_index.isdigit() and int(name_or_index) < len(self.dispatches):
            return self.dispatches[int(name_or_index)]
        names = ", ".join(d.name for d in self.dispatches)
        raise DynbenchError(f"no dispatch '{name_or_index}' (dispatches: {names})")

    @staticmethod
    def load(path: Path) -> "Manifest":
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError) as e:
            raise DynbenchError(f"{path}: not a readable dynbench shapes.json ({e})") from None
        if not isinstance(data, dict) or data.get("generator") != GENERATOR:
            raise DynbenchError(f"{path}: not written by dynbench extract")
        if data.get("schema_version") != SCHEMA_VERSION:
            raise DynbenchError(f"{path}: schema version {data.get('schema_version')} is not {SCHEMA_VERSION}")
        try:
            data["dispatches"] = [
                DispatchInfo(**{**d, "bindings": [BindingInfo(**b) for b in d["bindings"]]}) for d in data["dispatches"]
            ]
            data["skipped"] = [SkippedDispatch(**s) for s in data["skipped"]]
            return Manifest(**data)
        except (KeyError, TypeError) as e:
            raise DynbenchError(f"{path}: not a readable dynbench shapes.json (bad or missing field {e})") from None
