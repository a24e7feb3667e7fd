"""The IR passes, checked on printed IR (as MLIR's own binding tests do)."""

from __future__ import annotations

import re

import pytest
from iree.compiler import ir

from iree_dynbench.extraction.compiler import CompileOptions, to_configured
from iree_dynbench.passes import benchmark_module, shape_slice
from iree_dynbench.passes.shape_slice import InputDim

from support import TESTDATA, compiling
from support.ircheck import check, computation


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


def _body(names, text: str) -> str:
    """A standalone file with the site names and its site's number (`__dynbench_site`) left out."""
    text = re.sub("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)), "SITE", text)
    return re.sub(r"@__dynbench_site = \d+ : index", "@__dynbench_site = N : index", text)


@pytest.mark.parametrize("model", ["torch_block", "decoders/llama_decode"])
def test_two_sites_share_a_rendering_exactly_when_they_call_one_kernel_alike(configured, model):
    """A layer's dispatch in every layer: one rendering with the shape math of all of them, copied
    with each site's name and number; sites of other kernels, or calling it otherwise, get their own."""
    analysis = benchmark_module.analyze(configured(model))
    parts = benchmark_module._Parts(analysis)
    keys = {site.name: parts.call_key(site) for site in analysis.emitted}
    bodies = {name: _body(keys, text) for name, text in benchmark_module.emit(analysis, [3] * len(analysis.input_dims)).standalone.items()}
    assert bodies.keys() == keys.keys()
    assert len(set(keys.values())) < len(keys)  # some do repeat
    for a in keys:
        for b in keys:
            assert (keys[a] == keys[b]) == (bodies[a] == bodies[b]), (a, b)


def test_a_standalone_files_guards_name_call_sites_of_its_kernel(configured):
    """The shared shape math's guards name the first site whose parameter an op computes, as in
    the combined module: in the file of a later layer's site, a site of the same kernel."""
    analysis = benchmark_module.analyze(configured("decoders/llama_decode"))
    export = {site.name: site.export for site in analysis.emitted}
    files = benchmark_module.emit(analysis, [3] * len(analysis.input_dims)).standalone
    others = 0
    for name, text in files.items():
        sites = set(re.findall(r" of (\S+) would exceed int64", text))
        assert all(export[n] == export[name] for n in sites), name
        others += bool(sites - {name})
    assert others > 0


@pytest.mark.parametrize("model", ["torch_block", "decoders/llama_decode"])
def test_a_kernels_shape_math_cut_from_the_shared_function_is_the_one_built_for_its_sites_alone(configured, model):
    """The standalone files' shape math: cut out of the function holding every site's
    (`shape_math_cut`), it computes what materializing and guarding the slice of those sites
    alone computes: the same results, guards and messages, and each parameter in the same result."""
    analysis = benchmark_module.analyze(configured(model))
    parts = benchmark_module._Parts(analysis)
    groups: dict = {}
    for site in analysis.emitted:
        groups.setdefault(parts.call_key(site), []).append(site)
    assert any(len(sites) > 1 for sites in groups.values())
    for sites in groups.values():
        cut_into, built_into = (benchmark_module.ModuleBuilder(parts.context, n) for n in ("cut", "built"))
        cut = parts.site_math(cut_into, sites)
        built, _ = benchmark_module._shared_function(analysis, built_into, sites)
        assert cut == built
        functions = [list(b.module.body.operations)[0] for b in (cut_into, built_into)]
        assert cut_into.finish().operation.verify()
        table: dict = {}
        assert computation(functions[0], table) == computation(functions[1], table)


def test_a_dispatch_sized_from_what_its_kernel_reaches_gets_a_standalone_file_that_verifies(configured, monkeypatch):
    """The Llama prefill's transient buffer, with `math.ceil` left unsupported, is sized from what
    each kernel reaches (host code over the site's push constants): in a shared rendering too."""
    original = shape_slice.impurity
    monkeypatch.setattr(
        shape_slice, "impurity", lambda op: "left unsupported" if op.operation.name == "math.ceil" else original(op)
    )
    analysis = benchmark_module.analyze(configured("decoders/llama_prefill"))
    sized = [site for site in analysis.emitted if site.kernel_sized]
    assert sized
    files = benchmark_module.emit(analysis, [2, 16][: len(analysis.input_dims)]).standalone
    for site in sized:
        module = ir.Module.parse(files[site.name], ir.Context())
        assert module.operation.verify()


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
