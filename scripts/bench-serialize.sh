#!/usr/bin/env bash
# Times gpuc's device serialization (`gpuc translate --mlir-to-llvmir` on gpu.modules carrying a #gpu.target)
# against MLIR 19's (`mlir-opt-19 --gpu-module-to-binary`) on many gpu.modules, and checks that both make the
# same device code.
#
#   make bench-serialize                      (builds bin/gpuc first)
#   bash scripts/bench-serialize.sh           (from the repository root)
#
# Inputs: $BENCH_DIR/serialize-{amdgpu,nvptx}-$BENCH_MODULES.{mlir-opt,gpuc}.mlir (default BENCH_DIR
# ${TMPDIR:-/tmp}/gpuc-bench, BENCH_MODULES 64), generated when absent and reused afterwards (delete them to
# regenerate): the kernel corpus's gpu.modules (../shared/upstream-tests/kernels/*.rocdl.mlir and *.nvvm.mlir)
# copied again and again, each copy's module renamed @name_cN, until there are BENCH_MODULES of them. Two
# cases, each with one input per tool and the same module bodies:
#   amdgpu  gfx90a code objects (HSACO, format bin)
#           mlir-opt-19: gpu.module @m [#rocdl.target<O = 2, chip = "gfx90a", abi = "500">]
#           gpuc:        gpu.module @m attributes {target = #gpu.target<AMDGPU : O = 2, chip = "gfx90a",
#                        opts = {abi_ver = "500", correct_sqrt}>}  (MLIR 19's ROCDL target rounds sqrt correctly)
#   nvptx   sm_90 PTX (format isa on both sides: there is no ptxas here to make cubins), from the kernels that
#           call no libdevice function (@__nv_*): without a CUDA toolkit there is no libdevice, which gpuc
#           reports as an error while MLIR 19 leaves the calls undefined in the PTX
#           mlir-opt-19: gpu.module @m [#nvvm.target<O = 2, chip = "sm_90", features = "+ptx80">]
#           gpuc:        gpu.module @m attributes {target = #gpu.target<NVPTX : O = 2, chip = "sm_90",
#                        features = "+ptx80">}
# The gpuc input is what gpu-to-llvm leaves: a host module with one @m_gpubin_stub global per module and a
# function using it, next to the gpu.modules. Both tools find the ROCm device libraries through ROCM_PATH, a
# private folder of symlinks (amdgcn -> the Debian rocm-device-libs, llvm/bin/ld.lld -> LLVM 19's), as MLIR
# 19's ROCDL target needs.
# Per case it runs
#   mlir-opt-19 --gpu-module-to-binary=format=FMT MLIR_INPUT -o OUT
#   bin/gpuc translate --mlir-to-llvmir --gpu-object-format=FMT GPUC_INPUT -o OUT
# alternately, $RUNS times each (default 3), under /usr/bin/time -f '%e %M', then prints per tool and case the
# median wall time, the largest peak RSS, and the gpuc/mlir-opt ratios (and the same for both cases together).
# The last run's outputs are compared for the first BENCH_CHECK modules (default 2) of each case: gpuc's
# @m_gpubin_cst against mlir-opt's gpu.binary object, as llvm-objdump-19 -d disassembly without addresses and
# encodings (HSACO: the code objects' notes differ, which moves the code) or as text (PTX). Exit status: 0 when gpuc ran every case and matched, 1 otherwise; a missing or failing gpuc is
# reported in the table and the mlir-opt half still runs.
# Environment: GPUC (default bin/gpuc), MLIR_OPT (default mlir-opt-19), RUNS, BENCH_DIR, BENCH_MODULES,
# BENCH_CHECK, BENCH_TIMEOUT (seconds per run, default 600), UPSTREAM_TESTS (default ../shared/upstream-tests),
# ROCM_DEVICE_LIBS (default /usr/lib/x86_64-linux-gnu/amdgcn), LLD (default /usr/lib/llvm-19/bin/ld.lld).
set -uo pipefail

