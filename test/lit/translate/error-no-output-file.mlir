// RUN: rm -f %t.ll
// RUN: not gpuc translate --mlir-to-llvmir %s -o %t.ll 2>&1 | FileCheck %s
// RUN: test ! -e %t.ll

// A failed translation leaves no output file behind.
// CHECK: error: unsupported GPU operation: gpu.block_id
llvm.func @f() {
  %0 = gpu.block_id y
  llvm.return
}
