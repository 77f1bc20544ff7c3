// RUN: not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// mlir-translate loads only the dialects that translate to LLVM IR: an arith
// op is not even parsed (lower it to the LLVM dialect first).
// CHECK: error-arith-not-loaded.mlir:[[@LINE+3]]:8: error: Dialect `arith' not found for custom op 'arith.constant'
// CHECK: note: Registered dialects: {{.*}}builtin, {{.*}}func, gpu, llvm, nvvm, {{.*}}rocdl
llvm.func @f() -> i32 {
  %0 = arith.constant 1 : i32
  llvm.return %0 : i32
}
