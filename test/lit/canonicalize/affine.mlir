// RUN: gpuc opt %s --canonicalize | FileCheck %s
// RUN: gpuc opt %s --pass-pipeline='builtin.module(canonicalize{disable-patterns={(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineMinOp>}})' | FileCheck %s --check-prefix=NOSIMPLIFY
// Canonicalization patterns of affine.apply, affine.min and affine.max
// (AffineOps.cpp).

// CHECK-DAG: #[[COMPOSED:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 4 + 3)>
// CHECK-DAG: #[[HALF:.*]] = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-DAG: #[[PLUS2:.*]] = affine_map<()[s0] -> (s0 + 2)>
// CHECK-DAG: #[[MERGED:.*]] = affine_map<()[s0, s1] -> (s1 + 16, s0, s0 + 4)>
// CHECK-DAG: #[[SORTED:.*]] = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>

// NOSIMPLIFY-DAG: #[[PRODUCER:.*]] = affine_map<()[s0, s1] -> (s1, s0 + 16)>
// NOSIMPLIFY-DAG: #[[UNCOMPOSED:.*]] = affine_map<()[s0, s1, s2, s3] -> (s3, s2 + 16, s1 + 4)>

// Composition with the producing affine.apply, dims that are symbols made
// symbols (SimplifyAffineOp<AffineApplyOp>).
// CHECK-LABEL: func.func @compose
// CHECK-NEXT: %[[R:.*]] = affine.apply #[[COMPOSED]]()[%arg1, %arg0]
// CHECK-NEXT: return %[[R]]
func.func @compose(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 4)>(%a)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + 3)>(%0)[%b]
  return %1 : index
}

// A floordiv of a multiple plus a small constant, a floordiv of a bounded
// mod (simplifyMapWithOperands).
// CHECK-LABEL: func.func @qtimesd_plus_r
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[R:.*]] = affine.apply #[[HALF]]()[%arg0]
// CHECK-NEXT: return %[[R]], %[[C0]]
func.func @qtimesd_plus_r(%a: index) -> (index, index) {
  %0 = affine.apply affine_map<()[s0] -> ((s0 * 4 + 2) floordiv 8)>()[%a]
  %1 = affine.apply affine_map<()[s0] -> ((s0 mod 4) floordiv 4)>()[%a]
  return %0, %1 : index, index
}

// A single-result min is an affine.apply.
// CHECK-LABEL: func.func @single_result_min
// CHECK-NEXT: %[[R:.*]] = affine.apply #[[PLUS2]]()[%arg0]
// CHECK-NEXT: return %[[R]]
func.func @single_result_min(%a: index) -> index {
  %0 = affine.min affine_map<(d0) -> (d0 + 2)>(%a)
  return %0 : index
}

// Duplicate results dropped, a min of a min merged, results sorted by
// their flattened forms.
// CHECK-LABEL: func.func @min_max
// CHECK-NEXT: %[[MIN:.*]] = affine.min #[[MERGED]]()[%arg1, %arg0]
// CHECK-NEXT: %[[MAX:.*]] = affine.max #[[SORTED]]()[%arg0, %arg1]
// CHECK-NEXT: return %[[MIN]], %[[MAX]]
// NOSIMPLIFY-LABEL: func.func @min_max
// NOSIMPLIFY-NEXT: %[[P:.*]] = affine.min #[[PRODUCER]]()[%arg0, %arg1]
// NOSIMPLIFY-NEXT: affine.min #[[UNCOMPOSED]]()[%[[P]], %arg1, %arg0, %arg1]
func.func @min_max(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<()[s0, s1] -> (s0 + 16, s1, s0 + 16)>()[%a, %b]
  %1 = affine.min affine_map<()[s0, s1] -> (s0, s1 + 4)>()[%0, %b]
  %2 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%a, %b)
  return %1, %2 : index, index
}
