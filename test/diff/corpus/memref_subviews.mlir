// memref.subview: rank reductions, dynamic offsets/sizes/strides, strided sources.
func.func @subviews(%m: memref<8x16x4xf32>, %d: memref<?x?xf32>, %s: memref<8x16xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) {
  %0 = memref.subview %m[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  %1 = memref.subview %m[2, 3, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[1], offset: 140>>
  %2 = memref.subview %m[%i, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1], offset: ?>>
  %3 = memref.subview %d[%i, %j] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %4 = memref.subview %d[0, 0] [%i, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?]>>
  %5 = memref.subview %s[1, 2] [4, 4] [2, 2] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %6 = memref.subview %m[0, 0, 0] [8, 1, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<8xf32, strided<[64]>>
  %7 = memref.subview %m[0, 0, 0] [1, 1, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<f32>
  %8 = memref.subview %m[0, 0, 0] [1, 1, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<1xf32, strided<[1]>>
  %9 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %10 = memref.subview %m[1, 1, 1] [2, 2, 2] [%i, %i, %i] : memref<8x16x4xf32> to memref<2x2x2xf32, strided<[?, ?, ?], offset: 69>>
  return
}
