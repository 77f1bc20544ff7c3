// FLAGS: --finalize-memref-to-llvm=use-generic-functions=1
// finalize-memref-to-llvm with MLIR's generic allocation functions.
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
