"""`tune`: from a model's traffic (a plan) to a tuning spec, chosen by timing and measured on the model.

    problems   the configured IR's root ops of every kind as tuning problems (`tuning_problems`),
               ranked by the plan's weighted time of their exports; `top`/`cover` choose which to
               tune, and the reach (`reach`: the traffic's share tuned, each kernel left out and
               why) is said before any timing
    candidates per problem, IREE's default and configurations derived from it per kind
               (`kind_configs`), with the user's (`--config`, `user_configs`), each compiled into
               the benchmark of one call site (`candidate_kernels`)
    screen     each candidate against the default in pairs (`run.paired`) at the problem's heaviest
               size set, in rounds: a search that starts from the default's neighbourhood and goes
               on to the best's while a round improves on the best so far (`rounds` at most,
               within the budget); the best that read faster go on
    confirm    each of those in pairs at the problem's heaviest size sets (`size_sets` of them), its
               gain predicted as their weighted time; kept only if faster beyond noise at the
               heaviest and slower at none; otherwise the default stays ("no gain found")
    outputs    a winner is kept only if the model built with it computes the default build's
               outputs (`output_check`), and so must the final spec: else it is refused with why
    spec       one entry per problem kept (`tuning_spec`), checked on the model's own compile: it
               configures exactly the problem's exports
    model      the model built with and without the spec, called in pairs at the traffic's heaviest
               size sets (every one with `verify="all"`): the measured gain beside the predicted one

Timing is paired and interleaved throughout (the paired A/B method): on a shared machine a
candidate timed after the default would win or lose by the machine's state.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from .. import outputs
from ..errors import DynbenchError, first_line, option
from ..typed_fields import check_field_types
from ..layout import GENERATOR, TUNE_KIND, TUNE_SCHEMA_VERSION, TuneDir
from ..passes.irutil import new_context
from ..extraction import compiler
from ..extract_output import ExtractOutput
from ..manifest import pinned_model
from ..problem_size import loop_sizes
from ..run.diff import DEFAULT_ALPHA, DEFAULT_THRESHOLD, FASTER, SLOWER
from ..run.paired import PairOptions, judge, time_pairs
from ..choices import Cache
from ..run.cache_state import last_level_cache_bytes
from ..run.paired_worker import Side
from . import configured_ir
from .candidate_kernels import KernelBuild, build_kernels, spec_of
from .cpu_configs import CpuConfig, LoopShape, OpaqueConfig
from .cpu_neighbours import neighbours as contraction_neighbours
from .gpu_candidates import problem_candidates as gpu_problem_candidates
from .gpu_configs import DECOMPOSITION, AttentionConfig
from .export import TunerBuilder
from .kind_configs import problem_candidates
from .output_check import MODEL_COMPILE_TIMEOUT_S, ModelOutputs, OutputCheck, random_parameters
from .reach import Reach, reach, reach_json
from .timed_cache import TimedCache, copies_at, timed_cache
from .tuning_problems import MATRIX_KINDS, Configuration, Kind, Problems, TuningProblem, find_problems, tuned_kinds
from .tuning_spec import SpecEntry, applied, build_spec
from .range_tuning import (RangeResult, check_variants, probe_problem, range_entries, specialization_of, splittable,
                           traffic as range_traffic, tune_ranges, tuned_flags, unchanged, untimed_ranges)
from .input_form import InputForm, input_forms, root_locations
from .specialization_spec import (EARLY_REWRITE, RangedProblem, build_specialization_spec, early_rewritten,
                                  with_specialization)
from .user_configs import UserConfig
from .worklist import PlannedProblem, PlannedSizeSet

if TYPE_CHECKING:
    from ..run.ab import ModelPairOptions
    from .tune_checkpoint import TuneCheckpoint

Progress = Callable[[str], None]
NO_GAIN = "no gain found"
TUNED = "tuned"
CANDIDATE_OF = "candidate_of"  # a checkpoint line of one candidate's verdict: the problem it is of
UNTIMED = "not timed: the first candidate built (timing left for the machine with the device)"
SCREEN = PairOptions(pairs=12, max_pairs=12, sessions=6, max_time_s=0.3)
CONFIRM = PairOptions(pairs=24, max_pairs=48, sessions=8, max_time_s=1.0)
MODEL = PairOptions(pairs=24, max_pairs=48, sessions=8, max_time_s=2.0, call_s=0.005)
# A search round goes on only if its best screened ratio is this much below the best so far:
# less is within a screen's noise on a loaded machine.
IMPROVES = 0.05
SEARCH_SPACE = 64  # configurations per problem the search may draw its rounds from
MAX_RANGES = 8


@dataclass(frozen=True)
class TuneOptions:
    top: Optional[int] = None
    cover: Optional[float] = 0.9  # the problems, heaviest first, whose shares reach it (when `top` is None)
    candidates: int = 6  # per problem, the default among them
    size_sets: int = 3  # per problem: its heaviest size sets a finalist is confirmed at
    finalists: int = 2
    rounds: int = 3  # the search's rounds per problem at most: the first `candidates`, then the best's neighbours
    verify: str = "top"  # "top": the model at the traffic's `verify_top` heaviest size sets; "all": every one
    verify_top: int = 3
    budget_s: Optional[float] = None
    timed: bool = True  # False (--no-time): candidates generated, built and matched, timing left for the target machine
    screen: PairOptions = SCREEN
    confirm: PairOptions = CONFIRM
    model: PairOptions = MODEL
    model_rounds: "ModelPairOptions" = None  # type: ignore[assignment]  (set in __post_init__)
    threshold: float = DEFAULT_THRESHOLD
    alpha: float = DEFAULT_ALPHA
    ranges: int = 1  # per problem, size ranges each configured on its own at most (`range_tuning`); 1: one configuration
    samples: Optional[int] = None  # sizes a ranged problem is searched at (None: twice `ranges`)
    cache: Optional[Cache] = None  # how every problem's candidates are timed; None: `timed_cache` decides per problem

    @property
    def sample_count(self) -> int:
        return self.samples if self.samples is not None else 2 * self.ranges

    def __post_init__(self) -> None:
        check_field_types(self)
        if self.model_rounds is None:
            from ..run.ab import ModelPairOptions

            object.__setattr__(self, "model_rounds", ModelPairOptions(rounds=10, runs=10))
        if self.top is not None and self.top < 1:
            raise DynbenchError(f"{option('top')} must be at least 1, got {self.top}")
        if self.top is None and (self.cover is None or not 0 < self.cover <= 1):
            raise DynbenchError(f"{option('cover')} is a share between 0 and 1, got {self.cover}")
        if not 1 <= self.candidates <= 64:
            raise DynbenchError(f"{option('candidates')} must be between 1 and 64, got {self.candidates}")
        if not 1 <= self.rounds <= 32:
            raise DynbenchError(f"{option('rounds')} must be between 1 and 32, got {self.rounds}")
        if not 1 <= self.ranges <= MAX_RANGES:
            raise DynbenchError(f"{option('ranges')} must be between 1 and {MAX_RANGES}, got {self.ranges}")
        if self.samples is not None and not 2 <= self.samples <= 32:
            raise DynbenchError(f"samples must be between 2 and 32, got {self.samples}")
        if self.verify not in ("top", "all"):
            raise DynbenchError(f"{option('verify')} is top or all, got {self.verify}")
        if self.budget_s is not None and not (math.isfinite(self.budget_s) and self.budget_s >= 0):
            raise DynbenchError(f"{option('budget')} is a number of seconds, at least 0 (as plan's), got {self.budget_s}")


@dataclass(frozen=True)
class SizeSetTiming:
    """A configuration against the default in pairs at one size set."""

    inputs: tuple[str, ...]
    weight_us: float  # the plan's weighted time of the problem at these sizes
    ratio: Optional[float]  # candidate / default, the median of the sessions' ratios
    interval: Optional[tuple[float, float]]
    verdict: str
    default_us: Optional[float]


@dataclass(frozen=True)
class CandidateResult:
    config: "Configuration"
    error: Optional[str] = None  # did not configure, compile or run
    screen_ratio: Optional[float] = None
    confirmed: tuple[SizeSetTiming, ...] = ()
    predicted_ratio: Optional[float] = None  # over the confirmed size sets, by their weights
    refused: Optional[str] = None  # why a winner was not kept: the model built with it computes other outputs
    round: int = 1  # the search's round that tried it
    from_file: bool = False  # a configuration of `--config`


@dataclass(frozen=True)
class Search:
    """How a problem's search went: candidates tried (the default not counted), rounds, why it stopped."""

    tried: int
    rounds: int
    stopped: str


@dataclass(frozen=True)
class ProblemResult:
    problem: str  # the match key's text
    exports: tuple[str, ...]
    dispatches: tuple[str, ...]
    weighted_us: float
    share: float
    site: str  # the call site whose benchmark timed the candidates
    default: "Configuration"
    candidates: tuple[CandidateResult, ...]
    chosen: Optional[CandidateResult]
    outcome: str  # "tuned", NO_GAIN, or why it was not tuned
    kind: Kind  # the problem's (tune.json writes its value)
    entry: Optional[str] = None  # the spec entry
    applies_to: tuple[str, ...] = ()  # the exports the entry configured in the model's compile
    search: Optional[Search] = None
    ranges: tuple[RangeResult, ...] = ()  # `--ranges`: its size ranges (one: no specialization, `chosen` serves all)
    timed_cache: Cache = Cache.warm  # how its candidates were timed (`timed_cache`)
    timed_cache_why: str = ""

    @property
    def specialized(self) -> bool:
        """Built as one export per range (two ranges or more), each configured on its own."""
        return len(self.ranges) > 1

    @property
    def predicted_saving_us(self) -> float:
        """The traffic's time this problem's choice saves, predicted from the isolated timings."""
        if self.specialized:
            return sum(r.weighted_us * (1.0 - r.chosen.predicted_ratio) for r in self.ranges
                       if r.chosen is not None and r.chosen.predicted_ratio is not None)
        if self.chosen is None or self.chosen.predicted_ratio is None:
            return 0.0
        return self.weighted_us * (1.0 - self.chosen.predicted_ratio)


