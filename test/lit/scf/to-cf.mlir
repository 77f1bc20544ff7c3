// convert-scf-to-cf: structured control flow becomes blocks and cf branches, in MLIR 19's block order (also run
// against mlir-opt-19 by `make lit-oracle`; test/diff/lower/scf_*.mlir compare whole outputs).
// RUN: gpuc opt %s --allow-unregistered-dialect --convert-scf-to-cf | FileCheck %s
// RUN: gpuc opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(convert-scf-to-cf))' | FileCheck %s

// The loop body's block becomes the condition block; the iteration values are its arguments.
// CHECK-LABEL: func.func @for_iter_args(
// CHECK-SAME: %[[LB:[^:]*]]: index, %[[UB:[^:]*]]: index, %[[ST:[^:]*]]: index, %[[X:[^:]*]]: f32)
// CHECK-NEXT:   cf.br ^bb1(%[[LB]], %[[X]] : index, f32)
// CHECK-NEXT: ^bb1(%[[IV:.*]]: index, %[[A:.*]]: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %[[CMP:.*]] = arith.cmpi slt, %[[IV]], %[[UB]] : index
// CHECK-NEXT:   cf.cond_br %[[CMP]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK-NEXT:   %[[NEXT:.*]] = arith.addi %[[IV]], %[[ST]] : index
// CHECK-NEXT:   cf.br ^bb1(%[[NEXT]], %[[S]] : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %[[A]] : f32
func.func @for_iter_args(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> f32 {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// An scf.if with results branches to a block whose arguments replace them, which branches on to the rest.
// CHECK-LABEL: func.func @if_in_for(
// CHECK:      ^bb1(%[[IV:.*]]: index, %[[A:.*]]: i32):  // 2 preds: ^bb0, ^bb6
// CHECK:        cf.cond_br %{{.*}}, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %{{.*}}, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:   %[[N:.*]] = arith.addi %[[A]], %[[ONE]] : i32
// CHECK-NEXT:   cf.br ^bb5(%[[N]] : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT:   cf.br ^bb5(%[[A]] : i32)
// CHECK-NEXT: ^bb5(%[[V:.*]]: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:   cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT:   %[[NEXT:.*]] = arith.addi %[[IV]], %{{.*}} : index
// CHECK-NEXT:   cf.br ^bb1(%[[NEXT]], %[[V]] : index, i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT:   return %[[A]] : i32
func.func @if_in_for(%lb: index, %ub: index, %st: index, %c: i1) -> i32 {
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %z) -> i32 {
    %v = scf.if %c -> i32 {
      %one = arith.constant 1 : i32
      %n = arith.addi %a, %one : i32
      scf.yield %n : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}

// The illegal scf.if is folded before it is rewritten: the negated condition swaps its regions.
// CHECK-LABEL: func.func @negated_if(
// CHECK-SAME: %[[C:[^:]*]]: i1)
// CHECK:        cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   "my.else"
// CHECK:      ^bb2:
// CHECK-NEXT:   "my.then"
func.func @negated_if(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "my.then"() : () -> ()
  } else {
    "my.else"() : () -> ()
  }
  return
}

// A while loop inlines its after region, then its before region; a do-while (an after region that only
// forwards) branches from the before region to itself.
// CHECK-LABEL: func.func @while_and_do_while(
// CHECK-SAME: %[[A:[^:]*]]: i32)
// CHECK-NEXT:   cf.br ^bb1(%[[A]] : i32)
// CHECK-NEXT: ^bb1(%[[X:.*]]: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %[[C:.*]] = "my.cond"(%[[X]])
// CHECK-NEXT:   cf.cond_br %[[C]], ^bb2(%[[X]] : i32), ^bb3
// CHECK-NEXT: ^bb2(%[[Y:.*]]: i32):  // pred: ^bb1
// CHECK-NEXT:   %[[Y1:.*]] = arith.addi %[[Y]], %[[Y]] : i32
// CHECK-NEXT:   cf.br ^bb1(%[[Y1]] : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb4(%[[X]] : i32)
// CHECK-NEXT: ^bb4(%[[D:.*]]: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:   %[[C2:.*]] = "my.cond"(%[[D]])
// CHECK-NEXT:   cf.cond_br %[[C2]], ^bb4(%[[D]] : i32), ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   return %[[D]] : i32
func.func @while_and_do_while(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "my.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %y1 = arith.addi %y, %y : i32
    scf.yield %y1 : i32
  }
  %d = scf.while (%x = %r) : (i32) -> i32 {
    %c = "my.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %d : i32
}

// CHECK-LABEL: func.func @index_switch(
// CHECK-SAME: %[[I:[^:]*]]: index, %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
// CHECK-NEXT:   %[[CASE:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:   cf.switch %[[CASE]] : i32, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     2: ^bb1,
// CHECK-NEXT:     5: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb4(%[[A]] : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb4(%[[B]] : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:   cf.br ^bb4(%[[Z]] : i32)
// CHECK-NEXT: ^bb4(%[[R:.*]]: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:   return %[[R]] : i32
func.func @index_switch(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    scf.yield %b : i32
  }
  default {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// The reduction body is inlined into the loop, combining the carried value with the reduced one.
// CHECK-LABEL: func.func @parallel_reduce(
// CHECK:        %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   cf.br ^bb1(%{{.*}}, %[[Z]] : index, f32)
// CHECK-NEXT: ^bb1(%[[IV:.*]]: index, %[[ACC:.*]]: f32):
// CHECK:      ^bb2:
// CHECK-NEXT:   %[[V:.*]] = memref.load %{{.*}}[%[[IV]]] : memref<?xf32>
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[ACC]], %[[V]] : f32
// CHECK-NEXT:   %[[NEXT:.*]] = arith.addi %[[IV]], %{{.*}} : index
// CHECK-NEXT:   cf.br ^bb1(%[[NEXT]], %[[S]] : index, f32)
// CHECK:        return %[[ACC]] : f32
func.func @parallel_reduce(%lb: index, %ub: index, %st: index, %m: memref<?xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// scf.forall becomes scf.parallel, then a loop nest; each static bound gets its own constant.
// CHECK-LABEL: func.func @forall(
// CHECK-SAME: %[[N:[^:]*]]: index)
// CHECK-NEXT:   %[[LB0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[LB1:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[UB0:.*]] = arith.constant 4 : index
// CHECK-NEXT:   %[[ST0:.*]] = arith.constant 1 : index
// CHECK-NEXT:   %[[ST1:.*]] = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb1(%[[LB0]] : index)
// CHECK-NEXT: ^bb1(%[[I:.*]]: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   arith.cmpi slt, %[[I]], %[[UB0]] : index
// CHECK:      ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%[[LB1]] : index)
// CHECK-NEXT: ^bb3(%[[J:.*]]: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   arith.cmpi slt, %[[J]], %[[N]] : index
// CHECK:      ^bb4:  // pred: ^bb3
// CHECK-NEXT:   "my.use"(%[[I]], %[[J]])
// CHECK-NEXT:   arith.addi %[[J]], %[[ST1]] : index
// CHECK:      ^bb5:  // pred: ^bb3
// CHECK-NEXT:   arith.addi %[[I]], %[[ST0]] : index
func.func @forall(%n: index) {
  scf.forall (%i, %j) in (4, %n) {
    "my.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @execute_region(
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %[[C:.*]] = "my.cmp"
// CHECK-NEXT:   cf.cond_br %[[C]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %[[X:.*]] = "my.val1"
// CHECK-NEXT:   cf.br ^bb4(%[[X]] : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   %[[Y:.*]] = "my.val2"
// CHECK-NEXT:   cf.br ^bb4(%[[Y]] : i64)
// CHECK-NEXT: ^bb4(%[[V:.*]]: i64):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   return %[[V]] : i64
func.func @execute_region() -> i64 {
  %v = scf.execute_region -> i64 {
    %c = "my.cmp"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "my.val1"() : () -> i64
    scf.yield %x : i64
  ^bb2:
    %y = "my.val2"() : () -> i64
    scf.yield %y : i64
  }
  return %v : i64
}

// A loop in a gpu.launch body becomes blocks of the launch's region.
// CHECK-LABEL: func.func @in_launch(
// CHECK:        gpu.launch
// CHECK-NEXT:     cf.br ^bb1(%{{.*}} : index)
// CHECK-NEXT:   ^bb1(%[[I:.*]]: index):  // 2 preds: ^bb0, ^bb2
// CHECK:        ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "my.body"(%[[I]], %{{.*}})
// CHECK:        ^bb3:  // pred: ^bb1
// CHECK-NEXT:     gpu.terminator
func.func @in_launch(%n: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    scf.for %i = %c0 to %n step %c1 {
      "my.body"(%i, %tx) : (index, index) -> ()
    }
    gpu.terminator
  }
  return
}
