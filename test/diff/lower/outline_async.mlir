// FLAGS: --gpu-kernel-outlining
// Async launches keep their dependencies and token; workgroup and private
// attributions and the dynamic shared memory size carry over.
func.func @a(%m: memref<16xf32>, %dsm: i32) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %t0 = gpu.wait async
  %t1 = gpu.wait async
  %t2 = gpu.launch async [%t0, %t1] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %dsm workgroup(%w: memref<16xf32, #gpu.address_space<workgroup>>, %w2: memref<4xi32, #gpu.address_space<workgroup>>) private(%p: memref<2xf32, #gpu.address_space<private>>) {
    %v = memref.load %m[%tx] : memref<16xf32>
    memref.store %v, %w[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %u = memref.load %w[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
    memref.store %u, %p[%c1] : memref<2xf32, #gpu.address_space<private>>
    gpu.terminator
  }
  %t3 = gpu.launch async [%t2] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) private(%q: memref<1xi32, 5>) {
    gpu.terminator
  }
  %t4 = gpu.launch async blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  gpu.wait [%t3, %t4]
  return
}

// -----

// Cluster launches: the kernel also computes the cluster ids and sizes.
func.func @c(%m: memref<16xf32>, %a: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  gpu.launch clusters(%cx, %cy, %cz) in (%csx = %c2, %csy = %c1, %csz = %a) blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    "my.use"(%cx, %csz, %cy, %csx, %bz) : (index, index, index, index, index) -> ()
    gpu.terminator
  }
  return
}
