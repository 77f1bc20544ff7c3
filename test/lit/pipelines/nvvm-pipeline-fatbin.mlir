// gpu-lower-to-nvvm-pipeline's default format, fatbin: ptxas and fatbinary pack an sm_50 cubin and the PTX.
// REQUIRES: ptxas
// RUN: gpuc opt %s --gpu-lower-to-nvvm-pipeline | FileCheck %s
// RUN: gpuc opt %s --gpu-lower-to-nvvm-pipeline=cubin-format=bin | FileCheck %s --check-prefix=BIN
// CHECK: gpu.binary @main_kernel  [#gpu.object<#nvvm.target, "P\ED
// BIN: gpu.binary @main_kernel  [#gpu.object<#nvvm.target, bin = "\7FELF
func.func @main(%buf: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %buf[%tx] : memref<64xf32>
    memref.store %v, %buf[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}
