// format=bin runs ptxas on the PTX (a cubin, an EM_CUDA ELF); the default format, fatbin, packs cubin and
// PTX with fatbinary. Runs only where ptxas is installed.
// REQUIRES: ptxas
// RUN: gpuc opt %s --gpu-module-to-binary=format=bin | FileCheck %s --check-prefix=BIN
// RUN: gpuc opt %s --gpu-module-to-binary | FileCheck %s --check-prefix=FATBIN
// BIN: gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, bin = "\7FELF
// FATBIN: gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, "P\ED
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
