// gpu-to-llvm leaves a cast pair for a host memref argument passed to gpu.launch_func (the descriptor struct
// to memref and back); reconcile-unrealized-casts folds it, so the launch reads the descriptor built from the
// function's arguments. Also run against mlir-opt-19 by `make lit-oracle`.
// RUN: gpuc opt %s --gpu-to-llvm | FileCheck %s --check-prefix=PAIR
// RUN: gpuc opt %s --gpu-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: gpuc opt %s --pass-pipeline='builtin.module(gpu-to-llvm, reconcile-unrealized-casts)' | FileCheck %s

// PAIR: %[[M:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// PAIR: builtin.unrealized_conversion_cast %[[M]] : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>

// CHECK-NOT: unrealized_conversion_cast
// CHECK:     %[[D:.*]] = llvm.insertvalue %arg4, %{{.*}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NOT: unrealized_conversion_cast
// CHECK:     llvm.extractvalue %[[D]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NOT: unrealized_conversion_cast
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @fill(%base: !llvm.ptr, %aligned: !llvm.ptr, %off: i64, %size: i64, %stride: i64) attributes {gpu.kernel} {
      llvm.return
    }
  }
  func.func @host(%buf: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
    return
  }
}
