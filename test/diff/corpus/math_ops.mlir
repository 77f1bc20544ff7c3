// math ops: unary and binary float ops with fastmath flags, integer ops, fpowi.
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
