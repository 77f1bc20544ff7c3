func.func @scopes(%n: index, %x: f32) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    memref.alloca_scope {
      %b = memref.alloca() : memref<2xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<2xf32>) -> ()
    }
  }
  return %0 : f32
}
// -----
func.func @assume(%a: memref<4x?xf32>, %b: memref<8xi8, 1>) {
  memref.assume_alignment %a, 16 : memref<4x?xf32>
  memref.assume_alignment %b, 64 : memref<8xi8, 1>
  return
}
// -----
func.func @queries(%a: memref<4x?xf32, strided<[?, 1], offset: ?>, 2>, %i: index) -> (index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = memref.dim %a, %i : memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
  %1 = memref.dim %a, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
  %2 = memref.dim %a, %c7 : memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
  %3 = memref.extract_aligned_pointer_as_index %a : memref<4x?xf32, strided<[?, 1], offset: ?>, 2> -> index
  %4 = memref.rank %a : memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
// -----
func.func @space_cast(%a: memref<?x4xf32, 1>, %b: memref<f16>) -> (memref<?x4xf32>, memref<f16, 7>) {
  %0 = memref.memory_space_cast %a : memref<?x4xf32, 1> to memref<?x4xf32>
  %1 = memref.memory_space_cast %b : memref<f16> to memref<f16, 7>
  return %0, %1 : memref<?x4xf32>, memref<f16, 7>
}
// -----
func.func @metadata(%a: memref<?x?xf32, strided<[?, ?], offset: ?>, 1>) -> (memref<f32, 1>, index, index, index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<?x?xf32, strided<[?, ?], offset: ?>, 1> -> memref<f32, 1>, index, index, index, index, index
  return %base, %off, %sz#0, %sz#1, %st#0, %st#1 : memref<f32, 1>, index, index, index, index, index
}
// -----
// alloca_scope results of a type the converter changes: the continuation
// block's argument is converted, and the branch to it is not.
func.func @scope_index(%n: index) -> index {
  %r = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %n : index
  }
  return %r : index
}
