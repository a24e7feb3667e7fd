"""`tune --ranges R`: a problem searched at sizes spread over its traffic, split into size ranges,
built as one export per range, each configured by its own entry (iree_dynbench/tune/range_tuning.py,
tuning.py).

Real builds: testdata/dyn_matmul.mlir (M dynamic) extracted with testdata/specs/slow_dyn_matmul.mlir
(a poor configuration, so a candidate beats it at large M by far more than a loaded machine's
noise), its traffic two sizes: decode-like M = 2 (many requests) and M = 256 (few). One tune run
(module scope) that the tests read.

Why two sizes: the samples are the traffic's time quantiles, and the slow configuration's times
put most of the time at large M; with more sizes both samples once fell there (M = 128 and 256,
under load), whose winners' ratios are alike and may make one range. With two sizes and two
samples each size is searched whatever the timings say: at M = 2 the candidates gain little or
nothing, at M = 256 several times, so the two ranges do not hang on the machine's noise."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench import open as open_suite
from iree_dynbench.errors import DynbenchError
from iree_dynbench.extraction import compiler
from iree_dynbench.run.ab import ModelPairOptions
from iree_dynbench.run.paired import PairOptions
from iree_dynbench.size_log import CountedSizes
from iree_dynbench.tune.output_check import compare_outputs, model_inputs, run_model
from iree_dynbench.tune.range_tuning import check_variants
from iree_dynbench.tune.tuning import TUNED, TuneOptions, to_json
from iree_dynbench.tune.variants import ExportVariants, Variant

MODEL = TESTDATA / "dyn_matmul.mlir"
SLOW_SPEC = TESTDATA / "specs" / "slow_dyn_matmul.mlir"
PAIRS = PairOptions(pairs=18, max_pairs=18, sessions=6, max_time_s=0.5, seed=3)
# Two samples (one per size of TRAFFIC), one candidate each.
RANGED = TuneOptions(top=1, candidates=2, size_sets=1, finalists=1, rounds=1, ranges=2, samples=2, screen=PAIRS,
                     confirm=PAIRS, model=PAIRS, verify_top=1, model_rounds=ModelPairOptions(rounds=5, runs=5, seed=3))
TRAFFIC = [CountedSizes((f"{m}x1024xf32", "1024x512xf32"), count) for m, count in [(2, 200), (256, 4)]]


def _m(inputs) -> int:
    return int(inputs[0].split("x")[0])


def _sizes(m: int) -> list[str]:
    return [f"{m}x1024xf32", "1024x512xf32"]


@pytest.fixture(scope="module")
@compiling
def ranged(tmp_path_factory):
    slow = extract(MODEL, _sizes(64), output=tmp_path_factory.mktemp("ranges") / "slow",
                   iree_flags=[f"--iree-codegen-tuning-spec-path={SLOW_SPEC}"]).output
    output = tmp_path_factory.mktemp("ranged") / "out"
    result = open_suite(slow).tune(output, TRAFFIC, options=RANGED)
    (problem,) = result.problems
    assert problem.specialized, f"one range only: {[(r.bounds, r.outcome) for r in problem.ranges]}"
    return result, output


@pytest.mark.compiles
def test_the_problem_is_split_into_ranges_that_cover_its_traffic_each_kept_or_left_to_the_fallback(ranged):
    result, output = ranged
    (problem,) = json.loads((output / "tune.json").read_text())["problems"]
    assert result.problems[0].outcome == TUNED
    assert 2 <= len(problem["ranges"]) <= 2
    assert sum(r["share"] for r in problem["ranges"]) == pytest.approx(1.0)
    for r in problem["ranges"]:
        (bounds,) = r["bounds"]
        assert bounds["loop"] == 0  # M
        assert r["size_sets"] and all(_m(s) for s in r["size_sets"])  # its heaviest, within its bounds
        assert all((bounds["umin"] or 0) <= _m(s) <= (bounds["umax"] or _m(s)) for s in r["size_sets"])
        assert (r["outcome"] == TUNED) == (r["chosen"] is not None) == (r["entry"] is not None)
        if r["chosen"]:  # its paired ratio at the range's heaviest size set, faster beyond noise
            assert r["chosen"]["confirmed"][0]["verdict"] == "faster" and r["predicted_ratio"] < 1
        else:
            assert r["outcome"] == "no gain found"
    first, last = (r["bounds"][0] for r in (problem["ranges"][0], problem["ranges"][-1]))
    assert first["umin"] is None and last["umax"] is None  # every size falls in a range


@pytest.mark.compiles
def test_every_range_confirms_every_winner_the_whole_traffic_s_among_them_and_keeps_the_best_that_held(ranged):
    """A range never settles for less than the one configuration a one-range tune would keep."""
    result, output = ranged
    (problem,) = json.loads((output / "tune.json").read_text())["problems"]
    for r in problem["ranges"]:
        labels = [c["config"] for c in r["considered"]]
        assert len(labels) == len(set(labels)) >= 1
        assert sum(c["whole_traffic"] for c in r["considered"]) == 1  # the slow default loses at M = 256 by far
        held = [c["ratio"] for c in r["considered"] if c["ratio"] is not None]
        assert (r["predicted_ratio"] == min(held)) if held else r["chosen"] is None
    assert len({tuple(sorted(c["config"] for c in r["considered"])) for r in problem["ranges"]}) == 1


@pytest.mark.compiles
def test_both_specs_are_written_and_the_build_command_names_both_with_the_target_flags(ranged):
    result, output = ranged
    assert (output / "specialization.mlir").read_text() == result.specialization_text
    assert "iree_codegen.specialization_ranges" in result.specialization_text
    assert (output / "tuning_spec.mlir").read_text() == result.spec_text
    command = result.build_command
    assert f"--iree-codegen-tuning-spec-path={(output / 'tuning_spec.mlir').resolve()}" in command
    assert f"--iree-preprocessing-transform-spec-filename={(output / 'specialization.mlir').resolve()}" in command
    assert "--iree-hal-local-target-device-backends=llvm-cpu" in command
    assert not any("slow_dyn_matmul" in f for f in command)  # tune's spec replaces the extract's
    report = json.loads((output / "tune.json").read_text())
    assert report["specialization"] == "specialization.mlir" and report["ranges"] == 2


@pytest.mark.compiles
def test_tune_prints_the_command_that_builds_the_model_with_both_specs(ranged, capsys):
    from iree_dynbench.cli import report

    result, output = ranged
    report.tuned(result)
    out = capsys.readouterr().out
    (line,) = [line.strip() for line in out.splitlines() if line.strip().startswith("iree-compile ")]
    assert line.split() == list(result.build_command)
    assert str(output / "specialization.mlir") in out


@pytest.mark.compiles
def test_each_kept_range_applies_to_the_export_s_variant_of_that_range_and_nothing_else_changed(ranged):
    result, _ = ranged
    (problem,) = result.problems
    kept = [r for r in problem.ranges if r.chosen is not None]
    assert kept and all(r.applies_to == tuple(problem.exports) for r in kept)
    assert [r.entry for r in kept] == [f"p0_r{k}" for k, r in enumerate(problem.ranges) if r.chosen is not None]
    assert problem.applies_to == tuple(problem.exports)
    assert not [n for n in result.notes if "variants" in n or "fallback" in n or "split" in n]


def _edges(result) -> list[int]:
    """Each range's edges (umin - 1, umin, umax, umax + 1); with a udiv, its first multiple in the
    range (its variant serves it) and that plus one (breaks the udiv: the fallback serves it)."""
    sizes = set()
    for r in result.problems[0].ranges:
        (b,) = r.bounds
        sizes.update(x for x in (b.umin, b.umax) if x is not None)
        sizes.update(x for x in ((b.umin or 1) - 1, (b.umax or 0) + 1) if x >= 1)
        if b.udiv > 1:
            first = -(-(b.umin or 1) // b.udiv) * b.udiv
            sizes.update((first, first + 1))
    return sorted(sizes)


@pytest.fixture(scope="module")
@compiling
def builds(ranged, tmp_path_factory):
    """The model built by default and as tune's command says (both specs)."""
    result, _ = ranged
    work = tmp_path_factory.mktemp("ranged-builds")
    default, tuned = work / "default.vmfb", work / "tuned.vmfb"
    compiler.model_to_vmfb(MODEL, default, compiler.CompileOptions()).run()
    compiler.standalone_to_vmfb(MODEL, tuned, list(result.flags)).run()
    return default, tuned


