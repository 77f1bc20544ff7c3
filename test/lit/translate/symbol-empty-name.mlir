// RUN: gpuc translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// RUN: not gpuc translate --mlir-to-llvmir %S/Inputs/symbol-empty-name-missing.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// `@""` names the symbol whose sym_name is the empty string (symbol uses
// are resolved through a symbol table, as MLIR's SymbolTableCollection);
// LLVM numbers the unnamed function.
// CHECK: declare void @0()
// CHECK: define void @f() {
// CHECK-NEXT:   call void @0()
llvm.func @""()
llvm.func @f() {
  llvm.call @""() : () -> ()
  llvm.return
}

// -----

// The address of the unnamed function, taken from another function.
// CHECK: define ptr @g() {
// CHECK-NEXT:   ret ptr @0
// CHECK: define void @0() {
llvm.func @g() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @"" : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @""() {
  llvm.return
}

// Without such a symbol, the reference is reported, and an empty name
// prints as MLIR's `@<<INVALID EMPTY SYMBOL>>`.
// ERR: error: 'llvm.call' op '' does not reference a symbol in the current scope
// ERR: note: see current operation: "llvm.call"() <{{.*}}callee = @<<INVALID EMPTY SYMBOL>>
