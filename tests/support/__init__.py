"""Importable test helpers, one home for each (fixtures are in tests/conftest.py).

`tests/` is on `sys.path` (`pythonpath` in pyproject.toml), so a test imports `from support import ...`:

  models        REPO, TESTDATA; SIZE_SETS (per model: extract's --inputs, then other size sets),
                RUN_DATA and run_inputs (data for the real model's run), GPU_CHIPS, ROCM_SIZES
  compiling     `@compiling` marks a fixture that compiles a model: its tests are `compiles`
  replay        observed, dispatched_three_ways, by_export: the HAL replay oracle against
                __query_shapes and the benchmarks; model_with_zero_parameters (external weights)
  timing        assert_times_agree: two timings of the same work, on a loaded machine
  ircheck       check(text, *lines): FileCheck-style matching of IR text
  ir            fixture(name), parse(text): committed IR (tests/passes/fixtures/) in a context
  fake_workers  FakeWorker: a fleet worker as a thread behind a pipe
  limits        under_limit(command, which, soft, hard): a command under `ulimit -v`/`-f`
  blocked       blocked_import_env(name, folder): a command's environment in which `import name` fails
  xdist_watch   a plugin (conftest's `pytest_plugins`): a pytest-xdist worker that goes down
                is named with its test and ended; a run that cannot end dumps its stacks
"""

from support.blocked import blocked_import_env
from support.compiling import COMPILING, compiling
from support.limits import under_limit
from support.models import GPU_CHIPS, REPO, ROCM_SIZES, RUN_DATA, SIZE_SETS, TESTDATA, run_inputs
from support.replay import by_export, dispatched_three_ways, model_with_zero_parameters, observed
from support.timing import assert_times_agree

__all__ = [
    "COMPILING", "GPU_CHIPS", "blocked_import_env", "REPO", "ROCM_SIZES", "RUN_DATA", "SIZE_SETS", "TESTDATA", "assert_times_agree",
    "by_export", "compiling", "dispatched_three_ways", "model_with_zero_parameters", "observed", "run_inputs",
    "under_limit",
]