@pytest.mark.compiles
def test_the_model_built_with_both_specs_computes_the_default_build_s_outputs_at_every_range_edge(ranged, builds):
    result, _ = ranged
    default, tuned = builds
    sizes = _edges(result)
    assert any(r.chosen is not None and r.holds([m]) for m in sizes for r in result.problems[0].ranges)  # a variant's
    for m in sizes:
        arrays = model_inputs(_sizes(m))
        check = compare_outputs(run_model(default, arrays), run_model(tuned, arrays), _sizes(m))
        assert check.equal, f"M = {m}: {check.why}"


@pytest.mark.compiles
def test_a_ranged_build_paired_with_the_default_times_the_variant_a_size_runs_as_the_export_the_default_dispatches(
        ranged, builds):
    """At M = 2 or M = 256 the build by range runs a variant that is not its chain's head (the
    fallback, or the second range's): without the aliases its time pairs with nothing (the
    default's row has no partner), with them it is the matmul's row at both."""
    from iree_dynbench.run.ab import ModelPairOptions, ab_models
    from iree_dynbench.tune.variants import variants_applied

    result, _ = ranged
    default, tuned = builds
    aliases = {v.export: chain.export for chain in variants_applied(MODEL, list(result.flags))
               for v in chain.variants if v.export != chain.export}
    (export,) = result.problems[0].exports
    assert aliases and set(aliases.values()) == {export}
    pairs = ModelPairOptions(rounds=5, runs=3, seed=1)

    def row(m: int, **kwargs):
        return next((r for r in ab_models(default, tuned, _sizes(m), pairs, **kwargs).rows if r.name == export), None)

    unpaired = [row(m) for m in (2, 256)]
    assert any(r is None or not (r.base and r.new and r.base.ok and r.new.ok) for r in unpaired)
    for m in (2, 256):
        paired = row(m, aliases=aliases)
        assert paired.base.ok and paired.new.ok, m


