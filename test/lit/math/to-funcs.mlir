// convert-math-to-funcs: math.ipowi, math.fpowi and (with convert-ctlz) math.ctlz become calls of private
// linkonce_odr functions the pass generates at the end of the module, one per type, as MLIR 19 builds them
// (test/diff/lower/math_to_funcs*.mlir compare whole outputs with mlir-opt-19).
// RUN: gpuc opt %s --split-input-file --convert-math-to-funcs | FileCheck %s --check-prefixes=CHECK,NOCTLZ
// RUN: gpuc opt %s --split-input-file --pass-pipeline='builtin.module(convert-math-to-funcs{convert-ctlz min-width-of-fpowi-exponent=33})' | FileCheck %s --check-prefixes=CHECK,CTLZ

// One implementation per element type, created in the order the ops are met; vectors are unrolled.
// CHECK-LABEL: func.func @ipowi(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32, %[[V:.*]]: vector<2xi64>)
// CHECK-NEXT:   %[[R:.*]] = call @__mlir_math_ipowi_i32(%[[A]], %[[B]]) : (i32, i32) -> i32
// CHECK-NEXT:   %[[Z:.*]] = arith.constant dense<0> : vector<2xi64>
// CHECK-NEXT:   %[[E0:.*]] = vector.extract %[[V]][0] : i64 from vector<2xi64>
// CHECK-NEXT:   %[[E1:.*]] = vector.extract %[[V]][0] : i64 from vector<2xi64>
// CHECK-NEXT:   %[[C0:.*]] = call @__mlir_math_ipowi_i64(%[[E0]], %[[E1]]) : (i64, i64) -> i64
// CHECK-NEXT:   %[[I0:.*]] = vector.insert %[[C0]], %[[Z]] [0] : i64 into vector<2xi64>
// CHECK:        %[[I1:.*]] = vector.insert %{{.*}}, %[[I0]] [1] : i64 into vector<2xi64>
// CHECK-NEXT:   %[[R2:.*]] = call @__mlir_math_ipowi_i32(%[[R]], %[[R]]) : (i32, i32) -> i32
// CHECK-NEXT:   return %[[R2]], %[[I1]]
// CHECK:      func.func private @__mlir_math_ipowi_i32(%{{.*}}: i32, %{{.*}}: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK:        %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:   %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:   %[[MONE:.*]] = arith.constant -1 : i32
// CHECK:      ^bb12(%{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32):  // 2 preds: ^bb2, ^bb16
// CHECK:      ^bb16:  // pred: ^bb14
// CHECK-NEXT:   arith.muli
// CHECK-NEXT:   cf.br ^bb12
// CHECK-NEXT: }
// CHECK:      func.func private @__mlir_math_ipowi_i64(
// CHECK-NOT:  func.func
func.func @ipowi(%a: i32, %b: i32, %v: vector<2xi64>) -> (i32, vector<2xi64>) {
  %0 = math.ipowi %a, %b : i32
  %1 = math.ipowi %v, %v : vector<2xi64>
  %2 = math.ipowi %0, %0 : i32
  return %2, %1 : i32, vector<2xi64>
}

// -----

// fpowi is converted when its exponent is at least min-width-of-fpowi-exponent bits wide (1 by default), per
// (base, exponent) type pair.
// CHECK-LABEL: func.func @fpowi(
// CHECK-NEXT:   call @__mlir_math_fpowi_f32_i64(%{{.*}}, %{{.*}}) : (f32, i64) -> f32
// NOCTLZ-NEXT:  call @__mlir_math_fpowi_f64_i32(%{{.*}}, %{{.*}}) : (f64, i32) -> f64
// CTLZ-NEXT:    math.fpowi %{{.*}}, %{{.*}} : f64, i32
// CHECK:      func.func private @__mlir_math_fpowi_f32_i64(%{{.*}}: f32, %{{.*}}: i64) -> f32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:   %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   arith.constant 0 : i64
// CHECK-NEXT:   arith.constant 1 : i64
// CHECK-NEXT:   arith.constant -9223372036854775808 : i64
// CHECK-NEXT:   arith.constant 9223372036854775807 : i64
// CHECK:        arith.divf %[[ONE]], %{{.*}} : f32
// NOCTLZ:     func.func private @__mlir_math_fpowi_f64_i32(
// CTLZ-NOT:   func.func private @__mlir_math_fpowi_f64_i32(
func.func @fpowi(%a: f32, %p: i64, %b: f64, %q: i32) -> (f32, f64) {
  %0 = math.fpowi %a, %p : f32, i64
  %1 = math.fpowi %b, %q : f64, i32
  return %0, %1 : f32, f64
}

// -----

// ctlz is converted only with convert-ctlz: zero gives the bit width, else an scf.for counts the shifts.
// CHECK-LABEL: func.func @ctlz(
// NOCTLZ-NEXT:  math.ctlz %{{.*}} : i16
// CTLZ-NEXT:    call @__mlir_math_ctlz_i16(%{{.*}}) : (i16) -> i16
// CTLZ:       func.func private @__mlir_math_ctlz_i16(%[[X:.*]]: i16) -> i16 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CTLZ-NEXT:    %[[W:.*]] = arith.constant 16 : i16
// CTLZ-NEXT:    %[[Z:.*]] = arith.constant 0 : i16
// CTLZ-NEXT:    %[[EQ:.*]] = arith.cmpi eq, %[[X]], %[[Z]] : i16
// CTLZ-NEXT:    %{{.*}} = scf.if %[[EQ]] -> (i16) {
// CTLZ-NEXT:      scf.yield %[[W]] : i16
// CTLZ-NEXT:    } else {
// CTLZ:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[X]], %{{.*}} = %{{.*}}) -> (i16, i16) {
func.func @ctlz(%a: i16) -> i16 {
  %0 = math.ctlz %a : i16
  return %0 : i16
}