@dataclass(frozen=True)
class ProblemInModel:
    """One tuned problem's exports inside the model at one size set, with the spec and without:
    what the isolated timings predicted for them, against what the model's runs measured."""

    entry: str
    base_us: float  # its exports' in-model time per run without the spec (their medians summed)
    tuned_us: float  # ... with it
    ratio: Optional[float]  # the median over rounds of its exports' time with / without
    interval: Optional[tuple[float, float]]
    predicted_ratio: float  # from its isolated paired timings (`CandidateResult.predicted_ratio`)


DISAGREE = 0.10  # an in-model ratio this far (relatively) from the predicted one is warned about


@dataclass(frozen=True)
class ModelTiming:
    """The model as extracted (base) and with the spec (tuned) at one size set: its wall time per
    call (paired calls in one process), and its dispatches' in-model time per run (profiled
    batches, paired by round): all of them, and those of the tuned exports; the in-model ratio
    the isolated timings predicted."""

    inputs: tuple[str, ...]
    weight_us: float
    base_us: Optional[float]
    tuned_us: Optional[float]
    ratio: Optional[float]
    interval: Optional[tuple[float, float]]
    verdict: str
    error: Optional[str] = None
    dispatch_ratio: Optional[float] = None  # in-model dispatch time, tuned / base (median over rounds)
    dispatch_interval: Optional[tuple[float, float]] = None
    tuned_exports_ratio: Optional[float] = None  # the tuned exports' in-model time, tuned / base
    tuned_exports_interval: Optional[tuple[float, float]] = None
    predicted_dispatch_ratio: Optional[float] = None  # from the base's in-model times and the isolated ratios
    problems: tuple[ProblemInModel, ...] = ()  # each tuned problem's exports in the model


@dataclass(frozen=True)
class TuneResult:
    directory: Path
    output: Path
    spec: Optional[Path]
    total_us: float  # the plan's traffic
    problems: tuple[ProblemResult, ...]
    untunable: dict[str, str]  # export -> why
    model: tuple[ModelTiming, ...] = ()
    flags: tuple[str, ...] = ()  # to build the model with the spec: the extract's compile flags, the spec's in place of one they name
    elapsed_s: float = 0.0
    budget_left_out: tuple[str, ...] = ()  # problems the budget left untuned
    notes: tuple[str, ...] = ()  # an entry that applies beyond its problem, or short of it
    spec_text: Optional[str] = None
    baseline_spec: Optional[str] = None  # the spec DIR was extracted with, which this one replaces
    model_path: Optional[Path] = None  # the model DIR was extracted from
    reach: Optional[Reach] = None  # the traffic's share tune set out to tune, each kernel left out and why
    outputs: Optional[OutputCheck] = None  # the final spec's model outputs against the default build's
    specialization_text: Optional[str] = None  # OUT/specialization.mlir: the ranged problems' exports, one per range
    ranges: int = 1  # `--ranges`
    baseline_specialization: Optional[str] = None  # the preprocessing spec DIR was extracted with: tune's files replace it

    @property
    def build_command(self) -> tuple[str, ...]:
        """The compile that builds the model as tune measured it with the spec (`iree-compile`
        as a user types it; the model timed without the spec is the same without the spec's flag)."""
        if not self.flags:
            return ()
        model = str(self.model_path) if self.model_path is not None else "MODEL"
        return ("iree-compile", model, *self.flags, "-o", f"{Path(model).stem}.tuned.vmfb")

    @property
    def predicted_ratio(self) -> float:
        """The traffic's dispatch time with the spec over without, as the isolated timings predict."""
        if self.total_us <= 0:
            return 1.0
        return 1.0 - sum(p.predicted_saving_us for p in self.problems) / self.total_us

    @property
    def measured_ratio(self) -> Optional[float]:
        """The verified size sets' model time (wall, per call) with the spec over without, weighted by the traffic."""
        return _weighted([(m.weight_us, m.ratio) for m in self.model if m.base_us and m.tuned_us])

    @property
    def measured_dispatch_ratio(self) -> Optional[float]:
        """The verified size sets' in-model dispatch time with the spec over without, weighted by the traffic."""
        return _weighted([(m.weight_us, m.dispatch_ratio) for m in self.model])

    @property
    def predicted_dispatch_ratio(self) -> Optional[float]:
        """What the isolated timings predict for that in-model dispatch time, weighted alike."""
        return _weighted([(m.weight_us, m.predicted_dispatch_ratio) for m in self.model])

    def in_model_ratio(self, entry: str) -> Optional[float]:
        """A tuned problem's in-model ratio over the verified size sets, weighted by the traffic."""
        return _weighted([(m.weight_us, p.ratio) for m in self.model for p in m.problems if p.entry == entry])


def disagreements(result: TuneResult) -> list[str]:
    """One line per tuned problem whose in-model ratio is more than `DISAGREE` away from the one
    its isolated timings predicted: the isolated benchmark did not time the kernel as the model
    runs it (its operands warm from the previous repetition, where the model's come from memory;
    other work beside it), so its choice was made on other numbers than the model's."""
    lines = []
    for p in result.problems:
        if p.chosen is None or p.chosen.predicted_ratio is None or not p.entry:
            continue
        found = result.in_model_ratio(p.entry)
        if found is None or abs(found / p.chosen.predicted_ratio - 1.0) <= DISAGREE:
            continue
        lines.append(f"entry {p.entry} ({p.problem}): {found:.3f}x in the model, {p.chosen.predicted_ratio:.3f}x "
                     f"predicted from its isolated timings: they disagree by more than {DISAGREE:.0%}")
    return lines


def refused_where_slower(results: Sequence[ProblemResult], rows: Sequence[ModelTiming]) -> list[ProblemResult]:
    """`results` with each entry refused whose exports ran slower in the model at a size set
    where the model with the spec was slower (beyond noise); where none of them did, the entry
    whose exports gained least there: the spec must not leave the model slower anywhere verified."""
    refused: dict[str, str] = {}
    for row in rows:
        if row.verdict != SLOWER or not row.problems:
            continue
        worst = [p for p in row.problems if p.ratio is not None and p.ratio > 1.0] or \
            [max(row.problems, key=lambda p: p.ratio if p.ratio is not None else 0.0)]
        for p in worst:
            refused.setdefault(p.entry, f"the model with it was slower at {' '.join(row.inputs)} ({row.ratio:.3f}x"
                                        f"{'' if p.ratio is None else f'; its exports {p.ratio:.3f}x in the model'})")
    found = []
    for r in results:
        why = refused.get(r.entry) if r.outcome == TUNED and r.chosen is not None and not r.specialized else None
        if why is None:
            found.append(r)
            continue
        chosen = dataclasses.replace(r.chosen, refused=why)
        found.append(dataclasses.replace(r, chosen=None, outcome=f"refused: {why}",
                                         candidates=tuple(chosen if c is r.chosen else c for c in r.candidates)))
    return found


def budget_note(budget_s: float) -> str:
    """What `--budget` bounds, said before the work starts."""
    return (f"note: the budget of {budget_s:g} s stops starting problems: the problem under way when it runs out is "
            "finished, and the spec's check and the model's timing with and without it come after, so expect "
            "to run past it by about one problem's time and the model's (the progress lines say how long a "
            "problem takes here)")


def _weighted(pairs: Sequence[tuple[float, Optional[float]]]) -> Optional[float]:
    pairs = [(w, r) for w, r in pairs if r is not None and w > 0]
    if not pairs:
        return None
    return sum(w * r for w, r in pairs) / sum(w for w, _ in pairs)


def tune(
    opened: ExtractOutput, planned: Sequence[PlannedProblem], size_sets: Sequence[PlannedSizeSet], output: Path,
    options: TuneOptions = TuneOptions(), progress: Progress = lambda _: None, clock: Callable[[], float] = time.monotonic,
    parameters: Sequence[tuple[str, str]] = (), checkpoint: Optional["TuneCheckpoint"] = None,
    done: Sequence[dict] = (), builds: Optional[Path] = None, configs: Sequence[UserConfig] = (),
    reached: Callable[[Reach], None] = lambda _: None,
) -> TuneResult:
    """Tune the exports of `planned` (a plan's problems) that pay most, heaviest first; the spec
    (text) is the result's, to be written to `output` (`write_output`), which the flags name.
    `checkpoint`: each problem recorded as it is found; `done`: problems an interrupted tune
    recorded (`--resume`), taken as they are. `builds`: a folder to build the candidates in and
    leave them (entry `pN`'s in `problemN/`: `default.vmfb`, `candidateK.vmfb` in the order of its
    candidates), for a machine with the device and no compiler to time (tools/gpu_check.py);
    by default a scratch folder. `configs`: the user's configurations (`--config`), tried with
    their problems' candidates (a problem they name is tuned whatever `top`/`cover` chose);
    `reached`: what tune will tune and leave out, given before any timing."""
    start = clock()
    manifest = opened.manifest
    model = pinned_model(manifest, opened.directory, f"tune builds the model {opened.directory} was extracted from (shapes.json `model`)")
    planned, total, weight = _planned_here(opened, planned, size_sets)
    scratch = outputs.scratch_directory("dynbench-tune-") if builds is None else contextlib.nullcontext(builds)
    with scratch as work, TunerBuilder(opened.directory, progress) as builder:
        found = find_problems(configured_ir.parse(builder.layout.configured_mlir, builder.context), manifest,
                              kinds=tuned_kinds(manifest.target))
        chosen, untunable, extra, reached_now = _chosen(found, planned, weight, total, options, configs)
        reached(reached_now)
        outputs_check = None
        if options.timed:
            heaviest = max(size_sets, key=lambda s: s.weight_us).inputs if size_sets else None
            outputs_check = _OutputsCheck(model, opened, heaviest, work / "outputs", progress)
        before, verdicts = _resumed(done, checkpoint)
        if checkpoint is not None:
            checkpoint.start(list(done))
        if options.budget_s is not None and options.budget_s > 0:
            progress(budget_note(options.budget_s))
        unsplit, forms = _unsplittable(model, opened, chosen, planned, options, work, progress) if options.ranges > 1 \
            else ({}, {})
        results, left_out = _tune_chosen(opened, builder, chosen, planned, total, options, work, progress, clock, start,
                                         checkpoint, before, verdicts, extra, outputs_check, unsplit)
        spec_path = work / TuneDir.SPEC
        results, final_check = _checked_spec(results, {p.key.text: p.key for p in chosen}, spec_path, outputs_check, progress,
                                             forms)
        notes = [*(f"{text}: {why}" for text, why in unsplit.items()), *(outputs_check.notes if outputs_check else [])]
        for attempt in range(2):  # the model verified; once more without the entries it was slower with
            if not any(r.outcome in (TUNED, UNTIMED) for r in results):
                return TuneResult(opened.directory, output, None, total, tuple(results), untunable, (), (),
                                  clock() - start, tuple(left_out), tuple(notes), baseline_spec=spec_of(manifest.iree_flags),
                                  reach=reached_now, outputs=final_check, ranges=options.ranges,
                                  baseline_specialization=specialization_of(manifest.iree_flags))
            spec_text = spec_path.read_text()
            prebuilt = outputs_check.builds() if outputs_check is not None and final_check is not None else None
            results, applies, model_notes, model_rows, specialization_text = _in_model(
                model, opened, spec_path, work, results, size_sets, options, progress, parameters, prebuilt)
            slower = refused_where_slower(results, model_rows)
            if slower == results:
                break
            if attempt:  # verified twice: said, not verified a third time
                model_notes = [*model_notes, *(f"the model with the spec was slower at {' '.join(m.inputs)} ({m.ratio:.3f}x) "
                                               "after the entries it was slower with were refused"
                                               for m in model_rows if m.verdict == SLOWER)]
                break
            for r in (r for was, r in zip(results, slower) if r is not was):
                progress(f"refused entry {r.entry} ({r.problem}): {r.outcome.removeprefix('refused: ')}; verifying again")
            results, final_check = _checked_spec(slower, {p.key.text: p.key for p in chosen}, spec_path, outputs_check,
                                                 progress, forms)
    final, applied_notes = _applied(results, applies)
    layout = TuneDir(output)
    flags = tuned_flags(manifest.compile_flags, layout.spec.resolve(), manifest.target,
                        with_specialization((), layout.specialization.resolve()) if specialization_text is not None else ())
    result = TuneResult(opened.directory, output, layout.spec, total, tuple(final), untunable, tuple(model_rows),
                        flags, clock() - start, tuple(left_out), (*notes, *model_notes, *applied_notes), spec_text,
                        spec_of(manifest.iree_flags), model_path=model, reach=reached_now, outputs=final_check,
                        specialization_text=specialization_text, ranges=options.ranges,
                        baseline_specialization=specialization_of(manifest.iree_flags))
    return dataclasses.replace(result, notes=(*result.notes, *disagreements(result)))


