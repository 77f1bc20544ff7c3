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
say
say "== The same program through MLIR 19's own GPU flow"
say
say "-- MLIR 19 users write: mlir-opt --gpu-lower-to-nvvm-pipeline (gpu-module-to-binary makes a gpu.binary of"
say "   #gpu.objects, the gpu.launch_func stays for translation). gpuc runs the same command line:"
format=fatbin
if ! command -v ptxas >/dev/null || ! command -v fatbinary >/dev/null; then
  format=isa
  say "   (no ptxas/fatbinary here, so cubin-format=isa: PTX instead of MLIR's default fat binary)"
fi
pipeline="--gpu-lower-to-nvvm-pipeline=cubin-chip=sm_90 cubin-features=+ptx78 cubin-format=$format"
run "$gpuc" opt "$pipeline" "$src" -o "$out/mlir19.mlir"
grep -E '^\s*(gpu\.binary|gpu\.launch_func)' "$out/mlir19.mlir" | cut -c1-150 | sed 's/$/ .../; s/^/    /'
if [ -x "$mlir" ]; then
  "$mlir" "$pipeline" "$src" -o "$out/mlir19.want.mlir"
  if cmp -s "$out/mlir19.want.mlir" "$out/mlir19.mlir"; then
    say "-- checked: mlir-opt-19 $pipeline prints the same ($(wc -c < "$out/mlir19.mlir") bytes, byte for byte)."
  else
    say "-- NOTE: mlir-opt-19 prints something else: diff $out/mlir19.want.mlir $out/mlir19.mlir"
  fi
fi
run "$gpuc" translate --mlir-to-llvmir "$out/mlir19.mlir" -o "$out/mlir19.ll"
grep -E '^@.*_bin_cst|call .*@mgpu(ModuleLoad|ModuleGetFunction|LaunchKernel)' "$out/mlir19.ll" | cut -c1-120 | sed 's/^/    /'
translate=$(dirname "$mlir")/mlir-translate
if [ -x "$translate" ]; then
  "$translate" --mlir-to-llvmir "$out/mlir19.mlir" -o "$out/mlir19.want.ll"
  if cmp -s "$out/mlir19.want.ll" "$out/mlir19.ll"; then
    say "-- checked: mlir-translate-19 makes the same LLVM IR: the object embedded as @<module>_bin_cst, loaded,"
    say "   looked up and launched through the #gpu.select_object handler."
  else
    say "-- NOTE: mlir-translate-19 makes other LLVM IR: diff $out/mlir19.want.ll $out/mlir19.ll"
  fi
fi
run "$gpuc" inspect "$out/mlir19.ll"
say
say "-- And for AMD GPUs, gpuc's own gpu-lower-to-rocdl-pipeline (MLIR 19 has no ROCDL pipeline), an HSACO per module:"
run "$gpuc" opt --gpu-lower-to-rocdl-pipeline=chip=gfx90a "$src" -o "$out/mlir19-rocdl.mlir"
run "$gpuc" translate --mlir-to-llvmir "$out/mlir19-rocdl.mlir" -o "$out/mlir19-rocdl.ll"
run "$gpuc" inspect "$out/mlir19-rocdl.ll"
say "-- gpuc found Debian's ROCm device libraries without ROCM_PATH and, as Debian has no ROCm ld.lld, linked with"
say "   LLVM 19's (the remark above), where mlir-opt-19 fails with \"lld invocation failed\"."
say
say "-- Which flow? The seed's (a #gpu.target on the gpu.module, gpu-to-llvm{target=...}, the binary made when"
say "   translating) keeps one module to one binary and lowers launches to runtime calls in gpu-to-llvm; MLIR 19's"
say "   (#nvvm.target / #rocdl.target, gpu-module-to-binary, gpu.binary) is what MLIR's tools, tests and tutorials"
say "   use, and allows several targets per module. The README says more."
say
say "== gpuc compile: the whole job in one command, for two NVIDIA and two AMD chips"
say
targets=sm_80,sm_90,gfx90a,gfx942
if ! command -v ptxas >/dev/null || ! command -v fatbinary >/dev/null; then
  targets=gfx90a,gfx942
  say "   (no ptxas/fatbinary here: make cuda-toolkit adds sm_80 and sm_90; compiling for $targets)"
fi
run "$gpuc" compile "$src" --target=$targets --report -o "$out/saxpy.o"
say "-- one x86-64 relocatable object: the host function saxpy_and_sum and, per kernel module, one object that"
say "   carries every chip (an offload bundle of HSACOs and a CUDA fat binary of cubins plus sm_90's PTX)."
if command -v cc >/dev/null; then
  run cc -c examples/saxpy_main.c -o "$out/saxpy_main.o"
  run ld -r "$out/saxpy_main.o" "$out/saxpy.o" -o "$out/saxpy_linked.o"
  say "-- the C main and gpuc's object link together; what is left undefined is the GPU runtime's ABI, which a"
  say "   program links from a runtime library (MLIR's libmlir_cuda_runtime / libmlir_rocm_runtime):"
  nm -u "$out/saxpy_linked.o" | grep mgpu | sed 's/^/    /'
fi
