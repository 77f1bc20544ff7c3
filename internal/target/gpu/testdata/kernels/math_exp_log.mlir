// Exponentials and logarithms in f32: exp, exp2, expm1, log, log2, log10, log1p.
module attributes {gpu.container_module} {
  gpu.module @math_exp_log {
    gpu.func @exp_family(%x: memref<?xf32>, %out: memref<?x3xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf32>
      %a = math.exp %v : f32
      %b = math.exp2 %v : f32
      %c = math.expm1 %v : f32
      memref.store %a, %out[%i, %c0] : memref<?x3xf32>
      memref.store %b, %out[%i, %c1] : memref<?x3xf32>
      memref.store %c, %out[%i, %c2] : memref<?x3xf32>
      gpu.return
    }
    gpu.func @log_family(%x: memref<?xf32>, %out: memref<?x4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf32>
      %a = math.log %v : f32
      %b = math.log2 %v : f32
      %c = math.log10 %v : f32
      %d = math.log1p %v : f32
      memref.store %a, %out[%i, %c0] : memref<?x4xf32>
      memref.store %b, %out[%i, %c1] : memref<?x4xf32>
      memref.store %c, %out[%i, %c2] : memref<?x4xf32>
      memref.store %d, %out[%i, %c3] : memref<?x4xf32>
      gpu.return
    }
  }
}