def _planned_here(opened: ExtractOutput, planned: Sequence[PlannedProblem], size_sets: Sequence[PlannedSizeSet]
                  ) -> tuple[list[PlannedProblem], float, dict[str, float]]:
    """The plan's problems as this extract names them, their total weight and each export's.
    A plan names call sites, which every extract of the model shares (a CPU plan serves a GPU
    extract): each problem row counts for the export its call site has here."""
    export_of = {d.name: d.export for d in opened.manifest.dispatches}
    _check_plan(opened, planned, size_sets, export_of)
    planned = [dataclasses.replace(p, export=next(export_of[d] for d in p.dispatches if d in export_of))
               for p in planned]
    weight: dict[str, float] = {}
    for p in planned:
        weight[p.export] = weight.get(p.export, 0.0) + p.weighted_us
    return planned, sum(p.weighted_us for p in planned), weight


def _chosen(found: Problems, planned: Sequence[PlannedProblem], weight: dict[str, float], total: float,
            options: TuneOptions, configs: Sequence[UserConfig]
            ) -> tuple[list[TuningProblem], dict[str, str], dict[str, list[UserConfig]], Reach]:
    """The problems tune tunes (heaviest first, to `top`/`cover`, and those `configs` name), the
    exports of the traffic no spec entry tunes (with why), the user's configurations by problem,
    and what tune reaches."""
    ranked = sorted((t for t in found.tunable if _weight(t, weight) > 0), key=lambda t: -_weight(t, weight))
    untunable = {e: why for e, why in found.untunable.items() if weight.get(e, 0.0) > 0}
    extra = _user_configs(configs, found, weight)
    chosen = _choose(ranked, weight, total, options)
    chosen += [t for t in ranked if t not in chosen and t.key.text in extra]  # named by --config
    # (data, not an error: no option markup) why a tunable kernel is not tuned this time
    why_not = (f"tunable, not among the {options.top} heaviest problem(s) tune chose (top {options.top})"
               if options.top is not None else
               f"tunable, past the heaviest problems that cover {options.cover:.0%} of the traffic (cover {options.cover:g})")
    reached_now = reach(planned, Problems(chosen, {**untunable, **{e: why_not for t in ranked if t not in chosen
                                                                      for e in t.exports}}))
    return chosen, untunable, extra, reached_now


def _resumed(done: Sequence[dict], checkpoint: Optional["TuneCheckpoint"]
             ) -> tuple[dict[str, dict], dict[str, dict[str, CandidateResult]]]:
    """What an interrupted tune recorded: its problems by key, and its candidates' verdicts (by
    problem, then `config_key`: the latest of each)."""
    damaged = f"{checkpoint.path if checkpoint else 'checkpoint'}: a problem is damaged; remove it to start over"
    if any(not isinstance(d, dict) or not isinstance(d.get(CANDIDATE_OF, d.get("problem")), str) for d in done):
        raise DynbenchError(damaged)
    before = {d["problem"]: d for d in done if CANDIDATE_OF not in d}
    verdicts: dict[str, dict[str, CandidateResult]] = {}  # problem -> config key -> its latest verdict
    for d in done:
        if CANDIDATE_OF in d:
            try:
                found_candidate = candidate_from_json(d)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError):
                raise DynbenchError(damaged) from None
            verdicts.setdefault(d[CANDIDATE_OF], {})[config_key(found_candidate.config)] = found_candidate
    return before, verdicts


def _tune_chosen(opened: ExtractOutput, builder: TunerBuilder, chosen: Sequence[TuningProblem],
                 planned: Sequence[PlannedProblem], total: float, options: TuneOptions, work: Path, progress: Progress,
                 clock: Callable[[], float], start: float, checkpoint: Optional["TuneCheckpoint"], before: dict[str, dict],
                 verdicts: dict[str, dict[str, CandidateResult]], extra: dict[str, list[UserConfig]],
                 outputs_check: Optional[_OutputsCheck], unsplit: Optional[dict[str, str]] = None
                 ) -> tuple[list[ProblemResult], list[str]]:
    """Each chosen problem tuned in turn (one done before the interruption taken as it is, one
    past the budget left out), recorded in the checkpoint as it is found; its entry `pN`.
    `unsplit`: the problems `--ranges` cannot split (`_unsplittable`), tuned as one configuration."""
    unsplit = unsplit or {}
    results, left_out = [], []
    spent: list[float] = []  # seconds each problem tuned here took
    for n, problem in enumerate(chosen):
        if problem.key.text in before and options.ranges == 1:  # a ranged problem is searched again
            try:
                found = problem_from_json(before[problem.key.text])
                if sorted(found.exports) != sorted(problem.exports):
                    raise ValueError(f"exports {found.exports} are not the problem's")
                results.append(dataclasses.replace(found, entry=f"p{n}"))
            except (KeyError, TypeError, ValueError, AttributeError, IndexError):
                raise DynbenchError(f"{checkpoint.path if checkpoint else 'checkpoint'}: a problem is damaged; "
                                    "remove it to start over") from None
            progress(f"problem {n + 1} of {len(chosen)}: {problem.key.text}: done before the interruption")
            continue
        if options.budget_s is not None and clock() - start >= options.budget_s:
            left_out.append(problem.key.text)
            continue
        left = "" if options.budget_s is None else f"; {max(0.0, options.budget_s - (clock() - start)):.0f} s of the budget left"
        if left and spent:
            left += f" (a problem has taken {sum(spent) / len(spent):.0f} s here: about what this one may run past it)"
        progress(f"problem {n + 1} of {len(chosen)}: {problem.key.text} ({', '.join(problem.exports)}){left}")
        rows = [p for p in planned if p.export in set(problem.exports)]
        began = clock()

        def record(found: CandidateResult, key: str = problem.key.text) -> None:
            if checkpoint is not None:
                checkpoint.append_candidate({CANDIDATE_OF: key, **_candidate_json(found)})

        def budget_left() -> bool:
            return options.budget_s is None or clock() - start < options.budget_s

        ranged = None
        if options.ranges > 1 and problem.key.text in unsplit:
            progress(f"  by size range: {unsplit[problem.key.text]}")
        elif options.ranges > 1:
            ranged = _tune_by_range(opened, builder, problem, rows, total, options, work / f"problem{n}", progress,
                                    extra.get(problem.key.text, ()), budget_left, outputs_check)
        result = ranged or _tune_problem(opened, builder, problem, rows, total, options, work / f"problem{n}",
                                         progress, known=verdicts.get(problem.key.text, {}), record=record,
                                         extra=extra.get(problem.key.text, ()), budget_left=budget_left,
                                         outputs_check=outputs_check)
        spent.append(clock() - began)
        results.append(dataclasses.replace(result, entry=f"p{n}"))
        if checkpoint is not None:
            checkpoint.append(problem_json(results[-1]))
    return results, left_out


def _unsplittable(model: Path, opened: ExtractOutput, chosen: Sequence[TuningProblem], planned: Sequence[PlannedProblem],
                  options: TuneOptions, work: Path, progress: Progress) -> tuple[dict[str, str], dict[str, InputForm]]:
    """`--ranges`: the chosen problems whose exports the model's compile would not split, with why
    (`range_tuning.splittable`), found before any is searched: the model compiled with a
    preprocessing spec splitting each problem in two (`probe_splits`); and the problems split only
    when matched as the model's input has their root op, with that form."""
    probes = {}
    for n, problem in enumerate(chosen):
        points = [p for p, _ in range_traffic(opened, problem, [p for p in planned if p.export in set(problem.exports)])]
        probe = probe_problem(f"p{n}", problem, points)
        if probe is not None:
            probes[problem.key.text] = (problem, probe)
    if not probes:
        return {}, {}
    progress(f"checking which of {len(probes)} problem(s) the model's compile builds by size range")
    try:
        why, forms = probe_splits(model, opened.manifest, probes, work)
    except DynbenchError as e:  # a model IREE will not build split: each problem as one configuration
        reason = f"the model's compile with a spec splitting it failed ({first_line(str(e))}); tuned as one configuration"
        return {text: reason for text in probes}, {}
    for text, form in forms.items():
        progress(f"  {text}: its root op matched as the model's input has it ({form.op_name})")
    return {text: reason for text, reason in why.items() if reason}, forms


