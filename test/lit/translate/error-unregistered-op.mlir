// RUN: gpuc translate --mlir-to-llvmir --allow-unregistered-dialect --verify-diagnostics %s

// An op of a dialect without a translation interface cannot be translated.
llvm.func @f() {
  // expected-error @below {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: foo.bar}}
  "foo.bar"() : () -> ()
  llvm.return
}
