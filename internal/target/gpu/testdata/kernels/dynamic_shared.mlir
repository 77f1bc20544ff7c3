// gpu.dynamic_shared_memory with views of two element types.
module attributes {gpu.container_module} {
  gpu.module @dynamic_shared {
    gpu.func @dyn(%x: memref<?xf32>, %y: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1024 = arith.constant 1024 : index
      %t = gpu.thread_id x
      %n = gpu.block_dim x
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %f = memref.view %raw[%c0][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %i = memref.view %raw[%c1024][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xi32, #gpu.address_space<workgroup>>
      %v = memref.load %x[%t] : memref<?xf32>
      memref.store %v, %f[%t] : memref<?xf32, #gpu.address_space<workgroup>>
      %w = memref.load %y[%t] : memref<?xi32>
      memref.store %w, %i[%t] : memref<?xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c1 = arith.constant 1 : index
      %u = arith.subi %n, %c1 : index
      %r = arith.subi %u, %t : index
      %a = memref.load %f[%r] : memref<?xf32, #gpu.address_space<workgroup>>
      %b = memref.load %i[%r] : memref<?xi32, #gpu.address_space<workgroup>>
      memref.store %a, %x[%t] : memref<?xf32>
      memref.store %b, %y[%t] : memref<?xi32>
      gpu.return
    }
  }
}
