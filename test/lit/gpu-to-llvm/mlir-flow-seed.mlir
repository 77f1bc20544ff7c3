// The other direction of mlir-flow.mlir's rule: a launch whose kernel module carries the seed's `target` (or
// gets one from the `target` option), or has no targets at all, becomes the seed's runtime calls.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --split-input-file --gpu-to-llvm | FileCheck %s
// RUN: gpuc opt %s --split-input-file --gpu-to-llvm='target="NVPTX: chip = "sm_90""' | FileCheck %s --check-prefix=OPTION

// CHECK-LABEL: llvm.func @seed_target
// CHECK:         llvm.call @mgpuModuleLoad
// CHECK:         llvm.call @mgpuLaunchKernel
// CHECK-NOT:     gpu.launch_func
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {target = #gpu.target<NVPTX : chip = "sm_90">} {
    gpu.func @k(%n: index) kernel { gpu.return }
  }
  func.func @seed_target(%n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%n : index)
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @no_targets
// CHECK:         llvm.call @mgpuLaunchKernel
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @no_targets(%n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

// With the target option every gpu.module gets the seed's target, also one with a targets array.
// OPTION-LABEL: llvm.func @option
// OPTION:         llvm.call @mgpuLaunchKernel
// OPTION-NOT:     gpu.launch_func
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @option(%n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
