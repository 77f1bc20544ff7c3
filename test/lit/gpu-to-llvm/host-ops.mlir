// The host-side gpu ops other than gpu.launch_func lower to the same runtime calls as in MLIR 19 (also run
// against mlir-opt-19 by `make lit-oracle`; test/diff/lower/gpu_*.mlir compares the whole output).
// RUN: gpuc opt %s --gpu-to-llvm | FileCheck %s

module attributes {gpu.container_module} {
  // CHECK-LABEL: llvm.func @copy_back(
  // CHECK-SAME: %[[N:[^:]*]]: i64
  func.func @copy_back(%n: index, %host: memref<?xf32>, %v: f32) {
    // CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %t0 = gpu.wait async
    // CHECK: %[[GEP:.*]] = llvm.getelementptr %{{.*}}[%[[N]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    // CHECK-NEXT: %[[BYTES:.*]] = llvm.ptrtoint %[[GEP]] : !llvm.ptr to i64
    // CHECK-NEXT: llvm.mlir.zero : !llvm.ptr
    // CHECK-NEXT: %[[NOTSHARED:.*]] = llvm.mlir.constant(0 : i8) : i8
    // CHECK-NEXT: %[[PTR:.*]] = llvm.call @mgpuMemAlloc(%[[BYTES]], %[[S]], %[[NOTSHARED]]) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %dev, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    // CHECK-NEXT: %[[DESC0:.*]] = llvm.mlir.undef
    // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[PTR]], %[[DESC0]][0]
    // CHECK-NEXT: llvm.insertvalue %[[PTR]], %[[DESC1]][1]
    // CHECK: %[[DEV:.*]] = llvm.insertvalue %{{.*}}[4, 0]
    // The element count of a dynamic shape is stride[0] * size[0].
    // CHECK-NEXT: %[[STRIDE:.*]] = llvm.extractvalue %[[DEV]][4, 0]
    // CHECK-NEXT: %[[SIZE:.*]] = llvm.extractvalue %[[DEV]][3, 0]
    // CHECK-NEXT: %[[COUNT:.*]] = llvm.mul %[[STRIDE]], %[[SIZE]] : i64
    // CHECK-NEXT: %[[BITS:.*]] = llvm.bitcast %{{.*}} : f32 to i32
    // CHECK-NEXT: %[[DST:.*]] = llvm.extractvalue %[[DEV]][1]
    // CHECK-NEXT: llvm.call @mgpuMemset32(%[[DST]], %[[BITS]], %[[COUNT]], %[[S]]) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
    %t2 = gpu.memset async [%t1] %dev, %v : memref<?xf32>, f32
    // CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]]) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %t3 = gpu.memcpy async [%t2] %host, %dev : memref<?xf32>, memref<?xf32>
    // CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[S]]) : (!llvm.ptr, !llvm.ptr) -> ()
    %t4 = gpu.dealloc async [%t3] %dev : memref<?xf32>
    // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr) -> ()
    // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr) -> ()
    gpu.wait [%t4]
    return
  }
  // CHECK: llvm.func @mgpuStreamCreate() -> !llvm.ptr
  // CHECK-NEXT: llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  // CHECK-NEXT: llvm.func @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
  // CHECK-NEXT: llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  // CHECK-NEXT: llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
  // CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  // CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr)
}
