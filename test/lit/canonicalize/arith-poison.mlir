// RUN: gpuc opt %s --canonicalize | FileCheck %s

// The arith folders propagate #ub.poison operands (MLIR's common folders),
// select with a poison operand folds to the other one, and the folded
// poison is materialized as ub.poison of each result type.

// CHECK-LABEL: func.func @p(
// CHECK-DAG: %[[PX:.*]] = ub.poison : index
// CHECK-DAG: %[[P:.*]] = ub.poison : i32
// CHECK-DAG: %[[PF:.*]] = ub.poison : f32
// CHECK-DAG: %[[P64:.*]] = ub.poison : i64
// CHECK-DAG: %[[P16:.*]] = ub.poison : i16
// CHECK: %[[SH:.*]] = arith.shli %[[P]], %arg0 : i32
// CHECK: %[[CMP:.*]] = arith.cmpi sgt, %arg0, %[[P]] : i32
// CHECK: return %[[P]], %[[P]], %[[PF]], %[[PF]], %[[P64]], %[[P16]], %[[PF]], %[[P]], %[[P]], %[[SH]], %[[P]], %[[CMP]], %arg0, %arg0, %[[PX]]

// CHECK-LABEL: func.func @p2(
// CHECK-DAG: %[[P:.*]] = ub.poison : i32
// CHECK-DAG: %[[PF:.*]] = ub.poison : f32
// CHECK: return %[[P]], %[[P]], %[[PF]], %[[P]]
func.func @p(%a: i32, %f: f32, %c: i1) -> (i32, i32, f32, f32, i64, i16, f32, i32, i32, i32, i32, i1, i32, i32, index) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pc = ub.poison : i1
  %r0 = arith.subi %p, %a : i32
  %r1 = arith.muli %a, %p : i32
  %r2 = arith.mulf %pf, %f : f32
  %r3 = arith.negf %pf : f32
  %r4 = arith.extui %p : i32 to i64
  %r5 = arith.trunci %p : i32 to i16
  %r6 = arith.sitofp %p : i32 to f32
  %r7 = arith.fptosi %pf : f32 to i32
  %r8 = arith.divsi %a, %p : i32
  %r9 = arith.shli %p, %a : i32
  %r10 = arith.maxsi %p, %a : i32
  %r11 = arith.cmpi slt, %p, %a : i32
  %r12 = arith.select %pc, %a, %a : i32
  %r13 = arith.select %pc, %a, %p : i32
  %r15 = arith.index_cast %p : i32 to index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r15 : i32, i32, f32, f32, i64, i16, f32, i32, i32, i32, i32, i1, i32, i32, index
}
func.func @p2(%a: i32, %f: f32) -> (i32, i32, f32, i32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %r2 = arith.andi %p, %a : i32
  %r3 = arith.addi %p, %p : i32
  %r4 = arith.maximumf %pf, %f : f32
  %r6 = arith.floordivsi %a, %p : i32
  return %r2, %r3, %r4, %r6 : i32, i32, f32, i32
}
