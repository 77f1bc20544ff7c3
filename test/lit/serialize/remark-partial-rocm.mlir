// A ROCm folder (found through ROCM_PATH) with only some of the device libraries: each missing one is a
// remark with the seed's words, and the module still compiles with what is there (here to GCN assembly,
// which `gpuc inspect` reads back).
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t/partial/amdgcn/bitcode
// RUN: ln -s /usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc /usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc /usr/lib/x86_64-linux-gnu/amdgcn/bitcode/oclc_daz_opt_off.bc %t/partial/amdgcn/bitcode/
// RUN: cd %t && env ROCM_PATH=partial gpuc translate --mlir-to-llvmir --gpu-object-format=isa --verify-diagnostics %s -o %t/out.ll
// RUN: gpuc inspect %t/out.ll | FileCheck %s

// CHECK: kernels  GCN-asm  gfx90a  k
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-remark @below {{Bitcode library path: partial/amdgcn/bitcode/oclc_unsafe_math_off.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: partial/amdgcn/bitcode/oclc_finite_only_off.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: partial/amdgcn/bitcode/oclc_correctly_rounded_sqrt_off.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: partial/amdgcn/bitcode/oclc_wavefrontsize64_on.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: partial/amdgcn/bitcode/oclc_isa_version_90a.bc does not exist or is not a file.}}
  // expected-remark @below {{Bitcode library path: partial/amdgcn/bitcode/oclc_abi_version_500.bc does not exist or is not a file.}}
  gpu.module @kernels attributes {target = #gpu.target<AMDGPU: chip = "gfx90a">} {
    llvm.func @__ocml_exp_f32(f32) -> f32
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {rocdl.kernel} {
      %0 = llvm.call @__ocml_exp_f32(%x) : (f32) -> f32
      llvm.store %0, %p : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @host() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @kernels_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