def _chain(head: str, entries: list) -> ExportVariants:
    variants = [Variant(head if k == 0 else f"{head}_{k}", True, ("<>",), e, f"cfg{e}") for k, e in enumerate(entries)]
    variants.append(Variant(f"{head}_{len(entries)}", False, (), None, "iree"))
    return ExportVariants("ex", "v", head, tuple(variants))


def test_a_variant_configured_by_another_entry_or_a_changed_fallback_is_said_per_export():
    plain = [ExportVariants("ex", "v", "a", (Variant("a", False, (), None, "iree"),))]
    applies, problems = check_variants(["a"], ["p0_r0", "p0_r1"], [_chain("a", ["p0_r0", "p0_r1"])], plain)
    assert applies == {"p0_r0": ("a",), "p0_r1": ("a",)} and problems == []
    applies, problems = check_variants(["a"], ["p0_r0", "p0_r1"], [_chain("a", ["p0_r0", None])], plain)
    assert applies == {"p0_r0": ("a",), "p0_r1": ()}
    assert problems == ["a: its variants are configured by p0_r0, None, intended p0_r0, p0_r1"]
    changed = [ExportVariants("ex", "v", "a", (Variant("a", False, (), None, "other"),))]
    assert check_variants(["a"], ["p0_r0", "p0_r1"], [_chain("a", ["p0_r0", "p0_r1"])], changed)[1] == [
        "a: its fallback is not IREE's default configuration"]


def test_one_range_is_today_s_tune_and_its_report_has_no_range_keys():
    assert TuneOptions().ranges == 1
    from iree_dynbench.tune.tuning import TuneResult

    report = to_json(TuneResult(Path("d"), Path("o"), None, 0.0, (), {}))
    assert "ranges" not in report and "specialization" not in report


@pytest.mark.parametrize("ranges", [0, 9])
def test_a_number_of_ranges_out_of_bounds_is_refused(ranges):
    with pytest.raises(DynbenchError, match="ranges.* must be between 1 and 8"):
        TuneOptions(ranges=ranges)


