// Trigonometric and hyperbolic functions in f32: sin, cos, tan, tanh, atan, atan2.
module attributes {gpu.container_module} {
  gpu.module @math_trig {
    gpu.func @trig(%x: memref<?xf32>, %y: memref<?xf32>, %out: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf32>
      %w = memref.load %y[%i] : memref<?xf32>
      %s = math.sin %v : f32
      %c = math.cos %v : f32
      %t = math.tan %v : f32
      %h = math.tanh %w : f32
      %a = math.atan %w : f32
      %a2 = math.atan2 %v, %w : f32
      %r0 = arith.addf %s, %c : f32
      %r1 = arith.addf %r0, %t : f32
      %r2 = arith.addf %r1, %h : f32
      %r3 = arith.addf %r2, %a : f32
      %r4 = arith.addf %r3, %a2 : f32
      memref.store %r4, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}