cd "$(dirname "$0")/.." || exit 1
runs=${RUNS:-3}
count=${BENCH_MODULES:-64}
check=${BENCH_CHECK:-2}
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/gpuc-bench}
limit=${BENCH_TIMEOUT:-600}
gpuc=${GPUC:-bin/gpuc}
oracle=${MLIR_OPT:-mlir-opt-19}
suite=${UPSTREAM_TESTS:-../shared/upstream-tests}
devlibs=${ROCM_DEVICE_LIBS:-/usr/lib/x86_64-linux-gnu/amdgcn}
lld=${LLD:-/usr/lib/llvm-19/bin/ld.lld}
command -v "$oracle" >/dev/null 2>&1 || oracle=/usr/lib/llvm-19/bin/mlir-opt
[ -x /usr/bin/time ] || { echo "bench-serialize: /usr/bin/time is missing (apt-get install time, or make deps)" >&2; exit 1; }
command -v "$oracle" >/dev/null 2>&1 || { echo "bench-serialize: no mlir-opt-19 (apt-get install mlir-19-tools, or make deps)" >&2; exit 1; }
[ -d "$devlibs/bitcode" ] || { echo "bench-serialize: no ROCm device libraries in $devlibs/bitcode (apt-get install rocm-device-libs, or set ROCM_DEVICE_LIBS)" >&2; exit 1; }
[ -x "$lld" ] || { echo "bench-serialize: no ld.lld at $lld (apt-get install lld-19, or set LLD)" >&2; exit 1; }
[[ $count =~ ^[1-9][0-9]*$ ]] || { echo "bench-serialize: BENCH_MODULES must be a positive number, not '$count'" >&2; exit 1; }
mkdir -p "$dir" || exit 1

# The ROCM_PATH both tools use: a private folder of symlinks, removed on exit.
farm=$(mktemp -d "${TMPDIR:-/tmp}/gpuc-bench-rocm.XXXXXX") || exit 1
work=$(mktemp -d "${TMPDIR:-/tmp}/gpuc-bench-out.XXXXXX") || { rm -rf "$farm"; exit 1; }
trap 'rm -rf "$farm" "$work"' EXIT
trap 'exit 130' INT TERM
mkdir -p "$farm/llvm/bin" && ln -s "$devlibs" "$farm/amdgcn" && ln -s "$lld" "$farm/llvm/bin/ld.lld" || exit 1
export ROCM_PATH=$farm

# generate CASE: writes the case's two inputs. CASE is amdgpu or nvptx.
generate() {
  local case=$1 kind oracle_target gpuc_target files=() f i n name
  if [ "$case" = amdgpu ]; then
    kind=rocdl
    oracle_target='#rocdl.target<O = 2, chip = "gfx90a", abi = "500">'
    gpuc_target='#gpu.target<AMDGPU : O = 2, chip = "gfx90a", opts = {abi_ver = "500", correct_sqrt}>'
  else
    kind=nvvm
    oracle_target='#nvvm.target<O = 2, chip = "sm_90", features = "+ptx80">'
    gpuc_target='#gpu.target<NVPTX : O = 2, chip = "sm_90", features = "+ptx80">'
  fi
  for f in "$suite"/kernels/*."$kind".mlir; do
    [ -r "$f" ] && [ "$(grep -c 'gpu\.module @' "$f")" = 1 ] || continue
    [ $kind = nvvm ] && grep -q '@__nv_' "$f" && continue
    files+=("$f")
  done
  [ ${#files[@]} -gt 0 ] || { echo "bench-serialize: no $suite/kernels/*.$kind.mlir kernels" >&2; return 1; }
  local mo=$dir/serialize-$case-$count.mlir-opt.mlir go=$dir/serialize-$case-$count.gpuc.mlir
  : > "$work/modules.mlir" && : > "$work/host.mlir" || return 1
  for ((i = 1; i <= count; i++)); do
    f=${files[$(((i - 1) % ${#files[@]}))]}
    name=$(sed -n 's/^ *gpu\.module @\([A-Za-z0-9_]*\).*/\1/p' "$f")_c$i
    # The gpu.module alone (the lines between the container module's header and its closing brace), renamed;
    # its target list becomes the marker @@TARGET@@.
    awk 'NR > 1 { lines[++n] = $0 } END { while (n > 0 && lines[n] !~ /^}/) n--; for (i = 1; i < n; i++) print lines[i] }' "$f" |
      sed -e "s/^\( *gpu\.module @\)[A-Za-z0-9_]*/\1$name/" -e 's/\[#[a-z]*\.target<[^]]*>\] */@@TARGET@@ /' >> "$work/modules.mlir"
    printf '  llvm.mlir.global internal constant @%s_gpubin_stub("\\00") {addr_space = 0 : i32}\n' "$name" >> "$work/host.mlir"
    printf '  llvm.func @%s_binary() -> !llvm.ptr {\n    %%0 = llvm.mlir.addressof @%s_gpubin_stub : !llvm.ptr\n    llvm.return %%0 : !llvm.ptr\n  }\n' "$name" "$name" >> "$work/host.mlir"
  done
  {
    echo 'module attributes {gpu.container_module} {'
    sed "s/@@TARGET@@/[$oracle_target]/" "$work/modules.mlir"
    echo '}'
  } > "$mo.tmp" || return 1
  {
    echo 'module attributes {gpu.container_module} {'
    cat "$work/host.mlir"
    sed -e "s/@@TARGET@@ attributes {/attributes {target = $gpuc_target, /" \
      -e "s/@@TARGET@@ {/attributes {target = $gpuc_target} {/" "$work/modules.mlir"
    echo '}'
  } > "$go.tmp" || return 1
  if grep -q '@@TARGET@@' "$go.tmp"; then
    echo "bench-serialize: a corpus gpu.module header has an unexpected form (see $go.tmp)" >&2
    return 1
  fi
  mv "$mo.tmp" "$mo" && mv "$go.tmp" "$go"
}

