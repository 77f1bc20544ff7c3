// The NVPTX pipeline's libdevice errors, with the seed's words: a toolkit that is not a folder, a toolkit
// without nvvm/libdevice/libdevice.10.bc, and a libdevice that does not define the math the kernel calls
// (a fake one, so that the test needs no CUDA). Toolkits are relative to %t.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t/empty %t/fake/nvvm/libdevice
// RUN: echo 'define float @__nv_sinf(float %%x) { ret float %%x }' | llvm-as -o %t/fake/nvvm/libdevice/libdevice.10.bc
// RUN: cd %t && gpuc translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s -o /dev/null

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{CUDA path: missing does not exist or is not a directory.}}
  gpu.module @kernels attributes {target = #gpu.target<NVPTX: chip = "sm_70", toolkit = "missing">} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{LibDevice path: empty/nvvm/libdevice/libdevice.10.bc does not exist or is not a file.}}
  gpu.module @kernels attributes {target = #gpu.target<NVPTX: chip = "sm_70", toolkit = "empty">} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{undefined device function '__nv_expf' after linking: neither libdevice (fake/nvvm/libdevice/libdevice.10.bc) nor the target's link files define it}}
  gpu.module @kernels attributes {target = #gpu.target<NVPTX: chip = "sm_70", toolkit = "fake">} {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @__nv_sinf(f32) -> f32
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %0 = llvm.call @__nv_sinf(%x) : (f32) -> f32
      %1 = llvm.call @__nv_expf(%0) : (f32) -> f32
      llvm.store %1, %p : f32, !llvm.ptr
      llvm.return
    }
  }
}
