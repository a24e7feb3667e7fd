"""A decoder with hundreds of call sites (34 layers, 820 dispatches) extracts, loads and dispatches
what the real model dispatches.

The model (`testdata/decoders/tiny_decode34.mlir`, `tools/gen_llama_geometry.py --geometry tiny
--layers 34`): Llama's structure at tiny sizes, parameters external (zero splats here). One
`__query_shapes` function storing every call site's values stopped loading past ~600 call sites
(IREE's VM verifier: "register count overflow"); the query is stored by parts now.
"""

from __future__ import annotations

import pytest

from iree_dynbench.passes.host_code import QUERY_PART, QUERY_PART_VALUES

from support import TESTDATA, compiling, dispatched_three_ways, model_with_zero_parameters

pytestmark = pytest.mark.compiles

MODEL = TESTDATA / "decoders" / "tiny_decode34.mlir"
LAYERS = 34


def _sizes(batch: int, length: int) -> list[str]:
    cache = f"{LAYERS}x{batch}x{length}x2x16xf16"  # [layers, B, L, kv heads, head dim]
    return [f"{batch}x1xi64", cache, cache]


@pytest.fixture(scope="module")
@compiling
def decoder(tmp_path_factory):
    """(its extract at B = 2, L = 15; the real model's vmfb; the flags of its zero parameters)."""
    return model_with_zero_parameters(MODEL, _sizes(2, 15), tmp_path_factory.mktemp("tiny34"))


def test_every_one_of_hundreds_of_call_sites_is_extracted(decoder):
    result, _, _ = decoder
    assert result.skipped == []
    assert len(result.manifest.dispatches) >= 600


@pytest.mark.parametrize("batch, length", [(2, 15), (4, 1000)])
def test_query_and_benchmarks_dispatch_what_the_model_dispatches_at_every_call_site(decoder, batch, length):
    result, vmfb, flags = decoder
    real, queried, ran, expected = dispatched_three_ways(result, vmfb, _sizes(batch, length), flags=flags)
    assert len(real) == len(result.manifest.dispatches)
    assert sorted(queried) == sorted(real)
    assert ran == expected


def test_the_query_stores_each_distinct_value_once_and_no_function_more_than_one_part(decoder):
    """query.vmfb grows with the distinct values, not with the call sites (each is copied to its
    places by a loop), and no function stores more than the bound that keeps it under the VM's
    register limit."""
    result = decoder[0]
    text = (result.output / "query.mlir").read_text()
    functions = text.split("util.func ")[1:]
    assert any(f.startswith(f"private @{QUERY_PART}") for f in functions)
    assert max(f.count("util.buffer.store") for f in functions) <= QUERY_PART_VALUES
    assert text.count("util.buffer.store") < result.manifest.query_count / 4


def test_every_call_site_is_profiled_though_one_profiling_session_holds_fewer(decoder):
    """`--each-site` at 820 call sites: more events than one session keeps (4096), so a round
    runs in several processes; no call site is lost (before, the last ones were dropped and the
    run fell back to timing by calls)."""
    import iree_dynbench
    from iree_dynbench.run.options import TimingOptions

    suite = iree_dynbench.open(decoder[0].output)
    result = suite.run(options=TimingOptions(method="profile", each_site=True, max_rounds=2))
    assert result.method == "profile" and not result.notes
    assert all(r.ok and r.timed_for == 1 for r in result.rows)


def test_identical_work_across_layers_is_timed_once(decoder):
    import iree_dynbench

    result = iree_dynbench.open(decoder[0].output).run()
    timed = [r for r in result.rows if not r.timed_as]
    assert len(timed) < len(result.rows) / 2
    assert sum(r.timed_for for r in timed) == len(result.rows)
