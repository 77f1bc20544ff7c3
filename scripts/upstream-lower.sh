#!/usr/bin/env bash
# Compares `gpuc opt --gpu-to-llvm` with `mlir-opt-19 --gpu-to-llvm` on the external suite in
# ../shared/upstream-tests (used from there, never copied): MLIR 19's own gpu-to-llvm test inputs
# (Conversion/GPUCommon, with the pass options of each file's RUN line) and the kernel corpus (kernels/src:
# gpu.func kernels in arith/cf/memref/scf/math; kernels/*.{nvvm,rocdl}.mlir: the same lowered to LLVM).
# Inputs that use gpu.launch_func are skipped: there gpuc follows the seed (runtime calls), not MLIR 19.
#
#   bash scripts/upstream-lower.sh [-v]      (GPUC=bin/gpuc to use a built binary; MLIR_OPT for the oracle)
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
suite=${UPSTREAM_TESTS:-$root/../shared/upstream-tests}
[ -d "$suite" ] || { echo "upstream-lower: $suite is not here; nothing to compare"; exit 0; }
verbose=0; [ "${1:-}" = "-v" ] && verbose=1
oracle=${MLIR_OPT:-/usr/lib/llvm-19/bin/mlir-opt}
[ -x "$oracle" ] || { echo "no oracle at $oracle (apt-get install mlir-19-tools)"; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
gpuc=${GPUC:-}
# The runs happen in the suite's folder (locations print paths relative to it).
[ -n "$gpuc" ] && [ "${gpuc#/}" = "$gpuc" ] && gpuc=$PWD/$gpuc
if [ -z "$gpuc" ]; then
  (cd "$root" && go build -o "$work/gpuc" ./cmd/gpuc) || { echo "could not build ./cmd/gpuc"; exit 2; }
  gpuc=$work/gpuc
fi
pass=0; fail=0; skip=0
check() { # file flags...
  local f=$1; shift
  local name=${f#$suite/}
  if grep -q 'gpu.launch_func' "$f"; then skip=$((skip+1)); echo "SKIP $name (gpu.launch_func)"; return; fi
  for form in custom generic; do
    local flags=(--split-input-file --allow-unregistered-dialect "$@")
    [ $form = generic ] && flags+=(--mlir-print-op-generic --mlir-print-debuginfo)
    (cd "$suite" && "$oracle" "${flags[@]}" "$name") > "$work/want" 2> "$work/want.err"; local wrc=$?
    (cd "$suite" && timeout 60 "$gpuc" opt "${flags[@]}" "$name") > "$work/got" 2> "$work/got.err"; local grc=$?
    if [ $wrc = $grc ] && cmp -s "$work/want" "$work/got" && cmp -s "$work/want.err" "$work/got.err"; then
      pass=$((pass+1))
    else
      fail=$((fail+1)); echo "DIFF $form $name ($*)"
      if [ $verbose = 1 ]; then diff "$work/want.err" "$work/got.err" | head -6; diff "$work/want" "$work/got" | head -12; fi
    fi
  done
}
for f in "$suite"/Conversion/GPUCommon/*.mlir; do
  [ -e "$f" ] || continue
  # The pass flag of the RUN line, e.g. --gpu-to-llvm='use-opaque-pointers=1' (quotes dropped).
  flag=$(sed -n 's/^\/\/ RUN:.*\(--gpu-to-llvm[^ |]*\).*/\1/p' "$f" | head -1 | tr -d "'\"")
  # MLIR 19 no longer has use-opaque-pointers (gpuc keeps it for the seed): compare without it.
  flag=${flag%%=use-opaque-pointers=1}
  check "$f" "${flag:---gpu-to-llvm}"
done
for f in "$suite"/kernels/src/*.mlir "$suite"/kernels/*.nvvm.mlir "$suite"/kernels/*.rocdl.mlir; do
  [ -e "$f" ] && check "$f" --gpu-to-llvm
done
echo "$pass passed, $fail failed, $skip skipped"
[ $fail = 0 ]
