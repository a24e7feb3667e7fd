"""The IR passes, checked on printed IR (as MLIR's own binding tests do)."""

from __future__ import annotations

import pytest
from iree.compiler import ir

from iree_dynbench.extraction.compiler import CompileOptions, to_configured
from iree_dynbench.passes import benchmark_module, shape_slice
from iree_dynbench.passes.shape_slice import InputDim

from support import TESTDATA, compiling
from support.ircheck import check


@pytest.fixture(scope="module")
@compiling
def configured(tmp_path_factory):
    """`configured(model)`: the model's executable-configurations IR, parsed."""
    cache = {}

    def get(model: str) -> ir.Module:
        if model not in cache:
            path = tmp_path_factory.mktemp("cfg") / f"{model.replace('/', '_')}.mlir"
            to_configured(TESTDATA / f"{model}.mlir", path, CompileOptions()).run()
            cache[model] = ir.Module.parse(path.read_text(), ir.Context())
        return cache[model]

    return get


def test_dispatch_parameters_slice_back_to_the_input_dim(configured):
    analysis = benchmark_module.analyze(configured("dyn_matmul"))
    (site,) = analysis.sites
    assert site.skip_reason is None
    assert site.export == "main_dispatch_0_matmul_Dx512x1024_f32"
    assert site.input_dims == {InputDim(0, 0)}
    assert [b.access for b in site.bindings] == ["ro", "ro", "wo"]


def test_independent_dims_are_tracked_per_dispatch(configured):
    analysis = benchmark_module.analyze(configured("two_dims"))
    dims = [sorted(s.input_dims) for s in analysis.sites]
    assert len({tuple(d) for d in dims}) > 1  # dispatches read different dims
    assert analysis.input_dims == [InputDim(0, 0), InputDim(1, 0), InputDim(1, 1)]


def test_data_dependent_parameter_names_the_load(configured):
    analysis = benchmark_module.analyze(configured("data_dependent"))
    reasons = [s.skip_reason for s in analysis.sites]
    assert reasons[0] is None
    assert "depends on tensor data (stream.resource.load" in str(reasons[1])
    assert reasons[1].cause == "model"


def test_dispatch_under_a_loop_is_reported_as_control_flow(configured):
    (site,) = benchmark_module.analyze(configured("control_flow")).sites
    assert str(site.skip_reason).startswith("inside control flow")
    assert site.skip_reason.cause == "model"


def test_shape_math_is_cloned_and_everything_else_dropped(configured):
    suite = benchmark_module.emit(benchmark_module.analyze(configured("dyn_matmul")), [42])
    text = suite.combined
    start = text.index("@__dynbench_shape_math")  # every site's parameters, computed once
    params = text[start : text.index("util.return", start)]
    found = check(params, "@__dynbench_shape_math([[D0:%]]: index)", "arith.muli [[D0]], [[BYTES:%]] : index")
    check(params, f"{found['BYTES']} = arith.constant 4096 : index")  # lhs bytes: d0 * 1024 * 4
    for dropped in ("stream.cmd", "stream.resource", "stream.tensor", "hal.buffer_view"):
        assert dropped not in text
    assert "util.global private mutable @__dynbench_dim_0 = 42 : index" in text
    assert "__query_shapes" not in text  # in the host-only query module (test_query_module.py)
    check(text, "util.func public @__set_input_dims([[D:%]]: i64)")
    assert text.count('iree.benchmark = "dispatch"') == 1
    assert "@main(" not in text  # the entry point itself is gone


def test_the_combined_module_computes_each_parameter_once(configured):
    """One shape-math function for every dispatch (the model's host code computes each value once),
    called when sizes are selected; no per-dispatch parameter function, which would recompute the
    prefix the dispatches share; each standalone file keeps its own."""
    suite = benchmark_module.emit(benchmark_module.analyze(configured("torch_block")), [2, 33])
    text = suite.combined
    assert text.count("util.func private @__dynbench_shape_math(") == 1
    assert "@__dynbench_params_" not in text
    assert all(f"util.func private @__dynbench_params_{name}(" in file for name, file in suite.standalone.items())


def _own_renderings(analysis: benchmark_module.Analysis, dims: list[int]) -> dict[str, str]:
    parts = benchmark_module._Parts(analysis)
    return {site.name: benchmark_module._standalone(parts, site, dims) for site in analysis.emitted}


@pytest.mark.parametrize("model, dims", [("torch_block", [2, 33]), ("decoders/llama_decode", [2, 7, 2, 7, 2, 7])])
def test_a_dispatch_whose_module_repeats_another_but_for_its_name_gets_the_module_its_own_rendering_gives(
    configured, model, dims
):
    """Sites whose standalone modules differ only by their name (a layer's dispatches in every
    layer) share one rendering, copied with their name: each file is what rendering it alone gives,
    down to its guards' messages, which name it."""
    analysis = benchmark_module.analyze(configured(model))
    dims = dims[: len(analysis.input_dims)]
    files = benchmark_module.emit(analysis, dims).standalone
    own = _own_renderings(analysis, dims)
    assert files == own
    assert all(f" of {name} would exceed int64" in text for name, text in own.items())


