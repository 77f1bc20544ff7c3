// index.constant and index.bool.constant result names; cast verification.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @names
func.func @names() -> (index, index, i1, i1) {
  // CHECK: %idx5 = index.constant 5
  %0 = index.constant 5
  // CHECK: %idx-3 = index.constant -3
  %1 = index.constant -3
  // CHECK: %true = index.bool.constant true
  %2 = index.bool.constant true
  // CHECK: %false = index.bool.constant false
  %3 = index.bool.constant false
  return %0, %1, %2, %3 : index, index, i1, i1
}

// -----

func.func @casts(%i: i32) {
  // expected-error@+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %i : i32 to i64
  return
}
