// ld.lld is taken from the ROCm toolkit first (<toolkit>/llvm/bin/ld.lld), run without a shell, and its
// failure is an error that carries lld's own output. Here the toolkit's ld.lld is a script that fails.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t/rocm/llvm/bin
// RUN: ln -s /usr/lib/x86_64-linux-gnu/amdgcn %t/rocm/amdgcn
// RUN: printf '#!/bin/sh\necho "ld.lld: error: this lld refuses to link $1"\nexit 1\n' > %t/rocm/llvm/bin/ld.lld
// RUN: chmod +x %t/rocm/llvm/bin/ld.lld
// RUN: cd %t && not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// CHECK: error: lld invocation error: rocm/llvm/bin/ld.lld: exit status 1
// CHECK-NEXT: ld.lld: error: this lld refuses to link -shared
// CHECK-NOT: define
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @kernels attributes {target = #gpu.target<AMDGPU: chip = "gfx90a", toolkit = "rocm">} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
}
