"""A checkpoint (iree_dynbench/run/checkpoint.py) is written whole through a temporary file of
its own: files that happen to carry the name a fixed temporary would take are a person's."""

from __future__ import annotations

from iree_dynbench.layout import CHECKPOINT_FORMAT
from iree_dynbench.run.checkpoint import Checkpoint

HEAD = {"format": CHECKPOINT_FORMAT, "kind": "plan", "benchmarks_sha256": "0" * 64, "options": {}, "selection": "x"}


def test_a_link_named_like_the_temporary_file_is_not_written_through(tmp_path):
    theirs = tmp_path / "theirs.txt"
    theirs.write_text("a person's file\n")
    path = tmp_path / "plan.json.checkpoint.jsonl"
    (tmp_path / "plan.json.checkpoint.jsonl.tmp").symlink_to(theirs)
    checkpoint = Checkpoint(path, HEAD)
    checkpoint.start(keep=False)
    checkpoint.close()
    assert theirs.read_text() == "a person's file\n"
    assert (tmp_path / "plan.json.checkpoint.jsonl.tmp").is_symlink()
    assert path.read_text().startswith('{"format": "dynbench-checkpoint/1"')


def test_a_file_named_like_the_temporary_file_is_left_as_it_is(tmp_path):
    mine = tmp_path / "checkpoint.jsonl.tmp"
    mine.write_text("notes\n")
    checkpoint = Checkpoint(tmp_path / "checkpoint.jsonl", HEAD)
    checkpoint.start(keep=False)
    checkpoint.finish()
    assert mine.read_text() == "notes\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["checkpoint.jsonl.tmp"]


def test_a_checkpoint_past_the_file_size_limit_is_one_error_and_closes_quietly(tmp_path):
    """A real `ulimit -f` (RLIMIT_FSIZE), in a child: the append that crosses it is one error, and
    closing the checkpoint afterwards does not raise again."""
    import subprocess
    import sys
    import textwrap

    script = textwrap.dedent(f"""
        import resource, signal, sys
        from iree_dynbench.errors import DynbenchError
        from iree_dynbench.run.checkpoint import Checkpoint
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of the signal, as a shell's ulimit -f gives
        checkpoint = Checkpoint({str(tmp_path / 'c.jsonl')!r}, {HEAD!r})
        checkpoint.start(keep=False)
        resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))
        from types import SimpleNamespace
        from iree_dynbench.run.checkpoint import _RUN_FIELDS
        result = SimpleNamespace(**{{k: "x" for k in _RUN_FIELDS}}); result.dims, result.rows = (1,), ()
        item = SimpleNamespace(key="k" * 3000, started=0.0, ended=0.0, result=result)
        try:
            checkpoint.append(item)
        except DynbenchError as e:
            print("error:", e)
        checkpoint.close()
        print("closed")
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "cannot write the checkpoint" in done.stdout and done.stdout.strip().endswith("closed")


def test_a_checkpoint_of_another_fleet_is_refused_as_such(extracted, tmp_path, capsys):
    """A plan's checkpoint, left by a plan on this process's device, resumed on `--cpus 0`: the
    refusal names the fleet and what differs, not the sizes or dispatches (which are the same)."""
    import iree_dynbench
    from iree_dynbench.cli import main
    from iree_dynbench.run.options import TimingOptions

    out, sizes = extracted("dyn_matmul").output, "64x1024xf32 1024x512xf32"
    plan_json = tmp_path / "plan.json"
    checkpoint = tmp_path / "plan.json.checkpoint.jsonl"
    iree_dynbench.open(out).plan([sizes.split()], TimingOptions(0.01, 5, max_rounds=2), checkpoint=checkpoint,
                                 keep_checkpoint=True)
    assert checkpoint.exists()
    status = main(["plan", str(out), "--set", sizes, "--min-time", "0.01", "--json", str(plan_json), "--resume",
                   "--cpus", "0"])
    err = capsys.readouterr().err.strip().splitlines()
    assert status == 2 and err[-1].startswith(
        f"error: {checkpoint} is the checkpoint of other work (another fleet (--cpus none then, 0 now))"
    ), err
    assert not plan_json.exists()