# A build by size range of dyn_matmul (M in 1-4 and 64-256 in steps of 64), each range's tiles:
RANGE_TILES = (((4, 64, 0), (4, 16, 0), (0, 0, 16)), ((32, 64, 0), (8, 32, 0), (0, 0, 1)))


@pytest.fixture(scope="module")
@compiling
def rebuilt(extracted, tmp_path_factory):
    """dyn_matmul extracted as built by size range (both specs as `--iree-flag`s) and tuned
    again, untimed (`--no-time`, its traffic planned on it), with `--ranges 1` and `--ranges 2`."""
    import dataclasses

    from iree_dynbench.passes.irutil import new_context
    from iree_dynbench.render.plan import to_json as plan_json
    from iree_dynbench.run.options import TimingOptions
    from iree_dynbench.tune import configured_ir
    from iree_dynbench.tune.export import TunerBuilder
    from iree_dynbench.tune.range_tuning import PREPROCESSING_FLAG
    from iree_dynbench.tune.size_ranges import LoopBounds
    from iree_dynbench.tune.specialization_spec import RangedProblem, build_specialization_spec
    from iree_dynbench.tune.tuning_problems import find_problems
    from iree_dynbench.tune.tuning_spec import SpecEntry, build_spec

    work = tmp_path_factory.mktemp("rebuilt")
    with TunerBuilder(extracted("dyn_matmul").output) as builder:
        (problem,) = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context),
                                   builder.manifest).tunable
    ranges = (((0, LoopBounds(1, 4)),), ((0, LoopBounds(64, 256, 64)),))
    levels = ("distribution", "vector_common_parallel", "vector_reduction")
    configs = [dataclasses.replace(problem.default, tiles=tuple(zip(levels, tiles))) for tiles in RANGE_TILES]
    specialization, tuning = work / "specialization.mlir", work / "tuning_spec.mlir"
    specialization.write_text(str(build_specialization_spec([RangedProblem("p0", problem.key, ranges)], new_context())))
    tuning.write_text(str(build_spec([SpecEntry(f"p0_r{k}", problem.key, c, r)
                                      for k, (c, r) in enumerate(zip(configs, ranges))], new_context())))
    specs = [f"{PREPROCESSING_FLAG}={specialization}", f"--iree-codegen-tuning-spec-path={tuning}"]
    both = open_suite(extract(MODEL, _sizes(64), output=work / "both", iree_flags=specs).output)
    plan = work / "plan.json"
    plan.write_text(plan_json(both.plan(TRAFFIC, TimingOptions(min_time_s=0.01, repetitions=2, max_rounds=1))))
    again = {r: both.tune(work / f"ranges{r}", plan=plan, options=TuneOptions(top=1, candidates=2, ranges=r, timed=False))
             for r in (1, 2)}
    large = json.loads(plan.read_text())  # the traffic of the second range only
    large["problems"] = [p for p in large["problems"] if _m(p["size_sets"][0].split()) >= 64]
    (work / "large.json").write_text(json.dumps(large))
    again["large"] = both.tune(work / "large", plan=work / "large.json", options=TuneOptions(top=1, candidates=2, timed=False))
    return both, specs, configs, again


@pytest.mark.compiles
def test_a_ranged_build_s_defaults_are_its_variants_configurations_each_where_its_variant_serves(rebuilt):
    from iree_dynbench.tune import configured_ir
    from iree_dynbench.tune.export import TunerBuilder
    from iree_dynbench.tune.tuning_problems import find_problems

    both, _, configs, again = rebuilt
    with TunerBuilder(both.directory) as builder:
        (problem,) = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context),
                                   builder.manifest).tunable
    (site,) = both.manifest.dispatches

    def tiles(config) -> dict:  # as read back: the same tiles, another order
        return dict(config.tiles)

    kept = [tiles(c) for c in configs]
    chain = [v.export for v in site.chain]
    assert [tiles(problem.default_at(e)) for e in chain[:-1]] == kept  # each range's variant: its entry's configuration
    assert tiles(problem.default_at(chain[-1])) not in kept  # the fallback: IREE's
    # a traffic of M = 128-256 is tuned from the second range's configuration (the chain's head has the first's)
    assert tiles(again["large"].problems[0].default) == kept[1] != tiles(problem.default)


