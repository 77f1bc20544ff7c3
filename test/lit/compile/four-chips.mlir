// gpuc compile: a host function with gpu.launch regions to an x86-64 object carrying device code for two NVIDIA
// and two AMD chips: per kernel module one clang offload bundle of the HSACOs and a CUDA fat binary (cubins and the
// newest chip's PTX). gpuc inspect reads the object back kernel by kernel, chip by chip.
// REQUIRES: ptxas, rocm-device-libs
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t
// RUN: gpuc compile %s --target=sm_80,sm_90,gfx90a,gfx942 -o %t/prog.o
// RUN: llvm-readelf --file-header --symbols %t/prog.o | FileCheck %s --check-prefix=ELF
// RUN: gpuc inspect %t/prog.o | FileCheck %s --check-prefix=INSPECT
// ELF: Type: REL (Relocatable file)
// ELF: Machine: Advanced Micro Devices X86-64
// ELF-DAG: FUNC GLOBAL DEFAULT {{[0-9]+}} scale
// ELF-DAG: OBJECT LOCAL DEFAULT {{[0-9]+}} scale_kernel_bin_cst
// ELF-DAG: NOTYPE GLOBAL DEFAULT UND mgpuLaunchKernel
// INSPECT: module        kind                 target  kernel
// INSPECT-NEXT: scale_kernel  bundle:HSACO         gfx90a  scale_kernel
// INSPECT-NEXT: scale_kernel  bundle:HSACO         gfx942  scale_kernel
// INSPECT-NEXT: scale_kernel  bundle:fatbin:cubin  sm_80   scale_kernel
// INSPECT-NEXT: scale_kernel  bundle:fatbin:cubin  sm_90   scale_kernel
// INSPECT-NEXT: scale_kernel  bundle:fatbin:PTX    sm_90   -

// One vendor: the fat binary alone; one AMD chip: the HSACO alone.
// RUN: gpuc compile %s --target=sm_80,sm_90 --emit=llvm -o %t/nv.ll
// RUN: FileCheck %s --check-prefix=NV < %t/nv.ll
// NV: target triple = "x86_64-
// NV: @scale_kernel_bin_cst = internal constant [{{[0-9]+}} x i8] c"P\ED
// NV: call ptr @mgpuModuleLoad(ptr @scale_kernel_bin_cst
// RUN: gpuc compile %s --target=gfx90a -o %t/amd.mlir
// RUN: FileCheck %s --check-prefix=AMD < %t/amd.mlir
// AMD: llvm.func @scale(
// AMD: gpu.launch_func  @scale_kernel::@scale_kernel
// AMD: gpu.binary @scale_kernel  [#gpu.object<#rocdl.target<chip = "gfx90a">, bin = "\7FELF
func.func @scale(%buf: memref<?xf32>, %s: f32, %n: index) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %blocks = arith.ceildivui %n, %c128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %ok = arith.cmpi ult, %i, %n : index
    scf.if %ok {
      %v = memref.load %buf[%i] : memref<?xf32>
      %w = arith.mulf %v, %s : f32
      memref.store %w, %buf[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
