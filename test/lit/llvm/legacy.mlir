// Seed-era syntax gpuc accepts although MLIR 19 no longer does: typed LLVM pointers (read as opaque
// pointers in the same address space, as LLVM's move to opaque pointers made them), llvm.mlir.null,
// and the seed's #gpu.target attribute (see gpu/target-attr.mlir).
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s | FileCheck %s
// RUN: gpuc opt %s | gpuc opt | FileCheck %s
// RUN: gpuc opt %s --mlir-print-op-generic | gpuc opt | FileCheck %s

// CHECK: gpu.module @kernel_module attributes {nvvm.cubin = #gpu.target<NVPTX>, rocdl.hsaco = #gpu.target<AMDGPU : chip = "gfx90a">}
gpu.module @kernel_module attributes {nvvm.cubin = #gpu.target<NVPTX>, rocdl.hsaco = #gpu.target<AMDGPU: chip = "gfx90a">} {
  // CHECK: llvm.func @kernel(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr)
  llvm.func @kernel(%arg0: i32, %arg1: !llvm.ptr<f32>, %arg2: !llvm.ptr<f32, 1>,
                    %arg3: !llvm.ptr<struct<(i32, ptr<i8>)>>) attributes {gpu.kernel} {
    // CHECK: llvm.mlir.null : !llvm.ptr
    %0 = llvm.mlir.null : !llvm.ptr<i8>
    // CHECK: llvm.mlir.null : !llvm.ptr<3>
    %1 = llvm.mlir.null : !llvm.ptr<f32, 3>
    llvm.return
  }
}
