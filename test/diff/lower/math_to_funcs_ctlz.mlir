// FLAGS: --convert-math-to-funcs=convert-ctlz=1
// convert-math-to-funcs with convert-ctlz: ctlz too, on scalars and vectors of every width (an index gets the 128-bit loop a release build of MLIR 19 makes).
func.func @a(%a: i32, %b: i32, %f: f32, %p: i32, %v: vector<2xf64>, %vp: vector<2xi16>, %c: vector<3xi8>) -> (i32, f32) {
  %0 = math.ipowi %a, %b : i32
  %1 = math.fpowi %f, %p : f32, i32
  %2 = math.fpowi %v, %vp : vector<2xf64>, vector<2xi16>
  %3 = math.ctlz %c : vector<3xi8>
  %4 = math.ctlz %a : i32
  %5 = math.ipowi %0, %0 : i32
  %6 = math.fpowi %f, %p fastmath<fast> : f32, i32
  return %5, %1 : i32, f32
}
func.func @b(%a: i64, %h: f16, %p: i64) -> i64 {
  %0 = math.ipowi %a, %a : i64
  %1 = math.fpowi %h, %p : f16, i64
  %2 = math.ctlz %a : i64
  return %0 : i64
}
// -----
module {
  module @inner {
    func.func @c(%a: i16) -> i16 {
      %0 = math.ipowi %a, %a : i16
      return %0 : i16
    }
  }
}
// -----
gpu.module @g {
  func.func @c(%a: i16) -> i16 {
    %0 = math.ipowi %a, %a : i16
    return %0 : i16
  }
}
// -----
func.func @idx(%a: index) -> index {
  %0 = math.ipowi %a, %a : index
  return %0 : index
}
// -----
func.func @idx(%a: index) -> index {
  %0 = math.ctlz %a : index
  return %0 : index
}
// -----
func.func @t(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = math.ipowi %a, %a : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----
func.func @t(%a: tensor<2xf32>, %p: tensor<2xi32>) -> tensor<2xf32> {
  %0 = math.fpowi %a, %p : tensor<2xf32>, tensor<2xi32>
  return %0 : tensor<2xf32>
}
// -----
func.func @t(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = math.ctlz %a : tensor<2xi32>
  return %0 : tensor<2xi32>
}
// -----
func.func @s(%a: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = math.ipowi %a, %a : vector<[4]xi32>
  return %0 : vector<[4]xi32>
}
// -----
func.func @z(%a: vector<i32>) -> vector<i32> {
  %0 = math.ipowi %a, %a : vector<i32>
  %1 = math.ctlz %a : vector<i32>
  return %0 : vector<i32>
}
// -----
func.func @f(%a: vector<3xbf16>, %p: vector<3xi64>) -> vector<3xbf16> {
  %0 = math.fpowi %a, %p : vector<3xbf16>, vector<3xi64>
  return %0 : vector<3xbf16>
}
