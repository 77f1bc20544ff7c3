// arith dialect verifier errors: cast compatibility, constants, select.
func.func @a(%arg0 : tensor<2xf32, "foo">) {
  %0 = arith.extf %arg0 : tensor<2xf32, "foo"> to tensor<2xf64, "bar">
  return
}
// -----
func.func @b(%arg0 : f32) {
  %0 = arith.extf %arg0 : f32 to f16
  return
}
// -----
func.func @c(%arg0 : i32) {
  %0 = arith.extsi %arg0 : i32 to i32
  return
}
// -----
func.func @c2(%arg0 : i32) {
  %0 = arith.trunci %arg0 : i32 to i64
  return
}
// -----
func.func @c3(%arg0 : vector<4xi32>) {
  %0 = arith.extui %arg0 : vector<4xi32> to vector<4xi16>
  return
}
// -----
func.func @d(%arg0 : index) {
  %0 = arith.index_cast %arg0 : index to index
  return
}
// -----
func.func @d2(%arg0 : memref<4xi32>) {
  %0 = arith.index_cast %arg0 : memref<4xi32> to memref<4xindex>
  %1 = arith.index_castui %arg0 : memref<4xi32> to memref<4xi64>
  return
}
// -----
func.func @f(%arg0 : f16) {
  %0 = arith.bitcast %arg0 : f16 to f32
  return
}
// -----
func.func @f2(%arg0 : vector<2xf32>) {
  %0 = arith.bitcast %arg0 : vector<2xf32> to vector<2xi64>
  return
}
// -----
func.func @g() {
  %0 = arith.constant 0 : ui32
  return
}
// -----
func.func @g2() {
  %0 = arith.constant 0 : si8
  return
}
// -----
func.func @h(%m2: vector<3xi1>, %a: vector<4xf32>) {
  %2 = arith.select %m2, %a, %a : vector<3xi1>, vector<4xf32>
  return
}
// -----
func.func @h2(%m2: i1, %a: vector<4xf32>) {
  %2 = arith.select %m2, %a : vector<4xf32>
  return
}
// -----
func.func @j() {
  %c = arith.constant dense<[0, 1]> : vector<[2] x i32>
  return
}
// -----
func.func @l() {
  %c = "arith.constant"() {value = "foo"} : () -> none
  return
}
