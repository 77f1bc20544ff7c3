// affine.apply, affine.min and affine.max (the part of the affine dialect gpuc registers): custom form with map
// aliases, dims and symbols, and their folders under the greedy driver (test-patterns folds as it rewrites).
// RUN: gpuc opt %s | FileCheck %s
// RUN: gpuc opt %s --test-patterns | FileCheck %s --check-prefix=FOLD

// CHECK: #[[MAP:.*]] = affine_map<(d0)[s0] -> (d0 + s0 * 2)>
// CHECK-LABEL: func.func @roundtrip(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT:   %[[X:.*]] = affine.apply #[[MAP]](%[[A]])[%[[B]]]
// CHECK-NEXT:   %{{.*}} = affine.apply #{{.*}}(%[[A]], %[[X]]) {foo}
// CHECK-NEXT:   %{{.*}} = affine.min #{{.*}}(%[[A]])[%[[B]]]
// CHECK-NEXT:   %{{.*}} = affine.max #{{.*}}()[%[[A]], %[[B]]]
func.func @roundtrip(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 4 + d1)>(%a, %0) {foo}
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%a)[%b]
  %3 = affine.max affine_map<()[s0, s1] -> (s0, s1)>()[%a, %b]
  return %1, %2, %3 : index, index, index
}

// Constant operands fold: a whole map to a constant (poison for a division by zero, hoisted as constants are), a
// min/max to the best constant, or in place to a partly constant map; a map that is one symbol folds to its operand.
// FOLD: #[[PARTIAL:.*]] = affine_map<(d0)[s0] -> (3, s0)>
// FOLD-LABEL: func.func @fold(
// FOLD-SAME: %[[A:.*]]: index, %[[B:.*]]: index)
// FOLD-NEXT:   %[[P:.*]] = ub.poison : index
// FOLD-DAG:    %[[C3:.*]] = arith.constant 3 : index
// FOLD-DAG:    %[[C13:.*]] = arith.constant 13 : index
// FOLD:        %[[M:.*]] = affine.max #[[PARTIAL]](%[[C3]])[%[[B]]]
// FOLD-NEXT:   return %[[C13]], %[[B]], %[[C3]], %[[M]], %[[P]]
func.func @fold(%a: index, %b: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%c3)[%c5]
  %1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%a)[%b]
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%c3)[%c5]
  %3 = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%c3)[%b]
  %4 = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%c3)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
