// math.fpowi and math.ipowi with constant exponents (LLVM 19's NVPTX and AMDGPU
// backends cannot select powi with a variable exponent: mlir-opt-19 aborts).
module attributes {gpu.container_module} {
  gpu.module @fpowi {
    gpu.func @powi(%x: memref<?xf32>, %y: memref<?xf64>) kernel {
      %e3 = arith.constant 3 : i32
      %em2 = arith.constant -2 : i64
      %i = gpu.thread_id x
      %v = memref.load %x[%i] : memref<?xf32>
      %p = math.fpowi %v, %e3 : f32, i32
      memref.store %p, %x[%i] : memref<?xf32>
      %w = memref.load %y[%i] : memref<?xf64>
      %q = math.fpowi %w, %em2 : f64, i64
      memref.store %q, %y[%i] : memref<?xf64>
      gpu.return
    }
  }
}
