// gpu.launch: async tokens, clusters, dynamic shared memory, memory
// attributions, several blocks, the implicit region arguments and the
// trailing attribute dictionary.

func.func @plain(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    "my.use"(%bx, %by, %bz, %tx, %ty, %tz, %gx, %gy, %gz, %lx, %ly, %lz) : (index, index, index, index, index, index, index, index, index, index, index, index) -> ()
    gpu.terminator
  }
  return
}

// -----

func.func @async(%sz : index, %t : !gpu.async.token) -> !gpu.async.token {
  %0 = gpu.launch async [%t, %t] blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  %1 = gpu.launch async blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  %2 = gpu.launch async [] blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  %3 = gpu.wait async [%0, %1, %2]
  return %3 : !gpu.async.token
}

// -----

func.func @clusters_and_memory(%sz : index, %shmem : i32) {
  gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %sz, %ncy = %sz, %ncz = %sz)
             blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz)
             dynamic_shared_memory_size %shmem
             workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>, %w2 : memref<4xi8, 3>)
             private(%p : memref<1xf32, #gpu.address_space<private>>) {
    "my.use"(%cx, %ncz, %w, %w2, %p) : (index, index, memref<32xf32, #gpu.address_space<workgroup>>, memref<4xi8, 3>, memref<1xf32, #gpu.address_space<private>>) -> ()
    gpu.terminator
  } {my.attr = 1 : i32}
  return
}

// -----

func.func @private_only(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz)
             private(%p : memref<1xf32, 5>, %q : memref<2xf32, 5>) {
    "my.use"(%p, %q) : (memref<1xf32, 5>, memref<2xf32, 5>) -> ()
    gpu.terminator
  }
  return
}

// -----

func.func @blocks(%sz : index, %c : i1) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    "my.cond_br"(%c, %bx)[^bb1, ^bb2] : (i1, index) -> ()
  ^bb1:
    "my.use"() : () -> ()
    gpu.terminator
  ^bb2:
    gpu.terminator
  }
  return
}

// -----

func.func @generic(%sz : index, %t : !gpu.async.token) {
  %0 = "gpu.launch"(%t, %sz, %sz, %sz, %sz, %sz, %sz) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index, %w: memref<4xf32, 3>):
    "my.use"(%a0, %a11, %w) : (index, index, memref<4xf32, 3>) -> ()
    "gpu.terminator"() : () -> ()
  }) {workgroup_attributions = 1 : i64} : (!gpu.async.token, index, index, index, index, index, index) -> !gpu.async.token
  return
}
