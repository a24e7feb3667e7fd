"""`passes.kernel_signature` and `passes.entry_signature` on committed executable-configurations IR
(tests/passes/fixtures/): a kernel's binding types over its push constants, the entry's tensor
signature. Parses IR only; compiles nothing."""

from __future__ import annotations

from iree_dynbench.passes.dispatch_sites import entry_function
from iree_dynbench.passes.entry_signature import read_signature
from iree_dynbench.passes.kernel_signature import kernel_bindings
from iree_dynbench.passes.values import TensorType, evaluate

from support.ir import fixture

MATMUL = ("main_dispatch_0", "embedded_elf_x86_64", "main_dispatch_0_matmul_Dx512x1024_f32")


def test_binding_types_are_the_kernels_views_with_dynamic_dims_over_its_push_constants():
    bindings = kernel_bindings(fixture("dyn_matmul.configured"), *MATMUL)
    assert [(b.binding, b.element_type) for b in bindings] == [(0, "f32"), (1, "f32"), (2, "f32")]
    at = {pushed: [[evaluate(d, pushed) for d in b.shape] for b in bindings] for pushed in ((42, 0), (7, 1))}
    assert at[42, 0] == [[42, 1024], [1024, 512], [42, 512]]
    assert at[7, 1] == [[2**32 + 7, 1024], [1024, 512], [2**32 + 7, 512]]  # rows: low word, then high word


def test_the_entry_signature_is_the_models_tensor_types():
    module = fixture("two_dims.configured")
    signature = read_signature(module, entry_function(module, None))
    assert signature.name == "main"
    assert signature.inputs == [TensorType((None, 64), "f32"), TensorType((None, None), "f32"), TensorType((64, 32), "f32")]
    assert [r.type for r in signature.results] == [TensorType((None, 32), "f32"), TensorType((None, None), "f32")]
    assert [len(r.dim_values) for r in signature.results] == [1, 2]  # a value of the host code per dynamic dim
