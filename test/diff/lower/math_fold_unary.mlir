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
