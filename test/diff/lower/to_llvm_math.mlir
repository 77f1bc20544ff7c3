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
// Folding of unary math ops on constants of every float type (scalars,
// splat and non-splat vectors and tensors) before lowering: f32/f64 through
// the host libm, absf/ceil/floor/roundeven on all types, none for cbrt and
// rsqrt.
func.func @absf() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.absf %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.absf %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.absf %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.absf %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.absf %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.absf %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.absf %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.absf %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.absf %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.absf %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.absf %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.absf %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.absf %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.absf %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.absf %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.absf %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.absf %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.absf %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.absf %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.absf %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.absf %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.absf %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.absf %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.absf %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.absf %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.absf %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.absf %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.absf %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.absf %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.absf %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.absf %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.absf %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.absf %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @acos() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.acos %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.acos %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.acos %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.acos %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.acos %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.acos %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.acos %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.acos %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.acos %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.acos %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.acos %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.acos %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.acos %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.acos %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.acos %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.acos %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.acos %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.acos %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.acos %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.acos %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.acos %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.acos %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.acos %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.acos %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.acos %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.acos %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.acos %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.acos %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.acos %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.acos %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.acos %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.acos %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.acos %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @acosh() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.acosh %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.acosh %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.acosh %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.acosh %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.acosh %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.acosh %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.acosh %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.acosh %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.acosh %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.acosh %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.acosh %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.acosh %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.acosh %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.acosh %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.acosh %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.acosh %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.acosh %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.acosh %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.acosh %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.acosh %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.acosh %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.acosh %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.acosh %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.acosh %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.acosh %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.acosh %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.acosh %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.acosh %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.acosh %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.acosh %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.acosh %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.acosh %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.acosh %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @asin() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.asin %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.asin %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.asin %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.asin %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.asin %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.asin %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.asin %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.asin %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.asin %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.asin %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.asin %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.asin %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.asin %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.asin %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.asin %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.asin %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.asin %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.asin %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.asin %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.asin %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.asin %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.asin %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.asin %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.asin %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.asin %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.asin %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.asin %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.asin %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.asin %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.asin %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.asin %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.asin %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.asin %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @asinh() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.asinh %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.asinh %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.asinh %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.asinh %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.asinh %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.asinh %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.asinh %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.asinh %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.asinh %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.asinh %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.asinh %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.asinh %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.asinh %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.asinh %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.asinh %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.asinh %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.asinh %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.asinh %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.asinh %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.asinh %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.asinh %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.asinh %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.asinh %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.asinh %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.asinh %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.asinh %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.asinh %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.asinh %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.asinh %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.asinh %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.asinh %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.asinh %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.asinh %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @atan() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.atan %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.atan %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.atan %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.atan %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.atan %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.atan %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.atan %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.atan %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.atan %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.atan %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.atan %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.atan %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.atan %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.atan %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.atan %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.atan %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.atan %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.atan %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.atan %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.atan %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.atan %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.atan %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.atan %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.atan %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.atan %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.atan %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.atan %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.atan %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.atan %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.atan %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.atan %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.atan %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.atan %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @atanh() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.atanh %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.atanh %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.atanh %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.atanh %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.atanh %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.atanh %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.atanh %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.atanh %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.atanh %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.atanh %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.atanh %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.atanh %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.atanh %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.atanh %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.atanh %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.atanh %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.atanh %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.atanh %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.atanh %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.atanh %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.atanh %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.atanh %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.atanh %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.atanh %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.atanh %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.atanh %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.atanh %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.atanh %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.atanh %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.atanh %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.atanh %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.atanh %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.atanh %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @cbrt() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.cbrt %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.cbrt %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.cbrt %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.cbrt %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.cbrt %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.cbrt %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.cbrt %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.cbrt %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.cbrt %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.cbrt %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.cbrt %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.cbrt %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.cbrt %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.cbrt %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.cbrt %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.cbrt %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.cbrt %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.cbrt %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.cbrt %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.cbrt %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.cbrt %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.cbrt %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.cbrt %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.cbrt %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.cbrt %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.cbrt %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.cbrt %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.cbrt %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.cbrt %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.cbrt %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.cbrt %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.cbrt %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.cbrt %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @ceil() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.ceil %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.ceil %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.ceil %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.ceil %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.ceil %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.ceil %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.ceil %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.ceil %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.ceil %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.ceil %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.ceil %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.ceil %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.ceil %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.ceil %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.ceil %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.ceil %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.ceil %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.ceil %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.ceil %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.ceil %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.ceil %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.ceil %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.ceil %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.ceil %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.ceil %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.ceil %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.ceil %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.ceil %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.ceil %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.ceil %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.ceil %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.ceil %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.ceil %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @cos() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.cos %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.cos %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.cos %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.cos %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.cos %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.cos %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.cos %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.cos %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.cos %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.cos %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.cos %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.cos %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.cos %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.cos %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.cos %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.cos %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.cos %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.cos %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.cos %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.cos %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.cos %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.cos %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.cos %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.cos %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.cos %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.cos %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.cos %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.cos %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.cos %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.cos %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.cos %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.cos %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.cos %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @cosh() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.cosh %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.cosh %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.cosh %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.cosh %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.cosh %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.cosh %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.cosh %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.cosh %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.cosh %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.cosh %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.cosh %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.cosh %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.cosh %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.cosh %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.cosh %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.cosh %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.cosh %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.cosh %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.cosh %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.cosh %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.cosh %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.cosh %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.cosh %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.cosh %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.cosh %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.cosh %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.cosh %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.cosh %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.cosh %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.cosh %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.cosh %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.cosh %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.cosh %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @erf() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.erf %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.erf %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.erf %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.erf %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.erf %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.erf %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.erf %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.erf %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.erf %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.erf %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.erf %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.erf %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.erf %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 1.5 : f64
  %r13 = math.erf %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 3.0 : f64
  %r14 = math.erf %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 0.5 : f80
  %r15 = math.erf %c15 : f80
  "my.use"(%r15) : (f80) -> ()
  %c16 = arith.constant 0.75 : f80
  %r16 = math.erf %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 1.5 : f80
  %r17 = math.erf %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 3.0 : f80
  %r18 = math.erf %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 0.5 : f128
  %r19 = math.erf %c19 : f128
  "my.use"(%r19) : (f128) -> ()
  %c20 = arith.constant 0.75 : f128
  %r20 = math.erf %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 1.5 : f128
  %r21 = math.erf %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 3.0 : f128
  %r22 = math.erf %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r23 = math.erf %c23 : vector<2xf32>
  "my.use"(%r23) : (vector<2xf32>) -> ()
  %c24 = arith.constant dense<1.5> : vector<2xf32>
  %r24 = math.erf %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r25 = math.erf %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<1.5> : vector<2xf64>
  %r26 = math.erf %c26 : vector<2xf64>
  "my.use"(%r26) : (vector<2xf64>) -> ()
  %c27 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r27 = math.erf %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r28 = math.erf %c28 : tensor<2xf64>
  "my.use"(%r28) : (tensor<2xf64>) -> ()
  %c29 = arith.constant dense<1.5> : tensor<2xf64>
  %r29 = math.erf %c29 : tensor<2xf64>
  "my.use"(%r29) : (tensor<2xf64>) -> ()
  %c30 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r30 = math.erf %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @exp() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.exp %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.exp %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.exp %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.exp %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.exp %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.exp %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.exp %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.exp %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.exp %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.exp %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.exp %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.exp %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.exp %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.exp %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.exp %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.exp %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.exp %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.exp %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.exp %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.exp %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.exp %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.exp %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.exp %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.exp %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.exp %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.exp %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.exp %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.exp %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.exp %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.exp %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.exp %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.exp %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.exp %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @exp2() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.exp2 %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.exp2 %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.exp2 %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.exp2 %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.exp2 %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.exp2 %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.exp2 %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.exp2 %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.exp2 %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.exp2 %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.exp2 %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.exp2 %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.exp2 %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.exp2 %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.exp2 %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.exp2 %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.exp2 %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.exp2 %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.exp2 %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.exp2 %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.exp2 %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.exp2 %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.exp2 %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.exp2 %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.exp2 %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.exp2 %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.exp2 %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.exp2 %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.exp2 %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.exp2 %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.exp2 %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.exp2 %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.exp2 %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @expm1() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.expm1 %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.expm1 %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.expm1 %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.expm1 %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.expm1 %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.expm1 %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.expm1 %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.expm1 %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.expm1 %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.expm1 %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.expm1 %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.expm1 %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.expm1 %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.expm1 %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.expm1 %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.expm1 %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.expm1 %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.expm1 %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.expm1 %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.expm1 %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.expm1 %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.expm1 %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.expm1 %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.expm1 %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.expm1 %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.expm1 %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.expm1 %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.expm1 %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.expm1 %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.expm1 %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.expm1 %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.expm1 %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.expm1 %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @floor() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.floor %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.floor %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.floor %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.floor %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.floor %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.floor %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.floor %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.floor %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.floor %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.floor %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.floor %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.floor %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.floor %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.floor %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.floor %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.floor %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.floor %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.floor %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.floor %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.floor %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.floor %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.floor %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.floor %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.floor %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.floor %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.floor %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.floor %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.floor %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.floor %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.floor %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.floor %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.floor %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.floor %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @log() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.log %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.log %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.log %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.log %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.log %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.log %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.log %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.log %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.log %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.log %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.log %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.log %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.log %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.log %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.log %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.log %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.log %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.log %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.log %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.log %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.log %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.log %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.log %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.log %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.log %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.log %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.log %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.log %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.log %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.log %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.log %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.log %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.log %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @log10() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.log10 %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.log10 %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.log10 %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.log10 %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.log10 %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.log10 %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.log10 %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.log10 %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.log10 %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.log10 %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.log10 %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.log10 %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.log10 %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.log10 %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.log10 %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.log10 %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.log10 %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.log10 %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.log10 %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.log10 %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.log10 %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.log10 %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.log10 %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.log10 %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.log10 %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.log10 %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.log10 %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.log10 %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.log10 %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.log10 %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.log10 %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.log10 %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.log10 %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @log1p() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.log1p %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.log1p %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.log1p %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.log1p %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.log1p %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.log1p %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.log1p %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.log1p %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.log1p %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.log1p %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.log1p %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.log1p %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.log1p %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.log1p %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.log1p %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.log1p %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.log1p %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.log1p %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.log1p %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.log1p %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.log1p %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.log1p %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.log1p %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.log1p %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.log1p %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.log1p %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.log1p %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.log1p %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.log1p %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.log1p %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.log1p %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.log1p %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.log1p %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @log2() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.log2 %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.log2 %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.log2 %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.log2 %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.log2 %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.log2 %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.log2 %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.log2 %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.log2 %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.log2 %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.log2 %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.log2 %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.log2 %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.log2 %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.log2 %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.log2 %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.log2 %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.log2 %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.log2 %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.log2 %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.log2 %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.log2 %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.log2 %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.log2 %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.log2 %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.log2 %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.log2 %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.log2 %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.log2 %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.log2 %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.log2 %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.log2 %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.log2 %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @round() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.round %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.round %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.round %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.round %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.round %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.round %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.round %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.round %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.round %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.round %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.round %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.round %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.round %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.round %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.round %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.round %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.round %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.round %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.round %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.round %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.round %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.round %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.round %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.round %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.round %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.round %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.round %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.round %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.round %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.round %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.round %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.round %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.round %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @roundeven() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.roundeven %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.roundeven %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.roundeven %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.roundeven %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.roundeven %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.roundeven %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.roundeven %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.roundeven %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.roundeven %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.roundeven %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.roundeven %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.roundeven %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.roundeven %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.roundeven %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.roundeven %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.roundeven %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.roundeven %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.roundeven %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.roundeven %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.roundeven %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.roundeven %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.roundeven %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.roundeven %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.roundeven %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.roundeven %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.roundeven %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.roundeven %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.roundeven %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.roundeven %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.roundeven %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.roundeven %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.roundeven %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.roundeven %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @rsqrt() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.rsqrt %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.rsqrt %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.rsqrt %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.rsqrt %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.rsqrt %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.rsqrt %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.rsqrt %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.rsqrt %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.rsqrt %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.rsqrt %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.rsqrt %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.rsqrt %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.rsqrt %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.rsqrt %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.rsqrt %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.rsqrt %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.rsqrt %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.rsqrt %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.rsqrt %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.rsqrt %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.rsqrt %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.rsqrt %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.rsqrt %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.rsqrt %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.rsqrt %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.rsqrt %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.rsqrt %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.rsqrt %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.rsqrt %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.rsqrt %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.rsqrt %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.rsqrt %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.rsqrt %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @sin() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.sin %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.sin %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.sin %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.sin %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.sin %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.sin %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.sin %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.sin %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.sin %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.sin %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.sin %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.sin %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.sin %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.sin %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.sin %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.sin %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.sin %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.sin %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.sin %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.sin %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.sin %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.sin %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.sin %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.sin %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.sin %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.sin %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.sin %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.sin %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.sin %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.sin %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.sin %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.sin %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.sin %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @sinh() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.sinh %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.sinh %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.sinh %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.sinh %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.sinh %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.sinh %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.sinh %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.sinh %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.sinh %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.sinh %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.sinh %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.sinh %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.sinh %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.sinh %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.sinh %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.sinh %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.sinh %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.sinh %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.sinh %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.sinh %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.sinh %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.sinh %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.sinh %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.sinh %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.sinh %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.sinh %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.sinh %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.sinh %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.sinh %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.sinh %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.sinh %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.sinh %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.sinh %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @sqrt() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.sqrt %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.sqrt %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.sqrt %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.sqrt %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.sqrt %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.sqrt %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.sqrt %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.sqrt %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.sqrt %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.sqrt %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.sqrt %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.sqrt %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.sqrt %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.sqrt %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.sqrt %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.sqrt %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.sqrt %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.sqrt %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.sqrt %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.sqrt %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.sqrt %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.sqrt %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.sqrt %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.sqrt %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.sqrt %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.sqrt %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.sqrt %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.sqrt %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.sqrt %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.sqrt %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.sqrt %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.sqrt %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.sqrt %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @tan() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.tan %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.tan %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.tan %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.tan %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.tan %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.tan %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.tan %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.tan %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.tan %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.tan %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.tan %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.tan %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.tan %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.tan %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.tan %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.tan %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.tan %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.tan %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.tan %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.tan %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.tan %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.tan %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.tan %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.tan %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.tan %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.tan %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.tan %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.tan %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.tan %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.tan %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.tan %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.tan %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.tan %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @tanh() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.tanh %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.tanh %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.tanh %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.tanh %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.tanh %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.tanh %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.tanh %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.tanh %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.tanh %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.tanh %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.tanh %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.tanh %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.tanh %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.tanh %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.tanh %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.tanh %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.tanh %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.tanh %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.tanh %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.tanh %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.tanh %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.tanh %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.tanh %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.tanh %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.tanh %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.tanh %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.tanh %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.tanh %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.tanh %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.tanh %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.tanh %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.tanh %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.tanh %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}

// -----

