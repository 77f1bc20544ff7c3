# Shared by scripts/bench-module-to-binary.sh and scripts/bench-compile.sh (sourced, not run): the private work
# folder with the ROCM_PATH MLIR 19's ROCDL target wants, the corpus replication both use as input, and the summary
# of timed runs. The caller sets count (modules per input) and suite (the upstream test folder) first.

# bench_setup NAME: a private work folder $work, removed on exit, and the environment both tools get: ROCM_PATH (a
# folder of links to Debian's device libraries and LLVM 19's ld.lld) and CUDA_ROOT (/usr/lib/cuda when it has
# libdevice).
bench_setup() {
  work=$(mktemp -d "${TMPDIR:-/tmp}/gpuc-$1.XXXXXX") || exit 1
  trap 'rm -rf "$work"' EXIT
  trap 'exit 130' INT TERM
  mkdir -p "$work/rocm/llvm/bin" && ln -s /usr/lib/x86_64-linux-gnu/amdgcn "$work/rocm/amdgcn" &&
    ln -s /usr/lib/llvm-19/bin/ld.lld "$work/rocm/llvm/bin/ld.lld" || exit 1
  export ROCM_PATH=$work/rocm
  [ -f /usr/lib/cuda/nvvm/libdevice/libdevice.10.bc ] && export CUDA_ROOT=/usr/lib/cuda
}

# bench_modules SRCGLOB TARGET OUT: $count renamed copies (@name_cK) of the gpu.modules of the files SRCGLOB matches
# (one each), in one module with gpu.container_module; each module's target list becomes TARGET ("" drops it).
bench_modules() {
  local glob=$1 target=$2 out=$3 files=() f i name
  for f in $glob; do [ "$(grep -c 'gpu\.module @' "$f")" = 1 ] && files+=("$f"); done
  [ ${#files[@]} -gt 0 ] || { echo "bench: no $glob" >&2; return 1; }
  {
    echo 'module attributes {gpu.container_module} {'
    for ((i = 1; i <= count; i++)); do
      f=${files[$(((i - 1) % ${#files[@]}))]}
      name=$(sed -n 's/^ *gpu\.module @\([A-Za-z0-9_]*\).*/\1/p' "$f")_c$i
      awk '/^[[:space:]]*\/\//{next} /gpu\.module/{on=1} on{lines[++n]=$0} END{while (n > 0 && lines[n] !~ /^}/) n--; n--; for (i = 1; i <= n; i++) print lines[i]}' "$f" |
        sed -e "s/^\( *gpu\.module @\)[A-Za-z0-9_]*/\1$name/" -e "s/\[#[a-z]*\.target<[^]]*>\] */$target/"
    done
    echo '}'
  } > "$out.tmp" && mv "$out.tmp" "$out"
}

# bench_summary NAME: "median_wall max_rss_mib failures" of the runs recorded in $work/NAME.times ("wall rss_kb
# status" lines).
bench_summary() {
  sort -n -k1,1 "$work/$1.times" | awk '{ wall[NR] = $1; if ($2 > rss) rss = $2; if ($3 != 0) bad++ }
    END { printf "%.3f %.1f %d\n", wall[int((NR + 1) / 2)], rss / 1024, bad }'
}

# bench_ratio A B: A/B as "0.500x".
bench_ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3fx", (b > 0 ? a / b : 0) }'; }
