// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// A gpu.module with MLIR's own `targets` list (what gpu-module-to-binary
// serializes) is dropped by translation, as mlir-translate-19 drops it.
// CHECK-NOT: kern
// CHECK: define void @host()
// CHECK-NOT: kern
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    llvm.func @kern() {
      llvm.return
    }
  }
  llvm.func @host() {
    llvm.return
  }
}
