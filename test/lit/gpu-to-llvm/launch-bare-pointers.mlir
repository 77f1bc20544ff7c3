// use-bare-pointers-for-kernels: a memref kernel operand is passed as its aligned pointer alone; other operands
// are unchanged. Host functions keep descriptors (that is use-bare-pointers-for-host).
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --gpu-to-llvm=use-bare-pointers-for-kernels=1 | FileCheck %s
// RUN: gpuc opt %s --gpu-to-llvm='use-bare-pointers-for-kernels=true use-opaque-pointers=1' | FileCheck %s
// RUN: gpuc opt %s --pass-pipeline='builtin.module(gpu-to-llvm{use-bare-pointers-for-kernels=1})' | FileCheck %s
// RUN: gpuc opt %s --gpu-to-llvm | FileCheck %s --check-prefix=DESC

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<4xf32>, %x: i64, %b: memref<2x2xi32, 1>) kernel {
      gpu.return
    }
  }
  // CHECK-LABEL: llvm.func @bare
  // CHECK-SAME: (%[[N:[^:]*]]: i64, %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %[[X:[^:]*]]: i64,
  func.func @bare(%n: index, %a: memref<4xf32>, %x: i64, %b: memref<2x2xi32, 1>) {
    // CHECK-DAG: %[[B:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<2x2xi32, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
    // CHECK-DAG: %[[A:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    // CHECK: llvm.call @mgpuStreamCreate
    // CHECK-NEXT: %[[APTR:.*]] = llvm.extractvalue %[[A]][1]
    // CHECK-NEXT: %[[BPTR:.*]] = llvm.extractvalue %[[B]][1]
    // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-NEXT: %[[S:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<"", (ptr, i64, ptr<1>)>
    // CHECK-NEXT: %[[THREE:.*]] = llvm.mlir.constant(3 : i32) : i32
    // CHECK-NEXT: llvm.alloca %[[THREE]] x !llvm.ptr
    // CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[S]][0, 0]
    // CHECK-NEXT: llvm.store %[[APTR]], %[[P0]] : !llvm.ptr, !llvm.ptr
    // CHECK: %[[P1:.*]] = llvm.getelementptr %[[S]][0, 1]
    // CHECK-NEXT: llvm.store %[[X]], %[[P1]] : i64, !llvm.ptr
    // CHECK: %[[P2:.*]] = llvm.getelementptr %[[S]][0, 2]
    // CHECK-NEXT: llvm.store %[[BPTR]], %[[P2]] : !llvm.ptr<1>, !llvm.ptr
    // CHECK: llvm.call @mgpuLaunchKernel
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%a : memref<4xf32>, %x : i64, %b : memref<2x2xi32, 1>)
    return
  }
}

// Without the option: 5 + 1 + 7 fields.
// DESC: llvm.alloca %{{.*}} x !llvm.struct<"", (ptr, ptr, i64, i64, i64, i64, ptr<1>, ptr<1>, i64, i64, i64, i64, i64)>
// DESC-NEXT: %[[N:.*]] = llvm.mlir.constant(13 : i32) : i32
// DESC-NEXT: llvm.alloca %[[N]] x !llvm.ptr
