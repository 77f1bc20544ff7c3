// A ROCM_PATH without llvm/bin/ld.lld (Debian's device libraries alone): mlir-opt-19 fails with "lld invocation
// failed"; gpuc links with LLVM 19's ld.lld and says so.
// REQUIRES: rocm-device-libs
// UNSUPPORTED: mlir-oracle
// RUN: env ROCM_PATH=/usr/lib/x86_64-linux-gnu gpuc opt %s --gpu-module-to-binary=format=bin 2>&1 | FileCheck %s --check-prefix=NOLLD
// NOLLD: remark: no ld.lld at /usr/lib/x86_64-linux-gnu/llvm/bin/ld.lld (where mlir-opt-19 looks for it); linked the HSACO with {{.*}}ld.lld
// NOLLD: gpu.binary @kernels  [#gpu.object<#rocdl.target<chip = "gfx90a">, bin = "\7FELF
module attributes {gpu.container_module} {
  gpu.module @kernels [#rocdl.target<chip = "gfx90a">] {
    llvm.func @k() attributes {gpu.kernel, rocdl.kernel} {
      llvm.return
    }
  }
}
