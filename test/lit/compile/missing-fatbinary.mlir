// An NVIDIA target with ptxas but no fatbinary: gpuc compile looks for fatbinary where it looks for ptxas, and the
// error says where.
// REQUIRES: ptxas
// UNSUPPORTED: mlir-oracle, ptxas-in-toolkit
// RUN: rm -rf %t && mkdir -p %t/bin && ln -s %{ptxas} %t/bin/ptxas
// RUN: not env -u CUDA_ROOT -u CUDA_HOME -u CUDA_PATH PATH=%t/bin gpuc compile %s --no-cache --target=sm_90 -o %t/out.o 2>&1 | FileCheck %s
// CHECK: missing-fatbinary.mlir:[[@LINE+3]]:3: error: no `fatbinary` (looked in $PATH, /usr/local/cuda/bin, /usr/lib/cuda/bin): install the CUDA toolkit
// RUN: not ls %t/out.o
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}