@pytest.mark.compiles
@pytest.mark.parametrize("ranges", [1, 2])
def test_tune_of_a_ranged_build_names_each_spec_flag_once_its_own_files_in_place_of_the_extract_s(rebuilt, ranges):
    from iree_dynbench.tune.range_tuning import PREPROCESSING_FLAG

    _, specs, _, again = rebuilt
    result = again[ranges]
    (problem,) = result.problems
    assert problem.outcome.startswith("not timed") and problem.specialized == (ranges == 2)
    tuning = [f for f in result.build_command if f.startswith("--iree-codegen-tuning-spec-path=")]
    ranged_flags = [f for f in result.build_command if f.startswith(PREPROCESSING_FLAG + "=")]
    assert tuning == [f"--iree-codegen-tuning-spec-path={(result.output / 'tuning_spec.mlir').resolve()}"]
    assert ranged_flags == ([f"{PREPROCESSING_FLAG}={(result.output / 'specialization.mlir').resolve()}"]
                            if ranges == 2 else [])
    assert not set(specs) & set(result.build_command)
    assert {result.baseline_spec, result.baseline_specialization} == {f.partition("=")[2] for f in specs}
    assert not result.notes  # the new variants (ranged) or the one entry: exactly the exports intended
    assert problem.applies_to == tuple(problem.exports)


@pytest.mark.compiles
def test_a_decode_attention_is_split_matched_as_the_model_s_input_has_it_and_its_batch_matmuls_are_named_with_why(tmp_path):
    """The preprocessing spec meets the model's ops in the model's input form: a decode step's
    one-row attention is a 5-loop `iree_linalg_ext.attention` there (4 loops dispatched), its
    projections `linalg.batch_matmul`s. The dispatch's matcher meets neither; matched by the
    input form its root op's location leads to, the attention gets its variants, while a
    batch_matmul's annotation is lost where it becomes a matmul, and the rewrite that would keep
    it changes the decode's other dispatches: named with why. The probe says
    so before any search; testdata/dyn_matmul.mlir's matmul, one form throughout, splits as it is."""
    from iree_dynbench.tune.range_tuning import probe_problem
    from iree_dynbench.tune.size_ranges import TrafficPoint
    from iree_dynbench.tune.tuning import probe_splits

    def probed(model: Path, sizes: list[str], kinds: set):
        directory = extract(model, sizes, output=tmp_path / model.stem).output
        problems, manifest = _problems_of(directory)
        probes = {}
        for n, problem in enumerate(p for p in problems if p.key.kind in kinds):
            dynamic = sum(s is None for s in problem.static)
            points = [TrafficPoint((4,) * (dynamic - 1) + (33,), 1.0), TrafficPoint((16,) * (dynamic - 1) + (529,), 1.0)]
            probes[problem.key.text] = (problem, probe_problem(f"p{n}", problem, points))
        return probes, *probe_splits(model, manifest, probes, tmp_path / f"{model.stem}.probe")

    cache = "2x1x32x2x16xf32"
    probes, why, forms = probed(TESTDATA / "decoders" / "llama_decode.mlir", ["1x1xi64", cache, cache],
                                {"attention", "contraction"})
    (attention,) = [t for t in probes if probes[t][0].key.kind == "attention"]
    assert why[attention] == "" and forms[attention].op_name == "iree_linalg_ext.attention"
    matmuls = [t for t in probes if probes[t][0].key.kind == "contraction"]
    assert matmuls and not set(matmuls) & set(forms)
    for text in matmuls:
        assert "built no variants" in why[text] and probes[text][0].exports[0] in why[text], text
    for text in matmuls:  # the early rewrite that keeps a matmul's annotation changes the decode's other dispatches
        assert "would change the model's other dispatches" in why[text]
    _, why, forms = probed(MODEL, _sizes(64), {"contraction"})
    assert list(why.values()) == [""] and forms == {}


