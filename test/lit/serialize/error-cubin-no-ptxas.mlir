// A cubin (--gpu-object-format=bin, the default) needs ptxas or the CUDA driver's JIT linker; with neither,
// the error names both and says that the PTX can be embedded instead, which then works. Not run where the
// CUDA driver is installed or the toolkit has its own bin/ptxas (Debian's keeps ptxas in /usr/bin only).
// UNSUPPORTED: mlir-oracle, ptxas-in-toolkit, cuda-driver
// RUN: rm -rf %t && mkdir -p %t/nobin
// RUN: env CUDA_PATH= CUDA_HOME= CUDA_ROOT= PATH=%t/nobin gpuc translate --mlir-to-llvmir --verify-diagnostics %s -o /dev/null
// RUN: not env CUDA_PATH= CUDA_HOME= CUDA_ROOT= PATH=%t/nobin gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// RUN: env CUDA_PATH= CUDA_HOME= CUDA_ROOT= PATH=%t/nobin gpuc translate --mlir-to-llvmir --gpu-object-format=isa %s | gpuc inspect | FileCheck %s --check-prefix=PTX

// CHECK: error: cannot make a cubin for sm_70: no ptxas
// CHECK-SAME: {{libcuda.so.1 could not be loaded|libcuda.so.1 loaded but cuInit failed}}
// CHECK-SAME: use --gpu-object-format=isa to embed the PTX instead
// PTX: kernels  PTX   sm_70   k
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{cannot make a cubin for sm_70: no ptxas (looked in the CUDA toolkit's bin and on PATH) and no CUDA driver}}
  gpu.module @kernels attributes {target = #gpu.target<NVPTX: chip = "sm_70">} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
  llvm.func @host() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @kernels_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
