// math ops round-trip with fastmath flags; operand constraints.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @math
func.func @math(%f: f32, %i: i32) -> (f32, f32, f32) {
  // CHECK: math.sqrt %{{.*}} fastmath<fast> : f32
  %0 = math.sqrt %f fastmath<fast> : f32
  // CHECK: math.fpowi %{{.*}}, %{{.*}} : f32, i32
  %1 = math.fpowi %f, %i : f32, i32
  // CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
  %2 = math.fma %f, %f, %f : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

func.func @absf(%i: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.absf %i : i32
  return
}