cases=(amdgpu nvptx)
for c in "${cases[@]}"; do
  if [ ! -s "$dir/serialize-$c-$count.mlir-opt.mlir" ] || [ ! -s "$dir/serialize-$c-$count.gpuc.mlir" ]; then
    echo "bench-serialize: generating $dir/serialize-$c-$count.{mlir-opt,gpuc}.mlir ($count gpu.modules)"
    generate "$c" || exit 1
  fi
done

have_gpuc=1
if [ ! -x "$gpuc" ]; then
  have_gpuc=0
  echo "bench-serialize: no gpuc binary at $gpuc (make build, or set GPUC=...): timing mlir-opt only"
fi

format_of() { [ "$1" = amdgpu ] && echo bin || echo isa; }

# run TOOL CASE: one run under /usr/bin/time, output to $work/TOOL.CASE.out; appends "wall rss_kb status" to
# $work/TOOL.CASE.times.
run() {
  local tool=$1 case=$2 fmt cmd
  fmt=$(format_of "$case")
  if [ "$tool" = gpuc ]; then
    cmd=("$gpuc" translate --mlir-to-llvmir "--gpu-object-format=$fmt" "$dir/serialize-$case-$count.gpuc.mlir")
  else
    cmd=("$oracle" "--gpu-module-to-binary=format=$fmt" "$dir/serialize-$case-$count.mlir-opt.mlir")
  fi
  /usr/bin/time -f '%e %M' -o "$work/time.txt" timeout "$limit" "${cmd[@]}" -o "$work/$tool.$case.out" \
    2> "$work/$tool.$case.stderr"
  local status=$?
  echo "$(tail -n 1 "$work/time.txt") $status" >> "$work/$tool.$case.times"
  return $status
}

# summary FILES...: prints "median_wall max_rss_mib failures" from the recorded runs; with several files, the
# wall times of the same run are added (both cases one after the other).
summary() {
  paste -d ' ' "$@" | awk '
    { w = 0; for (i = 1; i <= NF; i += 3) { w += $i; if ($(i + 1) > rss) rss = $(i + 1); if ($(i + 2) != 0) bad++ } print w, rss, bad }' |
    sort -n -k1,1 | awk '
    { wall[NR] = $1; if ($2 > rss) rss = $2; bad = $3 > bad ? $3 : bad }
    END { printf "%.2f %.1f %d\n", wall[int((NR + 1) / 2)], rss / 1024, bad }'
}

# object TOOL CASE NAME: the object module NAME became in TOOL's output (gpuc or mlir-opt), unescaped, to stdout:
# for mlir-opt the string of gpu.binary @NAME, for gpuc the bytes of @NAME_gpubin_cst without the NUL it ends with.
object() {
  python3 - "$1" "$work/$1.$2.out" "$3" <<'EOF'
import re, sys
tool, path, name = sys.argv[1:]
text = open(path, encoding="latin-1").read()
if tool == "mlir-opt":
    m = re.search(r'gpu\.binary @' + re.escape(name) + r' .*?(?:bin|assembly) = "((?:[^"\\]|\\.)*)"', text, re.S)
    what, drop = "gpu.binary @" + name, 0
else:
    m = re.search(r'^@' + re.escape(name) + r'_gpubin_cst = .*? c"((?:[^"\\]|\\[0-9A-Fa-f]{2}|\\\\)*)"', text, re.M)
    what, drop = "@" + name + "_gpubin_cst", 1
if not m:
    sys.exit("no " + what)
s, out, i = m.group(1), bytearray(), 0
while i < len(s):
    if s[i] == "\\":
        if s[i + 1] == "\\":
            out.append(0x5C); i += 2
        else:
            out.append(int(s[i + 1:i + 3], 16)); i += 3
    else:
        out += s[i].encode("latin-1"); i += 1
sys.stdout.buffer.write(bytes(out[:len(out) - drop]))
EOF
}

# disassemble FILE: the instruction and label lines of an AMDGPU code object.
disassemble() {
  llvm-objdump-19 -d --no-show-raw-insn "$1" | tail -n +3 | sed -e 's|//.*||' -e 's/[[:space:]][[:space:]]*/ /g' -e 's/^ //' -e 's/ $//' |
    grep -v -e '^$' -e '^Disassembly of'
}