def probe_splits(model: Path, manifest, probes: dict[str, tuple[TuningProblem, RangedProblem]], work: Path
                 ) -> tuple[dict[str, str], dict[str, InputForm]]:
    """The model compiled (to its configured executables) with a preprocessing spec of `probes`
    (`range_tuning.probe_problem`'s): per problem, "" where its exports became variants, else why
    not. A problem whose exports did not is probed again matched as the model's input has its
    root op (`input_form`), then as the spec's early rewrite leaves it (a torch-made linear's
    matmul), where that form is found and the rewrite leaves the model's other dispatches as
    they were: the forms that made variants are returned."""
    from .variants import export_variants

    work.mkdir(parents=True, exist_ok=True)
    compile_options = compiler.CompileOptions.of(manifest)

    def compiled(ranged: list[RangedProblem], name: str):
        spec = work / f"{name}.specialization.mlir"
        spec.write_text(str(build_specialization_spec(ranged, new_context())))
        flags = with_specialization(compile_options.iree_flags, spec)
        configured = work / f"model.{name}.configured.mlir"
        compiler.to_configured(model, configured, dataclasses.replace(compile_options, iree_flags=flags),
                               without_weights=True, locations=True).run(timeout_s=MODEL_COMPILE_TIMEOUT_S)
        return configured_ir.parse(configured)

    first = compiled([r for _, r in probes.values()], "probe")
    plain = export_variants(first)
    why = splittable(probes, plain)
    roots = root_locations(first, {text: problem.exports for text, (problem, _) in probes.items()})
    kept: dict[str, InputForm] = {}
    for early in (False, True):
        missed = {text: probes[text] for text, reason in why.items() if reason and text in roots}
        flags = early_rewritten(compile_options.iree_flags) if early else compile_options.iree_flags
        if not missed or flags is None:
            break
        model_input = work / f"model.{'early' if early else 'input'}.mlir"
        options = dataclasses.replace(compile_options, iree_flags=flags)
        compiler.to_model_input(model, model_input, options, "preprocessing" if early else "abi").run(
            timeout_s=MODEL_COMPILE_TIMEOUT_S)
        forms = input_forms(configured_ir.parse(model_input), {t: roots[t] for t in missed}, early=early)
        if not forms:
            continue
        again = {text: (missed[text][0], dataclasses.replace(missed[text][1], form=form)) for text, form in forms.items()}
        found = export_variants(compiled([r for _, r in again.values()], "probe.early" if early else "probe.input"))
        if early and {v.export for v in found} != {v.export for v in plain}:
            for text in again:
                why[text] = (f"{why[text].removesuffix('; tuned as one configuration')}; the rewrite into the matmul it is "
                             f"dispatched as ({EARLY_REWRITE}), run before the spec, would change the model's other "
                             "dispatches; tuned as one configuration")
            continue
        for text, reason in splittable(again, found).items():
            if not reason:
                why[text], kept[text] = "", forms[text]
    return why, kept


def _in_model(model: Path, opened: ExtractOutput, spec_path: Path, work: Path, results: list[ProblemResult],
              size_sets: Sequence[PlannedSizeSet], options: TuneOptions, progress: Progress,
              parameters: Sequence[tuple[str, str]], prebuilt: Optional[tuple[Path, Path]],
              ) -> tuple[list[ProblemResult], dict[str, str], list[str], list, Optional[str]]:
    """The spec in the model's own compile: where each entry applies (a size-range spec's
    variants checked), and, timed, the model with and without it; also the specialization
    spec's text, where one was made."""
    specialized = any(r.specialized for r in results if r.outcome in (TUNED, UNTIMED))
    ranged_path = work / TuneDir.SPECIALIZATION
    specialization_text = ranged_path.read_text() if specialized else None
    extra_flags = (with_specialization((), ranged_path)) if specialized else ()
    progress("checking where the spec applies in the model's own compile")
    notes: list[str] = []
    if specialized:
        results, applies, notes, aliases = _variants_applied(model, opened, spec_path, ranged_path, results, work)
    else:
        applies, aliases = _applies(model, opened, spec_path, work), {}
    predicted = {r.entry: (r.exports, 1.0 - r.predicted_saving_us / r.weighted_us if r.specialized else r.chosen.predicted_ratio)
                 for r in results if r.outcome == TUNED and r.chosen and r.chosen.predicted_ratio is not None
                 and r.entry and (r.weighted_us > 0 or not r.specialized)}
    model_rows = (_verify_model(model, opened, spec_path, size_sets, options, work, progress, parameters, predicted,
                                prebuilt, extra_flags, aliases) if options.timed else [])
    return results, applies, list(notes), model_rows, specialization_text


def _applied(results: Sequence[ProblemResult], applies: dict[str, str]) -> tuple[list[ProblemResult], list[str]]:
    """Each tuned entry with the exports it applies to in the model's compile; a note where
    those are not the exports it was chosen for."""
    final, notes = [], []
    for r in results:
        if r.outcome in (TUNED, UNTIMED) and not r.specialized:
            exports = tuple(sorted(e for e, entry in applies.items() if entry == r.entry))
            r = dataclasses.replace(r, applies_to=exports)
            if set(exports) != set(r.exports):
                notes.append(f"entry {r.entry} ({r.problem}) applies to {', '.join(exports) or 'no export'}, "
                             f"chosen for {', '.join(r.exports)}")
        final.append(r)
    return final, notes


def _tune_by_range(opened: ExtractOutput, builder: TunerBuilder, problem: TuningProblem, rows: list[PlannedProblem],
                   total: float, options: TuneOptions, folder: Path, progress: Progress, extra: Sequence[UserConfig],
                   budget_left: Callable[[], bool], outputs_check: Optional["_OutputsCheck"]) -> Optional[ProblemResult]:
    """The problem searched at sizes spread over its traffic and split into ranges
    (`range_tuning`); untimed (`--no-time`), split by its traffic alone, a candidate built per
    range; None where its traffic has one size (tuned as one configuration)."""
    points = range_traffic(opened, problem, rows)

    state = {"cache": Cache.warm}  # as the samples' searches time it

    def search(sample_rows: list[PlannedProblem], j: int) -> tuple[ProblemResult, dict]:
        kept: dict = {}
        found = _tune_problem(opened, builder, problem, sample_rows, total, options, folder / f"sample{j}", progress,
                              extra=extra, budget_left=budget_left, outputs_check=outputs_check, kept=kept)
        state["cache"] = kept.get("cache", state["cache"])
        return found, kept

    def pair(base: Side, build: KernelBuild, inputs: tuple[str, ...], weight: float) -> SizeSetTiming:
        dims = opened.dims(list(inputs))
        return _pair(base, build, (inputs, dims, weight), options.confirm, options,
                     _copies(opened, build.site, dims, state["cache"]))

    divisible = opened.manifest.target == "llvm-cpu"  # a GPU's ranges have no udiv (`range_tuning`)
    if not options.timed:
        ranged = untimed_ranges(problem, points, options.ranges, options.size_sets, search, progress, divisible)
    else:
        ranged = tune_ranges(problem, points, options.ranges, options.sample_count, options.size_sets, search, pair,
                             budget_left, progress, divisible)
    if ranged is None:
        return None
    first = ranged.samples[0]
    weighted = sum(p.weighted_us for p in rows)
    kept = [r for r in ranged.ranges if r.chosen is not None]
    heaviest = max(kept, key=lambda r: r.weighted_us).chosen if kept else None
    search_done = Search(sum(s.search.tried for s in ranged.samples if s.search),
                         sum(s.search.rounds for s in ranged.samples if s.search),
                         f"{ranged.searched}, {len(ranged.ranges)} range(s)")
    return ProblemResult(problem.key.text, tuple(problem.exports), tuple(problem.dispatches), weighted,
                         weighted / total if total else 0.0, first.site, problem.default,
                         tuple(c for s in ranged.samples for c in s.candidates), heaviest,
                         (TUNED if options.timed else UNTIMED) if heaviest is not None
                         else (NO_GAIN if options.timed else "no candidate built"),
                         kind=problem.key.kind, search=search_done,
                         ranges=ranged.ranges)


def spec_entries(results: Sequence[ProblemResult], keys: dict, forms: Optional[dict[str, InputForm]] = None
                 ) -> tuple[list[SpecEntry], list[RangedProblem]]:
    """The tuning spec's entries of the problems kept (a ranged problem's: one per range that
    kept a configuration) and the ranged problems' root ops for the preprocessing spec."""
    entries, ranged = [], []
    for r in results:
        if r.outcome not in (TUNED, UNTIMED):
            continue
        if r.specialized:
            mine, root = range_entries(r.entry, keys[r.problem], r.ranges, (forms or {}).get(r.problem))
            entries += mine
            ranged.append(root)
        else:
            entries.append(SpecEntry(r.entry, keys[r.problem], r.chosen.config))
    return entries, ranged


def _variants_applied(model: Path, opened: ExtractOutput, spec: Path, specialization: Path,
                      results: list[ProblemResult], work: Path):
    """The model's compile with both specs, and without (IREE's defaults): per ranged problem,
    its ranges' `applies_to` and what differs from the intended variants (a note per export);
    per other export, the entry that configured it; each variant's export name -> its chain's head."""
    from .variants import export_variants

    options = compiler.CompileOptions.of(opened.manifest)
    plain_flags = tuple(f for f in options.iree_flags if not f.startswith(("--iree-codegen-tuning-spec-path=",
                                                                        "--iree-codegen-tuning-spec-library=",
                                                                        "--iree-preprocessing-transform-spec-filename=")))
    found = {}
    for name, flags in (("plain", plain_flags),
                        ("ranged", tuned_flags(options.iree_flags, spec, options.target, with_specialization((), specialization)))):
        configured = work / f"model.{name}.configured.mlir"
        compiler.to_configured(model, configured, dataclasses.replace(options, iree_flags=tuple(flags)),
                               without_weights=True).run(timeout_s=MODEL_COMPILE_TIMEOUT_S)
        found[name] = export_variants(configured_ir.parse(configured))
    ranged, plain = found["ranged"], found["plain"]
    aliases = {v.export: chain.export for chain in ranged for v in chain.variants if v.export != chain.export}
    applies = {chain.export: chain.variants[0].entry for chain in ranged if not chain.specialized and chain.variants[0].entry}
    notes, final = [], []
    specialized_exports = []
    for r in results:
        if r.outcome in (TUNED, UNTIMED) and r.specialized:
            entries = [f"{r.entry}_r{k}" for k, x in enumerate(r.ranges) if x.chosen is not None]
            per_entry, problems = check_variants(r.exports, entries, ranged, plain)
            r = dataclasses.replace(r, applies_to=tuple(sorted({e for x in per_entry.values() for e in x})), ranges=tuple(
                dataclasses.replace(x, entry=f"{r.entry}_r{k}", applies_to=per_entry.get(f"{r.entry}_r{k}", ()))
                if x.chosen is not None else x for k, x in enumerate(r.ranges)))
            notes += [f"entry {r.entry} ({r.problem}): {line}" for line in problems]
            specialized_exports += r.exports
        final.append(r)
    for export in unchanged(specialized_exports, ranged):
        notes.append(f"export {export} was split into variants, which no ranged problem asked for")
    return final, applies, notes, aliases


