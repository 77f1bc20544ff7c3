// Dynamic index lists: a `[` after an entry opens MLIR 19's scalable index;
// an unclosed one fails with only "expected SSA value or integer".
func.func @unclosed(%m : memref<?x?xf32>, %a : index, %b : index) {
  %0 = memref.subview %m[%a, %b [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}
// -----
func.func @not_integer(%m : memref<?x?xf32>, %a : index) {
  %0 = memref.subview %m[[z], %a] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}
// -----
func.func @missing_close(%m : memref<?x?xf32>, %a : index) {
  %0 = memref.subview %m[%a, %a] [2, 2 [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}
