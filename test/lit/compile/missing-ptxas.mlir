// An NVIDIA target without ptxas: the error names the tool, where gpuc looked, and how to get it.
// UNSUPPORTED: mlir-oracle, ptxas-in-toolkit
// RUN: rm -rf %t && mkdir -p %t/empty
// RUN: not env -u CUDA_ROOT -u CUDA_HOME -u CUDA_PATH PATH=%t/empty gpuc compile %s --no-cache --target=sm_90 -o %t/out.o 2>&1 | FileCheck %s
// CHECK: missing-ptxas.mlir:[[@LINE+4]]:3: error: no `ptxas` (looked in $PATH, /usr/local/cuda/bin, /usr/lib/cuda/bin): install the CUDA toolkit (Debian: make cuda-toolkit, or apt-get install nvidia-cuda-toolkit), or set CUDA_ROOT to it
// CHECK-NOT: see current operation
// RUN: not ls %t/out.o
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}
