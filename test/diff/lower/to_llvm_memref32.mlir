// FLAGS: --finalize-memref-to-llvm=index-bitwidth=32
// finalize-memref-to-llvm with a 32-bit index.
func.func @load_store(%a: memref<4x8xf32>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>, %c: memref<f32>, %d: memref<4x?xi32, strided<[?, 1], offset: 5>, 2>, %i: index, %j: index) {
  %0 = memref.load %a[%i, %j] : memref<4x8xf32>
  %1 = memref.load %b[%i, %j] {nontemporal = true} : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.load %c[] : memref<f32>
  %3 = memref.load %d[%i, %j] : memref<4x?xi32, strided<[?, 1], offset: 5>, 2>
  memref.store %0, %a[%i, %j] : memref<4x8xf32>
  memref.store %1, %b[%i, %j] {nontemporal = true} : memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.store %2, %c[] : memref<f32>
  memref.store %3, %d[%i, %j] {nontemporal = false} : memref<4x?xi32, strided<[?, 1], offset: 5>, 2>
  return
}
// -----
func.func @strides(%a: memref<4x4xf64, strided<[8, 2], offset: 3>>, %b: memref<3xvector<4xi8>, strided<[0]>>, %i: index) -> (f64, vector<4xi8>) {
  %0 = memref.load %a[%i, %i] : memref<4x4xf64, strided<[8, 2], offset: 3>>
  %1 = memref.load %b[%i] : memref<3xvector<4xi8>, strided<[0]>>
  return %0, %1 : f64, vector<4xi8>
}
// -----
func.func @prefetch(%a: memref<4x8xf32>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) {
  memref.prefetch %a[%i, %j], read, locality<3>, data : memref<4x8xf32>
  memref.prefetch %b[%i, %j], write, locality<0>, instr : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
// -----
func.func @alloc(%i: index, %j: index) {
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloc(%i, %j) : memref<?x3x?xf16>
  %2 = memref.alloc() {alignment = 32} : memref<f64>
  %3 = memref.alloc(%i) : memref<?xvector<4xf32>>
  %4 = memref.alloc() : memref<2xindex, 1>
  %5 = memref.alloc(%j) {alignment = 16} : memref<3x?xi8, 2>
  %6 = memref.alloc() : memref<2xcomplex<f32>>
  memref.dealloc %0 : memref<4x8xf32>
  memref.dealloc %3 : memref<?xvector<4xf32>>
  return
}
// -----
func.func @alloca(%i: index) {
  %0 = memref.alloca(%i) : memref<?x2xi8>
  %1 = memref.alloca() {alignment = 64} : memref<3xi32, 3>
  %2 = memref.alloca() : memref<bf16>
  %3 = memref.alloca() : memref<8xi1>
  "test.use"(%0, %1, %2, %3) : (memref<?x2xi8>, memref<3xi32, 3>, memref<bf16>, memref<8xi1>) -> ()
  return
}
// -----
func.func @dealloc_unranked(%u: memref<*xf32>) {
  memref.dealloc %u : memref<*xf32>
  return
}
// -----
// Non-identity layouts are not lowered.
func.func @non_identity(%i: index) {
  %a = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %b = memref.alloca() : memref<4xf32, strided<[2]>>
  %c = memref.alloc() : memref<4xf32, strided<[1]>>
  %d = memref.alloc()[%i] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
// -----
// Zero-sized dimensions leave the running stride (and the buffer size) alone.
func.func @zero_dims(%n: index) {
  %0 = memref.alloc() : memref<0xf32>
  %1 = memref.alloc(%n) : memref<?x0x3xf32>
  %2 = memref.alloca() : memref<2x0xi8>
  %3 = memref.alloc(%n) : memref<0x?xi16>
  return
}
// -----
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
// -----
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
// -----
func.func @cast(%a: memref<4x?xf32>, %u: memref<*xf32>) -> (memref<*xf32>, memref<4x?xf32>, memref<?x?xf32>) {
  %0 = memref.cast %a : memref<4x?xf32> to memref<*xf32>
  %1 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %2 = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  return %0, %1, %2 : memref<*xf32>, memref<4x?xf32>, memref<?x?xf32>
}
// -----
func.func @queries(%u: memref<*xf32>, %w: memref<*xi8, 3>, %i: index) -> (index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %u, %i : memref<*xf32>
  %1 = memref.dim %w, %c1 : memref<*xi8, 3>
  %2 = memref.rank %u : memref<*xf32>
  %3 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %4 = memref.extract_aligned_pointer_as_index %w : memref<*xi8, 3> -> index
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
// -----
func.func @space_cast(%u: memref<*xf32, 1>, %v: memref<*xi32>) -> (memref<*xf32>, memref<*xi32, 5>) {
  %0 = memref.memory_space_cast %u : memref<*xf32, 1> to memref<*xf32>
  %1 = memref.memory_space_cast %v : memref<*xi32> to memref<*xi32, 5>
  return %0, %1 : memref<*xf32>, memref<*xi32, 5>
}
// -----
func.func private @producer(memref<*xf32>) -> (memref<*xf32>, index, memref<*xi8, 2>)
func.func @calls(%u: memref<*xf32>) -> memref<*xf32> {
  %0:3 = call @producer(%u) : (memref<*xf32>) -> (memref<*xf32>, index, memref<*xi8, 2>)
  %r = memref.rank %0#2 : memref<*xi8, 2>
  %c = memref.cast %0#0 : memref<*xf32> to memref<?x?xf32>
  %d = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  return %d : memref<*xf32>
}
func.func @two(%u: memref<*xf32>, %v: memref<*xi32, 1>) -> (memref<*xf32>, memref<*xi32, 1>) {
  return %u, %v : memref<*xf32>, memref<*xi32, 1>
}
// -----
func.func @indirect(%f: (memref<*xf32>) -> memref<*xf32>, %u: memref<*xf32>) -> memref<*xf32> {
  %r = call_indirect %f(%u) : (memref<*xf32>) -> memref<*xf32>
  return %r : memref<*xf32>
}
