// RUN: gpuc opt %s --canonicalize | FileCheck %s

// CmpFIntToFPConst: cmpf of an sitofp/uitofp and a float constant becomes
// a cmpi against the integer constant (predicate adjusted for fractions),
// or a constant where the range decides; not where the conversion may lose
// bits (i64 -> f32 at 1e10, i16 -> f16 at 2048) or for a NaN.

// CHECK-LABEL: func.func @cmpf_si
// CHECK-DAG: %[[C4_16:.*]] = arith.constant 4 : i16
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[CM4:.*]] = arith.constant -4 : i8
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[CH:.*]] = arith.constant 2.048000e+03 : f16
// CHECK-DAG: %[[CBIG:.*]] = arith.constant 1.000000e+10 : f32
// CHECK: %[[H:.*]] = arith.sitofp %arg2 : i64 to f32
// CHECK: %[[K:.*]] = arith.sitofp %arg3 : i16 to f16
// CHECK: %[[R0:.*]] = arith.cmpi sle, %arg0, %[[C4]] : i32
// CHECK: %[[R1:.*]] = arith.cmpi slt, %arg1, %[[CM4]] : i8
// CHECK: %[[R6:.*]] = arith.cmpf one, %[[H]], %[[CBIG]] : f32
// CHECK: %[[R7:.*]] = arith.cmpi eq, %arg0, %[[C0]] : i32
// CHECK: %[[R8:.*]] = arith.cmpi sle, %arg0, %[[C0]] : i32
// CHECK: %[[R10:.*]] = arith.cmpf olt, %[[K]], %[[CH]] : f16
// CHECK: %[[R11:.*]] = arith.cmpi slt, %arg3, %[[C4_16]] : i16
// CHECK: return %[[R0]], %[[R1]], %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[FALSE]], %[[R6]], %[[R7]], %[[R8]], %[[FALSE]], %[[R10]], %[[R11]]

// CHECK-LABEL: func.func @cmpf_ui
// CHECK-DAG: %[[C4_8:.*]] = arith.constant 4 : i8
// CHECK-DAG: %[[CM1:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[R0:.*]] = arith.cmpi ule, %arg0, %[[C4]] : i32
// CHECK: %[[R4:.*]] = arith.cmpi ule, %arg1, %[[CM1]] : i8
// CHECK: %[[R5:.*]] = arith.cmpi ugt, %arg1, %[[C4_8]] : i8
// CHECK: return %[[R0]], %[[FALSE]], %[[TRUE]], %[[FALSE]], %[[R4]], %[[R5]], %[[FALSE]], %[[TRUE]], %[[FALSE]], %[[TRUE]]
func.func @cmpf_si(%a: i32, %b: i8, %c: i64, %d: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %g = arith.sitofp %b : i8 to f32
  %h = arith.sitofp %c : i64 to f32
  %k = arith.sitofp %d : i16 to f16
  %c1 = arith.constant 4.5 : f32
  %c2 = arith.constant -4.5 : f32
  %c3 = arith.constant 300.0 : f32
  %c4 = arith.constant -300.0 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %c6 = arith.constant 1.0e10 : f32
  %c7 = arith.constant 0.0 : f32
  %c8 = arith.constant -0.0 : f32
  %c9 = arith.constant 0x7FC00000 : f32
  %c10 = arith.constant 2048.0 : f16
  %c11 = arith.constant 4.0 : f16
  %r0 = arith.cmpf olt, %f, %c1 : f32
  %r1 = arith.cmpf ult, %g, %c2 : f32
  %r2 = arith.cmpf ogt, %g, %c3 : f32
  %r3 = arith.cmpf oge, %g, %c4 : f32
  %r4 = arith.cmpf ord, %f, %c1 : f32
  %r5 = arith.cmpf uno, %f, %c1 : f32
  %r6 = arith.cmpf one, %h, %c6 : f32
  %r7 = arith.cmpf oeq, %f, %c7 : f32
  %r8 = arith.cmpf ule, %f, %c8 : f32
  %r9 = arith.cmpf oeq, %f, %c9 : f32
  %r10 = arith.cmpf olt, %k, %c10 : f16
  %r11 = arith.cmpf olt, %k, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmpf_ui(%a: i32, %b: i8, %c: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %g = arith.uitofp %b : i8 to f32
  %h = arith.uitofp %c : i64 to f64
  %c1 = arith.constant 4.5 : f32
  %c2 = arith.constant -4.5 : f32
  %c3 = arith.constant 300.0 : f32
  %c4 = arith.constant 255.0 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %c6 = arith.constant -1.0 : f64
  %r0 = arith.cmpf olt, %f, %c1 : f32
  %r1 = arith.cmpf ult, %g, %c2 : f32
  %r2 = arith.cmpf ugt, %g, %c2 : f32
  %r3 = arith.cmpf oge, %g, %c3 : f32
  %r4 = arith.cmpf ole, %g, %c4 : f32
  %r5 = arith.cmpf uge, %g, %c1 : f32
  %r6 = arith.cmpf ogt, %f, %c5 : f32
  %r7 = arith.cmpf une, %h, %c6 : f64
  %r8 = arith.cmpf ule, %g, %c2 : f32
  %r9 = arith.cmpf ogt, %g, %c2 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
