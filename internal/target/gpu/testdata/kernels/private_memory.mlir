// Private memory: gpu.func private attributions and memref.alloca, indexed dynamically.
module attributes {gpu.container_module} {
  gpu.module @private_memory {
    gpu.func @priv(%x: memref<?xf32>) private(%p: memref<8xf32, #gpu.address_space<private>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      scf.for %k = %c0 to %c8 step %c1 {
        %j = arith.addi %i, %k : index
        %v = memref.load %x[%j] : memref<?xf32>
        memref.store %v, %p[%k] : memref<8xf32, #gpu.address_space<private>>
      }
      %a = memref.alloca() : memref<8xf32>
      scf.for %k = %c0 to %c8 step %c1 {
        %r = arith.subi %c8, %k : index
        %r1 = arith.subi %r, %c1 : index
        %v = memref.load %p[%r1] : memref<8xf32, #gpu.address_space<private>>
        memref.store %v, %a[%k] : memref<8xf32>
      }
      %z = arith.constant 0.0 : f32
      %s = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (f32) {
        %v = memref.load %a[%k] : memref<8xf32>
        %n = arith.addf %acc, %v : f32
        scf.yield %n : f32
      }
      memref.store %s, %x[%i] : memref<?xf32>
      gpu.return
    }
  }
}
