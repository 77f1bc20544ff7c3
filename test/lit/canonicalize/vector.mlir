// RUN: gpuc opt %s --canonicalize | FileCheck %s
// Folders and canonicalization patterns of vector.extract and
// vector.insert (VectorOps.cpp).

// A chain of static extracts is one extract.
// CHECK-LABEL: func.func @extract_chain
// CHECK-NEXT: %[[R:.*]] = vector.extract %arg0[1, 2, 3] : f32 from vector<3x4x5xf32>
// CHECK-NEXT: return %[[R]]
func.func @extract_chain(%a: vector<3x4x5xf32>) -> f32 {
  %0 = vector.extract %a[1] : vector<4x5xf32> from vector<3x4x5xf32>
  %1 = vector.extract %0[2] : vector<5xf32> from vector<4x5xf32>
  %2 = vector.extract %1[3] : f32 from vector<5xf32>
  return %2 : f32
}

// Extracts walk back the inserts: an exact match is the inserted value, a
// prefix extracts from it, a disjoint insert is skipped; an insert at no
// position is its source.
// CHECK-LABEL: func.func @extract_insert
// CHECK-NEXT: %[[R:.*]] = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT: return %arg1, %[[R]], %arg2, %arg0
func.func @extract_insert(%v: vector<2x4xf32>, %s: vector<4xf32>, %e: f32) -> (vector<4xf32>, f32, f32, vector<2x4xf32>) {
  %0 = vector.insert %s, %v[1] : vector<4xf32> into vector<2x4xf32>
  %1 = vector.insert %e, %0[0, 2] : f32 into vector<2x4xf32>
  %2 = vector.extract %1[1] : vector<4xf32> from vector<2x4xf32>
  %3 = vector.extract %1[1, 3] : f32 from vector<2x4xf32>
  %4 = vector.extract %1[0, 2] : f32 from vector<2x4xf32>
  %5 = vector.insert %v, %v[] : vector<2x4xf32> into vector<2x4xf32>
  return %2, %3, %4, %5 : vector<4xf32>, f32, f32, vector<2x4xf32>
}

// Extracts from constants and inserts of constants into constants.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %[[A:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<[3, 4]> : vector<2xi32>
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<1.500000e+00> : vector<3xf32>
// CHECK-NEXT: %[[D:.*]] = arith.constant dense<{{\[\[0, 0\], \[-7, 0\]\]}}> : vector<2x2xi64>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @constants() -> (i32, vector<2xi32>, vector<3xf32>, vector<2x2xi64>) {
  %c = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %0 = vector.extract %c[2, 1] : i32 from vector<3x2xi32>
  %1 = vector.extract %c[1] : vector<2xi32> from vector<3x2xi32>
  %s = arith.constant dense<1.5> : vector<4x3xf32>
  %2 = vector.extract %s[3] : vector<3xf32> from vector<4x3xf32>
  %z = arith.constant dense<0> : vector<2x2xi64>
  %k = arith.constant -7 : i64
  %3 = vector.insert %k, %z[1, 0] : i64 into vector<2x2xi64>
  return %0, %1, %2, %3 : i32, vector<2xi32>, vector<3xf32>, vector<2x2xi64>
}

// Dynamic positions are not folded.
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT: %[[A:.*]] = vector.extract %arg0[%arg1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %[[B:.*]] = vector.extract %[[A]][1] : f32 from vector<4xf32>
// CHECK-NEXT: return %[[B]]
func.func @dynamic(%v: vector<2x4xf32>, %i: index) -> f32 {
  %0 = vector.extract %v[%i] : vector<4xf32> from vector<2x4xf32>
  %1 = vector.extract %0[1] : f32 from vector<4xf32>
  return %1 : f32
}
