// gpu-to-llvm's `target` option (the seed's): `target=KEY` moves each top-level gpu.module's attribute KEY to
// `target`; `target="BODY"` sets `target = #gpu.target<BODY>` on each of them. gpu.modules are kept. The
// selected or set attributes print back in the seed's form and parse again (custom and generic form).
// MLIR 19's gpu-to-llvm has no such option, so only gpuc runs this.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --gpu-to-llvm=target=nvvm.cubin | FileCheck %s --check-prefix=NVVM
// RUN: gpuc opt %s --gpu-to-llvm='target=rocdl.hsaco use-opaque-pointers=1' | FileCheck %s --check-prefix=ROCDL
// RUN: gpuc opt %s --pass-pipeline='builtin.module(gpu-to-llvm{target=nvvm.cubin})' | FileCheck %s --check-prefix=NVVM
// The seed's own example, with quotes nested in the quoted value.
// RUN: gpuc opt %s --gpu-to-llvm='target="NVPTX: chip = "sm_70", opts = {fast}" use-opaque-pointers=1' | FileCheck %s --check-prefix=SET
// RUN: gpuc opt %s --pass-pipeline='builtin.module(gpu-to-llvm{use-opaque-pointers=true target="NVPTX: chip = "sm_70", opts = {fast}"})' | FileCheck %s --check-prefix=SET
// RUN: gpuc opt %s --pass-pipeline='builtin.module(gpu-to-llvm{target={"NVPTX: chip = "sm_70", opts = {fast}"}})' | FileCheck %s --check-prefix=SET
// Every parameter, set from the option and selected from an attribute, printed and parsed again.
// RUN: gpuc opt %s --gpu-to-llvm='target="AMDGPU: opts = {abi_ver = "500", fast, wave64}, link = ["a.bc", "b.bc"], toolkit = "/opt/rocm", features = "+xnack", chip = "gfx90a", triple = "amdgcn-amd-amdhsa", O = 3"' | gpuc opt | FileCheck %s --check-prefix=ALL
// RUN: gpuc opt %s --gpu-to-llvm='target="AMDGPU: opts = {abi_ver = "500", fast, wave64}, link = ["a.bc", "b.bc"], toolkit = "/opt/rocm", features = "+xnack", chip = "gfx90a", triple = "amdgcn-amd-amdhsa", O = 3"' --mlir-print-op-generic | gpuc opt | FileCheck %s --check-prefix=ALL
// RUN: gpuc opt %s --gpu-to-llvm=target=every | gpuc opt --mlir-print-op-generic | gpuc opt | FileCheck %s --check-prefix=EVERY
// Selecting `target` itself changes nothing, even where a module has no such attribute (as in the seed).
// RUN: gpuc opt %s --gpu-to-llvm=target=target | FileCheck %s --check-prefix=SAME
// No option: the modules are left as they are.
// RUN: gpuc opt %s --gpu-to-llvm | FileCheck %s --check-prefix=SAME

module attributes {gpu.container_module} {
  // NVVM: gpu.module @a attributes {every = #gpu.target<NVPTX : O = 1, triple = "nvptx64-nvidia-cuda", chip = "sm_90", features = "+ptx80", toolkit = "/usr/local/cuda", link = ["libdevice.bc"], opts = {ftz}>, rocdl.hsaco = #gpu.target<AMDGPU : chip = "gfx90a">, target = #gpu.target<NVPTX>}
  // ROCDL: gpu.module @a attributes {every = #gpu.target<{{.*}}>, nvvm.cubin = #gpu.target<NVPTX>, target = #gpu.target<AMDGPU : chip = "gfx90a">}
  // SET: gpu.module @a attributes {every = #gpu.target<{{.*}}>, nvvm.cubin = #gpu.target<NVPTX>, rocdl.hsaco = #gpu.target<AMDGPU : chip = "gfx90a">, target = #gpu.target<NVPTX : chip = "sm_70", opts = {fast}>}
  // ALL: gpu.module @a attributes {{{.*}}, target = #gpu.target<AMDGPU : O = 3, triple = "amdgcn-amd-amdhsa", chip = "gfx90a", features = "+xnack", toolkit = "/opt/rocm", link = ["a.bc", "b.bc"], opts = {abi_ver = "500", fast, wave64}>}
  // EVERY: gpu.module @a attributes {nvvm.cubin = #gpu.target<NVPTX>, rocdl.hsaco = #gpu.target<AMDGPU : chip = "gfx90a">, target = #gpu.target<NVPTX : O = 1, triple = "nvptx64-nvidia-cuda", chip = "sm_90", features = "+ptx80", toolkit = "/usr/local/cuda", link = ["libdevice.bc"], opts = {ftz}>}
  // SAME: gpu.module @a attributes {every = #gpu.target<{{.*}}>, nvvm.cubin = #gpu.target<NVPTX>, rocdl.hsaco = #gpu.target<AMDGPU : chip = "gfx90a">} {
  gpu.module @a attributes {
      nvvm.cubin = #gpu.target<NVPTX>, rocdl.hsaco = #gpu.target<AMDGPU: chip = "gfx90a">,
      every = #gpu.target<NVPTX: opts = {ftz}, link = ["libdevice.bc"], toolkit = "/usr/local/cuda", features = "+ptx80", chip = "sm_90", triple = "nvptx64-nvidia-cuda", O = 1>
  } {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  // NVVM: gpu.module @b attributes {every = #gpu.target<NVPTX>, rocdl.hsaco = #gpu.target<AMDGPU : O = 2>, target = #gpu.target<NVPTX : features = "+ptx70">}
  // ROCDL: gpu.module @b attributes {every = #gpu.target<NVPTX>, nvvm.cubin = #gpu.target<NVPTX : features = "+ptx70">, target = #gpu.target<AMDGPU : O = 2>}
  // SET: gpu.module @b attributes {every = #gpu.target<NVPTX>, nvvm.cubin = #gpu.target<NVPTX : features = "+ptx70">, rocdl.hsaco = #gpu.target<AMDGPU : O = 2>, target = #gpu.target<NVPTX : chip = "sm_70", opts = {fast}>}
  // EVERY: gpu.module @b attributes {nvvm.cubin = #gpu.target<NVPTX : features = "+ptx70">, rocdl.hsaco = #gpu.target<AMDGPU : O = 2>, target = #gpu.target<NVPTX>}
  gpu.module @b attributes {nvvm.cubin = #gpu.target<NVPTX: features = "+ptx70">, rocdl.hsaco = #gpu.target<AMDGPU: O = 2>, every = #gpu.target<NVPTX : O = 0>} {
  }
  // Only gpu.modules directly in the top module take part.
  // NVVM: module @inner {
  // NVVM-NEXT: gpu.module @c {
  // SET: module @inner {
  // SET-NEXT: gpu.module @c {
  module @inner {
    gpu.module @c {
    }
  }
  // The host code is lowered whatever the option.
  // NVVM: llvm.func @host
  // SET: llvm.func @host
  // SAME: llvm.func @host
  func.func @host() {
    return
  }
}
