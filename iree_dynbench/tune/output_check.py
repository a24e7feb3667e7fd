"""A tuning spec must not change what the model computes: its outputs checked against the default build's.

A spec entry's configuration is timed as a kernel, but a configuration IREE accepts can still
compute something else in the model. So tune builds the model with and without the spec and
runs both, in this process on the real runtime, on the same inputs at one size set: equal
within float tolerance, NaNs where the default has them, or the spec is refused with why.

Both run on `local-sync`. On IREE 3.13's `local-task` a causal prefill's build, IREE's default
build included, computes NaN logits on a call after the first at the same sizes
(testdata/decoders/llama_prefill.mlir, qwen_prefill.mlir at 4x256: its attention dispatch
reads memory an earlier call left; its first call and every `local-sync` call are right).
Run one after the other on `local-task`, the second build inherits the first's memory, and
a spec was once blamed for NaNs IREE's default build computes too.

Inputs are deterministic: floats from a normal distribution, integers (token ids, indices)
small and non-negative so any embedding or gather stays in range. A model with external
parameters (`#flow.parameter.named`) runs with seeded random values of each one's declared type
and shape (`run.parameters.write_random_archive`), the same for both builds: zeros would make a
wrong kernel's output the default's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import numpy as np

from ..errors import DynbenchError, first_line
from ..extraction import compiler
from ..run.parameters import ParameterFile, provider_module
from .range_tuning import tuned_flags

MODEL_COMPILE_TIMEOUT_S = 1800.0  # a build of the model: past this, hung (as tune's own)

RTOL, ATOL = 1e-4, 1e-4  # ATOL scales with the default output's magnitude
_INTEGER_RANGE = 16  # integer inputs drawn from [0, 16)


@dataclass(frozen=True)
class OutputCheck:
    """The model's outputs with a spec against without, at one size set."""

    inputs: tuple[str, ...]  # the size set, `4x256xi64` per input
    max_abs_diff: Optional[float]  # over finite values where both are finite; None if not compared
    nans_added: int  # values NaN with the spec that are not NaN without it
    worst: float  # max |diff| / (ATOL * scale + RTOL * |default|): <= 1 passes
    why: str = ""  # empty when equal

    @property
    def equal(self) -> bool:
        return not self.why


_INTEGER_TYPES = {"i1": "bool", **{f"{s}i{w}": f"{'u' if s == 'u' else ''}int{w}" for s in ("", "s", "u") for w in (8, 16, 32, 64)}}
_FLOAT_TYPES = {"f16": "float16", "f32": "float32", "f64": "float64"}


def _numpy_type(spec: str, dtype: str) -> np.dtype:
    """The array type the runtime takes for an input of element type `dtype` (the model's own:
    an array of another type is refused by the call, and the check would not run)."""
    if dtype == "bf16":
        import ml_dtypes  # the runtime's own dependency

        return np.dtype(ml_dtypes.bfloat16)
    name = _FLOAT_TYPES.get(dtype) or _INTEGER_TYPES.get(dtype)
    if name is None:
        raise DynbenchError(f"input {spec!r}: the outputs' check has no values of element type {dtype}")
    return np.dtype(name)


def model_inputs(inputs: Sequence[str], seed: int = 0) -> list[np.ndarray]:
    """Deterministic arrays for `inputs` (`2x64xi64`, `1x?` not accepted: sizes are a size set's)."""
    rng = np.random.default_rng(seed)
    arrays = []
    for spec in inputs:
        *dims, dtype = spec.split("x")
        try:
            shape = [int(d) for d in dims]
        except ValueError:
            raise DynbenchError(f"input {spec!r}: every dim must be a number") from None
        kind = _numpy_type(spec, dtype)
        if kind.kind == "f" or dtype == "bf16":  # numpy calls ml_dtypes' bfloat16 a void kind
            arrays.append(rng.standard_normal(shape).astype(kind))
        elif kind.kind == "b":
            arrays.append(rng.integers(0, 2, size=shape).astype(bool))
        else:
            arrays.append(rng.integers(0, _INTEGER_RANGE, size=shape).astype(kind))
    return arrays


DRIVER = "local-sync"  # see above: local-task's repeated calls are not the same computation


def run_model(vmfb: Path, inputs: Sequence[np.ndarray], function: str = "main", driver: str = DRIVER,
              parameters: Sequence[ParameterFile] = ()) -> list[np.ndarray]:
    """The model's outputs on the runtime, in this process; `parameters`: its archives (scope, path)."""
    import iree.runtime as rt

    config = rt.Config(driver)
    providers = [provider_module(config.vm_instance, parameters)] if parameters else []
    context = rt.SystemContext(vm_modules=[*providers, rt.VmModule.mmap(config.vm_instance, str(vmfb))], config=config)
    results = context.modules.module[function](*inputs)
    results = results if isinstance(results, (tuple, list)) else (results,)
    return [np.asarray(r.to_host() if hasattr(r, "to_host") else r) for r in results]


