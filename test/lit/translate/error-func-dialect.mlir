// RUN: not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// func.func is not the LLVM dialect: it must be lowered first.
// CHECK: error-func-dialect.mlir:[[@LINE+1]]:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
func.func @f() {
  return
}
