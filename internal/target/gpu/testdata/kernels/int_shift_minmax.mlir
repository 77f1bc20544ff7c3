// Shifts, bitwise logic, min/max signed and unsigned, addui_extended/mului_extended.
module attributes {gpu.container_module} {
  gpu.module @int_shift_minmax {
    gpu.func @shifts(%x: memref<?xi32>, %y: memref<?xi32>, %s: i32) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %x[%i] : memref<?xi32>
      %b = memref.load %y[%i] : memref<?xi32>
      %l = arith.shli %a, %s : i32
      %r = arith.shrsi %b, %s : i32
      %u = arith.shrui %b, %s : i32
      %o = arith.ori %l, %r : i32
      %n = arith.andi %o, %u : i32
      %x1 = arith.xori %n, %a : i32
      %m0 = arith.minsi %x1, %a : i32
      %m1 = arith.maxsi %m0, %b : i32
      %m2 = arith.minui %m1, %l : i32
      %m3 = arith.maxui %m2, %u : i32
      memref.store %m3, %y[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @wide(%x: memref<?xi64>, %y: memref<?xi16>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %x[%i] : memref<?xi64>
      %b = memref.load %y[%i] : memref<?xi16>
      %c1 = arith.constant 1 : i64
      %c2 = arith.constant 2 : i16
      %sh = arith.shli %a, %c1 : i64
      %mx = arith.maxsi %sh, %a : i64
      %sum, %ov = arith.addui_extended %mx, %a : i64, i1
      %lo, %hi = arith.mului_extended %sum, %a : i64
      %sel = arith.select %ov, %lo, %hi : i64
      memref.store %sel, %x[%i] : memref<?xi64>
      %bs = arith.shrui %b, %c2 : i16
      %bm = arith.minsi %bs, %b : i16
      memref.store %bm, %y[%i] : memref<?xi16>
      gpu.return
    }
  }
}
