// gpu-launch-sink-index-computations copies constants and index
// computations a launch body uses from above into it, in dependency order,
// when that needs no other value from above (here the memref, which the
// body uses anyway).
// RUN: gpuc opt %s --allow-unregistered-dialect --gpu-launch-sink-index-computations | FileCheck %s
// RUN: gpuc opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(gpu-launch-sink-index-computations))' | FileCheck %s

// CHECK-LABEL: func.func @sink(
// CHECK-SAME: %[[M:.*]]: memref<?x?xf32>, %[[A:.*]]: index)
// CHECK: %[[SECRET:.*]] = "secret"() : () -> index
// CHECK: gpu.launch
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D0:.*]] = memref.dim %[[M]], %[[C0]] : memref<?x?xf32>
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[D0]], %[[C7]] : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D1:.*]] = memref.dim %[[M]], %[[C1]] : memref<?x?xf32>
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[LT]], %[[D0]], %[[D1]] : index
// CHECK-NEXT: "use"(%[[SEL]], %[[SECRET]], %[[A]], %[[M]]) : (index, index, index, memref<?x?xf32>) -> ()
// CHECK-NEXT: gpu.terminator
// CHECK: "use_outside"(%{{.*}}) : (index) -> ()
func.func @sink(%m: memref<?x?xf32>, %a: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  %lt = arith.cmpi slt, %d0, %c7 : index
  %sel = arith.select %lt, %d0, %d1 : index
  %secret = "secret"() : () -> index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c7, %sy = %c1, %sz = %c1) {
    "use"(%sel, %secret, %a, %m) : (index, index, index, memref<?x?xf32>) -> ()
    gpu.terminator
  }
  "use_outside"(%sel) : (index) -> ()
  return
}
