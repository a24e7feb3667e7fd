"""Every option and argument of `dynbench`, each once, as an `Annotated` alias the commands share.

A help text is written here once: a command whose option means something else (`sweep --inputs`
is a size set, `run --inputs` one shape per argument) has its own alias, named for what it says."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..choices import Cache, ExportFlavour, Flavour, Method, OutputFormat, PlanView, RunView, Sort, Verify

# --- what to open and which sizes

ModelArg = Annotated[Path, typer.Argument(help="Model: MLIR text or bytecode in any input dialect iree-compile accepts.")]
CompareModelArg = Annotated[Path, typer.Argument(help="The model DIR was extracted from.")]
DirArg = Annotated[Path, typer.Argument(help="Output directory of `dynbench extract`.")]
ExtractInputsOpt = Annotated[list[str], typer.Option("--inputs", help="Input shape (42x1024xf32), one per entry argument, in order.")]
InputsOpt = Annotated[list[str], typer.Option("--inputs", help="Input shape (42x1024xf32), one per entry argument; default: the extract sizes.")]
SizeSetInputsOpt = Annotated[list[str], typer.Option("--inputs", help="Input shape (42x1024xf32), one per entry argument: together one size set.")]
SweepInputsOpt = Annotated[list[str], typer.Option("--inputs", help="One size set: comma-separated input shapes (repeatable).")]
SetOpt = Annotated[list[str], typer.Option("--set", help="One size set: input shapes separated by spaces or commas (repeatable).")]
SizesOpt = Annotated[Optional[Path], typer.Option("--sizes", help="Size log: one size set per line (shapes separated by spaces; '#' comments; a repeated line counts again), or COUNT<TAB>shapes, or JSON Lines {\"inputs\": [...], \"count\": N}.")]
RunSizesOpt = Annotated[Optional[Path], typer.Option("--sizes", help="Size log: time every distinct size set of it (one per line, or COUNT<TAB>shapes, or JSON Lines), instead of one --inputs set; with --device repeated, --cpus or --ray, on a fleet of workers.")]
DimOpt = Annotated[list[str], typer.Option("--dim", help="NAME=START..STOP[:xFACTOR|:+STEP] over a dim of shapes.json input_dims or a symbol of its symbols; every dim of the symbol moves (repeatable: cartesian product). The step is x2 when not given; STOP is a size only where a step lands on it.")]

# --- extract

OutputOpt = Annotated[Path, typer.Option("-o", "--output", help="Output directory.")]
FunctionOpt = Annotated[Optional[str], typer.Option("--function", help="Entry point (default: the only public function).")]
TargetOpt = Annotated[str, typer.Option("--target", help="IREE backend (llvm-cpu, rocm, cuda, vulkan-spirv, vmvx) or device name (local, hip, amdgpu, cuda, vulkan).")]
TargetChipOpt = Annotated[Optional[str], typer.Option("--target-chip", help="Chip: host (CPU default), gfx942, gfx1100, sm_80, ... (a GPU target needs one; or give its flag, e.g. --iree-flag=--iree-rocm-target=gfx942).")]
IreeFlagOpt = Annotated[list[str], typer.Option("--iree-flag", help="Extra iree-compile flag (repeatable); not one dynbench sets itself (--compile-to, --compile-from, --emit-mlir-bytecode, -o, ...).")]

# --- which dispatches

_SELECT = ("a name (one call site), an export (every call site of it) or an index in shapes.json "
           "(repeatable; default: all)")
_FILTER = ("Only dispatches whose full name matches this regular expression anywhere (Python re.search, as "
           "Google Benchmark's --benchmark_filter)")
RunDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to time: {_SELECT}.")]
SweepDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to sweep: {_SELECT}.")]
ExportDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to write tuner files of: {_SELECT}.")]
ShapesDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to list: {_SELECT}.")]
AbDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to compare: {_SELECT}.")]
PlanDispatchOpt = Annotated[list[str], typer.Option("--dispatch", help=f"Dispatch to weigh: {_SELECT}.")]
ShowDispatchArg = Annotated[str, typer.Argument(help="Dispatch to show: a name, an export (its first call site) or an index in shapes.json.")]
FilterOpt = Annotated[Optional[str], typer.Option("--filter", metavar="REGEX", help=f"{_FILTER}.")]
FilterWithDispatchOpt = Annotated[Optional[str], typer.Option("--filter", metavar="REGEX", help=f"{_FILTER}; with --dispatch, those both select.")]

# --- where it is timed

DeviceOpt = Annotated[Optional[str], typer.Option("--device", help="IREE runtime device: local-task, hip, cuda, vulkan, or a URI such as cuda://1 (default: the one extract recorded for its target).")]
DevicesOpt = Annotated[list[str], typer.Option("--device", help="IREE runtime device (default: the one extract recorded). Repeatable: one worker process per device (hip://0 --device hip://1, cuda://GPU-<uuid>, hip://* for all of a driver's).")]
CpusOpt = Annotated[list[str], typer.Option("--cpus", help="A CPU worker on the local-task device pinned to these cores (taskset -c list: 0-3, 0,2). Repeatable: one worker each, core sets disjoint.")]
RayOpt = Annotated[Optional[str], typer.Option("--ray", metavar="ADDRESS", help="Run the workers as Ray actors on the cluster at ADDRESS ('auto': the one this machine is in), one per GPU, or per --cpus set; needs iree-dynbench[dist].")]
ToleranceOpt = Annotated[float, typer.Option("--device-tolerance", help="Flag a worker whose reference time is off the workers' median, or drifted between before and after, by more than this fraction.")]
StrictOpt = Annotated[bool, typer.Option("--strict-devices", help="Exit 1 when a worker is flagged (--device-tolerance).")]
MixedOpt = Annotated[bool, typer.Option("--allow-mixed-devices", help="Allow devices of different chips in one fleet.")]
ResumeOpt = Annotated[bool, typer.Option("--resume", help="Continue an interrupted run from its checkpoint, without timing its finished items again.")]
PlanResumeOpt = Annotated[bool, typer.Option("--resume", help="Continue an interrupted plan from its checkpoint (beside --json FILE), without timing its finished items again.")]

# --- how it is timed

MinTimeOpt = Annotated[float, typer.Option("--min-time", help="Seconds of timed dispatches per dispatch, over all repetitions.")]
RepetitionsOpt = Annotated[int, typer.Option("--repetitions", help="Timed repetitions per dispatch.")]
AdaptiveMinTimeOpt = Annotated[Optional[float], typer.Option("--min-time", help="Fixed effort: seconds of timed dispatches per dispatch, over exactly --repetitions repetitions (default: adaptive, see --max-time).")]
AdaptiveRepetitionsOpt = Annotated[int, typer.Option("--repetitions", help="Timed repetitions per dispatch (adaptive: at least this many).")]
MaxTimeOpt = Annotated[Optional[float], typer.Option("--max-time", help="Adaptive: stop timing a dispatch after this many seconds, precise or not (default 0.2).")]
PrecisionOpt = Annotated[Optional[float], typer.Option("--precision", help="Adaptive: stop when the 95% confidence interval of the median is within this fraction of it (default 0.05).")]
RoundsOpt = Annotated[Optional[int], typer.Option("--rounds", help="Adaptive --method profile: profiling rounds at most (one iree-run-module each; default 6). A dispatch's repetitions come from 4 of them at least.")]
EachSiteOpt = Annotated[bool, typer.Option("--each-site", help="Time every call site, also those doing the same work as another (one kernel at the same workgroup count, push constants and binding sizes, those it uses only as byte offsets left out; by default timed once, the timing reported on each with the count).")]
PlanRoundsOpt = Annotated[int, typer.Option("--rounds", min=1, help="Profiling rounds (processes) a work item takes at most (run takes 6, so two runs can be diffed; a plan's hundreds of items average out).")]
BudgetOpt = Annotated[Optional[float], typer.Option("--budget", min=0.0, help="Seconds of timing at most; the size sets left out (the lightest) are named.")]
CacheOpt = Annotated[Cache, typer.Option(
    "--cache",
    help="warm: every repetition on the same buffers (as upstream benchmarks); cold: each on its own copy "
    "of the buffers, enough copies to outgrow the last-level cache (slower to run: each dispatch's copies are zero-filled first).",
)]
CacheBytesOpt = Annotated[Optional[int], typer.Option(
    "--cache-bytes",
    help="Last-level cache size in bytes that --cache cold outgrows (default: this machine's for a CPU device; "
    "for a GPU, a per-chip table in iree_dynbench/run/cache_state.py).",
)]
MethodOpt = Annotated[Method, typer.Option(
    "--method",
    help="profile: the device times each dispatch (HAL profiling), every dispatch in one call; calls: the wall "
    "time of benchmark calls from Python, (T(N) - T(0)) / N; auto: profile, or calls for --flavour static "
    "(--min-time is a fixed effort of the same method).",
)]
FlavourOpt = Annotated[Flavour, typer.Option("--flavour", help="static: also time each dispatch's static-specialized kernel (compiled once, cached under DIR/static/) and show dynamic/static.")]

# --- what is written

FormatOpt = Annotated[OutputFormat, typer.Option("--format", help="Output on stdout.")]
RunJsonOpt = Annotated[Optional[Path], typer.Option("--json", help="Also write Google Benchmark JSON to this file ('-': standard output, the rest to stderr).")]
ShapesJsonOpt = Annotated[Optional[Path], typer.Option("--json", help="Write the shape list as JSON (schema: iree_dynbench/tune/shape_list.py; '-': standard output, the rest to stderr).")]
PlanJsonOpt = Annotated[Optional[Path], typer.Option("--json", help="Also write the plan as JSON to this file ('-': standard output).")]
SortOpt = Annotated[Sort, typer.Option("--sort", help="Table order: index (shapes.json's, the model's) or time (the slowest first).")]
RunTopOpt = Annotated[Optional[int], typer.Option("--top", min=1, help="Only the first N rows of the table (after --sort); JSON and CSV keep every dispatch.")]
SweepOutputOpt = Annotated[Path, typer.Option("-o", "--output", help="Directory for sweep.csv, sweep.json, sweep.png.")]
SweepTopOpt = Annotated[int, typer.Option("--top", min=1, help="Dispatches to plot (largest total time).")]
SweepPlotOpt = Annotated[bool, typer.Option("--plot/--no-plot", help="Write sweep.png (drawn once the CSV and JSON are written).")]
PlanPlotOpt = Annotated[Optional[Path], typer.Option("--plot", help="Also write the cumulative share of dispatch time against the number of problems (PNG; drawn once the JSON is written).")]
ByOpt = Annotated[PlanView, typer.Option("--by", help="Rank distinct problems (what the tuner tunes), the model's call sites, or its kernels (exports: their problems summed), in the table and CSV (the JSON has all three).")]
RunByOpt = Annotated[RunView, typer.Option("--by", help="A row per call site (dispatch), or per kernel (export: its call sites' medians summed, their spread), in the table and CSV (the JSON keeps every call site).")]
ShapesByOpt = Annotated[RunView, typer.Option("--by", help="A table row per call site (dispatch), or per kernel (export: its call sites, their distinct problems over the size sets, the most frequent); the JSON keeps every call site.")]
PlanTopOpt = Annotated[Optional[int], typer.Option("--top", min=1, help="Only the N heaviest rows of the table; JSON and CSV keep every row.")]
SourceOpt = Annotated[bool, typer.Option("--source/--no-source", help="Print the kernel's hal.executable.")]

# --- diff

BaseArg = Annotated[Path, typer.Argument(help="Results of the baseline: `dynbench run --json` or `--format json`, or stock iree-benchmark-module --benchmark_format=json.")]
NewArg = Annotated[Path, typer.Argument(help="Results to judge, in any of the same forms.")]
ThresholdOpt = Annotated[float, typer.Option("--threshold", help="NEW/BASE ratio of the medians above which a dispatch is slower (when significant).")]
AlphaOpt = Annotated[float, typer.Option("--alpha", help="Significance level of the Mann-Whitney U test over the repetitions.")]
AllowMismatchOpt = Annotated[bool, typer.Option("--allow-mismatch", help="Compare runs timed differently (method, device, caches, target, versions) anyway; the output says what differs.")]

# --- ab

AbBaseArg = Annotated[Optional[Path], typer.Argument(help="The baseline build: an output directory of `dynbench extract` (or none, with --model).", show_default=False)]
AbNewArg = Annotated[Optional[Path], typer.Argument(help="The build to judge: another extract of the same model (other compiler, flags, tuning spec or version).", show_default=False)]
AbModelsOpt = Annotated[list[str], typer.Option("--model", metavar="VMFB", help="Instead of two extracts, two compiled models (BASE's, then NEW's): the whole model's time per call and each export's in-model time, with --inputs (every argument's).")]
AbThresholdOpt = Annotated[float, typer.Option("--threshold", help="NEW/BASE ratio beyond which a dispatch is slower (or faster) when its pairs' median ratio's 95% interval clears it.")]
AbAlphaOpt = Annotated[float, typer.Option("--alpha", help="Significance level of the signed-rank test over the pairs' ratios.")]
AbAllowMismatchOpt = Annotated[bool, typer.Option("--allow-mismatch", help="Compare builds for different devices or targets anyway; the output says what differs.")]
PairsOpt = Annotated[int, typer.Option("--pairs", help="Pairs per dispatch at least (a pair: BASE's and NEW's calls, a few milliseconds apart, in a random order), spread over 8 worker processes.")]
MaxPairsOpt = Annotated[int, typer.Option("--max-pairs", help="Pairs per dispatch at most: more are taken (in up to 16 worker processes) while the median ratio's interval is wider than 2% of it.")]
PairMaxTimeOpt = Annotated[float, typer.Option("--max-time", help="Seconds of calls per dispatch (both builds) after which no more pairs are taken, once --pairs are in.")]
DuetOpt = Annotated[bool, typer.Option("--duet", help="Time BASE and NEW at the same time, one process each pinned to its --cpus set (BASE's first), so both see the same interference.")]
DuetCpusOpt = Annotated[list[str], typer.Option("--cpus", help="With --duet: BASE's cores, then NEW's (taskset -c lists, disjoint).")]
ModelRoundsOpt = Annotated[int, typer.Option("--rounds", help="With --model: paired batches of profiled model runs (each export's in-model time).")]
ModelRunsOpt = Annotated[int, typer.Option("--runs", help="With --model: model runs per batch.")]
SeedOpt = Annotated[Optional[int], typer.Option("--seed", help="Seed of the random orders (default: a fresh one).")]
ModelFunctionOpt = Annotated[str, typer.Option("--function", help="With --model: the function to call.")]
AbDeviceOpt = Annotated[Optional[str], typer.Option("--device", help="IREE runtime device of both builds (default: the one each extract recorded; local-task for --model).")]
AbJsonOpt = Annotated[Optional[Path], typer.Option("--json", help="Also write the comparison as JSON to this file ('-': standard output).")]

# --- export

ExportFlavourOpt = Annotated[ExportFlavour, typer.Option("--flavour", help="dynamic: the model's kernel, sizes at run time; static: the kernel specialized to the sizes before configuration; both.")]
ExportOutputOpt = Annotated[Path, typer.Option("-o", "--output", help="Output directory (OUTDIR/<sizes-tag>/<dispatch>_<flavour>_benchmark.mlir, index.json).")]
PlanFileOpt = Annotated[Optional[Path], typer.Option("--plan", help="A plan of dynbench plan --json: write the worklist instead, the static file of each problem that pays (--cover, --top), a dynamic file per export, and OUTDIR/worklist.json.")]
ParametersOpt = Annotated[list[str], typer.Option("--parameters", help="scope=FILE.irpa: an archive of the model's external parameters, as iree-run-module takes it (repeatable); none given, each parameter the model declares is a zero splat (timing needs no real weights).")]
TieOpt = Annotated[list[str], typer.Option("--tie", help="NAME=NAME[=NAME...]: input dims the model takes as one size where its IR records no tie (an export without symbolic shapes; repeatable): sizes that differ are then refused, sweeps move them together.")]
TuneOutputOpt = Annotated[Path, typer.Option("-o", "--output", help="Output directory: OUT/tuning_spec.mlir (one transform library, an entry per problem tuned) and OUT/tune.json.")]
TunePlanOpt = Annotated[Optional[Path], typer.Option("--plan", help="A plan of dynbench plan --json to take the traffic from (instead of --sizes).")]
TuneCoverOpt = Annotated[Optional[float], typer.Option("--cover", help="Tune the fewest problems, heaviest first, whose shares of the traffic add up to this (default 0.9).")]
TuneTopOpt = Annotated[Optional[int], typer.Option("--top", min=1, help="Tune the N heaviest problems instead.")]
TuneBudgetOpt = Annotated[Optional[float], typer.Option("--budget", min=0.0, help="Seconds after which no problem is started (0: none is): those left are named and keep IREE's default. Not a hard limit: the problem under way finishes, then the spec's check and the model's timing run (expect about one problem's time more, and the model's).")]
TuneResumeOpt = Annotated[bool, typer.Option("--resume", help="Go on from the checkpoint an interrupted tune into the same -o OUT left: the problems it finished are kept as they are.")]
TuneCacheOpt = Annotated[Optional[Cache], typer.Option(
    "--cache",
    help="How every problem's candidates are timed: warm (repetitions on the same buffers) or cold (cycling through "
    "copies of its buffers that outgrow the last-level cache). Default: per problem, as the model runs the kernel "
    "(cold where the model's other kernels push its operands out between its runs; tune.json `timed_cache`).")]
NoTimeOpt = Annotated[bool, typer.Option("--no-time", help="Generate, build and match the candidates (e.g. for a GPU this machine lacks), time nothing: the spec holds each problem's first candidate built, untimed.")]
CandidatesOpt = Annotated[int, typer.Option("--candidates", min=1, max=64, help="Configurations per problem in the search's first round, IREE's default among them; each later round tries as many neighbours of the best so far.")]
RangesOpt = Annotated[int, typer.Option("--ranges", min=1, max=8, help="Size ranges per problem at most, each configured on its own: the problem searched at sizes spread over its traffic, the ranges where the winner changes built as one export each (OUT/specialization.mlir, a second flag to build with); with --no-time, the ranges of the traffic's modes, a candidate built per range. 1: one configuration per problem.")]
SearchRoundsOpt = Annotated[int, typer.Option("--rounds", min=1, max=32, help="The search's rounds per problem at most: it goes on while a round improves on the best so far, within --budget.")]
TuneConfigOpt = Annotated[Optional[Path], typer.Option("--config", help="A JSON file of configurations to try beside tune's own: a list of {\"export\" or \"problem\": NAME, \"compilation_info\": \"#iree_codegen.compilation_info<...>\"} (docs/tune.md).")]
VerifyOpt = Annotated[Verify, typer.Option("--verify", help="Time the model with and without the spec at the traffic's heaviest size set (top) or at every one (all).")]
CoverOpt = Annotated[Optional[float], typer.Option("--cover", help="With --plan: the fewest problems whose shares of the traffic add up to this (default 0.9).")]
ExportTopOpt = Annotated[Optional[int], typer.Option("--top", min=1, help="With --plan: the N heaviest problems instead.")]
