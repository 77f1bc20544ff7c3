#!/usr/bin/env bash
# Times gpuc's kernel lowering against mlir-opt-19 on the same work and checks that both print the same.
#
#   make bench-lower                      (builds bin/gpuc first)
#   bash scripts/bench-lower.sh           (from the repository root)
#
# Inputs (generated under $BENCH_DIR when absent, reused afterwards; delete them to regenerate):
#   bench-lower-kernels-N.mlir   the gpu.modules of the kernel corpus (../shared/upstream-tests/kernels/src),
#                                copied N times (BENCH_COPIES, default 300: about 2000 modules) with every symbol
#                                renamed (@name -> @name_rK), in one module with gpu.container_module
#   bench-lower-launch-N.mlir    10 N host functions, each with two gpu.launch regions that use values from above
# Flag sets, each run through both tools:
#   nvvm      --nvvm-attach-target=chip=sm_90 --convert-scf-to-cf --convert-gpu-to-nvvm --reconcile-unrealized-casts
#   rocdl     --rocdl-attach-target=chip=gfx90a --convert-scf-to-cf --convert-gpu-to-rocdl --reconcile-unrealized-casts
#   outline   --gpu-kernel-outlining   (on the launch file)
#   canon, canon-nvvm, canon-host   --canonicalize --cse on the kernels, on the kernels after the nvvm set's lowering
#             (bench-lower-kernels-N.nvvm.mlir, made once by mlir-opt-19), and on the launch file
#             (make bench-canonicalize runs these three)
# Each tool runs $RUNS times per flag set (default 3), alternately, under /usr/bin/time -f '%e %M'; the table shows
# the median wall time, the largest peak RSS and the gpuc/mlir-opt ratios. One more untimed run of each writes the
# outputs, compared with cmp. Exit status 0 when every gpuc run succeeded and matched.
# Environment: GPUC (default bin/gpuc), MLIR_OPT (default mlir-opt-19), RUNS, BENCH_DIR, BENCH_COPIES, BENCH_TIMEOUT
# (seconds per run, default 600), UPSTREAM_TESTS (default ../shared/upstream-tests), BENCH_SETS (default
# "nvvm rocdl outline").
set -uo pipefail

cd "$(dirname "$0")/.." || exit 1
runs=${RUNS:-3}
copies=${BENCH_COPIES:-300}
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/gpuc-bench}
limit=${BENCH_TIMEOUT:-600}
gpuc=${GPUC:-bin/gpuc}
oracle=${MLIR_OPT:-mlir-opt-19}
suite=${UPSTREAM_TESTS:-../shared/upstream-tests}
sets=${BENCH_SETS:-nvvm rocdl outline}
command -v "$oracle" >/dev/null 2>&1 || oracle=/usr/lib/llvm-19/bin/mlir-opt
[ -x /usr/bin/time ] || { echo "bench-lower: /usr/bin/time is missing (apt-get install time, or make deps)" >&2; exit 1; }
command -v "$oracle" >/dev/null 2>&1 || { echo "bench-lower: no mlir-opt-19 (apt-get install mlir-19-tools, or make deps)" >&2; exit 1; }
[ -x "$gpuc" ] || { echo "bench-lower: no gpuc at $gpuc (make build, or set GPUC=...)" >&2; exit 1; }
mkdir -p "$dir" || exit 1

