// Folding of f32 and f64 math ops on special values (signed zeros,
// infinities, quiet and signalling NaNs with payloads, denormals, domain
// errors): NaNs and special cases follow glibc's libm, which MLIR 19 calls;
// log/log2/log10/sqrt of negative values (and log1p below -1) are not
// folded.
func.func @acos_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.acos %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.acos %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.acos %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.acos %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.acos %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.acos %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.acos %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.acos %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.acos %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.acos %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.acos %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.acos %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.acos %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.acos %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.acos %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.acos %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @acos_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.acos %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.acos %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.acos %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.acos %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.acos %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.acos %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.acos %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.acos %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.acos %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.acos %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.acos %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.acos %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.acos %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.acos %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.acos %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.acos %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @acosh_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.acosh %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.acosh %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.acosh %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.acosh %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.acosh %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.acosh %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.acosh %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.acosh %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.acosh %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.acosh %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.acosh %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.acosh %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.acosh %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.acosh %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.acosh %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.acosh %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @acosh_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.acosh %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.acosh %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.acosh %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.acosh %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.acosh %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.acosh %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.acosh %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.acosh %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.acosh %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.acosh %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.acosh %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.acosh %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.acosh %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.acosh %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.acosh %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.acosh %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @asin_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.asin %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.asin %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.asin %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.asin %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.asin %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.asin %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.asin %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.asin %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.asin %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.asin %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.asin %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.asin %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.asin %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.asin %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.asin %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.asin %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @asin_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.asin %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.asin %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.asin %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.asin %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.asin %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.asin %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.asin %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.asin %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.asin %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.asin %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.asin %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.asin %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.asin %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.asin %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.asin %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.asin %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @asinh_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.asinh %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.asinh %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.asinh %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.asinh %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.asinh %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.asinh %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.asinh %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.asinh %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.asinh %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.asinh %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.asinh %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.asinh %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.asinh %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.asinh %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.asinh %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.asinh %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @asinh_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.asinh %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.asinh %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.asinh %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.asinh %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.asinh %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.asinh %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.asinh %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.asinh %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.asinh %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.asinh %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.asinh %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.asinh %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.asinh %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.asinh %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.asinh %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.asinh %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @atan_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.atan %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.atan %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.atan %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.atan %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.atan %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.atan %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.atan %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.atan %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.atan %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.atan %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.atan %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.atan %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.atan %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.atan %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.atan %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.atan %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @atan_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.atan %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.atan %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.atan %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.atan %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.atan %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.atan %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.atan %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.atan %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.atan %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.atan %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.atan %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.atan %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.atan %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.atan %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.atan %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.atan %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @atanh_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.atanh %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.atanh %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.atanh %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.atanh %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.atanh %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.atanh %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.atanh %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.atanh %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.atanh %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.atanh %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.atanh %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.atanh %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.atanh %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.atanh %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.atanh %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.atanh %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @atanh_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.atanh %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.atanh %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.atanh %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.atanh %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.atanh %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.atanh %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.atanh %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.atanh %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.atanh %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.atanh %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.atanh %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.atanh %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.atanh %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.atanh %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.atanh %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.atanh %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @cos_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.cos %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.cos %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.cos %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.cos %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.cos %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.cos %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.cos %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.cos %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.cos %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.cos %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.cos %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.cos %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.cos %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.cos %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.cos %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.cos %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @cos_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.cos %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.cos %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.cos %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.cos %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.cos %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.cos %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.cos %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.cos %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.cos %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.cos %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.cos %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.cos %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.cos %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.cos %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.cos %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.cos %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @cosh_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.cosh %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.cosh %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.cosh %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.cosh %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.cosh %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.cosh %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.cosh %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.cosh %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.cosh %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.cosh %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.cosh %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.cosh %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.cosh %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.cosh %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.cosh %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.cosh %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @cosh_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.cosh %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.cosh %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.cosh %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.cosh %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.cosh %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.cosh %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.cosh %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.cosh %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.cosh %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.cosh %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.cosh %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.cosh %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.cosh %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.cosh %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.cosh %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.cosh %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @erf_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.erf %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.erf %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.erf %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.erf %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.erf %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.erf %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.erf %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.erf %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.erf %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.erf %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.erf %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.erf %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.erf %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.erf %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.erf %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.erf %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @erf_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.erf %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.erf %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.erf %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.erf %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.erf %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.erf %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.erf %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.erf %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.erf %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.erf %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.erf %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.erf %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.erf %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.erf %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.erf %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.erf %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @exp_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.exp %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.exp %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.exp %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.exp %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.exp %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.exp %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.exp %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.exp %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.exp %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.exp %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.exp %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.exp %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.exp %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.exp %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.exp %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.exp %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @exp_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.exp %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.exp %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.exp %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.exp %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.exp %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.exp %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.exp %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.exp %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.exp %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.exp %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.exp %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.exp %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.exp %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.exp %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.exp %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.exp %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @exp2_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.exp2 %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.exp2 %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.exp2 %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.exp2 %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.exp2 %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.exp2 %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.exp2 %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.exp2 %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.exp2 %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.exp2 %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.exp2 %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.exp2 %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.exp2 %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.exp2 %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.exp2 %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.exp2 %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @exp2_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.exp2 %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.exp2 %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.exp2 %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.exp2 %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.exp2 %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.exp2 %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.exp2 %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.exp2 %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.exp2 %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.exp2 %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.exp2 %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.exp2 %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.exp2 %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.exp2 %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.exp2 %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.exp2 %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @expm1_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.expm1 %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.expm1 %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.expm1 %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.expm1 %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.expm1 %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.expm1 %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.expm1 %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.expm1 %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.expm1 %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.expm1 %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.expm1 %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.expm1 %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.expm1 %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.expm1 %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.expm1 %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.expm1 %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @expm1_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.expm1 %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.expm1 %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.expm1 %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.expm1 %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.expm1 %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.expm1 %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.expm1 %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.expm1 %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.expm1 %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.expm1 %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.expm1 %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.expm1 %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.expm1 %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.expm1 %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.expm1 %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.expm1 %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @log_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.log %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.log %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.log %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.log %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.log %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.log %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.log %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.log %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.log %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.log %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.log %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.log %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.log %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.log %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.log %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.log %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @log_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.log %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.log %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.log %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.log %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.log %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.log %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.log %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.log %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.log %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.log %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.log %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.log %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.log %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.log %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.log %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.log %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @log10_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.log10 %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.log10 %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.log10 %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.log10 %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.log10 %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.log10 %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.log10 %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.log10 %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.log10 %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.log10 %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.log10 %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.log10 %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.log10 %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.log10 %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.log10 %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.log10 %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @log10_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.log10 %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.log10 %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.log10 %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.log10 %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.log10 %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.log10 %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.log10 %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.log10 %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.log10 %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.log10 %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.log10 %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.log10 %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.log10 %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.log10 %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.log10 %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.log10 %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @log1p_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.log1p %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.log1p %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.log1p %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.log1p %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.log1p %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.log1p %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.log1p %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.log1p %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.log1p %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.log1p %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.log1p %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.log1p %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.log1p %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.log1p %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.log1p %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.log1p %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @log1p_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.log1p %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.log1p %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.log1p %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.log1p %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.log1p %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.log1p %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.log1p %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.log1p %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.log1p %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.log1p %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.log1p %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.log1p %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.log1p %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.log1p %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.log1p %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.log1p %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @log2_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.log2 %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.log2 %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.log2 %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.log2 %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.log2 %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.log2 %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.log2 %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.log2 %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.log2 %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.log2 %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.log2 %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.log2 %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.log2 %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.log2 %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.log2 %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.log2 %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @log2_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.log2 %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.log2 %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.log2 %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.log2 %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.log2 %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.log2 %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.log2 %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.log2 %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.log2 %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.log2 %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.log2 %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.log2 %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.log2 %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.log2 %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.log2 %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.log2 %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @round_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.round %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.round %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.round %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.round %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.round %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.round %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.round %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.round %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.round %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.round %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.round %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.round %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.round %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.round %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.round %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.round %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @round_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.round %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.round %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.round %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.round %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.round %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.round %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.round %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.round %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.round %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.round %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.round %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.round %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.round %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.round %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.round %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.round %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @sin_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.sin %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.sin %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.sin %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.sin %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.sin %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.sin %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.sin %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.sin %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.sin %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.sin %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.sin %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.sin %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.sin %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.sin %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.sin %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.sin %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @sin_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.sin %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.sin %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.sin %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.sin %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.sin %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.sin %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.sin %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.sin %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.sin %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.sin %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.sin %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.sin %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.sin %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.sin %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.sin %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.sin %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @sinh_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.sinh %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.sinh %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.sinh %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.sinh %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.sinh %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.sinh %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.sinh %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.sinh %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.sinh %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.sinh %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.sinh %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.sinh %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.sinh %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.sinh %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.sinh %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.sinh %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @sinh_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.sinh %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.sinh %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.sinh %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.sinh %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.sinh %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.sinh %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.sinh %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.sinh %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.sinh %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.sinh %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.sinh %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.sinh %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.sinh %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.sinh %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.sinh %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.sinh %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @sqrt_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.sqrt %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.sqrt %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.sqrt %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.sqrt %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.sqrt %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.sqrt %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.sqrt %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.sqrt %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.sqrt %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.sqrt %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.sqrt %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.sqrt %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.sqrt %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.sqrt %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.sqrt %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.sqrt %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @sqrt_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.sqrt %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.sqrt %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.sqrt %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.sqrt %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.sqrt %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.sqrt %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.sqrt %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.sqrt %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.sqrt %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.sqrt %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.sqrt %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.sqrt %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.sqrt %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.sqrt %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.sqrt %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.sqrt %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @tan_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.tan %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.tan %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.tan %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.tan %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.tan %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.tan %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.tan %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.tan %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.tan %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.tan %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.tan %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.tan %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.tan %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.tan %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.tan %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.tan %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @tan_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.tan %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.tan %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.tan %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.tan %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.tan %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.tan %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.tan %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.tan %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.tan %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.tan %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.tan %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.tan %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.tan %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.tan %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.tan %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.tan %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @tanh_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.tanh %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.tanh %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.tanh %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.tanh %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.tanh %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.tanh %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.tanh %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.tanh %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.tanh %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.tanh %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.tanh %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.tanh %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.tanh %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.tanh %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.tanh %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.tanh %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @tanh_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.tanh %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.tanh %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.tanh %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.tanh %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.tanh %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.tanh %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.tanh %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.tanh %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.tanh %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.tanh %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.tanh %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.tanh %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.tanh %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.tanh %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.tanh %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.tanh %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @trunc_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.trunc %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.trunc %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.trunc %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.trunc %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.trunc %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.trunc %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.trunc %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.trunc %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.trunc %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.trunc %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.trunc %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.trunc %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.trunc %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.trunc %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.trunc %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.trunc %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @trunc_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.trunc %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.trunc %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.trunc %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.trunc %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.trunc %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.trunc %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.trunc %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.trunc %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.trunc %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.trunc %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.trunc %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.trunc %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.trunc %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.trunc %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.trunc %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.trunc %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @absf_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.absf %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.absf %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.absf %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.absf %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.absf %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.absf %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.absf %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.absf %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.absf %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.absf %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.absf %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.absf %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.absf %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.absf %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.absf %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.absf %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @absf_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.absf %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.absf %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.absf %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.absf %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.absf %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.absf %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.absf %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.absf %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.absf %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.absf %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.absf %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.absf %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.absf %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.absf %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.absf %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.absf %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @ceil_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.ceil %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.ceil %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.ceil %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.ceil %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.ceil %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.ceil %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.ceil %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.ceil %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.ceil %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.ceil %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.ceil %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.ceil %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.ceil %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.ceil %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.ceil %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.ceil %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @ceil_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.ceil %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.ceil %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.ceil %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.ceil %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.ceil %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.ceil %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.ceil %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.ceil %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.ceil %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.ceil %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.ceil %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.ceil %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.ceil %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.ceil %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.ceil %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.ceil %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @floor_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.floor %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.floor %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.floor %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.floor %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.floor %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.floor %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.floor %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.floor %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.floor %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.floor %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.floor %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.floor %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.floor %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.floor %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.floor %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.floor %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @floor_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.floor %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.floor %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.floor %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.floor %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.floor %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.floor %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.floor %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.floor %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.floor %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.floor %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.floor %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.floor %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.floor %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.floor %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.floor %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.floor %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}

