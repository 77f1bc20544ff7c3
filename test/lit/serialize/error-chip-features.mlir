// A chip or feature LLVM 19 does not know for the target's triple is an error at the gpu.module. LLVM itself
// (and so mlir-opt-19) only prints "'gfx9999' is not a recognized processor for this target (ignoring
// processor)", unlocated, and compiles for a generic processor: a binary no GPU loads.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t/fake/nvvm/libdevice
// RUN: echo 'define float @__nv_sinf(float %%x) { ret float %%x }' | llvm-as -o %t/fake/nvvm/libdevice/libdevice.10.bc
// RUN: cd %t && gpuc translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s -o /dev/null 2>&1 | FileCheck %s --allow-empty

// LLVM's own warning never shows.
// CHECK-NOT: recognized

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @a_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @b_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @c_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{Failed to create target machine: 'gfx9999' is not a processor LLVM 19 knows for amdgcn-amd-amdhsa: fix the target's chip or features}}
  gpu.module @a attributes {target = #gpu.target<AMDGPU: chip = "gfx9999">} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
  // expected-error @below {{'sm_90' is not a processor LLVM 19 knows for amdgcn-amd-amdhsa}}
  gpu.module @b attributes {target = #gpu.target<AMDGPU: chip = "sm_90">} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
  // expected-error @below {{'+nonsense' is not a feature LLVM 19 knows for amdgcn-amd-amdhsa (features are +name or -name, comma-separated)}}
  gpu.module @c attributes {target = #gpu.target<AMDGPU: chip = "gfx90a", features = "+xnack,+nonsense">} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @a_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @b_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{'sm_999' is not a processor LLVM 19 knows for nvptx64-nvidia-cuda}}
  gpu.module @a attributes {target = #gpu.target<NVPTX: chip = "sm_999", toolkit = "fake">} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
  // expected-error @below {{The target chip cannot be empty}}
  gpu.module @b attributes {target = #gpu.target<NVPTX: chip = "", toolkit = "fake">} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
