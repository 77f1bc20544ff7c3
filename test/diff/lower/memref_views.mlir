func.func @reinterpret(%a: memref<4x?xf32>, %u: memref<*xf32, 1>, %i: index, %j: index) {
  %0 = memref.reinterpret_cast %a to offset: [%i], sizes: [10, %j], strides: [%j, 1] : memref<4x?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %u to offset: [3], sizes: [2, 5], strides: [5, 1] : memref<*xf32, 1> to memref<2x5xf32, strided<[5, 1], offset: 3>, 1>
  %2 = memref.reinterpret_cast %a to offset: [0], sizes: [], strides: [] : memref<4x?xf32> to memref<f32>
  "test.use"(%0, %1, %2) : (memref<10x?xf32, strided<[?, 1], offset: ?>>, memref<2x5xf32, strided<[5, 1], offset: 3>, 1>, memref<f32>) -> ()
  return
}
// -----
func.func @transpose(%a: memref<4x?xf32>, %b: memref<2x3x4xi8, strided<[?, ?, ?], offset: ?>>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x?xf32> to memref<?x4xf32, strided<[1, ?]>>
  %1 = memref.transpose %b (i, j, k) -> (k, i, j) : memref<2x3x4xi8, strided<[?, ?, ?], offset: ?>> to memref<4x2x3xi8, strided<[?, ?, ?], offset: ?>>
  "test.use"(%0, %1) : (memref<?x4xf32, strided<[1, ?]>>, memref<4x2x3xi8, strided<[?, ?, ?], offset: ?>>) -> ()
  return
}
// -----
func.func @view(%b: memref<2048xi8>, %s: memref<?xi8, 3>, %i: index, %j: index) {
  %0 = memref.view %b[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  %2 = memref.view %b[%i][%i, %j] : memref<2048xi8> to memref<?x2x?xi16>
  %3 = memref.view %s[%j][] : memref<?xi8, 3> to memref<f64, 3>
  "test.use"(%0, %1, %2, %3) : (memref<?x4xf32>, memref<64x4xf32>, memref<?x2x?xi16>, memref<f64, 3>) -> ()
  return
}
// -----
func.func @reshape_static(%a: memref<4x?xf32>, %s: memref<2xi64>) -> (memref<?x?xf32>, memref<2x8xf32>) {
  %0 = memref.reshape %a(%s) : (memref<4x?xf32>, memref<2xi64>) -> memref<?x?xf32>
  %1 = memref.reshape %a(%s) : (memref<4x?xf32>, memref<2xi64>) -> memref<2x8xf32>
  return %0, %1 : memref<?x?xf32>, memref<2x8xf32>
}
// -----
// A dynamic size loaded from an index-typed shape needs a cast MLIR 19
// does not legalize: the reshape is left alone.
func.func @reshape_index_shape(%a: memref<4x?xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %0 = memref.reshape %a(%s) : (memref<4x?xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
// -----
func.func @reshape_unranked(%a: memref<4x?xf32>, %u: memref<*xi16, 1>, %s: memref<?xi32>, %t: memref<?xindex>, %b: i1) -> (memref<*xf32>, memref<*xi16, 1>) {
  %0 = memref.reshape %a(%s) : (memref<4x?xf32>, memref<?xi32>) -> memref<*xf32>
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %1 = memref.reshape %u(%t) : (memref<*xi16, 1>, memref<?xindex>) -> memref<*xi16, 1>
  cf.br ^bb2
^bb2:
  return %0, %u : memref<*xf32>, memref<*xi16, 1>
}
// -----
// Left for other passes, as MLIR 19 does.
func.func @not_lowered(%a: memref<8x8xf32>, %i: index, %n: index) {
  %0 = memref.subview %a[%i, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %1 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 8] : memref<8x8xf32> into memref<2x4x8xf32>
  %2 = memref.collapse_shape %a [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %3 = memref.realloc %2(%n) : memref<64xf32> to memref<?xf32>
  "test.use"(%0, %1, %3) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<2x4x8xf32>, memref<?xf32>) -> ()
  return
}