def _user_configs(configs: Sequence[UserConfig], found: Problems, weight: dict[str, float]) -> dict[str, list[UserConfig]]:
    """The user's configurations per problem (its key's text); one naming no tunable export or
    problem with traffic is an error, before anything is built."""
    by_export = {e: t for t in found.tunable for e in t.exports}
    by_text = {t.key.text: t for t in found.tunable}
    extra: dict[str, list[UserConfig]] = {}
    for c in configs:
        problem = by_export.get(c.export) if c.export is not None else by_text.get(c.problem or "")
        if problem is None:
            why = found.untunable.get(c.export or "")
            raise DynbenchError(f"{option('config', 'configs')}: {c.target} " + (f"is not tunable ({why})" if why else
                                "is no export or problem of the extract (tune.json names its problems; a plan by export names the exports)"))
        if _weight(problem, weight) <= 0:
            raise DynbenchError(f"{option('config', 'configs')}: {c.target} has no time in the traffic: nothing to time it at")
        extra.setdefault(problem.key.text, []).append(c)
    return extra


class _OutputsCheck:
    """A configuration's model outputs against the default build's at the traffic's heaviest size
    set (`output_check`): a winner per problem, then the final spec; a model with external
    parameters on seeded random ones (`output_check.random_parameters`). Where the model cannot
    be run here (another device), nothing is refused and a note says so."""

    def __init__(self, model: Path, opened: ExtractOutput, inputs: Optional[tuple[str, ...]], work: Path,
                 progress: Progress):
        manifest = opened.manifest
        self.progress, self.notes = progress, []
        self.unavailable: Optional[str] = None
        random: tuple = ()
        if not opened.device.startswith("local"):
            self.unavailable = f"the model runs on {opened.device}, not on this machine's CPU"
        elif inputs is None:
            self.unavailable = "no size set in the traffic"
        else:  # external parameters (`#flow.parameter.named`): random values, the same for both builds
            try:
                random = random_parameters(model, work)
            except DynbenchError as e:
                self.unavailable = str(e)
        self.random_parameters = bool(random)
        self.model = ModelOutputs(model, manifest.compile_flags, manifest.target, inputs or (), work,
                                  manifest.function, parameters=random)  # on local-sync (`output_check.DRIVER`)
        self.last: Optional[Path] = None

    def check(self, entries: Sequence[SpecEntry], name: str, ranged: Sequence[RangedProblem] = ()) -> Optional[OutputCheck]:
        """The model built with a spec of `entries` (and the preprocessing spec of `ranged`)
        against the default build; None where it cannot run."""
        if self.unavailable is None:
            spec = self.model.work / f"{name}.spec.mlir"
            self.model.work.mkdir(parents=True, exist_ok=True)
            spec.write_text(str(build_spec(list(entries), new_context())))
            extra: tuple[str, ...] = ()
            if ranged:
                specialization = self.model.work / f"{name}.specialization.mlir"
                specialization.write_text(str(build_specialization_spec(list(ranged), new_context())))
                extra = with_specialization((), specialization)
            self.progress(f"  checking the model's outputs with {name} at {' '.join(self.model.inputs)}")
            try:
                found = self.model.check(spec, name, extra)
                self.last = self.model.tuned_vmfb
                return found
            except DynbenchError as e:
                self.unavailable = str(e)
        note = f"model outputs not checked against the default build's: {self.unavailable}"
        if note not in self.notes:
            self.notes.append(note)
        return None

    def builds(self) -> Optional[tuple[Path, Path]]:
        """The default build and the last spec's, for the model's timing."""
        return (self.model.default_vmfb, self.last) if self.last is not None else None


def _checked_spec(results: list[ProblemResult], keys: dict, spec_path: Path, check: Optional[_OutputsCheck],
                  progress: Progress, forms: Optional[dict[str, InputForm]] = None
                  ) -> tuple[list[ProblemResult], Optional[OutputCheck]]:
    """The spec of every problem kept, written to `spec_path`, whose model computes the default
    build's outputs: while it does not, the lightest entry is refused (each passed alone)."""
    results = list(results)
    found: Optional[OutputCheck] = None
    while True:
        tuned = [r for r in results if r.outcome in (TUNED, UNTIMED)]
        entries, ranged = spec_entries(tuned, keys, forms)
        spec_path.write_text(str(build_spec(entries, new_context())))
        if ranged:  # beside it: the preprocessing spec that makes the ranged problems' variants
            (spec_path.parent / TuneDir.SPECIALIZATION).write_text(str(build_specialization_spec(ranged, new_context())))
        if not tuned or check is None:
            return results, found
        progress("checking the spec's model outputs against the default build's")
        found = check.check(entries, "spec", ranged)
        if found is None or found.equal:
            return results, found
        lightest = min(tuned, key=lambda r: r.weighted_us)
        why = f"with the other entries, the model computes other outputs than the default build ({found.why})" \
            if len(tuned) > 1 else f"the model computes other outputs than the default build ({found.why})"
        progress(f"refused entry {lightest.entry} ({lightest.problem}): {why}")
        refused = dataclasses.replace(lightest.chosen, refused=why)
        index = results.index(lightest)
        results[index] = dataclasses.replace(
            lightest, chosen=None, outcome=f"refused: {why}",
            candidates=tuple(refused if c is lightest.chosen else c for c in lightest.candidates))


def _check_plan(opened: ExtractOutput, planned: Sequence[PlannedProblem], size_sets: Sequence[PlannedSizeSet],
                export_of: dict[str, str]) -> None:
    """The plan is this model's (every problem has a call site here) and its size sets are sizes
    the model takes, before anything is built or timed."""
    from ..size_log import distinct_size_sets

    for p in planned:
        if not any(d in export_of for d in p.dispatches):
            raise DynbenchError(f"the plan's problem {p.problem} has no call site in {opened.directory} "
                                "(another model's plan?); plan this extract's traffic")
    for inputs in dict.fromkeys([*(s.inputs for s in size_sets),
                                 *(tuple(q.split()) for p in planned for q in p.size_sets[:1])]):
        distinct_size_sets(opened.manifest, [list(inputs)])  # a size set the model refuses: one error now


def _weight(problem: TuningProblem, weight: dict[str, float]) -> float:
    return sum(weight.get(e, 0.0) for e in problem.exports)


def _choose(ranked: list[TuningProblem], weight: dict, total: float, options: TuneOptions) -> list[TuningProblem]:
    if options.top is not None:
        return ranked[: options.top]
    chosen, covered = [], 0.0
    for t in ranked:
        if chosen and total > 0 and covered / total >= options.cover - 1e-12:  # at least one
            break
        chosen.append(t)
        covered += sum(weight.get(e, 0.0) for e in t.exports)
    return chosen


def _tune_problem(opened: ExtractOutput, builder: TunerBuilder, problem: TuningProblem, rows: list[PlannedProblem],
                  total: float, options: TuneOptions, folder: Path, progress: Progress,
                  known: Optional[dict[str, CandidateResult]] = None,
                  record: Callable[[CandidateResult], None] = lambda _: None, extra: Sequence[UserConfig] = (),
                  budget_left: Callable[[], bool] = lambda: True,
                  outputs_check: Optional[_OutputsCheck] = None, kept: Optional[dict] = None) -> ProblemResult:
    """`known`: the verdicts an interrupted tune recorded for this problem (by `config_key`),
    taken as they are; `record`: each verdict as it is found (screened, then confirmed, refused);
    `extra`: the user's configurations, tried in the first round; `budget_left`: whether another
    search round may start; `outputs_check`: a winner's model outputs against the default's;
    `kept`: filled with the default's side ("base") and each built candidate by `config_key`,
    to time them again at other sizes (`range_tuning`)."""
    known = known or {}
    rows = sorted(rows, key=lambda p: -p.weighted_us)
    weighted = sum(p.weighted_us for p in rows)
    site = next(d for d in rows[0].dispatches if d in set(problem.dispatches))
    timed_sets = []  # (inputs, dims, weight): the problem's heaviest size sets
    for p in rows[: options.size_sets]:
        inputs = tuple(p.size_sets[0].split())
        timed_sets.append((inputs, opened.dims(list(inputs)), p.weighted_us))
    params = {d.name: d for d in opened.queries.query(timed_sets[0][1])}
    heaviest = loop_sizes(params[site]) or []
    chosen_variant = params[site].range_variant  # an extract built by size range: its variant here is the default
    if chosen_variant is not None:
        problem = dataclasses.replace(problem, default=problem.default_at(chosen_variant.export))
    loops = LoopShape(problem.reduction, problem.static,
                      tuple(s if s is not None else (h or 1) for s, h in zip(problem.static, heaviest + [None] * len(problem.static))),
                      problem.element_bytes)
    cache = _cache_state(opened, site, params, options)
    base = ProblemResult(problem.key.text, tuple(problem.exports), tuple(problem.dispatches), weighted,
                         weighted / total if total else 0.0, site, problem.default, (), None, NO_GAIN,
                         kind=problem.key.kind, timed_cache=cache.state, timed_cache_why=cache.why)
    users = [c.config for c in extra if c.config != problem.default]
    found = _first_round(builder, problem, loops, site, timed_sets[0][1], users, options, folder, progress)
    if isinstance(found, str):
        return dataclasses.replace(base, outcome=found)
    space, first = found
    first = [*first, *(c for c in users if c not in first)]
    if options.timed and known:
        reused = sum(1 for c in first if config_key(c) in known)
        progress(f"  {reused} of {len(first)} candidate verdict(s) recorded before the interruption: taken as they are")
    copies = {inputs: _copies(opened, site, dims, cache.state) for inputs, dims, _ in timed_sets}
    candidates = _Candidates(builder, problem, site, timed_sets, options, progress, known, record,
                             {config_key(c) for c in users}, opened.device, copies)
    base = dataclasses.replace(base, search=_search(candidates, loops, first, space, folder, budget_left))
    if kept is not None:
        kept["base"] = candidates.base_side
        kept["cache"] = cache.state
        kept.update((config_key(b.config), b) for b in candidates.builds if b.vmfb is not None)
    if not options.timed:
        ordered = tuple(candidates.results[k] for k in range(len(candidates.builds)))
        built = [k for k, b in enumerate(candidates.builds) if b.vmfb is not None]
        if not built:
            return dataclasses.replace(base, candidates=ordered, outcome="no candidate built")
        return dataclasses.replace(base, candidates=ordered, chosen=candidates.results[built[0]], outcome=UNTIMED)
    best, refusal = candidates.winner(candidates.finalists(), outputs_check)
    ordered = tuple(candidates.results[k] for k in range(len(candidates.builds)))
    if best is None:
        return dataclasses.replace(base, candidates=ordered, outcome=f"refused: {refusal}" if refusal else NO_GAIN)
    return dataclasses.replace(base, candidates=ordered, chosen=best, outcome=TUNED)


