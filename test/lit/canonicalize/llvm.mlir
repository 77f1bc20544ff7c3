// RUN: gpuc opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// LLVM dialect folders: icmp, chained casts, getelementptr constant indices, extractvalue of insertvalue, zext/shl/or constants.

// CHECK-LABEL: llvm.func @icmp_same
// CHECK-NEXT: %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: llvm.return %0 : i1
// CHECK-LABEL: llvm.func @casts
// CHECK-NEXT: %0 = llvm.addrspacecast %arg0 : !llvm.ptr to !llvm.ptr<2>
// CHECK-NEXT: llvm.return %0 : !llvm.ptr<2>
// CHECK-LABEL: llvm.func @gep
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[2] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-LABEL: llvm.func @extractvalue
// CHECK-NEXT: llvm.return %arg0 : f32
// CHECK-LABEL: llvm.func @int_folds
// CHECK-NEXT: %0 = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }

llvm.func @icmp_same(%a: i32) -> i1 {
  %0 = llvm.icmp "eq" %a, %a : i32
  llvm.return %0 : i1
}

llvm.func @casts(%p: !llvm.ptr, %i: i32) -> !llvm.ptr<2> {
  %0 = llvm.bitcast %i : i32 to f32
  %1 = llvm.bitcast %0 : f32 to i32
  %2 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr<2>
  llvm.return %3 : !llvm.ptr<2>
}

llvm.func @gep(%p: !llvm.ptr) -> !llvm.ptr {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %1 = llvm.getelementptr %0[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return %1 : !llvm.ptr
}

llvm.func @extractvalue(%a: f32, %b: f32) -> f32 {
  %u = llvm.mlir.undef : !llvm.struct<(f32, f32)>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(f32, f32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(f32, f32)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
  llvm.return %2 : f32
}

llvm.func @int_folds() -> i32 {
  %a = llvm.mlir.constant(3 : i8) : i8
  %b = llvm.mlir.constant(4 : i32) : i32
  %c = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.zext %a : i8 to i32
  %1 = llvm.shl %0, %c : i32
  %2 = llvm.or %1, %b : i32
  llvm.return %2 : i32
}
