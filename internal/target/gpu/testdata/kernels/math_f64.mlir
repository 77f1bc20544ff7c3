// f64 math: exp, log, sin, cos, sqrt, pow, floor, fma, tanh, erf, atan2.
module attributes {gpu.container_module} {
  gpu.module @math_f64 {
    gpu.func @f64_math(%x: memref<?xf64>, %y: memref<?xf64>, %out: memref<?xf64>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf64>
      %w = memref.load %y[%i] : memref<?xf64>
      %a = math.exp %v : f64
      %b = math.log %w : f64
      %c = math.sin %v : f64
      %d = math.cos %v : f64
      %e = math.sqrt %w : f64
      %f = math.powf %v, %w : f64
      %g = math.floor %v : f64
      %h = math.fma %a, %b, %c : f64
      %j = math.tanh %v : f64
      %k = math.erf %v : f64
      %l = math.atan2 %v, %w : f64
      %s0 = arith.addf %h, %d : f64
      %s1 = arith.addf %s0, %e : f64
      %s2 = arith.addf %s1, %f : f64
      %s3 = arith.addf %s2, %g : f64
      %s4 = arith.addf %s3, %j : f64
      %s5 = arith.addf %s4, %k : f64
      %s6 = arith.divf %s5, %l : f64
      memref.store %s6, %out[%i] : memref<?xf64>
      gpu.return
    }
  }
}
