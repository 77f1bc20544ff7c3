// memref.expand_shape / collapse_shape with identity, strided and dynamic layouts.
func.func @expand_collapse_shape_static(
    %arg0: memref<3x4x5xf32>,
    %arg3: memref<30x20xf32, strided<[4000, 2], offset: 100>>,
    %arg4: memref<1x5xf32, strided<[5, 1], offset: ?>>,
    %arg5: memref<f32>,
    %arg6: memref<3x4x5xf32, strided<[240, 60, 10], offset: 0>>,
    %arg7: memref<1x2049xi64, strided<[?, ?], offset: ?>>,
    %arg8: memref<1x1x1024xi8, strided<[40960, 4096, 1], offset: 0>>,
    %arg9: memref<24x1x1x1024xi8, strided<[40960, 40960, 4096, 1], offset: 0>>,
    %arg10: memref<?x?xf32>, %arg11: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>, %i: index) {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
  %r0 = memref.expand_shape %0 [[0, 1], [2]] output_shape [3, 4, 5] : memref<12x5xf32> into memref<3x4x5xf32>
  %1 = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<3x4x5xf32> into memref<3x20xf32>
  %2 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<3x4x5xf32> into memref<60xf32>
  %r5 = memref.expand_shape %arg5 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %l0 = memref.expand_shape %arg3 [[0], [1, 2]] output_shape [30, 4, 5] : memref<30x20xf32, strided<[4000, 2], offset: 100>> into memref<30x4x5xf32, strided<[4000, 10, 2], offset: 100>>
  %l1 = memref.expand_shape %arg3 [[0, 1], [2]] output_shape [2, 15, 20] : memref<30x20xf32, strided<[4000, 2], offset: 100>> into memref<2x15x20xf32, strided<[60000, 4000, 2], offset: 100>>
  %r4 = memref.expand_shape %arg4 [[0], [1, 2]] output_shape [1, 1, 5] : memref<1x5xf32, strided<[5, 1], offset: ?>> into memref<1x1x5xf32, strided<[5, 5, 1], offset: ?>>
  %r6 = memref.collapse_shape %arg6 [[0, 1], [2]] : memref<3x4x5xf32, strided<[240, 60, 10], offset: 0>> into memref<12x5xf32, strided<[60, 10], offset: 0>>
  %r7 = memref.collapse_shape %arg7 [[0, 1]] : memref<1x2049xi64, strided<[?, ?], offset: ?>> into memref<2049xi64, strided<[?], offset: ?>>
  %d0 = memref.collapse_shape %arg10 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %d1 = memref.expand_shape %d0 [[0, 1]] output_shape [%i, 4] : memref<?xf32> into memref<?x4xf32>
  %d2 = memref.collapse_shape %arg11 [[0, 1], [2]] : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d3 = memref.expand_shape %arg11 [[0, 1], [2], [3]] output_shape [%i, 2, 4, %i] : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x2x4x?xf32, strided<[?, ?, ?, 1], offset: ?>>
  return
}
