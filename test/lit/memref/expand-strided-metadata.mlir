// expand-strided-metadata: views become reinterpret_casts of the base buffer, their offset, sizes and strides
// computed by composed and folded affine.apply/affine.min ops, as MLIR 19 builds them (test/diff/lower/
// expand_strided_metadata*.mlir compare whole outputs with mlir-opt-19).
// RUN: gpuc opt %s --expand-strided-metadata | FileCheck %s
// RUN: gpuc opt %s --pass-pipeline='builtin.module(func.func(expand-strided-metadata))' | FileCheck %s

// CHECK-DAG: #[[MUL:.*]] = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-DAG: #[[OFF:.*]] = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CHECK-DAG: #[[MIN:.*]] = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-LABEL: func.func @subview(
// CHECK-SAME: %[[M:[^:]*]]: memref<?x?xf32, strided<[?, ?], offset: ?>>, %[[I:[^:]*]]: index, %[[J:[^:]*]]: index, %[[S:[^:]*]]: index)
// CHECK-NEXT:   %[[B:.*]], %[[O:.*]], %[[SZ:.*]]:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK-NEXT:   %[[S0:.*]] = affine.apply #[[MUL]]()[%[[S]], %[[ST]]#0]
// CHECK-NEXT:   %[[S1:.*]] = affine.apply #[[MUL]]()[%[[S]], %[[ST]]#1]
// CHECK-NEXT:   %[[NO:.*]] = affine.apply #[[OFF]]()[%[[O]], %[[I]], %[[ST]]#0, %[[J]], %[[ST]]#1]
// CHECK-NEXT:   %[[R:.*]] = memref.reinterpret_cast %[[B]] to offset: [%[[NO]]], sizes: [4, %[[J]]], strides: [%[[S0]], %[[S1]]]
// CHECK-NEXT:   return %[[R]]
func.func @subview(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index, %s: index) -> memref<4x?xf32, strided<[?, ?], offset: ?>> {
  %v = memref.subview %m[%i, %j] [4, %j] [%s, %s] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, ?], offset: ?>>
  return %v : memref<4x?xf32, strided<[?, ?], offset: ?>>
}

// Static metadata folds to constants; a base buffer nobody uses is not rebuilt, and the allocation is then dead.
// CHECK-LABEL: func.func @alloc(
// CHECK-SAME: %[[N:[^:]*]]: index)
// CHECK-DAG:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NOT:    memref.alloc
// CHECK:        return %[[C0]], %[[N]], %[[C4]], %[[C4]], %[[C1]]
func.func @alloc(%n: index) -> (index, index, index, index, index) {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  return %o, %sz#0, %sz#1, %st#0, %st#1 : index, index, index, index, index
}

// A collapsed group's size is the product of its sizes, its stride the minimum of its strides.
// CHECK-LABEL: func.func @collapse(
// CHECK:        %[[B:.*]], %[[O:.*]], %[[SZ:.*]]:3, %[[ST:.*]]:3 = memref.extract_strided_metadata
// CHECK-NEXT:   %[[SIZE:.*]] = affine.apply #[[MUL]]()[%[[SZ]]#0, %[[SZ]]#1]
// CHECK-NEXT:   %[[STRIDE:.*]] = affine.min #[[MIN]]()[%[[ST]]#0, %[[ST]]#1]
// CHECK:        memref.reinterpret_cast %[[B]] to offset: [%[[O]]], sizes: [%[[SIZE]], 4], strides: [%[[STRIDE]], %{{.*}}]
func.func @collapse(%m: memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %c : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