func.func @trunc() {
  %c0 = arith.constant 0.5 : f16
  %r0 = math.trunc %c0 : f16
  "my.use"(%r0) : (f16) -> ()
  %c1 = arith.constant 0.75 : f16
  %r1 = math.trunc %c1 : f16
  "my.use"(%r1) : (f16) -> ()
  %c2 = arith.constant 1.5 : f16
  %r2 = math.trunc %c2 : f16
  "my.use"(%r2) : (f16) -> ()
  %c3 = arith.constant 3.0 : f16
  %r3 = math.trunc %c3 : f16
  "my.use"(%r3) : (f16) -> ()
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.trunc %c4 : bf16
  "my.use"(%r4) : (bf16) -> ()
  %c5 = arith.constant 0.75 : bf16
  %r5 = math.trunc %c5 : bf16
  "my.use"(%r5) : (bf16) -> ()
  %c6 = arith.constant 1.5 : bf16
  %r6 = math.trunc %c6 : bf16
  "my.use"(%r6) : (bf16) -> ()
  %c7 = arith.constant 3.0 : bf16
  %r7 = math.trunc %c7 : bf16
  "my.use"(%r7) : (bf16) -> ()
  %c8 = arith.constant 0.5 : f32
  %r8 = math.trunc %c8 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.75 : f32
  %r9 = math.trunc %c9 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 1.5 : f32
  %r10 = math.trunc %c10 : f32
  "my.use"(%r10) : (f32) -> ()
  %c11 = arith.constant 3.0 : f32
  %r11 = math.trunc %c11 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.5 : f64
  %r12 = math.trunc %c12 : f64
  "my.use"(%r12) : (f64) -> ()
  %c13 = arith.constant 0.75 : f64
  %r13 = math.trunc %c13 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.5 : f64
  %r14 = math.trunc %c14 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 3.0 : f64
  %r15 = math.trunc %c15 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 0.5 : f80
  %r16 = math.trunc %c16 : f80
  "my.use"(%r16) : (f80) -> ()
  %c17 = arith.constant 0.75 : f80
  %r17 = math.trunc %c17 : f80
  "my.use"(%r17) : (f80) -> ()
  %c18 = arith.constant 1.5 : f80
  %r18 = math.trunc %c18 : f80
  "my.use"(%r18) : (f80) -> ()
  %c19 = arith.constant 3.0 : f80
  %r19 = math.trunc %c19 : f80
  "my.use"(%r19) : (f80) -> ()
  %c20 = arith.constant 0.5 : f128
  %r20 = math.trunc %c20 : f128
  "my.use"(%r20) : (f128) -> ()
  %c21 = arith.constant 0.75 : f128
  %r21 = math.trunc %c21 : f128
  "my.use"(%r21) : (f128) -> ()
  %c22 = arith.constant 1.5 : f128
  %r22 = math.trunc %c22 : f128
  "my.use"(%r22) : (f128) -> ()
  %c23 = arith.constant 3.0 : f128
  %r23 = math.trunc %c23 : f128
  "my.use"(%r23) : (f128) -> ()
  %c24 = arith.constant dense<[0.5, 0.75]> : vector<2xf32>
  %r24 = math.trunc %c24 : vector<2xf32>
  "my.use"(%r24) : (vector<2xf32>) -> ()
  %c25 = arith.constant dense<1.5> : vector<2xf32>
  %r25 = math.trunc %c25 : vector<2xf32>
  "my.use"(%r25) : (vector<2xf32>) -> ()
  %c26 = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %r26 = math.trunc %c26 : vector<2xf32>
  "my.use"(%r26) : (vector<2xf32>) -> ()
  %c27 = arith.constant dense<[0.5, 0.75]> : vector<2xf64>
  %r27 = math.trunc %c27 : vector<2xf64>
  "my.use"(%r27) : (vector<2xf64>) -> ()
  %c28 = arith.constant dense<1.5> : vector<2xf64>
  %r28 = math.trunc %c28 : vector<2xf64>
  "my.use"(%r28) : (vector<2xf64>) -> ()
  %c29 = arith.constant dense<[2.0, 2.0]> : vector<2xf64>
  %r29 = math.trunc %c29 : vector<2xf64>
  "my.use"(%r29) : (vector<2xf64>) -> ()
  %c30 = arith.constant dense<[0.5, 0.75]> : tensor<2xf64>
  %r30 = math.trunc %c30 : tensor<2xf64>
  "my.use"(%r30) : (tensor<2xf64>) -> ()
  %c31 = arith.constant dense<1.5> : tensor<2xf64>
  %r31 = math.trunc %c31 : tensor<2xf64>
  "my.use"(%r31) : (tensor<2xf64>) -> ()
  %c32 = arith.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %r32 = math.trunc %c32 : tensor<2xf64>
  "my.use"(%r32) : (tensor<2xf64>) -> ()
  return
}
// -----
// Folding of powf, atan2 and copysign (f32, f64) on pairs of special
// values: C99 special cases, NaN propagation, atan2(0, 0) folds to NaN.
func.func @powf_f64() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r2 = math.powf %c0, %c1 : f64
  "my.use"(%r2) : (f64) -> ()
  %c3 = arith.constant 0.0 : f64
  %c4 = arith.constant -0.0 : f64
  %r5 = math.powf %c3, %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant 0.0 : f64
  %c7 = arith.constant 1.0 : f64
  %r8 = math.powf %c6, %c7 : f64
  "my.use"(%r8) : (f64) -> ()
  %c9 = arith.constant 0.0 : f64
  %c10 = arith.constant -1.0 : f64
  %r11 = math.powf %c9, %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 0.0 : f64
  %c13 = arith.constant 2.0 : f64
  %r14 = math.powf %c12, %c13 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 0.0 : f64
  %c16 = arith.constant -0.5 : f64
  %r17 = math.powf %c15, %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant 0.0 : f64
  %c19 = arith.constant 0x7FF8000000000000 : f64
  %r20 = math.powf %c18, %c19 : f64
  "my.use"(%r20) : (f64) -> ()
  %c21 = arith.constant 0.0 : f64
  %c22 = arith.constant 0x7FF0000000000000 : f64
  %r23 = math.powf %c21, %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0.0 : f64
  %c25 = arith.constant 0xFFF0000000000000 : f64
  %r26 = math.powf %c24, %c25 : f64
  "my.use"(%r26) : (f64) -> ()
  %c27 = arith.constant -0.0 : f64
  %c28 = arith.constant 0.0 : f64
  %r29 = math.powf %c27, %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant -0.0 : f64
  %c31 = arith.constant -0.0 : f64
  %r32 = math.powf %c30, %c31 : f64
  "my.use"(%r32) : (f64) -> ()
  %c33 = arith.constant -0.0 : f64
  %c34 = arith.constant 1.0 : f64
  %r35 = math.powf %c33, %c34 : f64
  "my.use"(%r35) : (f64) -> ()
  %c36 = arith.constant -0.0 : f64
  %c37 = arith.constant -1.0 : f64
  %r38 = math.powf %c36, %c37 : f64
  "my.use"(%r38) : (f64) -> ()
  %c39 = arith.constant -0.0 : f64
  %c40 = arith.constant 2.0 : f64
  %r41 = math.powf %c39, %c40 : f64
  "my.use"(%r41) : (f64) -> ()
  %c42 = arith.constant -0.0 : f64
  %c43 = arith.constant -0.5 : f64
  %r44 = math.powf %c42, %c43 : f64
  "my.use"(%r44) : (f64) -> ()
  %c45 = arith.constant -0.0 : f64
  %c46 = arith.constant 0x7FF8000000000000 : f64
  %r47 = math.powf %c45, %c46 : f64
  "my.use"(%r47) : (f64) -> ()
  %c48 = arith.constant -0.0 : f64
  %c49 = arith.constant 0x7FF0000000000000 : f64
  %r50 = math.powf %c48, %c49 : f64
  "my.use"(%r50) : (f64) -> ()
  %c51 = arith.constant -0.0 : f64
  %c52 = arith.constant 0xFFF0000000000000 : f64
  %r53 = math.powf %c51, %c52 : f64
  "my.use"(%r53) : (f64) -> ()
  %c54 = arith.constant 1.0 : f64
  %c55 = arith.constant 0.0 : f64
  %r56 = math.powf %c54, %c55 : f64
  "my.use"(%r56) : (f64) -> ()
  %c57 = arith.constant 1.0 : f64
  %c58 = arith.constant -0.0 : f64
  %r59 = math.powf %c57, %c58 : f64
  "my.use"(%r59) : (f64) -> ()
  %c60 = arith.constant 1.0 : f64
  %c61 = arith.constant 1.0 : f64
  %r62 = math.powf %c60, %c61 : f64
  "my.use"(%r62) : (f64) -> ()
  %c63 = arith.constant 1.0 : f64
  %c64 = arith.constant -1.0 : f64
  %r65 = math.powf %c63, %c64 : f64
  "my.use"(%r65) : (f64) -> ()
  %c66 = arith.constant 1.0 : f64
  %c67 = arith.constant 2.0 : f64
  %r68 = math.powf %c66, %c67 : f64
  "my.use"(%r68) : (f64) -> ()
  %c69 = arith.constant 1.0 : f64
  %c70 = arith.constant -0.5 : f64
  %r71 = math.powf %c69, %c70 : f64
  "my.use"(%r71) : (f64) -> ()
  %c72 = arith.constant 1.0 : f64
  %c73 = arith.constant 0x7FF8000000000000 : f64
  %r74 = math.powf %c72, %c73 : f64
  "my.use"(%r74) : (f64) -> ()
  %c75 = arith.constant 1.0 : f64
  %c76 = arith.constant 0x7FF0000000000000 : f64
  %r77 = math.powf %c75, %c76 : f64
  "my.use"(%r77) : (f64) -> ()
  %c78 = arith.constant 1.0 : f64
  %c79 = arith.constant 0xFFF0000000000000 : f64
  %r80 = math.powf %c78, %c79 : f64
  "my.use"(%r80) : (f64) -> ()
  %c81 = arith.constant -1.0 : f64
  %c82 = arith.constant 0.0 : f64
  %r83 = math.powf %c81, %c82 : f64
  "my.use"(%r83) : (f64) -> ()
  %c84 = arith.constant -1.0 : f64
  %c85 = arith.constant -0.0 : f64
  %r86 = math.powf %c84, %c85 : f64
  "my.use"(%r86) : (f64) -> ()
  %c87 = arith.constant -1.0 : f64
  %c88 = arith.constant 1.0 : f64
  %r89 = math.powf %c87, %c88 : f64
  "my.use"(%r89) : (f64) -> ()
  %c90 = arith.constant -1.0 : f64
  %c91 = arith.constant -1.0 : f64
  %r92 = math.powf %c90, %c91 : f64
  "my.use"(%r92) : (f64) -> ()
  %c93 = arith.constant -1.0 : f64
  %c94 = arith.constant 2.0 : f64
  %r95 = math.powf %c93, %c94 : f64
  "my.use"(%r95) : (f64) -> ()
  %c96 = arith.constant -1.0 : f64
  %c97 = arith.constant -0.5 : f64
  %r98 = math.powf %c96, %c97 : f64
  "my.use"(%r98) : (f64) -> ()
  %c99 = arith.constant -1.0 : f64
  %c100 = arith.constant 0x7FF8000000000000 : f64
  %r101 = math.powf %c99, %c100 : f64
  "my.use"(%r101) : (f64) -> ()
  %c102 = arith.constant -1.0 : f64
  %c103 = arith.constant 0x7FF0000000000000 : f64
  %r104 = math.powf %c102, %c103 : f64
  "my.use"(%r104) : (f64) -> ()
  %c105 = arith.constant -1.0 : f64
  %c106 = arith.constant 0xFFF0000000000000 : f64
  %r107 = math.powf %c105, %c106 : f64
  "my.use"(%r107) : (f64) -> ()
  %c108 = arith.constant 2.0 : f64
  %c109 = arith.constant 0.0 : f64
  %r110 = math.powf %c108, %c109 : f64
  "my.use"(%r110) : (f64) -> ()
  %c111 = arith.constant 2.0 : f64
  %c112 = arith.constant -0.0 : f64
  %r113 = math.powf %c111, %c112 : f64
  "my.use"(%r113) : (f64) -> ()
  %c114 = arith.constant 2.0 : f64
  %c115 = arith.constant 1.0 : f64
  %r116 = math.powf %c114, %c115 : f64
  "my.use"(%r116) : (f64) -> ()
  %c117 = arith.constant 2.0 : f64
  %c118 = arith.constant -1.0 : f64
  %r119 = math.powf %c117, %c118 : f64
  "my.use"(%r119) : (f64) -> ()
  %c120 = arith.constant 2.0 : f64
  %c121 = arith.constant 2.0 : f64
  %r122 = math.powf %c120, %c121 : f64
  "my.use"(%r122) : (f64) -> ()
  %c123 = arith.constant 2.0 : f64
  %c124 = arith.constant -0.5 : f64
  %r125 = math.powf %c123, %c124 : f64
  "my.use"(%r125) : (f64) -> ()
  %c126 = arith.constant 2.0 : f64
  %c127 = arith.constant 0x7FF8000000000000 : f64
  %r128 = math.powf %c126, %c127 : f64
  "my.use"(%r128) : (f64) -> ()
  %c129 = arith.constant 2.0 : f64
  %c130 = arith.constant 0x7FF0000000000000 : f64
  %r131 = math.powf %c129, %c130 : f64
  "my.use"(%r131) : (f64) -> ()
  %c132 = arith.constant 2.0 : f64
  %c133 = arith.constant 0xFFF0000000000000 : f64
  %r134 = math.powf %c132, %c133 : f64
  "my.use"(%r134) : (f64) -> ()
  %c135 = arith.constant -0.5 : f64
  %c136 = arith.constant 0.0 : f64
  %r137 = math.powf %c135, %c136 : f64
  "my.use"(%r137) : (f64) -> ()
  %c138 = arith.constant -0.5 : f64
  %c139 = arith.constant -0.0 : f64
  %r140 = math.powf %c138, %c139 : f64
  "my.use"(%r140) : (f64) -> ()
  %c141 = arith.constant -0.5 : f64
  %c142 = arith.constant 1.0 : f64
  %r143 = math.powf %c141, %c142 : f64
  "my.use"(%r143) : (f64) -> ()
  %c144 = arith.constant -0.5 : f64
  %c145 = arith.constant -1.0 : f64
  %r146 = math.powf %c144, %c145 : f64
  "my.use"(%r146) : (f64) -> ()
  %c147 = arith.constant -0.5 : f64
  %c148 = arith.constant 2.0 : f64
  %r149 = math.powf %c147, %c148 : f64
  "my.use"(%r149) : (f64) -> ()
  %c150 = arith.constant -0.5 : f64
  %c151 = arith.constant -0.5 : f64
  %r152 = math.powf %c150, %c151 : f64
  "my.use"(%r152) : (f64) -> ()
  %c153 = arith.constant -0.5 : f64
  %c154 = arith.constant 0x7FF8000000000000 : f64
  %r155 = math.powf %c153, %c154 : f64
  "my.use"(%r155) : (f64) -> ()
  %c156 = arith.constant -0.5 : f64
  %c157 = arith.constant 0x7FF0000000000000 : f64
  %r158 = math.powf %c156, %c157 : f64
  "my.use"(%r158) : (f64) -> ()
  %c159 = arith.constant -0.5 : f64
  %c160 = arith.constant 0xFFF0000000000000 : f64
  %r161 = math.powf %c159, %c160 : f64
  "my.use"(%r161) : (f64) -> ()
  %c162 = arith.constant 0x7FF8000000000000 : f64
  %c163 = arith.constant 0.0 : f64
  %r164 = math.powf %c162, %c163 : f64
  "my.use"(%r164) : (f64) -> ()
  %c165 = arith.constant 0x7FF8000000000000 : f64
  %c166 = arith.constant -0.0 : f64
  %r167 = math.powf %c165, %c166 : f64
  "my.use"(%r167) : (f64) -> ()
  %c168 = arith.constant 0x7FF8000000000000 : f64
  %c169 = arith.constant 1.0 : f64
  %r170 = math.powf %c168, %c169 : f64
  "my.use"(%r170) : (f64) -> ()
  %c171 = arith.constant 0x7FF8000000000000 : f64
  %c172 = arith.constant -1.0 : f64
  %r173 = math.powf %c171, %c172 : f64
  "my.use"(%r173) : (f64) -> ()
  %c174 = arith.constant 0x7FF8000000000000 : f64
  %c175 = arith.constant 2.0 : f64
  %r176 = math.powf %c174, %c175 : f64
  "my.use"(%r176) : (f64) -> ()
  %c177 = arith.constant 0x7FF8000000000000 : f64
  %c178 = arith.constant -0.5 : f64
  %r179 = math.powf %c177, %c178 : f64
  "my.use"(%r179) : (f64) -> ()
  %c180 = arith.constant 0x7FF8000000000000 : f64
  %c181 = arith.constant 0x7FF8000000000000 : f64
  %r182 = math.powf %c180, %c181 : f64
  "my.use"(%r182) : (f64) -> ()
  %c183 = arith.constant 0x7FF8000000000000 : f64
  %c184 = arith.constant 0x7FF0000000000000 : f64
  %r185 = math.powf %c183, %c184 : f64
  "my.use"(%r185) : (f64) -> ()
  %c186 = arith.constant 0x7FF8000000000000 : f64
  %c187 = arith.constant 0xFFF0000000000000 : f64
  %r188 = math.powf %c186, %c187 : f64
  "my.use"(%r188) : (f64) -> ()
  %c189 = arith.constant 0x7FF0000000000000 : f64
  %c190 = arith.constant 0.0 : f64
  %r191 = math.powf %c189, %c190 : f64
  "my.use"(%r191) : (f64) -> ()
  %c192 = arith.constant 0x7FF0000000000000 : f64
  %c193 = arith.constant -0.0 : f64
  %r194 = math.powf %c192, %c193 : f64
  "my.use"(%r194) : (f64) -> ()
  %c195 = arith.constant 0x7FF0000000000000 : f64
  %c196 = arith.constant 1.0 : f64
  %r197 = math.powf %c195, %c196 : f64
  "my.use"(%r197) : (f64) -> ()
  %c198 = arith.constant 0x7FF0000000000000 : f64
  %c199 = arith.constant -1.0 : f64
  %r200 = math.powf %c198, %c199 : f64
  "my.use"(%r200) : (f64) -> ()
  %c201 = arith.constant 0x7FF0000000000000 : f64
  %c202 = arith.constant 2.0 : f64
  %r203 = math.powf %c201, %c202 : f64
  "my.use"(%r203) : (f64) -> ()
  %c204 = arith.constant 0x7FF0000000000000 : f64
  %c205 = arith.constant -0.5 : f64
  %r206 = math.powf %c204, %c205 : f64
  "my.use"(%r206) : (f64) -> ()
  %c207 = arith.constant 0x7FF0000000000000 : f64
  %c208 = arith.constant 0x7FF8000000000000 : f64
  %r209 = math.powf %c207, %c208 : f64
  "my.use"(%r209) : (f64) -> ()
  %c210 = arith.constant 0x7FF0000000000000 : f64
  %c211 = arith.constant 0x7FF0000000000000 : f64
  %r212 = math.powf %c210, %c211 : f64
  "my.use"(%r212) : (f64) -> ()
  %c213 = arith.constant 0x7FF0000000000000 : f64
  %c214 = arith.constant 0xFFF0000000000000 : f64
  %r215 = math.powf %c213, %c214 : f64
  "my.use"(%r215) : (f64) -> ()
  %c216 = arith.constant 0xFFF0000000000000 : f64
  %c217 = arith.constant 0.0 : f64
  %r218 = math.powf %c216, %c217 : f64
  "my.use"(%r218) : (f64) -> ()
  %c219 = arith.constant 0xFFF0000000000000 : f64
  %c220 = arith.constant -0.0 : f64
  %r221 = math.powf %c219, %c220 : f64
  "my.use"(%r221) : (f64) -> ()
  %c222 = arith.constant 0xFFF0000000000000 : f64
  %c223 = arith.constant 1.0 : f64
  %r224 = math.powf %c222, %c223 : f64
  "my.use"(%r224) : (f64) -> ()
  %c225 = arith.constant 0xFFF0000000000000 : f64
  %c226 = arith.constant -1.0 : f64
  %r227 = math.powf %c225, %c226 : f64
  "my.use"(%r227) : (f64) -> ()
  %c228 = arith.constant 0xFFF0000000000000 : f64
  %c229 = arith.constant 2.0 : f64
  %r230 = math.powf %c228, %c229 : f64
  "my.use"(%r230) : (f64) -> ()
  %c231 = arith.constant 0xFFF0000000000000 : f64
  %c232 = arith.constant -0.5 : f64
  %r233 = math.powf %c231, %c232 : f64
  "my.use"(%r233) : (f64) -> ()
  %c234 = arith.constant 0xFFF0000000000000 : f64
  %c235 = arith.constant 0x7FF8000000000000 : f64
  %r236 = math.powf %c234, %c235 : f64
  "my.use"(%r236) : (f64) -> ()
  %c237 = arith.constant 0xFFF0000000000000 : f64
  %c238 = arith.constant 0x7FF0000000000000 : f64
  %r239 = math.powf %c237, %c238 : f64
  "my.use"(%r239) : (f64) -> ()
  %c240 = arith.constant 0xFFF0000000000000 : f64
  %c241 = arith.constant 0xFFF0000000000000 : f64
  %r242 = math.powf %c240, %c241 : f64
  "my.use"(%r242) : (f64) -> ()
  return
}