@pytest.mark.parametrize("model", ["torch_block", "decoders/llama_decode"])
def test_two_sites_share_a_rendering_exactly_when_their_own_modules_differ_only_by_name(configured, model):
    analysis = benchmark_module.analyze(configured(model))
    dims = [3] * len(analysis.input_dims)
    parts = benchmark_module._Parts(analysis)
    keys = {site.name: parts.standalone_key(site) for site in analysis.emitted}
    bodies = {name: text.replace(name, "SITE") for name, text in _own_renderings(analysis, dims).items()}
    assert len(set(keys.values())) < len(keys)  # some do repeat
    for a in keys:
        for b in keys:
            assert (keys[a] == keys[b]) == (bodies[a] == bodies[b]), (a, b)


def test_a_dispatch_sized_from_what_its_kernel_reaches_gets_the_module_its_own_rendering_gives(configured, monkeypatch):
    """The Llama prefill's transient buffer, with `math.ceil` left unsupported, is sized from what
    each kernel reaches (host code over the site's push constants): shared renderings hold too."""
    original = shape_slice.impurity
    monkeypatch.setattr(
        shape_slice, "impurity", lambda op: "left unsupported" if op.operation.name == "math.ceil" else original(op)
    )
    analysis = benchmark_module.analyze(configured("decoders/llama_prefill"))
    sized = [site for site in analysis.emitted if site.kernel_sized]
    assert sized
    dims = [2, 16][: len(analysis.input_dims)]
    assert benchmark_module.emit(analysis, dims).standalone == _own_renderings(analysis, dims)


def test_benchmarks_share_their_host_code_per_layout(configured):
    suite = benchmark_module.emit(benchmark_module.analyze(configured("torch_block")), [2, 33])
    runners = suite.combined.count("util.func public @__dynbench_run_")
    assert 0 < runners < len(suite.layout.sites)
    assert suite.combined.count('iree.benchmark = "dispatch"') == len(suite.layout.sites)


def test_benchmark_records_dispatches_in_one_command_buffer_with_barriers(configured):
    suite = benchmark_module.emit(benchmark_module.analyze(configured("dyn_matmul")), [42])
    (raw,) = suite.standalone.values()
    text = str(ir.Module.parse(raw, ir.Context()))  # the file parses and verifies on its own
    loop = text[text.index("scf.for") :]
    assert loop.index("hal.command_buffer.dispatch") < loop.index("hal.command_buffer.execution_barrier")
    check(text, "[[DIM:%]] = util.global.load @__dynbench_dim_0 : index", "util.optimization_barrier [[DIM]]")
    assert text.index("hal.command_buffer.fill_buffer") < text.index("scf.for")
    assert "__query_shapes" not in text


def test_dim_expressions_follow_arith_semantics_for_signed_ops():
    from iree_dynbench.passes.values import evaluate

    wrap = 1 << 64
    minus = lambda v: v % wrap  # noqa: E731  (two's complement of a negative i64)
    assert evaluate(["arith.extsi", 64, ["pc", 0], 32], [0xFFFFFFFF]) == minus(-1)
    assert evaluate(["arith.extui", 64, ["pc", 0], 32], [0xFFFFFFFF]) == 0xFFFFFFFF
    assert evaluate(["arith.divsi", 64, ["c", minus(-7)], ["c", 2]], []) == minus(-3)
    assert evaluate(["arith.ceildivsi", 64, ["c", 7], ["c", 2]], []) == 4
    assert evaluate(["arith.shrsi", 64, ["c", minus(-8)], ["c", 1]], []) == minus(-4)
    assert evaluate(["arith.maxsi", 64, ["c", minus(-1)], ["c", 1]], []) == 1
    assert evaluate(["arith.divui", 64, ["c", 7], ["c", 0]], []) is None


def test_dim_expression_constants_are_unsigned_bit_patterns():
    """`arith.constant -1 : i32` reads as 0xFFFFFFFF, so unsigned ops see what the kernel sees."""
    from iree_dynbench.passes.kernel_signature import _expr
    from iree_dynbench.passes.values import evaluate

    module = ir.Module.parse("func.func @f() -> i32 {\n %c = arith.constant -1 : i32\n return %c : i32\n}", ir.Context())
    constant = list(module.body.operations[0].regions[0].blocks[0].operations)[0].results[0]
    assert _expr(constant) == ["c", 0xFFFFFFFF]
    assert evaluate(["arith.maxui", 32, ["c", 0xFFFFFFFF], ["c", 100]], []) == 0xFFFFFFFF
    assert evaluate(["arith.divui", 32, ["c", 100], ["c", 0xFFFFFFFF]], []) == 0
    assert evaluate(["arith.shli", 32, ["c", 1], ["c", 32]], []) is None  # poison
