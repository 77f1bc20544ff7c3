// RUN: gpuc translate --mlir-to-llvmir - -o %t.ll < %s
// RUN: FileCheck %s < %t.ll
// RUN: gpuc translate --mlir-to-llvmir < %s | FileCheck %s

// Input from stdin (`-`, or no file at all), output to stdout or to -o FILE.
// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK: define i64 @twice(i64 %0) {
// CHECK-NEXT:   %2 = shl i64 %0, 1
// CHECK-NEXT:   ret i64 %2
// CHECK-NEXT: }
llvm.func @twice(%a: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.shl %a, %c1 : i64
  llvm.return %0 : i64
}
