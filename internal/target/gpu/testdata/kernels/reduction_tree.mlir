// A block reduction: shared-memory tree with barriers, then an atomic add of the block's sum.
module attributes {gpu.container_module} {
  gpu.module @reduction_tree {
    gpu.func @block_sum(%x: memref<?xf32>, %total: memref<1xf32>, %n: index) workgroup(%buf: memref<128xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %zero = arith.constant 0.0 : f32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      %v = scf.if %in -> (f32) {
        %l = memref.load %x[%i] : memref<?xf32>
        scf.yield %l : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %v, %buf[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %s = scf.while (%stride = %c64) : (index) -> index {
        %more = arith.cmpi ugt, %stride, %c0 : index
        scf.condition(%more) %stride : index
      } do {
      ^bb0(%stride: index):
        %active = arith.cmpi ult, %tid, %stride : index
        scf.if %active {
          %o = arith.addi %tid, %stride : index
          %a = memref.load %buf[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
          %b = memref.load %buf[%o] : memref<128xf32, #gpu.address_space<workgroup>>
          %c = arith.addf %a, %b : f32
          memref.store %c, %buf[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %half = arith.shrui %stride, %c1 : index
        scf.yield %half : index
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %r = memref.load %buf[%c0] : memref<128xf32, #gpu.address_space<workgroup>>
        %old = memref.atomic_rmw addf %r, %total[%c0] : (f32, memref<1xf32>) -> f32
      }
      gpu.return
    }
  }
}
