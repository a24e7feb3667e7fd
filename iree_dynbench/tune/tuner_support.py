"""Whether shark-ai's dispatch tuner can take a dispatch, and why not.

The tuner (`amdsharktuner`, run on IREE 3.13 by `sharktuner_compat`) generates
candidates for one kind of file only (its input contract, checked on 3.13):

- one `hal.executable.variant` for a ROCm target (`#iree_gpu.target` in its
  `iree_codegen.target_info`); a CUDA file parses but its candidates change
  nothing, a CPU file has no GPU target at all;
- exactly one op marked `root_op`, directly in a `func.func`;
- that op a contraction with M, N and K dims, an `nhwc_hwcf` convolution, or
  `iree_linalg_ext.attention` (not `online_attention`, what IREE 3.12+
  configures attention into);
- static shapes (a dynamic dim gives no candidates).

The same checks as the tuner, through the compiler's own root-op analysis
(`linalg.infer_contraction_dimensions`, ...), so `shapes` and `export` can say
per dispatch and per file what the tuner will do with it, before anyone runs
it. `tests/tune/test_tuner_client.py` runs the tuner itself on the files this
module calls supported.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from iree.compiler import ir
from iree.compiler._mlir_libs import _mlirDialectsLinalg as linalg  # the analyses, without the linalg DSL
from iree.compiler.dialects import func, iree_codegen

from ..errors import first_line
from ..passes import irutil

ROOT_OP_ATTR = "root_op"
STATIC_HINT = "the tuner takes static shapes: export the static flavour"
ATTENTION = "iree_linalg_ext.attention"
ONLINE_ATTENTION = "iree_linalg_ext.online_attention"
# infer_convolution_dimensions of linalg.conv_2d_nhwc_hwcf (the only layout the tuner takes)
_NHWC_HWCF = {"batch": [0], "output_image": [1, 2], "output_channel": [3], "filter_loop": [4, 5],
              "input_channel": [6], "depth": []}


@dataclass(frozen=True)
class TunerSupport:
    """What the tuner makes of one dispatch kernel.

    `kind`: the root op's family (contraction, convolution, attention,
    online_attention, reduction, elementwise, other; none when no root op is
    marked). `reason`: why the tuner cannot take it, None when it can.
    `static_only`: supported, but only in static-shaped files (the `static`
    export flavour), because the model's kernel has dynamic shapes.
    """

    supported: bool
    kind: str
    root_op: Optional[str]  # the marked op's name
    reason: Optional[str] = None
    static_only: bool = False

    def text(self) -> str:
        """For people: `contraction (static flavour)`, `no: a reduction (...)`."""
        if not self.supported:
            return f"no: {self.reason}"
        return f"{self.kind} ({'static flavour' if self.static_only else 'both flavours'})"


def of_executable(executable, export: str, backend: str) -> TunerSupport:
    """Support of the kernel `export` of a configured `hal.executable` op for `backend`
    (`rocm`, `cuda`, `llvm-cpu`, ...); a dynamic-shaped kernel counts as supported
    with `static_only` when the rest holds (its static specialization is what the tuner takes)."""
    return _classify(executable, _root_ops(executable, export), backend)


def of_file(text: str, backend: str) -> TunerSupport:
    """Support of a tuner file as it stands, checked as the tuner checks it (root ops of the
    whole module): dynamic shapes here are a reason, not `static_only`."""
    context = irutil.new_context()
    try:
        module = ir.Module.parse(text, context)
    except ir.MLIRError as e:  # pragma: no cover - dynbench writes files that parse
        return _unsupported("none", None, f"does not parse ({first_line(e)})")
    executables = [op for op in module.body.operations if op.operation.name == "hal.executable"]
    if len(executables) != 1:
        return _unsupported("none", None, f"{len(executables)} hal.executable ops (the tuner takes one)")
    support = _classify(executables[0], _root_ops(module.operation), backend)
    if support.static_only:
        return _unsupported(support.kind, support.root_op, f"dynamic shapes ({STATIC_HINT})")
    return support


def of_dispatches(configured_mlir: Path, exports: Sequence[tuple[str, str]], backend: str) -> list[TunerSupport]:
    """Support of each (executable, export) of an extract output's `model.configured.mlir`."""
    from . import configured_ir

    module = configured_ir.parse(configured_mlir)
    executables = configured_ir.executables(configured_mlir, module, [name for name, _ in exports])
    return [of_executable(executables[name], export, backend) for name, export in exports]


