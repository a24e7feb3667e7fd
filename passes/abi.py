"""Names the generated modules share with the runtime side: the module's ABI.

`benchmarks.vmfb` and the standalone files export these functions and hold
these globals, the host-only `query.vmfb` exports `__query_shapes`; `iree_dynbench.benchmarks` calls them on the IREE runtime and
`run.cache_state` lays out buffer copies as the host code does. They live in
a module of plain constants, free of `iree.compiler`, so the runtime side can
name them where only the IREE runtime is installed. `host_code` builds the
host code from them.
"""

from __future__ import annotations

QUERY_SHAPES = "__query_shapes"  # (i64 per dynamic input dim) -> every dispatch's parameters (query.vmfb)
# `__query_shapes`'s reflection: the input dims it takes (names, comma-separated) and how many
# values it returns, checked against shapes.json when query.vmfb loads (another extract's fails there).
QUERY_INPUT_DIMS_KEY = "dynbench.input_dims"
QUERY_VALUES_KEY = "dynbench.values"
QUERY_VALUE_BYTES = 8  # __query_shapes returns one host buffer (!util.buffer) of i64, native byte order
# Per dispatch, `__query_shapes` returns these parts, in this order (`query_part_sizes`: how many values each).
# "variant": of a size-range specialized export (issue 53), the position in its chain of the variant the
# model dispatches at those sizes (its conditions, as the host code evaluates them); none for a plain export.
QUERY_PARTS = ("workload", "workgroups", "push_constants", "binding_offsets", "binding_lengths", "variant")
SET_INPUT_DIMS = "__set_input_dims"  # (i64 per dynamic input dim): every benchmark runs at those sizes
SET_BUFFER_COPIES = "__set_buffer_copies"  # (i32): repetitions cycle through this many buffer copies
PROFILE_FUNCTION = "__profile"  # (i64 per dim, then (i32 repeat, i32 copies) per benchmark): runs them all
DIM_GLOBAL_PREFIX = "__dynbench_dim_"  # + k: the mutable global holding dynamic input dim k
BUFFER_COPIES_GLOBAL = "__dynbench_buffer_copies"
SITE_GLOBAL = "__dynbench_site"  # a standalone file of a kernel's k-th call site (k >= 0) of those alike: k
RESULT_DIMS = "__dynbench_result_dims"  # private function: the entry's dynamic result dims
COPY_ALIGNMENT = 64  # buffer copies start this many bytes apart, the alignment kernels assume of bindings
SIZE_OVERFLOW = "dynbench size overflow"  # starts the message of a failed overflow guard in the shape math

# Limits the generated shape math guards (overflow asserts) and `size_checks` re-checks in Python:
INT64_MAX = 2**63 - 1  # sizes, offsets and lengths cross the VM as i64
INT64_MIN = -(2**63)
UINT32_MAX = 2**32 - 1  # the HAL takes workgroup counts as uint32
INT32_MAX = 2**31 - 1  # a benchmark function's repeat count is an i32

# Constants of more elements than this are a model's weights, not a kernel's: IREE clones only
# small ones (256 bytes by default) into dispatches and passes the rest as bindings. Extract
# leaves them out of the IR its passes read, and out of model.configured.mlir.
WEIGHT_ELEMENTS = 1 << 14


def query_part_sizes(workload: int, push_constants: int, bindings: int, chained: bool = False) -> tuple[int, ...]:
    """How many values each of `QUERY_PARTS` holds for one dispatch (`chained`: its export is a
    size-range chain): the host code that writes `__query_shapes` and the manifest that slices
    its results both read this."""
    sizes = {"workload": workload, "workgroups": 3, "push_constants": push_constants,
             "binding_offsets": bindings, "binding_lengths": bindings, "variant": int(chained)}
    return tuple(sizes[part] for part in QUERY_PARTS)
