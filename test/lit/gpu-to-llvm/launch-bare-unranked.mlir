// An unranked memref has no aligned pointer to pass under use-bare-pointers-for-kernels (MLIR asserts there).
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --verify-diagnostics --gpu-to-llvm=use-bare-pointers-for-kernels=1
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%u: memref<*xf32>) kernel {
      gpu.return
    }
  }
  func.func @unranked(%n: index, %u: memref<*xf32>) {
    // expected-error@+1 {{'gpu.launch_func' op cannot pass an unranked memref kernel operand with use-bare-pointers-for-kernels}}
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%u : memref<*xf32>)
    return
  }
}
