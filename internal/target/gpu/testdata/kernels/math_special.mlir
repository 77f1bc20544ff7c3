// erf, pow, rsqrt, sqrt, cbrt in f32, in a device function called by a kernel.
module attributes {gpu.container_module} {
  gpu.module @math_special {
    func.func @combine(%v: f32, %w: f32) -> f32 {
      %e = math.erf %v : f32
      %p = math.powf %v, %w : f32
      %r = math.rsqrt %w : f32
      %s = math.sqrt %w : f32
      %c = math.cbrt %v : f32
      %a = arith.addf %e, %p : f32
      %b = arith.addf %a, %r : f32
      %d = arith.addf %b, %s : f32
      %f = arith.mulf %d, %c : f32
      return %f : f32
    }
    gpu.func @special(%x: memref<?xf32>, %y: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf32>
      %w = memref.load %y[%i] : memref<?xf32>
      %r = func.call @combine(%v, %w) : (f32, f32) -> f32
      memref.store %r, %y[%i] : memref<?xf32>
      gpu.return
    }
  }
}
