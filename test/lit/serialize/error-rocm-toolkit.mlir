// The AMDGPU pipeline's device-library errors: a toolkit without amdgcn/bitcode (the seed's words), and a
// bitcode folder without the libraries, where each missing library is a remark (the seed's words) and the
// math the kernel calls is an undefined device function that names the folder. Toolkits are relative to %t.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t/empty %t/nolibs/amdgcn/bitcode
// RUN: cd %t && gpuc translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s -o /dev/null

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{ROCm amdgcn bitcode path: empty/amdgcn/bitcode does not exist or is not a directory.}}
  gpu.module @kernels attributes {target = #gpu.target<AMDGPU: chip = "gfx90a", toolkit = "empty">} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-remark @below {{Bitcode library path: nolibs/amdgcn/bitcode/ocml.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: nolibs/amdgcn/bitcode/ockl.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: nolibs/amdgcn/bitcode/oclc_daz_opt_off.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: nolibs/amdgcn/bitcode/oclc_unsafe_math_off.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: nolibs/amdgcn/bitcode/oclc_finite_only_off.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: nolibs/amdgcn/bitcode/oclc_correctly_rounded_sqrt_off.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: nolibs/amdgcn/bitcode/oclc_wavefrontsize64_on.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: nolibs/amdgcn/bitcode/oclc_isa_version_90a.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: nolibs/amdgcn/bitcode/oclc_abi_version_500.bc does not exist or is not a file.}}
  // expected-error @below {{undefined device function '__ocml_exp_f32' after linking: neither the ROCm device libraries in nolibs/amdgcn/bitcode nor the target's link files define it}}
  gpu.module @kernels attributes {target = #gpu.target<AMDGPU: chip = "gfx90a", toolkit = "nolibs">} {
    llvm.func @__ocml_exp_f32(f32) -> f32
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {rocdl.kernel} {
      %0 = llvm.call @__ocml_exp_f32(%x) : (f32) -> f32
      llvm.store %0, %p : f32, !llvm.ptr
      llvm.return
    }
  }
}
