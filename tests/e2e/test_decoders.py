"""LLM decoders, exported as users export them, extract every dispatch and dispatch what the real model does.

The models (`testdata/decoders/`): a tiny Llama-style decoder from iree-turbine in three forms
(`tools/gen_llm_model.py`: prefill with rotary positions from a float arange, decode over a
dynamic KV-cache length, decode over a paged cache whose page table is data) and a GPT-2 with
past K/V through `torch.onnx.export` + `iree-import-onnx` (`tools/gen_gpt2_onnx.py`, whose SDPA
scale makes IREE dispatch its own `__builtin_fill_i64`). Ground truth is the HAL replay of the
real model at three size sets each: `__query_shapes` (query.vmfb) and one `__profile` of every
benchmark in benchmarks.vmfb (after `__set_input_dims`, no recompile) must dispatch exactly
what it dispatches.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

import iree_dynbench
from iree_dynbench import extract
from iree_dynbench.cli import main
from iree_dynbench.extraction.compiler import standalone_to_vmfb
from iree_dynbench.run.runner import inputs_for
from iree_dynbench.testing.oracle import capture_dispatches, compile_model

from support import TESTDATA, by_export, compiling, dispatched_three_ways, observed

pytestmark = pytest.mark.compiles

DECODERS = TESTDATA / "decoders"


def _caches(batch: int, length: int) -> list[str]:
    return [f"2x{batch}x{length}x2x16xf32"] * 2  # [layers, B, L, kv heads, head dim], K then V


def _past(batch: int, length: int) -> list[str]:
    return [f"{batch}x4x{length}x16xf32"] * 4  # [B, heads, P, head dim], key and value of 2 layers


# Per model: size sets (the first is extract's). Prefill S = 16, 128, 512; decode L = 15, 200, 1000;
# B from 1 to 4. Paged: [tokens, lengths, page table B x P, page pool], P * 16 positions per row.
SIZE_SETS: dict[str, list[list[str]]] = {
    "llama_prefill": [["2x16xi64"], ["1x128xi64"], ["4x512xi64"]],
    "llama_decode": [["2x1xi64", *_caches(2, 15)], ["1x1xi64", *_caches(1, 200)], ["4x1xi64", *_caches(4, 1000)]],
    "llama_paged": [
        ["2x1xi64", "2xi64", "2x1xi64", "8x16x2x2x2x16xf32"],
        ["1x1xi64", "1xi64", "1x13xi64", "16x16x2x2x2x16xf32"],
        ["4x1xi64", "4xi64", "4x63xi64", "256x16x2x2x2x16xf32"],
    ],
    "gpt2_past": [
        ["2x3xi64", "2x8xi64", *_past(2, 5)],
        ["1x1xi64", "1x201xi64", *_past(1, 200)],
        ["4x16xi64", "4x1016xi64", *_past(4, 1000)],
    ],
}
FUNCTIONS = {"gpt2_past": "main_graph"}


@pytest.fixture(scope="module")
@compiling
def decoder(tmp_path_factory):
    """`decoder(name)`: (its ExtractResult at the first size set, the real model's vmfb)."""
    cache = {}

    def get(name: str):
        if name not in cache:
            root = tmp_path_factory.mktemp(name)
            model = DECODERS / f"{name}.mlir"
            vmfb = root / "model.vmfb"
            compile_model(model, vmfb)
            cache[name] = (extract(model, SIZE_SETS[name][0], output=root / "out"), vmfb)
        return cache[name]

    return get


def _real(name, vmfb, sizes):
    return capture_dispatches(vmfb, sizes, function=FUNCTIONS.get(name, "main"))


@pytest.mark.parametrize("name", sorted(SIZE_SETS))
def test_every_dispatch_of_the_decoder_is_extracted(name, decoder):
    result, vmfb = decoder(name)
    assert result.skipped == []
    assert len(result.manifest.dispatches) == len(_real(name, vmfb, SIZE_SETS[name][0]))


@pytest.mark.parametrize("size_set", [0, 1, 2])
@pytest.mark.parametrize("name", sorted(SIZE_SETS))
def test_query_and_benchmarks_dispatch_what_the_decoder_dispatches(name, size_set, decoder):
    """0 wrong, 0 missing: `__query_shapes`, and every benchmark run once at the size set."""
    result, vmfb = decoder(name)
    real, queried, ran, expected = dispatched_three_ways(
        result, vmfb, SIZE_SETS[name][size_set], FUNCTIONS.get(name, "main")
    )
    assert sorted(queried) == sorted(real)
    assert ran == expected


def test_each_layers_standalone_file_dispatches_what_the_decoder_dispatches_in_that_layer(decoder, tmp_path):
    """The call sites of one kernel share one rendering (their shape math in one function, the
    site picked by `__dynbench_site`): built with plain iree-compile, the file of each site of a
    kernel whose layers dispatch it differently (a layer's own slice of the KV cache and of the
    weights) dispatches what the decoder dispatches there."""
    result, vmfb = decoder("llama_decode")
    real = by_export(_real("llama_decode", vmfb, SIZE_SETS["llama_decode"][0]))
    differing = {export for export, dispatches in real.items() if len({observed(d) for d in dispatches}) > 1}
    assert len(differing) >= 3
    sites, seen = [], {}
    for info in result.manifest.dispatches:
        k = seen[info.export] = seen.get(info.export, -1) + 1
        if info.export in differing and (k + 1 == len(real[info.export]) or len(real[info.export]) >= 4):
            sites.append((info, real[info.export][k]))  # the last site of each; every site of the most called

    def dispatched(item):
        info, _ = item
        built = tmp_path / f"{info.name}.vmfb"
        standalone_to_vmfb(result.output / info.file, built).run()
        (dispatch,) = capture_dispatches(built, ["1"], function=info.name)
        return dispatch

    with ThreadPoolExecutor(max_workers=2) as pool:
        for (info, expected), dispatch in zip(sites, pool.map(dispatched, sites)):
            assert observed(dispatch) == observed(expected), info.name
    assert any("@__dynbench_site = 3 : index" in (result.output / info.file).read_text() for info, _ in sites)


def test_the_builtin_fill_is_benchmarked_once_defined(decoder):
    """IREE's own `__builtin_fill_i64` (the exported SDPA's scale) is a dispatch like any other,
    its executable defined once in the benchmark module whatever number of sites use it."""
    result, _ = decoder("gpt2_past")
    fills = [d for d in result.manifest.dispatches if d.executable == "__builtin_fill_i64"]
    assert len(fills) >= 2
    text = (result.output / "benchmarks.mlir").read_text()
    assert text.count("hal.executable private @__builtin_fill_i64") == 1


@pytest.mark.parametrize("name", sorted(SIZE_SETS))
def test_run_shapes_and_export_work_on_the_decoder(name, decoder, tmp_path, capsys):
    result, _ = decoder(name)
    out = str(result.output)
    other = [a for s in SIZE_SETS[name][1] for a in ("--inputs", s)]
    assert main(["run", out, *other, "--max-time", "0.01", "--rounds", "1", "--json", str(tmp_path / "r.json")]) == 0
    timed = json.loads((tmp_path / "r.json").read_text())["benchmarks"]
    assert len({b["run_name"] for b in timed}) == len(result.manifest.dispatches)
    # every repetition and every time aggregate (a spread, stddev or cv, may be 0: identical repetitions)
    assert all(b["real_time"] > 0 for b in timed if b.get("aggregate_name") not in ("stddev", "cv"))
    assert main(["shapes", out, *other, "--json", str(tmp_path / "s.json")]) == 0
    assert json.loads((tmp_path / "s.json").read_text())
    assert main(["export", out, *other, "--flavour", "dynamic", "-o", str(tmp_path / "tuner")]) == 0
    written = json.loads((tmp_path / "tuner" / "index.json").read_text())["files"]
    assert len(written) == len(result.manifest.dispatches)


def test_every_static_file_of_the_decode_step_at_a_batch_of_1_is_written(decoder, tmp_path, capsys):
    """At B = 1 the decode step's kernels once broke MLIR's canonicalizer (its copies: a
    rank-reducing store folded to an invalid `tensor.cast`) or were refused by IREE ("failed
    to build pass pipeline": reductions, rotary halves): now every dispatch's static file is
    written, as its dynamic one, and the export exits 0 with nothing reported."""
    result, _ = decoder("llama_decode")
    other = [a for s in SIZE_SETS["llama_decode"][1] for a in ("--inputs", s)]
    assert main(["export", str(result.output), *other, "-o", str(tmp_path / "tuner")]) == 0
    err = capsys.readouterr().err
    assert not [line for line in err.splitlines() if "not written" in line or "IREE cannot build" in line], err
    index = json.loads((tmp_path / "tuner" / "index.json").read_text())
    assert index["not_built"] == []
    names = sorted(d.name for d in result.manifest.dispatches)
    for flavour in ("dynamic", "static"):
        assert sorted(f["dispatch"] for f in index["files"] if f["flavour"] == flavour) == names


@pytest.mark.parametrize("name", sorted(SIZE_SETS))
def test_extract_at_the_largest_size_set_emits_every_dispatch_as_the_model_dispatches(name, decoder, tmp_path):
    """Extract's own sizes are any size set: at the largest, every dispatch again, its recorded
    parameters (`at_inputs`) those the model dispatches there."""
    _, vmfb = decoder(name)
    sizes = SIZE_SETS[name][2]
    result = extract(DECODERS / f"{name}.mlir", sizes, output=tmp_path / "out")
    assert result.skipped == []
    real = sorted(observed(d) for d in _real(name, vmfb, sizes))
    assert sorted(observed(d.at_inputs) for d in result.manifest.dispatches) == real


def test_the_torch_symbols_tie_the_batch_and_cache_length_across_inputs(decoder):
    """The decode step's token ids, K cache and V cache carry the batch (s0); both caches the
    cache length (s61): as torch bound them."""
    result, _ = decoder("llama_decode")
    symbols = {y.name: (y.dims, y.source) for y in result.manifest.symbols}
    assert symbols == {
        "s0": (("input0.dim0", "input1.dim1", "input2.dim1"), "torch.bind_symbolic_shape"),
        "s61": (("input1.dim2", "input2.dim2"), "torch.bind_symbolic_shape"),
    }


def test_sweeping_one_tied_dim_sets_its_symbol_in_every_input_as_the_model_runs_there(decoder):
    """`--dim input2.dim1=...` (the V cache's batch) moves the batch of every input; at each
    point the parameters are the ones the real model dispatches with those inputs."""
    from iree_dynbench.run.sweep import sweep_points

    result, vmfb = decoder("llama_decode")
    suite = iree_dynbench.open(result.output)
    points = sweep_points(suite, ["input2.dim1=1..4:x2"])
    assert [p[:2] + p[3:4] for p in points] == [[1, 1, 1], [2, 2, 2], [4, 4, 4]]
    for point in points[1:]:
        sizes = inputs_for(result.manifest, point)
        queried = sorted(observed(d) for d in suite.query(dims=point))
        assert queried == sorted(observed(d) for d in _real("llama_decode", vmfb, sizes))


def test_sizes_that_disagree_on_a_symbol_are_refused(decoder, capsys):
    result, _ = decoder("llama_decode")
    bad = ["2x1xi64", "2x3x15x2x16xf32", _caches(2, 15)[1]]  # the K cache's batch is 3
    assert main(["run", str(result.output), *[a for s in bad for a in ("--inputs", s)]]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "input1.dim1 = 3 but input0.dim0 = 2: the model takes both as one size (s0)" in err


def test_layers_that_differ_only_in_where_their_kernel_reads_are_timed_once(decoder):
    """The decode's two layers run one query-projection matmul, each on its own slice of the
    weights: the push constants that differ (as the real model dispatches them) are ones the
    kernel uses only as its views' byte offsets, so the two call sites are one timing;
    `each_site` times them apart."""
    from iree_dynbench.run.options import TimingOptions

    result, vmfb = decoder("llama_decode")
    export = "main$async_dispatch_3_matmul_Dx64x64_f32"
    real = [d for d in _real("llama_decode", vmfb, SIZE_SETS["llama_decode"][0]) if d.export == export]
    assert len(real) == 2 and real[0].push_constants != real[1].push_constants
    differ = {k for k, (a, b) in enumerate(zip(real[0].push_constants, real[1].push_constants)) if a != b}
    (offsets,) = {d.offset_constants for d in result.manifest.dispatches if d.export == export}
    assert differ <= set(offsets)
    suite = iree_dynbench.open(result.output)
    for each_site, timed_for in ((False, 2), (True, 1)):
        options = TimingOptions(method="profile", max_rounds=2, min_time_s=0.01, each_site=each_site)
        rows = [r for r in suite.run(options=options).rows if r.export == export]
        assert [r.timed_for for r in rows] == [timed_for, timed_for]


def test_a_push_constant_that_sizes_a_view_is_never_an_offset_constant(decoder):
    """Offset constants say where a kernel reads, not how much: none of them appears in a
    binding's shape (the dim expressions over the push constants)."""
    result, _ = decoder("llama_decode")
    assert any(d.offset_constants for d in result.manifest.dispatches)
    for d in result.manifest.dispatches:
        used = {int(k) for b in d.bindings for dim in b.shape if not isinstance(dim, int) for k in _constants_in(dim)}
        assert not used & set(d.offset_constants), d.name


def _constants_in(expression) -> list[int]:
    """The push constants a dim expression reads (`passes.values`: `["pc", k]` leaves)."""
    if isinstance(expression, list):
        if expression and expression[0] == "pc":
            return [expression[1]]
        return [k for part in expression[1:] for k in _constants_in(part)]
    return []
