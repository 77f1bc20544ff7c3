// format=bin and fatbin for #rocdl.target: MLIR 19 assembles the GCN assembly with LLVM's MC layer and links the
// object with <ROCM_PATH>/llvm/bin/ld.lld into an HSACO (an AMDGPU ELF); fatbin is the same object, in a bin
// field. ROCM_PATH is a folder of two links, MLIR 19's layout over Debian's packages.
// REQUIRES: rocm-device-libs
// RUN: rm -rf %t && mkdir -p %t/rocm/llvm/bin
// RUN: ln -s /usr/lib/x86_64-linux-gnu/amdgcn %t/rocm/amdgcn && ln -s /usr/lib/llvm-19/bin/ld.lld %t/rocm/llvm/bin/ld.lld
// RUN: env ROCM_PATH=%t/rocm gpuc opt %s --gpu-module-to-binary=format=bin | FileCheck %s --check-prefix=BIN
// RUN: env ROCM_PATH=%t/rocm gpuc opt %s --gpu-module-to-binary=format=fatbin | FileCheck %s --check-prefix=BIN
// RUN: gpuc opt %s --gpu-module-to-binary="format=bin toolkit=%t/rocm" | FileCheck %s --check-prefix=BIN
// BIN: gpu.binary @kernels  [#gpu.object<#rocdl.target<chip = "gfx90a">, bin = "\7FELF\02\01\01@\03
// BIN-NOT: gpu.module

module attributes {gpu.container_module} {
  gpu.module @kernels [#rocdl.target<chip = "gfx90a">] {
    llvm.func @k() attributes {gpu.kernel, rocdl.kernel} {
      llvm.return
    }
  }
}
