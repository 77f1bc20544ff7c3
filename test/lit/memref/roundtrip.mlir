// memref custom syntax: DynamicIndexList, transpose maps, prefetch, DMA,
// generic_atomic_rmw, alloca_scope, globals, and result names.
// RUN: gpuc opt %s | FileCheck %s
// RUN: gpuc opt %s | gpuc opt | FileCheck %s

// CHECK: memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
// CHECK: memref.global "private" @u : memref<4xi32> = uninitialized
memref.global "private" @u : memref<4xi32> = uninitialized

// CHECK-LABEL: func.func @f
func.func @f(%m: memref<8x8xf32>, %d: memref<?xf32>, %t: memref<1xi32>, %i: index, %v: f32) {
  %c0 = arith.constant 0 : index
  // CHECK: %alloc = memref.alloc() : memref<4xf32>
  %buf = memref.alloc() : memref<4xf32>
  // CHECK: %subview = memref.subview %{{.*}}[0, %{{.*}}] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %s = memref.subview %m[0, %i] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  // CHECK: %reinterpret_cast = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}, 4], strides: [4, 1]
  %r = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  // CHECK: %transpose = memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %tr = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  // CHECK: memref.prefetch %{{.*}}[%{{.*}}, %{{.*}}], write, locality<2>, instr : memref<8x8xf32>
  memref.prefetch %m[%i, %i], write, locality<2>, instr : memref<8x8xf32>
  // CHECK: memref.dma_start %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}[%{{.*}}] : memref<8x8xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_start %m[%i, %i], %buf[%c0], %i, %t[%c0] : memref<8x8xf32>, memref<4xf32>, memref<1xi32>
  // CHECK: memref.generic_atomic_rmw %{{.*}}[%{{.*}}] : memref<?xf32> {
  // CHECK-NEXT: ^bb0(%[[CUR:.*]]: f32):
  // CHECK: memref.atomic_yield
  %x = memref.generic_atomic_rmw %d[%i] : memref<?xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %v : f32
    memref.atomic_yield %n : f32
  }
  // CHECK: memref.alloca_scope  -> (f32) {
  // CHECK-NEXT: memref.alloca_scope.return
  %w = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  // CHECK: memref.alloca_scope {
  // CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
  // CHECK-NEXT: }
  memref.alloca_scope {
    %z = memref.alloca() : memref<4xf32>
  }
  return
}
