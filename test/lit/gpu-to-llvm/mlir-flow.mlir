// gpu-to-llvm keeps a gpu.launch_func of MLIR 19's flow (its kernel module a gpu.binary, or a gpu.module with a
// `targets` array) as a gpu.launch_func with converted operands and its stream as the async object, as
// mlir-opt-19 does; launches of the seed's flow become runtime calls (mlir-flow-seed.mlir).
// RUN: gpuc opt %s --split-input-file --gpu-to-llvm | FileCheck %s
// RUN: gpuc opt %s --split-input-file --gpu-to-llvm=use-bare-pointers-for-kernels=1 | FileCheck %s --check-prefix=BARE

// CHECK-LABEL: llvm.func @binary
// CHECK-SAME:    (%[[ALLOC:.*]]: !llvm.ptr, %[[ALIGN:.*]]: !llvm.ptr, %[[OFF:.*]]: i64, %[[SIZE:.*]]: i64, %[[STRIDE:.*]]: i64, %[[N:.*]]: i64, %[[S:.*]]: f32)
// CHECK-NOT:     mgpuLaunchKernel
// CHECK:         gpu.launch_func  @kernels::@k blocks in (%[[C1:.*]], %[[C1]], %[[C1]]) threads in (%[[N]], %[[C1]], %[[C1]]) : i64 args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : i64, %[[N]] : i64, %[[S]] : f32)
// CHECK:         %[[STREAM:.*]] = llvm.call @mgpuStreamCreate()
// CHECK:         gpu.launch_func <%[[STREAM]] : !llvm.ptr> @kernels::@k {{.*}} dynamic_shared_memory_size %{{.*}} args(
// CHECK:         %[[NEW:.*]] = llvm.call @mgpuStreamCreate()
// CHECK:         gpu.launch_func <%[[NEW]] : !llvm.ptr> @kernels::@k
// CHECK:         llvm.call @mgpuStreamSynchronize(%[[NEW]])
// CHECK-NOT:     mgpuModuleLoad
// BARE-LABEL: llvm.func @binary
// BARE:         gpu.launch_func  @kernels::@k {{.*}} args(%{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : f32)
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, "BLOB">]
  func.func @binary(%a: memref<?xf32>, %n: index, %s: f32) {
    %c1 = arith.constant 1 : index
    %sm = arith.constant 16 : i32
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<?xf32>, %n : index, %s : f32)
    %t = gpu.wait async
    %t2 = gpu.launch_func async [%t] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %sm args(%a : memref<?xf32>, %n : index, %s : f32)
    gpu.wait [%t2]
    %t3 = gpu.launch_func async @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<?xf32>, %n : index, %s : f32)
    gpu.wait [%t3]
    return
  }
}

// -----

// A gpu.module with a target array, lowered to NVVM first: the launch keeps its converted operands, which
// match the lowered kernel's signature. Cluster sizes are kept.
// CHECK-LABEL: gpu.module @kernels [#nvvm.target<chip = "sm_90">]
// CHECK:         llvm.func @k(
// CHECK-LABEL: llvm.func @targets
// CHECK:         gpu.launch_func  @kernels::@k clusters in (%{{.*}}, %{{.*}}, %{{.*}}) blocks in
// CHECK-NOT:     mgpuLaunchKernel
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    llvm.func @k(%arg0: !llvm.ptr, %arg1: i64) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
  func.func @targets(%p: !llvm.ptr, %n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%p : !llvm.ptr, %n : index)
    return
  }
}
