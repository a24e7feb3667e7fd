"""`passes.dispatch_sites` on committed executable-configurations IR (tests/passes/fixtures/):
every dispatch reached from the entry, and why one is skipped. Parses IR only; compiles nothing."""

from __future__ import annotations

import pytest

from iree_dynbench.passes.dispatch_sites import EntryNotFound, entry_function, gather_sites

from support.ir import fixture


def _sites(name: str):
    module = fixture(name)
    return gather_sites(module, entry_function(module, None))


def test_every_dispatch_of_the_entry_is_a_site_in_program_order():
    sites = _sites("two_dims.configured")
    assert [s.export for s in sites] == [
        "main_dispatch_0_matmul_Dx32x64_f32",
        "main_dispatch_1_reduction_DxD_f32",
        "main_dispatch_2_elementwise_broadcast_DxD_f32",
    ]
    assert [s.ordinal for s in sites] == [0, 1, 2]
    assert [[b.access for b in s.bindings] for s in sites] == [["ro", "ro", "wo"], ["ro", "wo"], ["ro", "ro", "wo"]]
    assert all(s.skip_reason is None for s in sites)


def test_a_dispatch_sized_by_tensor_data_is_skipped_naming_the_load_as_the_models():
    emitted, skipped = _sites("data_dependent.configured")
    assert emitted.skip_reason is None
    assert skipped.skip_reason.subject == "workload[1]"
    assert skipped.skip_reason.text == "depends on tensor data"
    assert skipped.skip_reason.op.name == "stream.resource.load"
    assert skipped.skip_reason.cause == "model"


def test_a_dispatch_inside_a_loop_is_skipped_as_control_flow():
    (site,) = _sites("control_flow.configured")
    assert str(site.skip_reason).startswith("inside control flow")
    assert site.skip_reason.cause == "model"


def test_a_module_of_two_public_functions_names_both_when_none_is_chosen():
    module = fixture("batch_add.configured")
    with pytest.raises(EntryNotFound) as raised:
        entry_function(module, None)
    assert raised.value.public == ["asserted", "unasserted"]
    assert entry_function(module, "unasserted").sym_name.value == "unasserted"
