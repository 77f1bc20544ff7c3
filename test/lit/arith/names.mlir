// arith.constant result names.
// RUN: gpuc opt %s | FileCheck %s

// CHECK-LABEL: func.func @names
func.func @names() -> (index, i32, i32, i1, i1, f32, i8) {
  // CHECK: %c7 = arith.constant 7 : index
  %0 = arith.constant 7 : index
  // CHECK: %c0_i32 = arith.constant 0 : i32
  %1 = arith.constant 0 : i32
  // CHECK: %c0_i32_0 = arith.constant 0 : i32
  %2 = arith.constant 0 : i32
  // CHECK: %true = arith.constant true
  %3 = arith.constant true
  // CHECK: %false = arith.constant false
  %4 = arith.constant false
  // CHECK: %cst = arith.constant 2.500000e+00 : f32
  %5 = arith.constant 2.5 : f32
  // CHECK: %c-2_i8 = arith.constant -2 : i8
  %6 = arith.constant -2 : i8
  return %0, %1, %2, %3, %4, %5, %6 : index, i32, i32, i1, i1, f32, i8
}
