"""`dynbench export` and `run --flavour static`: tuner files, checked with the compiler's own tuner helper.

Root ops are found with `iree_codegen.get_tuner_root_ops` (what IREE's tuner
uses); sizes are checked against the model's shape math (`__query_shapes`).
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from iree.compiler import ir
from iree.compiler.dialects import iree_codegen, linalg

from iree_dynbench.cli import main
from iree_dynbench.extraction.compiler import CompileOptions, standalone_to_vmfb, to_sources
from iree_dynbench.errors import DynbenchError
from iree_dynbench.passes.static_specialize import StaticKernel, configuration_module
from iree_dynbench.iree_tools import find_runtime_tool
from iree_dynbench.benchmarks import BenchmarkModule
from iree_dynbench.size_checks import dims_for
from iree_dynbench.run.options import TimingOptions
import iree_dynbench
from iree_dynbench.layout import FLAVOURS
from iree_dynbench.tune.export import TunerBuilder, export

from support import SIZE_SETS, TESTDATA, assert_times_agree, compiling
from support.timing import stock_benchmark_us

# Per model, what the root op is, by the compiler's own classifiers. Dispatch creation
# generalizes the conv to a conv-like linalg.generic; CPU configuration rewrites
# attention to online_attention (which `isa_attention_op` does not accept).
ROOT_OPS = {
    "dyn_matmul": linalg.isa_contraction_op,
    "dyn_conv": linalg.isa_convolution_op,
    "dyn_attention": lambda op: op.name in ("iree_linalg_ext.attention", "iree_linalg_ext.online_attention"),
}
MODELS = sorted(ROOT_OPS)
FAST = TimingOptions(0.02, 2, warmup_s=0.005)


@pytest.fixture(scope="module")
def exported(extracted, tmp_path_factory):
    """`exported(model)`: both flavours at the extract sizes and one other size set."""
    cache = {}

    def get(model: str):
        if model not in cache:
            out = tmp_path_factory.mktemp(f"tuner-{model}")
            sets = [SIZE_SETS[model][0], SIZE_SETS[model][2]]
            cache[model] = export(extracted(model).output, sets, output=out)
        return cache[model]

    return get


@pytest.fixture(scope="module")
@compiling
def extract_at(tmp_path_factory):
    """`extract_at(model, inputs)`: testdata/`model` (a file name) extracted at `inputs`, once a
    module: the tests export from it into their own folders and never write into it."""
    cache = {}

    def get(model: str, inputs: list[str]) -> Path:
        if (model, tuple(inputs)) not in cache:
            out = tmp_path_factory.mktemp("extract") / "out"
            cache[model, tuple(inputs)] = iree_dynbench.extract(TESTDATA / model, inputs, output=out).output
        return cache[model, tuple(inputs)]

    return get


def _parse(path: Path) -> ir.Module:
    return ir.Module.parse(path.read_text(), ir.Context())


def _public_functions(module: ir.Module) -> list[ir.Operation]:
    return [
        op.operation for op in module.body.operations
        if op.operation.name == "util.func"
        and ("sym_visibility" not in op.operation.attributes
             or ir.StringAttr(op.operation.attributes["sym_visibility"]).value == "public")
    ]


def _shapes(root: ir.Operation) -> list[list[int | None]]:
    """Shapes of the root op's shaped operands (None for a dynamic dim)."""
    shapes = []
    for operand in root.operands:
        t = operand.type
        if isinstance(t, ir.ShapedType):
            shapes.append([None if t.is_dynamic_dim(i) else t.get_dim_size(i) for i in range(t.rank)])
    return shapes


@pytest.mark.parametrize("model", MODELS)
def test_each_tuner_file_has_one_root_op_and_one_public_dispatch_benchmark(model, exported, extracted):
    result = exported(model)
    names = {d.name for d in extracted(model).manifest.dispatches}
    assert {(f.dispatch, f.flavour) for f in result.files} == {(n, fl) for n in names for fl in ("dynamic", "static")}
    assert len(result.files) == 2 * 2 * len(names)  # two size sets
    for entry in result.files:
        module = _parse(result.path(entry))
        roots = iree_codegen.get_tuner_root_ops(module)
        assert len(roots) == 1, entry.file
        assert ROOT_OPS[model](roots[0]), roots[0].name
        assert "lowering_config" in roots[0].attributes
        (function,) = _public_functions(module)
        assert ir.StringAttr(function.attributes["sym_name"]).value == entry.dispatch
        assert str(function.attributes["function_type"]) == "(i32) -> ()"
        assert "iree.abi.stub" in function.attributes
        assert str(function.attributes["iree.reflection"]) == '{iree.benchmark = "dispatch"}'
        assert len([op for op in module.body.operations if op.operation.name == "hal.executable"]) == 1