// -----

func.func @powf_f32() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r2 = math.powf %c0, %c1 : f32
  "my.use"(%r2) : (f32) -> ()
  %c3 = arith.constant 0.0 : f32
  %c4 = arith.constant -0.0 : f32
  %r5 = math.powf %c3, %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant 0.0 : f32
  %c7 = arith.constant 1.0 : f32
  %r8 = math.powf %c6, %c7 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.0 : f32
  %c10 = arith.constant -1.0 : f32
  %r11 = math.powf %c9, %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.0 : f32
  %c13 = arith.constant 2.0 : f32
  %r14 = math.powf %c12, %c13 : f32
  "my.use"(%r14) : (f32) -> ()
  %c15 = arith.constant 0.0 : f32
  %c16 = arith.constant -0.5 : f32
  %r17 = math.powf %c15, %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant 0.0 : f32
  %c19 = arith.constant 0x7FC00000 : f32
  %r20 = math.powf %c18, %c19 : f32
  "my.use"(%r20) : (f32) -> ()
  %c21 = arith.constant 0.0 : f32
  %c22 = arith.constant 0x7F800000 : f32
  %r23 = math.powf %c21, %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0.0 : f32
  %c25 = arith.constant 0xFF800000 : f32
  %r26 = math.powf %c24, %c25 : f32
  "my.use"(%r26) : (f32) -> ()
  %c27 = arith.constant -0.0 : f32
  %c28 = arith.constant 0.0 : f32
  %r29 = math.powf %c27, %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant -0.0 : f32
  %c31 = arith.constant -0.0 : f32
  %r32 = math.powf %c30, %c31 : f32
  "my.use"(%r32) : (f32) -> ()
  %c33 = arith.constant -0.0 : f32
  %c34 = arith.constant 1.0 : f32
  %r35 = math.powf %c33, %c34 : f32
  "my.use"(%r35) : (f32) -> ()
  %c36 = arith.constant -0.0 : f32
  %c37 = arith.constant -1.0 : f32
  %r38 = math.powf %c36, %c37 : f32
  "my.use"(%r38) : (f32) -> ()
  %c39 = arith.constant -0.0 : f32
  %c40 = arith.constant 2.0 : f32
  %r41 = math.powf %c39, %c40 : f32
  "my.use"(%r41) : (f32) -> ()
  %c42 = arith.constant -0.0 : f32
  %c43 = arith.constant -0.5 : f32
  %r44 = math.powf %c42, %c43 : f32
  "my.use"(%r44) : (f32) -> ()
  %c45 = arith.constant -0.0 : f32
  %c46 = arith.constant 0x7FC00000 : f32
  %r47 = math.powf %c45, %c46 : f32
  "my.use"(%r47) : (f32) -> ()
  %c48 = arith.constant -0.0 : f32
  %c49 = arith.constant 0x7F800000 : f32
  %r50 = math.powf %c48, %c49 : f32
  "my.use"(%r50) : (f32) -> ()
  %c51 = arith.constant -0.0 : f32
  %c52 = arith.constant 0xFF800000 : f32
  %r53 = math.powf %c51, %c52 : f32
  "my.use"(%r53) : (f32) -> ()
  %c54 = arith.constant 1.0 : f32
  %c55 = arith.constant 0.0 : f32
  %r56 = math.powf %c54, %c55 : f32
  "my.use"(%r56) : (f32) -> ()
  %c57 = arith.constant 1.0 : f32
  %c58 = arith.constant -0.0 : f32
  %r59 = math.powf %c57, %c58 : f32
  "my.use"(%r59) : (f32) -> ()
  %c60 = arith.constant 1.0 : f32
  %c61 = arith.constant 1.0 : f32
  %r62 = math.powf %c60, %c61 : f32
  "my.use"(%r62) : (f32) -> ()
  %c63 = arith.constant 1.0 : f32
  %c64 = arith.constant -1.0 : f32
  %r65 = math.powf %c63, %c64 : f32
  "my.use"(%r65) : (f32) -> ()
  %c66 = arith.constant 1.0 : f32
  %c67 = arith.constant 2.0 : f32
  %r68 = math.powf %c66, %c67 : f32
  "my.use"(%r68) : (f32) -> ()
  %c69 = arith.constant 1.0 : f32
  %c70 = arith.constant -0.5 : f32
  %r71 = math.powf %c69, %c70 : f32
  "my.use"(%r71) : (f32) -> ()
  %c72 = arith.constant 1.0 : f32
  %c73 = arith.constant 0x7FC00000 : f32
  %r74 = math.powf %c72, %c73 : f32
  "my.use"(%r74) : (f32) -> ()
  %c75 = arith.constant 1.0 : f32
  %c76 = arith.constant 0x7F800000 : f32
  %r77 = math.powf %c75, %c76 : f32
  "my.use"(%r77) : (f32) -> ()
  %c78 = arith.constant 1.0 : f32
  %c79 = arith.constant 0xFF800000 : f32
  %r80 = math.powf %c78, %c79 : f32
  "my.use"(%r80) : (f32) -> ()
  %c81 = arith.constant -1.0 : f32
  %c82 = arith.constant 0.0 : f32
  %r83 = math.powf %c81, %c82 : f32
  "my.use"(%r83) : (f32) -> ()
  %c84 = arith.constant -1.0 : f32
  %c85 = arith.constant -0.0 : f32
  %r86 = math.powf %c84, %c85 : f32
  "my.use"(%r86) : (f32) -> ()
  %c87 = arith.constant -1.0 : f32
  %c88 = arith.constant 1.0 : f32
  %r89 = math.powf %c87, %c88 : f32
  "my.use"(%r89) : (f32) -> ()
  %c90 = arith.constant -1.0 : f32
  %c91 = arith.constant -1.0 : f32
  %r92 = math.powf %c90, %c91 : f32
  "my.use"(%r92) : (f32) -> ()
  %c93 = arith.constant -1.0 : f32
  %c94 = arith.constant 2.0 : f32
  %r95 = math.powf %c93, %c94 : f32
  "my.use"(%r95) : (f32) -> ()
  %c96 = arith.constant -1.0 : f32
  %c97 = arith.constant -0.5 : f32
  %r98 = math.powf %c96, %c97 : f32
  "my.use"(%r98) : (f32) -> ()
  %c99 = arith.constant -1.0 : f32
  %c100 = arith.constant 0x7FC00000 : f32
  %r101 = math.powf %c99, %c100 : f32
  "my.use"(%r101) : (f32) -> ()
  %c102 = arith.constant -1.0 : f32
  %c103 = arith.constant 0x7F800000 : f32
  %r104 = math.powf %c102, %c103 : f32
  "my.use"(%r104) : (f32) -> ()
  %c105 = arith.constant -1.0 : f32
  %c106 = arith.constant 0xFF800000 : f32
  %r107 = math.powf %c105, %c106 : f32
  "my.use"(%r107) : (f32) -> ()
  %c108 = arith.constant 2.0 : f32
  %c109 = arith.constant 0.0 : f32
  %r110 = math.powf %c108, %c109 : f32
  "my.use"(%r110) : (f32) -> ()
  %c111 = arith.constant 2.0 : f32
  %c112 = arith.constant -0.0 : f32
  %r113 = math.powf %c111, %c112 : f32
  "my.use"(%r113) : (f32) -> ()
  %c114 = arith.constant 2.0 : f32
  %c115 = arith.constant 1.0 : f32
  %r116 = math.powf %c114, %c115 : f32
  "my.use"(%r116) : (f32) -> ()
  %c117 = arith.constant 2.0 : f32
  %c118 = arith.constant -1.0 : f32
  %r119 = math.powf %c117, %c118 : f32
  "my.use"(%r119) : (f32) -> ()
  %c120 = arith.constant 2.0 : f32
  %c121 = arith.constant 2.0 : f32
  %r122 = math.powf %c120, %c121 : f32
  "my.use"(%r122) : (f32) -> ()
  %c123 = arith.constant 2.0 : f32
  %c124 = arith.constant -0.5 : f32
  %r125 = math.powf %c123, %c124 : f32
  "my.use"(%r125) : (f32) -> ()
  %c126 = arith.constant 2.0 : f32
  %c127 = arith.constant 0x7FC00000 : f32
  %r128 = math.powf %c126, %c127 : f32
  "my.use"(%r128) : (f32) -> ()
  %c129 = arith.constant 2.0 : f32
  %c130 = arith.constant 0x7F800000 : f32
  %r131 = math.powf %c129, %c130 : f32
  "my.use"(%r131) : (f32) -> ()
  %c132 = arith.constant 2.0 : f32
  %c133 = arith.constant 0xFF800000 : f32
  %r134 = math.powf %c132, %c133 : f32
  "my.use"(%r134) : (f32) -> ()
  %c135 = arith.constant -0.5 : f32
  %c136 = arith.constant 0.0 : f32
  %r137 = math.powf %c135, %c136 : f32
  "my.use"(%r137) : (f32) -> ()
  %c138 = arith.constant -0.5 : f32
  %c139 = arith.constant -0.0 : f32
  %r140 = math.powf %c138, %c139 : f32
  "my.use"(%r140) : (f32) -> ()
  %c141 = arith.constant -0.5 : f32
  %c142 = arith.constant 1.0 : f32
  %r143 = math.powf %c141, %c142 : f32
  "my.use"(%r143) : (f32) -> ()
  %c144 = arith.constant -0.5 : f32
  %c145 = arith.constant -1.0 : f32
  %r146 = math.powf %c144, %c145 : f32
  "my.use"(%r146) : (f32) -> ()
  %c147 = arith.constant -0.5 : f32
  %c148 = arith.constant 2.0 : f32
  %r149 = math.powf %c147, %c148 : f32
  "my.use"(%r149) : (f32) -> ()
  %c150 = arith.constant -0.5 : f32
  %c151 = arith.constant -0.5 : f32
  %r152 = math.powf %c150, %c151 : f32
  "my.use"(%r152) : (f32) -> ()
  %c153 = arith.constant -0.5 : f32
  %c154 = arith.constant 0x7FC00000 : f32
  %r155 = math.powf %c153, %c154 : f32
  "my.use"(%r155) : (f32) -> ()
  %c156 = arith.constant -0.5 : f32
  %c157 = arith.constant 0x7F800000 : f32
  %r158 = math.powf %c156, %c157 : f32
  "my.use"(%r158) : (f32) -> ()
  %c159 = arith.constant -0.5 : f32
  %c160 = arith.constant 0xFF800000 : f32
  %r161 = math.powf %c159, %c160 : f32
  "my.use"(%r161) : (f32) -> ()
  %c162 = arith.constant 0x7FC00000 : f32
  %c163 = arith.constant 0.0 : f32
  %r164 = math.powf %c162, %c163 : f32
  "my.use"(%r164) : (f32) -> ()
  %c165 = arith.constant 0x7FC00000 : f32
  %c166 = arith.constant -0.0 : f32
  %r167 = math.powf %c165, %c166 : f32
  "my.use"(%r167) : (f32) -> ()
  %c168 = arith.constant 0x7FC00000 : f32
  %c169 = arith.constant 1.0 : f32
  %r170 = math.powf %c168, %c169 : f32
  "my.use"(%r170) : (f32) -> ()
  %c171 = arith.constant 0x7FC00000 : f32
  %c172 = arith.constant -1.0 : f32
  %r173 = math.powf %c171, %c172 : f32
  "my.use"(%r173) : (f32) -> ()
  %c174 = arith.constant 0x7FC00000 : f32
  %c175 = arith.constant 2.0 : f32
  %r176 = math.powf %c174, %c175 : f32
  "my.use"(%r176) : (f32) -> ()
  %c177 = arith.constant 0x7FC00000 : f32
  %c178 = arith.constant -0.5 : f32
  %r179 = math.powf %c177, %c178 : f32
  "my.use"(%r179) : (f32) -> ()
  %c180 = arith.constant 0x7FC00000 : f32
  %c181 = arith.constant 0x7FC00000 : f32
  %r182 = math.powf %c180, %c181 : f32
  "my.use"(%r182) : (f32) -> ()
  %c183 = arith.constant 0x7FC00000 : f32
  %c184 = arith.constant 0x7F800000 : f32
  %r185 = math.powf %c183, %c184 : f32
  "my.use"(%r185) : (f32) -> ()
  %c186 = arith.constant 0x7FC00000 : f32
  %c187 = arith.constant 0xFF800000 : f32
  %r188 = math.powf %c186, %c187 : f32
  "my.use"(%r188) : (f32) -> ()
  %c189 = arith.constant 0x7F800000 : f32
  %c190 = arith.constant 0.0 : f32
  %r191 = math.powf %c189, %c190 : f32
  "my.use"(%r191) : (f32) -> ()
  %c192 = arith.constant 0x7F800000 : f32
  %c193 = arith.constant -0.0 : f32
  %r194 = math.powf %c192, %c193 : f32
  "my.use"(%r194) : (f32) -> ()
  %c195 = arith.constant 0x7F800000 : f32
  %c196 = arith.constant 1.0 : f32
  %r197 = math.powf %c195, %c196 : f32
  "my.use"(%r197) : (f32) -> ()
  %c198 = arith.constant 0x7F800000 : f32
  %c199 = arith.constant -1.0 : f32
  %r200 = math.powf %c198, %c199 : f32
  "my.use"(%r200) : (f32) -> ()
  %c201 = arith.constant 0x7F800000 : f32
  %c202 = arith.constant 2.0 : f32
  %r203 = math.powf %c201, %c202 : f32
  "my.use"(%r203) : (f32) -> ()
  %c204 = arith.constant 0x7F800000 : f32
  %c205 = arith.constant -0.5 : f32
  %r206 = math.powf %c204, %c205 : f32
  "my.use"(%r206) : (f32) -> ()
  %c207 = arith.constant 0x7F800000 : f32
  %c208 = arith.constant 0x7FC00000 : f32
  %r209 = math.powf %c207, %c208 : f32
  "my.use"(%r209) : (f32) -> ()
  %c210 = arith.constant 0x7F800000 : f32
  %c211 = arith.constant 0x7F800000 : f32
  %r212 = math.powf %c210, %c211 : f32
  "my.use"(%r212) : (f32) -> ()
  %c213 = arith.constant 0x7F800000 : f32
  %c214 = arith.constant 0xFF800000 : f32
  %r215 = math.powf %c213, %c214 : f32
  "my.use"(%r215) : (f32) -> ()
  %c216 = arith.constant 0xFF800000 : f32
  %c217 = arith.constant 0.0 : f32
  %r218 = math.powf %c216, %c217 : f32
  "my.use"(%r218) : (f32) -> ()
  %c219 = arith.constant 0xFF800000 : f32
  %c220 = arith.constant -0.0 : f32
  %r221 = math.powf %c219, %c220 : f32
  "my.use"(%r221) : (f32) -> ()
  %c222 = arith.constant 0xFF800000 : f32
  %c223 = arith.constant 1.0 : f32
  %r224 = math.powf %c222, %c223 : f32
  "my.use"(%r224) : (f32) -> ()
  %c225 = arith.constant 0xFF800000 : f32
  %c226 = arith.constant -1.0 : f32
  %r227 = math.powf %c225, %c226 : f32
  "my.use"(%r227) : (f32) -> ()
  %c228 = arith.constant 0xFF800000 : f32
  %c229 = arith.constant 2.0 : f32
  %r230 = math.powf %c228, %c229 : f32
  "my.use"(%r230) : (f32) -> ()
  %c231 = arith.constant 0xFF800000 : f32
  %c232 = arith.constant -0.5 : f32
  %r233 = math.powf %c231, %c232 : f32
  "my.use"(%r233) : (f32) -> ()
  %c234 = arith.constant 0xFF800000 : f32
  %c235 = arith.constant 0x7FC00000 : f32
  %r236 = math.powf %c234, %c235 : f32
  "my.use"(%r236) : (f32) -> ()
  %c237 = arith.constant 0xFF800000 : f32
  %c238 = arith.constant 0x7F800000 : f32
  %r239 = math.powf %c237, %c238 : f32
  "my.use"(%r239) : (f32) -> ()
  %c240 = arith.constant 0xFF800000 : f32
  %c241 = arith.constant 0xFF800000 : f32
  %r242 = math.powf %c240, %c241 : f32
  "my.use"(%r242) : (f32) -> ()
  return
}

