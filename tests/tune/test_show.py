"""`dynbench show`: triage one dispatch; its commands run as printed."""

from __future__ import annotations

import subprocess

from iree_dynbench.cli import main

from support import SIZE_SETS

MODEL = "dyn_matmul"


def _commands(text: str) -> list[str]:
    """The lines after the `commands` header, up to the first note or blank line."""
    lines = text.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("commands")) + 1
    out = []
    for line in lines[start:]:
        if not line.strip() or line.startswith("#"):
            break
        out.append(line)
    return out


def test_show_prints_source_configuration_parameters_and_working_commands(extracted, capsys, tmp_path):
    result = extracted(MODEL)
    info = result.manifest.dispatches[0]
    assert main(["show", str(result.output), info.name]) == 0
    text = capsys.readouterr().out
    assert f"hal.executable private @{info.executable}" in text
    assert "translation_info: #iree_codegen.translation_info" in text
    assert "lowering_config of " in text
    assert f"workload {list(info.at_inputs.workload)}" in text
    for t in info.at_inputs.operands + info.at_inputs.results:
        assert t.text() in text
    commands = _commands(text)
    assert len(commands) == 4
    outputs = []
    for command in commands:
        proc = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, (command, proc.stderr[-2000:])
        outputs.append(proc.stdout)
    assert f"BM_{info.name}" in outputs[1]
    assert info.export in outputs[3]  # the profile saw the model's kernel


def test_show_at_other_sizes_reports_their_parameters(extracted, capsys):
    result = extracted(MODEL)
    other = SIZE_SETS[MODEL][1]
    assert main(["show", str(result.output), "0", "--no-source", *[a for s in other for a in ("--inputs", s)]]) == 0
    text = capsys.readouterr().out
    assert f"at {' '.join(other)}:" in text
    assert "dynbench run" in text  # how to time it at those sizes
    assert "hal.executable private" not in text


def test_show_unknown_dispatch_is_one_line_exit_2(extracted, capsys):
    assert main(["show", str(extracted(MODEL).output), "no_such_dispatch"]) == 2
    err = [l for l in capsys.readouterr().err.splitlines() if l.strip()]
    assert len(err) == 1 and err[0].startswith("error:") and "no dispatch 'no_such_dispatch'" in err[0]


def test_show_s_batch_size_comes_from_the_kernel_s_time(extracted, capsys):
    """A batch of about 10 ms of the kernel, its time said: not a fixed 100 (37 s a repetition
    of a 371 ms kernel)."""
    result = extracted(MODEL)
    assert main(["show", str(result.output), "0", "--no-source"]) == 0
    text = capsys.readouterr().out
    (note,) = [line for line in text.splitlines() if line.startswith("# --batch_size=")]
    batch = int(note.split("=")[1].split(":")[0])
    assert f"--batch_size={batch} " in _commands(text)[1] + " "
    assert "the kernel took " in note and "a call here at the extract sizes" in note
    from iree_dynbench import open as open_suite
    from iree_dynbench.tune.show import BATCH_TARGET_S

    report = open_suite(result.output).show("0")
    assert report.kernel_us > 0 and report.batch_size == max(1, min(1000, round(BATCH_TARGET_S * 1e6 / report.kernel_us)))
