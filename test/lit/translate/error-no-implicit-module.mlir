// RUN: not gpuc translate --mlir-to-llvmir --no-implicit-module %s 2>&1 | FileCheck %s

// With --no-implicit-module the input must be one top-level op (a module).
// CHECK: error-no-implicit-module.mlir:0:0: error: source must contain a single top-level operation, found: 2
llvm.func @f() {
  llvm.return
}
llvm.func @g() {
  llvm.return
}
