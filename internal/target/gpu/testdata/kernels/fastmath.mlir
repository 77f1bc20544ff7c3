// Float arithmetic with fastmath flags, negf, remf, divf.
module attributes {gpu.container_module} {
  gpu.module @fastmath {
    gpu.func @flags(%x: memref<?xf32>, %y: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %x[%i] : memref<?xf32>
      %b = memref.load %y[%i] : memref<?xf32>
      %s = arith.addf %a, %b fastmath<fast> : f32
      %m = arith.mulf %s, %a fastmath<nnan,ninf> : f32
      %d = arith.divf %m, %b fastmath<arcp> : f32
      %r = arith.remf %d, %a : f32
      %n = arith.negf %r fastmath<nsz> : f32
      %u = arith.subf %n, %b fastmath<reassoc,contract> : f32
      memref.store %u, %y[%i] : memref<?xf32>
      gpu.return
    }
  }
}