def _first_round(builder: TunerBuilder, problem: TuningProblem, loops: LoopShape, site: str, dims: Sequence[int],
                 users: Sequence[Configuration], options: TuneOptions, folder: Path, progress: Progress,
                 ) -> tuple[list[Configuration], list[Configuration]] | str:
    """The problem's space (a CPU kernel's, from the cost model) and its first round's
    candidates (the user's added after); or, where there is nothing to try, the outcome that says why."""
    if not isinstance(problem.default, CpuConfig):
        if options.candidates <= 1:
            return [], []

        def static_file() -> Path:
            """The problem's static tuner file, for shark-ai's generator (made only when asked)."""
            progress(f"  generating candidates with shark-ai's tuner from the static file of {site}")
            (static,) = builder.static([(site, dims)], check=False)
            if isinstance(static, DynbenchError):
                raise static
            path = folder / "static.mlir"
            folder.mkdir(parents=True, exist_ok=True)
            path.write_text(static)
            return path

        try:  # twice as many as asked: a round none of which IREE builds goes on to the rest, in order
            found = gpu_problem_candidates(problem, 2 * options.candidates - 1, static_file, folder)[1:]
            return found[options.candidates - 1:], found[: options.candidates - 1]
        except DynbenchError as e:
            if not users:
                return f"no candidates: {e}"
            return [], []
    space = problem_candidates(problem, loops, max(SEARCH_SPACE, options.candidates))[1:]
    first = space[: options.candidates - 1]
    if problem.key.kind in MATRIX_KINDS and options.candidates > 2:
        # the cost model's best half, then the default's neighbours (one step from it)
        first = space[: options.candidates // 2]
        near = contraction_neighbours(problem.default, loops, problem.cpu_target())
        first += [c for c in near if c not in first][: options.candidates - 1 - len(first)]
        first += [c for c in space if c not in first][: options.candidates - 1 - len(first)]
    if not first and not users and options.candidates == 1:
        return "no candidates: one configuration asked for, IREE's default"
    if not first and not users:
        return f"no candidates: IREE's configuration ({problem.default.label}) has no tiles to vary"
    return space, first


class _Candidates:
    """One problem's candidates as its search builds, screens and confirms them: each build
    (`builds`, in the order tried) and its verdict (`results`, by the same index), those
    screened faster (`screened`: ratio, index) and the default's side they are paired with."""

    def __init__(self, builder: TunerBuilder, problem: TuningProblem, site: str, timed_sets: list, options: TuneOptions,
                 progress: Progress, known: dict[str, CandidateResult], record: Callable[[CandidateResult], None],
                 from_file: set[str], device: str, copies: dict[tuple[str, ...], int]):
        self.builder, self.problem, self.site, self.timed_sets = builder, problem, site, timed_sets
        self.options, self.progress, self.known, self.record = options, progress, known, record
        self.from_file, self.device, self.copies = from_file, device, copies  # buffer copies per timed size set
        self.builds: list[KernelBuild] = []
        self.results: dict[int, CandidateResult] = {}
        self.base_side: Optional[Side] = None
        self.screened: list[tuple[float, int]] = []

    def pending(self, c: Configuration) -> bool:
        """A verdict recorded before the interruption stands: its candidate is built again only
        if it may still be confirmed (screened faster, not confirmed yet)."""
        was = self.known.get(config_key(c)) if self.options.timed else None
        return was is None or (was.error is None and not was.confirmed and was.refused is None
                               and was.screen_ratio is not None and was.screen_ratio < 1.0)

    def build(self, configs: Sequence[Configuration], where: Path, round_no: int) -> bool:
        """A round's configurations built (the default too, the first time) and their verdicts
        begun; whether any built (or stands screened from before the interruption)."""
        offset = len(self.builds)
        self.progress(f"  compiling {sum(1 for c in configs if self.pending(c))} candidate(s) into benchmarks of {self.site}")
        default, made = build_kernels(self.builder, self.problem, self.site, [c for c in configs if self.pending(c)],
                                      self.timed_sets[0][1], where, with_default=self.base_side is None)
        if self.base_side is None:
            self.base_side = Side(default.vmfb, "", self.device, standalone=True)
            inputs = self.timed_sets[0][0]
            if self.copies[inputs] > 1 and self.options.timed:
                self.progress(f"  timing cold: {self.site}'s buffers in {self.copies[inputs]} copies at "
                              f"{' '.join(inputs)}, more than the last-level cache")
        by_config = {config_key(b.config): b for b in made}
        for c in configs:
            k = len(self.builds)
            b = by_config.get(config_key(c)) or KernelBuild(c, self.site)
            self.builds.append(b)
            was = self.known.get(config_key(c)) if self.options.timed else None
            mine = config_key(c) in self.from_file
            self.results[k] = (dataclasses.replace(was, round=round_no, from_file=mine) if was is not None
                               else CandidateResult(c, error=b.error, round=round_no, from_file=mine))
        return any(b.vmfb is not None or (self.results[k].error is None and self.results[k].screen_ratio is not None)
                   for k, b in enumerate(self.builds[offset:], offset))

    def screen(self, offset: int) -> None:
        """The builds from `offset` on screened against the default (a verdict from before the
        interruption taken as it is)."""
        for k in range(offset, len(self.builds)):
            b, was = self.builds[k], self.known.get(config_key(self.builds[k].config))
            if was is not None:
                if was.error is None and was.screen_ratio is not None and was.screen_ratio < 1.0:
                    self.screened.append((was.screen_ratio, k))
                continue
            if b.vmfb is None:
                self.record(self.results[k])
                continue
            self.progress(f"  screening candidate {k + 1} of {len(self.builds)}: {b.config.label}")
            timing = _pair(self.base_side, b, self.timed_sets[0], self.options.screen, self.options,
                           self.copies[self.timed_sets[0][0]])
            if timing.verdict.startswith("failed"):
                self.results[k] = dataclasses.replace(self.results[k], error=timing.verdict)
                self.record(self.results[k])
                continue
            self.results[k] = dataclasses.replace(self.results[k], screen_ratio=timing.ratio)
            self.record(self.results[k])
            if timing.ratio is not None and timing.ratio < 1.0:
                self.screened.append((timing.ratio, k))

    def finalists(self) -> list[tuple[float, int]]:
        """The fastest screened, confirmed at every timed size set: (predicted ratio, index) of
        those faster at the heaviest and slower at none."""
        winners: list[tuple[float, int]] = []
        for _, k in sorted(self.screened)[: self.options.finalists]:
            if self.results[k].confirmed:  # confirmed before the interruption
                confirmed, predicted = self.results[k].confirmed, self.results[k].predicted_ratio
            else:
                self.progress(f"  confirming {self.builds[k].config.label} at {len(self.timed_sets)} size set(s)")
                confirmed = tuple(_pair(self.base_side, self.builds[k], s, self.options.confirm, self.options,
                                        self.copies[s[0]]) for s in self.timed_sets)
                ratios = [(c.weight_us, c.ratio) for c in confirmed if c.ratio is not None]
                predicted = (sum(w * r for w, r in ratios) / sum(w for w, _ in ratios)) if ratios and sum(w for w, _ in ratios) > 0 else None
                self.results[k] = dataclasses.replace(self.results[k], confirmed=confirmed, predicted_ratio=predicted)
                self.record(self.results[k])
            wins = confirmed[0].verdict == FASTER and not any(c.verdict == SLOWER or c.verdict.startswith("failed") for c in confirmed)
            if wins and predicted is not None:
                winners.append((predicted, k))
        return winners

    def winner(self, winners: list[tuple[float, int]], outputs_check: Optional[_OutputsCheck]
               ) -> tuple[Optional[CandidateResult], Optional[str]]:
        """The best finalist whose model computes the default's outputs; else the first refusal."""
        refusal = None
        for _, k in sorted(winners):
            if self.results[k].refused is None and outputs_check is not None:
                found = outputs_check.check([SpecEntry("p", self.problem.key, self.results[k].config)], f"winner{k}")
                if found is not None and not found.equal:
                    why = f"the model computes other outputs than the default build ({found.why})"
                    self.progress(f"  refused {self.results[k].config.label}: {why}")
                    self.results[k] = dataclasses.replace(self.results[k], refused=why)
                    self.record(self.results[k])
            if self.results[k].refused is not None:
                refusal = refusal or self.results[k].refused
                continue
            return self.results[k], refusal
        return None, refusal


def _search(candidates: _Candidates, loops: LoopShape, first: list[Configuration], space: Sequence[Configuration],
            folder: Path, budget_left: Callable[[], bool]) -> Search:
    """Rounds of candidates, the first `first`, each next one the neighbours of the best screened
    so far, until a round improves on it by less than `IMPROVES` (or the rounds, the budget or
    the space run out); a round none of which built goes on to the next ones."""
    problem, options, progress = candidates.problem, candidates.options, candidates.progress
    best_ratio, best_config = 1.0, problem.default
    configs, round_no, stopped = first, 0, ""
    while True:
        round_no += 1
        offset = len(candidates.builds)
        where = folder if round_no == 1 else folder / f"round{round_no}"
        if round_no > 1:
            progress(f"  search round {round_no}: {len(configs)} neighbour(s) of {best_config.label}")
        built = candidates.build(configs, where, round_no)
        tried = {config_key(b.config) for b in candidates.builds}
        # A round IREE built none of (it refuses some tiles: "large vector sizes") goes on to the
        # configurations nearest the best so far, as if it had not improved nor failed to.
        if not built:
            configs = _next_round(problem, loops, best_config, space, tried, options.candidates - 1)
            if round_no < options.rounds and configs and budget_left():
                progress(f"  none of round {round_no}'s {len(candidates.builds) - offset} candidate(s) built: the next ones")
                continue
            stopped = f"round {round_no}: none of its candidates built" + ("" if configs else ", and none left to try")
            break
        if not options.timed:
            stopped = "not timed: the first round that built a candidate"
            break
        candidates.screen(offset)
        this_round = [(r, k) for r, k in candidates.screened if k >= offset]
        if not this_round or min(this_round)[0] >= best_ratio * (1.0 - IMPROVES):
            stopped = (f"round {round_no} improved on no screened ratio by {IMPROVES:.0%} "
                       f"(the best so far {best_ratio:.3f}x)")
            break
        best_ratio, k = min(this_round)
        best_config = candidates.builds[k].config
        configs = _next_round(problem, loops, best_config, space, tried, options.candidates - 1)
        stopped = _stop(round_no, options, budget_left, configs)
        if stopped:
            break
    return Search(len(candidates.builds), round_no, stopped)


def _stop(round_no: int, options: TuneOptions, budget_left: Callable[[], bool], configs: Sequence[Configuration]) -> str:
    """Why the search stops after an improving round ("": it goes on)."""
    if round_no >= options.rounds:
        return f"{options.rounds} round(s), the most asked for"
    if not budget_left():
        return "the budget ran out"
    if not configs:
        return "no configuration of the space left to try"
    return ""


def _next_round(problem: TuningProblem, loops: LoopShape, best: Configuration, space: Sequence[Configuration],
                tried: set[str], count: int) -> list[Configuration]:
    """A search round's configurations: `count` neighbours of `best` not `tried` yet (a
    contraction's from `cpu_neighbours`, another kind's the nearest of its `space`)."""
    if problem.key.kind in MATRIX_KINDS and isinstance(best, CpuConfig) and isinstance(problem.default, CpuConfig):
        near = contraction_neighbours(best, loops, problem.cpu_target(), default=problem.default)
        found = [c for c in near if config_key(c) not in tried][:count]
        if found:
            return found
    return _neighbours(best, [c for c in space if config_key(c) not in tried], count)


def _neighbours(best: Configuration, space: Sequence[Configuration], count: int) -> list[Configuration]:
    """The `count` configurations of `space` nearest `best` (its tiles, level by level, on a log
    scale), ties in the space's order (its cost model's)."""
    if count < 1:
        return []
    if not isinstance(best, CpuConfig):  # a GPU kernel's (shark-ai's): the next of the space, in its order
        return list(space[:count])
    near = [(_distance(best, c), n, c) for n, c in enumerate(space) if isinstance(c, CpuConfig)]
    return [c for _, _, c in sorted(near, key=lambda item: item[:2])[:count]]


def _distance(a: CpuConfig, b: CpuConfig) -> float:
    distance = 0.0 if a.translation_info == b.translation_info else 1.0
    for name, sizes in a.tiles:
        other = b.level(name) or (0,) * len(sizes)
        distance += sum(abs(math.log2(x + 1) - math.log2(y + 1)) for x, y in zip(sizes, other))
    return distance


def _cache_state(opened: ExtractOutput, site: str, params: dict, options: TuneOptions) -> TimedCache:
    """How the problem timed at `site` is timed (`params`: every dispatch at its heaviest size set)."""
    if options.cache is not None:
        return TimedCache(options.cache, "asked for")
    info = next(d for d in opened.manifest.dispatches if d.name == site)
    llc = last_level_cache_bytes(opened.device, opened.manifest.target_chip)
    return timed_cache(info, params[site], list(params.values()), llc)


def _copies(opened: ExtractOutput, site: str, dims: Sequence[int], state: Cache) -> int:
    """The buffer copies `site`'s benchmark cycles through at `dims` (1: warm)."""
    if state is not Cache.cold:
        return 1
    params = next(p for p in opened.queries.query(dims=dims) if p.name == site)
    llc = last_level_cache_bytes(opened.device, opened.manifest.target_chip)
    return copies_at(next(d for d in opened.manifest.dispatches if d.name == site), params, state, llc)


def _pair(base: Side, build: KernelBuild, size_set, pairs: PairOptions, options: TuneOptions,
          copies: int = 1) -> SizeSetTiming:
    """`copies`: the buffer copies both sides cycle through (1: warm; `timed_cache`)."""
    inputs, dims, weight = size_set
    base = dataclasses.replace(base, copies=copies)
    new = Side(build.vmfb, "", base.device, standalone=True, copies=copies)
    (samples,) = time_pairs(base, new, [build.site], dims, pairs)
    row = judge(samples, 0, options.threshold, options.alpha)
    if samples.error:
        return SizeSetTiming(inputs, weight, None, None, f"failed ({samples.failed_side}): {samples.error}", None)
    return SizeSetTiming(inputs, weight, row.ratio, row.interval, row.verdict, row.base_median_us)


def _applies(model: Path, opened: ExtractOutput, spec: Path, work: Path) -> dict[str, str]:
    """Export -> the spec entry that configured it, in the model's own compile with the spec."""
    options = compiler.CompileOptions.of(opened.manifest)
    options = dataclasses.replace(options, iree_flags=tuned_flags(options.iree_flags, spec, options.target))
    configured = work / "model.tuned.configured.mlir"
    compiler.to_configured(model, configured, options, without_weights=True).run(timeout_s=MODEL_COMPILE_TIMEOUT_S)
    found = applied(configured_ir.parse(configured))
    return {export: entry for (_, _, export), entry in found.items()}


def _verify_model(model: Path, opened: ExtractOutput, spec: Path, size_sets: Sequence[PlannedSizeSet],
                  options: TuneOptions, work: Path, progress: Progress, parameters: Sequence[tuple[str, str]] = (),
                  predicted: Optional[dict[str, tuple[Sequence[str], float]]] = None,
                  prebuilt: Optional[tuple[Path, Path]] = None, extra_flags: Sequence[str] = (),
                  aliases: Optional[dict[str, str]] = None) -> list[ModelTiming]:
    """The model as extracted and with the spec, at the traffic's heaviest size sets: `ab_models`
    (its wall time in paired calls; each export's in-model time in profiled batches paired by
    round, its dispatches' events in the profile). `predicted`: per tuned problem's entry, its
    exports and its isolated ratio; `prebuilt`: the two builds, made with the same flags by the
    outputs' check; `extra_flags`: the preprocessing spec's, for a build by size range, whose
    variants' exports (`aliases`: name -> its chain's head) count as their head's."""
    from ..run.ab import MODEL_ROW, ModelPairOptions, ab_models

    flags = opened.manifest.compile_flags
    if prebuilt is not None:
        base_vmfb, tuned_vmfb = prebuilt
    else:
        base_vmfb, tuned_vmfb = work / "model.vmfb", work / "model.tuned.vmfb"
        progress("building the model with and without the spec")
        compiler.standalone_to_vmfb(model, base_vmfb, flags).run(timeout_s=MODEL_COMPILE_TIMEOUT_S)
        compiler.standalone_to_vmfb(model, tuned_vmfb, tuned_flags(flags, spec, opened.manifest.target, extra_flags)
                                    ).run(timeout_s=MODEL_COMPILE_TIMEOUT_S)
    ranked = sorted(size_sets, key=lambda s: -s.weight_us)
    chosen = ranked if options.verify == "all" else ranked[: options.verify_top]
    entries = predicted or {}
    predicted_of = {e: ratio for exports, ratio in entries.values() for e in exports}
    rows = []
    for k, s in enumerate(chosen):
        progress(f"timing the model with and without the spec at {' '.join(s.inputs)} ({k + 1} of {len(chosen)})")
        try:
            diff = ab_models(base_vmfb, tuned_vmfb, s.inputs, options.model_rounds, function=opened.manifest.function,
                             device=opened.device, threshold=options.threshold, alpha=options.alpha, calls=options.model,
                             parameters=parameters, aliases=aliases)
        except DynbenchError as e:
            rows.append(ModelTiming(s.inputs, s.weight_us, None, None, None, None, "failed", str(e)))
            continue
        model_row = next(r for r in diff.rows if r.name == MODEL_ROW)
        exports = [r for r in diff.rows if r.name != MODEL_ROW and r.base and r.new and r.base.ok and r.new.ok]
        tuned = [r for r in exports if r.name in predicted_of]
        dispatch = _round_ratio(exports)
        mine = _round_ratio(tuned)
        base_total = sum(r.base_median_us or 0.0 for r in exports)
        saved = sum((r.base_median_us or 0.0) * (1.0 - predicted_of[r.name]) for r in tuned)
        problems = []
        for entry, (names, ratio) in entries.items():
            own = [r for r in tuned if r.name in set(names)]
            if own:
                problems.append(ProblemInModel(entry, sum(r.base_median_us or 0.0 for r in own),
                                               sum(r.new_median_us or 0.0 for r in own), *_round_ratio(own), ratio))
        rows.append(ModelTiming(
            s.inputs, s.weight_us, model_row.base_median_us, model_row.new_median_us, model_row.ratio, model_row.interval,
            model_row.verdict, None, *dispatch, *mine, 1.0 - saved / base_total if base_total > 0 else None,
            tuple(problems)))
    return rows


def _round_ratio(rows) -> tuple[Optional[float], Optional[tuple[float, float]]]:
    """The median over rounds of (sum of `rows`' NEW times) / (sum of their BASE times), and its interval."""
    import statistics

    from ..run.stopping import median_interval

    if not rows:
        return None, None
    count = min(min(len(r.base.times_us), len(r.new.times_us)) for r in rows)
    ratios = [sum(r.new.times_us[k] for r in rows) / sum(r.base.times_us[k] for r in rows) for k in range(count)
              if sum(r.base.times_us[k] for r in rows) > 0]
    if not ratios:
        return None, None
    return statistics.median(ratios), median_interval(ratios)


def write_output(result: TuneResult, output: Path) -> None:
    """OUT/tuning_spec.mlir (when a problem was tuned) and OUT/tune.json, as a whole."""
    with outputs.staged_directory(output, outputs.TUNE_OUTPUT) as staging:
        layout = TuneDir(staging)
        if result.spec_text is not None:
            layout.spec.write_text(result.spec_text)
        if result.specialization_text is not None:
            layout.specialization.write_text(result.specialization_text)
        layout.report.write_text(json.dumps(to_json(result), indent=2, allow_nan=False) + "\n")


def _timing_json(t: SizeSetTiming) -> dict:
    return {"inputs": list(t.inputs), "weight_us": t.weight_us, "ratio": t.ratio,
            "interval": list(t.interval) if t.interval else None, "verdict": t.verdict, "default_us": t.default_us}


def _candidate_json(c: CandidateResult) -> dict:
    return {**c.config.to_json(), "error": c.error, "screen_ratio": c.screen_ratio,
            "confirmed": [_timing_json(t) for t in c.confirmed], "predicted_ratio": c.predicted_ratio,
            "refused": c.refused, "round": c.round, "from_config_file": c.from_file}


def problem_json(p: ProblemResult) -> dict:
    """One problem as tune.json (and the checkpoint) records it."""
    return {
        "problem": p.problem, "kind": str(p.kind), "exports": list(p.exports), "dispatches": list(p.dispatches),
        "weighted_us": p.weighted_us, "share": p.share, "timed_on": p.site, "outcome": p.outcome,
        "entry": p.entry if p.outcome in (TUNED, UNTIMED) else None, "applies_to": list(p.applies_to),
        "default": p.default.to_json(), "chosen": _candidate_json(p.chosen) if p.chosen else None,
        "predicted_saving_us": p.predicted_saving_us,
        "search": ({"tried": p.search.tried, "rounds": p.search.rounds, "stopped": p.search.stopped}
                   if p.search else None),
        "timed_cache": p.timed_cache.value, "timed_cache_why": p.timed_cache_why,
        "candidates": [_candidate_json(c) for c in p.candidates],
        **({"ranges": [range_json(r) for r in p.ranges]} if p.ranges else {}),
    }


def range_json(r: RangeResult) -> dict:
    """One size range of a problem (`--ranges`): its bounds per dynamic loop, its traffic, what serves it."""
    return {"bounds": [{"loop": loop, "umin": b.umin, "umax": b.umax, "udiv": b.udiv} for loop, b in zip(r.loops, r.bounds)],
            "share": r.share, "weighted_us": r.weighted_us, "size_sets": [list(s) for s in r.size_sets],
            "outcome": r.outcome, "entry": r.entry,
            "chosen": _candidate_json(r.chosen) if r.chosen else None,
            "predicted_ratio": r.chosen.predicted_ratio if r.chosen else None, "applies_to": list(r.applies_to),
            "considered": [{"config": c.label, "whole_traffic": c.whole_traffic, "ratio": c.ratio} for c in r.considered]}


def problem_from_json(data: dict) -> ProblemResult:
    """A problem of the checkpoint read back. Untrusted: anything that is not what tune writes
    (types, tiles that are not positive integers, configurations IREE does not parse, numbers
    that are not finite, a kept outcome without its configuration) raises ValueError."""
    candidates = tuple(_candidate(c) for c in _items(data["candidates"]))
    chosen = _candidate(data["chosen"]) if data["chosen"] is not None else None
    outcome = _text(data["outcome"])
    if outcome in (TUNED, UNTIMED) and chosen is None:
        raise ValueError(f"outcome {outcome!r} without the configuration chosen")
    search = data["search"]
    found_search = None if search is None else Search(_count(search["tried"]), _count(search["rounds"]),
                                                      _text(search["stopped"]))
    return ProblemResult(_text(data["problem"]), tuple(_text(e) for e in _items(data["exports"])),
                         tuple(_text(d) for d in _items(data["dispatches"])), _finite(data["weighted_us"]),
                         _finite(data["share"]), _text(data["timed_on"]), _config(data["default"]), candidates, chosen,
                         outcome, kind=_kind(data["kind"]), search=found_search,
                         timed_cache=Cache(_text(data.get("timed_cache", Cache.warm.value))),
                         timed_cache_why=_text(data.get("timed_cache_why", "")))


def candidate_from_json(data: dict) -> CandidateResult:
    """One candidate's verdict of the checkpoint read back (untrusted, as `problem_from_json`)."""
    _text(data[CANDIDATE_OF])
    return _candidate(data)


def config_key(config: Configuration) -> str:
    """What identifies a candidate across an interruption: its configuration, as JSON."""
    return json.dumps(config.to_json(), sort_keys=True)


def _text(v) -> str:
    if not isinstance(v, str):
        raise ValueError(f"{v!r} is not a string")
    return v


def _kind(v) -> Kind:
    if _text(v) not in Kind._value2member_map_:
        raise ValueError(f"{v!r} is no problem kind ({', '.join(k.value for k in Kind)})")
    return Kind(v)


def _finite(v) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise ValueError(f"{v!r} is not a finite number")
    return float(v)


def _count(v) -> int:
    if type(v) is not int or v < 0:
        raise ValueError(f"{v!r} is not a count")
    return v


def _number(v) -> Optional[float]:
    return None if v is None else _finite(v)


def _items(v) -> list:
    if not isinstance(v, list):
        raise ValueError(f"{v!r} is not a list")
    return v


def _tile(v) -> int:
    if type(v) is not int or not 0 <= v <= 1 << 20:
        raise ValueError(f"tile {v!r} is not an integer from 0 to {1 << 20}")
    return v


def _config(d: dict) -> Configuration:
    if "compilation_info" in d and DECOMPOSITION in d:  # a GPU attention's: its matmuls' layouts too
        found: Configuration = AttentionConfig(_text(d["compilation_info"]), _text(d[DECOMPOSITION]))
    elif "compilation_info" in d:
        found = OpaqueConfig(_text(d["compilation_info"]))
    else:
        levels = d["lowering_config"]
        if not isinstance(levels, dict) or not levels:
            raise ValueError("lowering_config is not a mapping of levels")
        found = CpuConfig(tuple((_text(name), tuple(_tile(v) for v in sizes)) for name, sizes in levels.items()),
                          _text(d["translation_info"]))
    try:
        context = new_context()
        with context:
            found.compilation_info(context)  # what IREE would be given: it must parse
            if isinstance(found, AttentionConfig):
                found.decomposition_config(context)
    except Exception as e:  # ir.MLIRError, or an attribute of another kind
        raise ValueError(f"a configuration IREE does not parse ({first_line(e)})") from None
    return found


def _timing(d: dict) -> SizeSetTiming:
    interval = d["interval"]
    return SizeSetTiming(tuple(_text(i) for i in _items(d["inputs"])), _finite(d["weight_us"]), _number(d["ratio"]),
                         None if interval is None else (_finite(interval[0]), _finite(interval[1])), _text(d["verdict"]),
                         _number(d["default_us"]))


def _candidate(d: dict) -> CandidateResult:
    if type(d["from_config_file"]) is not bool:
        raise ValueError("from_config_file is not a boolean")
    return CandidateResult(_config(d), None if d["error"] is None else _text(d["error"]), _number(d["screen_ratio"]),
                           tuple(_timing(t) for t in _items(d["confirmed"])), _number(d["predicted_ratio"]),
                           None if d["refused"] is None else _text(d["refused"]), _count(d["round"]),
                           d["from_config_file"])


def to_json(result: TuneResult) -> dict:
    """tune.json (schema in docs/artifacts.md)."""
    return {
        "schema_version": TUNE_SCHEMA_VERSION, "generator": GENERATOR, "kind": TUNE_KIND,
        "directory": str(result.directory), "spec": TuneDir.SPEC if result.spec_text is not None else None,
        "flags": list(result.flags), "build_command": list(result.build_command), "baseline_spec": result.baseline_spec, "total_us": result.total_us,
        "predicted_ratio": result.predicted_ratio, "measured_ratio": result.measured_ratio,
        "predicted_dispatch_ratio": result.predicted_dispatch_ratio,
        "measured_dispatch_ratio": result.measured_dispatch_ratio,
        "elapsed_s": result.elapsed_s,
        "problems": [{**problem_json(p), "in_model_ratio": result.in_model_ratio(p.entry) if p.entry else None}
                     for p in result.problems],
        "untunable": [{"export": e, "reason": why} for e, why in result.untunable.items()],
        "budget_left_out": list(result.budget_left_out),
        "reach": reach_json(result.reach) if result.reach is not None else None,
        "output_check": (None if result.outputs is None else
                         {"inputs": list(result.outputs.inputs), "equal": result.outputs.equal,
                          "max_abs_diff": result.outputs.max_abs_diff, "nans_added": result.outputs.nans_added,
                          "why": result.outputs.why or None}),
        "model": [{"inputs": list(m.inputs), "weight_us": m.weight_us, "base_us": m.base_us, "tuned_us": m.tuned_us,
                   "ratio": m.ratio, "interval": list(m.interval) if m.interval else None, "verdict": m.verdict,
                   "error": m.error, "dispatch_ratio": m.dispatch_ratio,
                   "dispatch_interval": list(m.dispatch_interval) if m.dispatch_interval else None,
                   "tuned_exports_ratio": m.tuned_exports_ratio,
                   "tuned_exports_interval": list(m.tuned_exports_interval) if m.tuned_exports_interval else None,
                   "predicted_dispatch_ratio": m.predicted_dispatch_ratio,
                   "problems": [{"entry": p.entry, "base_us": p.base_us, "tuned_us": p.tuned_us, "ratio": p.ratio,
                                 "interval": list(p.interval) if p.interval else None,
                                 "predicted_ratio": p.predicted_ratio} for p in m.problems]} for m in result.model],
        "notes": list(result.notes),
        **({"ranges": result.ranges, "specialization": TuneDir.SPECIALIZATION if result.specialization_text is not None
            else None} if result.ranges > 1 else {}),
        **({"baseline_specialization": result.baseline_specialization} if result.baseline_specialization else {}),
    }
