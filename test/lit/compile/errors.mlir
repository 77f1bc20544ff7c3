// gpuc compile's errors: no target anywhere, an unknown chip (LLVM's list for the vendor), a --target entry that is
// no chip, a kernel module lowered for the other vendor. An error at a gpu.module names it and its place, without
// printing the module.
// UNSUPPORTED: mlir-oracle
// RUN: split-file %s %t
// RUN: not gpuc compile %t/kernels.mlir -o %t/out.o 2>&1 | FileCheck %s --check-prefix=NOTARGET
// NOTARGET: kernels.mlir:2:3: error: gpu.module @kernels has no target: name the chips with --target (sm_80,sm_90 for NVIDIA, gfx90a,gfx942 for AMD), or give the module a targets array ([#nvvm.target<chip = "sm_90">])
// NOTARGET-NOT: see current operation
// RUN: not gpuc compile %t/kernels.mlir --target=sm_12 -o %t/out.o 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: gpuc compile: --target: unknown NVIDIA chip "sm_12"; LLVM 19 knows sm_20, sm_21, sm_30,
// CHIP-SAME: sm_90a
// RUN: not gpuc compile %t/kernels.mlir --target=gfx1 -o %t/out.o 2>&1 | FileCheck %s --check-prefix=AMDCHIP
// AMDCHIP: gpuc compile: --target: unknown AMD chip "gfx1"; LLVM 19 knows {{.*}}gfx90a
// RUN: not gpuc compile %t/kernels.mlir --target=volta -o %t/out.o 2>&1 | FileCheck %s --check-prefix=WHAT
// WHAT: gpuc compile: --target: "volta" is not a chip (sm_80, sm_90, gfx90a, gfx942, ...) or a target attribute
// RUN: not gpuc compile %t/lowered.mlir --target=gfx90a -o %t/out.o 2>&1 | FileCheck %s --check-prefix=VENDOR
// VENDOR: lowered.mlir:2:3: error: gpu.module @k is lowered for NVIDIA GPUs (its kernels are nvvm kernels) and cannot be compiled for gfx90a
// RUN: not gpuc compile %t/kernels.mlir --emit=exe -o %t/out.o 2>&1 | FileCheck %s --check-prefix=EMIT
// EMIT: gpuc compile: --emit=exe: choose obj, asm, llvm or mlir
// RUN: not ls %t/out.o

//--- kernels.mlir
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}
//--- lowered.mlir
module attributes {gpu.container_module} {
  gpu.module @k {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
