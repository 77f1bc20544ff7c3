func.func @copy(%a: memref<4x?xf32>, %b: memref<4x?xf32>, %c: memref<4x4xf32, strided<[8, 1]>>, %d: memref<4x4xf32>, %u: memref<*xf32>, %e: memref<2x4xf32, strided<[4, 1], offset: 4>>, %f: memref<2x4xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %c, %d : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  memref.copy %u, %a : memref<*xf32> to memref<4x?xf32>
  memref.copy %e, %f : memref<2x4xf32, strided<[4, 1], offset: 4>> to memref<2x4xf32>
  return
}
// -----
func.func @copy_more(%a: memref<f16>, %b: memref<f16, 1>, %c: memref<1x4xi32, strided<[8, 1]>>, %d: memref<1x4xi32>, %u: memref<*xi8>, %v: memref<*xi8>, %z: memref<0x4xf32, strided<[8, 1]>>, %w: memref<0x4xf32>) {
  memref.copy %a, %b : memref<f16> to memref<f16, 1>
  memref.copy %c, %d : memref<1x4xi32, strided<[8, 1]>> to memref<1x4xi32>
  memref.copy %u, %v : memref<*xi8> to memref<*xi8>
  memref.copy %z, %w : memref<0x4xf32, strided<[8, 1]>> to memref<0x4xf32>
  return
}
// -----
// memref.copy folds the casts that make no type more static.
func.func @copy_casts(%a: memref<?xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<?xf32> to memref<4xf32>
  %d = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %c, %d : memref<4xf32> to memref<?xf32>
  return
}
// -----
func.func @copy_cast_layouts(%x: memref<4xf32>, %y: memref<4xf32, strided<[?], offset: ?>>, %t: memref<4xf32>) {
  %c = memref.cast %x : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  memref.copy %c, %t : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  %d = memref.cast %y : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1]>>
  memref.copy %d, %t : memref<4xf32, strided<[1]>> to memref<4xf32>
  return
}
