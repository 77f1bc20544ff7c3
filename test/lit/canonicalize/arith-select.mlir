// RUN: gpuc opt %s --canonicalize | FileCheck %s

// SelectToExtUI and the DRR select patterns (SelectNotCond, RedundantSelect*,
// SelectI1ToNot).

// CHECK-LABEL: func.func @sel(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[R0:.*]] = arith.extui %arg0 : i1 to i32
// CHECK: %[[N1:.*]] = arith.xori %arg0, %[[TRUE]] : i1
// CHECK: %[[R1:.*]] = arith.extui %[[N1]] : i1 to i32
// CHECK: %[[N2:.*]] = arith.xori %arg0, %[[TRUE]] : i1
// CHECK: %[[R2:.*]] = arith.extui %[[N2]] : i1 to i8
// CHECK: %[[R3:.*]] = arith.xori %arg0, %[[TRUE]] : i1
// CHECK: %[[R4:.*]] = arith.select %arg0, %{{.*}}, %{{.*}} : f32
// CHECK: %[[R5:.*]] = arith.select %arg2, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi32>
// CHECK: %[[N6:.*]] = arith.xori %arg0, %[[TRUE]] : i1
// CHECK: %[[R6:.*]] = arith.extui %[[N6]] : i1 to i64
// CHECK: %[[R7:.*]] = arith.select %arg0, %{{.*}}, %{{.*}} : i32
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[R6]], %[[R7]]

// CHECK-LABEL: func.func @sel2(
// CHECK: %[[R0:.*]] = arith.select %arg0, %arg3, %arg2 : i32
// CHECK: %[[R1:.*]] = arith.select %arg0, %arg2, %arg4 : i32
// CHECK: %[[R2:.*]] = arith.select %arg0, %arg4, %arg3 : i32
// CHECK: %[[S:.*]] = arith.select %arg1, %arg2, %arg3 : i32
// CHECK: %[[R3:.*]] = arith.select %arg0, %[[S]], %arg4 : i32
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]]
func.func @sel(%c: i1, %x: i32, %v: vector<4xi1>) -> (i32, i32, i8, i1, f32, vector<4xi32>, i64, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %b0 = arith.constant 0 : i8
  %b1 = arith.constant 1 : i8
  %t = arith.constant true
  %f = arith.constant false
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %vz = arith.constant dense<0> : vector<4xi32>
  %vo = arith.constant dense<1> : vector<4xi32>
  %i0 = arith.constant 0 : i64
  %i1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i32
  %r0 = arith.select %c, %c1, %c0 : i32
  %r1 = arith.select %c, %c0, %c1 : i32
  %r2 = arith.select %c, %b0, %b1 : i8
  %r3 = arith.select %c, %f, %t : i1
  %r4 = arith.select %c, %f1, %f0 : f32
  %r5 = arith.select %v, %vo, %vz : vector<4xi1>, vector<4xi32>
  %r6 = arith.select %c, %i0, %i1 : i64
  %r7 = arith.select %c, %c2, %c0 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i8, i1, f32, vector<4xi32>, i64, i32
}
func.func @sel2(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> (i32, i32, i32, i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r0 = arith.select %n, %a, %b : i32
  %s = arith.select %c, %a, %b : i32
  %r1 = arith.select %c, %s, %e : i32
  %r2 = arith.select %c, %e, %s : i32
  %s2 = arith.select %d, %a, %b : i32
  %r3 = arith.select %c, %s2, %e : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}
