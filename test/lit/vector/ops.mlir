// vector.extract and vector.insert (the part of the vector dialect gpuc registers): custom form with static and
// dynamic positions, the generic form, and one-element vectors standing for their element.
// RUN: gpuc opt %s | FileCheck %s
// RUN: gpuc opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @extract_insert(
// CHECK-SAME: %[[V:.*]]: vector<2x3xf32>, %[[I:.*]]: index, %[[O:.*]]: vector<1xf32>)
// CHECK-NEXT:   %[[E:.*]] = vector.extract %[[V]][0, %[[I]]] : f32 from vector<2x3xf32>
// CHECK-NEXT:   %[[R:.*]] = vector.extract %[[V]][1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:   %{{.*}} = vector.extract %[[V]][] : vector<2x3xf32> from vector<2x3xf32>
// CHECK-NEXT:   %{{.*}} = vector.insert %[[E]], %[[V]] [1, 2] : f32 into vector<2x3xf32>
// CHECK-NEXT:   %{{.*}} = vector.insert %[[R]], %[[V]] [%[[I]]] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:   %{{.*}} = vector.extract %[[O]][] : f32 from vector<1xf32>
// GENERIC: "vector.extract"(%{{.*}}, %{{.*}}) <{static_position = array<i64: 0, -9223372036854775808>}> : (vector<2x3xf32>, index) -> f32
// GENERIC: "vector.insert"(%{{.*}}, %{{.*}}) <{static_position = array<i64: 1, 2>}> : (f32, vector<2x3xf32>) -> vector<2x3xf32>
func.func @extract_insert(%v: vector<2x3xf32>, %i: index, %one: vector<1xf32>) {
  %0 = vector.extract %v[0, %i] : f32 from vector<2x3xf32>
  %1 = vector.extract %v[1] : vector<3xf32> from vector<2x3xf32>
  %2 = vector.extract %v[] : vector<2x3xf32> from vector<2x3xf32>
  %3 = vector.insert %0, %v [1, 2] : f32 into vector<2x3xf32>
  %4 = vector.insert %1, %v [%i] : vector<3xf32> into vector<2x3xf32>
  %5 = vector.extract %one[] : f32 from vector<1xf32>
  return
}
