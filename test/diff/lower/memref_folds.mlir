// Folders run before the patterns: loads, stores and the like use the
// source of a memref.cast, static dims and ranks become constants.
func.func @cast_users(%a: memref<4xf32>, %i: index, %x: f32) -> f32 {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  %r = memref.atomic_rmw addf %x, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.dealloc %c : memref<?xf32>
  return %r : f32
}
// -----
func.func @dims(%a: memref<4x?xf32>, %n: index, %m: index, %buf: memref<64xi8>) -> (index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.dim %a, %c0 : memref<4x?xf32>
  %b = memref.alloc(%n) : memref<4x?xf32>
  %1 = memref.dim %b, %c1 : memref<4x?xf32>
  %s = memref.alloca(%n, %m) : memref<?x4x?xf32>
  %2 = memref.dim %s, %c2 : memref<?x4x?xf32>
  %v = memref.view %buf[%c0][%n] : memref<64xi8> to memref<?x2xf32>
  %3 = memref.dim %v, %c0 : memref<?x2xf32>
  %sv = memref.subview %s[0, 0, 0][1, 4, %m][1, 1, 1] : memref<?x4x?xf32> to memref<4x?xf32, strided<[?, 1]>>
  %4 = memref.dim %sv, %c1 : memref<4x?xf32, strided<[?, 1]>>
  %rc = memref.reinterpret_cast %a to offset: [0], sizes: [%m, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32>
  %5 = memref.dim %rc, %c0 : memref<?x4xf32>
  %6 = memref.rank %a : memref<4x?xf32>
  memref.dealloc %b : memref<4x?xf32>
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
// -----
func.func @dim_of_cast(%a: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.dim %c, %c0 : memref<?xf32>
  return %d : index
}
// -----
func.func @views(%b: memref<4x8xf32>, %a: memref<4xf32>, %n: index) {
  %t = memref.transpose %b (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  %t1 = memref.transpose %b (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %t2 = memref.transpose %t1 (i, j) -> (j, i) : memref<8x4xf32, strided<[1, 8]>> to memref<4x8xf32, strided<[8, 1]>>
  %s = memref.subview %b[0, 0][4, 8][1, 1] : memref<4x8xf32> to memref<4x8xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
  %r2 = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  %r3 = memref.reinterpret_cast %r to offset: [%n], sizes: [2], strides: [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %co = memref.collapse_shape %e [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  "test.use"(%t, %t2, %s, %r, %r2, %r3, %co) : (memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>, memref<4x8xf32>, memref<4xf32>, memref<4xf32>, memref<2xf32, strided<[1], offset: ?>>, memref<4xf32>) -> ()
  return
}
// -----
func.func @space_casts(%a: memref<?xf32, 1>) -> memref<?xf32, 3> {
  %0 = memref.memory_space_cast %a : memref<?xf32, 1> to memref<?xf32>
  %1 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}
// -----
// extract_strided_metadata's folder puts arith.constant ops before it for
// the statically known results that have uses (and the conversion driver
// never sees them).
func.func @metadata(%a: memref<4x?xf32, strided<[?, 1], offset: 3>>, %b: memref<2x3xf32>) -> (index, index, index, index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  %base2, %off2, %sz2:2, %st2:2 = memref.extract_strided_metadata %b : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  "test.use"(%base2) : (memref<f32>) -> ()
  return %off, %sz#0, %sz#1, %st#0, %st#1, %st2#0 : index, index, index, index, index, index
}
