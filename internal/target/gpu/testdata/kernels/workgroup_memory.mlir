// Workgroup memory: gpu.func workgroup attributions and a memref.global in address space 3, with barriers.
module attributes {gpu.container_module} {
  gpu.module @workgroup_memory {
    memref.global "private" @tile : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.func @reverse(%x: memref<256xf32>) workgroup(%buf: memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %c255 = arith.constant 255 : index
      %t = gpu.thread_id x
      %v = memref.load %x[%t] : memref<256xf32>
      memref.store %v, %buf[%t] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c255, %t : index
      %w = memref.load %buf[%r] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %w, %x[%t] : memref<256xf32>
      gpu.return
    }
    gpu.func @global_tile(%x: memref<256xf32>) kernel {
      %t = gpu.thread_id x
      %g = memref.get_global @tile : memref<256xf32, #gpu.address_space<workgroup>>
      %v = memref.load %x[%t] : memref<256xf32>
      memref.store %v, %g[%t] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c1 = arith.constant 1 : index
      %c255 = arith.constant 255 : index
      %n = arith.addi %t, %c1 : index
      %m = arith.andi %n, %c255 : index
      %w = memref.load %g[%m] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %w, %x[%t] : memref<256xf32>
      gpu.return
    }
  }
}
