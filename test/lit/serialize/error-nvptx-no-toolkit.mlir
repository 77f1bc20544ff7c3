// Without a CUDA toolkit (none named, none in the environment, no ptxas on PATH), libdevice is not linked,
// and a kernel calling its math fails with the function's name and where the toolkit was looked for, instead
// of a PTX that no driver can load. A machine with /usr/local/cuda or Debian's /usr/lib/cuda finds the toolkit there: not run.
// UNSUPPORTED: mlir-oracle, cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t/nobin
// RUN: env CUDA_PATH= CUDA_HOME= CUDA_ROOT= PATH=%t/nobin gpuc translate --mlir-to-llvmir --gpu-object-format=isa --verify-diagnostics %s -o /dev/null

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{undefined device function '__nv_expf' after linking: libdevice was not linked (no CUDA toolkit found: looked in the target's toolkit=, $CUDA_PATH, $CUDA_HOME, $CUDA_ROOT, ptxas on PATH, /usr/local/cuda, /usr/lib/cuda); install the CUDA toolkit or name it with toolkit="..."}}
  gpu.module @kernels attributes {target = #gpu.target<NVPTX: chip = "sm_70">} {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %0 = llvm.call @__nv_expf(%x) : (f32) -> f32
      llvm.store %0, %p : f32, !llvm.ptr
      llvm.return
    }
  }
}
