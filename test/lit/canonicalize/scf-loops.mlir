// RUN: gpuc opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @for_i32(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @for_i32(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %c5 step %c7 iter_args(%x = %a) -> (i32) : i32 {
    %y = arith.addi %x, %i : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_wrap() -> i8 {
// CHECK-NEXT: %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT: return %c3_i8 : i8
// CHECK-NEXT: }
func.func @for_wrap() -> i8 {
  %lo = arith.constant -100 : i8
  %hi = arith.constant 100 : i8
  %c1 = arith.constant 1 : i8
  %z = arith.constant 3 : i8
  %r = scf.for %i = %lo to %hi step %c1 iter_args(%x = %z) -> (i8) : i8 {
    %y = arith.addi %x, %i : i8
    scf.yield %y : i8
  }
  return %r : i8
}

// CHECK-LABEL: func.func @for_addi(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = "test.op"(%arg1, %arg0) : (f32, index) -> f32
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
func.func @for_addi(%lb: index, %v: f32) -> f32 {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c4 : index
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%x = %v) -> (f32) {
    %y = "test.op"(%x, %i) : (f32, index) -> f32
    scf.yield %y : f32
  }
  %ub2 = arith.addi %c4, %lb : index
  %c1 = arith.constant 1 : index
  %r2 = scf.for %i = %lb to %ub2 step %c1 iter_args(%x = %r) -> (f32) {
    scf.yield %v : f32
  }
  return %r2 : f32
}

// CHECK-LABEL: func.func @for_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32, %arg5: memref<f32>) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT: memref.store %1, %arg5[] : memref<f32>
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0, %arg3 : f32, f32, f32
// CHECK-NEXT: }
func.func @for_iter(%lb: index, %ub: index, %s: index, %a: f32, %b: f32, %m: memref<f32>) -> (f32, f32, f32) {
  %r:4 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b, %z = %a, %w = %b) -> (f32, f32, f32, f32) {
    %n = arith.addf %y, %y : f32
    memref.store %n, %m[] : memref<f32>
    scf.yield %x, %n, %a, %w : f32, f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}

// CHECK-LABEL: func.func @for_noresults(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<f32>) {
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %arg3, %arg4[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_noresults(%lb: index, %ub: index, %s: index, %a: f32, %m: memref<f32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (f32) {
    memref.store %a, %m[] : memref<f32>
    scf.yield %x : f32
  }
  return
}

// CHECK-LABEL: func.func @while_mix(%arg0: i32, %arg1: i32, %arg2: f32) -> (i32, f32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: "test.use"(%false, %true, %arg1) : (i1, i1, i32) -> ()
// CHECK-NEXT: %1 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg2 : i32, f32
// CHECK-NEXT: }
func.func @while_mix(%a: i32, %b: i32, %f: f32) -> (i32, f32) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %f) : (i32, i32, f32) -> (i32, i32, f32) {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x, %b, %z : i32, i32, f32
  } do {
  ^bb0(%x: i32, %y: i32, %z: f32):
    %c2 = arith.cmpi sge, %x, %b : i32
    %c3 = arith.cmpi slt, %x, %b : i32
    "test.use"(%c2, %c3, %y) : (i1, i1, i32) -> ()
    %n = arith.addi %x, %y : i32
    scf.yield %n, %b, %z : i32, i32, f32
  }
  return %r#0, %r#2 : i32, f32
}

// CHECK-LABEL: func.func @while_align(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, f32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT: %1:2 = "test.body"(%arg2, %arg3) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: scf.yield %1#0, %1#1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, f32
// CHECK-NEXT: }
func.func @while_align(%a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%y: f32, %x: i32):
    %n:2 = "test.body"(%x, %y) : (i32, f32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %r#1, %r#0 : i32, f32
}

// CHECK-LABEL: func.func @while_cond_arg() -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while : () -> i1 {
// CHECK-NEXT: %1 = "test.cond"() : () -> i1
// CHECK-NEXT: scf.condition(%1) %1 : i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg0: i1):
// CHECK-NEXT: "test.use"(%true, %true) : (i1, i1) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
func.func @while_cond_arg() -> i1 {
  %r:2 = scf.while : () -> (i1, i1) {
    %c = "test.cond"() : () -> i1
    scf.condition(%c) %c, %c : i1, i1
  } do {
  ^bb0(%u: i1, %v: i1):
    "test.use"(%u, %v) : (i1, i1) -> ()
    scf.yield
  }
  return %r#1 : i1
}

