#!/usr/bin/env bash
# Times `gpuc translate --mlir-to-llvmir` against `mlir-translate-19 --mlir-to-llvmir` on one large LLVM-dialect
# file and checks that both print the same LLVM IR.
#
#   make bench-translate                      (builds bin/gpuc first)
#   bash scripts/bench-translate.sh [FILE]    (from the repository root; FILE defaults to a generated one)
#
# Without FILE, the input is $BENCH_DIR/bench-translate-$BENCH_SIZE.mlir (default
# ${TMPDIR:-/tmp}/gpuc-bench/bench-translate-20MB.mlir), generated when absent and reused afterwards (delete it to
# regenerate): the bodies of the kernel corpus (../shared/upstream-tests/kernels/*.llvm.mlir, NVVM and ROCDL
# kernels lowered to the LLVM dialect) and of test/diff/translate/testdata's single-module files (every op
# family and type), copied into one module again and again with every symbol renamed (@name -> @name_rN) until
# the file reaches BENCH_SIZE.
# It runs
#   mlir-translate-19 --mlir-to-llvmir FILE -o /dev/null
#   bin/gpuc translate --mlir-to-llvmir FILE -o /dev/null
# alternately, $RUNS times each (default 3), under /usr/bin/time -f '%e %M', then prints per tool the median
# wall time, the largest peak RSS, and the gpuc/mlir-translate ratios. One more untimed run of each writes the
# output to files that are compared with cmp. Exit status: 0 when gpuc ran and matched, 1 otherwise; a missing
# or failing gpuc is reported in the table and the mlir-translate half still runs.
# Environment: GPUC (default bin/gpuc), MLIR_TRANSLATE (default mlir-translate-19), RUNS, BENCH_DIR, BENCH_SIZE
# (e.g. 50MB), BENCH_TIMEOUT (seconds per run, default 600), UPSTREAM_TESTS (default ../shared/upstream-tests).
set -uo pipefail

cd "$(dirname "$0")/.." || exit 1
runs=${RUNS:-3}
size=${BENCH_SIZE:-20MB}
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/gpuc-bench}
limit=${BENCH_TIMEOUT:-600}
gpuc=${GPUC:-bin/gpuc}
oracle=${MLIR_TRANSLATE:-mlir-translate-19}
suite=${UPSTREAM_TESTS:-../shared/upstream-tests}
command -v "$oracle" >/dev/null 2>&1 || oracle=/usr/lib/llvm-19/bin/mlir-translate
[ -x /usr/bin/time ] || { echo "bench-translate: /usr/bin/time is missing (apt-get install time, or make deps)" >&2; exit 1; }
command -v "$oracle" >/dev/null 2>&1 || { echo "bench-translate: no mlir-translate-19 (apt-get install mlir-19-tools, or make deps)" >&2; exit 1; }
mkdir -p "$dir" || exit 1

# bytes SIZE: "20MB" -> 20971520 (also KB, GB, or a plain number of bytes).
bytes_of() {
  local s=${1^^}
  case $s in
    *GB) echo $((${s%GB} << 30)) ;; *MB) echo $((${s%MB} << 20)) ;; *KB) echo $((${s%KB} << 10)) ;; *) echo "$s" ;;
  esac
}

# bodies: writes the ops of every source module to $dir/body.N.mlir, without the module wrapper, the comments and
# the attribute aliases (files with aliases or several modules are left out).
bodies() {
  local f n=0
  rm -f "$dir"/body.*.mlir
  for f in "$suite"/kernels/*.llvm.mlir test/diff/translate/testdata/*.mlir; do
    [ -r "$f" ] || continue
    grep -q -e '^#' -e '^// -----' "$f" && continue
    n=$((n + 1))
    awk '
      /^[[:space:]]*\/\// { next }
      NR == 1 && /^module/ { wrapped = 1; next }
      { lines[++n] = $0 }
      END {
        if (wrapped) { while (n > 0 && lines[n] !~ /^}/) n--; n-- }
        for (i = 1; i <= n; i++) print lines[i]
      }' "$f" > "$dir/body.$n.mlir"
  done
  [ $n -gt 0 ]
}

generate() {
  local out=$1 want r=0 per f n
  want=$(bytes_of "$size")
  bodies || { echo "bench-translate: no input modules found" >&2; return 1; }
  per=$(cat "$dir"/body.*.mlir | wc -c)
  {
    echo 'module {'
    while :; do
      r=$((r + 1))
      for f in "$dir"/body.*.mlir; do
        n=${f%.mlir}; n=${n##*.}
        # Symbols, references to them and identified struct names get the copy's suffix, except intrinsics
        # (@llvm.*), whose names LLVM checks against their types.
        sed -e "s/@\([A-Za-z_][A-Za-z0-9_.\$]*\)/@\1_r${r}f$n/g" -e "s/@llvm\.\([A-Za-z0-9_.\$]*\)_r${r}f$n/@llvm.\1/g" \
          -e "s/struct<\"\([^\"]*\)\"/struct<\"\1_r${r}f$n\"/g" "$f"
      done
      [ $((r * per)) -ge "$want" ] && break
    done
    echo '}'
  } | awk '
    # An intrinsic is declared once: later copies of its declaration are dropped.
    /^[[:space:]]*llvm\.func @llvm\./ && !/\{[[:space:]]*$/ { name = $0; sub(/^[^@]*@/, "", name); sub(/\(.*/, "", name); if (seen[name]++) next }
    { print }' > "$out"
  rm -f "$dir"/body.*.mlir
}

