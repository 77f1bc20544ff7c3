func.func @scalars() -> (i32, index, i1, i1, f32, f64, f16, bf16, i64, i128, f128) {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -7 : index
  %2 = arith.constant true
  %3 = arith.constant false
  %4 = arith.constant 1.5 : f32
  %5 = arith.constant 0x7FF8000000000000 : f64
  %6 = arith.constant -0.0 : f16
  %7 = arith.constant 3.0 : bf16
  %8 = arith.constant -9223372036854775808 : i64
  %9 = arith.constant 170141183460469231731687303715884105727 : i128
  %10 = arith.constant 1.0e-10 : f128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, index, i1, i1, f32, f64, f16, bf16, i64, i128, f128
}

// -----

func.func @vectors() -> (vector<4xi32>, vector<2xf32>, vector<3xindex>, vector<4xi1>, vector<[4]xf32>, vector<2xf64>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %1 = arith.constant dense<0.5> : vector<2xf32>
  %2 = arith.constant dense<[0, -1, 5]> : vector<3xindex>
  %3 = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %4 = arith.constant dense<2.0> : vector<[4]xf32>
  %5 = arith.constant dense<[1.0, 0x7FF0000000000000]> : vector<2xf64>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<2xf32>, vector<3xindex>, vector<4xi1>, vector<[4]xf32>, vector<2xf64>
}

// -----

// Discardable attributes stay on llvm.mlir.constant; unconverted users get
// casts back to index.
func.func @attrs_and_users() {
  %0 = arith.constant {foo = "bar"} 1 : index
  %1 = arith.constant {baz} dense<1> : vector<2xindex>
  "test.use"(%0, %1) : (index, vector<2xindex>) -> ()
  return
}

// -----

func.func @nd_constant() -> vector<2x3xi32> {
  %0 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

// -----

// Tensor constants have no LLVM type: the function is left alone.
func.func @tensor() -> tensor<2xi32> {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