# compare CASE: checks the first $check modules of the case; prints one verdict line, returns 1 on a difference.
compare() {
  local case=$1 names name a b n=0
  command -v python3 >/dev/null 2>&1 || { echo "$case: not compared (no python3)"; return 0; }
  names=$(sed -n 's/^ *gpu\.module @\([A-Za-z0-9_]*\).*/\1/p' "$dir/serialize-$case-$count.gpuc.mlir" | head -n "$check")
  for name in $names; do
    a=$work/cmp.$name.gpuc b=$work/cmp.$name.mlir-opt
    object gpuc "$case" "$name" > "$a" || { echo "$case: cannot read @${name}_gpubin_cst from gpuc's output"; return 1; }
    object mlir-opt "$case" "$name" > "$b" || { echo "$case: cannot read gpu.binary @$name from mlir-opt's output"; return 1; }
    if [ "$case" = amdgpu ]; then
      # The instructions and labels, without the file name, addresses and encodings (the code objects' notes
      # differ in size, which moves the code).
      disassemble "$a" > "$a.s" && disassemble "$b" > "$b.s" || { echo "$case: llvm-objdump-19 cannot disassemble @$name"; return 1; }
      a=$a.s b=$b.s
    else
      # MLIR 19 keeps the NUL that ends the PTX string in the object; gpuc's global adds its own.
      tr -d '\000' < "$a" > "$a.s" && tr -d '\000' < "$b" > "$b.s" || return 1
      a=$a.s b=$b.s
    fi
    if ! cmp -s "$a" "$b"; then
      echo "$case: @$name DIFFERS from mlir-opt-19 ($(diff "$a" "$b" | head -n 3 | tr '\n' ' '))"
      return 1
    fi
    n=$((n + 1))
  done
  if [ "$case" = amdgpu ]; then
    echo "$case: $n of $count modules checked, HSACO disassembly identical to mlir-opt-19's"
  else
    echo "$case: $n of $count modules checked, PTX identical to mlir-opt-19's"
  fi
}

echo "bench-serialize: $count gpu.modules per case (amdgpu: gfx90a HSACO; nvptx: sm_90 PTX), $runs alternating runs per tool, $(nproc) CPUs"
status=0
table=()
verdicts=()
rm -f "$work"/*.times
for ((i = 1; i <= runs; i++)); do
  for c in "${cases[@]}"; do
    run mlir-opt "$c" || echo "bench-serialize: mlir-opt failed on $c, run $i: $(head -n 1 "$work/mlir-opt.$c.stderr")"
    if [ $have_gpuc = 1 ]; then
      run gpuc "$c" || echo "bench-serialize: gpuc failed on $c, run $i: $(head -n 1 "$work/gpuc.$c.stderr")"
    fi
  done
done

# row NAME TIMES...: one table row for mlir-opt and, when built, gpuc and the ratios.
rows() {
  local label=$1 mwall mrss mbad gwall grss gbad
  shift
  read -r mwall mrss mbad < <(summary "${@/#/$work/mlir-opt.}")
  table+=("mlir-opt $label $mwall $mrss $([ "$mbad" = 0 ] && echo ok || echo "FAILED")")
  [ $have_gpuc = 1 ] || { table+=("gpuc $label - - not-built"); return 1; }
  read -r gwall grss gbad < <(summary "${@/#/$work/gpuc.}")
  if [ "$gbad" != 0 ]; then
    table+=("gpuc $label $gwall $grss FAILED")
    return 1
  fi
  table+=("gpuc $label $gwall $grss ok")
  table+=("gpuc/mlir-opt $label $(awk -v a="$gwall" -v b="$mwall" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }') $(awk -v a="$grss" -v b="$mrss" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }') ratio")
}

for c in "${cases[@]}"; do
  if ! rows "$c" "$c.times"; then
    status=1
    [ $have_gpuc = 1 ] && verdicts+=("$c: gpuc failed: $(head -n 1 "$work/gpuc.$c.stderr")")
    continue
  fi
  v=$(compare "$c") || status=1
  verdicts+=("$v")
done
rows both "${cases[@]/%/.times}" || status=1
[ $have_gpuc = 1 ] || { verdicts+=("gpuc not built, output not compared"); status=1; }

echo
printf '%-15s %-7s %12s %18s  %s\n' tool case "wall s (med)" "peak RSS MiB (max)" status
for row in "${table[@]}"; do
  # shellcheck disable=SC2086
  printf '%-15s %-7s %12s %18s  %s\n' $row
done
echo
for v in "${verdicts[@]}"; do echo "output: $v"; done
exit $status