// -----

func.func @roundeven_f64() {
  %c0 = arith.constant 0.0 : f64
  %r1 = math.roundeven %c0 : f64
  "my.use"(%r1) : (f64) -> ()
  %c2 = arith.constant -0.0 : f64
  %r3 = math.roundeven %c2 : f64
  "my.use"(%r3) : (f64) -> ()
  %c4 = arith.constant 1.0 : f64
  %r5 = math.roundeven %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant -1.0 : f64
  %r7 = math.roundeven %c6 : f64
  "my.use"(%r7) : (f64) -> ()
  %c8 = arith.constant -2.0 : f64
  %r9 = math.roundeven %c8 : f64
  "my.use"(%r9) : (f64) -> ()
  %c10 = arith.constant 0.1 : f64
  %r11 = math.roundeven %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 100.0 : f64
  %r13 = math.roundeven %c12 : f64
  "my.use"(%r13) : (f64) -> ()
  %c14 = arith.constant 1.0e-10 : f64
  %r15 = math.roundeven %c14 : f64
  "my.use"(%r15) : (f64) -> ()
  %c16 = arith.constant 1000.0 : f64
  %r17 = math.roundeven %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant -1000.0 : f64
  %r19 = math.roundeven %c18 : f64
  "my.use"(%r19) : (f64) -> ()
  %c20 = arith.constant 0x7FF8000000000000 : f64
  %r21 = math.roundeven %c20 : f64
  "my.use"(%r21) : (f64) -> ()
  %c22 = arith.constant 0xFFF8000000000123 : f64
  %r23 = math.roundeven %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0x7FF4000000000000 : f64
  %r25 = math.roundeven %c24 : f64
  "my.use"(%r25) : (f64) -> ()
  %c26 = arith.constant 0x7FF0000000000000 : f64
  %r27 = math.roundeven %c26 : f64
  "my.use"(%r27) : (f64) -> ()
  %c28 = arith.constant 0xFFF0000000000000 : f64
  %r29 = math.roundeven %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant 0x0000000000000001 : f64
  %r31 = math.roundeven %c30 : f64
  "my.use"(%r31) : (f64) -> ()
  return
}

