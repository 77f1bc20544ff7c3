// Every id query: thread_id, block_id, block_dim, grid_dim in x/y/z, lane_id, and known sizes.
// (gpu.global_id is left out: MLIR 19 lowers it through index.mul without loading the index dialect and aborts;
// gpu.subgroup_size does not lower to NVVM or ROCDL in MLIR 19.)
module attributes {gpu.container_module} {
  gpu.module @ids {
    gpu.func @all_ids(%out: memref<?x16xindex>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %c10 = arith.constant 10 : index
      %c11 = arith.constant 11 : index
      %c12 = arith.constant 12 : index
      %c13 = arith.constant 13 : index
      %c14 = arith.constant 14 : index
      %c15 = arith.constant 15 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %dz = gpu.block_dim z
      %gx = gpu.grid_dim x
      %gy = gpu.grid_dim y
      %gz = gpu.grid_dim z
      %ln = gpu.lane_id
      %gbase = arith.muli %bx, %dx : index
      %gid = arith.addi %gbase, %tx : index
      %gidy = arith.muli %by, %dy : index
      %ss = arith.addi %gx, %gy : index
      memref.store %tx, %out[%gid, %c0] : memref<?x16xindex>
      memref.store %ty, %out[%gid, %c1] : memref<?x16xindex>
      memref.store %tz, %out[%gid, %c2] : memref<?x16xindex>
      memref.store %bx, %out[%gid, %c3] : memref<?x16xindex>
      memref.store %by, %out[%gid, %c4] : memref<?x16xindex>
      memref.store %bz, %out[%gid, %c5] : memref<?x16xindex>
      memref.store %dx, %out[%gid, %c6] : memref<?x16xindex>
      memref.store %dy, %out[%gid, %c7] : memref<?x16xindex>
      memref.store %dz, %out[%gid, %c8] : memref<?x16xindex>
      memref.store %gx, %out[%gid, %c9] : memref<?x16xindex>
      memref.store %gy, %out[%gid, %c10] : memref<?x16xindex>
      memref.store %gz, %out[%gid, %c11] : memref<?x16xindex>
      memref.store %ln, %out[%gid, %c12] : memref<?x16xindex>
      memref.store %gidy, %out[%gid, %c13] : memref<?x16xindex>
      memref.store %ss, %out[%gid, %c14] : memref<?x16xindex>
      memref.store %gid, %out[%gid, %c15] : memref<?x16xindex>
      gpu.return
    }
    gpu.func @bounded(%out: memref<?xi32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 64, 1, 1>} {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = arith.index_cast %i : index to i32
      memref.store %v, %out[%i] : memref<?xi32>
      gpu.return
    }
  }
}