// -----

func.func @atan2_f64() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r2 = math.atan2 %c0, %c1 : f64
  "my.use"(%r2) : (f64) -> ()
  %c3 = arith.constant 0.0 : f64
  %c4 = arith.constant -0.0 : f64
  %r5 = math.atan2 %c3, %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant 0.0 : f64
  %c7 = arith.constant 1.0 : f64
  %r8 = math.atan2 %c6, %c7 : f64
  "my.use"(%r8) : (f64) -> ()
  %c9 = arith.constant 0.0 : f64
  %c10 = arith.constant -1.0 : f64
  %r11 = math.atan2 %c9, %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 0.0 : f64
  %c13 = arith.constant 2.0 : f64
  %r14 = math.atan2 %c12, %c13 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 0.0 : f64
  %c16 = arith.constant -0.5 : f64
  %r17 = math.atan2 %c15, %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant 0.0 : f64
  %c19 = arith.constant 0x7FF8000000000000 : f64
  %r20 = math.atan2 %c18, %c19 : f64
  "my.use"(%r20) : (f64) -> ()
  %c21 = arith.constant 0.0 : f64
  %c22 = arith.constant 0x7FF0000000000000 : f64
  %r23 = math.atan2 %c21, %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0.0 : f64
  %c25 = arith.constant 0xFFF0000000000000 : f64
  %r26 = math.atan2 %c24, %c25 : f64
  "my.use"(%r26) : (f64) -> ()
  %c27 = arith.constant -0.0 : f64
  %c28 = arith.constant 0.0 : f64
  %r29 = math.atan2 %c27, %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant -0.0 : f64
  %c31 = arith.constant -0.0 : f64
  %r32 = math.atan2 %c30, %c31 : f64
  "my.use"(%r32) : (f64) -> ()
  %c33 = arith.constant -0.0 : f64
  %c34 = arith.constant 1.0 : f64
  %r35 = math.atan2 %c33, %c34 : f64
  "my.use"(%r35) : (f64) -> ()
  %c36 = arith.constant -0.0 : f64
  %c37 = arith.constant -1.0 : f64
  %r38 = math.atan2 %c36, %c37 : f64
  "my.use"(%r38) : (f64) -> ()
  %c39 = arith.constant -0.0 : f64
  %c40 = arith.constant 2.0 : f64
  %r41 = math.atan2 %c39, %c40 : f64
  "my.use"(%r41) : (f64) -> ()
  %c42 = arith.constant -0.0 : f64
  %c43 = arith.constant -0.5 : f64
  %r44 = math.atan2 %c42, %c43 : f64
  "my.use"(%r44) : (f64) -> ()
  %c45 = arith.constant -0.0 : f64
  %c46 = arith.constant 0x7FF8000000000000 : f64
  %r47 = math.atan2 %c45, %c46 : f64
  "my.use"(%r47) : (f64) -> ()
  %c48 = arith.constant -0.0 : f64
  %c49 = arith.constant 0x7FF0000000000000 : f64
  %r50 = math.atan2 %c48, %c49 : f64
  "my.use"(%r50) : (f64) -> ()
  %c51 = arith.constant -0.0 : f64
  %c52 = arith.constant 0xFFF0000000000000 : f64
  %r53 = math.atan2 %c51, %c52 : f64
  "my.use"(%r53) : (f64) -> ()
  %c54 = arith.constant 1.0 : f64
  %c55 = arith.constant 0.0 : f64
  %r56 = math.atan2 %c54, %c55 : f64
  "my.use"(%r56) : (f64) -> ()
  %c57 = arith.constant 1.0 : f64
  %c58 = arith.constant -0.0 : f64
  %r59 = math.atan2 %c57, %c58 : f64
  "my.use"(%r59) : (f64) -> ()
  %c60 = arith.constant 1.0 : f64
  %c61 = arith.constant 1.0 : f64
  %r62 = math.atan2 %c60, %c61 : f64
  "my.use"(%r62) : (f64) -> ()
  %c63 = arith.constant 1.0 : f64
  %c64 = arith.constant -1.0 : f64
  %r65 = math.atan2 %c63, %c64 : f64
  "my.use"(%r65) : (f64) -> ()
  %c66 = arith.constant 1.0 : f64
  %c67 = arith.constant 2.0 : f64
  %r68 = math.atan2 %c66, %c67 : f64
  "my.use"(%r68) : (f64) -> ()
  %c69 = arith.constant 1.0 : f64
  %c70 = arith.constant -0.5 : f64
  %r71 = math.atan2 %c69, %c70 : f64
  "my.use"(%r71) : (f64) -> ()
  %c72 = arith.constant 1.0 : f64
  %c73 = arith.constant 0x7FF8000000000000 : f64
  %r74 = math.atan2 %c72, %c73 : f64
  "my.use"(%r74) : (f64) -> ()
  %c75 = arith.constant 1.0 : f64
  %c76 = arith.constant 0x7FF0000000000000 : f64
  %r77 = math.atan2 %c75, %c76 : f64
  "my.use"(%r77) : (f64) -> ()
  %c78 = arith.constant 1.0 : f64
  %c79 = arith.constant 0xFFF0000000000000 : f64
  %r80 = math.atan2 %c78, %c79 : f64
  "my.use"(%r80) : (f64) -> ()
  %c81 = arith.constant -1.0 : f64
  %c82 = arith.constant 0.0 : f64
  %r83 = math.atan2 %c81, %c82 : f64
  "my.use"(%r83) : (f64) -> ()
  %c84 = arith.constant -1.0 : f64
  %c85 = arith.constant -0.0 : f64
  %r86 = math.atan2 %c84, %c85 : f64
  "my.use"(%r86) : (f64) -> ()
  %c87 = arith.constant -1.0 : f64
  %c88 = arith.constant 1.0 : f64
  %r89 = math.atan2 %c87, %c88 : f64
  "my.use"(%r89) : (f64) -> ()
  %c90 = arith.constant -1.0 : f64
  %c91 = arith.constant -1.0 : f64
  %r92 = math.atan2 %c90, %c91 : f64
  "my.use"(%r92) : (f64) -> ()
  %c93 = arith.constant -1.0 : f64
  %c94 = arith.constant 2.0 : f64
  %r95 = math.atan2 %c93, %c94 : f64
  "my.use"(%r95) : (f64) -> ()
  %c96 = arith.constant -1.0 : f64
  %c97 = arith.constant -0.5 : f64
  %r98 = math.atan2 %c96, %c97 : f64
  "my.use"(%r98) : (f64) -> ()
  %c99 = arith.constant -1.0 : f64
  %c100 = arith.constant 0x7FF8000000000000 : f64
  %r101 = math.atan2 %c99, %c100 : f64
  "my.use"(%r101) : (f64) -> ()
  %c102 = arith.constant -1.0 : f64
  %c103 = arith.constant 0x7FF0000000000000 : f64
  %r104 = math.atan2 %c102, %c103 : f64
  "my.use"(%r104) : (f64) -> ()
  %c105 = arith.constant -1.0 : f64
  %c106 = arith.constant 0xFFF0000000000000 : f64
  %r107 = math.atan2 %c105, %c106 : f64
  "my.use"(%r107) : (f64) -> ()
  %c108 = arith.constant 2.0 : f64
  %c109 = arith.constant 0.0 : f64
  %r110 = math.atan2 %c108, %c109 : f64
  "my.use"(%r110) : (f64) -> ()
  %c111 = arith.constant 2.0 : f64
  %c112 = arith.constant -0.0 : f64
  %r113 = math.atan2 %c111, %c112 : f64
  "my.use"(%r113) : (f64) -> ()
  %c114 = arith.constant 2.0 : f64
  %c115 = arith.constant 1.0 : f64
  %r116 = math.atan2 %c114, %c115 : f64
  "my.use"(%r116) : (f64) -> ()
  %c117 = arith.constant 2.0 : f64
  %c118 = arith.constant -1.0 : f64
  %r119 = math.atan2 %c117, %c118 : f64
  "my.use"(%r119) : (f64) -> ()
  %c120 = arith.constant 2.0 : f64
  %c121 = arith.constant 2.0 : f64
  %r122 = math.atan2 %c120, %c121 : f64
  "my.use"(%r122) : (f64) -> ()
  %c123 = arith.constant 2.0 : f64
  %c124 = arith.constant -0.5 : f64
  %r125 = math.atan2 %c123, %c124 : f64
  "my.use"(%r125) : (f64) -> ()
  %c126 = arith.constant 2.0 : f64
  %c127 = arith.constant 0x7FF8000000000000 : f64
  %r128 = math.atan2 %c126, %c127 : f64
  "my.use"(%r128) : (f64) -> ()
  %c129 = arith.constant 2.0 : f64
  %c130 = arith.constant 0x7FF0000000000000 : f64
  %r131 = math.atan2 %c129, %c130 : f64
  "my.use"(%r131) : (f64) -> ()
  %c132 = arith.constant 2.0 : f64
  %c133 = arith.constant 0xFFF0000000000000 : f64
  %r134 = math.atan2 %c132, %c133 : f64
  "my.use"(%r134) : (f64) -> ()
  %c135 = arith.constant -0.5 : f64
  %c136 = arith.constant 0.0 : f64
  %r137 = math.atan2 %c135, %c136 : f64
  "my.use"(%r137) : (f64) -> ()
  %c138 = arith.constant -0.5 : f64
  %c139 = arith.constant -0.0 : f64
  %r140 = math.atan2 %c138, %c139 : f64
  "my.use"(%r140) : (f64) -> ()
  %c141 = arith.constant -0.5 : f64
  %c142 = arith.constant 1.0 : f64
  %r143 = math.atan2 %c141, %c142 : f64
  "my.use"(%r143) : (f64) -> ()
  %c144 = arith.constant -0.5 : f64
  %c145 = arith.constant -1.0 : f64
  %r146 = math.atan2 %c144, %c145 : f64
  "my.use"(%r146) : (f64) -> ()
  %c147 = arith.constant -0.5 : f64
  %c148 = arith.constant 2.0 : f64
  %r149 = math.atan2 %c147, %c148 : f64
  "my.use"(%r149) : (f64) -> ()
  %c150 = arith.constant -0.5 : f64
  %c151 = arith.constant -0.5 : f64
  %r152 = math.atan2 %c150, %c151 : f64
  "my.use"(%r152) : (f64) -> ()
  %c153 = arith.constant -0.5 : f64
  %c154 = arith.constant 0x7FF8000000000000 : f64
  %r155 = math.atan2 %c153, %c154 : f64
  "my.use"(%r155) : (f64) -> ()
  %c156 = arith.constant -0.5 : f64
  %c157 = arith.constant 0x7FF0000000000000 : f64
  %r158 = math.atan2 %c156, %c157 : f64
  "my.use"(%r158) : (f64) -> ()
  %c159 = arith.constant -0.5 : f64
  %c160 = arith.constant 0xFFF0000000000000 : f64
  %r161 = math.atan2 %c159, %c160 : f64
  "my.use"(%r161) : (f64) -> ()
  %c162 = arith.constant 0x7FF8000000000000 : f64
  %c163 = arith.constant 0.0 : f64
  %r164 = math.atan2 %c162, %c163 : f64
  "my.use"(%r164) : (f64) -> ()
  %c165 = arith.constant 0x7FF8000000000000 : f64
  %c166 = arith.constant -0.0 : f64
  %r167 = math.atan2 %c165, %c166 : f64
  "my.use"(%r167) : (f64) -> ()
  %c168 = arith.constant 0x7FF8000000000000 : f64
  %c169 = arith.constant 1.0 : f64
  %r170 = math.atan2 %c168, %c169 : f64
  "my.use"(%r170) : (f64) -> ()
  %c171 = arith.constant 0x7FF8000000000000 : f64
  %c172 = arith.constant -1.0 : f64
  %r173 = math.atan2 %c171, %c172 : f64
  "my.use"(%r173) : (f64) -> ()
  %c174 = arith.constant 0x7FF8000000000000 : f64
  %c175 = arith.constant 2.0 : f64
  %r176 = math.atan2 %c174, %c175 : f64
  "my.use"(%r176) : (f64) -> ()
  %c177 = arith.constant 0x7FF8000000000000 : f64
  %c178 = arith.constant -0.5 : f64
  %r179 = math.atan2 %c177, %c178 : f64
  "my.use"(%r179) : (f64) -> ()
  %c180 = arith.constant 0x7FF8000000000000 : f64
  %c181 = arith.constant 0x7FF8000000000000 : f64
  %r182 = math.atan2 %c180, %c181 : f64
  "my.use"(%r182) : (f64) -> ()
  %c183 = arith.constant 0x7FF8000000000000 : f64
  %c184 = arith.constant 0x7FF0000000000000 : f64
  %r185 = math.atan2 %c183, %c184 : f64
  "my.use"(%r185) : (f64) -> ()
  %c186 = arith.constant 0x7FF8000000000000 : f64
  %c187 = arith.constant 0xFFF0000000000000 : f64
  %r188 = math.atan2 %c186, %c187 : f64
  "my.use"(%r188) : (f64) -> ()
  %c189 = arith.constant 0x7FF0000000000000 : f64
  %c190 = arith.constant 0.0 : f64
  %r191 = math.atan2 %c189, %c190 : f64
  "my.use"(%r191) : (f64) -> ()
  %c192 = arith.constant 0x7FF0000000000000 : f64
  %c193 = arith.constant -0.0 : f64
  %r194 = math.atan2 %c192, %c193 : f64
  "my.use"(%r194) : (f64) -> ()
  %c195 = arith.constant 0x7FF0000000000000 : f64
  %c196 = arith.constant 1.0 : f64
  %r197 = math.atan2 %c195, %c196 : f64
  "my.use"(%r197) : (f64) -> ()
  %c198 = arith.constant 0x7FF0000000000000 : f64
  %c199 = arith.constant -1.0 : f64
  %r200 = math.atan2 %c198, %c199 : f64
  "my.use"(%r200) : (f64) -> ()
  %c201 = arith.constant 0x7FF0000000000000 : f64
  %c202 = arith.constant 2.0 : f64
  %r203 = math.atan2 %c201, %c202 : f64
  "my.use"(%r203) : (f64) -> ()
  %c204 = arith.constant 0x7FF0000000000000 : f64
  %c205 = arith.constant -0.5 : f64
  %r206 = math.atan2 %c204, %c205 : f64
  "my.use"(%r206) : (f64) -> ()
  %c207 = arith.constant 0x7FF0000000000000 : f64
  %c208 = arith.constant 0x7FF8000000000000 : f64
  %r209 = math.atan2 %c207, %c208 : f64
  "my.use"(%r209) : (f64) -> ()
  %c210 = arith.constant 0x7FF0000000000000 : f64
  %c211 = arith.constant 0x7FF0000000000000 : f64
  %r212 = math.atan2 %c210, %c211 : f64
  "my.use"(%r212) : (f64) -> ()
  %c213 = arith.constant 0x7FF0000000000000 : f64
  %c214 = arith.constant 0xFFF0000000000000 : f64
  %r215 = math.atan2 %c213, %c214 : f64
  "my.use"(%r215) : (f64) -> ()
  %c216 = arith.constant 0xFFF0000000000000 : f64
  %c217 = arith.constant 0.0 : f64
  %r218 = math.atan2 %c216, %c217 : f64
  "my.use"(%r218) : (f64) -> ()
  %c219 = arith.constant 0xFFF0000000000000 : f64
  %c220 = arith.constant -0.0 : f64
  %r221 = math.atan2 %c219, %c220 : f64
  "my.use"(%r221) : (f64) -> ()
  %c222 = arith.constant 0xFFF0000000000000 : f64
  %c223 = arith.constant 1.0 : f64
  %r224 = math.atan2 %c222, %c223 : f64
  "my.use"(%r224) : (f64) -> ()
  %c225 = arith.constant 0xFFF0000000000000 : f64
  %c226 = arith.constant -1.0 : f64
  %r227 = math.atan2 %c225, %c226 : f64
  "my.use"(%r227) : (f64) -> ()
  %c228 = arith.constant 0xFFF0000000000000 : f64
  %c229 = arith.constant 2.0 : f64
  %r230 = math.atan2 %c228, %c229 : f64
  "my.use"(%r230) : (f64) -> ()
  %c231 = arith.constant 0xFFF0000000000000 : f64
  %c232 = arith.constant -0.5 : f64
  %r233 = math.atan2 %c231, %c232 : f64
  "my.use"(%r233) : (f64) -> ()
  %c234 = arith.constant 0xFFF0000000000000 : f64
  %c235 = arith.constant 0x7FF8000000000000 : f64
  %r236 = math.atan2 %c234, %c235 : f64
  "my.use"(%r236) : (f64) -> ()
  %c237 = arith.constant 0xFFF0000000000000 : f64
  %c238 = arith.constant 0x7FF0000000000000 : f64
  %r239 = math.atan2 %c237, %c238 : f64
  "my.use"(%r239) : (f64) -> ()
  %c240 = arith.constant 0xFFF0000000000000 : f64
  %c241 = arith.constant 0xFFF0000000000000 : f64
  %r242 = math.atan2 %c240, %c241 : f64
  "my.use"(%r242) : (f64) -> ()
  return
}

