// RUN: gpuc opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// memref.alloca_scope inlining and hoisting of allocas (AllocaScopeInliner, AllocaScopeHoister); the cases of MLIR 19's Dialect/MemRef/canonicalize.mlir with scf.parallel for affine.parallel.

// CHECK-LABEL: func.func @scopeMerge
// CHECK-NEXT: %0 = "test.count"() : () -> index
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scopeMerge2
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %0 = "test.count"() : () -> index
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scopeMerge3
// CHECK-NEXT: %0 = "test.count"() : () -> index
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scopeMerge4
// CHECK-NEXT: %0 = "test.count"() : () -> index
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scopeMerge5
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.parallel (%arg0) = (%c0) to (%c64) step (%c1) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xi64>
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scopeInline
// CHECK-NEXT: %0 = "test.count"() : () -> index
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: memref.store %0, %arg0[] : memref<index>
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }


func.func @scopeMerge() {
  memref.alloca_scope {
    %cnt = "test.count"() : () -> index
    %a = memref.alloca(%cnt) : memref<?xi64>
    "test.use"(%a) : (memref<?xi64>) -> ()
  }
  return
}

func.func @scopeMerge2() {
  "test.region"() ({
    memref.alloca_scope {
      %cnt = "test.count"() : () -> index
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}


func.func @scopeMerge3() {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}


func.func @scopeMerge4() {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.op"() : () -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}


func.func @scopeMerge5() {
  "test.region"() ({
    memref.alloca_scope {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      scf.parallel (%arg) = (%c0) to (%c64) step (%c1) {
        %a = memref.alloca(%arg) : memref<?xi64>
        "test.use"(%a) : (memref<?xi64>) -> ()
      }
    }
    "test.op"() : () -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}


func.func @scopeInline(%arg : memref<index>) {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      memref.store %cnt, %arg[] : memref<index>
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}


