// A compiled gpu.module is embedded in place of the <module>_gpubin_stub global that gpu-to-llvm creates;
// without it the seed's error is reported at the module, for either pipeline and format.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc translate --mlir-to-llvmir --gpu-object-format=isa --split-input-file --verify-diagnostics %s -o /dev/null
// RUN: gpuc translate --mlir-to-llvmir --gpu-object-format=llvm --split-input-file --verify-diagnostics %s -o /dev/null

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @other_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{There's no global variable for embedding this module.}}
  gpu.module @kernels attributes {target = #gpu.target<AMDGPU: chip = "gfx90a">} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @below {{There's no global variable for embedding this module.}}
  gpu.module @kernels attributes {target = #gpu.target<NVPTX: chip = "sm_70">} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
