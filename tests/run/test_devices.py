"""Which workers `--device` and `--cpus` ask for, and what they refuse: never two workers on one device."""

from __future__ import annotations

import pytest

from iree_dynbench.errors import DynbenchError
from iree_dynbench.run.devices import AvailableDevice, cpu_list_text, parse_cpu_list, worker_specs

GPUS = {
    "hip": [AvailableDevice(0, 0, "GPU-aaaa", "AMD Instinct MI300X"), AvailableDevice(1, 1, "GPU-bbbb", "AMD Instinct MI300X")],
    "cuda": [AvailableDevice(0, 0, "GPU-1111", "NVIDIA H200"), AvailableDevice(1, 1, "GPU-2222", "NVIDIA A100")],
}


def specs(devices=(), cpus=(), default="hip", **kw):
    try:
        return worker_specs(devices, cpus, default, available=lambda driver: GPUS.get(driver, []), usable_cpus=set(range(8)), **kw)
    except DynbenchError as e:  # as the CLI says it
        raise DynbenchError(e.spelled("cli")) from None


def test_cpu_lists_read_as_taskset_does():
    assert parse_cpu_list("0-3") == (0, 1, 2, 3)
    assert parse_cpu_list("0,2,4-5") == (0, 2, 4, 5)
    assert parse_cpu_list("0-7:2") == (0, 2, 4, 6)
    assert cpu_list_text((0, 1, 2, 3, 6)) == "0-3,6"


@pytest.mark.parametrize("text", ["", "a", "3-1", "0-", "-1", "1;2"])
def test_a_cpu_list_that_is_not_one_is_an_error(text):
    with pytest.raises(DynbenchError, match="is not a CPU list|is empty"):
        parse_cpu_list(text)


def test_one_worker_per_core_set_pinned_to_it():
    got = specs(cpus=["0-3", "4-7"], default="local-task")
    assert [(s.device, s.cpus) for s in got] == [("local-task", (0, 1, 2, 3)), ("local-task", (4, 5, 6, 7))]


def test_overlapping_core_sets_are_refused():
    with pytest.raises(DynbenchError, match=r"--cpus 0-3 and 3-5 overlap \(CPU 3\)"):
        specs(cpus=["0-3", "3-5"], default="local-task")


def test_cores_this_process_may_not_use_are_refused():
    with pytest.raises(DynbenchError, match=r"--cpus 7-9: this process may not use CPU 8-9 \(it may use 0-7\)"):
        specs(cpus=["7-9"], default="local-task")


def test_cpus_with_a_gpu_device_are_refused():
    with pytest.raises(DynbenchError, match="--cpus pins CPU workers on the local-task device, not hip://0"):
        specs(["hip://0"], cpus=["0"])


def test_the_same_gpu_by_index_and_by_uuid_is_refused():
    with pytest.raises(DynbenchError, match="hip://GPU-aaaa and hip://0 are the same device"):
        specs(["hip://0", "hip://GPU-aaaa"])


def test_a_multi_device_path_is_refused():
    with pytest.raises(DynbenchError, match=r"hip://0,1 is one logical device over several GPUs in IREE"):
        specs(["hip://0,1"])


def test_a_pattern_takes_every_device_of_the_driver():
    assert [s.device for s in specs(["hip://*"])] == ["hip://0", "hip://1"]


def test_devices_of_different_chips_are_refused_unless_allowed():
    with pytest.raises(DynbenchError, match="different chips .*--allow-mixed-devices"):
        specs(["cuda://0", "cuda://1"])
    assert len(specs(["cuda://0", "cuda://1"], allow_mixed=True)) == 2


def test_an_index_past_the_last_device_names_how_many_there_are():
    with pytest.raises(DynbenchError, match=r"hip://5: this machine has 2 hip device\(s\) \(0-1\)"):
        specs(["hip://5"])


def test_the_cpu_device_twice_without_core_sets_is_refused():
    with pytest.raises(DynbenchError, match="are the same device.*--cpus"):
        specs(["local-task", "local-task"])


def test_a_driver_without_devices_here_is_one_error():
    with pytest.raises(DynbenchError, match="no vulkan devices on this machine"):
        specs(["vulkan://0", "vulkan://1"])


def test_a_cpu_list_in_other_digits_than_ascii_is_refused():
    with pytest.raises(DynbenchError, match="not a CPU list"):
        parse_cpu_list("\u0660")
