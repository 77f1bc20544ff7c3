#!/usr/bin/env bash
# Times gpuc opt --gpu-module-to-binary against mlir-opt-19 --gpu-module-to-binary on the same many gpu.modules,
# and checks that both print the same bytes (MLIR 19's own GPU flow: #nvvm.target / #rocdl.target in the modules'
# target arrays).
#
#   make bench-module-to-binary                 (builds bin/gpuc first)
#   bash scripts/bench-module-to-binary.sh      (from the repository root)
#
# Inputs: $BENCH_DIR/m2b-{rocdl,nvvm}-$BENCH_MODULES.mlir (default BENCH_DIR ${TMPDIR:-/tmp}/gpuc-bench,
# BENCH_MODULES 64), generated when absent: the lowered kernel corpus's gpu.modules
# (../shared/upstream-tests/kernels/*.rocdl.mlir, *.nvvm.mlir) copied until there are BENCH_MODULES, each copy
# renamed @name_cN, with the targets #rocdl.target<chip = "gfx90a"> and #nvvm.target<chip = "sm_90", features =
# "+ptx78"> (CUDA 11.8's ptxas reads PTX up to 7.8). Cases:
#   gfx90a-bin    --gpu-module-to-binary=format=bin on the rocdl file (HSACO: MC assembly, ld.lld)
#   sm90-isa      --gpu-module-to-binary=format=isa on the nvvm file (PTX)
#   sm90-fatbin   --gpu-module-to-binary on the nvvm file (ptxas + fatbinary; skipped without them)
# Both tools get the same ROCM_PATH (a private folder of links to Debian's device libraries and LLVM 19's ld.lld)
# and CUDA_ROOT (/usr/lib/cuda when it has libdevice). Each runs $RUNS times per case (default 3), alternately,
# under /usr/bin/time -f '%e %M'; the table shows the median wall time, the largest peak RSS and the
# gpuc/mlir-opt ratios, and whether the outputs of one more run are the same (cmp). Exit status 0 when every gpuc
# run succeeded and matched.
# Environment: GPUC, MLIR_OPT, RUNS, BENCH_DIR, BENCH_MODULES, BENCH_TIMEOUT (default 600 s), UPSTREAM_TESTS.
set -uo pipefail

cd "$(dirname "$0")/.." || exit 1
runs=${RUNS:-3}
count=${BENCH_MODULES:-64}
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/gpuc-bench}
limit=${BENCH_TIMEOUT:-600}
gpuc=${GPUC:-bin/gpuc}
oracle=${MLIR_OPT:-mlir-opt-19}
suite=${UPSTREAM_TESTS:-../shared/upstream-tests}
command -v "$oracle" >/dev/null 2>&1 || oracle=/usr/lib/llvm-19/bin/mlir-opt
[ -x /usr/bin/time ] || { echo "bench-module-to-binary: /usr/bin/time is missing (make deps)" >&2; exit 1; }
command -v "$oracle" >/dev/null 2>&1 || { echo "bench-module-to-binary: no mlir-opt-19 (make deps)" >&2; exit 1; }
[ -x "$gpuc" ] || { echo "bench-module-to-binary: no gpuc at $gpuc (make build, or set GPUC=...)" >&2; exit 1; }
[[ $count =~ ^[1-9][0-9]*$ ]] || { echo "bench-module-to-binary: BENCH_MODULES must be a positive number" >&2; exit 1; }
mkdir -p "$dir" || exit 1

# shellcheck source=scripts/bench-lib.sh
. scripts/bench-lib.sh
bench_setup m2b

rin=$dir/m2b-rocdl-$count.mlir nin=$dir/m2b-nvvm-$count.mlir
[ -s "$rin" ] || bench_modules "$suite/kernels/*.rocdl.mlir" '[#rocdl.target<chip = "gfx90a">] ' "$rin" || exit 1
[ -s "$nin" ] || bench_modules "$suite/kernels/*.nvvm.mlir" '[#nvvm.target<chip = "sm_90", features = "+ptx78">] ' "$nin" || exit 1

cases="gfx90a-bin sm90-isa"
if command -v ptxas >/dev/null && command -v fatbinary >/dev/null; then cases="$cases sm90-fatbin"; else
  echo "bench-module-to-binary: no ptxas/fatbinary on PATH (make cuda-toolkit): skipping sm90-fatbin"; fi
args_of() {
  case $1 in
    gfx90a-bin) echo "--gpu-module-to-binary=format=bin $rin" ;;
    sm90-isa) echo "--gpu-module-to-binary=format=isa $nin" ;;
    sm90-fatbin) echo "--gpu-module-to-binary $nin" ;;
  esac
}
# run TOOL CASE OUT: one timed run; appends "wall rss_kb status" to $work/TOOL.CASE.times.
run() {
  local tool=$1 c=$2 out=$3 cmd
  if [ "$tool" = gpuc ]; then cmd=("$gpuc" opt); else cmd=("$oracle"); fi
  # shellcheck disable=SC2046
  /usr/bin/time -f '%e %M' -o "$work/time.txt" timeout "$limit" "${cmd[@]}" $(args_of "$c") -o "$out" 2> "$work/$tool.$c.stderr"
  local status=$?
  echo "$(tail -n 1 "$work/time.txt") $status" >> "$work/$tool.$c.times"
  return $status
}
status=0
printf 'bench-module-to-binary: %d gpu.modules per case, %d alternating runs per tool and case\n\n' "$count" "$runs"
printf '%-12s %-10s %12s %18s  %s\n' case tool "wall s (med)" "peak RSS MiB (max)" status
for c in $cases; do
  for ((i = 1; i <= runs; i++)); do
    run mlir-opt "$c" /dev/null || echo "bench-module-to-binary: mlir-opt failed ($c): $(head -n 1 "$work/mlir-opt.$c.stderr")"
    run gpuc "$c" /dev/null || echo "bench-module-to-binary: gpuc failed ($c): $(head -n 1 "$work/gpuc.$c.stderr")"
  done
  read -r mwall mrss mbad < <(bench_summary "mlir-opt.$c")
  read -r gwall grss gbad < <(bench_summary "gpuc.$c")
  printf '%-12s %-10s %12s %18s  %s\n' "$c" mlir-opt "$mwall" "$mrss" "$([ "$mbad" = 0 ] && echo ok || echo FAILED)"
  printf '%-12s %-10s %12s %18s  %s\n' "$c" gpuc "$gwall" "$grss" "$([ "$gbad" = 0 ] && echo ok || echo FAILED)"
  run mlir-opt "$c" "$work/want.mlir" >/dev/null; run gpuc "$c" "$work/got.mlir" >/dev/null
  if [ "$gbad" = 0 ] && cmp -s "$work/want.mlir" "$work/got.mlir"; then
    verdict="same output (cmp, $(stat -c %s "$work/want.mlir") bytes)"
  else
    verdict="OUTPUT DIFFERS or gpuc failed"
    status=1
  fi
  printf '%-12s %-10s %12s %18s  %s\n' "$c" gpuc/mlir "$(bench_ratio "$gwall" "$mwall")" \
    "$(bench_ratio "$grss" "$mrss")" "$verdict"
done
exit $status