// -----

func.func @atan2_f32() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r2 = math.atan2 %c0, %c1 : f32
  "my.use"(%r2) : (f32) -> ()
  %c3 = arith.constant 0.0 : f32
  %c4 = arith.constant -0.0 : f32
  %r5 = math.atan2 %c3, %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant 0.0 : f32
  %c7 = arith.constant 1.0 : f32
  %r8 = math.atan2 %c6, %c7 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.0 : f32
  %c10 = arith.constant -1.0 : f32
  %r11 = math.atan2 %c9, %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.0 : f32
  %c13 = arith.constant 2.0 : f32
  %r14 = math.atan2 %c12, %c13 : f32
  "my.use"(%r14) : (f32) -> ()
  %c15 = arith.constant 0.0 : f32
  %c16 = arith.constant -0.5 : f32
  %r17 = math.atan2 %c15, %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant 0.0 : f32
  %c19 = arith.constant 0x7FC00000 : f32
  %r20 = math.atan2 %c18, %c19 : f32
  "my.use"(%r20) : (f32) -> ()
  %c21 = arith.constant 0.0 : f32
  %c22 = arith.constant 0x7F800000 : f32
  %r23 = math.atan2 %c21, %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0.0 : f32
  %c25 = arith.constant 0xFF800000 : f32
  %r26 = math.atan2 %c24, %c25 : f32
  "my.use"(%r26) : (f32) -> ()
  %c27 = arith.constant -0.0 : f32
  %c28 = arith.constant 0.0 : f32
  %r29 = math.atan2 %c27, %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant -0.0 : f32
  %c31 = arith.constant -0.0 : f32
  %r32 = math.atan2 %c30, %c31 : f32
  "my.use"(%r32) : (f32) -> ()
  %c33 = arith.constant -0.0 : f32
  %c34 = arith.constant 1.0 : f32
  %r35 = math.atan2 %c33, %c34 : f32
  "my.use"(%r35) : (f32) -> ()
  %c36 = arith.constant -0.0 : f32
  %c37 = arith.constant -1.0 : f32
  %r38 = math.atan2 %c36, %c37 : f32
  "my.use"(%r38) : (f32) -> ()
  %c39 = arith.constant -0.0 : f32
  %c40 = arith.constant 2.0 : f32
  %r41 = math.atan2 %c39, %c40 : f32
  "my.use"(%r41) : (f32) -> ()
  %c42 = arith.constant -0.0 : f32
  %c43 = arith.constant -0.5 : f32
  %r44 = math.atan2 %c42, %c43 : f32
  "my.use"(%r44) : (f32) -> ()
  %c45 = arith.constant -0.0 : f32
  %c46 = arith.constant 0x7FC00000 : f32
  %r47 = math.atan2 %c45, %c46 : f32
  "my.use"(%r47) : (f32) -> ()
  %c48 = arith.constant -0.0 : f32
  %c49 = arith.constant 0x7F800000 : f32
  %r50 = math.atan2 %c48, %c49 : f32
  "my.use"(%r50) : (f32) -> ()
  %c51 = arith.constant -0.0 : f32
  %c52 = arith.constant 0xFF800000 : f32
  %r53 = math.atan2 %c51, %c52 : f32
  "my.use"(%r53) : (f32) -> ()
  %c54 = arith.constant 1.0 : f32
  %c55 = arith.constant 0.0 : f32
  %r56 = math.atan2 %c54, %c55 : f32
  "my.use"(%r56) : (f32) -> ()
  %c57 = arith.constant 1.0 : f32
  %c58 = arith.constant -0.0 : f32
  %r59 = math.atan2 %c57, %c58 : f32
  "my.use"(%r59) : (f32) -> ()
  %c60 = arith.constant 1.0 : f32
  %c61 = arith.constant 1.0 : f32
  %r62 = math.atan2 %c60, %c61 : f32
  "my.use"(%r62) : (f32) -> ()
  %c63 = arith.constant 1.0 : f32
  %c64 = arith.constant -1.0 : f32
  %r65 = math.atan2 %c63, %c64 : f32
  "my.use"(%r65) : (f32) -> ()
  %c66 = arith.constant 1.0 : f32
  %c67 = arith.constant 2.0 : f32
  %r68 = math.atan2 %c66, %c67 : f32
  "my.use"(%r68) : (f32) -> ()
  %c69 = arith.constant 1.0 : f32
  %c70 = arith.constant -0.5 : f32
  %r71 = math.atan2 %c69, %c70 : f32
  "my.use"(%r71) : (f32) -> ()
  %c72 = arith.constant 1.0 : f32
  %c73 = arith.constant 0x7FC00000 : f32
  %r74 = math.atan2 %c72, %c73 : f32
  "my.use"(%r74) : (f32) -> ()
  %c75 = arith.constant 1.0 : f32
  %c76 = arith.constant 0x7F800000 : f32
  %r77 = math.atan2 %c75, %c76 : f32
  "my.use"(%r77) : (f32) -> ()
  %c78 = arith.constant 1.0 : f32
  %c79 = arith.constant 0xFF800000 : f32
  %r80 = math.atan2 %c78, %c79 : f32
  "my.use"(%r80) : (f32) -> ()
  %c81 = arith.constant -1.0 : f32
  %c82 = arith.constant 0.0 : f32
  %r83 = math.atan2 %c81, %c82 : f32
  "my.use"(%r83) : (f32) -> ()
  %c84 = arith.constant -1.0 : f32
  %c85 = arith.constant -0.0 : f32
  %r86 = math.atan2 %c84, %c85 : f32
  "my.use"(%r86) : (f32) -> ()
  %c87 = arith.constant -1.0 : f32
  %c88 = arith.constant 1.0 : f32
  %r89 = math.atan2 %c87, %c88 : f32
  "my.use"(%r89) : (f32) -> ()
  %c90 = arith.constant -1.0 : f32
  %c91 = arith.constant -1.0 : f32
  %r92 = math.atan2 %c90, %c91 : f32
  "my.use"(%r92) : (f32) -> ()
  %c93 = arith.constant -1.0 : f32
  %c94 = arith.constant 2.0 : f32
  %r95 = math.atan2 %c93, %c94 : f32
  "my.use"(%r95) : (f32) -> ()
  %c96 = arith.constant -1.0 : f32
  %c97 = arith.constant -0.5 : f32
  %r98 = math.atan2 %c96, %c97 : f32
  "my.use"(%r98) : (f32) -> ()
  %c99 = arith.constant -1.0 : f32
  %c100 = arith.constant 0x7FC00000 : f32
  %r101 = math.atan2 %c99, %c100 : f32
  "my.use"(%r101) : (f32) -> ()
  %c102 = arith.constant -1.0 : f32
  %c103 = arith.constant 0x7F800000 : f32
  %r104 = math.atan2 %c102, %c103 : f32
  "my.use"(%r104) : (f32) -> ()
  %c105 = arith.constant -1.0 : f32
  %c106 = arith.constant 0xFF800000 : f32
  %r107 = math.atan2 %c105, %c106 : f32
  "my.use"(%r107) : (f32) -> ()
  %c108 = arith.constant 2.0 : f32
  %c109 = arith.constant 0.0 : f32
  %r110 = math.atan2 %c108, %c109 : f32
  "my.use"(%r110) : (f32) -> ()
  %c111 = arith.constant 2.0 : f32
  %c112 = arith.constant -0.0 : f32
  %r113 = math.atan2 %c111, %c112 : f32
  "my.use"(%r113) : (f32) -> ()
  %c114 = arith.constant 2.0 : f32
  %c115 = arith.constant 1.0 : f32
  %r116 = math.atan2 %c114, %c115 : f32
  "my.use"(%r116) : (f32) -> ()
  %c117 = arith.constant 2.0 : f32
  %c118 = arith.constant -1.0 : f32
  %r119 = math.atan2 %c117, %c118 : f32
  "my.use"(%r119) : (f32) -> ()
  %c120 = arith.constant 2.0 : f32
  %c121 = arith.constant 2.0 : f32
  %r122 = math.atan2 %c120, %c121 : f32
  "my.use"(%r122) : (f32) -> ()
  %c123 = arith.constant 2.0 : f32
  %c124 = arith.constant -0.5 : f32
  %r125 = math.atan2 %c123, %c124 : f32
  "my.use"(%r125) : (f32) -> ()
  %c126 = arith.constant 2.0 : f32
  %c127 = arith.constant 0x7FC00000 : f32
  %r128 = math.atan2 %c126, %c127 : f32
  "my.use"(%r128) : (f32) -> ()
  %c129 = arith.constant 2.0 : f32
  %c130 = arith.constant 0x7F800000 : f32
  %r131 = math.atan2 %c129, %c130 : f32
  "my.use"(%r131) : (f32) -> ()
  %c132 = arith.constant 2.0 : f32
  %c133 = arith.constant 0xFF800000 : f32
  %r134 = math.atan2 %c132, %c133 : f32
  "my.use"(%r134) : (f32) -> ()
  %c135 = arith.constant -0.5 : f32
  %c136 = arith.constant 0.0 : f32
  %r137 = math.atan2 %c135, %c136 : f32
  "my.use"(%r137) : (f32) -> ()
  %c138 = arith.constant -0.5 : f32
  %c139 = arith.constant -0.0 : f32
  %r140 = math.atan2 %c138, %c139 : f32
  "my.use"(%r140) : (f32) -> ()
  %c141 = arith.constant -0.5 : f32
  %c142 = arith.constant 1.0 : f32
  %r143 = math.atan2 %c141, %c142 : f32
  "my.use"(%r143) : (f32) -> ()
  %c144 = arith.constant -0.5 : f32
  %c145 = arith.constant -1.0 : f32
  %r146 = math.atan2 %c144, %c145 : f32
  "my.use"(%r146) : (f32) -> ()
  %c147 = arith.constant -0.5 : f32
  %c148 = arith.constant 2.0 : f32
  %r149 = math.atan2 %c147, %c148 : f32
  "my.use"(%r149) : (f32) -> ()
  %c150 = arith.constant -0.5 : f32
  %c151 = arith.constant -0.5 : f32
  %r152 = math.atan2 %c150, %c151 : f32
  "my.use"(%r152) : (f32) -> ()
  %c153 = arith.constant -0.5 : f32
  %c154 = arith.constant 0x7FC00000 : f32
  %r155 = math.atan2 %c153, %c154 : f32
  "my.use"(%r155) : (f32) -> ()
  %c156 = arith.constant -0.5 : f32
  %c157 = arith.constant 0x7F800000 : f32
  %r158 = math.atan2 %c156, %c157 : f32
  "my.use"(%r158) : (f32) -> ()
  %c159 = arith.constant -0.5 : f32
  %c160 = arith.constant 0xFF800000 : f32
  %r161 = math.atan2 %c159, %c160 : f32
  "my.use"(%r161) : (f32) -> ()
  %c162 = arith.constant 0x7FC00000 : f32
  %c163 = arith.constant 0.0 : f32
  %r164 = math.atan2 %c162, %c163 : f32
  "my.use"(%r164) : (f32) -> ()
  %c165 = arith.constant 0x7FC00000 : f32
  %c166 = arith.constant -0.0 : f32
  %r167 = math.atan2 %c165, %c166 : f32
  "my.use"(%r167) : (f32) -> ()
  %c168 = arith.constant 0x7FC00000 : f32
  %c169 = arith.constant 1.0 : f32
  %r170 = math.atan2 %c168, %c169 : f32
  "my.use"(%r170) : (f32) -> ()
  %c171 = arith.constant 0x7FC00000 : f32
  %c172 = arith.constant -1.0 : f32
  %r173 = math.atan2 %c171, %c172 : f32
  "my.use"(%r173) : (f32) -> ()
  %c174 = arith.constant 0x7FC00000 : f32
  %c175 = arith.constant 2.0 : f32
  %r176 = math.atan2 %c174, %c175 : f32
  "my.use"(%r176) : (f32) -> ()
  %c177 = arith.constant 0x7FC00000 : f32
  %c178 = arith.constant -0.5 : f32
  %r179 = math.atan2 %c177, %c178 : f32
  "my.use"(%r179) : (f32) -> ()
  %c180 = arith.constant 0x7FC00000 : f32
  %c181 = arith.constant 0x7FC00000 : f32
  %r182 = math.atan2 %c180, %c181 : f32
  "my.use"(%r182) : (f32) -> ()
  %c183 = arith.constant 0x7FC00000 : f32
  %c184 = arith.constant 0x7F800000 : f32
  %r185 = math.atan2 %c183, %c184 : f32
  "my.use"(%r185) : (f32) -> ()
  %c186 = arith.constant 0x7FC00000 : f32
  %c187 = arith.constant 0xFF800000 : f32
  %r188 = math.atan2 %c186, %c187 : f32
  "my.use"(%r188) : (f32) -> ()
  %c189 = arith.constant 0x7F800000 : f32
  %c190 = arith.constant 0.0 : f32
  %r191 = math.atan2 %c189, %c190 : f32
  "my.use"(%r191) : (f32) -> ()
  %c192 = arith.constant 0x7F800000 : f32
  %c193 = arith.constant -0.0 : f32
  %r194 = math.atan2 %c192, %c193 : f32
  "my.use"(%r194) : (f32) -> ()
  %c195 = arith.constant 0x7F800000 : f32
  %c196 = arith.constant 1.0 : f32
  %r197 = math.atan2 %c195, %c196 : f32
  "my.use"(%r197) : (f32) -> ()
  %c198 = arith.constant 0x7F800000 : f32
  %c199 = arith.constant -1.0 : f32
  %r200 = math.atan2 %c198, %c199 : f32
  "my.use"(%r200) : (f32) -> ()
  %c201 = arith.constant 0x7F800000 : f32
  %c202 = arith.constant 2.0 : f32
  %r203 = math.atan2 %c201, %c202 : f32
  "my.use"(%r203) : (f32) -> ()
  %c204 = arith.constant 0x7F800000 : f32
  %c205 = arith.constant -0.5 : f32
  %r206 = math.atan2 %c204, %c205 : f32
  "my.use"(%r206) : (f32) -> ()
  %c207 = arith.constant 0x7F800000 : f32
  %c208 = arith.constant 0x7FC00000 : f32
  %r209 = math.atan2 %c207, %c208 : f32
  "my.use"(%r209) : (f32) -> ()
  %c210 = arith.constant 0x7F800000 : f32
  %c211 = arith.constant 0x7F800000 : f32
  %r212 = math.atan2 %c210, %c211 : f32
  "my.use"(%r212) : (f32) -> ()
  %c213 = arith.constant 0x7F800000 : f32
  %c214 = arith.constant 0xFF800000 : f32
  %r215 = math.atan2 %c213, %c214 : f32
  "my.use"(%r215) : (f32) -> ()
  %c216 = arith.constant 0xFF800000 : f32
  %c217 = arith.constant 0.0 : f32
  %r218 = math.atan2 %c216, %c217 : f32
  "my.use"(%r218) : (f32) -> ()
  %c219 = arith.constant 0xFF800000 : f32
  %c220 = arith.constant -0.0 : f32
  %r221 = math.atan2 %c219, %c220 : f32
  "my.use"(%r221) : (f32) -> ()
  %c222 = arith.constant 0xFF800000 : f32
  %c223 = arith.constant 1.0 : f32
  %r224 = math.atan2 %c222, %c223 : f32
  "my.use"(%r224) : (f32) -> ()
  %c225 = arith.constant 0xFF800000 : f32
  %c226 = arith.constant -1.0 : f32
  %r227 = math.atan2 %c225, %c226 : f32
  "my.use"(%r227) : (f32) -> ()
  %c228 = arith.constant 0xFF800000 : f32
  %c229 = arith.constant 2.0 : f32
  %r230 = math.atan2 %c228, %c229 : f32
  "my.use"(%r230) : (f32) -> ()
  %c231 = arith.constant 0xFF800000 : f32
  %c232 = arith.constant -0.5 : f32
  %r233 = math.atan2 %c231, %c232 : f32
  "my.use"(%r233) : (f32) -> ()
  %c234 = arith.constant 0xFF800000 : f32
  %c235 = arith.constant 0x7FC00000 : f32
  %r236 = math.atan2 %c234, %c235 : f32
  "my.use"(%r236) : (f32) -> ()
  %c237 = arith.constant 0xFF800000 : f32
  %c238 = arith.constant 0x7F800000 : f32
  %r239 = math.atan2 %c237, %c238 : f32
  "my.use"(%r239) : (f32) -> ()
  %c240 = arith.constant 0xFF800000 : f32
  %c241 = arith.constant 0xFF800000 : f32
  %r242 = math.atan2 %c240, %c241 : f32
  "my.use"(%r242) : (f32) -> ()
  return
}

