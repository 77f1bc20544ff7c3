// Target errors: a triple LLVM has no target for (the seed's "Failed to lookup target", with LLVM's
// reason), and an O level out of 0..3, which the #gpu.target verifier rejects while parsing.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s -o /dev/null

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{Failed to lookup target: No available targets are compatible with triple "foo-bar-baz"}}
  gpu.module @kernels attributes {target = #gpu.target<NVPTX: chip = "sm_70", triple = "foo-bar-baz">} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{O5 is not a valid optimization level.}}
  gpu.module @kernels attributes {target = #gpu.target<AMDGPU: chip = "gfx90a", O = 5>} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
}