def _classify(executable, roots: list, backend: str) -> TunerSupport:
    if len(roots) != 1:
        kind = "none" if not roots else "several"
        return _unsupported(kind, None, f"{len(roots)} ops marked root_op (the tuner takes exactly one)")
    root = roots[0]
    kind, why = _kind(root)
    name = root.operation.name
    target = _target_reason(executable, backend)
    if target:
        return _unsupported(kind, name, target)
    if why:
        return _unsupported(kind, name, why)
    if not isinstance(root.operation.parent.opview, func.FuncOp):
        return _unsupported(kind, name, f"{name} is not directly in a func.func")
    return TunerSupport(True, kind, name, static_only=_dynamic_operands(root))


def _unsupported(kind: str, root_op: Optional[str], reason: str) -> TunerSupport:
    return TunerSupport(False, kind, root_op, reason)


def _root_ops(scope, export: Optional[str] = None) -> list:
    """Ops marked root_op in `scope`, only in the function `export` when given."""
    if export is None:
        return irutil.ops_where(scope, lambda op: ROOT_OP_ATTR in op.attributes)
    functions = irutil.ops_where(scope, lambda op: op.name == "func.func" and irutil.symbol_name(op) == export)
    return [op for f in functions for op in irutil.ops_where(f, lambda op: ROOT_OP_ATTR in op.attributes)]


def _target_reason(executable, backend: str) -> Optional[str]:
    variants = irutil.ops_where(executable, lambda op: op.name == "hal.executable.variant")
    if len(variants) != 1:
        return f"{len(variants)} hal.executable.variant ops (the tuner takes one)"
    if backend == "rocm":
        target = str(variants[0].operation.attributes["target"])
        if "#iree_gpu.target<" not in target:
            return "the ROCm target carries no #iree_gpu.target (iree_codegen.target_info)"
        return None
    if backend == "cuda":
        return "cuda target: the tuner tunes ROCm kernels (its specs change nothing in CUDA kernels)"
    return f"{backend} target: the tuner tunes ROCm (GPU) kernels"


def _kind(root) -> tuple[str, Optional[str]]:
    """The root op's family and, when the tuner does not take it, why."""
    op = root.operation
    name = op.name
    if name == ONLINE_ATTENTION:
        return "online_attention", f"{name} (the tuner takes {ATTENTION} only)"
    if iree_codegen.isa_attention_op(op):
        return "attention", None
    if linalg.isa_contraction_op(op):
        dims = linalg.infer_contraction_dimensions(op)
        if dims is None or not (list(dims.m) and list(dims.n) and list(dims.k)):
            sizes = "" if dims is None else f" (M={list(dims.m)}, N={list(dims.n)}, K={list(dims.k)})"
            return "contraction", f"a contraction without M, N and K dims{sizes}: the tuner takes matmul-like ones"
        return "contraction", None
    if linalg.isa_convolution_op(op):
        dims = linalg.infer_convolution_dimensions(op)
        found = {k: list(getattr(dims, k)) for k in _NHWC_HWCF} if dims is not None else None
        if found != _NHWC_HWCF:
            return "convolution", "a convolution not in nhwc_hwcf layout (the only one the tuner takes)"
        return "convolution", None
    iterators = irutil.reduction_loops(op)
    if iterators is not None and any(iterators):
        return "reduction", f"a reduction ({name}): the tuner takes contractions, nhwc_hwcf convolutions and attention"
    if iterators is not None:
        return "elementwise", f"an elementwise op ({name}): the tuner takes contractions, nhwc_hwcf convolutions and attention"
    return "other", f"{name}: the tuner takes contractions, nhwc_hwcf convolutions and attention"


def _dynamic_operands(root) -> bool:
    for value in [*root.operation.operands, *root.operation.results]:
        if isinstance(value.type, ir.ShapedType) and not value.type.has_static_shape:
            return True
    return False
