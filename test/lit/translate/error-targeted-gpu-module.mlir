// RUN: not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// UNSUPPORTED: mlir-oracle

// A gpu.module with the seed's `target` attribute is compiled to a device
// binary and embedded; a build without the device compiler says so at the
// module instead of dropping the device code silently.
// CHECK: error-targeted-gpu-module.mlir:[[@LINE+3]]:3: error: gpu.module 'kernels' has a target but no device compiler is linked in
// CHECK-NOT: define
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {target = #gpu.target<NVPTX : chip = "sm_90">} {
    llvm.func @kern() {
      llvm.return
    }
  }
  llvm.func @host() {
    llvm.return
  }
}
