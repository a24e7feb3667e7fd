"""Input dims the kernels take as one size: one loop of a root op sized by both.

A torch export without symbolic shapes (`aot.export` without
`import_symbolic_shape_expressions`) records no tie, and its host code asserts none
(torch-mlir's strict symbolic shapes drop the broadcast checks): a BERT's
`attention_mask` and `input_ids` each bring their own S. The kernels still take them
as one: a root op iterates one loop over both operands (`problem.loop_sizes`), and
two sizes would read or write past a buffer (`size_checks` refuses them). So the
ties are read from there: a loop whose operands' sizes, as the model's own shape
math computes them (`__query_shapes` at probe sizes), follow different dims, and
agree once those dims are equal, ties them. Where several pairings would agree
(`B0*S0` against `B2*S2`), a pairing of dims the extract's sizes give unequal is
not the model's; still several: no tie (sweep refuses such sizes, `--tie` says).
"""

from __future__ import annotations

import itertools
from typing import Callable, Optional, Sequence

from .manifest import DispatchParams, Manifest
from .passes.values import evaluate

Query = Callable[[list[list[int]]], list[list[DispatchParams]]]  # size sets -> each one's dispatch parameters
_PRIMES = (5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101)
_MOST_UNPAIRED = 3  # dims on each side of a loop tried in every pairing (3! pairings)


def loop_ties(manifest: Manifest, query: Query, base: Sequence[int]) -> list[tuple[int, int]]:
    """Pairs of indices of `manifest.input_dims` that some kernel's loop takes as one size,
    besides the ties the manifest records. `base`: the extract's sizes (the model took them)."""
    dims = manifest.input_dims
    loops = [
        (d, (own, *others))
        for d, info in enumerate(manifest.dispatches) if info.problem is not None
        for own, others in zip(info.problem.loops, info.problem.loop_sizes) if others
    ]
    if not loops or len(dims) > len(_PRIMES) // 2:
        return []
    parent = list(range(len(dims)))

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    for k, d in enumerate(dims):
        tied = manifest.tied(d.name)
        parent[k] = min(tied) if tied else k
    recorded = {k: root(k) for k in range(len(dims))}

    def point(values: dict[int, int], offset: int = 0) -> list[int]:
        return [values.get(root(k), _PRIMES[root(k) + offset]) for k in range(len(dims))]

    def sizes(points: list[list[int]]) -> Optional[list[list[tuple[Optional[int], ...]]]]:
        """Per point, per loop: each operand's size of it."""
        try:
            params = query(points)
        except Exception:  # the model's shape math refuses a probe (its own asserts): no tie read
            return None
        return [[tuple(_value(e, p[d]) for e in exprs) for d, exprs in loops] for p in params]

    pairs: list[tuple[int, int]] = []
    for _ in range(len(dims)):  # each pass merges at least one class, or stops
        classes = sorted({root(k) for k in range(len(dims))})
        bumped = [point({c: _PRIMES[c] * 2}) for c in classes]
        measured = sizes([point({}), *bumped])
        if measured is None:
            return pairs
        at, moved = measured[0], measured[1:]
        merged = False
        for n, operand_sizes in enumerate(at):
            if len(set(operand_sizes)) < 2 or None in operand_sizes:
                continue
            follows = [{c for c, m in zip(classes, moved) if m[n][j] != operand_sizes[j]} for j in range(len(operand_sizes))]
            pairing = _one_pairing(follows[0], follows[1:], base, root, lambda ties: _agree(ties, n, point, sizes, root))
            if pairing is None:
                continue
            for a, b in pairing:
                ra, rb = root(a), root(b)
                if ra != rb:
                    parent[max(ra, rb)] = min(ra, rb)
                    pairs.append((min(a, b), max(a, b)))
                    merged = True
            if merged:
                break
        if not merged:
            break
    return [(a, b) for a, b in pairs if recorded[a] != recorded[b]]


def _one_pairing(own: set, others: list[set], base, root, agree) -> Optional[list[tuple[int, int]]]:
    """The one pairing of the dims one operand's size follows with those another's follows that
    the extract's sizes allow and that makes the loop's sizes agree; None if none or several."""
    for theirs in others:
        a, b = sorted(own - theirs), sorted(theirs - own)
        if not a or len(a) != len(b) or len(a) > _MOST_UNPAIRED:
            continue
        found = [
            list(zip(a, order)) for order in itertools.permutations(b)
            if all(base[x] == base[y] for x, y in zip(a, order)) and agree(list(zip(a, order)))
        ]
        if len(found) == 1:
            return found[0]
    return None


def _agree(ties: list[tuple[int, int]], loop: int, point, sizes, root) -> bool:
    """Whether the operands' sizes of `loop` agree at two probes where the dims of `ties` are equal."""
    points = []
    for offset in (0, 1):
        values: dict[int, int] = {}
        for a, b in ties:
            values[root(a)] = values[root(b)] = _PRIMES[-1 - len(points) - 2 * len(values)]
        points.append(point(values, offset))
    measured = sizes(points)
    return measured is not None and all(len(set(m[loop])) == 1 and None not in m[loop] for m in measured)


def _value(expr, p: DispatchParams) -> Optional[int]:
    return expr if isinstance(expr, int) else evaluate(expr, p.push_constants)
