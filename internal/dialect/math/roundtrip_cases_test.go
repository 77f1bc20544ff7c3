// Expected outputs: mlir-opt-19 on the inputs below (its custom and generic forms), captured once.

package math_test

var roundTripCases = []struct{ in, custom, generic string }{
	{`// math ops: unary and binary float ops with fastmath flags, integer ops, fpowi.
func.func @math(%f: f32, %g: f32, %d: f64, %v: vector<4xf32>, %i: i32, %t: tensor<2xf16>) {
  %0 = math.absf %f : f32
  %1 = math.sqrt %f fastmath<fast> : f32
  %2 = math.rsqrt %d : f64
  %3 = math.tanh %v fastmath<nnan,ninf> : vector<4xf32>
  %4 = math.exp %t : tensor<2xf16>
  %5 = math.log %f fastmath<contract> : f32
  %6 = math.powf %f, %g : f32
  %7 = math.fpowi %f, %i : f32, i32
  %8 = math.ipowi %i, %i : i32
  %9 = math.absi %i : i32
  %10 = math.ctlz %i : i32
  %11 = math.cttz %i : i32
  %12 = math.ctpop %i : i32
  %13 = math.fma %f, %g, %f : f32
  %14 = math.copysign %f, %g : f32
  %15 = math.atan2 %f, %g : f32
  %16 = math.floor %d : f64
  %17 = math.ceil %f : f32
  %18 = math.round %f : f32
  %19 = math.roundeven %f : f32
  %20 = math.trunc %f : f32
  %21 = math.sin %f : f32
  %22 = math.cos %f : f32
  %23 = math.erf %f : f32
  %24 = math.exp2 %f : f32
  %25 = math.expm1 %f : f32
  %26 = math.log2 %f : f32
  %27 = math.log10 %f : f32
  %28 = math.log1p %f : f32
  %29 = math.cbrt %f : f32
  %30 = math.acos %f : f32
  %31 = math.asinh %f : f32
  %32 = math.cosh %f : f32
  %33 = math.atanh %f fastmath<afn> : f32
  %34 = math.tan %f : f32
  %35 = math.atan %f : f32
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35) : (f32, f32, f64, vector<4xf32>, tensor<2xf16>, f32, f32, f32, i32, i32, i32, i32, i32, f32, f32, f32, f64, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}
`,
		`module {
  func.func @math(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: vector<4xf32>, %arg4: i32, %arg5: tensor<2xf16>) {
    %0 = math.absf %arg0 : f32
    %1 = math.sqrt %arg0 fastmath<fast> : f32
    %2 = math.rsqrt %arg2 : f64
    %3 = math.tanh %arg3 fastmath<nnan,ninf> : vector<4xf32>
    %4 = math.exp %arg5 : tensor<2xf16>
    %5 = math.log %arg0 fastmath<contract> : f32
    %6 = math.powf %arg0, %arg1 : f32
    %7 = math.fpowi %arg0, %arg4 : f32, i32
    %8 = math.ipowi %arg4, %arg4 : i32
    %9 = math.absi %arg4 : i32
    %10 = math.ctlz %arg4 : i32
    %11 = math.cttz %arg4 : i32
    %12 = math.ctpop %arg4 : i32
    %13 = math.fma %arg0, %arg1, %arg0 : f32
    %14 = math.copysign %arg0, %arg1 : f32
    %15 = math.atan2 %arg0, %arg1 : f32
    %16 = math.floor %arg2 : f64
    %17 = math.ceil %arg0 : f32
    %18 = math.round %arg0 : f32
    %19 = math.roundeven %arg0 : f32
    %20 = math.trunc %arg0 : f32
    %21 = math.sin %arg0 : f32
    %22 = math.cos %arg0 : f32
    %23 = math.erf %arg0 : f32
    %24 = math.exp2 %arg0 : f32
    %25 = math.expm1 %arg0 : f32
    %26 = math.log2 %arg0 : f32
    %27 = math.log10 %arg0 : f32
    %28 = math.log1p %arg0 : f32
    %29 = math.cbrt %arg0 : f32
    %30 = math.acos %arg0 : f32
    %31 = math.asinh %arg0 : f32
    %32 = math.cosh %arg0 : f32
    %33 = math.atanh %arg0 fastmath<afn> : f32
    %34 = math.tan %arg0 : f32
    %35 = math.atan %arg0 : f32
    "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35) : (f32, f32, f64, vector<4xf32>, tensor<2xf16>, f32, f32, f32, i32, i32, i32, i32, i32, f32, f32, f32, f64, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    return
  }
}

`,
		`"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, f64, vector<4xf32>, i32, tensor<2xf16>) -> (), sym_name = "math"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: vector<4xf32>, %arg4: i32, %arg5: tensor<2xf16>):
    %0 = "math.absf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %2 = "math.rsqrt"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %3 = "math.tanh"(%arg3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>) -> vector<4xf32>
    %4 = "math.exp"(%arg5) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf16>) -> tensor<2xf16>
    %5 = "math.log"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
    %6 = "math.powf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "math.fpowi"(%arg0, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %8 = "math.ipowi"(%arg4, %arg4) : (i32, i32) -> i32
    %9 = "math.absi"(%arg4) : (i32) -> i32
    %10 = "math.ctlz"(%arg4) : (i32) -> i32
    %11 = "math.cttz"(%arg4) : (i32) -> i32
    %12 = "math.ctpop"(%arg4) : (i32) -> i32
    %13 = "math.fma"(%arg0, %arg1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %14 = "math.copysign"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %15 = "math.atan2"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %16 = "math.floor"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %17 = "math.ceil"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %18 = "math.round"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %19 = "math.roundeven"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %20 = "math.trunc"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %21 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %22 = "math.cos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %23 = "math.erf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %24 = "math.exp2"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %25 = "math.expm1"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %26 = "math.log2"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %27 = "math.log10"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %28 = "math.log1p"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %29 = "math.cbrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %30 = "math.acos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %31 = "math.asinh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %32 = "math.cosh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %33 = "math.atanh"(%arg0) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %34 = "math.tan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %35 = "math.atan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35) : (f32, f32, f64, vector<4xf32>, tensor<2xf16>, f32, f32, f32, i32, i32, i32, i32, i32, f32, f32, f32, f64, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
}
