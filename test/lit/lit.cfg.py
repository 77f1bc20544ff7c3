# lit configuration for gpuc's own .mlir tests, run by LLVM 19's lit.
#
#   make test        (builds bin/gpuc, then runs these among the other checks)
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv test/lit
#
# RUN lines say `gpuc opt ...` / `gpuc translate ...`, `FileCheck`, `not`, like upstream MLIR tests.
# GPUC=/path/to/gpuc tests another binary. GPUC=/usr/lib/llvm-19/bin/mlir-opt (any mlir-opt*) runs the same
# tests against MLIR 19 itself: `gpuc opt` then becomes that mlir-opt and `gpuc translate` the mlir-translate
# beside it. Every test here must pass both ways, because gpuc must behave like mlir-opt. A test that only
# gpuc can pass says `// UNSUPPORTED: mlir-oracle`.
import os
import shutil
import re

import lit.formats

config.name = 'gpuc'
config.test_format = lit.formats.ShTest(True)  # external shell (bash), as upstream MLIR's tests run
config.suffixes = ['.mlir']
config.excludes = ['Inputs']  # helper files for tests, not tests
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.dirname(os.path.dirname(config.test_source_root))
# Output/ trees go under bin/ (ignored by git, removed by make clean), not beside the tests.
config.test_exec_root = os.path.join(repo_root, 'bin', 'lit')

llvm_bin = '/usr/lib/llvm-19/bin'
for tool in ('FileCheck', 'not'):
    if not os.access(os.path.join(llvm_bin, tool), os.X_OK):
        lit_config.fatal('%s/%s not found: install llvm-19-tools (make deps)' % (llvm_bin, tool))

gpuc = os.path.abspath(os.environ.get('GPUC') or os.path.join(repo_root, 'bin', 'gpuc'))
if not os.access(gpuc, os.X_OK):
    lit_config.fatal('no executable gpuc at %s: run make build, or set GPUC' % gpuc)


def tool(name):
    """A pattern for `name` used as a command word, not as part of a path, a flag or another name."""
    return r'(?<![\w/.%-])' + re.escape(name) + r'(?![\w/.-])'


base = os.path.basename(gpuc)
if base.startswith('mlir-opt'):
    # Oracle mode: the same RUN lines through MLIR 19 (mlir-opt-19 -> mlir-translate-19).
    config.available_features.add('mlir-oracle')
    translate = os.path.join(os.path.dirname(gpuc), 'mlir-translate' + base[len('mlir-opt'):])
    config.substitutions.append((tool('gpuc') + r'\s+opt\b', gpuc))
    config.substitutions.append((tool('gpuc') + r'\s+translate\b', translate))
    config.substitutions.append((tool('gpuc'), gpuc))
else:
    config.available_features.add('gpuc')
    config.substitutions.append((tool('gpuc'), gpuc))
config.substitutions.append((tool('FileCheck'), os.path.join(llvm_bin, 'FileCheck')))
config.substitutions.append((tool('not'), os.path.join(llvm_bin, 'not')))

# A test that runs longer than this fails instead of stalling the run (LIT_TIMEOUT seconds, 0 for none); lit
# needs psutil for it (Debian: python3-psutil, which make deps installs).
try:
    import psutil  # noqa: F401
    lit_config.maxIndividualTestTime = int(os.environ.get('LIT_TIMEOUT', '120'))
except ImportError:
    lit_config.note('python3-psutil missing: no per-test timeout')

# gpuc compile's cache goes under the test tree, never into the user's ~/.cache.
config.environment['GPUC_CACHE_DIR'] = os.path.join(config.test_exec_root, 'gpuc-cache')

# Other LLVM test tools (split-file, count, ...) by name.
config.environment['PATH'] = os.pathsep.join([llvm_bin, config.environment.get('PATH', os.environ.get('PATH', ''))])

# What a machine's CUDA installation changes in the device compiler's tests (test/lit/serialize): a CUDA
# toolkit (/usr/local/cuda, or Debian's nvidia-cuda-toolkit with libdevice in /usr/lib/cuda) is found
# without being named, ptxas turns PTX into a cubin, and a working CUDA driver does so without ptxas.
# Tests of what happens without them say `UNSUPPORTED: cuda-toolkit`, `UNSUPPORTED: ptxas-in-toolkit`
# (a ptxas found with PATH hidden) or `UNSUPPORTED: cuda-driver`; tests that need them say `REQUIRES: ...`.
if os.path.isdir('/usr/local/cuda') or os.path.isdir('/usr/lib/cuda/nvvm/libdevice'):
    config.available_features.add('cuda-toolkit')
ptxas = shutil.which('ptxas') or ('/usr/local/cuda/bin/ptxas' if os.path.isfile('/usr/local/cuda/bin/ptxas') else None)
if ptxas:
    config.available_features.add('ptxas')
    config.substitutions.append(('%{ptxas}', os.path.realpath(ptxas)))
if os.path.isfile('/usr/local/cuda/bin/ptxas') or os.path.isfile('/usr/lib/cuda/bin/ptxas'):
    config.available_features.add('ptxas-in-toolkit')
# Debian's ROCm device libraries (rocm-device-libs-17, which make deps installs).
if os.path.isfile('/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc'):
    config.available_features.add('rocm-device-libs')
# The driver counts only where cuInit succeeds, as gpuc asks: Debian's toolkit brings libcuda.so.1 along
# on machines with no GPU, where cuInit fails.
try:
    import ctypes
    if ctypes.CDLL('libcuda.so.1').cuInit(0) == 0:
        config.available_features.add('cuda-driver')
except (OSError, AttributeError):
    pass
