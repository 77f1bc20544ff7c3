// RUN: gpuc opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// cf.br and cf.cond_br pass-through, constant and identical-successor branches, truth propagation, cf.assert of true, cf.switch folding (MLIR 19's ControlFlowOps.cpp patterns).

// CHECK-LABEL: func.func @br_passthrough
// CHECK-NEXT: return %arg0 : i32
// CHECK-LABEL: func.func @cond_br_const
// CHECK-NEXT: return %arg0 : i32
// CHECK-LABEL: func.func @cond_br_same_dest
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @truth_propagation
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-LABEL: func.func @assert_true
// CHECK-NEXT: return
// CHECK-LABEL: func.func @switch_const
// CHECK-NEXT: return %arg1 : i32
// CHECK-LABEL: func.func @switch_drop_default_cases
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 2: ^bb2(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @br_passthrough(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  return %y : i32
}

func.func @cond_br_const(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @cond_br_same_dest(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @truth_propagation(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @assert_true() {
  %t = arith.constant true
  cf.assert %t, "never"
  return
}

func.func @switch_const(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 42 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

func.func @switch_drop_default_cases(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.use"(%y) : (i32) -> ()
  return
}
