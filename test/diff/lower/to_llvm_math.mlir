// FLAGS: --convert-math-to-llvm
// convert-math-to-llvm alone.
// Every math op through --gpu-to-llvm: intrinsics (fastmath flags
// translated, discardable attributes kept), ctlz/cttz/absi with their
// poison flag (attributes dropped), the expm1/log1p/rsqrt expansions,
// n-D vectors unrolled over the outer dimensions, scalable vectors; ops
// without a lowering (acos, tan, erf, ipowi, ...) stay.
func.func @f(%x: f32, %y: f32, %z: f32, %i: i32, %j: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.absf %x : f32
  %1 = math.absi %i : i32
  %2 = math.acos %x : f32
  %3 = math.acosh %x : f32
  %4 = math.asin %x : f32
  %5 = math.asinh %x : f32
  %6 = math.atan %x : f32
  %7 = math.atan2 %x, %y : f32
  %8 = math.atanh %x : f32
  %9 = math.cbrt %x : f32
  %10 = math.ceil %x : f32
  %11 = math.copysign %x, %y : f32
  %12 = math.cos %x : f32
  %13 = math.cosh %x : f32
  %14 = math.ctlz %i : i32
  %15 = math.ctpop %i : i32
  %16 = math.cttz %i : i32
  %17 = math.erf %x : f32
  %18 = math.exp %x : f32
  %19 = math.exp2 %x : f32
  %20 = math.expm1 %x : f32
  %21 = math.floor %x : f32
  %22 = math.fma %x, %y, %z : f32
  %23 = math.fpowi %x, %i : f32, i32
  %24 = math.ipowi %i, %j : i32
  %25 = math.log %x : f32
  %26 = math.log10 %x : f32
  %27 = math.log1p %x : f32
  %28 = math.log2 %x : f32
  %29 = math.powf %x, %y : f32
  %30 = math.round %x : f32
  %31 = math.roundeven %x : f32
  %32 = math.rsqrt %x : f32
  %33 = math.sin %x : f32
  %34 = math.sinh %x : f32
  %35 = math.sqrt %x : f32
  %36 = math.tan %x : f32
  %37 = math.tanh %x : f32
  %38 = math.trunc %x : f32
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38) : (f32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

// -----

func.func @fm(%x: f32, %y: f32, %z: f32, %i: i32) {
  %0 = math.absf %x fastmath<nnan,ninf> : f32
  %1 = math.sqrt %x fastmath<fast> {foo = 1 : i32} : f32
  %2 = math.expm1 %x fastmath<nsz> : f32
  %3 = math.log1p %x fastmath<arcp> : f32
  %4 = math.rsqrt %x fastmath<contract> : f32
  %5 = math.fma %x, %y, %z fastmath<afn> : f32
  %6 = math.fpowi %x, %i fastmath<reassoc> : f32, i32
  %7 = math.ctlz %i {bar} : i32
  %8 = math.ctpop %i {baz} : i32
  %9 = math.powf %x, %y : f32
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, f32, f32, f32, i32, i32, f32) -> ()
  return
}
// -----

func.func @vec(%v: vector<4xf32>, %w: vector<2x3xf32>, %vi: vector<2x3xi16>, %p: vector<2x3xi32>) {
  %0 = math.sqrt %v : vector<4xf32>
  %1 = math.expm1 %v : vector<4xf32>
  %2 = math.log1p %w fastmath<fast> : vector<2x3xf32>
  %3 = math.rsqrt %w : vector<2x3xf32>
  %4 = math.expm1 %w : vector<2x3xf32>
  %5 = math.floor %w fastmath<nnan> : vector<2x3xf32>
  %6 = math.ctlz %vi : vector<2x3xi16>
  %7 = math.absi %vi : vector<2x3xi16>
  %8 = math.ctpop %vi : vector<2x3xi16>
  %9 = math.copysign %w, %w : vector<2x3xf32>
  %10 = math.copysign %w, %w : vector<2x3xf32>
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (vector<4xf32>, vector<4xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi16>, vector<2x3xi16>, vector<2x3xi16>, vector<2x3xf32>, vector<2x3xf32>) -> ()
  return
}
// -----

