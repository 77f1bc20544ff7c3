// arith casts: ODS type constraints, SameInputOutputTensorDims,
// SameOperandsAndResultShape (scalable dims count), then cast compatibility.
func.func @tdims(%t : tensor<3xi16>) {
  %0 = arith.extsi %t : tensor<3xi16> to tensor<?xi32>
  return
}
// -----
func.func @rank_mismatch(%t : tensor<i32>) {
  %0 = arith.index_cast %t : tensor<i32> to tensor<1xindex>
  return
}
// -----
func.func @scalar_vs_tensor(%t : tensor<index>) {
  %0 = arith.index_castui %t : tensor<index> to i32
  return
}
// -----
func.func @vec_len(%v : vector<8xf16>) {
  %0 = arith.extf %v : vector<8xf16> to vector<4xf32>
  return
}
// -----
func.func @scalable_src(%v : vector<[2]xi64>) {
  %0 = arith.trunci %v : vector<[2]xi64> to vector<2xi32>
  return
}
// -----
func.func @scalable_dst(%v : vector<2x4xf32>) {
  %0 = arith.fptosi %v : vector<2x4xf32> to vector<2x[4]xi32>
  return
}
// -----
func.func @index_in(%i : index) {
  %0 = arith.trunci %i : index to i8
  return
}
// -----
func.func @index_out(%i : i8) {
  %0 = arith.extui %i : i8 to index
  return
}
// -----
func.func @uitofp_index(%i : index) {
  %0 = arith.uitofp %i : index to f32
  return
}
// -----
func.func @fptoui_index(%f : f64) {
  %0 = arith.fptoui %f : f64 to index
  return
}
// -----
func.func @index_cast_to_float(%i : i32) {
  %0 = arith.index_cast %i : i32 to f16
  return
}
// -----
func.func @index_cast_memref(%m : memref<4xf32>) {
  %0 = arith.index_cast %m : memref<4xf32> to memref<4xindex>
  return
}
// -----
func.func @bitcast_index(%i : index) {
  %0 = arith.bitcast %i : index to i64
  return
}
// -----
func.func @bitcast_complex(%c : complex<f32>) {
  %0 = arith.bitcast %c : complex<f32> to i64
  return
}