@pytest.mark.parametrize("model", MODELS)
def test_static_root_op_is_the_dynamic_one_with_every_dim_resolved(model, exported, extracted):
    """Static dims of the dynamic root op are kept; its dynamic dims take the sizes the model's
    shape math gives at that size set; every tensor the kernel reads or writes is among its operands."""
    result = exported(model)
    out = extracted(model)
    module = BenchmarkModule(out.output / "benchmarks.vmfb", out.manifest, device="local-sync")
    files = {(f.file.split("/")[0], f.dispatch, f.flavour): f for f in result.files}
    checked = 0
    for (tag, name, flavour), entry in files.items():
        if flavour != "static":
            continue
        modules = [_parse(result.path(entry)), _parse(result.path(files[tag, name, "dynamic"]))]  # keep alive
        static_root, dynamic_root = (iree_codegen.get_tuner_root_ops(m)[0] for m in modules)
        static, dynamic = _shapes(static_root), _shapes(dynamic_root)
        assert all(None not in s for s in static), static
        assert [len(s) for s in static] == [len(s) for s in dynamic]
        assert any(None in s for s in dynamic)  # the test models are dynamic
        for s, d in zip(static, dynamic):
            assert all(dd is None or dd == ss for ss, dd in zip(s, d)), (s, d)
        params = {p.name: p for p in module.query(dims_for(out.manifest, entry.inputs))}[name]
        for tensor in params.operands + params.results:
            assert list(tensor.dims) in static, (tensor, static)
        checked += 1
    assert checked == 2 * len(out.manifest.dispatches)


