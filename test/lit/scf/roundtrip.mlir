// scf ops print in their custom form; implicit terminators are elided.
// RUN: gpuc opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: gpuc opt %s --allow-unregistered-dialect | gpuc opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @loops
func.func @loops(%lb: index, %ub: index, %st: index, %f: f32, %n: i32) -> f32 {
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
  // CHECK-NEXT: "my.use"
  // CHECK-NEXT: }
  scf.for %i = %lb to %ub step %st {
    "my.use"(%i) : (index) -> ()
  }
  // CHECK: step %{{.*}}  : i32 {
  scf.for %j = %n to %n step %n : i32 {
  }
  // CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (f32) {
  // CHECK-NEXT: scf.yield %[[A]] : f32
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %f) -> (f32) {
    scf.yield %a : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @conditionals
func.func @conditionals(%c: i1, %i: index) {
  // CHECK: scf.if %{{.*}} {
  // CHECK-NEXT: "my.then"
  // CHECK-NEXT: } else {
  // CHECK-NEXT: }
  scf.if %c {
    "my.then"() : () -> ()
  } else {
  }
  // CHECK: scf.index_switch %{{.*}} {{$}}
  // CHECK-NEXT: case 3 {
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  // CHECK-NEXT: default {
  // CHECK-NEXT: }
  scf.index_switch %i
  case 3 {
    scf.yield
  }
  default {
  }
  return
}