def compare_outputs(default: Sequence[np.ndarray], tuned: Sequence[np.ndarray], inputs: Sequence[str] = ()) -> OutputCheck:
    """`tuned` against `default`, value by value."""
    if len(default) != len(tuned):
        return OutputCheck(tuple(inputs), None, 0, math.inf, f"{len(tuned)} outputs where the default has {len(default)}")
    worst, diff, added = 0.0, 0.0, 0
    for n, (want, got) in enumerate(zip(default, tuned)):
        if want.shape != got.shape:
            return OutputCheck(tuple(inputs), None, 0, math.inf, f"output {n}: shape {got.shape}, the default's {want.shape}")
        want64, got64 = want.astype(np.float64), got.astype(np.float64)
        added += int(np.count_nonzero(np.isnan(got64) & ~np.isnan(want64)))
        finite = np.isfinite(want64) & np.isfinite(got64)
        if finite.any():
            delta = np.abs(got64[finite] - want64[finite])
            scale = max(1.0, float(np.max(np.abs(want64[finite]))))
            diff = max(diff, float(delta.max()))
            worst = max(worst, float(np.max(delta / (ATOL * scale + RTOL * np.abs(want64[finite])))))
        if np.count_nonzero(np.isfinite(want64) != np.isfinite(got64)) > added:
            return OutputCheck(tuple(inputs), diff, added, math.inf, f"output {n}: infinities where the default's are finite")
    if added:
        return OutputCheck(tuple(inputs), diff, added, worst, f"{added} values NaN that the default computes")
    if worst > 1.0:
        return OutputCheck(tuple(inputs), diff, 0, worst, f"max abs difference {diff:.3g} beyond tolerance (rtol {RTOL}, atol {ATOL})")
    return OutputCheck(tuple(inputs), diff, 0, worst)


class ModelOutputs:
    """The model's default build and its outputs at one size set, made once; each spec checked
    against them (`check`) builds the model with it. `tuned_vmfb`: the last spec's build, which
    the model's timing with the spec can take as it is."""

    def __init__(self, model: Path, flags: Sequence[str], target: str, inputs: Sequence[str], work: Path,
                 function: str = "main", driver: str = DRIVER, parameters: Sequence[ParameterFile] = ()):
        self.model, self.flags, self.target, self.inputs = model, list(flags), target, tuple(inputs)
        self.work, self.function, self.driver, self.parameters = work, function, driver, tuple(parameters)
        self.default_vmfb = work / "outputs.default.vmfb"
        self.tuned_vmfb: Optional[Path] = None
        self._arrays: Optional[list[np.ndarray]] = None
        self._want: Optional[list[np.ndarray]] = None

    def _run(self, vmfb: Path) -> list[np.ndarray]:
        try:
            return run_model(vmfb, self._arrays or [], self.function, self.driver, self.parameters)
        except RuntimeError as e:  # the runtime's errors (a model that needs parameters, a bad input)
            raise DynbenchError(f"running the model at {' '.join(self.inputs)}: {first_line(str(e))}") from None

    @property
    def default_outputs(self) -> Optional[list[np.ndarray]]:
        """The default build's outputs, once a spec has been checked."""
        return self._want

    def check(self, spec: Path, name: str = "tuned", extra_flags: Sequence[str] = ()) -> OutputCheck:
        """The model built with `spec` (and `extra_flags`: a preprocessing spec's) against the
        default build. A build or a run that fails is a DynbenchError."""
        self.work.mkdir(parents=True, exist_ok=True)
        if self._want is None:
            compiler.standalone_to_vmfb(self.model, self.default_vmfb, self.flags).run(timeout_s=MODEL_COMPILE_TIMEOUT_S)
            self._arrays = model_inputs(self.inputs)
            self._want = self._run(self.default_vmfb)
        tuned = self.work / f"outputs.{name}.vmfb"
        compiler.standalone_to_vmfb(self.model, tuned, tuned_flags(self.flags, spec, self.target, extra_flags)).run(
            timeout_s=MODEL_COMPILE_TIMEOUT_S)
        self.tuned_vmfb = tuned
        return compare_outputs(self._want, self._run(tuned), self.inputs)


def check_spec_outputs(model: Path, flags: Sequence[str], target: str, spec: Path, inputs: Sequence[str], work: Path,
                       function: str = "main", driver: str = DRIVER) -> OutputCheck:
    """The model built with `flags` and with `flags` plus `spec`, run at `inputs`: its outputs
    compared (a model with external parameters on random ones: `random_parameters`). A build or
    a run that fails is a DynbenchError."""
    return ModelOutputs(model, flags, target, inputs, work, function, driver,
                        random_parameters(model, work)).check(spec)


RANDOM_PARAMETERS_LIMIT = 4 << 30  # bytes of random parameters at most: the check's archive is the model's size


def random_parameters(model: Path, work: Path, seed: int = 0) -> tuple[ParameterFile, ...]:
    """Archives of seeded random values for the parameters `model` declares, in `work` (none for
    a model that carries its weights). Parameters past `RANDOM_PARAMETERS_LIMIT`, of dynamic
    shape or of a type without values here: a DynbenchError."""
    from ..extraction.parameters import declared_parameters
    from ..run.parameters import write_random_archive

    declared = declared_parameters(model)
    if not declared:
        return ()
    total = sum(p.length for p in declared)
    if total > RANDOM_PARAMETERS_LIMIT:
        raise DynbenchError(f"its external parameters ({total / (1 << 30):.1f} GiB) are past the "
                            f"{RANDOM_PARAMETERS_LIMIT >> 30} GiB the check writes random values for")
    folder = work / "parameters"
    folder.mkdir(parents=True, exist_ok=True)
    return write_random_archive(declared, folder, seed)
