// RUN: not gpuc translate --mlir-to-llvmir --gpu-object-format=isa %s 2>&1 | FileCheck %s
// UNSUPPORTED: mlir-oracle

// A gpu.module with the seed's `target` attribute is not dropped: it is
// compiled to a device binary and embedded in place of its
// <module>_gpubin_stub global, whose absence is an error at the module
// (more in test/lit/serialize).
// CHECK: error-targeted-gpu-module.mlir:[[@LINE+3]]:3: error: There's no global variable for embedding this module.
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
