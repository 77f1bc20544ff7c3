// The target's `link` files, with the seed's words: one that is not a file, and one LLVM cannot read
// (LLVM's own message follows). Paths are relative to %t.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t && echo 'not bitcode' > %t/bad.bc
// RUN: cd %t && gpuc translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s -o /dev/null

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{File path: missing.bc does not exist or is not a file.}}
  gpu.module @kernels attributes {target = #gpu.target<AMDGPU: chip = "gfx90a", link = ["missing.bc"]>} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{Failed loading file from bad.bc, error: expected top-level entity}}
  gpu.module @kernels attributes {target = #gpu.target<NVPTX: chip = "sm_70", link = ["bad.bc"]>} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
