#!/usr/bin/env bash
# Times gpuc compile on many gpu.modules against MLIR 19 doing the device part of the same work, and gpuc compile's
# warm rebuild (every object from the compile cache) against its cold build.
#
#   make bench-compile                      (builds bin/gpuc first)
#   bash scripts/bench-compile.sh           (from the repository root)
#
# Inputs ($BENCH_DIR, default ${TMPDIR:-/tmp}/gpuc-bench; BENCH_MODULES, default 32), generated when absent:
#   compile-src-N.mlir    the kernel corpus as written (../shared/upstream-tests/kernels/src: gpu.func kernels), its
#                         gpu.modules copied until there are N, renamed @name_cK
#   m2b-{rocdl,nvvm}-N.mlir  the same modules lowered by mlir-opt-19 (kernels/K.rocdl.mlir, K.nvvm.mlir), with the
#                         targets #rocdl.target<chip = "gfx90a"> and #nvvm.target<chip = "sm_90", features = "+ptx78">
# Cases, per chip:
#   gfx90a   gpuc compile --target=gfx90a --no-cache (lowering, HSACOs, host object) against
#            mlir-opt-19 --gpu-module-to-binary=format=bin on the lowered modules
#   sm_90    gpuc compile --target=sm_90 --no-cache (cubins and PTX in fat binaries) against
#            mlir-opt-19 --gpu-module-to-binary (format fatbin) on the lowered modules; skipped without ptxas/fatbinary
#   and per chip the warm rebuild: gpuc compile with a compile cache that already holds every object.
# Each timed RUNS times (default 3), alternately, under /usr/bin/time; the table shows median wall times, the largest
# peak RSS, the cold gpuc/mlir-opt ratio and the warm/cold ratio; warm output is compared with cold output (cmp).
set -uo pipefail

cd "$(dirname "$0")/.." || exit 1
runs=${RUNS:-3}
count=${BENCH_MODULES:-32}
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/gpuc-bench}
gpuc=${GPUC:-bin/gpuc}
oracle=${MLIR_OPT:-mlir-opt-19}
suite=${UPSTREAM_TESTS:-../shared/upstream-tests}
command -v "$oracle" >/dev/null 2>&1 || oracle=/usr/lib/llvm-19/bin/mlir-opt
[ -x /usr/bin/time ] || { echo "bench-compile: /usr/bin/time is missing (make deps)" >&2; exit 1; }
[ -x "$gpuc" ] || { echo "bench-compile: no gpuc at $gpuc (make build)" >&2; exit 1; }
mkdir -p "$dir" || exit 1
# shellcheck source=scripts/bench-lib.sh
. scripts/bench-lib.sh
bench_setup bench-compile

src=$dir/compile-src-$count.mlir rin=$dir/m2b-rocdl-$count.mlir nin=$dir/m2b-nvvm-$count.mlir
[ -s "$src" ] || bench_modules "$suite/kernels/src/*.mlir" "" "$src" || exit 1
[ -s "$rin" ] || bench_modules "$suite/kernels/*.rocdl.mlir" '[#rocdl.target<chip = "gfx90a">] ' "$rin" || exit 1
[ -s "$nin" ] || bench_modules "$suite/kernels/*.nvvm.mlir" '[#nvvm.target<chip = "sm_90", features = "+ptx78">] ' "$nin" || exit 1

chips="gfx90a"
if command -v ptxas >/dev/null && command -v fatbinary >/dev/null; then chips="$chips sm_90"; else
  echo "bench-compile: no ptxas/fatbinary (make cuda-toolkit): sm_90 skipped"; fi

# timed NAME CMD...: one run; appends "wall rss_kb status" to $work/NAME.times.
timed() {
  local name=$1; shift
  /usr/bin/time -f '%e %M' -o "$work/time.txt" "$@" > /dev/null 2> "$work/$name.stderr"
  local status=$?
  echo "$(tail -n 1 "$work/time.txt") $status" >> "$work/$name.times"
  [ $status = 0 ] || echo "bench-compile: $name failed: $(head -n 1 "$work/$name.stderr")"
}

status=0
printf 'bench-compile: %d gpu.modules, %d alternating runs\n\n' "$count" "$runs"
printf '%-8s %-22s %12s %18s\n' chip run "wall s (med)" "peak RSS MiB (max)"
for chip in $chips; do
  if [ "$chip" = gfx90a ]; then mlir=("$oracle" --gpu-module-to-binary=format=bin "$rin" -o /dev/null)
  else mlir=("$oracle" --gpu-module-to-binary "$nin" -o /dev/null); fi
  cache=$work/cache-$chip
  for ((i = 1; i <= runs; i++)); do
    timed "mlir.$chip" "${mlir[@]}"
    timed "cold.$chip" "$gpuc" compile --no-cache --target=$chip "$src" -o "$work/cold.$chip.o"
  done
  GPUC_CACHE_DIR=$cache "$gpuc" compile --target=$chip "$src" -o "$work/fill.$chip.o" || status=1
  for ((i = 1; i <= runs; i++)); do
    timed "warm.$chip" env GPUC_CACHE_DIR="$cache" "$gpuc" compile --target=$chip "$src" -o "$work/warm.$chip.o"
  done
  read -r mw mr _ < <(bench_summary "mlir.$chip")
  read -r cw cr cb < <(bench_summary "cold.$chip")
  read -r ww wr wb < <(bench_summary "warm.$chip")
  printf '%-8s %-22s %12s %18s\n' "$chip" "mlir-opt-19 m2b" "$mw" "$mr"
  printf '%-8s %-22s %12s %18s\n' "$chip" "gpuc compile (cold)" "$cw" "$cr"
  printf '%-8s %-22s %12s %18s\n' "$chip" "gpuc compile (warm)" "$ww" "$wr"
  same="warm output = cold output"
  cmp -s "$work/cold.$chip.o" "$work/warm.$chip.o" || { same="WARM OUTPUT DIFFERS"; status=1; }
  [ "$cb" = 0 ] && [ "$wb" = 0 ] || status=1
  printf '%-8s %-22s %12s %18s  %s\n' "$chip" "cold/mlir, warm/cold" "$(bench_ratio "$cw" "$mw")" "$(bench_ratio "$ww" "$cw")" "$same"
done
exit $status