func.func @idx(%i: index, %f: f16, %b: bf16, %s: vector<[4]xf32>) {
  %0 = math.ctpop %i : index
  %1 = math.ctpop %i : index
  %2 = math.ctpop %i : index
  %3 = math.expm1 %f : f16
  %4 = math.rsqrt %b : bf16
  %5 = math.sqrt %s : vector<[4]xf32>
  %6 = math.log1p %s : vector<[4]xf32>
  "my.use"(%0, %1, %2, %3, %4, %5, %6) : (index, index, index, f16, bf16, vector<[4]xf32>, vector<[4]xf32>) -> ()
  return
}

// -----

func.func @fm(%x: f32, %w: vector<2x3xf32>) {
  %0 = math.expm1 %x fastmath<nsz> {foo = 1 : i32} : f32
  %1 = math.log1p %x {foo = 2 : i32} : f32
  %2 = math.rsqrt %x {foo = 3 : i32} : f32
  %3 = math.sqrt %w {foo = 4 : i32} : vector<2x3xf32>
  "my.use"(%0, %1, %2, %3) : (f32, f32, f32, vector<2x3xf32>) -> ()
  return
}

// -----

// Tensors have no LLVM type: nothing is converted.
func.func @tensors(%t: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0 = math.sqrt %t : tensor<4xf32>
  %1 = math.ctlz %i : tensor<4xi32>
  %2 = math.expm1 %t : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xi32>
}
// -----
// Math folders beyond the libm ones: copysign on every float type,
// ceil/floor/roundeven (APFloat rounding, all types, ties and NaNs),
// round/trunc (f32/f64), atan2(0, 0), absi/ctlz/cttz/ctpop/ipowi on
// scalars and vectors (i1 to i128, index); fma, fpowi and powf/atan2 on f16
// are not folded.
func.func @bin() {
  %a = arith.constant 0.5 : f16
  %b = arith.constant -2.0 : f16
  %0 = math.copysign %a, %b : f16
  %1 = math.powf %a, %b : f16
  %2 = math.atan2 %a, %b : f16
  %3 = math.fma %a, %b, %a : f16
  %af = arith.constant 0.5 : f80
  %bf = arith.constant -2.0 : f80
  %4 = math.copysign %af, %bf : f80
  %5 = math.fma %af, %bf, %af : f80
  %a32 = arith.constant 0.5 : f32
  %b32 = arith.constant -2.0 : f32
  %6 = math.powf %a32, %b32 : f32
  %7 = math.atan2 %a32, %b32 : f32
  %8 = math.fma %a32, %b32, %a32 : f32
  %z = arith.constant 0.0 : f32
  %9 = math.atan2 %z, %z : f32
  %i3 = arith.constant 3 : i32
  %10 = math.fpowi %a32, %i3 : f32, i32
  %11 = math.fpowi %a, %i3 : f16, i32
  %ib = arith.constant 3 : i64
  %12 = math.fpowi %af, %ib : f80, i64
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (f16, f16, f16, f16, f80, f80, f32, f32, f32, f32, f32, f16, f80) -> ()
  return
}
// -----

func.func @ints() {
  %a = arith.constant -5 : i32
  %b = arith.constant 3 : i32
  %0 = math.absi %a : i32
  %1 = math.ctlz %b : i32
  %2 = math.cttz %b : i32
  %3 = math.ctpop %a : i32
  %4 = math.ipowi %a, %b : i32
  %v = arith.constant dense<[1, 2, 0, -1]> : vector<4xi8>
  %5 = math.ctlz %v : vector<4xi8>
  %6 = math.cttz %v : vector<4xi8>
  %t = arith.constant true
  %7 = math.ipowi %t, %t : i1
  %n = arith.constant -2 : i32
  %8 = math.ipowi %b, %n : i32
  %big = arith.constant 12345678901234567890 : i128
  %9 = math.ctpop %big : i128
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i32, i32, i32, i32, i32, vector<4xi8>, vector<4xi8>, i1, i32, i128) -> ()
  return
}

// -----

