"""Generics whose bodies read more than their operands (issue 52; testdata/index_generics.mlir).
A body that reads `linalg.index` beside its own arguments is an elementwise problem like any
other: its spec entry configures exactly its export, and the model keeps its outputs. A body that
uses a value from outside it (a constant IREE's folding hoisted out, a size of the dispatch) is
named so, a body that extracts from a tensor the op does not take is named a gather, each with
IREE 3.13's reason, which a real compile shows (iree_dynbench/tune/tuning_problems.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import TESTDATA, compiling

from iree_dynbench import extract
from iree_dynbench.extraction import compiler
from iree_dynbench.passes.irutil import new_context
from iree_dynbench.passes.root_op import root_ops
from iree_dynbench.tune import configured_ir
from iree_dynbench.tune.cpu_configs import LoopShape, read_config
from iree_dynbench.tune.export import TunerBuilder
from iree_dynbench.tune.kind_configs import problem_candidates
from iree_dynbench.tune.output_check import check_spec_outputs
from iree_dynbench.tune.tuning_problems import ALL_KINDS, Kind, MatchKey, _captured, find_problems
from iree_dynbench.tune.tuning_spec import SpecEntry, _use, applied, build_spec

MODEL = TESTDATA / "index_generics.mlir"
SIZES = ["5xf32", "7xi64", "16x16xf32"]
IOTA, MASK, GATHER, HALVES = "dispatch_0_", "dispatch_1_", "dispatch_2_", "dispatch_3_"  # the model's kernels, in order


@pytest.fixture(scope="module")
@compiling
def extracted(tmp_path_factory) -> Path:
    return extract(MODEL, SIZES, output=tmp_path_factory.mktemp("index_generics") / "out").output


def _problems(directory: Path):
    with TunerBuilder(directory) as builder:
        return find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context), builder.manifest,
                             kinds=ALL_KINDS)


def _why(problems, fragment: str) -> str:
    (why,) = [why for export, why in problems.untunable.items() if fragment in export]
    return why


def _spec(entries, path: Path) -> Path:
    path.write_text(str(build_spec(entries, new_context())))
    return path


def _applied(spec: Path, work: Path) -> dict[str, set]:
    """Per entry of `spec`: the exports it configured in the model's own compile."""
    configured = work / "configured.mlir"
    options = compiler.CompileOptions(iree_flags=(f"--iree-codegen-tuning-spec-path={spec}",))
    compiler.to_configured(MODEL, configured, options).run()
    found: dict[str, set] = {}
    for (_, _, export), entry in applied(configured_ir.parse(configured)).items():
        found.setdefault(entry, set()).add(export)
    return found


@pytest.mark.compiles
def test_a_body_that_reads_its_index_and_its_arguments_only_is_an_elementwise_problem(extracted):
    (problem,) = _problems(extracted).tunable
    assert [e for e in problem.exports if IOTA in e] == problem.exports
    assert problem.key.kind == Kind.ELEMENTWISE and dict(problem.key.sizes)["parallel"] == (None,)


@pytest.mark.compiles
def test_a_body_that_extracts_from_a_tensor_the_op_does_not_take_is_named_a_gather(extracted):
    why = _why(_problems(extracted), GATHER)
    assert why.startswith("linalg.generic: a gather: its body reads elements of a tensor<16x16xf32> that is not one")
    assert "cast_compatible_dag_from_root" in why


@pytest.mark.compiles
def test_a_body_that_uses_values_from_outside_it_is_named_so_and_not_a_gather(extracted):
    problems = _problems(extracted)
    halves, mask = _why(problems, HALVES), _why(problems, MASK)
    assert "its body uses values from outside it (the constant 5.000000e-01 : f32)" in halves
    assert "a value of type index from iree_tensor_ext.dispatch.workload.ordinal" in mask  # the mask's row length
    assert "gather" not in halves and "gather" not in mask
    assert "cast_compatible_dag_from_root" in halves


@pytest.mark.compiles
def test_the_index_generic_s_entry_configures_exactly_its_export_and_the_model_keeps_its_outputs(extracted, tmp_path):
    (problem,) = _problems(extracted).tunable
    loops = LoopShape(problem.reduction, problem.static, tuple(s or 4096 for s in problem.static), problem.element_bytes)
    default, candidate, *_ = problem_candidates(problem, loops, 2)
    assert default == problem.default and candidate != default
    spec = _spec([SpecEntry("iota", problem.key, candidate)], tmp_path / "spec.mlir")
    assert _applied(spec, tmp_path) == {"iota": set(problem.exports)}
    with TunerBuilder(extracted) as builder:
        flags, target = list(builder.manifest.compile_flags), builder.manifest.target
    check = check_spec_outputs(MODEL, flags, target, spec, ["1000xf32", "9xi64", "16x16xf32"], tmp_path / "outputs")
    assert check.equal and check.max_abs_diff is not None, check.why


def _pattern_with_its_constants(op):
    """`func.func @pattern` holding clones of the constants the op's body uses, then the op on
    the function's arguments, its body using those clones (what a spec would need to hold)."""
    from iree.compiler import ir
    from iree.compiler.dialects import func

    with op.context, ir.Location.unknown():
        function = func.FuncOp("pattern", ir.FunctionType.get([v.type for v in op.operands], []))
        block = function.add_entry_block()
        with ir.InsertionPoint(block):
            values = {}
            for value, _ in _captured(op):
                if value not in values:
                    values[value] = value.owner.operation.clone().results[0]
            root = op.clone()
            for n, argument in enumerate(block.arguments):
                root.operands[n] = argument
            _use(root, values)
            for name in ("lowering_config", "root_op"):
                if name in root.attributes:
                    del root.attributes[name]
            func.ReturnOp([])
    return function.operation


@pytest.mark.compiles
def test_iree_applies_no_entry_whose_body_uses_a_constant_from_outside_it(extracted, tmp_path):
    """IREE 3.13's reason, checked: the same pattern built for the iota (no value from outside)
    and for the halving (its constant 0.5 held beside it in the pattern) in one spec; only the
    iota's entry configures its kernel."""
    from iree.compiler import ir

    entries = []
    with TunerBuilder(extracted) as builder:
        module = configured_ir.parse(builder.layout.configured_mlir, builder.context)
        for (_, _, export), op in root_ops(module).items():
            if IOTA in export or HALVES in export:
                function = op.parent
                while function.name != "func.func":
                    function = function.parent
                config = read_config(op.attributes["lowering_config"], function.attributes["translation_info"])
                key = MatchKey(Kind.ELEMENTWISE, (), ir.ArrayAttr(op.attributes["indexing_maps"]), (),
                               op_name=op.name, pattern=_pattern_with_its_constants(op))
                entries.append((export, SpecEntry("iota" if IOTA in export else "halves", key, config)))
        assert "arith.constant 5.000000e-01" in str(dict(entries)[next(e for e, _ in entries if HALVES in e)].key.pattern)
        spec = _spec([entry for _, entry in entries], tmp_path / "spec.mlir")
    assert _applied(spec, tmp_path) == {"iota": {export for export, _ in entries if IOTA in export}}
