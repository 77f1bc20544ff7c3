// UNSUPPORTED: mlir-oracle
// The issue's end-to-end command on a host function whose memref argument crosses a gpu.launch_func:
// gpu-to-llvm leaves a descriptor -> memref -> descriptor cast pair there (as mlir-opt-19 does), which
// `gpuc translate` folds (a gpuc extension: mlir-translate-19 needs reconcile-unrealized-casts first). The
// result is the same as with the pass in between.
// RUN: gpuc opt %s --gpu-to-llvm | gpuc translate --mlir-to-llvmir > %t.direct
// RUN: gpuc opt %s --gpu-to-llvm --reconcile-unrealized-casts | gpuc translate --mlir-to-llvmir | diff %t.direct -
// RUN: FileCheck %s --input-file=%t.direct
// RUN: gpuc opt %s --gpu-to-llvm='target=rocdl.hsaco' | gpuc translate --mlir-to-llvmir | FileCheck %s --check-prefix=HSACO

// CHECK-LABEL: define void @foo(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
// CHECK:         %[[D:.*]] = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %{{.*}}, i64 %4, 4, 0
// CHECK:         extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %[[D]], 1
// CHECK:         call void @mgpuLaunchKernel(

// HSACO: @kernel_module_gpubin_cst = internal constant [{{[0-9]+}} x i8] c"\7FELF
// HSACO: define void @foo(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
// HSACO: call ptr @mgpuModuleLoad(ptr @kernel_module_gpubin_cst)
module attributes {gpu.container_module} {
  gpu.module @kernel_module attributes {rocdl.hsaco = #gpu.target<AMDGPU : chip = "gfx90a">} {
    llvm.func @kernel(%arg0: i32, %base: !llvm.ptr, %aligned: !llvm.ptr, %off: i64, %size: i64, %stride: i64) attributes {gpu.kernel, rocdl.kernel} {
      llvm.return
    }
  }

  func.func @foo(%buffer: memref<?xf32>) {
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : i32
    gpu.launch_func @kernel_module::@kernel blocks in (%c8, %c8, %c8) threads in (%c8, %c8, %c8)
        args(%c32 : i32, %buffer : memref<?xf32>)
    return
  }
}