input=${1:-}
if [ -z "$input" ]; then
  input=$dir/bench-translate-$size.mlir
  if [ ! -s "$input" ]; then
    echo "bench-translate: generating $input ($size)"
    generate "$input.tmp" && mv "$input.tmp" "$input" || { rm -f "$input.tmp"; exit 1; }
  fi
fi
[ -r "$input" ] || { echo "bench-translate: cannot read $input" >&2; exit 1; }
bytes=$(stat -c %s "$input")

have_gpuc=1
if [ ! -x "$gpuc" ]; then
  have_gpuc=0
  echo "bench-translate: no gpuc binary at $gpuc (make build, or set GPUC=...): timing mlir-translate only"
fi

# run TOOL OUT: one run under /usr/bin/time; appends "wall rss_kb status" to $dir/TOOL.translate.times.
run() {
  local tool=$1 out=$2 cmd
  if [ "$tool" = gpuc ]; then cmd=("$gpuc" translate); else cmd=("$oracle"); fi
  /usr/bin/time -f '%e %M' -o "$dir/time.txt" timeout "$limit" "${cmd[@]}" --mlir-to-llvmir "$input" -o "$out" \
    2> "$dir/$tool.translate.stderr"
  local status=$?
  echo "$(tail -n 1 "$dir/time.txt") $status" >> "$dir/$tool.translate.times"
  return $status
}

# summary TOOL: prints "median_wall max_rss_mib failures" from the recorded runs.
summary() {
  sort -n -k1,1 "$dir/$1.translate.times" | awk '
    { wall[NR] = $1; if ($2 > rss) rss = $2; if ($3 != 0) bad++ }
    END { printf "%.2f %.1f %d\n", wall[int((NR + 1) / 2)], rss / 1024, bad }'
}

awk -v f="$input" -v b="$bytes" -v n="$runs" 'BEGIN { printf "bench-translate: %s (%.1f MiB), %d alternating runs per tool\n", f, b / 1048576, n }'
status=0
table=()
verdict=
rm -f "$dir"/*.translate.times
for ((i = 1; i <= runs; i++)); do
  run mlir-translate /dev/null || echo "bench-translate: mlir-translate failed on run $i: $(head -n 1 "$dir/mlir-translate.translate.stderr")"
  if [ $have_gpuc = 1 ]; then
    run gpuc /dev/null || echo "bench-translate: gpuc failed on run $i: $(head -n 1 "$dir/gpuc.translate.stderr")"
  fi
done
read -r mwall mrss mbad < <(summary mlir-translate)
table+=("mlir-translate $mwall $mrss $([ "$mbad" = 0 ] && echo ok || echo "FAILED($mbad/$runs)")")
if [ $have_gpuc = 0 ]; then
  table+=("gpuc - - not-built")
  verdict="gpuc not built, output not compared"
  status=1
else
  read -r gwall grss gbad < <(summary gpuc)
  if [ "$gbad" != 0 ]; then
    table+=("gpuc $gwall $grss FAILED($gbad/$runs)")
    verdict="gpuc failed: $(head -n 1 "$dir/gpuc.translate.stderr")"
    status=1
  else
    table+=("gpuc $gwall $grss ok")
    table+=("gpuc/mlir-translate $(awk -v a="$gwall" -v b="$mwall" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }') $(awk -v a="$grss" -v b="$mrss" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }') ratio")
    # Untimed runs to files, compared byte for byte.
    want=$dir/want.translate.ll got=$dir/got.translate.ll
    run mlir-translate "$want" >/dev/null; run gpuc "$got" >/dev/null
    if diffpos=$(cmp "$want" "$got" 2>&1); then
      verdict="gpuc output == mlir-translate output (cmp, $(stat -c %s "$want") bytes)"
      rm -f "$want" "$got"
    else
      verdict="gpuc output DIFFERS from mlir-translate: $diffpos (kept $want and $got)"
      status=1
    fi
  fi
fi

echo
printf '%-20s %12s %18s  %s\n' tool "wall s (med)" "peak RSS MiB (max)" status
for row in "${table[@]}"; do
  # shellcheck disable=SC2086
  printf '%-20s %12s %18s  %s\n' $row
done
echo
echo "output: $verdict"
rm -f "$dir/time.txt"
exit $status
