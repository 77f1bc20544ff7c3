func.func @f(%a: memref<?xf32>, %i: index, %x: f32) -> (f32, index) {
  %r:2 = func.call @h(%a, %x, %i) : (memref<?xf32>, f32, index) -> (f32, index)
  return %r#0, %r#1 : f32, index
}
func.func private @h(memref<?xf32>, f32, index) -> (f32, index)
func.func @k(%a: memref<2x3xf32>) -> memref<2x3xf32> {
  return %a : memref<2x3xf32>
}
