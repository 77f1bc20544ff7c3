// gpu-lower-to-rocdl-pipeline, gpuc's ROCDL counterpart of gpu-lower-to-nvvm-pipeline (MLIR 19 has none; the
// differential test test/diff/pipeline_test.go checks it against mlir-opt-19 running the same passes):
// outlining, the kernel lowered to ROCDL with a #rocdl.target attached, compiled to GCN assembly or an HSACO.
// REQUIRES: rocm-device-libs
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t/rocm/llvm/bin
// RUN: ln -s /usr/lib/x86_64-linux-gnu/amdgcn %t/rocm/amdgcn && ln -s /usr/lib/llvm-19/bin/ld.lld %t/rocm/llvm/bin/ld.lld
// RUN: env ROCM_PATH=%t/rocm gpuc opt %s --gpu-lower-to-rocdl-pipeline=format=isa | FileCheck %s --check-prefix=ISA
// RUN: env ROCM_PATH=%t/rocm gpuc opt %s --gpu-lower-to-rocdl-pipeline | FileCheck %s --check-prefix=BIN
// RUN: env ROCM_PATH=%t/rocm gpuc opt %s --gpu-lower-to-rocdl-pipeline="chip=gfx942 opt-level=3 format=isa" | FileCheck %s --check-prefix=CHIP
// RUN: env ROCM_PATH=%t/rocm gpuc opt %s --gpu-lower-to-rocdl-pipeline="format=isa kernel-bare-ptr-calling-convention=1" | FileCheck %s --check-prefix=BARE
// RUN: env ROCM_PATH=%t/rocm gpuc opt %s --gpu-lower-to-rocdl-pipeline="format=llvm features=+xnack abi=600" | FileCheck %s --check-prefix=FEAT

// ISA: gpu.launch_func  @main_kernel::@main_kernel blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%arg0 : !llvm.ptr, %arg1 : !llvm.ptr, %arg2 : i64, %arg3 : i64, %arg4 : i64, %arg5 : f32)
// ISA: gpu.binary @main_kernel  [#gpu.object<#rocdl.target<chip = "gfx90a">, assembly = "\09.text\0A\09.amdgcn_target \22amdgcn-amd-amdhsa--gfx90a\22
// ISA-SAME: v_mul_f32
// BIN: gpu.binary @main_kernel  [#gpu.object<#rocdl.target<chip = "gfx90a">, bin = "\7FELF
// CHIP: #gpu.object<#rocdl.target<O = 3, chip = "gfx942">, assembly = "\09.text\0A\09.amdgcn_target \22amdgcn-amd-amdhsa--gfx942\22
// BARE: gpu.launch_func  @main_kernel::@main_kernel {{.*}} args(%arg1 : !llvm.ptr, %arg5 : f32)
// FEAT: #gpu.object<#rocdl.target<chip = "gfx90a", features = "+xnack", abi = "600">, offload = "BC\C0\DE
func.func @main(%buf: memref<64xf32>, %s: f32) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %buf[%tx] : memref<64xf32>
    %w = arith.mulf %v, %s : f32
    memref.store %w, %buf[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}
