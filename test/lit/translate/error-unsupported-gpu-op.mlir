// RUN: gpuc translate --mlir-to-llvmir --verify-diagnostics %s

// A gpu op left in an llvm.func has no LLVM IR: the gpu dialect's
// translation interface rejects it, then the function's translation fails.
llvm.func @f() {
  // expected-error @below {{unsupported GPU operation: gpu.thread_id}}
  // expected-error @below {{LLVM Translation failed for operation: gpu.thread_id}}
  %0 = gpu.thread_id x
  llvm.return
}
