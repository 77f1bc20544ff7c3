#!/usr/bin/env bash
# Times `gpuc opt` against `mlir-opt-19` on one large generated MLIR file and checks that both print the same.
#
#   make bench                      (builds bin/gpuc first)
#   bash scripts/bench.sh [FILE]    (from the repository root; FILE defaults to a generated one)
#
# Without FILE, the input is $BENCH_DIR/bench-$BENCH_SIZE.mlir (default ${TMPDIR:-/tmp}/gpuc-bench/bench-20MB.mlir),
# written by `go run ./scripts/benchgen` when absent and reused afterwards (delete it to regenerate).
# For the custom and the generic (--mlir-print-op-generic) form, it runs
#   mlir-opt-19 --allow-unregistered-dialect FILE -o /dev/null
#   bin/gpuc opt --allow-unregistered-dialect FILE -o /dev/null
# alternately, $RUNS times each (default 3), under /usr/bin/time -f '%e %M', then prints per tool the median
# wall time, the largest peak RSS, and gpuc/mlir-opt ratios. One more untimed run of each writes the output to
# files that are compared with cmp. Exit status: 0 when gpuc ran and matched everywhere, 1 otherwise; a missing
# or failing gpuc is reported in the table and the mlir-opt half still runs.
#
# BENCH_KIND=gpu generates instead a file mixing the GPU dialects (host code in func/arith/scf/memref/gpu,
# gpu.func kernels, and kernels lowered to llvm with nvvm/rocdl): bench-gpu-$BENCH_SIZE.mlir.
# BENCH_KIND=host generates host functions in func/arith/cf/index/math/memref and runs both tools with
# --gpu-to-llvm (BENCH_PASS overrides the pass flags given to both tools, for any kind).
# Environment: GPUC (default bin/gpuc), MLIR_OPT (default mlir-opt-19), RUNS, BENCH_DIR, BENCH_SIZE (e.g. 50MB), BENCH_KIND,
# BENCH_TIMEOUT (seconds per run, default 600), GO (default go).
set -uo pipefail

cd "$(dirname "$0")/.." || exit 1
command -v "${GO:-go}" >/dev/null 2>&1 || PATH=$PATH:/usr/local/go/bin
go=${GO:-go}
runs=${RUNS:-3}
size=${BENCH_SIZE:-20MB}
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/gpuc-bench}
limit=${BENCH_TIMEOUT:-600}
gpuc=${GPUC:-bin/gpuc}
oracle=${MLIR_OPT:-mlir-opt-19}
pass_flags=${BENCH_PASS:-}
[ -z "$pass_flags" ] && [ "${BENCH_KIND:-}" = host ] && pass_flags=--gpu-to-llvm
command -v "$oracle" >/dev/null 2>&1 || oracle=/usr/lib/llvm-19/bin/mlir-opt
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is missing (apt-get install time, or make deps)" >&2; exit 1; }
command -v "$oracle" >/dev/null 2>&1 || { echo "bench: no mlir-opt-19 (apt-get install mlir-19-tools, or make deps)" >&2; exit 1; }
mkdir -p "$dir" || exit 1

input=${1:-}
if [ -z "$input" ]; then
  kind=${BENCH_KIND:-builtin}
  input=$dir/bench-$size.mlir
  [ "$kind" = builtin ] || input=$dir/bench-$kind-$size.mlir
  if [ ! -s "$input" ]; then
    echo "bench: generating $input ($size) with scripts/benchgen -kind $kind"
    "$go" run ./scripts/benchgen -kind "$kind" -size "$size" -o "$input.tmp" && mv "$input.tmp" "$input" ||
      { rm -f "$input.tmp"; echo "bench: benchgen failed" >&2; exit 1; }
  fi
fi
[ -r "$input" ] || { echo "bench: cannot read $input" >&2; exit 1; }
bytes=$(stat -c %s "$input")

have_gpuc=1
if [ ! -x "$gpuc" ]; then
  have_gpuc=0
  echo "bench: no gpuc binary at $gpuc (make build, or set GPUC=...): timing mlir-opt only"
fi

