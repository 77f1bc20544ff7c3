// cf.switch case lists and cf verifier errors.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @switch
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^bb1(%{{.*}} : i32),
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 4294967295: ^bb1(%{{.*}} : i32)
// CHECK-NEXT: ]
func.func @switch(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    42: ^bb2,
    -1: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  return
^bb2:
  return
}

// -----

func.func @branch_operands(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @branch_types(%c: i1, %x: i32, %y: i64) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1(%y : i64), ^bb1(%x : i32)
^bb1(%a: i64):
  return
}

// -----

func.func @switch_default(%x: i32) {
  cf.switch %x : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    other: ^bb1
  ]
^bb1:
  return
}