@pytest.mark.compiles
def test_a_torch_made_linear_splits_where_the_spec_s_early_rewrite_leaves_the_other_dispatches_as_they_were(tmp_path):
    """The corpus prefill's projections are `linalg.batch_matmul`s of broadcast weights in its
    input, dispatched as matmuls: the spec makes the matmul first (`apply_registered_pass`), and
    its annotation reaches the dispatch. The spec runs the rewrite only where a form needs it."""
    from iree_dynbench.passes.irutil import new_context
    from iree_dynbench.tune.range_tuning import probe_problem
    from iree_dynbench.tune.size_ranges import TrafficPoint
    from iree_dynbench.tune.specialization_spec import EARLY_REWRITE, build_specialization_spec
    from iree_dynbench.tune.tuning import probe_splits

    model = TESTDATA / "decoders" / "qwen_prefill.mlir"
    problems, manifest = _problems_of(extract(model, ["2x64xi64"], output=tmp_path / "prefill").output)
    probes = {p.key.text: (p, probe_problem(f"p{n}", p, [TrafficPoint((2,), 1.0), TrafficPoint((512,), 1.0)]))
              for n, p in enumerate(p for p in problems if p.key.kind == "contraction")}
    why, forms = probe_splits(model, manifest, probes, tmp_path / "probe")
    assert len(probes) >= 4 and set(why.values()) == {""}
    assert {(f.op_name, f.early) for f in forms.values()} == {("linalg.matmul", True)}
    early = dataclasses.replace(next(iter(probes.values()))[1], form=next(iter(forms.values())))
    assert EARLY_REWRITE in str(build_specialization_spec([early], new_context()))
    assert EARLY_REWRITE not in str(build_specialization_spec([dataclasses.replace(early, form=None)], new_context()))


@pytest.mark.compiles
def test_a_prefill_built_with_its_matmuls_split_by_the_early_rewrite_computes_the_default_outputs_at_the_range_edges(
        tmp_path):
    """Built as tune prints it (both specs): each matmul a chain of one variant per range, each
    variant configured by its own range's entry (a candidate, not IREE's default), no fallback
    changed, the matmul fused with the residual add included (its init is sized by a workload
    value the range does not bound: its entries read the bounds on the input); the logits equal
    the default build's at M = B x S on both sides of the edge (16 | 17)."""
    from iree_dynbench.passes.irutil import new_context
    from iree_dynbench.tune import configured_ir
    from iree_dynbench.tune.cpu_configs import LoopShape
    from iree_dynbench.tune.kind_configs import problem_candidates
    from iree_dynbench.tune.output_check import random_parameters
    from iree_dynbench.tune.range_tuning import probe_problem, tuned_flags
    from iree_dynbench.tune.size_ranges import TrafficPoint
    from iree_dynbench.tune.specialization_spec import build_specialization_spec, with_specialization
    from iree_dynbench.tune.tuning import probe_splits
    from iree_dynbench.tune.tuning_spec import SpecEntry, build_spec
    from iree_dynbench.tune.variants import export_variants

    model = TESTDATA / "decoders" / "qwen_prefill.mlir"
    problems, manifest = _problems_of(extract(model, ["2x64xi64"], output=tmp_path / "prefill").output)
    probes = {p.key.text: (p, probe_problem(f"p{n}", p, [TrafficPoint((16,), 1.0), TrafficPoint((512,), 1.0)]))
              for n, p in enumerate(p for p in problems if p.key.kind == "contraction")}
    _, forms = probe_splits(model, manifest, probes, tmp_path / "probe")
    entries, ranged = [], []
    for text, (problem, probe) in probes.items():
        loops = LoopShape(problem.reduction, problem.static, tuple(s or 512 for s in problem.static), problem.element_bytes)
        _, *others = problem_candidates(problem, loops, 3)
        entries += [SpecEntry(f"{probe.name}_r{k}", problem.key, others[k % len(others)], r) for k, r in enumerate(probe.ranges)]
        ranged.append(dataclasses.replace(probe, form=forms[text]))
    spec, ranges = tmp_path / "tuning_spec.mlir", tmp_path / "specialization.mlir"
    spec.write_text(str(build_spec(entries, new_context())))
    ranges.write_text(str(build_specialization_spec(ranged, new_context())))
    flags = tuned_flags(manifest.compile_flags, spec, manifest.target, with_specialization((), ranges))

    options = compiler.CompileOptions.of(manifest)
    found = {}
    for name, iree_flags in (("plain", options.iree_flags), ("ranged", tuned_flags(options.iree_flags, spec, manifest.target,
                                                                                    with_specialization((), ranges)))):
        configured = tmp_path / f"{name}.configured.mlir"
        compiler.to_configured(model, configured, dataclasses.replace(options, iree_flags=tuple(iree_flags)),
                               without_weights=True).run()
        found[name] = export_variants(configured_ir.parse(configured))
    chains = {c.export: c for c in found["ranged"]}
    for problem, probe in probes.values():
        assert all(chains[e].specialized and len(chains[e].variants) == len(probe.ranges) + 1 for e in problem.exports)
        applies, notes = check_variants(problem.exports, [f"{probe.name}_r{k}" for k in range(len(probe.ranges))],
                                        found["ranged"], found["plain"])
        assert notes == [] and all(sorted(a) == sorted(problem.exports) for a in applies.values()), (applies, notes)

    builds = {"default": tmp_path / "default.vmfb", "ranged": tmp_path / "ranged.vmfb"}
    compiler.standalone_to_vmfb(model, builds["default"], list(manifest.compile_flags)).run()
    compiler.standalone_to_vmfb(model, builds["ranged"], list(flags)).run()
    parameters = random_parameters(model, tmp_path)
    for sizes in (["1x15xi64"], ["1x16xi64"], ["1x17xi64"], ["3x6xi64"], ["2x64xi64"]):  # M = 15, 16, 17, 18, 128
        arrays = model_inputs(sizes)
        want, got = (run_model(builds[b], arrays, parameters=parameters) for b in ("default", "ranged"))
        check = compare_outputs(want, got, sizes)
        assert check.equal and check.nans_added == 0, (sizes, check)


