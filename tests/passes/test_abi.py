"""`__query_shapes`' values per dispatch: one order, which the host code writes and the manifest reads."""

from __future__ import annotations

from iree_dynbench.manifest import QueryLayout
from iree_dynbench.passes.abi import QUERY_PARTS, query_part_sizes
from iree_dynbench.passes.host_plan import ParamsCall, parameter_groups


def test_a_dispatch_returns_workload_workgroups_constants_offsets_lengths_in_that_order():
    assert QUERY_PARTS == ("workload", "workgroups", "push_constants", "binding_offsets", "binding_lengths", "variant")
    assert query_part_sizes(workload=2, push_constants=1, bindings=3) == (2, 3, 1, 3, 3, 0)


def test_a_size_range_chain_returns_one_more_value_the_variant_it_runs():
    assert query_part_sizes(workload=2, push_constants=1, bindings=3, chained=True) == (2, 3, 1, 3, 3, 1)
    layout = QueryLayout(start=10, workload=2, push_constants=1, bindings=3, chained=True)
    assert layout.parts[-1] == slice(22, 23) and layout.count == 13


def test_the_manifest_slices_the_results_part_by_part_from_the_start():
    layout = QueryLayout(start=10, workload=2, push_constants=1, bindings=3)
    assert layout.parts == [slice(10, 12), slice(12, 15), slice(15, 16), slice(16, 19), slice(19, 22), slice(22, 22)]
    assert layout.count == 12


def test_the_parameters_a_site_computes_are_every_part_but_the_workgroup_count():
    call = ParamsCall("params", "ex", "variant", "export", "affinity", 2, 1, (0, 0, 1), "site")
    groups = parameter_groups(call, list(range(2 + 1 + 2 * 3)))
    assert [p for p in QUERY_PARTS if p not in ("workgroups", "variant")] == list(groups)
