// RUN: gpuc opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// memref canonicalization: constant alloc sizes, dead allocs, subview constant arguments / cast folding / trivial subviews, copies, collapse_shape composition, dim of reshape, view shapes; memref.store keeps a cast of the value it stores.

// CHECK-LABEL: func.func @alloc_const
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-LABEL: func.func @dead_alloc
// CHECK-NEXT: return
// CHECK-LABEL: func.func @subview_const
// CHECK-NEXT: %subview = memref.subview %arg0[0, 1] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: 1>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[?, 1], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-LABEL: func.func @subview_of_cast
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [3, 4] [1, 1] : memref<16x16xf32> to memref<3x4xf32, strided<[16, 1]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<3x4xf32, strided<[16, 1]>> to memref<3x4xf32, strided<[?, 1]>>
// CHECK-NEXT: return %cast : memref<3x4xf32, strided<[?, 1]>>
// CHECK-LABEL: func.func @trivial_subview
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<20x42xf32> to memref<20x42xf32, strided<[42, 1]>>
// CHECK-NEXT: return %cast : memref<20x42xf32, strided<[42, 1]>>
// CHECK-LABEL: func.func @copies
// CHECK-NEXT: return
// CHECK-LABEL: func.func @collapse_of_collapse
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3, 4{{\]\]}} : memref<?x?x?x?x?xf32> into memref<?x?xf32>
// CHECK-NEXT: return %collapse_shape : memref<?x?xf32>
// CHECK-LABEL: func.func @dim_of_reshape
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c3] : memref<?xindex>
// CHECK-NEXT: return %0 : index
// CHECK-LABEL: func.func @view_shape
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %view = memref.view %alloc[%c0][] : memref<2048xi8> to memref<7x4xf32>
// CHECK-NEXT: %cast = memref.cast %view : memref<7x4xf32> to memref<?x4xf32>
// CHECK-NEXT: return %cast : memref<?x4xf32>
// CHECK-LABEL: func.func @store_keeps_value_cast
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<32xi8> to memref<?xi8>
// CHECK-NEXT: memref.store %cast, %arg1[] : memref<memref<?xi8>>
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @alloc_const() -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc(%c4, %c8) {alignment = 64 : i64} : memref<?x?xf32>
  return %m : memref<?x?xf32>
}

func.func @dead_alloc(%v: f32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

func.func @subview_const(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c0, %c1] [%c4, %c4] [%c1, %c1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @subview_of_cast(%m: memref<16x16xf32>) -> memref<3x4xf32, strided<[?, 1]>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[0, 0] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1]>>
  return %s : memref<3x4xf32, strided<[?, 1]>>
}

func.func @trivial_subview(%m: memref<20x42xf32>) -> memref<20x42xf32, strided<[42, 1]>> {
  %s = memref.subview %m[0, 0] [20, 42] [1, 1] : memref<20x42xf32> to memref<20x42xf32, strided<[42, 1]>>
  return %s : memref<20x42xf32, strided<[42, 1]>>
}

func.func @copies(%a: memref<?xf32>, %e: memref<0xf32>, %b: memref<?xf32>) {
  memref.copy %a, %a : memref<?xf32> to memref<?xf32>
  memref.copy %e, %b : memref<0xf32> to memref<?xf32>
  return
}

func.func @collapse_of_collapse(%m: memref<?x?x?x?x?xf32>) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2], [3, 4]] : memref<?x?x?x?x?xf32> into memref<?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

func.func @dim_of_reshape(%m: memref<*xf32>, %shape: memref<?xindex>) -> index {
  %c3 = arith.constant 3 : index
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %c3 : memref<*xf32>
  return %d : index
}

func.func @view_shape(%c: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %buf = memref.alloc() : memref<2048xi8>
  %v = memref.view %buf[%c0][%c7] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

func.func @store_keeps_value_cast(%arg : memref<32xi8>, %holder: memref<memref<?xi8>>) {
  %0 = memref.cast %arg : memref<32xi8> to memref<?xi8>
  memref.store %0, %holder[] : memref<memref<?xi8>>
  return
}
