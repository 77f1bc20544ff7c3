// The errors of a missing or failing tool, located at the gpu.module, as mlir-opt-19 reports them.
// REQUIRES: ptxas, cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t/empty %t/cuda/bin %t/cuda/nvvm
// RUN: ln -s %{ptxas} %t/cuda/bin/ptxas && ln -s /usr/lib/cuda/nvvm/libdevice %t/cuda/nvvm/libdevice

// No ptxas on PATH and none in the environment's toolkit:
// RUN: not env -u CUDA_ROOT -u CUDA_HOME -u CUDA_PATH PATH=%t/empty gpuc opt %s --gpu-module-to-binary=format=bin 2>&1 | FileCheck %s --check-prefix=NOPTXAS
// NOPTXAS: errors-tools.mlir:[[@LINE+17]]:3: error: Couldn't find the `ptxas` binary. Please specify the toolkit path, add the compiler to $PATH, or set one of the environment variables in `NVVM::getCUDAToolkitPath()`.

// A toolkit with ptxas but no fatbinary, for the default format:
// RUN: not env PATH=%t/empty gpuc opt %s --gpu-module-to-binary=toolkit=%t/cuda 2>&1 | FileCheck %s --check-prefix=NOFATBIN
// NOFATBIN: error: Couldn't find the `fatbinary` binary.

// A toolkit without libdevice: mlir-opt-19 says so as an error, gpuc as a warning, and both make the binary, which
// needs no libdevice function (see libdevice-missing.mlir for one that does).
// RUN: gpuc opt %s --gpu-module-to-binary="format=bin toolkit=%t/empty" 2>&1 | FileCheck %s --check-prefix=NOLIBDEVICE
// NOLIBDEVICE: {{error|warning}}: LibDevice path: {{.*}}empty/nvvm/libdevice/libdevice.10.bc does not exist or is not a file.
// NOLIBDEVICE: gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80">, bin = "\7FELF

// ptxas fails: its log is in the error.
// RUN: not gpuc opt %s --gpu-module-to-binary="format=bin opts=--no-such-ptxas-flag" 2>&1 | FileCheck %s --check-prefix=LOG
// LOG: error: `ptxas` invocation failed. Log:
// LOG-NEXT: ptxas fatal   : Unknown option '-no-such-ptxas-flag'
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