# kernels OUT: the corpus's gpu.modules, copied $copies times with renamed symbols.
kernels() {
  local out=$1 r f
  {
    echo 'module attributes {gpu.container_module} {'
    for ((r = 1; r <= copies; r++)); do
      for f in "$suite"/kernels/src/*.mlir; do
        # The gpu.module lines of the file: from `gpu.module` to the line before the module's closing brace.
        awk '/^[[:space:]]*\/\//{next} /gpu\.module/{on=1} on{lines[++n]=$0} END{while (n > 0 && lines[n] !~ /^}/) n--; n--; for (i = 1; i <= n; i++) print lines[i]}' "$f" |
          sed -e "s/@\([A-Za-z_][A-Za-z0-9_]*\)/@\1_r$r/g"
      done
    done
    echo '}'
  } > "$out"
}

# launches OUT: 10 x $copies host functions with two gpu.launch regions each.
launches() {
  local out=$1 r
  {
    echo 'module attributes {gpu.container_module} {'
    for ((r = 1; r <= copies * 10; r++)); do
      cat <<EOF
  func.func @host_$r(%a: memref<?xf32>, %b: memref<?xf32>, %n: index, %s: f32) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %blocks = arith.ceildivui %n, %c256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %ax = arith.mulf %s, %x : f32
        %r = arith.addf %ax, %y : f32
        memref.store %r, %b[%i] : memref<?xf32>
      }
      gpu.terminator
    }
    %c32 = arith.constant 32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %v = memref.load %a[%tx] : memref<?xf32>
      %e = math.exp %v : f32
      memref.store %e, %a[%tx] : memref<?xf32>
      gpu.terminator
    }
    return
  }
EOF
    done
    echo '}'
  } > "$out"
}

kin=$dir/bench-lower-kernels-$copies.mlir
lin=$dir/bench-lower-launch-$copies.mlir
[ -s "$kin" ] || { echo "bench-lower: generating $kin"; kernels "$kin.tmp" && mv "$kin.tmp" "$kin"; }
[ -s "$lin" ] || { echo "bench-lower: generating $lin"; launches "$lin.tmp" && mv "$lin.tmp" "$lin"; }

flags_of() {
  case $1 in
    nvvm) echo "--nvvm-attach-target=chip=sm_90 --convert-scf-to-cf --convert-gpu-to-nvvm --reconcile-unrealized-casts" ;;
    rocdl) echo "--rocdl-attach-target=chip=gfx90a --convert-scf-to-cf --convert-gpu-to-rocdl --reconcile-unrealized-casts" ;;
    outline) echo "--gpu-kernel-outlining" ;;
    canon | canon-nvvm | canon-host) echo "--canonicalize --cse" ;;
  esac
}
input_of() {
  case $1 in
    outline | canon-host) echo "$lin" ;;
    canon-nvvm) echo "$nin" ;;
    *) echo "$kin" ;;
  esac
}

nin=$dir/bench-lower-kernels-$copies.nvvm.mlir
case " $sets " in *" canon-nvvm "*)
  # shellcheck disable=SC2046
  [ -s "$nin" ] || { echo "bench-lower: generating $nin"; "$oracle" $(flags_of nvvm) "$kin" -o "$nin.tmp" && mv "$nin.tmp" "$nin"; } ;;
esac

# run TOOL SET OUT: one timed run; appends "wall rss_kb status" to $dir/TOOL.SET.times.
run() {
  local tool=$1 set=$2 out=$3 cmd
  if [ "$tool" = gpuc ]; then cmd=("$gpuc" opt); else cmd=("$oracle"); fi
  # shellcheck disable=SC2046
  /usr/bin/time -f '%e %M' -o "$dir/time.txt" timeout "$limit" "${cmd[@]}" $(flags_of "$set") "$(input_of "$set")" -o "$out" \
    2> "$dir/$tool.$set.stderr"
  local status=$?
  echo "$(tail -n 1 "$dir/time.txt") $status" >> "$dir/$tool.$set.times"
  return $status
}

summary() {
  sort -n -k1,1 "$dir/$1.times" | awk '
    { wall[NR] = $1; if ($2 > rss) rss = $2; if ($3 != 0) bad++ }
    END { printf "%.2f %.1f %d\n", wall[int((NR + 1) / 2)], rss / 1024, bad }'
}

status=0
printf 'bench-lower: %s (%.1f MiB), %s (%.1f MiB), %d alternating runs per tool and flag set\n\n' \
  "$kin" "$(stat -c %s "$kin" | awk '{print $1 / 1048576}')" "$lin" "$(stat -c %s "$lin" | awk '{print $1 / 1048576}')" "$runs"
printf '%-8s %-10s %12s %18s  %s\n' set tool "wall s (med)" "peak RSS MiB (max)" status
for set in $sets; do
  rm -f "$dir"/*."$set".times
  for ((i = 1; i <= runs; i++)); do
    run mlir-opt "$set" /dev/null || echo "bench-lower: mlir-opt failed ($set, run $i): $(head -n 1 "$dir/mlir-opt.$set.stderr")"
    run gpuc "$set" /dev/null || echo "bench-lower: gpuc failed ($set, run $i): $(head -n 1 "$dir/gpuc.$set.stderr")"
  done
  read -r mwall mrss mbad < <(summary "mlir-opt.$set")
  read -r gwall grss gbad < <(summary "gpuc.$set")
  printf '%-8s %-10s %12s %18s  %s\n' "$set" mlir-opt "$mwall" "$mrss" "$([ "$mbad" = 0 ] && echo ok || echo FAILED)"
  printf '%-8s %-10s %12s %18s  %s\n' "$set" gpuc "$gwall" "$grss" "$([ "$gbad" = 0 ] && echo ok || echo FAILED)"
  want=$dir/want.$set.mlir got=$dir/got.$set.mlir
  run mlir-opt "$set" "$want" >/dev/null; run gpuc "$set" "$got" >/dev/null
  if [ "$gbad" = 0 ] && cmp -s "$want" "$got"; then
    verdict="same output (cmp, $(stat -c %s "$want") bytes)"
    rm -f "$want" "$got"
  else
    verdict="OUTPUT DIFFERS or gpuc failed (kept $want, $got)"
    status=1
  fi
  printf '%-8s %-10s %12s %18s  %s\n' "$set" gpuc/mlir "$(awk -v a="$gwall" -v b="$mwall" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }')" \
    "$(awk -v a="$grss" -v b="$mrss" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }')" "$verdict"
done
rm -f "$dir/time.txt"
exit $status
