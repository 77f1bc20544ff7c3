// arith Elementwise trait: scalar/non-scalar mixes and container kinds.
func.func @mixed_results(%a : vector<2xi32>) {
  %r:2 = arith.addui_extended %a, %a : vector<2xi32>, i1
  return
}
// -----
func.func @kind_mismatch(%a : tensor<2xi32>) {
  %r:2 = arith.addui_extended %a, %a : tensor<2xi32>, vector<2xi1>
  return
}
// -----
func.func @shape_mismatch(%a : vector<2xi32>) {
  %r:2 = arith.addui_extended %a, %a : vector<2xi32>, vector<3xi1>
  return
}
// -----
func.func @mul_ext(%a : vector<4xi8>) {
  %lo, %hi = arith.mulsi_extended %a, %a : vector<4xi8>
  return
}
// -----
func.func @scalar_operands_vector_result(%c : i1, %a : i32) {
  %0 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i32
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> vector<2xi32>
  return
}
// -----
func.func @select_kind(%c : vector<4xi1>, %a : tensor<4xf32>) {
  %0 = arith.select %c, %a, %a : vector<4xi1>, tensor<4xf32>
  return
}