// -----

func.func @copysign_f64() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r2 = math.copysign %c0, %c1 : f64
  "my.use"(%r2) : (f64) -> ()
  %c3 = arith.constant 0.0 : f64
  %c4 = arith.constant -0.0 : f64
  %r5 = math.copysign %c3, %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant 0.0 : f64
  %c7 = arith.constant 1.0 : f64
  %r8 = math.copysign %c6, %c7 : f64
  "my.use"(%r8) : (f64) -> ()
  %c9 = arith.constant 0.0 : f64
  %c10 = arith.constant -1.0 : f64
  %r11 = math.copysign %c9, %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 0.0 : f64
  %c13 = arith.constant 2.0 : f64
  %r14 = math.copysign %c12, %c13 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 0.0 : f64
  %c16 = arith.constant -0.5 : f64
  %r17 = math.copysign %c15, %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant 0.0 : f64
  %c19 = arith.constant 0x7FF8000000000000 : f64
  %r20 = math.copysign %c18, %c19 : f64
  "my.use"(%r20) : (f64) -> ()
  %c21 = arith.constant 0.0 : f64
  %c22 = arith.constant 0x7FF0000000000000 : f64
  %r23 = math.copysign %c21, %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0.0 : f64
  %c25 = arith.constant 0xFFF0000000000000 : f64
  %r26 = math.copysign %c24, %c25 : f64
  "my.use"(%r26) : (f64) -> ()
  %c27 = arith.constant -0.0 : f64
  %c28 = arith.constant 0.0 : f64
  %r29 = math.copysign %c27, %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant -0.0 : f64
  %c31 = arith.constant -0.0 : f64
  %r32 = math.copysign %c30, %c31 : f64
  "my.use"(%r32) : (f64) -> ()
  %c33 = arith.constant -0.0 : f64
  %c34 = arith.constant 1.0 : f64
  %r35 = math.copysign %c33, %c34 : f64
  "my.use"(%r35) : (f64) -> ()
  %c36 = arith.constant -0.0 : f64
  %c37 = arith.constant -1.0 : f64
  %r38 = math.copysign %c36, %c37 : f64
  "my.use"(%r38) : (f64) -> ()
  %c39 = arith.constant -0.0 : f64
  %c40 = arith.constant 2.0 : f64
  %r41 = math.copysign %c39, %c40 : f64
  "my.use"(%r41) : (f64) -> ()
  %c42 = arith.constant -0.0 : f64
  %c43 = arith.constant -0.5 : f64
  %r44 = math.copysign %c42, %c43 : f64
  "my.use"(%r44) : (f64) -> ()
  %c45 = arith.constant -0.0 : f64
  %c46 = arith.constant 0x7FF8000000000000 : f64
  %r47 = math.copysign %c45, %c46 : f64
  "my.use"(%r47) : (f64) -> ()
  %c48 = arith.constant -0.0 : f64
  %c49 = arith.constant 0x7FF0000000000000 : f64
  %r50 = math.copysign %c48, %c49 : f64
  "my.use"(%r50) : (f64) -> ()
  %c51 = arith.constant -0.0 : f64
  %c52 = arith.constant 0xFFF0000000000000 : f64
  %r53 = math.copysign %c51, %c52 : f64
  "my.use"(%r53) : (f64) -> ()
  %c54 = arith.constant 1.0 : f64
  %c55 = arith.constant 0.0 : f64
  %r56 = math.copysign %c54, %c55 : f64
  "my.use"(%r56) : (f64) -> ()
  %c57 = arith.constant 1.0 : f64
  %c58 = arith.constant -0.0 : f64
  %r59 = math.copysign %c57, %c58 : f64
  "my.use"(%r59) : (f64) -> ()
  %c60 = arith.constant 1.0 : f64
  %c61 = arith.constant 1.0 : f64
  %r62 = math.copysign %c60, %c61 : f64
  "my.use"(%r62) : (f64) -> ()
  %c63 = arith.constant 1.0 : f64
  %c64 = arith.constant -1.0 : f64
  %r65 = math.copysign %c63, %c64 : f64
  "my.use"(%r65) : (f64) -> ()
  %c66 = arith.constant 1.0 : f64
  %c67 = arith.constant 2.0 : f64
  %r68 = math.copysign %c66, %c67 : f64
  "my.use"(%r68) : (f64) -> ()
  %c69 = arith.constant 1.0 : f64
  %c70 = arith.constant -0.5 : f64
  %r71 = math.copysign %c69, %c70 : f64
  "my.use"(%r71) : (f64) -> ()
  %c72 = arith.constant 1.0 : f64
  %c73 = arith.constant 0x7FF8000000000000 : f64
  %r74 = math.copysign %c72, %c73 : f64
  "my.use"(%r74) : (f64) -> ()
  %c75 = arith.constant 1.0 : f64
  %c76 = arith.constant 0x7FF0000000000000 : f64
  %r77 = math.copysign %c75, %c76 : f64
  "my.use"(%r77) : (f64) -> ()
  %c78 = arith.constant 1.0 : f64
  %c79 = arith.constant 0xFFF0000000000000 : f64
  %r80 = math.copysign %c78, %c79 : f64
  "my.use"(%r80) : (f64) -> ()
  %c81 = arith.constant -1.0 : f64
  %c82 = arith.constant 0.0 : f64
  %r83 = math.copysign %c81, %c82 : f64
  "my.use"(%r83) : (f64) -> ()
  %c84 = arith.constant -1.0 : f64
  %c85 = arith.constant -0.0 : f64
  %r86 = math.copysign %c84, %c85 : f64
  "my.use"(%r86) : (f64) -> ()
  %c87 = arith.constant -1.0 : f64
  %c88 = arith.constant 1.0 : f64
  %r89 = math.copysign %c87, %c88 : f64
  "my.use"(%r89) : (f64) -> ()
  %c90 = arith.constant -1.0 : f64
  %c91 = arith.constant -1.0 : f64
  %r92 = math.copysign %c90, %c91 : f64
  "my.use"(%r92) : (f64) -> ()
  %c93 = arith.constant -1.0 : f64
  %c94 = arith.constant 2.0 : f64
  %r95 = math.copysign %c93, %c94 : f64
  "my.use"(%r95) : (f64) -> ()
  %c96 = arith.constant -1.0 : f64
  %c97 = arith.constant -0.5 : f64
  %r98 = math.copysign %c96, %c97 : f64
  "my.use"(%r98) : (f64) -> ()
  %c99 = arith.constant -1.0 : f64
  %c100 = arith.constant 0x7FF8000000000000 : f64
  %r101 = math.copysign %c99, %c100 : f64
  "my.use"(%r101) : (f64) -> ()
  %c102 = arith.constant -1.0 : f64
  %c103 = arith.constant 0x7FF0000000000000 : f64
  %r104 = math.copysign %c102, %c103 : f64
  "my.use"(%r104) : (f64) -> ()
  %c105 = arith.constant -1.0 : f64
  %c106 = arith.constant 0xFFF0000000000000 : f64
  %r107 = math.copysign %c105, %c106 : f64
  "my.use"(%r107) : (f64) -> ()
  %c108 = arith.constant 2.0 : f64
  %c109 = arith.constant 0.0 : f64
  %r110 = math.copysign %c108, %c109 : f64
  "my.use"(%r110) : (f64) -> ()
  %c111 = arith.constant 2.0 : f64
  %c112 = arith.constant -0.0 : f64
  %r113 = math.copysign %c111, %c112 : f64
  "my.use"(%r113) : (f64) -> ()
  %c114 = arith.constant 2.0 : f64
  %c115 = arith.constant 1.0 : f64
  %r116 = math.copysign %c114, %c115 : f64
  "my.use"(%r116) : (f64) -> ()
  %c117 = arith.constant 2.0 : f64
  %c118 = arith.constant -1.0 : f64
  %r119 = math.copysign %c117, %c118 : f64
  "my.use"(%r119) : (f64) -> ()
  %c120 = arith.constant 2.0 : f64
  %c121 = arith.constant 2.0 : f64
  %r122 = math.copysign %c120, %c121 : f64
  "my.use"(%r122) : (f64) -> ()
  %c123 = arith.constant 2.0 : f64
  %c124 = arith.constant -0.5 : f64
  %r125 = math.copysign %c123, %c124 : f64
  "my.use"(%r125) : (f64) -> ()
  %c126 = arith.constant 2.0 : f64
  %c127 = arith.constant 0x7FF8000000000000 : f64
  %r128 = math.copysign %c126, %c127 : f64
  "my.use"(%r128) : (f64) -> ()
  %c129 = arith.constant 2.0 : f64
  %c130 = arith.constant 0x7FF0000000000000 : f64
  %r131 = math.copysign %c129, %c130 : f64
  "my.use"(%r131) : (f64) -> ()
  %c132 = arith.constant 2.0 : f64
  %c133 = arith.constant 0xFFF0000000000000 : f64
  %r134 = math.copysign %c132, %c133 : f64
  "my.use"(%r134) : (f64) -> ()
  %c135 = arith.constant -0.5 : f64
  %c136 = arith.constant 0.0 : f64
  %r137 = math.copysign %c135, %c136 : f64
  "my.use"(%r137) : (f64) -> ()
  %c138 = arith.constant -0.5 : f64
  %c139 = arith.constant -0.0 : f64
  %r140 = math.copysign %c138, %c139 : f64
  "my.use"(%r140) : (f64) -> ()
  %c141 = arith.constant -0.5 : f64
  %c142 = arith.constant 1.0 : f64
  %r143 = math.copysign %c141, %c142 : f64
  "my.use"(%r143) : (f64) -> ()
  %c144 = arith.constant -0.5 : f64
  %c145 = arith.constant -1.0 : f64
  %r146 = math.copysign %c144, %c145 : f64
  "my.use"(%r146) : (f64) -> ()
  %c147 = arith.constant -0.5 : f64
  %c148 = arith.constant 2.0 : f64
  %r149 = math.copysign %c147, %c148 : f64
  "my.use"(%r149) : (f64) -> ()
  %c150 = arith.constant -0.5 : f64
  %c151 = arith.constant -0.5 : f64
  %r152 = math.copysign %c150, %c151 : f64
  "my.use"(%r152) : (f64) -> ()
  %c153 = arith.constant -0.5 : f64
  %c154 = arith.constant 0x7FF8000000000000 : f64
  %r155 = math.copysign %c153, %c154 : f64
  "my.use"(%r155) : (f64) -> ()
  %c156 = arith.constant -0.5 : f64
  %c157 = arith.constant 0x7FF0000000000000 : f64
  %r158 = math.copysign %c156, %c157 : f64
  "my.use"(%r158) : (f64) -> ()
  %c159 = arith.constant -0.5 : f64
  %c160 = arith.constant 0xFFF0000000000000 : f64
  %r161 = math.copysign %c159, %c160 : f64
  "my.use"(%r161) : (f64) -> ()
  %c162 = arith.constant 0x7FF8000000000000 : f64
  %c163 = arith.constant 0.0 : f64
  %r164 = math.copysign %c162, %c163 : f64
  "my.use"(%r164) : (f64) -> ()
  %c165 = arith.constant 0x7FF8000000000000 : f64
  %c166 = arith.constant -0.0 : f64
  %r167 = math.copysign %c165, %c166 : f64
  "my.use"(%r167) : (f64) -> ()
  %c168 = arith.constant 0x7FF8000000000000 : f64
  %c169 = arith.constant 1.0 : f64
  %r170 = math.copysign %c168, %c169 : f64
  "my.use"(%r170) : (f64) -> ()
  %c171 = arith.constant 0x7FF8000000000000 : f64
  %c172 = arith.constant -1.0 : f64
  %r173 = math.copysign %c171, %c172 : f64
  "my.use"(%r173) : (f64) -> ()
  %c174 = arith.constant 0x7FF8000000000000 : f64
  %c175 = arith.constant 2.0 : f64
  %r176 = math.copysign %c174, %c175 : f64
  "my.use"(%r176) : (f64) -> ()
  %c177 = arith.constant 0x7FF8000000000000 : f64
  %c178 = arith.constant -0.5 : f64
  %r179 = math.copysign %c177, %c178 : f64
  "my.use"(%r179) : (f64) -> ()
  %c180 = arith.constant 0x7FF8000000000000 : f64
  %c181 = arith.constant 0x7FF8000000000000 : f64
  %r182 = math.copysign %c180, %c181 : f64
  "my.use"(%r182) : (f64) -> ()
  %c183 = arith.constant 0x7FF8000000000000 : f64
  %c184 = arith.constant 0x7FF0000000000000 : f64
  %r185 = math.copysign %c183, %c184 : f64
  "my.use"(%r185) : (f64) -> ()
  %c186 = arith.constant 0x7FF8000000000000 : f64
  %c187 = arith.constant 0xFFF0000000000000 : f64
  %r188 = math.copysign %c186, %c187 : f64
  "my.use"(%r188) : (f64) -> ()
  %c189 = arith.constant 0x7FF0000000000000 : f64
  %c190 = arith.constant 0.0 : f64
  %r191 = math.copysign %c189, %c190 : f64
  "my.use"(%r191) : (f64) -> ()
  %c192 = arith.constant 0x7FF0000000000000 : f64
  %c193 = arith.constant -0.0 : f64
  %r194 = math.copysign %c192, %c193 : f64
  "my.use"(%r194) : (f64) -> ()
  %c195 = arith.constant 0x7FF0000000000000 : f64
  %c196 = arith.constant 1.0 : f64
  %r197 = math.copysign %c195, %c196 : f64
  "my.use"(%r197) : (f64) -> ()
  %c198 = arith.constant 0x7FF0000000000000 : f64
  %c199 = arith.constant -1.0 : f64
  %r200 = math.copysign %c198, %c199 : f64
  "my.use"(%r200) : (f64) -> ()
  %c201 = arith.constant 0x7FF0000000000000 : f64
  %c202 = arith.constant 2.0 : f64
  %r203 = math.copysign %c201, %c202 : f64
  "my.use"(%r203) : (f64) -> ()
  %c204 = arith.constant 0x7FF0000000000000 : f64
  %c205 = arith.constant -0.5 : f64
  %r206 = math.copysign %c204, %c205 : f64
  "my.use"(%r206) : (f64) -> ()
  %c207 = arith.constant 0x7FF0000000000000 : f64
  %c208 = arith.constant 0x7FF8000000000000 : f64
  %r209 = math.copysign %c207, %c208 : f64
  "my.use"(%r209) : (f64) -> ()
  %c210 = arith.constant 0x7FF0000000000000 : f64
  %c211 = arith.constant 0x7FF0000000000000 : f64
  %r212 = math.copysign %c210, %c211 : f64
  "my.use"(%r212) : (f64) -> ()
  %c213 = arith.constant 0x7FF0000000000000 : f64
  %c214 = arith.constant 0xFFF0000000000000 : f64
  %r215 = math.copysign %c213, %c214 : f64
  "my.use"(%r215) : (f64) -> ()
  %c216 = arith.constant 0xFFF0000000000000 : f64
  %c217 = arith.constant 0.0 : f64
  %r218 = math.copysign %c216, %c217 : f64
  "my.use"(%r218) : (f64) -> ()
  %c219 = arith.constant 0xFFF0000000000000 : f64
  %c220 = arith.constant -0.0 : f64
  %r221 = math.copysign %c219, %c220 : f64
  "my.use"(%r221) : (f64) -> ()
  %c222 = arith.constant 0xFFF0000000000000 : f64
  %c223 = arith.constant 1.0 : f64
  %r224 = math.copysign %c222, %c223 : f64
  "my.use"(%r224) : (f64) -> ()
  %c225 = arith.constant 0xFFF0000000000000 : f64
  %c226 = arith.constant -1.0 : f64
  %r227 = math.copysign %c225, %c226 : f64
  "my.use"(%r227) : (f64) -> ()
  %c228 = arith.constant 0xFFF0000000000000 : f64
  %c229 = arith.constant 2.0 : f64
  %r230 = math.copysign %c228, %c229 : f64
  "my.use"(%r230) : (f64) -> ()
  %c231 = arith.constant 0xFFF0000000000000 : f64
  %c232 = arith.constant -0.5 : f64
  %r233 = math.copysign %c231, %c232 : f64
  "my.use"(%r233) : (f64) -> ()
  %c234 = arith.constant 0xFFF0000000000000 : f64
  %c235 = arith.constant 0x7FF8000000000000 : f64
  %r236 = math.copysign %c234, %c235 : f64
  "my.use"(%r236) : (f64) -> ()
  %c237 = arith.constant 0xFFF0000000000000 : f64
  %c238 = arith.constant 0x7FF0000000000000 : f64
  %r239 = math.copysign %c237, %c238 : f64
  "my.use"(%r239) : (f64) -> ()
  %c240 = arith.constant 0xFFF0000000000000 : f64
  %c241 = arith.constant 0xFFF0000000000000 : f64
  %r242 = math.copysign %c240, %c241 : f64
  "my.use"(%r242) : (f64) -> ()
  return
}

