// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// Branches with block arguments become phis; loops; switch; unreachable.

llvm.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.br ^bb3(%x, %b : i32, i32)
^bb2:
  llvm.br ^bb3(%b, %a : i32, i32)
^bb3(%y: i32, %z: i32):
  %0 = llvm.add %y, %z : i32
  llvm.return %0 : i32
}

llvm.func @loop(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^head(%c0, %c0 : i64, i64)
^head(%i: i64, %acc: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %acc1 = llvm.add %acc, %i : i64
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^head(%i1, %acc1 : i64, i64)
^exit:
  llvm.return %acc : i64
}

llvm.func @switch(%v: i32, %a: i32) -> i32 {
  llvm.switch %v : i32, ^def [
    0: ^bb1(%a : i32),
    5: ^bb2
  ]
^def:
  llvm.unreachable
^bb1(%x: i32):
  llvm.return %x : i32
^bb2:
  llvm.return %v : i32
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @branches(i1 %0, i32 %1, i32 %2) {
// CHECK-NEXT:   br i1 %0, label %4, label %6
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %3
// CHECK-NEXT:   %5 = phi i32 [ %1, %3 ]
// CHECK-NEXT:   br label %7
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %3
// CHECK-NEXT:   br label %7
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %4, %6
// CHECK-NEXT:   %8 = phi i32 [ %2, %6 ], [ %5, %4 ]
// CHECK-NEXT:   %9 = phi i32 [ %1, %6 ], [ %2, %4 ]
// CHECK-NEXT:   %10 = add i32 %8, %9
// CHECK-NEXT:   ret i32 %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @loop(i64 %0) {
// CHECK-NEXT:   br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %6, %1
// CHECK-NEXT:   %3 = phi i64 [ %8, %6 ], [ 0, %1 ]
// CHECK-NEXT:   %4 = phi i64 [ %7, %6 ], [ 0, %1 ]
// CHECK-NEXT:   %5 = icmp sge i64 %3, %0
// CHECK-NEXT:   br i1 %5, label %9, label %6
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %2
// CHECK-NEXT:   %7 = add i64 %4, %3
// CHECK-NEXT:   %8 = add i64 %3, 1
// CHECK-NEXT:   br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 9:                                                ; preds = %2
// CHECK-NEXT:   ret i64 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @switch(i32 %0, i32 %1) {
// CHECK-NEXT:   switch i32 %0, label %3 [
// CHECK-NEXT:     i32 0, label %4
// CHECK-NEXT:     i32 5, label %6
// CHECK-NEXT:   ]
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %2
// CHECK-NEXT:   unreachable
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %2
// CHECK-NEXT:   %5 = phi i32 [ %1, %2 ]
// CHECK-NEXT:   ret i32 %5
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %2
// CHECK-NEXT:   ret i32 %0
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