func.func @rnd() {
  %z16 = arith.constant 0.0 : f16
  %0 = math.atan2 %z16, %z16 : f16
  %a = arith.constant dense<[0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 1.0e10, -0.0]> : vector<8xf64>
  %1 = math.roundeven %a : vector<8xf64>
  %2 = math.ceil %a : vector<8xf64>
  %3 = math.floor %a : vector<8xf64>
  %4 = math.round %a : vector<8xf64>
  %5 = math.trunc %a : vector<8xf64>
  %b = arith.constant dense<[0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.25, -7.75]> : vector<8xf80>
  %6 = math.roundeven %b : vector<8xf80>
  %7 = math.ceil %b : vector<8xf80>
  %8 = math.floor %b : vector<8xf80>
  %c = arith.constant dense<[0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.25, -7.75]> : vector<8xbf16>
  %9 = math.roundeven %c : vector<8xbf16>
  %10 = math.ceil %c : vector<8xbf16>
  %11 = math.floor %c : vector<8xbf16>
  %d = arith.constant dense<[0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.25, -7.75]> : vector<8xf128>
  %12 = math.roundeven %d : vector<8xf128>
  %13 = math.ceil %d : vector<8xf128>
  %n = arith.constant 0x7FF4000000000001 : f64
  %14 = math.ceil %n : f64
  %15 = math.absf %n : f64
  %m = arith.constant -1.0 : f64
  %16 = math.copysign %n, %m : f64
  %e = arith.constant 2.5 : f8E4M3FN
  %17 = math.ceil %e : f8E4M3FN
  %t = arith.constant 2.5 : tf32
  %18 = math.floor %t : tf32
  %h = arith.constant 6.5e4 : f16
  %19 = math.ceil %h : f16
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19) : (f16, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf80>, vector<8xf80>, vector<8xf80>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xf128>, vector<8xf128>, f64, f64, f64, f8E4M3FN, tf32, f16) -> ()
  return
}
// -----

func.func @ints() {
  %a = arith.constant dense<[-128, 127, 0, -1, 64]> : vector<5xi8>
  %0 = math.absi %a : vector<5xi8>
  %1 = math.ctlz %a : vector<5xi8>
  %2 = math.cttz %a : vector<5xi8>
  %3 = math.ctpop %a : vector<5xi8>
  %b = arith.constant dense<[2, -3, 0, -1, 1]> : vector<5xi8>
  %c = arith.constant dense<[7, 3, 0, -3, -8]> : vector<5xi8>
  %4 = math.ipowi %b, %c : vector<5xi8>
  %z = arith.constant 0 : i64
  %m = arith.constant -2 : i64
  %5 = math.ipowi %z, %m : i64
  %big = arith.constant -170141183460469231731687303715884105728 : i128
  %6 = math.absi %big : i128
  %7 = math.ctlz %big : i128
  %s = arith.constant dense<5> : vector<3xi32>
  %8 = math.ctpop %s : vector<3xi32>
  %i = arith.constant 12 : index
  %9 = math.ctpop %i : index
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (vector<5xi8>, vector<5xi8>, vector<5xi8>, vector<5xi8>, vector<5xi8>, i64, i128, i128, vector<3xi32>, index) -> ()
  return
}

// -----

// 8-bit float types (the folded constants lower to i8).
func.func @f8() {
  %a = arith.constant -2.5 : f8E5M2
  %0 = math.absf %a : f8E5M2
  %1 = math.ceil %a : f8E5M2
  %b = arith.constant -1.75 : f8E4M3FN
  %2 = math.floor %b : f8E4M3FN
  %3 = math.roundeven %b : f8E4M3FN
  %c = arith.constant 1.5 : f8E5M2FNUZ
  %4 = math.copysign %c, %c : f8E5M2FNUZ
  %5 = math.ceil %c : f8E5M2FNUZ
  %d = arith.constant -0.5 : f8E4M3FNUZ
  %6 = math.ceil %d : f8E4M3FNUZ
  %e = arith.constant 3.5 : f8E4M3B11FNUZ
  %7 = math.roundeven %e : f8E4M3B11FNUZ
  %8 = math.roundeven %e : f8E4M3B11FNUZ
  %9 = math.absf %e : f8E4M3B11FNUZ
  %n = arith.constant 0x7F : f8E4M3FN
  %10 = math.ceil %n : f8E4M3FN
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (f8E5M2, f8E5M2, f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3FN) -> ()
  return
}
