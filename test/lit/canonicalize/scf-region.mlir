// RUN: gpuc opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @single() -> i64 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: %0 = "test.val"() : () -> i64
// CHECK-NEXT: "test.bar"(%0) : (i64) -> ()
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @single() -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %x = "test.val"() : () -> i64
    scf.yield %x : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return %v : i64
}

// CHECK-LABEL: func.func @multi_in_loop(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: %0 = "test.cmp"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @multi_in_loop(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.execute_region {
      %c = "test.cmp"() : () -> i1
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "test.x"() : () -> ()
      scf.yield
    ^bb2:
      scf.yield
    }
  }
  return
}

// CHECK-LABEL: func.func @switch() -> (i32, i32) {
// CHECK-NEXT: %0 = "test.two"() : () -> i32
// CHECK-NEXT: %1 = "test.default"() : () -> i32
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @switch() -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %a = scf.index_switch %c2 -> i32
  case 1 {
    %v = "test.one"() : () -> i32
    scf.yield %v : i32
  }
  case 2 {
    %v = "test.two"() : () -> i32
    scf.yield %v : i32
  }
  default {
    %v = "test.default"() : () -> i32
    scf.yield %v : i32
  }
  %b = scf.index_switch %c9 -> i32
  case 1 {
    %v = "test.one"() : () -> i32
    scf.yield %v : i32
  }
  default {
    %v = "test.default"() : () -> i32
    scf.yield %v : i32
  }
  scf.index_switch %c2
  case 2 {
    "test.effect"() : () -> ()
    scf.yield
  }
  default {
  }
  return %a, %b : i32, i32
}
