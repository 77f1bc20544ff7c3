// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// Module attributes: target triple and data layout (MLIR 19 does not translate llvm.ident and the others).

module @named attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.ident = "gpuc test", llvm.module_asm = [".globl foo", "foo:"], llvm.dependent_libraries = ["m"]} {
  llvm.func @f() {
    llvm.return
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
// CHECK-NEXT: target triple = "x86_64-unknown-linux-gnu"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
