// The reconcile-unrealized-casts pass as MLIR 19's: a chain of casts that comes back to the types it started
// from folds to its inputs, dead casts are erased, and a live cast with no way back stays (the pass never
// fails). Also run against mlir-opt-19 by `make lit-oracle`.
// RUN: gpuc opt %s --split-input-file --reconcile-unrealized-casts | FileCheck %s
// RUN: gpuc opt %s --split-input-file --pass-pipeline='builtin.module(reconcile-unrealized-casts)' | FileCheck %s
// RUN: gpuc opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reconcile-unrealized-casts))' | FileCheck %s

// The round trip gpu-to-llvm leaves for a memref argument: uses of the second cast take the struct itself.
// CHECK-LABEL: func.func @memref_round_trip
// CHECK-SAME:    (%[[D:.*]]: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// CHECK-NEXT:    %[[P:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:    return %[[P]] : !llvm.ptr
func.func @memref_round_trip(%d: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr {
  %m = builtin.unrealized_conversion_cast %d : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
  %s = builtin.unrealized_conversion_cast %m : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %p = llvm.extractvalue %s[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  return %p : !llvm.ptr
}

// -----

// A longer chain through three types, and a branch of it that returns to i32 half-way, both fold.
// CHECK-LABEL: func.func @chain_and_branch
// CHECK-SAME:    (%[[A:.*]]: i32)
// CHECK-NEXT:    %[[X:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[X]] : i32
func.func @chain_and_branch(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i32
  %3 = builtin.unrealized_conversion_cast %0 : index to i32
  %4 = arith.muli %2, %3 : i32
  return %4 : i32
}

// -----

// A live cast that does not come back stays with the casts it needs; a dead one goes.
// CHECK-LABEL: func.func @live_stays
// CHECK-SAME:    (%[[A:.*]]: i64)
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to index
// CHECK-NEXT:    %[[D:.*]] = builtin.unrealized_conversion_cast %[[C]] : index to i32
// CHECK-NEXT:    return %[[D]] : i32
func.func @live_stays(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %dead = builtin.unrealized_conversion_cast %a : i64 to f64
  return %1 : i32
}

// -----

// Casts of several values: the inputs must be exactly the previous cast's results, in order.
// CHECK-LABEL: func.func @multi
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: f32)
// CHECK-NEXT:    %[[S:.*]]:2 = builtin.unrealized_conversion_cast %[[A]], %[[B]] : i32, f32 to i64, i64
// CHECK-NEXT:    %[[T:.*]]:2 = builtin.unrealized_conversion_cast %[[S]]#1, %[[S]]#0 : i64, i64 to i32, f32
// CHECK-NEXT:    return %[[A]], %[[B]], %[[T]]#0, %[[T]]#1 : i32, f32, i32, f32
func.func @multi(%a: i32, %b: f32) -> (i32, f32, i32, f32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to i32, f32
  %2:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, f32
  return %1#0, %1#1, %2#0, %2#1 : i32, f32, i32, f32
}

// -----

// Casts in nested regions and other blocks are reconciled too.
// CHECK-LABEL: func.func @blocks
// CHECK-NOT:     unrealized_conversion_cast
// CHECK:         ^bb1:
// CHECK-NEXT:    return %arg0 : i1
func.func @blocks(%a: i1) -> i1 {
  %0 = builtin.unrealized_conversion_cast %a : i1 to i8
  cf.br ^bb1
^bb1:
  %1 = builtin.unrealized_conversion_cast %0 : i8 to i1
  return %1 : i1
}
