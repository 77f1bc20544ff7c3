// RUN: not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// Input that does not parse is reported like any MLIR tool reports it.
// CHECK: error-parse.mlir:[[@LINE+1]]:30: error: use of undeclared SSA value name
llvm.func @f() { llvm.return %x : i32 }
