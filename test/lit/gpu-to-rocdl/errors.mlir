// convert-gpu-to-rocdl's errors, as mlir-opt-19 reports them.
// RUN: not gpuc opt %s --convert-gpu-to-rocdl='chipset=sm_90' 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not gpuc opt %s --convert-gpu-to-rocdl='runtime=CUDA' 2>&1 | FileCheck %s --check-prefix=RUNTIME
// RUN: not gpuc opt %s --convert-gpu-to-rocdl='use-bare-ptr-memref-call-conv=1' 2>&1 | FileCheck %s --check-prefix=BARE
// RUN: not gpuc opt %s --convert-gpu-to-rocdl 2>&1 | FileCheck %s --check-prefix=SHUFFLE

// CHIP: <unknown>:0: error: Invalid chipset name: sm_90
// RUNTIME: for the --runtime option: Cannot find option named 'CUDA'!
// BARE: <unknown>:0: error: bare pointer calling convention requires all memrefs to have static shape and use the identity map
// SHUFFLE: error: failed to legalize operation 'gpu.shuffle' that was explicitly marked illegal
gpu.module @kernels {
  gpu.func @k(%a: memref<?xf32>, %v: f32, %o: i32, %w: i32) kernel {
    %c0 = arith.constant 0 : index
    %r, %p = gpu.shuffle up %v, %o, %w : f32
    memref.store %r, %a[%c0] : memref<?xf32>
    gpu.return
  }
}
