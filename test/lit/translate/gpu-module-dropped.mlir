// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// The gpu dialect's translation interface skips gpu.module: only the host
// code becomes LLVM IR (the device code is compiled on its own).
// CHECK-NOT: kern
// CHECK: define void @host()
// CHECK-NOT: kern
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @kern() {
      llvm.return
    }
  }
  llvm.func @host() {
    llvm.return
  }
}