// CHECK-LABEL: func.func @par(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) init (%arg2) -> f32 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg3, %c0] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c0, %c0) to (%arg1, %arg1, %arg1) step (%c1, %c1, %c4) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: memref.store %1, %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @par(%m: memref<?x?xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c4) init (%f) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%n, %n) step (%c1, %c4) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %k] : memref<?x?xf32>
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @par_inline(%arg0: f32, %arg1: f32, %arg2: memref<f32>) -> (f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg2[] : memref<f32>
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: %2 = arith.addf %arg0, %0 : f32
// CHECK-NEXT: %3 = arith.maximumf %arg1, %1 : f32
// CHECK-NEXT: return %2, %3 : f32, f32
// CHECK-NEXT: }
func.func @par_inline(%a: f32, %b: f32, %m: memref<f32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%a, %b) -> (f32, f32) {
    %v = memref.load %m[] : memref<f32>
    %w = arith.mulf %v, %v : f32
    scf.reduce(%v, %w : f32, f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: f32, %r: f32):
      %s = arith.maximumf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}

// CHECK-LABEL: func.func @par_zero(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
func.func @par_zero(%n: index, %a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %n) to (%n, %n) step (%c1, %c1) init (%a) -> f32 {
    %v = "test.v"() : () -> f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @for_nested(%arg0: memref<4x4xf32>) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%c0, %arg1] : memref<4x4xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %cst : f32
// CHECK-NEXT: memref.store %1, %arg0[%arg1, %c0] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_nested(%m: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c1 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %m[%i, %j] : memref<4x4xf32>
      %c2 = arith.constant 2.0 : f32
      %w = arith.mulf %v, %c2 : f32
      memref.store %w, %m[%j, %i] : memref<4x4xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @while_inv(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_inv(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = "test.next"(%x, %y) : (i32, i32) -> i32
    scf.yield %n, %y : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while_unused_arg(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: %2 = "test.f"() : () -> f32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_unused_arg(%a: i32, %b: f32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, f32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x: i32):
    %n = "test.next"(%x) : (i32) -> i32
    %f = "test.f"() : () -> f32
    scf.yield %n, %f : i32, f32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @remove_empty_loop(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: return %arg2 : f32
// CHECK-NEXT: }
func.func @remove_empty_loop(%lb: index, %ub: index, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c1 to %c10 step %c5 iter_args(%a = %x) -> (f32) {
    scf.yield %x : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @fa(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (%arg0, 4) {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fa(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.forall (%i, %j) = (%c0, %c0) to (%n, %c4) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @fa_single(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg0) {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2, %c0] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%c0, %arg2] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fa_single(%n: index, %m: memref<?x?xf32>) {
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j, %k) in (%n, 1, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%k, %i] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @fa_all(%arg0: memref<?x?xf32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c3, %c5] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%c5, %c3] : memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fa_all(%m: memref<?x?xf32>) {
  scf.forall (%i, %j) = (3, 5) to (4, 6) step (1, 1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @fa_zero(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fa_zero(%m: memref<?x?xf32>, %n: index) {
  scf.forall (%i, %j) in (%n, 0) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @fa_mapped(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (%arg1, 1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fa_mapped(%m: memref<?x?xf32>, %n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// CHECK-LABEL: func.func @fa_out(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: "test.use"(%arg0, %arg2) : (tensor<4xf32>, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @fa_out(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<4xf32> {
    "test.use"(%o, %i) : (tensor<4xf32>, index) -> ()
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @fa_out1(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: "test.use"(%arg0, %c0) : (tensor<4xf32>, index) -> ()
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @fa_out1(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> tensor<4xf32> {
    "test.use"(%o, %i) : (tensor<4xf32>, index) -> ()
  }
  return %r : tensor<4xf32>
}
