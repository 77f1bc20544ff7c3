// RUN: gpuc opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// index.cmp of a subtraction against 0 (CmpOp::canonicalize).

// CHECK-LABEL: func.func @cmp_of_sub
// CHECK-NEXT: %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp sgt(%arg1, %arg0)
// CHECK-NEXT: return %0, %1 : i1, i1
// CHECK-NEXT: }

func.func @cmp_of_sub(%a: index, %b: index) -> (i1, i1) {
  %zero = index.constant 0
  %s = index.sub %a, %b
  %0 = index.cmp slt(%s, %zero)
  %1 = index.cmp sgt(%zero, %s)
  return %0, %1 : i1, i1
}
