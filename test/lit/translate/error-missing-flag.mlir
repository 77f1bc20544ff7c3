// RUN: not gpuc translate %s 2>&1 | FileCheck %s

// mlir-translate needs the translation to perform named on its command line.
// CHECK: {{[Tt]}}ranslations to perform option: must be specified at least once!
llvm.func @f() {
  llvm.return
}
