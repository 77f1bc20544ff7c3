// Expected outputs: mlir-opt-19 on the inputs below (its custom and generic forms), captured once.

package arith_test

var roundTripCases = []struct{ in, custom, generic string }{
	{`// arith.constant result names (%c0, %c42_i32, %c-1_i8, %true, %false, %cst,
// uniqued suffixes), arith.select in its scalar and masked forms, and casts.

func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 42 : index
  %2 = arith.constant 0 : i32
  %3 = arith.constant 0 : i32
  %4 = arith.constant -1 : i8
  %5 = arith.constant true
  %6 = arith.constant false
  %7 = arith.constant 1 : i1
  %8 = arith.constant 1.5 : f32
  %9 = arith.constant 0.0 : f64
  %10 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %11 = arith.constant dense<0.0> : tensor<2x2xf32>
  %12 = arith.constant 170141183460469231731687303715884105727 : i128
  %13 = arith.constant -9223372036854775808 : i64
  %14 = arith.constant 255 : i8
  %15 = arith.constant 0x7FC00000 : f32
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (index, index, i32, i32, i8, i1, i1, i1, f32, f64, vector<3xi32>, tensor<2x2xf32>, i128, i64, i8, f32) -> ()
  return
}

func.func @selects(%c: i1, %m: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>, %x: i32, %y: i32, %t: tensor<2xi64>, %tm: tensor<2xi1>) {
  %0 = arith.select %c, %x, %y : i32
  %1 = arith.select %c, %a, %b : vector<4xf32>
  %2 = arith.select %m, %a, %b : vector<4xi1>, vector<4xf32>
  %3 = arith.select %tm, %t, %t {my.tag} : tensor<2xi1>, tensor<2xi64>
  "my.use"(%0, %1, %2, %3) : (i32, vector<4xf32>, vector<4xf32>, tensor<2xi64>) -> ()
  return
}

func.func @casts(%i: i32, %f: f32, %h: f16, %x: index, %v: vector<4xi16>, %m: memref<4xi32>) {
  %0 = arith.extsi %i : i32 to i64
  %1 = arith.extui %v : vector<4xi16> to vector<4xi32>
  %2 = arith.trunci %i : i32 to i8
  %3 = arith.extf %h : f16 to f32
  %4 = arith.truncf %f : f32 to f16
  %5 = arith.sitofp %i : i32 to f32
  %6 = arith.uitofp %i : i32 to f64
  %7 = arith.fptosi %f : f32 to i64
  %8 = arith.fptoui %f : f32 to i16
  %9 = arith.index_cast %i : i32 to index
  %10 = arith.index_castui %x : index to i64
  %11 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %12 = arith.bitcast %f : f32 to i32
  %13 = arith.bitcast %h : f16 to bf16
  %14 = arith.truncf %f to_nearest_even : f32 to bf16
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (i64, vector<4xi32>, i8, f32, f16, f32, f64, i64, i16, index, i64, memref<4xindex>, i32, bf16, bf16) -> ()
  return
}
`,
		`module {
  func.func @constants() {
    %c0 = arith.constant 0 : index
    %c42 = arith.constant 42 : index
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c-1_i8 = arith.constant -1 : i8
    %true = arith.constant true
    %false = arith.constant false
    %true_1 = arith.constant true
    %cst = arith.constant 1.500000e+00 : f32
    %cst_2 = arith.constant 0.000000e+00 : f64
    %cst_3 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x2xf32>
    %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %c-1_i8_5 = arith.constant -1 : i8
    %cst_6 = arith.constant 0x7FC00000 : f32
    "my.use"(%c0, %c42, %c0_i32, %c0_i32_0, %c-1_i8, %true, %false, %true_1, %cst, %cst_2, %cst_3, %cst_4, %c170141183460469231731687303715884105727_i128, %c-9223372036854775808_i64, %c-1_i8_5, %cst_6) : (index, index, i32, i32, i8, i1, i1, i1, f32, f64, vector<3xi32>, tensor<2x2xf32>, i128, i64, i8, f32) -> ()
    return
  }
  func.func @selects(%arg0: i1, %arg1: vector<4xi1>, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: i32, %arg5: i32, %arg6: tensor<2xi64>, %arg7: tensor<2xi1>) {
    %0 = arith.select %arg0, %arg4, %arg5 : i32
    %1 = arith.select %arg0, %arg2, %arg3 : vector<4xf32>
    %2 = arith.select %arg1, %arg2, %arg3 : vector<4xi1>, vector<4xf32>
    %3 = arith.select %arg7, %arg6, %arg6 {my.tag} : tensor<2xi1>, tensor<2xi64>
    "my.use"(%0, %1, %2, %3) : (i32, vector<4xf32>, vector<4xf32>, tensor<2xi64>) -> ()
    return
  }
  func.func @casts(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: index, %arg4: vector<4xi16>, %arg5: memref<4xi32>) {
    %0 = arith.extsi %arg0 : i32 to i64
    %1 = arith.extui %arg4 : vector<4xi16> to vector<4xi32>
    %2 = arith.trunci %arg0 : i32 to i8
    %3 = arith.extf %arg2 : f16 to f32
    %4 = arith.truncf %arg1 : f32 to f16
    %5 = arith.sitofp %arg0 : i32 to f32
    %6 = arith.uitofp %arg0 : i32 to f64
    %7 = arith.fptosi %arg1 : f32 to i64
    %8 = arith.fptoui %arg1 : f32 to i16
    %9 = arith.index_cast %arg0 : i32 to index
    %10 = arith.index_castui %arg3 : index to i64
    %11 = arith.index_cast %arg5 : memref<4xi32> to memref<4xindex>
    %12 = arith.bitcast %arg1 : f32 to i32
    %13 = arith.bitcast %arg2 : f16 to bf16
    %14 = arith.truncf %arg1 to_nearest_even : f32 to bf16
    "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (i64, vector<4xi32>, i8, f32, f16, f32, f64, i64, i16, index, i64, memref<4xindex>, i32, bf16, bf16) -> ()
    return
  }
}

`,
		`"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 42 : index}> : () -> index
    %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %24 = "arith.constant"() <{value = true}> : () -> i1
    %25 = "arith.constant"() <{value = false}> : () -> i1
    %26 = "arith.constant"() <{value = true}> : () -> i1
    %27 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %28 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %29 = "arith.constant"() <{value = dense<[1, 2, 3]> : vector<3xi32>}> : () -> vector<3xi32>
    %30 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %31 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %32 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %33 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %34 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    "my.use"(%19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34) : (index, index, i32, i32, i8, i1, i1, i1, f32, f64, vector<3xi32>, tensor<2x2xf32>, i128, i64, i8, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, vector<4xi1>, vector<4xf32>, vector<4xf32>, i32, i32, tensor<2xi64>, tensor<2xi1>) -> (), sym_name = "selects"}> ({
  ^bb0(%arg6: i1, %arg7: vector<4xi1>, %arg8: vector<4xf32>, %arg9: vector<4xf32>, %arg10: i32, %arg11: i32, %arg12: tensor<2xi64>, %arg13: tensor<2xi1>):
    %15 = "arith.select"(%arg6, %arg10, %arg11) : (i1, i32, i32) -> i32
    %16 = "arith.select"(%arg6, %arg8, %arg9) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %17 = "arith.select"(%arg7, %arg8, %arg9) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %18 = "arith.select"(%arg13, %arg12, %arg12) {my.tag} : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    "my.use"(%15, %16, %17, %18) : (i32, vector<4xf32>, vector<4xf32>, tensor<2xi64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32, f16, index, vector<4xi16>, memref<4xi32>) -> (), sym_name = "casts"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: index, %arg4: vector<4xi16>, %arg5: memref<4xi32>):
    %0 = "arith.extsi"(%arg0) : (i32) -> i64
    %1 = "arith.extui"(%arg4) : (vector<4xi16>) -> vector<4xi32>
    %2 = "arith.trunci"(%arg0) : (i32) -> i8
    %3 = "arith.extf"(%arg2) : (f16) -> f32
    %4 = "arith.truncf"(%arg1) : (f32) -> f16
    %5 = "arith.sitofp"(%arg0) : (i32) -> f32
    %6 = "arith.uitofp"(%arg0) : (i32) -> f64
    %7 = "arith.fptosi"(%arg1) : (f32) -> i64
    %8 = "arith.fptoui"(%arg1) : (f32) -> i16
    %9 = "arith.index_cast"(%arg0) : (i32) -> index
    %10 = "arith.index_castui"(%arg3) : (index) -> i64
    %11 = "arith.index_cast"(%arg5) : (memref<4xi32>) -> memref<4xindex>
    %12 = "arith.bitcast"(%arg1) : (f32) -> i32
    %13 = "arith.bitcast"(%arg2) : (f16) -> bf16
    %14 = "arith.truncf"(%arg1) <{roundingmode = 0 : i32}> : (f32) -> bf16
    "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (i64, vector<4xi32>, i8, f32, f16, f32, f64, i64, i16, index, i64, memref<4xindex>, i32, bf16, bf16) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
}