// -----

func.func @copysign_f32() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r2 = math.copysign %c0, %c1 : f32
  "my.use"(%r2) : (f32) -> ()
  %c3 = arith.constant 0.0 : f32
  %c4 = arith.constant -0.0 : f32
  %r5 = math.copysign %c3, %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant 0.0 : f32
  %c7 = arith.constant 1.0 : f32
  %r8 = math.copysign %c6, %c7 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.0 : f32
  %c10 = arith.constant -1.0 : f32
  %r11 = math.copysign %c9, %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.0 : f32
  %c13 = arith.constant 2.0 : f32
  %r14 = math.copysign %c12, %c13 : f32
  "my.use"(%r14) : (f32) -> ()
  %c15 = arith.constant 0.0 : f32
  %c16 = arith.constant -0.5 : f32
  %r17 = math.copysign %c15, %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant 0.0 : f32
  %c19 = arith.constant 0x7FC00000 : f32
  %r20 = math.copysign %c18, %c19 : f32
  "my.use"(%r20) : (f32) -> ()
  %c21 = arith.constant 0.0 : f32
  %c22 = arith.constant 0x7F800000 : f32
  %r23 = math.copysign %c21, %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0.0 : f32
  %c25 = arith.constant 0xFF800000 : f32
  %r26 = math.copysign %c24, %c25 : f32
  "my.use"(%r26) : (f32) -> ()
  %c27 = arith.constant -0.0 : f32
  %c28 = arith.constant 0.0 : f32
  %r29 = math.copysign %c27, %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant -0.0 : f32
  %c31 = arith.constant -0.0 : f32
  %r32 = math.copysign %c30, %c31 : f32
  "my.use"(%r32) : (f32) -> ()
  %c33 = arith.constant -0.0 : f32
  %c34 = arith.constant 1.0 : f32
  %r35 = math.copysign %c33, %c34 : f32
  "my.use"(%r35) : (f32) -> ()
  %c36 = arith.constant -0.0 : f32
  %c37 = arith.constant -1.0 : f32
  %r38 = math.copysign %c36, %c37 : f32
  "my.use"(%r38) : (f32) -> ()
  %c39 = arith.constant -0.0 : f32
  %c40 = arith.constant 2.0 : f32
  %r41 = math.copysign %c39, %c40 : f32
  "my.use"(%r41) : (f32) -> ()
  %c42 = arith.constant -0.0 : f32
  %c43 = arith.constant -0.5 : f32
  %r44 = math.copysign %c42, %c43 : f32
  "my.use"(%r44) : (f32) -> ()
  %c45 = arith.constant -0.0 : f32
  %c46 = arith.constant 0x7FC00000 : f32
  %r47 = math.copysign %c45, %c46 : f32
  "my.use"(%r47) : (f32) -> ()
  %c48 = arith.constant -0.0 : f32
  %c49 = arith.constant 0x7F800000 : f32
  %r50 = math.copysign %c48, %c49 : f32
  "my.use"(%r50) : (f32) -> ()
  %c51 = arith.constant -0.0 : f32
  %c52 = arith.constant 0xFF800000 : f32
  %r53 = math.copysign %c51, %c52 : f32
  "my.use"(%r53) : (f32) -> ()
  %c54 = arith.constant 1.0 : f32
  %c55 = arith.constant 0.0 : f32
  %r56 = math.copysign %c54, %c55 : f32
  "my.use"(%r56) : (f32) -> ()
  %c57 = arith.constant 1.0 : f32
  %c58 = arith.constant -0.0 : f32
  %r59 = math.copysign %c57, %c58 : f32
  "my.use"(%r59) : (f32) -> ()
  %c60 = arith.constant 1.0 : f32
  %c61 = arith.constant 1.0 : f32
  %r62 = math.copysign %c60, %c61 : f32
  "my.use"(%r62) : (f32) -> ()
  %c63 = arith.constant 1.0 : f32
  %c64 = arith.constant -1.0 : f32
  %r65 = math.copysign %c63, %c64 : f32
  "my.use"(%r65) : (f32) -> ()
  %c66 = arith.constant 1.0 : f32
  %c67 = arith.constant 2.0 : f32
  %r68 = math.copysign %c66, %c67 : f32
  "my.use"(%r68) : (f32) -> ()
  %c69 = arith.constant 1.0 : f32
  %c70 = arith.constant -0.5 : f32
  %r71 = math.copysign %c69, %c70 : f32
  "my.use"(%r71) : (f32) -> ()
  %c72 = arith.constant 1.0 : f32
  %c73 = arith.constant 0x7FC00000 : f32
  %r74 = math.copysign %c72, %c73 : f32
  "my.use"(%r74) : (f32) -> ()
  %c75 = arith.constant 1.0 : f32
  %c76 = arith.constant 0x7F800000 : f32
  %r77 = math.copysign %c75, %c76 : f32
  "my.use"(%r77) : (f32) -> ()
  %c78 = arith.constant 1.0 : f32
  %c79 = arith.constant 0xFF800000 : f32
  %r80 = math.copysign %c78, %c79 : f32
  "my.use"(%r80) : (f32) -> ()
  %c81 = arith.constant -1.0 : f32
  %c82 = arith.constant 0.0 : f32
  %r83 = math.copysign %c81, %c82 : f32
  "my.use"(%r83) : (f32) -> ()
  %c84 = arith.constant -1.0 : f32
  %c85 = arith.constant -0.0 : f32
  %r86 = math.copysign %c84, %c85 : f32
  "my.use"(%r86) : (f32) -> ()
  %c87 = arith.constant -1.0 : f32
  %c88 = arith.constant 1.0 : f32
  %r89 = math.copysign %c87, %c88 : f32
  "my.use"(%r89) : (f32) -> ()
  %c90 = arith.constant -1.0 : f32
  %c91 = arith.constant -1.0 : f32
  %r92 = math.copysign %c90, %c91 : f32
  "my.use"(%r92) : (f32) -> ()
  %c93 = arith.constant -1.0 : f32
  %c94 = arith.constant 2.0 : f32
  %r95 = math.copysign %c93, %c94 : f32
  "my.use"(%r95) : (f32) -> ()
  %c96 = arith.constant -1.0 : f32
  %c97 = arith.constant -0.5 : f32
  %r98 = math.copysign %c96, %c97 : f32
  "my.use"(%r98) : (f32) -> ()
  %c99 = arith.constant -1.0 : f32
  %c100 = arith.constant 0x7FC00000 : f32
  %r101 = math.copysign %c99, %c100 : f32
  "my.use"(%r101) : (f32) -> ()
  %c102 = arith.constant -1.0 : f32
  %c103 = arith.constant 0x7F800000 : f32
  %r104 = math.copysign %c102, %c103 : f32
  "my.use"(%r104) : (f32) -> ()
  %c105 = arith.constant -1.0 : f32
  %c106 = arith.constant 0xFF800000 : f32
  %r107 = math.copysign %c105, %c106 : f32
  "my.use"(%r107) : (f32) -> ()
  %c108 = arith.constant 2.0 : f32
  %c109 = arith.constant 0.0 : f32
  %r110 = math.copysign %c108, %c109 : f32
  "my.use"(%r110) : (f32) -> ()
  %c111 = arith.constant 2.0 : f32
  %c112 = arith.constant -0.0 : f32
  %r113 = math.copysign %c111, %c112 : f32
  "my.use"(%r113) : (f32) -> ()
  %c114 = arith.constant 2.0 : f32
  %c115 = arith.constant 1.0 : f32
  %r116 = math.copysign %c114, %c115 : f32
  "my.use"(%r116) : (f32) -> ()
  %c117 = arith.constant 2.0 : f32
  %c118 = arith.constant -1.0 : f32
  %r119 = math.copysign %c117, %c118 : f32
  "my.use"(%r119) : (f32) -> ()
  %c120 = arith.constant 2.0 : f32
  %c121 = arith.constant 2.0 : f32
  %r122 = math.copysign %c120, %c121 : f32
  "my.use"(%r122) : (f32) -> ()
  %c123 = arith.constant 2.0 : f32
  %c124 = arith.constant -0.5 : f32
  %r125 = math.copysign %c123, %c124 : f32
  "my.use"(%r125) : (f32) -> ()
  %c126 = arith.constant 2.0 : f32
  %c127 = arith.constant 0x7FC00000 : f32
  %r128 = math.copysign %c126, %c127 : f32
  "my.use"(%r128) : (f32) -> ()
  %c129 = arith.constant 2.0 : f32
  %c130 = arith.constant 0x7F800000 : f32
  %r131 = math.copysign %c129, %c130 : f32
  "my.use"(%r131) : (f32) -> ()
  %c132 = arith.constant 2.0 : f32
  %c133 = arith.constant 0xFF800000 : f32
  %r134 = math.copysign %c132, %c133 : f32
  "my.use"(%r134) : (f32) -> ()
  %c135 = arith.constant -0.5 : f32
  %c136 = arith.constant 0.0 : f32
  %r137 = math.copysign %c135, %c136 : f32
  "my.use"(%r137) : (f32) -> ()
  %c138 = arith.constant -0.5 : f32
  %c139 = arith.constant -0.0 : f32
  %r140 = math.copysign %c138, %c139 : f32
  "my.use"(%r140) : (f32) -> ()
  %c141 = arith.constant -0.5 : f32
  %c142 = arith.constant 1.0 : f32
  %r143 = math.copysign %c141, %c142 : f32
  "my.use"(%r143) : (f32) -> ()
  %c144 = arith.constant -0.5 : f32
  %c145 = arith.constant -1.0 : f32
  %r146 = math.copysign %c144, %c145 : f32
  "my.use"(%r146) : (f32) -> ()
  %c147 = arith.constant -0.5 : f32
  %c148 = arith.constant 2.0 : f32
  %r149 = math.copysign %c147, %c148 : f32
  "my.use"(%r149) : (f32) -> ()
  %c150 = arith.constant -0.5 : f32
  %c151 = arith.constant -0.5 : f32
  %r152 = math.copysign %c150, %c151 : f32
  "my.use"(%r152) : (f32) -> ()
  %c153 = arith.constant -0.5 : f32
  %c154 = arith.constant 0x7FC00000 : f32
  %r155 = math.copysign %c153, %c154 : f32
  "my.use"(%r155) : (f32) -> ()
  %c156 = arith.constant -0.5 : f32
  %c157 = arith.constant 0x7F800000 : f32
  %r158 = math.copysign %c156, %c157 : f32
  "my.use"(%r158) : (f32) -> ()
  %c159 = arith.constant -0.5 : f32
  %c160 = arith.constant 0xFF800000 : f32
  %r161 = math.copysign %c159, %c160 : f32
  "my.use"(%r161) : (f32) -> ()
  %c162 = arith.constant 0x7FC00000 : f32
  %c163 = arith.constant 0.0 : f32
  %r164 = math.copysign %c162, %c163 : f32
  "my.use"(%r164) : (f32) -> ()
  %c165 = arith.constant 0x7FC00000 : f32
  %c166 = arith.constant -0.0 : f32
  %r167 = math.copysign %c165, %c166 : f32
  "my.use"(%r167) : (f32) -> ()
  %c168 = arith.constant 0x7FC00000 : f32
  %c169 = arith.constant 1.0 : f32
  %r170 = math.copysign %c168, %c169 : f32
  "my.use"(%r170) : (f32) -> ()
  %c171 = arith.constant 0x7FC00000 : f32
  %c172 = arith.constant -1.0 : f32
  %r173 = math.copysign %c171, %c172 : f32
  "my.use"(%r173) : (f32) -> ()
  %c174 = arith.constant 0x7FC00000 : f32
  %c175 = arith.constant 2.0 : f32
  %r176 = math.copysign %c174, %c175 : f32
  "my.use"(%r176) : (f32) -> ()
  %c177 = arith.constant 0x7FC00000 : f32
  %c178 = arith.constant -0.5 : f32
  %r179 = math.copysign %c177, %c178 : f32
  "my.use"(%r179) : (f32) -> ()
  %c180 = arith.constant 0x7FC00000 : f32
  %c181 = arith.constant 0x7FC00000 : f32
  %r182 = math.copysign %c180, %c181 : f32
  "my.use"(%r182) : (f32) -> ()
  %c183 = arith.constant 0x7FC00000 : f32
  %c184 = arith.constant 0x7F800000 : f32
  %r185 = math.copysign %c183, %c184 : f32
  "my.use"(%r185) : (f32) -> ()
  %c186 = arith.constant 0x7FC00000 : f32
  %c187 = arith.constant 0xFF800000 : f32
  %r188 = math.copysign %c186, %c187 : f32
  "my.use"(%r188) : (f32) -> ()
  %c189 = arith.constant 0x7F800000 : f32
  %c190 = arith.constant 0.0 : f32
  %r191 = math.copysign %c189, %c190 : f32
  "my.use"(%r191) : (f32) -> ()
  %c192 = arith.constant 0x7F800000 : f32
  %c193 = arith.constant -0.0 : f32
  %r194 = math.copysign %c192, %c193 : f32
  "my.use"(%r194) : (f32) -> ()
  %c195 = arith.constant 0x7F800000 : f32
  %c196 = arith.constant 1.0 : f32
  %r197 = math.copysign %c195, %c196 : f32
  "my.use"(%r197) : (f32) -> ()
  %c198 = arith.constant 0x7F800000 : f32
  %c199 = arith.constant -1.0 : f32
  %r200 = math.copysign %c198, %c199 : f32
  "my.use"(%r200) : (f32) -> ()
  %c201 = arith.constant 0x7F800000 : f32
  %c202 = arith.constant 2.0 : f32
  %r203 = math.copysign %c201, %c202 : f32
  "my.use"(%r203) : (f32) -> ()
  %c204 = arith.constant 0x7F800000 : f32
  %c205 = arith.constant -0.5 : f32
  %r206 = math.copysign %c204, %c205 : f32
  "my.use"(%r206) : (f32) -> ()
  %c207 = arith.constant 0x7F800000 : f32
  %c208 = arith.constant 0x7FC00000 : f32
  %r209 = math.copysign %c207, %c208 : f32
  "my.use"(%r209) : (f32) -> ()
  %c210 = arith.constant 0x7F800000 : f32
  %c211 = arith.constant 0x7F800000 : f32
  %r212 = math.copysign %c210, %c211 : f32
  "my.use"(%r212) : (f32) -> ()
  %c213 = arith.constant 0x7F800000 : f32
  %c214 = arith.constant 0xFF800000 : f32
  %r215 = math.copysign %c213, %c214 : f32
  "my.use"(%r215) : (f32) -> ()
  %c216 = arith.constant 0xFF800000 : f32
  %c217 = arith.constant 0.0 : f32
  %r218 = math.copysign %c216, %c217 : f32
  "my.use"(%r218) : (f32) -> ()
  %c219 = arith.constant 0xFF800000 : f32
  %c220 = arith.constant -0.0 : f32
  %r221 = math.copysign %c219, %c220 : f32
  "my.use"(%r221) : (f32) -> ()
  %c222 = arith.constant 0xFF800000 : f32
  %c223 = arith.constant 1.0 : f32
  %r224 = math.copysign %c222, %c223 : f32
  "my.use"(%r224) : (f32) -> ()
  %c225 = arith.constant 0xFF800000 : f32
  %c226 = arith.constant -1.0 : f32
  %r227 = math.copysign %c225, %c226 : f32
  "my.use"(%r227) : (f32) -> ()
  %c228 = arith.constant 0xFF800000 : f32
  %c229 = arith.constant 2.0 : f32
  %r230 = math.copysign %c228, %c229 : f32
  "my.use"(%r230) : (f32) -> ()
  %c231 = arith.constant 0xFF800000 : f32
  %c232 = arith.constant -0.5 : f32
  %r233 = math.copysign %c231, %c232 : f32
  "my.use"(%r233) : (f32) -> ()
  %c234 = arith.constant 0xFF800000 : f32
  %c235 = arith.constant 0x7FC00000 : f32
  %r236 = math.copysign %c234, %c235 : f32
  "my.use"(%r236) : (f32) -> ()
  %c237 = arith.constant 0xFF800000 : f32
  %c238 = arith.constant 0x7F800000 : f32
  %r239 = math.copysign %c237, %c238 : f32
  "my.use"(%r239) : (f32) -> ()
  %c240 = arith.constant 0xFF800000 : f32
  %c241 = arith.constant 0xFF800000 : f32
  %r242 = math.copysign %c240, %c241 : f32
  "my.use"(%r242) : (f32) -> ()
  return
}
