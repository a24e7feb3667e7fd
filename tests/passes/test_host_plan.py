"""The host-code plan, in pure Python: what the combined module computes once, and where each site reads it."""

from __future__ import annotations

from iree_dynbench.passes.host_plan import (
    VALUE_BYTES,
    ParamsCall,
    SharedMath,
    parameter_groups,
    plan_benchmarks,
    runner_key,
    runner_slot_types,
    site_entry_of,
    site_messages,
)

DEVICE = "#hal.device.affinity<@__device_0>"


def _call(site: str, export: str, executable: str = "ex", bindings=(0, 0, 1), constants: int = 2) -> ParamsCall:
    return ParamsCall(f"params_{site}", executable, "variant", export, DEVICE, 1, constants, tuple(bindings), site)


def _shared(**sites: tuple[int, ...]) -> SharedMath:
    count = 1 + max(max(v) for v in sites.values())
    return SharedMath("shape_math", ("index",) * count, dict(sites))


def test_parameters_group_as_workload_constants_offsets_lengths():
    call = _call("a", "e")  # 1 workload, 2 constants, 3 bindings
    groups = parameter_groups(call, list(range(9)))
    assert groups == {"workload": [0], "push_constants": [1, 2], "binding_offsets": [3, 4, 5], "binding_lengths": [6, 7, 8]}


def test_sites_sharing_binding_ends_share_their_checks_and_strides():
    a, b = _call("a", "e"), _call("b", "e")
    plan = plan_benchmarks(_shared(a=tuple(range(9)), b=tuple(range(9))), [a, b])
    assert len(plan.strides.ends) == 3  # each distinct (offset, length) once
    assert plan.strides.sites["a"] == plan.strides.sites["b"]
    assert len(plan.strides.sites["a"]) == 2  # one stride per resource


def test_an_export_at_the_same_workload_has_one_workgroup_count():
    a, b, c = _call("a", "e"), _call("b", "e"), _call("c", "e")
    shared = _shared(a=tuple(range(9)), b=tuple(range(9)), c=(9, *range(1, 9)))  # c: another workload
    plan = plan_benchmarks(shared, [a, b, c])
    assert plan.workgroups.sites["a"] == plan.workgroups.sites["b"] != plan.workgroups.sites["c"]
    assert len(plan.workgroups.counts) == 2


def test_exports_of_one_executable_share_its_lookup_but_not_their_functions():
    a, b = _call("a", "e1"), _call("b", "e2")
    plan = plan_benchmarks(_shared(a=tuple(range(9)), b=tuple(range(9))), [a, b])
    assert len(plan.executables.executables) == 1
    assert plan.executables.sites["a"][0] == plan.executables.sites["b"][0]
    assert plan.executables.sites["a"][1] != plan.executables.sites["b"][1]


def test_a_site_entry_reads_one_value_per_runner_slot_at_byte_places():
    a = _call("a", "e")
    plan = plan_benchmarks(_shared(a=tuple(range(9))), [a])
    entry = site_entry_of("a", "runner0", 0, a, plan)
    assert list(entry.types) == runner_slot_types(a) and len(entry.slots) == len(entry.types)
    assert all(place % VALUE_BYTES == 0 and place < VALUE_BYTES * plan.values.total for place in entry.slots)
    assert entry.messages == site_messages("a", a)


def test_runner_slots_are_function_count_constants_bindings_strides():
    types = runner_slot_types(_call("a", "e"))  # 2 constants, 3 bindings over 2 resources
    assert types == ["i64", "index", "index", "index", "i32", "i32"] + ["index"] * 6 + ["index"] * 2


def test_sites_of_one_layout_share_a_runner_whatever_their_export():
    assert runner_key(_call("a", "e1")) == runner_key(_call("b", "e2", executable="other"))
    assert runner_key(_call("a", "e1")) != runner_key(_call("b", "e1", bindings=(0, 1, 2)))
