"""What a command asked for is checked before any work, by the library (`requests`): each
refusal names the options as the caller spelled them, and a plan's checkpoint lies beside its JSON."""

from __future__ import annotations

from pathlib import Path

import pytest

from iree_dynbench import TimingOptions
from iree_dynbench.errors import DynbenchError
from iree_dynbench.interrupts import killed_by
from iree_dynbench.layout import plan_checkpoint
from iree_dynbench.requests import check_export_choice, check_size_log_run, json_file, one_device, plan_files


def _cli(failure) -> str:
    return failure.value.spelled("cli")


def test_a_plans_checkpoint_is_beside_its_json_and_goes_once_the_plan_is_written(tmp_path):
    files = plan_files(tmp_path / "plan.json", None, tmp_path / "dir", None, resume=False)
    assert files.checkpoint == plan_checkpoint(tmp_path / "plan.json") == tmp_path / "plan.json.checkpoint.jsonl"
    files.checkpoint.write_text("{}\n")
    files.done()
    assert not files.checkpoint.exists()


def test_resume_without_a_json_file_is_refused(tmp_path):
    with pytest.raises(DynbenchError) as failure:
        plan_files(None, None, tmp_path, None, resume=True)
    assert _cli(failure) == ("--resume continues from the checkpoint beside --json FILE; "
                             "give the --json FILE of the interrupted plan (a file, not a stream)")


def test_json_to_standard_output_is_no_file_and_a_json_over_an_input_is_refused(tmp_path):
    sizes = tmp_path / "traffic.log"
    sizes.write_text("4x8xf32\n")
    assert json_file(None) is None and json_file(Path("-")) is None
    assert json_file(tmp_path / "r.json", tmp_path / "dir", [sizes]) == tmp_path / "r.json"
    with pytest.raises(DynbenchError):
        json_file(sizes, tmp_path / "dir", [sizes])


def test_one_size_set_is_timed_on_one_plain_device():
    assert one_device([], [], None) is None and one_device(["hip://1"], [], None) == "hip://1"
    for devices, cpus, ray in ((["hip://0", "hip://1"], [], None), (["hip://*"], [], None), ([], ["0-3"], None), ([], [], "auto")):
        with pytest.raises(DynbenchError) as failure:
            one_device(devices, cpus, ray)
        assert _cli(failure).startswith("--cpus, --ray and more than one --device spread many size sets over workers")


def test_a_size_log_run_takes_no_inputs_and_times_the_dynamic_kernels():
    check_size_log_run([], "dynamic")
    with pytest.raises(DynbenchError, match="give one"):
        check_size_log_run(["4x8xf32"], "dynamic")
    with pytest.raises(DynbenchError) as failure:
        check_size_log_run([], "static")
    assert _cli(failure) == "--flavour static times one size set; drop --sizes"


@pytest.mark.parametrize("plan, cover, top, chose, said", [
    (None, 0.5, None, False, "--cover and --top choose from a plan: give --plan PLAN.json"),
    (Path("p.json"), 0.5, 3, False, "--cover and --top are two ways to choose: give one"),
    (Path("p.json"), None, None, True, "--plan chooses the problems, sizes and flavours; drop --inputs/--set/--sizes/--dispatch/--filter/--flavour"),
])
def test_export_options_that_do_not_go_together_are_refused(plan, cover, top, chose, said):
    with pytest.raises(DynbenchError) as failure:
        check_export_choice(plan, cover, top, chose)
    assert _cli(failure) == said


def test_adaptive_settings_with_a_fixed_effort_are_refused_not_ignored():
    assert TimingOptions.chosen(None, 5, max_time_s=0.5).max_time_s == 0.5
    assert TimingOptions.chosen(0.1, 3) == TimingOptions(0.1, 3)
    with pytest.raises(DynbenchError) as failure:
        TimingOptions.chosen(0.1, 3, precision=0.1)
    assert _cli(failure) == "--max-time, --precision and --rounds are for adaptive timing; drop --min-time (fixed effort)"


def test_a_killing_signal_is_named():
    assert killed_by(-9) == "SIGKILL" and killed_by(-99) == "signal 99"
    assert killed_by(0) is None and killed_by(1) is None and killed_by(None) is None
