// RUN: gpuc opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// func.call_indirect of a constant callee becomes func.call.

// CHECK-LABEL: func.func private @f
// CHECK-LABEL: func.func @indirect_to_direct
// CHECK-NEXT: %0 = call @f(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func private @f(i32) -> i32

func.func @indirect_to_direct(%a: i32) -> i32 {
  %f = func.constant @f : (i32) -> i32
  %r = call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
