"""Which ops shape math may hold, decided from the op itself (`shape_slice.impurity`).

Shape math is any side-effect-free computation on scalars: the compiler's
`MemoryEffectsOpInterface` says an op has no memory effects, and the op has no
regions, no symbol reference and only scalar operands and results. These tests
enumerate the dialects frontends and IREE put in shape math (from the generated
`_*_ops_gen` modules; `index` has none, so a committed list checked against the
registry) and say which ops are accepted and why the others are not. The guard
at the end walks the shape slices of every committed model: a new frontend
pattern outside the accepted set fails here, not at a user's.
"""

from __future__ import annotations

import importlib
import inspect

import pytest
from iree.compiler import ir

from iree_dynbench.passes import benchmark_module
from iree_dynbench.passes.dispatch_sites import KernelLength
from iree_dynbench.passes.irutil import defining_op
from iree_dynbench.passes.shape_slice import impurity
from iree_dynbench.passes.values import TensorType
from iree_dynbench.extraction import compiler

from support import TESTDATA

# `index` has no generated Python module: its ops, as IREE 3.13 registers them.
INDEX_OPS = (
    "add", "and", "bool.constant", "casts", "castu", "ceildivs", "ceildivu", "cmp", "constant", "divs", "divu",
    "floordivs", "maxs", "maxu", "mins", "minu", "mul", "or", "rems", "remu", "shl", "shrs", "shru", "sizeof", "sub",
    "xor",
)


def _ops_of(dialect: str) -> list[str]:
    module = importlib.import_module(f"iree.compiler.dialects._{dialect}_ops_gen")
    return sorted({c.OPERATION_NAME for c in vars(module).values() if inspect.isclass(c) and hasattr(c, "OPERATION_NAME")})


def _bare(name: str) -> ir.Operation:
    """An instance of op `name` with one i64 result and nothing else: enough to ask the
    interface of an op whose effects do not depend on its operands."""
    return ir.Operation.create(name, results=[ir.IntegerType.get_signless(64)])


@pytest.fixture
def context():
    with ir.Context() as ctx, ir.Location.unknown():
        yield ctx


@pytest.mark.parametrize("dialect", ["arith", "math"])
def test_every_arith_and_math_op_is_shape_math(dialect, context):
    """All of `arith` (float ops and casts, select, compares, min/max, ceil/floor divisions)
    and all of `math` (ceil, floor, round, roundeven, trunc, absi, ctlz, ...) have no memory effects."""
    names = _ops_of(dialect)
    assert len(names) > 40
    refused = {name: impurity(_bare(name)) for name in names if impurity(_bare(name)) is not None}
    assert refused == {}


def test_every_index_op_is_shape_math(context):
    names = [f"index.{op}" for op in INDEX_OPS]
    assert all(context.is_registered_operation(name) for name in names)
    assert {name: impurity(_bare(name)) for name in names if impurity(_bare(name)) is not None} == {}


@pytest.mark.parametrize("name", ["affine.apply", "affine.min", "affine.max", "affine.delinearize_index",
                                  "affine.linearize_index"])
def test_affine_index_math_is_shape_math(name, context):
    assert name in _ops_of("affine")
    assert impurity(_bare(name)) is None


@pytest.mark.parametrize("name", ["util.assume.int", "util.align", "util.sizeof", "util.range.min",
                                  "util.range.max", "util.range.extents", "util.cmp.eq", "util.cmp.ne"])
def test_util_scalar_math_is_shape_math(name, context):
    assert name in _ops_of("util")
    assert impurity(_bare(name)) is None


@pytest.mark.parametrize(
    ("snippet", "why"),
    [
        ("%r = affine.load %m[%i] : memref<4xindex>", "has memory effects"),
        ("%r = util.global.load @g : index", "refers to a symbol"),
        ("%r = util.call @f(%i) : (index) -> index", "refers to a symbol"),
        ("%r = memref.load %m[%i] : memref<4xindex>", "has memory effects"),
        ("%r = tensor.extract %t[%i] : tensor<4xindex>", "reads or makes a value that is not a scalar"),
        ("%r = scf.if %b -> index { scf.yield %i : index } else { scf.yield %i : index }", "holds regions"),
    ],
)
def test_ops_that_read_state_or_hold_regions_are_not(snippet, why, context):
    module = ir.Module.parse(
        "util.global private mutable @g : index\n"
        "util.func private @f(%i: index) -> index\n"
        "util.func @t(%m: memref<4xindex>, %t: tensor<4xindex>, %i: index, %b: i1) -> index {\n"
        f"  {snippet}\n  util.return %r : index\n}}"
    )
    func = list(module.body.operations)[-1]
    op = list(func.regions[0].blocks[0].operations)[0]
    assert impurity(op) == why


# Every committed model: testdata/ (and its folders; testdata/specs/ holds tuning specs, not
# models) and tools/models/.
MODELS = sorted([*(p for p in TESTDATA.rglob("*.mlir") if "specs" not in p.relative_to(TESTDATA).parts),
                 *(TESTDATA.parent / "tools" / "models").glob("*.mlir")])
# Flags a model needs beyond the defaults (none today), and the entry of a model of several.
FLAGS: dict[str, tuple[str, ...]] = {}
FUNCTIONS = {"batch_add.mlir": "asserted"}
# Input types of a model whose program never imports an input (extract takes them from --inputs).
GIVEN = {"torch_aliased_inputs.mlir": [TensorType((4, 32), "f32")] * 2}


@pytest.mark.compiles
@pytest.mark.parametrize("model", MODELS, ids=lambda p: str(p.relative_to(TESTDATA.parent)))
def test_every_op_in_the_shape_slices_of_committed_models_is_accepted(model, tmp_path):
    """The ops each emitted dispatch's parameters are computed by: all accepted by
    `impurity` (or the input dims themselves), so a new pattern is found here."""
    out = tmp_path / "configured.mlir"
    compiler.to_configured(model, out, compiler.CompileOptions(iree_flags=FLAGS.get(model.name, ()))).run()
    module = ir.Module.parse(out.read_text(), ir.Context())
    analysis = benchmark_module.analyze(module, FUNCTIONS.get(model.name), GIVEN.get(model.name, ()))
    seen: set[str] = set()
    for site in analysis.emitted:
        stack = [s for s in site.sources() if not isinstance(s, KernelLength)]
        visited = set()
        while stack:
            value, frame = stack.pop()
            if (id(frame), value) in visited:
                continue
            visited.add((id(frame), value))
            op = defining_op(value)
            if op is None:
                up = frame.caller_value(value)
                stack.extend([up] if up else [])
                continue
            seen.add(op.name)
            if op.name == "hal.buffer_view.dim":
                continue
            assert impurity(op) is None, f"{model.name}: {op.name} in a shape slice: {impurity(op)}"
            stack.extend((operand, frame) for operand in op.operands)
    assert seen or not analysis.emitted
