"""A model built by size range: the preprocessing spec that splits an export into one variant per
range, a tuning spec with an entry per range (bounds in its matcher), and what the build makes
and computes (iree_dynbench/tune/specialization_spec.py, tuning_spec.py's bounds, variants.py).

On testdata/dyn_matmul.mlir (M dynamic, N = 512, K = 1024) with two ranges of M: 1-4 and 64-256
in steps of 64."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from support import TESTDATA, compiling

import iree_dynbench
from iree_dynbench import extract
from iree_dynbench.manifest import Manifest
from iree_dynbench.render import plan as render_plan
from iree_dynbench.render import results
from iree_dynbench.render.tables import to_text
from iree_dynbench.run.options import TimingOptions
from iree_dynbench.benchmarks import QueryModule
from iree_dynbench.extraction.compiler import standalone_to_vmfb
from iree_dynbench.passes.host_code import size_driver
from iree_dynbench.size_checks import dims_for
from iree_dynbench.testing.oracle import capture_dispatches
from iree_dynbench.extraction import compiler
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.output_check import compare_outputs, model_inputs, run_model
from iree_dynbench.tune.size_ranges import LoopBounds, SizeRange
from iree_dynbench.tune.specialization_spec import (RangedProblem, assumption, build_specialization_spec, loop_ranges,
                                                    ranges_attribute)
from iree_dynbench.tune.tuning_problems import find_problems
from iree_dynbench.tune.tuning_spec import SpecEntry, build_spec
from iree_dynbench.tune.variants import variants_applied

MODEL = TESTDATA / "dyn_matmul.mlir"
SMALL, LARGE = LoopBounds(1, 4), LoopBounds(64, 256, 64)
TILES = {  # per range: its configuration (distribution, vector_common_parallel, vector_reduction)
    "p0_r0": ((4, 64, 0), (4, 16, 0), (0, 0, 16)),
    "p0_r1": ((32, 64, 0), (8, 32, 0), (0, 0, 1)),
}


def test_the_ranges_attribute_has_one_list_per_range_and_one_assumption_per_loop():
    ranges = loop_ranges((None, 512, 1024), [SizeRange((SMALL,), "a", 0.5), SizeRange((LoopBounds(5, 63),), None, 0.1),
                                             SizeRange((LoopBounds(64, None, 64),), "b", 0.4)])
    assert ranges == (((0, SMALL),), ((0, LoopBounds(64, None, 64)),))  # the default's range needs no variant
    assert str(ranges_attribute(3, ranges, new_context())) == (
        "#util<int.assumption.multi_array[[<umin = 1, umax = 4>, <udiv = 1>, <udiv = 1>], "
        "[<umin = 64, udiv = 64>, <udiv = 1>, <udiv = 1>]]>")
    assert assumption(LoopBounds(None, 8)) == "<umax = 8>"


@pytest.fixture(scope="module")
@compiling
def built(extracted, tmp_path_factory) -> dict:
    """Both specs written, the model compiled with and without them."""
    work = tmp_path_factory.mktemp("ranges")
    context = new_context()
    with TunerBuilder(extracted("dyn_matmul").output) as builder:
        (problem,) = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context),
                                   builder.manifest).tunable
    ranges = loop_ranges(problem.static, [SizeRange((SMALL,), "a", 0.5), SizeRange((LARGE,), "b", 0.5)])
    specialization, tuning = work / "specialization.mlir", work / "tuning_spec.mlir"
    specialization.write_text(str(build_specialization_spec([RangedProblem("p0", problem.key, ranges)], context)))
    entries = [SpecEntry(name, problem.key, _config(problem.default, tiles), bounds)
               for (name, tiles), bounds in zip(TILES.items(), ranges)]
    tuning.write_text(str(build_spec(entries, context)))
    flags = (f"--iree-preprocessing-transform-spec-filename={specialization}",
             f"--iree-codegen-tuning-spec-path={tuning}")
    default, ranged = work / "default.vmfb", work / "ranged.vmfb"
    compiler.model_to_vmfb(MODEL, default, compiler.CompileOptions()).run()
    compiler.model_to_vmfb(MODEL, ranged, compiler.CompileOptions(iree_flags=flags)).run()
    return {"flags": flags, "default": default, "ranged": ranged, "problem": problem}


def _config(default, tiles):
    levels = ("distribution", "vector_common_parallel", "vector_reduction")
    return dataclasses.replace(default, tiles=tuple(zip(levels, tiles)))


@pytest.mark.compiles
def test_the_export_has_a_variant_per_range_each_configured_by_its_own_entry_and_the_fallback_by_iree(built):
    (plain,) = variants_applied(MODEL, [])
    (export,) = variants_applied(MODEL, built["flags"])
    assert not plain.specialized and export.export == plain.export  # the host dispatches the same name
    small, large, fallback = export.variants
    assert (small.conditional, large.conditional, fallback.conditional) == (True, True, False)
    assert small.assumptions == ("<umin = 1, umax = 4>",) and large.assumptions == ("<umin = 64, umax = 256, udiv = 64>",)
    assert (small.entry, large.entry, fallback.entry) == ("p0_r0", "p0_r1", None)
    assert "distribution = [4, 64, 0]" in small.lowering_config
    assert "distribution = [32, 64, 0], vector_common_parallel = [8, 32, 0]" in large.lowering_config
    assert fallback.lowering_config == plain.fallback.lowering_config  # IREE's default, untouched


@pytest.mark.compiles
@pytest.mark.parametrize("m", [0, 1, 4, 5, 63, 64, 256, 257, 100, 192])  # each range's edges; 100 breaks udiv = 64
def test_the_ranged_build_computes_the_default_build_s_outputs_at_every_range_edge(built, m):
    inputs = [f"{m}x1024xf32", "1024x512xf32"]
    arrays = model_inputs(inputs)
    check = compare_outputs(run_model(built["default"], arrays), run_model(built["ranged"], arrays), inputs)
    assert check.equal, check.why


@pytest.fixture(scope="module")
@compiling
def ranged_extract(built, tmp_path_factory):
    """The ranged build extracted at M = 128 (the 64-256 range's variant)."""
    output = tmp_path_factory.mktemp("ranged-extract") / "out"
    return extract(MODEL, ["128x1024xf32", "1024x512xf32"], output=output, iree_flags=list(built["flags"]))


def _dispatched(dispatch):
    return (dispatch.export, dispatch.workgroup_count, dispatch.push_constants, dispatch.binding_lengths)


@pytest.mark.compiles
@pytest.mark.parametrize("m", [2, 128, 64, 100, 37])  # the 1-4 range, the 64-256 range, the fallback (100 breaks udiv)
def test_a_ranged_build_s_benchmarks_dispatch_the_variant_the_model_dispatches_at_those_sizes(
        built, ranged_extract, m, tmp_path):
    """The path `run` takes (`__set_input_dims`, then the benchmark), against the HAL replay of
    the ranged model: the export (the variant) and its workgroup count."""
    sizes = [f"{m}x1024xf32", "1024x512xf32"]
    (real,) = capture_dispatches(built["ranged"], sizes)
    names = [d.name for d in ranged_extract.manifest.dispatches]
    driver = tmp_path / "driver.mlir"
    driver.write_text(size_driver("module", names, dims_for(ranged_extract.manifest, sizes)))
    standalone_to_vmfb(driver, tmp_path / "driver.vmfb", compiler.CompileOptions().flags).run()
    (ran,) = capture_dispatches(tmp_path / "driver.vmfb", [], function="drive",
                                preload=[ranged_extract.output / "benchmarks.vmfb"])
    assert _dispatched(ran) == _dispatched(real)
    (queried,) = QueryModule(ranged_extract.output / "query.vmfb", ranged_extract.manifest).query(
        dims_for(ranged_extract.manifest, sizes))
    assert queried.workgroup_count == real.workgroup_count


@pytest.mark.compiles
def test_a_ranged_build_s_standalone_benchmark_dispatches_the_variant_its_sizes_select(built, ranged_extract, tmp_path):
    """The standalone file (dispatches/NAME.mlir) at its default M = 128."""
    (info,) = ranged_extract.manifest.dispatches
    vmfb = tmp_path / "site.vmfb"
    standalone_to_vmfb(ranged_extract.output / info.file, vmfb).run()
    (ran,) = capture_dispatches(vmfb, ["1"], function=info.name)
    (real,) = capture_dispatches(built["ranged"], ["128x1024xf32", "1024x512xf32"])
    assert real.export == "main_dispatch_0_matmul_Dx512x1024_f32_0"  # the 64-256 range's variant
    assert _dispatched(ran) == _dispatched(real)


# What shapes.json, `run` and `plan` say of a ranged export: the variant each size set selects.

VARIANTS = {  # M -> the variant the ranged dyn_matmul dispatches (its chain's export and range text)
    1: ("main_dispatch_0_matmul_Dx512x1024_f32", "1..4"),
    4: ("main_dispatch_0_matmul_Dx512x1024_f32", "1..4"),
    5: ("main_dispatch_0_matmul_Dx512x1024_f32_0_1", "fallback"),
    63: ("main_dispatch_0_matmul_Dx512x1024_f32_0_1", "fallback"),
    64: ("main_dispatch_0_matmul_Dx512x1024_f32_0", "64..256 (multiple of 64)"),
    100: ("main_dispatch_0_matmul_Dx512x1024_f32_0_1", "fallback"),  # breaks udiv = 64
    256: ("main_dispatch_0_matmul_Dx512x1024_f32_0", "64..256 (multiple of 64)"),
    257: ("main_dispatch_0_matmul_Dx512x1024_f32_0_1", "fallback"),
}
QUICK = TimingOptions(min_time_s=0.005, repetitions=1)


def _inputs(m: int) -> list[str]:
    return [f"{m}x1024xf32", "1024x512xf32"]


@pytest.mark.compiles
def test_shapes_json_names_each_variant_of_a_ranged_export_with_its_range_and_the_fallback_last(ranged_extract):
    data = json.loads((ranged_extract.output / "shapes.json").read_text())
    (dispatch,) = data["dispatches"]
    assert dispatch["chain"] == [
        {"export": "main_dispatch_0_matmul_Dx512x1024_f32", "ranges": [{"umin": 1, "umax": 4, "udiv": None}]},
        {"export": "main_dispatch_0_matmul_Dx512x1024_f32_0", "ranges": [{"umin": 64, "umax": 256, "udiv": 64}]},
        {"export": "main_dispatch_0_matmul_Dx512x1024_f32_0_1", "ranges": None},
    ]
    at = dispatch["at_inputs"]  # M = 128
    assert (at["variant"], at["variant_export"], at["variant_range"]) == (1, *VARIANTS[64])
    (info,) = Manifest.load(ranged_extract.output / "shapes.json").dispatches
    assert info.at_inputs.range_variant == info.chain[1]


@pytest.mark.compiles
@pytest.mark.parametrize("m", sorted(VARIANTS))  # each range's edges from both sides; 100 breaks udiv = 64
def test_the_variant_the_query_reads_at_a_size_set_is_the_one_the_ranged_model_dispatches(built, ranged_extract, m):
    (real,) = capture_dispatches(built["ranged"], _inputs(m))
    (params,) = QueryModule(ranged_extract.output / "query.vmfb", ranged_extract.manifest).query(
        dims_for(ranged_extract.manifest, _inputs(m)))
    assert params.range_variant.export == real.export
    assert (real.export, params.range_variant.text()) == VARIANTS[m]


@pytest.mark.compiles
def test_run_says_which_variant_its_sizes_select_in_its_table_and_json(ranged_extract):
    suite = iree_dynbench.open(ranged_extract.output)
    small, fallback = suite.run(_inputs(2), options=QUICK), suite.run(_inputs(100), options=QUICK)
    assert "1..4" in to_text(results.table(small), width=200)
    assert "fallback" in to_text(results.table(fallback), width=200)
    (row,) = json.loads(results.to_json(fallback))["dispatches"]
    assert (row["variant_export"], row["variant_range"]) == VARIANTS[100]
    assert "variant_range" in results.to_csv(small).splitlines()[0]


@pytest.mark.compiles
def test_plan_says_which_variant_each_problem_and_each_call_site_at_each_size_set_took(ranged_extract):
    plan = iree_dynbench.open(ranged_extract.output).plan([_inputs(2), _inputs(100), _inputs(128)], QUICK)
    problems = {p["problem"].split()[1]: p["variant_range"] for p in json.loads(render_plan.to_json(plan))["problems"]}
    assert problems == {"2x512x1024": "1..4", "100x512x1024": "fallback", "128x512x1024": "64..256 (multiple of 64)"}
    (site,) = json.loads(render_plan.to_json(plan))["dispatches"]
    taken = {inputs.split()[0]: v["variant_export"] for inputs, v in zip(site["size_sets"], site["variants"])}
    assert taken == {"2x1024xf32": VARIANTS[1][0], "100x1024xf32": VARIANTS[100][0], "128x1024xf32": VARIANTS[64][0]}
    assert "variant" in to_text(render_plan.table(plan), width=200)
    assert "fallback" in to_text(render_plan.dispatches_table(plan), width=200)


@pytest.mark.compiles
def test_shapes_says_which_variant_each_call_site_takes_over_the_size_sets(ranged_extract):
    from iree_dynbench.render.shapes import shapes_table

    found = iree_dynbench.open(ranged_extract.output).shapes([_inputs(2), _inputs(3), _inputs(100), _inputs(128)])
    (site,) = json.loads(found.to_json())["dispatches"]
    assert [(v["variant_export"], v["variant_range"], v["count"]) for v in site["variants"]] == [
        (*VARIANTS[1], 2), (*VARIANTS[64], 1), (*VARIANTS[100], 1)]  # in chain order, the fallback last
    text = to_text(shapes_table(found), width=200)
    assert "variants" in text and "1..4 ×2" in text and "fallback ×1" in text


@pytest.mark.compiles
def test_a_plain_extract_s_shapes_show_no_variant(extracted):
    from iree_dynbench.render.shapes import shapes_table

    found = iree_dynbench.open(extracted("dyn_matmul").output).shapes()
    assert "variants" not in json.loads(found.to_json())["dispatches"][0]
    assert "variants" not in to_text(shapes_table(found), width=200)


@pytest.mark.compiles
def test_a_plain_extract_s_run_and_plan_show_no_variant(extracted):
    suite = iree_dynbench.open(extracted("dyn_matmul").output)
    run = suite.run(options=QUICK)
    assert "variant_export" not in json.loads(results.to_json(run))["dispatches"][0]
    assert "variant" not in to_text(results.table(run), width=200)
    plan = suite.plan([suite.manifest.default_inputs], QUICK)
    assert "variants" not in json.loads(render_plan.to_json(plan))["dispatches"][0]
