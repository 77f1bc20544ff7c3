// memref: operand constraints ODS leaves to predicates, copy's
// SameOperandsElementType/SameOperandsShape, global alignment.
func.func @copy_shape(%a : memref<4x4xf32>, %b : memref<4x8xf32>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x8xf32>
  return
}
// -----
func.func @copy_elem(%a : memref<?xi8>, %b : memref<?xi16>) {
  memref.copy %a, %b : memref<?xi8> to memref<?xi16>
  return
}
// -----
func.func @copy_both(%a : memref<2xf32>, %b : memref<3xf64>) {
  memref.copy %a, %b : memref<2xf32> to memref<3xf64>
  return
}
// -----
func.func @rank_of_int(%i : i32) {
  %0 = "memref.rank"(%i) : (i32) -> index
  return
}
// -----
func.func @dim_0d(%m : memref<i32>, %c : index) {
  %0 = memref.dim %m, %c : memref<i32>
  return
}
// -----
func.func @get_global_dynamic() {
  %0 = "memref.get_global"() {name = @g} : () -> memref<?xf32>
  return
}
// -----
memref.global "private" @g0 : memref<2xi32> {alignment = 24}
// -----
memref.global @g1 : memref<8xf32> = uninitialized {alignment = 0}
// -----
func.func @view_src(%m : memref<64xi16>, %c : index) {
  %0 = memref.view %m[%c][] : memref<64xi16> to memref<4xf32>
  return
}
// -----
func.func @space_cast(%m : memref<4xf32, 1>) {
  %0 = "memref.memory_space_cast"(%m) : (memref<4xf32, 1>) -> memref<4xf16>
  return
}
// -----
func.func @reassoc_symbol(%m : memref<4x4xf32>) {
  %0 = memref.collapse_shape %m [[0, @s]] : memref<4x4xf32> into memref<16xf32>
  return
}
// -----
func.func @reassoc_i32(%m : memref<4x4xf32>) {
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0 : i32, 1 : i32]]}> : (memref<4x4xf32>) -> memref<16xf32>
  return
}
// -----
func.func @collapse_unranked_result(%m : memref<4x4xf32>) {
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<*xf32>
  return
}
// -----
func.func @expand_vector_result(%m : memref<16xf32>) {
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4>}> : (memref<16xf32>) -> vector<4x4xf32>
  return
}
// -----
func.func @view_unranked(%m : memref<64xi8>, %c : index) {
  %0 = "memref.view"(%m, %c) : (memref<64xi8>, index) -> memref<*xf32>
  return
}
// -----
func.func @transpose_not_a_map(%m : memref<4x4xf32>) {
  %0 = "memref.transpose"(%m) {permutation = 1 : i64} : (memref<4x4xf32>) -> memref<4x4xf32>
  return
}
