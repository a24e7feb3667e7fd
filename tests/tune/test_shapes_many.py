"""`shapes` over many size sets (a traffic log): the column-wise path gives each size set
exactly what the one-set-at-a-time path (`Suite.query`, `problem_size`) gives it, and the
table stays a summary a person can read."""

from __future__ import annotations

import json
import random
from collections import defaultdict

import numpy as np
import pytest

import iree_dynbench
from iree_dynbench.cli import main
from iree_dynbench.problem_size import problem_size
from iree_dynbench.tune import shape_list as shape_list_module

# Per model: its input shapes with the dynamic dims as fields, and values to draw them from
# (edges of the asserted ranges among them); torch_block asserts 1..16 and 2..512 (its Dims' min and max).
PATTERNS = {
    "torch_block": (["{a}x{b}x64xf32"], {"a": [1, 2, 3, 15, 16, *range(1, 17)], "b": [2, 3, 63, 64, 65, 511, 512, *range(2, 513)]}),
    "dim_arith": (["{a}x32xf32", "{b}x32xf32", "32x16xf32"], {"a": [1, 2, 3, 64, 65, 1000, *range(1, 70)], "b": [1, 2, 7, 1000, *range(1, 70)]}),
    "dyn_conv": (["{a}x{b}x{c}x8xf32", "3x3x8x16xf32"], {"a": [1, 2, 5], "b": [3, 4, 17, 64], "c": [3, 5, 33, 100]}),
}


def _size_sets(model: str, count: int, seed: int = 0) -> list[str]:
    """`count` lines of size sets, a fifth of them repeats (counted, not repeated, by `shapes`)."""
    pattern, choices = PATTERNS[model]
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        values = {k: rng.choice(v) for k, v in choices.items()}
        lines.append(" ".join(p.format(**values) for p in pattern))
    return lines + [rng.choice(lines) for _ in range(count // 5)]


def _shapes_json(output, lines: list[str], tmp_path) -> dict:
    sizes, out = tmp_path / "sizes.txt", tmp_path / "shapes.json"
    sizes.write_text("\n".join(lines) + "\n")
    assert main(["shapes", str(output), "--sizes", str(sizes), "--json", str(out)]) == 0
    return json.loads(out.read_text())


@pytest.mark.parametrize("model, count", [("torch_block", 300), ("dim_arith", 150), ("dyn_conv", 60)])
def test_each_size_set_gets_the_problem_query_and_problem_size_give_it(extracted, tmp_path, model, count):
    output = extracted(model).output
    lines = _size_sets(model, count)
    data = _shapes_json(output, lines, tmp_path)
    suite = iree_dynbench.open(output)
    given = defaultdict(int)
    for line in lines:
        given[line] += 1
    assert [s["count"] for s in data["size_sets"]] == [given[" ".join(s["inputs"])] for s in data["size_sets"]]
    assert len(data["size_sets"]) == len(given) and len(data["dispatches"]) == len(suite.manifest.dispatches)
    values: dict[tuple[int, str, int, int], set[int]] = defaultdict(set)  # (dispatch, role, tensor, dim)
    for k, size_set in enumerate(data["size_sets"]):
        params = suite.query(size_set["inputs"])  # one set at a time, checked with Python ints
        for dispatch in data["dispatches"]:
            p = params[dispatch["index"]]
            (problem,) = [q for q in dispatch["problems"] if k in q["size_sets"]]
            assert problem["operands"] == [t.text() for t in p.operands], (dispatch["name"], size_set)
            assert problem["results"] == [t.text() for t in p.results], (dispatch["name"], size_set)
            assert problem["workload"] == list(p.workload), (dispatch["name"], size_set)
            size = problem_size(p)
            assert problem["text"] == size.text, (dispatch["name"], size_set)
            assert problem["sizes"] == (list(size.sizes) if size.sizes else problem["sizes"]), (dispatch["name"], size_set)
            for role, tensors in (("in", p.operands), ("out", p.results)):
                for i, t in enumerate(tensors):
                    for d, v in enumerate(t.dims):
                        values[(dispatch["index"], role, i, d)].add(v)
    for dispatch in data["dispatches"]:
        assert sorted(k for q in dispatch["problems"] for k in q["size_sets"]) == list(range(len(data["size_sets"])))
        for q in dispatch["problems"]:
            assert q["count"] == sum(data["size_sets"][k]["count"] for k in q["size_sets"])
            assert q["size_sets"] == sorted(q["size_sets"])
        firsts = [q["size_sets"][0] for q in dispatch["problems"]]
        assert firsts == sorted(firsts)  # first-seen order
        for role, tensors in (("in", dispatch["operands"]), ("out", dispatch["results"])):
            for i, t in enumerate(tensors):
                for x in t["dynamic"]:
                    assert x["values"] == sorted(values[(dispatch["index"], role, i, x["dim"])] - {None})


def test_the_typed_problems_are_the_json_problems(extracted, tmp_path):
    """`DispatchShapes.problems` (made one at a time) and the JSON lines agree."""
    output = extracted("torch_block").output
    lines = _size_sets("torch_block", 120, seed=1)
    data = _shapes_json(output, lines, tmp_path)
    result = iree_dynbench.open(output).shapes([line.split() for line in lines])
    for dispatch, written in zip(result.dispatches, data["dispatches"]):
        typed = [
            {"sizes": p.sizes, "text": p.text, "operands": [t.text() for t in p.operands],
             "results": [t.text() for t in p.results], "workload": p.workload, "size_sets": p.size_sets, "count": p.count}
            for p in dispatch.problems
        ]
        assert typed == written["problems"], dispatch.name


def test_the_column_path_and_the_one_at_a_time_path_group_alike(extracted):
    """Where int64 cannot hold a dispatch's sizes it is decoded one distinct row at a time: same result."""
    output = extracted("torch_block").output
    suite = iree_dynbench.open(output)
    rng = random.Random(2)
    dims = np.array([[rng.randint(1, 16), rng.randint(1, 512)] for _ in range(200)] * 2, dtype=np.int64)
    counts = np.arange(1, len(dims) + 1, dtype=np.int64)
    table = suite.query_many(dims)
    for column in table.dispatches:
        fast, operands, results = shape_list_module._columns_of(column, counts)
        slow, operands_slow, results_slow = shape_list_module._one_at_a_time(column, counts)
        assert fast.columns is not None and fast.columns.fast.all()
        assert fast.problem_of.tolist() == slow.problem_of.tolist()
        assert fast.first.tolist() == slow.first.tolist() and fast.counts.tolist() == slow.counts.tolist()
        assert (operands, results) == (operands_slow, results_slow)
        assert fast.json_lines() == slow.json_lines()


def test_the_table_is_a_summary_at_any_number_of_size_sets(extracted, tmp_path, capsys):
    output = extracted("torch_block").output
    sizes = tmp_path / "sizes.txt"
    sizes.write_text("\n".join(_size_sets("torch_block", 1000, seed=3)) + "\n")
    assert main(["shapes", str(output), "--sizes", str(sizes)]) == 0
    table = capsys.readouterr().out.splitlines()
    dispatches = len(iree_dynbench.open(output).manifest.dispatches)
    assert len(table) <= 5 * dispatches + 10  # a few lines per dispatch, not one per problem
    assert max(len(line) for line in table) <= 240  # values as ranges, not every value
    assert any("more of" in line for line in table) and any("values)" in line for line in table)
