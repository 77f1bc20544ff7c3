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
