// RUN: gpuc opt %s -allow-unregistered-dialect -canonicalize=enable-patterns=MultiBlockExecuteInliner | FileCheck %s

// CHECK-LABEL: func.func @multi() -> i64 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.cmp"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %1 = "test.val1"() : () -> i64
// CHECK-NEXT: cf.br ^bb4(%1 : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %2 = "test.val2"() : () -> i64
// CHECK-NEXT: cf.br ^bb4(%2 : i64)
// CHECK-NEXT: ^bb4(%3: i64):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: "test.bar"(%3) : (i64) -> ()
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
func.func @multi() -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    scf.yield %x : i64
  ^bb2:
    %y = "test.val2"() : () -> i64
    scf.yield %y : i64
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
