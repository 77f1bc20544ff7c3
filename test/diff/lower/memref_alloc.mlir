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