def _problems_of(directory: Path):
    from iree_dynbench.tune.configured_ir import parse
    from iree_dynbench.tune.export import TunerBuilder
    from iree_dynbench.tune.tuning_problems import ALL_KINDS, find_problems

    with TunerBuilder(directory) as builder:
        found = find_problems(parse(builder.layout.configured_mlir, builder.context), builder.manifest, kinds=ALL_KINDS)
        return found.tunable, builder.manifest


def test_adjacent_ranges_that_kept_one_configuration_are_one_range_and_a_lone_range_is_no_specialization():
    """A range whose own winner did not hold keeps another sample's winner where that beats the
    default there; two neighbours keeping one configuration would build one kernel twice."""
    from iree_dynbench.tune.cpu_configs import DISTRIBUTION, REDUCTION, VECTOR, CpuConfig
    from iree_dynbench.tune.range_tuning import RangeResult, merge_alike
    from iree_dynbench.tune.size_ranges import LoopBounds
    from iree_dynbench.tune.tuning import CandidateResult

    translation = "#iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>"

    def kept(m: int) -> CandidateResult:
        return CandidateResult(CpuConfig(((DISTRIBUTION, (64, 64, 0)), (VECTOR, (m, 16, 0)), (REDUCTION, (0, 0, 16))),
                                         translation), predicted_ratio=0.6)

    def rng(lo, hi, udiv, weight, chosen) -> RangeResult:
        return RangeResult((0,), (LoopBounds(lo, hi, udiv),), weight / 10, weight, chosen,
                           "tuned" if chosen else "no gain found")

    a, b = kept(4), kept(8)
    merged = merge_alike([rng(None, 15, 1, 1, a), rng(16, 255, 16, 3, a), rng(256, None, 64, 6, b)], 0)
    assert [(r.bounds[0], r.chosen, r.weighted_us) for r in merged] == [(LoopBounds(None, 255, 1), a, 4),
                                                                        (LoopBounds(256, None, 64), b, 6)]
    (one,) = merge_alike([rng(None, 255, 16, 3, b), rng(256, None, 64, 6, b)], 0)
    assert one.bounds[0] == LoopBounds(None, None, 16) and one.chosen == b and one.share == pytest.approx(0.9)