// -----

func.func @roundeven_f32() {
  %c0 = arith.constant 0.0 : f32
  %r1 = math.roundeven %c0 : f32
  "my.use"(%r1) : (f32) -> ()
  %c2 = arith.constant -0.0 : f32
  %r3 = math.roundeven %c2 : f32
  "my.use"(%r3) : (f32) -> ()
  %c4 = arith.constant 1.0 : f32
  %r5 = math.roundeven %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant -1.0 : f32
  %r7 = math.roundeven %c6 : f32
  "my.use"(%r7) : (f32) -> ()
  %c8 = arith.constant -2.0 : f32
  %r9 = math.roundeven %c8 : f32
  "my.use"(%r9) : (f32) -> ()
  %c10 = arith.constant 0.1 : f32
  %r11 = math.roundeven %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 100.0 : f32
  %r13 = math.roundeven %c12 : f32
  "my.use"(%r13) : (f32) -> ()
  %c14 = arith.constant 1.0e-10 : f32
  %r15 = math.roundeven %c14 : f32
  "my.use"(%r15) : (f32) -> ()
  %c16 = arith.constant 1000.0 : f32
  %r17 = math.roundeven %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant -1000.0 : f32
  %r19 = math.roundeven %c18 : f32
  "my.use"(%r19) : (f32) -> ()
  %c20 = arith.constant 0x7FC00000 : f32
  %r21 = math.roundeven %c20 : f32
  "my.use"(%r21) : (f32) -> ()
  %c22 = arith.constant 0xFFC00123 : f32
  %r23 = math.roundeven %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0x7FA00000 : f32
  %r25 = math.roundeven %c24 : f32
  "my.use"(%r25) : (f32) -> ()
  %c26 = arith.constant 0x7F800000 : f32
  %r27 = math.roundeven %c26 : f32
  "my.use"(%r27) : (f32) -> ()
  %c28 = arith.constant 0xFF800000 : f32
  %r29 = math.roundeven %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant 0x00000001 : f32
  %r31 = math.roundeven %c30 : f32
  "my.use"(%r31) : (f32) -> ()
  return
}
