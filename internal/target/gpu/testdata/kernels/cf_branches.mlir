// Unstructured control flow: cf.br, cf.cond_br with block arguments, cf.switch, loops through blocks.
module attributes {gpu.container_module} {
  gpu.module @cf_branches {
    gpu.func @branchy(%x: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c10 = arith.constant 10 : i32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xi32>
      cf.br ^loop(%c0, %v : i32, i32)
    ^loop(%k: i32, %acc: i32):
      %done = arith.cmpi sge, %k, %c10 : i32
      cf.cond_br %done, ^exit(%acc : i32), ^body
    ^body:
      %sel = arith.remui %k, %c10 : i32
      cf.switch %sel : i32, [
        default: ^other(%acc : i32),
        0: ^zero,
        3: ^other(%c1 : i32)
      ]
    ^zero:
      %a2 = arith.muli %acc, %c10 : i32
      cf.br ^next(%a2 : i32)
    ^other(%p: i32):
      %a3 = arith.addi %p, %k : i32
      cf.br ^next(%a3 : i32)
    ^next(%a4: i32):
      %k1 = arith.addi %k, %c1 : i32
      cf.br ^loop(%k1, %a4 : i32, i32)
    ^exit(%r: i32):
      memref.store %r, %x[%i] : memref<?xi32>
      gpu.return
    }
  }
}
