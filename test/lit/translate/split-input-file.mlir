// RUN: gpuc translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// RUN: gpuc translate --mlir-to-llvmir --split-input-file --output-split-marker='; SPLIT' %s | FileCheck %s --check-prefix=MARKER

// Each chunk is translated into a module of its own; the outputs are joined
// by an empty line, or by the --output-split-marker line.
// CHECK:      define void @first()
// CHECK:      !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK:      define void @second()
// MARKER:      !0 = !{i32 2, !"Debug Info Version", i32 3}
// MARKER-NEXT: ; SPLIT
// MARKER-NEXT: ; ModuleID = 'LLVMDialectModule'
// MARKER:      define void @second()
llvm.func @first() {
  llvm.return
}

// -----

llvm.func @second() {
  llvm.return
}
