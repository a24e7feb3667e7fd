"""Input dims the kernels take as one size: a loop or a buffer that needs them equal.

A torch export without symbolic shapes (`aot.export` without
`import_symbolic_shape_expressions`) records no tie, and its host code asserts none
(torch-mlir's strict symbolic shapes drop the broadcast checks): a BERT's
`attention_mask`, `input_ids` and `token_type_ids` each bring their own B and S. The
kernels still take them as one: a root op iterates one loop over operands sized by
both (`problem.loop_sizes`), or a kernel views a buffer sized by one as a tensor
sized by the other; at two sizes it reads or writes past a buffer (`size_checks`
refuses them). So the ties are read from there, through the model's own shape math
(`__query_shapes`) at probe sizes where every group of dims has a size of its own:
each pass ties the two groups whose tie removes the most such conflicts (else the two
pairs: a product of dims against another takes both), among those the extract's
sizes (which the model took) give equal, until none removes one. Two symbols a frontend
named apart stay apart; each probe size is a multiple of the divisor the model asserts; a
model of more than 12 dynamic dims is not probed.
"""

from __future__ import annotations

import itertools
from typing import Callable, Optional, Sequence

from .errors import DynbenchError
from .manifest import DispatchParams, Manifest
from .passes.values import evaluate
from .size_checks import packed_bytes

FRONTENDS = ("torch.bind_symbolic_shape", "jax.global_constant")  # `passes.tied_dims.FRONTENDS` (which loads the compiler)
_MOST_DOUBLES = 512  # pairs of ties tried at once in one pass (two probes each)
Query = Callable[[list[list[int]]], list[list[DispatchParams]]]  # size sets -> each one's dispatch parameters
_PRIMES = (5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101)


def loop_ties(manifest: Manifest, query: Query, base: Sequence[int]) -> list[tuple[int, int]]:
    """Pairs of indices of `manifest.input_dims` the kernels take as one size, besides the
    ties the manifest records. `base`: the extract's sizes (the model took them)."""
    dims = manifest.input_dims
    if len(dims) < 2 or 2 * len(dims) > len(_PRIMES):
        return []
    parent = list(range(len(dims)))
    for k, d in enumerate(dims):
        parent[k] = min(manifest.tied(d.name) or [k])
    named = {k for k, d in enumerate(dims) if manifest.symbol_sources.get(d.symbol) in FRONTENDS}
    divisor = [(d.assume.udiv if d.assume else None) or 1 for d in dims]

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    def probes(merge: Sequence[tuple[int, int]] = ()) -> list[list[int]]:
        """Two size sets: each group its own prime, ascending, then descending (a view larger
        than its buffer shows in one of them); the groups of each pair of `merge` one."""
        into = {b: a for a, b in merge}

        def group(k: int) -> int:
            return into.get(root(k), root(k))
        return [[_PRIMES[group(k)] * divisor[group(k)] for k in range(len(dims))],
                [_PRIMES[-1 - group(k)] * divisor[group(k)] for k in range(len(dims))]]

    def conflicts(points: list[list[int]]) -> Optional[list[int]]:
        """Per pair of `points` (probes), how many loops and views disagree; None if refused."""
        try:
            params = query(points)
        except DynbenchError:  # the model's shape math refuses a probe (its own asserts): no tie read
            return None
        counts = [_conflicts(manifest, p) for p in params]
        return [counts[i] + counts[i + 1] for i in range(0, len(counts), 2)]

    pairs: list[tuple[int, int]] = []
    while True:
        now = conflicts(probes())
        if not now or now[0] == 0:
            return pairs
        groups = sorted({root(k) for k in range(len(dims))})
        singles = [((a, b),) for a, b in itertools.combinations(groups, 2)
                   if base[a] == base[b] and divisor[a] == divisor[b] and not {a, b} <= named]
        # a product of dims against another (B0*S0 against B2*S2) takes two ties at once
        doubles = [x + y for x, y in itertools.combinations(singles, 2) if len({*x[0], *y[0]}) == 4]
        chosen = None
        for candidates in (singles, doubles[:_MOST_DOUBLES]):
            after = conflicts([point for merge in candidates for point in probes(merge)]) if candidates else None
            if after is not None and min(after) < now[0]:
                chosen = candidates[after.index(min(after))]
                break
        if chosen is None:
            return pairs
        for a, b in chosen:
            parent[b] = a
            pairs.append((a, b))


def _conflicts(manifest: Manifest, params: Sequence[DispatchParams]) -> int:
    """Loops whose operands' sizes disagree, and tensors larger than the buffer that holds them."""
    count = 0
    for info, p in zip(manifest.dispatches, params):
        if info.problem is not None:
            for own, others in zip(info.problem.loops, info.problem.loop_sizes):
                sizes = {_value(e, p) for e in (own, *others)}
                count += len(sizes) > 1 and None not in sizes
        read, written = iter(p.operands), iter(p.results)
        for binding in info.bindings:
            tensor = next(read) if binding.access == "ro" else next(written)
            bytes_ = packed_bytes(tensor)
            length = p.binding_lengths[binding.binding] if binding.binding < len(p.binding_lengths) else None
            count += bytes_ is not None and length is not None and bytes_ > length
    return count


def _value(expr, p: DispatchParams) -> Optional[int]:
    return expr if isinstance(expr, int) else evaluate(expr, p.push_constants)
