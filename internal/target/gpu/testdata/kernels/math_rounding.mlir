// Rounding and sign: floor, ceil, round, roundeven, trunc, absf, copysign, fma.
module attributes {gpu.container_module} {
  gpu.module @math_rounding {
    gpu.func @rounding(%x: memref<?xf32>, %y: memref<?xf32>, %out: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf32>
      %w = memref.load %y[%i] : memref<?xf32>
      %a = math.floor %v : f32
      %b = math.ceil %v : f32
      %c = math.round %v : f32
      %d = math.roundeven %v : f32
      %e = math.trunc %v : f32
      %f = math.absf %w : f32
      %g = math.copysign %f, %v : f32
      %h = math.fma %a, %b, %c : f32
      %s0 = arith.addf %h, %d : f32
      %s1 = arith.addf %s0, %e : f32
      %s2 = arith.addf %s1, %g : f32
      memref.store %s2, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}
