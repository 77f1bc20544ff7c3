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