def _benchmark(vmfb: Path) -> str:
    proc = subprocess.run(
        [str(find_runtime_tool("iree-benchmark-module")), f"--module={vmfb}", "--device=local-task",
         "--batch_size=4", "--benchmark_min_time=1x"],
        capture_output=True, text=True,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


@pytest.mark.parametrize("model", MODELS)
def test_both_flavours_compile_with_plain_iree_compile_and_run_with_stock_benchmark_module(model, exported, tmp_path):
    result = exported(model)
    jobs = [
        (entry, extra)
        for entry in result.files
        if entry.file.startswith(result.files[0].file.split("/")[0])  # the extract sizes
        for extra in ((), ("--compile-from=executable-sources",))
    ]

    def build_and_run(job):
        entry, extra = job
        vmfb = tmp_path / f"{entry.dispatch}_{entry.flavour}_{len(extra)}.vmfb"
        standalone_to_vmfb(result.path(entry), vmfb, extra).run()
        return entry.dispatch, _benchmark(vmfb)

    with ThreadPoolExecutor(max_workers=2) as pool:
        for name, stdout in pool.map(build_and_run, jobs):
            assert re.search(rf"BM_{re.escape(name)}\S*\s+[\d.]+ us", stdout), stdout


def test_tuner_files_of_a_model_with_dense_resource_constants_compile_and_run(extracted, tmp_path):
    """torch_block's kernels inline `dense_resource` constants (norm weights, biases): both
    flavours carry the blobs their kernel uses and build with plain iree-compile."""
    out = extracted("torch_block")
    names = [d.name for d in out.manifest.dispatches if "dense_resource<" in (out.output / d.file).read_text()]
    result = export(out.output, output=tmp_path / "tuner", dispatches=names[:2])
    assert {(f.dispatch, f.flavour) for f in result.files} == {(n, fl) for n in names[:2] for fl in FLAVOURS}

    def build_and_run(entry):
        assert "dense_resource<" in result.path(entry).read_text()
        vmfb = tmp_path / f"{entry.dispatch}_{entry.flavour}.vmfb"
        standalone_to_vmfb(result.path(entry), vmfb).run()
        return entry.dispatch, _benchmark(vmfb)

    with ThreadPoolExecutor(max_workers=2) as pool:
        for name, stdout in pool.map(build_and_run, result.files):
            assert re.search(rf"BM_{re.escape(name)}\S*\s+[\d.]+ us", stdout), stdout


def test_cli_export_layout_is_deterministic(extracted, tmp_path, capsys):
    out = extracted("dyn_matmul").output
    sizes = SIZE_SETS["dyn_matmul"]
    args = ["export", str(out), "--set", " ".join(sizes[1]), "--set", ",".join(sizes[2]), "--set", " ".join(sizes[1])]
    assert main([*args, "-o", str(tmp_path / "a")]) == 0
    assert "wrote 4 tuner file(s)" in capsys.readouterr().out
    index = json.loads((tmp_path / "a" / "index.json").read_text())
    name = extracted("dyn_matmul").manifest.dispatches[0].name
    rows = int(sizes[1][0].split("x")[0]), int(sizes[2][0].split("x")[0])
    assert [f["file"] for f in index["files"]] == [
        f"sizes_{m}/{name}_{flavour}_benchmark.mlir" for m in rows for flavour in ("dynamic", "static")
    ]
    assert index["kind"] == "tuner-export" and index["input_dims"] == ["input0.dim0"]
    assert main([*args, "-o", str(tmp_path / "b"), "--flavour", "static"]) == 0
    for f in index["files"]:
        if f["flavour"] == "static":
            assert (tmp_path / "a" / f["file"]).read_text() == (tmp_path / "b" / f["file"]).read_text()
        else:
            assert not (tmp_path / "b" / f["file"]).exists()


@pytest.mark.parametrize(
    "args, message",
    [
        (["--dispatch", "nope"], "no dispatch 'nope'"),
        (["--set", "7x64xf32"], "--set #1 (7x64xf32): "),
        (["--flavour", "neither"], "Invalid value for '--flavour'"),
    ],
)
def test_export_bad_input_is_one_line_and_exit_2(extracted, tmp_path, capsys, args, message):
    status = main(["export", str(extracted("dyn_matmul").output), "-o", str(tmp_path / "t"), *args])
    err = capsys.readouterr().err
    assert status == 2 and message in err and "Traceback" not in err
    assert not (tmp_path / "t").exists()


@pytest.mark.alone
def test_run_static_puts_the_static_kernel_next_to_the_dynamic_one(extracted, capsys):
    out = extracted("dyn_matmul").output
    sizes = SIZE_SETS["dyn_matmul"][1]
    result = iree_dynbench.open(out).run(sizes, options=TimingOptions(0.1, 3), flavour="static")
    (row,) = result.rows
    assert row.ok and row.static_error is None
    vmfbs = list((out / "static").glob("sizes_*/*_static_benchmark.vmfb"))
    assert [p.parent.name for p in vmfbs] == [f"sizes_{sizes[0].split('x')[0]}"]
    # the static time is the static kernel's: stock iree-benchmark-module on the cached file agrees
    def times(row):
        return {row.name: (row.static_median_us, stock_benchmark_us(vmfbs[0], row.name, row.iterations))}

    assert_times_agree(lambda: times(*iree_dynbench.open(out).run(
        sizes, options=TimingOptions(0.1, 3), flavour="static").rows), first=times(row))
    built = vmfbs[0].stat().st_mtime_ns
    args = ["run", str(out), *(a for s in sizes for a in ("--inputs", s)), "--min-time", "0.02", "--repetitions", "2"]
    assert main([*args, "--flavour", "static", "--format", "csv"]) == 0
    (record,) = csv.DictReader(io.StringIO(capsys.readouterr().out))
    assert float(record["static_median_us"]) > 0 and float(record["dynamic_over_static"]) > 0
    assert vmfbs[0].stat().st_mtime_ns == built  # cached, not rebuilt
    assert main([*args, "--format", "csv"]) == 0
    assert "static_median_us" not in capsys.readouterr().out


def _copy(extracted, name: str, tmp_path: Path, **manifest_changes) -> Path:
    """A copy of `name`'s extract output with shapes.json fields changed."""
    out = tmp_path / f"copy-{name}"
    shutil.copytree(extracted(name).output, out)
    manifest = json.loads((out / "shapes.json").read_text())
    manifest.update(manifest_changes)
    (out / "shapes.json").write_text(json.dumps(manifest))
    return out


def test_static_kernels_take_extracts_flags_and_a_failing_one_is_its_rows_error(extracted, tmp_path):
    """The user's --iree-flag reaches the static compiles (it dumps their binaries); a static
    kernel that cannot be built (its file's path is taken by a directory) fails its row's cell only."""
    dumps = tmp_path / "binaries"
    out = _copy(extracted, "two_dims", tmp_path, iree_flags=[f"--iree-hal-dump-executable-binaries-to={dumps}"])
    runner = iree_dynbench.open(out)
    names = [d.name for d in runner.manifest.dispatches]
    tag = "sizes_" + "_".join(map(str, runner.dims()))
    (out / "static" / tag / f"{names[0]}_static_benchmark.mlir").mkdir(parents=True)
    rows = runner.run(options=FAST, flavour="static").rows
    assert all(r.ok for r in rows)
    assert "static kernel not built" in rows[0].static_error and rows[0].static_median_us is None
    assert all(r.static_error is None and r.static_median_us > 0 for r in rows[1:])
    assert len(list(dumps.iterdir())) == len(names) - 1  # one binary per static kernel that compiled


def test_run_static_without_the_model_fails_before_timing(extracted, tmp_path):
    out = _copy(extracted, "dyn_matmul", tmp_path, model=str(tmp_path / "gone.mlir"))
    timed = []
    with pytest.raises(DynbenchError, match="gone.mlir: no such file; `flavour` static"):
        runner = iree_dynbench.open(out)
        runner.run(options=FAST, flavour="static", progress=lambda *args: timed.append(args))
    assert timed == []


def test_export_replaces_only_a_previous_export(extracted, tmp_path, capsys):
    out = str(extracted("dyn_matmul").output)
    other = tmp_path / "other"
    other.mkdir()
    (other / "keep.txt").write_text("mine")
    assert main(["export", out, "--flavour", "dynamic", "-o", str(other)]) == 2
    assert "is not a dynbench export directory" in capsys.readouterr().err
    assert [p.name for p in other.iterdir()] == ["keep.txt"] and (other / "keep.txt").read_text() == "mine"

    target = tmp_path / "tuner"
    assert main(["export", out, "--flavour", "dynamic", "-o", str(target)]) == 0
    (stale,) = [p for p in target.rglob("*_dynamic_benchmark.mlir")]  # replaced by the static export
    assert main(["export", out, "--flavour", "static", "-o", str(target)]) == 0
    assert not stale.exists()
    index = json.loads((target / "index.json").read_text())
    written = sorted(str(p.relative_to(target)) for p in target.rglob("*") if p.is_file())
    assert written == sorted(["index.json", *(f["file"] for f in index["files"])])
    assert {f["flavour"] for f in index["files"]} == {"static"}
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no staging left


def test_a_failing_tuner_builder_leaves_no_temporary_directory(extracted, tmp_path, monkeypatch):
    """The static flavour recompiles the model; here the model is gone."""
    out = _copy(extracted, "dyn_matmul", tmp_path, model=str(tmp_path / "gone.mlir"))
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    with pytest.raises(DynbenchError, match="gone.mlir: no such file") as failure:
        with TunerBuilder(out) as builder:
            builder.static([(builder.manifest.dispatches[0].name, [42])])
    # removed by the builder itself, not by garbage collection (the traceback still holds it)
    assert failure.traceback and list(scratch.iterdir()) == []


@pytest.mark.compiles
def test_specialized_kernel_reads_no_push_constants_and_is_static(tmp_path):
    """The pass on printed IR: dyn_matmul's kernel at 42 rows, before configuration."""
    sources_path = tmp_path / "sources.mlir"
    to_sources(TESTDATA / "dyn_matmul.mlir", sources_path, CompileOptions()).run()
    sources = ir.Module.parse(sources_path.read_text(), ir.Context())
    (executable,) = [op for op in sources.body.operations if op.operation.name == "hal.executable"]
    name = ir.StringAttr(executable.operation.attributes["sym_name"]).value
    export_name = re.search(r"hal\.executable\.export public @(\S+) ", str(executable)).group(1)
    module, failed, _ = configuration_module(sources, [StaticKernel(name, export_name, (42, 0))], ["specialized"])
    assert failed == {}
    text = str(module)
    assert module.operation.verify()
    assert "hal.executable private @specialized" in text
    assert "hal.interface.constant.load" not in text and "hal.interface.constant.load" in str(sources)
    assert "#hal.pipeline.layout<constants = 2" in text  # the interface is unchanged
    assert re.search(r"linalg\.matmul .*tensor<42x1024xf32>, tensor<1024x512xf32>\) outs\(.*tensor<42x512xf32>\)", text)
    assert "util.func" not in text  # only the device global and the kernel


def test_static_flavour_needs_the_model_and_says_so(extracted, tmp_path, capsys):
    out = tmp_path / "moved"
    shutil.copytree(extracted("dyn_matmul").output, out)
    manifest = json.loads((out / "shapes.json").read_text())
    manifest["model"] = str(tmp_path / "gone.mlir")
    (out / "shapes.json").write_text(json.dumps(manifest))
    assert main(["export", str(out), "-o", str(tmp_path / "t"), "--flavour", "static"]) == 2
    err = capsys.readouterr().err
    assert "gone.mlir: no such file; the static flavour" in err and len(err.strip().splitlines()) == 1
    assert main(["export", str(out), "-o", str(tmp_path / "t"), "--flavour", "dynamic"]) == 0


# Kernels specialized at a size of 1: IREE folds the unit dims of a configured kernel when a
# tuner file is compiled from its input, which left ops without their configuration (before:
# "'func.func' op failed to build pass pipeline", the file not written, exit 1).
UNIT_DIMS = {
    "transposes and softmax of a batch of 1": (
        "torch_block.mlir", ["1x128x64xf32"],
        ["main_async_dispatch_6_transpose_DxDx4x16_f32", "main_async_dispatch_8_transpose_DxDx64_f32",
         "main_async_dispatch_10_softmax_Dx4xDxDxf32_dispatch_tensor_store",
         "main_async_dispatch_12_transpose_Dx4xDx16_f32"],
    ),
    "reductions of one decode row": (
        "decoders/llama_decode.mlir", ["1x1xi64", "2x1x200x2x16xf32", "2x1x200x2x16xf32"],
        ["main_async_dispatch_2_reduction_Dx64_f32", "main_async_dispatch_22_reduction_Dx64_f32"],
    ),
    # Before: the cache writes failed in MLIR's canonicalizer (a rank-reducing store folded to a
    # tensor.cast of incompatible types), the rotary halves (strided loads) IREE refused.
    "cache writes and rotary halves of one decode row": (
        "decoders/llama_decode.mlir", ["1x1xi64", "2x1x200x2x16xf32", "2x1x200x2x16xf32"],
        ["main_async_dispatch_8_slow_memcpy", "main_async_dispatch_12_slow_memcpy",
         "main_async_dispatch_6_elementwise_Dx4x8_f32", "main_async_dispatch_10_elementwise_Dx2x8_f32"],
    ),
}


@pytest.mark.parametrize("case", sorted(UNIT_DIMS))
def test_static_files_at_a_size_of_1_are_written_and_build_with_plain_iree_compile(case, extract_at, tmp_path, capsys):
    model, inputs, names = UNIT_DIMS[case]
    out = extract_at(model, inputs)
    args = ["export", str(out), "--flavour", "static", "-o", str(tmp_path / "tuner")]
    assert main(args + [a for n in names for a in ("--dispatch", n)]) == 0, capsys.readouterr().err
    index = json.loads((tmp_path / "tuner" / "index.json").read_text())
    assert {f["dispatch"].split("__")[0] for f in index["files"]} == set(names) and index["not_built"] == []
    for entry in index["files"]:
        standalone_to_vmfb(tmp_path / "tuner" / entry["file"], tmp_path / "x.vmfb").run()


ONE_ROW_CONV = ["1x3x3x8xf32", "3x3x8x16xf32"]  # dyn_conv at one output row: two tests export it


def test_a_conv_of_one_output_row_keeps_its_plain_static_form_and_builds(extract_at, tmp_path, capsys):
    """Unit dims are folded only where IREE does not build the plain static form: the conv of one
    output row builds plain (folded first, IREE's CPU configuration gave the batch-less conv a
    unit batch back, which the unit-dim folding of `iree-compile FILE` stripped of its
    configuration: it was not built). The tuner's side, a ROCm conv kept as
    `linalg.conv_2d_nhwc_hwcf`: tests/tune/test_tuner_client.py."""
    out = extract_at("dyn_conv.mlir", ONE_ROW_CONV)
    args = ["export", str(out), "--set", "1x3x3x8xf32 3x3x8x16xf32", "--set", "1x3x64x8xf32 3x3x8x16xf32",
            "--flavour", "static", "-o", str(tmp_path / "tuner")]
    assert main(args) == 0, capsys.readouterr().err
    index = json.loads((tmp_path / "tuner" / "index.json").read_text())
    assert index["not_built"] == [] and sorted(f["dims"] for f in index["files"]) == [[1, 3, 3], [1, 3, 64]]
    for entry in index["files"]:
        standalone_to_vmfb(tmp_path / "tuner" / entry["file"], tmp_path / "x.vmfb").run()


def test_run_static_says_both_columns_are_timed_by_calls(extracted, tmp_path, capsys):
    """`run` times by the device's profile; `--flavour static` by calls, both columns alike: a
    note, the caption and the JSON say so, so its dynamic column is not read as a plain run's.
    (A copy: the static kernels it builds are cached in DIR, which other tests share.)"""
    out = tmp_path / "out"
    shutil.copytree(extracted("dyn_matmul").output, out)
    args = ["run", str(out), "--min-time", "0.02", "--repetitions", "2", "--flavour", "static"]
    assert main([*args, "--json", str(tmp_path / "r.json")]) == 0
    captured = capsys.readouterr()
    assert "note: --flavour static times both columns by calls" in captured.err
    assert "timed by calls (both columns: dynamic and static kernels alike)" in " ".join(captured.out.split())
    assert main([*args, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["method"] == data["static_method"] == "calls"
    assert main([*args, "--method", "calls"]) == 0  # asked for: nothing to point out
    assert "note: --flavour static" not in capsys.readouterr().err


def test_a_torch_mlp_of_a_dynamic_batch_writes_every_static_file_at_a_batch_of_1_and_each_builds(extract_at, tmp_path, capsys):
    """Issue 54's MLP (today's torch export): its layer norm's and log-softmax's reductions at a
    batch of 1 were refused ("'func.func' op failed to build pass pipeline"), exit 1."""
    out = extract_at("frontends/torch_mlp.mlir", ["4x256xf32"])
    args = ["export", str(out), "--set", "1x256xf32", "--flavour", "static", "-o", str(tmp_path / "tuner")]
    assert main(args) == 0, capsys.readouterr().err
    index = json.loads((tmp_path / "tuner" / "index.json").read_text())
    written = {f["dispatch"] for f in index["files"]}
    assert index["not_built"] == [] and written == {d.name for d in iree_dynbench.open(out).manifest.dispatches}
    assert any("reduction_Dx256" in name for name in written) and any("reduction_Dx10" in name for name in written)
    for entry in index["files"]:
        assert entry["dims"] == [1]
        standalone_to_vmfb(tmp_path / "tuner" / entry["file"], tmp_path / "x.vmfb").run()


def test_the_worklist_of_a_plan_at_a_batch_of_1_lists_every_static_file_with_its_size_sets(extract_at, tmp_path, capsys):
    """A plan's worklist at full cover: both size sets' static files of the conv, the one of
    one output row included (it was `not_built` while unit dims were folded first)."""
    out = extract_at("dyn_conv.mlir", ONE_ROW_CONV)
    log = tmp_path / "traffic.log"
    log.write_text("3\t1x3x3x8xf32 3x3x8x16xf32\n5\t1x3x64x8xf32 3x3x8x16xf32\n")
    plan = tmp_path / "plan.json"
    assert main(["plan", str(out), "--sizes", str(log), "--json", str(plan), "--min-time", "0.005"]) == 0
    capsys.readouterr()
    assert main(["export", str(out), "--plan", str(plan), "--cover", "1", "-o", str(tmp_path / "tuner")]) == 0
    assert "IREE cannot build" not in capsys.readouterr().err
    worklist = json.loads((tmp_path / "tuner" / "worklist.json").read_text())
    assert worklist["not_built"] == []
    static = [f for f in worklist["files"] if f["flavour"] == "static"]
    assert sorted(f["size_sets"] for f in static) == [["1x3x3x8xf32 3x3x8x16xf32"], ["1x3x64x8xf32 3x3x8x16xf32"]]
    assert all((tmp_path / "tuner" / f["file"]).exists() for f in static)


def _reading_buffers(text: str) -> str:
    """A tuner file's benchmark function made to compute on given data and give it back: each
    of its buffers is copied from the input's bytes instead of filled with zeros, and returned
    (as bytes) after the dispatch. The host code is the tuner file's own, so the dynamic and the
    static file of one size set dispatch their kernels on the same bytes at the same offsets."""
    head = re.search(r"util\.func public @(\w+)\(%arg0: i32\)( attributes \{[^\n]*\}) \{\n", text)
    fills = re.findall(r"hal\.command_buffer\.fill_buffer<(%\w+) : !hal\.command_buffer> "
                       r"target\((%\w+) : !hal\.buffer\)\[(%\w+), (%\w+)\] pattern\(%\w+ : i32\) flags\(\"None\"\)", text)
    assert head and fills
    body = text[head.end():]
    for cmd, buffer, start, length in fills:
        body = re.sub(rf"hal\.command_buffer\.fill_buffer<{cmd} [^\n]*target\({buffer} : [^\n]*\n",
                      f"hal.command_buffer.copy_buffer<{cmd} : !hal.command_buffer> source(%t_in : !hal.buffer)"
                      f"[{start}] target({buffer} : !hal.buffer)[{start}] length({length}) flags(\"None\")\n", body, count=1)
    views = "".join(f"    %t_view{k} = hal.buffer_view.create buffer({b} : !hal.buffer)[{s}, {n}] shape([{n}]) "
                    f"type(%t_i8) encoding(%t_dense) : !hal.buffer_view\n" for k, (_, b, s, n) in enumerate(fills))
    returned = ", ".join(f"%t_view{k}" for k in range(len(fills)))
    body = body.replace("    util.return\n", views + f"    util.return {returned} : "
                        + ", ".join(["!hal.buffer_view"] * len(fills)) + "\n", 1)
    header = (f"util.func public @{head.group(1)}(%arg0: i32, %t_data: !hal.buffer_view) -> ("
              + ", ".join(["!hal.buffer_view"] * len(fills)) + f"){head.group(2)} {{\n"
              "    %t_in = hal.buffer_view.buffer<%t_data : !hal.buffer_view> : !hal.buffer\n"
              "    %t_i8 = arith.constant 268435464 : i32\n    %t_dense = arith.constant 1 : i32\n")
    body = body.replace('hal.memory_type<"DeviceVisible|DeviceLocal">', 'hal.memory_type<"HostVisible|DeviceVisible|DeviceLocal">')
    body = body.replace('|DispatchStorage"> : i32', '|DispatchStorage|MappingScoped"> : i32')  # read back
    return text[: head.start()] + header + body


def test_a_static_kernel_at_a_batch_of_1_computes_what_the_dynamic_kernel_computes(extract_at, tmp_path, capsys):
    """The MLP's layer-norm and log-softmax reductions at a batch of 1 (their unit dims folded
    away) and its matmuls: each static file's kernel, given the bytes the dynamic file's kernel
    is given, writes the same results (and writes something)."""
    import numpy as np
    import iree.runtime as rt

    out = extract_at("frontends/torch_mlp.mlir", ["4x256xf32"])
    assert main(["export", str(out), "--set", "1x256xf32", "-o", str(tmp_path / "tuner")]) == 0, capsys.readouterr().err
    index = json.loads((tmp_path / "tuner" / "index.json").read_text())
    data = np.random.default_rng(0).uniform(-2, 2, 1 << 16).astype(np.float32)
    results: dict[tuple[str, str], list] = {}
    for entry in index["files"]:
        source = tmp_path / "t.mlir"
        source.write_text(_reading_buffers((tmp_path / "tuner" / entry["file"]).read_text()))
        vmfb = tmp_path / f"{entry['flavour']}.vmfb"
        standalone_to_vmfb(source, vmfb).run()
        module = rt.load_vm_flatbuffer_file(str(vmfb), driver="local-sync")
        (function,) = [n for n in module.vm_module.function_names if n.startswith("main_async_dispatch")]
        given = module[function](1, data.view(np.int8))
        given = given if isinstance(given, (tuple, list)) else [given]
        results[entry["dispatch"], entry["flavour"]] = [np.array(b.to_host()).view(np.float32) for b in given]  # copied
    dispatches = {d for d, _ in results}
    assert any("reduction_Dx10" in d for d in dispatches) and any("reduction_Dx256" in d for d in dispatches)
    for dispatch in dispatches:
        static, dynamic = results[dispatch, "static"], results[dispatch, "dynamic"]
        assert len(static) == len(dynamic)
        for s, d in zip(static, dynamic):
            np.testing.assert_allclose(s, d, rtol=1e-5, atol=1e-6, err_msg=dispatch)
        assert any(not np.array_equal(s, data[: s.size]) for s in static), f"{dispatch} wrote nothing"
