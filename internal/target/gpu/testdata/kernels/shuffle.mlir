// gpu.shuffle in every mode (xor, up, down, idx) on f32 and i32, width 32.
// MLIR 19's ROCDL lowering has no shuffle up/down, so this file is NVVM only.
// only: nvvm
module attributes {gpu.container_module} {
  gpu.module @shuffle {
    gpu.func @shuffles(%x: memref<?xf32>, %y: memref<?xi32>) kernel {
      %w = arith.constant 32 : i32
      %o1 = arith.constant 1 : i32
      %o2 = arith.constant 2 : i32
      %o5 = arith.constant 5 : i32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf32>
      %a, %pa = gpu.shuffle xor %v, %o1, %w : f32
      %b, %pb = gpu.shuffle up %a, %o2, %w : f32
      %c, %pc = gpu.shuffle down %b, %o2, %w : f32
      %d, %pd = gpu.shuffle idx %c, %o5, %w : f32
      %p = arith.andi %pa, %pd : i1
      %r = arith.select %p, %d, %v : f32
      memref.store %r, %x[%i] : memref<?xf32>
      %n = memref.load %y[%i] : memref<?xi32>
      %e, %pe = gpu.shuffle xor %n, %o1, %w : i32
      %f, %pf = gpu.shuffle idx %e, %o5, %w : i32
      memref.store %f, %y[%i] : memref<?xi32>
      gpu.return
    }
  }
}
