// math: Elementwise and SameOperandsAndResultShape traits run after the
// ODS invariants.
func.func @vec_to_scalar(%a : vector<4xf32>) {
  %0 = "math.exp"(%a) : (vector<4xf32>) -> f32
  return
}
// -----
func.func @scalar_to_vec(%a : f64) {
  %0 = "math.floor"(%a) : (f64) -> vector<2xf64>
  return
}
// -----
func.func @fpowi_shape(%a : vector<4xf32>, %b : i32) {
  %0 = "math.fpowi"(%a, %b) : (vector<4xf32>, i32) -> vector<4xf32>
  return
}
// -----
func.func @fpowi_len(%a : tensor<2xf16>, %b : tensor<3xi32>) {
  %0 = math.fpowi %a, %b : tensor<2xf16>, tensor<3xi32>
  return
}
// -----
func.func @fpowi_kind(%a : tensor<4xf32>, %b : vector<4xi32>) {
  %0 = "math.fpowi"(%a, %b) : (tensor<4xf32>, vector<4xi32>) -> tensor<4xf32>
  return
}
// -----
func.func @fpowi_scalable(%a : vector<[4]xf32>, %b : vector<4xi32>) {
  %0 = "math.fpowi"(%a, %b) : (vector<[4]xf32>, vector<4xi32>) -> vector<[4]xf32>
  return
}
// -----
func.func @ctlz_float(%a : f32) {
  %0 = math.ctlz %a : f32
  return
}
