#!/usr/bin/env bash
# The first part of `make demo`: a host function with gpu.launch regions, compiled to NVIDIA and AMD device
# binaries by gpuc alone (outlining, kernel lowering, gpu-to-llvm, translation), each step's output checked
# against mlir-opt-19 where MLIR 19 has the same step.
set -euo pipefail
cd "$(dirname "$0")/.."
gpuc=${GPUC:-bin/gpuc}
mlir=${MLIR_OPT:-/usr/lib/llvm-19/bin/mlir-opt}
src=examples/saxpy_launch.mlir
out=bin/demo-launch
mkdir -p "$out"
say() { printf '%s\n' "$*"; }
# run CMD ARGS...: print the command as one could paste it into a shell (single quotes where needed), then run it.
run() {
  local a line='$'
  for a in "$@"; do
    case $a in *[\ \"\']*) line+=" '${a//\'/\'\\\'\'}'" ;; *) line+=" $a" ;; esac
  done
  printf '%s\n' "$line"
  "$@"
}

say "== From gpu.launch to device binaries, with gpuc alone"
say
say "$src: a host function that launches saxpy and a block-wide sum (gpu.all_reduce), written inline:"
sed -n '/func.func/,/^    gpu.launch blocks/p' "$src" | head -8
say "    ..."
say
run "$gpuc" opt --gpu-kernel-outlining "$src" -o "$out/outlined.mlir"
grep -E '^\s*(gpu\.module|gpu\.func|gpu\.launch_func)' "$out/outlined.mlir" | sed 's/^/    /'
say "-- each gpu.launch became a gpu.func kernel in a gpu.module of its own (named after the function, uniqued) and a"
say "   gpu.launch_func; the values the bodies took from above (%a, %x, %y, %n, %out) became kernel arguments, the"
say "   constant launch sizes gpu.known_block_size."
say
for vendor in nvvm rocdl; do
  if [ $vendor = nvvm ]; then
    target='NVPTX: chip = "sm_90", O = 3'; chip=sm_90; what='NVVM (libdevice math, PTX special registers)'
  else
    target='AMDGPU: chip = "gfx90a", O = 3'; chip=gfx90a; what='ROCDL (ROCm device library math, work-item intrinsics)'
  fi
  say "-- $what:"
  run "$gpuc" opt "$src" --gpu-kernel-outlining --convert-scf-to-cf --convert-gpu-to-$vendor \
    --gpu-to-llvm="target=\"$target\"" --reconcile-unrealized-casts -o "$out/$vendor.llvm.mlir"
  format=bin
  if ! "$gpuc" translate --mlir-to-llvmir "$out/$vendor.llvm.mlir" -o "$out/$vendor.ll" 2>"$out/$vendor.err"; then
    if [ $vendor = nvvm ] && grep -q CUDA "$out/$vendor.err"; then
      say "   (no ptxas or CUDA driver here: embedding the PTX text instead of a cubin)"
      format=isa
    else
      cat "$out/$vendor.err" >&2; exit 1
    fi
  fi
  run "$gpuc" translate --mlir-to-llvmir --gpu-object-format=$format "$out/$vendor.llvm.mlir" -o "$out/$vendor.ll"
  run "$gpuc" inspect "$out/$vendor.ll"
  if [ -x "$mlir" ]; then
    flags=(--gpu-kernel-outlining --$vendor-attach-target=chip=$chip --convert-scf-to-cf --convert-gpu-to-$vendor --reconcile-unrealized-casts)
    "$mlir" "${flags[@]}" "$src" -o "$out/$vendor.want.mlir"
    "$gpuc" opt "${flags[@]}" "$src" -o "$out/$vendor.got.mlir"
    if cmp -s "$out/$vendor.want.mlir" "$out/$vendor.got.mlir"; then
      say "-- checked: gpuc opt ${flags[*]} prints what mlir-opt-19 prints ($(wc -l < "$out/$vendor.got.mlir") lines, byte for byte)."
    else
      say "-- NOTE: mlir-opt-19 prints something else for ${flags[*]}: diff $out/$vendor.want.mlir $out/$vendor.got.mlir"
    fi
  fi
  say
done
say "-- The host function now calls the GPU runtime (mgpuModuleLoad of @<module>_gpubin_cst, mgpuLaunchKernel, ...);"
say "   the kernels were outlined, lowered to NVVM and ROCDL, compiled by LLVM 19 in-process and embedded, as the"
say "   seed's flow does, with no mlir-opt in the way."
