// cse as MLIR 19: equal pure ops merge within the dominance scope, reads merge only with no write between,
// regions of isolated ops are processed on their own, graph regions merge only unvisited uses.
// RUN: gpuc opt %s -allow-unregistered-dialect --cse | FileCheck %s
// RUN: gpuc opt %s -allow-unregistered-dialect --cse --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @pure
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[M]], %[[M]] : i32, i32
func.func @pure(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.muli %1, %0 : i32
  %dead = arith.subi %a, %b : i32
  return %2, %3 : i32, i32
}

// Not merged: a different operand order, attribute, or result type.
// CHECK-LABEL: func.func @different
// CHECK:         arith.subi %arg0, %arg1
// CHECK:         arith.subi %arg1, %arg0
// CHECK:         arith.cmpi slt
// CHECK:         arith.cmpi sle
// CHECK:         arith.index_cast %arg2 : index to i32
// CHECK:         arith.index_cast %arg2 : index to i64
func.func @different(%a: i32, %b: i32, %i: index) -> (i32, i32, i1, i1, i32, i64) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %b, %a : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.index_cast %i : index to i32
  %5 = arith.index_cast %i : index to i64
  return %0, %1, %2, %3, %4, %5 : i32, i32, i1, i1, i32, i64
}

// A value defined in a block dominates the blocks below it, not its siblings.
// CHECK-LABEL: func.func @dominance
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[X:.*]] = arith.muli %arg0, %arg0
// CHECK-NEXT:    cf.br ^bb3(%[[X]] : i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %arg0, %arg0
// CHECK-NEXT:    cf.br ^bb3(%[[Y]] : i32)
// CHECK:       ^bb3(%[[P:.*]]: i32):
// CHECK-NEXT:    %[[Z:.*]] = arith.addi %[[C:.*]], %[[P]]
// CHECK-NEXT:    return %[[Z]], %[[C]]
func.func @dominance(%a: i32, %c: i1) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.muli %a, %a : i32
  cf.br ^bb3(%1 : i32)
^bb2:
  %2 = arith.muli %a, %a : i32
  cf.br ^bb3(%2 : i32)
^bb3(%p: i32):
  %3 = arith.addi %a, %a : i32
  %4 = arith.addi %3, %p : i32
  return %4, %0 : i32, i32
}

// Loads merge unless a store may write in between.
// CHECK-LABEL: func.func @reads
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[%arg1]
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[%arg1]
// CHECK-NEXT:    return %[[L0]], %[[L0]], %[[L1]]
func.func @reads(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %2 : f32, f32, f32
}

// Nested regions see the values above them, unless their op is isolated from above.
// CHECK-LABEL: func.func @nested
// CHECK:         %[[O:.*]] = arith.addi %arg0, %arg0
// CHECK:         scf.if
// CHECK-NEXT:      "foo.use"(%[[O]])
// CHECK:         gpu.launch
// CHECK:           arith.constant 7
// CHECK-LABEL: gpu.module @kernels
// CHECK:         gpu.func @k
// CHECK-NEXT:      %[[K:.*]] = arith.constant 7 : index
// CHECK-NEXT:      "foo.use"(%[[K]], %[[K]])
func.func @nested(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  scf.if %c {
    %1 = arith.addi %a, %a : i32
    "foo.use"(%1) : (i32) -> ()
  }
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
    %c7 = arith.constant 7 : index
    "foo.use"(%c7) : (index) -> ()
    gpu.terminator
  }
  return %0 : i32
}
gpu.module @kernels {
  gpu.func @k() kernel {
    %0 = arith.constant 7 : index
    %1 = arith.constant 7 : index
    "foo.use"(%0, %1) : (index, index) -> ()
    gpu.return
  }
}

// The op kept takes the location of the one removed when its own is unknown.
// LOC-LABEL: func.func @loc
// LOC-NEXT:    arith.constant 3 : i32 loc(#[[L:loc[0-9]*]])
// LOC:       #[[L]] = loc("here")
func.func @loc() -> (i32, i32) {
  %0 = arith.constant 3 : i32 loc(unknown)
  %1 = arith.constant 3 : i32 loc("here")
  return %0, %1 : i32, i32
}