# run TOOL FORM OUT: one run under /usr/bin/time; appends "wall rss_kb status" to $dir/TOOL.FORM.times.
run() {
  local tool=$1 form=$2 out=$3 cmd flags=(--allow-unregistered-dialect)
  # shellcheck disable=SC2206
  [ -n "$pass_flags" ] && flags+=($pass_flags)
  [ "$form" = generic ] && flags+=(--mlir-print-op-generic)
  if [ "$tool" = gpuc ]; then cmd=("$gpuc" opt); else cmd=("$oracle"); fi
  /usr/bin/time -f '%e %M' -o "$dir/time.txt" timeout "$limit" "${cmd[@]}" "${flags[@]}" "$input" -o "$out" \
    2> "$dir/$tool.$form.stderr"
  local status=$?
  echo "$(tail -n 1 "$dir/time.txt") $status" >> "$dir/$tool.$form.times"
  return $status
}

# summary TOOL FORM: prints "median_wall max_rss_mib failures" from the recorded runs.
summary() {
  sort -n -k1,1 "$dir/$1.$2.times" | awk '
    { wall[NR] = $1; if ($2 > rss) rss = $2; if ($3 != 0) bad++ }
    END { printf "%.2f %.1f %d\n", wall[int((NR + 1) / 2)], rss / 1024, bad }'
}

awk -v f="$input" -v b="$bytes" -v n="$runs" -v p="$pass_flags" 'BEGIN { printf "bench: %s (%.1f MiB)%s, %d alternating runs per tool and form\n", f, b / 1048576, (p != "" ? " through " p : ""), n }'
status=0
table=()
verdicts=()
for form in custom generic; do
  rm -f "$dir"/*."$form".times
  for ((i = 1; i <= runs; i++)); do
    run mlir-opt "$form" /dev/null || echo "bench: mlir-opt failed on $form run $i: $(head -n 1 "$dir/mlir-opt.$form.stderr")"
    if [ $have_gpuc = 1 ]; then
      run gpuc "$form" /dev/null || echo "bench: gpuc failed on $form run $i: $(head -n 1 "$dir/gpuc.$form.stderr")"
    fi
  done
  read -r mwall mrss mbad < <(summary mlir-opt "$form")
  table+=("$form mlir-opt $mwall $mrss $([ "$mbad" = 0 ] && echo ok || echo "FAILED($mbad/$runs)")")
  if [ $have_gpuc = 0 ]; then
    table+=("$form gpuc - - not-built")
    verdicts+=("$form: gpuc not built, output not compared")
    status=1
    continue
  fi
  read -r gwall grss gbad < <(summary gpuc "$form")
  if [ "$gbad" != 0 ]; then
    table+=("$form gpuc $gwall $grss FAILED($gbad/$runs)")
    verdicts+=("$form: gpuc failed: $(head -n 1 "$dir/gpuc.$form.stderr")")
    status=1
    continue
  fi
  table+=("$form gpuc $gwall $grss ok")
  table+=("$form gpuc/mlir-opt $(awk -v a="$gwall" -v b="$mwall" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }') $(awk -v a="$grss" -v b="$mrss" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }') ratio")

  # Untimed runs to files, compared byte for byte.
  want=$dir/want.$form.mlir got=$dir/got.$form.mlir
  run mlir-opt "$form" "$want" >/dev/null; run gpuc "$form" "$got" >/dev/null
  if diffpos=$(cmp "$want" "$got" 2>&1); then
    verdicts+=("$form: gpuc output == mlir-opt output (cmp, $(stat -c %s "$want") bytes)")
    rm -f "$want" "$got"
  else
    verdicts+=("$form: gpuc output DIFFERS from mlir-opt: $diffpos (kept $want and $got)")
    status=1
  fi
done

echo
printf '%-8s %-14s %12s %18s  %s\n' form tool "wall s (med)" "peak RSS MiB (max)" status
for row in "${table[@]}"; do
  # shellcheck disable=SC2086
  printf '%-8s %-14s %12s %18s  %s\n' $row
done
echo
for v in "${verdicts[@]}"; do echo "output: $v"; done
rm -f "$dir/time.txt"
exit $status
