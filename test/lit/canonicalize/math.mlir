// RUN: gpuc opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// math folders propagate poison operands, materialized as ub.poison.

// CHECK-LABEL: func.func @poison
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: return %0, %0 : f32, f32
// CHECK-NEXT: }

func.func @poison() -> (f32, f32) {
  %p = ub.poison : f32
  %c = arith.constant 2.0 : f32
  %0 = math.absf %p : f32
  %1 = math.powf %c, %p : f32
  return %0, %1 : f32, f32
}
