// FLAGS: --convert-math-to-llvm=approximate-log1p=0
// convert-math-to-llvm without the log1p expansion.
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
// MLIR 19 lowers these to invalid LLVM ops, which the verifier rejects:
// ctlz/cttz/absi keep an index result type; fpowi on n-D vectors extracts
// vector exponents.
func.func @ctlz_index(%i: index) -> index {
  %0 = math.ctlz %i : index
  return %0 : index
}

// -----

func.func @absi_index(%i: index) -> index {
  %0 = math.absi %i : index
  return %0 : index
}

// -----

func.func @fpowi_nd(%w: vector<2x3xf32>, %p: vector<2x3xi32>) -> vector<2x3xf32> {
  %0 = math.fpowi %w, %p : vector<2x3xf32>, vector<2x3xi32>
  return %0 : vector<2x3xf32>
}
